// GET /api/reportes/:tipo (docs/reportes.md) como esquemas: un reporte por tipo, cada uno con `tipo` fijo, así que
// la respuesta es una unión que la pantalla distingue por `data.tipo`. La API la declara (`@Responde`), sus pruebas
// la validan y los tipos de las respuestas (`ReportePorTipo`, las filas y los resúmenes) se derivan aquí, al final.
import type { CifrasCartera } from '../reporteCartera';
import { Type, type TSchema, type Static } from '@sinclair/typebox';
import { ORIGENES_COBRO } from '../cobros';
import { ESTADOS_PRESTAMO, MODALIDADES, RANGOS_MORA, type TipoReporte } from '../constantes';
import type { FilaReporteBase } from '../reportes';
import { anulable, cerrado, EsquemaFecha, EsquemaId, EsquemaReferenciaUsuario, unoDe } from './sobre';
import type { Afirmar, Igual } from './sobre';

/** Los filtros que aplicó la API: el rango resuelto, la cartera y el día de hoy en Bogotá. */
export const EsquemaFiltrosAplicadosReporte = Type.Object(
  { desde: EsquemaFecha, hasta: EsquemaFecha, cobradorId: anulable(EsquemaId), hoy: EsquemaFecha },
  cerrado,
);

/** Lo cobrado por un cobrador en el rango (`cobradorId` null: los cobros sin cobrador, 'Sistema'). Pesos. */
export const EsquemaCobradoPorCobrador = Type.Object(
  {
    cobradorId: anulable(EsquemaId),
    cobrador: Type.String(),
    cantidad: Type.Integer(),
    monto: Type.Number(),
  },
  cerrado,
);

export const EsquemaCobradoPorDia = Type.Object(
  { fecha: EsquemaFecha, monto: Type.Number(), cantidad: Type.Integer() },
  cerrado,
);

export const EsquemaCobradoPorOrigen = Type.Object(
  { origen: unoDe(ORIGENES_COBRO), etiqueta: Type.String(), cantidad: Type.Integer(), monto: Type.Number() },
  cerrado,
);

export const EsquemaPrestamosPorEstado = Type.Object(
  {
    estado: unoDe(ESTADOS_PRESTAMO),
    etiqueta: Type.String(),
    cantidad: Type.Integer(),
    monto: Type.Number(),
  },
  cerrado,
);

/** Una banda de días de atraso (RANGOS_MORA): cuotas atrasadas, préstamos y su saldo en pesos. */
export const EsquemaBandaAging = Type.Object(
  {
    clave: unoDe(RANGOS_MORA.map((rango) => rango.clave)),
    etiqueta: Type.String(),
    cuotas: Type.Integer(),
    prestamos: Type.Integer(),
    saldo: Type.Number(),
  },
  cerrado,
);

export const EsquemaResumenReporteGeneral = Type.Object(
  {
    montoPrestado: Type.Number(),
    /**
     * Lo anulado en el rango (en el día en que se anuló): `montoPrestado` ya lo resta; las pantallas lo muestran en su
     * propia línea «Anulados» y lo desembolsado como «Prestado» (docs/decisiones/cifras-y-valores-por-defecto.md).
     */
    montoAnulado: Type.Number(),
    montoCobrado: Type.Number(),
    /** Cobrado ÷ prestado, en %. */
    porcentajeRecuperacion: Type.Number(),
    clientesNuevos: Type.Integer(),
    prestamosNuevos: Type.Integer(),
    totalCobros: Type.Integer(),
    cobradoPorCobrador: Type.Array(EsquemaCobradoPorCobrador),
  },
  cerrado,
);

export const EsquemaResumenReportePrestamos = Type.Object(
  {
    cantidad: Type.Integer(),
    montoPrestado: Type.Number(),
    /**
     * Lo anulado en el rango (en el día en que se anuló): `montoPrestado` ya lo resta; las pantallas lo muestran en su
     * propia línea «Anulados» y lo desembolsado como «Prestado» (docs/decisiones/cifras-y-valores-por-defecto.md).
     */
    montoAnulado: Type.Number(),
    montoTotal: Type.Number(),
    saldoPendiente: Type.Number(),
  },
  cerrado,
);

/**
 * Reportes › Cobros: las filas son todo lo recibido en el rango, cobros y recuperaciones. Siempre total + recuperado
 * = totalRecibido = Σ filas, y cantidad + recuperaciones = número de filas (`meta.total`).
 */
export const EsquemaResumenReporteCobros = Type.Object(
  {
    /** Cobros sin las recuperaciones. */
    cantidad: Type.Integer(),
    /** Lo cobrado, sin las recuperaciones. */
    total: Type.Number(),
    /** Recuperaciones de préstamos castigados: cuántas y cuánto. */
    recuperaciones: Type.Integer(),
    recuperado: Type.Number(),
    /** total + recuperado: la suma de las filas. */
    totalRecibido: Type.Number(),
    porCobrador: Type.Array(EsquemaCobradoPorCobrador),
    /** Por origen de cada fila, la recuperación incluida (su suma es `totalRecibido`). */
    porOrigen: Type.Array(EsquemaCobradoPorOrigen),
  },
  cerrado,
);

/** PARn: saldo de los préstamos con más de n días de atraso ÷ saldo de la cartera abierta, en %. */
export const EsquemaResumenReporteMorosos = Type.Object(
  {
    cantidad: Type.Integer(),
    saldoEnMora: Type.Number(),
    cuotasVencidas: Type.Integer(),
    saldoCartera: Type.Number(),
    par30: Type.Number(),
    par90: Type.Number(),
    saldoPar30: Type.Number(),
    saldoPar90: Type.Number(),
  },
  cerrado,
);

/** Reporte general: un renglón por día del rango (su `_id` es la fecha), del más reciente al más antiguo. */
export const EsquemaFilaReporteGeneral = Type.Object(
  {
    _id: EsquemaFecha,
    fecha: EsquemaFecha,
    prestamos: Type.Integer(),
    /** Lo desembolsado ese día menos lo anulado ese día. */
    prestado: Type.Number(),
    /** Lo anulado ese día (de préstamos de cualquier día). */
    anulado: Type.Number(),
    cobros: Type.Integer(),
    cobrado: Type.Number(),
  },
  cerrado,
);

export const EsquemaFilaReportePrestamos = Type.Object(
  {
    _id: EsquemaId,
    numero: Type.Integer(),
    fecha: EsquemaFecha,
    cliente: Type.String(),
    cedula: anulable(Type.String()),
    cobrador: Type.String(),
    monto: Type.Number(),
    montoRefinanciado: Type.Number(),
    montoTotal: Type.Number(),
    saldoPendiente: Type.Number(),
    cuotas: Type.Integer(),
    modalidad: unoDe(MODALIDADES),
    estado: unoDe(ESTADOS_PRESTAMO),
  },
  cerrado,
);

export const EsquemaFilaReporteCobros = Type.Object(
  {
    _id: EsquemaId,
    fecha: EsquemaFecha,
    numero: Type.Integer(),
    cliente: Type.String(),
    cobrador: Type.String(),
    monto: Type.Number(),
    /** La etiqueta del origen (ETIQUETAS_ORIGEN_COBRO). */
    origen: Type.String(),
  },
  cerrado,
);

export const EsquemaFilaReporteMorosos = Type.Object(
  {
    _id: EsquemaId,
    numero: Type.Integer(),
    cliente: Type.String(),
    telefono: anulable(Type.String()),
    cobrador: Type.String(),
    estado: unoDe(ESTADOS_PRESTAMO),
    diasAtraso: Type.Integer(),
    cuotasVencidas: Type.Integer(),
    saldoPendiente: Type.Number(),
  },
  cerrado,
);

/** Un reporte de un tipo: su resumen y sus gráficos sobre todo el rango y la página pedida de filas (`meta` al lado). */
const reporteDe = <T extends string, R extends TSchema, G extends TSchema, F extends TSchema>(
  tipo: T,
  resumen: R,
  graficos: G,
  fila: F,
) =>
  Type.Object(
    {
      tipo: Type.Literal(tipo),
      filtros: EsquemaFiltrosAplicadosReporte,
      resumen,
      graficos,
      filas: Type.Array(fila),
    },
    cerrado,
  );

export const EsquemaReporteGeneral = reporteDe(
  'general',
  EsquemaResumenReporteGeneral,
  Type.Object(
    {
      cobradoPorDia: Type.Array(EsquemaCobradoPorDia),
      prestamosPorEstado: Type.Array(EsquemaPrestamosPorEstado),
    },
    cerrado,
  ),
  EsquemaFilaReporteGeneral,
);

export const EsquemaReportePrestamos = reporteDe(
  'prestamos',
  EsquemaResumenReportePrestamos,
  Type.Object({ prestamosPorEstado: Type.Array(EsquemaPrestamosPorEstado) }, cerrado),
  EsquemaFilaReportePrestamos,
);

export const EsquemaReporteCobros = reporteDe(
  'cobros',
  EsquemaResumenReporteCobros,
  Type.Object({ cobradoPorDia: Type.Array(EsquemaCobradoPorDia) }, cerrado),
  EsquemaFilaReporteCobros,
);

export const EsquemaReporteMorosos = reporteDe(
  'morosos',
  EsquemaResumenReporteMorosos,
  Type.Object({ aging: Type.Array(EsquemaBandaAging) }, cerrado),
  EsquemaFilaReporteMorosos,
);

/** `data` de GET /api/reportes/:tipo: el reporte del tipo pedido, distinguible por `tipo`. */
export const EsquemaReporte = Type.Union([
  EsquemaReporteGeneral,
  EsquemaReportePrestamos,
  EsquemaReporteCobros,
  EsquemaReporteMorosos,
]);

/** Saldo de las cuotas vencidas al corte por banda de días de atraso (RANGOS_MORA), en pesos. */
export const EsquemaMoraPorRango = Type.Object(
  { '1-8': Type.Number(), '9-15': Type.Number(), '16-30': Type.Number(), '31+': Type.Number() },
  cerrado,
);

/** Las cifras de un grupo de préstamos al corte (pesos; `prestamos`, los que tenían saldo). */
const camposCifrasCartera = {
  /** Préstamos con saldo pendiente al corte. */
  prestamos: Type.Integer(),
  /** Capital que se debía al corte: Σ capital de desembolsos y reversiones − cobros, liquidaciones, condonaciones… */
  capitalPendiente: Type.Number(),
  /** Interés que se debía al corte, con la misma cuenta sobre la parte de interés. */
  interesPendiente: Type.Number(),
  mora: EsquemaMoraPorRango,
  /** Σ de los castigos registrados hasta el corte. */
  castigado: Type.Number(),
};
export const EsquemaCifrasCartera = Type.Object(camposCifrasCartera, cerrado);

/** `data` de GET /api/reportes/cartera: la cartera al cierre de `fecha`, en total y por cobrador asignado hoy. */
export const EsquemaReporteCartera = Type.Object(
  {
    /** Fecha de corte (incluida). */
    fecha: EsquemaFecha,
    totales: EsquemaCifrasCartera,
    /** `cobrador` null: préstamos sin cobrador. */
    porCobrador: Type.Array(
      Type.Object({ ...camposCifrasCartera, cobrador: anulable(EsquemaReferenciaUsuario) }, cerrado),
    ),
  },
  cerrado,
);

// Los tipos que se derivan de estos esquemas (los exporta también `@cartera/dominio`, sólo como tipos).

type _CifrasCartera = Afirmar<Igual<Static<typeof EsquemaCifrasCartera>, CifrasCartera>>;

export type ReporteCartera = Static<typeof EsquemaReporteCartera>;

/** Los filtros que aplicó la API (rango resuelto, cartera y el día de hoy en Bogotá). */
export type FiltrosAplicadosReporte = Static<typeof EsquemaFiltrosAplicadosReporte>;

/** Lo cobrado por un cobrador en el rango (`cobradorId` null: los cobros sin cobrador, 'Sistema'). */
export type CobradoPorCobrador = Static<typeof EsquemaCobradoPorCobrador>;

export type CobradoPorDia = Static<typeof EsquemaCobradoPorDia>;

export type CobradoPorOrigen = Static<typeof EsquemaCobradoPorOrigen>;

export type PrestamosPorEstado = Static<typeof EsquemaPrestamosPorEstado>;

/** Una banda de días de atraso (RANGOS_MORA): cuotas atrasadas, préstamos y su saldo. */
export type BandaAging = Static<typeof EsquemaBandaAging>;

export type ResumenReporteGeneral = Static<typeof EsquemaResumenReporteGeneral>;

export type ResumenReportePrestamos = Static<typeof EsquemaResumenReportePrestamos>;

/** Reportes › Cobros: cobros y recuperaciones del rango (docs/reportes.md; los campos, en el esquema). */
export type ResumenReporteCobros = Static<typeof EsquemaResumenReporteCobros>;

/** PARn: saldo de los préstamos con más de n días de atraso ÷ saldo de la cartera abierta, en %. */
export type ResumenReporteMorosos = Static<typeof EsquemaResumenReporteMorosos>;

export type ReporteGeneral = Static<typeof EsquemaReporteGeneral>;

export type ReportePrestamos = Static<typeof EsquemaReportePrestamos>;

export type ReporteCobros = Static<typeof EsquemaReporteCobros>;

export type ReporteMorosos = Static<typeof EsquemaReporteMorosos>;

/** Una fila por cobrador (el cobrador asignado hoy al préstamo); `cobrador` null: préstamos sin cobrador. */
export type FilaCarteraCobrador = ReporteCartera['porCobrador'][number];

/** Reporte general: un renglón por día del rango, del más reciente al más antiguo. */
export type FilaReporteGeneral = Static<typeof EsquemaFilaReporteGeneral> & FilaReporteBase;
export type FilaReportePrestamos = Static<typeof EsquemaFilaReportePrestamos> & FilaReporteBase;
export type FilaReporteCobros = Static<typeof EsquemaFilaReporteCobros> & FilaReporteBase;
export type FilaReporteMorosos = Static<typeof EsquemaFilaReporteMorosos> & FilaReporteBase;

/** `data` de GET /api/reportes/:tipo, por tipo: lo que la API arma. */
export type ReportePorTipo = {
  general: ReporteGeneral;
  prestamos: ReportePrestamos;
  cobros: ReporteCobros;
  morosos: ReporteMorosos;
};

export type FilaReporte = FilaReporteGeneral | FilaReportePrestamos | FilaReporteCobros | FilaReporteMorosos;

/**
 * Cualquier reporte, leído sin saber su tipo (la pantalla muestra el resumen y los gráficos que trae): cada campo de
 * cada tipo, opcional. Cada `ReportePorTipo[T]` lo cumple; cambiar o quitar un campo allí lo cambia aquí.
 */
export interface Reporte {
  tipo: TipoReporte;
  filtros: FiltrosAplicadosReporte;
  resumen: Partial<
    ResumenReporteGeneral & ResumenReportePrestamos & ResumenReporteCobros & ResumenReporteMorosos
  >;
  graficos: Partial<
    ReporteGeneral['graficos'] &
      ReportePrestamos['graficos'] &
      ReporteCobros['graficos'] &
      ReporteMorosos['graficos']
  >;
  filas: FilaReporte[];
}
