import { Card, Empty, Flex, Spin, Tag, Typography } from 'antd';
import { formatearFechaHora, type NotificacionPrestamo } from '@cartera/dominio';
import { mensajeDeError } from '@cartera/plataforma';
import { MENSAJES_PRESTAMOS } from '../prestamos/mensajes';

const COLOR_CATEGORIA: Readonly<Record<string, string>> = {
  plan: 'blue',
  pago: 'green',
  reverso: 'orange',
  mora: 'red',
  reenganche: 'purple',
  cancelacion: 'default',
  estado: 'cyan',
};

const ETIQUETA_CATEGORIA: Readonly<Record<string, string>> = {
  plan: 'Plan',
  pago: 'Pago',
  reverso: 'Reverso',
  mora: 'Mora',
  reenganche: 'Reenganche',
  cancelacion: 'Cancelación',
  estado: 'Estado',
};

interface Props {
  notificaciones: NotificacionPrestamo[];
  cargando: boolean;
  error: unknown;
}

/** The loan's events, newest first: title, category, message and when it happened. */
export function NotificacionesPrestamo({ notificaciones, cargando, error }: Props) {
  return (
    <Card size="small" title="Notificaciones">
      {error ? (
        <Typography.Text type="danger">
          {mensajeDeError(error, MENSAJES_PRESTAMOS.errorInformacion)}
        </Typography.Text>
      ) : notificaciones.length === 0 ? (
        cargando ? (
          <Spin />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Sin notificaciones" />
        )
      ) : (
        <ol aria-label="Notificaciones del préstamo" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {notificaciones.map((notificacion) => (
            <li key={notificacion._id} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
              <Flex justify="space-between" gap={8} wrap>
                <Flex gap={8} align="center">
                  <Typography.Text strong>{notificacion.titulo}</Typography.Text>
                  <Tag color={COLOR_CATEGORIA[notificacion.categoria] ?? 'default'}>
                    {ETIQUETA_CATEGORIA[notificacion.categoria] ?? notificacion.categoria}
                  </Tag>
                </Flex>
                <Typography.Text type="secondary">
                  {formatearFechaHora(notificacion.createdAt)}
                </Typography.Text>
              </Flex>
              <Typography.Paragraph style={{ margin: '4px 0 0' }}>
                {notificacion.mensaje}
              </Typography.Paragraph>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
