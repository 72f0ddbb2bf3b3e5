import { esObjeto, propiedad } from '../common/tipado';

/** Claves que nunca se guardan en la auditoría, en cualquier nivel y sin distinguir mayúsculas ni guiones bajos. */
const CLAVES_SECRETAS = new Set([
  'password',
  'passwordhash',
  'token',
  'credencialesversion',
  'passwordactual',
  'contrasena',
  'contrasenaactual',
  'secreto',
  'clave',
  'apikey',
  'authorization',
]);

/** URL con consulta (`?api_key=…`): la consulta se reemplaza; muchos proveedores llevan la clave ahí. */
const URL_CON_CONSULTA = /\b([a-z][a-z0-9+.-]*:\/\/[^\s?#"'<>]*)\?[^\s#"'<>]*/gi;

/** `texto` sin las consultas de las URL que contenga (detalles y valores de la auditoría). */
export function redactarUrls(texto: string): string {
  return texto.replace(URL_CON_CONSULTA, '$1?[redactado]');
}

function esSecreta(clave: string): boolean {
  return CLAVES_SECRETAS.has(clave.replace(/_/g, '').toLowerCase());
}

/**
 * Copia de `datos` apta para la auditoría: sin contraseñas, secretos, claves, hashes, tokens ni versión de
 * credenciales, en objetos y arreglos anidados, y sin la consulta de las URL (`?api_key=…`). Las fechas pasan a texto ISO y los objetos con toJSON se serializan primero.
 */
export function sanitizar(datos: unknown): unknown {
  if (datos === null || datos === undefined) return null;
  if (datos instanceof Date) return datos.toISOString();
  if (Array.isArray(datos)) return datos.map((elemento) => sanitizar(elemento));
  if (typeof datos === 'object') {
    const toJSON = propiedad(datos, 'toJSON');
    if (typeof toJSON === 'function') return sanitizar(toJSON.call(datos));
    const limpio: Record<string, unknown> = {};
    for (const [clave, valor] of Object.entries(datos)) {
      if (!esSecreta(clave) && valor !== undefined) limpio[clave] = sanitizar(valor);
    }
    return limpio;
  }
  if (typeof datos === 'string') return redactarUrls(datos);
  if (typeof datos === 'bigint') return datos.toString();
  if (typeof datos === 'function' || typeof datos === 'symbol') return null;
  return datos;
}

/** `sanitizar` para las columnas jsonb: un objeto, o null. Un valor suelto queda como { valor }. */
export function sanitizarObjeto(datos: unknown): Record<string, unknown> | null {
  const limpio = sanitizar(datos);
  if (limpio === null) return null;
  if (esObjeto(limpio)) return limpio;
  return { valor: limpio };
}
