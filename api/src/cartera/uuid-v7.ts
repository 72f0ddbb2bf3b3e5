import { randomBytes } from 'node:crypto';

/**
 * UUID versión 7 (RFC 9562): 48 bits de milisegundos y el resto al azar. Ordenados por tiempo, los ids nuevos van al
 * final del índice de la clave primaria en vez de a una hoja al azar: insertar las 1.000 cuotas de un plan o miles de
 * cobros toca pocas páginas aunque las tablas tengan millones de filas. La base usa la misma forma (uuid_v7()).
 */
export function uuidV7(ahora: number = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(ahora, 0, 6);
  bytes[6] = (bytes[6] & 0x0f) | 0x70;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
