import type { FormInstance, FormRule } from 'antd';
import { esErrorHttp } from './http';

/**
 * Puts a 400's per-field `errors` (`{ campo: [mensajes] }`) under the matching antd form fields.
 * Nested fields come as dotted names (`referencias.telefono`). Returns whether any field error was applied.
 */
export function aplicarErroresServidor(form: FormInstance, error: unknown): boolean {
  if (!esErrorHttp(error) || !error.errors) return false;
  const campos = Object.entries(error.errors).map(([campo, mensajes]) => ({
    name: campo.split('.'),
    errors: mensajes,
  }));
  form.setFields(campos);
  return campos.length > 0;
}

/**
 * An antd form rule from a check of @cartera/dominio (its Spanish message, or null when the value is fine): the form
 * checks with the same function, and the same words, as the API. With `opcional`, an empty value passes (the field's
 * `required` speaks for it).
 */
export function reglaDe<Valor = unknown>(
  validar: (valor: Valor) => string | null | undefined,
  { opcional = false } = {},
): FormRule {
  return {
    validator: async (_regla, valor: Valor) => {
      if (opcional && (valor === undefined || valor === null)) return;
      const mensaje = validar(valor);
      if (mensaje) throw new Error(mensaje);
    },
  };
}

/**
 * The value of a field its rules require, once the form validated (`onFinish`, FormularioModal's `enviar`): antd
 * types every field as optional, and this checks instead of asserting. Missing, it is a bug of the form: it throws
 * (the form shows its error) rather than send `undefined`.
 */
export function requerido<Valor>(valor: Valor | null | undefined, campo: string): Valor {
  if (valor === null || valor === undefined) throw new Error(`Falta el campo «${campo}» del formulario`);
  return valor;
}
