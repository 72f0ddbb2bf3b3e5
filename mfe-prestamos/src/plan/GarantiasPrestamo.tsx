import { Link } from 'react-router-dom';
import { Card, Empty, Flex, Spin, Tag, Typography } from 'antd';
import { ETIQUETAS_ESTADO_GARANTIA, ETIQUETAS_TIPO_GARANTIA, formatearCOP, LIMITES } from '@cartera/dominio';
import { clienteApi, mensajeDeError, useConsulta } from '@cartera/plataforma';
import { COLORES_ESTADO_GARANTIA } from '../garantias/GarantiaDetalleModal';

/** The loan's guarantees (GET /garantias?prestamo=id), on its plan page. */
export function GarantiasPrestamo({ prestamoId }: { prestamoId: string }) {
  const consulta = useConsulta(
    () =>
      clienteApi.get('/api/garantias', { consulta: { page: 1, limit: LIMITES.limiteMaximo, prestamo: prestamoId } }),
    [prestamoId],
  );
  const garantias = consulta.datos?.data ?? [];
  return (
    <Card size="small" title="Garantías" style={{ marginBottom: 16 }} extra={<Link to="/garantias">Ver garantías</Link>}>
      {consulta.error ? (
        <Typography.Text type="danger">{mensajeDeError(consulta.error, 'Error cargando garantías')}</Typography.Text>
      ) : consulta.cargando && garantias.length === 0 ? (
        <Spin />
      ) : garantias.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Sin garantías" />
      ) : (
        <ul aria-label="Garantías del préstamo" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {garantias.map((garantia) => (
            <li key={garantia._id} style={{ padding: '6px 0', borderBottom: '1px solid #f0f0f0' }}>
              <Flex justify="space-between" gap={8} wrap>
                <div>
                  <Typography.Text strong>{garantia.descripcion}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">
                    {`${ETIQUETAS_TIPO_GARANTIA[garantia.tipo]} · ${formatearCOP(garantia.valorDeclarado)} · ${garantia.documentos.length} documento(s)`}
                  </Typography.Text>
                </div>
                <Tag color={COLORES_ESTADO_GARANTIA[garantia.estado]}>{ETIQUETAS_ESTADO_GARANTIA[garantia.estado]}</Tag>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
