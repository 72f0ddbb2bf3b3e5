// The plain fields of the client form, as data for CamposFormulario (@cartera/plataforma/formularios): each declares
// only its label, its name and what makes it differ (length, whether it is obligatory), so the form reads as the list
// of what it asks.
import type { ReactNode } from 'react';
import { Card, Col, Input, Row, type ColProps } from 'antd';
import { limpiarTelefono, validarTelefono } from '@cartera/dominio';
import { reglaDe } from '@cartera/plataforma';
import { campo, type Campo } from '@cartera/plataforma/formularios';
import type { CamposCliente } from './camposCliente';

type Nombre = keyof CamposCliente;

/** Half of the row on a wide screen, the whole row on a phone (`CamposFormulario columna`). */
export const MITAD_FILA: ColProps = { xs: 24, md: 12 };

/** A field of its own (the cédula, the office) in half of the row. */
export function MitadFila({ children }: { children: ReactNode }) {
  return <Col {...MITAD_FILA}>{children}</Col>;
}

/** A titled section of the form: a small card around a row of fields. */
export function SeccionCliente({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Card title={titulo} size="small" style={{ marginBottom: 16 }}>
      <Row gutter={16}>{children}</Row>
    </Card>
  );
}

/** A free text field, cut to `max` (120 unless told); with `obligatorio`, it is marked and rejects an empty text. */
export function textoCliente(
  name: Nombre,
  label: string,
  { max = 120, obligatorio }: { max?: number; obligatorio?: string } = {},
): Campo {
  return campo.texto(name, label, { max, obligatorio, entrada: { autoComplete: 'off' } });
}

/**
 * A phone: keeps only digits as it is typed (no maxLength, so a pasted '300-123-4567' keeps all its digits) and checks
 * them with the same validator and words as the API.
 */
export function telefonoCliente(name: Nombre, label: string, obligatorio: boolean): Campo {
  return campo(name, label, <Input inputMode="numeric" placeholder="10 dígitos" autoComplete="off" />, {
    required: obligatorio,
    normalize: (valor?: string) => limpiarTelefono(valor),
    rules: [reglaDe((valor: string | null | undefined) => validarTelefono(valor, { obligatorio }))],
  });
}

/** An optional choice among the codes of a domain list, each shown as 'código · etiqueta'. */
export function codigoCliente<T extends string>(
  name: Nombre,
  label: string,
  valores: readonly T[],
  etiquetas: Readonly<Record<T, string>>,
): Campo {
  const opciones = valores.map((valor) => ({ value: valor, label: `${valor} · ${etiquetas[valor]}` }));
  return campo.seleccion<T>(name, label, opciones, {
    entrada: { allowClear: true, placeholder: 'Seleccione' },
  });
}
