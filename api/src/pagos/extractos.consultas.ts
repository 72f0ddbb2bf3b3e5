// Las consultas tipadas de un extracto (docs/decisiones/pagos-por-transferencia.md): su importación (el extracto, sus
// líneas nuevas, las columnas recordadas de la cuenta y el candado de la cuenta) y su aplicación en segundo plano
// («Aplicar en segundo plano»: el plan de cada línea en una sentencia, las líneas que el trabajo toma por lotes y el
// avance). Deciden las reglas de @cartera/dominio (cruzarExtracto, destinoDeCruce, avanceExtracto); aquí sólo se lee y
// se escribe.
import {
  avanceExtracto,
  type AvanceExtracto,
  type ColumnasExtracto,
  type EstadoExtracto,
  type LineaExtracto,
} from '@cartera/dominio';
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { CANDADOS } from '../database/candados';
import { db } from '../database/kysely';
import { hayFila, idInsertado } from '../common/filas';
import { cuentaPagoPorId } from '../organizacion/cuentas-de-recaudo.sql';

/** Lo que el cruce decidió para una línea que el trabajo aplica. */
export interface PlanLinea {
  id: string;
  cruce: 'referencia' | 'cedula' | 'transferencia' | null;
  prestamo: string | null;
  transferencia: string | null;
}

/** Todas las líneas cruzadas quedan por aplicar con su plan, en una sentencia. */
export async function marcarPorAplicar(manager: EntityManager, planes: PlanLinea[]): Promise<void> {
  if (planes.length === 0) return;
  await sql`
    UPDATE pagos_extracto_lineas l
    SET estado = 'por_aplicar', cruce = v.cruce, cruce_prestamo_id = v.prestamo, transferencia_id = v.transferencia
    FROM unnest(${planes.map((p) => p.id)}::uuid[], ${planes.map((p) => p.cruce)}::text[],
                ${planes.map((p) => p.prestamo)}::uuid[], ${planes.map((p) => p.transferencia)}::uuid[])
      AS v(id, cruce, prestamo, transferencia)
    WHERE l.id = v.id AND l.estado = 'por_cruzar'`.execute(db(manager));
}

/**
 * Las líneas cuyo dinero ya estaba en un cobro registrado quedan conciliadas (su liga con el cobro la escribe el
 * comando del mayor, comandoConciliarLineas, en la misma transacción).
 */
export async function marcarConciliadasConCobro(
  manager: EntityManager,
  lineas: readonly string[],
): Promise<void> {
  if (lineas.length === 0) return;
  await db(manager)
    .updateTable('pagos_extracto_lineas')
    .set({ estado: 'conciliada', cruce: 'cobro' })
    .where((eb) => eb('id', '=', eb.fn.any(eb.val([...lineas]))))
    .where('estado', '=', 'por_cruzar')
    .execute();
}

/** Una línea por aplicar, como la toma el trabajo. */
export interface LineaPorAplicar {
  id: string;
  extractoId: string | null;
  cuentaPagoId: string;
  fecha: string;
  descripcion: string;
  valor: number;
  referencia: string | null;
  cruce: 'referencia' | 'cedula' | 'transferencia' | null;
  prestamo: string | null;
  transferencia: string | null;
  cargadoPor: string | null;
}

/**
 * Hasta `limite` líneas por aplicar, en el orden en que llegaron (el del archivo), bloqueadas para esta transacción;
 * `transferencias` elige las que confirman una transferencia (se aplican una a una) o las demás (por lotes).
 */
export async function tomarPorAplicar(
  manager: EntityManager,
  limite: number,
  transferencias: boolean,
): Promise<LineaPorAplicar[]> {
  const filas = await db(manager)
    .selectFrom('pagos_extracto_lineas as l')
    .leftJoin('pagos_extractos as e', 'e.id', 'l.extracto_id')
    .select([
      'l.id',
      'l.extracto_id',
      'l.cuenta_pago_id',
      'l.fecha',
      'l.descripcion',
      'l.valor',
      'l.referencia',
      'l.cruce',
      'l.cruce_prestamo_id',
      'l.transferencia_id',
      'e.cargado_por',
    ])
    .where('l.estado', '=', 'por_aplicar')
    .where((eb) => eb(eb.parens(eb('l.cruce', 'is not distinct from', 'transferencia')), '=', transferencias))
    .orderBy('l.created_at')
    .orderBy('l.fila')
    .orderBy('l.id')
    .limit(limite)
    .forUpdate('l')
    .skipLocked()
    .execute();
  return filas.map((f) => ({
    id: f.id,
    extractoId: f.extracto_id,
    cuentaPagoId: f.cuenta_pago_id,
    fecha: f.fecha,
    descripcion: f.descripcion,
    valor: Number(f.valor),
    referencia: f.referencia,
    cruce: f.cruce === 'referencia' || f.cruce === 'cedula' || f.cruce === 'transferencia' ? f.cruce : null,
    prestamo: f.cruce_prestamo_id,
    transferencia: f.transferencia_id,
    cargadoPor: f.cargado_por,
  }));
}

/** ¿Queda alguna línea por aplicar? */
export async function quedanPorAplicar(manager: EntityManager): Promise<boolean> {
  return hayFila(
    db(manager).selectFrom('pagos_extracto_lineas').select('id').where('estado', '=', 'por_aplicar').limit(1),
  );
}

/**
 * La línea queda conciliada con el cobro que la aplicó: el núcleo ya la ligó al escribirlo (o el comando del mayor, a
 * un cobro ya registrado), en la misma transacción (docs/decisiones/escritores-de-dinero.md, «Las ligas de los
 * extractos»).
 */
export async function marcarConciliada(
  manager: EntityManager,
  id: string,
  transferencia: string | null,
): Promise<void> {
  await db(manager)
    .updateTable('pagos_extracto_lineas')
    .set({ estado: 'conciliada', transferencia_id: transferencia })
    .where('id', '=', id)
    .where('estado', '=', 'por_aplicar')
    .execute();
}

/** La línea va a «Recaudos por aplicar» (su comprobante lo escribe quien llama, en la misma transacción). */
export async function pasarASuspenso(manager: EntityManager, id: string): Promise<void> {
  await db(manager)
    .updateTable('pagos_extracto_lineas')
    .set({ estado: 'en_suspenso', cruce: null, cruce_prestamo_id: null, transferencia_id: null })
    .where('id', '=', id)
    .where('estado', '=', 'por_aplicar')
    .execute();
}

/**
 * Los conteos de los extractos que ya no tienen nada por aplicar, según lo que de verdad quedó (un cobro rechazado
 * dejó su línea en suspenso).
 */
export async function cerrarExtractos(manager: EntityManager, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await sql`
    UPDATE pagos_extractos e
    SET conciliadas = (SELECT count(*) FROM pagos_extracto_lineas l
                       WHERE l.extracto_id = e.id AND l.valor > 0 AND l.estado NOT IN ('por_confirmar', 'duplicado') AND l.cruce IS NOT NULL),
        en_suspenso = (SELECT count(*) FROM pagos_extracto_lineas l
                       WHERE l.extracto_id = e.id AND l.valor > 0 AND l.estado NOT IN ('por_confirmar', 'duplicado') AND l.cruce IS NULL)
    WHERE e.id = ANY(${ids}::uuid[])
      AND NOT EXISTS (SELECT 1 FROM pagos_extracto_lineas l WHERE l.extracto_id = e.id AND l.estado = 'por_aplicar')`.execute(
    db(manager),
  );
}

/** El estado y el avance de un extracto (avanceExtracto): sus créditos nuevos y cuántos esperan al trabajo. */
export async function leerAvance(
  manager: EntityManager,
  id: string,
): Promise<{ estado: EstadoExtracto; progreso: AvanceExtracto }> {
  const fila = await db(manager)
    .selectFrom('pagos_extracto_lineas')
    .select((eb) => [
      eb.fn
        .countAll<string>()
        .filterWhere(eb.and([eb('valor', '>', '0'), eb('estado', 'not in', ['por_confirmar', 'duplicado'])]))
        .as('creditos'),
      eb.fn.countAll<string>().filterWhere('estado', 'in', ['por_aplicar', 'por_cruzar']).as('por_aplicar'),
    ])
    .where('extracto_id', '=', id)
    .executeTakeFirstOrThrow();
  return avanceExtracto({ creditos: Number(fila.creditos), porAplicar: Number(fila.por_aplicar) });
}

/** Las columnas recordadas de una cuenta (el JSON guardado; lo valida validarColumnasExtracto). */
export async function columnasRecordadas(manager: EntityManager, cuentaId: string): Promise<unknown> {
  const fila = await cuentaPagoPorId(manager, cuentaId).select('columnas_extracto').executeTakeFirst();
  return fila?.columnas_extracto ?? null;
}

/** Se recuerdan las columnas de la cuenta para su próximo extracto. */
export async function recordarColumnas(
  manager: EntityManager,
  cuentaId: string,
  columnas: ColumnasExtracto,
): Promise<void> {
  await db(manager)
    .updateTable('pagos_cuentas')
    .set({ columnas_extracto: JSON.stringify(columnas) })
    .where('id', '=', cuentaId)
    .execute();
}

/**
 * Una importación por cuenta a la vez (las dos verían las mismas líneas por cruzar): el candado es de la sesión de
 * `manager` (una conexión propia, fuera de la transacción) y se suelta con soltarCuenta; la segunda espera.
 */
export async function bloquearCuenta(manager: EntityManager, cuentaId: string): Promise<void> {
  await sql`SELECT pg_advisory_lock(${CANDADOS.extractosCuenta}, hashtext(${cuentaId}))`.execute(db(manager));
}

export async function soltarCuenta(manager: EntityManager, cuentaId: string): Promise<void> {
  await sql`SELECT pg_advisory_unlock(${CANDADOS.extractosCuenta}, hashtext(${cuentaId}))`.execute(
    db(manager),
  );
}

/** Los conteos de un extracto al terminar de guardarlo y cruzarlo. */
export async function guardarConteos(
  manager: EntityManager,
  id: string,
  c: { conciliadas: number; enSuspenso: number; repetidas: number; debitos: number },
): Promise<void> {
  await db(manager)
    .updateTable('pagos_extractos')
    .set({
      conciliadas: c.conciliadas,
      en_suspenso: c.enSuspenso,
      repetidas: c.repetidas,
      debitos: c.debitos,
    })
    .where('id', '=', id)
    .execute();
}

/** Un extracto nuevo, con sus conteos en cero (los pone la importación al terminar); su id. */
export async function insertarExtracto(
  manager: EntityManager,
  d: { cuentaId: string; archivo: string; lineas: number; cargadoPor: string },
): Promise<string> {
  return idInsertado(
    db(manager)
      .insertInto('pagos_extractos')
      .values({
        cuenta_pago_id: d.cuentaId,
        archivo: d.archivo,
        lineas: d.lineas,
        conciliadas: 0,
        en_suspenso: 0,
        repetidas: 0,
        debitos: 0,
        cargado_por: d.cargadoPor,
      })
      .returning('id'),
  );
}

/**
 * Las líneas del extracto que la cuenta no tenía (su clave), en el orden del archivo, cada una con el estado que le
 * toca al llegar (`estados`, uno por línea); las ya vistas no se guardan otra vez. Devuelve el estado de las nuevas.
 */
export async function insertarLineas(
  manager: EntityManager,
  d: {
    cuentaId: string;
    extractoId: string;
    claves: string[];
    lineas: readonly LineaExtracto[];
    estados: string[];
  },
): Promise<string[]> {
  // sql: las filas salen de arreglos paralelos con unnest … WITH ORDINALITY (su número de fila), que Kysely no sabe decir
  const { rows } = await sql<{ estado: string }>`
    INSERT INTO pagos_extracto_lineas (cuenta_pago_id, extracto_id, origen, clave, fila, fecha, descripcion, valor, referencia, estado, saldo)
    SELECT ${d.cuentaId}, ${d.extractoId}, 'extracto', v.clave, v.fila, v.fecha, v.descripcion, v.valor, v.referencia, v.estado, v.saldo
    FROM unnest(${d.claves}::text[], ${d.lineas.map((l) => l.fecha)}::date[], ${d.lineas.map((l) => l.descripcion)}::text[],
                ${d.lineas.map((l) => l.valor)}::numeric[], ${d.lineas.map((l) => l.referencia ?? null)}::text[],
                ${d.estados}::text[], ${d.lineas.map((l) => l.saldo ?? null)}::numeric[]) WITH ORDINALITY
      AS v(clave, fecha, descripcion, valor, referencia, estado, saldo, fila)
    ORDER BY v.fila
    ON CONFLICT (cuenta_pago_id, clave) DO NOTHING
    RETURNING estado`.execute(db(manager));
  return rows.map((r) => r.estado);
}

/** Un extracto con su cuenta y quién lo cargó (undefined: no existe). */
export function leerExtracto(manager: EntityManager, id: string) {
  return db(manager)
    .selectFrom('pagos_extractos as e')
    .innerJoin('pagos_cuentas as pc', 'pc.id', 'e.cuenta_pago_id')
    .leftJoin('usuarios as u', 'u.id', 'e.cargado_por')
    .select([
      'e.id',
      'e.archivo',
      'e.lineas',
      'e.conciliadas',
      'e.en_suspenso',
      'e.repetidas',
      'e.debitos',
      'e.created_at',
      'pc.id as cuenta_id',
      'pc.nombre as cuenta_nombre',
      'pc.tipo as cuenta_tipo',
      'e.cargado_por',
      'u.nombre as cargado_por_nombre',
    ])
    .where('e.id', '=', id)
    .executeTakeFirst();
}
