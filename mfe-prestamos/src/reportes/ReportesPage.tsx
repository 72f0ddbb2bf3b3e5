// 'Reportes': general, préstamos, cobros and morosos over a Bogotá date range (docs/reportes.md). The summary and
// the charts cover the whole range (computed by the API); the detail table pages on the server, 20 rows a page.
// recharts is imported only by GraficosReporte, loaded after the screen is usable (lazy below).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Card, Flex, Select, Statistic, Tabs, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  ESTADOS_PRESTAMO,
  ETIQUETAS_ESTADO_PRESTAMO,
  TIPOS_REPORTE,
  esValorDe,
  formatearCOP,
  formatearFecha,
  formatearTelefono,
  hoyBogota,
  sumarDias,
  type FilaReporte,
  type FiltrosReporte,
  type Reporte,
  type TipoReporte,
} from '@cartera/dominio';
import {
  CIFRAS_CARTERA,
  CifraConAyuda,
  clienteApi,
  descargarArchivo,
  Titulo,
  useConsulta,
  useSelectorCobradores,
  useSesion,
  ZonaDiferida,
  diferido,
  SelectorRangoFechas,
} from '@cartera/plataforma';
import { BotonesExporte, TablaPaginada, useListado, type FiltrosListado } from '@cartera/plataforma/listado';
import { ReporteCarteraPanel } from './ReporteCarteraPanel';
import { ReporteUsuraPanel } from './ReporteUsuraPanel';

// recharts (≈ 100 KB compressed) arrives after the screen is usable: figures and the table do not wait for it.
const GraficosReporte = diferido(() =>
  import('./GraficosReporte').then((modulo) => ({ default: modulo.GraficosReporte })),
);
/** The charts' row while they load (a small card header, the 260 px figure and the card padding): nothing jumps. */
const ALTO_GRAFICOS = 322;

/** The tabs: a report of each type, then the portfolio at a cut-off and usury. */
const PESTANAS = [...TIPOS_REPORTE, 'cartera', 'usura'] as const;
type Pestana = (typeof PESTANAS)[number];

export const ETIQUETAS_TIPO: Record<TipoReporte, string> = {
  general: 'General',
  prestamos: 'Préstamos',
  cobros: 'Cobros',
  morosos: 'Morosos',
};

/** 27.14 → '27,1 %' (one decimal, Colombian comma). */
export function formatearPorcentaje(valor: number): string {
  return `${valor.toFixed(1).replace('.', ',')} %`;
}

/** The screen always sends the range it shows (the API would default it) and maybe a collector. */
type Filtros = FiltrosReporte & { desde: string; hasta: string };

const dinero = (valor: unknown) => formatearCOP(Number(valor ?? 0));
/**
 * What was lent: the API's `prestado` already subtracts what was annulled in the range (on the day it was annulled),
 * so a day with an annulment and no loan read «-$ 8.050.000». The screen shows what was disbursed and, on its own line,
 * what was annulled (docs/decisiones/cifras-y-valores-por-defecto.md).
 */
const desembolsado = (neto: number | undefined, anulado: number | undefined) => (neto ?? 0) + (anulado ?? 0);
const AYUDA_PRESTADO =
  'Lo desembolsado en el rango, sin lo refinanciado en un reenganche, aunque después se haya anulado: lo anulado va en «Anulados».';
const AYUDA_ANULADOS = 'Lo anulado en el rango, en el día en que se anuló (de préstamos de ese día o de antes).';
const fecha = (valor: unknown) => (valor ? formatearFecha(String(valor)) : '');
const estado = (valor: unknown) =>
  esValorDe(ESTADOS_PRESTAMO, valor) ? ETIQUETAS_ESTADO_PRESTAMO[valor] : String(valor ?? '');

const COLUMNAS: Record<TipoReporte, TableColumnsType<FilaReporte>> = {
  general: [
    { title: 'Fecha', dataIndex: 'fecha', render: fecha },
    { title: 'Préstamos', dataIndex: 'prestamos', align: 'right' },
    {
      title: 'Prestado',
      key: 'prestado',
      align: 'right',
      // A row's columns are read by name (FilaReporteBase): only the general report's rows carry these two numbers.
      render: (_valor: unknown, fila: FilaReporte) =>
        typeof fila.prestado === 'number' && typeof fila.anulado === 'number'
          ? dinero(desembolsado(fila.prestado, fila.anulado))
          : dinero(fila.prestado),
    },
    { title: 'Anulados', dataIndex: 'anulado', align: 'right', render: dinero },
    { title: 'Cobros', dataIndex: 'cobros', align: 'right' },
    { title: 'Cobrado', dataIndex: 'cobrado', align: 'right', render: dinero },
  ],
  prestamos: [
    { title: 'Préstamo', dataIndex: 'numero', render: (v: unknown) => `#${String(v)}` },
    { title: 'Fecha', dataIndex: 'fecha', render: fecha },
    { title: 'Cliente', dataIndex: 'cliente' },
    { title: 'Cobrador', dataIndex: 'cobrador' },
    { title: 'Monto', dataIndex: 'monto', align: 'right', render: dinero },
    { title: 'Monto total', dataIndex: 'montoTotal', align: 'right', render: dinero },
    { title: 'Saldo', dataIndex: 'saldoPendiente', align: 'right', render: dinero },
    { title: 'Estado', dataIndex: 'estado', render: estado },
  ],
  cobros: [
    { title: 'Fecha', dataIndex: 'fecha', render: fecha },
    { title: 'Préstamo', dataIndex: 'numero', render: (v: unknown) => `#${String(v)}` },
    { title: 'Cliente', dataIndex: 'cliente' },
    { title: 'Cobrador', dataIndex: 'cobrador' },
    { title: 'Monto', dataIndex: 'monto', align: 'right', render: dinero },
    { title: 'Origen', dataIndex: 'origen' },
  ],
  morosos: [
    { title: 'Préstamo', dataIndex: 'numero', render: (v: unknown) => `#${String(v)}` },
    { title: 'Cliente', dataIndex: 'cliente' },
    {
      title: 'Teléfono',
      dataIndex: 'telefono',
      render: (v: string | null) => (v ? formatearTelefono(v) : '—'),
    },
    { title: 'Cobrador', dataIndex: 'cobrador' },
    { title: 'Estado', dataIndex: 'estado', render: estado },
    { title: 'Días de atraso', dataIndex: 'diasAtraso', align: 'right' },
    { title: 'Cuotas vencidas', dataIndex: 'cuotasVencidas', align: 'right' },
    { title: 'Saldo', dataIndex: 'saldoPendiente', align: 'right', render: dinero },
  ],
};

function Cifras({ reporte }: { reporte: Reporte }) {
  const r = reporte.resumen;
  const cifras: Array<[string, string] | [string, string, string]> =
    reporte.tipo === 'general'
      ? [
          ['Prestado', dinero(desembolsado(r.montoPrestado, r.montoAnulado)), AYUDA_PRESTADO],
          ['Anulados', dinero(r.montoAnulado), AYUDA_ANULADOS],
          ['Cobrado', dinero(r.montoCobrado)],
          ['Recuperación', formatearPorcentaje(r.porcentajeRecuperacion ?? 0)],
          ['Clientes nuevos', String(r.clientesNuevos ?? 0)],
          ['Préstamos nuevos', String(r.prestamosNuevos ?? 0)],
          ['Cobros', String(r.totalCobros ?? 0)],
        ]
      : reporte.tipo === 'prestamos'
        ? [
            ['Préstamos', String(r.cantidad ?? 0)],
            ['Prestado', dinero(desembolsado(r.montoPrestado, r.montoAnulado)), AYUDA_PRESTADO],
            ['Anulados', dinero(r.montoAnulado), AYUDA_ANULADOS],
            ['Monto total', dinero(r.montoTotal)],
            [CIFRAS_CARTERA.saldo.titulo, dinero(r.saldoPendiente), CIFRAS_CARTERA.saldo.ayuda],
          ]
        : reporte.tipo === 'cobros'
          ? [
              ['Cobros', String(r.cantidad ?? 0)],
              ['Total cobrado', dinero(r.total)],
              // Recoveries are listed rows too, but not "cobrado": with any, show what the rows add up to.
              ...(r.recuperaciones ? [['Total recibido', dinero(r.totalRecibido)] satisfies [string, string]] : []),
              ...(r.porOrigen ?? []).map((o): [string, string] => [o.etiqueta, dinero(o.monto)]),
            ]
          : [
              ['Préstamos en mora', String(r.cantidad ?? 0)],
              ['Saldo en mora', dinero(r.saldoEnMora)],
              ['Cuotas vencidas', String(r.cuotasVencidas ?? 0)],
              ['PAR30', formatearPorcentaje(r.par30 ?? 0)],
              ['PAR90', formatearPorcentaje(r.par90 ?? 0)],
            ];
  const porCobrador =
    reporte.tipo === 'general' ? r.cobradoPorCobrador : reporte.tipo === 'cobros' ? r.porCobrador : undefined;
  return (
    <>
      <Flex gap={12} wrap style={{ marginBottom: 16 }} role="list" aria-label="Cifras del reporte">
        {cifras.map(([titulo, valor, ayuda]) => (
          <Card key={titulo} size="small" role="listitem" aria-label={titulo} style={{ flex: '1 1 150px' }}>
            <Statistic title={ayuda ? <CifraConAyuda titulo={titulo} ayuda={ayuda} /> : titulo} value={valor} />
          </Card>
        ))}
      </Flex>
      {porCobrador && porCobrador.length > 0 && (
        <Card size="small" title="Cobrado por cobrador" style={{ marginBottom: 16 }}>
          <Flex gap={16} wrap role="list" aria-label="Cobrado por cobrador">
            {porCobrador.map((c) => (
              <span key={c.cobradorId ?? 'sistema'} role="listitem">
                {c.cobrador}: <strong>{dinero(c.monto)}</strong> ({c.cantidad})
              </span>
            ))}
          </Flex>
        </Card>
      )}
    </>
  );
}

/** Promises of payment the collectors recorded (Mi Ruta) with their promised date in the range: kept or not. */
function PromesasPorCobrador({ desde, hasta }: { desde: string; hasta: string }) {
  const promesas = useConsulta(
    () => clienteApi.get('/api/gestiones/promesas', { consulta: { desde, hasta } }),
    [desde, hasta],
  );
  if (!promesas.datos || promesas.datos.length === 0) return null;
  return (
    <Card size="small" title="Promesas de pago por cobrador" style={{ marginBottom: 16 }}>
      <Flex gap={16} wrap role="list" aria-label="Promesas de pago por cobrador">
        {promesas.datos.map((p) => (
          <span key={p.cobrador._id} role="listitem">
            {p.cobrador.nombre}: <strong>{p.cumplidas} cumplidas</strong>, {p.incumplidas} incumplidas,{' '}
            {p.pendientes} pendientes ({dinero(p.montoPrometido)} prometidos)
          </span>
        ))}
      </Flex>
    </Card>
  );
}

function PanelReporte({ tipo, filtros }: { tipo: TipoReporte; filtros: Filtros }) {
  const [reporte, setReporte] = useState<Reporte | null>(null);
  const consultar = useCallback(
    async (f: Filtros & FiltrosListado) => {
      // The summary and charts of the whole range, and one page of its rows with `meta` beside them.
      const { data, meta } = await clienteApi.conSobre.get('/api/reportes/{tipo}', { ruta: { tipo }, consulta: f });
      setReporte(data);
      return { data: data.filas, meta };
    },
    [tipo],
  );
  const listado = useListado<Filtros & FiltrosListado, FilaReporte>({
    consultar,
    filtrosIniciales: { ...filtros, limit: 20 },
    mensajeError: 'No se pudo cargar el reporte',
    // One name per report: the filters are the same for all, the rows are not.
    guardarComo: `reportes-${tipo}`,
  });
  const { cambiarFiltros } = listado;
  // A new range or collector goes back to page 1 (the first render already has them as initial filters).
  const clave = `${filtros.desde}|${filtros.hasta}|${filtros.cobradorId ?? ''}`;
  const claveAnterior = useRef(clave);
  useEffect(() => {
    if (claveAnterior.current === clave) return;
    claveAnterior.current = clave;
    cambiarFiltros({ desde: filtros.desde, hasta: filtros.hasta, cobradorId: filtros.cobradorId });
  }, [cambiarFiltros, clave, filtros.desde, filtros.hasta, filtros.cobradorId]);

  return (
    <section aria-label={`Reporte ${ETIQUETAS_TIPO[tipo]}`}>
      {reporte && reporte.tipo === tipo && (
        <>
          <Cifras reporte={reporte} />
          {tipo === 'cobros' && <PromesasPorCobrador desde={filtros.desde} hasta={filtros.hasta} />}
          {/* The charts' code is asked for once the table shows its rows, never ahead of the usable screen. */}
          <ZonaDiferida alto={ALTO_GRAFICOS} trasElPintado esperando={listado.cargando}>
            <GraficosReporte reporte={reporte} />
          </ZonaDiferida>
        </>
      )}
      <TablaPaginada<FilaReporte>
        listado={listado}
        columns={COLUMNAS[tipo]}
        size="small"
        etiquetaTotal={(total) => `${total} filas`}
        aria-label={`Detalle ${ETIQUETAS_TIPO[tipo]}`}
      />
    </section>
  );
}

export default function ReportesPage() {
  const rol = useSesion((estado) => estado.usuario?.rol);
  const esCobrador = rol === 'cobrador';
  const hoy = hoyBogota();
  // 'cartera': the portfolio at a cut-off date, with its own date and downloads; 'usura': the open loans above the
  // usury cap, with its own download (both admin and gerente).
  const [tipo, setTipo] = useState<Pestana>('general');
  const [rango, setRango] = useState<[string, string]>([sumarDias(hoy, -29), hoy]);
  const [cobradorId, setCobradorId] = useState<string | undefined>(undefined);
  // Inactive collectors too: the range may hold what one did before he was deactivated.
  const cobradores = useSelectorCobradores({
    incluirInactivos: true,
    pedir: !esCobrador,
    guardarComo: 'reportes-cobradores',
  });
  const filtros = useMemo<Filtros>(
    () => ({ desde: rango[0], hasta: rango[1], cobradorId }),
    [rango, cobradorId],
  );

  const valorRango: [Dayjs, Dayjs] = [dayjs(rango[0]), dayjs(rango[1])];
  return (
    <>
      <Titulo>Reportes</Titulo>
      <Flex
        gap={12}
        wrap
        align="center"
        style={{ marginBottom: 16 }}
        hidden={tipo === 'cartera' || tipo === 'usura'}
      >
        <SelectorRangoFechas
          aria-label="Rango de fechas"
          id="reportes-rango"
          format="DD/MM/YYYY"
          placeholder={['Fecha inicial', 'Fecha final']}
          allowClear={false}
          value={valorRango}
          disabled={tipo === 'morosos'}
          onChange={(valores) => {
            if (valores?.[0] && valores[1])
              setRango([valores[0].format('YYYY-MM-DD'), valores[1].format('YYYY-MM-DD')]);
          }}
        />
        {!esCobrador && (
          <Select
            aria-label="Cobrador"
            placeholder="Todos los cobradores"
            allowClear
            style={{ minWidth: 220 }}
            value={cobradorId}
            onChange={(valor?: string) => setCobradorId(valor)}
            loading={cobradores.cargando}
            options={cobradores.opciones}
          />
        )}
        {tipo !== 'cartera' && tipo !== 'usura' && (
          <BotonesExporte
            descargar={(formato) =>
              descargarArchivo(`reportes/${tipo}/export/${formato}`, `reporte-${tipo}.${formato}`, {
                desde: filtros.desde,
                hasta: filtros.hasta,
                cobradorId: filtros.cobradorId,
              })
            }
            mensajeError="No se pudo exportar el reporte"
          />
        )}
      </Flex>
      <Tabs
        activeKey={tipo}
        onChange={(clave) => {
          if (esValorDe(PESTANAS, clave)) setTipo(clave);
        }}
        destroyOnHidden
        items={[
          ...TIPOS_REPORTE.map((clave) => ({
            key: clave,
            label: ETIQUETAS_TIPO[clave],
            children: tipo === clave ? <PanelReporte tipo={clave} filtros={filtros} /> : null,
          })),
          ...(esCobrador
            ? []
            : [
                {
                  key: 'cartera',
                  label: 'Cartera',
                  children: tipo === 'cartera' ? <ReporteCarteraPanel /> : null,
                },
                { key: 'usura', label: 'Usura', children: tipo === 'usura' ? <ReporteUsuraPanel /> : null },
              ]),
        ]}
      />
    </>
  );
}
