// El contrato de GET /api/dashboard/resumen (docs/decisiones/contrato-de-la-api.md): las cifras del tablero calculadas
// en la base y los últimos préstamos y cobros. La API las produce (dashboard.service.ts) y el tablero del shell las lee.

import type { EstadoPrestamo } from './constantes';
import type { Fecha, ReferenciaUsuario } from './tipos';

export interface PrestamoReciente {
  _id: string;
  numero: number;
  cliente: { _id: string; nombre: string };
  monto: number;
  fecha: Fecha;
  estado: EstadoPrestamo;
}

export interface CobroReciente {
  _id: string;
  prestamo: { _id: string; numero: number; cliente: { _id: string; nombre: string } };
  monto: number;
  fecha: Fecha;
  cobrador: ReferenciaUsuario | null;
}

/** Para un cobrador, todo se limita a su cartera. */
export interface ResumenDashboard {
  totalClientes: number;
  clientesActivos: number;
  totalPrestamos: number;
  prestamosActivos: number;
  montoPrestado: number;
  montoCobrado: number;
  totalCobros: number;
  /** Cobrado ÷ prestado × 100, con un decimal. */
  porcentajeRecuperacion: number;
  /** Capital pendiente de los préstamos que todavía se cobran (activo, mora, vencido). */
  carteraVigente: number;
  /** Deuda perdonada (condonaciones, también las de una liquidación). */
  montoCondonado: number;
  /** Saldos castigados. */
  montoCastigado: number;
  /** Dinero recibido de préstamos castigados. */
  montoRecuperado: number;
  /** Efectivo cobrado que los cobradores todavía no entregan, menos sus gastos (para un cobrador, el suyo). */
  enPoderCobradores: number;
  /** Solicitudes de préstamo de cobradores que esperan aprobación (0 para un cobrador). */
  solicitudesPendientes: number;
  ultimosPrestamos: PrestamoReciente[];
  ultimosCobros: CobroReciente[];
}
