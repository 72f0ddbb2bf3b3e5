// Every server call of the accounting screen (/api/contabilidad): the chart of accounts, the journal, the trial
// balance, the income statement and the balance sheet, and their files. The shapes are the API's, from
// @cartera/dominio.
import type {
  AsientoContable,
  BalanceGeneral,
  BalancePrueba,
  ConsultaDiarioContable,
  CuentaContable,
  EstadoResultados,
  Fecha,
  FormatoExporteContable,
  PresentacionInteresDiferido,
  CatalogoCuentas,
  DatosEquivalenciaCuenta,
  EquivalenciaCuenta,
  EstiloRegional,
  FormatoExporteDiario,
} from '@cartera/dominio';
import { api, descargarArchivo, type ArchivoDescargado, type Lista } from '@cartera/plataforma';

export const contabilidadApi = {
  /** The journal as the accountant's program imports it (docs/decisiones/exporte-contable.md). */
  exportarDiarioContador: (
    desde: Fecha,
    hasta: Fecha,
    formato: FormatoExporteDiario,
    cuentas: CatalogoCuentas,
    regional: EstiloRegional,
  ): Promise<ArchivoDescargado> =>
    descargarArchivo(
      'contabilidad/diario/exporte',
      `libro-diario.${formato === 'csv' ? 'csv' : 'xlsx'}`,
      { desde, hasta, formato, cuentas, regional },
      { tiempoMaximoMs: false },
    ),
  equivalencias: (): Promise<EquivalenciaCuenta[]> => api.get<EquivalenciaCuenta[]>('contabilidad/equivalencias'),
  actualizarEquivalencia: (id: string, datos: DatosEquivalenciaCuenta): Promise<EquivalenciaCuenta> =>
    api.put<EquivalenciaCuenta>(`contabilidad/equivalencias/${id}`, datos),

  cuentas: (): Promise<CuentaContable[]> => api.get<CuentaContable[]>('contabilidad/cuentas'),

  diario: (consulta: ConsultaDiarioContable): Promise<Lista<AsientoContable>> =>
    api.lista<AsientoContable>('contabilidad/diario', { ...consulta }),
  exportarDiario: (desde: Fecha, hasta: Fecha, formato: FormatoExporteContable): Promise<ArchivoDescargado> =>
    // Every entry of the period, streamed by the API: no time limit.
    descargarArchivo(
      'contabilidad/diario/exporte',
      `libro-diario.${formato}`,
      { desde, hasta, formato },
      { tiempoMaximoMs: false },
    ),

  balancePrueba: (desde: Fecha, hasta: Fecha): Promise<BalancePrueba> =>
    api.get<BalancePrueba>('contabilidad/balance-prueba', { desde, hasta }),
  exportarBalancePrueba: (
    desde: Fecha,
    hasta: Fecha,
    formato: FormatoExporteContable,
  ): Promise<ArchivoDescargado> =>
    descargarArchivo('contabilidad/balance-prueba/exporte', `balance-prueba.${formato}`, {
      desde,
      hasta,
      formato,
    }),

  estadoResultados: (desde: Fecha, hasta: Fecha): Promise<EstadoResultados> =>
    api.get<EstadoResultados>('contabilidad/estado-resultados', { desde, hasta }),
  exportarEstadoResultados: (
    desde: Fecha,
    hasta: Fecha,
    formato: FormatoExporteContable,
  ): Promise<ArchivoDescargado> =>
    descargarArchivo('contabilidad/estado-resultados/exporte', `estado-resultados.${formato}`, {
      desde,
      hasta,
      formato,
    }),

  /** `interesDiferido`: bruto (pasivo) or neto (netted against the portfolio); without it, the lender's policy. */
  balanceGeneral: (fecha: Fecha, interesDiferido?: PresentacionInteresDiferido): Promise<BalanceGeneral> =>
    api.get<BalanceGeneral>('contabilidad/balance-general', { fecha, interesDiferido }),
  exportarBalanceGeneral: (
    fecha: Fecha,
    formato: FormatoExporteContable,
    interesDiferido?: PresentacionInteresDiferido,
  ): Promise<ArchivoDescargado> =>
    descargarArchivo('contabilidad/balance-general/exporte', `balance-general.${formato}`, {
      fecha,
      formato,
      interesDiferido,
    }),
};
