// Cuatro ojos (docs/decisiones/cuatro-ojos.md): lo que espera a una segunda persona antes de mover dinero. Una
// solicitud de préstamo nunca la aprueba quien la pidió; por encima de los umbrales de la organización, el préstamo
// que crea un gerente, su condonación y su castigo esperan a un administrador. Formas de /api/aprobaciones y las
// reglas que comparten la API y las pantallas.

import { formatearCOP } from './formato';
import type { AplicacionCondonacion } from './libro';
import type { Instante, ParametrosLista, ReferenciaUsuario } from './tipos';
import { MONTO_PAGO_MAXIMO } from './validacion';

/** `prestamo`: una solicitud (el préstamo en estado `solicitado`); `condonacion` y `castigo`: operaciones del libro. */
export const TIPOS_APROBACION = ['prestamo', 'condonacion', 'castigo'] as const;
export type TipoAprobacion = (typeof TIPOS_APROBACION)[number];
export const ETIQUETAS_TIPO_APROBACION: Readonly<Record<TipoAprobacion, string>> = {
  prestamo: 'Préstamo',
  condonacion: 'Condonación',
  castigo: 'Castigo',
};

export const ESTADOS_APROBACION = ['pendiente', 'aprobada', 'rechazada'] as const;
export type EstadoAprobacion = (typeof ESTADOS_APROBACION)[number];
export const ETIQUETAS_ESTADO_APROBACION: Readonly<Record<EstadoAprobacion, string>> = {
  pendiente: 'Por aprobar',
  aprobada: 'Aprobada',
  rechazada: 'Rechazada',
};

/**
 * Un elemento de GET /api/aprobaciones. Para una solicitud de préstamo, `_id` es el id del préstamo (se aprueba y se
 * rechaza con PATCH /api/prestamos/:id/aprobar|rechazar); para una condonación o un castigo, el de la aprobación
 * (PATCH /api/aprobaciones/:id/aprobar|rechazar).
 */
export interface Aprobacion {
  _id: string;
  tipo: TipoAprobacion;
  estado: EstadoAprobacion;
  prestamo: { _id: string; numero: number };
  cliente: { _id: string; nombre: string };
  /** Pesos: el monto del préstamo, lo que se condona o el saldo que se castigaría cuando se pidió. */
  monto: number;
  /** Por qué se pide (condonación, castigo); null en una solicitud de préstamo. */
  motivo: string | null;
  /** Condonación: a qué se aplica primero en el libro mayor; null en los demás tipos. */
  aplicarA: AplicacionCondonacion | null;
  /** Quien la pidió (en una solicitud de préstamo, quien la registró o editó sus condiciones por última vez). */
  solicitante: ReferenciaUsuario | null;
  solicitadoEn: Instante;
  /** Quien la aprobó o rechazó. */
  resolutor: ReferenciaUsuario | null;
  /** Cuándo se aprobó o rechazó una condonación o un castigo; null mientras espera y en los préstamos. */
  resueltoEn: Instante | null;
  motivoRechazo: string | null;
}

/** Lo que responde aprobar o rechazar una condonación o un castigo: la aprobación resuelta y el mensaje (el sobre). */
export interface ResultadoAprobacion {
  aprobacion: Aprobacion;
  mensaje: string;
}

/** Consulta de GET /api/aprobaciones (admin y gerente): por defecto, las pendientes. */
export interface ConsultaAprobaciones extends ParametrosLista {
  estado?: EstadoAprobacion;
  tipo?: TipoAprobacion;
}

/** Cuerpo de PATCH /api/aprobaciones/:id/rechazar: el motivo es obligatorio (`validarMotivo`, como en el libro). */
export interface DatosRechazoAprobacion {
  motivo: string;
}

/**
 * GET/PUT /api/aprobaciones/umbrales (GET admin y gerente, PUT sólo admin, auditado): desde qué monto (pesos enteros)
 * una operación de un gerente espera a un administrador. 0 o null: nunca espera.
 */
export interface UmbralesAprobacion {
  /** Un préstamo que crea un gerente por más de esto queda `solicitado`; sólo un administrador lo aprueba. */
  prestamoGerente: number | null;
  /** Una condonación de un gerente por más de esto espera a un administrador. */
  condonacion: number | null;
  /** Un castigo de un gerente con saldo de más de esto espera a un administrador. */
  castigo: number | null;
  updatedAt: Instante;
}

/** Cuerpo de PUT /api/aprobaciones/umbrales: los tres juntos. */
export type DatosUmbralesAprobacion = Pick<UmbralesAprobacion, 'prestamoGerente' | 'condonacion' | 'castigo'>;

/**
 * Umbrales con que nace una organización. Un gerente desembolsa solo hasta 5.000.000 (un préstamo de cobro diario
 * suele ser de 100.000 a 3.000.000), condona hasta 500.000 y castiga saldos de hasta 200.000; más que eso lo decide un
 * administrador.
 */
export const UMBRALES_APROBACION_DEFECTO: Readonly<DatosUmbralesAprobacion> = {
  prestamoGerente: 5_000_000,
  condonacion: 500_000,
  castigo: 200_000,
};

export const MENSAJES_APROBACIONES = {
  umbralInvalido: (nombre: string) =>
    `El umbral ${nombre} debe ser un número entero de pesos, 0 o más (0 o vacío: no espera a nadie)`,
  estadoInvalido: 'El estado debe ser pendiente, aprobada o rechazada',
  tipoInvalido: 'El tipo debe ser prestamo, condonacion o castigo',
  aprobadorEsSolicitante: 'Quien pidió una operación no la aprueba: debe aprobarla otra persona',
  soloAdmin: (monto: number) =>
    `Un préstamo de más de ${formatearCOP(monto)} lo aprueba un administrador (Configuración › Sistema › Aprobaciones)`,
  noPendiente: 'La aprobación ya fue resuelta: no espera a nadie',
  yaPendiente: (tipo: TipoAprobacion) =>
    `Este préstamo ya tiene ${tipo === 'castigo' ? 'un castigo' : 'una condonación'} esperando la aprobación de un administrador`,
  noEncontrada: 'La aprobación no existe',
  aprobada: (tipo: TipoAprobacion) =>
    tipo === 'castigo'
      ? 'Castigo aprobado: el préstamo quedó castigado'
      : 'Condonación aprobada: el saldo quedó condonado',
  rechazada: (tipo: TipoAprobacion) =>
    tipo === 'castigo'
      ? 'Castigo rechazado: el préstamo sigue como estaba'
      : 'Condonación rechazada: el saldo sigue como estaba',
  umbralesGuardados: 'Umbrales de aprobación guardados',
} as const;

const NOMBRES_UMBRAL: Readonly<Record<keyof DatosUmbralesAprobacion, string>> = {
  prestamoGerente: 'del préstamo de un gerente',
  condonacion: 'de la condonación',
  castigo: 'del castigo',
};

/** Errores de los umbrales por campo (vacío: valen): null, o pesos enteros de 0 a MONTO_PAGO_MAXIMO. */
export function validarUmbralesAprobacion(
  datos: Partial<Record<keyof DatosUmbralesAprobacion, unknown>>,
): Partial<Record<keyof DatosUmbralesAprobacion, string>> {
  const errores: Partial<Record<keyof DatosUmbralesAprobacion, string>> = {};
  for (const campo of Object.keys(NOMBRES_UMBRAL) as Array<keyof DatosUmbralesAprobacion>) {
    const valor = datos[campo];
    const vale =
      valor === null ||
      (typeof valor === 'number' && Number.isInteger(valor) && valor >= 0 && valor <= MONTO_PAGO_MAXIMO);
    if (!vale) errores[campo] = MENSAJES_APROBACIONES.umbralInvalido(NOMBRES_UMBRAL[campo]);
  }
  return errores;
}

/** Cuatro ojos: quien pidió (null: nadie registrado, p. ej. datos antiguos) nunca es quien aprueba. */
export function puedeResolverQuien(solicitanteId: string | null, aprobadorId: string): boolean {
  return solicitanteId === null || solicitanteId !== aprobadorId;
}

/** ¿Espera este monto a una segunda persona? Sólo si el umbral existe (> 0) y el monto lo pasa. */
export function requiereSegundaPersona(monto: number, umbral: number | null): boolean {
  return umbral !== null && umbral > 0 && monto > umbral;
}

/** Por qué una operación de un gerente espera, en palabras de la oficina (el mensaje de la respuesta). */
export function motivoEspera(tipo: TipoAprobacion, monto: number, umbral: number): string {
  const limite = formatearCOP(umbral);
  switch (tipo) {
    case 'prestamo':
      return `El préstamo de ${formatearCOP(monto)} pasa de ${limite}: queda como solicitud hasta que un administrador la apruebe`;
    case 'condonacion':
      return `La condonación de ${formatearCOP(monto)} pasa de ${limite}: espera la aprobación de un administrador y, mientras tanto, no cambia el saldo`;
    case 'castigo':
      return `El castigo de un saldo de ${formatearCOP(monto)} pasa de ${limite}: espera la aprobación de un administrador y, mientras tanto, el préstamo sigue abierto`;
  }
}
