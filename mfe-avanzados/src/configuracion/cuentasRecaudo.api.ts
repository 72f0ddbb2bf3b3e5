// The payment accounts (/api/pagos/cuentas) and the Mi Ruta transfer setting (/api/pagos/ajustes), edited in
// Configuración › Sistema. Types come from @cartera/dominio, as the API's.
import type { AjustesPagos, CambiosCuentaPago, CuentaPago, DatosCuentaPago } from '@cartera/dominio';
import { api } from '@cartera/plataforma';

export const cuentasRecaudoApi = {
  listar: (): Promise<CuentaPago[]> => api.get<CuentaPago[]>('pagos/cuentas'),
  crear: (datos: DatosCuentaPago): Promise<CuentaPago> => api.post<CuentaPago>('pagos/cuentas', datos),
  actualizar: (id: string, cambios: CambiosCuentaPago): Promise<CuentaPago> => api.put<CuentaPago>(`pagos/cuentas/${id}`, cambios),
  ajustes: (): Promise<AjustesPagos> => api.get<AjustesPagos>('pagos/ajustes'),
  guardarAjustes: (datos: AjustesPagos): Promise<AjustesPagos> => api.put<AjustesPagos>('pagos/ajustes', datos),
};
