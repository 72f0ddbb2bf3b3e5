// The «Oficina» column of the lists whose rows belong to one office (clients, loans, cobros) and the «Oficinas» of the
// accounts, shown when the session sees more than one office (useVariasOficinas, docs/decisiones/selector-de-oficina.md).
import type { TableColumnType } from 'antd';
import type { ReferenciaOficina, Rol } from '@cartera/dominio';
import { TextoLargo } from './columnas';

/**
 * «Oficina»: the row's office by name. `ajustes` for a list that cannot spare its width at 1366 px
 * (`{ responsive: SOLO_PANTALLA_ANCHA }`: narrower, the office is in the row's detail).
 */
export function columnaOficina<T extends { oficina?: ReferenciaOficina }>(
  ajustes: Partial<TableColumnType<T>> = {},
): TableColumnType<T> {
  return {
    title: 'Oficina',
    key: 'oficina',
    render: (_valor, fila) => <TextoLargo texto={fila.oficina?.nombre} ancho={150} />,
    ...ajustes,
  };
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
        <TextoLargo texto={cuenta.oficinas?.map((oficina) => oficina.nombre).join(', ')} ancho={180} />
      ),
  };
}

/** `columna` when the session sees more than one office, else nothing: `...siVariasOficinas(varias, columnaOficina())`. */
export function siVariasOficinas<C>(varias: boolean, columna: C): C[] {
  return varias ? [columna] : [];
}
