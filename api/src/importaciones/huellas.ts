import { createHash } from 'node:crypto';
import type { HojaImportacion } from '@cartera/dominio';

/**
 * La clave de una fila en la tabla de ids: su idExterno, préstamo#número para una cuota, o la caja (en minúsculas) para
 * el efectivo de la hoja Saldos.
 */
export function claveDeFila(hoja: HojaImportacion, fila: object): string {
  const valores = fila as { idExterno?: string; prestamo?: string; numero?: number; caja?: string };
  if (hoja === 'Saldos') return String(valores.caja).trim().toLowerCase();
  return hoja === 'Cuotas' ? `${valores.prestamo}#${valores.numero}` : String(valores.idExterno);
}

/**
 * Huella de una fila validada: dos archivos con la misma fila dan la misma huella. Las claves van ordenadas porque la
 * fila guardada en jsonb vuelve con otro orden.
 */
export function huellaDeFila(fila: object): string {
  const ordenada = Object.fromEntries(Object.entries(fila).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return createHash('sha256').update(JSON.stringify(ordenada)).digest('hex');
}
