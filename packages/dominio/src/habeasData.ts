// Datos personales (habeas data): Ley 1581 de 2012 y Decreto 1377 de 2013 (autorización y solicitudes de los
// titulares), Ley 1266 de 2008 y Ley 2157 de 2021 (datos de crédito y aviso previo al reporte negativo). Las reglas
// puras y el contrato de /api/habeas-data y de /api/clientes/:id/datos-personales
// (docs/decisiones/datos-personales.md).

import type { ParametrosLista } from './tipos';
import { aNumeroDia, desdeNumeroDia, diaSemana, esFechaValida, esFestivoColombia, sumarDias } from './fechas';
import { enumeracion } from './constantes';

/** Cómo dio el titular su autorización. */
export const { valores: CANALES_AUTORIZACION, etiquetas: ETIQUETAS_CANAL_AUTORIZACION } = enumeracion({
  presencial_firmado: 'Presencial, firmada',
  verbal_grabado: 'Verbal, grabada',
  whatsapp: 'WhatsApp',
  web: 'Formulario web',
  correo: 'Correo electrónico',
});
export type CanalAutorizacion = (typeof CANALES_AUTORIZACION)[number];

/** Cuerpo `autorizacionDatos` de POST y PUT /api/clientes. Sin `version`, la vigente del aviso de privacidad. */
export interface DatosAutorizacion {
  canal: CanalAutorizacion;
  version?: number;
  /** Referencia del documento firmado o de la grabación (carpeta, folio, nombre del archivo). */
  documento?: string | null;
}

/** La autorización de un cliente como la devuelve GET /api/clientes/:id (`autorizacionDatos`, null si falta). */
export interface AutorizacionDatos {
  canal: CanalAutorizacion;
  /** Versión del aviso de privacidad que aceptó. */
  version: number;
  /** 'YYYY-MM-DD' de Bogotá. */
  fecha: string;
  /** Quién la tomó (su nombre queda aunque la cuenta se borre). */
  tomadaPor: { _id: string | null; nombre: string };
  documento: string | null;
}

/** POST /api/habeas-data/aviso-privacidad: el texto de la versión nueva. */
export interface DatosAvisoPrivacidad {
  texto: string;
}

export const LIMITE_TEXTO_AVISO = 20_000;

// --- Solicitudes de los titulares ---------------------------------------------------------------------------------

/** Consulta (art. 14 Ley 1581) y reclamos (art. 15: corrección o actualización, supresión, infracción). */
export const { valores: TIPOS_SOLICITUD_DATOS, etiquetas: ETIQUETAS_TIPO_SOLICITUD } = enumeracion({
  consulta: 'Consulta',
  reclamo: 'Reclamo',
  actualizacion: 'Actualización',
  supresion: 'Supresión',
});
export type TipoSolicitudDatos = (typeof TIPOS_SOLICITUD_DATOS)[number];

export const { valores: ESTADOS_SOLICITUD_DATOS, etiquetas: ETIQUETAS_ESTADO_SOLICITUD } = enumeracion({
  recibida: 'Recibida',
  en_tramite: 'En trámite',
  respondida: 'Respondida',
  rechazada: 'Rechazada',
});
export type EstadoSolicitudDatos = (typeof ESTADOS_SOLICITUD_DATOS)[number];

/** Canales por los que se envía la respuesta al titular (los del centro de notificaciones que llegan a un cliente). */
export const { valores: CANALES_RESPUESTA_SOLICITUD, etiquetas: ETIQUETAS_CANAL_RESPUESTA } = enumeracion({
  email: 'Correo electrónico',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
});
export type CanalRespuestaSolicitud = (typeof CANALES_RESPUESTA_SOLICITUD)[number];

/**
 * Días hábiles para responder: consulta 10 (art. 14 Ley 1581); todo reclamo 15 (art. 15), también los de
 * actualización y supresión, que son reclamos.
 */
export const DIAS_HABILES_RESPUESTA: Record<TipoSolicitudDatos, number> = {
  consulta: 10,
  reclamo: 15,
  actualizacion: 15,
  supresion: 15,
};

/** Cuántos días hábiles antes del vencimiento se avisa a gerentes y administradores. */
export const DIAS_HABILES_AVISO_SOLICITUD = 2;

/**
 * Día hábil para los términos legales: de lunes a viernes y no festivo en Colombia. No es el día de cobro
 * (`esDiaHabilColombia`, que cuenta los sábados): los términos de la ley se cuentan en días hábiles de oficina.
 */
export function esDiaHabilTermino(fecha: string): boolean {
  const dia = diaSemana(fecha);
  return dia !== 0 && dia !== 6 && !esFestivoColombia(fecha);
}

/**
 * La fecha que está `dias` días hábiles después de `fecha` (el día de `fecha` no cuenta: el término corre desde el
 * día siguiente al de recibo). `dias` 0 devuelve `fecha`.
 */
export function sumarDiasHabiles(fecha: string, dias: number): string {
  if (!esFechaValida(fecha)) throw new RangeError(`Fecha inválida: ${fecha}`);
  if (!Number.isInteger(dias) || dias < 0) throw new RangeError(`Días inválidos: ${dias}`);
  let numero = aNumeroDia(fecha);
  let faltan = dias;
  while (faltan > 0) {
    numero += 1;
    if (esDiaHabilTermino(desdeNumeroDia(numero))) faltan -= 1;
  }
  return desdeNumeroDia(numero);
}

/** Días hábiles desde `desde` (excluido) hasta `hasta` (incluido); 0 si `hasta` no es posterior. */
export function diasHabilesEntre(desde: string, hasta: string): number {
  let cuenta = 0;
  for (let numero = aNumeroDia(desde) + 1; numero <= aNumeroDia(hasta); numero += 1) {
    if (esDiaHabilTermino(desdeNumeroDia(numero))) cuenta += 1;
  }
  return cuenta;
}

/** Fecha límite de respuesta de una solicitud recibida el día `recibida`. */
export function vencimientoSolicitud(tipo: TipoSolicitudDatos, recibida: string): string {
  return sumarDiasHabiles(recibida, DIAS_HABILES_RESPUESTA[tipo]);
}

/** Una solicitud abierta (recibida o en trámite) toca avisarla si le quedan DIAS_HABILES_AVISO_SOLICITUD o menos. */
export function solicitudPorVencer(estado: EstadoSolicitudDatos, vence: string, hoy: string): boolean {
  if (estado !== 'recibida' && estado !== 'en_tramite') return false;
  return hoy >= vence || diasHabilesEntre(hoy, vence) <= DIAS_HABILES_AVISO_SOLICITUD;
}

/** POST /api/habeas-data/solicitudes. Sin `fechaRecibida`, hoy. */
export interface DatosSolicitud {
  tipo: TipoSolicitudDatos;
  cliente?: string | null;
  titular: string;
  contacto?: string | null;
  descripcion: string;
  fechaRecibida?: string;
}

/**
 * PATCH /api/habeas-data/solicitudes/:id: el estado y la respuesta. Responder (respondida o rechazada) pide
 * `respuesta`; con `canalRespuesta` se envía al cliente por ese canal.
 */
export interface CambioSolicitud {
  estado?: EstadoSolicitudDatos;
  respuesta?: string | null;
  canalRespuesta?: CanalRespuestaSolicitud | null;
}

/** Consulta de GET /api/habeas-data/solicitudes. */
export interface ConsultaSolicitudes extends ParametrosLista {
  estado?: EstadoSolicitudDatos;
  tipo?: TipoSolicitudDatos;
  cliente?: string;
  /** 1: sólo las abiertas (recibidas o en trámite). */
  abiertas?: boolean;
}

/** Un estado cerrado no cambia más. */
export function transicionSolicitudPermitida(
  desde: EstadoSolicitudDatos,
  hacia: EstadoSolicitudDatos,
): boolean {
  if (desde === hacia) return true;
  if (desde === 'respondida' || desde === 'rechazada') return false;
  return hacia !== 'recibida';
}

// --- Supresión y retención ----------------------------------------------------------------------------------------

/**
 * Años que se conserva el historial de crédito de un cliente después de cerrar su último préstamo: diez, los de los
 * libros y papeles del comerciante (Código de Comercio art. 60; Ley 962 de 2005 art. 28). Ver
 * docs/decisiones/datos-personales.md.
 */
export const ANIOS_RETENCION_HISTORIAL = 10;

/** Por qué no se puede suprimir: préstamos abiertos o historial dentro del plazo de retención. */
export interface MotivosRetencion {
  prestamosAbiertos: number;
  /** Último cierre de un préstamo ('YYYY-MM-DD') y hasta cuándo se conserva; null si no hay préstamos cerrados. */
  ultimoCierre: string | null;
  conservarHasta: string | null;
}

/** La fecha hasta la que se conserva el historial de un préstamo cerrado en `cierre`. */
export function conservarHasta(cierre: string): string {
  const [anio, resto] = [Number(cierre.slice(0, 4)), cierre.slice(4)];
  const fecha: string = `${String(anio + ANIOS_RETENCION_HISTORIAL).padStart(4, '0')}${resto}`;
  // 29 de febrero en un año no bisiesto: el 1 de marzo.
  if (esFechaValida(fecha)) return fecha;
  return sumarDias(`${String(anio + ANIOS_RETENCION_HISTORIAL).padStart(4, '0')}-02-28`, 1);
}

/** El motivo en palabras, o null si la ley no obliga a conservar los datos el día `hoy`. */
export function motivoParaConservar(motivos: MotivosRetencion, hoy: string): string | null {
  if (motivos.prestamosAbiertos > 0) {
    const cuantos =
      motivos.prestamosAbiertos === 1
        ? 'un préstamo abierto'
        : `${motivos.prestamosAbiertos} préstamos abiertos`;
    return (
      `No se pueden suprimir los datos: el cliente tiene ${cuantos}. La ley permite conservarlos mientras exista ` +
      'la obligación (Ley 1581 de 2012, art. 9 del Decreto 1377 de 2013); responda al titular explicando el motivo.'
    );
  }
  if (motivos.conservarHasta && hoy < motivos.conservarHasta) {
    return (
      `No se pueden suprimir los datos: su historial de crédito debe conservarse hasta el ${motivos.conservarHasta} ` +
      `(${ANIOS_RETENCION_HISTORIAL} años desde el cierre de su último préstamo, el ${motivos.ultimoCierre}; ` +
      'libros y papeles del comerciante, Código de Comercio art. 60).'
    );
  }
  return null;
}

// --- Aviso previo al reporte negativo (Ley 2157 de 2021) -----------------------------------------------------------

/** Días calendario que deben pasar entre el aviso previo y el reporte negativo (Ley 1266 art. 12, modificado). */
export const DIAS_AVISO_PREVIO_REPORTE = 20;

export const { valores: CANALES_AVISO_PREVIO, etiquetas: ETIQUETAS_CANAL_AVISO_PREVIO } = enumeracion({
  correo_certificado: 'Correo certificado',
  email: 'Correo electrónico',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  presencial: 'Entregado en persona',
  extracto: 'Con el extracto',
});
export type CanalAvisoPrevio = (typeof CANALES_AVISO_PREVIO)[number];

/** POST /api/clientes/:id/avisos-previos. */
export interface DatosAvisoPrevio {
  prestamo?: string | null;
  plantilla: string;
  canal: CanalAvisoPrevio;
  fechaEnvio: string;
}

export function reportableDesde(fechaEnvio: string): string {
  return sumarDias(fechaEnvio, DIAS_AVISO_PREVIO_REPORTE);
}

/**
 * Salario mínimo mensual legal vigente por año, en pesos: 2025 Decreto 1572 de 2024; 2026 Decreto 1469 de 2025
 * (ratificado por el Decreto 0159 de 2026). Se agrega el de cada año nuevo cuando sale su decreto.
 */
export const SALARIO_MINIMO_MENSUAL: Readonly<Record<number, number>> = { 2025: 1_423_500, 2026: 1_750_905 };

/** Ley 2157 de 2021 (art. 12 de la Ley 1266, parágrafo): una deuda de hasta este % de un SMMLV pide dos avisos. */
export const PORCENTAJE_SMMLV_DOS_AVISOS = 15;

/**
 * Días hacia atrás que admite por defecto la fecha de envío de un aviso previo al registrarlo (el ajuste
 * `diasAtrasAvisoPrevio` de la organización): el aviso se anota cuando se envía (o pocos días después, si se envió sin
 * señal o en un fin de semana); uno más viejo no se puede acreditar aquí.
 */
export const DIAS_ATRAS_AVISO_PREVIO = 5;
/** El máximo configurable: un aviso fechado atrás acorta los 20 días que la ley da al titular. */
export const DIAS_ATRAS_AVISO_PREVIO_MAXIMO = 30;

/** Error del ajuste `diasAtrasAvisoPrevio` (días enteros de 0 a DIAS_ATRAS_AVISO_PREVIO_MAXIMO), o null. */
export function validarDiasAtrasAvisoPrevio(valor: unknown): string | null {
  const vale =
    typeof valor === 'number' &&
    Number.isInteger(valor) &&
    valor >= 0 &&
    valor <= DIAS_ATRAS_AVISO_PREVIO_MAXIMO;
  return vale
    ? null
    : `Los días atrás del aviso previo deben ser un número entero de 0 a ${DIAS_ATRAS_AVISO_PREVIO_MAXIMO}`;
}

/**
 * Avisos en días diferentes que pide la ley antes de reportar una deuda de `deuda` pesos con un aviso enviado en
 * `fechaEnvio`: 2 si la deuda es de hasta el 15 % del SMMLV de ese año, 1 si es mayor. Sin el SMMLV del año (aún
 * no cargado) se piden 2: ante la duda, lo que protege al titular.
 */
export function avisosExigidos(deuda: number, fechaEnvio: string): 1 | 2 {
  const smmlv = SALARIO_MINIMO_MENSUAL[Number(fechaEnvio.slice(0, 4))];
  if (smmlv === undefined) return 2;
  // En centavos enteros: 15 % de 1.750.905 es 262.635,75 y la comparación no puede depender del redondeo.
  return Math.round(deuda * 100) * 100 <= smmlv * 100 * PORCENTAJE_SMMLV_DOS_AVISOS ? 2 : 1;
}

/**
 * Desde cuándo se puede reportar con el aviso de `fechaEnvio`, dados los días de envío de todos los avisos de la misma
 * deuda (`fechasDeLaDeuda`, que incluye éste): con un aviso exigido, 20 días calendario después de éste; con dos, 20
 * días después de éste si ya hay avisos en al menos dos días diferentes hasta su fecha, o null si es el primero.
 */
export function reportableDesdeAviso(
  fechaEnvio: string,
  fechasDeLaDeuda: readonly string[],
  exigidos: 1 | 2,
): string | null {
  const dias = new Set(fechasDeLaDeuda.filter((fecha) => fecha <= fechaEnvio));
  dias.add(fechaEnvio);
  return dias.size >= exigidos ? reportableDesde(fechaEnvio) : null;
}

export const MENSAJES_AVISO_PREVIO = {
  fechaFutura: 'La fecha de envío no puede ser futura',
  fechaAntigua: (dias: number) =>
    `La fecha de envío no puede ser de hace más de ${dias} días: registre el aviso cuando lo envía, o envíe uno nuevo`,
  mismoDia: (fecha: string) =>
    `Esta deuda es de hasta el ${PORCENTAJE_SMMLV_DOS_AVISOS} % de un salario mínimo: la ley pide dos avisos en días diferentes y ya hay uno enviado el ${fecha}`,
} as const;

/**
 * Mensaje de error de la fecha de envío de un aviso previo nuevo, o null: nunca futura, nunca de hace más de
 * `diasAtras` días (el ajuste `diasAtrasAvisoPrevio` de la organización), y si la deuda pide dos avisos, no el mismo
 * día de otro aviso de la misma deuda.
 */
export function validarFechaAvisoPrevio(datos: {
  fechaEnvio: string;
  hoy: string;
  exigidos: 1 | 2;
  fechasDeLaDeuda: readonly string[];
  diasAtras: number;
}): string | null {
  const { fechaEnvio, hoy, exigidos, fechasDeLaDeuda, diasAtras } = datos;
  if (fechaEnvio > hoy) return MENSAJES_AVISO_PREVIO.fechaFutura;
  if (fechaEnvio < sumarDias(hoy, -diasAtras)) return MENSAJES_AVISO_PREVIO.fechaAntigua(diasAtras);
  if (exigidos === 2 && fechasDeLaDeuda.includes(fechaEnvio))
    return MENSAJES_AVISO_PREVIO.mismoDia(fechaEnvio);
  return null;
}

// --- Datos del cliente ---------------------------------------------------------------------------------------------

/** Una fila tal como está guardada (columnas de la base con su nombre). */
export type FilaGuardada = Record<string, unknown>;

// --- Textos de las pantallas de datos personales -------------------------------------------------------------------

/**
 * Los mensajes con que la API rechaza una solicitud o su respuesta (CrearSolicitudDto, SolicitudesService.cambiar, que
 * los toman de aquí): el formulario los dice antes de enviar, con las mismas palabras.
 */
export const MENSAJES_SOLICITUD_DATOS = {
  titularObligatorio: 'El nombre del titular es obligatorio',
  descripcionObligatoria: 'Describa lo que pide el titular',
  respuestaObligatoria: 'Escriba la respuesta antes de cerrar la solicitud',
  canalSinCliente: 'Para enviar la respuesta por un canal la solicitud debe estar asociada a un cliente',
} as const;

/** Un estado que cierra la solicitud: pide la respuesta y no cambia más. */
export function cierraSolicitud(estado: EstadoSolicitudDatos): boolean {
  return estado === 'respondida' || estado === 'rechazada';
}
