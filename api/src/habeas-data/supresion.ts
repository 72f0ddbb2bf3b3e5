// La supresión llega a todas partes (docs/decisiones/datos-personales.md, «Supresión: hasta dónde llega»): además de
// la ficha del cliente, cada columna donde pudo quedar algo de la persona. La cobertura se declara aquí, columna por
// columna, y api/test/supresion-cobertura.e2e-spec.ts la compara con el esquema: una columna nueva que pueda guardar
// datos personales hace fallar la prueba hasta que alguien la clasifique aquí o en su lista de columnas sin datos
// personales.
import { trasCancelar } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { esObjeto } from '../common/tipado';
import { CAMPOS_DIRECTOS } from '../clientes/clientes.service';
import { consultasConteos } from '../notificaciones/conteos.consultas';
import { consultasSupresion } from './supresion.consultas';

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

/** Lo que queda en lugar de un dato de la persona suprimida. */
export const MARCA_SUPRIMIDO = '[suprimido]';

/**
 * Cómo trata la supresión cada columna que puede guardar datos de la persona:
 * - `anonimizado`: las filas del cliente (por su id) pierden el dato (marca, nulo o un valor sin sentido);
 *   las columnas de texto libre cuyas filas del cliente se vacían así (notas, mensajes, solicitudes) se declaran
 *   `texto`: además, pierden sus datos en las filas de otros (la nota de otra visita que lo nombra);
 * - `borrado`: las filas del cliente se borran;
 * - `texto`: texto libre en cualquier fila: cada aparición de un dato del cliente (nombre, cédula, teléfono, email,
 *   dirección, referencias) se cambia por la marca;
 * - `json`: como `texto` en cada cadena del JSON, y además, en cada objeto que es el cliente (`_id` o `id` suyo),
 *   cada campo personal (CLAVES_PERSONALES) pasa a la marca;
 * - `derivado`: columna generada a partir de otra cubierta (cambia sola).
 */
export type TratamientoSupresion = 'anonimizado' | 'borrado' | 'texto' | 'json' | 'derivado';

export const COBERTURA_SUPRESION: Readonly<Record<string, TratamientoSupresion>> = {
  'clientes.cedula': 'anonimizado',
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
  'clientes.referencia1_nombre': 'anonimizado',
  'clientes.referencia1_telefono': 'anonimizado',
  'clientes.referencia2_nombre': 'anonimizado',
  'clientes.referencia2_telefono': 'anonimizado',
  'clientes.observaciones': 'anonimizado',
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
  'documentos.nombre_original': 'anonimizado',
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

/** Campos de un objeto JSON que describe al cliente (la ficha en la auditoría, en camelCase o snake_case). */
const CLAVES_PERSONALES = new Set(
  [...CAMPOS_DIRECTOS.filter((campo) => campo !== 'estado'), 'foto'].map(normalizarClave),
);

function normalizarClave(clave: string): string {
  return clave.replace(/_/g, '').toLowerCase();
}

/** Menos que esto no identifica a nadie y aparece en cualquier texto («Ana», «—»): no se busca. */
const LARGO_MINIMO = 5;

function escaparRegex(texto: string): string {
  return texto.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');
}

/** Una expresión (PostgreSQL ARE y JavaScript) con cada dato identificable del cliente, o null si no tiene ninguno. */
export function patronDatos(valores: ReadonlyArray<string | null | undefined>): string | null {
  const unicos = [
    ...new Set(
      valores
        .map((v) => v?.trim())
        .filter((v): v is string => Boolean(v) && v!.length >= LARGO_MINIMO && !/^0+$/.test(v!)),
    ),
  ].sort((a, b) => b.length - a.length);
  return unicos.length === 0 ? null : unicos.map(escaparRegex).join('|');
}

/**
 * `valor` (un JSON) sin la persona: cada cadena con un dato suyo lo pierde, y cada objeto que es el cliente (su `_id`
 * o `id`) pierde sus campos personales. Devuelve el mismo objeto si nada cambió.
 */
export function limpiarJson(valor: unknown, clienteId: string, patron: RegExp | null): unknown {
  if (typeof valor === 'string') return patron ? valor.replace(patron, MARCA_SUPRIMIDO) : valor;
  if (Array.isArray(valor)) return valor.map((v) => limpiarJson(v, clienteId, patron));
  if (esObjeto(valor)) {
    const objeto = valor;
    const esElCliente = objeto._id === clienteId || objeto.id === clienteId;
    const limpio: Record<string, unknown> = {};
    for (const [clave, v] of Object.entries(objeto)) {
      limpio[clave] =
        esElCliente && v !== null && v !== false && CLAVES_PERSONALES.has(normalizarClave(clave))
          ? MARCA_SUPRIMIDO
          : limpiarJson(v, clienteId, patron);
    }
    return limpio;
  }
  return valor;
}

export interface DatosIdentificables {
  nombre: string;
  cedula: string;
  apodo: string | null;
  telefono: string | null;
  email: string | null;
  direccion: string | null;
  referencia1_nombre: string | null;
  referencia1_telefono: string | null;
  referencia2_nombre: string | null;
  referencia2_telefono: string | null;
  observaciones: string | null;
}

const tabla = (columna: string) => columna.split('.')[0];
const campo = (columna: string) => columna.split('.')[1];

/**
 * Borra el rastro del cliente fuera de su ficha, en la transacción de `manager` (la de la supresión, o la de volver a
 * aplicarla tras una restauración). `datos` son los que tenía antes de anonimizarse: se buscan en el texto libre.
 * Devuelve los destinatarios de mensajes aún pendientes que quedaron cancelados (el llamador los saca de la cola).
 */
export async function borrarRastro(
  manager: EntityManager,
  clienteId: string,
  datos: DatosIdentificables,
): Promise<string[]> {
  await consultasSupresion.borrarFichaAnexa(manager, clienteId, datos.cedula);
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
  const fuente = patronDatos([
    datos.nombre,
    datos.cedula,
    datos.apodo,
    datos.telefono,
    datos.email,
    datos.direccion,
    datos.referencia1_nombre,
    datos.referencia1_telefono,
    datos.referencia2_nombre,
    datos.referencia2_telefono,
    datos.observaciones,
  ]);
  const patron = fuente ? new RegExp(fuente, 'gi') : null;
  // Sólo las columnas que esta base tiene, con su tipo (una base restaurada puede ser de un esquema anterior).
  const tipos = await consultasSupresion.tiposDeColumnas(manager);
  for (const [columna, tratamiento] of Object.entries(COBERTURA_SUPRESION)) {
    const tipo = tipos.get(columna);
    const [t, c] = [tabla(columna), campo(columna)];
    if (tratamiento === 'texto' && fuente && (tipo === 'text' || tipo === 'character varying')) {
      await consultasSupresion.reemplazarEnTexto(manager, t, c, fuente, MARCA_SUPRIMIDO);
    }
    if (tratamiento === 'json' && (tipo === 'jsonb' || tipo === 'json')) {
      for (const fila of await consultasSupresion.jsonQueLoNombra(manager, t, c, clienteId, fuente)) {
        await consultasSupresion.reescribirJson(manager, t, c, fila.ctid, limpiarJson(fila.valor, clienteId, patron));
      }
    }
  }
  await consultasSupresion.permitirEnAuditoria(manager, false);
  return cancelados.map((c) => c.id);
}
