// Las lecturas de la conciliación por saldos de una cuenta de recaudo (docs/decisiones/conciliacion-bancaria.md): las
// líneas de sus extractos con su saldo, el saldo de su subcuenta de Bancos antes de una fecha y lo que falta conciliar
// (líneas sin comprobante, débitos por identificar, repetidas por confirmar y movimientos del mayor que ningún extracto
// muestra). Los saldos y las diferencias los calcula @cartera/dominio (saldosDelExtracto, diferenciasConciliacion);
// aquí sólo se lee.
import type { PartidaConciliacion } from '@cartera/dominio';
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { db } from '../database/kysely';
import { sumaOCero } from '../common/filas';

/** Cuántas partidas de cada tipo se listan (las más antiguas primero). */
const PARTIDAS_MAXIMAS = 500;

/** El saldo (débito − crédito) de la subcuenta de Bancos de la cuenta antes de `fecha` (sin ella). */
export async function saldoMayorAntes(manager: EntityManager, cuentaPagoId: string, fecha: string): Promise<number> {
  const fila = await db(manager)
    .selectFrom('contabilidad_lineas as l')
    .innerJoin('contabilidad_cuentas as c', 'c.id', 'l.cuenta_id')
    .select((eb) => sumaOCero(eb, eb('l.debito', '-', eb.ref('l.credito'))).as('saldo'))
    .where('c.cuenta_pago_id', '=', cuentaPagoId)
    .where('l.fecha', '<', fecha)
    .executeTakeFirstOrThrow();
  return Number(fila.saldo);
}

/**
 * Las líneas de los extractos de la cuenta hasta `hasta`, en el orden del banco (fecha, importación, fila), sin las que
 * la oficina marcó como duplicado: lo que el banco dice que pasó.
 */
export async function lineasParaSaldo(manager: EntityManager, cuentaPagoId: string, hasta: string) {
  const filas = await db(manager)
    .selectFrom('pagos_extracto_lineas')
    .select(['fecha', 'valor', 'saldo'])
    .where('cuenta_pago_id', '=', cuentaPagoId)
    .where('origen', '=', 'extracto')
    .where('estado', '<>', 'duplicado')
    .where('fecha', '<=', hasta)
    .orderBy('fecha')
    .orderBy('created_at')
    .orderBy('fila')
    .execute();
  return filas.map((f) => ({ fecha: f.fecha, valor: Number(f.valor), saldo: f.saldo === null ? null : Number(f.saldo) }));
}

/** La fecha de la primera línea de extracto de la cuenta (null: no tiene extractos). */
export async function primeraLinea(manager: EntityManager, cuentaPagoId: string): Promise<string | null> {
  const fila = await db(manager)
    .selectFrom('pagos_extracto_lineas')
    .select((eb) => eb.cast<string | null>(eb.fn.min('fecha'), 'text').as('fecha'))
    .where('cuenta_pago_id', '=', cuentaPagoId)
    .where('origen', '=', 'extracto')
    .where('estado', '<>', 'duplicado')
    .executeTakeFirstOrThrow();
  return fila.fecha;
}

/**
 * Débitos del extracto por día (sin duplicados ni los que muestran una devolución registrada: ésos van en
 * `devoluciones`) y los contabilizados (con su cuenta), en el rango.
 */
export function debitosPorDia(manager: EntityManager, cuentaPagoId: string, desde: string, hasta: string) {
  return db(manager)
    .selectFrom('pagos_extracto_lineas')
    .select((eb) => [
      'fecha',
      eb.fn.sum<string>('valor').as('debitos'),
      eb.fn
        .coalesce(eb.fn.sum<string>('valor').filterWhere('contrapartida_id', 'is not', null), sql.lit('0'))
        .as('cargos'),
    ])
    .where('cuenta_pago_id', '=', cuentaPagoId)
    .where('origen', '=', 'extracto')
    .where('valor', '<=', '0')
    .where('estado', '<>', 'duplicado')
    .where('devolucion_de', 'is', null)
    .where((w) => w.between('fecha', desde, hasta))
    .groupBy('fecha')
    .execute();
}

/** Lo que falta conciliar de la cuenta: líneas sin comprobante y movimientos del mayor sin línea (ver el esquema). */
export async function partidasPendientes(
  manager: EntityManager,
  cuentaPagoId: string,
  desde: string,
  hasta: string,
): Promise<PartidaConciliacion[]> {
  const base = db(manager);
  const [lineas, mayor] = await Promise.all([
    base
      .selectFrom('pagos_extracto_lineas')
      .select((eb) => ['id', eb.cast<string>('fecha', 'text').as('fecha'), 'valor', 'descripcion', 'estado'])
      .where('cuenta_pago_id', '=', cuentaPagoId)
      .where('origen', '=', 'extracto')
      .where('fecha', '<=', hasta)
      .where((eb) =>
        eb.or([
          eb('estado', 'in', ['por_identificar', 'por_confirmar']),
          eb.and([
            eb('fecha', '>=', desde),
            eb.or([
              eb('estado', 'in', ['por_cruzar', 'por_aplicar']),
              eb.and([eb('estado', '=', 'debito'), eb('contrapartida_id', 'is', null)]),
            ]),
          ]),
        ]),
      )
      .orderBy('fecha')
      .orderBy('created_at')
      .orderBy('fila')
      .limit(PARTIDAS_MAXIMAS * 3)
      .execute(),
    // Un movimiento de la subcuenta tiene línea si su comprobante es de una línea de extracto (la devolución, cuando un
    // débito del extracto la muestra) o si su cobro está ligado a una; un comprobante reversado y su reverso se anulan.
    base
      .selectFrom('contabilidad_lineas as l')
      .innerJoin('contabilidad_cuentas as c', 'c.id', 'l.cuenta_id')
      .innerJoin('contabilidad_asientos as a', 'a.id', 'l.asiento_id')
      .select((eb) => [
        eb.cast<string>('l.fecha', 'text').as('fecha'),
        eb('l.debito', '-', eb.ref('l.credito')).as('monto'),
        'a.id',
        'a.numero',
        'a.descripcion',
      ])
      .where('c.cuenta_pago_id', '=', cuentaPagoId)
      .where((w) => w.between('l.fecha', desde, hasta))
      .where('a.reverso_de', 'is', null)
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('contabilidad_asientos as r').select('r.id').whereRef('r.reverso_de', '=', 'a.id'))),
      )
      .where((eb) => {
        // Hay una línea de un extracto (no de la pasarela) cuya `columna` es la fuente del comprobante.
        const lineaDeExtracto = (columna: 'el.id' | 'el.devolucion_de') =>
          eb.exists(
            eb
              .selectFrom('pagos_extracto_lineas as el')
              .select('el.id')
              .whereRef(columna, '=', 'a.origen_id')
              .where('el.origen', '=', 'extracto'),
          );
        return eb.not(
          eb.or([
            eb.and([eb('a.tipo', '=', 'devolucion_recaudo'), lineaDeExtracto('el.devolucion_de')]),
            eb.and([
              eb('a.origen', '=', 'extracto'),
              eb('a.tipo', '<>', 'devolucion_recaudo'),
              lineaDeExtracto('el.id'),
            ]),
            eb.exists(
              eb
                .selectFrom('pagos_lineas_cobros as lc')
                .innerJoin('pagos_extracto_lineas as el', 'el.id', 'lc.linea_id')
                .select('lc.linea_id')
                .whereRef('lc.cobro_id', '=', 'l.cobro_id')
                .where('el.origen', '=', 'extracto'),
            ),
          ]),
        );
      })
      .orderBy('l.fecha')
      .orderBy('a.numero')
      .limit(PARTIDAS_MAXIMAS)
      .execute(),
  ]);
  const tipoDeLinea = (estado: string): PartidaConciliacion['tipo'] =>
    estado === 'por_identificar' ? 'por_identificar' : estado === 'por_confirmar' ? 'por_confirmar' : 'extracto_sin_contabilizar';
  return [
    ...lineas.map((f) => ({
      tipo: tipoDeLinea(f.estado),
      fecha: f.fecha,
      monto: Number(f.valor),
      descripcion: f.descripcion,
      linea: f.id,
      asiento: null,
    })),
    ...mayor.map((f) => ({
      tipo: 'mayor_sin_extracto' as const,
      fecha: f.fecha,
      monto: Number(f.monto),
      descripcion: f.descripcion,
      linea: null,
      asiento: { _id: f.id, numero: Number(f.numero) },
    })),
  ];
}
