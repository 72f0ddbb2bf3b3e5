// Every server call of the loan screens (spec §7 Loans, contract in docs/api-prestamos-cobros.md). Screens never
// build URLs: they call these functions and get typed data back.
import type {
  Cliente,
  Cuota,
  EstadoCuota,
  EstadoPrestamo,
  EstadoPrestamoEditable,
  MetaPagina,
  Modalidad,
  NotificacionPrestamo,
  Prestamo,
  TipoAmortizacion,
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
};

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

/** Body of POST/PUT /prestamos. `estado` only on edit (activo, pagado or vencido). */
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
  estado?: EstadoPrestamoEditable;
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
  marcarPagado: (prestamoId: string): Promise<PrestamoListado> =>
    api.patch<PrestamoListado>(`prestamos/${id(prestamoId)}/estado`, { estado: 'pagado' }),
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

  /** Remote search of the client select: 20 matches by name or cédula. */
  buscarClientes: async (texto: string): Promise<Cliente[]> =>
    (await api.lista<Cliente>('clientes', { search: texto.trim() || undefined, limit: 20 })).data,
};
