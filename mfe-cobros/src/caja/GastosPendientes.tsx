import { useState } from 'react';
import { Button, Card, Space, Table, Typography, type TableProps } from 'antd';
import {
  ETIQUETAS_CATEGORIA_GASTO,
  ETIQUETAS_LIMITE_GASTO,
  formatearCOP,
  formatearFecha,
  type GastoCobrador,
} from '@cartera/dominio';
import { clienteApi, mensajeDeError, nuevaClaveIdempotencia, toast, useConsulta } from '@cartera/plataforma';

export const MENSAJE_GASTO_APROBADO = 'Gasto aprobado: ahora rebaja lo que el cobrador debe entregar';

/**
 * 'Gastos por aprobar' in Caja de cobradores: the expenses above a limit, which do not reduce the cash a collector
 * must hand over until someone decides. Gerente and admin approve or reject them (the API refuses, with its message,
 * an approval by whoever registered the expense); a collector sees their own waiting expenses. Nothing is drawn when
 * none is waiting.
 */
export function GastosPendientes({
  administra,
  version,
  alCambiar,
  alRechazar,
  alVerRecibo,
}: {
  administra: boolean;
  /** Bumped by the page after any change, to read the list again. */
  version: number;
  alCambiar: () => void;
  alRechazar: (gasto: GastoCobrador) => void;
  alVerRecibo: (gasto: GastoCobrador) => void;
}) {
  const pendientes = useConsulta(
    () => clienteApi.get('/api/caja/gastos', { consulta: { estado: 'pendiente', page: 1, limit: 100 } }),
    [version],
  );
  const [aprobando, setAprobando] = useState<string | null>(null);
  const gastos = pendientes.datos?.data ?? [];
  if (gastos.length === 0) return null;

  const aprobar = async (gasto: GastoCobrador) => {
    setAprobando(gasto._id);
    try {
      // One click is the action: its own Idempotency-Key.
      await clienteApi.patch('/api/caja/gastos/{id}/aprobar', {
        ruta: { id: gasto._id },
        clave: nuevaClaveIdempotencia(),
      });
      toast.exito(MENSAJE_GASTO_APROBADO);
      alCambiar();
    } catch (error) {
      toast.error(mensajeDeError(error, 'Error al aprobar el gasto'));
    } finally {
      setAprobando(null);
    }
  };

  const columnas: TableProps<GastoCobrador>['columns'] = [
    { title: 'Fecha', dataIndex: 'fecha', key: 'fecha', render: (f: string) => formatearFecha(f) },
    { title: 'Cobrador', key: 'cobrador', render: (_v, g) => g.cobrador.nombre },
    {
      title: 'Gasto',
      key: 'gasto',
      render: (_v, g) => `${ETIQUETAS_CATEGORIA_GASTO[g.categoria]}: ${g.concepto}`,
    },
    { title: 'Monto', dataIndex: 'monto', key: 'monto', align: 'right', render: (v: number) => formatearCOP(v) },
    {
      title: 'Por qué espera',
      key: 'limite',
      render: (_v, g) => (g.limitePasado ? ETIQUETAS_LIMITE_GASTO[g.limitePasado] : '—'),
    },
    {
      title: 'Recibo',
      key: 'recibo',
      render: (_v, g) =>
        g.tieneFoto ? (
          <Button size="small" onClick={() => alVerRecibo(g)}>
            Ver recibo
          </Button>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
  ];
  if (administra) {
    columnas.push({
      title: 'Acciones',
      key: 'acciones',
      render: (_v, g) => (
        <Space>
          <Button
            size="small"
            type="primary"
            loading={aprobando === g._id}
            aria-label={`Aprobar gasto de ${formatearCOP(g.monto)} de ${g.cobrador.nombre}`}
            onClick={() => void aprobar(g)}
          >
            Aprobar
          </Button>
          <Button
            size="small"
            danger
            aria-label={`Rechazar gasto de ${formatearCOP(g.monto)} de ${g.cobrador.nombre}`}
            onClick={() => alRechazar(g)}
          >
            Rechazar
          </Button>
        </Space>
      ),
    });
  }

  return (
    <Card size="small" title={`Gastos por aprobar (${gastos.length})`} style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">
        {administra
          ? 'Pasaron un límite de Configuración › Sistema: no rebajan lo que el cobrador debe entregar hasta que alguien distinto de quien los registró los apruebe.'
          : 'Pasaron un límite: esperan la aprobación de un gerente o administrador y, mientras tanto, no rebajan lo que debe entregar.'}
      </Typography.Paragraph>
      <Table<GastoCobrador>
        rowKey="_id"
        size="small"
        pagination={false}
        dataSource={gastos}
        columns={columnas}
        aria-label="Gastos por aprobar"
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}
