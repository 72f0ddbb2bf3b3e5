// Deshacer lo cobrado en el libro del préstamo: un cobro (borrarlo o editarlo) o todo lo pagado de una cuota, con su
// reversión asentada en la fecha del cobro. Nunca un cobro que está en una entrega de caja por confirmar.
import {
  CODIGOS,
  centavosDeColumna,
  interesDeUnaReversion,
  menosCentavos,
  pesosDe,
  sumaCentavos,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { ErrorNegocio } from '../common/errores';
import { restoDelCobro } from '../contabilidad/mayor/contabilizar';
import { planRevertirCuota } from './asignacion.rules';
import { aCentavos } from '../common/dinero';
import { asegurarAbierto } from './libro-aplicaciones';
import { asentar } from './libro-asientos';
import { consultasLibro } from './libro.consultas';
import { MENSAJES_LIBRO, repartoDeFila, type Asiento, type PrestamoBloqueado, type ResultadoReversion } from './libro.tipos';
import { moverMoraPendiente } from './mora';
import { interesDelTramo } from './reparto.rules';

/**
 * Bloquea los cobros y rechaza (422 COBRO_EN_ENTREGA) si alguno está en una entrega de caja por confirmar: su monto
 * ya es parte de lo esperado de esa entrega. Confirmada la entrega, el cobro se corrige y el efecto cae en la caja
 * de la oficina, que es donde está el efectivo (docs/decisiones/caja-de-cobradores.md).
 *
 * Primero el candado y después la pregunta, en dos sentencias: una entrega que se está registrando ya bloqueó sus
 * cobros (CajaService.crearEntrega), así que el candado espera a que su transacción termine y la segunda sentencia
 * ya ve la entrega; una entrega que empieza después espera a este candado y ya no encuentra el cobro. Juntar las
 * dos en un solo SELECT … JOIN … FOR UPDATE no basta: si el cobro todavía no tenía entrega al empezar la sentencia, el
 * JOIN lo descarta sin bloquearlo y la entrega lo toma en medio.
 */
export async function asegurarFueraDeEntregaPendiente(manager: EntityManager, cobroIds: readonly string[]): Promise<void> {
  if (cobroIds.length === 0) return;
  await consultasLibro.bloquearCobros(manager, cobroIds);
  const entrega = await consultasLibro.entregaPendienteDe(manager, cobroIds);
  if (entrega) throw new ErrorNegocio(CODIGOS.cobroEnEntrega, MENSAJES_LIBRO.cobroEnEntrega(entrega.nombre), 422);
}

/** El interés de la reversión de `monto` centavos de un cobro, con el reparto de su comprobante. */
async function interesRevertido(
  manager: EntityManager,
  prestamoId: string,
  cobroId: string,
  monto: number,
  interesCuotas: number,
): Promise<number> {
  const resto = await restoDelCobro(manager, prestamoId, cobroId);
  if (resto.monto <= 0) return interesCuotas; // sin comprobante que deshacer: el de las cuotas
  const proporcional = await consultasLibro.repartoProporcional(manager, prestamoId);
  return interesDeUnaReversion(Math.min(monto, resto.monto), resto, proporcional ? 'proporcional' : interesCuotas);
}

/**
 * Deshace un cobro (borrarlo o editarlo): quita exactamente sus aplicaciones y asienta la reversión con la fecha del
 * cobro, así la caja de ese día deja de contarlo como antes.
 */
export async function deshacerCobro(
  manager: EntityManager,
  prestamoId: string,
  cobro: { id: string; fecha: string; monto: number; origen: string },
  registradoPor: string | null,
  motivo: string,
): Promise<void> {
  if (cobro.origen === 'liquidacion' || cobro.origen === 'recuperacion') {
    throw new ErrorNegocio(CODIGOS.cobroDeCierre, MENSAJES_LIBRO.cobroDeCierre, 409);
  }
  if (cobro.origen === 'importacion') throw new ErrorNegocio(CODIGOS.cobroDeCierre, MENSAJES_LIBRO.cobroImportado, 409);
  await asegurarFueraDeEntregaPendiente(manager, [cobro.id]);
  const filas = await consultasLibro.aplicacionesDeCobro(manager, cobro.id);
  const interesCuotas = sumaCentavos(
    filas.map((fila) => {
      const despues = sumaCentavos(
        [fila.monto_refinanciado, fila.monto_condonado, fila.aplicado].map(centavosDeColumna),
      );
      return interesDelTramo(repartoDeFila(fila), menosCentavos(despues, centavosDeColumna(fila.monto)), despues);
    }),
  );
  await consultasLibro.borrarAplicacionesDeCobro(manager, cobro.id);
  // La mora que pagó vuelve a estar pendiente.
  const mora = aCentavos(Number(await consultasLibro.montoMoraDe(manager, cobro.id)));
  // El interés que devuelve es el de su comprobante (interesDeUnaReversion sobre lo que el cobro dejó en el mayor).
  const interes = await interesRevertido(manager, prestamoId, cobro.id, aCentavos(cobro.monto) - mora, interesCuotas);
  if (mora > 0) await consultasLibro.cambiarMontoCobro(manager, cobro.id, { monto_mora: '0' });
  await moverMoraPendiente(manager, prestamoId, mora);
  await asentar(manager, prestamoId, [
    {
      tipo: 'reversion',
      fecha: cobro.fecha,
      monto: aCentavos(cobro.monto) - mora,
      interes,
      efectivo: -aCentavos(cobro.monto),
      mora,
      cobroId: cobro.id,
      motivo,
      registradoPor,
    },
  ]);
}

/**
 * Revierte la cuota `numero`: quita exactamente las aplicaciones que tiene, borra los cobros que quedan vacíos
 * y reduce el monto de los que también pagaban otras cuotas.
 */
export async function revertirCuota(
  manager: EntityManager,
  prestamo: PrestamoBloqueado,
  numero: number,
  registradoPor: string | null,
): Promise<ResultadoReversion> {
  asegurarAbierto(prestamo);
  const cuota = await consultasLibro.cuotaPorNumero(manager, prestamo.id, numero);
  if (!cuota) throw new ErrorNegocio(CODIGOS.cuotaNoEncontrada, MENSAJES_LIBRO.cuotaNoEncontrada, 404);
  const filas = await consultasLibro.cobrosDeCuota(manager, cuota.id);
  if (filas.length === 0) throw new ErrorNegocio(CODIGOS.cuotaSinPagos, MENSAJES_LIBRO.cuotaSinPagos, 409);
  if (filas.some((fila) => fila.origen === 'liquidacion')) {
    throw new ErrorNegocio(CODIGOS.cobroDeCierre, MENSAJES_LIBRO.cobroDeCierre, 409);
  }
  if (filas.some((fila) => fila.origen === 'importacion'))
    throw new ErrorNegocio(CODIGOS.cobroDeCierre, MENSAJES_LIBRO.cobroImportado, 409);
  await asegurarFueraDeEntregaPendiente(manager, filas.map((fila) => fila.cobro_id));
  // Cada cobro que pagaba la cuota devuelve lo suyo, del más nuevo al más antiguo, con su parte de interés.
  const reparto = repartoDeFila(cuota);
  const montoRevertido = sumaCentavos(filas.map((fila) => centavosDeColumna(fila.monto)));
  let liquidado = sumaCentavos([
    centavosDeColumna(cuota.monto_refinanciado),
    centavosDeColumna(cuota.monto_condonado),
    montoRevertido,
  ]);
  const reversiones: Asiento[] = [...filas].reverse().map((fila) => {
    const monto = centavosDeColumna(fila.monto);
    const interes = interesDelTramo(reparto, menosCentavos(liquidado, monto), liquidado);
    liquidado = menosCentavos(liquidado, monto);
    return {
      tipo: 'reversion',
      fecha: fila.fecha,
      monto,
      interes,
      efectivo: -monto,
      cobroId: fila.cobro_id,
      motivo: `Reversión de la cuota ${numero}`,
      registradoPor,
    };
  });
  await asentar(manager, prestamo.id, reversiones.reverse());
  const plan = planRevertirCuota(
    filas.map((fila) => ({
      cobroId: fila.cobro_id,
      monto: centavosDeColumna(fila.monto),
      montoCobro: centavosDeColumna(fila.monto_cobro),
    })),
  );
  await consultasLibro.borrarAplicacionesDeCuota(manager, cuota.id);
  await consultasLibro.borrarCobros(manager, plan.eliminar);
  await consultasLibro.reducirCobros(
    manager,
    plan.reducir.map((r) => ({ id: r.cobroId, monto: pesosDe(r.montoNuevo) })),
  );
  return {
    cuotaId: cuota.id,
    montoRevertido: pesosDe(montoRevertido),
    cobrosEliminados: plan.eliminar,
    cobrosReducidos: plan.reducir.map((r) => ({ cobroId: r.cobroId, montoNuevo: pesosDe(r.montoNuevo) })),
  };
}
