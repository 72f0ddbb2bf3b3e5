// The plain half-width fields of the client form: each declares only its label, its name and what makes it differ
// (length, whether it is obligatory), so the form reads as the list of what it asks.
import type { ReactNode } from 'react';
import { Col, Form, Input, Select } from 'antd';
import { limpiarTelefono, validarTelefono } from '@cartera/dominio';
import { reglaDe } from '@cartera/plataforma';
import type { CamposCliente } from './camposCliente';

type Nombre = keyof CamposCliente;

/** Half of the row on a wide screen, the whole row on a phone. */
export function MitadFila({ children }: { children: ReactNode }) {
  return (
    <Col xs={24} md={12}>
      {children}
    </Col>
  );
}

interface PropsTexto {
  label: string;
  name: Nombre;
  /** Characters it accepts at the most. */
  maxLength?: number;
  /** When the field is obligatory, the message shown while it is empty (or only spaces). */
  obligatorio?: string;
}

/** A free text field, cut to `maxLength`; with `obligatorio`, it is marked and rejects an empty text. */
export function CampoTexto({ label, name, maxLength = 120, obligatorio }: PropsTexto) {
  return (
    <MitadFila>
      <Form.Item
        label={label}
        name={name}
        required={obligatorio !== undefined}
        rules={obligatorio === undefined ? [] : [{ required: true, whitespace: true, message: obligatorio }]}
      >
        <Input autoComplete="off" maxLength={maxLength} />
      </Form.Item>
    </MitadFila>
  );
}

interface PropsTelefono {
  label: string;
  name: Nombre;
  obligatorio: boolean;
}

/**
 * A phone: keeps only digits as it is typed (no maxLength, so a pasted '300-123-4567' keeps all its digits) and checks
 * them with the same validator and words as the API.
 */
export function CampoTelefonoCliente({ label, name, obligatorio }: PropsTelefono) {
  return (
    <MitadFila>
      <Form.Item
        label={label}
        name={name}
        required={obligatorio}
        normalize={(valor?: string) => limpiarTelefono(valor)}
        rules={[reglaDe((valor: string | null | undefined) => validarTelefono(valor, { obligatorio }))]}
      >
        <Input inputMode="numeric" placeholder="10 dígitos" autoComplete="off" />
      </Form.Item>
    </MitadFila>
  );
}

interface PropsCodigo<T extends string> {
  label: string;
  name: Nombre;
  valores: readonly T[];
  etiquetas: Readonly<Record<T, string>>;
}

/** An optional choice among the codes of a domain list, each shown as 'código · etiqueta'. */
export function CampoCodigo<T extends string>({ label, name, valores, etiquetas }: PropsCodigo<T>) {
  return (
    <MitadFila>
      <Form.Item label={label} name={name}>
        <Select
          allowClear
          placeholder="Seleccione"
          options={valores.map((valor) => ({ value: valor, label: `${valor} · ${etiquetas[valor]}` }))}
        />
      </Form.Item>
    </MitadFila>
  );
}
