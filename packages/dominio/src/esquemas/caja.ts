// Las respuestas de /api/caja (docs/decisiones/caja-de-cobradores.md) como esquemas: la API las declara (`@Responde`),
// sus pruebas las validan y la pantalla de caja compila contra ellas por el cliente generado; los tipos de sus respuestas
// se derivan aquí, al final.
import { Type, type Static } from '@sinclair/typebox';
import {
  CATEGORIAS_GASTO_COBRADOR,
  ESTADOS_ENTREGA_CAJA,
  ESTADOS_GASTO_COBRADOR,
  LIMITES_GASTO_PASADOS,
} from '../caja';
import {
  anulable,
  cerrado,
  EsquemaFecha,
  EsquemaId,
  EsquemaInstante,
  EsquemaReferenciaUsuario,
  unoDe,
} from './sobre';
import { EsquemaReferenciaOficina } from './oficinas';

export const EsquemaEntregaCaja = Type.Object(
  {
    _id: EsquemaId,
    numero: Type.Integer(),
    cobrador: EsquemaReferenciaUsuario,
    estado: unoDe(ESTADOS_ENTREGA_CAJA),
    fecha: EsquemaFecha,
    fechaConfirmacion: anulable(EsquemaFecha),
    cobros: Type.Number(),
    cantidadCobros: Type.Integer(),
    gastos: Type.Number(),
    /** cobros − gastos aceptados de la entrega. */
    esperado: Type.Number(),
    /** Lo que el cobrador dijo entregar. */
    montoEntregado: Type.Number(),
    /** Lo que la oficina contó al confirmar (null mientras está pendiente). */
    montoRecibido: anulable(Type.Number()),
    /** (recibido, o entregado mientras está pendiente) − esperado: negativo es faltante, positivo sobrante. */
    diferencia: Type.Number(),
    observaciones: anulable(Type.String()),
    confirmadoPor: anulable(EsquemaReferenciaUsuario),
    /** Un abono del cobrador a su faltante (sin cobros ni gastos: lo recibido abona su deuda). */
    abono: Type.Optional(Type.Boolean()),
    createdAt: EsquemaInstante,
  },
  cerrado,
);

/** Lo que un cobrador tiene en su poder: cobros sin entregar menos gastos aceptados sin entregar. */
export const EsquemaCajaCobrador = Type.Object(
  {
    cobradorId: EsquemaId,
    nombre: Type.String(),
    /**
     * Pesos en poder del cobrador (cobros + efectivo inicial de una importación − gastos). Lo que debería entregar hoy,
     * si no tiene entrega pendiente.
     */
    enPoder: Type.Number(),
    cobros: Type.Number(),
    cantidadCobros: Type.Integer(),
    gastos: Type.Number(),
    cantidadGastos: Type.Integer(),
    /** La entrega registrada que la oficina aún no confirma (su efectivo sigue contando como del cobrador). */
    entregaPendiente: anulable(EsquemaEntregaCaja),
    /** Día de la última entrega confirmada. */
    ultimaEntrega: anulable(EsquemaFecha),
    /**
     * Lo que el cobrador le debe a la empresa (≥ 0): su saldo en 136530 del libro mayor. Sube con cada faltante y baja
     * con sus abonos y con los sobrantes de sus entregas (un sobrante paga primero la deuda; el resto es ingreso).
     */
    deuda: Type.Number(),
  },
  cerrado,
);

export const EsquemaCajasCobradores = Type.Array(EsquemaCajaCobrador);

export const EsquemaGastoCobrador = Type.Object(
  {
    _id: EsquemaId,
    cobrador: EsquemaReferenciaUsuario,
    fecha: EsquemaFecha,
    categoria: unoDe(CATEGORIAS_GASTO_COBRADOR),
    monto: Type.Number(),
    concepto: Type.String(),
    tieneFoto: Type.Boolean(),
    estado: unoDe(ESTADOS_GASTO_COBRADOR),
    /** Qué límite pasó al registrarse (null: entró aceptado, sin aprobación). */
    limitePasado: anulable(unoDe(LIMITES_GASTO_PASADOS)),
    motivoRechazo: anulable(Type.String()),
    /** Quién lo aprobó o lo rechazó (null: nadie ha decidido; uno aceptado al registrarse no tiene decisión). */
    decididoPor: anulable(EsquemaReferenciaUsuario),
    /** La entrega que lo llevó a la caja (null: todavía rebaja lo que el cobrador tiene en su poder). */
    entrega: anulable(EsquemaId),
    createdAt: EsquemaInstante,
  },
  cerrado,
);

/** GET /api/caja/gastos/:id/foto: la foto del recibo como data URL (404 si el gasto no tiene). */
export const EsquemaFotoGasto = Type.Object({ foto: Type.String() }, cerrado);

/**
 * GET/PUT /api/caja/limites-gastos: los límites de los gastos de los cobradores, en pesos enteros, que la organización
 * fija en Configuración › Sistema.
 */
export const EsquemaLimitesGastos = Type.Object(
  {
    /** Un gasto de más de esto espera aprobación. */
    gastoMaximo: Type.Number(),
    /** Lo aceptado de un cobrador en un día (fecha del gasto), con este gasto, de más de esto: espera aprobación. */
    gastosDiaMaximo: Type.Number(),
    /** Un gasto de más de esto exige la foto del recibo (0: todos). */
    fotoDesde: Type.Number(),
    /** Sólo lectura: COBRO_RETROACTIVO_DIAS, los días atrás que un cobrador puede fechar un cobro o un gasto. */
    diasAtras: Type.Integer(),
    /** null: la oficina nunca guardó los suyos (rigen LIMITES_GASTOS_DEFECTO). */
    updatedAt: anulable(EsquemaInstante),
    /** De qué oficina son (cada oficina tiene los suyos); la API la manda siempre. */
    oficina: Type.Optional(EsquemaReferenciaOficina),
  },
  cerrado,
);

const camposFilaReporteCaja = {
  /** Cobros que el cobrador registró en su poder, con fecha en el periodo. */
  cobrado: Type.Number(),
  /** Gastos aceptados con fecha en el periodo. */
  gastos: Type.Number(),
  /** Lo recibido en la oficina por sus entregas confirmadas en el periodo. */
  entregado: Type.Number(),
  faltantes: Type.Number(),
  sobrantes: Type.Number(),
  entregas: Type.Integer(),
  /** Días del periodo con cobros suyos sin una entrega registrada ese día. */
  diasSinEntrega: Type.Integer(),
  /** En su poder hoy. */
  enPoder: Type.Number(),
};

/** Una fila del reporte de caja por cobrador y periodo (GET /api/caja/reporte). */
export const EsquemaFilaReporteCaja = Type.Object(
  { cobradorId: EsquemaId, nombre: Type.String(), ...camposFilaReporteCaja },
  cerrado,
);

export const EsquemaReporteCaja = Type.Object(
  {
    desde: EsquemaFecha,
    hasta: EsquemaFecha,
    filas: Type.Array(EsquemaFilaReporteCaja),
    totales: Type.Object(camposFilaReporteCaja, cerrado),
  },
  cerrado,
);

/** La ubicación de un cobro como la devuelve la API, con la distancia al cliente medida al registrarlo. */
export const EsquemaUbicacionCobro = Type.Object(
  {
    latitud: Type.Number(),
    longitud: Type.Number(),
    precision: Type.Number(),
    /** null: el cliente no tenía coordenadas cuando se registró. */
    distanciaMetros: anulable(Type.Number()),
    /** distanciaMetros > la distancia de la organización; null si no se pudo medir. */
    fueraDeSitio: anulable(Type.Boolean()),
  },
  cerrado,
);

/** Un cobro hecho fuera de sitio, con lo que la oficina necesita para revisarlo. */
export const EsquemaCobroFueraDeSitio = Type.Object(
  {
    _id: EsquemaId,
    prestamo: Type.Object({ _id: EsquemaId, numero: Type.Integer() }, cerrado),
    cliente: Type.Object({ _id: EsquemaId, nombre: Type.String() }, cerrado),
    monto: Type.Number(),
    createdAt: EsquemaInstante,
    ubicacion: EsquemaUbicacionCobro,
  },
  cerrado,
);

/** Un cobrador en un día con algún cobro fuera de sitio o sin ubicación (sólo los cobros que él mismo registró). */
export const EsquemaDiaFueraDeSitio = Type.Object(
  {
    cobrador: EsquemaReferenciaUsuario,
    fecha: EsquemaFecha,
    /** Todos sus cobros del día. */
    cobros: Type.Integer(),
    fueraDeSitio: Type.Integer(),
    sinUbicacion: Type.Integer(),
    /** Con ubicación, pero el cliente no tenía coordenadas: no se pudo medir. */
    clienteSinCoordenadas: Type.Integer(),
    /** Los cobros fuera de sitio del día, del primero al último. */
    detalle: Type.Array(EsquemaCobroFueraDeSitio),
  },
  cerrado,
);

/** GET /api/caja/fuera-de-sitio: los días con cobros fuera de sitio o sin ubicación, del más reciente al más antiguo. */
export const EsquemaReporteFueraDeSitio = Type.Object(
  {
    desde: EsquemaFecha,
    hasta: EsquemaFecha,
    /** La distancia de la organización con que se clasificó. */
    distanciaMetros: Type.Number(),
    dias: Type.Array(EsquemaDiaFueraDeSitio),
  },
  cerrado,
);

// Los tipos que se derivan de estos esquemas (los exporta también `@cartera/dominio`, sólo como tipos).

/** Lo que un cobrador tiene en su poder (esquemas/caja.ts explica cada campo). */
export type CajaCobrador = Static<typeof EsquemaCajaCobrador>;

/** Un gasto de un cobrador (esquemas/caja.ts). */
export type GastoCobrador = Static<typeof EsquemaGastoCobrador>;

/** GET /api/caja/gastos/:id/foto: la foto del recibo como data URL (404 si el gasto no tiene). */
export type FotoGasto = Static<typeof EsquemaFotoGasto>;

/** Una entrega de caja de un cobrador, o un abono a su faltante (esquemas/caja.ts). */
export type EntregaCaja = Static<typeof EsquemaEntregaCaja>;

/** Una fila del reporte de caja por cobrador y periodo (GET /api/caja/reporte). */
export type FilaReporteCaja = Static<typeof EsquemaFilaReporteCaja>;

/** GET /api/caja/reporte. */
export type ReporteCaja = Static<typeof EsquemaReporteCaja>;

/** GET/PUT /api/caja/limites-gastos (GET todos los roles, PUT sólo admin, auditado): los límites de los gastos. */
export type LimitesGastos = Static<typeof EsquemaLimitesGastos>;

/** La ubicación de un cobro como la devuelve la API, con la distancia al cliente medida al registrarlo. */
export type UbicacionCobro = Static<typeof EsquemaUbicacionCobro>;

/** Un cobro hecho fuera de sitio, con lo que la oficina necesita para revisarlo. */
export type CobroFueraDeSitio = Static<typeof EsquemaCobroFueraDeSitio>;

/** Un cobrador en un día con algún cobro fuera de sitio o sin ubicación (esquemas/caja.ts). */
export type DiaFueraDeSitio = Static<typeof EsquemaDiaFueraDeSitio>;

/** GET /api/caja/fuera-de-sitio: los días con cobros fuera de sitio o sin ubicación, del más reciente al más antiguo. */
export type ReporteFueraDeSitio = Static<typeof EsquemaReporteFueraDeSitio>;
