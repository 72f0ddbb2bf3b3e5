import type { ReactNode } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';

interface Props {
  alEditar?: () => void;
  alEliminar?: () => void;
  /** More buttons before Editar/Eliminar (Ver, Descargar…). */
  children?: ReactNode;
}

/** The icon buttons of a row: extra actions, then Editar and Eliminar, each with a tooltip and an accessible name. */
export function AccionesFila({ alEditar, alEliminar, children }: Props) {
  return (
    <Space size={4}>
      {children}
      {alEditar && (
        <Tooltip title="Editar">
          <Button size="small" aria-label="Editar" icon={<EditOutlined />} onClick={alEditar} />
        </Tooltip>
      )}
      {alEliminar && (
        <Tooltip title="Eliminar">
          <Button size="small" danger aria-label="Eliminar" icon={<DeleteOutlined />} onClick={alEliminar} />
        </Tooltip>
      )}
    </Space>
  );
}
