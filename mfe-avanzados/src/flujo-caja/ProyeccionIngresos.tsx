import { Card, Typography, type TableProps } from 'antd';
import { formatearCOP, type FlujoCaja, type PeriodoProyeccion } from '@cartera/dominio';
import { TablaAlVerse } from '@cartera/plataforma/listado';
import { etiquetaPeriodo } from './FlujoPorPeriodo';

const dinero = (valor: number) => formatearCOP(valor);

const columnas: TableProps<PeriodoProyeccion>['columns'] = [
  { title: 'Periodo', key: 'periodo', render: (_v, p) => etiquetaPeriodo(p) },
  { title: 'Cuotas', dataIndex: 'cuotas', key: 'cuotas', align: 'right' },
  { title: 'Esperado', dataIndex: 'esperado', key: 'esperado', align: 'right', render: dinero },
  {
    title: 'Esperado según tasa de cobro',
    dataIndex: 'esperadoAjustado',
    key: 'esperadoAjustado',
    align: 'right',
    render: dinero,
  },
];

/**
 * 'Proyección de ingresos': what the installments due should bring in per period, as due and as the recent
 * collection rate suggests.
 */
export function ProyeccionIngresos({ datos, cargando }: { datos: FlujoCaja | undefined; cargando: boolean }) {
  const tasa = datos?.proyeccion.tasaCobro;
  return (
    <Card
      title="Proyección de ingresos"
      size="small"
      style={{ marginBottom: 16 }}
      extra={
        datos && (
          <Typography.Text type="secondary">
            Tasa de cobro (últimos {datos.proyeccion.ventanaTasaDias} días):{' '}
            {tasa === null || tasa === undefined
              ? 'sin datos'
              : `${(tasa * 100).toFixed(1).replace('.', ',')} %`}{' '}
            · Vencido por cobrar: {formatearCOP(datos.proyeccion.vencidoPorCobrar)}
          </Typography.Text>
        )
      }
    >
      <TablaAlVerse<PeriodoProyeccion>
        rowKey="fecha"
        size="small"
        aria-label="Proyección de ingresos"
        loading={cargando}
        dataSource={datos?.proyeccion.periodos ?? []}
        columns={columnas}
        pagination={{ pageSize: 10, showSizeChanger: false }}
      />
    </Card>
  );
}
