// Texts of the loan screens. Those of spec §8 are word for word; the rest follow the same voice.
export const MENSAJES_PRESTAMOS = {
  errorCargar: 'Error al cargar datos',
  errorGuardar: 'Error al guardar préstamo',
  creado: 'Préstamo creado correctamente',
  actualizado: 'Préstamo actualizado',
  cancelado: 'Préstamo cancelado',
  errorCancelar: 'No se pudo cancelar',
  reenganchado: 'Reenganche realizado',
  errorReenganche: 'Error reenganche',
  marcadoPagado: 'Préstamo marcado como pagado',
  errorMarcarPagado: 'Error marcando pagado',
  planGenerado: 'Plan de pagos generado',
  errorGenerarPlan: 'Error generando plan',
  pagoAplicado: 'Pago aplicado',
  errorPago: 'Error aplicando pago',
  errorRed: 'Error de red',
  pagoRevertido: 'Pago revertido',
  errorRevertir: 'Error revirtiendo',
  errorArchivo: 'Error generando archivo',
  noEncontrado: 'Préstamo no encontrado',
  errorInformacion: 'Error cargando información',
  /** The API's words when an installment payment is larger than what the installment still owes. */
  montoSuperaCuota: 'El monto supera el saldo de la cuota',
  sinResultadosExporte: 'No hay préstamos para exportar con estos filtros',
} as const;

/** Browser confirmations of the destructive actions (spec §5). */
export const CONFIRMACIONES = {
  cancelar: (cliente: string) =>
    `¿Cancelar el préstamo de ${cliente}? El préstamo quedará cancelado y no admitirá más pagos.`,
  marcarPagado: (cliente: string, saldo: string) =>
    `¿Marcar como pagado el préstamo de ${cliente}? Se registrará un pago por el saldo pendiente de ${saldo}.`,
  reenganche: (cliente: string, saldo: string) =>
    `¿Reenganchar el préstamo de ${cliente}? El saldo de ${saldo} pasa a un préstamo nuevo y este queda reenganchado.`,
  revertir: (numero: number, pagado: string) =>
    `¿Revertir los pagos de la cuota ${numero} (${pagado})? Los cobros aplicados a esta cuota se deshacen.`,
} as const;
