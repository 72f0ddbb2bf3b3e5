// Every server call of the cash-flow screen (GET /api/flujo-caja, its movements and exports, and the organisation
// settings that hold the opening balance). Screens never build URLs.
import { ETIQUETAS_DIFERENCIA_ENTREGA, type Fecha, type Instante, type ResumenCajas } from '@cartera/dominio';
import { api, descargarArchivo, type ArchivoDescargado, type Lista } from '@cartera/plataforma';

export const PERIODOS_FLUJO = ['diario', 'semanal', 'mensual', 'trimestral'] as const;
export type PeriodoFlujo = (typeof PERIODOS_FLUJO)[number];
export const ETIQUETAS_PERIODO: Readonly<Record<PeriodoFlujo, string>> = {
  diario: 'Diario',
  semanal: 'Semanal',
  mensual: 'Mensual',
  trimestral: 'Trimestral',
};

/** One period of the cash flow (spec §3 'Cash-flow day'; `fecha` is the period's first day). */
export interface PeriodoCaja {
  fecha: Fecha;
  fechaFin: Fecha;
  ingresos: { cobros: number; nuevosPrestamos: number; otros: number; total: number };
  egresos: { gastos: number; comisiones: number; otros: number; total: number };
  flujoNeto: number;
  saldoAcumulado: number;
}

export interface PeriodoProyeccion {
  fecha: Fecha;
  fechaFin: Fecha;
  esperado: number;
  esperadoAjustado: number;
  cuotas: number;
}

export interface FlujoCaja {
  periodo: PeriodoFlujo;
  desde: Fecha;
  hasta: Fecha;
  saldoInicial: { monto: number; fecha: Fecha | null };
  saldoAnterior: number;
  periodos: PeriodoCaja[];
  /** saldoActual = enCaja (the office box) + enPoderCobradores (cash the collectors have not handed over). */
  tarjetas: { totalIngresos: number; totalEgresos: number; flujoNeto: number; saldoActual: number } & ResumenCajas;
  proyeccion: {
    desde: Fecha;
    hasta: Fecha;
    tasaCobro: number | null;
    ventanaTasaDias: number;
    vencidoPorCobrar: number;
    periodos: PeriodoProyeccion[];
  };
}

export interface ConsultaFlujo {
  periodo: PeriodoFlujo;
  desde?: Fecha;
  hasta?: Fecha;
}

export const TIPOS_MOVIMIENTO = ['ingreso', 'egreso'] as const;
export type TipoMovimiento = (typeof TIPOS_MOVIMIENTO)[number];
export const CATEGORIAS_MOVIMIENTO = ['gastos', 'comisiones', 'otros'] as const;
export type CategoriaMovimiento = (typeof CATEGORIAS_MOVIMIENTO)[number];
export const ETIQUETAS_TIPO: Readonly<Record<TipoMovimiento, string>> = { ingreso: 'Ingreso', egreso: 'Egreso' };
/** A handover's difference (a collector's shortfall or surplus) is a movement of its own, never edited. */
export type CategoriaMovimientoCaja = CategoriaMovimiento | keyof typeof ETIQUETAS_DIFERENCIA_ENTREGA;
export const ETIQUETAS_CATEGORIA: Readonly<Record<CategoriaMovimientoCaja, string>> = {
  gastos: 'Gastos',
  comisiones: 'Comisiones',
  otros: 'Otros',
  ...ETIQUETAS_DIFERENCIA_ENTREGA,
};

export interface MovimientoCaja {
  _id: string;
  fecha: Fecha;
  tipo: TipoMovimiento;
  categoria: CategoriaMovimientoCaja;
  concepto: string;
  monto: number;
  /** The handover whose difference this is (then it is neither edited nor deleted). */
  entrega: string | null;
  registradoPor: { _id: string; nombre: string } | null;
  createdAt: Instante;
}

export interface DatosMovimiento {
  fecha: Fecha;
  tipo: TipoMovimiento;
  categoria: CategoriaMovimiento;
  concepto: string;
  monto: number;
}

export interface FiltrosMovimientos {
  page: number;
  limit: number;
  sort?: string;
  search?: string;
  tipo?: TipoMovimiento;
  categoria?: CategoriaMovimientoCaja;
  desde?: Fecha;
  hasta?: Fecha;
}

export interface ConfiguracionOrganizacion {
  saldoInicialCaja: number;
  fechaSaldoInicial: Fecha | null;
}

const id = (valor: string) => encodeURIComponent(valor);

export const flujoCajaApi = {
  obtener: (consulta: ConsultaFlujo): Promise<FlujoCaja> => api.get<FlujoCaja>('flujo-caja', { ...consulta }),
  exportar: (consulta: ConsultaFlujo, formato: 'csv' | 'xlsx'): Promise<ArchivoDescargado> =>
    descargarArchivo(`flujo-caja/export/${formato}`, `flujo-caja.${formato}`, { ...consulta }),
  movimientos: (filtros: FiltrosMovimientos): Promise<Lista<MovimientoCaja>> =>
    api.lista<MovimientoCaja>('flujo-caja/movimientos', { ...filtros }),
  /** `clave`: the form's Idempotency-Key, so a retry after a lost answer registers one movement. */
  crearMovimiento: (datos: DatosMovimiento, clave?: string): Promise<MovimientoCaja> =>
    api.post<MovimientoCaja>('flujo-caja/movimientos', datos, clave),
  actualizarMovimiento: (movimientoId: string, datos: DatosMovimiento): Promise<MovimientoCaja> =>
    api.put<MovimientoCaja>(`flujo-caja/movimientos/${id(movimientoId)}`, datos),
  eliminarMovimiento: (movimientoId: string): Promise<unknown> => api.delete(`flujo-caja/movimientos/${id(movimientoId)}`),
  configuracion: (): Promise<ConfiguracionOrganizacion> =>
    api.get<ConfiguracionOrganizacion>('configuracion/organizacion'),
  guardarConfiguracion: (datos: Partial<ConfiguracionOrganizacion>): Promise<ConfiguracionOrganizacion> =>
    api.put<ConfiguracionOrganizacion>('configuracion/organizacion', datos),
};
