// La supresión llega a todas partes (docs/decisiones/datos-personales.md, «Supresión: hasta dónde llega»): además de
// la ficha del cliente, cada columna donde pudo quedar algo de la persona. La cobertura se declara aquí, columna por
// columna, y api/test/supresion-cobertura.e2e-spec.ts la compara con el esquema: una columna nueva que pueda guardar
// datos personales hace fallar la prueba hasta que alguien la clasifique aquí o en su lista de columnas sin datos
// personales.
import { buscadorSupresion, fichasDe, identidadDeFichas, MARCA_SUPRIMIDO, trasCancelar } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { consultasConteos } from '../notificaciones/conteos.consultas';
import { consultasSupresion } from './supresion.consultas';
import { limpiarColumna } from './supresion-texto';

/**
 * El registro de supresiones fuera de la base: DATA_DIR/supresiones.log, una línea «<id del cliente> <fecha ISO>» por
 * supresión, sin ningún dato personal. La API lo vuelve a aplicar al arrancar; npm run restaurar lo lleva al DATA_DIR
 * restaurado.
 */
export const ARCHIVO_REGISTRO_SUPRESIONES = 'supresiones.log';

/** Los ids de clientes de un texto del registro de supresiones (las líneas que no empiezan por un uuid se ignoran). */
export function idsDelRegistro(texto: string): string[] {
  const ids = texto
    .split('\n')
    .map((linea) => linea.trim().split(/\s+/)[0] ?? '')
    .filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id));
  return [...new Set(ids.map((id) => id.toLowerCase()))];
}

/** Lo que queda en lugar de un dato de la persona suprimida (la regla vive en @cartera/dominio). */
export { MARCA_SUPRIMIDO };

/**
 * Cómo trata la supresión cada columna que puede guardar datos de la persona:
 * - `anonimizado`: las filas del cliente (por su id) pierden el dato (marca, nulo o un valor sin sentido);
 *   las columnas de texto libre cuyas filas del cliente se vacían así (notas, mensajes, solicitudes) se declaran
 *   `texto`: además, pierden sus datos en las filas de otros (la nota de otra visita que lo nombra);
 * - `borrado`: las filas del cliente se borran;
 * - `texto`: texto libre en cualquier fila: cada aparición de un dato del cliente (nombre, cédula, teléfono, email,
 *   dirección, referencias) se cambia por la marca (buscadorSupresion: en cualquier grafía);
 * - `dato`: un solo dato en cualquier fila (el teléfono de la referencia de otro cliente): si es suyo, queda vacío;
 * - `json`: como `texto` en cada cadena del JSON, y además, en cada objeto que es el cliente (`_id` o `id` suyo),
 *   cada campo personal (CLAVES_PERSONALES) pasa a la marca;
 * - `derivado`: columna generada a partir de otra cubierta (cambia sola).
 */
export type TratamientoSupresion = 'anonimizado' | 'borrado' | 'texto' | 'dato' | 'json' | 'derivado';

export const COBERTURA_SUPRESION: Readonly<Record<string, TratamientoSupresion>> = {
  'clientes.cedula': 'anonimizado',
  // Vuelve a CC: la cédula anónima es una CC.
  'clientes.tipo_documento': 'anonimizado',
  'clientes.nombre': 'anonimizado',
  'clientes.nombre_busqueda': 'derivado',
  'clientes.apodo': 'anonimizado',
  'clientes.telefono': 'anonimizado',
  'clientes.email': 'anonimizado',
  'clientes.direccion': 'anonimizado',
  'clientes.barrio': 'anonimizado',
  'clientes.ciudad': 'anonimizado',
  'clientes.departamento': 'anonimizado',
  'clientes.fecha_nacimiento': 'anonimizado',
  'clientes.sexo': 'anonimizado',
  'clientes.estado_civil': 'anonimizado',
  'clientes.lugar_nacimiento': 'anonimizado',
  'clientes.ocupacion': 'anonimizado',
  'clientes.ingresos': 'anonimizado',
  // Su nombre como referencia de otro cliente, y las observaciones de otro que lo nombran: texto libre en cualquier fila.
  'clientes.referencia1_nombre': 'texto',
  'clientes.referencia1_telefono': 'dato',
  'clientes.referencia2_nombre': 'texto',
  'clientes.referencia2_telefono': 'dato',
  'clientes.observaciones': 'texto',
  'clientes.latitud': 'anonimizado',
  'clientes.longitud': 'anonimizado',
  'clientes_fotos.mime': 'borrado',
  'clientes_fotos.datos': 'borrado',
  'clientes_autorizaciones.canal': 'borrado',
  'clientes_autorizaciones.documento': 'borrado',
  'clientes_autorizaciones.usuario_nombre': 'borrado',
  'clientes_avisos_previos.plantilla': 'texto',
  'cobros.latitud': 'anonimizado',
  'cobros.longitud': 'anonimizado',
  'cobros.precision_metros': 'anonimizado',
  'cobros.distancia_metros': 'anonimizado',
  'cobros.observaciones': 'texto',
  'gestiones.latitud': 'anonimizado',
  'gestiones.longitud': 'anonimizado',
  'gestiones.precision_metros': 'anonimizado',
  'gestiones.distancia_metros': 'anonimizado',
  'gestiones.nota': 'texto',
  'habeas_solicitudes.titular': 'texto',
  'habeas_solicitudes.contacto': 'texto',
  'habeas_solicitudes.descripcion': 'texto',
  'habeas_solicitudes.respuesta': 'texto',
  'notificaciones_destinatarios.nombre': 'texto',
  'notificaciones_destinatarios.direccion': 'texto',
  'notificaciones_destinatarios.titulo': 'texto',
  'notificaciones_destinatarios.mensaje': 'texto',
  'notificaciones_destinatarios.error': 'texto',
  'notificaciones.titulo': 'texto',
  'notificaciones.mensaje': 'texto',
  'notificaciones_plantillas.asunto': 'texto',
  'notificaciones_plantillas.contenido': 'texto',
  'mi_ruta_rechazos.cuerpo': 'json',
  'mi_ruta_rechazos.mensaje': 'texto',
  // El nombre de un archivo lo escribe quien lo sube: puede nombrarlo en el documento del préstamo de otro.
  'documentos.nombre_original': 'texto',
  'documentos.metadata': 'anonimizado',
  'documentos_archivos.contenido': 'borrado',
  'cedulas_cache.cedula': 'borrado',
  'cedulas_cache.datos': 'borrado',
  'auditoria.detalles': 'texto',
  'auditoria.datos_anteriores': 'json',
  'auditoria.datos_nuevos': 'json',
  'aprobaciones.motivo': 'texto',
  'aprobaciones.datos': 'json',
  'aprobaciones.motivo_rechazo': 'texto',
  'caja_entregas.observaciones': 'texto',
  'caja_gastos.concepto': 'texto',
  'caja_gastos.motivo_rechazo': 'texto',
  'claves_idempotencia.respuesta': 'json',
  'contabilidad_asientos.descripcion': 'texto',
  'garantias.descripcion': 'texto',
  'garantias.identificador_legal': 'texto',
  'garantias.busqueda': 'derivado',
  'movimientos_caja.concepto': 'texto',
  'prestamos.motivo_rechazo': 'texto',
  'prestamos_movimientos.motivo': 'texto',
  // Lo que sigue a una escritura de dinero (recibo, notificación con su texto) hasta que notificaciones lo consume, y
  // el error de un intento fallido: cada dato del cliente, en cualquier cadena.
  'dinero_eventos.datos': 'json',
  'dinero_eventos.ultimo_error': 'texto',
  'prestamos_notificaciones.titulo': 'texto',
  'prestamos_notificaciones.mensaje': 'texto',
  'rutas.top_prestamos': 'json',
  'usuarios_avisos.titulo': 'texto',
  'usuarios_avisos.mensaje': 'texto',
  'verificaciones_contables.descuadres': 'json',
  'cobros.referencia_pago': 'texto',
  'pagos_transferencias.referencia': 'texto',
  'pagos_transferencias.foto': 'anonimizado',
  'pagos_transferencias.foto_mime': 'anonimizado',
  'pagos_eventos.referencia': 'texto',
  'pagos_eventos.cuerpo': 'json',
  'pagos_transferencias.observaciones': 'texto',
  // La descripción y la referencia de una línea de extracto pueden nombrar a quien pagó o traer su cédula.
  'pagos_extracto_lineas.descripcion': 'texto',
  'pagos_extracto_lineas.referencia': 'texto',
  'importaciones.nombre_archivo': 'texto',
  'importaciones.filas': 'json',
  'importaciones_filas.fila': 'json',
  'importaciones_filas.prestamo': 'texto',
  'importaciones.resumen': 'json',
  'importaciones.errores': 'json',
  'importaciones.errores_aplicacion': 'json',
  'importacion_ids.id_externo': 'texto',
};

const tabla = (columna: string) => columna.split('.')[0];
const campo = (columna: string) => columna.split('.')[1];

/**
 * Borra el rastro del cliente fuera de su ficha, en la transacción de `manager` (la de la supresión, o la de volver a
 * aplicarla tras una restauración). `ficha` son sus datos antes de anonimizarse (null si ya estaba anónima); con los
 * que tuvo antes (cada ficha suya en la auditoría) se buscan en el texto libre en cualquier forma de escribirlos.
 * Devuelve los destinatarios de mensajes aún pendientes que quedaron cancelados (el llamador los saca de la cola).
 */
export async function borrarRastro(
  manager: EntityManager,
  clienteId: string,
  ficha: Readonly<Record<string, unknown>> | null,
): Promise<string[]> {
  // Sus datos de hoy y los anteriores, antes de que la limpieza de la auditoría los borre.
  const auditados = await consultasSupresion.datosAuditadosDe(manager, clienteId);
  const anteriores = auditados.flatMap((a) => [
    ...fichasDe(a.datos_anteriores, clienteId),
    ...fichasDe(a.datos_nuevos, clienteId),
  ]);
  const identidad = identidadDeFichas(ficha ? [ficha, ...anteriores] : anteriores);
  const buscador = buscadorSupresion(identidad);

  await consultasSupresion.borrarFichaAnexa(manager, clienteId, identidad.documentos);
  await consultasSupresion.borrarUbicacionesYNotas(manager, clienteId, MARCA_SUPRIMIDO);
  await consultasSupresion.anonimizarSolicitudes(manager, clienteId, MARCA_SUPRIMIDO);
  // Mensajes: lo aún pendiente se cancela (en esta transacción) y nada de lo enviado conserva a quién ni qué decía.
  const cancelados = await consultasSupresion.cancelarPendientes(manager, clienteId);
  const porMensaje = new Map<string, number>();
  for (const c of cancelados) porMensaje.set(c.notificacion_id, (porMensaje.get(c.notificacion_id) ?? 0) + 1);
  for (const [id, conteo] of await consultasConteos.bloquear(manager, [...porMensaje.keys()])) {
    await consultasConteos.guardar(manager, id, trasCancelar(conteo, porMensaje.get(id)!));
  }
  await consultasSupresion.anonimizarDestinatarios(manager, clienteId, MARCA_SUPRIMIDO);
  await consultasSupresion.purgarDocumentos(manager, clienteId, MARCA_SUPRIMIDO);
  await consultasSupresion.limpiarPagos(manager, clienteId, MARCA_SUPRIMIDO);
  await consultasSupresion.limpiarRechazosMiRuta(manager, clienteId, MARCA_SUPRIMIDO);

  // Texto libre y JSON de todas las demás tablas: cada aparición de un dato suyo. La auditoría, de sólo agregar, lo
  // permite en esta transacción y sólo en sus detalles y datos (migración RegistroSupresiones).
  await consultasSupresion.permitirEnAuditoria(manager, true);
  // Sólo las columnas que esta base tiene, con su tipo (una base restaurada puede ser de un esquema anterior).
  const tipos = await consultasSupresion.tiposDeColumnas(manager);
  const columnasDe = (t: string) =>
    new Set([...tipos.keys()].filter((c) => tabla(c) === t).map(campo));
  for (const [columna, tratamiento] of Object.entries(COBERTURA_SUPRESION)) {
    const tipo = tipos.get(columna);
    const esTexto = (tratamiento === 'texto' || tratamiento === 'dato') && (tipo === 'text' || tipo === 'character varying');
    const esJson = tratamiento === 'json' && (tipo === 'jsonb' || tipo === 'json');
    if (!esTexto && !esJson) continue;
    const objetivo = {
      tabla: tabla(columna),
      columna: campo(columna),
      esJson,
      sinBinario: tipo === 'json',
      vaciar: tratamiento === 'dato',
      columnasDeLaTabla: columnasDe(tabla(columna)),
    };
    await limpiarColumna(manager, objetivo, clienteId, buscador);
  }
  await consultasSupresion.permitirEnAuditoria(manager, false);
  return cancelados.map((c) => c.id);
}
