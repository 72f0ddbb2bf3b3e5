import { Injectable, Optional } from '@nestjs/common';
import { CODIGOS, hoyBogota, repartirMoraPrimero, type Centavos } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { ErrorNegocio } from '../common/errores';
import { AvisosDeMora } from './avisos-de-mora';
import { asentar, causarMora, causarMoraLeida } from './libro-asientos';
import {
  aplicarResto,
  asegurarAbierto,
  asegurarCobrable,
  asegurarDentroDelMaximo,
  cuotasPorCobrar,
} from './libro-aplicaciones';
import { reaplicarCobro, registrarCobros, registrarRecuperacion, type CobroRegistrado } from './libro-cobros';
import { asegurarFueraDeEntregaPendiente, deshacerCobro, revertirCuota } from './libro-reversiones';
import { consultasLibro } from './libro.consultas';
import {
  MENSAJES_LIBRO,
  type AplicacionRepartida,
  type CuotaEnCentavos,
  type DatosCobroLibro,
  type LecturaPrestamo,
  type PlanRecalculado,
  type PrestamoBloqueado,
  type PrestamoParaRecalculo,
  type ResultadoRecalculo,
} from './libro.tipos';
import { estadoMora } from './mora';
import { recalcularPlan, recalcularPlanNuevo } from './recalculo';

export * from './libro.tipos';
export type { CobroRegistrado } from './libro-cobros';

/**
 * El libro del préstamo: el único libro de dinero de un préstamo. Pagar una cuota y registrar un cobro son el mismo
 * asiento visto desde dos pantallas: un cobro y sus aplicaciones a cuotas. Cada método corre dentro de la transacción
 * del llamador (el núcleo de dinero, docs/decisiones/nucleo-de-dinero.md), que antes bloqueó la fila del préstamo; el
 * recálculo deja cuotas y préstamo de acuerdo con el libro. Por asunto: el reparto sobre las cuotas
 * (libro-aplicaciones.ts), los asientos y la mora (libro-asientos.ts), los cobros (libro-cobros.ts), las reversiones
 * (libro-reversiones.ts), el recálculo (recalculo.ts) y sus consultas (libro.consultas.ts). Lo que sólo expone una
 * función de esos archivos es una propiedad con la función misma (misma firma, escrita una vez).
 */
@Injectable()
export class LibroService {
  /** Mensajes automáticos del recálculo (aviso de mora) encolados en la misma transacción del movimiento. */
  constructor(@Optional() private readonly automaticos?: AvisosDeMora) {}

  /** Bloquea la fila del préstamo hasta el fin de la transacción: serializa todo movimiento de dinero del préstamo. */
  async bloquearPrestamo(manager: EntityManager, prestamoId: string): Promise<PrestamoBloqueado> {
    const prestamo = await this.bloquearPrestamoSiExiste(manager, prestamoId);
    if (!prestamo) throw new ErrorNegocio(CODIGOS.prestamoNoEncontrado, MENSAJES_LIBRO.prestamoNoEncontrado, 404);
    return prestamo;
  }

  /** Como bloquearPrestamo, pero sin el 404: quien llama decide el error (p. ej. un campo `prestamo` inválido). */
  async bloquearPrestamoSiExiste(manager: EntityManager, prestamoId: string): Promise<PrestamoBloqueado | null> {
    const fila = await consultasLibro.bloquearPrestamo(manager, prestamoId);
    if (!fila) return null;
    return {
      id: fila.id,
      numero: String(fila.numero),
      clienteId: fila.cliente_id,
      cobradorId: fila.cobrador_id,
      estado: fila.estado,
      planGenerado: fila.plan_generado,
      montoTotal: Number(fila.monto_total),
      saldoPendiente: Number(fila.saldo_pendiente),
      fechaInicio: fila.fecha_inicio,
      diasAtrasFechas: fila.dias_atras_fechas,
    };
  }

  /** Una solicitud (o una rechazada) todavía no tiene dinero; cancelado, reenganchado y castigado están cerrados. */
  readonly asegurarAbierto = asegurarAbierto;

  /** Lo que se debe de cada cuota según las aplicaciones del libro, por número. */
  readonly cuotasPorCobrar = cuotasPorCobrar;

  /**
   * Reparte `centavos` según la regla del libro: primero la mora pendiente, y el resto a una sola cuota (pagar cuota) o
   * a las más antiguas (cobro). Devuelve sólo lo que va a las cuotas: la diferencia con `centavos` es la mora
   * (reaplicarCobro la toma así). Rechaza lo que supere lo que se debe.
   */
  async calcularAplicaciones(
    manager: EntityManager,
    prestamo: PrestamoBloqueado,
    centavos: Centavos,
    cuotaNumero?: number,
  ): Promise<AplicacionRepartida[]> {
    asegurarCobrable(prestamo);
    const { pendiente } = await estadoMora(manager, prestamo.id, hoyBogota());
    const cuotas = await cuotasPorCobrar(manager, prestamo.id);
    if (cuotaNumero === undefined) asegurarDentroDelMaximo(centavos, pendiente, cuotas);
    return aplicarResto(cuotas, repartirMoraPrimero(centavos, pendiente), cuotaNumero);
  }

  /** Escribe asientos en el libro del préstamo, en orden, con una sola sentencia, y su comprobante del mayor. */
  readonly asentar = asentar;

  /** causarMora del núcleo de dinero: devuelve además lo leído del préstamo, para escribir sin volver a leerlo. */
  readonly causarMoraLeida = causarMoraLeida;

  /** Causa la mora hasta `hasta` (libro-asientos.ts); devuelve la pendiente después, en centavos. */
  readonly causarMora = causarMora;

  /**
   * Registra un cobro con sus aplicaciones. No recalcula ni encola su recibo: lo hace el núcleo de dinero, que pasa lo
   * que ya leyó del préstamo (`lectura`).
   */
  async registrarCobro(
    manager: EntityManager,
    prestamo: PrestamoBloqueado,
    datos: DatosCobroLibro,
    lectura?: LecturaPrestamo,
  ): Promise<CobroRegistrado> {
    const [registrado] = await registrarCobros(manager, prestamo, [datos], lectura);
    return registrado;
  }

  /** Varios cobros del mismo préstamo en orden (la historia de un préstamo), con dos INSERT en total. */
  readonly registrarCobros = registrarCobros;

  /** Dinero recibido de un préstamo castigado, nunca más de lo castigado que falta por recuperar. */
  readonly registrarRecuperacion = registrarRecuperacion;

  /** Vuelve a aplicar un cobro existente (editado, o pasado a otro préstamo) en el libro de `prestamoId`. */
  readonly reaplicarCobro = reaplicarCobro;

  /** Bloquea los cobros y rechaza (422 COBRO_EN_ENTREGA) si alguno está en una entrega de caja por confirmar. */
  readonly asegurarFueraDeEntregaPendiente = asegurarFueraDeEntregaPendiente;

  /** Deshace un cobro (borrarlo o editarlo) con su reversión asentada en la fecha del cobro. */
  readonly deshacerCobro = deshacerCobro;

  /** Revierte lo pagado de la cuota `numero`. */
  readonly revertirCuota = revertirCuota;

  /**
   * Deja cuotas y préstamo de acuerdo con el libro (recalculo.ts). `hoy` es la fecha de negocio en Bogotá. Las
   * operaciones del núcleo de dinero lo hacen en su paso de escritura; lo llaman a mano sólo el alta, el reenganche y la
   * carga de historia.
   */
  async recalcular(manager: EntityManager, prestamoId: string, hoy: string = hoyBogota()): Promise<ResultadoRecalculo> {
    return (await recalcularPlan(manager, prestamoId, hoy, this.automaticos)).resultado;
  }

  /** `recalcular`, y además las cuotas como quedaron: el plan que se responde sin volver a leerlo. */
  recalcularPlan(manager: EntityManager, prestamoId: string, hoy: string = hoyBogota()): Promise<PlanRecalculado> {
    return recalcularPlan(manager, prestamoId, hoy, this.automaticos);
  }

  /** El recálculo de un plan recién insertado, con sus cuotas en memoria (sin releerlas). */
  recalcularPlanNuevo(
    manager: EntityManager,
    prestamoId: string,
    prestamo: PrestamoParaRecalculo,
    cuotas: readonly CuotaEnCentavos[],
    hoy: string = hoyBogota(),
  ): Promise<PlanRecalculado> {
    return recalcularPlanNuevo(manager, prestamoId, prestamo, cuotas, hoy, this.automaticos);
  }
}
