// Las consultas de las líneas de los extractos y de «Recaudos por aplicar» (extractos.service.ts, suspenso.service.ts,
// lineas-tomadas.service.ts), tipadas contra el esquema (database/esquema.ts): la línea con su cuenta, quién decidió y
// sus cobros, y los pasos de estado de una línea (tomarla, devolverla, cerrarla). El extracto que las trae y su
// importación, en extractos.consultas.ts. Lo que una
// línea es lo deciden las reglas de @cartera/dominio (pagosCruce.ts, pagosExtractos.ts); aquí sólo se lee y se escribe.
import { ahora } from '../database/fragmentos';
import { ESTADOS_LINEA_EXTRACTO, TIPOS_CUENTA_PAGO } from '@cartera/dominio';
import { sql, type ExpressionBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { EntityManager } from 'typeorm';
import type { DB } from '../database/esquema';
import { db, deLista } from '../database/kysely';
import { idInsertado } from '../common/filas';

/** Los estados de una línea en la base: los que ve la oficina y los dos de la importación (por cruzar, por aplicar). */
const ESTADOS_LINEA = [...ESTADOS_LINEA_EXTRACTO, 'por_cruzar', 'por_aplicar'] as const;
const ORIGENES_LINEA = ['extracto', 'wompi'] as const;
const CRUCES_LINEA = ['referencia', 'cedula', 'transferencia', 'cobro'] as const;

/** Un cobro `co` que ninguna línea concilia todavía: sin liga en `pagos_lineas_cobros`. */
export function cobroSinLinea(eb: ExpressionBuilder<DB & { co: DB['cobros'] }, 'co'>) {
  return eb.not(
    eb.exists(eb.selectFrom('pagos_lineas_cobros as lc').select('lc.linea_id').whereRef('lc.cobro_id', '=', 'co.id')),
  );
}

/** Las líneas que se leen: una, las de unos estados (hasta 1000, por fecha) o las de un extracto (en su orden). */
export type FiltroLineas = { id: string } | { estados: readonly string[] } | { extractoId: string };

/** Las líneas con su cuenta, quién decidió y sus cobros. */
export async function leerLineas(manager: EntityManager, filtro: FiltroLineas) {
  let consulta = db(manager)
    .selectFrom('pagos_extracto_lineas as l')
    .innerJoin('pagos_cuentas as pc', 'pc.id', 'l.cuenta_pago_id')
    .leftJoin('usuarios as u', 'u.id', 'l.decidido_por')
    .leftJoin('contabilidad_cuentas as cc', 'cc.id', 'l.contrapartida_id')
    .select((eb) => [
      'l.id',
      'l.extracto_id',
      'l.origen',
      'l.fecha',
      'l.descripcion',
      'l.valor',
      'l.referencia',
      'l.estado',
      'l.cruce',
      'l.transferencia_id',
      'l.decidido_en',
      'l.devolucion_fecha',
      'l.devolucion_referencia',
      'pc.id as cuenta_id',
      'pc.nombre as cuenta_nombre',
      'pc.tipo as cuenta_tipo',
      'u.id as decidido_por_id',
      'u.nombre as decidido_por_nombre',
      'cc.id as contrapartida_id',
      'cc.codigo as contrapartida_codigo',
      'cc.nombre as contrapartida_nombre',
      // Los cobros de la línea: préstamo, cliente y monto, por número de préstamo.
      jsonArrayFrom(
        eb
          .selectFrom('pagos_lineas_cobros as lc')
          .innerJoin('prestamos as p', 'p.id', 'lc.prestamo_id')
          .innerJoin('clientes as c', 'c.id', 'p.cliente_id')
          .select((s) => [
            'lc.cobro_id as cobro',
            s.cast<string>('lc.monto', 'text').as('monto'),
            'p.id as prestamo',
            s.cast<string>('p.numero', 'text').as('numero'),
            'c.id as cliente',
            'c.nombre as clienteNombre',
          ])
          .whereRef('lc.linea_id', '=', 'l.id')
          .orderBy('p.numero'),
      ).as('aplicaciones'),
    ]);
  if ('id' in filtro) consulta = consulta.where('l.id', '=', filtro.id);
  else if ('estados' in filtro) {
    consulta = consulta
      .where('l.estado', 'in', filtro.estados)
      .orderBy('l.fecha')
      .orderBy('l.created_at')
      .orderBy('l.fila')
      .limit(1000);
  } else consulta = consulta.where('l.extracto_id', '=', filtro.extractoId).orderBy('l.fila');
  const filas = await consulta.execute();
  return filas.map((f) => ({
    ...f,
    origen: deLista(ORIGENES_LINEA, f.origen, 'pagos_extracto_lineas.origen'),
    valor: Number(f.valor),
    estado: deLista(ESTADOS_LINEA, f.estado, 'pagos_extracto_lineas.estado'),
    cruce: f.cruce === null ? null : deLista(CRUCES_LINEA, f.cruce, 'pagos_extracto_lineas.cruce'),
    cuenta_tipo: deLista(TIPOS_CUENTA_PAGO, f.cuenta_tipo, 'pagos_cuentas.tipo'),
    aplicaciones: f.aplicaciones.map((a) => ({ ...a, monto: Number(a.monto), numero: Number(a.numero) })),
  }));
}

/** Una línea como la leen las respuestas y los servicios (valor y montos en pesos). */
export type LineaLeida = Awaited<ReturnType<typeof leerLineas>>[number];

/** Una línea (undefined: no existe). */
export async function leerLinea(manager: EntityManager, id: string): Promise<LineaLeida | undefined> {
  const [fila] = await leerLineas(manager, { id });
  return fila;
}

/** en_suspenso → el estado pedido, una sola vez (false: ya no estaba en suspenso o la tomó otra solicitud). */
export async function tomarLinea(
  manager: EntityManager,
  id: string,
  estado: 'aplicando' | 'no_es_nuestro',
  actor: string,
): Promise<boolean> {
  const filas = await db(manager)
    .updateTable('pagos_extracto_lineas')
    .set({ estado, decidido_por: actor, decidido_en: ahora() })
    .where('id', '=', id)
    .where('estado', '=', 'en_suspenso')
    .returning('id')
    .execute();
  return filas.length > 0;
}

/** El número de cada préstamo pedido, por su id (para decir en la auditoría a qué préstamos se aplicó una línea). */
export async function numerosDePrestamos(manager: EntityManager, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const filas = await db(manager).selectFrom('prestamos').select(['id', 'numero']).where('id', 'in', ids).execute();
  return new Map(filas.map((f) => [f.id, Number(f.numero)]));
}

/**
 * Una línea en suspenso o «no es nuestro» queda devuelta, con la fecha y la referencia del banco, una sola vez (false:
 * ya no estaba en uno de esos dos estados).
 */
export async function marcarDevuelta(
  manager: EntityManager,
  id: string,
  devolucion: { fecha: string; referencia: string },
  actor: string,
): Promise<boolean> {
  const filas = await db(manager)
    .updateTable('pagos_extracto_lineas')
    .set({
      estado: 'devuelta',
      devolucion_fecha: devolucion.fecha,
      devolucion_referencia: devolucion.referencia,
      decidido_por: actor,
      decidido_en: ahora(),
    })
    .where('id', '=', id)
    .where('estado', 'in', ['en_suspenso', 'no_es_nuestro'])
    .returning('id')
    .execute();
  return filas.length > 0;
}

/** La línea queda aplicada (con la transferencia que la confirmó, si la hubo). */
export async function marcarAplicada(
  manager: EntityManager,
  id: string,
  transferenciaId: string | null,
): Promise<void> {
  await db(manager)
    .updateTable('pagos_extracto_lineas')
    .set((eb) => ({
      estado: 'aplicada',
      transferencia_id: eb.fn.coalesce(eb.val(transferenciaId), 'transferencia_id'),
    }))
    .where('id', '=', id)
    .execute();
}

/**
 * Toma (→ aplicando) la línea en suspenso de la cuenta, del valor dado y a no más de `dias` de la fecha, la más
 * cercana (entre iguales, la primera que llegó); las que otra solicitud tiene bloqueadas se saltan. Su id, o undefined.
 */
export async function tomarLineaParecida(
  manager: EntityManager,
  t: { cuentaId: string; monto: number; fecha: string; dias: number },
  actor: string,
): Promise<string | undefined> {
  // sql: abs de la resta de dos date (días enteros); el `-` de Kysely la tiparía como fecha
  const distancia = sql<number>`abs(fecha - ${t.fecha}::date)`;
  const fila = await db(manager)
    .updateTable('pagos_extracto_lineas')
    .set({ estado: 'aplicando', decidido_por: actor, decidido_en: ahora() })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('pagos_extracto_lineas')
        .select('id')
        .where('cuenta_pago_id', '=', t.cuentaId)
        .where('estado', '=', 'en_suspenso')
        .where('valor', '=', String(t.monto))
        .where(distancia, '<=', t.dias)
        .orderBy(distancia)
        .orderBy('created_at')
        .orderBy('fila')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .where('estado', '=', 'en_suspenso')
    .returning('id')
    .executeTakeFirst();
  return fila?.id;
}

/** Un pago de la pasarela sin préstamo entra al suspenso como una línea de su cuenta; su id. */
export async function insertarLineaEvento(
  manager: EntityManager,
  e: {
    cuentaPagoId: string;
    eventoId: string;
    clave: string;
    fecha: string;
    descripcion: string;
    monto: number;
    referencia: string | null;
  },
): Promise<string> {
  return idInsertado(
    db(manager)
      .insertInto('pagos_extracto_lineas')
      .values({
        cuenta_pago_id: e.cuentaPagoId,
        evento_id: e.eventoId,
        origen: 'wompi',
        clave: e.clave,
        fecha: e.fecha,
        descripcion: e.descripcion,
        valor: e.monto,
        referencia: e.referencia,
        estado: 'en_suspenso',
      })
      .returning('id'),
  );
}

/** La línea en suspenso de una transacción de la pasarela queda anulada (undefined: no estaba en suspenso). */
export async function anularLineaEvento(manager: EntityManager, transaccion: string) {
  const fila = await db(manager)
    .updateTable('pagos_extracto_lineas as l')
    .from('pagos_eventos as e')
    .set({ estado: 'anulada', decidido_en: ahora() })
    .whereRef('e.id', '=', 'l.evento_id')
    .where('e.proveedor', '=', 'wompi')
    .where('e.transaccion', '=', transaccion)
    .where('l.estado', '=', 'en_suspenso')
    .returning(['l.id', 'l.cuenta_pago_id', 'l.valor', 'l.fecha'])
    .executeTakeFirst();
  return fila && { ...fila, valor: Number(fila.valor) };
}

/** El comprobante con que una línea entró a «Recaudos por aplicar» (para reversarlo). */
export async function asientoDelSuspenso(manager: EntityManager, lineaId: string): Promise<string | null> {
  const fila = await db(manager)
    .selectFrom('contabilidad_asientos')
    .select('id')
    .where('origen', '=', 'extracto')
    .where('origen_id', '=', lineaId)
    .where('tipo', '=', 'recaudo_por_aplicar')
    .executeTakeFirst();
  return fila?.id ?? null;
}
