import { Flex, Progress, Typography } from 'antd';

/**
 * The progress of a job the server runs in the background (an import being applied, a bank statement's lines being
 * charged): the bar, «N de M <unidad>» and, while it runs, how long is left when the server knows it.
 */
export function AvanceTrabajo({
  hechas,
  total,
  activo,
  unidad,
  etiqueta,
  restante,
  barra = true,
}: {
  hechas: number;
  total: number;
  /** Still running: the bar moves. */
  activo: boolean;
  /** What is counted, plural: «filas», «líneas». */
  unidad: string;
  /** The bar's accessible name. */
  etiqueta: string;
  /** While running: the text of the time left («Faltan ≈ 2 min»), or null while it is being estimated. */
  restante?: string | null;
  /** Without it, only the count (before the job starts). */
  barra?: boolean;
}) {
  const porcentaje = total > 0 ? Math.floor((hechas / total) * 100) : 0;
  return (
    <Flex vertical gap={12}>
      {barra && (
        <Progress percent={porcentaje} status={activo ? 'active' : undefined} aria-label={etiqueta} />
      )}
      <Flex gap={16} wrap>
        <Typography.Text>
          {hechas} de {total} {unidad}
        </Typography.Text>
        {activo && restante !== undefined && (
          <Typography.Text type="secondary">{restante ?? 'Calculando el tiempo que falta…'}</Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
