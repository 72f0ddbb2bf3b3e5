import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

interface Props {
  children: ReactNode;
  /** Actions shown at the right of the title (buttons such as 'Nuevo Usuario'). */
  acciones?: ReactNode;
}

/** The title bar every screen starts with. */
export function Titulo({ children, acciones }: Props) {
  return (
    <Flex align="center" justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {children}
      </Typography.Title>
      {acciones && (
        <Flex gap={8} wrap>
          {acciones}
        </Flex>
      )}
    </Flex>
  );
}
