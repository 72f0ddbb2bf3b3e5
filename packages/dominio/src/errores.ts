// Códigos de error de la API (docs/decisiones/contrato-de-la-api.md): el `code` de `{ success: false, message, code }`.
// Todos los que la API puede responder están aquí: la API los lanza (api/src/common/errores.ts: `ErrorNegocio` sólo
// acepta un `CodigoError`) y las pantallas los comparan con estas mismas constantes. Ningún otro archivo escribe un
// código como texto (scripts/contrato.test.mjs lo comprueba).

export const CODIGOS = {
  // Generales: los que produce el filtro de excepciones o cualquier recurso.
  validacion: 'VALIDACION',
  jsonInvalido: 'JSON_INVALIDO',
  noEncontrado: 'NO_ENCONTRADO',
  noAutenticado: 'NO_AUTENTICADO',
  sesionInvalida: 'SESION_INVALIDA',
  prohibido: 'PROHIBIDO',
  conflicto: 'CONFLICTO',
  datosAsociados: 'DATOS_ASOCIADOS',
  idInvalido: 'ID_INVALIDO',
  interno: 'ERROR_INTERNO',
  noDisponible: 'NO_DISPONIBLE',
  servicioNoDisponible: 'SERVICIO_NO_DISPONIBLE',
  baseDatosOcupada: 'BASE_DATOS_OCUPADA',
  demasiadasSolicitudes: 'DEMASIADAS_SOLICITUDES',
  solicitudInvalida: 'SOLICITUD_INVALIDA',
  metodoNoPermitido: 'METODO_NO_PERMITIDO',
  cuerpoDemasiadoGrande: 'CUERPO_DEMASIADO_GRANDE',
  urlDemasiadoLarga: 'URL_DEMASIADO_LARGA',
  tipoContenidoNoSoportado: 'TIPO_CONTENIDO_NO_SOPORTADO',
  referenciaInvalida: 'REFERENCIA_INVALIDA',
  /** Conflicto de serialización o interbloqueo en PostgreSQL: repetir la operación. */
  reintentar: 'REINTENTAR',
  /** La fecha cae en un periodo contable cerrado (docs/libro.md). */
  periodoCerrado: 'PERIODO_CERRADO',
  /** Un desembolso mayor que el efectivo de la caja de la oficina, con la organización en «rechazar» (fondeo.ts). */
  cajaInsuficiente: 'CAJA_INSUFICIENTE',
  formatoInvalido: 'FORMATO_INVALIDO',
  sinCambios: 'SIN_CAMBIOS',
  transicionNoPermitida: 'TRANSICION_NO_PERMITIDA',

  // Idempotency-Key (docs/decisiones/idempotencia.md).
  /** Una escritura de dinero (ruta @Idempotente) llegó sin la cabecera: 400, no se aplica. */
  idempotenciaRequerida: 'IDEMPOTENCIA_REQUERIDA',
  idempotenciaEnCurso: 'IDEMPOTENCIA_EN_CURSO',
  idempotenciaClaveInvalida: 'IDEMPOTENCIA_CLAVE_INVALIDA',
  idempotenciaOtraSolicitud: 'IDEMPOTENCIA_OTRA_SOLICITUD',
  idempotenciaAplicada: 'IDEMPOTENCIA_APLICADA',

  // Sesión y cuentas.
  credencialesInvalidas: 'CREDENCIALES_INVALIDAS',
  demasiadosIntentos: 'DEMASIADOS_INTENTOS',
  /** Una petición de otro sitio a una ruta de las cookies de /api/auth (Origin o Sec-Fetch-Site): 403. */
  origenNoPermitido: 'ORIGEN_NO_PERMITIDO',
  usuarioInactivo: 'USUARIO_INACTIVO',
  sesionVencida: 'SESION_VENCIDA',
  emailDuplicado: 'EMAIL_DUPLICADO',
  ultimoAdmin: 'ULTIMO_ADMIN',
  autoDesactivacion: 'AUTO_DESACTIVACION',
  autoEliminacion: 'AUTO_ELIMINACION',
  usuarioConDatos: 'USUARIO_CON_DATOS',
  adminProtegido: 'ADMIN_PROTEGIDO',
  soloCobradores: 'SOLO_COBRADORES',

  // Clientes.
  clienteConPrestamos: 'CLIENTE_CON_PRESTAMOS',
  cedulaDuplicada: 'CEDULA_DUPLICADA',
  registroCedulasNoDisponible: 'REGISTRO_CEDULAS_NO_DISPONIBLE',

  // Datos personales (docs/decisiones/datos-personales.md).
  /** Un cliente sin autorización de tratamiento de datos no recibe un préstamo nuevo. */
  clienteSinAutorizacionDatos: 'CLIENTE_SIN_AUTORIZACION_DATOS',
  /** La ley obliga a conservar los datos (préstamos abiertos o historial dentro del plazo de retención). */
  supresionNoPermitida: 'SUPRESION_NO_PERMITIDA',
  clienteSuprimido: 'CLIENTE_SUPRIMIDO',

  // Préstamos, plan y libro.
  terminosPrestamoInvalidos: 'TERMINOS_PRESTAMO_INVALIDOS',
  prestamoNoEncontrado: 'PRESTAMO_NO_ENCONTRADO',
  prestamoNoDesembolsado: 'PRESTAMO_NO_DESEMBOLSADO',
  prestamoCerrado: 'PRESTAMO_CERRADO',
  prestamoNoEditable: 'PRESTAMO_NO_EDITABLE',
  prestamoDesembolsado: 'PRESTAMO_DESEMBOLSADO',
  prestamoConSaldo: 'PRESTAMO_CON_SALDO',
  prestamoSinSaldo: 'PRESTAMO_SIN_SALDO',
  prestamoNoAnulable: 'PRESTAMO_NO_ANULABLE',
  prestamoConCobros: 'PRESTAMO_CON_COBROS',
  prestamoConCondonaciones: 'PRESTAMO_CON_CONDONACIONES',
  prestamoNoSolicitado: 'PRESTAMO_NO_SOLICITADO',
  prestamoNoAbierto: 'PRESTAMO_NO_ABIERTO',
  prestamoNoReenganchable: 'PRESTAMO_NO_REENGANCHABLE',
  prestamoYaReenganchado: 'PRESTAMO_YA_REENGANCHADO',
  prestamoReengancheFijo: 'PRESTAMO_REENGANCHE_FIJO',
  prestamoReengancheNoAnulable: 'PRESTAMO_REENGANCHE_NO_ANULABLE',
  /** Un reenganche a interés adelantado que entregaría efectivo negativo: el cliente tiene que pagar antes. */
  reengancheRequierePago: 'REENGANCHE_REQUIERE_PAGO',
  reengancheConMora: 'REENGANCHE_CON_MORA',
  moraSobreUsura: 'MORA_SOBRE_USURA',
  planNoGenerado: 'PLAN_NO_GENERADO',
  planYaGenerado: 'PLAN_YA_GENERADO',
  cuotaInvalida: 'CUOTA_INVALIDA',
  cuotaNoEncontrada: 'CUOTA_NO_ENCONTRADA',
  cuotaPagada: 'CUOTA_PAGADA',
  cuotaSinPagos: 'CUOTA_SIN_PAGOS',
  montoSuperaSaldo: 'MONTO_SUPERA_SALDO',
  montoSuperaSaldoCuota: 'MONTO_SUPERA_SALDO_CUOTA',
  montoSuperaCastigado: 'MONTO_SUPERA_CASTIGADO',
  /** La EA del préstamo supera la tasa de usura y la organización rechaza (docs/decisiones/tasa-efectiva-y-usura.md). */
  prestamoSuperaUsura: 'PRESTAMO_SUPERA_USURA',
  /** La EA supera la tasa de usura y la organización avisa: quien aprueba debe enviar `confirmarUsura: true`. */
  confirmacionUsuraRequerida: 'CONFIRMACION_USURA_REQUERIDA',
  /** Dos tasas de usura del mismo tipo de crédito con periodos que se cruzan. */
  tasaUsuraSolapada: 'TASA_USURA_SOLAPADA',

  // Cobros y caja de cobradores.
  cobroOtroPrestamo: 'COBRO_OTRO_PRESTAMO',
  /** Corregir préstamo: el préstamo elegido es de otro cliente. */
  cobroOtroCliente: 'COBRO_OTRO_CLIENTE',
  cobroEnEntrega: 'COBRO_EN_ENTREGA',
  cobroDeCierre: 'COBRO_DE_CIERRE',
  gastoYaRechazado: 'GASTO_YA_RECHAZADO',
  gastoEntregado: 'GASTO_ENTREGADO',
  /** Aprobar un gasto que no espera aprobación (ya aceptado). */
  gastoNoPendiente: 'GASTO_NO_PENDIENTE',
  /** Quien registró un gasto no lo aprueba: otra persona decide. */
  aprobadorEsRegistrante: 'APROBADOR_ES_REGISTRANTE',
  /** Una entrega de caja esperaría un monto negativo (gastos mayores que cobros): no se registra ni se confirma. */
  entregaNegativa: 'ENTREGA_NEGATIVA',
  entregaPendiente: 'ENTREGA_PENDIENTE',
  nadaPorEntregar: 'NADA_POR_ENTREGAR',
  entregaYaConfirmada: 'ENTREGA_YA_CONFIRMADA',
  /** Un abono a un faltante mayor que lo que el cobrador debe (o sin deuda): 400, no cambia nada. */
  abonoSuperaDeuda: 'ABONO_SUPERA_DEUDA',
  movimientoDeEntrega: 'MOVIMIENTO_DE_ENTREGA',

  // Garantías y documentos.
  avaluoSoloOficina: 'AVALUO_SOLO_OFICINA',
  documentoDeOtroPrestamo: 'DOCUMENTO_DE_OTRO_PRESTAMO',
  archivoDemasiadoGrande: 'ARCHIVO_DEMASIADO_GRANDE',
  archivoNoPermitido: 'ARCHIVO_NO_PERMITIDO',
  noMultipart: 'NO_MULTIPART',
  multipartInvalido: 'MULTIPART_INVALIDO',
  variosArchivos: 'VARIOS_ARCHIVOS',
  subidasSimultaneas: 'SUBIDAS_SIMULTANEAS',
  subidasPorMinuto: 'SUBIDAS_POR_MINUTO',
  cuotaDocumentos: 'CUOTA_DOCUMENTOS',

  // Mi Ruta.
  rechazosPorMinuto: 'RECHAZOS_POR_MINUTO',
  /** Pasado el tope de rechazos por usuario y día, o el de su tamaño guardado en total (limite-rechazos.ts): 429. */
  rechazosPorDia: 'RECHAZOS_POR_DIA',
  rechazosEspacio: 'RECHAZOS_ESPACIO',

  // Oficinas (docs/decisiones/oficinas.md).
  /** Ya hay una oficina con ese código (sin distinguir mayúsculas): 409. */
  oficinaDuplicada: 'OFICINA_DUPLICADA',

  // Metas de cobradores.
  metaDuplicada: 'META_DUPLICADA',
  cobradorInactivo: 'COBRADOR_INACTIVO',

  // Notificaciones.
  canalNoConfigurado: 'CANAL_NO_CONFIGURADO',
  pruebaCanalFallida: 'PRUEBA_CANAL_FALLIDA',
  plantillaDuplicada: 'PLANTILLA_DUPLICADA',
  plantillaAutomatica: 'PLANTILLA_AUTOMATICA',
  sinDestinatarios: 'SIN_DESTINATARIOS',
  notificacionNoProgramada: 'NOTIFICACION_NO_PROGRAMADA',
  cuotaDiariaNotificaciones: 'CUOTA_DIARIA_NOTIFICACIONES',

  // Reportes y exportes.
  exporteEnCurso: 'EXPORTE_EN_CURSO',
  exporteDemasiadoGrande: 'EXPORTE_DEMASIADO_GRANDE',

  // Importación de la cartera de un prestamista (docs/decisiones/importacion.md).
  /** Un archivo que no se puede leer: no es XLSX ni CSV, trae macros o fórmulas, es enorme o está comprimido de más. */
  archivoImportacionInvalido: 'ARCHIVO_IMPORTACION_INVALIDO',
  /** La importación ya no está en un estado que permita lo pedido (aplicar una ya aplicada, descartar una en curso…). */
  importacionEstadoInvalido: 'IMPORTACION_ESTADO_INVALIDO',
  /** Una hoja del archivo sin una columna obligatoria: `errors` lleva, por hoja, sus encabezados (para mapearlos). */
  encabezadosImportacion: 'ENCABEZADOS_IMPORTACION',
  /** Cerrar un periodo mientras se aplica una importación (su historia va en fechas pasadas): 409, nada cambia. */
  cierreConImportacion: 'CIERRE_CON_IMPORTACION',

  // Sistema: respaldos y verificación del libro.
  respaldoEnCurso: 'RESPALDO_EN_CURSO',
  respaldosNoDisponibles: 'RESPALDOS_NO_DISPONIBLES',
  respaldoFallido: 'RESPALDO_FALLIDO',
  respaldoSinArchivo: 'RESPALDO_SIN_ARCHIVO',
  verificacionEnCurso: 'VERIFICACION_EN_CURSO',

  // Cuatro ojos (docs/decisiones/cuatro-ojos.md).
  /** Quien pidió una operación (una solicitud de préstamo, una condonación, un castigo) no la aprueba. */
  aprobadorEsSolicitante: 'APROBADOR_ES_SOLICITANTE',
  /** Un préstamo por encima del umbral del gerente lo aprueba un administrador. */
  aprobacionSoloAdmin: 'APROBACION_SOLO_ADMIN',
  /** La aprobación ya se aprobó o se rechazó. */
  aprobacionNoPendiente: 'APROBACION_NO_PENDIENTE',
  /** El préstamo ya tiene una condonación (o un castigo) esperando aprobación. */
  aprobacionYaPendiente: 'APROBACION_YA_PENDIENTE',
  // Pagos por transferencia (docs/decisiones/pagos-por-transferencia.md).
  /** Ya hay una cuenta de recaudo de ese tipo con ese identificador. */
  cuentaPagoRepetida: 'CUENTA_PAGO_REPETIDA',
  /** La transferencia ya se confirmó o se rechazó. */
  transferenciaNoPendiente: 'TRANSFERENCIA_NO_PENDIENTE',
  /** Un cobrador no aplica directo una transferencia cuando la organización las confirma en la oficina. */
  transferenciaPorConfirmar: 'TRANSFERENCIA_POR_CONFIRMAR',
  /** El extracto no se puede leer con esas columnas (fechas o valores que no lo son, columnas que no están): 400. */
  extractoInvalido: 'EXTRACTO_INVALIDO',
  /** La línea en suspenso ya se aplicó o se marcó «no es nuestro»: 409, nada cambia. */
  lineaSuspensoDecidida: 'LINEA_SUSPENSO_DECIDIDA',
  /** El cobro vino de una línea del extracto o de un pago de Wompi: no se borra ni se cambia a mano (409). */
  cobroDeRecaudo: 'COBRO_DE_RECAUDO',
} as const;

export type CodigoError = (typeof CODIGOS)[keyof typeof CODIGOS];

/** El código de un error sin respuesta del servidor (estado 0): lo pone el cliente HTTP, la API nunca lo envía. */
export const CODIGO_ERROR_RED = 'ERROR_RED';
