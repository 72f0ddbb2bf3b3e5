// Escribe el libro mayor: convierte cada evento de dinero en su comprobante con las reglas de @cartera/dominio
// (contabilidad.ts) y lo guarda en la transacción del evento. Funciones sobre un EntityManager, sin Nest: las usa la
// API (MayorService) y la migración que pasa los datos existentes al libro mayor.
// Aquí, los préstamos y lo que falta por contabilizar; la escritura de un comprobante está en escribir-comprobante.ts y
// la caja en contabilizar-caja.ts (este módulo los exporta también).
import {
  CAJA_OFICINA,
  ETIQUETAS_TIPO_MOVIMIENTO,
  cajaDeCobro,
  TIPOS_MOVIMIENTO,
  compactar,
  eventoMoraDe,
  reglaDelReparto,
  reglaMora,
  reglaReenganche,
  repartirEvento,
  type CajaEfectivo,
  type LineaRegla,
  type RepartoEvento,
  type SaldoContable,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { aCentavos } from '../common/dinero';
import { deLista } from '../database/kysely';
import { consultasContabilizar, type FilaPrestamoContable } from './contabilizar.consultas';
import { lineasOrdenCastigo, lineasOrdenRecuperacion } from './orden';
import {
  baseDelComprobante,
  comprobanteAperturaCastigada,
  comprobanteCastigo,
  esCastigoImportado,
  moverSaldoContable,
} from './comprobantes-importados';
import { escribirComprobantes, type Comprobante, type CuentasLeidas } from './escribir-comprobante';
import type { MovimientoPrestamo } from './movimiento-prestamo';
import { contabilizarEntrega, contabilizarGasto, contabilizarMovimientoCaja, contabilizarSaldoInicial } from './contabilizar-caja';

export * from './escribir-comprobante';
export * from './contabilizar-caja';

export type { MovimientoPrestamo } from './movimiento-prestamo';

/**
 * El préstamo y lo que el libro mayor tiene por cobrar de él, ya leídos por quien asienta (el núcleo de dinero, en la
 * sentencia de su mora): contabilizar no los vuelve a leer y mueve `saldo` con cada comprobante que escribe, así sirve
 * también al siguiente asiento de la misma transacción.
 */
export interface PrestamoContableLeido {
  prestamo: FilaPrestamoContable;
  saldo: SaldoContable;
}

// ——— Préstamos ———

/** Capital e interés pactado que el libro mayor tiene por cobrar de un préstamo. */
export async function saldoContable(manager: EntityManager, prestamoId: string): Promise<SaldoContable> {
  const fila = await consultasContabilizar.saldoPrestamo(manager, prestamoId);
  return { capital: aCentavos(Number(fila.capital)), interes: aCentavos(Number(fila.interes)) };
}

/** El préstamo como lo asienta el libro mayor y lo que tiene por cobrar de él, para quien reparte antes de escribir. */
export async function leerPrestamoContable(manager: EntityManager, prestamoId: string): Promise<PrestamoContableLeido> {
  return { prestamo: await consultasContabilizar.prestamo(manager, prestamoId), saldo: await saldoContable(manager, prestamoId) };
}

/**
 * Dónde está hoy el efectivo de un cobro: con el cobrador que lo registró mientras no lo entregue (o su entrega esté
 * por confirmar), si no en la oficina.
 */
export async function cajaDelCobro(manager: EntityManager, cobroId: string | null): Promise<CajaEfectivo | null> {
  if (!cobroId) return CAJA_OFICINA;
  const fila = await consultasContabilizar.cajaDelCobro(manager, cobroId);
  if (!fila) return null;
  return cajaDeCobro({ cuentaPagoId: fila.cuenta_pago_id, enPoderDe: fila.en_poder_de, entregado: fila.entregado });
}

/** Lo que queda de un cobro en el libro mayor: efectivo neto, interés reconocido neto y la caja donde entró. */
export async function restoDelCobro(
  manager: EntityManager,
  prestamoId: string,
  cobroId: string,
): Promise<{ monto: number; interes: number; caja: CajaEfectivo }> {
  const filas = await consultasContabilizar.restoDelCobro(manager, prestamoId, cobroId);
  let monto = 0;
  let interes = 0;
  let caja: CajaEfectivo = CAJA_OFICINA;
  for (const fila of filas) {
    const neto = aCentavos(Number(fila.neto));
    if (fila.clave === 'caja_oficina' || fila.cobrador_id || fila.cuenta_pago_id) {
      monto += neto;
      if (fila.cobrador_id && neto > 0) caja = { tipo: 'cobrador', cobradorId: fila.cobrador_id };
      if (fila.cuenta_pago_id && neto > 0) caja = { tipo: 'cuenta_pago', cuentaPagoId: fila.cuenta_pago_id };
    }
    if (fila.clave === 'ingresos_intereses') interes -= neto;
    // La mora que pagó el cobro tiene su propia reversión (reglaMora): no es parte de lo que bajó de la cartera.
    if (fila.clave === 'ingresos_mora') monto += neto;
  }
  return { monto, interes, caja };
}

/**
 * Contabiliza los asientos que el libro de un préstamo acaba de recibir, en su orden. Cada uno da su comprobante,
 * salvo el desembolso de un préstamo nacido de un reenganche (lo contabiliza el reenganche del anterior, que cierra
 * uno y abre el otro en un solo comprobante) y la condonación del resto de una liquidación (es parte de ella).
 */
export async function contabilizarMovimientosPrestamo(
  manager: EntityManager,
  prestamoId: string,
  movimientos: readonly MovimientoPrestamo[],
  leido?: PrestamoContableLeido,
): Promise<void> {
  if (movimientos.length === 0) return;
  const prestamo = leido?.prestamo ?? (await consultasContabilizar.prestamo(manager, prestamoId));
  const saldo = leido?.saldo ?? (await saldoContable(manager, prestamoId));
  const proporcional =
    prestamo.tipo_amortizacion === 'interes_adelantado' || prestamo.prestamo_origen_id !== null;
  const de = `del préstamo #${prestamo.numero}`;
  const contable = { id: prestamoId, numero: String(prestamo.numero), clienteId: prestamo.cliente_id, proporcional };
  const leidas: CuentasLeidas = new Map();
  // Los comprobantes de desembolsos, cobros y mora se juntan y se escriben de una vez; antes de otro movimiento (que
  // lee el libro mayor: una reversión busca lo que quedó de su cobro) se escriben los que haya.
  const pendientes: Comprobante[] = [];

  for (const m of movimientos) {
    if (m.tipo !== 'desembolso' && m.tipo !== 'cobro' && m.tipo !== 'mora')
      await escribirComprobantes(manager, pendientes.splice(0), leidas);
    const base = baseDelComprobante(contable, m);
    let comprobante: Comprobante | null = null;
    // Dónde entró (o de dónde sale) el efectivo de un cobro: la mora del mismo cobro va a la misma caja.
    let caja: CajaEfectivo = CAJA_OFICINA;
    switch (m.tipo) {
      case 'desembolso':
      case 'anulacion':
      case 'cobro':
      case 'liquidacion':
      case 'reversion':
      case 'condonacion':
      case 'recuperacion': {
        // Un préstamo importado o nacido de un reenganche abre su cartera en otro comprobante (la apertura al corte,
        // el del reenganche): su desembolso no va al mayor.
        if (m.tipo === 'desembolso' && (prestamo.prestamo_origen_id || prestamo.fecha_corte)) break;
        const importado =
          m.tipo === 'cobro' &&
          (m.importado ??
            (m.cobroId ? (await consultasContabilizar.origenDelCobro(manager, m.cobroId)) === 'importacion' : false));
        // La historia importada no entró a ninguna caja de Cartera ni va al mayor (está en la apertura del préstamo):
        // sólo su mora, si la tiene.
        if (importado) {
          if (m.mora) caja = m.reparto?.caja ?? m.caja ?? (await cajaDelCobro(manager, m.cobroId)) ?? CAJA_OFICINA;
          break;
        }
        // El reparto que escribió el libro del préstamo; sin él (lo que falta por contabilizar), el mismo procesador.
        const reparto = m.reparto ?? (await repartoDelMovimiento(manager, prestamoId, proporcional, saldo, m));
        caja = reparto.caja;
        const reversoDe =
          m.tipo === 'anulacion'
            ? await consultasContabilizar.comprobanteDelDesembolso(manager, prestamoId)
            : m.tipo === 'reversion' && m.cobroId
              ? await consultasContabilizar.comprobanteDelCobro(manager, m.cobroId, prestamoId)
              : undefined;
        const orden = m.tipo === 'recuperacion' ? await lineasOrdenRecuperacion(manager, prestamoId, m.monto) : [];
        comprobante = comprobanteDelReparto({ ...base, reversoDe }, de, prestamoId, saldo, reparto, orden);
        break;
      }
      case 'castigo':
        // Uno que llega castigado abre en cuentas de orden en su fecha de corte (su cartera nunca abrió); después del
        // corte, el castigo de Cartera.
        comprobante = esCastigoImportado(prestamo.fecha_corte, m)
          ? comprobanteAperturaCastigada(contable, m)
          : comprobanteCastigo(contable, saldo, m, await lineasOrdenCastigo(manager, prestamoId, saldo));
        break;
      case 'reenganche':
        comprobante = await comprobanteReenganche(manager, prestamoId, prestamo, saldo, m);
        break;
      case 'mora':
        break;
    }
    // La mora del asiento, en el mismo comprobante (docs/decisiones/interes-de-mora.md).
    const evento = m.mora ? eventoMoraDe(m.tipo) : null;
    if (evento && m.mora) {
      const lineas = reglaMora({ evento, prestamoId, monto: m.mora, caja });
      comprobante = comprobante
        ? { ...comprobante, lineas: compactar([...comprobante.lineas, ...lineas]) }
        : {
            ...base,
            tipo: m.tipo,
            descripcion:
              m.tipo === 'mora'
                ? `Interés de mora causado ${de}`
                : `Interés de mora: ${ETIQUETAS_TIPO_MOVIMIENTO[m.tipo].toLowerCase()} ${de}`,
            lineas,
          };
    }
    if (!comprobante) continue;
    pendientes.push(comprobante);
    moverSaldoContable(saldo, prestamoId, comprobante);
  }
  await escribirComprobantes(manager, pendientes, leidas);
}

const DESCRIPCION: Record<RepartoEvento['tipo'], (de: string) => string> = {
  desembolso: (de) => `Desembolso ${de}`,
  anulacion: (de) => `Anulación del desembolso ${de}`,
  cobro: (de) => `Cobro ${de}`,
  liquidacion: (de) => `Liquidación ${de}`,
  reversion: (de) => `Reversión de un cobro ${de}`,
  condonacion: (de) => `Condonación ${de}`,
  recuperacion: (de) => `Recuperación ${de} (castigado)`,
  mora: (de) => `Interés de mora causado ${de}`,
};

/**
 * El comprobante de un reparto: sus líneas son las de reglaDelReparto, sin decidir nada. El mayor sólo comprueba que
 * lo que baja de la cartera quepa en lo que tiene por cobrar del préstamo (un cobro más grande que el saldo no se
 * asienta: la transacción se deshace). La condonación del resto de una liquidación no tiene comprobante propio.
 */
function comprobanteDelReparto(
  base: Omit<Comprobante, 'tipo' | 'descripcion' | 'lineas'>,
  de: string,
  prestamoId: string,
  saldo: SaldoContable,
  reparto: RepartoEvento,
  orden: readonly LineaRegla[],
): Comprobante | null {
  if (reparto.tipo === 'condonacion' && !reparto.enCartera) return null;
  const baja = reparto.capital + reparto.interes + reparto.perdonado.capital + reparto.perdonado.interes;
  if ((reparto.tipo === 'cobro' || reparto.tipo === 'liquidacion') && baja > saldo.capital + saldo.interes)
    throw new Error(`El ${reparto.tipo} (${baja}) supera el saldo contable (${saldo.capital + saldo.interes})`);
  const lineas = [...reglaDelReparto(prestamoId, reparto), ...orden];
  return { ...base, tipo: reparto.tipo, descripcion: DESCRIPCION[reparto.tipo](de), lineas };
}

/**
 * El reparto de un asiento que llega sin él (lo que falta por contabilizar, una reversión de cuota): el mismo
 * procesador de @cartera/dominio, con el estado que lee el libro mayor (la caja del cobro, lo que queda de él).
 */
async function repartoDelMovimiento(
  manager: EntityManager,
  prestamoId: string,
  proporcional: boolean,
  saldo: SaldoContable,
  m: MovimientoPrestamo,
): Promise<RepartoEvento> {
  const mora = m.mora ?? 0;
  switch (m.tipo) {
    case 'desembolso':
    case 'anulacion':
      return repartirEvento({ tipo: m.tipo, pactado: m.monto, efectivo: m.efectivo, mora }, saldo);
    case 'cobro': {
      const caja = m.caja ?? (await cajaDelCobro(manager, m.cobroId)) ?? CAJA_OFICINA;
      const interes = proporcional ? { tipo: 'proporcional' as const } : { tipo: 'plan' as const, interesPlan: m.interes };
      return repartirEvento({ tipo: 'cobro', monto: m.monto, mora, efectivo: m.efectivo, caja, interes }, saldo);
    }
    case 'liquidacion':
    case 'recuperacion': {
      const caja = (await cajaDelCobro(manager, m.cobroId)) ?? CAJA_OFICINA;
      return repartirEvento({ tipo: m.tipo, monto: m.monto, mora, efectivo: m.efectivo, caja }, saldo);
    }
    case 'reversion': {
      if (!m.cobroId) throw new Error('Una reversión sin cobro');
      const resto = await restoDelCobro(manager, prestamoId, m.cobroId);
      const caja = (await cajaDelCobro(manager, m.cobroId)) ?? resto.caja;
      const deseado = proporcional ? 'proporcional' : m.interes;
      return repartirEvento({ tipo: 'reversion', monto: m.monto, mora, efectivo: m.efectivo, caja, resto, deseado }, saldo);
    }
    case 'condonacion':
      return repartirEvento(
        { tipo: 'condonacion', monto: m.monto, mora, capitalPrimero: m.capitalPrimero ?? false, interesCuotas: m.interes },
        saldo,
      );
    default:
      throw new Error(`El procesador no reparte un ${m.tipo}`);
  }
}

/** El reenganche: cierra la cartera del anterior y abre la del nuevo (su desembolso) en un solo comprobante. */
async function comprobanteReenganche(
  manager: EntityManager,
  prestamoId: string,
  prestamo: FilaPrestamoContable,
  saldo: SaldoContable,
  m: MovimientoPrestamo,
): Promise<Comprobante> {
  const nuevo = await consultasContabilizar.prestamoDelReenganche(manager, prestamoId);
  if (!nuevo) throw new Error(`El reenganche del préstamo ${prestamoId} no tiene préstamo nuevo`);
  return {
    fecha: m.fecha,
    tipo: 'reenganche',
    descripcion: `Reenganche del préstamo #${prestamo.numero} en el #${nuevo.numero}`,
    origen: 'prestamo',
    origenId: prestamoId,
    registradoPor: m.registradoPor,
    clientes: new Map([
      [prestamoId, prestamo.cliente_id],
      [nuevo.id, nuevo.cliente_id],
    ]),
    movimientos: new Map([
      [prestamoId, m.id],
      [nuevo.id, nuevo.movimiento_id],
    ]),
    lineas: reglaReenganche({
      anterior: { prestamoId, saldo },
      nuevo: { prestamoId: nuevo.id, pactado: aCentavos(Number(nuevo.monto)) },
      efectivo: -aCentavos(Number(nuevo.efectivo)),
    }),
  };
}

// ——— Lo que falta por contabilizar ———

/**
 * Contabiliza todo lo que todavía no está en el libro mayor: los asientos de préstamos sin comprobante (en el orden
 * del libro), los gastos aceptados, las entregas confirmadas, los movimientos de caja y el saldo inicial. Lo usa la
 * migración que crea el libro mayor; con todo contabilizado no hace nada.
 */
export async function contabilizarPendientes(manager: EntityManager): Promise<number> {
  let escritos = 0;
  await contabilizarSaldoInicial(manager, null);
  const movimientos = await consultasContabilizar.movimientosSinComprobante(manager);
  for (const m of movimientos) {
    await contabilizarMovimientosPrestamo(manager, m.prestamo_id, [
      {
        id: m.id,
        tipo: deLista(TIPOS_MOVIMIENTO, m.tipo, 'prestamos_movimientos.tipo'),
        fecha: m.fecha,
        monto: aCentavos(Number(m.monto)),
        interes: aCentavos(Number(m.interes)),
        efectivo: aCentavos(Number(m.efectivo)),
        cobroId: m.cobro_id,
        registradoPor: m.registrado_por,
        capitalPrimero: m.capital_primero,
      },
    ]);
    escritos++;
  }
  const gastos = await consultasContabilizar.gastosSinComprobante(manager);
  for (const g of gastos) await contabilizarGasto(manager, g.id, null);
  const entregas = await consultasContabilizar.entregasSinComprobante(manager);
  for (const e of entregas) await contabilizarEntrega(manager, e.id);
  const caja = await consultasContabilizar.movimientosCajaSinComprobante(manager);
  for (const m of caja) await contabilizarMovimientoCaja(manager, m.id, null);
  return escritos + gastos.length + entregas.length + caja.length;
}
