// The office of the rows of a list that belong to one (clients, loans, cobros) and the «Oficinas» of the
// accounts, shown when the session sees more than one office (useVariasOficinas, docs/decisiones/selector-de-oficina.md).
import { Typography, type TableColumnType } from 'antd';
import type { ReferenciaOficina, Rol } from '@cartera/dominio';
import { TextoLargo } from './columnas';

/**
 * The row's office as a grey line under its name, for the lists with no width to spare at 1366 px (clients, loans):
 * a column, or the row's detail, would make them scroll sideways (docs/decisiones/listas-a-1366.md). Nothing with
 * one office.
 */
export function OficinaBajoElNombre({ oficina, visible }: { oficina?: ReferenciaOficina; visible: boolean }) {
  if (!visible || !oficina) return null;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {oficina.nombre}
    </Typography.Text>
  );
}

/** «Oficinas» of an account: his offices by name; an admin's, «Todas» (he has none: he sees them all). */
export function columnaOficinas<T extends { rol: Rol; oficinas?: ReferenciaOficina[] }>(): TableColumnType<T> {
  return {
    title: 'Oficinas',
    key: 'oficinas',
    render: (_valor, cuenta) =>
      cuenta.rol === 'admin' ? (
        'Todas'
      ) : (
        <TextoLargo texto={cuenta.oficinas?.map((oficina) => oficina.nombre).join(', ')} ancho={140} />
      ),
  };
}

/** `columna` when the session sees more than one office, else nothing: `...siVariasOficinas(varias, columnaOficinas())`. */
export function siVariasOficinas<C>(varias: boolean, columna: C): C[] {
  return varias ? [columna] : [];
}
