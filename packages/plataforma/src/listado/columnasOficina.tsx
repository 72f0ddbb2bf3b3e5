// The office of the rows of a list that belong to one (clients, loans, cobros) and the «Oficinas» of the
// accounts, shown when the session sees more than one office (useVariasOficinas, docs/decisiones/selector-de-oficina.md).
import { Typography } from 'antd';
import type { ReferenciaOficina, Rol } from '@cartera/dominio';

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

/**
 * The offices of an account as a grey line under its name, cut to the name's width: his offices by name; an admin's,
 * «Todas las oficinas» (he has none: he sees them all). Nothing with one office.
 */
export function OficinasDeLaCuenta({
  cuenta,
  visible,
}: {
  cuenta: { rol: Rol; oficinas?: ReferenciaOficina[] };
  visible: boolean;
}) {
  if (!visible) return null;
  const texto =
    cuenta.rol === 'admin'
      ? 'Todas las oficinas'
      : cuenta.oficinas?.map((oficina) => oficina.nombre).join(', ');
  if (!texto) return null;
  return (
    <Typography.Text
      type="secondary"
      ellipsis={{ tooltip: texto }}
      style={{ display: 'block', maxWidth: 180, fontSize: 12 }}
    >
      {texto}
    </Typography.Text>
  );
}
