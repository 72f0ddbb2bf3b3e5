// Las consultas tipadas de la semilla de garantías (database/esquema.ts): los préstamos de demostración que se
// garantizan y las horas creíbles de lo sembrado. Las garantías mismas se crean por GarantiasService, como en la API.
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { horaSembrada, minutosDelId } from '../database/fragmentos';
import { db } from '../database/kysely';
import { hayFila } from '../common/filas';

/** Una fecha de negocio a una hora de Bogotá: `desde` más unos minutos que salen del id (estables), nunca en el futuro. */
const hora = (columna: 't.creada' | 't.cambio', desde: string, minutos: number) =>
  horaSembrada(columna, desde, minutosDelId('t.id', minutos));

export const consultasSemillaGarantias = {
  async hayGarantias(manager: EntityManager): Promise<boolean> {
    return hayFila(db(manager).selectFrom('garantias').select('id').limit(1));
  },

  /** Los préstamos con su cliente y la fecha de su último cobro, por número. */
  prestamos(manager: EntityManager) {
    return db(manager)
      .selectFrom('prestamos as p')
      .innerJoin('clientes as c', 'c.id', 'p.cliente_id')
      .select((eb) => [
        'p.id',
        'p.numero',
        'p.estado',
        'p.monto',
        'p.fecha',
        'c.nombre as cliente',
        'c.cedula',
        'c.ciudad',
        'c.barrio',
        eb
          .selectFrom('cobros as x')
          .select((e) => e.fn.max('x.fecha').as('f'))
          .whereRef('x.prestamo_id', '=', 'p.id')
          .as('ultimo_cobro'),
      ])
      .orderBy('p.numero')
      .execute();
  },

  /**
   * Registrada el día del préstamo entre las 8:00 y las 12:00 y cambiada el día de su último estado entre las 12:00 y
   * las 18:00 (nunca antes de registrarse ni en el futuro); sus documentos, subidos cinco minutos después de registrarla.
   */
  async fechar(
    manager: EntityManager,
    fechas: ReadonlyArray<{ id: string; creada: string; cambio: string | null }>,
  ) {
    const base = db(manager);
    const ids = fechas.map((f) => f.id);
    // sql: unnest de tres arreglos como tabla no tiene constructor en Kysely
    const t = sql<{
      id: string;
      creada: string;
      cambio: string | null;
    }>`unnest(${ids}::uuid[], ${fechas.map((f) => f.creada)}::date[], ${fechas.map((f) => f.cambio)}::date[])`.as<'t'>(
      sql`t(id, creada, cambio)`,
    );
    const horas = base.selectFrom(t).select((eb) => [
      't.id',
      hora('t.creada', '08:00', 240).as('creada'),
      eb
        .case()
        .when('t.cambio', 'is not', null)
        .then(hora('t.cambio', '12:00', 360))
        .end()
        .as('cambio'),
    ]);
    await base
      .updateTable('garantias as g')
      .from(horas.as('h'))
      .set((eb) => ({
        created_at: eb.ref('h.creada'),
        // sql: greatest no tiene constructor en Kysely
        updated_at: sql<Date>`greatest(h.creada, coalesce(h.cambio, h.creada))`,
      }))
      .whereRef('g.id', '=', 'h.id')
      .execute();
    await base
      .with('d', (w) =>
        w
          .selectFrom('garantia_documentos as gd')
          .innerJoin('garantias as g', 'g.id', 'gd.garantia_id')
          .select([
            'gd.documento_id',
            // sql: least y la suma de un interval no tienen constructor en Kysely
            sql<Date>`least(now(), g.created_at + interval '5 minutes')`.as('subido'),
          ])
          .where('g.id', 'in', ids),
      )
      .with('fechados', (w) =>
        w
          .updateTable('documentos as x')
          .from('d')
          .set((eb) => ({ created_at: eb.ref('d.subido') }))
          .whereRef('x.id', '=', 'd.documento_id'),
      )
      .updateTable('garantia_documentos as gd')
      .from('d')
      .set((eb) => ({ created_at: eb.ref('d.subido') }))
      .whereRef('gd.documento_id', '=', 'd.documento_id')
      .execute();
  },
};
