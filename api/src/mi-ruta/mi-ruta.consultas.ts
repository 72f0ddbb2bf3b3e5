// Las consultas de Mi Ruta (mi-ruta.service.ts, limite-rechazos.ts), tipadas contra el esquema (database/esquema.ts):
// el cobrador cuya ruta se pide, la ruta del día y las escrituras que la API rechazó al sincronizar con su uso por
// cobrador. Los topes de los rechazos los decide limite-rechazos.ts; aquí sólo se lee y se escribe.
import { RESULTADOS_GESTION, TIPOS_RECHAZO_MI_RUTA, type RechazoMiRutaJson } from '@cartera/dominio';
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { deLaCarteraDe } from '../common/acceso-cartera';
import { db, deLista } from '../database/kysely';
import { cobradorPorId } from '../usuarios/usuarios.consultas';
import { hace } from '../database/fragmentos';

export const consultasMiRuta = {
  /** Un cobrador (undefined: no existe o no es cobrador). */
  cobrador(manager: EntityManager, id: string) {
    return cobradorPorId(manager, id).select(['id', 'nombre']).executeTakeFirst();
  },

  /** Cuándo se generó una ruta (undefined: no existe). */
  async generadaEn(manager: EntityManager, rutaId: string): Promise<Date | undefined> {
    const fila = await db(manager)
      .selectFrom('rutas')
      .select('created_at')
      .where('id', '=', rutaId)
      .executeTakeFirst();
    return fila?.created_at;
  },

  /**
   * Los préstamos de la ruta que siguen en la cartera del cobrador, por número, con lo que la parada muestra a la fecha
   * de la ruta: saldo, mora, su primera cuota impaga (los días vencidos los cuenta `diasVencido`), lo que falta de las
   * cuotas de ese día y de las anteriores, el último cobro, lo cobrado ese día, las transferencias por confirmar y la
   * última gestión del día. Montos en pesos.
   */
  async prestamos(manager: EntityManager, rutaId: string, cobradorId: string) {
    // sql: la ruta del día en una sola sentencia: unnest y tres LEFT JOIN LATERAL con sumas FILTER, sin constructor en Kysely
    const { rows } = await sql<{
      id: string;
      cliente_id: string;
      numero: string;
      estado: string;
      fecha_ruta: string;
      primera_impaga: string | null;
      saldo_pendiente: string;
      mora_pendiente: string;
      cuota_hoy: string;
      vencido: string;
      ultimo_fecha: string | null;
      ultimo_monto: string | null;
      cobrado_hoy: string;
      por_confirmar: string;
      gestion_resultado: string | null;
      gestion_fecha_promesa: string | null;
      gestion_monto_promesa: string | null;
    }>`
      SELECT p.id, p.cliente_id, p.numero, p.estado, r.fecha AS fecha_ruta, p.primera_impaga,
             p.saldo_pendiente, p.mora_pendiente,
             coalesce(q.hoy, 0) AS cuota_hoy, coalesce(q.vencido, 0) AS vencido,
             u.fecha AS ultimo_fecha, u.monto AS ultimo_monto,
             (SELECT coalesce(sum(co.monto), 0) FROM cobros co WHERE co.prestamo_id = p.id AND co.fecha = r.fecha) AS cobrado_hoy,
             (SELECT coalesce(sum(t.monto), 0) FROM pagos_transferencias t
              WHERE t.prestamo_id = p.id AND t.estado = 'por_confirmar') AS por_confirmar,
             g.resultado AS gestion_resultado, g.fecha_promesa AS gestion_fecha_promesa,
             g.monto_promesa AS gestion_monto_promesa
      FROM rutas r
      CROSS JOIN LATERAL unnest(r.prestamo_ids) AS k(prestamo_id)
      JOIN prestamos p ON p.id = k.prestamo_id
      LEFT JOIN LATERAL (
        SELECT sum(x.falta) FILTER (WHERE x.fecha_programada = r.fecha) AS hoy,
               sum(x.falta) FILTER (WHERE x.fecha_programada < r.fecha) AS vencido
        FROM (SELECT cu.fecha_programada,
                     cu.monto_total - cu.monto_pagado - cu.monto_refinanciado - cu.monto_condonado AS falta
              FROM cuotas cu
              WHERE cu.prestamo_id = p.id AND cu.fecha_programada <= r.fecha
                AND cu.estado IN ('pendiente', 'parcial', 'vencida')) x
      ) q ON true
      LEFT JOIN LATERAL (
        SELECT co.fecha, co.monto FROM cobros co WHERE co.prestamo_id = p.id
        ORDER BY co.fecha DESC, co.created_at DESC LIMIT 1
      ) u ON true
      LEFT JOIN LATERAL (
        SELECT ge.resultado, ge.fecha_promesa, ge.monto_promesa FROM gestiones ge
        WHERE ge.prestamo_id = p.id AND ge.fecha = r.fecha
        ORDER BY ge.created_at DESC LIMIT 1
      ) g ON true
      WHERE r.id = ${rutaId} AND ${deLaCarteraDe(cobradorId)}
      ORDER BY p.numero`.execute(db(manager));
    return rows.map((f) => ({
      ...f,
      gestion_resultado:
        f.gestion_resultado === null
          ? null
          : deLista(RESULTADOS_GESTION, f.gestion_resultado, 'gestiones.resultado'),
    }));
  },

  /** Guarda un rechazo una sola vez por cobrador y clave (reenviarlo no hace nada). */
  async guardarRechazo(
    manager: EntityManager,
    r: {
      cobrador: string;
      tipo: string;
      clave: string;
      cuerpo: unknown;
      mensaje: string;
      codigo: string | null;
      creadoEn: string;
    },
  ): Promise<void> {
    await db(manager)
      .insertInto('mi_ruta_rechazos')
      .values({
        cobrador_id: r.cobrador,
        tipo: r.tipo,
        clave: r.clave,
        cuerpo: JSON.stringify(r.cuerpo),
        mensaje: r.mensaje,
        codigo: r.codigo,
        creado_en_dispositivo: r.creadoEn,
      })
      .onConflict((oc) => oc.columns(['cobrador_id', 'clave']).doNothing())
      .execute();
  },

  /**
   * Los rechazos, del más reciente al más antiguo (hasta 500): de un cobrador, o de uno y una clave; sin filtro, todos.
   */
  async rechazos(
    manager: EntityManager,
    f: { cobrador?: string; clave?: string },
  ): Promise<RechazoMiRutaJson[]> {
    let consulta = db(manager)
      .selectFrom('mi_ruta_rechazos as x')
      .innerJoin('usuarios as u', 'u.id', 'x.cobrador_id')
      .select([
        'x.id',
        'x.cobrador_id',
        'u.nombre as cobrador_nombre',
        'x.tipo',
        'x.clave',
        'x.cuerpo',
        'x.mensaje',
        'x.codigo',
        'x.creado_en_dispositivo',
        'x.recibido_en',
      ]);
    if (f.cobrador !== undefined) consulta = consulta.where('x.cobrador_id', '=', f.cobrador);
    if (f.clave !== undefined) consulta = consulta.where('x.clave', '=', f.clave);
    const filas = await consulta
      .orderBy('x.recibido_en', 'desc')
      .orderBy('x.id', 'desc')
      .limit(500)
      .execute();
    return filas.map((f) => ({
      _id: f.id,
      cobrador: { _id: f.cobrador_id, nombre: f.cobrador_nombre },
      tipo: deLista(TIPOS_RECHAZO_MI_RUTA, f.tipo, 'mi_ruta_rechazos.tipo'),
      clave: f.clave,
      cuerpo: f.cuerpo,
      mensaje: f.mensaje,
      codigo: f.codigo,
      creadoEnDispositivo: new Date(f.creado_en_dispositivo).toISOString(),
      recibidoEn: new Date(f.recibido_en).toISOString(),
    }));
  },

  /**
   * Lo que un cobrador ya tiene guardado: si la clave ya está, cuántos rechazos llegaron en las últimas 24 horas y
   * cuántos bytes ocupan todos (escritura y mensaje).
   */
  async usoRechazos(manager: EntityManager, cobrador: string, clave: string | null) {
    const fila = await db(manager)
      .selectFrom('mi_ruta_rechazos')
      .select((eb) => [
        // sql: bool_or no tiene constructor en Kysely (su eb.fn.agg también pide el tipo a mano), y va dentro de coalesce
        sql<boolean>`coalesce(bool_or(clave = ${clave}), false)`.as('yaGuardado'),
        eb.fn.countAll<string>().filterWhere('recibido_en', '>', hace(24, 'horas')).as('ultimoDia'),
        // sql: octet_length no tiene constructor en Kysely; la suma de numeric llega como texto
        sql<string>`coalesce(sum(octet_length(cuerpo::text) + octet_length(mensaje)), 0)`.as('bytes'),
      ])
      .where('cobrador_id', '=', cobrador)
      .executeTakeFirstOrThrow();
    return { yaGuardado: fila.yaGuardado, ultimoDia: Number(fila.ultimoDia), bytes: Number(fila.bytes) };
  },
};
