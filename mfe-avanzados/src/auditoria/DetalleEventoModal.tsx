import { useState } from 'react';
import { Descriptions, Modal, Switch, Table, Tag, Typography } from 'antd';
import { ETIQUETAS_RESULTADO_AUDITORIA, ETIQUETAS_TIPO_EVENTO_AUDITORIA, formatearFechaHora } from '@cartera/dominio';
import type { EventoAuditoria } from '@cartera/dominio';
import { COLORES_TIPO } from './coloresTipo';
import { diferencias, valorLegible, type Diferencia } from './diferencias';

interface Props {
  evento: EventoAuditoria;
  alCerrar: () => void;
}

/** Spec §2 audit detail: id, timestamp, user, IP, action, module, details, and previous/new data as a diff. */
export function DetalleEventoModal({ evento, alCerrar }: Props) {
  const [verTodos, setVerTodos] = useState(false);
  const filas = diferencias(evento.datosAnteriores, evento.datosNuevos);
  const cambiadas = filas.filter((f) => f.cambiado);
  const sinCambio = filas.length - cambiadas.length;
  const visibles = verTodos ? filas : cambiadas;

  return (
    <Modal open title="Detalle del evento" onCancel={alCerrar} footer={null} width={760} destroyOnHidden>
      <Descriptions bordered size="small" column={1} styles={{ label: { width: 160 } }}>
        <Descriptions.Item label="ID del evento">{evento.id}</Descriptions.Item>
        <Descriptions.Item label="Fecha y hora">{formatearFechaHora(evento.timestamp)}</Descriptions.Item>
        <Descriptions.Item label="Usuario">{evento.usuario}</Descriptions.Item>
        <Descriptions.Item label="IP">{evento.ip ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Acción">{evento.accion}</Descriptions.Item>
        <Descriptions.Item label="Módulo">{evento.modulo}</Descriptions.Item>
        <Descriptions.Item label="Tipo">
          <Tag color={COLORES_TIPO[evento.tipo] ?? 'default'}>{ETIQUETAS_TIPO_EVENTO_AUDITORIA[evento.tipo] ?? evento.tipo}</Tag>
          {ETIQUETAS_RESULTADO_AUDITORIA[evento.resultado] ?? evento.resultado}
        </Descriptions.Item>
        <Descriptions.Item label="Detalles">{evento.detalles || '—'}</Descriptions.Item>
      </Descriptions>

      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Datos anteriores y nuevos
      </Typography.Title>
      {filas.length === 0 ? (
        <Typography.Text type="secondary">Este evento no guarda datos anteriores ni nuevos.</Typography.Text>
      ) : (
        <>
          {sinCambio > 0 && (
            <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center', marginBottom: 8 }}>
              <Switch size="small" checked={verTodos} onChange={setVerTodos} aria-label="Mostrar campos sin cambios" />
              Mostrar {sinCambio} campos sin cambios
            </label>
          )}
          <Table<Diferencia>
            aria-label="Cambios"
            size="small"
            rowKey="campo"
            pagination={false}
            dataSource={visibles}
            locale={{ emptyText: 'Ningún campo cambió' }}
            rowClassName={(fila) => (fila.cambiado ? 'auditoria-cambiado' : '')}
            columns={[
              { title: 'Campo', dataIndex: 'campo', key: 'campo' },
              {
                title: 'Antes',
                key: 'antes',
                render: (_v, fila) => <Typography.Text delete={fila.cambiado && fila.antes !== undefined}>{valorLegible(fila.antes)}</Typography.Text>,
              },
              {
                title: 'Después',
                key: 'despues',
                render: (_v, fila) => <Typography.Text strong={fila.cambiado}>{valorLegible(fila.despues)}</Typography.Text>,
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
