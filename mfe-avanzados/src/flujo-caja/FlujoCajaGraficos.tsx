// The two cash-flow charts (recharts, imported only here, inside the lazy Flujo de Caja page).
import { useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { Card, Col, Row } from 'antd';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatearCOP, formatearFecha, formatearNumeroHasta, type FlujoCaja } from '@cartera/dominio';
import { TEMA, ZonaDiferida } from '@cartera/plataforma';

const COLOR_INGRESOS = '#52c41a';
const COLOR_EGRESOS = '#ff4d4f';
const COLOR_SALDO = '#1677ff';
const ALTO_GRAFICO = 280;
/** recharts' first guess at a chart's width where it cannot be measured (jsdom). */
const ANCHO_SUPUESTO = 520;

/**
 * A series' name in the legend, in the theme's secondary text colour beside the series' coloured mark. recharts writes
 * it in the series' colour: this green, red and blue are 2,3:1 to 4,1:1 on white, under WCAG AA (4,5:1).
 */
const nombreEnLeyenda = (nombre: string) => <span style={{ color: TEMA.token.colorTextSecondary }}>{nombre}</span>;

/** '$ 1,2 M' style short axis labels. */
function corto(valor: number): string {
  const abs = Math.abs(valor);
  if (abs >= 1_000_000) return `${formatearNumeroHasta(valor / 1_000_000, 1)} M`;
  if (abs >= 1_000) return `${formatearNumeroHasta(valor / 1_000, 0)} mil`;
  return String(valor);
}

/** What both charts share: the grid, the period's date below, short amounts at the side, the tooltip in pesos, the legend. */
function ejesPorFecha() {
  return (
    <>
      <CartesianGrid strokeDasharray="3 3" />
      <XAxis dataKey="fecha" tickFormatter={(f: string) => formatearFecha(f).slice(0, 5)} />
      <YAxis tickFormatter={corto} width={70} />
      <Tooltip formatter={(valor) => formatearCOP(Number(valor))} labelFormatter={(f) => formatearFecha(String(f))} />
      <Legend formatter={nombreEnLeyenda} />
    </>
  );
}

/** The balance so far and its projection: the same blue line, the projection dashed. */
const LINEAS_SALDO = [
  { dataKey: 'saldo', name: 'Saldo' },
  { dataKey: 'proyectado', name: 'Proyección', strokeDasharray: '6 4' },
];

export interface PuntoSaldo {
  fecha: string;
  saldo: number | null;
  proyectado: number | null;
}

/**
 * Balance series: the real balance at the end of each period, then the projection — the current balance plus the
 * expected income adjusted by the historical collection rate, accumulated per projection period (dashed). The
 * projection starts at the current balance so both lines meet.
 */
export function serieSaldo(flujo: FlujoCaja): PuntoSaldo[] {
  const puntos: PuntoSaldo[] = flujo.periodos.map((p) => ({ fecha: p.fecha, saldo: p.saldoAcumulado, proyectado: null }));
  if (flujo.proyeccion.periodos.length === 0) return puntos;
  let saldo = flujo.tarjetas.saldoActual;
  const inicio = flujo.proyeccion.periodos[0].fecha;
  const existente = puntos.find((p) => p.fecha === inicio);
  if (existente) existente.proyectado = saldo;
  else puntos.push({ fecha: inicio, saldo: null, proyectado: saldo });
  for (const p of flujo.proyeccion.periodos) {
    saldo += p.esperadoAjustado;
    const fecha = p.fechaFin;
    const punto = puntos.find((q) => q.fecha === fecha);
    if (punto) punto.proyectado = saldo;
    else puntos.push({ fecha, saldo: null, proyectado: saldo });
  }
  return puntos.sort((a, b) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : 0));
}

/**
 * A chart as wide as its card. recharts' ResponsiveContainer draws at `initialDimension` and measures its box after
 * that render: the whole chart was drawn twice whenever the guess was not the card's width (every width but one). The
 * box is measured here first, in a layout effect (before the paint, in the layout the commit computes anyway), and the
 * chart is drawn once, at its width; ResponsiveContainer still follows later resizes.
 */
function Grafico({ testId, children }: { testId: string; children: ReactElement }) {
  const marco = useRef<HTMLDivElement>(null);
  const [ancho, setAncho] = useState<number>();
  useLayoutEffect(() => setAncho(Math.round(marco.current?.getBoundingClientRect().width ?? 0)), []);
  return (
    <div ref={marco} data-testid={testId} style={{ width: '100%', height: ALTO_GRAFICO }}>
      {ancho !== undefined && (
        <ResponsiveContainer
          width="100%"
          height="100%"
          initialDimension={{ width: ancho || ANCHO_SUPUESTO, height: ALTO_GRAFICO }}
        >
          {children}
        </ResponsiveContainer>
      )}
    </div>
  );
}

export function FlujoCajaGraficos({ flujo }: { flujo: FlujoCaja }) {
  const barras = flujo.periodos.map((p) => ({ fecha: p.fecha, ingresos: p.ingresos.total, egresos: p.egresos.total }));
  const saldo = serieSaldo(flujo);
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      <Col xs={24} lg={12}>
        <Card title="Ingresos vs egresos por periodo" size="small">
          <Grafico testId="grafico-ingresos-egresos">
            <BarChart data={barras}>
              {ejesPorFecha()}
              <Bar dataKey="ingresos" name="Ingresos" fill={COLOR_INGRESOS} isAnimationActive={false} />
              <Bar dataKey="egresos" name="Egresos" fill={COLOR_EGRESOS} isAnimationActive={false} />
            </BarChart>
          </Grafico>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title="Saldo acumulado y proyección" size="small">
          {/* The second chart is drawn after the first has been painted: two tasks of the main thread instead of one
              twice as long. */}
          <ZonaDiferida alto={ALTO_GRAFICO} separacion={0} trasElPintado>
            <Grafico testId="grafico-saldo">
              <LineChart data={saldo}>
                {ejesPorFecha()}
                {LINEAS_SALDO.map((linea) => (
                  <Line
                    key={linea.dataKey}
                    type="monotone"
                    {...linea}
                    stroke={COLOR_SALDO}
                    dot={false}
                    connectNulls
                    isAnimationActive={false}
                  />
                ))}
              </LineChart>
            </Grafico>
          </ZonaDiferida>
        </Card>
      </Col>
    </Row>
  );
}
