import type { ValueTransformer } from 'typeorm';

/**
 * NUMERIC(14,2) ↔ number. node-postgres entrega NUMERIC como texto para no perder precisión; los montos de
 * Cartera caben holgados en un double (14 dígitos), así que se convierten aquí, en un solo lugar.
 */
export const numerico: ValueTransformer = {
  to: (valor: number | null | undefined) => valor,
  from: (valor: string | null) => (valor === null ? null : Number(valor)),
};
