import { Flex, Spin, Typography } from 'antd';

/** Centered spinner for a screen, a lazy page or a module still loading. */
export function Cargando({ texto }: { texto?: string }) {
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={12}
      role="status"
      aria-label={texto ?? 'Cargando'}
      style={{ minHeight: 240, width: '100%' }}
    >
      <Spin size="large" />
      {texto && <Typography.Text type="secondary">{texto}</Typography.Text>}
    </Flex>
  );
}
