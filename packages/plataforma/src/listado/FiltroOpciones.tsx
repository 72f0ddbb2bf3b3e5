import { Select, type SelectProps } from 'antd';

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
