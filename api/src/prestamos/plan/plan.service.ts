import { Injectable } from '@nestjs/common';
import {
  CODIGOS,
  CERO_CENTAVOS,
  ESTADOS_PRESTAMO,
  MODALIDADES,
  TIPOS_AMORTIZACION,
  calcularPlan,
  centavosDePesos,
  formatearCOP,
  formatearFecha,
  repartoDesembolso,
  type Cuota,
  type Modalidad,
  type PlanPrestamo,
  type Prestamo,
} from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { conflicto } from '../../common/errores';
import type { ContextoSolicitud } from '../../common/usuario-actual.decorator';
import { auditar } from '../../auditoria/auditar';
import { aCentavos, aPesos } from '../../common/dinero';
import {
  LibroService,
  cuotaEnCentavos,
  type CuotaEnCentavos,
  type PlanRecalculado,
  type PrestamoBloqueado,
  type PrestamoParaRecalculo,
} from '../../libro/libro.service';
import { uuidV7 } from '../../common/uuid-v7';
import { estadoDeCuota } from '../../libro/libro.consultas';
import { fechaDePago, MENSAJE_FECHA_FUTURA } from '../../libro/fecha-cobro';
import { deLista } from '../../database/kysely';
import { consultasPlan } from './plan.consultas';
import { registrarNotificacion, type NuevaNotificacion } from '../../libro/notificaciones-del-prestamo';
import type { Usuario } from '../../usuarios/entities/usuario.entity';
import type { PagarCuotaDto } from '../dto/pagar-cuota.dto';
import { PrestamosLectura } from '../prestamos.lectura';
import { saldoContable } from '../../mayor/contabilizar';
import { NucleoDinero } from '../../dinero/nucleo.service';
import { operacionPagoCuota, operacionRevertirCuota } from '../../dinero/operaciones/cobro';

export const MENSAJES_PLAN = {
  yaGenerado: 'El plan de pagos ya fue generado',
  fechaFutura: MENSAJE_FECHA_FUTURA,
} as const;

function cuotaAJson(cuota: CuotaEnCentavos): Cuota {
  return {
    _id: cuota.id,
    numero: cuota.numero,
    fechaProgramada: cuota.fechaProgramada,
    montoCapital: aPesos(cuota.montoCapital),
    montoInteres: aPesos(cuota.montoInteres),
    montoTotal: aPesos(cuota.montoTotal),
    montoPagado: aPesos(cuota.montoPagado),
    montoRefinanciado: aPesos(cuota.montoRefinanciado),
    montoCondonado: aPesos(cuota.montoCondonado),
    saldoRestante: aPesos(
      Math.max(0, cuota.montoTotal - cuota.montoPagado - cuota.montoRefinanciado - cuota.montoCondonado),
    ),
    estado: cuota.estado,
    fechaPago: cuota.fechaPago,
    moraCausada: aPesos(cuota.moraCausada),
  };
}

/** El plan que responde la API: el préstamo, sus cuotas y el resumen de lo pagado. */
function planAJson(prestamo: Prestamo, cuotas: readonly CuotaEnCentavos[]): PlanPrestamo {
  const totalPagado = cuotas.reduce((total, cuota) => total + cuota.montoPagado, 0);
  const montoTotal = aCentavos(prestamo.montoTotal);
  return {
    prestamo,
    cuotas: cuotas.map(cuotaAJson),
    resumen: {
      totalPagado: aPesos(totalPagado),
      saldoPendiente: prestamo.saldoPendiente,
      cuotasPagadas: cuotas.filter((cuota) => cuota.estado === 'pagada').length,
      porcentajePagado: montoTotal === 0 ? 0 : Math.round((totalPagado * 1000) / montoTotal) / 10,
    },
  };
}

/** Un plan recién insertado: lo que el recálculo necesita del préstamo y las cuotas, sin leerlas de vuelta. */
export interface PlanInsertado {
  prestamo: PrestamoParaRecalculo;
  /** Tal como quedaron guardadas: pendientes y sin pagos. */
  cuotas: CuotaEnCentavos[];
}

/**
 * Las cuotas de un plan recién calculado, sin pagos, en centavos. Los ids salen de aquí (UUID v7, como uuid_v7() de la
 * base) para no tener que leer las cuotas de vuelta. La usan el plan de un préstamo y la aplicación por lotes.
 */
export function cuotasNuevas(plan: Pick<ReturnType<typeof calcularPlan>, 'cuotas'>): CuotaEnCentavos[] {
  return plan.cuotas.map((cuota) =>
    cuotaSinPagos({
      numero: cuota.numero,
      fechaProgramada: cuota.fechaProgramada,
      montoCapital: centavosDePesos(cuota.montoCapital),
      montoInteres: centavosDePesos(cuota.montoInteres),
      montoTotal: centavosDePesos(cuota.montoTotal),
    }),
  );
}

/** Una cuota recién creada, pendiente y sin pagos, con su id (UUID v7). */
export function cuotaSinPagos(
  cuota: Pick<CuotaEnCentavos, 'numero' | 'fechaProgramada' | 'montoCapital' | 'montoInteres' | 'montoTotal'>,
): CuotaEnCentavos {
  return {
    id: uuidV7(),
    ...cuota,
    montoPagado: CERO_CENTAVOS,
    montoRefinanciado: CERO_CENTAVOS,
    montoCondonado: CERO_CENTAVOS,
    moraCausada: CERO_CENTAVOS,
    estado: 'pendiente',
    fechaPago: null,
  };
}

/**
 * El plan de pagos de un préstamo: se genera una sola vez, se lee con el resumen de lo pagado, y sus cuotas se
 * pagan o se revierten como asientos del libro (LibroService).
 */
/** El aviso «Plan de pagos generado» de la lista del préstamo: cuántas cuotas, de cuánto y cuándo la última. */
export function notificacionDelPlan(
  prestamoId: string,
  modalidad: Modalidad,
  plan: Pick<ReturnType<typeof calcularPlan>, 'cuotas' | 'cuota'>,
): NuevaNotificacion {
  const ultima = plan.cuotas[plan.cuotas.length - 1];
  return {
    prestamoId,
    categoria: 'plan',
    titulo: 'Plan de pagos generado',
    mensaje:
      `${plan.cuotas.length} cuotas ${modalidad === 'diario' ? 'diarias' : `${modalidad}es`} de ${formatearCOP(plan.cuota)}` +
      (ultima.montoTotal === plan.cuota
        ? `, la última el ${formatearFecha(ultima.fechaProgramada)}`
        : `; la última, de ${formatearCOP(ultima.montoTotal)}, el ${formatearFecha(ultima.fechaProgramada)}`),
  };
}

@Injectable()
export class PlanService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly libro: LibroService,
    private readonly lectura: PrestamosLectura,
    private readonly nucleo: NucleoDinero,
  ) {
    this.pagoCuota = operacionPagoCuota(libro);
    this.reversion = operacionRevertirCuota(libro);
  }

  /** El pago de una cuota declarado para el núcleo de dinero. */
  private readonly pagoCuota: ReturnType<typeof operacionPagoCuota>;
  private readonly reversion: ReturnType<typeof operacionRevertirCuota>;

  /**
   * Inserta las cuotas del plan con las condiciones guardadas del préstamo y las devuelve (sin recalcular el
   * préstamo). El llamador ya bloqueó el préstamo: dos peticiones a la vez esperan el candado y la segunda encuentra
   * el plan hecho (409).
   */
  async generarEn(
    manager: EntityManager,
    prestamo: PrestamoBloqueado,
    registradoPor: string | null = null,
  ): Promise<PlanInsertado> {
    const leida = await consultasPlan.prestamoParaPlan(manager, prestamo.id);
    const fila = {
      ...leida,
      modalidad: deLista(MODALIDADES, leida.modalidad, 'prestamos.modalidad'),
      tipo_amortizacion: deLista(TIPOS_AMORTIZACION, leida.tipo_amortizacion, 'prestamos.tipo_amortizacion'),
      estado: deLista(ESTADOS_PRESTAMO, leida.estado, 'prestamos.estado'),
    };
    if (fila.plan_generado) throw conflicto(CODIGOS.planYaGenerado, MENSAJES_PLAN.yaGenerado);
    const plan = calcularPlan({
      monto: Number(fila.monto),
      interes: Number(fila.interes),
      cuotas: fila.cuotas,
      modalidad: fila.modalidad,
      tipoAmortizacion: fila.tipo_amortizacion,
      fechaInicio: fila.fecha_inicio,
      fechaPrimerPago: fila.fecha_primer_pago,
    });
    const cuotas = cuotasNuevas(plan);
    await consultasPlan.insertarCuotas(
      manager,
      cuotas.map((c) => ({
        id: c.id,
        prestamo_id: prestamo.id,
        // La oficina del préstamo, ya leída: la llave (prestamo_id, oficina_id) la comprueba sin disparador por fila.
        oficina_id: fila.oficina_id,
        numero: c.numero,
        fecha_programada: c.fechaProgramada,
        monto_capital: aPesos(c.montoCapital),
        monto_interes: aPesos(c.montoInteres),
        monto_total: aPesos(c.montoTotal),
      })),
    );
    // La cuota del préstamo es la del plan que se emite ahora (un préstamo creado antes de cambiar el reparto
    // guardó la cuota del reparto anterior).
    await consultasPlan.marcarPlanGenerado(manager, prestamo.id, plan.cuota);
    prestamo.planGenerado = true;
    // Generar el plan es desembolsar: nace la deuda pactada (repartida como las cuotas) y sale el efectivo entregado.
    // Un préstamo de antes del libro que recibe su plan ahora ya tiene su desembolso (libro_reconstruir).
    if (!(await consultasPlan.yaDesembolsado(manager, prestamo.id))) {
      // Un préstamo importado no sacó su dinero de la caja de Cartera (docs/decisiones/importacion.md).
      const entregado = fila.importado
        ? 0
        : aCentavos(Number(fila.monto_entregado)) - aCentavos(Number(fila.monto_refinanciado));
      const pactado = cuotas.reduce((total, cuota) => total + cuota.montoTotal, 0);
      // El capital y el interés de su comprobante (repartoDesembolso): el interés retenido de un interés adelantado es
      // interés, y el préstamo nuevo de un reenganche recibe el capital que el mayor pasa del anterior.
      const reparto = repartoDesembolso({
        pactado,
        entregado,
        capitalRefinanciado: fila.prestamo_origen_id
          ? (await saldoContable(manager, fila.prestamo_origen_id)).capital
          : 0,
        // Importado: el capital que se entregó (en interés adelantado, sin el interés retenido).
        capitalImportado: fila.importado ? aCentavos(Number(fila.monto_entregado)) : null,
      });
      await this.libro.asentar(manager, prestamo.id, [
        {
          tipo: 'desembolso',
          fecha: fila.fecha,
          monto: pactado,
          interes: reparto.interes,
          efectivo: -entregado,
          registradoPor,
        },
      ]);
    }
    await registrarNotificacion(manager, notificacionDelPlan(prestamo.id, fila.modalidad, plan));
    return {
      prestamo: {
        estado: fila.estado,
        planGenerado: true,
        montoTotal: aCentavos(Number(fila.monto_total)),
        fechaVencimiento: fila.fecha_vencimiento,
      },
      cuotas,
    };
  }

  /** Genera el plan de un préstamo bloqueado y deja saldo, mora y estado de acuerdo con él. */
  async generarYRecalcularEn(
    manager: EntityManager,
    prestamo: PrestamoBloqueado,
    registradoPor: string | null = null,
  ): Promise<PlanRecalculado> {
    const insertado = await this.generarEn(manager, prestamo, registradoPor);
    return this.libro.recalcularPlanNuevo(manager, prestamo.id, insertado.prestamo, insertado.cuotas);
  }

  async generar(prestamoId: string, contexto: ContextoSolicitud): Promise<PlanPrestamo> {
    return this.dataSource.transaction(async (manager) => {
      const prestamo = await this.libro.bloquearPrestamo(manager, prestamoId);
      this.libro.asegurarAbierto(prestamo);
      const { cuotas } = await this.generarYRecalcularEn(manager, prestamo, contexto.actor.id);
      await auditar(manager, contexto, 'Préstamos', {
        oficina: { de: 'prestamos', id: prestamoId },
        accion: 'Generar plan de pagos',
        detalles: `Plan de ${cuotas.length} cuotas del préstamo #${prestamo.numero}`,
        datosNuevos: { prestamo: prestamoId, cuotas: cuotas.length },
      });
      return planAJson(await this.lectura.obtener(manager, prestamoId, contexto.actor), cuotas);
    });
  }

  async obtener(
    prestamoId: string,
    actor: Usuario,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<PlanPrestamo> {
    const prestamo = await this.lectura.obtener(manager, prestamoId, actor);
    const filas = await consultasPlan.cuotas(manager, prestamoId);
    return planAJson(
      prestamo,
      filas.map((fila) => cuotaEnCentavos({ ...fila, estado: estadoDeCuota(fila.estado) })),
    );
  }

  /**
   * Paga (total o parcialmente) la cuota `numero` por el núcleo de dinero: un cobro de origen 'pago_cuota' aplicado
   * sólo a esa cuota, después de la mora (docs/decisiones/nucleo-de-dinero.md).
   */
  async pagarCuota(
    prestamoId: string,
    numero: number,
    dto: PagarCuotaDto,
    contexto: ContextoSolicitud,
  ): Promise<PlanPrestamo> {
    const pedido = { prestamoId, numero, monto: centavosDePesos(dto.monto), fecha: fechaDePago(dto.fecha) };
    return this.dataSource.transaction(async (manager) => {
      const ejecucion = await this.nucleo.ejecutar(this.pagoCuota, pedido, contexto, { manager });
      if (!ejecucion.hecha)
        throw new Error('Un pago de cuota no pasa por cuatro ojos: no puede quedar esperando');
      return planAJson(
        await this.lectura.obtener(manager, prestamoId, contexto.actor),
        ejecucion.planes[0].cuotas,
      );
    });
  }

  /** Revierte la cuota `numero` por el núcleo de dinero: deshace exactamente sus aplicaciones (LibroService.revertirCuota). */
  async revertirCuota(
    prestamoId: string,
    numero: number,
    contexto: ContextoSolicitud,
  ): Promise<PlanPrestamo> {
    return this.dataSource.transaction(async (manager) => {
      const ejecucion = await this.nucleo.ejecutar(this.reversion, { prestamoId, numero }, contexto, {
        manager,
      });
      if (!ejecucion.hecha)
        throw new Error('Revertir una cuota no pasa por cuatro ojos: no puede quedar esperando');
      return planAJson(
        await this.lectura.obtener(manager, prestamoId, contexto.actor),
        ejecucion.planes[0].cuotas,
      );
    });
  }
}
