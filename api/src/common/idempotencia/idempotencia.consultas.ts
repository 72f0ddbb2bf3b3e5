// Las consultas de las claves de idempotencia (docs/decisiones/idempotencia.md), tipadas contra el esquema
// (database/esquema.ts, docs/decisiones/acceso-tipado-a-datos.md). Las horas las pone la base (now()): un reloj para
// todas las réplicas; los plazos (vigencia, abandono) llegan de idempotencia.rules.ts.
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import type { Json } from '../../database/esquema';
import { db, deLista } from '../../database/kysely';
import { hayFila } from '../filas';
import { ahora, hace } from '../../database/fragmentos';

export const ESTADOS_CLAVE = ['en_curso', 'aplicada', 'completada'] as const;

/** La clave de (usuario, clave) de una solicitud. */
export interface LlaveIdempotencia {
  usuario: string;
  clave: string;
}

/** Lo guardado de una clave, con si quedó sin cambios más de `abandonoSegundos` (su réplica murió). */
export interface ClaveGuardada {
  huella: string;
  estado: (typeof ESTADOS_CLAVE)[number];
  respuesta: unknown;
  dueno: string | null;
  abandonada: boolean;
}

const haceHoras = (horas: number) => hace(horas, 'horas');

const deLaLlave = (llave: LlaveIdempotencia) => ({ usuario_id: llave.usuario, clave: llave.clave });

export const consultasIdempotencia = {
  /** Borra las claves de todos creadas hace más de `horas`. */
  async borrarVencidas(manager: EntityManager, horas: number): Promise<void> {
    await db(manager).deleteFrom('claves_idempotencia').where('creada_en', '<', haceHoras(horas)).execute();
  },

  /**
   * Inserta la clave `en_curso` a nombre de `dueno`; si ya existe y se creó hace más de `vigenciaHoras`, la toma como
   * nueva en la misma sentencia. true: este intento tiene la clave.
   */
  async insertar(
    manager: EntityManager,
    llave: LlaveIdempotencia,
    huella: string,
    dueno: string,
    vigenciaHoras: number,
  ): Promise<boolean> {
    return hayFila(
      db(manager)
        .insertInto('claves_idempotencia')
        .values({ ...deLaLlave(llave), huella, estado: 'en_curso', dueno })
        .onConflict((oc) =>
          oc
            .columns(['usuario_id', 'clave'])
            .doUpdateSet({
              huella: (eb) => eb.ref('excluded.huella'),
              estado: 'en_curso',
              dueno: (eb) => eb.ref('excluded.dueno'),
              respuesta: null,
              creada_en: ahora(),
              actualizada_en: ahora(),
            })
            .where('claves_idempotencia.creada_en', '<', haceHoras(vigenciaHoras)),
        )
        .returning(sql.lit(1).as('uno')),
    );
  },

  /** Lo guardado de la clave (undefined: no existe). */
  async leer(
    manager: EntityManager,
    llave: LlaveIdempotencia,
    abandonoSegundos: number,
  ): Promise<ClaveGuardada | undefined> {
    const fila = await db(manager)
      .selectFrom('claves_idempotencia')
      .select((eb) => [
        'huella',
        'estado',
        'respuesta',
        'dueno',
        eb('actualizada_en', '<', hace(abandonoSegundos, 'segundos')).$castTo<boolean>().as('abandonada'),
      ])
      .where('usuario_id', '=', llave.usuario)
      .where('clave', '=', llave.clave)
      .executeTakeFirst();
    return fila && { ...fila, estado: deLista(ESTADOS_CLAVE, fila.estado, 'claves_idempotencia.estado') };
  },

  /**
   * Pasa la clave `en_curso` de `dueno` a `hacia`, con otro dueño (`nuevoDueno`, tomar una abandonada) o el mismo
   * (marcarla `aplicada`). `dueno` null compara con una clave sin dueño. true: la encontró así y la cambió.
   */
  async cambiarEnCurso(
    manager: EntityManager,
    llave: LlaveIdempotencia,
    dueno: string | null,
    cambio: { estado: 'en_curso' | 'aplicada'; dueno: string },
  ): Promise<boolean> {
    const resultado = await db(manager)
      .updateTable('claves_idempotencia')
      .set({ estado: cambio.estado, dueno: cambio.dueno, actualizada_en: ahora() })
      .where('usuario_id', '=', llave.usuario)
      .where('clave', '=', llave.clave)
      .where('estado', '=', 'en_curso')
      .where('dueno', 'is not distinct from', dueno)
      .executeTakeFirst();
    return resultado.numUpdatedRows === 1n;
  },

  /** Guarda la respuesta de la solicitud ejecutada por `dueno` (`completada`). */
  async completar(
    manager: EntityManager,
    llave: LlaveIdempotencia,
    dueno: string,
    respuesta: unknown,
  ): Promise<void> {
    await db(manager)
      .updateTable('claves_idempotencia')
      .set({
        estado: 'completada',
        // sql: la respuesta va como texto JSON y la base la convierte (::jsonb): el driver mandaría un arreglo como arreglo de PostgreSQL
        respuesta: sql<Json>`${JSON.stringify(respuesta ?? null)}::jsonb`,
        actualizada_en: ahora(),
      })
      .where('usuario_id', '=', llave.usuario)
      .where('clave', '=', llave.clave)
      .where('dueno', '=', dueno)
      .execute();
  },

  /** Suelta la clave de un intento fallido que no llegó a aplicarse (el cliente puede reintentar con ella). */
  async soltar(manager: EntityManager, llave: LlaveIdempotencia, dueno: string): Promise<void> {
    await db(manager)
      .deleteFrom('claves_idempotencia')
      .where('usuario_id', '=', llave.usuario)
      .where('clave', '=', llave.clave)
      .where('dueno', '=', dueno)
      .where('estado', '=', 'en_curso')
      .execute();
  },
};
