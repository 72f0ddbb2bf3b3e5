import { Empty, Flex, Spin, Tag, Typography } from 'antd';
import {
  ETIQUETAS_ESTADO_PROMESA,
  ETIQUETAS_RESULTADO_GESTION,
  formatearCOP,
  formatearFecha,
  type EstadoPromesa,
  type GestionJson,
} from '@cartera/dominio';
import { clienteApi, ErrorDeCarga, useConsulta } from '@cartera/plataforma';

const COLOR_PROMESA: Readonly<Record<EstadoPromesa, string>> = {
  pendiente: 'blue',
  cumplida: 'green',
  incumplida: 'red',
};

/** What happened in the collectors' visits without payment (Mi Ruta), newest first. */
export function GestionesPrestamo({ prestamoId, version }: { prestamoId: string; version: number }) {
  const gestiones = useConsulta(
    () => clienteApi.get('/api/gestiones/prestamo/{id}', { ruta: { id: prestamoId } }),
    [prestamoId, version],
  );
  if (gestiones.error && !gestiones.datos)
    return <ErrorDeCarga error={gestiones.error} texto="No se pudieron cargar las visitas" />;
  if (!gestiones.datos) return <Spin />;
  if (gestiones.datos.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Sin visitas registradas" />;
  return (
    <ol aria-label="Visitas del préstamo" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {gestiones.datos.map((g: GestionJson) => (
        <li key={g._id} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
          <Flex justify="space-between" gap={8} wrap>
            <Flex gap={8} align="center" wrap>
              <Typography.Text strong>{ETIQUETAS_RESULTADO_GESTION[g.resultado]}</Typography.Text>
              {g.estadoPromesa && (
                <Tag color={COLOR_PROMESA[g.estadoPromesa]}>{ETIQUETAS_ESTADO_PROMESA[g.estadoPromesa]}</Tag>
              )}
            </Flex>
            <Typography.Text type="secondary">
              {formatearFecha(g.fecha)} · {g.cobrador?.nombre ?? 'Sin cobrador'}
            </Typography.Text>
          </Flex>
          {g.resultado === 'promesa' && g.montoPromesa !== null && g.fechaPromesa && (
            <div>
              Promete {formatearCOP(g.montoPromesa)} para el {formatearFecha(g.fechaPromesa)}
            </div>
          )}
          {g.nota && <Typography.Text type="secondary">{g.nota}</Typography.Text>}
        </li>
      ))}
    </ol>
  );
}
