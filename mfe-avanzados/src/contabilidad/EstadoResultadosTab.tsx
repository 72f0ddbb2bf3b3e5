import { useState } from 'react';
import { formatearFecha, hoyBogota, periodoAnterior, type Fecha } from '@cartera/dominio';
import { clienteApi, useConsulta } from '@cartera/plataforma';
import { BarraFiltros } from '@cartera/plataforma/listado';
import { ExporteInforme } from './ExporteInforme';
import { mesDe } from './periodos';
import { SelectorMes } from './SelectorMes';
import { TablaEstadoFinanciero } from './TablaEstadoFinanciero';

const etiquetaPeriodo = (desde: Fecha, hasta: Fecha) => `${formatearFecha(desde)} – ${formatearFecha(hasta)}`;

/**
 * 'Estado de resultados': the income and expense accounts of a month (the current one unless told) beside the month
 * before, their totals and the period's profit (Utilidad del periodo).
 */
export function EstadoResultadosTab() {
  const hoy = hoyBogota();
  const [{ desde, hasta }, setMes] = useState(() => mesDe(hoy));
  const estado = useConsulta(() => clienteApi.get('/api/contabilidad/estado-resultados', { consulta: { desde, hasta } }), [desde, hasta], {
    guardarComo: 'contabilidad-estado-resultados',
    mensajeError: 'Error al cargar el estado de resultados',
  });

  const datos = estado.datos;
  const anterior = periodoAnterior(desde, hasta);
  return (
    <>
      <BarraFiltros
        acciones={
          <ExporteInforme
            informe="estado-resultados"
            consulta={{ desde, hasta }}
            mensajeError="Error al exportar el estado de resultados"
          />
        }
      >
        <SelectorMes etiqueta="Mes del estado de resultados" valor={desde} alElegir={(dia) => setMes(mesDe(dia))} />
      </BarraFiltros>

      <TablaEstadoFinanciero
        nombre="Estado de resultados"
        columnas={[etiquetaPeriodo(desde, hasta), etiquetaPeriodo(anterior.desde, anterior.hasta)]}
        cargando={estado.cargando}
        secciones={
          datos
            ? [
                {
                  titulo: 'Ingresos',
                  filas: datos.ingresos,
                  tituloTotal: 'Total ingresos',
                  total: datos.totalIngresos,
                  totalAnterior: datos.totalIngresosAnterior,
                },
                {
                  titulo: 'Gastos',
                  filas: datos.gastos,
                  tituloTotal: 'Total gastos',
                  total: datos.totalGastos,
                  totalAnterior: datos.totalGastosAnterior,
                },
              ]
            : []
        }
        resultados={
          datos
            ? [{ titulo: 'Utilidad del periodo', monto: datos.utilidad, anterior: datos.utilidadAnterior }]
            : []
        }
      />
    </>
  );
}
