// Centro de notificaciones: tipos, estados y las plantillas con variables {{nombre}}. Funciones puras: las usan la
// API (al encolar cada mensaje) y la pantalla (vista previa y validación del formulario) con las mismas palabras.

import type { Fecha, Instante, ParametrosLista } from './tipos';
import { enumeracion } from './constantes';

export const { valores: TIPOS_NOTIFICACION, etiquetas: ETIQUETAS_TIPO_NOTIFICACION } = enumeracion({
  email: 'Email',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  sistema: 'Sistema',
});
export type TipoNotificacion = (typeof TIPOS_NOTIFICACION)[number];

/** Canales con proveedor externo que se configuran en la pestaña Configuración (sistema no necesita ajustes). */
export const CANALES_EXTERNOS = ['email', 'sms', 'whatsapp'] as const;
export type CanalExterno = (typeof CANALES_EXTERNOS)[number];

export const { valores: ESTADOS_NOTIFICACION, etiquetas: ETIQUETAS_ESTADO_NOTIFICACION } = enumeracion({
  enviado: 'Enviado',
  pendiente: 'Pendiente',
  fallido: 'Fallido',
  programado: 'Programado',
  cancelado: 'Cancelado',
});
export type EstadoNotificacion = (typeof ESTADOS_NOTIFICACION)[number];

export const ESTADOS_DESTINATARIO = ['pendiente', 'enviado', 'fallido', 'cancelado'] as const;
export type EstadoDestinatario = (typeof ESTADOS_DESTINATARIO)[number];

export const { valores: CATEGORIAS_NOTIFICACION, etiquetas: ETIQUETAS_CATEGORIA_NOTIFICACION } = enumeracion({
  recordatorio: 'Recordatorio',
  vencimiento: 'Vencimiento',
  promocion: 'Promoción',
  sistema: 'Sistema',
  cobranza: 'Cobranza',
});
export type CategoriaNotificacionCentro = (typeof CATEGORIAS_NOTIFICACION)[number];

/**
 * Mensajes automáticos del libro; cada uno usa la plantilla marcada con ese uso y se enciende en la organización. La
 * corrección de un recibo (`recibo_correccion`) sale con el interruptor del recibo (docs/decisiones/recibos-de-cobro.md).
 */
export const USOS_PLANTILLA = [
  'recordatorio_cuota',
  'aviso_mora',
  'recibo_cobro',
  'recibo_correccion',
] as const;
export type UsoPlantilla = (typeof USOS_PLANTILLA)[number];

/**
 * De dónde sale un mensaje: enviado a mano, uno automático de una plantilla, el aviso a la oficina de un cobrador
 * que no entregó su caja a la hora (`entrega_caja`, docs/decisiones/caja-de-cobradores.md) o el aviso a los
 * administradores de dónde quedó la clave generada de los respaldos (`clave_respaldos`, docs/decisiones/respaldos.md), o
 * la respuesta a un titular de datos y el aviso de una solicitud por vencer (`habeas_data`,
 * docs/decisiones/datos-personales.md).
 */
export const ORIGENES_NOTIFICACION = [
  'manual',
  ...USOS_PLANTILLA,
  'entrega_caja',
  'clave_respaldos',
  'habeas_data',
] as const;
export type OrigenNotificacion = (typeof ORIGENES_NOTIFICACION)[number];

/** A quién se envía: clientes elegidos, un grupo de clientes por filtro o usuarios del portal. */
export const TIPOS_DESTINATARIOS = ['clientes', 'filtro', 'usuarios'] as const;
export type TipoDestinatarios = (typeof TIPOS_DESTINATARIOS)[number];

/** Estados de préstamo con que se filtra un grupo de clientes ('todos': clientes activos con o sin préstamo). */
export const FILTROS_ESTADO_CLIENTES = ['todos', 'activo', 'mora', 'vencido'] as const;
export type FiltroEstadoClientes = (typeof FILTROS_ESTADO_CLIENTES)[number];

/** Variables que una plantilla puede usar, con lo que significan (la pantalla las ofrece como ayuda). */
export const VARIABLES_PLANTILLA = {
  cliente: 'Nombre del cliente',
  telefono_cliente: 'Teléfono del cliente',
  monto_cuota: 'Valor de la próxima cuota',
  fecha_vencimiento: 'Fecha de la próxima cuota',
  numero_cuota: 'Número de la próxima cuota',
  monto_prestamo: 'Monto del préstamo',
  saldo_pendiente: 'Saldo pendiente del préstamo',
  cuotas_vencidas: 'Cuotas vencidas del préstamo',
  numero_prestamo: 'Número del préstamo',
  cobrador: 'Nombre del cobrador',
  monto_cobro: 'Valor del cobro (recibo)',
  fecha_cobro: 'Fecha del cobro (recibo)',
  nombre_empresa: 'Nombre de la empresa',
  telefono_empresa: 'Teléfono de la empresa',
  referencia_pago: 'Referencia de pago del préstamo (para pagar por transferencia)',
  como_pagar:
    'Cómo pagar por transferencia: la llave o cuenta de la empresa y la referencia del préstamo (vacía sin cuentas de recaudo activas)',
} as const;
export type VariablePlantilla = keyof typeof VARIABLES_PLANTILLA;
export const NOMBRES_VARIABLES = Object.keys(VARIABLES_PLANTILLA) as VariablePlantilla[];

/** Valores ya formateados para un destinatario; una variable sin valor (cliente sin préstamo) queda vacía. */
export type ValoresPlantilla = Partial<Record<VariablePlantilla, string>>;

const PATRON_VARIABLE = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** Nombres de variables que aparecen en un texto, en orden y sin repetir. */
export function variablesUsadas(texto: string): string[] {
  const vistas = new Set<string>();
  for (const coincidencia of texto.matchAll(PATRON_VARIABLE)) vistas.add(coincidencia[1] ?? '');
  return [...vistas];
}

export function esVariablePlantilla(nombre: string): nombre is VariablePlantilla {
  return Object.prototype.hasOwnProperty.call(VARIABLES_PLANTILLA, nombre);
}

/** Variables desconocidas de uno o más textos (asunto y contenido). */
export function variablesDesconocidas(...textos: Array<string | null | undefined>): string[] {
  const desconocidas = new Set<string>();
  for (const texto of textos)
    for (const nombre of variablesUsadas(texto ?? ''))
      if (!esVariablePlantilla(nombre)) desconocidas.add(nombre);
  return [...desconocidas];
}

/** Mensaje en español para variables desconocidas (o null si todas existen). */
export function errorVariables(...textos: Array<string | null | undefined>): string | null {
  const desconocidas = variablesDesconocidas(...textos);
  if (desconocidas.length === 0) return null;
  const lista = desconocidas.map((nombre) => `{{${nombre}}}`).join(', ');
  return desconocidas.length === 1
    ? `La variable ${lista} no existe. Variables disponibles: ${NOMBRES_VARIABLES.map((n) => `{{${n}}}`).join(', ')}`
    : `Las variables ${lista} no existen. Variables disponibles: ${NOMBRES_VARIABLES.map((n) => `{{${n}}}`).join(', ')}`;
}

/** Una variable con el espacio que la precede, si lo hay. */
const PATRON_VARIABLE_CON_ESPACIO = /( ?)\{\{\s*([^{}]*?)\s*\}\}/g;

/**
 * Sustituye cada {{variable}} por su valor. Una variable conocida sin valor queda vacía y se lleva el espacio que la
 * precede (así «… por $ 10.000. {{como_pagar}} Créditos» sin cuentas de recaudo no deja dos espacios); una desconocida
 * se deja tal cual (la validación la rechaza antes de guardar o enviar).
 */
export function renderizarPlantilla(texto: string, valores: ValoresPlantilla): string {
  return texto.replace(PATRON_VARIABLE_CON_ESPACIO, (original, espacio: string, nombre: string) => {
    if (!esVariablePlantilla(nombre)) return original;
    const valor = valores[nombre] ?? '';
    return valor === '' ? '' : espacio + valor;
  });
}

/** Variables del cuerpo JSON del proveedor HTTP (SMS / WhatsApp). */
export const VARIABLES_CUERPO_PROVEEDOR = ['telefono', 'mensaje', 'titulo', 'canal', 'id'] as const;
export type VariableCuerpoProveedor = (typeof VARIABLES_CUERPO_PROVEEDOR)[number];

/** Cuerpo por defecto de un webhook JSON genérico. */
export const CUERPO_PROVEEDOR_POR_DEFECTO =
  '{"to": "{{telefono}}", "message": "{{mensaje}}", "channel": "{{canal}}", "reference": "{{id}}"}';

/**
 * Cuerpo JSON para el proveedor: cada {{variable}} se reemplaza por su valor escapado como texto JSON (sin las
 * comillas), así que la plantilla pone las comillas: `{"to": "{{telefono}}"}`. Devuelve el texto o un error.
 */
export function renderizarCuerpoProveedor(
  plantilla: string,
  valores: Record<VariableCuerpoProveedor, string>,
): { cuerpo: string } | { error: string } {
  const desconocidas = variablesUsadas(plantilla).filter(
    (n) => !(VARIABLES_CUERPO_PROVEEDOR as readonly string[]).includes(n),
  );
  if (desconocidas.length > 0) {
    return {
      error: `La plantilla del cuerpo usa variables que no existen: ${desconocidas.map((n) => `{{${n}}}`).join(', ')}. Disponibles: ${VARIABLES_CUERPO_PROVEEDOR.map((n) => `{{${n}}}`).join(', ')}`,
    };
  }
  const cuerpo = plantilla.replace(PATRON_VARIABLE, (_original, nombre: string) =>
    JSON.stringify(valores[nombre as VariableCuerpoProveedor] ?? '').slice(1, -1),
  );
  try {
    JSON.parse(cuerpo);
  } catch {
    return { error: 'La plantilla del cuerpo no produce un JSON válido' };
  }
  return { cuerpo };
}

export const MENSAJES_NOTIFICACIONES = {
  errorCargar: 'Error al cargar notificaciones',
  errorEnviar: 'Error al enviar notificación',
  camposObligatorios: 'Complete todos los campos obligatorios',
  enviada: 'Notificación enviada exitosamente',
  programada: 'Notificación programada',
} as const;

// El contrato HTTP de /api/notificaciones (docs/decisiones/contrato-de-la-api.md): consultas, cuerpos y respuestas
// que la API produce y la pantalla Notificaciones lee. La notificación, su destinatario y la plantilla están arriba.

/** Consulta de GET /api/notificaciones y de /notificaciones/estadisticas (ésta sin paginación ni orden). */
export interface ConsultaNotificaciones extends ParametrosLista {
  tipo?: TipoNotificacion;
  estado?: EstadoNotificacion;
  categoria?: CategoriaNotificacionCentro;
  desde?: Fecha;
  hasta?: Fecha;
}

/** Cuerpo de POST /api/notificaciones. `programada`: instante ISO 8601. */
export interface DatosEnvioNotificacion {
  tipo: TipoNotificacion;
  categoria: CategoriaNotificacionCentro;
  titulo: string;
  mensaje: string;
  plantillaId?: string | null;
  destinatarios: TipoDestinatarios;
  clienteIds?: string[];
  usuarioIds?: string[];
  filtroEstado?: FiltroEstadoClientes;
  filtroCobradorId?: string;
  programada?: Instante;
}

/** Consulta de GET /api/notificaciones/plantillas. */
export interface ConsultaPlantillas extends ParametrosLista {
  tipo?: TipoNotificacion;
  activa?: boolean;
}

/** Cuerpo de POST y PUT /api/notificaciones/plantillas. */
export interface DatosPlantillaNotificacion {
  nombre: string;
  tipo: TipoNotificacion;
  asunto?: string | null;
  contenido: string;
  activa: boolean;
}

/** Cuerpo de POST /api/notificaciones/plantillas/vista-previa: el texto con las variables de un cliente. */
export interface DatosVistaPrevia {
  asunto?: string | null;
  contenido: string;
  clienteId: string;
}
