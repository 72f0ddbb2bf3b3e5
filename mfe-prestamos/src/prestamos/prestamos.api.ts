// Every server call of the loan screens (spec §7 Loans, contract in docs/api-prestamos-cobros.md). Screens never
// build URLs: they call these functions and get typed data back.
import type {
  GestionJson,
  Cliente,
  Cuota,
  DatosCondonacion,
  DatosLiquidacion,
  DatosMotivo,
  LibroPrestamo,
  MovimientoPrestamo,
  EstadoCuota,
  EstadoPrestamo,
  MetaPagina,
  Modalidad,
  NotificacionPrestamo,
  Prestamo,
  TipoAmortizacion,
  ValoresPrestamoNuevo,
} from '@cartera/dominio';
import { hoyBogota } from '@cartera/dominio';
import {
  api,
  descargarArchivo,
  solicitar,
  type ArchivoDescargado,
  type ParametrosConsulta,
} from '@cartera/plataforma';

/** A loan as the list and the plan return it: the spec's fields plus the human number and the refinanced part. */
export type PrestamoListado = Omit<Prestamo, 'cliente'> & {
  numero?: number;
  cliente: { _id: string; nombre: string; cedula?: string | null; telefono?: string | null };
  montoRefinanciado?: number;
  /** GET /prestamos/:id and the journal operations: the loan's figures (LibroPrestamo of @cartera/dominio). */
  libro?: LibroPrestamo;
  /** Why a request was rejected (estado rechazado). */
  motivoRechazo?: string | null;
};

/** What a journal operation answers: the loan as it is now and the API's Spanish message. */
export interface ResultadoOperacion {
  prestamo: PrestamoListado;
  mensaje: string;
}

/** Counts per estado (and the outstanding balance) for the list's filters, without the estado filter. */
export type ResumenPrestamos = Record<'total' | EstadoPrestamo, number> & { saldoPendiente: number };

export interface PaginaPrestamos {
  data: PrestamoListado[];
  meta: MetaPagina;
  resumen: ResumenPrestamos | null;
}

/** Query of GET /prestamos. Dates 'YYYY-MM-DD'; `sort` one of ORDENES_PRESTAMOS. */
export interface ConsultaPrestamos {
  page: number;
  limit: number;
  estado?: EstadoPrestamo;
  modalidad?: Modalidad;
  cobrador?: string;
  search?: string;
  fechaDesde?: string;
  fechaHasta?: string;
  sort?: string;
}

/**
 * Body of POST/PUT /prestamos. No estado: it follows from the journal (a payoff is Liquidar, an annulment Cancelar),
 * and the terms change only while the loan is a request.
 */
export interface DatosPrestamoFormulario {
  cliente: string;
  monto: number;
  interes: number;
  cuotas: number;
  modalidad: Modalidad;
  tipoAmortizacion: TipoAmortizacion;
  fecha: string;
  fechaInicio: string;
  fechaPrimerPago: string | null;
  cobrador?: string | null;
}

/** Body of POST /prestamos/{id}/reenganche. `montoAdicional` is new cash on top of the old balance. */
export interface DatosReenganche {
  cuotas: number;
  interes: number;
  modalidad: Modalidad;
  tipoAmortizacion: TipoAmortizacion;
  montoAdicional?: number;
}

/** An installment of the plan. Installments closed by a reenganche come as 'refinanciada'. */
export type CuotaDelPlan = Omit<Cuota, 'estado'> & {
  estado: EstadoCuota;
  montoRefinanciado?: number;
};

export interface PlanPrestamo {
  prestamo: PrestamoListado;
  cuotas: CuotaDelPlan[];
  resumen: { totalPagado: number; saldoPendiente: number; cuotasPagadas: number; porcentajePagado: number };
}

export const FORMATOS_EXPORTE = ['csv', 'xlsx', 'pdf'] as const;
export type FormatoExporte = (typeof FORMATOS_EXPORTE)[number];

/** Most rows the CSV export of the list takes (the API's largest page). */

const id = (valor: string) => encodeURIComponent(valor);

/** A journal operation: the envelope's `data` (the loan) and its `message` (the toast). */
async function operar(
  metodo: 'post' | 'patch',
  ruta: string,
  json?: unknown,
  clave?: string,
): Promise<ResultadoOperacion> {
  const respuesta = await solicitar<{ data: PrestamoListado; message?: string }>(metodo, ruta, {
    json,
    claveIdempotencia: clave,
  });
  return { prestamo: respuesta.data, mensaje: respuesta.message ?? '' };
}


export const prestamosApi = {
  /** One page of loans with `meta` and the per-estado `resumen`. */
  listar: async (consulta: ConsultaPrestamos): Promise<PaginaPrestamos> => {
    const respuesta = await solicitar<{
      data: PrestamoListado[];
      meta: MetaPagina;
      resumen?: ResumenPrestamos;
    }>('get', 'prestamos', { parametros: { ...consulta } as ParametrosConsulta });
    return { data: respuesta.data, meta: respuesta.meta, resumen: respuesta.resumen ?? null };
  },
  /** CSV of every loan matching the filters (no row cap), built and streamed by the API. */
  exportarCsv: (consulta: Omit<ConsultaPrestamos, 'page' | 'limit'>): Promise<ArchivoDescargado> =>
    descargarArchivo('prestamos/export/csv', `prestamos-${hoyBogota()}.csv`, { ...consulta } as ParametrosConsulta),
  obtener: (prestamoId: string): Promise<PrestamoListado> =>
    api.get<PrestamoListado>(`prestamos/${id(prestamoId)}`),
  /** `clave`: the form's Idempotency-Key (money writes; see nuevaClaveIdempotencia). */
  crear: (datos: DatosPrestamoFormulario, clave?: string): Promise<PrestamoListado> =>
    api.post<PrestamoListado>('prestamos', datos, clave),
  actualizar: (prestamoId: string, datos: DatosPrestamoFormulario): Promise<PrestamoListado> =>
    api.put<PrestamoListado>(`prestamos/${id(prestamoId)}`, datos),
  cancelar: (prestamoId: string): Promise<PrestamoListado> =>
    api.patch<PrestamoListado>(`prestamos/${id(prestamoId)}/cancelar`),
  /** Returns the new loan. */
  reenganchar: (prestamoId: string, datos: DatosReenganche): Promise<PrestamoListado> =>
    api.post<PrestamoListado>(`prestamos/${id(prestamoId)}/reenganche`, datos),

  plan: (prestamoId: string): Promise<PlanPrestamo> =>
    api.get<PlanPrestamo>(`prestamos/${id(prestamoId)}/plan`),
  generarPlan: (prestamoId: string, clave?: string): Promise<PlanPrestamo> =>
    api.post<PlanPrestamo>(`prestamos/${id(prestamoId)}/plan/generar`, undefined, clave),
  pagarCuota: (
    prestamoId: string,
    numero: number,
    datos: { monto: number; fecha?: string },
    clave?: string,
  ): Promise<PlanPrestamo> =>
    api.patch<PlanPrestamo>(`prestamos/${id(prestamoId)}/plan/cuota/${numero}/pagar`, datos, clave),
  revertirCuota: (prestamoId: string, numero: number): Promise<PlanPrestamo> =>
    api.patch<PlanPrestamo>(`prestamos/${id(prestamoId)}/plan/cuota/${numero}/revertir`),
  exportarPlan: (prestamoId: string, formato: FormatoExporte): Promise<ArchivoDescargado> =>
    descargarArchivo(`prestamos/${id(prestamoId)}/plan/export/${formato}`, `plan-${prestamoId}.${formato}`),
  notificaciones: (prestamoId: string): Promise<NotificacionPrestamo[]> =>
    api.get<NotificacionPrestamo[]>(`prestamos/${id(prestamoId)}/notificaciones`),

  /** The loan's journal, oldest first. */
  movimientos: (prestamoId: string): Promise<MovimientoPrestamo[]> =>
    api.get<MovimientoPrestamo[]>(`prestamos/${id(prestamoId)}/movimientos`),
  /** The collectors' visits without payment (Mi Ruta), newest first. */
  gestiones: (prestamoId: string): Promise<GestionJson[]> => api.get<GestionJson[]>(`gestiones/prestamo/${id(prestamoId)}`),
  /** Early payoff: what was received is a cobro, the rest of the balance is forgiven. `clave`: Idempotency-Key. */
  liquidar: (prestamoId: string, datos: DatosLiquidacion, clave?: string): Promise<ResultadoOperacion> =>
    operar('post', `prestamos/${id(prestamoId)}/liquidar`, datos, clave),
  condonar: (prestamoId: string, datos: DatosCondonacion, clave?: string): Promise<ResultadoOperacion> =>
    operar('post', `prestamos/${id(prestamoId)}/condonar`, datos, clave),
  /** Admin only. */
  castigar: (prestamoId: string, datos: DatosMotivo, clave?: string): Promise<ResultadoOperacion> =>
    operar('post', `prestamos/${id(prestamoId)}/castigar`, datos, clave),
  anular: (prestamoId: string, datos: DatosMotivo, clave?: string): Promise<ResultadoOperacion> =>
    operar('post', `prestamos/${id(prestamoId)}/anular`, datos, clave),
  /** Admin and gerente: the request is disbursed (plan created at once). */
  aprobar: (prestamoId: string, clave?: string): Promise<ResultadoOperacion> =>
    operar('patch', `prestamos/${id(prestamoId)}/aprobar`, undefined, clave),
  rechazar: (prestamoId: string, datos: DatosMotivo, clave?: string): Promise<ResultadoOperacion> =>
    operar('patch', `prestamos/${id(prestamoId)}/rechazar`, datos, clave),
  /** How many requests await approval (the Solicitudes badge): one row asked, `meta.total` read. */
  contarSolicitudes: async (): Promise<number> =>
    (await prestamosApi.listar({ page: 1, limit: 1, estado: 'solicitado' })).meta.total,

  /** The organisation's defaults of a new loan (its one default interest), for every role. */
  valoresPrestamoNuevo: (): Promise<ValoresPrestamoNuevo> =>
    api.get<ValoresPrestamoNuevo>('configuracion/organizacion/prestamos'),

  /** Remote search of the client select: 20 matches by name or cédula. */
  buscarClientes: async (texto: string): Promise<Cliente[]> =>
    (await api.lista<Cliente>('clientes', { search: texto.trim() || undefined, limit: 20 })).data,
};
