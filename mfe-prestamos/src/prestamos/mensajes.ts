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

/** The questions asked in the page before the destructive actions (spec §5). */
export const CONFIRMACIONES = {
  cancelar: (cliente: string) =>
    `¿Cancelar el préstamo de ${cliente}? Se anula el desembolso: el dinero vuelve a la caja y el préstamo queda cancelado. Un préstamo con cobros no se cancela: se liquida o se castiga.`,
  reenganche: (cliente: string, saldo: string) =>
    `¿Reenganchar el préstamo de ${cliente}? El saldo de ${saldo} pasa a un préstamo nuevo y este queda reenganchado.`,
  revertir: (numero: number, pagado: string) =>
    `¿Revertir los pagos de la cuota ${numero} (${pagado})? Los cobros aplicados a esta cuota se deshacen.`,
} as const;

/** Texts of the loan journal's operations (docs/libro.md). The success toast is the API's own message when it sends one. */
export const MENSAJES_LIBRO = {
  liquidado: 'Préstamo liquidado',
  errorLiquidar: 'Error al liquidar el préstamo',
  condonado: 'Condonación registrada',
  errorCondonar: 'Error al condonar',
  castigado: 'Préstamo castigado',
  errorCastigar: 'Error al castigar el préstamo',
  anulado: 'Préstamo anulado',
  errorAnular: 'Error al anular el préstamo',
  aprobado: 'Solicitud aprobada: el préstamo quedó desembolsado',
  errorAprobar: 'Error al aprobar la solicitud',
  rechazado: 'Solicitud rechazada',
  errorRechazar: 'Error al rechazar la solicitud',
  errorMovimientos: 'Error al cargar los movimientos',
  solicitado: 'Solicitud registrada: queda pendiente de aprobación por un administrador o gerente',
  solicitadoPorUmbral:
    'El préstamo pasa el monto que un gerente desembolsa solo: queda como solicitud hasta que un administrador la apruebe',
  montoRecibidoMayor: 'El monto recibido no puede superar el saldo pendiente',
  montoCondonadoMayor: 'El monto a condonar no puede superar el saldo pendiente',
  montoEntero: 'Escriba un monto en pesos mayor que cero',
  seCondonaran: (monto: string) => `Se condonarán ${monto}`,
  sinCondonacion: 'Se recibe el saldo completo: no se condona nada',
  notaCondiciones: 'Las condiciones de un préstamo desembolsado se cambian con un reenganche',
} as const;

export const CONFIRMACIONES_LIBRO = {
  liquidar: (cliente: string, recibido: string, condonado: string) =>
    `¿Liquidar el préstamo de ${cliente}? Se registra un cobro de ${recibido} y se condonan ${condonado}. El préstamo queda pagado.`,
  condonar: (cliente: string, monto: string) =>
    `¿Condonar ${monto} del préstamo de ${cliente}? El saldo pendiente baja en esa cantidad.`,
  castigar: (cliente: string, saldo: string) =>
    `¿Castigar el préstamo de ${cliente}? El saldo pendiente de ${saldo} se da por perdido y el préstamo queda castigado. Lo que se reciba después se registra como recuperación.`,
  anular: (cliente: string, monto: string) =>
    `¿Anular el préstamo de ${cliente}? Se deshace el desembolso de ${monto}: el dinero vuelve a la caja y el préstamo queda cancelado.`,
  aprobar: (cliente: string, monto: string) =>
    `¿Aprobar la solicitud de ${cliente} por ${monto}? El préstamo se desembolsa y se crea su plan de pagos.`,
  rechazar: (cliente: string) => `¿Rechazar la solicitud de ${cliente}?`,
} as const;
