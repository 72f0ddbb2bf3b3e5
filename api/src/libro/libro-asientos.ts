// Los asientos del libro del préstamo, con su comprobante en el libro mayor en la misma transacción
// (docs/contabilidad.md), y la causación de la mora que se asienta antes de cada operación.
import { hoyBogota, masCentavos, moraEnPesosEnteros, repartirEvento, saldoDespues } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import {
  contabilizarMovimientosPrestamo,
  leerPrestamoContable,
  type PrestamoContableLeido,
} from '../mayor/contabilizar';
import { aPesos } from '../common/dinero';
import { cuotaPorCobrar, cuotasPorCobrar } from './libro-aplicaciones';
import { consultasLibro } from './libro.consultas';
import type { Asiento, CuotaPorCobrarLibro, LecturaPrestamo, PrestamoBloqueado } from './libro.tipos';
import { estadoDeFila, estadoMora, guardarMora, tramoMora, type EstadoMora, type TramoMora } from './mora';
import { consultasMora } from './mora.consultas';

/**
 * Escribe asientos en el libro del préstamo, en orden, con una sola sentencia, y su comprobante del mayor. Con `leido`
 * (el préstamo y su saldo contable que el núcleo ya leyó), el comprobante no los vuelve a leer.
 */
export async function asentar(
  manager: EntityManager,
  prestamoId: string,
  asientos: readonly Asiento[],
  leido?: PrestamoContableLeido,
): Promise<void> {
  const repartidos = await repartirCondonaciones(manager, prestamoId, asientos, leido);
  const { validos, filas } = movimientosDeAsientos(prestamoId, repartidos.asientos);
  if (validos.length === 0) return;
  const ids = await consultasLibro.insertarMovimientos(manager, filas);
  await contabilizarAsentados(manager, prestamoId, validos, ids, repartidos.leido);
}

/**
 * Una condonación que llega sin reparto (la escribe el núcleo con lo que calculó su efecto): su reparto
 * (repartirEvento) sobre lo que el libro mayor tiene por cobrar, que se lee aquí y no en el comprobante. Un lote con
 * otros asientos sin reparto (castigo, reenganche, desembolso) queda como está: los reparte el mayor.
 */
async function repartirCondonaciones(
  manager: EntityManager,
  prestamoId: string,
  asientos: readonly Asiento[],
  leido?: PrestamoContableLeido,
): Promise<{ asientos: readonly Asiento[]; leido?: PrestamoContableLeido }> {
  const sinReparto = asientos.filter((a) => !a.reparto);
  if (sinReparto.length === 0 || sinReparto.some((a) => a.tipo !== 'condonacion')) return { asientos, leido };
  const contable = leido ?? (await leerPrestamoContable(manager, prestamoId));
  // Una copia: el saldo leído lo mueve el comprobante al escribirse.
  let saldo = { ...contable.saldo };
  const repartidos = asientos.map((a) => {
    const reparto =
      a.reparto ??
      repartirEvento(
        {
          tipo: 'condonacion',
          monto: a.monto,
          mora: a.mora ?? 0,
          capitalPrimero: a.capitalPrimero ?? false,
          interesCuotas: a.interes,
        },
        saldo,
      );
    saldo = saldoDespues(saldo, reparto);
    return { ...a, reparto };
  });
  return { asientos: repartidos, leido: contable };
}

/** Los asientos que se escriben (con monto o mora) y sus filas del libro del préstamo, en orden. */
export function movimientosDeAsientos(prestamoId: string, asientos: readonly Asiento[]) {
  const validos = asientos.filter((asiento) => asiento.monto > 0 || (asiento.mora ?? 0) > 0);
  // Con su reparto (repartirEvento), el movimiento lleva el interés, la mora y el efectivo que asienta el mayor.
  const filas = validos.map((a) => {
    const interes = Math.min(a.reparto?.interes ?? a.interes, a.monto);
    const mora = a.reparto?.mora ?? a.mora ?? 0;
    const efectivo = a.reparto?.efectivo ?? a.efectivo;
    return {
      prestamo_id: prestamoId,
      tipo: a.tipo,
      fecha: a.fecha,
      monto: aPesos(a.monto),
      capital: aPesos(a.monto - interes),
      interes: aPesos(interes),
      efectivo: aPesos(efectivo),
      cobro_id: a.cobroId ?? null,
      motivo: a.motivo ?? null,
      registrado_por: a.registradoPor,
      capital_primero: a.capitalPrimero ?? false,
      mora: aPesos(mora),
    };
  });
  return { validos, filas };
}

/** El comprobante del mayor de los asientos ya insertados (`ids`, en su orden), en la misma transacción. */
export async function contabilizarAsentados(
  manager: EntityManager,
  prestamoId: string,
  validos: readonly Asiento[],
  ids: readonly string[],
  leido?: PrestamoContableLeido,
): Promise<void> {
  // Un comprobante por evento (docs/contabilidad.md).
  await contabilizarMovimientosPrestamo(
    manager,
    prestamoId,
    validos.map((a, i) => ({
      id: ids[i],
      tipo: a.tipo,
      fecha: a.fecha,
      monto: a.monto,
      interes: Math.min(a.interes, a.monto),
      efectivo: a.efectivo,
      cobroId: a.cobroId ?? null,
      registradoPor: a.registradoPor,
      capitalPrimero: a.capitalPrimero ?? false,
      mora: a.mora ?? 0,
      importado: a.importado,
      caja: a.caja,
      reparto: a.reparto,
    })),
    leido,
  );
}

/** El asiento de la mora causada hasta `fecha`, con su reparto (sólo mora: no mueve la cartera ni la caja). */
export function asientoDeMora(fecha: string, mora: number, motivo: string | null): Asiento {
  const reparto = repartirEvento({ tipo: 'mora', mora }, { capital: 0, interes: 0 });
  return { tipo: 'mora', fecha, monto: 0, interes: 0, efectivo: 0, mora, motivo, registradoPor: null, reparto };
}

/**
 * causarMora en el núcleo de dinero: lee la mora, las cuotas y el préstamo como lo asienta el libro mayor (lo que la
 * escritura de un cobro usa después sin volver a leerlo), causa lo que falte hasta `hasta` y devuelve la mora como
 * quedó. Lo que escribe es lo mismo que causarMora.
 */
export async function causarMoraLeida(
  manager: EntityManager,
  prestamo: PrestamoBloqueado,
  hasta: string,
): Promise<LecturaPrestamo> {
  const fila = await consultasMora.estadoConCuotas(manager, prestamo.id, hasta);
  const mora = estadoDeFila(fila);
  const cuotas = (fila?.cuotas ?? []).map(cuotaPorCobrar);
  const contable = mora.contable;
  if (!contable) throw new Error(`El préstamo ${prestamo.id} bloqueado no se encontró al leer su mora`);
  const lectura: LecturaPrestamo = {
    hasta,
    mora,
    cuotas,
    contable: {
      prestamo: {
        numero: prestamo.numero,
        cliente_id: prestamo.clienteId,
        tipo_amortizacion: contable.tipoAmortizacion,
        prestamo_origen_id: contable.prestamoOrigenId,
        monto: contable.monto,
        fecha_corte: contable.fechaCorte,
      },
      saldo: { ...contable.saldo },
    },
  };
  const tramo = tramoPorCausar(prestamo, mora, cuotas, hasta);
  if (!tramo || !mora.ajustes) return lectura;
  const pesos = moraEnPesosEnteros(mora.cuotasCausado, tramo.total, mora.prestamoCausado);
  await guardarMora(manager, prestamo.id, tramo.porCuota, pesos, hasta);
  await asentar(
    manager,
    prestamo.id,
    [asientoDeMora(hasta, pesos, tramo.motivo)],
    lectura.contable,
  );
  // Lo que guardarMora acaba de escribir, sin releerlo.
  return {
    ...lectura,
    mora: {
      ...mora,
      pendiente: masCentavos(mora.pendiente, pesos),
      cuotasCausado: mora.cuotasCausado + tramo.total,
      prestamoCausado: mora.prestamoCausado + pesos,
      causadoHasta: hasta,
      guardadoHasta: mora.guardadoHasta !== null && mora.guardadoHasta > hasta ? mora.guardadoHasta : hasta,
    },
  };
}

/**
 * El tramo de mora que falta causar hasta `hasta`, si la organización la cobra y el préstamo está abierto con plan (sin
 * la base: también la aplicación por lotes de una importación).
 */
export function tramoPorCausar(
  prestamo: Pick<PrestamoBloqueado, 'planGenerado' | 'estado'>,
  mora: EstadoMora,
  cuotas: readonly CuotaPorCobrarLibro[],
  hasta: string,
): TramoMora | null {
  if (!mora.ajustes || mora.causadoHasta === null || !prestamo.planGenerado) return null;
  if (prestamo.estado !== 'activo' && prestamo.estado !== 'mora' && prestamo.estado !== 'vencido') return null;
  return tramoMora(cuotas, mora.causadoHasta, hasta, mora.ajustes);
}

/**
 * Causa la mora del préstamo hasta `hasta` (incluido) sobre sus cuotas de hoy, si la organización la cobra: un
 * asiento `mora`, lo de cada cuota y el pendiente del préstamo. Devuelve la mora pendiente después (centavos). El
 * préstamo ya está bloqueado; sin plan, o cerrado, no causa.
 */
export async function causarMora(
  manager: EntityManager,
  prestamo: PrestamoBloqueado,
  hasta: string = hoyBogota(),
): Promise<number> {
  const mora = await estadoMora(manager, prestamo.id, hasta);
  if (!mora.ajustes || mora.causadoHasta === null || !prestamo.planGenerado) return mora.pendiente;
  if (prestamo.estado !== 'activo' && prestamo.estado !== 'mora' && prestamo.estado !== 'vencido') return mora.pendiente;
  const tramo = tramoPorCausar(prestamo, mora, await cuotasPorCobrar(manager, prestamo.id), hasta);
  if (!tramo) return mora.pendiente;
  const pesos = moraEnPesosEnteros(mora.cuotasCausado, tramo.total, mora.prestamoCausado);
  await guardarMora(manager, prestamo.id, tramo.porCuota, pesos, hasta);
  await asentar(manager, prestamo.id, [asientoDeMora(hasta, pesos, tramo.motivo)]);
  return mora.pendiente + pesos;
}
