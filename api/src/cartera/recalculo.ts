// El recálculo: deja cuotas y préstamo de acuerdo con el libro (monto pagado, estado y fecha de pago de cada cuota;
// saldo, cuotas vencidas, días de mora, estado del préstamo) y registra sus avisos. Es parte del paso de escritura del
// núcleo de dinero (docs/decisiones/nucleo-de-dinero.md); LibroService lo expone como recalcular y recalcularPlan.
import { CODIGOS, formatearCOP, formatearFecha, hoyBogota } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { ErrorNegocio } from '../common/errores';
import type { AutomaticosService } from '../notificaciones/automaticos.service';
import { aCentavos, aPesos } from './dinero';
import {
  esCuotaAbierta,
  esEstadoCongelado,
  esEstadoTerminal,
  estadoCuota,
  estadoPrestamo,
  pendienteCuota,
  primeraImpaga,
  proximaFecha,
  resumenMora,
  type CuotaLibro,
  type EstadoPrestamoLibro,
} from './estado.rules';
import {
  MENSAJES_LIBRO,
  cuotaEnCentavos,
  type CuotaEnCentavos,
  type CuotaParaRecalculo,
  type FilaCuota,
  type PlanRecalculado,
  type PrestamoParaRecalculo,
} from './libro.tipos';
import { registrarNotificacion, registrarNotificaciones } from './notificaciones';
import { capitalPendienteCuota } from './reparto.rules';

interface FilaRecalculo extends Omit<FilaCuota, 'id'> {
  prestamo_estado: EstadoPrestamoLibro;
  plan_generado: boolean;
  prestamo_monto_total: string;
  fecha_vencimiento: string;
  saldo_pendiente: string;
  cuotas_vencidas: number;
  dias_mora_promedio: string;
  /** null cuando el préstamo no tiene plan (LEFT JOIN). */
  id: string | null;
  pagado_libro: string;
  ultima_fecha: string | null;
}

/** `recalcular`, y además las cuotas como quedaron: el plan que se responde sin volver a leerlo. */
export async function recalcularPlan(
  manager: EntityManager,
  prestamoId: string,
  hoy: string = hoyBogota(),
  automaticos?: AutomaticosService,
): Promise<PlanRecalculado> {
  // Préstamo y cuotas (con lo que el libro les aplicó) en una sola consulta; sin plan, una fila sin cuota.
  const filas: FilaRecalculo[] = await manager.query(
    `SELECT p.estado AS prestamo_estado, p.plan_generado, p.monto_total AS prestamo_monto_total, p.fecha_vencimiento,
            p.saldo_pendiente, p.cuotas_vencidas, p.dias_mora_promedio,
            c.id, c.numero, c.fecha_programada, c.monto_capital, c.monto_interes, c.monto_total, c.monto_pagado,
            c.monto_refinanciado, c.monto_condonado, c.estado, c.fecha_pago, c.mora_causada,
            coalesce(a.pagado, 0) AS pagado_libro,
            a.ultima_fecha
     FROM prestamos p
     LEFT JOIN cuotas c ON c.prestamo_id = p.id
     LEFT JOIN (
       SELECT ca.cuota_id, sum(ca.monto) AS pagado, max(co.fecha) AS ultima_fecha
       FROM cobros co JOIN cobros_aplicaciones ca ON ca.cobro_id = co.id
       WHERE co.prestamo_id = $1
       GROUP BY ca.cuota_id
     ) a ON a.cuota_id = c.id
     WHERE p.id = $1
     ORDER BY c.numero`,
    [prestamoId],
  );
  const cabecera = filas[0];
  if (!cabecera)
    throw new ErrorNegocio(CODIGOS.prestamoNoEncontrado, MENSAJES_LIBRO.prestamoNoEncontrado, 404);
  const cuotas: CuotaParaRecalculo[] = filas
    .filter((fila): fila is FilaRecalculo & FilaCuota => fila.id !== null)
    .map((fila) => ({
      guardada: cuotaEnCentavos(fila),
      aplicado: aCentavos(Number(fila.pagado_libro)),
      ultimaFecha: fila.ultima_fecha,
    }));
  if (esEstadoCongelado(cabecera.prestamo_estado)) {
    // Anulado, castigado o sin desembolsar: queda tal como está (saldo 0; las cuotas de un castigado, castigadas).
    return {
      resultado: {
        estadoAnterior: cabecera.prestamo_estado,
        estado: cabecera.prestamo_estado,
        saldoPendiente: Number(cabecera.saldo_pendiente),
        cuotasVencidas: cabecera.cuotas_vencidas,
        diasMoraPromedio: Number(cabecera.dias_mora_promedio),
      },
      cuotas: cuotas.map((cuota) => cuota.guardada),
    };
  }
  const prestamo: PrestamoParaRecalculo = {
    estado: cabecera.prestamo_estado,
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
  automaticos?: AutomaticosService,
): Promise<PlanRecalculado> {
  const nuevas = cuotas.map((guardada): CuotaParaRecalculo => ({ guardada, aplicado: 0, ultimaFecha: null }));
  return guardarRecalculo(manager, prestamoId, prestamo, nuevas, hoy, automaticos);
}

async function guardarRecalculo(
  manager: EntityManager,
  prestamoId: string,
  prestamo: PrestamoParaRecalculo,
  cuotas: readonly CuotaParaRecalculo[],
  hoy: string,
  automaticos?: AutomaticosService,
): Promise<PlanRecalculado> {
  const libro: CuotaLibro[] = [];
  const recalculadas: CuotaEnCentavos[] = [];
  const cambios = {
    id: [] as string[],
    pagado: [] as number[],
    estado: [] as string[],
    fechaPago: [] as Array<string | null>,
  };
  const nuevasVencidas: Array<{ id: string; numero: number; fecha: string; saldo: number }> = [];
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
      cambios.id.push(guardada.id);
      cambios.pagado.push(aPesos(aplicado));
      cambios.estado.push(estado);
      cambios.fechaPago.push(fechaPago);
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
  if (cambios.id.length > 0) {
    await manager.query(
      `UPDATE cuotas c
       SET monto_pagado = v.pagado, estado = v.estado, fecha_pago = v.fecha_pago, updated_at = now()
       FROM unnest($1::uuid[], $2::numeric[], $3::text[], $4::date[]) AS v(id, pagado, estado, fecha_pago)
       WHERE c.id = v.id`,
      [cambios.id, cambios.pagado, cambios.estado, cambios.fechaPago],
    );
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
              capitalPendienteCuota(cuota, cuota.montoPagado + cuota.montoRefinanciado + cuota.montoCondonado)
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
  await manager.query(
    `UPDATE prestamos
     SET saldo_pendiente = $2, cuotas_vencidas = $3, dias_mora_promedio = $4, estado = $5, proxima_fecha = $6,
         primera_impaga = $7, capital_pendiente = $8, updated_at = now()
     WHERE id = $1`,
    [
      prestamoId,
      aPesos(saldo),
      mora.cuotasVencidas,
      mora.diasMoraPromedio,
      estadoNuevo,
      esEstadoTerminal(estadoNuevo) ? null : proximaFecha(recalculadas),
      primeraImpaga(recalculadas),
      aPesos(capital),
    ],
  );

  if (estadoNuevo === 'mora' && prestamo.estado !== 'mora')
    await automaticos?.avisarMora(manager, [prestamoId], hoy);
  if (!esEstadoTerminal(estadoNuevo) && nuevasVencidas.length > 0) {
    await registrarNotificaciones(
      manager,
      nuevasVencidas.map((vencida) => ({
        prestamoId,
        cuotaId: vencida.id,
        categoria: 'mora' as const,
        titulo: 'Cuota vencida',
        mensaje: `La cuota ${vencida.numero} venció el ${formatearFecha(vencida.fecha)} con un saldo de ${formatearCOP(aPesos(vencida.saldo))}`,
      })),
    );
  }
  if (estadoNuevo === 'pagado' && prestamo.estado !== 'pagado') {
    await registrarNotificacion(manager, {
      prestamoId,
      categoria: 'estado',
      titulo: 'Préstamo pagado',
      mensaje: 'El préstamo quedó pagado por completo',
    });
  }
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
