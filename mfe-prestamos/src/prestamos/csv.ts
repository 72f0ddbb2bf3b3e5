// CSV of the filtered loan list: UTF-8 with BOM and ';' as separator, so Excel in es-CO opens it with its
// accents intact and splits the columns; money as plain whole pesos so Excel reads numbers.
import {
  ETIQUETAS_ESTADO_PRESTAMO,
  ETIQUETAS_MODALIDAD,
  ETIQUETAS_TIPO_AMORTIZACION,
  formatearFecha,
  hoyBogota,
  neutralizarCelda,
} from '@cartera/dominio';
import type { PrestamoListado } from './prestamos.api';

const BOM = '\uFEFF';
const SEPARADOR = ';';

type Celda = string | number | null | undefined;

/**
 * One cell: quoted when it holds the separator, quotes or line breaks; numbers with a decimal comma; text that a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@`…) neutralised.
 */
export function celdaCsv(valor: Celda): string {
  if (valor === null || valor === undefined) return '';
  const texto = typeof valor === 'number' ? String(valor).replace('.', ',') : neutralizarCelda(valor);
  return /[";\r\n]/.test(texto) ? `"${texto.replace(/"/g, '""')}"` : texto;
}

export function construirCsv(encabezados: readonly string[], filas: ReadonlyArray<readonly Celda[]>): string {
  const lineas = [encabezados, ...filas].map((fila) => fila.map(celdaCsv).join(SEPARADOR));
  return `${BOM}${lineas.join('\r\n')}\r\n`;
}

export const ENCABEZADOS_PRESTAMOS = [
  'Número',
  'Cliente',
  'Cédula',
  'Teléfono',
  'Monto',
  'Interés (% total)',
  'Cuotas',
  'Cuota',
  'Modalidad',
  'Tipo de amortización',
  'Fecha',
  'Monto total',
  'Saldo pendiente',
  'Estado',
  'Cuotas vencidas',
  'Días de mora promedio',
  'Cobrador',
] as const;

export function prestamosACsv(prestamos: readonly PrestamoListado[]): string {
  return construirCsv(
    ENCABEZADOS_PRESTAMOS,
    prestamos.map((prestamo) => [
      prestamo.numero ?? '',
      prestamo.cliente.nombre,
      prestamo.cliente.cedula ?? '',
      prestamo.cliente.telefono ?? '',
      prestamo.monto,
      prestamo.interes,
      prestamo.cuotas,
      prestamo.cuotaDiaria,
      ETIQUETAS_MODALIDAD[prestamo.modalidad] ?? prestamo.modalidad,
      ETIQUETAS_TIPO_AMORTIZACION[prestamo.tipoAmortizacion] ?? prestamo.tipoAmortizacion,
      formatearFecha(prestamo.fecha),
      prestamo.montoTotal,
      prestamo.saldoPendiente,
      ETIQUETAS_ESTADO_PRESTAMO[prestamo.estado] ?? prestamo.estado,
      prestamo.cuotasVencidas,
      prestamo.diasMoraPromedio,
      prestamo.cobrador?.nombre ?? '',
    ]),
  );
}

/** 'prestamos-2026-11-22.csv' (the date in Bogotá). */
export function nombreArchivoPrestamos(hoy: string = hoyBogota()): string {
  return `prestamos-${hoy}.csv`;
}
