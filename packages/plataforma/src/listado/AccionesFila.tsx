import type { ReactNode } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';

interface PropsAccion {
  /** The action's word: the tooltip and the accessible name ('Ver plan'). */
  texto: string;
  icono: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  /** A red button (delete, cancel, reject). */
  peligro?: boolean;
}

/** One action of a row as a compact icon button: the row keeps every column in sight; its word is the tooltip. */
export function AccionFila({ texto, icono, onClick, disabled, peligro }: PropsAccion) {
  return (
    <Tooltip title={texto}>
      <Button
        size="small"
        aria-label={texto}
        icon={icono}
        danger={peligro}
        disabled={disabled}
        onClick={onClick}
      />
    </Tooltip>
  );
}

interface Props {
  alEditar?: () => void;
  alEliminar?: () => void;
  /**
   * What the row is ('José Ñúñez'): the buttons are named after it ('Editar José Ñúñez'), so a screen reader and a
   * test tell one row's from another's.
   */
  nombre?: string;
  /** The buttons show their word beside the icon, with no tooltip (a list with few columns). */
  conTexto?: boolean;
  /** More buttons before Editar/Eliminar (Ver, Descargar…; `AccionFila`). */
  children?: ReactNode;
}

/** The icon buttons of a row: extra actions, then Editar and Eliminar, each with a tooltip and an accessible name. */
export function AccionesFila({ alEditar, alEliminar, nombre, conTexto = false, children }: Props) {
  const boton = (texto: 'Editar' | 'Eliminar', icono: ReactNode, onClick: () => void) => {
    const etiqueta = nombre ? `${texto} ${nombre}` : texto;
    const peligro = texto === 'Eliminar';
    if (conTexto)
      return (
        <Button size="small" danger={peligro} icon={icono} aria-label={etiqueta} onClick={onClick}>
          {texto}
        </Button>
      );
    return (
      <Tooltip title={texto}>
        <Button size="small" danger={peligro} aria-label={etiqueta} icon={icono} onClick={onClick} />
      </Tooltip>
    );
  };
  return (
    <Space size={conTexto ? 'small' : 4}>
      {children}
      {alEditar && boton('Editar', <EditOutlined />, alEditar)}
      {alEliminar && boton('Eliminar', <DeleteOutlined />, alEliminar)}
    </Space>
  );
}
