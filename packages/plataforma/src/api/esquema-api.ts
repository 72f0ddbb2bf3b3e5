// Generado por `npm run api:tipos` (api/test/cliente-generado.e2e-spec.ts) desde el OpenAPI de la API con
// openapi-typescript: no se edita a mano. Las pantallas lo usan a través del cliente tipado (cliente.ts).
export interface paths {
  '/api/auditoria': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Eventos de auditoría, del más reciente al más antiguo */
    get: operations['AuditoriaController_listar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auditoria/resumen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Totales de eventos (exitosos, fallidos, advertencias) con los mismos filtros */
    get: operations['AuditoriaController_resumen'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auditoria/opciones': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Usuarios y módulos presentes en la auditoría, para los filtros */
    get: operations['AuditoriaController_opciones'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auditoria/export/{formato}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Descarga los eventos filtrados en CSV (UTF-8 con BOM, separador ;) o XLSX, en flujo */
    get: operations['AuditoriaController_exportar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usuarios': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Usuarios paginados, con búsqueda, filtros por rol y estado, y orden */
    get: operations['UsuariosController_listar'];
    put?: never;
    post: operations['UsuariosController_crear'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usuarios/stats/resumen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Totales: activos, inactivos y por rol */
    get: operations['UsuariosController_estadisticas'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usuarios/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['UsuariosController_obtener'];
    put: operations['UsuariosController_actualizar'];
    post?: never;
    delete: operations['UsuariosController_eliminar'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usuarios/{id}/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Cambia la contraseña y cierra las sesiones abiertas de ese usuario */
    put: operations['UsuariosController_cambiarPassword'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usuarios/{id}/desbloqueo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Borra los fallos de inicio de sesión contados de la cuenta: vuelve a entrar desde cualquier dispositivo (auditado; un gerente, sólo cobradores) */
    post: operations['UsuariosController_desbloquear'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Inicia sesión: token de acceso (15 min) y usuario en la raíz y en data, la cookie HttpOnly de renovación y la del dispositivo; 403 ORIGEN_NO_PERMITIDO desde otro sitio */
    post: operations['AuthController_login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/renovar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Token de acceso nuevo de la sesión de la cookie de renovación (HttpOnly); 401 SESION_VENCIDA si la sesión se cerró o venció; 403 ORIGEN_NO_PERMITIDO desde otro sitio */
    post: operations['AuthController_renovar'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cierra la sesión con la cookie de renovación sola o con el token de acceso, aunque haya vencido; borra la cookie; 401 sin ninguno de los dos; 403 ORIGEN_NO_PERMITIDO desde otro sitio; auditado */
    post: operations['AuthController_logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sesiones/cerrar-otras': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cierra todas las demás sesiones del usuario; la de la petición sigue; auditado */
    post: operations['AuthController_cerrarOtras'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Crea un usuario (admin o gerente), con las mismas reglas que POST /usuarios */
    post: operations['AuthController_registrar'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AuthController_perfil'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/perfil': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Cambia el nombre, el email o el teléfono propios (el email pide passwordActual); auditado */
    put: operations['AuthController_actualizarPerfil'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/avisos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Avisos de la cuenta propia: cambios de su contraseña o de su email */
    get: operations['AuthController_avisos'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Cambia la contraseña propia; devuelve un token nuevo (los anteriores dejan de valer) */
    put: operations['AuthController_cambiarMiPassword'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cobradores': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Cobradores paginados; la lista va en data.data; con cartera=1, la cartera de cada uno. Una sesión de cobrador recibe sólo su propia cuenta */
    get: operations['CobradoresController_listar'];
    put?: never;
    post: operations['CobradoresController_crear'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cobradores/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CobradoresController_obtener'];
    put: operations['CobradoresController_actualizar'];
    post?: never;
    delete: operations['CobradoresController_eliminar'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/clientes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Clientes paginados: búsqueda por nombre, cédula o teléfono; filtros estado y cobrador */
    get: operations['ClientesController_listar'];
    put?: never;
    /** Crea un cliente; un cobrador lo registra desde la calle (Mi Ruta) y queda en su cartera */
    post: operations['ClientesController_crear'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/clientes/cedula/{cedula}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Datos de una cédula: cliente existente, caché o registro externo (source) */
    get: operations['ClientesController_consultarCedula'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/clientes/cedula/{cedula}/cache': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Borra la consulta guardada de una cédula */
    delete: operations['ClientesController_limpiarCache'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/clientes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ClientesController_obtener'];
    put: operations['ClientesController_actualizar'];
    post?: never;
    delete: operations['ClientesController_eliminar'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/clientes/{id}/foto': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Foto del cliente como data URL (data.foto; null si no tiene) */
    get: operations['ClientesController_foto'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/habeas-data/solicitudes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Solicitudes de titulares: abiertas primero, por fecha límite */
    get: operations['HabeasDataController_listar'];
    put?: never;
    /** Registra una consulta o reclamo con su fecha límite en días hábiles */
    post: operations['HabeasDataController_crear'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/habeas-data/solicitudes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Estado y respuesta; con canalRespuesta la respuesta se envía al cliente */
    patch: operations['HabeasDataController_cambiar'];
    trace?: never;
  };
  '/api/habeas-data/aviso-privacidad': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Aviso de privacidad vigente y versiones anteriores */
    get: operations['HabeasDataController_avisoPrivacidad'];
    put?: never;
    /** Publica una versión nueva del aviso de privacidad */
    post: operations['HabeasDataController_nuevoAvisoPrivacidad'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/clientes/{id}/datos-personales': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Todo lo que se guarda del cliente (formato=json|pdf) */
    get: operations['DatosPersonalesController_exportar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/clientes/{id}/supresion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Anonimiza al cliente si la ley no obliga a conservar sus datos */
    post: operations['DatosPersonalesController_suprimir'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/clientes/{id}/avisos-previos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Avisos previos al reporte negativo (Ley 2157 de 2021) */
    get: operations['DatosPersonalesController_avisosPrevios'];
    put?: never;
    /** Registra un aviso previo al reporte negativo */
    post: operations['DatosPersonalesController_registrarAvisoPrevio'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prestamos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lista paginada con filtros, orden y resumen por estado */
    get: operations['PrestamosController_listar'];
    put?: never;
    /**
     * Un administrador o gerente desembolsa al crear; un cobrador registra una solicitud
     * @description El préstamo de un gerente por encima del umbral de la organización (GET /api/aprobaciones/umbrales) queda solicitado, como su solicitud, hasta que un administrador lo apruebe; `message` lo dice.
     */
    post: operations['PrestamosController_crear'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prestamos/export/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** CSV de todos los préstamos con los filtros de la lista (sin tope de filas; en flujo, UTF-8 con BOM y ;) */
    get: operations['PrestamosController_exportarCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prestamos/reportes/aging': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Cuotas vencidas por rango de días de atraso (1-8, 9-15, 16-30, 31+) */
    get: operations['PrestamosController_aging'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prestamos/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cifras del préstamo sin guardarlo */
    post: operations['PrestamosController_preview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prestamos/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PrestamosController_detalle'];
    /**
     * Edita un préstamo; las condiciones y la fecha, sólo mientras es una solicitud
     * @description Quien cambia las condiciones de una solicitud queda como quien la pide: otra persona la aprueba.
     */
    put: operations['PrestamosController_actualizar'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prestamos/{id}/cancelar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Anula el desembolso de un préstamo sin cobros (con cobros: liquidar o castigar) */
    patch: operations['PrestamosController_cancelar'];
    trace?: never;
  };
  '/api/prestamos/{id}/reenganche': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lo que se debe del préstamo, nombrado para un reenganche: capital, interés vencido e interés por vencer */
    get: operations['PrestamosController_saldoReenganche'];
    put?: never;
    /**
     * Préstamo nuevo por el saldo más el monto adicional; el anterior queda reenganchado
     * @description Sale de la caja monto nuevo − interés retenido − saldo anterior (docs/libro.md). 422 REENGANCHE_REQUIERE_PAGO si eso es negativo, con cuánto pagar primero y el monto adicional que alcanza. El préstamo nuevo pasa la regla de usura de un alta (tipo de crédito del anterior, tasa del día): 422 PRESTAMO_SUPERA_USURA en «rechazar»; en «avisar», confirmarUsura: true (auditado) o 422 CONFIRMACION_USURA_REQUERIDA.
     */
    post: operations['PrestamosController_reenganchar'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prestamos/{id}/estado': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: operations['PrestamosController_cambiarEstado'];
    trace?: never;
  };
  '/api/prestamos/{id}/plan/generar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['PrestamosController_generarPlan'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prestamos/{id}/plan': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PrestamosController_obtenerPlan'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prestamos/{id}/plan/cuota/{numero}/pagar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: operations['PrestamosController_pagarCuota'];
    trace?: never;
  };
  '/api/prestamos/{id}/plan/cuota/{numero}/revertir': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: operations['PrestamosController_revertirCuota'];
    trace?: never;
  };
  '/api/prestamos/{id}/plan/export/{formato}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Descarga el plan en CSV (UTF-8 con BOM, separador ;), XLSX o PDF */
    get: operations['PrestamosController_exportarPlan'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prestamos/{id}/movimientos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** El libro del préstamo: sus asientos del más antiguo al más nuevo */
    get: operations['PrestamosController_movimientos'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prestamos/{id}/liquidar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Pago anticipado: lo recibido es un cobro y el resto del saldo se condona */
    post: operations['PrestamosController_liquidar'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prestamos/{id}/condonar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Perdona parte o todo el saldo, desde las últimas cuotas
     * @description La de un gerente por encima del umbral de la organización no se aplica: espera a un administrador (GET /api/aprobaciones); la respuesta trae el préstamo sin cambios, `message` y `aprobacion` en la raíz.
     */
    post: operations['PrestamosController_condonar'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prestamos/{id}/castigar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Da el saldo por perdido y cierra el préstamo
     * @description El de un gerente con un saldo por encima del umbral de la organización espera a un administrador (GET /api/aprobaciones); la respuesta trae el préstamo sin cambios, `message` y `aprobacion` en la raíz.
     */
    post: operations['PrestamosController_castigar'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prestamos/{id}/anular': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['PrestamosController_anular'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prestamos/{id}/aprobar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Desembolsa una solicitud
     * @description Sobre la tasa de usura: con la organización en «rechazar», 422 PRESTAMO_SUPERA_USURA; en «avisar», el cuerpo debe traer confirmarUsura: true (auditado), si no 422 CONFIRMACION_USURA_REQUERIDA con las dos tasas y el interés más alto que no la supera. Cuatro ojos: quien pidió la solicitud (o cambió sus condiciones) recibe 403 APROBADOR_ES_SOLICITANTE; un gerente, 403 APROBACION_SOLO_ADMIN si el monto pasa el umbral del gerente.
     */
    patch: operations['PrestamosController_aprobar'];
    trace?: never;
  };
  '/api/prestamos/{id}/rechazar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: operations['PrestamosController_rechazar'];
    trace?: never;
  };
  '/api/prestamos/{id}/notificaciones': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PrestamosController_notificaciones'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sistema/barrido': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Corre ya el barrido de cada noche (cuotas vencidas, estados, interés de mora); el mismo trabajo, idempotente por día */
    post: operations['BarridoController_ejecutar'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/aprobaciones': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Lo que espera a una segunda persona: solicitudes de préstamo, condonaciones y castigos
     * @description ?estado=pendiente, lo que espera (la más antigua primero); ?tipo=prestamo|condonacion|castigo.
     */
    get: operations['AprobacionesController_listar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/aprobaciones/umbrales': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Desde qué monto el préstamo, la condonación y el castigo de un gerente esperan a un administrador */
    get: operations['AprobacionesController_umbrales'];
    /** Cambia los umbrales de aprobación (sólo admin; auditado). 0 o null: no espera */
    put: operations['AprobacionesController_guardarUmbrales'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/aprobaciones/{id}/aprobar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Aprueba una condonación o un castigo: se aplica tal como se pidió
     * @description Quien la pidió recibe 403 APROBADOR_ES_SOLICITANTE; ya resuelta, 409 APROBACION_NO_PENDIENTE.
     */
    patch: operations['AprobacionesController_aprobar'];
    trace?: never;
  };
  '/api/aprobaciones/{id}/rechazar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Rechaza una condonación o un castigo, con motivo: el préstamo queda como estaba */
    patch: operations['AprobacionesController_rechazar'];
    trace?: never;
  };
  '/api/configuracion/tasas-usura': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Tasas de usura certificadas, por tipo de crédito y periodo */
    get: operations['TasasUsuraController_listar'];
    put?: never;
    /** Registra una tasa certificada (sólo admin; periodos sin cruces por tipo; auditado) */
    post: operations['TasasUsuraController_crear'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/configuracion/tasas-usura/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['TasasUsuraController_actualizar'];
    post?: never;
    delete: operations['TasasUsuraController_eliminar'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reportes/usura': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Préstamos abiertos cuya tasa efectiva anual supera la tasa de usura de su fecha */
    get: operations['ReporteUsuraController_listar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reportes/usura/export/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** El reporte de usura en CSV (UTF-8 con BOM y ;) */
    get: operations['ReporteUsuraController_exportarCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cobros': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lista paginada; un cobrador sólo ve sus cobros */
    get: operations['CobrosController_listar'];
    put?: never;
    /** Registra un cobro aplicado a las cuotas más antiguas */
    post: operations['CobrosController_crear'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cobros/prestamo/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Cobros de un préstamo */
    get: operations['CobrosController_porPrestamo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cobros/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CobrosController_obtener'];
    put: operations['CobrosController_actualizar'];
    post?: never;
    delete: operations['CobrosController_eliminar'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cobros/{id}/corregir-prestamo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pasa el cobro a otro préstamo (del mismo cliente o de otro) con su fecha, su cobrador y quien tiene el efectivo
     * @description Una reversión en el préstamo de antes y una aplicación nueva en el otro (a sus cuotas más antiguas), en una transacción auditada con el motivo. 422 SIN_CAMBIOS, MONTO_SUPERA_SALDO, COBRO_EN_ENTREGA, PERIODO_CERRADO; 409 COBRO_DE_CIERRE.
     */
    post: operations['CobrosController_corregirPrestamo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pagos/proveedores/wompi': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Guarda el secreto de eventos de Wompi (nunca se devuelve) y la cuenta donde entra lo aprobado */
    put: operations['PagosController_configurarWompi'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pagos/eventos/wompi': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Evento transaction.updated de Wompi (sin sesión: lo autentica su checksum sobre el id, el estado, el monto y la referencia). 401 firma mala, vencida, incompleta o con una propiedad desconocida; 422 anulación por otro monto */
    post: operations['PagosController_eventoWompi'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pagos/cuentas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Cuentas de recaudo (banco, Bre-B, Nequi, Daviplata) con su subcuenta de Bancos */
    get: operations['PagosController_listarCuentas'];
    put?: never;
    /** Registra una cuenta de recaudo y su subcuenta de Bancos (111005 + nn). Sólo admin */
    post: operations['PagosController_crearCuenta'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pagos/cuentas/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Cambia nombre, identificador o «activa» (el tipo no cambia). Sólo admin */
    put: operations['PagosController_actualizarCuenta'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pagos/ajustes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Si las transferencias de Mi Ruta quedan por confirmar o se aplican de una vez */
    get: operations['PagosController_ajustes'];
    put: operations['PagosController_actualizarAjustes'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pagos/transferencias': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Transferencias registradas en Mi Ruta (un cobrador ve las suyas y las de su cartera) */
    get: operations['PagosController_listarTransferencias'];
    put?: never;
    /** Registra la transferencia que muestra el cliente: por confirmar o aplicada, según la organización */
    post: operations['PagosController_registrarTransferencia'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pagos/transferencias/{id}/foto': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** La foto del comprobante de una transferencia, como data URL */
    get: operations['PagosController_fotoTransferencia'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pagos/transferencias/{id}/confirmar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['PagosController_confirmarTransferencia'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pagos/transferencias/{id}/rechazar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['PagosController_rechazarTransferencia'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/prestamos/{id}/referencia-pago': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Referencia de pago del préstamo (número + dígito Luhn), la cuenta o llave y el QR (data URL) */
    get: operations['ReferenciaPagoController_obtener'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pagos/extractos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** multipart: archivo (XLSX o CSV), cuenta y columnas JSON {fecha, descripcion, valor, referencia?, saldo?} (recordadas por cuenta) → {id, lineas, conciliadas, enSuspenso, repetidas, debitos, estado, progreso}; lo cruzado se aplica en segundo plano */
    post: operations['ExtractosController_importar'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pagos/extractos/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Un extracto importado: su estado (aplicando | aplicado), su progreso {hechas, total} y sus líneas nuevas con su resultado (detalle=no: sin las líneas, para seguir el avance) */
    get: operations['ExtractosController_obtener'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pagos/suspenso': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Recaudos por aplicar (estado=en_suspenso, por defecto), por devolver (estado=no_es_nuestro), devueltos (estado=devuelta), débitos por identificar (estado=por_identificar) o líneas repetidas por confirmar (estado=por_confirmar) */
    get: operations['ExtractosController_listarSuspenso'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pagos/suspenso/{lineaId}/aplicar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Exactamente uno: {prestamo} | {reparto: [{prestamo, monto}]} (suma = la línea) | {noEsNuestro: true} */
    post: operations['ExtractosController_aplicarSuspenso'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pagos/suspenso/{lineaId}/devolver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** {fecha, referencia}: un recaudo en suspenso o «no es nuestro» se devolvió a quien lo consignó (2805 al débito, el banco al crédito, en esa fecha). 409 LINEA_SUSPENSO_DECIDIDA si no está en suspenso. */
    post: operations['ExtractosController_devolverRecaudo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pagos/lineas/{lineaId}/devolver-al-suspenso': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Una línea cruzada o aplicada vuelve a «Recaudos por aplicar»: sus cobros se borran y su dinero vuelve a 2805. 409 LINEA_SUSPENSO_DECIDIDA si no está aplicada. */
    post: operations['ExtractosController_devolverAlSuspenso'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pagos/conciliacion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Por día: créditos y débitos del extracto, cobros por transferencia, suspenso y mayor de la subcuenta; el saldo del banco contra el del mayor al cierre de cada día; diferencias y lo que falta conciliar (partidas) */
    get: operations['ExtractosController_conciliar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pagos/reglas-debito': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Las reglas de los débitos del banco: patrón de la descripción → cuenta contable */
    get: operations['DebitosController_listarReglas'];
    put?: never;
    /** {patron, cuenta}: los débitos cuya descripción contiene el patrón (sin distinguir mayúsculas ni tildes) van a esa cuenta */
    post: operations['DebitosController_crearRegla'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pagos/reglas-debito/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** {patron, cuenta}: vale para los débitos que se importen después */
    put: operations['DebitosController_actualizarRegla'];
    post?: never;
    /** Elimina una regla; los débitos ya contabilizados no cambian */
    delete: operations['DebitosController_eliminarRegla'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pagos/lineas/{lineaId}/reclasificar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** {cuenta}: un débito por identificar pasa a esa cuenta con un comprobante de reclasificación (hoy). 409 si ya no está por identificar */
    post: operations['DebitosController_reclasificar'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pagos/lineas/{lineaId}/repetida': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** {decision: distintos | duplicado}: una línea idéntica a otra del mismo extracto sigue su camino («Confirmar como dos pagos distintos») o no mueve dinero («Es un duplicado»). 409 si ya se decidió */
    post: operations['DebitosController_decidirRepetida'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/caja/cobradores': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Efectivo en poder de cada cobrador (un cobrador recibe sólo su fila) */
    get: operations['CajaController_cobradores'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/caja/cobradores/{id}/abonos-faltante': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** La oficina recibe del cobrador un abono a su faltante: Cr 136530 contra la caja; nunca más de lo que debe (400 ABONO_SUPERA_DEUDA) */
    post: operations['CajaController_abonarFaltante'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/caja/limites-gastos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Límites de los gastos de cobradores y días atrás que se pueden fechar (el formulario del gasto los muestra) */
    get: operations['CajaController_limitesGastos'];
    /** Cambia los límites de los gastos de cobradores (sólo admin; auditado) */
    put: operations['CajaController_guardarLimitesGastos'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/caja/gastos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Gastos de cobradores; ?estado=pendiente, los que esperan aprobación */
    get: operations['CajaController_listarGastos'];
    put?: never;
    /** El cobrador registra un gasto; si pasa un límite queda pendiente de aprobación */
    post: operations['CajaController_crearGasto'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/caja/gastos/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CajaController_obtenerGasto'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/caja/gastos/{id}/foto': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Foto del recibo del gasto como data URL */
    get: operations['CajaController_fotoGasto'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/caja/gastos/{id}/aprobar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Aprueba un gasto pendiente (nunca quien lo registró: 403 APROBADOR_ES_REGISTRANTE) */
    patch: operations['CajaController_aprobarGasto'];
    trace?: never;
  };
  '/api/caja/gastos/{id}/rechazar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: operations['CajaController_rechazarGasto'];
    trace?: never;
  };
  '/api/caja/entregas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Entregas de caja, las pendientes primero */
    get: operations['CajaController_listarEntregas'];
    put?: never;
    /** El cobrador entrega lo que tiene en su poder: {esperado, montoEntregado, diferencia, estado} */
    post: operations['CajaController_crearEntrega'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/caja/entregas/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CajaController_obtenerEntrega'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/caja/entregas/{id}/confirmar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** La oficina confirma (o corrige) lo recibido; la diferencia queda como faltante o sobrante */
    patch: operations['CajaController_confirmarEntrega'];
    trace?: never;
  };
  '/api/caja/reporte': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Cobrado, gastos, entregado, faltantes, sobrantes y días sin entrega por cobrador */
    get: operations['CajaController_reporte'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/caja/fuera-de-sitio': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Por cobrador y día, los cobros hechos lejos de las coordenadas del cliente («fuera de sitio») y sin ubicación (un cobrador, los suyos) */
    get: operations['CajaController_reporteFueraDeSitio'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/caja/reporte/export/{formato}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** El reporte de caja en CSV (UTF-8 con BOM, ;) o XLSX */
    get: operations['CajaController_exportar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contabilidad/verificacion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** La última verificación del libro: préstamos revisados y descuadres */
    get: operations['ContabilidadController_ultima'];
    put?: never;
    /** Verifica ahora cada identidad del libro y de la caja */
    post: operations['ContabilidadController_verificar'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contabilidad/cierre': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Hasta qué día están cerrados los libros (null: nada cerrado) */
    get: operations['ContabilidadController_leerCierre'];
    /** Cierra los libros hasta el último día de un mes terminado, o los reabre (fecha anterior o null); sólo administrador; auditado */
    put: operations['ContabilidadController_cambiarCierre'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contabilidad/cuentas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** El plan de cuentas (con las subcuentas de efectivo de cada cobrador) */
    get: operations['LibroMayorController_cuentas'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contabilidad/cuentas/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Cambia el código o el nombre de una cuenta (su papel en las reglas no cambia); auditado */
    put: operations['LibroMayorController_actualizarCuenta'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contabilidad/diario': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Libro diario: comprobantes con sus líneas, por fecha, cuenta, origen y tercero */
    get: operations['LibroMayorController_diario'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contabilidad/diario/exporte': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** El diario para el programa contable: csv o xlsx (columnas de Cartera), siigo o worldoffice (sus archivos de importación); cuentas de Cartera, del PUC comercial o del CUIF; fechas y números ISO o es-CO */
    get: operations['LibroMayorController_exportarDiario'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contabilidad/equivalencias': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Cada cuenta mayor de Cartera con su código en el PUC comercial y en el CUIF */
    get: operations['LibroMayorController_listarEquivalencias'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contabilidad/equivalencias/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Cambia el código y el nombre equivalentes de una cuenta en el PUC comercial y el CUIF; auditado */
    put: operations['LibroMayorController_actualizarEquivalencia'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contabilidad/balance-prueba': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Balance de prueba de un periodo: saldo anterior, débitos, créditos y saldo por cuenta */
    get: operations['LibroMayorController_balancePrueba'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contabilidad/balance-prueba/exporte': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** El balance de prueba en CSV o XLSX */
    get: operations['LibroMayorController_exportarBalancePrueba'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contabilidad/estado-resultados': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Estado de resultados de un periodo, con el periodo anterior al lado */
    get: operations['LibroMayorController_estadoResultados'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contabilidad/estado-resultados/exporte': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** El estado de resultados en CSV o XLSX */
    get: operations['LibroMayorController_exportarEstadoResultados'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contabilidad/balance-general': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Balance general a una fecha, con el cierre del mes anterior al lado */
    get: operations['LibroMayorController_balanceGeneral'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contabilidad/balance-general/exporte': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** El balance general en CSV o XLSX */
    get: operations['LibroMayorController_exportarBalanceGeneral'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contabilidad/politicas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Las políticas contables: base de los ingresos, interés diferido neto y deterioro */
    get: operations['PoliticasContablesController_obtener'];
    /** Cambia las políticas contables que vienen (auditado) */
    put: operations['PoliticasContablesController_actualizar'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contabilidad/deterioro': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** El deterioro de la cartera por edades de mora a una fecha, sin asentarlo */
    get: operations['PoliticasContablesController_calcular'];
    put?: never;
    /** Asienta el ajuste del deterioro de la cartera a una fecha (auditado) */
    post: operations['PoliticasContablesController_provisionar'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/garantias': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lista paginada (estado, prestamo, cliente, search); un cobrador ve sólo su cartera */
    get: operations['GarantiasController_listar'];
    put?: never;
    post: operations['GarantiasController_crear'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/garantias/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['GarantiasController_obtener'];
    /** Cambia el estado (pendiente → verificada → liberada | ejecutada) o el valor de avalúo */
    put: operations['GarantiasController_actualizar'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/garantias/{id}/documentos/{documentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['GarantiasController_vincular'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documentos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Documentos de una garantía o de un préstamo (relacionadoTipo, relacionadoId) */
    get: operations['DocumentosController_listar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documentos/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** multipart: file (PDF, JPEG, PNG o WebP, ≤ 10 MB), tipo, relacionadoTipo, relacionadoId, metadata */
    post: operations['DocumentosController_subir'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documentos/{id}/archivo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Descarga el archivo con su nombre original */
    get: operations['DocumentosController_archivo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documentos/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['DocumentosController_eliminar'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/configuracion/organizacion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Ajustes de la organización */
    get: operations['ConfiguracionOrganizacionController_obtener'];
    /** Cambia ajustes de la organización (sólo admin; auditado) */
    put: operations['ConfiguracionOrganizacionController_actualizar'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/configuracion/organizacion/prestamos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Valores por defecto de un préstamo nuevo (interés, tipo de crédito, cuotas, modalidad y tipo de amortización de la organización) y qué hace con uno sobre la tasa de usura */
    get: operations['ConfiguracionOrganizacionController_valoresPrestamo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notificaciones/plantillas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PlantillasController_listar'];
    put?: never;
    post: operations['PlantillasController_crear'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notificaciones/plantillas/vista-previa': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Asunto y contenido renderizados con los datos de un cliente */
    post: operations['PlantillasController_vistaPrevia'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notificaciones/plantillas/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PlantillasController_obtener'];
    put: operations['PlantillasController_actualizar'];
    post?: never;
    delete: operations['PlantillasController_eliminar'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notificaciones/canales': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Ajustes de los canales; los secretos nunca se devuelven (secretoConfigurado) */
    get: operations['CanalesController_listar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notificaciones/canales/email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['CanalesController_email'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notificaciones/canales/sms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['CanalesController_sms'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notificaciones/canales/whatsapp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['CanalesController_whatsapp'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notificaciones/canales/email/prueba': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['CanalesController_probarEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notificaciones/canales/sms/prueba': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['CanalesController_probarSms'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notificaciones/canales/whatsapp/prueba': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['CanalesController_probarWhatsapp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notificaciones': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Historial con filtros de tipo, estado, categoría, fechas y búsqueda, paginado */
    get: operations['NotificacionesController_listar'];
    put?: never;
    /** Envía (o programa) un mensaje a clientes elegidos, a un grupo filtrado o a usuarios. Acepta Idempotency-Key (una por formulario abierto): repetirla devuelve el primer envío sin volver a enviar */
    post: operations['NotificacionesController_enviar'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notificaciones/estadisticas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Conteos por estado y tipo, y entregas, con los mismos filtros del historial */
    get: operations['NotificacionesController_estadisticas'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notificaciones/bandeja': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Avisos del canal sistema de quien inició sesión (campana), con el contador de no leídas */
    get: operations['NotificacionesController_bandeja'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notificaciones/bandeja/no-leidas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['NotificacionesController_noLeidas'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notificaciones/bandeja/leer-todas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['NotificacionesController_leerTodas'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notificaciones/bandeja/{id}/leer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['NotificacionesController_leer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notificaciones/recordatorios': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Corre ya el trabajo diario: encola el recordatorio de las cuotas que vencen en la fecha (mañana) */
    post: operations['NotificacionesController_recordatorios'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notificaciones/recibos/{id}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Recibo de un cobro en PDF (monto, fecha, cobrador y saldo después del pago) */
    get: operations['NotificacionesController_recibo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notificaciones/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['NotificacionesController_obtener'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notificaciones/{id}/destinatarios': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Resultado de la entrega por destinatario, paginado */
    get: operations['NotificacionesController_destinatarios'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notificaciones/{id}/cancelar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancela una notificación programada (sus entregas salen de la cola) */
    post: operations['NotificacionesController_cancelar'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/flujo-caja': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Flujo de caja por periodo, tarjetas y proyección */
    get: operations['FlujoCajaController_calcular'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/flujo-caja/export/{formato}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Descarga el flujo de caja en CSV (UTF-8 con BOM, ;) o XLSX */
    get: operations['FlujoCajaController_exportar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/flujo-caja/movimientos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['FlujoCajaController_listar'];
    put?: never;
    post: operations['FlujoCajaController_crear'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/flujo-caja/movimientos/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['FlujoCajaController_obtener'];
    put: operations['FlujoCajaController_actualizar'];
    post?: never;
    delete: operations['FlujoCajaController_eliminar'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/metas-cobrador': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Metas con su avance; un cobrador sólo ve las suyas. La lista va en data.data */
    get: operations['MetasCobradorController_listar'];
    put?: never;
    post: operations['MetasCobradorController_crear'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/metas-cobrador/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['MetasCobradorController_obtener'];
    put: operations['MetasCobradorController_actualizar'];
    post?: never;
    delete: operations['MetasCobradorController_eliminar'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rutas/generar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Genera y guarda una ruta por cobrador para la fecha */
    post: operations['RutasController_generar'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rutas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Resúmenes de las rutas guardadas de una fecha (las paradas, con GET /rutas/:id) */
    get: operations['RutasController_listar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rutas/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Ruta completa: paradas en orden de visita y préstamos (un cobrador sólo la suya) */
    get: operations['RutasController_obtener'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rutas/{id}/export/{formato}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Descarga la ruta en texto (txt) o la planilla imprimible (pdf) */
    get: operations['RutasController_exportar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mi-ruta': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Paradas de hoy en orden de visita, con lo que se debe y el progreso (genera la ruta si falta) */
    get: operations['MiRutaController_obtener'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mi-ruta/rechazos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Escrituras rechazadas al sincronizar (un cobrador, las suyas) */
    get: operations['MiRutaController_rechazos'];
    put?: never;
    /** Guarda para la oficina una escritura sin señal que la API rechazó al sincronizar (hasta 32 KB; 429 pasado MI_RUTA_RECHAZOS_POR_MINUTO) */
    post: operations['MiRutaController_registrarRechazo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/gestiones': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Registra una visita sin cobro: no estaba, promesa de pago, se negó u otro */
    post: operations['GestionesController_crear'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/gestiones/promesas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Promesas de pago por cobrador: cumplidas, incumplidas y pendientes */
    get: operations['GestionesController_promesas'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/gestiones/prestamo/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Gestiones de un préstamo (historial del plan) */
    get: operations['GestionesController_porPrestamo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dashboard/resumen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Cifras del tablero (en la base); un cobrador ve sólo su cartera */
    get: operations['DashboardController_resumen'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reportes/cartera': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Cartera al corte: capital e interés pendientes, mora por días de atraso y castigado, en total y por cobrador */
    get: operations['ReporteCarteraController_reporte'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reportes/cartera/export/{formato}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Exporta el reporte de cartera a CSV o XLSX con las mismas cifras */
    get: operations['ReporteCarteraController_exportar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reportes/{tipo}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Reporte general, prestamos, cobros o morosos: resumen y gráficos del rango y una página de detalle
     * @description `data.tipo` dice cuál de las cuatro formas es; la página de filas va en `data.filas`, su `meta` al lado.
     */
    get: operations['ReportesController_reporte'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reportes/{tipo}/export/{formato}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Exporta el reporte (resumen y todas las filas del rango) a CSV o XLSX */
    get: operations['ReportesController_exportar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/importaciones/plantilla': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** La plantilla: XLSX con «Instrucciones» y una hoja por entidad, o el CSV de una hoja */
    get: operations['ImportacionesController_plantilla'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/importaciones': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** multipart: archivo (XLSX o CSV, ≤ 50 MB), columnas (JSON opcional) → revisión sin escribir */
    post: operations['ImportacionesController_revisar'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/importaciones/exporte': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** La cartera de Cartera en el formato de la plantilla (XLSX, o el CSV de una hoja), para llevarla a otra instalación */
    get: operations['ImportacionesController_exporte'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/importaciones/columnas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** El último mapeo de columnas de la organización (encabezado del archivo → columna) */
    get: operations['ImportacionesController_columnas'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/importaciones/{id}/errores': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Las filas con error de la revisión (y de la aplicación) como XLSX */
    get: operations['ImportacionesController_errores'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/importaciones/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Estado, progreso, resumen y errores de una importación */
    get: operations['ImportacionesController_obtener'];
    put?: never;
    post?: never;
    /** Descarta una revisión que no se aplicó o cancela una aplicación en curso */
    delete: operations['ImportacionesController_descartar'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/importaciones/{id}/aplicar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Aplica la importación en segundo plano (pg-boss), por lotes; retoma una cancelada o fallida */
    post: operations['ImportacionesController_aplicar'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Vida: el proceso responde; los reinicios tras una caída bajo `npm start` */
    get: operations['SaludController_vivo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Preparación: la base de datos responde (503 si no) */
    get: operations['SaludController_listo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sistema/respaldos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Respaldos: fecha, tamaño, sha256, resultado y origen; último resultado y programación */
    get: operations['RespaldosController_listar'];
    put?: never;
    /** Hace un respaldo ahora y responde al terminar (409 si ya hay uno en curso; auditado) */
    post: operations['RespaldosController_crear'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sistema/respaldos/clave/guardada': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** «Ya guardé la clave en otro lugar»: el admin confirma que tiene la clave de los respaldos fuera del servidor (quién y cuándo; auditado) */
    post: operations['RespaldosController_confirmarClave'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sistema/respaldos/{id}/archivo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Descarga el archivo de un respaldo (su sha256 en la cabecera X-Respaldo-Sha256) */
    get: operations['RespaldosController_archivo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    CrearSolicitudDto: {
      /** @enum {string} */
      tipo: 'consulta' | 'reclamo' | 'actualizacion' | 'supresion';
      /**
       * Format: uuid
       * @description Cliente al que se refiere, si lo es
       */
      cliente?: string | null;
      /** @description Nombre del titular */
      titular: string;
      /** @description Teléfono, email o dirección para responder */
      contacto?: string | null;
      descripcion: string;
      /** @description 'YYYY-MM-DD'; por defecto hoy */
      fechaRecibida?: string;
    };
    CambiarSolicitudDto: {
      /** @enum {string} */
      estado?: 'recibida' | 'en_tramite' | 'respondida' | 'rechazada';
      respuesta?: string | null;
      /** @enum {string|null} */
      canalRespuesta?: 'email' | 'sms' | 'whatsapp' | null;
    };
    AvisoPrivacidadDto: {
      /** @description Texto completo de la versión nueva del aviso de privacidad */
      texto: string;
    };
    CrearAvisoPrevioDto: {
      /**
       * Format: uuid
       * @description Préstamo que se reportaría
       */
      prestamo?: string | null;
      /** @description El texto enviado al cliente */
      plantilla: string;
      /** @enum {string} */
      canal: 'correo_certificado' | 'email' | 'sms' | 'whatsapp' | 'presencial' | 'extracto';
      /** @description 'YYYY-MM-DD' */
      fechaEnvio: string;
    };
    PreviewPrestamoDto: {
      /**
       * @description Capital en pesos enteros
       * @example 1000000
       */
      monto: number;
      /**
       * @description Interés % total sobre el capital (por defecto 10)
       * @example 10
       */
      interes?: number;
      /**
       * @description Número de cuotas (por defecto 30)
       * @example 30
       */
      cuotas?: number;
      /**
       * @deprecated
       * @description Nombre antiguo de `cuotas`
       */
      plazo?: number;
      /**
       * @default semanal
       * @enum {string}
       */
      modalidad?: 'diario' | 'semanal' | 'quincenal' | 'mensual';
      /**
       * @default capital_final
       * @enum {string}
       */
      tipoAmortizacion?: 'capital_final' | 'amortizable' | 'interes_adelantado';
      /**
       * @description Por defecto hoy (Bogotá)
       * @example 2026-11-22
       */
      fechaInicio?: string;
      /**
       * @description Por defecto un periodo después del inicio
       * @example 2026-11-29
       */
      fechaPrimerPago?: string | null;
      /**
       * @description Por defecto el de la organización
       * @enum {string}
       */
      tipoCredito?:
        | 'consumo_ordinario'
        | 'microcredito'
        | 'popular_productivo_urbano'
        | 'popular_productivo_rural'
        | 'productivo_mayor_monto'
        | 'consumo_bajo_monto';
      /**
       * @description Fecha del desembolso (la de la tasa de usura); por defecto fechaInicio
       * @example 2026-11-22
       */
      fecha?: string;
    };
    CreatePrestamoDto: {
      /**
       * Format: uuid
       * @description Cliente del préstamo
       */
      cliente: string;
      /**
       * @description Capital en pesos enteros
       * @example 1000000
       */
      monto: number;
      /**
       * @description Interés % total sobre el capital (por defecto 10)
       * @example 10
       */
      interes?: number;
      /**
       * @description Número de cuotas (por defecto 30)
       * @example 30
       */
      cuotas?: number;
      /**
       * @deprecated
       * @description Nombre antiguo de `cuotas`
       */
      plazo?: number;
      /**
       * @default semanal
       * @enum {string}
       */
      modalidad?: 'diario' | 'semanal' | 'quincenal' | 'mensual';
      /**
       * @default capital_final
       * @enum {string}
       */
      tipoAmortizacion?: 'capital_final' | 'amortizable' | 'interes_adelantado';
      /**
       * @description Por defecto hoy (Bogotá)
       * @example 2026-11-22
       */
      fechaInicio?: string;
      /**
       * @description Por defecto un periodo después del inicio
       * @example 2026-11-29
       */
      fechaPrimerPago?: string | null;
      /**
       * Format: uuid
       * @description Por defecto el cobrador del cliente
       */
      cobrador?: string | null;
      /**
       * @description Fecha del préstamo; por defecto hoy (Bogotá)
       * @example 2026-11-22
       */
      fecha?: string;
      /** @enum {string} */
      estado?: 'activo' | 'pagado' | 'vencido';
      /**
       * @description Por defecto el de la organización
       * @enum {string}
       */
      tipoCredito?:
        | 'consumo_ordinario'
        | 'microcredito'
        | 'popular_productivo_urbano'
        | 'popular_productivo_rural'
        | 'productivo_mayor_monto'
        | 'consumo_bajo_monto';
      /** @description Con la organización en «avisar»: true confirma un préstamo sobre la tasa de usura (auditado) */
      confirmarUsura?: boolean;
    };
    UpdatePrestamoDto: {
      /**
       * Format: uuid
       * @description Cliente del préstamo
       */
      cliente: string;
      /**
       * @description Capital en pesos enteros
       * @example 1000000
       */
      monto: number;
      /**
       * @description Interés % total sobre el capital (por defecto 10)
       * @example 10
       */
      interes?: number;
      /**
       * @description Número de cuotas (por defecto 30)
       * @example 30
       */
      cuotas?: number;
      /**
       * @deprecated
       * @description Nombre antiguo de `cuotas`
       */
      plazo?: number;
      /**
       * @default semanal
       * @enum {string}
       */
      modalidad?: 'diario' | 'semanal' | 'quincenal' | 'mensual';
      /**
       * @default capital_final
       * @enum {string}
       */
      tipoAmortizacion?: 'capital_final' | 'amortizable' | 'interes_adelantado';
      /**
       * @description Por defecto hoy (Bogotá)
       * @example 2026-11-22
       */
      fechaInicio?: string;
      /**
       * @description Por defecto un periodo después del inicio
       * @example 2026-11-29
       */
      fechaPrimerPago?: string | null;
      /**
       * Format: uuid
       * @description Por defecto el cobrador del cliente
       */
      cobrador?: string | null;
      /**
       * @description Fecha del préstamo; por defecto hoy (Bogotá)
       * @example 2026-11-22
       */
      fecha?: string;
      /** @enum {string} */
      estado?: 'activo' | 'pagado' | 'vencido';
      /**
       * @description Por defecto el de la organización
       * @enum {string}
       */
      tipoCredito?:
        | 'consumo_ordinario'
        | 'microcredito'
        | 'popular_productivo_urbano'
        | 'popular_productivo_rural'
        | 'productivo_mayor_monto'
        | 'consumo_bajo_monto';
      /** @description Con la organización en «avisar»: true confirma un préstamo sobre la tasa de usura (auditado) */
      confirmarUsura?: boolean;
    };
    ReenganchePrestamoDto: {
      /**
       * @description Interés % total sobre el capital (por defecto 10)
       * @example 10
       */
      interes?: number;
      /**
       * @description Número de cuotas (por defecto 30)
       * @example 30
       */
      cuotas?: number;
      /**
       * @deprecated
       * @description Nombre antiguo de `cuotas`
       */
      plazo?: number;
      /**
       * @default semanal
       * @enum {string}
       */
      modalidad?: 'diario' | 'semanal' | 'quincenal' | 'mensual';
      /**
       * @default capital_final
       * @enum {string}
       */
      tipoAmortizacion?: 'capital_final' | 'amortizable' | 'interes_adelantado';
      /**
       * @description Por defecto hoy (Bogotá)
       * @example 2026-11-22
       */
      fechaInicio?: string;
      /**
       * @description Por defecto un periodo después del inicio
       * @example 2026-11-29
       */
      fechaPrimerPago?: string | null;
      /** @description Con la organización en «avisar»: true confirma un préstamo sobre la tasa de usura (auditado) */
      confirmarUsura?: boolean;
      /**
       * @description Monto que se suma al saldo anterior. Sale de la caja monto nuevo − interés retenido − saldo anterior: con interés adelantado, si eso es negativo se rechaza (422 REENGANCHE_REQUIERE_PAGO)
       * @default 0
       * @example 200000
       */
      montoAdicional?: number;
      /**
       * @description El interés de las cuotas del anterior que aún no vencen: pasa al préstamo nuevo (refinanciar) o se perdona (condonar, una condonación del anterior). El capital y el interés vencido siempre pasan.
       * @default refinanciar
       * @enum {string}
       */
      interesPorVencer?: 'refinanciar' | 'condonar';
    };
    CambiarEstadoPrestamoDto: {
      /**
       * @example pagado
       * @enum {string}
       */
      estado:
        | 'activo'
        | 'pagado'
        | 'vencido'
        | 'mora'
        | 'reenganchado'
        | 'cancelado'
        | 'solicitado'
        | 'rechazado'
        | 'castigado';
    };
    PagarCuotaDto: {
      /**
       * @description Pesos enteros, mayor que 0
       * @example 35000
       */
      monto: number;
      /**
       * @description Fecha del pago; por defecto hoy (Bogotá)
       * @example 2026-11-22
       */
      fecha?: string;
    };
    LiquidarPrestamoDto: {
      /**
       * @description Pesos recibidos (enteros, > 0, hasta el saldo)
       * @example 1000000
       */
      montoRecibido: number;
      /** @example Pago anticipado con descuento de intereses */
      motivo: string;
      /**
       * @description Fecha en que se recibió; por defecto hoy (Bogotá)
       * @example 2026-11-22
       */
      fecha?: string;
    };
    CondonarPrestamoDto: {
      /**
       * @description Pesos perdonados (enteros, > 0, hasta el saldo)
       * @example 50000
       */
      monto: number;
      /** @example Acuerdo por calamidad doméstica */
      motivo: string;
      /**
       * @description En el libro mayor se perdona primero el interés pactado por cobrar (por defecto) o primero capital
       * @default interes
       * @enum {string}
       */
      aplicarA?: 'interes' | 'capital';
    };
    MotivoPrestamoDto: {
      /** @example Cliente inubicable desde hace 120 días */
      motivo: string;
    };
    AprobarPrestamoDto: {
      /** @description Con la organización en «avisar»: true confirma un préstamo sobre la tasa de usura (auditado) */
      confirmarUsura?: boolean;
    };
    UmbralesAprobacionDto: {
      /**
       * @description Un préstamo que crea un gerente por más de esto espera a un administrador (0 o null: nunca)
       * @example 5000000
       */
      prestamoGerente: number | null;
      /**
       * @description Una condonación de un gerente por más de esto espera a un administrador (0 o null: nunca)
       * @example 500000
       */
      condonacion: number | null;
      /**
       * @description Un castigo de un gerente con saldo de más de esto espera a un administrador (0 o null: nunca)
       * @example 200000
       */
      castigo: number | null;
      /**
       * @description Todo lo que un gerente entrega o perdona sin aprobación en un día, sumado; lo que lo pase espera a un administrador (0 o null: sin tope diario; ausente: queda como estaba)
       * @example 20000000
       */
      gerenteDiario?: number | null;
    };
    RechazarAprobacionDto: {
      /** @example El cliente no presentó el soporte de la calamidad */
      motivo: string;
    };
    TasaUsuraDto: {
      /** @enum {string} */
      tipoCredito:
        | 'consumo_ordinario'
        | 'microcredito'
        | 'popular_productivo_urbano'
        | 'popular_productivo_rural'
        | 'productivo_mayor_monto'
        | 'consumo_bajo_monto';
      /**
       * @description Tasa de usura EA certificada, en porcentaje (0 a 1000)
       * @example 28.5
       */
      tasa: number;
      /** @example 2026-11-01 */
      desde: string;
      /** @example 2026-11-30 */
      hasta: string;
      /** @example Resolución 1234 de 2026 */
      resolucion: string;
    };
    ProveedorWompiDto: {
      /** @description El secreto de eventos de Wompi (panel de comercios › Desarrolladores) */
      secretoEventos: string;
      /**
       * Format: uuid
       * @description La cuenta de recaudo donde entra lo que Wompi aprueba
       */
      cuenta: string;
    };
    CreateCuentaPagoDto: {
      /** @enum {string} */
      tipo: 'banco' | 'breb' | 'nequi' | 'daviplata';
      /** @example Bancolombia ahorros */
      nombre: string;
      /**
       * @description Número de cuenta, llave Bre-B o celular
       * @example 3001234567
       */
      identificador: string;
      /** @default true */
      activa?: boolean;
    };
    UpdateCuentaPagoDto: {
      /** @example Bancolombia ahorros */
      nombre?: string;
      /**
       * @description Número de cuenta, llave Bre-B o celular
       * @example 3001234567
       */
      identificador?: string;
      activa?: boolean;
    };
    AjustesPagosDto: {
      /**
       * @description Qué pasa con una transferencia registrada en Mi Ruta
       * @enum {string}
       */
      transferenciasMiRuta: 'por_confirmar' | 'aplicar';
    };
    AbonoFaltanteDto: {
      /**
       * @description Pesos enteros, mayor que 0 y no más de lo que el cobrador debe
       * @example 5000
       */
      monto: number;
      /**
       * @description Día en que la oficina recibió el abono (hasta hoy)
       * @example 2026-11-27
       */
      fecha: string;
    };
    LimitesGastosDto: {
      /**
       * @description Un gasto de más de esto espera aprobación
       * @example 50000
       */
      gastoMaximo: number;
      /**
       * @description Lo aceptado de un cobrador en un día de más de esto espera aprobación
       * @example 100000
       */
      gastosDiaMaximo: number;
      /**
       * @description Un gasto de más de esto exige la foto del recibo (0: todos)
       * @example 20000
       */
      fotoDesde: number;
    };
    CrearGastoDto: {
      /** @example 2026-11-22 */
      fecha: string;
      /** @enum {string} */
      categoria: 'transporte' | 'alimentacion' | 'otro';
      /**
       * @description Pesos enteros, mayor que 0
       * @example 8000
       */
      monto: number;
      /** @example Bus a la vereda */
      concepto: string;
      /** @description Foto del recibo: data URL JPEG, PNG o WEBP de hasta 2 MB */
      foto?: string | null;
    };
    RechazarGastoDto: {
      /** @example Sin recibo */
      motivo: string;
    };
    CrearEntregaDto: {
      /**
       * @description Pesos enteros, 0 o más
       * @example 149000
       */
      montoEntregado: number;
      observaciones?: string | null;
    };
    ConfirmarEntregaDto: {
      /**
       * @description Pesos enteros contados en la oficina
       * @example 149000
       */
      montoRecibido?: number;
    };
    CierrePeriodosDto: {
      /**
       * @description Último día de un mes terminado; una fecha anterior a la actual o null reabre
       * @example 2026-10-31
       */
      cerradoHasta: string | null;
    };
    CuentaContableDto: {
      /** @example 110505 */
      codigo?: string;
      /** @example Caja general */
      nombre?: string;
    };
    EquivalenciaCuentaDto: {
      /** @example 130505 */
      codigoPuc: string;
      /** @example Clientes — nacionales */
      nombrePuc: string;
      /** @example 141105 */
      codigoCuif: string;
      /** @example Cartera de consumo — capital */
      nombreCuif: string;
    };
    PoliticasContablesDto: {
      /**
       * @description El interés pactado es ingreso cuando se cobra o día a día
       * @enum {string}
       */
      baseIngresos?: 'caja' | 'causacion';
      /**
       * @description En causación, un préstamo con más de estos días de atraso deja de causar y devuelve lo causado
       * @example 30
       */
      diasSuspensionCausacion?: number;
      /**
       * @description Desde qué día rigen la base y los días de suspensión que vienen; sin fecha: hoy
       * @example 2026-12-01
       */
      vigenteDesde?: string;
      /** @description El balance general resta el interés diferido de la cartera */
      interesDiferidoNeto?: boolean;
      /** @description El barrido provisiona el deterioro el último día de cada mes */
      deterioroActivo?: boolean;
      /**
       * @description Porcentaje del capital de cada edad de mora que se provisiona (0 a 100, sin bajar con la mora)
       * @example {
       *       "al_dia": 0,
       *       "1-8": 5,
       *       "9-15": 20,
       *       "16-30": 50,
       *       "31+": 100
       *     }
       */
      porcentajesDeterioro?: {
        al_dia?: number;
        '1-8'?: number;
        '9-15'?: number;
        '16-30'?: number;
        '31+'?: number;
      };
    };
    DeterioroDto: {
      /**
       * @description Sin fecha: hoy
       * @example 2026-11-30
       */
      fecha?: string;
    };
    CreateGarantiaDto: {
      /** Format: uuid */
      prestamo: string;
      /** @enum {string} */
      tipo: 'vehiculo' | 'inmueble' | 'equipo' | 'efectivo' | 'otros';
      /** @example Moto Honda CB 125, placa ABC12D */
      descripcion: string;
      /**
       * @description Pesos, ≥ 0
       * @example 3500000
       */
      valorDeclarado: number;
      /** @example 3000000 */
      valorAvaluo?: number | null;
      /** @example ABC12D */
      identificadorLegal?: string | null;
    };
    UpdateGarantiaDto: {
      /** @enum {string} */
      estado?: 'pendiente' | 'verificada' | 'liberada' | 'ejecutada';
      valorAvaluo?: number | null;
    };
    ConfiguracionOrganizacionDto: {
      /**
       * @description Saldo de caja (pesos enteros) al empezar fechaSaldoInicial
       * @example 5000000
       */
      saldoInicialCaja?: number;
      /**
       * @description null: desde el primer movimiento
       * @example 2026-01-01
       */
      fechaSaldoInicial?: string | null;
      /**
       * @description Nombre con que se firman los mensajes
       * @example Créditos La Esperanza
       */
      nombreEmpresa?: string;
      /**
       * @description Variable {{telefono_empresa}}
       * @example 3001234567
       */
      telefonoEmpresa?: string | null;
      /** @description Recordatorio al cliente el día antes de cada cuota */
      recordatorioCuota?: boolean;
      /** @description Aviso al cliente cuando su préstamo entra en mora */
      avisoMora?: boolean;
      /** @description Recibo al cliente después de cada cobro */
      reciboCobro?: boolean;
      /**
       * @description Interés (% sobre todo el préstamo) que propone un préstamo nuevo
       * @example 10
       */
      interesDefecto?: number;
      /** @description Aviso a gerentes y administradores de los cobradores que no entregaron su caja */
      avisoEntregaCaja?: boolean;
      /**
       * @description Hora de Bogotá 'HH:MM' del aviso de caja sin entregar
       * @example 18:00
       */
      entregaCajaHora?: string;
      /**
       * @description Hora de Bogotá 'HH:MM' del respaldo diario; null: la de RESPALDOS_HORA
       * @example 01:00
       */
      respaldosHora?: string | null;
      /**
       * @description Tipo de crédito de un préstamo nuevo
       * @enum {string}
       */
      tipoCreditoDefecto?:
        | 'consumo_ordinario'
        | 'microcredito'
        | 'popular_productivo_urbano'
        | 'popular_productivo_rural'
        | 'productivo_mayor_monto'
        | 'consumo_bajo_monto';
      /**
       * @description Cuotas que propone un préstamo nuevo (1 a 1000)
       * @example 30
       */
      cuotasDefecto?: number;
      /**
       * @description Modalidad que propone un préstamo nuevo
       * @enum {string}
       */
      modalidadDefecto?: 'diario' | 'semanal' | 'quincenal' | 'mensual';
      /**
       * @description Tipo de amortización que propone un préstamo nuevo
       * @enum {string}
       */
      tipoAmortizacionDefecto?: 'capital_final' | 'amortizable' | 'interes_adelantado';
      /**
       * @description Préstamo sobre la tasa de usura: avisar o rechazar
       * @enum {string}
       */
      usuraAccion?: 'avisar' | 'rechazar';
      /**
       * @description Metros de las coordenadas del cliente a partir de los cuales un cobro está «fuera de sitio» (20 a 50.000)
       * @example 300
       */
      distanciaFueraDeSitioMetros?: number;
      /**
       * @description Ventana de fechas de negocio: cuántos días atrás admite la fecha de un préstamo, su inicio o un cobro de la oficina (0 a 3650; nunca en el futuro)
       * @example 365
       */
      diasAtrasFechas?: number;
      /**
       * @description Cuántos días atrás admite la fecha de envío de un aviso previo al reporte negativo (0 a 30; nunca en el futuro): uno fechado atrás acorta los 20 días que la ley da al titular
       * @example 5
       */
      diasAtrasAvisoPrevio?: number;
      /** @description Cobrar interés de mora sobre el capital vencido (se causa desde el día en que se activa) */
      moraActiva?: boolean;
      /**
       * @description Tasa de mora, en la periodicidad elegida (%)
       * @example 25.5
       */
      moraTasa?: number | null;
      /**
       * @description La tasa de mora es efectiva anual o mensual vencida
       * @enum {string}
       */
      moraPeriodicidad?: 'anual' | 'mensual';
      /**
       * @description Días después del vencimiento en que todavía no corre la mora (0 a 90)
       * @example 3
       */
      moraDiasGracia?: number;
      /**
       * @description Un desembolso mayor que el efectivo de la caja de la oficina: desembolsar y avisar, o rechazar
       * @enum {string}
       */
      cajaInsuficiente?: 'advertir' | 'rechazar';
    };
    VistaPreviaDto: {
      asunto?: string | null;
      contenido: string;
      /** Format: uuid */
      clienteId: string;
    };
    PlantillaDto: {
      /** @example Recordatorio amable */
      nombre: string;
      /** @enum {string} */
      tipo: 'email' | 'sms' | 'whatsapp' | 'sistema';
      /** @description Asunto (email) o título; admite variables */
      asunto?: string | null;
      /** @example Hola {{cliente}}, su cuota de {{monto_cuota}} vence el {{fecha_vencimiento}}. */
      contenido: string;
      activa: boolean;
    };
    CanalEmailDto: {
      activo: boolean;
      /** @example smtp.example.com */
      host: string;
      /** @example 587 */
      puerto: number;
      /** @description Usuario SMTP; vacío = sin autenticación */
      usuario?: string | null;
      /** @description Contraseña SMTP (se guarda cifrada y nunca se devuelve) */
      contrasena?: string;
      /** @example Cartera <avisos@example.com> */
      remitente: string;
      /** @description TLS desde el inicio (puerto 465) */
      seguro: boolean;
    };
    CanalHttpDto: {
      activo: boolean;
      /** @example https://proveedor.example.com/v1/mensajes */
      url: string;
      /**
       * @description Cabecera en la que va el secreto; vacía o ausente: Authorization: Bearer <token>
       * @example X-Api-Key
       */
      cabeceraSecreto?: string | null;
      /** @description Token o clave del proveedor (se guarda cifrado y nunca se devuelve) */
      token?: string;
      /** @example {"to": "{{telefono}}", "message": "{{mensaje}}"} */
      cuerpo: string;
    };
    PruebaCanalDto: {
      /** @description Email (canal email) o teléfono de 10 dígitos (SMS / WhatsApp) */
      destino: string;
      /** @description Texto del mensaje de prueba */
      mensaje?: string;
    };
    EnviarNotificacionDto: {
      /** @enum {string} */
      tipo: 'email' | 'sms' | 'whatsapp' | 'sistema';
      /** @enum {string} */
      categoria: 'recordatorio' | 'vencimiento' | 'promocion' | 'sistema' | 'cobranza';
      /** @description Título o asunto; admite variables {{...}} */
      titulo: string;
      /** @description Mensaje; admite variables {{...}} */
      mensaje: string;
      /** Format: uuid */
      plantillaId?: string | null;
      /**
       * @description clientes (clienteIds), filtro (filtroEstado, filtroCobradorId) o usuarios (usuarioIds)
       * @enum {string}
       */
      destinatarios: 'clientes' | 'filtro' | 'usuarios';
      clienteIds?: string[];
      usuarioIds?: string[];
      /**
       * @description Estado del préstamo del grupo ('todos' = clientes activos)
       * @enum {string}
       */
      filtroEstado?: 'todos' | 'activo' | 'mora' | 'vencido';
      /** Format: uuid */
      filtroCobradorId?: string;
      /**
       * @description Fecha y hora futura de envío
       * @example 2026-12-01T13:00:00.000Z
       */
      programada?: string;
    };
    EjecutarRecordatoriosDto: {
      /**
       * @description Fecha de vencimiento de las cuotas; por defecto, mañana (Bogotá)
       * @example 2026-11-24
       */
      fecha?: string;
    };
    MovimientoCajaDto: {
      /** @example 2026-11-22 */
      fecha: string;
      /** @enum {string} */
      tipo: 'ingreso' | 'egreso';
      /** @enum {string} */
      categoria: 'gastos' | 'comisiones' | 'otros' | 'capital' | 'banco' | 'prestamo_recibido';
      /** @example Arriendo de la oficina */
      concepto: string;
      /**
       * @description Pesos enteros, mayor que 0
       * @example 150000
       */
      monto: number;
      /** @example Papelería El Centro S.A.S. */
      proveedorNombre?: Record<string, never> | null;
      /**
       * @description NIT con su dígito de verificación
       * @example 890903938-8
       */
      proveedorNit?: Record<string, never> | null;
    };
    MetaDto: {
      /** Format: uuid */
      cobradorId: string;
      /** @example 2026-11 */
      periodo: string;
      /**
       * @description Pesos, ≥ 0, hasta dos decimales
       * @example 5000000
       */
      metaMonto: number;
      /** @example 120 */
      metaCobros: number;
      /** @example 2026-11-30 */
      fechaVencimiento: string;
    };
    GenerarRutasDto: {
      /**
       * @description Fecha de la ruta (YYYY-MM-DD)
       * @example 2026-11-23
       */
      fecha: string;
      /** @enum {string} */
      tipo: 'vencidos' | 'todos' | 'zona';
      /** Format: uuid */
      cobradorId?: string | null;
      /** @description Barrio o ciudad (sólo con tipo zona); vacío = todas las zonas */
      zona?: string | null;
    };
    CreateUsuarioDto: {
      /** @example Ana María Pérez */
      nombre: string;
      /** @example ana@cartera.local */
      email: string;
      password: string;
      /** @enum {string} */
      rol: 'admin' | 'gerente' | 'cobrador';
      /**
       * @description 10 dígitos
       * @example 3001234567
       */
      telefono?: string | null;
      /** @example Centro */
      zona?: string | null;
      /**
       * @description Sólo cobradores: su documento como tercero en el exporte contable
       * @example 00112345678
       */
      cedula?: string | null;
      /**
       * @default activo
       * @enum {string}
       */
      estado?: 'activo' | 'inactivo';
    };
    UpdateUsuarioDto: {
      nombre?: string;
      email?: string;
      /** @description Vacía o ausente: no cambia */
      password?: string;
      /** @description Obligatoria al cambiar la contraseña o el email de la cuenta propia */
      passwordActual?: string;
      /** @enum {string} */
      rol?: 'admin' | 'gerente' | 'cobrador';
      /** @description 10 dígitos; vacío lo borra */
      telefono?: string | null;
      zona?: string | null;
      /** @description Sólo cobradores; vacío la borra */
      cedula?: string | null;
      /** @enum {string} */
      estado?: 'activo' | 'inactivo';
    };
    CambiarPasswordDto: {
      password: string;
      /** @description Obligatoria al cambiar la contraseña de la cuenta propia */
      passwordActual?: string;
    };
    LoginDto: {
      /** @example admin@cartera.local */
      email: string;
      /** @example cartera123 */
      password: string;
    };
    ActualizarPerfilDto: {
      /** @example Ana María Pérez */
      nombre?: string;
      /**
       * @description Único; cambiarlo pide passwordActual
       * @example ana@cartera.local
       */
      email?: string;
      /**
       * @description 10 dígitos; vacío lo borra
       * @example 3001234567
       */
      telefono?: string | null;
      /** @description Obligatoria al cambiar el email */
      passwordActual?: string;
    };
    CambiarMiPasswordDto: {
      passwordActual: string;
      password: string;
    };
    AutorizacionDatosDto: {
      /**
       * @description Cómo dio el titular su autorización
       * @enum {string}
       */
      canal: 'presencial_firmado' | 'verbal_grabado' | 'whatsapp' | 'web' | 'correo';
      /** @description Versión del aviso de privacidad aceptada; sin ella, la vigente */
      version?: number;
      /** @description Referencia del documento firmado o de la grabación */
      documento?: string | null;
    };
    CreateClienteDto: {
      /** @example Don Chepe */
      apodo?: string | null;
      /** @example jose.perez@example.com */
      email?: string | null;
      /** @example Chapinero */
      barrio?: string | null;
      /**
       * @description Grados (−90 a 90); con longitud o sin ninguna
       * @example 4.6486
       */
      latitud?: number | null;
      /**
       * @description Grados (−180 a 180); con latitud o sin ninguna
       * @example -74.0621
       */
      longitud?: number | null;
      /** @example Cundinamarca */
      departamento?: string | null;
      /**
       * @description 'YYYY-MM-DD', anterior a hoy
       * @example 1985-04-12
       */
      fechaNacimiento?: string | null;
      /** @enum {string|null} */
      sexo?: 'M' | 'F' | 'O' | null;
      /** @enum {string|null} */
      estadoCivil?: 'S' | 'C' | 'D' | 'V' | 'U' | null;
      /** @example Sogamoso, Boyacá */
      lugarNacimiento?: string | null;
      /** @example Comerciante */
      ocupacion?: string | null;
      /**
       * @description Pesos; el formulario avanza de 50.000
       * @example 1500000
       */
      ingresos?: number | null;
      referencia1Nombre?: string | null;
      /** @description 10 dígitos */
      referencia1Telefono?: string | null;
      referencia2Nombre?: string | null;
      /** @description 10 dígitos */
      referencia2Telefono?: string | null;
      observaciones?: string | null;
      /**
       * @default activo
       * @enum {string}
       */
      estado?: 'activo' | 'inactivo';
      /**
       * Format: uuid
       * @description Id del cobrador asignado; null lo quita
       */
      cobrador?: string | null;
      /** @description Data URL JPEG, PNG o WEBP de hasta 2 MB; null la quita; ausente no la cambia */
      foto?: string | null;
      /** @description Autorización de tratamiento de datos (Ley 1581 de 2012) tomada hoy por quien guarda; ausente no la cambia */
      autorizacionDatos?: components['schemas']['AutorizacionDatosDto'];
      /** @example José Pérez Gómez */
      nombre: string;
      /**
       * @description CC por defecto
       * @default CC
       * @enum {string}
       */
      tipoDocumento?: 'CC' | 'CE' | 'TI' | 'PPT' | 'PEP' | 'PA' | 'NIT';
      /**
       * @description El número como se expidió según tipoDocumento: una CC de 3 a 11 dígitos, un NIT con su dígito de verificación (900123456-8); se admiten separadores
       * @example 52123456
       */
      cedula: string;
      /**
       * @description 10 dígitos (se admiten separadores)
       * @example 3001234567
       */
      telefono: string;
      /** @example Calle 45 # 12-30 */
      direccion: string;
      /** @example Bogotá */
      ciudad: string;
    };
    UpdateClienteDto: {
      /** @example Don Chepe */
      apodo?: string | null;
      /** @example jose.perez@example.com */
      email?: string | null;
      /** @example Chapinero */
      barrio?: string | null;
      /**
       * @description Grados (−90 a 90); con longitud o sin ninguna
       * @example 4.6486
       */
      latitud?: number | null;
      /**
       * @description Grados (−180 a 180); con latitud o sin ninguna
       * @example -74.0621
       */
      longitud?: number | null;
      /** @example Cundinamarca */
      departamento?: string | null;
      /**
       * @description 'YYYY-MM-DD', anterior a hoy
       * @example 1985-04-12
       */
      fechaNacimiento?: string | null;
      /** @enum {string|null} */
      sexo?: 'M' | 'F' | 'O' | null;
      /** @enum {string|null} */
      estadoCivil?: 'S' | 'C' | 'D' | 'V' | 'U' | null;
      /** @example Sogamoso, Boyacá */
      lugarNacimiento?: string | null;
      /** @example Comerciante */
      ocupacion?: string | null;
      /**
       * @description Pesos; el formulario avanza de 50.000
       * @example 1500000
       */
      ingresos?: number | null;
      referencia1Nombre?: string | null;
      /** @description 10 dígitos */
      referencia1Telefono?: string | null;
      referencia2Nombre?: string | null;
      /** @description 10 dígitos */
      referencia2Telefono?: string | null;
      observaciones?: string | null;
      /**
       * @default activo
       * @enum {string}
       */
      estado?: 'activo' | 'inactivo';
      /**
       * Format: uuid
       * @description Id del cobrador asignado; null lo quita
       */
      cobrador?: string | null;
      /** @description Data URL JPEG, PNG o WEBP de hasta 2 MB; null la quita; ausente no la cambia */
      foto?: string | null;
      /** @description Autorización de tratamiento de datos (Ley 1581 de 2012) tomada hoy por quien guarda; ausente no la cambia */
      autorizacionDatos?: components['schemas']['AutorizacionDatosDto'];
      nombre?: string;
      /**
       * @description CC por defecto
       * @default CC
       * @enum {string}
       */
      tipoDocumento?: 'CC' | 'CE' | 'TI' | 'PPT' | 'PEP' | 'PA' | 'NIT';
      /** @description El número como se expidió según el tipo (se admiten separadores) */
      cedula?: string;
      /** @description 10 dígitos (se admiten separadores) */
      telefono?: string;
      direccion?: string;
      ciudad?: string;
    };
    CreateCobradorDto: {
      /** @example Ana María Pérez */
      nombre: string;
      /** @example ana@cartera.local */
      email: string;
      password: string;
      /**
       * @description 10 dígitos
       * @example 3001234567
       */
      telefono?: string | null;
      /** @example Centro */
      zona?: string | null;
      /**
       * @description Sólo cobradores: su documento como tercero en el exporte contable
       * @example 00112345678
       */
      cedula?: string | null;
      /**
       * @default activo
       * @enum {string}
       */
      estado?: 'activo' | 'inactivo';
      /**
       * @description Punto de partida de sus rutas: grados (−90 a 90); con longitud o sin ninguna
       * @example 4.6486
       */
      latitud?: number | null;
      /**
       * @description Punto de partida de sus rutas: grados (−180 a 180); con latitud o sin ninguna
       * @example -74.0621
       */
      longitud?: number | null;
      /**
       * @default cobrador
       * @enum {string}
       */
      rol?: 'cobrador';
    };
    UpdateCobradorDto: {
      nombre?: string;
      email?: string;
      /** @description Vacía o ausente: no cambia */
      password?: string;
      /** @description Obligatoria al cambiar la contraseña o el email de la cuenta propia */
      passwordActual?: string;
      /** @description 10 dígitos; vacío lo borra */
      telefono?: string | null;
      zona?: string | null;
      /** @description Sólo cobradores; vacío la borra */
      cedula?: string | null;
      /** @enum {string} */
      estado?: 'activo' | 'inactivo';
      /**
       * @description Punto de partida de sus rutas: grados (−90 a 90); con longitud o sin ninguna
       * @example 4.6486
       */
      latitud?: number | null;
      /**
       * @description Punto de partida de sus rutas: grados (−180 a 180); con latitud o sin ninguna
       * @example -74.0621
       */
      longitud?: number | null;
      /** @enum {string} */
      rol?: 'cobrador';
    };
    UbicacionDto: {
      /**
       * @description Grados decimales, −90 a 90
       * @example 4.648623
       */
      latitud: number;
      /**
       * @description Grados decimales, −180 a 180
       * @example -74.062112
       */
      longitud: number;
      /**
       * @description Radio de confianza en metros que informa el navegador, 0 a 100.000
       * @example 12
       */
      precision: number;
    };
    CreateCobroDto: {
      /** Format: uuid */
      prestamo: string;
      /**
       * @description Pesos enteros, mayor que 0
       * @example 50000
       */
      monto: number;
      /** @example 2026-11-22 */
      fecha: string;
      observaciones?: string | null;
      /**
       * Format: uuid
       * @description Sólo admin o gerente; por defecto el cobrador del préstamo. Un cobrador siempre cobra a su nombre.
       */
      cobrador?: string | null;
      /**
       * Format: uuid
       * @description Quién tiene el efectivo. Sólo admin o gerente, a nombre de un cobrador que lo tiene consigo: el id de ese mismo cobrador. Ausente o null: la caja de la oficina. Un cobrador siempre lo tiene él.
       */
      enPoderDe?: string | null;
      /** @description Dónde se hizo, si el teléfono lo sabe; ausente o null: sin ubicación */
      ubicacion?: components['schemas']['UbicacionDto'] | null;
      /**
       * @default efectivo
       * @enum {string}
       */
      medio?: 'efectivo' | 'transferencia';
      /**
       * Format: uuid
       * @description La cuenta de recaudo de una transferencia
       */
      cuenta?: string | null;
      /**
       * @description Referencia o número de aprobación
       * @example M12345678
       */
      referencia?: string | null;
    };
    UpdateCobroDto: {
      /**
       * Format: uuid
       * @description Si se envía, debe ser el mismo préstamo
       */
      prestamo?: string;
      /** @example 50000 */
      monto?: number;
      /** @example 2026-11-22 */
      fecha?: string;
      observaciones?: string | null;
      /** Format: uuid */
      cobrador?: string | null;
    };
    CorregirPrestamoCobroDto: {
      /**
       * Format: uuid
       * @description Préstamo al que pasa el cobro (del mismo cliente o de otro)
       */
      prestamo: string;
      /** @example El cliente pagaba el préstamo nuevo */
      motivo: string;
    };
    CrearRechazoDto: {
      /** @enum {string} */
      tipo: 'cobro' | 'gestion' | 'solicitud';
      /** @description La Idempotency-Key con la que el dispositivo la envió */
      clave: string;
      /** @description El cuerpo que se intentó enviar; su JSON, de hasta 16 KB */
      cuerpo: {
        [key: string]: unknown;
      };
      /** @description El mensaje con que la API la rechazó */
      mensaje: string;
      codigo?: string | null;
      /**
       * @description Cuándo se hizo en el dispositivo
       * @example 2026-11-23T14:03:00.000Z
       */
      creadoEn: string;
    };
    CrearGestionDto: {
      /** Format: uuid */
      prestamo: string;
      /** @enum {string} */
      resultado: 'no_estaba' | 'promesa' | 'se_nego' | 'otro';
      /**
       * @description Día de la visita; por omisión, hoy
       * @example 2026-11-23
       */
      fecha?: string;
      /**
       * @description Sólo con resultado promesa
       * @example 2026-11-25
       */
      fechaPromesa?: string | null;
      /**
       * @description Sólo con resultado promesa; pesos enteros
       * @example 20000
       */
      montoPromesa?: number | null;
      /** @description Obligatoria con resultado otro */
      nota?: string | null;
      /** @description Dónde se hizo, si el teléfono lo sabe; ausente o null: sin ubicación */
      ubicacion?: components['schemas']['UbicacionDto'] | null;
    };
    CreateTransferenciaDto: {
      /** Format: uuid */
      prestamo: string;
      /** @example 50000 */
      monto: number;
      /** @example 2026-11-22 */
      fecha: string;
      /**
       * Format: uuid
       * @description La cuenta de recaudo a la que llegó
       */
      cuenta: string;
      /** @example M12345678 */
      referencia: string;
      observaciones?: string | null;
      /** @description Foto del comprobante: data URL JPEG, PNG o WEBP de hasta 2 MB */
      foto?: string | null;
    };
    ErrorApi: {
      /** @constant */
      success: false;
      message: string;
      code:
        | 'VALIDACION'
        | 'JSON_INVALIDO'
        | 'NO_ENCONTRADO'
        | 'NO_AUTENTICADO'
        | 'SESION_INVALIDA'
        | 'PROHIBIDO'
        | 'CONFLICTO'
        | 'DATOS_ASOCIADOS'
        | 'ID_INVALIDO'
        | 'ERROR_INTERNO'
        | 'NO_DISPONIBLE'
        | 'SERVICIO_NO_DISPONIBLE'
        | 'BASE_DATOS_OCUPADA'
        | 'DEMASIADAS_SOLICITUDES'
        | 'SOLICITUD_INVALIDA'
        | 'METODO_NO_PERMITIDO'
        | 'CUERPO_DEMASIADO_GRANDE'
        | 'URL_DEMASIADO_LARGA'
        | 'TIPO_CONTENIDO_NO_SOPORTADO'
        | 'REFERENCIA_INVALIDA'
        | 'REINTENTAR'
        | 'PERIODO_CERRADO'
        | 'CAJA_INSUFICIENTE'
        | 'FORMATO_INVALIDO'
        | 'SIN_CAMBIOS'
        | 'TRANSICION_NO_PERMITIDA'
        | 'IDEMPOTENCIA_REQUERIDA'
        | 'IDEMPOTENCIA_EN_CURSO'
        | 'IDEMPOTENCIA_CLAVE_INVALIDA'
        | 'IDEMPOTENCIA_OTRA_SOLICITUD'
        | 'IDEMPOTENCIA_APLICADA'
        | 'CREDENCIALES_INVALIDAS'
        | 'DEMASIADOS_INTENTOS'
        | 'ORIGEN_NO_PERMITIDO'
        | 'USUARIO_INACTIVO'
        | 'SESION_VENCIDA'
        | 'EMAIL_DUPLICADO'
        | 'ULTIMO_ADMIN'
        | 'AUTO_DESACTIVACION'
        | 'AUTO_ELIMINACION'
        | 'USUARIO_CON_DATOS'
        | 'ADMIN_PROTEGIDO'
        | 'SOLO_COBRADORES'
        | 'CLIENTE_CON_PRESTAMOS'
        | 'CEDULA_DUPLICADA'
        | 'REGISTRO_CEDULAS_NO_DISPONIBLE'
        | 'CLIENTE_SIN_AUTORIZACION_DATOS'
        | 'SUPRESION_NO_PERMITIDA'
        | 'CLIENTE_SUPRIMIDO'
        | 'TERMINOS_PRESTAMO_INVALIDOS'
        | 'PRESTAMO_NO_ENCONTRADO'
        | 'PRESTAMO_NO_DESEMBOLSADO'
        | 'PRESTAMO_CERRADO'
        | 'PRESTAMO_NO_EDITABLE'
        | 'PRESTAMO_DESEMBOLSADO'
        | 'PRESTAMO_CON_SALDO'
        | 'PRESTAMO_SIN_SALDO'
        | 'PRESTAMO_NO_ANULABLE'
        | 'PRESTAMO_CON_COBROS'
        | 'PRESTAMO_CON_CONDONACIONES'
        | 'PRESTAMO_NO_SOLICITADO'
        | 'PRESTAMO_NO_ABIERTO'
        | 'PRESTAMO_NO_REENGANCHABLE'
        | 'PRESTAMO_YA_REENGANCHADO'
        | 'PRESTAMO_REENGANCHE_FIJO'
        | 'PRESTAMO_REENGANCHE_NO_ANULABLE'
        | 'REENGANCHE_REQUIERE_PAGO'
        | 'REENGANCHE_CON_MORA'
        | 'MORA_SOBRE_USURA'
        | 'PLAN_NO_GENERADO'
        | 'PLAN_YA_GENERADO'
        | 'CUOTA_INVALIDA'
        | 'CUOTA_NO_ENCONTRADA'
        | 'CUOTA_PAGADA'
        | 'CUOTA_SIN_PAGOS'
        | 'MONTO_SUPERA_SALDO'
        | 'MONTO_SUPERA_SALDO_CUOTA'
        | 'MONTO_SUPERA_CASTIGADO'
        | 'PRESTAMO_SUPERA_USURA'
        | 'CONFIRMACION_USURA_REQUERIDA'
        | 'TASA_USURA_SOLAPADA'
        | 'COBRO_OTRO_PRESTAMO'
        | 'COBRO_OTRO_CLIENTE'
        | 'COBRO_EN_ENTREGA'
        | 'COBRO_DE_CIERRE'
        | 'GASTO_YA_RECHAZADO'
        | 'GASTO_ENTREGADO'
        | 'GASTO_NO_PENDIENTE'
        | 'APROBADOR_ES_REGISTRANTE'
        | 'ENTREGA_NEGATIVA'
        | 'ENTREGA_PENDIENTE'
        | 'NADA_POR_ENTREGAR'
        | 'ENTREGA_YA_CONFIRMADA'
        | 'ABONO_SUPERA_DEUDA'
        | 'MOVIMIENTO_DE_ENTREGA'
        | 'AVALUO_SOLO_OFICINA'
        | 'DOCUMENTO_DE_OTRO_PRESTAMO'
        | 'ARCHIVO_DEMASIADO_GRANDE'
        | 'ARCHIVO_NO_PERMITIDO'
        | 'NO_MULTIPART'
        | 'MULTIPART_INVALIDO'
        | 'VARIOS_ARCHIVOS'
        | 'SUBIDAS_SIMULTANEAS'
        | 'SUBIDAS_POR_MINUTO'
        | 'CUOTA_DOCUMENTOS'
        | 'RECHAZOS_POR_MINUTO'
        | 'RECHAZOS_POR_DIA'
        | 'RECHAZOS_ESPACIO'
        | 'META_DUPLICADA'
        | 'COBRADOR_INACTIVO'
        | 'CANAL_NO_CONFIGURADO'
        | 'PRUEBA_CANAL_FALLIDA'
        | 'PLANTILLA_DUPLICADA'
        | 'PLANTILLA_AUTOMATICA'
        | 'SIN_DESTINATARIOS'
        | 'NOTIFICACION_NO_PROGRAMADA'
        | 'CUOTA_DIARIA_NOTIFICACIONES'
        | 'EXPORTE_EN_CURSO'
        | 'EXPORTE_DEMASIADO_GRANDE'
        | 'ARCHIVO_IMPORTACION_INVALIDO'
        | 'IMPORTACION_ESTADO_INVALIDO'
        | 'ENCABEZADOS_IMPORTACION'
        | 'CIERRE_CON_IMPORTACION'
        | 'RESPALDO_EN_CURSO'
        | 'RESPALDOS_NO_DISPONIBLES'
        | 'RESPALDO_FALLIDO'
        | 'RESPALDO_SIN_ARCHIVO'
        | 'VERIFICACION_EN_CURSO'
        | 'APROBADOR_ES_SOLICITANTE'
        | 'APROBACION_SOLO_ADMIN'
        | 'APROBACION_NO_PENDIENTE'
        | 'APROBACION_YA_PENDIENTE'
        | 'CUENTA_PAGO_REPETIDA'
        | 'TRANSFERENCIA_NO_PENDIENTE'
        | 'TRANSFERENCIA_POR_CONFIRMAR'
        | 'EXTRACTO_INVALIDO'
        | 'LINEA_SUSPENSO_DECIDIDA'
        | 'COBRO_DE_RECAUDO';
      errors?: {
        [key: string]: string[];
      };
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  AuditoriaController_listar: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        /** @description Texto a buscar (sin distinguir mayúsculas ni tildes) */
        search?: string;
        sort?: string;
        /** @description Desde (incluida): 'YYYY-MM-DD' (día en Bogotá) o instante ISO 8601 */
        fechaDesde?: string;
        /** @description Hasta (incluida): 'YYYY-MM-DD' (día en Bogotá) o instante ISO 8601 */
        fechaHasta?: string;
        /** @description Nombre exacto del usuario (o email en un inicio de sesión fallido) */
        usuario?: string;
        modulo?:
          | 'Clientes'
          | 'Préstamos'
          | 'Cobros'
          | 'Cobradores'
          | 'Usuarios'
          | 'Garantías'
          | 'Documentos'
          | 'Metas'
          | 'Reportes'
          | 'Sistema'
          | 'Autenticación';
        tipo?: 'success' | 'error' | 'warning' | 'info';
        resultado?: 'exitoso' | 'fallido';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              /** Format: date-time */
              timestamp: string;
              usuario: string;
              accion: string;
              modulo: string;
              detalles: string;
              ip: string | null;
              tipo: 'success' | 'error' | 'warning' | 'info';
              resultado: 'exitoso' | 'fallido';
              datosAnteriores: {
                [key: string]: unknown;
              } | null;
              datosNuevos: {
                [key: string]: unknown;
              } | null;
            }[];
            message: string;
            meta: {
              total: number;
              page: number;
              limit: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  AuditoriaController_resumen: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        /** @description Texto a buscar (sin distinguir mayúsculas ni tildes) */
        search?: string;
        sort?: string;
        /** @description Desde (incluida): 'YYYY-MM-DD' (día en Bogotá) o instante ISO 8601 */
        fechaDesde?: string;
        /** @description Hasta (incluida): 'YYYY-MM-DD' (día en Bogotá) o instante ISO 8601 */
        fechaHasta?: string;
        /** @description Nombre exacto del usuario (o email en un inicio de sesión fallido) */
        usuario?: string;
        modulo?:
          | 'Clientes'
          | 'Préstamos'
          | 'Cobros'
          | 'Cobradores'
          | 'Usuarios'
          | 'Garantías'
          | 'Documentos'
          | 'Metas'
          | 'Reportes'
          | 'Sistema'
          | 'Autenticación';
        tipo?: 'success' | 'error' | 'warning' | 'info';
        resultado?: 'exitoso' | 'fallido';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              total: number;
              exitosos: number;
              fallidos: number;
              advertencias: number;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  AuditoriaController_opciones: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              usuarios: string[];
              modulos: string[];
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  AuditoriaController_exportar: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        /** @description Texto a buscar (sin distinguir mayúsculas ni tildes) */
        search?: string;
        sort?: string;
        /** @description Desde (incluida): 'YYYY-MM-DD' (día en Bogotá) o instante ISO 8601 */
        fechaDesde?: string;
        /** @description Hasta (incluida): 'YYYY-MM-DD' (día en Bogotá) o instante ISO 8601 */
        fechaHasta?: string;
        /** @description Nombre exacto del usuario (o email en un inicio de sesión fallido) */
        usuario?: string;
        modulo?:
          | 'Clientes'
          | 'Préstamos'
          | 'Cobros'
          | 'Cobradores'
          | 'Usuarios'
          | 'Garantías'
          | 'Documentos'
          | 'Metas'
          | 'Reportes'
          | 'Sistema'
          | 'Autenticación';
        tipo?: 'success' | 'error' | 'warning' | 'info';
        resultado?: 'exitoso' | 'fallido';
      };
      header?: never;
      path: {
        formato: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description El archivo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  UsuariosController_listar: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        /** @description Texto a buscar (sin distinguir mayúsculas ni tildes) */
        search?: string;
        sort?: string;
        rol?: 'admin' | 'gerente' | 'cobrador';
        estado?: 'activo' | 'inactivo';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              nombre: string;
              email: string;
              rol: 'admin' | 'gerente' | 'cobrador';
              telefono?: string | null;
              zona?: string | null;
              estado: 'activo' | 'inactivo';
              latitud?: number | null;
              longitud?: number | null;
              cedula?: string | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              bloqueadoHasta?: string | null;
            }[];
            message: string;
            meta: {
              total: number;
              page: number;
              limit: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  UsuariosController_crear: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateUsuarioDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              nombre: string;
              email: string;
              rol: 'admin' | 'gerente' | 'cobrador';
              telefono?: string | null;
              zona?: string | null;
              estado: 'activo' | 'inactivo';
              latitud?: number | null;
              longitud?: number | null;
              cedula?: string | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              bloqueadoHasta?: string | null;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  UsuariosController_estadisticas: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              total: number;
              activos: number;
              inactivos: number;
              porRol: {
                admin: number;
                gerente: number;
                cobrador: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  UsuariosController_obtener: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              nombre: string;
              email: string;
              rol: 'admin' | 'gerente' | 'cobrador';
              telefono?: string | null;
              zona?: string | null;
              estado: 'activo' | 'inactivo';
              latitud?: number | null;
              longitud?: number | null;
              cedula?: string | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              bloqueadoHasta?: string | null;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  UsuariosController_actualizar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateUsuarioDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              nombre: string;
              email: string;
              rol: 'admin' | 'gerente' | 'cobrador';
              telefono?: string | null;
              zona?: string | null;
              estado: 'activo' | 'inactivo';
              latitud?: number | null;
              longitud?: number | null;
              cedula?: string | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              bloqueadoHasta?: string | null;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  UsuariosController_eliminar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: null;
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  UsuariosController_cambiarPassword: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CambiarPasswordDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              nombre: string;
              email: string;
              rol: 'admin' | 'gerente' | 'cobrador';
              telefono?: string | null;
              zona?: string | null;
              estado: 'activo' | 'inactivo';
              latitud?: number | null;
              longitud?: number | null;
              cedula?: string | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              bloqueadoHasta?: string | null;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  UsuariosController_desbloquear: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              nombre: string;
              email: string;
              rol: 'admin' | 'gerente' | 'cobrador';
              telefono?: string | null;
              zona?: string | null;
              estado: 'activo' | 'inactivo';
              latitud?: number | null;
              longitud?: number | null;
              cedula?: string | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              bloqueadoHasta?: string | null;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  AuthController_login: {
    parameters: {
      query?: never;
      header: {
        'user-agent': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              token: string;
              usuario: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                email: string;
                rol: 'admin' | 'gerente' | 'cobrador';
                telefono?: string | null;
                zona?: string | null;
                estado: 'activo' | 'inactivo';
                latitud?: number | null;
                longitud?: number | null;
                cedula?: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
                bloqueadoHasta?: string | null;
              };
            };
            message: string;
            token: string;
            usuario: {
              /** Format: uuid */
              _id: string;
              nombre: string;
              email: string;
              rol: 'admin' | 'gerente' | 'cobrador';
              telefono?: string | null;
              zona?: string | null;
              estado: 'activo' | 'inactivo';
              latitud?: number | null;
              longitud?: number | null;
              cedula?: string | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              bloqueadoHasta?: string | null;
            };
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  AuthController_renovar: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              token: string;
              usuario: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                email: string;
                rol: 'admin' | 'gerente' | 'cobrador';
                telefono?: string | null;
                zona?: string | null;
                estado: 'activo' | 'inactivo';
                latitud?: number | null;
                longitud?: number | null;
                cedula?: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
                bloqueadoHasta?: string | null;
              };
            };
            message: string;
            token: string;
            usuario: {
              /** Format: uuid */
              _id: string;
              nombre: string;
              email: string;
              rol: 'admin' | 'gerente' | 'cobrador';
              telefono?: string | null;
              zona?: string | null;
              estado: 'activo' | 'inactivo';
              latitud?: number | null;
              longitud?: number | null;
              cedula?: string | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              bloqueadoHasta?: string | null;
            };
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  AuthController_logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: null;
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  AuthController_cerrarOtras: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              cerradas: number;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  AuthController_registrar: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateUsuarioDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              nombre: string;
              email: string;
              rol: 'admin' | 'gerente' | 'cobrador';
              telefono?: string | null;
              zona?: string | null;
              estado: 'activo' | 'inactivo';
              latitud?: number | null;
              longitud?: number | null;
              cedula?: string | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              bloqueadoHasta?: string | null;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  AuthController_perfil: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              nombre: string;
              email: string;
              rol: 'admin' | 'gerente' | 'cobrador';
              telefono?: string | null;
              zona?: string | null;
              estado: 'activo' | 'inactivo';
              latitud?: number | null;
              longitud?: number | null;
              cedula?: string | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              bloqueadoHasta?: string | null;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  AuthController_actualizarPerfil: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ActualizarPerfilDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              nombre: string;
              email: string;
              rol: 'admin' | 'gerente' | 'cobrador';
              telefono?: string | null;
              zona?: string | null;
              estado: 'activo' | 'inactivo';
              latitud?: number | null;
              longitud?: number | null;
              cedula?: string | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              bloqueadoHasta?: string | null;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  AuthController_avisos: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              titulo: string;
              mensaje: string;
              /** Format: date-time */
              createdAt: string;
            }[];
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  AuthController_cambiarMiPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CambiarMiPasswordDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              token: string;
              usuario: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                email: string;
                rol: 'admin' | 'gerente' | 'cobrador';
                telefono?: string | null;
                zona?: string | null;
                estado: 'activo' | 'inactivo';
                latitud?: number | null;
                longitud?: number | null;
                cedula?: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
                bloqueadoHasta?: string | null;
              };
            };
            message: string;
            token: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CobradoresController_listar: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        /** @description Texto a buscar (sin distinguir mayúsculas ni tildes) */
        search?: string;
        sort?: string;
        rol?: 'admin' | 'gerente' | 'cobrador';
        estado?: 'activo' | 'inactivo';
        /** @description 1: cada cobrador trae `cartera` (clientes asignados y préstamos abiertos: activo, mora o vencido). Sólo para admin y gerente; una sesión de cobrador no la recibe. */
        cartera?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              data: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                email: string;
                /** @constant */
                rol: 'cobrador';
                telefono?: string | null;
                zona?: string | null;
                estado: 'activo' | 'inactivo';
                latitud?: number | null;
                longitud?: number | null;
                cedula?: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
                bloqueadoHasta?: string | null;
                cartera?: {
                  clientes: number;
                  prestamosActivos: number;
                };
              }[];
              meta: {
                total: number;
                page: number;
                limit: number;
                totalPages: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CobradoresController_crear: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCobradorDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              nombre: string;
              email: string;
              /** @constant */
              rol: 'cobrador';
              telefono?: string | null;
              zona?: string | null;
              estado: 'activo' | 'inactivo';
              latitud?: number | null;
              longitud?: number | null;
              cedula?: string | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              bloqueadoHasta?: string | null;
              cartera?: {
                clientes: number;
                prestamosActivos: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CobradoresController_obtener: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              nombre: string;
              email: string;
              /** @constant */
              rol: 'cobrador';
              telefono?: string | null;
              zona?: string | null;
              estado: 'activo' | 'inactivo';
              latitud?: number | null;
              longitud?: number | null;
              cedula?: string | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              bloqueadoHasta?: string | null;
              cartera?: {
                clientes: number;
                prestamosActivos: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CobradoresController_actualizar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCobradorDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              nombre: string;
              email: string;
              /** @constant */
              rol: 'cobrador';
              telefono?: string | null;
              zona?: string | null;
              estado: 'activo' | 'inactivo';
              latitud?: number | null;
              longitud?: number | null;
              cedula?: string | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              bloqueadoHasta?: string | null;
              cartera?: {
                clientes: number;
                prestamosActivos: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CobradoresController_eliminar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: null;
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ClientesController_listar: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        /** @description Texto a buscar (sin distinguir mayúsculas ni tildes) */
        search?: string;
        sort?: 'createdAt_desc' | 'createdAt_asc' | 'nombre_asc' | 'nombre_desc';
        estado?: 'activo' | 'inactivo';
        /** @description Id del cobrador asignado */
        cobrador?: string;
        /** @description 'sin': clientes sin autorización de datos */
        autorizacion?: 'sin' | 'con';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              tipoDocumento: 'CC' | 'CE' | 'TI' | 'PPT' | 'PEP' | 'PA' | 'NIT';
              cedula: string;
              nombre: string;
              apodo: string | null;
              telefono: string;
              email: string | null;
              direccion: string;
              barrio: string | null;
              ciudad: string;
              departamento: string | null;
              latitud: number | null;
              longitud: number | null;
              fechaNacimiento: string | null;
              sexo: ('M' | 'F' | 'O') | null;
              estadoCivil: ('S' | 'C' | 'D' | 'V' | 'U') | null;
              lugarNacimiento: string | null;
              ocupacion: string | null;
              ingresos: number | null;
              referencia1Nombre: string | null;
              referencia1Telefono: string | null;
              referencia2Nombre: string | null;
              referencia2Telefono: string | null;
              observaciones: string | null;
              estado: 'activo' | 'inactivo';
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              tieneFoto: boolean;
              tieneAutorizacion: boolean;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            }[];
            message: string;
            meta: {
              total: number;
              page: number;
              limit: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ClientesController_crear: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateClienteDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              tipoDocumento: 'CC' | 'CE' | 'TI' | 'PPT' | 'PEP' | 'PA' | 'NIT';
              cedula: string;
              nombre: string;
              apodo: string | null;
              telefono: string;
              email: string | null;
              direccion: string;
              barrio: string | null;
              ciudad: string;
              departamento: string | null;
              latitud: number | null;
              longitud: number | null;
              fechaNacimiento: string | null;
              sexo: ('M' | 'F' | 'O') | null;
              estadoCivil: ('S' | 'C' | 'D' | 'V' | 'U') | null;
              lugarNacimiento: string | null;
              ocupacion: string | null;
              ingresos: number | null;
              referencia1Nombre: string | null;
              referencia1Telefono: string | null;
              referencia2Nombre: string | null;
              referencia2Telefono: string | null;
              observaciones: string | null;
              estado: 'activo' | 'inactivo';
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              tieneFoto: boolean;
              tieneAutorizacion: boolean;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              autorizacionDatos: {
                canal: 'presencial_firmado' | 'verbal_grabado' | 'whatsapp' | 'web' | 'correo';
                version: number;
                /** Format: date */
                fecha: string;
                tomadaPor: {
                  _id: string | null;
                  nombre: string;
                };
                documento: string | null;
              } | null;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ClientesController_consultarCedula: {
    parameters: {
      query?: {
        /** @description 1: no usar la caché, preguntar otra vez al registro externo */
        refresh?: boolean;
        /** @description 1: guardar la respuesta del registro externo en la caché */
        persist?: boolean;
      };
      header?: never;
      path: {
        cedula: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data:
              | {
                  /** Format: uuid */
                  _id: string;
                  tipoDocumento: 'CC' | 'CE' | 'TI' | 'PPT' | 'PEP' | 'PA' | 'NIT';
                  cedula: string;
                  nombre: string;
                  apodo: string | null;
                  telefono: string;
                  email: string | null;
                  direccion: string;
                  barrio: string | null;
                  ciudad: string;
                  departamento: string | null;
                  latitud: number | null;
                  longitud: number | null;
                  fechaNacimiento: string | null;
                  sexo: ('M' | 'F' | 'O') | null;
                  estadoCivil: ('S' | 'C' | 'D' | 'V' | 'U') | null;
                  lugarNacimiento: string | null;
                  ocupacion: string | null;
                  ingresos: number | null;
                  referencia1Nombre: string | null;
                  referencia1Telefono: string | null;
                  referencia2Nombre: string | null;
                  referencia2Telefono: string | null;
                  observaciones: string | null;
                  estado: 'activo' | 'inactivo';
                  cobrador: {
                    /** Format: uuid */
                    _id: string;
                    nombre: string;
                  } | null;
                  tieneFoto: boolean;
                  tieneAutorizacion: boolean;
                  /** Format: date-time */
                  createdAt: string;
                  /** Format: date-time */
                  updatedAt: string;
                  foto: string | null;
                  /** @constant */
                  source: 'database';
                }
              | {
                  cedula: string;
                  nombre: string;
                  fechaNacimiento?: string;
                  sexo?: 'M' | 'F' | 'O';
                  estadoCivil?: 'S' | 'C' | 'D' | 'V' | 'U';
                  lugarNacimiento?: string;
                  direccion?: string;
                  barrio?: string;
                  ciudad?: string;
                  departamento?: string;
                  telefono?: string;
                  email?: string;
                  ocupacion?: string;
                  foto?: string;
                  source: 'cache' | 'external';
                };
            message: string;
            source: 'database' | 'cache' | 'external';
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ClientesController_limpiarCache: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        cedula: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              eliminada: boolean;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ClientesController_obtener: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              tipoDocumento: 'CC' | 'CE' | 'TI' | 'PPT' | 'PEP' | 'PA' | 'NIT';
              cedula: string;
              nombre: string;
              apodo: string | null;
              telefono: string;
              email: string | null;
              direccion: string;
              barrio: string | null;
              ciudad: string;
              departamento: string | null;
              latitud: number | null;
              longitud: number | null;
              fechaNacimiento: string | null;
              sexo: ('M' | 'F' | 'O') | null;
              estadoCivil: ('S' | 'C' | 'D' | 'V' | 'U') | null;
              lugarNacimiento: string | null;
              ocupacion: string | null;
              ingresos: number | null;
              referencia1Nombre: string | null;
              referencia1Telefono: string | null;
              referencia2Nombre: string | null;
              referencia2Telefono: string | null;
              observaciones: string | null;
              estado: 'activo' | 'inactivo';
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              tieneFoto: boolean;
              tieneAutorizacion: boolean;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              autorizacionDatos: {
                canal: 'presencial_firmado' | 'verbal_grabado' | 'whatsapp' | 'web' | 'correo';
                version: number;
                /** Format: date */
                fecha: string;
                tomadaPor: {
                  _id: string | null;
                  nombre: string;
                };
                documento: string | null;
              } | null;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ClientesController_actualizar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateClienteDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              tipoDocumento: 'CC' | 'CE' | 'TI' | 'PPT' | 'PEP' | 'PA' | 'NIT';
              cedula: string;
              nombre: string;
              apodo: string | null;
              telefono: string;
              email: string | null;
              direccion: string;
              barrio: string | null;
              ciudad: string;
              departamento: string | null;
              latitud: number | null;
              longitud: number | null;
              fechaNacimiento: string | null;
              sexo: ('M' | 'F' | 'O') | null;
              estadoCivil: ('S' | 'C' | 'D' | 'V' | 'U') | null;
              lugarNacimiento: string | null;
              ocupacion: string | null;
              ingresos: number | null;
              referencia1Nombre: string | null;
              referencia1Telefono: string | null;
              referencia2Nombre: string | null;
              referencia2Telefono: string | null;
              observaciones: string | null;
              estado: 'activo' | 'inactivo';
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              tieneFoto: boolean;
              tieneAutorizacion: boolean;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              autorizacionDatos: {
                canal: 'presencial_firmado' | 'verbal_grabado' | 'whatsapp' | 'web' | 'correo';
                version: number;
                /** Format: date */
                fecha: string;
                tomadaPor: {
                  _id: string | null;
                  nombre: string;
                };
                documento: string | null;
              } | null;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ClientesController_eliminar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: null;
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ClientesController_foto: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              foto: string | null;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  HabeasDataController_listar: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        /** @description Texto a buscar (sin distinguir mayúsculas ni tildes) */
        search?: string;
        sort?: string;
        estado?: 'recibida' | 'en_tramite' | 'respondida' | 'rechazada';
        tipo?: 'consulta' | 'reclamo' | 'actualizacion' | 'supresion';
        cliente?: string;
        /** @description 1: sólo las abiertas */
        abiertas?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              numero: number;
              tipo: 'consulta' | 'reclamo' | 'actualizacion' | 'supresion';
              estado: 'recibida' | 'en_tramite' | 'respondida' | 'rechazada';
              cliente: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              titular: string;
              contacto: string | null;
              descripcion: string;
              /** Format: date */
              fechaRecibida: string;
              /** Format: date */
              fechaVence: string;
              vencida: boolean;
              respuesta: string | null;
              canalRespuesta: ('email' | 'sms' | 'whatsapp') | null;
              respondidaEn: string | null;
              registradaPor: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            }[];
            message: string;
            meta: {
              total: number;
              page: number;
              limit: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  HabeasDataController_crear: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CrearSolicitudDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              numero: number;
              tipo: 'consulta' | 'reclamo' | 'actualizacion' | 'supresion';
              estado: 'recibida' | 'en_tramite' | 'respondida' | 'rechazada';
              cliente: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              titular: string;
              contacto: string | null;
              descripcion: string;
              /** Format: date */
              fechaRecibida: string;
              /** Format: date */
              fechaVence: string;
              vencida: boolean;
              respuesta: string | null;
              canalRespuesta: ('email' | 'sms' | 'whatsapp') | null;
              respondidaEn: string | null;
              registradaPor: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  HabeasDataController_cambiar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CambiarSolicitudDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              numero: number;
              tipo: 'consulta' | 'reclamo' | 'actualizacion' | 'supresion';
              estado: 'recibida' | 'en_tramite' | 'respondida' | 'rechazada';
              cliente: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              titular: string;
              contacto: string | null;
              descripcion: string;
              /** Format: date */
              fechaRecibida: string;
              /** Format: date */
              fechaVence: string;
              vencida: boolean;
              respuesta: string | null;
              canalRespuesta: ('email' | 'sms' | 'whatsapp') | null;
              respondidaEn: string | null;
              registradaPor: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  HabeasDataController_avisoPrivacidad: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              vigente: {
                version: number;
                texto: string;
                creadoPor: string | null;
                /** Format: date-time */
                createdAt: string;
              };
              versiones: {
                version: number;
                texto: string;
                creadoPor: string | null;
                /** Format: date-time */
                createdAt: string;
              }[];
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  HabeasDataController_nuevoAvisoPrivacidad: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AvisoPrivacidadDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              version: number;
              texto: string;
              creadoPor: string | null;
              /** Format: date-time */
              createdAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  DatosPersonalesController_exportar: {
    parameters: {
      query?: {
        formato?: 'json' | 'pdf';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: date-time */
              generadoEn: string;
              cliente: {
                [key: string]: unknown;
              };
              foto: string | null;
              autorizacion: {
                canal: 'presencial_firmado' | 'verbal_grabado' | 'whatsapp' | 'web' | 'correo';
                version: number;
                /** Format: date */
                fecha: string;
                tomadaPor: {
                  _id: string | null;
                  nombre: string;
                };
                documento: string | null;
              } | null;
              prestamos: {
                [key: string]: unknown;
              }[];
              cobros: {
                [key: string]: unknown;
              }[];
              gestiones: {
                [key: string]: unknown;
              }[];
              documentos: {
                [key: string]: unknown;
              }[];
              solicitudes: {
                /** Format: uuid */
                _id: string;
                numero: number;
                tipo: 'consulta' | 'reclamo' | 'actualizacion' | 'supresion';
                estado: 'recibida' | 'en_tramite' | 'respondida' | 'rechazada';
                cliente: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                } | null;
                titular: string;
                contacto: string | null;
                descripcion: string;
                /** Format: date */
                fechaRecibida: string;
                /** Format: date */
                fechaVence: string;
                vencida: boolean;
                respuesta: string | null;
                canalRespuesta: ('email' | 'sms' | 'whatsapp') | null;
                respondidaEn: string | null;
                registradaPor: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
              }[];
              avisosPrevios: {
                /** Format: uuid */
                _id: string;
                prestamo: {
                  /** Format: uuid */
                  _id: string;
                  numero: number;
                } | null;
                plantilla: string;
                canal: 'correo_certificado' | 'email' | 'sms' | 'whatsapp' | 'presencial' | 'extracto';
                /** Format: date */
                fechaEnvio: string;
                reportableDesde: string | null;
                avisosExigidos: 1 | 2;
                registradoPor: string;
                /** Format: date-time */
                createdAt: string;
              }[];
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  DatosPersonalesController_suprimir: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              /** @constant */
              suprimido: true;
              nombre: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  DatosPersonalesController_avisosPrevios: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              prestamo: {
                /** Format: uuid */
                _id: string;
                numero: number;
              } | null;
              plantilla: string;
              canal: 'correo_certificado' | 'email' | 'sms' | 'whatsapp' | 'presencial' | 'extracto';
              /** Format: date */
              fechaEnvio: string;
              reportableDesde: string | null;
              avisosExigidos: 1 | 2;
              registradoPor: string;
              /** Format: date-time */
              createdAt: string;
            }[];
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  DatosPersonalesController_registrarAvisoPrevio: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CrearAvisoPrevioDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              prestamo: {
                /** Format: uuid */
                _id: string;
                numero: number;
              } | null;
              plantilla: string;
              canal: 'correo_certificado' | 'email' | 'sms' | 'whatsapp' | 'presencial' | 'extracto';
              /** Format: date */
              fechaEnvio: string;
              reportableDesde: string | null;
              avisosExigidos: 1 | 2;
              registradoPor: string;
              /** Format: date-time */
              createdAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PrestamosController_listar: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        /** @description Texto a buscar (sin distinguir mayúsculas ni tildes) */
        search?: string;
        sort?:
          | 'createdAt_desc'
          | 'createdAt_asc'
          | 'monto_desc'
          | 'monto_asc'
          | 'fecha_desc'
          | 'fecha_asc'
          | 'estado_asc'
          | 'estado_desc'
          | 'cliente_asc'
          | 'cliente_desc'
          | 'tasaEfectivaAnual_desc'
          | 'tasaEfectivaAnual_asc'
          | 'estado';
        estado?:
          | 'activo'
          | 'pagado'
          | 'vencido'
          | 'mora'
          | 'reenganchado'
          | 'cancelado'
          | 'solicitado'
          | 'rechazado'
          | 'castigado';
        /** @description Id del cobrador del préstamo */
        cobrador?: string;
        /** @description Id del cliente */
        cliente?: string;
        modalidad?: 'diario' | 'semanal' | 'quincenal' | 'mensual';
        /** @description Fecha del préstamo desde (incluida) */
        fechaDesde?: string;
        /** @description Fecha del préstamo hasta (incluida) */
        fechaHasta?: string;
        /** @description Tasa efectiva anual mínima (% EA, incluida) */
        tasaEfectivaMin?: number;
        /** @description Tasa efectiva anual máxima (% EA, incluida) */
        tasaEfectivaMax?: number;
        tipoCredito?:
          | 'consumo_ordinario'
          | 'microcredito'
          | 'popular_productivo_urbano'
          | 'popular_productivo_rural'
          | 'productivo_mayor_monto'
          | 'consumo_bajo_monto';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              numero: number;
              cliente: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                cedula: string | null;
                telefono: string | null;
              };
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              monto: number;
              interes: number;
              cuotas: number;
              plazo: number;
              modalidad: 'diario' | 'semanal' | 'quincenal' | 'mensual';
              tipoAmortizacion: 'capital_final' | 'amortizable' | 'interes_adelantado';
              /** Format: date */
              fecha: string;
              /** Format: date */
              fechaInicio: string;
              /** Format: date */
              fechaPrimerPago: string;
              estado:
                | 'activo'
                | 'pagado'
                | 'vencido'
                | 'mora'
                | 'reenganchado'
                | 'cancelado'
                | 'solicitado'
                | 'rechazado'
                | 'castigado';
              interesTotal: number;
              montoTotal: number;
              montoEntregado: number;
              saldoPendiente: number;
              cuotaDiaria: number;
              planGenerado: boolean;
              /** Format: date */
              fechaVencimiento: string;
              cuotasVencidas: number;
              diasMoraPromedio: number;
              prestamoOrigen: string | null;
              montoRefinanciado: number;
              tasaEfectivaAnual: number | null;
              tipoCredito:
                | 'consumo_ordinario'
                | 'microcredito'
                | 'popular_productivo_urbano'
                | 'popular_productivo_rural'
                | 'productivo_mayor_monto'
                | 'consumo_bajo_monto';
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            }[];
            message: string;
            meta: {
              total: number;
              page: number;
              limit: number;
              totalPages: number;
            };
            resumen: {
              total: number;
              activo: number;
              pagado: number;
              vencido: number;
              mora: number;
              reenganchado: number;
              cancelado: number;
              solicitado: number;
              rechazado: number;
              castigado: number;
              saldoPendiente: number;
            };
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PrestamosController_crear: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreatePrestamoDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              numero: number;
              cliente: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                cedula: string | null;
                telefono: string | null;
              };
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              monto: number;
              interes: number;
              cuotas: number;
              plazo: number;
              modalidad: 'diario' | 'semanal' | 'quincenal' | 'mensual';
              tipoAmortizacion: 'capital_final' | 'amortizable' | 'interes_adelantado';
              /** Format: date */
              fecha: string;
              /** Format: date */
              fechaInicio: string;
              /** Format: date */
              fechaPrimerPago: string;
              estado:
                | 'activo'
                | 'pagado'
                | 'vencido'
                | 'mora'
                | 'reenganchado'
                | 'cancelado'
                | 'solicitado'
                | 'rechazado'
                | 'castigado';
              interesTotal: number;
              montoTotal: number;
              montoEntregado: number;
              saldoPendiente: number;
              cuotaDiaria: number;
              planGenerado: boolean;
              /** Format: date */
              fechaVencimiento: string;
              cuotasVencidas: number;
              diasMoraPromedio: number;
              prestamoOrigen: string | null;
              montoRefinanciado: number;
              tasaEfectivaAnual: number | null;
              tipoCredito:
                | 'consumo_ordinario'
                | 'microcredito'
                | 'popular_productivo_urbano'
                | 'popular_productivo_rural'
                | 'productivo_mayor_monto'
                | 'consumo_bajo_monto';
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
            aprobacion?: {
              /** Format: uuid */
              _id: string;
              tipo: 'prestamo' | 'condonacion' | 'castigo' | 'reenganche' | 'liquidacion';
              estado: 'pendiente' | 'aprobada' | 'rechazada';
              prestamo: {
                /** Format: uuid */
                _id: string;
                numero: number;
              };
              cliente: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              };
              monto: number;
              motivo: string | null;
              aplicarA: ('interes' | 'capital') | null;
              montoRecibido: number | null;
              solicitante: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              /** Format: date-time */
              solicitadoEn: string;
              resolutor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              resueltoEn: string | null;
              motivoRechazo: string | null;
            } | null;
            advertencia?: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PrestamosController_exportarCsv: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        /** @description Texto a buscar (sin distinguir mayúsculas ni tildes) */
        search?: string;
        sort?:
          | 'createdAt_desc'
          | 'createdAt_asc'
          | 'monto_desc'
          | 'monto_asc'
          | 'fecha_desc'
          | 'fecha_asc'
          | 'estado_asc'
          | 'estado_desc'
          | 'cliente_asc'
          | 'cliente_desc'
          | 'tasaEfectivaAnual_desc'
          | 'tasaEfectivaAnual_asc'
          | 'estado';
        estado?:
          | 'activo'
          | 'pagado'
          | 'vencido'
          | 'mora'
          | 'reenganchado'
          | 'cancelado'
          | 'solicitado'
          | 'rechazado'
          | 'castigado';
        /** @description Id del cobrador del préstamo */
        cobrador?: string;
        /** @description Id del cliente */
        cliente?: string;
        modalidad?: 'diario' | 'semanal' | 'quincenal' | 'mensual';
        /** @description Fecha del préstamo desde (incluida) */
        fechaDesde?: string;
        /** @description Fecha del préstamo hasta (incluida) */
        fechaHasta?: string;
        /** @description Tasa efectiva anual mínima (% EA, incluida) */
        tasaEfectivaMin?: number;
        /** @description Tasa efectiva anual máxima (% EA, incluida) */
        tasaEfectivaMax?: number;
        tipoCredito?:
          | 'consumo_ordinario'
          | 'microcredito'
          | 'popular_productivo_urbano'
          | 'popular_productivo_rural'
          | 'productivo_mayor_monto'
          | 'consumo_bajo_monto';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description El archivo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PrestamosController_aging: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              '1-8': number;
              '9-15': number;
              '16-30': number;
              '31+': number;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PrestamosController_preview: {
    parameters: {
      query?: {
        /** @description 1 para incluir las cuotas */
        detalle?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PreviewPrestamoDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              montoTotalCalculado: number;
              montoCuotaProm: number;
              /** Format: date */
              primeraFecha: string;
              /** Format: date */
              ultimaFecha: string;
              interesTotal: number;
              montoEntregado: number;
              tasaEfectivaAnual: number | null;
              tipoCredito:
                | 'consumo_ordinario'
                | 'microcredito'
                | 'popular_productivo_urbano'
                | 'popular_productivo_rural'
                | 'productivo_mayor_monto'
                | 'consumo_bajo_monto';
              tasaUsura: {
                tasa: number;
                /** Format: date */
                desde: string;
                /** Format: date */
                hasta: string;
              } | null;
              superaUsura: boolean;
              interesMaximoUsura: number | null;
              cuotas?: {
                numero: number;
                /** Format: date */
                fechaProgramada: string;
                montoCapital: number;
                montoInteres: number;
                montoTotal: number;
              }[];
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PrestamosController_detalle: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              numero: number;
              cliente: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                cedula: string | null;
                telefono: string | null;
              };
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              monto: number;
              interes: number;
              cuotas: number;
              plazo: number;
              modalidad: 'diario' | 'semanal' | 'quincenal' | 'mensual';
              tipoAmortizacion: 'capital_final' | 'amortizable' | 'interes_adelantado';
              /** Format: date */
              fecha: string;
              /** Format: date */
              fechaInicio: string;
              /** Format: date */
              fechaPrimerPago: string;
              estado:
                | 'activo'
                | 'pagado'
                | 'vencido'
                | 'mora'
                | 'reenganchado'
                | 'cancelado'
                | 'solicitado'
                | 'rechazado'
                | 'castigado';
              interesTotal: number;
              montoTotal: number;
              montoEntregado: number;
              saldoPendiente: number;
              cuotaDiaria: number;
              planGenerado: boolean;
              /** Format: date */
              fechaVencimiento: string;
              cuotasVencidas: number;
              diasMoraPromedio: number;
              prestamoOrigen: string | null;
              montoRefinanciado: number;
              tasaEfectivaAnual: number | null;
              tipoCredito:
                | 'consumo_ordinario'
                | 'microcredito'
                | 'popular_productivo_urbano'
                | 'popular_productivo_rural'
                | 'productivo_mayor_monto'
                | 'consumo_bajo_monto';
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              tasaUsura: {
                tasa: number;
                /** Format: date */
                desde: string;
                /** Format: date */
                hasta: string;
              } | null;
              superaUsura: boolean;
              libro: {
                pactado: number;
                cobrado: number;
                condonado: number;
                castigado: number;
                recuperado: number;
                refinanciado: number;
                saldoPendiente: number;
              };
              mora: {
                tasa: number | null;
                causado: number;
                pendiente: number;
                causadoHasta: string | null;
              };
              motivoRechazo: string | null;
              prestamoReenganche: string | null;
              resumenCuotas: {
                total: number;
                pagadas: number;
                parciales: number;
                vencidas: number;
                pendientes: number;
                refinanciadas: number;
                anuladas: number;
                totalPagado: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PrestamosController_actualizar: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePrestamoDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              numero: number;
              cliente: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                cedula: string | null;
                telefono: string | null;
              };
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              monto: number;
              interes: number;
              cuotas: number;
              plazo: number;
              modalidad: 'diario' | 'semanal' | 'quincenal' | 'mensual';
              tipoAmortizacion: 'capital_final' | 'amortizable' | 'interes_adelantado';
              /** Format: date */
              fecha: string;
              /** Format: date */
              fechaInicio: string;
              /** Format: date */
              fechaPrimerPago: string;
              estado:
                | 'activo'
                | 'pagado'
                | 'vencido'
                | 'mora'
                | 'reenganchado'
                | 'cancelado'
                | 'solicitado'
                | 'rechazado'
                | 'castigado';
              interesTotal: number;
              montoTotal: number;
              montoEntregado: number;
              saldoPendiente: number;
              cuotaDiaria: number;
              planGenerado: boolean;
              /** Format: date */
              fechaVencimiento: string;
              cuotasVencidas: number;
              diasMoraPromedio: number;
              prestamoOrigen: string | null;
              montoRefinanciado: number;
              tasaEfectivaAnual: number | null;
              tipoCredito:
                | 'consumo_ordinario'
                | 'microcredito'
                | 'popular_productivo_urbano'
                | 'popular_productivo_rural'
                | 'productivo_mayor_monto'
                | 'consumo_bajo_monto';
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PrestamosController_cancelar: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              numero: number;
              cliente: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                cedula: string | null;
                telefono: string | null;
              };
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              monto: number;
              interes: number;
              cuotas: number;
              plazo: number;
              modalidad: 'diario' | 'semanal' | 'quincenal' | 'mensual';
              tipoAmortizacion: 'capital_final' | 'amortizable' | 'interes_adelantado';
              /** Format: date */
              fecha: string;
              /** Format: date */
              fechaInicio: string;
              /** Format: date */
              fechaPrimerPago: string;
              estado:
                | 'activo'
                | 'pagado'
                | 'vencido'
                | 'mora'
                | 'reenganchado'
                | 'cancelado'
                | 'solicitado'
                | 'rechazado'
                | 'castigado';
              interesTotal: number;
              montoTotal: number;
              montoEntregado: number;
              saldoPendiente: number;
              cuotaDiaria: number;
              planGenerado: boolean;
              /** Format: date */
              fechaVencimiento: string;
              cuotasVencidas: number;
              diasMoraPromedio: number;
              prestamoOrigen: string | null;
              montoRefinanciado: number;
              tasaEfectivaAnual: number | null;
              tipoCredito:
                | 'consumo_ordinario'
                | 'microcredito'
                | 'popular_productivo_urbano'
                | 'popular_productivo_rural'
                | 'productivo_mayor_monto'
                | 'consumo_bajo_monto';
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PrestamosController_saldoReenganche: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              capital: number;
              interesVencido: number;
              interesPorVencer: number;
              total: number;
              mora: number;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PrestamosController_reenganchar: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReenganchePrestamoDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              numero: number;
              cliente: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                cedula: string | null;
                telefono: string | null;
              };
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              monto: number;
              interes: number;
              cuotas: number;
              plazo: number;
              modalidad: 'diario' | 'semanal' | 'quincenal' | 'mensual';
              tipoAmortizacion: 'capital_final' | 'amortizable' | 'interes_adelantado';
              /** Format: date */
              fecha: string;
              /** Format: date */
              fechaInicio: string;
              /** Format: date */
              fechaPrimerPago: string;
              estado:
                | 'activo'
                | 'pagado'
                | 'vencido'
                | 'mora'
                | 'reenganchado'
                | 'cancelado'
                | 'solicitado'
                | 'rechazado'
                | 'castigado';
              interesTotal: number;
              montoTotal: number;
              montoEntregado: number;
              saldoPendiente: number;
              cuotaDiaria: number;
              planGenerado: boolean;
              /** Format: date */
              fechaVencimiento: string;
              cuotasVencidas: number;
              diasMoraPromedio: number;
              prestamoOrigen: string | null;
              montoRefinanciado: number;
              tasaEfectivaAnual: number | null;
              tipoCredito:
                | 'consumo_ordinario'
                | 'microcredito'
                | 'popular_productivo_urbano'
                | 'popular_productivo_rural'
                | 'productivo_mayor_monto'
                | 'consumo_bajo_monto';
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
            aprobacion?: {
              /** Format: uuid */
              _id: string;
              tipo: 'prestamo' | 'condonacion' | 'castigo' | 'reenganche' | 'liquidacion';
              estado: 'pendiente' | 'aprobada' | 'rechazada';
              prestamo: {
                /** Format: uuid */
                _id: string;
                numero: number;
              };
              cliente: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              };
              monto: number;
              motivo: string | null;
              aplicarA: ('interes' | 'capital') | null;
              montoRecibido: number | null;
              solicitante: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              /** Format: date-time */
              solicitadoEn: string;
              resolutor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              resueltoEn: string | null;
              motivoRechazo: string | null;
            } | null;
            advertencia?: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PrestamosController_cambiarEstado: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CambiarEstadoPrestamoDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              numero: number;
              cliente: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                cedula: string | null;
                telefono: string | null;
              };
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              monto: number;
              interes: number;
              cuotas: number;
              plazo: number;
              modalidad: 'diario' | 'semanal' | 'quincenal' | 'mensual';
              tipoAmortizacion: 'capital_final' | 'amortizable' | 'interes_adelantado';
              /** Format: date */
              fecha: string;
              /** Format: date */
              fechaInicio: string;
              /** Format: date */
              fechaPrimerPago: string;
              estado:
                | 'activo'
                | 'pagado'
                | 'vencido'
                | 'mora'
                | 'reenganchado'
                | 'cancelado'
                | 'solicitado'
                | 'rechazado'
                | 'castigado';
              interesTotal: number;
              montoTotal: number;
              montoEntregado: number;
              saldoPendiente: number;
              cuotaDiaria: number;
              planGenerado: boolean;
              /** Format: date */
              fechaVencimiento: string;
              cuotasVencidas: number;
              diasMoraPromedio: number;
              prestamoOrigen: string | null;
              montoRefinanciado: number;
              tasaEfectivaAnual: number | null;
              tipoCredito:
                | 'consumo_ordinario'
                | 'microcredito'
                | 'popular_productivo_urbano'
                | 'popular_productivo_rural'
                | 'productivo_mayor_monto'
                | 'consumo_bajo_monto';
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PrestamosController_generarPlan: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              prestamo: {
                /** Format: uuid */
                _id: string;
                numero: number;
                cliente: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                  cedula: string | null;
                  telefono: string | null;
                };
                cobrador: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                } | null;
                monto: number;
                interes: number;
                cuotas: number;
                plazo: number;
                modalidad: 'diario' | 'semanal' | 'quincenal' | 'mensual';
                tipoAmortizacion: 'capital_final' | 'amortizable' | 'interes_adelantado';
                /** Format: date */
                fecha: string;
                /** Format: date */
                fechaInicio: string;
                /** Format: date */
                fechaPrimerPago: string;
                estado:
                  | 'activo'
                  | 'pagado'
                  | 'vencido'
                  | 'mora'
                  | 'reenganchado'
                  | 'cancelado'
                  | 'solicitado'
                  | 'rechazado'
                  | 'castigado';
                interesTotal: number;
                montoTotal: number;
                montoEntregado: number;
                saldoPendiente: number;
                cuotaDiaria: number;
                planGenerado: boolean;
                /** Format: date */
                fechaVencimiento: string;
                cuotasVencidas: number;
                diasMoraPromedio: number;
                prestamoOrigen: string | null;
                montoRefinanciado: number;
                tasaEfectivaAnual: number | null;
                tipoCredito:
                  | 'consumo_ordinario'
                  | 'microcredito'
                  | 'popular_productivo_urbano'
                  | 'popular_productivo_rural'
                  | 'productivo_mayor_monto'
                  | 'consumo_bajo_monto';
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
              };
              cuotas: {
                /** Format: uuid */
                _id: string;
                numero: number;
                /** Format: date */
                fechaProgramada: string;
                montoCapital: number;
                montoInteres: number;
                montoTotal: number;
                montoPagado: number;
                montoRefinanciado: number;
                montoCondonado: number;
                saldoRestante: number;
                estado:
                  | 'pendiente'
                  | 'parcial'
                  | 'pagada'
                  | 'vencida'
                  | 'refinanciada'
                  | 'anulada'
                  | 'condonada'
                  | 'castigada';
                fechaPago: string | null;
                moraCausada: number;
              }[];
              resumen: {
                totalPagado: number;
                saldoPendiente: number;
                cuotasPagadas: number;
                porcentajePagado: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PrestamosController_obtenerPlan: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              prestamo: {
                /** Format: uuid */
                _id: string;
                numero: number;
                cliente: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                  cedula: string | null;
                  telefono: string | null;
                };
                cobrador: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                } | null;
                monto: number;
                interes: number;
                cuotas: number;
                plazo: number;
                modalidad: 'diario' | 'semanal' | 'quincenal' | 'mensual';
                tipoAmortizacion: 'capital_final' | 'amortizable' | 'interes_adelantado';
                /** Format: date */
                fecha: string;
                /** Format: date */
                fechaInicio: string;
                /** Format: date */
                fechaPrimerPago: string;
                estado:
                  | 'activo'
                  | 'pagado'
                  | 'vencido'
                  | 'mora'
                  | 'reenganchado'
                  | 'cancelado'
                  | 'solicitado'
                  | 'rechazado'
                  | 'castigado';
                interesTotal: number;
                montoTotal: number;
                montoEntregado: number;
                saldoPendiente: number;
                cuotaDiaria: number;
                planGenerado: boolean;
                /** Format: date */
                fechaVencimiento: string;
                cuotasVencidas: number;
                diasMoraPromedio: number;
                prestamoOrigen: string | null;
                montoRefinanciado: number;
                tasaEfectivaAnual: number | null;
                tipoCredito:
                  | 'consumo_ordinario'
                  | 'microcredito'
                  | 'popular_productivo_urbano'
                  | 'popular_productivo_rural'
                  | 'productivo_mayor_monto'
                  | 'consumo_bajo_monto';
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
              };
              cuotas: {
                /** Format: uuid */
                _id: string;
                numero: number;
                /** Format: date */
                fechaProgramada: string;
                montoCapital: number;
                montoInteres: number;
                montoTotal: number;
                montoPagado: number;
                montoRefinanciado: number;
                montoCondonado: number;
                saldoRestante: number;
                estado:
                  | 'pendiente'
                  | 'parcial'
                  | 'pagada'
                  | 'vencida'
                  | 'refinanciada'
                  | 'anulada'
                  | 'condonada'
                  | 'castigada';
                fechaPago: string | null;
                moraCausada: number;
              }[];
              resumen: {
                totalPagado: number;
                saldoPendiente: number;
                cuotasPagadas: number;
                porcentajePagado: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PrestamosController_pagarCuota: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path: {
        id: string;
        numero: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PagarCuotaDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              prestamo: {
                /** Format: uuid */
                _id: string;
                numero: number;
                cliente: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                  cedula: string | null;
                  telefono: string | null;
                };
                cobrador: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                } | null;
                monto: number;
                interes: number;
                cuotas: number;
                plazo: number;
                modalidad: 'diario' | 'semanal' | 'quincenal' | 'mensual';
                tipoAmortizacion: 'capital_final' | 'amortizable' | 'interes_adelantado';
                /** Format: date */
                fecha: string;
                /** Format: date */
                fechaInicio: string;
                /** Format: date */
                fechaPrimerPago: string;
                estado:
                  | 'activo'
                  | 'pagado'
                  | 'vencido'
                  | 'mora'
                  | 'reenganchado'
                  | 'cancelado'
                  | 'solicitado'
                  | 'rechazado'
                  | 'castigado';
                interesTotal: number;
                montoTotal: number;
                montoEntregado: number;
                saldoPendiente: number;
                cuotaDiaria: number;
                planGenerado: boolean;
                /** Format: date */
                fechaVencimiento: string;
                cuotasVencidas: number;
                diasMoraPromedio: number;
                prestamoOrigen: string | null;
                montoRefinanciado: number;
                tasaEfectivaAnual: number | null;
                tipoCredito:
                  | 'consumo_ordinario'
                  | 'microcredito'
                  | 'popular_productivo_urbano'
                  | 'popular_productivo_rural'
                  | 'productivo_mayor_monto'
                  | 'consumo_bajo_monto';
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
              };
              cuotas: {
                /** Format: uuid */
                _id: string;
                numero: number;
                /** Format: date */
                fechaProgramada: string;
                montoCapital: number;
                montoInteres: number;
                montoTotal: number;
                montoPagado: number;
                montoRefinanciado: number;
                montoCondonado: number;
                saldoRestante: number;
                estado:
                  | 'pendiente'
                  | 'parcial'
                  | 'pagada'
                  | 'vencida'
                  | 'refinanciada'
                  | 'anulada'
                  | 'condonada'
                  | 'castigada';
                fechaPago: string | null;
                moraCausada: number;
              }[];
              resumen: {
                totalPagado: number;
                saldoPendiente: number;
                cuotasPagadas: number;
                porcentajePagado: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PrestamosController_revertirCuota: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path: {
        id: string;
        numero: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              prestamo: {
                /** Format: uuid */
                _id: string;
                numero: number;
                cliente: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                  cedula: string | null;
                  telefono: string | null;
                };
                cobrador: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                } | null;
                monto: number;
                interes: number;
                cuotas: number;
                plazo: number;
                modalidad: 'diario' | 'semanal' | 'quincenal' | 'mensual';
                tipoAmortizacion: 'capital_final' | 'amortizable' | 'interes_adelantado';
                /** Format: date */
                fecha: string;
                /** Format: date */
                fechaInicio: string;
                /** Format: date */
                fechaPrimerPago: string;
                estado:
                  | 'activo'
                  | 'pagado'
                  | 'vencido'
                  | 'mora'
                  | 'reenganchado'
                  | 'cancelado'
                  | 'solicitado'
                  | 'rechazado'
                  | 'castigado';
                interesTotal: number;
                montoTotal: number;
                montoEntregado: number;
                saldoPendiente: number;
                cuotaDiaria: number;
                planGenerado: boolean;
                /** Format: date */
                fechaVencimiento: string;
                cuotasVencidas: number;
                diasMoraPromedio: number;
                prestamoOrigen: string | null;
                montoRefinanciado: number;
                tasaEfectivaAnual: number | null;
                tipoCredito:
                  | 'consumo_ordinario'
                  | 'microcredito'
                  | 'popular_productivo_urbano'
                  | 'popular_productivo_rural'
                  | 'productivo_mayor_monto'
                  | 'consumo_bajo_monto';
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
              };
              cuotas: {
                /** Format: uuid */
                _id: string;
                numero: number;
                /** Format: date */
                fechaProgramada: string;
                montoCapital: number;
                montoInteres: number;
                montoTotal: number;
                montoPagado: number;
                montoRefinanciado: number;
                montoCondonado: number;
                saldoRestante: number;
                estado:
                  | 'pendiente'
                  | 'parcial'
                  | 'pagada'
                  | 'vencida'
                  | 'refinanciada'
                  | 'anulada'
                  | 'condonada'
                  | 'castigada';
                fechaPago: string | null;
                moraCausada: number;
              }[];
              resumen: {
                totalPagado: number;
                saldoPendiente: number;
                cuotasPagadas: number;
                porcentajePagado: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PrestamosController_exportarPlan: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        formato: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description El archivo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'application/pdf': string;
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PrestamosController_movimientos: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              tipo:
                | 'desembolso'
                | 'cobro'
                | 'reversion'
                | 'condonacion'
                | 'liquidacion'
                | 'castigo'
                | 'recuperacion'
                | 'anulacion'
                | 'reenganche'
                | 'mora';
              /** Format: date */
              fecha: string;
              monto: number;
              capital: number;
              interes: number;
              explicacion: string | null;
              mora: number;
              efectivo: number;
              saldoDespues: number;
              motivo: string | null;
              cobro: string | null;
              ubicacion: {
                latitud: number;
                longitud: number;
                precision: number;
                distanciaMetros: number | null;
                fueraDeSitio: boolean | null;
              } | null;
              asientoContable: {
                /** Format: uuid */
                id: string;
                numero: number;
              } | null;
              recibo: {
                estado: 'enviado' | 'pendiente' | 'fallido' | 'programado' | 'cancelado';
                canal: 'email' | 'sms' | 'whatsapp' | 'sistema';
                /** Format: date-time */
                encoladoEn: string;
                enviadoEn: string | null;
                tipo: 'recibo' | 'correccion';
              } | null;
              registradoPor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              /** Format: date-time */
              createdAt: string;
            }[];
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PrestamosController_liquidar: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LiquidarPrestamoDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              numero: number;
              cliente: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                cedula: string | null;
                telefono: string | null;
              };
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              monto: number;
              interes: number;
              cuotas: number;
              plazo: number;
              modalidad: 'diario' | 'semanal' | 'quincenal' | 'mensual';
              tipoAmortizacion: 'capital_final' | 'amortizable' | 'interes_adelantado';
              /** Format: date */
              fecha: string;
              /** Format: date */
              fechaInicio: string;
              /** Format: date */
              fechaPrimerPago: string;
              estado:
                | 'activo'
                | 'pagado'
                | 'vencido'
                | 'mora'
                | 'reenganchado'
                | 'cancelado'
                | 'solicitado'
                | 'rechazado'
                | 'castigado';
              interesTotal: number;
              montoTotal: number;
              montoEntregado: number;
              saldoPendiente: number;
              cuotaDiaria: number;
              planGenerado: boolean;
              /** Format: date */
              fechaVencimiento: string;
              cuotasVencidas: number;
              diasMoraPromedio: number;
              prestamoOrigen: string | null;
              montoRefinanciado: number;
              tasaEfectivaAnual: number | null;
              tipoCredito:
                | 'consumo_ordinario'
                | 'microcredito'
                | 'popular_productivo_urbano'
                | 'popular_productivo_rural'
                | 'productivo_mayor_monto'
                | 'consumo_bajo_monto';
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              tasaUsura: {
                tasa: number;
                /** Format: date */
                desde: string;
                /** Format: date */
                hasta: string;
              } | null;
              superaUsura: boolean;
              libro: {
                pactado: number;
                cobrado: number;
                condonado: number;
                castigado: number;
                recuperado: number;
                refinanciado: number;
                saldoPendiente: number;
              };
              mora: {
                tasa: number | null;
                causado: number;
                pendiente: number;
                causadoHasta: string | null;
              };
              motivoRechazo: string | null;
              prestamoReenganche: string | null;
              resumenCuotas: {
                total: number;
                pagadas: number;
                parciales: number;
                vencidas: number;
                pendientes: number;
                refinanciadas: number;
                anuladas: number;
                totalPagado: number;
              };
            };
            message: string;
            aprobacion?: {
              /** Format: uuid */
              _id: string;
              tipo: 'prestamo' | 'condonacion' | 'castigo' | 'reenganche' | 'liquidacion';
              estado: 'pendiente' | 'aprobada' | 'rechazada';
              prestamo: {
                /** Format: uuid */
                _id: string;
                numero: number;
              };
              cliente: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              };
              monto: number;
              motivo: string | null;
              aplicarA: ('interes' | 'capital') | null;
              montoRecibido: number | null;
              solicitante: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              /** Format: date-time */
              solicitadoEn: string;
              resolutor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              resueltoEn: string | null;
              motivoRechazo: string | null;
            } | null;
            advertencia?: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PrestamosController_condonar: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CondonarPrestamoDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              numero: number;
              cliente: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                cedula: string | null;
                telefono: string | null;
              };
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              monto: number;
              interes: number;
              cuotas: number;
              plazo: number;
              modalidad: 'diario' | 'semanal' | 'quincenal' | 'mensual';
              tipoAmortizacion: 'capital_final' | 'amortizable' | 'interes_adelantado';
              /** Format: date */
              fecha: string;
              /** Format: date */
              fechaInicio: string;
              /** Format: date */
              fechaPrimerPago: string;
              estado:
                | 'activo'
                | 'pagado'
                | 'vencido'
                | 'mora'
                | 'reenganchado'
                | 'cancelado'
                | 'solicitado'
                | 'rechazado'
                | 'castigado';
              interesTotal: number;
              montoTotal: number;
              montoEntregado: number;
              saldoPendiente: number;
              cuotaDiaria: number;
              planGenerado: boolean;
              /** Format: date */
              fechaVencimiento: string;
              cuotasVencidas: number;
              diasMoraPromedio: number;
              prestamoOrigen: string | null;
              montoRefinanciado: number;
              tasaEfectivaAnual: number | null;
              tipoCredito:
                | 'consumo_ordinario'
                | 'microcredito'
                | 'popular_productivo_urbano'
                | 'popular_productivo_rural'
                | 'productivo_mayor_monto'
                | 'consumo_bajo_monto';
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              tasaUsura: {
                tasa: number;
                /** Format: date */
                desde: string;
                /** Format: date */
                hasta: string;
              } | null;
              superaUsura: boolean;
              libro: {
                pactado: number;
                cobrado: number;
                condonado: number;
                castigado: number;
                recuperado: number;
                refinanciado: number;
                saldoPendiente: number;
              };
              mora: {
                tasa: number | null;
                causado: number;
                pendiente: number;
                causadoHasta: string | null;
              };
              motivoRechazo: string | null;
              prestamoReenganche: string | null;
              resumenCuotas: {
                total: number;
                pagadas: number;
                parciales: number;
                vencidas: number;
                pendientes: number;
                refinanciadas: number;
                anuladas: number;
                totalPagado: number;
              };
            };
            message: string;
            aprobacion?: {
              /** Format: uuid */
              _id: string;
              tipo: 'prestamo' | 'condonacion' | 'castigo' | 'reenganche' | 'liquidacion';
              estado: 'pendiente' | 'aprobada' | 'rechazada';
              prestamo: {
                /** Format: uuid */
                _id: string;
                numero: number;
              };
              cliente: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              };
              monto: number;
              motivo: string | null;
              aplicarA: ('interes' | 'capital') | null;
              montoRecibido: number | null;
              solicitante: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              /** Format: date-time */
              solicitadoEn: string;
              resolutor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              resueltoEn: string | null;
              motivoRechazo: string | null;
            } | null;
            advertencia?: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PrestamosController_castigar: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MotivoPrestamoDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              numero: number;
              cliente: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                cedula: string | null;
                telefono: string | null;
              };
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              monto: number;
              interes: number;
              cuotas: number;
              plazo: number;
              modalidad: 'diario' | 'semanal' | 'quincenal' | 'mensual';
              tipoAmortizacion: 'capital_final' | 'amortizable' | 'interes_adelantado';
              /** Format: date */
              fecha: string;
              /** Format: date */
              fechaInicio: string;
              /** Format: date */
              fechaPrimerPago: string;
              estado:
                | 'activo'
                | 'pagado'
                | 'vencido'
                | 'mora'
                | 'reenganchado'
                | 'cancelado'
                | 'solicitado'
                | 'rechazado'
                | 'castigado';
              interesTotal: number;
              montoTotal: number;
              montoEntregado: number;
              saldoPendiente: number;
              cuotaDiaria: number;
              planGenerado: boolean;
              /** Format: date */
              fechaVencimiento: string;
              cuotasVencidas: number;
              diasMoraPromedio: number;
              prestamoOrigen: string | null;
              montoRefinanciado: number;
              tasaEfectivaAnual: number | null;
              tipoCredito:
                | 'consumo_ordinario'
                | 'microcredito'
                | 'popular_productivo_urbano'
                | 'popular_productivo_rural'
                | 'productivo_mayor_monto'
                | 'consumo_bajo_monto';
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              tasaUsura: {
                tasa: number;
                /** Format: date */
                desde: string;
                /** Format: date */
                hasta: string;
              } | null;
              superaUsura: boolean;
              libro: {
                pactado: number;
                cobrado: number;
                condonado: number;
                castigado: number;
                recuperado: number;
                refinanciado: number;
                saldoPendiente: number;
              };
              mora: {
                tasa: number | null;
                causado: number;
                pendiente: number;
                causadoHasta: string | null;
              };
              motivoRechazo: string | null;
              prestamoReenganche: string | null;
              resumenCuotas: {
                total: number;
                pagadas: number;
                parciales: number;
                vencidas: number;
                pendientes: number;
                refinanciadas: number;
                anuladas: number;
                totalPagado: number;
              };
            };
            message: string;
            aprobacion?: {
              /** Format: uuid */
              _id: string;
              tipo: 'prestamo' | 'condonacion' | 'castigo' | 'reenganche' | 'liquidacion';
              estado: 'pendiente' | 'aprobada' | 'rechazada';
              prestamo: {
                /** Format: uuid */
                _id: string;
                numero: number;
              };
              cliente: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              };
              monto: number;
              motivo: string | null;
              aplicarA: ('interes' | 'capital') | null;
              montoRecibido: number | null;
              solicitante: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              /** Format: date-time */
              solicitadoEn: string;
              resolutor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              resueltoEn: string | null;
              motivoRechazo: string | null;
            } | null;
            advertencia?: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PrestamosController_anular: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MotivoPrestamoDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              numero: number;
              cliente: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                cedula: string | null;
                telefono: string | null;
              };
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              monto: number;
              interes: number;
              cuotas: number;
              plazo: number;
              modalidad: 'diario' | 'semanal' | 'quincenal' | 'mensual';
              tipoAmortizacion: 'capital_final' | 'amortizable' | 'interes_adelantado';
              /** Format: date */
              fecha: string;
              /** Format: date */
              fechaInicio: string;
              /** Format: date */
              fechaPrimerPago: string;
              estado:
                | 'activo'
                | 'pagado'
                | 'vencido'
                | 'mora'
                | 'reenganchado'
                | 'cancelado'
                | 'solicitado'
                | 'rechazado'
                | 'castigado';
              interesTotal: number;
              montoTotal: number;
              montoEntregado: number;
              saldoPendiente: number;
              cuotaDiaria: number;
              planGenerado: boolean;
              /** Format: date */
              fechaVencimiento: string;
              cuotasVencidas: number;
              diasMoraPromedio: number;
              prestamoOrigen: string | null;
              montoRefinanciado: number;
              tasaEfectivaAnual: number | null;
              tipoCredito:
                | 'consumo_ordinario'
                | 'microcredito'
                | 'popular_productivo_urbano'
                | 'popular_productivo_rural'
                | 'productivo_mayor_monto'
                | 'consumo_bajo_monto';
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              tasaUsura: {
                tasa: number;
                /** Format: date */
                desde: string;
                /** Format: date */
                hasta: string;
              } | null;
              superaUsura: boolean;
              libro: {
                pactado: number;
                cobrado: number;
                condonado: number;
                castigado: number;
                recuperado: number;
                refinanciado: number;
                saldoPendiente: number;
              };
              mora: {
                tasa: number | null;
                causado: number;
                pendiente: number;
                causadoHasta: string | null;
              };
              motivoRechazo: string | null;
              prestamoReenganche: string | null;
              resumenCuotas: {
                total: number;
                pagadas: number;
                parciales: number;
                vencidas: number;
                pendientes: number;
                refinanciadas: number;
                anuladas: number;
                totalPagado: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PrestamosController_aprobar: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AprobarPrestamoDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              numero: number;
              cliente: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                cedula: string | null;
                telefono: string | null;
              };
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              monto: number;
              interes: number;
              cuotas: number;
              plazo: number;
              modalidad: 'diario' | 'semanal' | 'quincenal' | 'mensual';
              tipoAmortizacion: 'capital_final' | 'amortizable' | 'interes_adelantado';
              /** Format: date */
              fecha: string;
              /** Format: date */
              fechaInicio: string;
              /** Format: date */
              fechaPrimerPago: string;
              estado:
                | 'activo'
                | 'pagado'
                | 'vencido'
                | 'mora'
                | 'reenganchado'
                | 'cancelado'
                | 'solicitado'
                | 'rechazado'
                | 'castigado';
              interesTotal: number;
              montoTotal: number;
              montoEntregado: number;
              saldoPendiente: number;
              cuotaDiaria: number;
              planGenerado: boolean;
              /** Format: date */
              fechaVencimiento: string;
              cuotasVencidas: number;
              diasMoraPromedio: number;
              prestamoOrigen: string | null;
              montoRefinanciado: number;
              tasaEfectivaAnual: number | null;
              tipoCredito:
                | 'consumo_ordinario'
                | 'microcredito'
                | 'popular_productivo_urbano'
                | 'popular_productivo_rural'
                | 'productivo_mayor_monto'
                | 'consumo_bajo_monto';
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              tasaUsura: {
                tasa: number;
                /** Format: date */
                desde: string;
                /** Format: date */
                hasta: string;
              } | null;
              superaUsura: boolean;
              libro: {
                pactado: number;
                cobrado: number;
                condonado: number;
                castigado: number;
                recuperado: number;
                refinanciado: number;
                saldoPendiente: number;
              };
              mora: {
                tasa: number | null;
                causado: number;
                pendiente: number;
                causadoHasta: string | null;
              };
              motivoRechazo: string | null;
              prestamoReenganche: string | null;
              resumenCuotas: {
                total: number;
                pagadas: number;
                parciales: number;
                vencidas: number;
                pendientes: number;
                refinanciadas: number;
                anuladas: number;
                totalPagado: number;
              };
            };
            message: string;
            aprobacion?: {
              /** Format: uuid */
              _id: string;
              tipo: 'prestamo' | 'condonacion' | 'castigo' | 'reenganche' | 'liquidacion';
              estado: 'pendiente' | 'aprobada' | 'rechazada';
              prestamo: {
                /** Format: uuid */
                _id: string;
                numero: number;
              };
              cliente: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              };
              monto: number;
              motivo: string | null;
              aplicarA: ('interes' | 'capital') | null;
              montoRecibido: number | null;
              solicitante: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              /** Format: date-time */
              solicitadoEn: string;
              resolutor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              resueltoEn: string | null;
              motivoRechazo: string | null;
            } | null;
            advertencia?: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PrestamosController_rechazar: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MotivoPrestamoDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              numero: number;
              cliente: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                cedula: string | null;
                telefono: string | null;
              };
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              monto: number;
              interes: number;
              cuotas: number;
              plazo: number;
              modalidad: 'diario' | 'semanal' | 'quincenal' | 'mensual';
              tipoAmortizacion: 'capital_final' | 'amortizable' | 'interes_adelantado';
              /** Format: date */
              fecha: string;
              /** Format: date */
              fechaInicio: string;
              /** Format: date */
              fechaPrimerPago: string;
              estado:
                | 'activo'
                | 'pagado'
                | 'vencido'
                | 'mora'
                | 'reenganchado'
                | 'cancelado'
                | 'solicitado'
                | 'rechazado'
                | 'castigado';
              interesTotal: number;
              montoTotal: number;
              montoEntregado: number;
              saldoPendiente: number;
              cuotaDiaria: number;
              planGenerado: boolean;
              /** Format: date */
              fechaVencimiento: string;
              cuotasVencidas: number;
              diasMoraPromedio: number;
              prestamoOrigen: string | null;
              montoRefinanciado: number;
              tasaEfectivaAnual: number | null;
              tipoCredito:
                | 'consumo_ordinario'
                | 'microcredito'
                | 'popular_productivo_urbano'
                | 'popular_productivo_rural'
                | 'productivo_mayor_monto'
                | 'consumo_bajo_monto';
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              tasaUsura: {
                tasa: number;
                /** Format: date */
                desde: string;
                /** Format: date */
                hasta: string;
              } | null;
              superaUsura: boolean;
              libro: {
                pactado: number;
                cobrado: number;
                condonado: number;
                castigado: number;
                recuperado: number;
                refinanciado: number;
                saldoPendiente: number;
              };
              mora: {
                tasa: number | null;
                causado: number;
                pendiente: number;
                causadoHasta: string | null;
              };
              motivoRechazo: string | null;
              prestamoReenganche: string | null;
              resumenCuotas: {
                total: number;
                pagadas: number;
                parciales: number;
                vencidas: number;
                pendientes: number;
                refinanciadas: number;
                anuladas: number;
                totalPagado: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PrestamosController_notificaciones: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              titulo: string;
              categoria: string;
              mensaje: string;
              /** Format: date-time */
              createdAt: string;
            }[];
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  BarridoController_ejecutar: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              ejecutado: boolean;
              /** Format: date */
              hoy: string;
              cuotasVencidas: number;
              prestamosActualizados: number;
              prestamosConMora: number;
              prestamosCausados: number;
              deterioroAsentado: boolean;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  AprobacionesController_listar: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        /** @description Texto a buscar (sin distinguir mayúsculas ni tildes) */
        search?: string;
        sort?: string;
        estado?: 'pendiente' | 'aprobada' | 'rechazada';
        tipo?: 'prestamo' | 'condonacion' | 'castigo' | 'reenganche' | 'liquidacion';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              tipo: 'prestamo' | 'condonacion' | 'castigo' | 'reenganche' | 'liquidacion';
              estado: 'pendiente' | 'aprobada' | 'rechazada';
              prestamo: {
                /** Format: uuid */
                _id: string;
                numero: number;
              };
              cliente: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              };
              monto: number;
              motivo: string | null;
              aplicarA: ('interes' | 'capital') | null;
              montoRecibido: number | null;
              solicitante: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              /** Format: date-time */
              solicitadoEn: string;
              resolutor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              resueltoEn: string | null;
              motivoRechazo: string | null;
            }[];
            message: string;
            meta: {
              total: number;
              page: number;
              limit: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  AprobacionesController_umbrales: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              prestamoGerente: number | null;
              condonacion: number | null;
              castigo: number | null;
              gerenteDiario: number | null;
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  AprobacionesController_guardarUmbrales: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UmbralesAprobacionDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              prestamoGerente: number | null;
              condonacion: number | null;
              castigo: number | null;
              gerenteDiario: number | null;
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  AprobacionesController_aprobar: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              tipo: 'prestamo' | 'condonacion' | 'castigo' | 'reenganche' | 'liquidacion';
              estado: 'pendiente' | 'aprobada' | 'rechazada';
              prestamo: {
                /** Format: uuid */
                _id: string;
                numero: number;
              };
              cliente: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              };
              monto: number;
              motivo: string | null;
              aplicarA: ('interes' | 'capital') | null;
              montoRecibido: number | null;
              solicitante: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              /** Format: date-time */
              solicitadoEn: string;
              resolutor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              resueltoEn: string | null;
              motivoRechazo: string | null;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  AprobacionesController_rechazar: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RechazarAprobacionDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              tipo: 'prestamo' | 'condonacion' | 'castigo' | 'reenganche' | 'liquidacion';
              estado: 'pendiente' | 'aprobada' | 'rechazada';
              prestamo: {
                /** Format: uuid */
                _id: string;
                numero: number;
              };
              cliente: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              };
              monto: number;
              motivo: string | null;
              aplicarA: ('interes' | 'capital') | null;
              montoRecibido: number | null;
              solicitante: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              /** Format: date-time */
              solicitadoEn: string;
              resolutor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              resueltoEn: string | null;
              motivoRechazo: string | null;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  TasasUsuraController_listar: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              tipoCredito:
                | 'consumo_ordinario'
                | 'microcredito'
                | 'popular_productivo_urbano'
                | 'popular_productivo_rural'
                | 'productivo_mayor_monto'
                | 'consumo_bajo_monto';
              tasa: number;
              /** Format: date */
              desde: string;
              /** Format: date */
              hasta: string;
              resolucion: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            }[];
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  TasasUsuraController_crear: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TasaUsuraDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              tipoCredito:
                | 'consumo_ordinario'
                | 'microcredito'
                | 'popular_productivo_urbano'
                | 'popular_productivo_rural'
                | 'productivo_mayor_monto'
                | 'consumo_bajo_monto';
              tasa: number;
              /** Format: date */
              desde: string;
              /** Format: date */
              hasta: string;
              resolucion: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  TasasUsuraController_actualizar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TasaUsuraDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              tipoCredito:
                | 'consumo_ordinario'
                | 'microcredito'
                | 'popular_productivo_urbano'
                | 'popular_productivo_rural'
                | 'productivo_mayor_monto'
                | 'consumo_bajo_monto';
              tasa: number;
              /** Format: date */
              desde: string;
              /** Format: date */
              hasta: string;
              resolucion: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  TasasUsuraController_eliminar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              tipoCredito:
                | 'consumo_ordinario'
                | 'microcredito'
                | 'popular_productivo_urbano'
                | 'popular_productivo_rural'
                | 'productivo_mayor_monto'
                | 'consumo_bajo_monto';
              tasa: number;
              /** Format: date */
              desde: string;
              /** Format: date */
              hasta: string;
              resolucion: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ReporteUsuraController_listar: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              prestamo: string;
              numero: number;
              cliente: string;
              /** Format: date */
              fecha: string;
              tipoCredito:
                | 'consumo_ordinario'
                | 'microcredito'
                | 'popular_productivo_urbano'
                | 'popular_productivo_rural'
                | 'productivo_mayor_monto'
                | 'consumo_bajo_monto';
              interes: number;
              cuotas: number;
              tasaEfectivaAnual: number;
              tasaUsura: {
                tasa: number;
                /** Format: date */
                desde: string;
                /** Format: date */
                hasta: string;
              };
              saldoPendiente: number;
            }[];
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ReporteUsuraController_exportarCsv: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description El archivo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CobrosController_listar: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        /** @description Texto a buscar (sin distinguir mayúsculas ni tildes) */
        search?: string;
        sort?: 'fecha_desc' | 'fecha_asc' | 'monto_desc' | 'monto_asc' | 'createdAt_desc' | 'createdAt_asc';
        cobrador?: string;
        prestamo?: string;
        fechaDesde?: string;
        fechaHasta?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              prestamo: {
                /** Format: uuid */
                _id: string;
                numero: number;
                cliente: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                };
              };
              monto: number;
              /** Format: date */
              fecha: string;
              observaciones: string | null;
              origen:
                'cobro' | 'pago_cuota' | 'marcado_pagado' | 'liquidacion' | 'recuperacion' | 'importacion';
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              enPoderDe: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              medio?: 'efectivo' | 'transferencia';
              cuentaPago?: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                tipo: 'banco' | 'breb' | 'nequi' | 'daviplata';
              } | null;
              referenciaPago?: string | null;
              ubicacion: {
                latitud: number;
                longitud: number;
                precision: number;
                distanciaMetros: number | null;
                fueraDeSitio: boolean | null;
              } | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            }[];
            message: string;
            meta: {
              total: number;
              page: number;
              limit: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CobrosController_crear: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCobroDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              prestamo: {
                /** Format: uuid */
                _id: string;
                numero: number;
                cliente: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                };
              };
              monto: number;
              /** Format: date */
              fecha: string;
              observaciones: string | null;
              origen:
                'cobro' | 'pago_cuota' | 'marcado_pagado' | 'liquidacion' | 'recuperacion' | 'importacion';
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              enPoderDe: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              medio?: 'efectivo' | 'transferencia';
              cuentaPago?: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                tipo: 'banco' | 'breb' | 'nequi' | 'daviplata';
              } | null;
              referenciaPago?: string | null;
              ubicacion: {
                latitud: number;
                longitud: number;
                precision: number;
                distanciaMetros: number | null;
                fueraDeSitio: boolean | null;
              } | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              aplicaciones: {
                cuota: {
                  /** Format: uuid */
                  _id: string;
                  numero: number;
                  /** Format: date */
                  fechaProgramada: string;
                };
                monto: number;
              }[];
              recibo: {
                estado: 'enviado' | 'pendiente' | 'fallido' | 'programado' | 'cancelado';
                canal: 'email' | 'sms' | 'whatsapp' | 'sistema';
                /** Format: date-time */
                encoladoEn: string;
                enviadoEn: string | null;
              } | null;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CobrosController_porPrestamo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              prestamo: {
                /** Format: uuid */
                _id: string;
                numero: number;
                cliente: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                };
              };
              monto: number;
              /** Format: date */
              fecha: string;
              observaciones: string | null;
              origen:
                'cobro' | 'pago_cuota' | 'marcado_pagado' | 'liquidacion' | 'recuperacion' | 'importacion';
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              enPoderDe: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              medio?: 'efectivo' | 'transferencia';
              cuentaPago?: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                tipo: 'banco' | 'breb' | 'nequi' | 'daviplata';
              } | null;
              referenciaPago?: string | null;
              ubicacion: {
                latitud: number;
                longitud: number;
                precision: number;
                distanciaMetros: number | null;
                fueraDeSitio: boolean | null;
              } | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            }[];
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CobrosController_obtener: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              prestamo: {
                /** Format: uuid */
                _id: string;
                numero: number;
                cliente: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                };
              };
              monto: number;
              /** Format: date */
              fecha: string;
              observaciones: string | null;
              origen:
                'cobro' | 'pago_cuota' | 'marcado_pagado' | 'liquidacion' | 'recuperacion' | 'importacion';
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              enPoderDe: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              medio?: 'efectivo' | 'transferencia';
              cuentaPago?: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                tipo: 'banco' | 'breb' | 'nequi' | 'daviplata';
              } | null;
              referenciaPago?: string | null;
              ubicacion: {
                latitud: number;
                longitud: number;
                precision: number;
                distanciaMetros: number | null;
                fueraDeSitio: boolean | null;
              } | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              aplicaciones: {
                cuota: {
                  /** Format: uuid */
                  _id: string;
                  numero: number;
                  /** Format: date */
                  fechaProgramada: string;
                };
                monto: number;
              }[];
              recibo: {
                estado: 'enviado' | 'pendiente' | 'fallido' | 'programado' | 'cancelado';
                canal: 'email' | 'sms' | 'whatsapp' | 'sistema';
                /** Format: date-time */
                encoladoEn: string;
                enviadoEn: string | null;
              } | null;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CobrosController_actualizar: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCobroDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              prestamo: {
                /** Format: uuid */
                _id: string;
                numero: number;
                cliente: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                };
              };
              monto: number;
              /** Format: date */
              fecha: string;
              observaciones: string | null;
              origen:
                'cobro' | 'pago_cuota' | 'marcado_pagado' | 'liquidacion' | 'recuperacion' | 'importacion';
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              enPoderDe: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              medio?: 'efectivo' | 'transferencia';
              cuentaPago?: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                tipo: 'banco' | 'breb' | 'nequi' | 'daviplata';
              } | null;
              referenciaPago?: string | null;
              ubicacion: {
                latitud: number;
                longitud: number;
                precision: number;
                distanciaMetros: number | null;
                fueraDeSitio: boolean | null;
              } | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              aplicaciones: {
                cuota: {
                  /** Format: uuid */
                  _id: string;
                  numero: number;
                  /** Format: date */
                  fechaProgramada: string;
                };
                monto: number;
              }[];
              recibo: {
                estado: 'enviado' | 'pendiente' | 'fallido' | 'programado' | 'cancelado';
                canal: 'email' | 'sms' | 'whatsapp' | 'sistema';
                /** Format: date-time */
                encoladoEn: string;
                enviadoEn: string | null;
              } | null;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CobrosController_eliminar: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: null;
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CobrosController_corregirPrestamo: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CorregirPrestamoCobroDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              prestamo: {
                /** Format: uuid */
                _id: string;
                numero: number;
                cliente: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                };
              };
              monto: number;
              /** Format: date */
              fecha: string;
              observaciones: string | null;
              origen:
                'cobro' | 'pago_cuota' | 'marcado_pagado' | 'liquidacion' | 'recuperacion' | 'importacion';
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              enPoderDe: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              medio?: 'efectivo' | 'transferencia';
              cuentaPago?: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                tipo: 'banco' | 'breb' | 'nequi' | 'daviplata';
              } | null;
              referenciaPago?: string | null;
              ubicacion: {
                latitud: number;
                longitud: number;
                precision: number;
                distanciaMetros: number | null;
                fueraDeSitio: boolean | null;
              } | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              aplicaciones: {
                cuota: {
                  /** Format: uuid */
                  _id: string;
                  numero: number;
                  /** Format: date */
                  fechaProgramada: string;
                };
                monto: number;
              }[];
              recibo: {
                estado: 'enviado' | 'pendiente' | 'fallido' | 'programado' | 'cancelado';
                canal: 'email' | 'sms' | 'whatsapp' | 'sistema';
                /** Format: date-time */
                encoladoEn: string;
                enviadoEn: string | null;
              } | null;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PagosController_configurarWompi: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProveedorWompiDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** @constant */
              configurado: true;
              cuenta: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              };
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PagosController_eventoWompi: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              resultado: 'recibido' | 'repetido' | 'ignorado';
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PagosController_listarCuentas: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              tipo: 'banco' | 'breb' | 'nequi' | 'daviplata';
              nombre: string;
              identificador: string;
              activa: boolean;
              cuentaContable: {
                codigo: string;
                nombre: string;
              };
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            }[];
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PagosController_crearCuenta: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCuentaPagoDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              tipo: 'banco' | 'breb' | 'nequi' | 'daviplata';
              nombre: string;
              identificador: string;
              activa: boolean;
              cuentaContable: {
                codigo: string;
                nombre: string;
              };
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PagosController_actualizarCuenta: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCuentaPagoDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              tipo: 'banco' | 'breb' | 'nequi' | 'daviplata';
              nombre: string;
              identificador: string;
              activa: boolean;
              cuentaContable: {
                codigo: string;
                nombre: string;
              };
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PagosController_ajustes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              transferenciasMiRuta: 'por_confirmar' | 'aplicar';
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PagosController_actualizarAjustes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AjustesPagosDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              transferenciasMiRuta: 'por_confirmar' | 'aplicar';
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PagosController_listarTransferencias: {
    parameters: {
      query?: {
        prestamo?: string;
        estado?: 'por_confirmar' | 'confirmada' | 'rechazada';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              prestamo: {
                /** Format: uuid */
                _id: string;
                numero: number;
                cliente: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                };
              };
              cuenta: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                tipo: 'banco' | 'breb' | 'nequi' | 'daviplata';
              };
              monto: number;
              /** Format: date */
              fecha: string;
              referencia: string;
              estado: 'por_confirmar' | 'confirmada' | 'rechazada';
              cobro: string | null;
              tieneFoto: boolean;
              registradoPor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              /** Format: date-time */
              createdAt: string;
            }[];
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PagosController_registrarTransferencia: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateTransferenciaDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data:
              | {
                  /** @constant */
                  estado: 'aplicada';
                  cobro: {
                    /** Format: uuid */
                    _id: string;
                    prestamo: {
                      /** Format: uuid */
                      _id: string;
                      numero: number;
                      cliente: {
                        /** Format: uuid */
                        _id: string;
                        nombre: string;
                      };
                    };
                    monto: number;
                    /** Format: date */
                    fecha: string;
                    observaciones: string | null;
                    origen:
                      | 'cobro'
                      | 'pago_cuota'
                      | 'marcado_pagado'
                      | 'liquidacion'
                      | 'recuperacion'
                      | 'importacion';
                    cobrador: {
                      /** Format: uuid */
                      _id: string;
                      nombre: string;
                    } | null;
                    enPoderDe: {
                      /** Format: uuid */
                      _id: string;
                      nombre: string;
                    } | null;
                    medio?: 'efectivo' | 'transferencia';
                    cuentaPago?: {
                      /** Format: uuid */
                      _id: string;
                      nombre: string;
                      tipo: 'banco' | 'breb' | 'nequi' | 'daviplata';
                    } | null;
                    referenciaPago?: string | null;
                    ubicacion: {
                      latitud: number;
                      longitud: number;
                      precision: number;
                      distanciaMetros: number | null;
                      fueraDeSitio: boolean | null;
                    } | null;
                    /** Format: date-time */
                    createdAt: string;
                    /** Format: date-time */
                    updatedAt: string;
                    aplicaciones: {
                      cuota: {
                        /** Format: uuid */
                        _id: string;
                        numero: number;
                        /** Format: date */
                        fechaProgramada: string;
                      };
                      monto: number;
                    }[];
                    recibo: {
                      estado: 'enviado' | 'pendiente' | 'fallido' | 'programado' | 'cancelado';
                      canal: 'email' | 'sms' | 'whatsapp' | 'sistema';
                      /** Format: date-time */
                      encoladoEn: string;
                      enviadoEn: string | null;
                    } | null;
                  };
                  transferencia: null;
                }
              | {
                  /** @constant */
                  estado: 'por_confirmar';
                  cobro: null;
                  transferencia: {
                    /** Format: uuid */
                    _id: string;
                    prestamo: {
                      /** Format: uuid */
                      _id: string;
                      numero: number;
                      cliente: {
                        /** Format: uuid */
                        _id: string;
                        nombre: string;
                      };
                    };
                    cuenta: {
                      /** Format: uuid */
                      _id: string;
                      nombre: string;
                      tipo: 'banco' | 'breb' | 'nequi' | 'daviplata';
                    };
                    monto: number;
                    /** Format: date */
                    fecha: string;
                    referencia: string;
                    estado: 'por_confirmar' | 'confirmada' | 'rechazada';
                    cobro: string | null;
                    tieneFoto: boolean;
                    registradoPor: {
                      /** Format: uuid */
                      _id: string;
                      nombre: string;
                    } | null;
                    /** Format: date-time */
                    createdAt: string;
                  };
                };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PagosController_fotoTransferencia: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              foto: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PagosController_confirmarTransferencia: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              prestamo: {
                /** Format: uuid */
                _id: string;
                numero: number;
                cliente: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                };
              };
              cuenta: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                tipo: 'banco' | 'breb' | 'nequi' | 'daviplata';
              };
              monto: number;
              /** Format: date */
              fecha: string;
              referencia: string;
              estado: 'por_confirmar' | 'confirmada' | 'rechazada';
              cobro: string | null;
              tieneFoto: boolean;
              registradoPor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              /** Format: date-time */
              createdAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PagosController_rechazarTransferencia: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              prestamo: {
                /** Format: uuid */
                _id: string;
                numero: number;
                cliente: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                };
              };
              cuenta: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                tipo: 'banco' | 'breb' | 'nequi' | 'daviplata';
              };
              monto: number;
              /** Format: date */
              fecha: string;
              referencia: string;
              estado: 'por_confirmar' | 'confirmada' | 'rechazada';
              cobro: string | null;
              tieneFoto: boolean;
              registradoPor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              /** Format: date-time */
              createdAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ReferenciaPagoController_obtener: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              referencia: string;
              cuenta: {
                /** Format: uuid */
                _id: string;
                tipo: 'banco' | 'breb' | 'nequi' | 'daviplata';
                nombre: string;
                identificador: string;
              } | null;
              llave: string | null;
              qr: string | null;
              payload: string | null;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ExtractosController_importar: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          archivo: string;
          /** Format: uuid */
          cuenta: string;
          /** @description JSON {fecha, descripcion, valor, referencia?, saldo?} */
          columnas?: string;
        };
      };
    };
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              id: string;
              lineas: number;
              conciliadas: number;
              enSuspenso: number;
              repetidas: number;
              debitos: number;
              estado: 'aplicando' | 'aplicado';
              progreso: {
                hechas: number;
                total: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ExtractosController_obtener: {
    parameters: {
      query?: {
        detalle?: 'si' | 'no';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              id: string;
              lineas: number;
              conciliadas: number;
              enSuspenso: number;
              repetidas: number;
              debitos: number;
              estado: 'aplicando' | 'aplicado';
              progreso: {
                hechas: number;
                total: number;
              };
              /** Format: uuid */
              _id: string;
              cuenta: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                tipo: 'banco' | 'breb' | 'nequi' | 'daviplata';
              };
              archivo: string;
              cargadoPor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              /** Format: date-time */
              createdAt: string;
              detalle: {
                /** Format: uuid */
                _id: string;
                extracto: string | null;
                origen: 'extracto' | 'wompi';
                cuenta: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                  tipo: 'banco' | 'breb' | 'nequi' | 'daviplata';
                };
                /** Format: date */
                fecha: string;
                descripcion: string;
                valor: number;
                referencia: string | null;
                estado:
                  | 'conciliada'
                  | 'en_suspenso'
                  | 'aplicando'
                  | 'aplicada'
                  | 'no_es_nuestro'
                  | 'devuelta'
                  | 'anulada'
                  | 'debito'
                  | 'por_identificar'
                  | 'por_confirmar'
                  | 'duplicado';
                cruce: ('referencia' | 'cedula' | 'transferencia' | 'cobro') | null;
                aplicaciones: {
                  cobro: string | null;
                  prestamo: {
                    /** Format: uuid */
                    _id: string;
                    numero: number;
                    cliente: {
                      /** Format: uuid */
                      _id: string;
                      nombre: string;
                    };
                  };
                  monto: number;
                }[];
                transferencia: string | null;
                decididoPor: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                } | null;
                decididoEn: string | null;
                devolucion: {
                  /** Format: date */
                  fecha: string;
                  referencia: string;
                } | null;
                contrapartida?: {
                  /** Format: uuid */
                  _id: string;
                  codigo: string;
                  nombre: string;
                } | null;
              }[];
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ExtractosController_listarSuspenso: {
    parameters: {
      query?: {
        estado?: 'en_suspenso' | 'no_es_nuestro' | 'devuelta' | 'por_identificar' | 'por_confirmar';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              extracto: string | null;
              origen: 'extracto' | 'wompi';
              cuenta: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                tipo: 'banco' | 'breb' | 'nequi' | 'daviplata';
              };
              /** Format: date */
              fecha: string;
              descripcion: string;
              valor: number;
              referencia: string | null;
              estado:
                | 'conciliada'
                | 'en_suspenso'
                | 'aplicando'
                | 'aplicada'
                | 'no_es_nuestro'
                | 'devuelta'
                | 'anulada'
                | 'debito'
                | 'por_identificar'
                | 'por_confirmar'
                | 'duplicado';
              cruce: ('referencia' | 'cedula' | 'transferencia' | 'cobro') | null;
              aplicaciones: {
                cobro: string | null;
                prestamo: {
                  /** Format: uuid */
                  _id: string;
                  numero: number;
                  cliente: {
                    /** Format: uuid */
                    _id: string;
                    nombre: string;
                  };
                };
                monto: number;
              }[];
              transferencia: string | null;
              decididoPor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              decididoEn: string | null;
              devolucion: {
                /** Format: date */
                fecha: string;
                referencia: string;
              } | null;
              contrapartida?: {
                /** Format: uuid */
                _id: string;
                codigo: string;
                nombre: string;
              } | null;
            }[];
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ExtractosController_aplicarSuspenso: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path: {
        lineaId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              /** Format: uuid */
              prestamo: string;
            }
          | {
              reparto: {
                /** Format: uuid */
                prestamo: string;
                monto: number;
              }[];
            }
          | {
              /** @constant */
              noEsNuestro: true;
            };
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              extracto: string | null;
              origen: 'extracto' | 'wompi';
              cuenta: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                tipo: 'banco' | 'breb' | 'nequi' | 'daviplata';
              };
              /** Format: date */
              fecha: string;
              descripcion: string;
              valor: number;
              referencia: string | null;
              estado:
                | 'conciliada'
                | 'en_suspenso'
                | 'aplicando'
                | 'aplicada'
                | 'no_es_nuestro'
                | 'devuelta'
                | 'anulada'
                | 'debito'
                | 'por_identificar'
                | 'por_confirmar'
                | 'duplicado';
              cruce: ('referencia' | 'cedula' | 'transferencia' | 'cobro') | null;
              aplicaciones: {
                cobro: string | null;
                prestamo: {
                  /** Format: uuid */
                  _id: string;
                  numero: number;
                  cliente: {
                    /** Format: uuid */
                    _id: string;
                    nombre: string;
                  };
                };
                monto: number;
              }[];
              transferencia: string | null;
              decididoPor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              decididoEn: string | null;
              devolucion: {
                /** Format: date */
                fecha: string;
                referencia: string;
              } | null;
              contrapartida?: {
                /** Format: uuid */
                _id: string;
                codigo: string;
                nombre: string;
              } | null;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ExtractosController_devolverRecaudo: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path: {
        lineaId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              extracto: string | null;
              origen: 'extracto' | 'wompi';
              cuenta: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                tipo: 'banco' | 'breb' | 'nequi' | 'daviplata';
              };
              /** Format: date */
              fecha: string;
              descripcion: string;
              valor: number;
              referencia: string | null;
              estado:
                | 'conciliada'
                | 'en_suspenso'
                | 'aplicando'
                | 'aplicada'
                | 'no_es_nuestro'
                | 'devuelta'
                | 'anulada'
                | 'debito'
                | 'por_identificar'
                | 'por_confirmar'
                | 'duplicado';
              cruce: ('referencia' | 'cedula' | 'transferencia' | 'cobro') | null;
              aplicaciones: {
                cobro: string | null;
                prestamo: {
                  /** Format: uuid */
                  _id: string;
                  numero: number;
                  cliente: {
                    /** Format: uuid */
                    _id: string;
                    nombre: string;
                  };
                };
                monto: number;
              }[];
              transferencia: string | null;
              decididoPor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              decididoEn: string | null;
              devolucion: {
                /** Format: date */
                fecha: string;
                referencia: string;
              } | null;
              contrapartida?: {
                /** Format: uuid */
                _id: string;
                codigo: string;
                nombre: string;
              } | null;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ExtractosController_devolverAlSuspenso: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path: {
        lineaId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              extracto: string | null;
              origen: 'extracto' | 'wompi';
              cuenta: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                tipo: 'banco' | 'breb' | 'nequi' | 'daviplata';
              };
              /** Format: date */
              fecha: string;
              descripcion: string;
              valor: number;
              referencia: string | null;
              estado:
                | 'conciliada'
                | 'en_suspenso'
                | 'aplicando'
                | 'aplicada'
                | 'no_es_nuestro'
                | 'devuelta'
                | 'anulada'
                | 'debito'
                | 'por_identificar'
                | 'por_confirmar'
                | 'duplicado';
              cruce: ('referencia' | 'cedula' | 'transferencia' | 'cobro') | null;
              aplicaciones: {
                cobro: string | null;
                prestamo: {
                  /** Format: uuid */
                  _id: string;
                  numero: number;
                  cliente: {
                    /** Format: uuid */
                    _id: string;
                    nombre: string;
                  };
                };
                monto: number;
              }[];
              transferencia: string | null;
              decididoPor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              decididoEn: string | null;
              devolucion: {
                /** Format: date */
                fecha: string;
                referencia: string;
              } | null;
              contrapartida?: {
                /** Format: uuid */
                _id: string;
                codigo: string;
                nombre: string;
              } | null;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ExtractosController_conciliar: {
    parameters: {
      query: {
        cuenta: string;
        desde: string;
        hasta: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              cuenta: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                tipo: 'banco' | 'breb' | 'nequi' | 'daviplata';
                cuentaContable: string;
              };
              /** Format: date */
              desde: string;
              /** Format: date */
              hasta: string;
              dias: {
                /** Format: date */
                fecha: string;
                extracto: number;
                cobros: number;
                suspenso: number;
                mayor: number;
                devoluciones?: number;
                debitos?: number;
                cargos?: number;
                saldoExtracto?: number | null;
                saldoMayor?: number;
                diferencia?: number | null;
              }[];
              totales: {
                extracto: number;
                cobros: number;
                suspenso: number;
                mayor: number;
                devoluciones?: number;
                debitos?: number;
                cargos?: number;
              };
              diferencias: {
                /** Format: date */
                fecha: string;
                tipo: 'extracto_mayor' | 'cobros_mayor' | 'saldo';
                monto: number;
                explicacion: string;
              }[];
              partidas?: {
                tipo:
                  'extracto_sin_contabilizar' | 'por_confirmar' | 'por_identificar' | 'mayor_sin_extracto';
                /** Format: date */
                fecha: string;
                monto: number;
                descripcion: string;
                linea: string | null;
                asiento: {
                  /** Format: uuid */
                  _id: string;
                  numero: number;
                } | null;
              }[];
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  DebitosController_listarReglas: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              patron: string;
              cuenta: {
                /** Format: uuid */
                _id: string;
                codigo: string;
                nombre: string;
              };
              /** Format: date-time */
              createdAt: string;
            }[];
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  DebitosController_crearRegla: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          patron: string;
          /** Format: uuid */
          cuenta: string;
        };
      };
    };
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              patron: string;
              cuenta: {
                /** Format: uuid */
                _id: string;
                codigo: string;
                nombre: string;
              };
              /** Format: date-time */
              createdAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  DebitosController_actualizarRegla: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          patron: string;
          /** Format: uuid */
          cuenta: string;
        };
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              patron: string;
              cuenta: {
                /** Format: uuid */
                _id: string;
                codigo: string;
                nombre: string;
              };
              /** Format: date-time */
              createdAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  DebitosController_eliminarRegla: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: null;
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  DebitosController_reclasificar: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path: {
        lineaId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          cuenta: string;
        };
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              extracto: string | null;
              origen: 'extracto' | 'wompi';
              cuenta: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                tipo: 'banco' | 'breb' | 'nequi' | 'daviplata';
              };
              /** Format: date */
              fecha: string;
              descripcion: string;
              valor: number;
              referencia: string | null;
              estado:
                | 'conciliada'
                | 'en_suspenso'
                | 'aplicando'
                | 'aplicada'
                | 'no_es_nuestro'
                | 'devuelta'
                | 'anulada'
                | 'debito'
                | 'por_identificar'
                | 'por_confirmar'
                | 'duplicado';
              cruce: ('referencia' | 'cedula' | 'transferencia' | 'cobro') | null;
              aplicaciones: {
                cobro: string | null;
                prestamo: {
                  /** Format: uuid */
                  _id: string;
                  numero: number;
                  cliente: {
                    /** Format: uuid */
                    _id: string;
                    nombre: string;
                  };
                };
                monto: number;
              }[];
              transferencia: string | null;
              decididoPor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              decididoEn: string | null;
              devolucion: {
                /** Format: date */
                fecha: string;
                referencia: string;
              } | null;
              contrapartida?: {
                /** Format: uuid */
                _id: string;
                codigo: string;
                nombre: string;
              } | null;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  DebitosController_decidirRepetida: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path: {
        lineaId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          decision: 'distintos' | 'duplicado';
        };
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              extracto: string | null;
              origen: 'extracto' | 'wompi';
              cuenta: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                tipo: 'banco' | 'breb' | 'nequi' | 'daviplata';
              };
              /** Format: date */
              fecha: string;
              descripcion: string;
              valor: number;
              referencia: string | null;
              estado:
                | 'conciliada'
                | 'en_suspenso'
                | 'aplicando'
                | 'aplicada'
                | 'no_es_nuestro'
                | 'devuelta'
                | 'anulada'
                | 'debito'
                | 'por_identificar'
                | 'por_confirmar'
                | 'duplicado';
              cruce: ('referencia' | 'cedula' | 'transferencia' | 'cobro') | null;
              aplicaciones: {
                cobro: string | null;
                prestamo: {
                  /** Format: uuid */
                  _id: string;
                  numero: number;
                  cliente: {
                    /** Format: uuid */
                    _id: string;
                    nombre: string;
                  };
                };
                monto: number;
              }[];
              transferencia: string | null;
              decididoPor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              decididoEn: string | null;
              devolucion: {
                /** Format: date */
                fecha: string;
                referencia: string;
              } | null;
              contrapartida?: {
                /** Format: uuid */
                _id: string;
                codigo: string;
                nombre: string;
              } | null;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CajaController_cobradores: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              cobradorId: string;
              nombre: string;
              enPoder: number;
              cobros: number;
              cantidadCobros: number;
              gastos: number;
              cantidadGastos: number;
              entregaPendiente: {
                /** Format: uuid */
                _id: string;
                numero: number;
                cobrador: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                };
                estado: 'pendiente' | 'confirmada';
                /** Format: date */
                fecha: string;
                fechaConfirmacion: string | null;
                cobros: number;
                cantidadCobros: number;
                gastos: number;
                esperado: number;
                montoEntregado: number;
                montoRecibido: number | null;
                diferencia: number;
                observaciones: string | null;
                confirmadoPor: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                } | null;
                abono?: boolean;
                /** Format: date-time */
                createdAt: string;
              } | null;
              ultimaEntrega: string | null;
              deuda: number;
            }[];
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CajaController_abonarFaltante: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AbonoFaltanteDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              numero: number;
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              };
              estado: 'pendiente' | 'confirmada';
              /** Format: date */
              fecha: string;
              fechaConfirmacion: string | null;
              cobros: number;
              cantidadCobros: number;
              gastos: number;
              esperado: number;
              montoEntregado: number;
              montoRecibido: number | null;
              diferencia: number;
              observaciones: string | null;
              confirmadoPor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              abono?: boolean;
              /** Format: date-time */
              createdAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CajaController_limitesGastos: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              gastoMaximo: number;
              gastosDiaMaximo: number;
              fotoDesde: number;
              diasAtras: number;
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CajaController_guardarLimitesGastos: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LimitesGastosDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              gastoMaximo: number;
              gastosDiaMaximo: number;
              fotoDesde: number;
              diasAtras: number;
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CajaController_listarGastos: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        /** @description Texto a buscar (sin distinguir mayúsculas ni tildes) */
        search?: string;
        sort?: string;
        desde?: string;
        hasta?: string;
        /** @description Un cobrador siempre ve sólo lo suyo */
        cobradorId?: string;
        estado?: 'pendiente' | 'aceptado' | 'rechazado';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              };
              /** Format: date */
              fecha: string;
              categoria: 'transporte' | 'alimentacion' | 'otro';
              monto: number;
              concepto: string;
              tieneFoto: boolean;
              estado: 'pendiente' | 'aceptado' | 'rechazado';
              limitePasado: ('gasto' | 'dia') | null;
              motivoRechazo: string | null;
              decididoPor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              entrega: string | null;
              /** Format: date-time */
              createdAt: string;
            }[];
            message: string;
            meta: {
              total: number;
              page: number;
              limit: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CajaController_crearGasto: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CrearGastoDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              };
              /** Format: date */
              fecha: string;
              categoria: 'transporte' | 'alimentacion' | 'otro';
              monto: number;
              concepto: string;
              tieneFoto: boolean;
              estado: 'pendiente' | 'aceptado' | 'rechazado';
              limitePasado: ('gasto' | 'dia') | null;
              motivoRechazo: string | null;
              decididoPor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              entrega: string | null;
              /** Format: date-time */
              createdAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CajaController_obtenerGasto: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              };
              /** Format: date */
              fecha: string;
              categoria: 'transporte' | 'alimentacion' | 'otro';
              monto: number;
              concepto: string;
              tieneFoto: boolean;
              estado: 'pendiente' | 'aceptado' | 'rechazado';
              limitePasado: ('gasto' | 'dia') | null;
              motivoRechazo: string | null;
              decididoPor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              entrega: string | null;
              /** Format: date-time */
              createdAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CajaController_fotoGasto: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              foto: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CajaController_aprobarGasto: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              };
              /** Format: date */
              fecha: string;
              categoria: 'transporte' | 'alimentacion' | 'otro';
              monto: number;
              concepto: string;
              tieneFoto: boolean;
              estado: 'pendiente' | 'aceptado' | 'rechazado';
              limitePasado: ('gasto' | 'dia') | null;
              motivoRechazo: string | null;
              decididoPor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              entrega: string | null;
              /** Format: date-time */
              createdAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CajaController_rechazarGasto: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RechazarGastoDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              };
              /** Format: date */
              fecha: string;
              categoria: 'transporte' | 'alimentacion' | 'otro';
              monto: number;
              concepto: string;
              tieneFoto: boolean;
              estado: 'pendiente' | 'aceptado' | 'rechazado';
              limitePasado: ('gasto' | 'dia') | null;
              motivoRechazo: string | null;
              decididoPor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              entrega: string | null;
              /** Format: date-time */
              createdAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CajaController_listarEntregas: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        /** @description Texto a buscar (sin distinguir mayúsculas ni tildes) */
        search?: string;
        sort?: string;
        desde?: string;
        hasta?: string;
        /** @description Un cobrador siempre ve sólo lo suyo */
        cobradorId?: string;
        estado?: 'pendiente' | 'confirmada';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              numero: number;
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              };
              estado: 'pendiente' | 'confirmada';
              /** Format: date */
              fecha: string;
              fechaConfirmacion: string | null;
              cobros: number;
              cantidadCobros: number;
              gastos: number;
              esperado: number;
              montoEntregado: number;
              montoRecibido: number | null;
              diferencia: number;
              observaciones: string | null;
              confirmadoPor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              abono?: boolean;
              /** Format: date-time */
              createdAt: string;
            }[];
            message: string;
            meta: {
              total: number;
              page: number;
              limit: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CajaController_crearEntrega: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CrearEntregaDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              numero: number;
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              };
              estado: 'pendiente' | 'confirmada';
              /** Format: date */
              fecha: string;
              fechaConfirmacion: string | null;
              cobros: number;
              cantidadCobros: number;
              gastos: number;
              esperado: number;
              montoEntregado: number;
              montoRecibido: number | null;
              diferencia: number;
              observaciones: string | null;
              confirmadoPor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              abono?: boolean;
              /** Format: date-time */
              createdAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CajaController_obtenerEntrega: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              numero: number;
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              };
              estado: 'pendiente' | 'confirmada';
              /** Format: date */
              fecha: string;
              fechaConfirmacion: string | null;
              cobros: number;
              cantidadCobros: number;
              gastos: number;
              esperado: number;
              montoEntregado: number;
              montoRecibido: number | null;
              diferencia: number;
              observaciones: string | null;
              confirmadoPor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              abono?: boolean;
              /** Format: date-time */
              createdAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CajaController_confirmarEntrega: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConfirmarEntregaDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              numero: number;
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              };
              estado: 'pendiente' | 'confirmada';
              /** Format: date */
              fecha: string;
              fechaConfirmacion: string | null;
              cobros: number;
              cantidadCobros: number;
              gastos: number;
              esperado: number;
              montoEntregado: number;
              montoRecibido: number | null;
              diferencia: number;
              observaciones: string | null;
              confirmadoPor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              abono?: boolean;
              /** Format: date-time */
              createdAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CajaController_reporte: {
    parameters: {
      query?: {
        desde?: string;
        hasta?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: date */
              desde: string;
              /** Format: date */
              hasta: string;
              filas: {
                /** Format: uuid */
                cobradorId: string;
                nombre: string;
                cobrado: number;
                gastos: number;
                entregado: number;
                faltantes: number;
                sobrantes: number;
                entregas: number;
                diasSinEntrega: number;
                enPoder: number;
              }[];
              totales: {
                cobrado: number;
                gastos: number;
                entregado: number;
                faltantes: number;
                sobrantes: number;
                entregas: number;
                diasSinEntrega: number;
                enPoder: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CajaController_reporteFueraDeSitio: {
    parameters: {
      query?: {
        desde?: string;
        hasta?: string;
        /** @description Un cobrador sólo consulta los suyos */
        cobrador?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: date */
              desde: string;
              /** Format: date */
              hasta: string;
              distanciaMetros: number;
              dias: {
                cobrador: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                };
                /** Format: date */
                fecha: string;
                cobros: number;
                fueraDeSitio: number;
                sinUbicacion: number;
                clienteSinCoordenadas: number;
                detalle: {
                  /** Format: uuid */
                  _id: string;
                  prestamo: {
                    /** Format: uuid */
                    _id: string;
                    numero: number;
                  };
                  cliente: {
                    /** Format: uuid */
                    _id: string;
                    nombre: string;
                  };
                  monto: number;
                  /** Format: date-time */
                  createdAt: string;
                  ubicacion: {
                    latitud: number;
                    longitud: number;
                    precision: number;
                    distanciaMetros: number | null;
                    fueraDeSitio: boolean | null;
                  };
                }[];
              }[];
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CajaController_exportar: {
    parameters: {
      query?: {
        desde?: string;
        hasta?: string;
      };
      header?: never;
      path: {
        formato: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description El archivo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ContabilidadController_ultima: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              fecha: string | null;
              prestamosRevisados: number;
              duracionMs: number;
              cantidadDescuadres: number;
              descuadres: {
                prestamo: {
                  /** Format: uuid */
                  _id: string;
                  numero: number;
                } | null;
                regla: string;
                esperado: number;
                encontrado: number;
                detalle: string;
              }[];
              bancos?: {
                codigo: string;
                nombre: string;
                extracto: number | null;
                sinExtracto: number;
                mayor: number;
                diferencia: number;
              }[];
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ContabilidadController_verificar: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              fecha: string | null;
              prestamosRevisados: number;
              duracionMs: number;
              cantidadDescuadres: number;
              descuadres: {
                prestamo: {
                  /** Format: uuid */
                  _id: string;
                  numero: number;
                } | null;
                regla: string;
                esperado: number;
                encontrado: number;
                detalle: string;
              }[];
              bancos?: {
                codigo: string;
                nombre: string;
                extracto: number | null;
                sinExtracto: number;
                mayor: number;
                diferencia: number;
              }[];
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ContabilidadController_leerCierre: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              cerradoHasta: string | null;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ContabilidadController_cambiarCierre: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CierrePeriodosDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              cerradoHasta: string | null;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  LibroMayorController_cuentas: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              id: string;
              codigo: string;
              nombre: string;
              clase:
                | 'activo'
                | 'pasivo'
                | 'patrimonio'
                | 'ingreso'
                | 'gasto'
                | 'orden_deudora'
                | 'orden_por_contra';
              naturaleza: 'debito' | 'credito';
              clave:
                | (
                    | 'caja_oficina'
                    | 'efectivo_cobradores'
                    | 'cartera_capital'
                    | 'cartera_intereses'
                    | 'cartera_mora'
                    | 'faltantes_cobradores'
                    | 'intereses_diferidos'
                    | 'mora_diferida'
                    | 'capital_inicial'
                    | 'ingresos_intereses'
                    | 'ingresos_mora'
                    | 'comisiones_recibidas'
                    | 'recuperaciones'
                    | 'sobrantes_caja'
                    | 'otros_ingresos'
                    | 'descuentos_condonaciones'
                    | 'castigos_cartera'
                    | 'gastos_cobradores'
                    | 'gastos_generales'
                    | 'comisiones_pagadas'
                    | 'otros_egresos'
                    | 'deterioro_cartera'
                    | 'gasto_deterioro'
                    | 'castigados_orden'
                    | 'castigados_orden_contra'
                    | 'bancos'
                    | 'aportes_dueno'
                    | 'prestamos_recibidos'
                    | 'saldos_iniciales'
                    | 'recaudos_por_aplicar'
                    | 'gastos_bancarios'
                    | 'gravamen_movimientos'
                    | 'debitos_por_identificar'
                  )
                | null;
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              codigoPadre: string | null;
            }[];
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  LibroMayorController_actualizarCuenta: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CuentaContableDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              id: string;
              codigo: string;
              nombre: string;
              clase:
                | 'activo'
                | 'pasivo'
                | 'patrimonio'
                | 'ingreso'
                | 'gasto'
                | 'orden_deudora'
                | 'orden_por_contra';
              naturaleza: 'debito' | 'credito';
              clave:
                | (
                    | 'caja_oficina'
                    | 'efectivo_cobradores'
                    | 'cartera_capital'
                    | 'cartera_intereses'
                    | 'cartera_mora'
                    | 'faltantes_cobradores'
                    | 'intereses_diferidos'
                    | 'mora_diferida'
                    | 'capital_inicial'
                    | 'ingresos_intereses'
                    | 'ingresos_mora'
                    | 'comisiones_recibidas'
                    | 'recuperaciones'
                    | 'sobrantes_caja'
                    | 'otros_ingresos'
                    | 'descuentos_condonaciones'
                    | 'castigos_cartera'
                    | 'gastos_cobradores'
                    | 'gastos_generales'
                    | 'comisiones_pagadas'
                    | 'otros_egresos'
                    | 'deterioro_cartera'
                    | 'gasto_deterioro'
                    | 'castigados_orden'
                    | 'castigados_orden_contra'
                    | 'bancos'
                    | 'aportes_dueno'
                    | 'prestamos_recibidos'
                    | 'saldos_iniciales'
                    | 'recaudos_por_aplicar'
                    | 'gastos_bancarios'
                    | 'gravamen_movimientos'
                    | 'debitos_por_identificar'
                  )
                | null;
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              codigoPadre: string | null;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  LibroMayorController_diario: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        /** @description Texto a buscar (sin distinguir mayúsculas ni tildes) */
        search?: string;
        sort?: string;
        desde?: string;
        hasta?: string;
        /** @description Código de cuenta: también sus subcuentas */
        cuenta?: string;
        origen?:
          'prestamo' | 'gasto' | 'entrega' | 'movimiento_caja' | 'saldo_inicial' | 'deterioro' | 'extracto';
        /** @description Nombre o cédula del cliente, o nombre del cobrador */
        tercero?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              id: string;
              numero: number;
              /** Format: date */
              fecha: string;
              tipo:
                | 'desembolso'
                | 'cobro'
                | 'reversion'
                | 'condonacion'
                | 'liquidacion'
                | 'castigo'
                | 'recuperacion'
                | 'anulacion'
                | 'reenganche'
                | 'mora'
                | 'gasto'
                | 'entrega'
                | 'movimiento_caja'
                | 'saldo_inicial'
                | 'reverso'
                | 'causacion'
                | 'deterioro'
                | 'recaudo_por_aplicar'
                | 'aplicacion_recaudo'
                | 'devolucion_recaudo'
                | 'debito_bancario'
                | 'reclasificacion_debito';
              descripcion: string;
              origen:
                | 'prestamo'
                | 'gasto'
                | 'entrega'
                | 'movimiento_caja'
                | 'saldo_inicial'
                | 'deterioro'
                | 'extracto';
              origenId: string | null;
              reversoDe: string | null;
              registradoPor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              /** Format: date-time */
              createdAt: string;
              lineas: {
                codigo: string;
                cuenta: string;
                debito: number;
                credito: number;
                tercero: {
                  tipo: 'cliente' | 'cobrador';
                  /** Format: uuid */
                  id: string;
                  nombre: string;
                  documento: string | null;
                } | null;
                prestamo: {
                  /** Format: uuid */
                  id: string;
                  numero: string;
                } | null;
              }[];
            }[];
            message: string;
            meta: {
              total: number;
              page: number;
              limit: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  LibroMayorController_exportarDiario: {
    parameters: {
      query: {
        desde?: string;
        hasta?: string;
        formato: 'csv' | 'xlsx' | 'siigo' | 'worldoffice';
        /** @description Códigos de Cartera, del PUC comercial (Decreto 2650 de 1993) o del CUIF */
        cuentas?: 'cartera' | 'puc' | 'cuif';
        /** @description CSV: fechas 2026-11-30 y punto decimal (iso) o 30/11/2026 y coma decimal (es-CO) */
        regional?: 'iso' | 'es-CO';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description El archivo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  LibroMayorController_listarEquivalencias: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              id: string;
              codigo: string;
              nombre: string;
              puc: {
                codigo: string;
                nombre: string;
              } | null;
              cuif: {
                codigo: string;
                nombre: string;
              } | null;
            }[];
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  LibroMayorController_actualizarEquivalencia: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EquivalenciaCuentaDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              id: string;
              codigo: string;
              nombre: string;
              puc: {
                codigo: string;
                nombre: string;
              } | null;
              cuif: {
                codigo: string;
                nombre: string;
              } | null;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  LibroMayorController_balancePrueba: {
    parameters: {
      query?: {
        desde?: string;
        hasta?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: date */
              desde: string;
              /** Format: date */
              hasta: string;
              cuentas: {
                codigo: string;
                nombre: string;
                clase:
                  | 'activo'
                  | 'pasivo'
                  | 'patrimonio'
                  | 'ingreso'
                  | 'gasto'
                  | 'orden_deudora'
                  | 'orden_por_contra';
                saldoAnterior: number;
                debitos: number;
                creditos: number;
                saldo: number;
              }[];
              totalDebitos: number;
              totalCreditos: number;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  LibroMayorController_exportarBalancePrueba: {
    parameters: {
      query: {
        desde?: string;
        hasta?: string;
        formato: 'csv' | 'xlsx';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description El archivo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  LibroMayorController_estadoResultados: {
    parameters: {
      query?: {
        desde?: string;
        hasta?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: date */
              desde: string;
              /** Format: date */
              hasta: string;
              /** Format: date */
              anteriorDesde: string;
              /** Format: date */
              anteriorHasta: string;
              ingresos: {
                codigo: string;
                nombre: string;
                monto: number;
                anterior: number;
              }[];
              gastos: {
                codigo: string;
                nombre: string;
                monto: number;
                anterior: number;
              }[];
              totalIngresos: number;
              totalGastos: number;
              totalIngresosAnterior: number;
              totalGastosAnterior: number;
              utilidad: number;
              utilidadAnterior: number;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  LibroMayorController_exportarEstadoResultados: {
    parameters: {
      query: {
        desde?: string;
        hasta?: string;
        formato: 'csv' | 'xlsx';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description El archivo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  LibroMayorController_balanceGeneral: {
    parameters: {
      query?: {
        /** @description Sin fecha: hoy */
        fecha?: string;
        /** @description Balance general: el interés diferido como pasivo (bruto) o restado de la cartera (neto); sin él, la política elegida */
        interesDiferido?: 'bruto' | 'neto';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: date */
              fecha: string;
              /** Format: date */
              fechaAnterior: string;
              activos: {
                codigo: string;
                nombre: string;
                monto: number;
                anterior: number;
              }[];
              pasivos: {
                codigo: string;
                nombre: string;
                monto: number;
                anterior: number;
              }[];
              patrimonio: {
                codigo: string;
                nombre: string;
                monto: number;
                anterior: number;
              }[];
              totalActivos: number;
              totalPasivos: number;
              totalPatrimonio: number;
              totalActivosAnterior: number;
              totalPasivosAnterior: number;
              totalPatrimonioAnterior: number;
              avisos: string[];
              interesDiferidoNeto: boolean;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  LibroMayorController_exportarBalanceGeneral: {
    parameters: {
      query: {
        /** @description Sin fecha: hoy */
        fecha?: string;
        /** @description Balance general: el interés diferido como pasivo (bruto) o restado de la cartera (neto); sin él, la política elegida */
        interesDiferido?: 'bruto' | 'neto';
        formato: 'csv' | 'xlsx';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description El archivo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PoliticasContablesController_obtener: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              baseIngresos: 'caja' | 'causacion';
              diasSuspensionCausacion: number;
              vigenteDesde: string | null;
              cambioProgramado: {
                /** Format: date */
                vigenteDesde: string;
                baseIngresos: 'caja' | 'causacion';
                diasSuspensionCausacion: number;
              } | null;
              interesDiferidoNeto: boolean;
              deterioroActivo: boolean;
              porcentajesDeterioro: {
                al_dia: number;
                '1-8': number;
                '9-15': number;
                '16-30': number;
                '31+': number;
              };
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PoliticasContablesController_actualizar: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PoliticasContablesDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              baseIngresos: 'caja' | 'causacion';
              diasSuspensionCausacion: number;
              vigenteDesde: string | null;
              cambioProgramado: {
                /** Format: date */
                vigenteDesde: string;
                baseIngresos: 'caja' | 'causacion';
                diasSuspensionCausacion: number;
              } | null;
              interesDiferidoNeto: boolean;
              deterioroActivo: boolean;
              porcentajesDeterioro: {
                al_dia: number;
                '1-8': number;
                '9-15': number;
                '16-30': number;
                '31+': number;
              };
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PoliticasContablesController_calcular: {
    parameters: {
      query?: {
        /** @description Sin fecha: hoy */
        fecha?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: date */
              fecha: string;
              edades: {
                banda: 'al_dia' | '1-8' | '9-15' | '16-30' | '31+';
                etiqueta: string;
                porcentaje: number;
                capital: number;
                provision: number;
              }[];
              objetivo: number;
              anterior: number;
              ajuste: number;
              asientoId: string | null;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PoliticasContablesController_provisionar: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DeterioroDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: date */
              fecha: string;
              edades: {
                banda: 'al_dia' | '1-8' | '9-15' | '16-30' | '31+';
                etiqueta: string;
                porcentaje: number;
                capital: number;
                provision: number;
              }[];
              objetivo: number;
              anterior: number;
              ajuste: number;
              asientoId: string | null;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  GarantiasController_listar: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        /** @description Texto a buscar (sin distinguir mayúsculas ni tildes) */
        search?: string;
        sort?: 'createdAt_desc' | 'createdAt_asc';
        estado?: 'pendiente' | 'verificada' | 'liberada' | 'ejecutada';
        prestamo?: string;
        cliente?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              prestamo: {
                /** Format: uuid */
                _id: string;
                numero: number;
                cliente: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                };
              };
              tipo: 'vehiculo' | 'inmueble' | 'equipo' | 'efectivo' | 'otros';
              descripcion: string;
              valorDeclarado: number;
              valorAvaluo: number | null;
              identificadorLegal: string | null;
              estado: 'pendiente' | 'verificada' | 'liberada' | 'ejecutada';
              documentos: {
                /** Format: uuid */
                _id: string;
                nombreOriginal: string;
                tipo: string;
                mime: string;
                sizeBytes: number;
                checksumSha256: string;
                relacionadoTipo: string;
                /** Format: uuid */
                relacionadoId: string;
                /** Format: uuid */
                prestamo: string;
                metadata: {
                  [key: string]: unknown;
                } | null;
                /** Format: date-time */
                createdAt: string;
              }[];
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            }[];
            message: string;
            meta: {
              total: number;
              page: number;
              limit: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  GarantiasController_crear: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateGarantiaDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              prestamo: {
                /** Format: uuid */
                _id: string;
                numero: number;
                cliente: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                };
              };
              tipo: 'vehiculo' | 'inmueble' | 'equipo' | 'efectivo' | 'otros';
              descripcion: string;
              valorDeclarado: number;
              valorAvaluo: number | null;
              identificadorLegal: string | null;
              estado: 'pendiente' | 'verificada' | 'liberada' | 'ejecutada';
              documentos: {
                /** Format: uuid */
                _id: string;
                nombreOriginal: string;
                tipo: string;
                mime: string;
                sizeBytes: number;
                checksumSha256: string;
                relacionadoTipo: string;
                /** Format: uuid */
                relacionadoId: string;
                /** Format: uuid */
                prestamo: string;
                metadata: {
                  [key: string]: unknown;
                } | null;
                /** Format: date-time */
                createdAt: string;
              }[];
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  GarantiasController_obtener: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              prestamo: {
                /** Format: uuid */
                _id: string;
                numero: number;
                cliente: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                };
              };
              tipo: 'vehiculo' | 'inmueble' | 'equipo' | 'efectivo' | 'otros';
              descripcion: string;
              valorDeclarado: number;
              valorAvaluo: number | null;
              identificadorLegal: string | null;
              estado: 'pendiente' | 'verificada' | 'liberada' | 'ejecutada';
              documentos: {
                /** Format: uuid */
                _id: string;
                nombreOriginal: string;
                tipo: string;
                mime: string;
                sizeBytes: number;
                checksumSha256: string;
                relacionadoTipo: string;
                /** Format: uuid */
                relacionadoId: string;
                /** Format: uuid */
                prestamo: string;
                metadata: {
                  [key: string]: unknown;
                } | null;
                /** Format: date-time */
                createdAt: string;
              }[];
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  GarantiasController_actualizar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateGarantiaDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              prestamo: {
                /** Format: uuid */
                _id: string;
                numero: number;
                cliente: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                };
              };
              tipo: 'vehiculo' | 'inmueble' | 'equipo' | 'efectivo' | 'otros';
              descripcion: string;
              valorDeclarado: number;
              valorAvaluo: number | null;
              identificadorLegal: string | null;
              estado: 'pendiente' | 'verificada' | 'liberada' | 'ejecutada';
              documentos: {
                /** Format: uuid */
                _id: string;
                nombreOriginal: string;
                tipo: string;
                mime: string;
                sizeBytes: number;
                checksumSha256: string;
                relacionadoTipo: string;
                /** Format: uuid */
                relacionadoId: string;
                /** Format: uuid */
                prestamo: string;
                metadata: {
                  [key: string]: unknown;
                } | null;
                /** Format: date-time */
                createdAt: string;
              }[];
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  GarantiasController_vincular: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        documentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              prestamo: {
                /** Format: uuid */
                _id: string;
                numero: number;
                cliente: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                };
              };
              tipo: 'vehiculo' | 'inmueble' | 'equipo' | 'efectivo' | 'otros';
              descripcion: string;
              valorDeclarado: number;
              valorAvaluo: number | null;
              identificadorLegal: string | null;
              estado: 'pendiente' | 'verificada' | 'liberada' | 'ejecutada';
              documentos: {
                /** Format: uuid */
                _id: string;
                nombreOriginal: string;
                tipo: string;
                mime: string;
                sizeBytes: number;
                checksumSha256: string;
                relacionadoTipo: string;
                /** Format: uuid */
                relacionadoId: string;
                /** Format: uuid */
                prestamo: string;
                metadata: {
                  [key: string]: unknown;
                } | null;
                /** Format: date-time */
                createdAt: string;
              }[];
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  DocumentosController_listar: {
    parameters: {
      query: {
        relacionadoTipo: 'garantia' | 'prestamo';
        relacionadoId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              nombreOriginal: string;
              tipo: string;
              mime: string;
              sizeBytes: number;
              checksumSha256: string;
              relacionadoTipo: string;
              /** Format: uuid */
              relacionadoId: string;
              /** Format: uuid */
              prestamo: string;
              metadata: {
                [key: string]: unknown;
              } | null;
              /** Format: date-time */
              createdAt: string;
            }[];
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  DocumentosController_subir: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              nombreOriginal: string;
              tipo: string;
              mime: string;
              sizeBytes: number;
              checksumSha256: string;
              relacionadoTipo: string;
              /** Format: uuid */
              relacionadoId: string;
              /** Format: uuid */
              prestamo: string;
              metadata: {
                [key: string]: unknown;
              } | null;
              /** Format: date-time */
              createdAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  DocumentosController_archivo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description El archivo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
          'image/jpeg': string;
          'image/png': string;
          'image/webp': string;
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  DocumentosController_eliminar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              nombreOriginal: string;
              tipo: string;
              mime: string;
              sizeBytes: number;
              checksumSha256: string;
              relacionadoTipo: string;
              /** Format: uuid */
              relacionadoId: string;
              /** Format: uuid */
              prestamo: string;
              metadata: {
                [key: string]: unknown;
              } | null;
              /** Format: date-time */
              createdAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ConfiguracionOrganizacionController_obtener: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              saldoInicialCaja: number;
              fechaSaldoInicial: string | null;
              nombreEmpresa: string;
              telefonoEmpresa: string | null;
              recordatorioCuota: boolean;
              avisoMora: boolean;
              reciboCobro: boolean;
              interesDefecto: number;
              tipoCreditoDefecto:
                | 'consumo_ordinario'
                | 'microcredito'
                | 'popular_productivo_urbano'
                | 'popular_productivo_rural'
                | 'productivo_mayor_monto'
                | 'consumo_bajo_monto';
              cuotasDefecto: number;
              modalidadDefecto: 'diario' | 'semanal' | 'quincenal' | 'mensual';
              tipoAmortizacionDefecto: 'capital_final' | 'amortizable' | 'interes_adelantado';
              usuraAccion: 'avisar' | 'rechazar';
              avisoEntregaCaja: boolean;
              /** @description Hora de Bogotá 'HH:MM' */
              entregaCajaHora: string;
              respaldosHora: string | null;
              /** @description Hora de Bogotá 'HH:MM' */
              respaldosHoraPorDefecto: string;
              distanciaFueraDeSitioMetros: number;
              diasAtrasFechas: number;
              diasAtrasAvisoPrevio: number;
              moraActiva: boolean;
              moraTasa: number | null;
              moraPeriodicidad: 'anual' | 'mensual';
              moraDiasGracia: number;
              moraDesde: string | null;
              cajaInsuficiente: 'advertir' | 'rechazar';
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ConfiguracionOrganizacionController_actualizar: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConfiguracionOrganizacionDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              saldoInicialCaja: number;
              fechaSaldoInicial: string | null;
              nombreEmpresa: string;
              telefonoEmpresa: string | null;
              recordatorioCuota: boolean;
              avisoMora: boolean;
              reciboCobro: boolean;
              interesDefecto: number;
              tipoCreditoDefecto:
                | 'consumo_ordinario'
                | 'microcredito'
                | 'popular_productivo_urbano'
                | 'popular_productivo_rural'
                | 'productivo_mayor_monto'
                | 'consumo_bajo_monto';
              cuotasDefecto: number;
              modalidadDefecto: 'diario' | 'semanal' | 'quincenal' | 'mensual';
              tipoAmortizacionDefecto: 'capital_final' | 'amortizable' | 'interes_adelantado';
              usuraAccion: 'avisar' | 'rechazar';
              avisoEntregaCaja: boolean;
              /** @description Hora de Bogotá 'HH:MM' */
              entregaCajaHora: string;
              respaldosHora: string | null;
              /** @description Hora de Bogotá 'HH:MM' */
              respaldosHoraPorDefecto: string;
              distanciaFueraDeSitioMetros: number;
              diasAtrasFechas: number;
              diasAtrasAvisoPrevio: number;
              moraActiva: boolean;
              moraTasa: number | null;
              moraPeriodicidad: 'anual' | 'mensual';
              moraDiasGracia: number;
              moraDesde: string | null;
              cajaInsuficiente: 'advertir' | 'rechazar';
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ConfiguracionOrganizacionController_valoresPrestamo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              interesDefecto: number;
              tipoCreditoDefecto:
                | 'consumo_ordinario'
                | 'microcredito'
                | 'popular_productivo_urbano'
                | 'popular_productivo_rural'
                | 'productivo_mayor_monto'
                | 'consumo_bajo_monto';
              cuotasDefecto: number;
              modalidadDefecto: 'diario' | 'semanal' | 'quincenal' | 'mensual';
              tipoAmortizacionDefecto: 'capital_final' | 'amortizable' | 'interes_adelantado';
              usuraAccion: 'avisar' | 'rechazar';
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PlantillasController_listar: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        /** @description Texto a buscar (sin distinguir mayúsculas ni tildes) */
        search?: string;
        sort?: string;
        tipo?: 'email' | 'sms' | 'whatsapp' | 'sistema';
        activa?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              nombre: string;
              tipo: 'email' | 'sms' | 'whatsapp' | 'sistema';
              asunto: string | null;
              contenido: string;
              variables: string[];
              activa: boolean;
              uso: ('recordatorio_cuota' | 'aviso_mora' | 'recibo_cobro' | 'recibo_correccion') | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            }[];
            message: string;
            meta: {
              total: number;
              page: number;
              limit: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PlantillasController_crear: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PlantillaDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              nombre: string;
              tipo: 'email' | 'sms' | 'whatsapp' | 'sistema';
              asunto: string | null;
              contenido: string;
              variables: string[];
              activa: boolean;
              uso: ('recordatorio_cuota' | 'aviso_mora' | 'recibo_cobro' | 'recibo_correccion') | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PlantillasController_vistaPrevia: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VistaPreviaDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              asunto: string | null;
              contenido: string;
              variables: string[];
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PlantillasController_obtener: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              nombre: string;
              tipo: 'email' | 'sms' | 'whatsapp' | 'sistema';
              asunto: string | null;
              contenido: string;
              variables: string[];
              activa: boolean;
              uso: ('recordatorio_cuota' | 'aviso_mora' | 'recibo_cobro' | 'recibo_correccion') | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PlantillasController_actualizar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PlantillaDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              nombre: string;
              tipo: 'email' | 'sms' | 'whatsapp' | 'sistema';
              asunto: string | null;
              contenido: string;
              variables: string[];
              activa: boolean;
              uso: ('recordatorio_cuota' | 'aviso_mora' | 'recibo_cobro' | 'recibo_correccion') | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  PlantillasController_eliminar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              nombre: string;
              tipo: 'email' | 'sms' | 'whatsapp' | 'sistema';
              asunto: string | null;
              contenido: string;
              variables: string[];
              activa: boolean;
              uso: ('recordatorio_cuota' | 'aviso_mora' | 'recibo_cobro' | 'recibo_correccion') | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CanalesController_listar: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              canal: 'email' | 'sms' | 'whatsapp';
              activo: boolean;
              ajustes: {
                host?: string;
                puerto?: number;
                usuario?: string | null;
                remitente?: string;
                seguro?: boolean;
                url?: string;
                cuerpo?: string;
                cabeceraSecreto?: string | null;
              };
              secretoConfigurado: boolean;
              /** Format: date-time */
              updatedAt: string;
            }[];
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CanalesController_email: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CanalEmailDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              canal: 'email' | 'sms' | 'whatsapp';
              activo: boolean;
              ajustes: {
                host?: string;
                puerto?: number;
                usuario?: string | null;
                remitente?: string;
                seguro?: boolean;
                url?: string;
                cuerpo?: string;
                cabeceraSecreto?: string | null;
              };
              secretoConfigurado: boolean;
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CanalesController_sms: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CanalHttpDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              canal: 'email' | 'sms' | 'whatsapp';
              activo: boolean;
              ajustes: {
                host?: string;
                puerto?: number;
                usuario?: string | null;
                remitente?: string;
                seguro?: boolean;
                url?: string;
                cuerpo?: string;
                cabeceraSecreto?: string | null;
              };
              secretoConfigurado: boolean;
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CanalesController_whatsapp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CanalHttpDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              canal: 'email' | 'sms' | 'whatsapp';
              activo: boolean;
              ajustes: {
                host?: string;
                puerto?: number;
                usuario?: string | null;
                remitente?: string;
                seguro?: boolean;
                url?: string;
                cuerpo?: string;
                cabeceraSecreto?: string | null;
              };
              secretoConfigurado: boolean;
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CanalesController_probarEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PruebaCanalDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** @constant */
              enviado: true;
              destino: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CanalesController_probarSms: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PruebaCanalDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** @constant */
              enviado: true;
              destino: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  CanalesController_probarWhatsapp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PruebaCanalDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** @constant */
              enviado: true;
              destino: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  NotificacionesController_listar: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        /** @description Texto a buscar (sin distinguir mayúsculas ni tildes) */
        search?: string;
        sort?: string;
        tipo?: 'email' | 'sms' | 'whatsapp' | 'sistema';
        estado?: 'enviado' | 'pendiente' | 'fallido' | 'programado' | 'cancelado';
        categoria?: 'recordatorio' | 'vencimiento' | 'promocion' | 'sistema' | 'cobranza';
        /** @description Desde esta fecha de creación (Bogotá), incluida */
        desde?: string;
        /** @description Hasta esta fecha de creación (Bogotá), incluida */
        hasta?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              tipo: 'email' | 'sms' | 'whatsapp' | 'sistema';
              categoria: 'recordatorio' | 'vencimiento' | 'promocion' | 'sistema' | 'cobranza';
              titulo: string;
              mensaje: string;
              estado: 'enviado' | 'pendiente' | 'fallido' | 'programado' | 'cancelado';
              origen:
                | 'manual'
                | 'recordatorio_cuota'
                | 'aviso_mora'
                | 'recibo_cobro'
                | 'recibo_correccion'
                | 'entrega_caja'
                | 'clave_respaldos'
                | 'habeas_data';
              plantillaId: string | null;
              fechaProgramada: string | null;
              fechaEnvio: string | null;
              creadoPor: string | null;
              /** Format: date-time */
              createdAt: string;
              estadisticas: {
                destinatarios: number;
                enviados: number;
                fallidos: number;
                pendientes: number;
                cancelados: number;
              };
            }[];
            message: string;
            meta: {
              total: number;
              page: number;
              limit: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  NotificacionesController_enviar: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EnviarNotificacionDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              tipo: 'email' | 'sms' | 'whatsapp' | 'sistema';
              categoria: 'recordatorio' | 'vencimiento' | 'promocion' | 'sistema' | 'cobranza';
              titulo: string;
              mensaje: string;
              estado: 'enviado' | 'pendiente' | 'fallido' | 'programado' | 'cancelado';
              origen:
                | 'manual'
                | 'recordatorio_cuota'
                | 'aviso_mora'
                | 'recibo_cobro'
                | 'recibo_correccion'
                | 'entrega_caja'
                | 'clave_respaldos'
                | 'habeas_data';
              plantillaId: string | null;
              fechaProgramada: string | null;
              fechaEnvio: string | null;
              creadoPor: string | null;
              /** Format: date-time */
              createdAt: string;
              estadisticas: {
                destinatarios: number;
                enviados: number;
                fallidos: number;
                pendientes: number;
                cancelados: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  NotificacionesController_estadisticas: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        /** @description Texto a buscar (sin distinguir mayúsculas ni tildes) */
        search?: string;
        sort?: string;
        tipo?: 'email' | 'sms' | 'whatsapp' | 'sistema';
        estado?: 'enviado' | 'pendiente' | 'fallido' | 'programado' | 'cancelado';
        categoria?: 'recordatorio' | 'vencimiento' | 'promocion' | 'sistema' | 'cobranza';
        /** @description Desde esta fecha de creación (Bogotá), incluida */
        desde?: string;
        /** @description Hasta esta fecha de creación (Bogotá), incluida */
        hasta?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              total: number;
              porEstado: {
                enviado: number;
                pendiente: number;
                fallido: number;
                programado: number;
                cancelado: number;
              };
              porTipo: {
                email: number;
                sms: number;
                whatsapp: number;
                sistema: number;
              };
              entregas: {
                destinatarios: number;
                enviadas: number;
                fallidas: number;
                pendientes: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  NotificacionesController_bandeja: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        /** @description Texto a buscar (sin distinguir mayúsculas ni tildes) */
        search?: string;
        sort?: string;
        /** @description Sólo las no leídas */
        noLeidas?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              /** Format: uuid */
              notificacionId: string;
              titulo: string;
              mensaje: string;
              categoria: 'recordatorio' | 'vencimiento' | 'promocion' | 'sistema' | 'cobranza';
              /** Format: date-time */
              fecha: string;
              leida: boolean;
            }[];
            message: string;
            meta: {
              total: number;
              page: number;
              limit: number;
              totalPages: number;
            };
            noLeidas: number;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  NotificacionesController_noLeidas: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              noLeidas: number;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  NotificacionesController_leerTodas: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              marcadas: number;
              noLeidas: number;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  NotificacionesController_leer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              noLeidas: number;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  NotificacionesController_recordatorios: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EjecutarRecordatoriosDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: date */
              fecha: string;
              encolados: number;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  NotificacionesController_recibo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description El archivo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  NotificacionesController_obtener: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              tipo: 'email' | 'sms' | 'whatsapp' | 'sistema';
              categoria: 'recordatorio' | 'vencimiento' | 'promocion' | 'sistema' | 'cobranza';
              titulo: string;
              mensaje: string;
              estado: 'enviado' | 'pendiente' | 'fallido' | 'programado' | 'cancelado';
              origen:
                | 'manual'
                | 'recordatorio_cuota'
                | 'aviso_mora'
                | 'recibo_cobro'
                | 'recibo_correccion'
                | 'entrega_caja'
                | 'clave_respaldos'
                | 'habeas_data';
              plantillaId: string | null;
              fechaProgramada: string | null;
              fechaEnvio: string | null;
              creadoPor: string | null;
              /** Format: date-time */
              createdAt: string;
              estadisticas: {
                destinatarios: number;
                enviados: number;
                fallidos: number;
                pendientes: number;
                cancelados: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  NotificacionesController_destinatarios: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        /** @description Texto a buscar (sin distinguir mayúsculas ni tildes) */
        search?: string;
        sort?: string;
        estado?: 'pendiente' | 'enviado' | 'fallido' | 'cancelado';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              nombre: string;
              direccion: string | null;
              clienteId: string | null;
              usuarioId: string | null;
              estado: 'pendiente' | 'enviado' | 'fallido' | 'cancelado';
              intentos: number;
              error: string | null;
              titulo: string;
              mensaje: string;
              fechaEnvio: string | null;
              leida: boolean;
            }[];
            message: string;
            meta: {
              total: number;
              page: number;
              limit: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  NotificacionesController_cancelar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              tipo: 'email' | 'sms' | 'whatsapp' | 'sistema';
              categoria: 'recordatorio' | 'vencimiento' | 'promocion' | 'sistema' | 'cobranza';
              titulo: string;
              mensaje: string;
              estado: 'enviado' | 'pendiente' | 'fallido' | 'programado' | 'cancelado';
              origen:
                | 'manual'
                | 'recordatorio_cuota'
                | 'aviso_mora'
                | 'recibo_cobro'
                | 'recibo_correccion'
                | 'entrega_caja'
                | 'clave_respaldos'
                | 'habeas_data';
              plantillaId: string | null;
              fechaProgramada: string | null;
              fechaEnvio: string | null;
              creadoPor: string | null;
              /** Format: date-time */
              createdAt: string;
              estadisticas: {
                destinatarios: number;
                enviados: number;
                fallidos: number;
                pendientes: number;
                cancelados: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  FlujoCajaController_calcular: {
    parameters: {
      query?: {
        periodo?: 'diario' | 'semanal' | 'mensual' | 'trimestral';
        desde?: string;
        hasta?: string;
        /** @description Días de proyección desde hoy */
        diasProyeccion?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              periodo: 'diario' | 'semanal' | 'mensual' | 'trimestral';
              /** Format: date */
              desde: string;
              /** Format: date */
              hasta: string;
              saldoInicial: {
                monto: number;
                fecha: string | null;
              };
              saldoAnterior: number;
              periodos: {
                /** Format: date */
                fecha: string;
                /** Format: date */
                fechaFin: string;
                ingresos: {
                  cobros: number;
                  nuevosPrestamos: number;
                  otros: number;
                  total: number;
                };
                egresos: {
                  gastos: number;
                  comisiones: number;
                  otros: number;
                  total: number;
                };
                flujoNeto: number;
                saldoAcumulado: number;
              }[];
              tarjetas: {
                totalIngresos: number;
                totalEgresos: number;
                flujoNeto: number;
                saldoActual: number;
                enCaja: number;
                enPoderCobradores: number;
              };
              proyeccion: {
                /** Format: date */
                desde: string;
                /** Format: date */
                hasta: string;
                tasaCobro: number | null;
                ventanaTasaDias: number;
                vencidoPorCobrar: number;
                periodos: {
                  /** Format: date */
                  fecha: string;
                  /** Format: date */
                  fechaFin: string;
                  esperado: number;
                  esperadoAjustado: number;
                  cuotas: number;
                }[];
              };
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  FlujoCajaController_exportar: {
    parameters: {
      query?: {
        periodo?: 'diario' | 'semanal' | 'mensual' | 'trimestral';
        desde?: string;
        hasta?: string;
        /** @description Días de proyección desde hoy */
        diasProyeccion?: number;
      };
      header?: never;
      path: {
        formato: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description El archivo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  FlujoCajaController_listar: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        /** @description Texto a buscar (sin distinguir mayúsculas ni tildes) */
        search?: string;
        sort?: string;
        tipo?: 'ingreso' | 'egreso';
        categoria?:
          | 'gastos'
          | 'comisiones'
          | 'otros'
          | 'capital'
          | 'banco'
          | 'prestamo_recibido'
          | 'faltante_cobrador'
          | 'sobrante_cobrador';
        desde?: string;
        hasta?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              /** Format: date */
              fecha: string;
              tipo: 'ingreso' | 'egreso';
              categoria:
                | 'gastos'
                | 'comisiones'
                | 'otros'
                | 'capital'
                | 'banco'
                | 'prestamo_recibido'
                | 'faltante_cobrador'
                | 'sobrante_cobrador';
              concepto: string;
              monto: number;
              entrega: string | null;
              proveedor: {
                nombre: string;
                nit: string;
              } | null;
              registradoPor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            }[];
            message: string;
            meta: {
              total: number;
              page: number;
              limit: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  FlujoCajaController_crear: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MovimientoCajaDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              /** Format: date */
              fecha: string;
              tipo: 'ingreso' | 'egreso';
              categoria:
                | 'gastos'
                | 'comisiones'
                | 'otros'
                | 'capital'
                | 'banco'
                | 'prestamo_recibido'
                | 'faltante_cobrador'
                | 'sobrante_cobrador';
              concepto: string;
              monto: number;
              entrega: string | null;
              proveedor: {
                nombre: string;
                nit: string;
              } | null;
              registradoPor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  FlujoCajaController_obtener: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              /** Format: date */
              fecha: string;
              tipo: 'ingreso' | 'egreso';
              categoria:
                | 'gastos'
                | 'comisiones'
                | 'otros'
                | 'capital'
                | 'banco'
                | 'prestamo_recibido'
                | 'faltante_cobrador'
                | 'sobrante_cobrador';
              concepto: string;
              monto: number;
              entrega: string | null;
              proveedor: {
                nombre: string;
                nit: string;
              } | null;
              registradoPor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  FlujoCajaController_actualizar: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MovimientoCajaDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              /** Format: date */
              fecha: string;
              tipo: 'ingreso' | 'egreso';
              categoria:
                | 'gastos'
                | 'comisiones'
                | 'otros'
                | 'capital'
                | 'banco'
                | 'prestamo_recibido'
                | 'faltante_cobrador'
                | 'sobrante_cobrador';
              concepto: string;
              monto: number;
              entrega: string | null;
              proveedor: {
                nombre: string;
                nit: string;
              } | null;
              registradoPor: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  FlujoCajaController_eliminar: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: null;
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  MetasCobradorController_listar: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        /** @description Texto a buscar (sin distinguir mayúsculas ni tildes) */
        search?: string;
        sort?: string;
        periodo?: string;
        cobradorId?: string;
        estado?: 'pendiente' | 'en_progreso' | 'completada' | 'vencida';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              data: {
                /** Format: uuid */
                _id: string;
                /** Format: uuid */
                cobradorId: string;
                cobradorNombre: string;
                /** @description 'YYYY-MM' */
                periodo: string;
                metaMonto: number;
                metaCobros: number;
                /** Format: date */
                fechaVencimiento: string;
                estado: 'pendiente' | 'en_progreso' | 'completada' | 'vencida';
                montoAlcanzado: number;
                porcentajeMonto: number;
                cobrosRealizados: number;
                porcentajeCobros: number;
                /** Format: date-time */
                createdAt?: string;
                /** Format: date-time */
                updatedAt?: string;
              }[];
              meta: {
                total: number;
                page: number;
                limit: number;
                totalPages: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  MetasCobradorController_crear: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MetaDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              /** Format: uuid */
              cobradorId: string;
              cobradorNombre: string;
              /** @description 'YYYY-MM' */
              periodo: string;
              metaMonto: number;
              metaCobros: number;
              /** Format: date */
              fechaVencimiento: string;
              estado: 'pendiente' | 'en_progreso' | 'completada' | 'vencida';
              montoAlcanzado: number;
              porcentajeMonto: number;
              cobrosRealizados: number;
              porcentajeCobros: number;
              /** Format: date-time */
              createdAt?: string;
              /** Format: date-time */
              updatedAt?: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  MetasCobradorController_obtener: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              /** Format: uuid */
              cobradorId: string;
              cobradorNombre: string;
              /** @description 'YYYY-MM' */
              periodo: string;
              metaMonto: number;
              metaCobros: number;
              /** Format: date */
              fechaVencimiento: string;
              estado: 'pendiente' | 'en_progreso' | 'completada' | 'vencida';
              montoAlcanzado: number;
              porcentajeMonto: number;
              cobrosRealizados: number;
              porcentajeCobros: number;
              /** Format: date-time */
              createdAt?: string;
              /** Format: date-time */
              updatedAt?: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  MetasCobradorController_actualizar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MetaDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              /** Format: uuid */
              cobradorId: string;
              cobradorNombre: string;
              /** @description 'YYYY-MM' */
              periodo: string;
              metaMonto: number;
              metaCobros: number;
              /** Format: date */
              fechaVencimiento: string;
              estado: 'pendiente' | 'en_progreso' | 'completada' | 'vencida';
              montoAlcanzado: number;
              porcentajeMonto: number;
              cobrosRealizados: number;
              porcentajeCobros: number;
              /** Format: date-time */
              createdAt?: string;
              /** Format: date-time */
              updatedAt?: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  MetasCobradorController_eliminar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: null;
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  RutasController_generar: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerarRutasDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              /** Format: date */
              fecha: string;
              tipo: 'vencidos' | 'todos' | 'zona';
              zona: string | null;
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              };
              cantidadClientes: number;
              cantidadPrestamos: number;
              cantidadVencidos: number;
              totalACobrar: number;
              distanciaTotal: number;
              tiempoEstimado: string;
              minutosEstimados: number;
              metodoDistancia: 'estimada' | 'coordenadas';
              topPrestamos: {
                /** Format: uuid */
                _id: string;
                numero: number;
                estado:
                  | 'activo'
                  | 'pagado'
                  | 'vencido'
                  | 'mora'
                  | 'reenganchado'
                  | 'cancelado'
                  | 'solicitado'
                  | 'rechazado'
                  | 'castigado';
                diasVencido: number;
                saldoPendiente: number;
                cliente: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                  telefono: string;
                  direccion: string;
                  barrio: string | null;
                };
              }[];
              clientesRestantes: number;
              /** Format: date-time */
              generadaEn: string;
            }[];
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  RutasController_listar: {
    parameters: {
      query: {
        fecha: string;
        cobradorId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              /** Format: date */
              fecha: string;
              tipo: 'vencidos' | 'todos' | 'zona';
              zona: string | null;
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              };
              cantidadClientes: number;
              cantidadPrestamos: number;
              cantidadVencidos: number;
              totalACobrar: number;
              distanciaTotal: number;
              tiempoEstimado: string;
              minutosEstimados: number;
              metodoDistancia: 'estimada' | 'coordenadas';
              topPrestamos: {
                /** Format: uuid */
                _id: string;
                numero: number;
                estado:
                  | 'activo'
                  | 'pagado'
                  | 'vencido'
                  | 'mora'
                  | 'reenganchado'
                  | 'cancelado'
                  | 'solicitado'
                  | 'rechazado'
                  | 'castigado';
                diasVencido: number;
                saldoPendiente: number;
                cliente: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                  telefono: string;
                  direccion: string;
                  barrio: string | null;
                };
              }[];
              clientesRestantes: number;
              /** Format: date-time */
              generadaEn: string;
            }[];
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  RutasController_obtener: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              /** Format: date */
              fecha: string;
              tipo: 'vencidos' | 'todos' | 'zona';
              zona: string | null;
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              };
              cantidadClientes: number;
              cantidadPrestamos: number;
              cantidadVencidos: number;
              totalACobrar: number;
              distanciaTotal: number;
              tiempoEstimado: string;
              minutosEstimados: number;
              metodoDistancia: 'estimada' | 'coordenadas';
              topPrestamos: {
                /** Format: uuid */
                _id: string;
                numero: number;
                estado:
                  | 'activo'
                  | 'pagado'
                  | 'vencido'
                  | 'mora'
                  | 'reenganchado'
                  | 'cancelado'
                  | 'solicitado'
                  | 'rechazado'
                  | 'castigado';
                diasVencido: number;
                saldoPendiente: number;
                cliente: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                  telefono: string;
                  direccion: string;
                  barrio: string | null;
                };
              }[];
              clientesRestantes: number;
              /** Format: date-time */
              generadaEn: string;
              clientes: {
                /** Format: uuid */
                _id: string;
                nombre: string;
                telefono: string;
                direccion: string;
                barrio: string | null;
                ciudad: string;
                latitud: number | null;
                longitud: number | null;
                orden: number;
                zona: string;
                prestamos: string[];
                saldoPendiente: number;
                cuotaDelDia: number;
                diasVencido: number;
              }[];
              prestamos: {
                /** Format: uuid */
                _id: string;
                numero: number;
                estado:
                  | 'activo'
                  | 'pagado'
                  | 'vencido'
                  | 'mora'
                  | 'reenganchado'
                  | 'cancelado'
                  | 'solicitado'
                  | 'rechazado'
                  | 'castigado';
                diasVencido: number;
                saldoPendiente: number;
                cliente: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                  telefono: string;
                  direccion: string;
                  barrio: string | null;
                };
                cuotaDelDia: number;
              }[];
              totalCuotasDelDia: number;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  RutasController_exportar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        formato: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description El archivo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
          'application/pdf': string;
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  MiRutaController_obtener: {
    parameters: {
      query?: {
        /** @description Sólo admin o gerente; un cobrador ve siempre la suya */
        cobradorId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: date */
              fecha: string;
              ruta: {
                /** Format: uuid */
                _id: string;
                /** Format: date-time */
                generadaEn: string;
              } | null;
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              };
              progreso: {
                paradas: number;
                visitadas: number;
                cobrado: number;
                porCobrar: number;
              };
              paradas: {
                orden: number;
                cliente: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                  cedula?: string;
                  telefono: string;
                  direccion: string;
                  barrio: string | null;
                  ciudad: string;
                  latitud: number | null;
                  longitud: number | null;
                };
                visitada: boolean;
                prestamos: {
                  /** Format: uuid */
                  _id: string;
                  numero: number;
                  estado: string;
                  cuotaHoy: number;
                  vencido: number;
                  diasVencido: number;
                  saldoPendiente: number;
                  mora: number;
                  ultimoPago: {
                    /** Format: date */
                    fecha: string;
                    monto: number;
                  } | null;
                  cobradoHoy: number;
                  porConfirmar?: number;
                  gestionHoy: {
                    resultado: 'no_estaba' | 'promesa' | 'se_nego' | 'otro';
                    fechaPromesa: string | null;
                    montoPromesa: number | null;
                  } | null;
                }[];
              }[];
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  MiRutaController_rechazos: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              };
              tipo: 'cobro' | 'gestion' | 'solicitud';
              clave: string;
              cuerpo: unknown;
              mensaje: string;
              codigo: string | null;
              /** Format: date-time */
              creadoEnDispositivo: string;
              /** Format: date-time */
              recibidoEn: string;
            }[];
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  MiRutaController_registrarRechazo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CrearRechazoDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              };
              tipo: 'cobro' | 'gestion' | 'solicitud';
              clave: string;
              cuerpo: unknown;
              mensaje: string;
              codigo: string | null;
              /** Format: date-time */
              creadoEnDispositivo: string;
              /** Format: date-time */
              recibidoEn: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  GestionesController_crear: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CrearGestionDto'];
      };
    };
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              prestamo: {
                /** Format: uuid */
                _id: string;
                numero: number;
              };
              cliente: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              };
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              /** Format: date */
              fecha: string;
              resultado: 'no_estaba' | 'promesa' | 'se_nego' | 'otro';
              fechaPromesa: string | null;
              montoPromesa: number | null;
              estadoPromesa: ('pendiente' | 'cumplida' | 'incumplida') | null;
              nota: string | null;
              ubicacion: {
                latitud: number;
                longitud: number;
                precision: number;
                distanciaMetros: number | null;
                fueraDeSitio: boolean | null;
              } | null;
              /** Format: date-time */
              createdAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  GestionesController_promesas: {
    parameters: {
      query: {
        desde: string;
        hasta: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              };
              promesas: number;
              cumplidas: number;
              incumplidas: number;
              pendientes: number;
              montoPrometido: number;
            }[];
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  GestionesController_porPrestamo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              _id: string;
              prestamo: {
                /** Format: uuid */
                _id: string;
                numero: number;
              };
              cliente: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              };
              cobrador: {
                /** Format: uuid */
                _id: string;
                nombre: string;
              } | null;
              /** Format: date */
              fecha: string;
              resultado: 'no_estaba' | 'promesa' | 'se_nego' | 'otro';
              fechaPromesa: string | null;
              montoPromesa: number | null;
              estadoPromesa: ('pendiente' | 'cumplida' | 'incumplida') | null;
              nota: string | null;
              ubicacion: {
                latitud: number;
                longitud: number;
                precision: number;
                distanciaMetros: number | null;
                fueraDeSitio: boolean | null;
              } | null;
              /** Format: date-time */
              createdAt: string;
            }[];
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  DashboardController_resumen: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              totalClientes: number;
              clientesActivos: number;
              totalPrestamos: number;
              prestamosActivos: number;
              montoPrestado: number;
              montoCobrado: number;
              totalCobros: number;
              porcentajeRecuperacion: number;
              carteraVigente: number;
              montoCondonado: number;
              montoCastigado: number;
              montoRecuperado: number;
              enPoderCobradores: number;
              solicitudesPendientes: number;
              ultimosPrestamos: {
                /** Format: uuid */
                _id: string;
                numero: number;
                cliente: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                };
                monto: number;
                /** Format: date */
                fecha: string;
                estado:
                  | 'activo'
                  | 'pagado'
                  | 'vencido'
                  | 'mora'
                  | 'reenganchado'
                  | 'cancelado'
                  | 'solicitado'
                  | 'rechazado'
                  | 'castigado';
              }[];
              ultimosCobros: {
                /** Format: uuid */
                _id: string;
                prestamo: {
                  /** Format: uuid */
                  _id: string;
                  numero: number;
                  cliente: {
                    /** Format: uuid */
                    _id: string;
                    nombre: string;
                  };
                };
                monto: number;
                /** Format: date */
                fecha: string;
                cobrador: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                } | null;
              }[];
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ReporteCarteraController_reporte: {
    parameters: {
      query?: {
        /** @description Fecha de corte (AAAA-MM-DD, incluida); por defecto hoy */
        fecha?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: date */
              fecha: string;
              totales: {
                prestamos: number;
                capitalPendiente: number;
                interesPendiente: number;
                mora: {
                  '1-8': number;
                  '9-15': number;
                  '16-30': number;
                  '31+': number;
                };
                castigado: number;
              };
              porCobrador: {
                prestamos: number;
                capitalPendiente: number;
                interesPendiente: number;
                mora: {
                  '1-8': number;
                  '9-15': number;
                  '16-30': number;
                  '31+': number;
                };
                castigado: number;
                cobrador: {
                  /** Format: uuid */
                  _id: string;
                  nombre: string;
                } | null;
              }[];
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ReporteCarteraController_exportar: {
    parameters: {
      query?: {
        /** @description Fecha de corte (AAAA-MM-DD, incluida); por defecto hoy */
        fecha?: string;
      };
      header?: never;
      path: {
        formato: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description El archivo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ReportesController_reporte: {
    parameters: {
      query?: {
        /** @description Fecha inicial (Bogotá, inclusiva); por defecto hace 29 días */
        desde?: string;
        /** @description Fecha final (Bogotá, inclusiva); por defecto hoy */
        hasta?: string;
        /** @description Cartera de un cobrador (ignorado para un cobrador: ve la suya) */
        cobradorId?: string;
        page?: number;
        limit?: number;
      };
      header?: never;
      path: {
        tipo: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data:
              | {
                  /** @constant */
                  tipo: 'general';
                  filtros: {
                    /** Format: date */
                    desde: string;
                    /** Format: date */
                    hasta: string;
                    cobradorId: string | null;
                    /** Format: date */
                    hoy: string;
                  };
                  resumen: {
                    montoPrestado: number;
                    montoAnulado: number;
                    montoCobrado: number;
                    porcentajeRecuperacion: number;
                    clientesNuevos: number;
                    prestamosNuevos: number;
                    totalCobros: number;
                    cobradoPorCobrador: {
                      cobradorId: string | null;
                      cobrador: string;
                      cantidad: number;
                      monto: number;
                    }[];
                  };
                  graficos: {
                    cobradoPorDia: {
                      /** Format: date */
                      fecha: string;
                      monto: number;
                      cantidad: number;
                    }[];
                    prestamosPorEstado: {
                      estado:
                        | 'activo'
                        | 'pagado'
                        | 'vencido'
                        | 'mora'
                        | 'reenganchado'
                        | 'cancelado'
                        | 'solicitado'
                        | 'rechazado'
                        | 'castigado';
                      etiqueta: string;
                      cantidad: number;
                      monto: number;
                    }[];
                  };
                  filas: {
                    /** Format: date */
                    _id: string;
                    /** Format: date */
                    fecha: string;
                    prestamos: number;
                    prestado: number;
                    anulado: number;
                    cobros: number;
                    cobrado: number;
                  }[];
                }
              | {
                  /** @constant */
                  tipo: 'prestamos';
                  filtros: {
                    /** Format: date */
                    desde: string;
                    /** Format: date */
                    hasta: string;
                    cobradorId: string | null;
                    /** Format: date */
                    hoy: string;
                  };
                  resumen: {
                    cantidad: number;
                    montoPrestado: number;
                    montoAnulado: number;
                    montoTotal: number;
                    saldoPendiente: number;
                  };
                  graficos: {
                    prestamosPorEstado: {
                      estado:
                        | 'activo'
                        | 'pagado'
                        | 'vencido'
                        | 'mora'
                        | 'reenganchado'
                        | 'cancelado'
                        | 'solicitado'
                        | 'rechazado'
                        | 'castigado';
                      etiqueta: string;
                      cantidad: number;
                      monto: number;
                    }[];
                  };
                  filas: {
                    /** Format: uuid */
                    _id: string;
                    numero: number;
                    /** Format: date */
                    fecha: string;
                    cliente: string;
                    cedula: string | null;
                    cobrador: string;
                    monto: number;
                    montoRefinanciado: number;
                    montoTotal: number;
                    saldoPendiente: number;
                    cuotas: number;
                    modalidad: 'diario' | 'semanal' | 'quincenal' | 'mensual';
                    estado:
                      | 'activo'
                      | 'pagado'
                      | 'vencido'
                      | 'mora'
                      | 'reenganchado'
                      | 'cancelado'
                      | 'solicitado'
                      | 'rechazado'
                      | 'castigado';
                  }[];
                }
              | {
                  /** @constant */
                  tipo: 'cobros';
                  filtros: {
                    /** Format: date */
                    desde: string;
                    /** Format: date */
                    hasta: string;
                    cobradorId: string | null;
                    /** Format: date */
                    hoy: string;
                  };
                  resumen: {
                    cantidad: number;
                    total: number;
                    recuperaciones: number;
                    recuperado: number;
                    totalRecibido: number;
                    porCobrador: {
                      cobradorId: string | null;
                      cobrador: string;
                      cantidad: number;
                      monto: number;
                    }[];
                    porOrigen: {
                      origen:
                        | 'cobro'
                        | 'pago_cuota'
                        | 'marcado_pagado'
                        | 'liquidacion'
                        | 'recuperacion'
                        | 'importacion';
                      etiqueta: string;
                      cantidad: number;
                      monto: number;
                    }[];
                  };
                  graficos: {
                    cobradoPorDia: {
                      /** Format: date */
                      fecha: string;
                      monto: number;
                      cantidad: number;
                    }[];
                  };
                  filas: {
                    /** Format: uuid */
                    _id: string;
                    /** Format: date */
                    fecha: string;
                    numero: number;
                    cliente: string;
                    cobrador: string;
                    monto: number;
                    origen: string;
                  }[];
                }
              | {
                  /** @constant */
                  tipo: 'morosos';
                  filtros: {
                    /** Format: date */
                    desde: string;
                    /** Format: date */
                    hasta: string;
                    cobradorId: string | null;
                    /** Format: date */
                    hoy: string;
                  };
                  resumen: {
                    cantidad: number;
                    saldoEnMora: number;
                    cuotasVencidas: number;
                    saldoCartera: number;
                    par30: number;
                    par90: number;
                    saldoPar30: number;
                    saldoPar90: number;
                  };
                  graficos: {
                    aging: {
                      clave: '1-8' | '9-15' | '16-30' | '31+';
                      etiqueta: string;
                      cuotas: number;
                      prestamos: number;
                      saldo: number;
                    }[];
                  };
                  filas: {
                    /** Format: uuid */
                    _id: string;
                    numero: number;
                    cliente: string;
                    telefono: string | null;
                    cobrador: string;
                    estado:
                      | 'activo'
                      | 'pagado'
                      | 'vencido'
                      | 'mora'
                      | 'reenganchado'
                      | 'cancelado'
                      | 'solicitado'
                      | 'rechazado'
                      | 'castigado';
                    diasAtraso: number;
                    cuotasVencidas: number;
                    saldoPendiente: number;
                  }[];
                };
            message: string;
            meta: {
              total: number;
              page: number;
              limit: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ReportesController_exportar: {
    parameters: {
      query?: {
        /** @description Fecha inicial (Bogotá, inclusiva); por defecto hace 29 días */
        desde?: string;
        /** @description Fecha final (Bogotá, inclusiva); por defecto hoy */
        hasta?: string;
        /** @description Cartera de un cobrador (ignorado para un cobrador: ve la suya) */
        cobradorId?: string;
      };
      header?: never;
      path: {
        tipo: string;
        formato: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description El archivo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ImportacionesController_plantilla: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description El archivo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'text/csv': string;
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ImportacionesController_revisar: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          archivo: string;
          /** @description JSON del mapeo de columnas (encabezado → columna, o por hoja) */
          columnas?: string;
        };
      };
    };
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              id: string;
              estado: 'revisada' | 'aplicando' | 'aplicada' | 'cancelada' | 'fallida' | 'descartada';
              nombreArchivo: string;
              progreso: {
                hechas: number;
                total: number;
                segundosRestantes: number | null;
              };
              resumen: {
                hojas: {
                  Cobradores: {
                    filas: number;
                    nuevas: number;
                    actualizadas: number;
                    sinCambios: number;
                    conErrores: number;
                  };
                  Clientes: {
                    filas: number;
                    nuevas: number;
                    actualizadas: number;
                    sinCambios: number;
                    conErrores: number;
                  };
                  Prestamos: {
                    filas: number;
                    nuevas: number;
                    actualizadas: number;
                    sinCambios: number;
                    conErrores: number;
                  };
                  Cobros: {
                    filas: number;
                    nuevas: number;
                    actualizadas: number;
                    sinCambios: number;
                    conErrores: number;
                  };
                  Cuotas: {
                    filas: number;
                    nuevas: number;
                    actualizadas: number;
                    sinCambios: number;
                    conErrores: number;
                  };
                  Saldos: {
                    filas: number;
                    nuevas: number;
                    actualizadas: number;
                    sinCambios: number;
                    conErrores: number;
                  };
                };
                prestamosPorEstado: {
                  activo?: {
                    prestamos: number;
                    capital: number;
                  };
                  mora?: {
                    prestamos: number;
                    capital: number;
                  };
                  vencido?: {
                    prestamos: number;
                    capital: number;
                  };
                  pagado?: {
                    prestamos: number;
                    capital: number;
                  };
                  castigado?: {
                    prestamos: number;
                    capital: number;
                  };
                  reenganchado?: {
                    prestamos: number;
                    capital: number;
                  };
                  cancelado?: {
                    prestamos: number;
                    capital: number;
                  };
                  solicitado?: {
                    prestamos: number;
                    capital: number;
                  };
                  rechazado?: {
                    prestamos: number;
                    capital: number;
                  };
                };
                totales: {
                  capital: number;
                  cobrado: number;
                  saldoCapitalCuotas: number;
                  saldoInteresCuotas: number;
                  efectivo?: {
                    oficina: number;
                    cobradores: number;
                  };
                };
                clientesSinAutorizacion: number;
                encabezados?: {
                  Cobradores?: string[];
                  Clientes?: string[];
                  Prestamos?: string[];
                  Cobros?: string[];
                  Cuotas?: string[];
                  Saldos?: string[];
                };
              };
              errores: {
                hoja: 'Cobradores' | 'Clientes' | 'Prestamos' | 'Cobros' | 'Cuotas' | 'Saldos';
                fila: number;
                columna: string;
                valor: string;
                mensaje: string;
              }[];
              erroresAplicacion: {
                hoja: 'Cobradores' | 'Clientes' | 'Prestamos' | 'Cobros' | 'Cuotas' | 'Saldos';
                fila: number;
                columna: string;
                valor: string;
                mensaje: string;
              }[];
              apertura: {
                fechaCorte: string | null;
                cerradoHasta: string | null;
                cifras: {
                  concepto: string;
                  unidad: 'pesos' | 'cantidad';
                  archivo: number;
                  cartera: number;
                }[];
                coincide: boolean;
              } | null;
              /** Format: date-time */
              createdAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ImportacionesController_exporte: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description El archivo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'text/csv': string;
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ImportacionesController_columnas: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              [key: string]:
                | string
                | {
                    [key: string]: string;
                  };
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ImportacionesController_errores: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description El archivo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ImportacionesController_obtener: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              id: string;
              estado: 'revisada' | 'aplicando' | 'aplicada' | 'cancelada' | 'fallida' | 'descartada';
              nombreArchivo: string;
              progreso: {
                hechas: number;
                total: number;
                segundosRestantes: number | null;
              };
              resumen: {
                hojas: {
                  Cobradores: {
                    filas: number;
                    nuevas: number;
                    actualizadas: number;
                    sinCambios: number;
                    conErrores: number;
                  };
                  Clientes: {
                    filas: number;
                    nuevas: number;
                    actualizadas: number;
                    sinCambios: number;
                    conErrores: number;
                  };
                  Prestamos: {
                    filas: number;
                    nuevas: number;
                    actualizadas: number;
                    sinCambios: number;
                    conErrores: number;
                  };
                  Cobros: {
                    filas: number;
                    nuevas: number;
                    actualizadas: number;
                    sinCambios: number;
                    conErrores: number;
                  };
                  Cuotas: {
                    filas: number;
                    nuevas: number;
                    actualizadas: number;
                    sinCambios: number;
                    conErrores: number;
                  };
                  Saldos: {
                    filas: number;
                    nuevas: number;
                    actualizadas: number;
                    sinCambios: number;
                    conErrores: number;
                  };
                };
                prestamosPorEstado: {
                  activo?: {
                    prestamos: number;
                    capital: number;
                  };
                  mora?: {
                    prestamos: number;
                    capital: number;
                  };
                  vencido?: {
                    prestamos: number;
                    capital: number;
                  };
                  pagado?: {
                    prestamos: number;
                    capital: number;
                  };
                  castigado?: {
                    prestamos: number;
                    capital: number;
                  };
                  reenganchado?: {
                    prestamos: number;
                    capital: number;
                  };
                  cancelado?: {
                    prestamos: number;
                    capital: number;
                  };
                  solicitado?: {
                    prestamos: number;
                    capital: number;
                  };
                  rechazado?: {
                    prestamos: number;
                    capital: number;
                  };
                };
                totales: {
                  capital: number;
                  cobrado: number;
                  saldoCapitalCuotas: number;
                  saldoInteresCuotas: number;
                  efectivo?: {
                    oficina: number;
                    cobradores: number;
                  };
                };
                clientesSinAutorizacion: number;
                encabezados?: {
                  Cobradores?: string[];
                  Clientes?: string[];
                  Prestamos?: string[];
                  Cobros?: string[];
                  Cuotas?: string[];
                  Saldos?: string[];
                };
              };
              errores: {
                hoja: 'Cobradores' | 'Clientes' | 'Prestamos' | 'Cobros' | 'Cuotas' | 'Saldos';
                fila: number;
                columna: string;
                valor: string;
                mensaje: string;
              }[];
              erroresAplicacion: {
                hoja: 'Cobradores' | 'Clientes' | 'Prestamos' | 'Cobros' | 'Cuotas' | 'Saldos';
                fila: number;
                columna: string;
                valor: string;
                mensaje: string;
              }[];
              apertura: {
                fechaCorte: string | null;
                cerradoHasta: string | null;
                cifras: {
                  concepto: string;
                  unidad: 'pesos' | 'cantidad';
                  archivo: number;
                  cartera: number;
                }[];
                coincide: boolean;
              } | null;
              /** Format: date-time */
              createdAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ImportacionesController_descartar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              id: string;
              estado: 'revisada' | 'aplicando' | 'aplicada' | 'cancelada' | 'fallida' | 'descartada';
              nombreArchivo: string;
              progreso: {
                hechas: number;
                total: number;
                segundosRestantes: number | null;
              };
              resumen: {
                hojas: {
                  Cobradores: {
                    filas: number;
                    nuevas: number;
                    actualizadas: number;
                    sinCambios: number;
                    conErrores: number;
                  };
                  Clientes: {
                    filas: number;
                    nuevas: number;
                    actualizadas: number;
                    sinCambios: number;
                    conErrores: number;
                  };
                  Prestamos: {
                    filas: number;
                    nuevas: number;
                    actualizadas: number;
                    sinCambios: number;
                    conErrores: number;
                  };
                  Cobros: {
                    filas: number;
                    nuevas: number;
                    actualizadas: number;
                    sinCambios: number;
                    conErrores: number;
                  };
                  Cuotas: {
                    filas: number;
                    nuevas: number;
                    actualizadas: number;
                    sinCambios: number;
                    conErrores: number;
                  };
                  Saldos: {
                    filas: number;
                    nuevas: number;
                    actualizadas: number;
                    sinCambios: number;
                    conErrores: number;
                  };
                };
                prestamosPorEstado: {
                  activo?: {
                    prestamos: number;
                    capital: number;
                  };
                  mora?: {
                    prestamos: number;
                    capital: number;
                  };
                  vencido?: {
                    prestamos: number;
                    capital: number;
                  };
                  pagado?: {
                    prestamos: number;
                    capital: number;
                  };
                  castigado?: {
                    prestamos: number;
                    capital: number;
                  };
                  reenganchado?: {
                    prestamos: number;
                    capital: number;
                  };
                  cancelado?: {
                    prestamos: number;
                    capital: number;
                  };
                  solicitado?: {
                    prestamos: number;
                    capital: number;
                  };
                  rechazado?: {
                    prestamos: number;
                    capital: number;
                  };
                };
                totales: {
                  capital: number;
                  cobrado: number;
                  saldoCapitalCuotas: number;
                  saldoInteresCuotas: number;
                  efectivo?: {
                    oficina: number;
                    cobradores: number;
                  };
                };
                clientesSinAutorizacion: number;
                encabezados?: {
                  Cobradores?: string[];
                  Clientes?: string[];
                  Prestamos?: string[];
                  Cobros?: string[];
                  Cuotas?: string[];
                  Saldos?: string[];
                };
              };
              errores: {
                hoja: 'Cobradores' | 'Clientes' | 'Prestamos' | 'Cobros' | 'Cuotas' | 'Saldos';
                fila: number;
                columna: string;
                valor: string;
                mensaje: string;
              }[];
              erroresAplicacion: {
                hoja: 'Cobradores' | 'Clientes' | 'Prestamos' | 'Cobros' | 'Cuotas' | 'Saldos';
                fila: number;
                columna: string;
                valor: string;
                mensaje: string;
              }[];
              apertura: {
                fechaCorte: string | null;
                cerradoHasta: string | null;
                cifras: {
                  concepto: string;
                  unidad: 'pesos' | 'cantidad';
                  archivo: number;
                  cartera: number;
                }[];
                coincide: boolean;
              } | null;
              /** Format: date-time */
              createdAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  ImportacionesController_aplicar: {
    parameters: {
      query?: never;
      header: {
        /** @description Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez */
        'Idempotency-Key': string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              id: string;
              estado: 'revisada' | 'aplicando' | 'aplicada' | 'cancelada' | 'fallida' | 'descartada';
              nombreArchivo: string;
              progreso: {
                hechas: number;
                total: number;
                segundosRestantes: number | null;
              };
              resumen: {
                hojas: {
                  Cobradores: {
                    filas: number;
                    nuevas: number;
                    actualizadas: number;
                    sinCambios: number;
                    conErrores: number;
                  };
                  Clientes: {
                    filas: number;
                    nuevas: number;
                    actualizadas: number;
                    sinCambios: number;
                    conErrores: number;
                  };
                  Prestamos: {
                    filas: number;
                    nuevas: number;
                    actualizadas: number;
                    sinCambios: number;
                    conErrores: number;
                  };
                  Cobros: {
                    filas: number;
                    nuevas: number;
                    actualizadas: number;
                    sinCambios: number;
                    conErrores: number;
                  };
                  Cuotas: {
                    filas: number;
                    nuevas: number;
                    actualizadas: number;
                    sinCambios: number;
                    conErrores: number;
                  };
                  Saldos: {
                    filas: number;
                    nuevas: number;
                    actualizadas: number;
                    sinCambios: number;
                    conErrores: number;
                  };
                };
                prestamosPorEstado: {
                  activo?: {
                    prestamos: number;
                    capital: number;
                  };
                  mora?: {
                    prestamos: number;
                    capital: number;
                  };
                  vencido?: {
                    prestamos: number;
                    capital: number;
                  };
                  pagado?: {
                    prestamos: number;
                    capital: number;
                  };
                  castigado?: {
                    prestamos: number;
                    capital: number;
                  };
                  reenganchado?: {
                    prestamos: number;
                    capital: number;
                  };
                  cancelado?: {
                    prestamos: number;
                    capital: number;
                  };
                  solicitado?: {
                    prestamos: number;
                    capital: number;
                  };
                  rechazado?: {
                    prestamos: number;
                    capital: number;
                  };
                };
                totales: {
                  capital: number;
                  cobrado: number;
                  saldoCapitalCuotas: number;
                  saldoInteresCuotas: number;
                  efectivo?: {
                    oficina: number;
                    cobradores: number;
                  };
                };
                clientesSinAutorizacion: number;
                encabezados?: {
                  Cobradores?: string[];
                  Clientes?: string[];
                  Prestamos?: string[];
                  Cobros?: string[];
                  Cuotas?: string[];
                  Saldos?: string[];
                };
              };
              errores: {
                hoja: 'Cobradores' | 'Clientes' | 'Prestamos' | 'Cobros' | 'Cuotas' | 'Saldos';
                fila: number;
                columna: string;
                valor: string;
                mensaje: string;
              }[];
              erroresAplicacion: {
                hoja: 'Cobradores' | 'Clientes' | 'Prestamos' | 'Cobros' | 'Cuotas' | 'Saldos';
                fila: number;
                columna: string;
                valor: string;
                mensaje: string;
              }[];
              apertura: {
                fechaCorte: string | null;
                cerradoHasta: string | null;
                cifras: {
                  concepto: string;
                  unidad: 'pesos' | 'cantidad';
                  archivo: number;
                  cartera: number;
                }[];
                coincide: boolean;
              } | null;
              /** Format: date-time */
              createdAt: string;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  SaludController_vivo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** @constant */
              status: 'ok';
              reinicios: number;
              ultimoReinicio: {
                /** Format: date-time */
                fecha: string;
                causa: string;
              } | null;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  SaludController_listo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** @constant */
              status: 'ok';
              /** @constant */
              baseDatos: 'ok';
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  RespaldosController_listar: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                /** Format: uuid */
                id: string;
                /** Format: date-time */
                fecha: string;
                origen: 'manual' | 'programado' | 'migracion';
                resultado: 'en_curso' | 'exitoso' | 'fallido';
                metodo: ('fisico' | 'pg_dump') | null;
                archivo: string | null;
                tamano: number | null;
                sha256: string | null;
                cifrado: boolean;
                error: string | null;
                aviso: string | null;
                duracionMs: number | null;
              }[];
              ultimo: {
                /** Format: uuid */
                id: string;
                /** Format: date-time */
                fecha: string;
                origen: 'manual' | 'programado' | 'migracion';
                resultado: 'en_curso' | 'exitoso' | 'fallido';
                metodo: ('fisico' | 'pg_dump') | null;
                archivo: string | null;
                tamano: number | null;
                sha256: string | null;
                cifrado: boolean;
                error: string | null;
                aviso: string | null;
                duracionMs: number | null;
              } | null;
              programacion: {
                hora: string;
                horaPorDefecto: string;
                horaDeLaOrganizacion: boolean;
                /** @constant */
                zonaHoraria: 'America/Bogota';
                cifrado: boolean;
                copia: boolean;
              };
              rotacion: {
                ultimos: number;
                diarios: number;
                semanales: number;
                mensuales: number;
              };
              clave: {
                origen: 'entorno' | 'archivo';
                archivo: string | null;
                guardada: {
                  por: string;
                  /** Format: date-time */
                  en: string;
                } | null;
              };
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  RespaldosController_crear: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uuid */
              id: string;
              /** Format: date-time */
              fecha: string;
              origen: 'manual' | 'programado' | 'migracion';
              resultado: 'en_curso' | 'exitoso' | 'fallido';
              metodo: ('fisico' | 'pg_dump') | null;
              archivo: string | null;
              tamano: number | null;
              sha256: string | null;
              cifrado: boolean;
              error: string | null;
              aviso: string | null;
              duracionMs: number | null;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  RespaldosController_confirmarClave: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operación exitosa */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              origen: 'entorno' | 'archivo';
              archivo: string | null;
              guardada: {
                por: string;
                /** Format: date-time */
                en: string;
              } | null;
            };
            message: string;
          };
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
  RespaldosController_archivo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description El archivo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/gzip': string;
          'application/octet-stream': string;
        };
      };
      /** @description Datos inválidos (errors por campo) o identificador mal formado */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Sin sesión o sesión vencida */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description El rol no puede hacer esto */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description No existe */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Conflicto con el estado actual */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
      /** @description Una regla de negocio lo impide */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorApi'];
        };
      };
    };
  };
}
