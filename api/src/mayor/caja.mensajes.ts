// Lo que responden los comandos de la caja (docs/decisiones/comandos-del-mayor.md) cuando rechazan; caja/ los usa en sus
// respuestas (MENSAJES_CAJA_API) sin repetirlos.
import { formatearCOP, formatearFecha } from '@cartera/dominio';

export const MENSAJES_CAJA_MAYOR = {
  gastoNoEncontrado: 'Gasto no encontrado',
  entregaNoEncontrada: 'Entrega de caja no encontrada',
  cobradorNoEncontrado: 'Cobrador no encontrado',
  gastoYaRechazado: 'El gasto ya fue rechazado',
  gastoNoPendiente: 'El gasto ya está aceptado: no espera aprobación',
  aprobadorEsRegistrante:
    'Usted registró este gasto: no puede aprobarlo. Otro gerente o administrador debe revisarlo y aprobarlo o rechazarlo',
  entregaNegativa: (cobros: number, gastos: number) =>
    `Sus gastos sin entregar (${formatearCOP(gastos)}) superan sus cobros (${formatearCOP(cobros)}): una entrega no ` +
    'puede esperar un monto negativo. Entregue cuando sus cobros cubran esos gastos, o pida a la oficina que revise ' +
    'los gastos que no correspondan',
  confirmarNegativa: (numero: number, esperado: number) =>
    `Lo esperado de la entrega #${numero} es negativo (${formatearCOP(esperado)}): no se confirma ni se asienta como ` +
    'sobrante. Rechace los gastos de esa entrega que no correspondan hasta que lo esperado sea 0 o más',
  gastoEntregado:
    'El gasto ya es parte de una entrega confirmada: no se rechaza (una corrección se registra como movimiento de caja)',
  entregaYaConfirmada:
    'La entrega ya fue confirmada: no se modifica (una corrección se registra como movimiento de caja)',
  nadaPorEntregar: 'No tiene cobros ni gastos por entregar',
  fechaEntregada: (fecha: string) =>
    `La fecha del gasto no puede ser anterior a su última entrega de caja confirmada (${formatearFecha(fecha)})`,
} as const;
