import { Select } from 'antd';
import { elegirOficina, TODAS_LAS_OFICINAS, type OpcionOficina } from '@cartera/plataforma';

interface Props {
  opciones: readonly OpcionOficina[];
  /** The office in force; null is «Todas» (the admin's only: a gerente always has one of his in force). */
  valor: string | null;
}

/**
 * The top bar's office selector (docs/decisiones/selector-de-oficina.md): what the lists, reports and dashboard
 * show. The choice stays for this user in this browser; the screen below starts again with it.
 */
export default function SelectorOficina({ opciones, valor }: Props) {
  return (
    <Select
      aria-label="Oficina"
      value={valor ?? TODAS_LAS_OFICINAS}
      options={[...opciones]}
      onChange={elegirOficina}
      popupMatchSelectWidth={false}
      style={{ width: 'clamp(120px, 22vw, 220px)', minWidth: 0 }}
    />
  );
}
