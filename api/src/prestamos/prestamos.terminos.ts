// Lo que el alta, la edición y el reenganche de un préstamo comparten: sus mensajes, las cifras del plan que se guardan
// en el préstamo.
import {
  calcularPlan,
  tasaEfectivaDelPlan,
  type CuotaPlan,
  type PreviewPrestamoUsura,
} from '@cartera/dominio';
import type { TerminosCompletos } from './dto/terminos';

export const MENSAJES_PRESTAMOS = {
  clienteNoExiste: 'El cliente no existe',
  cobradorNoExiste: 'El cobrador no existe',
  cobradorInactivo: 'El cobrador está inactivo: no se le pueden asignar préstamos',
  condicionesDesembolsado:
    'Las condiciones de un préstamo desembolsado no se cambian: anúlelo si todavía no tiene cobros, o haga un reenganche',
  fechaDesembolsado:
    'La fecha de un préstamo desembolsado no se cambia: es el día en que salió el dinero y así está en el libro y en la ' +
    'caja de ese día. Si se registró con una fecha equivocada, anule el préstamo (sólo si todavía no tiene cobros) y ' +
    'regístrelo de nuevo con la fecha correcta',
  conSaldo:
    'El préstamo tiene saldo pendiente: para cerrarlo use Liquidar (lo recibido se registra como cobro y el resto se condona)',
  clienteAjeno: 'Sólo puede solicitar préstamos para clientes de su cartera',
  noEditable: 'No se puede modificar un préstamo cerrado (cancelado, reenganchado, castigado o rechazado)',
  reengancheFijo: 'El cliente y el monto de un préstamo de reenganche no se pueden modificar',
  noCancelable: 'El préstamo ya está cancelado o reenganchado',
  transicionNoPermitida: 'Transición de estado no permitida',
  noReenganchable: 'Sólo se puede reenganchar un préstamo activo, en mora o vencido',
  sinSaldo: 'El préstamo no tiene saldo pendiente',
} as const;

export interface PreviewJson extends PreviewPrestamoUsura {
  cuotas?: CuotaPlan[];
}

/** Figuras del motor de amortización que se guardan en el préstamo. */
export function figurasDelPlan(terminos: TerminosCompletos) {
  const plan = calcularPlan(terminos);
  const primera = plan.cuotas[0];
  const ultima = plan.cuotas[plan.cuotas.length - 1];
  return {
    plan,
    columnas: {
      monto: terminos.monto,
      interes: terminos.interes,
      cuotas: terminos.cuotas,
      modalidad: terminos.modalidad,
      tipo_amortizacion: terminos.tipoAmortizacion,
      fecha_inicio: terminos.fechaInicio,
      // La fecha efectiva (un préstamo diario nunca vence en domingo o festivo).
      fecha_primer_pago: primera.fechaProgramada,
      interes_total: plan.interesTotal,
      monto_total: plan.montoTotal,
      monto_entregado: plan.montoEntregado,
      saldo_pendiente: plan.montoTotal,
      cuota_diaria: plan.cuota,
      fecha_vencimiento: ultima.fechaProgramada,
      // La EA del plan (lo entregado en fecha_inicio y cada cuota en su fecha), guardada: la lista la filtra y ordena.
      tasa_efectiva_anual: tasaEfectivaDelPlan(plan, terminos.fechaInicio),
    },
  };
}

export type ColumnasPrestamo = ReturnType<typeof figurasDelPlan>['columnas'];
