import { useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { Rol } from '@cartera/dominio';
import { menuPara } from '@cartera/plataforma/pantallas';
import { esRutaActiva, ICONOS } from './menu';

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

/**
 * The sidebar: 'Sistema Principal' and 'Módulos Avanzados' with the entries the registry of screens gives `rol`
 * (packages/plataforma/src/pantallas.ts), the current section highlighted. The whole row is the entry: a tap on its
 * icon or beside its label (a finger is wider than a word) goes there as a tap on the label does.
 */
export function MenuLateral({ rol, alElegir, alApuntar }: Props) {
  const { pathname } = useLocation();
  const navegar = useNavigate();
  const [conTooltips] = useState(puedeApuntarEncima);
  const grupos = menuPara(rol);
  const activo = grupos
    .flatMap((grupo) => grupo.pantallas)
    .find((pantalla) => esRutaActiva(pathname, pantalla.ruta))?.ruta;
  const items: MenuProps['items'] = grupos.map(({ grupo, pantallas }) => ({
    type: 'group',
    key: grupo,
    label: grupo,
    children: pantallas.map(({ ruta, menu, pagina }) => ({
      key: ruta,
      icon: ICONOS[menu.icono],
      label: pagina ? (
        <a href={ruta} onClick={alElegir}>
          {menu.etiqueta}
        </a>
      ) : (
        <Link
          to={ruta}
          onClick={alElegir}
          onPointerEnter={alApuntar && (() => alApuntar(ruta))}
          onFocus={alApuntar && (() => alApuntar(ruta))}
        >
          {menu.etiqueta}
        </Link>
      ),
    })),
  }));
  // The label's link already went (it prevents the browser's default when it navigates): the row does not go twice.
  const alElegirLaFila: MenuProps['onClick'] = ({ key, domEvent }) => {
    if (domEvent.defaultPrevented || (domEvent.target instanceof Element && domEvent.target.closest('a'))) return;
    const pantalla = grupos.flatMap((grupo) => grupo.pantallas).find((p) => p.ruta === key);
    if (!pantalla) return;
    alElegir?.();
    if (pantalla.pagina) window.location.assign(pantalla.ruta);
    else navegar(pantalla.ruta);
  };
  return (
    <nav aria-label="Menú principal">
      <Menu
        mode="inline"
        items={items}
        onClick={alElegirLaFila}
        selectedKeys={activo ? [activo] : []}
        tooltip={conTooltips ? undefined : false}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
