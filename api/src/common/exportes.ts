// Piezas comunes de las descargas (CSV, XLSX, PDF): nombres de archivo, Content-Disposition, celdas seguras.
import { neutralizarCelda } from '@cartera/dominio';

export const TIPOS_ARCHIVO = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

export interface ArchivoExportado {
  contenido: Buffer;
  tipo: string;
  nombre: string;
  /** Cabecera Content-Disposition: nombre ASCII y `filename*` UTF-8. */
  disposicion: string;
}

/** 'José Pérez' → 'jose-perez': sólo ASCII para el `filename` clásico. */
export function slugAscii(texto: string): string {
  return (
    texto
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'cliente'
  );
}

/** Content-Disposition con nombre ASCII y, para quien lo entienda, el nombre con tildes (RFC 6266 / 5987). */
export function disposicionAdjunto(nombreAscii: string, nombreUtf8: string): string {
  const codificado = encodeURIComponent(nombreUtf8).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${nombreAscii}"; filename*=UTF-8''${codificado}`;
}

/** Celda CSV con ';': los textos se neutralizan; comillas, ';' y saltos de línea van entre comillas. */
export function celdaCsv(valor: string | number): string {
  const texto = typeof valor === 'number' ? String(valor) : neutralizarCelda(valor);
  return /[";\r\n]/.test(texto) ? `"${texto.replace(/"/g, '""')}"` : texto;
}

/** CSV UTF-8 con BOM y ';' (Excel en es-CO abre así las tildes y columnas bien), líneas CRLF. */
export function csvConBom(filas: ReadonlyArray<ReadonlyArray<string | number>>): Buffer {
  const texto = filas.map((fila) => fila.map(celdaCsv).join(';')).join('\r\n') + '\r\n';
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(texto, 'utf8')]);
}

/** 'YYYY-MM-DD' → fecha UTC a medianoche: exceljs la guarda como número de serie de Excel sin correrla de día. */
export function fechaExcel(fecha: string): Date {
  const [anio, mes, dia] = fecha.split('-').map(Number);
  return new Date(Date.UTC(anio, mes - 1, dia));
}

/** Formato de pesos enteros en XLSX. */
export const FORMATO_PESOS_XLSX = '"$" #,##0;-"$" #,##0';
