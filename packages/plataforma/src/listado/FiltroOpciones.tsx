import { Select, type SelectProps } from 'antd';
// Through the shared entry, never '../cobradores': this entry is shared apart (src/index.ts).
import type { SelectorCobradores } from '@cartera/plataforma';

/** The options of a domain list with its labels, one function for the API and every screen. */
export { opcionesDe } from '@cartera/dominio';

export interface Opcion<T extends string> {
  value: T;
  label: string;
}

interface Props<T extends string> extends Pick<SelectProps<T>, 'loading' | 'showSearch'> {
  /** Its accessible name: 'Filtrar por estado'. */
  etiqueta: string;
  /** What it shows with nothing chosen: 'Todos los estados'. */
  todos: string;
  valor: T | undefined;
  opciones: ReadonlyArray<Opcion<T>>;
  /** The chosen value, or undefined when cleared (every value). */
  alCambiar: (valor: T | undefined) => void;
  ancho?: number;
}

/** A filter of the bar (`BarraFiltros`) over a list of values: one of them, or all when cleared. */
export function FiltroOpciones<T extends string>({
  etiqueta,
  todos,
  valor,
  opciones,
  alCambiar,
  ancho = 180,
  ...resto
}: Props<T>) {
  return (
    <Select<T>
      allowClear
      placeholder={todos}
      aria-label={etiqueta}
      style={{ width: ancho }}
      value={valor}
      options={[...opciones]}
      onChange={(elegido) => alCambiar(elegido)}
      {...resto}
    />
  );
}

/** A filter over many names (users, collectors): found by typing, wider, and busy while its options arrive. */
export function FiltroBuscable<T extends string>({
  cargando,
  ...props
}: Omit<Props<T>, 'ancho' | 'showSearch' | 'loading'> & { cargando: boolean }) {
  return <FiltroOpciones<T> {...props} ancho={220} showSearch={{ optionFilterProp: 'label' }} loading={cargando} />;
}

interface PropsCobrador {
  /** The collectors of the screen (`useSelectorCobradores`, with the inactive ones for a list of what they left). */
  cobradores: Pick<SelectorCobradores, 'opciones' | 'cargando'>;
  valor: string | undefined;
  alCambiar: (cobradorId: string | undefined) => void;
}

/** The bar's filter by collector: found by typing his name, every collector when cleared. */
export function FiltroCobrador({ cobradores, valor, alCambiar }: PropsCobrador) {
  return (
    <FiltroBuscable
      etiqueta="Filtrar por cobrador"
      todos="Todos los cobradores"
      cargando={cobradores.cargando}
      valor={valor}
      opciones={cobradores.opciones}
      alCambiar={alCambiar}
    />
  );
}
