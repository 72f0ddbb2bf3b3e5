import { useState } from 'react';
import { Alert, Table, Typography, type TableProps } from 'antd';
import dayjs from 'dayjs';
import { formatearCOP, hoyBogota, type BalancePrueba, type FilaBalancePrueba } from '@cartera/dominio';
import { clienteApi, SelectorPeriodo, useConsulta } from '@cartera/plataforma';
import { BarraFiltros, TablaAlVerse } from '@cartera/plataforma/listado';
import { ExporteInforme } from './ExporteInforme';
import { diferencia, formatearDiferencia } from './cuadre';
import { mesDe } from './periodos';

const dinero = (valor: number) => formatearCOP(valor);

const COLUMNAS: TableProps<FilaBalancePrueba>['columns'] = [
  { title: 'Código', dataIndex: 'codigo', key: 'codigo' },
  { title: 'Cuenta', dataIndex: 'nombre', key: 'nombre' },
  {
    title: 'Saldo anterior',
    dataIndex: 'saldoAnterior',
    key: 'saldoAnterior',
    align: 'right',
    render: dinero,
  },
  { title: 'Débitos', dataIndex: 'debitos', key: 'debitos', align: 'right', render: dinero },
  { title: 'Créditos', dataIndex: 'creditos', key: 'creditos', align: 'right', render: dinero },
  { title: 'Saldo', dataIndex: 'saldo', key: 'saldo', align: 'right', render: dinero },
];

/** Whether the period's debits equal its credits: green when they do, red with the difference when not. */
function Cuadre({ balance }: { balance: BalancePrueba }) {
  const descuadre = diferencia(balance.totalDebitos, balance.totalCreditos);
  return descuadre === 0 ? (
    <Alert type="success" showIcon title="El balance cuadra" style={{ marginBottom: 16 }} />
  ) : (
    <Alert
      type="error"
      showIcon
      title={`Descuadre de ${formatearDiferencia(descuadre)}`}
      description={`Débitos ${formatearCOP(balance.totalDebitos)}, créditos ${formatearCOP(balance.totalCreditos)}.`}
      style={{ marginBottom: 16 }}
    />
  );
}

/**
 * 'Balance de prueba': each account's balance at the start of the period (the current month unless told), its
 * debits and credits in it and its balance at the end (balances are debit − credit), the totals, and whether the
 * period cuadra.
 */
export function BalancePruebaTab() {
  const [periodo, setPeriodo] = useState(() => mesDe(hoyBogota()));
  const { desde, hasta } = periodo;
  const balance = useConsulta(() => clienteApi.get('/api/contabilidad/balance-prueba', { consulta: { desde, hasta } }), [desde, hasta], {
    guardarComo: 'contabilidad-balance-prueba',
    mensajeError: 'Error al cargar el balance de prueba',
  });

  const datos = balance.datos;
  return (
    <>
      <BarraFiltros
        acciones={
          <ExporteInforme
            informe="balance-prueba"
            consulta={{ desde, hasta }}
            mensajeError="Error al exportar el balance de prueba"
          />
        }
      >
        <SelectorPeriodo
          placeholder={['Fecha inicial', 'Fecha final']}
          aria-label="Periodo del balance de prueba"
          allowClear={false}
          value={[dayjs(desde), dayjs(hasta)]}
          alCambiar={([desde, hasta]) => setPeriodo({ desde, hasta })}
        />
      </BarraFiltros>

      {datos && <Cuadre balance={datos} />}

      <TablaAlVerse<FilaBalancePrueba>
        rowKey="codigo"
        size="small"
        aria-label="Balance de prueba"
        loading={balance.cargando}
        dataSource={datos?.cuentas ?? []}
        columns={COLUMNAS}
        pagination={false}
        scroll={{ x: 'max-content' }}
        summary={() =>
          datos && (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>
                <Typography.Text strong>Total</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                <Typography.Text strong>{dinero(datos.totalDebitos)}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                <Typography.Text strong>{dinero(datos.totalCreditos)}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} />
            </Table.Summary.Row>
          )
        }
      />
    </>
  );
}
