// Every server call of the collectors' cash screen (/api/caja). Types come from @cartera/dominio, as the API's.
import type {
  CajaCobrador,
  ConsultaEntregasCaja,
  ConsultaFueraDeSitio,
  ConsultaGastosCobrador,
  DatosAbonoFaltante,
  DatosConfirmarEntrega,
  DatosEntregaCaja,
  DatosGastoCobrador,
  EntregaCaja,
  Fecha,
  FormatoReporteCaja,
  FotoGasto,
  GastoCobrador,
  LimitesGastos,
  ReporteCaja,
  ReporteFueraDeSitio,
} from '@cartera/dominio';
import { api, descargarArchivo, type ArchivoDescargado, type Lista } from '@cartera/plataforma';

const id = (valor: string) => encodeURIComponent(valor);

export const cajaApi = {
  cobradores: (): Promise<CajaCobrador[]> => api.get<CajaCobrador[]>('caja/cobradores'),
  entregas: (consulta: ConsultaEntregasCaja): Promise<Lista<EntregaCaja>> =>
    api.lista<EntregaCaja>('caja/entregas', { ...consulta }),
  gastos: (consulta: ConsultaGastosCobrador): Promise<Lista<GastoCobrador>> =>
    api.lista<GastoCobrador>('caja/gastos', { ...consulta }),
  /** The receipt photo of an expense (a data URL); 404 when it has none. */
  fotoGasto: (gastoId: string): Promise<FotoGasto> => api.get<FotoGasto>(`caja/gastos/${id(gastoId)}/foto`),
  /**
   * The writes move cash: `clave` is the action's Idempotency-Key, which the API requires (the form's, so a retry
   * registers one expense; one per click for an approval).
   */
  crearGasto: (datos: DatosGastoCobrador, clave: string): Promise<GastoCobrador> =>
    api.post<GastoCobrador>('caja/gastos', datos, clave),
  /** GET /api/caja/limites-gastos: the limits the expense form shows (and the days back an expense may be dated). */
  limitesGastos: (): Promise<LimitesGastos> => api.get<LimitesGastos>('caja/limites-gastos'),
  /** PATCH /api/caja/gastos/:id/aprobar (gerente, admin; never who registered it). */
  aprobarGasto: (gastoId: string, clave: string): Promise<GastoCobrador> =>
    api.patch<GastoCobrador>(`caja/gastos/${id(gastoId)}/aprobar`, {}, clave),
  rechazarGasto: (gastoId: string, motivo: string, clave: string): Promise<GastoCobrador> =>
    api.patch<GastoCobrador>(`caja/gastos/${id(gastoId)}/rechazar`, { motivo }, clave),
  crearEntrega: (datos: DatosEntregaCaja, clave: string): Promise<EntregaCaja> =>
    api.post<EntregaCaja>('caja/entregas', datos, clave),
  confirmarEntrega: (entregaId: string, datos: DatosConfirmarEntrega, clave: string): Promise<EntregaCaja> =>
    api.patch<EntregaCaja>(`caja/entregas/${id(entregaId)}/confirmar`, datos, clave),
  /** POST /api/caja/cobradores/:id/abonos-faltante (admin, gerente): cash a collector pays back on his shortages. */
  abonarFaltante: (cobradorId: string, datos: DatosAbonoFaltante, clave: string): Promise<EntregaCaja> =>
    api.post<EntregaCaja>(`caja/cobradores/${id(cobradorId)}/abonos-faltante`, datos, clave),
  reporte: (desde: Fecha, hasta: Fecha): Promise<ReporteCaja> =>
    api.get<ReporteCaja>('caja/reporte', { desde, hasta }),
  /** GET /api/caja/fuera-de-sitio: per collector and day, cobros far from the client and without location. */
  fueraDeSitio: (consulta: ConsultaFueraDeSitio): Promise<ReporteFueraDeSitio> =>
    api.get<ReporteFueraDeSitio>('caja/fuera-de-sitio', { ...consulta }),
  exportarReporte: (desde: Fecha, hasta: Fecha, formato: FormatoReporteCaja): Promise<ArchivoDescargado> =>
    descargarArchivo(`caja/reporte/export/${formato}`, `caja-cobradores.${formato}`, { desde, hasta }),
};
