// La respuesta de GET /api/dashboard/resumen como esquema: la API la declara (`@Responde`) y sus pruebas la validan;
// `ResumenDashboard` y sus listas se derivan aquí, al final (antes en dashboard.ts).
import { Type, type Static } from '@sinclair/typebox';
import { ESTADOS_PRESTAMO } from '../constantes';
import { anulable, cerrado, EsquemaFecha, EsquemaId, EsquemaReferenciaUsuario, unoDe } from './sobre';

const clienteCorto = Type.Object({ _id: EsquemaId, nombre: Type.String() }, cerrado);

export const EsquemaPrestamoReciente = Type.Object(
  {
    _id: EsquemaId,
    numero: Type.Integer(),
    cliente: clienteCorto,
    monto: Type.Number(),
    fecha: EsquemaFecha,
    estado: unoDe(ESTADOS_PRESTAMO),
  },
  cerrado,
);

export const EsquemaCobroReciente = Type.Object(
  {
    _id: EsquemaId,
    prestamo: Type.Object({ _id: EsquemaId, numero: Type.Integer(), cliente: clienteCorto }, cerrado),
    monto: Type.Number(),
    fecha: EsquemaFecha,
    cobrador: anulable(EsquemaReferenciaUsuario),
  },
  cerrado,
);

/** Para un cobrador, todo se limita a su cartera. */
export const EsquemaResumenDashboard = Type.Object(
  {
    totalClientes: Type.Integer(),
    clientesActivos: Type.Integer(),
    totalPrestamos: Type.Integer(),
    prestamosActivos: Type.Integer(),
    montoPrestado: Type.Number(),
    montoCobrado: Type.Number(),
    totalCobros: Type.Integer(),
    /** Cobrado ÷ prestado × 100, con un decimal. */
    porcentajeRecuperacion: Type.Number(),
    /** Capital pendiente de los préstamos que todavía se cobran (activo, mora, vencido). */
    carteraVigente: Type.Number(),
    /** Deuda perdonada (condonaciones, también las de una liquidación). */
    montoCondonado: Type.Number(),
    /** Saldos castigados. */
    montoCastigado: Type.Number(),
    /** Dinero recibido de préstamos castigados. */
    montoRecuperado: Type.Number(),
    /** Efectivo cobrado que los cobradores todavía no entregan, menos sus gastos (para un cobrador, el suyo). */
    enPoderCobradores: Type.Number(),
    /** Solicitudes de préstamo de cobradores que esperan aprobación (0 para un cobrador). */
    solicitudesPendientes: Type.Integer(),
    ultimosPrestamos: Type.Array(EsquemaPrestamoReciente),
    ultimosCobros: Type.Array(EsquemaCobroReciente),
  },
  cerrado,
);

// Los tipos que se derivan de estos esquemas (los exporta también `@cartera/dominio`, sólo como tipos).

export type PrestamoReciente = Static<typeof EsquemaPrestamoReciente>;

export type CobroReciente = Static<typeof EsquemaCobroReciente>;

/** Para un cobrador, todo se limita a su cartera. */
export type ResumenDashboard = Static<typeof EsquemaResumenDashboard>;
