import { Select, Typography, type SelectProps } from 'antd';

/** An option of a `SelectConAyuda`: its value, its label (its name everywhere) and what it means. */
export interface OpcionConAyuda<V extends string> {
  value: V;
  label: string;
  ayuda: string;
}

/**
 * A Select whose options say what they mean: each shows its label and, under it, its help in a smaller grey line.
 * The label stays the option's name (its `title`, what the field shows once chosen); inside a Form.Item it takes the
 * item's value and onChange like a Select.
 */
export function SelectConAyuda<V extends string>({
  opciones,
  ...props
}: Omit<SelectProps<V>, 'options' | 'optionRender'> & { opciones: ReadonlyArray<OpcionConAyuda<V>> }) {
  const ayudas = new Map<unknown, string>(opciones.map((opcion) => [opcion.value, opcion.ayuda]));
  return (
    <Select<V>
      {...props}
      options={opciones.map(({ value, label }) => ({ value, label }))}
      optionRender={(opcion) => (
        <div style={{ whiteSpace: 'normal' }}>
          <div>{opcion.label}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {ayudas.get(opcion.value)}
          </Typography.Text>
        </div>
      )}
    />
  );
}
