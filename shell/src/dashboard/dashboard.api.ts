import type { AgingMora, EstadoPrestamo, Fecha, ReferenciaUsuario } from '@cartera/dominio';
import { api, mensajeDeError, registrarDiagnostico } from '@cartera/plataforma';

export interface PrestamoReciente {
  _id: string;
  numero?: number;
  cliente: { _id?: string; nombre: string };
  monto: number;
  fecha: Fecha;
  estado: EstadoPrestamo;
}

export interface CobroReciente {
  _id: string;
  prestamo: { _id?: string; numero?: number; cliente: { _id?: string; nombre: string } };
  monto: number;
  fecha: Fecha;
  cobrador: ReferenciaUsuario | null;
}

/**
 * GET /api/dashboard/resumen: the figures computed in the database (exact at any volume) plus the five newest
 * loans and collections. For a cobrador the API scopes everything to their portfolio.
 */
export interface ResumenDashboard {
  totalClientes: number;
  clientesActivos: number;
  totalPrestamos: number;
  prestamosActivos: number;
  montoPrestado: number;
  montoCobrado: number;
  totalCobros: number;
  /** Collected ÷ lent × 100, one decimal. */
  porcentajeRecuperacion: number;
  /** Capital still owed on the open loans (the loan journal, docs/libro.md). */
  carteraVigente: number;
  /** Debt forgiven (condonaciones, also those of a liquidación). */
  montoCondonado: number;
  /** Balances written off. */
  montoCastigado: number;
  /** Money received on written-off loans. */
  montoRecuperado: number;
  /** Cash the collectors hold (collected, not yet handed over, minus their expenses); a cobrador's own. */
  enPoderCobradores: number;
  /** Loan requests awaiting approval (0 for a cobrador). */
  solicitudesPendientes: number;
  ultimosPrestamos: PrestamoReciente[];
  ultimosCobros: CobroReciente[];
}

export interface DatosDashboard {
  /** `null` when the figures could not be loaded (the failure is only logged, spec §8). */
  resumen: ResumenDashboard | null;
  /** `null` when the aging could not be loaded: the rest of the dashboard still shows (spec §7 Other). */
  aging: AgingMora | null;
}

function registrarFallo(que: string, error: unknown): void {
  registrarDiagnostico('error', 'http', `Dashboard: no se pudo cargar ${que} (${mensajeDeError(error, 'sin detalle')})`);
}

export const dashboardApi = {
  resumen: (): Promise<ResumenDashboard> => api.get<ResumenDashboard>('dashboard/resumen'),
  aging: (): Promise<AgingMora> => api.get<AgingMora>('prestamos/reportes/aging'),

  /** Both calls at once; each failure is logged to the diagnostics log and leaves its part empty. */
  cargar: async (): Promise<DatosDashboard> => {
    const [resumen, aging] = await Promise.all([
      dashboardApi.resumen().catch((error: unknown) => {
        registrarFallo('el resumen', error);
        return null;
      }),
      dashboardApi.aging().catch((error: unknown) => {
        registrarFallo('el aging de mora', error);
        return null;
      }),
    ]);
    return { resumen, aging };
  },
};
