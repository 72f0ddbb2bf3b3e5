// Cobertura de la supresión (issue 54, docs/decisiones/datos-personales.md): la lista de columnas que pueden guardar
// datos de una persona sale del esquema (information_schema), no de una lista a mano. Cada una debe estar cubierta
// por la supresión (COBERTURA_SUPRESION, api/src/habeas-data/supresion.ts) o clasificada abajo como sin datos
// personales, con su motivo. Una columna nueva hace fallar esta prueba hasta que alguien la clasifique.
import { COBERTURA_SUPRESION } from '../src/habeas-data/supresion';
import { crearAppPrueba, type AppPrueba } from './support/app-prueba';

/**
 * Columnas que pueden guardar texto, JSON o bytes pero que, juzgadas una por una, no guardan datos de un cliente.
 * Agregar aquí una columna es una decisión: diga por qué en el comentario de su grupo.
 */
const SIN_DATOS_PERSONALES: ReadonlySet<string> = new Set([
  // El concepto de una transferencia de efectivo entre dos oficinas: lo escribe la oficina sobre su caja, no un cliente.
  'caja_transferencias_oficinas.concepto',
  // Estados, tipos, canales, categorías, orígenes y códigos: valores de una lista cerrada.
  'aprobaciones.tipo',
  'aprobaciones.estado',
  'aprobaciones_acumulado.operacion',
  'importaciones.estado',
  'pagos_cuentas.tipo',
  'pagos_transferencias.estado',
  'pagos_eventos.proveedor',
  'dinero_eventos.tipo',
  'pagos_eventos.estado',
  'pagos_eventos.resultado',
  'pagos_proveedores.proveedor',
  'pagos_extracto_lineas.origen',
  'pagos_extracto_lineas.estado',
  'pagos_extracto_lineas.cruce',
  'configuracion_organizacion.transferencias_mi_ruta',
  'configuracion_organizacion.modalidad_defecto',
  'configuracion_organizacion.tipo_amortizacion_defecto',
  'caja_entregas.estado',
  'caja_gastos.categoria',
  'caja_gastos.estado',
  'caja_gastos.limite_pasado',
  'clientes.estado',
  'clientes_avisos_previos.canal',
  'clientes_totales.estado',
  'cobros.origen',
  'contabilidad_asientos.tipo',
  'contabilidad_asientos.origen',
  'cuotas.estado',
  'documentos.tipo',
  'documentos.mime',
  'documentos.relacionado_tipo',
  'documentos.almacen',
  'garantias.tipo',
  'garantias.estado',
  'gestiones.resultado',
  'habeas_solicitudes.tipo',
  'habeas_solicitudes.estado',
  'habeas_solicitudes.canal_respuesta',
  'mi_ruta_rechazos.tipo',
  'mi_ruta_rechazos.codigo',
  'movimientos_caja.tipo',
  'movimientos_caja.categoria',
  'notificaciones.tipo',
  'notificaciones.categoria',
  'notificaciones.estado',
  'notificaciones.origen',
  'notificaciones_destinatarios.estado',
  'notificaciones_destinatarios.categoria',
  'notificaciones_plantillas.tipo',
  'notificaciones_plantillas.uso',
  'prestamos.modalidad',
  'prestamos.tipo_amortizacion',
  'prestamos.estado',
  'prestamos.tipo_credito',
  'prestamos_movimientos.tipo',
  'prestamos_notificaciones.categoria',
  'prestamos_resumen.estado',
  'respaldos.origen',
  'respaldos.resultado',
  'respaldos.metodo',
  'rutas.tipo',
  'rutas.metodo_distancia',
  'tasas_usura.tipo_credito',
  'usuarios.rol',
  'usuarios.estado',
  // Claves técnicas: ids, huellas, claves de idempotencia y de origen (un id de cuota o préstamo, nunca un dato).
  'clientes.id',
  'clientes.cobrador_id',
  'clientes.oficina_id',
  'claves_idempotencia.clave',
  'claves_idempotencia.huella',
  'claves_idempotencia.estado',
  'documentos.checksum_sha256',
  'mi_ruta_rechazos.clave',
  'notificaciones.clave_origen',
  'notificaciones_destinatarios.clave_origen',
  'rutas.cliente_ids',
  'rutas.prestamo_ids',
  'cedulas_cache.fuente',
  'respaldos.sha256',
  'respaldos_claves_guardadas.huella',
  'migrations.name',
  'semillas_demo.nombre',
  'tareas_diarias.tarea',
  // La hoja de un archivo importado y la huella (sha256) de su fila: no se leen de vuelta como datos.
  'importacion_ids.hoja',
  'importaciones_filas.hoja',
  'importacion_ids.huella',
  // Las cifras de la apertura de una importación (totales de la cartera junto a los del archivo y la fecha de corte).
  'importaciones.apertura',
  // Fechas de la ficha que no dicen nada de la persona (alta, cambio, supresión).
  'clientes.created_at',
  'clientes.updated_at',
  'clientes.suprimido_en',
  // La auditoría: quién hizo qué, dónde y con qué resultado se conserva (el «quién» es un usuario de la oficina o el
  // email escrito en un inicio de sesión fallido); sus detalles y datos sí están cubiertos.
  'auditoria.usuario',
  'auditoria.accion',
  'auditoria.modulo',
  'auditoria.ip',
  'auditoria.tipo',
  'auditoria.resultado',
  'auditoria_conteos.usuario',
  'auditoria_conteos.modulo',
  'auditoria_conteos.tipo',
  'auditoria_conteos.resultado',
  'auditoria_conteos_modulo.modulo',
  'auditoria_conteos_modulo.tipo',
  'auditoria_conteos_modulo.resultado',
  // Las oficinas del prestamista (docs/decisiones/oficinas.md): su código, su nombre y su ciudad, no de un cliente.
  'oficinas.codigo',
  'oficinas.nombre',
  'oficinas.ciudad',
  // Personal de la oficina (usuarios, sus sesiones, intentos de acceso, quién registró qué): no son clientes; su
  // baja sigue las reglas de usuarios (docs/decisiones/roles-y-permisos.md).
  'usuarios.nombre',
  'usuarios.email',
  'usuarios.password_hash',
  'usuarios.telefono',
  'usuarios.cedula',
  'usuarios.zona',
  'usuarios.latitud',
  'usuarios.longitud',
  'sesiones.ip',
  'sesiones.agente',
  'sesiones.renovacion_hash',
  'intentos_login.email',
  'intentos_login.ip',
  'intentos_login.dispositivo',
  'accesos_conocidos.clave',
  'bloqueos_login.email',
  'bloqueos_login.ip',
  'avisos_privacidad.usuario_nombre',
  'clientes_avisos_previos.usuario_nombre',
  'habeas_solicitudes.usuario_nombre',
  'respaldos_claves_guardadas.usuario_nombre',
  // Foto del soporte de un gasto del cobrador (un recibo de tienda o de transporte), no de un cliente.
  'caja_gastos.foto_mime',
  'caja_gastos.foto',
  // Configuración de la organización, del plan de cuentas, de canales y de plantillas; el texto del aviso de
  // privacidad es el mismo para todos.
  'avisos_privacidad.texto',
  'configuracion_organizacion.nombre_empresa',
  'configuracion_organizacion.telefono_empresa',
  'configuracion_organizacion.entrega_caja_hora',
  'configuracion_organizacion.respaldos_hora',
  'configuracion_organizacion.tipo_credito_defecto',
  'configuracion_organizacion.usura_accion',
  'configuracion_organizacion.mora_periodicidad',
  'configuracion_organizacion.caja_insuficiente',
  // Los encabezados de las hojas de cálculo de la oficina y su columna de la plantilla (mapeo de la importación).
  'configuracion_organizacion.columnas_importacion',
  // Las reglas de débitos bancarios: el patrón que la oficina escribe para los cargos del banco («COMISION», «GMF»)
  // y su forma sin tildes ni mayúsculas; describen cargos del banco, no a quien pagó.
  'pagos_reglas_debito.patron',
  'pagos_reglas_debito.patron_normal',
  // Lo que la verificación encontró por cuenta bancaria: código, nombre de la cuenta de la oficina y sumas.
  'verificaciones_contables.bancos',
  'contabilidad_equivalencias.codigo_cuif',
  'contabilidad_equivalencias.codigo_puc',
  'contabilidad_equivalencias.nombre_cuif',
  'contabilidad_equivalencias.nombre_puc',
  'contabilidad_politicas_vigencias.base_ingresos',
  'contabilidad_politicas.porcentajes_deterioro',
  'contabilidad_cuentas.codigo',
  'contabilidad_cuentas.nombre',
  'contabilidad_cuentas.clase',
  'contabilidad_cuentas.naturaleza',
  'contabilidad_cuentas.clave',
  'notificaciones_canales.canal',
  'notificaciones_canales.ajustes',
  'notificaciones_canales.secreto',
  'notificaciones_plantillas.nombre',
  'tasas_usura.resolucion',
  'rutas.zona',
  // Cuentas de la organización donde los clientes pagan por transferencia (banco, Nequi…): de la empresa, no de ellos.
  'pagos_cuentas.nombre',
  'pagos_cuentas.identificador',
  // La pasarela de pago: el secreto de sus eventos es de la organización; la transacción es el número que la pasarela
  // le dio al pago (no nombra a nadie; lo que el evento trae de quien pagó está en su cuerpo, que sí se limpia).
  'pagos_proveedores.secreto_eventos',
  'pagos_eventos.transaccion',
  // Extractos: el nombre del archivo que subió la oficina y las columnas del extracto de su banco (encabezados); la
  // clave de una línea es una huella SHA-256 (no se puede leer: el texto de la línea está en su descripción y su
  // referencia, que sí se limpian).
  'pagos_extractos.archivo',
  'pagos_cuentas.columnas_extracto',
  'pagos_extracto_lineas.clave',
  // La referencia que el banco le dio a la devolución de un recaudo que no era nuestro (un número de operación).
  'pagos_extracto_lineas.devolucion_referencia',
  // Proveedor de un movimiento de la caja de la organización (a quién se le compró o pagó): un tercero, no un
  // cliente.
  'movimientos_caja.proveedor_nit',
  'movimientos_caja.proveedor_nombre',
  // Respaldos: nombre del archivo y mensajes del sistema (lo que un respaldo guarda se trata en
  // docs/decisiones/respaldos.md, «Supresiones y restauración»).
  'respaldos.archivo',
  'respaldos.error',
  'respaldos.aviso',
]);

/** Tipos de columna que pueden guardar texto libre, JSON o bytes. */
const TIPOS_LIBRES = [
  'text',
  'character varying',
  'character',
  'jsonb',
  'json',
  'bytea',
  'ARRAY',
  'USER-DEFINED',
];
/** Ubicación (dónde vive o por dónde anda una persona), de cualquier tipo. */
const UBICACION = /^(latitud|longitud|precision_metros|distancia_metros)$/;

describe('cobertura de la supresión contra el esquema', () => {
  let prueba: AppPrueba;
  let columnas: Array<{ columna: string; tipo: string }>;

  beforeAll(async () => {
    prueba = await crearAppPrueba();
    // Toda columna de texto, JSON, bytes o arreglo de las tablas de la aplicación, toda la ficha de `clientes` y
    // toda ubicación: es la lista de lo que puede guardar datos de una persona.
    columnas = await prueba.dataSource.query(
      `SELECT c.table_name || '.' || c.column_name AS columna, c.data_type AS tipo
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
       WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
         AND (c.data_type = ANY($1::text[]) OR c.table_name = 'clientes' OR c.column_name ~ $2)
       ORDER BY 1`,
      [TIPOS_LIBRES, UBICACION.source],
    );
  });
  afterAll(async () => {
    await prueba?.cerrar();
  });

  it('cada columna que puede guardar datos personales está cubierta por la supresión o clasificada sin ellos', () => {
    expect(columnas.length).toBeGreaterThan(150);
    const sinClasificar = columnas
      .map((c) => c.columna)
      .filter((c) => !(c in COBERTURA_SUPRESION) && !SIN_DATOS_PERSONALES.has(c));
    // Si falla: agregue la columna a COBERTURA_SUPRESION (y su tratamiento a borrarRastro si no es texto o JSON) o,
    // si de verdad no guarda datos de un cliente, a SIN_DATOS_PERSONALES con su motivo.
    expect(sinClasificar).toEqual([]);
  });

  it('ninguna columna está clasificada dos veces', () => {
    // Una entrada de más (una columna que esta base no tiene) no deja nada sin cubrir: la supresión limpia sólo las
    // columnas que existen, con su tipo.
    expect(Object.keys(COBERTURA_SUPRESION).filter((c) => SIN_DATOS_PERSONALES.has(c))).toEqual([]);
  });

  it('lo que se limpia como texto (o dato) es texto y lo que se limpia como JSON es JSON', () => {
    const tipo = new Map(columnas.map((c) => [c.columna, c.tipo]));
    const mal = Object.entries(COBERTURA_SUPRESION)
      .filter(([columna]) => tipo.has(columna))
      .filter(
        ([columna, tratamiento]) =>
          ((tratamiento === 'texto' || tratamiento === 'dato') &&
            !['text', 'character varying'].includes(tipo.get(columna) ?? '')) ||
          (tratamiento === 'json' && !['jsonb', 'json'].includes(tipo.get(columna) ?? '')),
      )
      .map(([columna]) => columna);
    expect(mal).toEqual([]);
  });
});
