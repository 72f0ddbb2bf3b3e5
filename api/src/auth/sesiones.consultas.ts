// Las consultas de las sesiones y de los accesos conocidos (docs/decisiones/sesiones-en-el-servidor.md), tipadas contra
// el esquema (database/esquema.ts, docs/decisiones/acceso-tipado-a-datos.md). Las horas las pone la base (now()): un
// reloj para todas las réplicas.
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { CANDADOS } from '../database/candados';
import { db } from '../database/kysely';
import { idInsertado } from '../common/filas';
import { ahora, dentroDe, hace } from '../database/fragmentos';

/** El fin de una sesión en segundos desde 1970 (el `sexp` del token): extract(epoch …) no tiene equivalente en Kysely. */
// sql: extract(epoch …) no tiene constructor en Kysely; floor y ::int dan los segundos enteros como número
const finEnSegundos = sql<number>`floor(extract(epoch FROM expira_en))::int`;

export interface SesionNueva {
  id: string;
  usuarioId: string;
  segundos: number;
  ip: string | null;
  agente: string | null;
  renovacionHash: Buffer;
  credencialesVersion: number;
}

/** La sesión `sesionId` si su secreto de renovación es `renovacionHash`, viva o no, sin columnas. */
function conElSecreto(manager: EntityManager, sesionId: string, renovacionHash: Buffer) {
  return db(manager)
    .selectFrom('sesiones')
    .where('id', '=', sesionId)
    .where('renovacion_hash', '=', renovacionHash);
}

export const consultasSesiones = {
  /** Tras un inicio exitoso: el intento reservado (si hubo) y los fallos de la cuenta desde esta IP o este dispositivo. */
  async olvidarFallos(
    manager: EntityManager,
    reservaId: string | null,
    cuenta: string,
    ip: string,
    dispositivo: string,
  ) {
    await db(manager)
      .deleteFrom('intentos_login')
      .where((eb) =>
        eb.or([
          ...(reservaId === null ? [] : [eb('id', '=', reservaId)]),
          eb.and([eb('email', '=', cuenta), eb.or([eb('ip', '=', ip), eb('dispositivo', '=', dispositivo)])]),
        ]),
      )
      .execute();
  },

  /**
   * Anota la IP y el dispositivo (claves ya armadas) como conocidos de la cuenta y, en la misma sentencia, olvida los
   * de la cuenta vistos hace `dias` o más.
   */
  async recordarAcceso(manager: EntityManager, usuarioId: string, claves: [string, string], dias: number) {
    await db(manager)
      .with('olvidados', (k) =>
        k
          .deleteFrom('accesos_conocidos')
          .where('usuario_id', '=', usuarioId)
          .where('ultimo', '<=', hace(dias, 'dias')),
      )
      .insertInto('accesos_conocidos')
      .values(claves.map((clave) => ({ usuario_id: usuarioId, clave, ultimo: ahora() })))
      .onConflict((oc) => oc.columns(['usuario_id', 'clave']).doUpdateSet({ ultimo: ahora() }))
      .execute();
  },

  async borrarVencidas(manager: EntityManager, usuarioId: string): Promise<void> {
    await db(manager)
      .deleteFrom('sesiones')
      .where('usuario_id', '=', usuarioId)
      .where('expira_en', '<=', ahora())
      .execute();
  },

  /** La sesión nueva, que vive `segundos` desde ahora: su fin en segundos desde 1970. */
  async abrir(manager: EntityManager, sesion: SesionNueva): Promise<number> {
    const { sexp } = await db(manager)
      .insertInto('sesiones')
      .values({
        id: sesion.id,
        usuario_id: sesion.usuarioId,
        expira_en: dentroDe(sesion.segundos, 'segundos'),
        ip: sesion.ip,
        agente: sesion.agente,
        renovacion_hash: sesion.renovacionHash,
        credenciales_version: sesion.credencialesVersion,
      })
      .returning(finEnSegundos.as('sexp'))
      .executeTakeFirstOrThrow();
    return sexp;
  },

  /** La sesión que se puede renovar con ese secreto: no revocada ni vencida (undefined si no). */
  renovable(manager: EntityManager, sesionId: string, renovacionHash: Buffer) {
    return conElSecreto(manager, sesionId, renovacionHash)
      .select(['usuario_id', 'credenciales_version as cv', finEnSegundos.as('sexp')])
      .where('revocada_en', 'is', null)
      .where('expira_en', '>', ahora())
      .executeTakeFirst();
  },

  /** La sesión cuyo secreto de renovación coincide, viva o no (undefined si no). */
  conSecreto(manager: EntityManager, sesionId: string, renovacionHash: Buffer) {
    return conElSecreto(manager, sesionId, renovacionHash).select('id').executeTakeFirst();
  },

  /** Revoca la sesión si sigue abierta: su usuario (undefined si ya estaba cerrada o no existe). */
  revocar(manager: EntityManager, sesionId: string) {
    return db(manager)
      .with('cerrada', (k) =>
        k
          .updateTable('sesiones')
          .set({ revocada_en: ahora() })
          .where('id', '=', sesionId)
          .where('revocada_en', 'is', null)
          .returning('usuario_id'),
      )
      .selectFrom('cerrada')
      .innerJoin('usuarios as u', 'u.id', 'cerrada.usuario_id')
      .select(['u.id', 'u.nombre'])
      .executeTakeFirst();
  },

  /** Revoca las sesiones vivas del usuario salvo `salvo`: cuántas. */
  async revocarOtras(manager: EntityManager, usuarioId: string, salvo: string): Promise<number> {
    const revocadas = await db(manager)
      .updateTable('sesiones')
      .set({ revocada_en: ahora() })
      .where('usuario_id', '=', usuarioId)
      .where('id', '<>', salvo)
      .where('revocada_en', 'is', null)
      .where('expira_en', '>', ahora())
      .returning('id')
      .execute();
    return revocadas.length;
  },

  /** El hash nuevo de la contraseña, sólo si nadie la cambió entretanto (sigue el hash `anterior`). */
  async rehacerHash(
    manager: EntityManager,
    usuarioId: string,
    nuevo: string,
    anterior: string,
  ): Promise<void> {
    await db(manager)
      .updateTable('usuarios')
      .set({ password_hash: nuevo })
      .where('id', '=', usuarioId)
      .where('password_hash', '=', anterior)
      .execute();
  },

  /**
   * Los candados de un intento de entrada, por cuenta y luego por IP (siempre en ese orden: nadie espera una cuenta
   * teniendo una IP).
   */
  async bloquearIntentos(manager: EntityManager, cuenta: string, ip: string): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(${CANDADOS.login}, hashtext(${`cuenta:${cuenta}`}))`.execute(
      db(manager),
    );
    await sql`SELECT pg_advisory_xact_lock(${CANDADOS.login}, hashtext(${`ip:${ip}`}))`.execute(db(manager));
  },

  /** Borra los intentos de esta cuenta y de esta IP de hace `minutos` o más: ya no cuentan. */
  async purgarIntentos(manager: EntityManager, cuenta: string, ip: string, minutos: number): Promise<void> {
    await db(manager)
      .deleteFrom('intentos_login')
      .where((eb) => eb.or([eb('email', '=', cuenta), eb('ip', '=', ip)]))
      .where('fecha', '<=', hace(minutos, 'minutos'))
      .execute();
  },

  /** Anota un intento (un fallo hasta que un inicio exitoso lo borra): su id. */
  async anotarIntento(
    manager: EntityManager,
    cuenta: string,
    ip: string,
    dispositivo: string | null,
  ): Promise<string> {
    return idInsertado(
      db(manager).insertInto('intentos_login').values({ email: cuenta, ip, dispositivo }).returning('id'),
    );
  },

  /**
   * Si la cuenta (si existe) ya entró bien con este dispositivo en los últimos `dias.dispositivo` días, o desde esta IP
   * en los últimos `dias.direccion` (claves ya armadas).
   */
  conocido(
    manager: EntityManager,
    cuenta: string,
    claves: { dispositivo: string; direccion: string },
    dias: { dispositivo: number; direccion: number },
  ) {
    return db(manager)
      .selectFrom('accesos_conocidos as a')
      .innerJoin('usuarios as u', 'u.id', 'a.usuario_id')
      .select((eb) => {
        const reciente = (clave: string, d: number) =>
          eb.fn.coalesce(
            eb.fn<boolean>('bool_or', [
              eb.and([eb('a.clave', '=', clave), eb('a.ultimo', '>', hace(d, 'dias'))]),
            ]),
            sql.lit(false),
          );
        return [
          reciente(claves.dispositivo, dias.dispositivo).as('dispositivo'),
          reciente(claves.direccion, dias.direccion).as('direccion'),
        ];
      })
      .where((eb) => eb(eb.fn<string>('lower', ['u.email']), '=', cuenta))
      .where('a.clave', 'in', [claves.dispositivo, claves.direccion])
      .executeTakeFirstOrThrow();
  },
};
