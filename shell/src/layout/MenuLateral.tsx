import { useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import type { Rol } from '@cartera/dominio';
import { gruposVisibles, itemActivo } from './menu';

interface Props {
  rol: Rol | undefined;
  /** Called after choosing an entry (closes the drawer on small screens). */
  alElegir?: () => void;
  /** The pointer or the keyboard reached an entry: a click may follow (the shell starts loading its remote). */
  alApuntar?: (ruta: string) => void;
}

/**
 * A pointer that can rest over an entry (a mouse, not a finger). Only there does the folded menu name each icon in a
 * tooltip: on a phone nobody hovers, and each tooltip cost a second render of its entry when the portal starts.
 */
function puedeApuntarEncima(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover)').matches;
}

/** The sidebar: 'Sistema Principal' and 'Módulos Avanzados', the current section highlighted. */
export function MenuLateral({ rol, alElegir, alApuntar }: Props) {
  const { pathname } = useLocation();
  const [conTooltips] = useState(puedeApuntarEncima);
  const activo = itemActivo(pathname);
  const items: MenuProps['items'] = gruposVisibles(rol).map((grupo) => ({
    type: 'group',
    key: grupo.titulo,
    label: grupo.titulo,
    children: grupo.items.map((item) => ({
      key: item.ruta,
      icon: item.icono,
      label: item.pagina ? (
        <a href={item.ruta} onClick={alElegir}>
          {item.etiqueta}
        </a>
      ) : (
        <Link
          to={item.ruta}
          onClick={alElegir}
          onPointerEnter={alApuntar && (() => alApuntar(item.ruta))}
          onFocus={alApuntar && (() => alApuntar(item.ruta))}
        >
          {item.etiqueta}
        </Link>
      ),
    })),
  }));
  return (
    <nav aria-label="Menú principal">
      <Menu
        mode="inline"
        items={items}
        selectedKeys={activo ? [activo] : []}
        tooltip={conTooltips ? undefined : false}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
