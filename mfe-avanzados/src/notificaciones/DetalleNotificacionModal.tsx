import { useState } from 'react';
import { Modal, Table, Typography } from 'antd';
import { ETIQUETAS_TIPO_NOTIFICACION, type NotificacionCentro } from '@cartera/dominio';
import { clienteApi, useConsulta } from '@cartera/plataforma';
import { EtiquetaEstado } from './etiquetas';

function Destinatarios({ notificacion }: { notificacion: NotificacionCentro }) {
  const [pagina, setPagina] = useState(1);
  const consulta = useConsulta(
    () =>
      clienteApi.get('/api/notificaciones/{id}/destinatarios', {
        ruta: { id: notificacion._id },
        consulta: { page: pagina, limit: 10 },
      }),
    [notificacion._id, pagina],
  );
  return (
    <Table
      rowKey="_id"
      size="small"
      loading={consulta.cargando}
      dataSource={consulta.datos?.data ?? []}
      pagination={{
        current: pagina,
        pageSize: 10,
        total: consulta.datos?.meta.total ?? 0,
        onChange: setPagina,
        showSizeChanger: false,
      }}
      columns={[
        { title: 'Destinatario', dataIndex: 'nombre' },
        { title: 'Dirección', dataIndex: 'direccion', render: (v: string | null) => v ?? '—' },
        {
          title: 'Estado',
          dataIndex: 'estado',
          render: (v) => <EtiquetaEstado estado={v === 'cancelado' ? 'cancelado' : v} />,
        },
        { title: 'Intentos', dataIndex: 'intentos' },
        { title: 'Error', dataIndex: 'error', render: (v: string | null) => v ?? '' },
      ]}
      expandable={{
        expandedRowRender: (d) => (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
            {d.mensaje}
          </Typography.Paragraph>
        ),
      }}
    />
  );
}

/** A notification of the history: its counts and, page by page, each recipient with status, attempts and error. */
export function DetalleNotificacionModal({
  notificacion: detalle,
  alCerrar,
}: {
  notificacion: NotificacionCentro;
  alCerrar: () => void;
}) {
  return (
    <Modal open onCancel={alCerrar} footer={null} width={860} title={detalle.titulo} destroyOnHidden>
      <Typography.Paragraph>
        <EtiquetaEstado estado={detalle.estado} /> {ETIQUETAS_TIPO_NOTIFICACION[detalle.tipo]} ·{' '}
        {detalle.estadisticas.enviados} enviadas, {detalle.estadisticas.fallidos} fallidas,{' '}
        {detalle.estadisticas.pendientes} pendientes
      </Typography.Paragraph>
      <Destinatarios notificacion={detalle} />
    </Modal>
  );
}
