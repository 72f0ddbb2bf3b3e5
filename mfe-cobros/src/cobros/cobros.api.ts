import type { EstadoPrestamo, Fecha, Instante, Prestamo, ReferenciaUsuario } from '@cartera/dominio';
import { api, type Lista } from '@cartera/plataforma';

/** Where a collection came from: this screen, paying one installment on the plan, or marking the loan paid. */
export const ORIGENES_COBRO = ['cobro', 'pago_cuota', 'marcado_pagado'] as const;
export type OrigenCobro = (typeof ORIGENES_COBRO)[number];
export const ETIQUETAS_ORIGEN_COBRO: Readonly<Record<OrigenCobro, string>> = {
  cobro: 'Cobro',
  pago_cuota: 'Pago de cuota',
  marcado_pagado: 'Marcado pagado',
};

export function etiquetaOrigen(origen: string): string {
  return (ETIQUETAS_ORIGEN_COBRO as Readonly<Record<string, string>>)[origen] ?? origen;
}

/** A collection as GET /cobros lists it (spec §3 Collection, plus the loan number and the origin). */
export interface CobroFila {
  _id: string;
  prestamo: { _id: string; numero: number; cliente: { _id: string; nombre: string } };
  monto: number;
  fecha: Fecha;
  observaciones: string | null;
  /** One of ORIGENES_COBRO; a value this screen does not know yet is shown as it comes. */
  origen: string;
  cobrador: ReferenciaUsuario | null;
  createdAt: Instante;
}

export interface FiltrosCobros {
  page: number;
  limit: number;
  /** Client name or cédula, or the loan number. */
  search?: string;
  cobrador?: string;
  fechaDesde?: Fecha;
  fechaHasta?: Fecha;
  /** 'fecha_desc' (default), 'fecha_asc', 'monto_desc', 'monto_asc'. */
  sort?: string;
}

/** Spec §2 Dashboard and Collections: a collection without a collector shows 'Sistema'. */
export const SIN_COBRADOR = 'Sistema';

export function nombreCobrador(cobrador: ReferenciaUsuario | null | undefined): string {
  return cobrador?.nombre || SIN_COBRADOR;
}

/** Body of POST /cobros; PUT takes the same fields (the loan cannot change). */
export interface DatosCobro {
  prestamo: string;
  monto: number;
  fecha: Fecha;
  observaciones: string | null;
  /** Only admin and gerente send it; `null` records the collection without a collector ('Sistema'). */
  cobrador?: string | null;
}

/** A loan as the collection form offers it. */
export type PrestamoCobrable = Prestamo & { numero: number };

/** Loans that still take collections: anything else is paid, cancelled or refinanced (spec §4). */
export const ESTADOS_COBRABLES: readonly EstadoPrestamo[] = ['activo', 'mora', 'vencido'];
/** Loans the select offers per estado and search. */
const OPCIONES_POR_ESTADO = 20;

/** A loan can take a collection when it is open, has its payment plan and still owes something. */
export function esCobrable(prestamo: Pick<Prestamo, 'estado' | 'planGenerado' | 'saldoPendiente'>): boolean {
  return ESTADOS_COBRABLES.includes(prestamo.estado) && prestamo.planGenerado && prestamo.saldoPendiente > 0;
}

export const cobrosApi = {
  listar: (filtros: FiltrosCobros): Promise<Lista<CobroFila>> => api.lista<CobroFila>('cobros', { ...filtros }),
  /** `clave`: the form's Idempotency-Key, so a double submit registers one collection. */
  crear: (datos: DatosCobro, clave?: string): Promise<CobroFila> => api.post<CobroFila>('cobros', datos, clave),
  actualizar: (id: string, datos: DatosCobro): Promise<CobroFila> =>
    api.put<CobroFila>(`cobros/${encodeURIComponent(id)}`, datos),
  eliminar: (id: string): Promise<unknown> => api.delete(`cobros/${encodeURIComponent(id)}`),

  /**
   * Open loans matching `texto` (client name or cédula), for the searchable select. GET /prestamos filters one
   * estado at a time, so each collectable estado is asked for apart and the answers are merged.
   */
  buscarPrestamos: async (texto: string): Promise<PrestamoCobrable[]> => {
    const paginas = await Promise.all(
      ESTADOS_COBRABLES.map((estado) =>
        api.lista<PrestamoCobrable>('prestamos', {
          search: texto.trim() || undefined,
          estado,
          limit: OPCIONES_POR_ESTADO,
          sort: 'cliente_asc',
        }),
      ),
    );
    return paginas
      .flatMap((pagina) => pagina.data)
      .sort((a, b) => a.cliente.nombre.localeCompare(b.cliente.nombre, 'es') || a.numero - b.numero);
  },
  obtenerPrestamo: (id: string): Promise<PrestamoCobrable> =>
    api.get<PrestamoCobrable>(`prestamos/${encodeURIComponent(id)}`),
};
