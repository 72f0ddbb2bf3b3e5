import { createHash } from 'node:crypto';
import type { HojaImportacion } from '@cartera/dominio';
import { propiedad } from '../common/tipado';

/**
 * La clave de una fila en la tabla de ids: su idExterno, préstamo#número para una cuota, o la caja (en minúsculas) para
 * el efectivo de la hoja Saldos.
 */
export function claveDeFila(hoja: HojaImportacion, fila: object): string {
  const valor = (columna: string) => String(propiedad(fila, columna));
  if (hoja === 'Saldos') return valor('caja').trim().toLowerCase();
  return hoja === 'Cuotas' ? `${valor('prestamo')}#${valor('numero')}` : valor('idExterno');
}

/**
 * Huella de una fila validada: dos archivos con la misma fila dan la misma huella. Las claves van ordenadas porque la
 * fila guardada en jsonb vuelve con otro orden.
 */
export function huellaDeFila(fila: object): string {
  const ordenada = Object.fromEntries(Object.entries(fila).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return createHash('sha256').update(JSON.stringify(ordenada)).digest('hex');
}
