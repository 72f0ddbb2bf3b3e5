// Las respuestas de /api/prestamos (§7 Préstamos) como esquemas: la API las declara (`@Responde`) y sus pruebas las
// validan; los tipos de las respuestas (`AgingMora`, `NotificacionPrestamo`…) se derivan aquí, al final.
import { Type, type Static } from '@sinclair/typebox';
import { ESTADOS_CUOTA, ESTADOS_PRESTAMO, MODALIDADES, TIPOS_AMORTIZACION } from '../constantes';
import type { LibroPrestamo } from '../libro';
import type { MetaPagina } from '../tipos';
import { TIPOS_CREDITO, type ReferenciaTasaUsura } from '../usura';
import { EsquemaAprobacion } from './aprobaciones';
import {
  anulable,
  cerrado,
  EsquemaFecha,
  EsquemaId,
  EsquemaInstante,
  EsquemaReferenciaUsuario,
  unoDe,
  type Afirmar,
  type Igual,
} from './sobre';
import { EsquemaReferenciaOficina } from './oficinas';

const cuotas = Type.Integer({ minimum: 0 });

/** GET /api/prestamos/reportes/aging: cuotas vencidas por rango de días de atraso (RANGOS_MORA, §9). */
export const EsquemaAgingMora = Type.Object(
  { '1-8': cuotas, '9-15': cuotas, '16-30': cuotas, '31+': cuotas },
  cerrado,
);

/** GET /api/prestamos/:id/notificaciones: lo que se le avisó al cliente sobre el préstamo, lo último primero. */
export const EsquemaNotificacionPrestamo = Type.Object(
  {
    _id: EsquemaId,
    titulo: Type.String(),
    categoria: Type.String(),
    mensaje: Type.String(),
    createdAt: EsquemaInstante,
  },
  cerrado,
);

export const EsquemaNotificacionesPrestamo = Type.Array(EsquemaNotificacionPrestamo);

const dinero = Type.Number();
const textoAnulable = anulable(Type.String());

/** Un préstamo como lo devuelven la lista, el alta, la edición y el plan (especificación §3 Loan). */
const camposPrestamo = {
  _id: EsquemaId,
  /** Número humano del préstamo (consecutivo). */
  numero: Type.Integer(),
  cliente: Type.Object(
    { _id: EsquemaId, nombre: Type.String(), cedula: textoAnulable, telefono: textoAnulable },
    cerrado,
  ),
  cobrador: anulable(EsquemaReferenciaUsuario),
  /**
   * La oficina del préstamo: la de su cliente (docs/decisiones/oficinas.md). La API la manda siempre; opcional en el tipo para
   * los datos de prueba de las pantallas escritos antes de las oficinas.
   */
  oficina: Type.Optional(EsquemaReferenciaOficina),
  monto: dinero,
  /** Porcentaje plano sobre todo el préstamo. */
  interes: Type.Number(),
  cuotas: Type.Integer(),
  /** Nombre antiguo de `cuotas`. */
  plazo: Type.Integer(),
  modalidad: unoDe(MODALIDADES),
  tipoAmortizacion: unoDe(TIPOS_AMORTIZACION),
  fecha: EsquemaFecha,
  fechaInicio: EsquemaFecha,
  fechaPrimerPago: EsquemaFecha,
  estado: unoDe(ESTADOS_PRESTAMO),
  interesTotal: dinero,
  montoTotal: dinero,
  /** Lo que recibe el cliente (menor que `monto` con interés adelantado). */
  montoEntregado: dinero,
  saldoPendiente: dinero,
  /** La cuota del préstamo: el total de cada cuota de su plan salvo, quizá, la última (docs/decisiones/cuotas-cobros-y-estados.md). */
  cuotaDiaria: dinero,
  planGenerado: Type.Boolean(),
  fechaVencimiento: EsquemaFecha,
  cuotasVencidas: Type.Integer({ minimum: 0 }),
  diasMoraPromedio: Type.Number(),
  /** Préstamo del que salió por reenganche. */
  prestamoOrigen: anulable(EsquemaId),
  /** Saldo que un reenganche pasó al préstamo nuevo. */
  montoRefinanciado: dinero,
  /**
   * Tasa efectiva anual (% con dos decimales) de su plan: lo entregado en `fechaInicio` y cada cuota en su fecha
   * (tasaEfectiva.ts). Se guarda al crear, editar una solicitud o reenganchar; null si no hay tasa que expresar.
   */
  tasaEfectivaAnual: anulable(Type.Number()),
  /** Tipo de crédito (el de la organización por defecto; editable mientras es una solicitud). */
  tipoCredito: unoDe(TIPOS_CREDITO),
  createdAt: EsquemaInstante,
  updatedAt: EsquemaInstante,
};

/** Un préstamo (la lista, el alta, la edición, el plan): `Prestamo` (prestamos.ts). */
export const EsquemaPrestamo = Type.Object(camposPrestamo, cerrado);

/** Conteos por estado (y el saldo pendiente) de los filtros de la lista, sin el filtro de estado. */
export const EsquemaResumenPrestamos = Type.Object(
  {
    total: cuotas,
    ...(Object.fromEntries(ESTADOS_PRESTAMO.map((estado) => [estado, cuotas])) as Record<
      (typeof ESTADOS_PRESTAMO)[number],
      typeof cuotas
    >),
    saldoPendiente: dinero,
  },
  cerrado,
);

/** La tasa de usura certificada que rige un préstamo (% EA, vigente de `desde` a `hasta`). */
export const EsquemaReferenciaTasaUsura = Type.Object(
  { tasa: Type.Number(), desde: EsquemaFecha, hasta: EsquemaFecha },
  cerrado,
);

/** Dónde queda un préstamo frente a la tasa de usura de su tipo el día del desembolso. */
const camposUsura = {
  tipoCredito: unoDe(TIPOS_CREDITO),
  /** La tasa certificada para el tipo y la fecha del desembolso; null si no hay una registrada. */
  tasaUsura: anulable(EsquemaReferenciaTasaUsura),
  superaUsura: Type.Boolean(),
};

/**
 * Las cifras del libro de un préstamo (docs/libro.md). Siempre se cumple
 * pactado = cobrado + condonado + castigado + refinanciado + saldoPendiente.
 */
export const EsquemaLibroPrestamo = Type.Object(
  {
    /** Capital + interés que el cliente se comprometió a pagar (0 si se anuló o aún no se desembolsa). */
    pactado: dinero,
    /** Cobros netos de reversiones, liquidaciones incluidas; sin recuperaciones. */
    cobrado: dinero,
    condonado: dinero,
    castigado: dinero,
    /** Recibido después del castigo: ingreso aparte, no cambia lo castigado. */
    recuperado: dinero,
    /** Saldo que un reenganche pasó al préstamo nuevo. */
    refinanciado: dinero,
    saldoPendiente: dinero,
  },
  cerrado,
);

/** Interés de mora de un préstamo (docs/decisiones/interes-de-mora.md): aparte del saldo, se cobra antes que las cuotas. */
export const EsquemaMoraPrestamo = Type.Object(
  {
    /** La tasa efectiva anual que se causa hoy (la de la organización, o el tope de usura si es menor); null sin mora. */
    tasa: anulable(Type.Number()),
    /** Todo lo causado en la vida del préstamo. */
    causado: dinero,
    /** Lo causado que falta por cobrar (ni cobrado, ni condonado, ni castigado). */
    pendiente: dinero,
    /** Hasta qué día está causada; null si nunca se causó. */
    causadoHasta: anulable(EsquemaFecha),
  },
  cerrado,
);

/** GET /api/prestamos/:id y lo que responden las operaciones del libro (liquidar, condonar, aprobar…). */
export const EsquemaDetallePrestamo = Type.Object(
  {
    ...camposPrestamo,
    ...camposUsura,
    libro: EsquemaLibroPrestamo,
    mora: EsquemaMoraPrestamo,
    /** Por qué se rechazó la solicitud. */
    motivoRechazo: textoAnulable,
    /** Préstamo nuevo que refinanció a este (cuando está reenganchado). */
    prestamoReenganche: anulable(EsquemaId),
    resumenCuotas: Type.Object(
      {
        total: cuotas,
        pagadas: cuotas,
        parciales: cuotas,
        vencidas: cuotas,
        pendientes: cuotas,
        refinanciadas: cuotas,
        anuladas: cuotas,
        totalPagado: dinero,
      },
      cerrado,
    ),
  },
  cerrado,
);

/** Una cuota del plan. Las cerradas por un reenganche vienen 'refinanciada'. */
export const EsquemaCuota = Type.Object(
  {
    _id: EsquemaId,
    numero: Type.Integer({ minimum: 1 }),
    fechaProgramada: EsquemaFecha,
    montoCapital: dinero,
    montoInteres: dinero,
    montoTotal: dinero,
    montoPagado: dinero,
    /** Parte cerrada por un reenganche (no es un cobro). */
    montoRefinanciado: dinero,
    /** Parte perdonada (condonación o liquidación). */
    montoCondonado: dinero,
    saldoRestante: dinero,
    estado: unoDe(ESTADOS_CUOTA),
    fechaPago: anulable(EsquemaFecha),
    /** Interés de mora que causó la cuota vencida (docs/decisiones/interes-de-mora.md); se debe aparte del saldo. */
    moraCausada: dinero,
  },
  cerrado,
);

/** GET /api/prestamos/:id/plan, y lo que responden generar, pagar y revertir una cuota. */
export const EsquemaPlanPrestamo = Type.Object(
  {
    prestamo: EsquemaPrestamo,
    cuotas: Type.Array(EsquemaCuota),
    resumen: Type.Object(
      {
        totalPagado: dinero,
        saldoPendiente: dinero,
        cuotasPagadas: cuotas,
        porcentajePagado: Type.Number(),
      },
      cerrado,
    ),
  },
  cerrado,
);

/** Una cuota calculada por el motor de amortización, sin guardar (la vista previa con `detalle=1`). */
export const EsquemaCuotaCalculada = Type.Object(
  {
    numero: Type.Integer({ minimum: 1 }),
    fechaProgramada: EsquemaFecha,
    montoCapital: dinero,
    montoInteres: dinero,
    montoTotal: dinero,
  },
  cerrado,
);

/** POST /api/prestamos/preview: las cifras del motor, la EA y dónde queda frente a la tasa de usura. */
export const EsquemaPreviewPrestamo = Type.Object(
  {
    montoTotalCalculado: dinero,
    /** La cuota del préstamo (`PlanAmortizacion.cuota`); el nombre es el de la especificación. */
    montoCuotaProm: dinero,
    primeraFecha: EsquemaFecha,
    ultimaFecha: EsquemaFecha,
    interesTotal: dinero,
    montoEntregado: dinero,
    /** Tasa efectiva anual en porcentaje con dos decimales (tasaEfectiva.ts); null si no hay tasa que expresar. */
    tasaEfectivaAnual: anulable(Type.Number()),
    ...camposUsura,
    /** El interés plano más alto que no supera la tasa de usura con esos términos; null sin tasa registrada. */
    interesMaximoUsura: anulable(Type.Number()),
    /** Sólo con `detalle=1`: las cuotas que tendría el plan. */
    cuotas: Type.Optional(Type.Array(EsquemaCuotaCalculada)),
  },
  cerrado,
);

/** GET /api/prestamos/:id/reenganche: el saldo nombrado para un reenganche. */
export const EsquemaSaldoReenganche = Type.Object(
  {
    /** Capital de las cuotas abiertas. */
    capital: dinero,
    /** Interés de las cuotas ya vencidas (hasta hoy) que no se ha cobrado. */
    interesVencido: dinero,
    /** Interés de las cuotas que vencen después de hoy. */
    interesPorVencer: dinero,
    /** capital + interesVencido + interesPorVencer: el saldo pendiente. */
    total: dinero,
    /**
     * Interés de mora pendiente (aparte de `total`). Con mora pendiente no hay reenganche: se cobra o se condona antes,
     * porque refinanciarla sería cobrar interés sobre interés (docs/decisiones/interes-de-mora.md).
     */
    mora: dinero,
  },
  cerrado,
);

/**
 * Lo que responden las escrituras que pueden esperar a un administrador o sacar más efectivo del que tenía la caja,
 * al lado de `data`: la solicitud de aprobación creada (cuatro ojos) y el aviso de la caja de la oficina.
 */
export const JuntoOperacionPrestamo = {
  /** Cuando la operación de un gerente espera a un administrador (GET /api/aprobaciones): la que quedó esperando. */
  aprobacion: Type.Optional(anulable(EsquemaAprobacion)),
  /** El desembolso sacó más efectivo del que tenía la caja (organización en «advertir»; fondeo-de-la-caja.md). */
  advertencia: Type.Optional(Type.String()),
};

// Los tipos que se derivan de estos esquemas (los exporta también `@cartera/dominio`, sólo como tipos).

type _LibroPrestamo = Afirmar<Igual<Static<typeof EsquemaLibroPrestamo>, LibroPrestamo>>;

/** GET /api/prestamos/:id → `mora` (pesos). */
export type MoraPrestamo = Static<typeof EsquemaMoraPrestamo>;

/** Un préstamo como lo devuelven la lista, el alta, la edición y el plan (especificación §3 Loan). */
export type Prestamo = Static<typeof EsquemaPrestamo>;

/** GET /api/prestamos/:id y lo que responden las operaciones del libro (liquidar, condonar, aprobar…). */
export type DetallePrestamo = Static<typeof EsquemaDetallePrestamo>;

/** Conteos por estado (y el saldo pendiente) de los filtros de la lista, sin el filtro de estado. */
export type ResumenPrestamos = Static<typeof EsquemaResumenPrestamos>;

/** POST /api/prestamos/preview: las cifras del motor, la EA y dónde queda frente a la tasa de usura. */
export type PreviewPrestamoUsura = Static<typeof EsquemaPreviewPrestamo>;

/** Una cuota del plan. Las cerradas por un reenganche vienen 'refinanciada'. */
export type Cuota = Static<typeof EsquemaCuota>;

/** GET /api/prestamos/:id/plan, y lo que responden generar, pagar y revertir una cuota. */
export type PlanPrestamo = Static<typeof EsquemaPlanPrestamo>;

/** Lo que se debe del préstamo anterior, nombrado (GET /api/prestamos/:id/reenganche; pesos con centavos). */
export type SaldoReenganche = Static<typeof EsquemaSaldoReenganche>;

/** Notificación de un préstamo (GET /prestamos/{id}/notificaciones). */
export type NotificacionPrestamo = Static<typeof EsquemaNotificacionPrestamo>;

/** Aging de mora: cuotas vencidas por rango de días (una clave por cada uno de RANGOS_MORA). */
export type AgingMora = Static<typeof EsquemaAgingMora>;

type _ReferenciaTasaUsura = Afirmar<Igual<Static<typeof EsquemaReferenciaTasaUsura>, ReferenciaTasaUsura>>;

/**
 * POST /prestamos: el préstamo nuevo y, cuando sacó más efectivo del que tenía la caja de la oficina (organización en
 * «advertir»), la `advertencia` de la API al lado de `data` (docs/decisiones/fondeo-de-la-caja.md).
 */
export type PrestamoCreado = Prestamo & { advertencia?: string };

/** Lo que responde una operación del libro: el préstamo como quedó y el mensaje de la API (el sobre: data y message). */
export interface ResultadoOperacionPrestamo {
  prestamo: DetallePrestamo;
  mensaje: string;
}

/** GET /api/prestamos: la página en `data`, con `meta` y `resumen` en la raíz del sobre. */
export interface PaginaPrestamos {
  data: Prestamo[];
  meta: MetaPagina;
  resumen: ResumenPrestamos;
}
