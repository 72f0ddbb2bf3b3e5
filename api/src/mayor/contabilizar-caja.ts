// Contabiliza la caja en el libro mayor: gastos de cobradores, entregas, movimientos de la oficina y saldo inicial,
// cada uno con su comprobante (y el reverso del anterior cuando cambia), en la oficina de su fila (oficinaDeMovimiento).
import {
  CATEGORIAS_MOVIMIENTO,
  LIMITES,
  reglaEntrega,
  reglaGasto,
  reglaMovimientoCaja,
  reglaSaldoInicial,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { aCentavos } from '../common/dinero';
import { deLista } from '../database/kysely';
import { consultasContabilizar } from './contabilizar.consultas';
import { escribirComprobante, reversar, vigente } from './escribir-comprobante';

// ——— Caja ———

/** Un gasto de cobrador aceptado sale de su efectivo. */
export async function contabilizarGasto(
  manager: EntityManager,
  gastoId: string,
  registradoPor: string | null,
): Promise<void> {
  const g = await consultasContabilizar.gastoAceptado(manager, gastoId);
  if (!g) return;
  await escribirComprobante(manager, {
    fecha: g.fecha,
    tipo: 'gasto',
    descripcion: `Gasto de ${g.nombre}: ${g.concepto}`,
    origen: 'gasto',
    origenId: gastoId,
    registradoPor,
    oficinaId: g.oficina_id,
    lineas: reglaGasto({ cobradorId: g.cobrador_id, monto: aCentavos(Number(g.monto)) }),
  });
}

/** Un gasto aceptado que se rechaza después vuelve al efectivo del cobrador: se reversa su comprobante. */
export async function reversarGasto(
  manager: EntityManager,
  gastoId: string,
  registradoPor: string | null,
): Promise<void> {
  const anterior = await vigente(manager, 'gasto', gastoId);
  if (anterior) await reversar(manager, anterior.id, registradoPor, 'Gasto de cobrador rechazado');
}

/** Lo que un cobrador debe hoy según el libro mayor (su saldo en 136530), en centavos. */
export async function deudaCobrador(manager: EntityManager, cobradorId: string): Promise<number> {
  const fila = await consultasContabilizar.deudaCobrador(manager, cobradorId);
  return aCentavos(Number(fila.deuda));
}

/**
 * Una entrega confirmada: del efectivo del cobrador a la caja, con su faltante o sobrante; el sobrante abona primero
 * lo que el cobrador debe. Un abono a su faltante es una entrega sin cobros (`abono`). Quien llama tiene el candado
 * de la deuda del cobrador (CANDADOS.deudaCobrador).
 */
export async function contabilizarEntrega(
  manager: EntityManager,
  entregaId: string,
  abono = false,
): Promise<void> {
  const e = await consultasContabilizar.entregaConfirmada(manager, entregaId);
  if (!e) return;
  await escribirComprobante(manager, {
    fecha: e.fecha,
    tipo: 'entrega',
    descripcion: abono ? `Abono de ${e.nombre} a su faltante (entrega #${e.numero})` : `Entrega #${e.numero} de ${e.nombre}`,
    origen: 'entrega',
    origenId: entregaId,
    registradoPor: e.confirmado_por,
    oficinaId: e.oficina_id,
    lineas: reglaEntrega({
      cobradorId: e.cobrador_id,
      esperado: aCentavos(Number(e.esperado)),
      recibido: aCentavos(Number(e.recibido)),
      deuda: await deudaCobrador(manager, e.cobrador_id),
    }),
  });
}

/**
 * Un movimiento de caja de la oficina, después de crearlo, editarlo o borrarlo: reversa su comprobante vigente (si
 * lo tiene) y, si sigue existiendo, lo contabiliza como quedó. Los de una entrega (faltante, sobrante) son parte del
 * comprobante de la entrega.
 */
export async function contabilizarMovimientoCaja(
  manager: EntityManager,
  movimientoId: string,
  registradoPor: string | null,
): Promise<void> {
  const m = await consultasContabilizar.movimientoCaja(manager, movimientoId);
  if (m?.entrega_id) return;
  const anterior = await vigente(manager, 'movimiento_caja', movimientoId);
  if (anterior)
    await reversar(
      manager,
      anterior.id,
      registradoPor,
      m ? `Corrección: ${m.concepto}` : 'Movimiento de caja borrado',
    );
  if (!m) return;
  await escribirComprobante(manager, {
    fecha: m.fecha,
    tipo: 'movimiento_caja',
    descripcion: m.concepto,
    origen: 'movimiento_caja',
    origenId: movimientoId,
    registradoPor,
    oficinaId: m.oficina_id,
    lineas: reglaMovimientoCaja({
      tipo: deLista(['ingreso', 'egreso'], m.tipo, 'movimientos_caja.tipo'),
      categoria: deLista(CATEGORIAS_MOVIMIENTO, m.categoria, 'movimientos_caja.categoria'),
      monto: aCentavos(Number(m.monto)),
    }),
  });
}

/**
 * El saldo inicial de caja es el comprobante de apertura, con su fecha (sin fecha, el primer día que Cartera admite).
 * Si cambió, se reversa el anterior y se escribe el nuevo.
 */
export async function contabilizarSaldoInicial(
  manager: EntityManager,
  registradoPor: string | null,
): Promise<void> {
  const config = await consultasContabilizar.saldoInicial(manager);
  if (!config) return;
  const monto = aCentavos(Number(config.monto));
  const fecha = config.fecha ?? LIMITES.fechaPrestamoMinima;
  const anterior = await vigente(manager, 'saldo_inicial', null);
  if (anterior) {
    const actual = await consultasContabilizar.cajaDeUnAsiento(manager, anterior.id);
    if (anterior.fecha === fecha && aCentavos(Number(actual.neto)) === monto) return;
    await reversar(manager, anterior.id, registradoPor, 'Saldo inicial de caja cambiado');
  }
  if (monto === 0) return;
  await escribirComprobante(manager, {
    fecha,
    tipo: 'saldo_inicial',
    descripcion: 'Saldo inicial de caja',
    origen: 'saldo_inicial',
    origenId: null,
    registradoPor,
    lineas: reglaSaldoInicial(monto),
  });
}
