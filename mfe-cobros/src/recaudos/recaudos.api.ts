// Every server call of the «Recaudos» screen (/api/pagos: statements, suspense, reconciliation;
// docs/decisiones/pagos-por-transferencia.md). The shapes are the API's, from @cartera/dominio.
import {
  type AplicacionSuspenso,
  type ColumnasExtracto,
  type ConciliacionCuenta,
  type CuentaPago,
  type ExtractoPago,
  type LineaExtractoPago,
  type ResultadoExtracto,
} from '@cartera/dominio';
import { api, solicitar } from '@cartera/plataforma';
import { cobrosApi } from '../cobros/cobros.api';

export const recaudosApi = {
  cuentas: (): Promise<CuentaPago[]> => api.get<CuentaPago[]>('pagos/cuentas'),
  /**
   * Sends a statement (multipart `archivo`, `cuenta`, and `columnas` when the office maps them; without them the server
   * uses the ones remembered for the account). `clave` is the upload's Idempotency-Key.
   */
  importar: async (
    datos: { archivo: File; cuenta: string; columnas?: ColumnasExtracto },
    clave: string,
  ): Promise<ResultadoExtracto> => {
    const formulario = new FormData();
    formulario.append('cuenta', datos.cuenta);
    if (datos.columnas) formulario.append('columnas', JSON.stringify(datos.columnas));
    formulario.append('archivo', datos.archivo, datos.archivo.name);
    return (
      await solicitar<{ data: ResultadoExtracto }>('post', 'pagos/extractos', {
        body: formulario,
        claveIdempotencia: clave,
      })
    ).data;
  },
  extracto: (id: string): Promise<ExtractoPago> =>
    api.get<ExtractoPago>(`pagos/extractos/${encodeURIComponent(id)}`),
  /** A statement's state and progress while its lines are applied in the background (without its lines). */
  avance: (id: string): Promise<ExtractoPago> =>
    api.get<ExtractoPago>(`pagos/extractos/${encodeURIComponent(id)}`, { detalle: 'no' }),
  suspenso: (): Promise<LineaExtractoPago[]> => api.get<LineaExtractoPago[]>('pagos/suspenso'),
  aplicar: (lineaId: string, aplicacion: AplicacionSuspenso, clave: string): Promise<LineaExtractoPago> =>
    api.post<LineaExtractoPago>(`pagos/suspenso/${encodeURIComponent(lineaId)}/aplicar`, aplicacion, clave),
  conciliacion: (consulta: { cuenta: string; desde: string; hasta: string }): Promise<ConciliacionCuenta> =>
    api.get<ConciliacionCuenta>('pagos/conciliacion', consulta),
  /** Open loans matching a client's name or cédula (the collections screen's search). */
  buscarPrestamos: cobrosApi.buscarPrestamos,
};
