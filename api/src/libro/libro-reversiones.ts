// Deshacer lo cobrado en el libro del préstamo: un cobro (borrarlo o editarlo) o todo lo pagado de una cuota, con su
// reversión asentada en la fecha del cobro. Nunca un cobro que está en una entrega de caja por confirmar.
import {
  CODIGOS,
  centavosDeColumna,
  menosCentavos,
  pesosDe,
  repartirEvento,
  sumaCentavos,
  type RepartoEvento,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { ErrorNegocio } from '../common/errores';
import { cajaDelCobro, restoDelCobro } from '../mayor/contabilizar';
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

/**
 * EL reparto de la reversión de un cobro (repartirEvento de @cartera/dominio): sobre lo que el cobro dejó en el libro
 * mayor, en la caja donde está su efectivo. El movimiento y el comprobante se escriben con él.
 */
async function repartoDeReversion(
  manager: EntityManager,
  prestamoId: string,
  cobroId: string,
  partes: { monto: number; mora: number; efectivo: number; interesCuotas: number },
  proporcional: boolean,
): Promise<RepartoEvento> {
  const resto = await restoDelCobro(manager, prestamoId, cobroId);
  const caja = (await cajaDelCobro(manager, cobroId)) ?? resto.caja;
  const { monto, mora, efectivo, interesCuotas } = partes;
  const deseado = proporcional && resto.monto > 0 ? 'proporcional' : interesCuotas;
  return repartirEvento({ tipo: 'reversion', monto, mora, efectivo, caja, resto, deseado }, { capital: 0, interes: 0 });
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
  if (mora > 0) await consultasLibro.cambiarMontoCobro(manager, cobro.id, { monto_mora: '0' });
  await moverMoraPendiente(manager, prestamoId, mora);
  // El reparto que devuelve es el de su comprobante: lo que el cobro dejó en el mayor.
  const monto = aCentavos(cobro.monto) - mora;
  const reparto = await repartoDeReversion(manager, prestamoId, cobro.id, {
    monto,
    mora,
    efectivo: -aCentavos(cobro.monto),
    interesCuotas,
  }, await consultasLibro.repartoProporcional(manager, prestamoId));
  await asentar(manager, prestamoId, [
    {
      tipo: 'reversion',
      fecha: cobro.fecha,
      monto,
      interes: reparto.interes,
      efectivo: reparto.efectivo,
      mora,
      cobroId: cobro.id,
      motivo,
      registradoPor,
      caja: reparto.caja,
      reparto,
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
  const proporcional = await consultasLibro.repartoProporcional(manager, prestamo.id);
  const reversiones: Asiento[] = [];
  for (const fila of [...filas].reverse()) {
    const monto = centavosDeColumna(fila.monto);
    const interesCuotas = interesDelTramo(reparto, menosCentavos(liquidado, monto), liquidado);
    liquidado = menosCentavos(liquidado, monto);
    // El reparto de su comprobante: lo que ese cobro dejó en el mayor, con el interés de la cuota como el deseado.
    const repartido = await repartoDeReversion(
      manager,
      prestamo.id,
      fila.cobro_id,
      { monto, mora: 0, efectivo: -monto, interesCuotas },
      proporcional,
    );
    reversiones.push({
      tipo: 'reversion',
      fecha: fila.fecha,
      monto,
      interes: repartido.interes,
      efectivo: repartido.efectivo,
      cobroId: fila.cobro_id,
      motivo: `Reversión de la cuota ${numero}`,
      registradoPor,
      caja: repartido.caja,
      reparto: repartido,
    });
  }
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
