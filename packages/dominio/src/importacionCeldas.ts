// La lectura de una celda como la escribe una oficina: fechas (dd/mm/aaaa, aaaa-mm-dd, número de serie de Excel),
// montos ($ 1.234.567,89, 1,234,567…) y el texto que un error de fila muestra.

import { aNumeroDia, desdeNumeroDia, esFechaValida } from './fechas';

const DIA_CERO_EXCEL = aNumeroDia('1899-12-30');

/**
 * Una fecha como la escribe una oficina → 'YYYY-MM-DD', o null: dd/mm/aaaa (o con guiones), aaaa-mm-dd, un número de
 * serie de Excel (días desde 1899-12-30) o una fecha que ya leyó el XLSX (medianoche UTC).
 */
export function leerFechaImportacion(valor: unknown): string | null {
  if (valor instanceof Date) {
    if (Number.isNaN(valor.getTime())) return null;
    const iso = valor.toISOString().slice(0, 10);
    return esFechaValida(iso) ? iso : null;
  }
  if (typeof valor === 'number') {
    if (!Number.isInteger(valor) || valor < 1 || valor > 2_958_465) return null;
    return desdeNumeroDia(DIA_CERO_EXCEL + valor);
  }
  if (typeof valor !== 'string') return null;
  const texto = valor.trim();
  if (/^\d{1,6}$/.test(texto)) return leerFechaImportacion(Number(texto));
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(texto);
  if (iso) return esFechaValida(texto) ? texto : null;
  const latina = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(texto);
  if (!latina) return null;
  const fecha = `${latina[3]}-${latina[2].padStart(2, '0')}-${latina[1].padStart(2, '0')}`;
  return esFechaValida(fecha) ? fecha : null;
}

/**
 * Un monto como lo escribe una oficina → número, o null. Acepta `$ 1.234.567,89`, `1234567.89`, `1,234,567` y
 * números del XLSX. Con punto y coma a la vez, el último es el decimal; con uno solo, es de miles si se repite o si le
 * siguen exactamente tres dígitos (`1.234` son mil doscientos treinta y cuatro pesos), y decimal si no.
 */
export function leerMontoImportacion(valor: unknown): number | null {
  if (typeof valor === 'number') return Number.isFinite(valor) ? valor : null;
  if (typeof valor !== 'string') return null;
  let texto = valor.replace(/\$|COP|\s/gi, '');
  let signo = 1;
  if (texto.startsWith('-')) {
    signo = -1;
    texto = texto.slice(1);
  }
  if (!/^\d[\d.,]*$/.test(texto)) return null;
  const ultimoPunto = texto.lastIndexOf('.');
  const ultimaComa = texto.lastIndexOf(',');
  let decimal: '.' | ',' | null = null;
  if (ultimoPunto >= 0 && ultimaComa >= 0) decimal = ultimoPunto > ultimaComa ? '.' : ',';
  else if (ultimoPunto >= 0 || ultimaComa >= 0) {
    const separador = ultimoPunto >= 0 ? '.' : ',';
    const veces = texto.split(separador).length - 1;
    const tras = texto.length - texto.lastIndexOf(separador) - 1;
    decimal = veces === 1 && tras !== 3 ? separador : null;
  }
  const miles = decimal === ',' ? '.' : decimal === '.' ? ',' : texto.includes('.') ? '.' : ',';
  const partes = texto.split(decimal ?? '\u0000');
  if (partes.length > 2) return null;
  const entera = partes[0];
  const grupos = entera.split(miles);
  if (grupos.length > 1 && (grupos[0].length > 3 || grupos.slice(1).some((g) => g.length !== 3))) return null;
  const numero = Number(`${grupos.join('')}${partes.length === 2 ? `.${partes[1]}` : ''}`);
  return Number.isFinite(numero) ? signo * numero : null;
}

/** Una celda como texto: lo que un error de fila muestra en `valor`. */
export function textoDe(valor: unknown): string {
  if (valor === null || valor === undefined) return '';
  if (valor instanceof Date) return Number.isNaN(valor.getTime()) ? '' : valor.toISOString().slice(0, 10);
  return String(valor).trim();
}
