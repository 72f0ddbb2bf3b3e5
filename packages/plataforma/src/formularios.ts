import type { FormInstance } from 'antd';
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
