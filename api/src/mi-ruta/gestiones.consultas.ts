// Las consultas de las gestiones de cobro (gestiones.service.ts), tipadas contra el esquema (database/esquema.ts): la
// gestión con su préstamo, cliente, cobrador, ubicación y, si es promesa, lo cobrado en el préstamo desde la visita
// hasta la fecha prometida. Si una promesa se cumplió lo decide `estadoPromesa` (@cartera/dominio), no la base.
import { RESULTADOS_GESTION, type ResultadoGestion } from '@cartera/dominio';
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import type { UbicacionMedida } from '../cobros/ubicacion';
import { db, deLista } from '../database/kysely';
import { hayFila, idInsertado, type FilaDe } from '../common/filas';
import { prestamoPorId } from '../database/prestamos.filas';

const resultado = (valor: string) => deLista(RESULTADOS_GESTION, valor, 'gestiones.resultado');

/** Lo cobrado en el préstamo de la gestión `g` entre su visita y la fecha prometida. */
// sql: subconsulta correlacionada que comparten dos consultas de tablas distintas: fuera de un `eb` no hay constructor que conozca g
const pagadoDesdeLaVisita = sql<string>`(SELECT coalesce(sum(co.monto), 0) FROM cobros co
  WHERE co.prestamo_id = g.prestamo_id AND co.fecha BETWEEN g.fecha AND g.fecha_promesa)`;

function gestionesConDatos(manager: EntityManager) {
  return db(manager)
    .selectFrom('gestiones as g')
    .innerJoin('prestamos as p', 'p.id', 'g.prestamo_id')
    .innerJoin('clientes as c', 'c.id', 'p.cliente_id')
    .leftJoin('usuarios as u', 'u.id', 'g.cobrador_id')
    .innerJoin('configuracion_organizacion as o', (j) => j.on('o.id', '=', 1))
    .select((eb) => [
      'g.id',
      'g.prestamo_id',
      'p.numero as prestamo_numero',
      'c.id as cliente_id',
      'c.nombre as cliente_nombre',
      'g.cobrador_id',
      'u.nombre as cobrador_nombre',
      'g.fecha',
      'g.resultado',
      'g.fecha_promesa',
      'g.monto_promesa',
      'g.nota',
      'g.created_at',
      'g.latitud',
      'g.longitud',
      'g.precision_metros',
      'g.distancia_metros',
      'o.distancia_fuera_de_sitio_metros as umbral_fuera_de_sitio',
      eb.case().when('g.resultado', '=', 'promesa').then(pagadoDesdeLaVisita).end().as('pagado'),
    ]);
}

type FilaLeida = FilaDe<typeof gestionesConDatos>;

function gestionLeida(f: FilaLeida) {
  return {
    ...f,
    prestamo_numero: Number(f.prestamo_numero),
    resultado: resultado(f.resultado),
    monto_promesa: f.monto_promesa === null ? null : Number(f.monto_promesa),
    pagado: f.pagado === null ? null : Number(f.pagado),
  };
}

/** Una gestión como la lee el servicio (montos en pesos). */
export type GestionLeida = ReturnType<typeof gestionLeida>;

export const consultasGestiones = {
  /** Una gestión (undefined: no existe). */
  async gestion(manager: EntityManager, id: string): Promise<GestionLeida | undefined> {
    const fila = await gestionesConDatos(manager).where('g.id', '=', id).executeTakeFirst();
    return fila && gestionLeida(fila);
  },

  /** Las gestiones de un préstamo, de la más reciente a la más antigua. */
  async delPrestamo(manager: EntityManager, prestamoId: string): Promise<GestionLeida[]> {
    const filas = await gestionesConDatos(manager)
      .where('g.prestamo_id', '=', prestamoId)
      .orderBy('g.fecha', 'desc')
      .orderBy('g.created_at', 'desc')
      .orderBy('g.id', 'desc')
      .execute();
    return filas.map(gestionLeida);
  },

  /** El número, el estado y el cobrador (del cliente o del préstamo) de un préstamo, bloqueado para compartir. */
  async prestamo(manager: EntityManager, id: string) {
    const fila = await db(manager)
      .selectFrom('prestamos as p')
      .innerJoin('clientes as c', 'c.id', 'p.cliente_id')
      .select((eb) => [
        'p.numero',
        'p.estado',
        eb.fn.coalesce('c.cobrador_id', 'p.cobrador_id').as('cobrador'),
      ])
      .where('p.id', '=', id)
      .forShare('p')
      .executeTakeFirst();
    return fila && { ...fila, numero: Number(fila.numero) };
  },

  /** Si el préstamo existe. */
  async existePrestamo(manager: EntityManager, id: string): Promise<boolean> {
    return hayFila(prestamoPorId(manager, id).select('id'));
  },

  /** Una gestión nueva; su id. */
  async insertar(
    manager: EntityManager,
    d: {
      prestamo: string;
      cobrador: string | null;
      registradoPor: string;
      fecha: string;
      resultado: ResultadoGestion;
      fechaPromesa: string | null;
      montoPromesa: number | null;
      nota: string | null;
      ubicacion: UbicacionMedida | null;
    },
  ): Promise<string> {
    return idInsertado(
      db(manager)
        .insertInto('gestiones')
        .values({
          prestamo_id: d.prestamo,
          cobrador_id: d.cobrador,
          registrado_por: d.registradoPor,
          fecha: d.fecha,
          resultado: d.resultado,
          fecha_promesa: d.fechaPromesa,
          monto_promesa: d.montoPromesa,
          nota: d.nota,
          latitud: d.ubicacion?.latitud ?? null,
          longitud: d.ubicacion?.longitud ?? null,
          precision_metros: d.ubicacion?.precision ?? null,
          distancia_metros: d.ubicacion?.distancia ?? null,
        })
        .returning('id'),
    );
  },

  /**
   * Las promesas cuya fecha prometida cae en [desde, hasta] (de un cobrador, si se da), cada una con su cobrador, su
   * monto y lo cobrado en el préstamo desde la visita hasta esa fecha; por nombre del cobrador.
   */
  async promesas(manager: EntityManager, f: { desde: string; hasta: string; cobrador?: string }) {
    let consulta = db(manager)
      .selectFrom('gestiones as g')
      .innerJoin('usuarios as u', 'u.id', 'g.cobrador_id')
      .select([
        'g.cobrador_id',
        'u.nombre',
        'g.fecha_promesa',
        'g.monto_promesa',
        pagadoDesdeLaVisita.as('pagado'),
      ])
      .where('g.resultado', '=', 'promesa')
      .where('g.fecha_promesa', '>=', f.desde)
      .where('g.fecha_promesa', '<=', f.hasta);
    if (f.cobrador) consulta = consulta.where('g.cobrador_id', '=', f.cobrador);
    const filas = await consulta.orderBy('u.nombre').orderBy('g.cobrador_id').execute();
    return filas.flatMap((x) =>
      x.cobrador_id === null || x.fecha_promesa === null || x.monto_promesa === null
        ? []
        : [
            {
              cobradorId: x.cobrador_id,
              nombre: x.nombre,
              fechaPromesa: x.fecha_promesa,
              monto: Number(x.monto_promesa),
              pagado: Number(x.pagado),
            },
          ],
    );
  },
};
