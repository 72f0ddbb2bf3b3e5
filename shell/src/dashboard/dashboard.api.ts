// The dashboard's server calls: GET /api/dashboard/resumen and the overdue aging, through the generated client
// (docs/decisiones/cliente-generado.md): the shapes are the ones the API declares.
import type { AgingMora, ResumenDashboard } from '@cartera/dominio';
import { clienteApi, mensajeDeError, registrarDiagnostico } from '@cartera/plataforma';

function registrarFallo(que: string, error: unknown): void {
  registrarDiagnostico('error', 'http', `Dashboard: no se pudo cargar ${que} (${mensajeDeError(error, 'sin detalle')})`);
}

export const dashboardApi = {
  resumen: (): Promise<ResumenDashboard> => clienteApi.get('/api/dashboard/resumen'),
  aging: (): Promise<AgingMora> => clienteApi.get('/api/prestamos/reportes/aging'),

  /**
   * Both calls at once; each failure is logged to the diagnostics log and leaves its part `null`: without figures the
   * failure is only logged (spec §8); without the aging the rest of the dashboard still shows (spec §7 Other).
   */
  cargar: async (): Promise<{ resumen: ResumenDashboard | null; aging: AgingMora | null }> => {
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
