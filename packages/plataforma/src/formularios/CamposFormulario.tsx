import type { ReactNode } from 'react';
import {
  Col,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Select,
  Switch,
  type DatePickerProps,
  type ColProps,
  type FlexProps,
  type FormItemProps,
  type FormRule,
  type GetProps,
  type InputNumberProps,
  type InputProps,
  type SelectProps,
} from 'antd';

/**
 * What a field declares besides its name, label and input: antd's Form.Item props (`extra`, `style`, `rules`,
 * `dependencies`…), and `obligatorio`, the message of its required rule, which goes before its other `rules`.
 */
export type OpcionesCampo = Omit<FormItemProps, 'name' | 'label' | 'children'> & { obligatorio?: string };

/** A field's name: a key, or a path into nested values (`['porcentajesDeterioro', 'vencida']`). */
type Nombre = string | ReadonlyArray<string | number>;

/** One field of a form, declared as data: `<CamposFormulario campos={[campo.texto(…), campo.fecha(…)]} />`. */
export interface Campo {
  item: FormItemProps;
  entrada: ReactNode;
}

function declarar(
  name: Nombre,
  label: ReactNode,
  entrada: ReactNode,
  { obligatorio, rules, ...item }: OpcionesCampo = {},
  enBlanco = false,
): Campo {
  const requerido: FormRule[] = obligatorio
    ? [enBlanco ? { required: true, whitespace: true, message: obligatorio } : { required: true, message: obligatorio }]
    : [];
  const reglas = [...requerido, ...(rules ?? [])];
  return { item: { name, label, ...item, ...(reglas.length > 0 ? { rules: reglas } : {}) }, entrada };
}

/** A field with any input (a kit's own, a Switch, a remote select). */
function propio(name: Nombre, label: ReactNode, entrada: ReactNode, opciones?: OpcionesCampo): Campo {
  return declarar(name, label, entrada, opciones);
}

/**
 * The fields' builders. Text fields count a blank value as empty (`whitespace`); `max` is the input's maxLength.
 * `entrada` carries the input's own props.
 */
export const campo = Object.assign(propio, {
  texto: (
    name: Nombre,
    label: ReactNode,
    { max, entrada, ...opciones }: OpcionesCampo & { max?: number; entrada?: InputProps } = {},
  ): Campo => declarar(name, label, <Input maxLength={max} {...entrada} />, opciones, true),
  /** A password: required means not empty (spaces count as characters). */
  contrasena: (
    name: Nombre,
    label: ReactNode,
    { entrada, ...opciones }: OpcionesCampo & { entrada?: GetProps<typeof Input.Password> } = {},
  ): Campo => declarar(name, label, <Input.Password {...entrada} />, opciones),
  area: (
    name: Nombre,
    label: ReactNode,
    { max, filas, entrada, ...opciones }: OpcionesCampo & { max?: number; filas?: number; entrada?: GetProps<typeof Input.TextArea> } = {},
  ): Campo => declarar(name, label, <Input.TextArea maxLength={max} rows={filas} {...entrada} />, opciones, true),
  numero: (
    name: Nombre,
    label: ReactNode,
    { entrada, ...opciones }: OpcionesCampo & { entrada?: InputNumberProps<number> } = {},
  ): Campo => declarar(name, label, <InputNumber<number> style={{ width: '100%' }} {...entrada} />, opciones),
  /** Whole pesos from 1, in steps of 1.000 (its rule, the form's: `validarMontoPago` with its message). */
  monto: (
    name: Nombre,
    label: ReactNode,
    { entrada, ...opciones }: OpcionesCampo & { entrada?: InputNumberProps<number> } = {},
  ): Campo =>
    declarar(
      name,
      label,
      <InputNumber<number> min={1} step={1000} precision={0} style={{ width: '100%' }} {...entrada} />,
      opciones,
    ),
  fecha: (
    name: Nombre,
    label: ReactNode,
    { entrada, ...opciones }: OpcionesCampo & { entrada?: DatePickerProps } = {},
  ): Campo =>
    declarar(name, label, <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} {...entrada} />, opciones),
  /** A yes/no setting: the Switch's `checked` is the value; `etiquetaInterruptor`, its own accessible name. */
  interruptor: (
    name: Nombre,
    label: ReactNode,
    { etiquetaInterruptor, ...opciones }: OpcionesCampo & { etiquetaInterruptor?: string } = {},
  ): Campo => declarar(name, label, <Switch aria-label={etiquetaInterruptor} />, { valuePropName: 'checked', ...opciones }),
  seleccion: <V,>(
    name: Nombre,
    label: ReactNode,
    options: SelectProps<V>['options'],
    { entrada, ...opciones }: OpcionesCampo & { entrada?: Omit<SelectProps<V>, 'options'> } = {},
  ): Campo => declarar(name, label, <Select<V> options={options} {...entrada} />, opciones),
});

type Lista = ReadonlyArray<Campo | false>;

type Props = (
  | { campos: Lista; filas?: undefined }
  /** Rows of fields side by side, one row under another (each a `<Flex gap={16} wrap>`). */
  | { filas: ReadonlyArray<Lista>; campos?: undefined }
) & {
  /** Side by side, wrapping on a narrow screen (`<Flex gap={16} wrap>`), aligned as `alinear` says. */
  enFila?: boolean;
  alinear?: FlexProps['align'];
  /** Each field in a column of the grid row around it (`<Col {...columna}>`, inside the form's `<Row>`). */
  columna?: ColProps;
};

/**
 * A form's fields from one declaration each: a Form.Item with its label, name, rules and help around its input, in
 * the order given (a `false` entry is a field this form does not show).
 */
export function CamposFormulario({ campos, filas, enFila = false, alinear, columna }: Props) {
  if (filas) {
    return filas.map((fila, i) => <CamposFormulario key={i} campos={fila} enFila alinear={alinear} />);
  }
  const items = campos.map((c) => {
    if (!c) return false;
    const item = (
      <Form.Item key={String(c.item.name)} {...c.item}>
        {c.entrada}
      </Form.Item>
    );
    return columna ? (
      <Col key={String(c.item.name)} {...columna}>
        {item}
      </Col>
    ) : (
      item
    );
  });
  return enFila ? (
    <Flex gap={16} wrap align={alinear}>
      {items}
    </Flex>
  ) : (
    <>{items}</>
  );
}
