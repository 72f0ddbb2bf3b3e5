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
  interesDeUnPago,
  interesDeUnaReversion,
  invertir,
  reglaCobro,
  reglaCondonacion,
  reglaDesembolso,
  reglaLiquidacion,
  reglaMora,
  reglaRecuperacion,
  reglaReenganche,
  type CajaEfectivo,
  type SaldoContable,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { aCentavos } from '../../common/dinero';
import { deLista } from '../../database/kysely';
import { consultasContabilizar, type FilaPrestamoContable } from './contabilizar.consultas';
import { lineasOrdenCastigo, lineasOrdenRecuperacion } from '../politicas/orden';
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

/**
 * Dónde está hoy el efectivo de un cobro: con el cobrador que lo registró mientras no lo entregue (o su entrega esté
 * por confirmar), si no en la oficina.
 */
async function cajaDelCobro(manager: EntityManager, cobroId: string | null): Promise<CajaEfectivo | null> {
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
        // Un préstamo importado abre su cartera en la fecha de corte, en un solo comprobante con lo que tiene por
        // cobrar ese día (comprobanteAperturaImportada): su desembolso y su historia no van al mayor.
        if (prestamo.prestamo_origen_id || prestamo.fecha_corte) break;
        comprobante = {
          ...base,
          tipo: 'desembolso',
          descripcion: `Desembolso ${de}`,
          lineas: reglaDesembolso({ prestamoId, efectivo: -m.efectivo, pactado: m.monto }),
        };
        break;
      case 'anulacion':
        comprobante = {
          ...base,
          tipo: 'anulacion',
          descripcion: `Anulación del desembolso ${de}`,
          reversoDe: await consultasContabilizar.comprobanteDelDesembolso(manager, prestamoId),
          lineas: invertir(reglaDesembolso({ prestamoId, efectivo: m.efectivo, pactado: m.monto })),
        };
        break;
      case 'cobro': {
        const importado =
          m.importado ??
          (m.cobroId ? (await consultasContabilizar.origenDelCobro(manager, m.cobroId)) === 'importacion' : false);
        // La historia importada no entró a ninguna caja de Cartera: sin mora, no hace falta leer cuál.
        if (!importado || m.mora) caja = m.caja ?? (await cajaDelCobro(manager, m.cobroId)) ?? CAJA_OFICINA;
        // Un cobro anterior al corte ya está en la apertura del préstamo importado.
        if (importado) break;
        const interes = interesDeUnPago(
          m.monto,
          saldo,
          proporcional ? { tipo: 'proporcional' } : { tipo: 'plan', interesPlan: m.interes },
        );
        comprobante = {
          ...base,
          tipo: 'cobro',
          descripcion: `Cobro ${de}`,
          lineas: reglaCobro({ prestamoId, monto: m.monto, interes, caja }),
        };
        break;
      }
      case 'liquidacion': {
        caja = (await cajaDelCobro(manager, m.cobroId)) ?? CAJA_OFICINA;
        const descuento = saldo.capital + saldo.interes - m.monto;
        comprobante = {
          ...base,
          tipo: 'liquidacion',
          descripcion: `Liquidación ${de}`,
          lineas: reglaLiquidacion({ prestamoId, recibido: m.monto, descuento, saldo, caja }),
        };
        break;
      }
      case 'reversion': {
        if (!m.cobroId) throw new Error('Una reversión sin cobro');
        const resto = await restoDelCobro(manager, prestamoId, m.cobroId);
        const monto = Math.min(m.monto, resto.monto);
        // Se devuelve lo que ese cobro tomó: con el reparto del plan (el del libro de préstamos) o, en un préstamo de
        // reparto proporcional, en la misma proporción; nunca más interés ni más capital de lo que el cobro llevó.
        const interes = interesDeUnaReversion(monto, resto, proporcional ? 'proporcional' : m.interes);
        caja = (await cajaDelCobro(manager, m.cobroId)) ?? resto.caja;
        comprobante = {
          ...base,
          tipo: 'reversion',
          descripcion: `Reversión de un cobro ${de}`,
          reversoDe: await consultasContabilizar.comprobanteDelCobro(manager, m.cobroId, prestamoId),
          lineas: invertir(reglaCobro({ prestamoId, monto, interes, caja })),
        };
        break;
      }
      case 'condonacion':
        // El resto de una liquidación ya lo perdonó su comprobante.
        if (saldo.capital + saldo.interes === 0) break;
        comprobante = {
          ...base,
          tipo: 'condonacion',
          descripcion: `Condonación ${de}`,
          lineas: reglaCondonacion({
            prestamoId,
            monto: Math.min(m.monto, saldo.capital + saldo.interes),
            saldo,
            capitalPrimero: m.capitalPrimero,
          }),
        };
        break;
      case 'castigo':
        // Uno que llega castigado abre en cuentas de orden en su fecha de corte (su cartera nunca abrió); después del
        // corte, el castigo de Cartera.
        comprobante = esCastigoImportado(prestamo.fecha_corte, m)
          ? comprobanteAperturaCastigada(contable, m)
          : comprobanteCastigo(contable, saldo, m, await lineasOrdenCastigo(manager, prestamoId, saldo));
        break;
      case 'recuperacion': {
        caja = (await cajaDelCobro(manager, m.cobroId)) ?? CAJA_OFICINA;
        comprobante = {
          ...base,
          tipo: 'recuperacion',
          descripcion: `Recuperación ${de} (castigado)`,
          lineas: [
            ...reglaRecuperacion({ prestamoId, monto: m.monto, caja }),
            ...(await lineasOrdenRecuperacion(manager, prestamoId, m.monto)),
          ],
        };
        break;
      }
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
