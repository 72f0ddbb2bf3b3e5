import { Card, type TableProps } from 'antd';
import { formatearCOP, formatearFecha, type FlujoCaja, type PeriodoCaja } from '@cartera/dominio';
import { TablaAlVerse } from '@cartera/plataforma/listado';

/** A period's label: one day, or the first and last day of a week, month or quarter. */
export const etiquetaPeriodo = (p: { fecha: string; fechaFin: string }) =>
  p.fecha === p.fechaFin
    ? formatearFecha(p.fecha)
    : `${formatearFecha(p.fecha)} – ${formatearFecha(p.fechaFin)}`;

const dinero = (valor: number) => formatearCOP(valor);

const columnas: TableProps<PeriodoCaja>['columns'] = [
  { title: 'Periodo', key: 'periodo', render: (_v, p) => etiquetaPeriodo(p) },
  { title: 'Cobros', key: 'cobros', align: 'right', render: (_v, p) => dinero(p.ingresos.cobros) },
  {
    title: 'Interés retenido',
    key: 'retenido',
    align: 'right',
    render: (_v, p) => dinero(p.ingresos.nuevosPrestamos),
  },
  { title: 'Otros ingresos', key: 'ingOtros', align: 'right', render: (_v, p) => dinero(p.ingresos.otros) },
  { title: 'Gastos', key: 'gastos', align: 'right', render: (_v, p) => dinero(p.egresos.gastos) },
  {
    title: 'Comisiones',
    key: 'comisiones',
    align: 'right',
    render: (_v, p) => dinero(p.egresos.comisiones),
  },
  {
    title: 'Desembolsos y otros',
    key: 'egrOtros',
    align: 'right',
    render: (_v, p) => dinero(p.egresos.otros),
  },
  { title: 'Flujo neto', key: 'neto', align: 'right', render: (_v, p) => dinero(p.flujoNeto) },
  { title: 'Saldo', key: 'saldo', align: 'right', render: (_v, p) => dinero(p.saldoAcumulado) },
];

/** 'Flujo por periodo': income and outflow of each day, week, month or quarter, with the running balance. */
export function FlujoPorPeriodo({ datos, cargando }: { datos: FlujoCaja | undefined; cargando: boolean }) {
  return (
    <Card title="Flujo por periodo" size="small" style={{ marginBottom: 16 }}>
      <TablaAlVerse<PeriodoCaja>
        rowKey="fecha"
        size="small"
        aria-label="Flujo por periodo"
        loading={cargando}
        dataSource={datos?.periodos ?? []}
        columns={columnas}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        scroll={{ x: true }}
      />
    </Card>
  );
}
