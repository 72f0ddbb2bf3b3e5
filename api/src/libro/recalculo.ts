// El recálculo: deja cuotas y préstamo de acuerdo con el libro (monto pagado, estado y fecha de pago de cada cuota;
// saldo, cuotas vencidas, días de mora, estado del préstamo) y registra sus avisos. Es parte del paso de escritura del
// núcleo de dinero (docs/decisiones/nucleo-de-dinero.md); LibroService lo expone como recalcular y recalcularPlan.
import {
  CERO_CENTAVOS,
  CODIGOS,
  ESTADOS_PRESTAMO,
  centavosDeColumna,
  pesosDe,
  sumaCentavos,
  esCuotaAbierta,
  esEstadoCongelado,
  esEstadoTerminal,
  estadoCuota,
  estadoPrestamo,
  formatearCOP,
  formatearFecha,
  hoyBogota,
  pendienteCuota,
  primeraImpaga,
  proximaFecha,
  resumenMora,
  type CuotaLibro,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { ErrorNegocio } from '../common/errores';
import { deLista } from '../database/kysely';
import type { AvisosDeMora } from './avisos-de-mora';
import { aCentavos, aPesos } from '../common/dinero';
import {
  MENSAJES_LIBRO,
  cuotaEnCentavos,
  type CuotaEnCentavos,
  type CuotaParaRecalculo,
  type PlanRecalculado,
  type PrestamoParaRecalculo,
} from './libro.tipos';
import { consultasLibro, estadoDeCuota } from './libro.consultas';
import { consultasPago } from './pago.consultas';
import { registrarNotificacion, registrarNotificaciones, type NuevaNotificacion } from './notificaciones-del-prestamo';
import { capitalPendienteCuota } from './reparto.rules';

/** `recalcular`, y además las cuotas como quedaron: el plan que se responde sin volver a leerlo. */
export async function recalcularPlan(
  manager: EntityManager,
  prestamoId: string,
  hoy: string = hoyBogota(),
  automaticos?: AvisosDeMora,
): Promise<PlanRecalculado> {
  // Préstamo y cuotas (con lo que el libro les aplicó) en una sola consulta; sin plan, una fila sin cuota.
  const filas = await consultasLibro.recalculoDe(manager, prestamoId);
  const cabecera = filas[0];
  if (!cabecera)
    throw new ErrorNegocio(CODIGOS.prestamoNoEncontrado, MENSAJES_LIBRO.prestamoNoEncontrado, 404);
  const estadoAnterior = deLista(ESTADOS_PRESTAMO, cabecera.prestamo_estado, 'prestamos.estado');
  const cuotas: CuotaParaRecalculo[] = filas.flatMap((fila) =>
    fila.id === null || fila.numero === null || fila.fecha_programada === null || fila.estado === null
      ? []
      : [
          {
            guardada: cuotaEnCentavos({
              ...fila,
              id: fila.id,
              numero: fila.numero,
              fecha_programada: fila.fecha_programada,
              monto_capital: fila.monto_capital ?? '0',
              monto_interes: fila.monto_interes ?? '0',
              monto_total: fila.monto_total ?? '0',
              monto_pagado: fila.monto_pagado ?? '0',
              monto_refinanciado: fila.monto_refinanciado ?? '0',
              monto_condonado: fila.monto_condonado ?? '0',
              mora_causada: fila.mora_causada ?? '0',
              estado: estadoDeCuota(fila.estado),
            }),
            aplicado: centavosDeColumna(fila.pagado),
            ultimaFecha: fila.ultima_fecha,
          },
        ],
  );
  if (esEstadoCongelado(estadoAnterior)) {
    // Anulado, castigado o sin desembolsar: queda tal como está (saldo 0; las cuotas de un castigado, castigadas).
    return {
      resultado: {
        estadoAnterior,
        estado: estadoAnterior,
        saldoPendiente: Number(cabecera.saldo_pendiente),
        cuotasVencidas: cabecera.cuotas_vencidas,
        diasMoraPromedio: Number(cabecera.dias_mora_promedio),
      },
      cuotas: cuotas.map((cuota) => cuota.guardada),
    };
  }
  const prestamo: PrestamoParaRecalculo = {
    estado: estadoAnterior,
    planGenerado: cabecera.plan_generado,
    montoTotal: aCentavos(Number(cabecera.prestamo_monto_total)),
    fechaVencimiento: cabecera.fecha_vencimiento,
  };
  return guardarRecalculo(manager, prestamoId, prestamo, cuotas, hoy, automaticos);
}

/**
 * El recálculo de un plan recién insertado, con sus cuotas en memoria: todavía no tienen aplicaciones, así que no
 * hace falta leerlas (un plan de 1.000 cuotas se ahorra releerlas).
 */
export async function recalcularPlanNuevo(
  manager: EntityManager,
  prestamoId: string,
  prestamo: PrestamoParaRecalculo,
  cuotas: readonly CuotaEnCentavos[],
  hoy: string = hoyBogota(),
  automaticos?: AvisosDeMora,
): Promise<PlanRecalculado> {
  const nuevas = cuotas.map((guardada): CuotaParaRecalculo => ({ guardada, aplicado: CERO_CENTAVOS, ultimaFecha: null }));
  return guardarRecalculo(manager, prestamoId, prestamo, nuevas, hoy, automaticos);
}

/** Lo que el recálculo deja en las cuotas y el préstamo, calculado en memoria (la aplicación por lotes lo escribe junto). */
export interface RecalculoEnMemoria {
  cambios: Array<{ id: string; pagado: number; estado: string; fecha_pago: string | null }>;
  nuevasVencidas: Array<{ id: string; numero: number; fecha: string; saldo: number }>;
  recalculadas: CuotaEnCentavos[];
  saldo: number;
  estadoNuevo: (typeof ESTADOS_PRESTAMO)[number];
  mora: ReturnType<typeof resumenMora>;
  columnas: {
    saldo_pendiente: number;
    cuotas_vencidas: number;
    dias_mora_promedio: number;
    estado: (typeof ESTADOS_PRESTAMO)[number];
    proxima_fecha: string | null;
    primera_impaga: string | null;
    capital_pendiente: number;
  };
}

/** El recálculo sin la base: cada cuota con lo aplicado por el libro, el saldo, el capital, la mora y el estado. */
export function recalculoEnMemoria(
  prestamo: PrestamoParaRecalculo,
  cuotas: readonly CuotaParaRecalculo[],
  hoy: string,
): RecalculoEnMemoria {
  const libro: CuotaLibro[] = [];
  const recalculadas: CuotaEnCentavos[] = [];
  const cambios: RecalculoEnMemoria['cambios'] = [];
  const nuevasVencidas: RecalculoEnMemoria['nuevasVencidas'] = [];
  for (const { guardada, aplicado, ultimaFecha } of cuotas) {
    const enLibro: CuotaLibro = {
      fechaProgramada: guardada.fechaProgramada,
      montoTotal: guardada.montoTotal,
      montoPagado: aplicado,
      montoRefinanciado: guardada.montoRefinanciado,
      montoCondonado: guardada.montoCondonado,
    };
    libro.push(enLibro);
    const estado = estadoCuota(enLibro, hoy);
    const fechaPago = estado === 'pagada' && aplicado > 0 ? ultimaFecha : null;
    if (estado !== guardada.estado || aplicado !== guardada.montoPagado || fechaPago !== guardada.fechaPago) {
      cambios.push({ id: guardada.id, pagado: pesosDe(aplicado), estado, fecha_pago: fechaPago });
    }
    if (estado === 'vencida' && guardada.estado !== 'vencida') {
      nuevasVencidas.push({
        id: guardada.id,
        numero: guardada.numero,
        fecha: guardada.fechaProgramada,
        saldo: pendienteCuota(enLibro),
      });
    }
    recalculadas.push({ ...guardada, montoPagado: aplicado, estado, fechaPago });
  }
  const saldo = prestamo.planGenerado
    ? libro.reduce((total, cuota) => total + pendienteCuota(cuota), 0)
    : prestamo.montoTotal;
  const capital = esEstadoTerminal(prestamo.estado)
    ? 0
    : recalculadas.reduce(
        (total, cuota) =>
          esCuotaAbierta(cuota.estado)
            ? total +
              capitalPendienteCuota(cuota, sumaCentavos([cuota.montoPagado, cuota.montoRefinanciado, cuota.montoCondonado]))
            : total,
        0,
      );
  const mora = resumenMora(libro, hoy);
  const estadoNuevo = estadoPrestamo(
    {
      estado: prestamo.estado,
      saldoPendiente: saldo,
      cuotasVencidas: mora.cuotasVencidas,
      fechaVencimiento: prestamo.fechaVencimiento,
    },
    hoy,
  );
  return {
    cambios,
    nuevasVencidas,
    recalculadas,
    saldo,
    estadoNuevo,
    mora,
    columnas: {
      saldo_pendiente: aPesos(saldo),
      cuotas_vencidas: mora.cuotasVencidas,
      dias_mora_promedio: mora.diasMoraPromedio,
      estado: estadoNuevo,
      proxima_fecha: esEstadoTerminal(estadoNuevo) ? null : proximaFecha(recalculadas),
      primera_impaga: primeraImpaga(recalculadas),
      capital_pendiente: aPesos(capital),
    },
  };
}

/** Los avisos de la lista del préstamo que deja un recálculo: cuotas que vencieron y el préstamo pagado. */
export function notificacionesDelRecalculo(
  prestamoId: string,
  estadoAnterior: string,
  r: Pick<RecalculoEnMemoria, 'estadoNuevo' | 'nuevasVencidas'>,
): NuevaNotificacion[] {
  const lista: NuevaNotificacion[] = [];
  if (!esEstadoTerminal(r.estadoNuevo))
    for (const vencida of r.nuevasVencidas)
      lista.push({
        prestamoId,
        cuotaId: vencida.id,
        categoria: 'mora',
        titulo: 'Cuota vencida',
        mensaje: `La cuota ${vencida.numero} venció el ${formatearFecha(vencida.fecha)} con un saldo de ${formatearCOP(aPesos(vencida.saldo))}`,
      });
  if (r.estadoNuevo === 'pagado' && estadoAnterior !== 'pagado')
    lista.push({
      prestamoId,
      categoria: 'estado',
      titulo: 'Préstamo pagado',
      mensaje: 'El préstamo quedó pagado por completo',
    });
  return lista;
}

async function guardarRecalculo(
  manager: EntityManager,
  prestamoId: string,
  prestamo: PrestamoParaRecalculo,
  cuotas: readonly CuotaParaRecalculo[],
  hoy: string,
  automaticos?: AvisosDeMora,
): Promise<PlanRecalculado> {
  const { cambios, nuevasVencidas, recalculadas, saldo, estadoNuevo, mora, columnas } = recalculoEnMemoria(
    prestamo,
    cuotas,
    hoy,
  );
  await consultasPago.guardarRecalculo(manager, prestamoId, cambios, columnas);

  if (estadoNuevo === 'mora' && prestamo.estado !== 'mora')
    await automaticos?.avisarMora(manager, [prestamoId], hoy);
  // Las vencidas, en un INSERT; después, el préstamo pagado.
  const avisos = notificacionesDelRecalculo(prestamoId, prestamo.estado, { estadoNuevo, nuevasVencidas });
  const vencidas = avisos.filter((a) => a.categoria === 'mora');
  if (vencidas.length > 0) await registrarNotificaciones(manager, vencidas);
  for (const aviso of avisos) if (aviso.categoria !== 'mora') await registrarNotificacion(manager, aviso);
  return {
    resultado: {
      estadoAnterior: prestamo.estado,
      estado: estadoNuevo,
      saldoPendiente: aPesos(saldo),
      cuotasVencidas: mora.cuotasVencidas,
      diasMoraPromedio: mora.diasMoraPromedio,
    },
    cuotas: recalculadas,
  };
}
