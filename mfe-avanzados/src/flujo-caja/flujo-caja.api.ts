// Every server call of the cash-flow screen (GET /api/flujo-caja, its movements and exports, and the organisation
// settings that hold the opening balance). Screens never build URLs; the shapes are the API's, from @cartera/dominio.
import type {
  CambiosOrganizacion,
  ConfiguracionOrganizacion,
  ConsultaFlujoCaja,
  ConsultaMovimientosCaja,
  DatosMovimientoCaja,
  FlujoCaja,
  MovimientoCaja,
} from '@cartera/dominio';
import { api, descargarArchivo, type ArchivoDescargado, type Lista } from '@cartera/plataforma';

const id = (valor: string) => encodeURIComponent(valor);

export const flujoCajaApi = {
  obtener: (consulta: ConsultaFlujoCaja): Promise<FlujoCaja> => api.get<FlujoCaja>('flujo-caja', { ...consulta }),
  exportar: (consulta: ConsultaFlujoCaja, formato: 'csv' | 'xlsx'): Promise<ArchivoDescargado> =>
    descargarArchivo(`flujo-caja/export/${formato}`, `flujo-caja.${formato}`, { ...consulta }),
  movimientos: (filtros: ConsultaMovimientosCaja): Promise<Lista<MovimientoCaja>> =>
    api.lista<MovimientoCaja>('flujo-caja/movimientos', { ...filtros }),
  /**
   * The movements are money: `clave` is the action's Idempotency-Key, which the API requires (the form's, so a retry
   * after a lost answer registers one movement; one per confirmed click for a delete).
   */
  crearMovimiento: (datos: DatosMovimientoCaja, clave: string): Promise<MovimientoCaja> =>
    api.post<MovimientoCaja>('flujo-caja/movimientos', datos, clave),
  actualizarMovimiento: (movimientoId: string, datos: DatosMovimientoCaja, clave: string): Promise<MovimientoCaja> =>
    api.put<MovimientoCaja>(`flujo-caja/movimientos/${id(movimientoId)}`, datos, clave),
  eliminarMovimiento: (movimientoId: string, clave: string): Promise<unknown> =>
    api.delete(`flujo-caja/movimientos/${id(movimientoId)}`, clave),
  configuracion: (): Promise<ConfiguracionOrganizacion> =>
    api.get<ConfiguracionOrganizacion>('configuracion/organizacion'),
  guardarConfiguracion: (datos: CambiosOrganizacion): Promise<ConfiguracionOrganizacion> =>
    api.put<ConfiguracionOrganizacion>('configuracion/organizacion', datos),
};
