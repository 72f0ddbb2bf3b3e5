// Cuatro ojos (docs/decisiones/cuatro-ojos.md): lo que espera a una segunda persona antes de mover dinero. Una
// solicitud de préstamo nunca la aprueba quien la pidió; lo que un gerente entrega o perdona solo (desembolso,
// reenganche con dinero nuevo, liquidación con descuento, condonación, castigo) se mide, sumado en el día por préstamo,
// por cliente y por gerente, contra los umbrales de la organización (`controlarOperacion`): por encima, espera a un
// administrador. Formas de /api/aprobaciones y las reglas que comparten la API y las pantallas.

import { formatearCOP } from './formato';
import { enumeracion, type Rol } from './constantes';
import type { ParametrosLista } from './tipos';
import { MONTO_PAGO_MAXIMO } from './validacion';

/**
 * `prestamo`: una solicitud (el préstamo en estado `solicitado`); `condonacion`, `castigo`, `reenganche` (con dinero
 * nuevo) y `liquidacion` (con descuento): operaciones del libro que esperan en `aprobaciones`.
 */
export const { valores: TIPOS_APROBACION, etiquetas: ETIQUETAS_TIPO_APROBACION } = enumeracion({
  prestamo: 'Préstamo',
  condonacion: 'Condonación',
  castigo: 'Castigo',
  reenganche: 'Reenganche con dinero nuevo',
  liquidacion: 'Liquidación con descuento',
});
export type TipoAprobacion = (typeof TIPOS_APROBACION)[number];
/** Cómo se nombra cada tipo dentro de una frase («una condonación», «un reenganche»…). */
const TIPO_EN_FRASE: Readonly<Record<TipoAprobacion, string>> = {
  prestamo: 'una solicitud de préstamo',
  condonacion: 'una condonación',
  castigo: 'un castigo',
  reenganche: 'un reenganche',
  liquidacion: 'una liquidación con descuento',
};

export const { valores: ESTADOS_APROBACION, etiquetas: ETIQUETAS_ESTADO_APROBACION } = enumeracion({
  pendiente: 'Por aprobar',
  aprobada: 'Aprobada',
  rechazada: 'Rechazada',
});
export type EstadoAprobacion = (typeof ESTADOS_APROBACION)[number];

/** Consulta de GET /api/aprobaciones (admin y gerente): por defecto, las pendientes. */
export interface ConsultaAprobaciones extends ParametrosLista {
  estado?: EstadoAprobacion;
  tipo?: TipoAprobacion;
}

/** Cuerpo de PATCH /api/aprobaciones/:id/rechazar: el motivo es obligatorio (`validarMotivo`, como en el libro). */
export interface DatosRechazoAprobacion {
  motivo: string;
}

/** Cuerpo de PUT /api/aprobaciones/umbrales: los cuatro (sin `gerenteDiario`, queda como estaba). */
export interface DatosUmbralesAprobacion {
  prestamoGerente: number | null;
  condonacion: number | null;
  castigo: number | null;
  gerenteDiario: number | null;
}

/**
 * Umbrales con que nace una organización. Un gerente desembolsa solo hasta 5.000.000 (un préstamo de cobro diario
 * suele ser de 100.000 a 3.000.000), condona hasta 500.000 y castiga saldos de hasta 200.000; más que eso lo decide un
 * administrador.
 */
export const UMBRALES_APROBACION_DEFECTO: Readonly<DatosUmbralesAprobacion> = {
  prestamoGerente: 5_000_000,
  condonacion: 500_000,
  castigo: 200_000,
  gerenteDiario: 20_000_000,
};

export const MENSAJES_APROBACIONES = {
  umbralInvalido: (nombre: string) =>
    `El umbral ${nombre} debe ser un número entero de pesos, 0 o más (0 o vacío: no espera a nadie)`,
  estadoInvalido: 'El estado debe ser pendiente, aprobada o rechazada',
  tipoInvalido: 'El tipo debe ser prestamo, condonacion, castigo, reenganche o liquidacion',
  aprobadorEsSolicitante: 'Quien pidió una operación no la aprueba: debe aprobarla otra persona',
  soloAdmin: (monto: number) =>
    `Un préstamo de más de ${formatearCOP(monto)} lo aprueba un administrador (Configuración › Sistema › Aprobaciones)`,
  noPendiente: 'La aprobación ya fue resuelta: no espera a nadie',
  yaPendiente: (tipo: TipoAprobacion) =>
    `Este préstamo ya tiene ${TIPO_EN_FRASE[tipo]} esperando la aprobación de un administrador`,
  noEncontrada: 'La aprobación no existe',
  aprobada: (tipo: TipoAprobacion) => APROBADA[tipo],
  rechazada: (tipo: TipoAprobacion) => RECHAZADA[tipo],
  umbralesGuardados: 'Umbrales de aprobación guardados',
} as const;

const APROBADA: Readonly<Record<TipoAprobacion, string>> = {
  prestamo: 'Solicitud aprobada',
  condonacion: 'Condonación aprobada: el saldo quedó condonado',
  castigo: 'Castigo aprobado: el préstamo quedó castigado',
  reenganche: 'Reenganche aprobado: el préstamo nuevo quedó desembolsado',
  liquidacion: 'Liquidación aprobada: el cobro quedó registrado y el resto condonado',
};
const RECHAZADA: Readonly<Record<TipoAprobacion, string>> = {
  prestamo: 'Solicitud rechazada',
  condonacion: 'Condonación rechazada: el saldo sigue como estaba',
  castigo: 'Castigo rechazado: el préstamo sigue como estaba',
  reenganche: 'Reenganche rechazado: el préstamo sigue como estaba',
  liquidacion: 'Liquidación rechazada: el préstamo sigue como estaba',
};

const NOMBRES_UMBRAL: Readonly<Record<keyof DatosUmbralesAprobacion, string>> = {
  prestamoGerente: 'del préstamo de un gerente',
  condonacion: 'de la condonación',
  castigo: 'del castigo',
  gerenteDiario: 'diario de un gerente',
};

/**
 * Errores de los umbrales por campo (vacío: valen): null, o pesos enteros de 0 a MONTO_PAGO_MAXIMO. `gerenteDiario`
 * puede faltar (queda como estaba).
 */
export function validarUmbralesAprobacion(
  datos: Partial<Record<keyof DatosUmbralesAprobacion, unknown>>,
): Partial<Record<keyof DatosUmbralesAprobacion, string>> {
  const errores: Partial<Record<keyof DatosUmbralesAprobacion, string>> = {};
  for (const campo of Object.keys(NOMBRES_UMBRAL) as Array<keyof DatosUmbralesAprobacion>) {
    const valor = datos[campo];
    if (campo === 'gerenteDiario' && valor === undefined) continue;
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

/** Cómo empieza la frase de cada operación: «La condonación de $ 600.000». */
function queSePide(tipo: TipoAprobacion, monto: number): string {
  const pesos = formatearCOP(monto);
  switch (tipo) {
    case 'prestamo':
      return `El préstamo de ${pesos}`;
    case 'condonacion':
      return `La condonación de ${pesos}`;
    case 'castigo':
      return `El castigo de un saldo de ${pesos}`;
    case 'reenganche':
      return `El reenganche con ${pesos} de dinero nuevo`;
    case 'liquidacion':
      return `La liquidación con un descuento de ${pesos}`;
  }
}

/** Qué pasa mientras espera. */
const MIENTRAS_ESPERA: Readonly<Record<TipoAprobacion, string>> = {
  prestamo: 'queda como solicitud hasta que un administrador la apruebe',
  condonacion: 'espera la aprobación de un administrador y, mientras tanto, no cambia el saldo',
  castigo: 'espera la aprobación de un administrador y, mientras tanto, el préstamo sigue abierto',
  reenganche:
    'espera la aprobación de un administrador y, mientras tanto, el préstamo sigue como está y no sale dinero',
  liquidacion:
    'espera la aprobación de un administrador y, mientras tanto, no se registra el cobro ni cambia el saldo',
};

/**
 * Por qué una operación de un gerente espera, en palabras de la oficina (el mensaje de la respuesta). Con `acumulado`,
 * la espera viene de lo que ya movió hoy sin aprobación (la suma pasa el umbral aunque la operación sola no).
 */
export function motivoEspera(
  tipo: TipoAprobacion,
  monto: number,
  umbral: number,
  acumulado?: { medida: Exclude<MedidaControl, 'operacion'>; total: number },
): string {
  const limite = formatearCOP(umbral);
  if (!acumulado) return `${queSePide(tipo, monto)} pasa de ${limite}: ${MIENTRAS_ESPERA[tipo]}`;
  return (
    `${queSePide(tipo, monto)} lleva ${LO_MEDIDO[acumulado.medida](FAMILIA_DE_TIPO[tipo])} a ` +
    `${formatearCOP(acumulado.total)}, más de ${limite}: ${MIENTRAS_ESPERA[tipo]}`
  );
}

// ── El control de cuatro ojos: un solo paso para toda operación que entrega o perdona dinero ─────────────────────

/**
 * Lo que entrega o perdona valor y pasa por el control: el desembolso (un alta o la aprobación de una solicitud), el
 * reenganche con dinero nuevo, la liquidación con descuento, la condonación y el castigo.
 */
export const OPERACIONES_CONTROLADAS = [
  'desembolso',
  'reenganche',
  'liquidacion',
  'condonacion',
  'castigo',
] as const;
export type OperacionControlada = (typeof OPERACIONES_CONTROLADAS)[number];

/** Qué umbral mide cada operación: lo entregado, lo perdonado o lo castigado. */
export type UmbralDeOperacion = 'prestamoGerente' | 'condonacion' | 'castigo';
export const UMBRAL_DE_OPERACION: Readonly<Record<OperacionControlada, UmbralDeOperacion>> = {
  desembolso: 'prestamoGerente',
  reenganche: 'prestamoGerente',
  liquidacion: 'condonacion',
  condonacion: 'condonacion',
  castigo: 'castigo',
};

/** Las operaciones que suman contra el mismo umbral (las que la API suma por préstamo y por cliente). */
export function operacionesDelUmbral(umbral: UmbralDeOperacion): OperacionControlada[] {
  return OPERACIONES_CONTROLADAS.filter((operacion) => UMBRAL_DE_OPERACION[operacion] === umbral);
}

/** El tipo con que espera en /api/aprobaciones (un desembolso espera como solicitud de préstamo). */
export const TIPO_APROBACION_DE_OPERACION: Readonly<Record<OperacionControlada, TipoAprobacion>> = {
  desembolso: 'prestamo',
  reenganche: 'reenganche',
  liquidacion: 'liquidacion',
  condonacion: 'condonacion',
  castigo: 'castigo',
};

const FAMILIA_DE_TIPO: Readonly<Record<TipoAprobacion, UmbralDeOperacion>> = {
  prestamo: 'prestamoGerente',
  reenganche: 'prestamoGerente',
  liquidacion: 'condonacion',
  condonacion: 'condonacion',
  castigo: 'castigo',
};

const PARTICIPIO: Readonly<Record<UmbralDeOperacion, string>> = {
  prestamoGerente: 'entregado',
  condonacion: 'perdonado',
  castigo: 'castigado',
};

/** Qué suma pasó el umbral: la operación sola, o lo de hoy en el préstamo, en el cliente o de quien pide. */
export type MedidaControl = 'operacion' | 'prestamo' | 'cliente' | 'solicitante';

const LO_MEDIDO: Readonly<
  Record<Exclude<MedidaControl, 'operacion'>, (familia: UmbralDeOperacion) => string>
> = {
  prestamo: (familia) => `lo ${PARTICIPIO[familia]} hoy sin aprobación en este préstamo`,
  cliente: (familia) => `lo ${PARTICIPIO[familia]} hoy sin aprobación a este cliente`,
  solicitante: () => 'lo que usted entregó y perdonó hoy sin aprobación',
};

/**
 * Lo que un gerente ya movió hoy sin aprobación (pesos), antes de esta operación: con el mismo umbral en el préstamo y
 * en el cliente; todo junto (entregado, perdonado y castigado) el de quien pide. Lo lee la API en SQL.
 */
export interface AcumuladoDelDia {
  prestamo: number;
  cliente: number;
  solicitante: number;
}

export interface SolicitudControl {
  operacion: OperacionControlada;
  /** Pesos que la operación entrega o perdona: el monto prestado, el dinero nuevo, el descuento, lo condonado o el saldo castigado. */
  monto: number;
  rol: Rol;
  umbrales: DatosUmbralesAprobacion;
  acumulado: AcumuladoDelDia;
}

export type DecisionControl =
  /** `cuenta`: lo movido suma en lo del día (un gerente sin aprobación); lo de un administrador no suma. */
  | { pasa: true; cuenta: boolean }
  | { pasa: false; medida: MedidaControl; umbral: number; total: number; motivo: string };

/** Sólo lo de un gerente espera y suma: un administrador es la segunda persona (docs/decisiones/cuatro-ojos.md). */
export function rolControlado(rol: Rol): boolean {
  return rol === 'gerente';
}

/**
 * Cuatro ojos en un solo paso: ¿pasa la operación, o espera a un administrador (y por qué)? Espera si, con ella, un
 * gerente pasa en el día un umbral que existe (> 0): el de la operación (sola, sumada en el préstamo o en el cliente)
 * o el diario de lo que entrega y perdona en total. Partir un monto en pedazos no sirve: cada pedazo suma.
 */
export function controlarOperacion({
  operacion,
  monto,
  rol,
  umbrales,
  acumulado,
}: SolicitudControl): DecisionControl {
  if (!rolControlado(rol) || monto <= 0) return { pasa: true, cuenta: false };
  const tipo = TIPO_APROBACION_DE_OPERACION[operacion];
  const umbral = umbrales[UMBRAL_DE_OPERACION[operacion]];
  const medidas: Array<{ medida: MedidaControl; umbral: number | null; total: number }> = [
    { medida: 'operacion', umbral, total: monto },
    { medida: 'prestamo', umbral, total: acumulado.prestamo + monto },
    { medida: 'cliente', umbral, total: acumulado.cliente + monto },
    { medida: 'solicitante', umbral: umbrales.gerenteDiario ?? null, total: acumulado.solicitante + monto },
  ];
  for (const medida of medidas) {
    if (medida.umbral === null || !requiereSegundaPersona(medida.total, medida.umbral)) continue;
    const motivo =
      medida.medida === 'operacion'
        ? motivoEspera(tipo, monto, medida.umbral)
        : motivoEspera(tipo, monto, medida.umbral, { medida: medida.medida, total: medida.total });
    return { pasa: false, medida: medida.medida, umbral: medida.umbral, total: medida.total, motivo };
  }
  return { pasa: true, cuenta: true };
}
