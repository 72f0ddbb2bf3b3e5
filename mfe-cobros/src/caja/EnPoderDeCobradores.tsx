import { Button, Card, Space, Table, Tag, Typography, type TableProps } from 'antd';
import {
  estadoEntregaCobrador,
  formatearCOP,
  formatearFecha,
  resumenEntregasCobradores,
  type CajaCobrador,
  type EntregaCaja,
} from '@cartera/dominio';
import type { Consulta } from '@cartera/plataforma';
import { MENSAJES_ENTREGA } from './mensajes';

const dinero = (valor: number) => formatearCOP(valor);
const contar = (cantidad: number, una: string, varias: string) => (cantidad === 1 ? `1 ${una}` : `${cantidad} ${varias}`);

/**
 * The office's count above the collectors (estadoEntregaCobrador, the same rule as each row's «Acciones»): who has not
 * handed over and whose handover waits to be counted; «Todos entregaron» only when neither.
 */
function ResumenEntregas({ cajas }: { cajas: readonly CajaCobrador[] }) {
  const resumen = resumenEntregasCobradores(cajas);
  const partes = [
    resumen['sin-entregar'] > 0 ? contar(resumen['sin-entregar'], 'cobrador sin entregar', 'cobradores sin entregar') : null,
    resumen['por-confirmar'] > 0 ? contar(resumen['por-confirmar'], 'entrega por confirmar', 'entregas por confirmar') : null,
  ].filter((parte) => parte !== null);
  if (partes.length === 0) return <Typography.Text type="secondary">Todos entregaron</Typography.Text>;
  return (
    <Typography.Text type="warning" aria-label="Entregas pendientes">
      {partes.join(' · ')}
    </Typography.Text>
  );
}

/** What the office does next with a collector's cash, in words when the next step is the collector's. */
function AccionesCobrador({
  caja,
  alConfirmar,
  alAbonar,
}: {
  caja: CajaCobrador;
  alConfirmar: (entrega: EntregaCaja) => void;
  alAbonar: (caja: CajaCobrador) => void;
}) {
  const estado = estadoEntregaCobrador(caja);
  return (
    <Space wrap size={4}>
      {caja.entregaPendiente ? (
        <Button
          size="small"
          type="primary"
          aria-label={`Confirmar entrega de ${caja.nombre}`}
          onClick={() => caja.entregaPendiente && alConfirmar(caja.entregaPendiente)}
        >
          Confirmar entrega
        </Button>
      ) : (
        <Typography.Text type="secondary">
          {estado === 'sin-entregar' ? MENSAJES_ENTREGA.esperando : MENSAJES_ENTREGA.alDia}
        </Typography.Text>
      )}
      {caja.deuda > 0 && (
        <Button size="small" aria-label={`Abonar faltante de ${caja.nombre}`} onClick={() => alAbonar(caja)}>
          Abonar faltante
        </Button>
      )}
    </Space>
  );
}

/**
 * «En poder de cobradores»: the cash each collector holds. Admin and gerente see the count of pending handovers and,
 * in each row, the next step: confirm the handover, or wait for it; and pay back a shortage.
 */
export function EnPoderDeCobradores({
  cobradores,
  administra,
  alConfirmar,
  alAbonar,
}: {
  cobradores: Consulta<CajaCobrador[]>;
  administra: boolean;
  alConfirmar: (entrega: EntregaCaja) => void;
  alAbonar: (caja: CajaCobrador) => void;
}) {
  const columnas: TableProps<CajaCobrador>['columns'] = [
    { title: 'Cobrador', dataIndex: 'nombre', key: 'nombre' },
    { title: 'Cobros', key: 'cobros', align: 'right', render: (_v, c) => `${dinero(c.cobros)} (${c.cantidadCobros})` },
    { title: 'Gastos', dataIndex: 'gastos', key: 'gastos', align: 'right', render: dinero },
    { title: 'En su poder', dataIndex: 'enPoder', key: 'enPoder', align: 'right', render: (v: number) => <strong>{dinero(v)}</strong> },
    {
      title: 'Entrega',
      key: 'entrega',
      render: (_v, c) =>
        c.entregaPendiente ? <Tag color="orange">Por confirmar: {dinero(c.entregaPendiente.montoEntregado)}</Tag> : '—',
    },
    { title: 'Última entrega', dataIndex: 'ultimaEntrega', key: 'ultima', render: (f: string | null) => (f ? formatearFecha(f) : '—') },
    { title: 'Debe (faltantes)', dataIndex: 'deuda', key: 'deuda', align: 'right', render: (v: number) => (v > 0 ? <Typography.Text type="danger">{dinero(v)}</Typography.Text> : dinero(v)) },
  ];
  if (administra) {
    columnas.push({
      title: 'Acciones',
      key: 'acciones',
      render: (_v, c) => <AccionesCobrador caja={c} alConfirmar={alConfirmar} alAbonar={alAbonar} />,
    });
  }
  return (
    <Card
      size="small"
      title="En poder de cobradores"
      style={{ marginBottom: 16 }}
      extra={administra && cobradores.datos ? <ResumenEntregas cajas={cobradores.datos} /> : null}
    >
      <Table<CajaCobrador>
        rowKey="cobradorId"
        size="small"
        pagination={false}
        loading={cobradores.cargando}
        dataSource={cobradores.datos ?? []}
        columns={columnas}
        aria-label="En poder de cobradores"
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}
