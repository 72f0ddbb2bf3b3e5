// Charts of the reports screen: collected per day, loans by estado and aging. recharts is imported only by the
// reports page files, so it loads with this lazy page and nowhere else.
import { Card, Empty, Flex } from 'antd';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatearCOP } from '@cartera/dominio';
import type { Reporte } from '@cartera/dominio';

const COLORES = ['#1677ff', '#52c41a', '#faad14', '#f5222d', '#722ed1', '#8c8c8c'];
const ALTO = 260;

const pesos = (valor: unknown) => formatearCOP(Number(valor ?? 0));
const diaCorto = (fecha: string) => `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}`;

function Grafico({
  titulo,
  vacio,
  children,
}: {
  titulo: string;
  vacio: boolean;
  children: React.ReactElement;
}) {
  return (
    <Card size="small" title={titulo} style={{ flex: '1 1 380px', minWidth: 0 }}>
      <figure aria-label={titulo} style={{ margin: 0, width: '100%', height: ALTO }}>
        {vacio ? (
          <Empty description="Sin datos en el rango" />
        ) : (
          <ResponsiveContainer width="100%" height={ALTO} initialDimension={{ width: 400, height: ALTO }}>
            {children}
          </ResponsiveContainer>
        )}
      </figure>
    </Card>
  );
}

export function GraficosReporte({ reporte }: { reporte: Reporte }) {
  const { cobradoPorDia, prestamosPorEstado, aging } = reporte.graficos;
  return (
    <Flex gap={12} wrap style={{ marginBottom: 16 }}>
      {cobradoPorDia && (
        <Grafico titulo="Cobrado por día" vacio={cobradoPorDia.every((p) => p.monto === 0)}>
          <BarChart data={cobradoPorDia} margin={{ left: 16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="fecha" tickFormatter={diaCorto} minTickGap={12} />
            <YAxis tickFormatter={(v: number) => `${Math.round(v / 1000)} mil`} width={70} />
            <Tooltip formatter={(v) => pesos(v)} labelFormatter={(l) => diaCorto(String(l))} />
            <Bar dataKey="monto" name="Cobrado" fill="#1677ff" isAnimationActive={false} />
          </BarChart>
        </Grafico>
      )}
      {prestamosPorEstado && (
        <Grafico titulo="Préstamos por su estado de hoy" vacio={prestamosPorEstado.length === 0}>
          <PieChart>
            <Pie
              data={prestamosPorEstado}
              dataKey="cantidad"
              nameKey="etiqueta"
              outerRadius={90}
              label={({ name, value }) => `${String(name)}: ${String(value)}`}
              isAnimationActive={false}
            >
              {prestamosPorEstado.map((e, i) => (
                <Cell key={e.estado} fill={COLORES[i % COLORES.length]} />
              ))}
            </Pie>
            <Tooltip />
          </PieChart>
        </Grafico>
      )}
      {aging && (
        <Grafico titulo="Aging de mora" vacio={aging.every((b) => b.cuotas === 0)}>
          <BarChart data={aging} margin={{ left: 16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="etiqueta" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Bar dataKey="cuotas" name="Cuotas vencidas" fill="#f5222d" isAnimationActive={false} />
            <Bar dataKey="prestamos" name="Préstamos" fill="#faad14" isAnimationActive={false} />
          </BarChart>
        </Grafico>
      )}
    </Flex>
  );
}
