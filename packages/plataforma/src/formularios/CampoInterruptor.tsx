import type { CSSProperties, ReactNode } from 'react';
import { Form, Switch } from 'antd';

interface Props {
  /** The form field: a boolean. */
  name: string;
  label: ReactNode;
  /** What turning it on does, under the switch. */
  extra?: ReactNode;
  /** The switch's own accessible name, when the label alone does not say what it turns on. */
  etiquetaInterruptor?: string;
  style?: CSSProperties;
}

/** A yes/no setting of a form: a Form.Item whose value is the Switch's `checked`. */
export function CampoInterruptor({ name, label, extra, etiquetaInterruptor, style }: Props) {
  return (
    <Form.Item name={name} label={label} valuePropName="checked" extra={extra} style={style}>
      <Switch aria-label={etiquetaInterruptor} />
    </Form.Item>
  );
}
