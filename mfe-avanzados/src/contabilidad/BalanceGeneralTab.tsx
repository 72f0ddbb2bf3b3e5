import { useState } from 'react';
import { Alert, Radio } from 'antd';
import {
  PRESENTACIONES_INTERES_DIFERIDO,
  esValorDe,
  finDelMesAnterior,
  formatearFecha,
  hoyBogota,
  type BalanceGeneral,
  type PresentacionInteresDiferido,
} from '@cartera/dominio';
import { clienteApi, useConsulta } from '@cartera/plataforma';
import { BarraFiltros } from '@cartera/plataforma/listado';
import { ExporteInforme } from './ExporteInforme';
import { diferencia, formatearDiferencia } from './cuadre';
import { corteDelMes } from './periodos';
import { SelectorMes } from './SelectorMes';
import { TablaEstadoFinanciero } from './TablaEstadoFinanciero';

/** Whether Activos = Pasivos + Patrimonio at the date: green when so, red with the difference when not. */
function Ecuacion({ balance }: { balance: BalanceGeneral }) {
  const descuadre = diferencia(balance.totalActivos, balance.totalPasivos + balance.totalPatrimonio);
  return descuadre === 0 ? (
    <Alert type="success" showIcon title="Activos = Pasivos + Patrimonio" style={{ marginBottom: 16 }} />
  ) : (
    <Alert
      type="error"
      showIcon
      title={`Activos ≠ Pasivos + Patrimonio: descuadre de ${formatearDiferencia(descuadre)}`}
      style={{ marginBottom: 16 }}
    />
  );
}

/** How the deferred interest is shown (docs/decisiones/politicas-contables.md); the lender's policy picks the first. */
const PRESENTACIONES: Array<{ value: PresentacionInteresDiferido; label: string }> = [
  { value: 'bruto', label: 'Interés diferido como pasivo' },
  { value: 'neto', label: 'Restado de la cartera' },
];

/**
 * 'Balance general': assets, liabilities and equity at the end of a month (today while the current month runs)
 * beside the end of the month before, with their totals and whether Activos = Pasivos + Patrimonio. The deferred
 * interest shows as a liability or netted against the portfolio it comes from («Menos: …»).
 */
export function BalanceGeneralTab() {
  const hoy = hoyBogota();
  const [fecha, setFecha] = useState(hoy);
  // undefined: the policy chosen in Configuración › Sistema.
  const [presentacion, setPresentacion] = useState<PresentacionInteresDiferido | undefined>(undefined);
  const balance = useConsulta(
    () => clienteApi.get('/api/contabilidad/balance-general', { consulta: { fecha, interesDiferido: presentacion } }),
    [fecha, presentacion],
    { guardarComo: 'contabilidad-balance-general', mensajeError: 'Error al cargar el balance general' },
  );

  const datos = balance.datos;
  return (
    <>
      <BarraFiltros
        acciones={
          <ExporteInforme
            informe="balance-general"
            consulta={{ fecha, interesDiferido: presentacion }}
            mensajeError="Error al exportar el balance general"
          />
        }
      >
        <SelectorMes etiqueta="Mes del balance general" valor={fecha} alElegir={(dia) => setFecha(corteDelMes(dia, hoy))} />
        <Radio.Group
          aria-label="Presentación del interés diferido"
          optionType="button"
          options={PRESENTACIONES}
          value={presentacion ?? (balance.datos?.interesDiferidoNeto ? 'neto' : 'bruto')}
          onChange={(evento) => {
            const elegida: unknown = evento.target.value;
            if (esValorDe(PRESENTACIONES_INTERES_DIFERIDO, elegida)) setPresentacion(elegida);
          }}
        />
      </BarraFiltros>

      {datos && <Ecuacion balance={datos} />}
      {/* A cash box below zero always says why (docs/decisiones/fondeo-de-la-caja.md). */}
      {datos?.avisos.map((aviso) => (
        <Alert key={aviso} type="warning" showIcon title={aviso} style={{ marginBottom: 16 }} />
      ))}
      {datos?.interesDiferidoNeto && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="El interés pactado aún no ganado (diferido) se resta de la cartera que lo origina: cada «Menos: …» va bajo su cartera y no en los pasivos."
        />
      )}

      <TablaEstadoFinanciero
        nombre="Balance general"
        columnas={[`Al ${formatearFecha(fecha)}`, `Al ${formatearFecha(finDelMesAnterior(fecha))}`]}
        cargando={balance.cargando}
        secciones={
          datos
            ? [
                {
                  titulo: 'Activos',
                  filas: datos.activos,
                  tituloTotal: 'Total activos',
                  total: datos.totalActivos,
                  totalAnterior: datos.totalActivosAnterior,
                },
                {
                  titulo: 'Pasivos',
                  filas: datos.pasivos,
                  tituloTotal: 'Total pasivos',
                  total: datos.totalPasivos,
                  totalAnterior: datos.totalPasivosAnterior,
                },
                {
                  titulo: 'Patrimonio',
                  filas: datos.patrimonio,
                  tituloTotal: 'Total patrimonio',
                  total: datos.totalPatrimonio,
                  totalAnterior: datos.totalPatrimonioAnterior,
                },
              ]
            : []
        }
        resultados={
          datos
            ? [
                {
                  titulo: 'Total pasivos y patrimonio',
                  monto: datos.totalPasivos + datos.totalPatrimonio,
                  anterior: datos.totalPasivosAnterior + datos.totalPatrimonioAnterior,
                },
              ]
            : []
        }
      />
    </>
  );
}
