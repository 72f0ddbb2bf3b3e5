// Qué pide el sondeo entre oficinas en cada operación del documento OpenAPI (sondeo-oficinas.e2e-spec.ts,
// docs/decisiones/sondeo-entre-oficinas.md): el objeto de la oficina A que va en cada parámetro de ruta, un cuerpo
// válido donde hace falta (así la petición llega a buscar la fila y no se queda en la validación), lo que va en cada
// parámetro de consulta de una lista y las operaciones que no son de datos de una oficina, cada una con su razón. Una
// operación nueva que no esté aquí hace fallar el sondeo: quien la agrega decide.
import { TIPOS_REPORTE, hoyBogota } from '@cartera/dominio';
import type { OficinaA } from './sondeo-oficinas';

type Valores = Record<string, string>;

/** Los parámetros de ruta que no son un objeto de una oficina: cada valor que aceptan es una operación aparte. */
export const VALORES_NO_ID: Readonly<Record<string, readonly string[]>> = {
  formato: ['csv'],
  tipo: TIPOS_REPORTE,
};

/** Las rutas cuyos parámetros que no son ids aceptan otros valores que los de VALORES_NO_ID. */
export const VALORES_NO_ID_DE: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  '/api/rutas/{id}/export/{formato}': { formato: ['txt'] },
};

/** El objeto de A en cada parámetro de ruta que nombra uno, por ruta (sin `formato` ni `tipo`). */
export const RUTAS_DE_A: Readonly<Record<string, (a: OficinaA) => Valores>> = {
  '/api/oficinas/{id}': (a) => ({ id: a.oficina }),
  '/api/usuarios/{id}': (a) => ({ id: a.cobrador }),
  '/api/usuarios/{id}/password': (a) => ({ id: a.cobrador }),
  '/api/usuarios/{id}/desbloqueo': (a) => ({ id: a.cobrador }),
  '/api/cobradores/{id}': (a) => ({ id: a.cobrador }),
  '/api/clientes/cedula/{cedula}': (a) => ({ cedula: a.cedula }),
  '/api/clientes/cedula/{cedula}/cache': (a) => ({ cedula: a.cedula }),
  '/api/clientes/{id}': (a) => ({ id: a.cliente }),
  '/api/clientes/{id}/foto': (a) => ({ id: a.cliente }),
  '/api/clientes/{id}/datos-personales': (a) => ({ id: a.cliente }),
  '/api/clientes/{id}/supresion': (a) => ({ id: a.cliente }),
  '/api/clientes/{id}/avisos-previos': (a) => ({ id: a.cliente }),
  '/api/habeas-data/solicitudes/{id}': (a) => ({ id: a.solicitudHabeas }),
  '/api/prestamos/{id}': (a) => ({ id: a.prestamo }),
  '/api/prestamos/{id}/cancelar': (a) => ({ id: a.prestamo }),
  '/api/prestamos/{id}/reenganche': (a) => ({ id: a.prestamo }),
  '/api/prestamos/{id}/estado': (a) => ({ id: a.prestamo }),
  '/api/prestamos/{id}/plan/generar': (a) => ({ id: a.prestamo }),
  '/api/prestamos/{id}/plan': (a) => ({ id: a.prestamo }),
  '/api/prestamos/{id}/plan/cuota/{numero}/pagar': (a) => ({ id: a.prestamo, numero: '1' }),
  '/api/prestamos/{id}/plan/cuota/{numero}/revertir': (a) => ({ id: a.prestamo, numero: '1' }),
  '/api/prestamos/{id}/plan/export/{formato}': (a) => ({ id: a.prestamo }),
  '/api/prestamos/{id}/movimientos': (a) => ({ id: a.prestamo }),
  '/api/prestamos/{id}/liquidar': (a) => ({ id: a.prestamo }),
  '/api/prestamos/{id}/condonar': (a) => ({ id: a.prestamo }),
  '/api/prestamos/{id}/castigar': (a) => ({ id: a.prestamo }),
  '/api/prestamos/{id}/anular': (a) => ({ id: a.prestamo }),
  '/api/prestamos/{id}/aprobar': (a) => ({ id: a.prestamo }),
  '/api/prestamos/{id}/rechazar': (a) => ({ id: a.prestamo }),
  '/api/prestamos/{id}/notificaciones': (a) => ({ id: a.prestamo }),
  '/api/prestamos/{id}/referencia-pago': (a) => ({ id: a.prestamo }),
  '/api/cobros/prestamo/{id}': (a) => ({ id: a.prestamo }),
  '/api/cobros/{id}': (a) => ({ id: a.cobro }),
  '/api/cobros/{id}/corregir-prestamo': (a) => ({ id: a.cobro }),
  '/api/pagos/cuentas/{id}': (a) => ({ id: a.cuentaPago }),
  '/api/pagos/transferencias/{id}/foto': (a) => ({ id: a.transferencia }),
  '/api/pagos/transferencias/{id}/confirmar': (a) => ({ id: a.transferencia }),
  '/api/pagos/transferencias/{id}/rechazar': (a) => ({ id: a.transferencia }),
  '/api/pagos/extractos/{id}': (a) => ({ id: a.extracto }),
  '/api/pagos/suspenso/{lineaId}/aplicar': (a) => ({ lineaId: a.lineaSuspenso }),
  '/api/pagos/suspenso/{lineaId}/devolver': (a) => ({ lineaId: a.lineaSuspenso }),
  '/api/pagos/lineas/{lineaId}/devolver-al-suspenso': (a) => ({ lineaId: a.lineaSuspenso }),
  '/api/pagos/lineas/{lineaId}/reclasificar': (a) => ({ lineaId: a.lineaSuspenso }),
  '/api/pagos/lineas/{lineaId}/repetida': (a) => ({ lineaId: a.lineaSuspenso }),
  '/api/caja/cobradores/{id}/abonos-faltante': (a) => ({ id: a.cobrador }),
  '/api/caja/gastos/{id}': (a) => ({ id: a.gasto }),
  '/api/caja/gastos/{id}/foto': (a) => ({ id: a.gasto }),
  '/api/caja/gastos/{id}/aprobar': (a) => ({ id: a.gasto }),
  '/api/caja/gastos/{id}/rechazar': (a) => ({ id: a.gasto }),
  '/api/caja/entregas/{id}': (a) => ({ id: a.entrega }),
  '/api/caja/entregas/{id}/confirmar': (a) => ({ id: a.entrega }),
  '/api/garantias/{id}': (a) => ({ id: a.garantia }),
  '/api/garantias/{id}/documentos/{documentId}': (a) => ({ id: a.garantia, documentId: a.documento }),
  '/api/documentos/{id}/archivo': (a) => ({ id: a.documento }),
  '/api/documentos/{id}': (a) => ({ id: a.documento }),
  '/api/notificaciones/bandeja/{id}/leer': (a) => ({ id: a.avisoBandeja }),
  '/api/notificaciones/recibos/{id}/pdf': (a) => ({ id: a.cobro }),
  '/api/notificaciones/{id}': (a) => ({ id: a.notificacion }),
  '/api/notificaciones/{id}/destinatarios': (a) => ({ id: a.notificacion }),
  '/api/notificaciones/{id}/cancelar': (a) => ({ id: a.notificacion }),
  '/api/flujo-caja/movimientos/{id}': (a) => ({ id: a.movimientoFlujo }),
  '/api/metas-cobrador/{id}': (a) => ({ id: a.meta }),
  '/api/rutas/{id}': (a) => ({ id: a.ruta }),
  '/api/rutas/{id}/export/{formato}': (a) => ({ id: a.ruta }),
  '/api/gestiones/prestamo/{id}': (a) => ({ id: a.prestamo }),
  '/api/importaciones/{id}/errores': (a) => ({ id: a.importacion }),
  '/api/importaciones/{id}': (a) => ({ id: a.importacion }),
  '/api/importaciones/{id}/aplicar': (a) => ({ id: a.importacion }),
};

/** Lo que va en cada parámetro de consulta de una lista: lo de A, para ver que ni pidiéndolo aparece. */
export const CONSULTA_CON_A: Readonly<Record<string, (a: OficinaA) => string>> = {
  search: (a) => a.marca,
  cliente: (a) => a.cliente,
  prestamo: (a) => a.prestamo,
  cobrador: (a) => a.cobrador,
  cobradorId: (a) => a.cobrador,
  filtroCobradorId: (a) => a.cobrador,
  usuario: (a) => a.gerente,
  oficina: (a) => a.oficina,
  relacionadoTipo: () => 'garantia',
  relacionadoId: (a) => a.garantia,
  cuenta: (a) => a.cuentaPago,
  limit: () => '100',
};

/**
 * Una operación que se sondea con un cuerpo: las escrituras sin id en la ruta nombran a A en el cuerpo (un préstamo de
 * un cliente de A, un cobro a un préstamo de A) y deben responder igual que con ids que no existen; las que sólo leen
 * o calculan (`soloRespuesta`) no nombran a A, y su respuesta no debe contener nada de A.
 */
export interface CuerpoSondeo {
  cuerpo: (a: OficinaA, b: { oficina: string }) => unknown;
  soloRespuesta?: true;
}

const hoy = hoyBogota();
const motivo = { motivo: 'Sondeo entre oficinas' };

export const CUERPOS: Readonly<Record<string, CuerpoSondeo>> = {
  // Con id en la ruta: un cuerpo válido, para que la operación llegue a buscar la fila.
  'PUT /api/oficinas/{id}': { cuerpo: () => ({ codigo: 'SONDEO', nombre: 'Sondeo', ciudad: 'Cali' }) },
  'PUT /api/usuarios/{id}': { cuerpo: () => ({ nombre: 'Nombre del sondeo' }) },
  'PUT /api/usuarios/{id}/password': { cuerpo: () => ({ password: 'clave-nueva-del-sondeo' }) },
  'PUT /api/cobradores/{id}': { cuerpo: () => ({ nombre: 'Nombre del sondeo' }) },
  'PUT /api/clientes/{id}': { cuerpo: () => ({ nombre: 'Nombre del sondeo' }) },
  'PATCH /api/habeas-data/solicitudes/{id}': { cuerpo: () => ({ estado: 'en_tramite' }) },
  'POST /api/clientes/{id}/avisos-previos': { cuerpo: () => ({ plantilla: 'Aviso previo', canal: 'sms', fechaEnvio: hoy }) },
  'PUT /api/prestamos/{id}': { cuerpo: (a) => ({ cliente: a.cliente, monto: 40_000, interes: 0, cuotas: 4 }) },
  'PATCH /api/prestamos/{id}/estado': { cuerpo: () => ({ estado: 'activo' }) },
  'PATCH /api/prestamos/{id}/plan/cuota/{numero}/pagar': { cuerpo: () => ({ monto: 1_000, fecha: hoy }) },
  'POST /api/prestamos/{id}/liquidar': { cuerpo: () => ({ montoRecibido: 1_000, ...motivo }) },
  'POST /api/prestamos/{id}/condonar': { cuerpo: () => ({ monto: 1_000, ...motivo }) },
  'POST /api/prestamos/{id}/castigar': { cuerpo: () => motivo },
  'POST /api/prestamos/{id}/anular': { cuerpo: () => motivo },
  'PATCH /api/prestamos/{id}/rechazar': { cuerpo: () => motivo },
  'PUT /api/cobros/{id}': { cuerpo: () => ({ observaciones: 'Sondeo' }) },
  'POST /api/cobros/{id}/corregir-prestamo': { cuerpo: (a) => ({ prestamo: a.prestamo, ...motivo }) },
  'PUT /api/pagos/cuentas/{id}': { cuerpo: () => ({ nombre: 'Cuenta del sondeo' }) },
  'POST /api/pagos/suspenso/{lineaId}/aplicar': { cuerpo: (a) => ({ prestamo: a.prestamo }) },
  'POST /api/pagos/lineas/{lineaId}/reclasificar': { cuerpo: () => ({ cuenta: '00000000-0000-4000-8000-000000000001' }) },
  'POST /api/pagos/lineas/{lineaId}/repetida': { cuerpo: () => ({ decision: 'distintos' }) },
  'POST /api/caja/cobradores/{id}/abonos-faltante': { cuerpo: () => ({ monto: 1_000, fecha: hoy }) },
  'PATCH /api/caja/gastos/{id}/rechazar': { cuerpo: () => motivo },
  'PUT /api/garantias/{id}': { cuerpo: () => ({ estado: 'verificada' }) },
  'PUT /api/flujo-caja/movimientos/{id}': {
    cuerpo: () => ({ fecha: hoy, tipo: 'egreso', categoria: 'gastos', concepto: 'Sondeo', monto: 1_000 }),
  },
  'PUT /api/metas-cobrador/{id}': {
    cuerpo: (a) => ({ cobradorId: a.cobrador, periodo: hoy.slice(0, 7), metaMonto: 1_000, metaCobros: 1, fechaVencimiento: hoy }),
  },
  // Sin id en la ruta, con A en el cuerpo: igual que con ids que no existen.
  'POST /api/usuarios': {
    cuerpo: (a) => ({ nombre: 'Sondeo', email: 'sondeo.usuario@prueba.local', password: 'clave-del-sondeo', rol: 'cobrador', oficinas: [a.oficina] }),
  },
  'POST /api/cobradores': {
    cuerpo: (a) => ({ nombre: 'Sondeo', email: 'sondeo.cobrador@prueba.local', password: 'clave-del-sondeo', oficinas: [a.oficina] }),
  },
  'POST /api/clientes': {
    cuerpo: (a) => ({ nombre: 'Sondeo', cedula: '8800112233', telefono: '3008800112', direccion: 'Calle 1', ciudad: 'Cali', oficina: a.oficina }),
  },
  'POST /api/habeas-data/solicitudes': { cuerpo: (a) => ({ tipo: 'consulta', cliente: a.cliente, titular: 'Sondeo', descripcion: 'Sondeo' }) },
  'POST /api/prestamos': { cuerpo: (a) => ({ cliente: a.cliente, monto: 40_000, interes: 0, cuotas: 4 }) },
  'POST /api/cobros': { cuerpo: (a) => ({ prestamo: a.prestamo, monto: 1_000, fecha: hoy }) },
  'POST /api/pagos/transferencias': {
    cuerpo: (a) => ({ prestamo: a.prestamo, monto: 1_000, fecha: hoy, cuenta: a.cuentaPago, referencia: 'sondeo' }),
  },
  'POST /api/garantias': { cuerpo: (a) => ({ prestamo: a.prestamo, tipo: 'otros', descripcion: 'Sondeo', valorDeclarado: 1_000 }) },
  'POST /api/notificaciones/plantillas/vista-previa': { cuerpo: (a) => ({ contenido: 'Hola {{cliente}}', clienteId: a.cliente }) },
  'POST /api/notificaciones': {
    cuerpo: (a) => ({ tipo: 'sms', categoria: 'cobranza', titulo: 'Sondeo', mensaje: 'Sondeo', destinatarios: 'clientes', clienteIds: [a.cliente] }),
  },
  'POST /api/metas-cobrador': {
    cuerpo: (a) => ({ cobradorId: a.cobrador, periodo: hoy.slice(0, 7), metaMonto: 1_000, metaCobros: 1, fechaVencimiento: hoy }),
  },
  'POST /api/rutas/generar': { cuerpo: (a) => ({ fecha: hoy, tipo: 'todos', cobradorId: a.cobrador }) },
  'POST /api/gestiones': { cuerpo: (a) => ({ prestamo: a.prestamo, resultado: 'otro' }) },
  'POST /api/caja/transferencias-oficinas': {
    cuerpo: (a, b) => ({ origen: a.oficina, destino: b.oficina, monto: 1_000, fecha: hoy, concepto: 'Sondeo' }),
  },
  // Sin A en la petición: lo que responden (cifras, listas, avisos) no debe nombrar nada de A.
  'POST /api/contabilidad/verificacion': { cuerpo: () => ({}), soloRespuesta: true },
  'POST /api/contabilidad/deterioro': { cuerpo: () => ({ fecha: hoy }), soloRespuesta: true },
  'POST /api/notificaciones/recordatorios': { cuerpo: () => ({ fecha: hoy }), soloRespuesta: true },
  'POST /api/notificaciones/bandeja/leer-todas': { cuerpo: () => ({}), soloRespuesta: true },
  'POST /api/prestamos/preview': { cuerpo: () => ({ monto: 40_000, interes: 0, cuotas: 4 }), soloRespuesta: true },
};

const CONFIGURACION = 'configuración de toda la organización, no de una oficina';
const SESION = 'la sesión propia de quien llama, no datos de una oficina';

/** Lo que el sondeo no pide, con su razón. */
export const SALTAR: Readonly<Record<string, string>> = {
  'POST /api/oficinas': 'crea una oficina (sólo el administrador); no nombra filas de otra',
  'POST /api/auth/login': SESION,
  'POST /api/auth/renovar': SESION,
  'POST /api/auth/logout': `${SESION} (cerrarla cortaría el sondeo)`,
  'POST /api/auth/sesiones/cerrar-otras': SESION,
  'POST /api/auth/register': 'alta de una cuenta por el administrador, la misma que POST /api/usuarios (sondeada)',
  'PUT /api/auth/perfil': SESION,
  'PUT /api/auth/password': SESION,
  'POST /api/habeas-data/aviso-privacidad': CONFIGURACION,
  'POST /api/sistema/barrido': 'el barrido de toda la cartera, sólo el administrador; corre con alcance de todas',
  'PUT /api/aprobaciones/umbrales': CONFIGURACION,
  'PATCH /api/aprobaciones/{id}/aprobar': 'sólo el administrador aprueba (403 por rol para cualquier id)',
  'PATCH /api/aprobaciones/{id}/rechazar': 'sólo el administrador rechaza (403 por rol para cualquier id)',
  'POST /api/configuracion/tasas-usura': 'tasas de usura de la Superfinanciera: nacionales, no de una oficina',
  'PUT /api/configuracion/tasas-usura/{id}': 'tasas de usura de la Superfinanciera: nacionales, no de una oficina',
  'DELETE /api/configuracion/tasas-usura/{id}': 'tasas de usura de la Superfinanciera: nacionales, no de una oficina',
  'PUT /api/pagos/proveedores/wompi': CONFIGURACION,
  'DELETE /api/clientes/cedula/{cedula}/cache':
    'la caché del registro externo de cédulas (datos públicos del registro, no de una oficina); borrarla responde igual exista o no',
  'POST /api/pagos/eventos/wompi': 'webhook de Wompi: sin sesión, firmado por el proveedor',
  'POST /api/pagos/cuentas': 'crea una cuenta de recaudo; no nombra filas de otra oficina',
  'PUT /api/pagos/ajustes': CONFIGURACION,
  'POST /api/pagos/extractos': 'subida multipart de un extracto de una cuenta (el id de la cuenta va en el formulario)',
  'POST /api/pagos/reglas-debito': 'reglas de débito del banco: configuración de la organización',
  'PUT /api/pagos/reglas-debito/{id}': 'reglas de débito del banco: configuración de la organización',
  'DELETE /api/pagos/reglas-debito/{id}': 'reglas de débito del banco: configuración de la organización',
  'PUT /api/caja/limites-gastos': CONFIGURACION,
  'POST /api/caja/gastos': 'un cobrador registra su propio gasto; no nombra filas de otra oficina',
  'POST /api/caja/entregas': 'un cobrador entrega su propio efectivo; no nombra filas de otra oficina',
  'PUT /api/contabilidad/cierre': 'el cierre de un período es de toda la organización (issue 68)',
  'PUT /api/contabilidad/cuentas/{id}': 'plan de cuentas: uno para toda la organización',
  'PUT /api/contabilidad/equivalencias/{id}': 'equivalencias PUC/CUIF del plan de cuentas: de toda la organización',
  'PUT /api/contabilidad/politicas': CONFIGURACION,
  'POST /api/documentos/upload': 'subida multipart; el objeto al que se adjunta va en el formulario',
  'PUT /api/configuracion/organizacion': CONFIGURACION,
  'POST /api/notificaciones/plantillas': 'plantillas de mensajes: de toda la organización',
  'GET /api/notificaciones/plantillas/{id}': 'plantillas de mensajes: de toda la organización',
  'PUT /api/notificaciones/plantillas/{id}': 'plantillas de mensajes: de toda la organización',
  'DELETE /api/notificaciones/plantillas/{id}': 'plantillas de mensajes: de toda la organización',
  'PUT /api/notificaciones/canales/email': CONFIGURACION,
  'PUT /api/notificaciones/canales/sms': CONFIGURACION,
  'PUT /api/notificaciones/canales/whatsapp': CONFIGURACION,
  'POST /api/notificaciones/canales/email/prueba': 'un mensaje de prueba del canal a un destino escrito a mano',
  'POST /api/notificaciones/canales/sms/prueba': 'un mensaje de prueba del canal a un destino escrito a mano',
  'POST /api/notificaciones/canales/whatsapp/prueba': 'un mensaje de prueba del canal a un destino escrito a mano',
  'POST /api/flujo-caja/movimientos': 'registra un movimiento propio; no nombra filas de otra oficina',
  'POST /api/mi-ruta/rechazos': 'un cobrador anota lo que su teléfono no pudo sincronizar; no nombra filas de otra oficina',
  'POST /api/importaciones': 'subida multipart de un libro; la oficina de cada fila va en el libro (importacion-oficina.md)',
  'POST /api/sistema/respaldos': 'respaldo de toda la base: sólo el administrador',
  'POST /api/sistema/respaldos/clave/guardada': 'la clave de los respaldos: sólo el administrador',
  'GET /api/sistema/respaldos/{id}/archivo': 'respaldo de toda la base: sólo el administrador',
};
