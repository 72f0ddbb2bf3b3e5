import { Injectable } from '@nestjs/common';
import {
  formatearFecha,
  neutralizarCelda,
  type FilaReporte,
  type FormatoTabla,
  type ReportePorTipo,
  type TipoReporte,
} from '@cartera/dominio';
import ExcelJS from 'exceljs';
import {
  BOM_UTF8,
  disposicionAdjunto,
  fechaExcel,
  FORMATO_PESOS_XLSX,
  TIPOS_ARCHIVO,
  xlsxEnFlujo,
  type ArchivoEnFlujo,
} from '../common/exportes';

/** Lo que el exporte lee del reporte: el `data` del contrato, sea cual sea el tipo. */
type Reporte = ReportePorTipo[TipoReporte];

type Valor = string | number | null;
type TipoColumna = 'texto' | 'dinero' | 'entero' | 'fecha' | 'porcentaje';
interface Columna {
  clave: string;
  titulo: string;
  tipo: TipoColumna;
}

const TITULOS: Record<TipoReporte, string> = {
  general: 'Reporte general',
  prestamos: 'Reporte de préstamos',
  cobros: 'Reporte de cobros',
  morosos: 'Reporte de morosos',
};

/** Las columnas que varios reportes comparten, con el mismo título en todos. */
const COLUMNAS = {
  fecha: { clave: 'fecha', titulo: 'Fecha', tipo: 'fecha' },
  numero: { clave: 'numero', titulo: 'Préstamo', tipo: 'entero' },
  cliente: { clave: 'cliente', titulo: 'Cliente', tipo: 'texto' },
  cobrador: { clave: 'cobrador', titulo: 'Cobrador', tipo: 'texto' },
  monto: { clave: 'monto', titulo: 'Monto', tipo: 'dinero' },
  saldoPendiente: { clave: 'saldoPendiente', titulo: 'Saldo pendiente', tipo: 'dinero' },
  estado: { clave: 'estado', titulo: 'Estado', tipo: 'texto' },
} satisfies Record<string, Columna>;

/** Columnas de la lista de detalle de cada reporte (las mismas claves que `filas` del JSON). */
export const COLUMNAS_REPORTE: Record<TipoReporte, Columna[]> = {
  general: [
    COLUMNAS.fecha,
    { clave: 'prestamos', titulo: 'Préstamos', tipo: 'entero' },
    { clave: 'prestado', titulo: 'Prestado', tipo: 'dinero' },
    { clave: 'cobros', titulo: 'Cobros', tipo: 'entero' },
    { clave: 'cobrado', titulo: 'Cobrado', tipo: 'dinero' },
  ],
  prestamos: [
    COLUMNAS.numero,
    COLUMNAS.fecha,
    COLUMNAS.cliente,
    { clave: 'cedula', titulo: 'Cédula', tipo: 'texto' },
    COLUMNAS.cobrador,
    COLUMNAS.monto,
    { clave: 'montoTotal', titulo: 'Monto total', tipo: 'dinero' },
    COLUMNAS.saldoPendiente,
    { clave: 'cuotas', titulo: 'Cuotas', tipo: 'entero' },
    { clave: 'modalidad', titulo: 'Modalidad', tipo: 'texto' },
    COLUMNAS.estado,
  ],
  cobros: [
    COLUMNAS.fecha,
    COLUMNAS.numero,
    COLUMNAS.cliente,
    COLUMNAS.cobrador,
    COLUMNAS.monto,
    { clave: 'origen', titulo: 'Origen', tipo: 'texto' },
  ],
  morosos: [
    COLUMNAS.numero,
    COLUMNAS.cliente,
    { clave: 'telefono', titulo: 'Teléfono', tipo: 'texto' },
    COLUMNAS.cobrador,
    COLUMNAS.estado,
    { clave: 'diasAtraso', titulo: 'Días de atraso', tipo: 'entero' },
    { clave: 'cuotasVencidas', titulo: 'Cuotas vencidas', tipo: 'entero' },
    COLUMNAS.saldoPendiente,
  ],
};

function celdaCsv(valor: Valor, tipo: TipoColumna = 'texto'): string {
  if (valor === null) return '';
  const texto = tipo === 'texto' ? neutralizarCelda(String(valor)) : String(valor);
  return /[";\r\n]/.test(texto) ? `"${texto.replace(/"/g, '""')}"` : texto;
}

/** Renglones "etiqueta: valor" del resumen, con las mismas cifras del JSON. */
export function renglonesResumen(reporte: Reporte): Array<[string, Valor, TipoColumna]> {
  const renglones: Array<[string, Valor, TipoColumna]> = [
    ['Desde', reporte.filtros.desde, 'fecha'],
    ['Hasta', reporte.filtros.hasta, 'fecha'],
  ];
  switch (reporte.tipo) {
    case 'general': {
      const r = reporte.resumen;
      renglones.push(
        ['Monto prestado', r.montoPrestado, 'dinero'],
        ['Monto cobrado', r.montoCobrado, 'dinero'],
        ['Porcentaje de recuperación', r.porcentajeRecuperacion, 'porcentaje'],
        ['Clientes nuevos', r.clientesNuevos, 'entero'],
        ['Préstamos nuevos', r.prestamosNuevos, 'entero'],
        ['Cobros', r.totalCobros, 'entero'],
      );
      for (const e of reporte.graficos.prestamosPorEstado)
        renglones.push([`Préstamos ${e.etiqueta}`, e.cantidad, 'entero']);
      for (const c of r.cobradoPorCobrador) renglones.push([`Cobrado por ${c.cobrador}`, c.monto, 'dinero']);
      break;
    }
    case 'prestamos': {
      const r = reporte.resumen;
      renglones.push(
        ['Préstamos', r.cantidad, 'entero'],
        ['Monto prestado', r.montoPrestado, 'dinero'],
        ['Monto total', r.montoTotal, 'dinero'],
        ['Saldo pendiente', r.saldoPendiente, 'dinero'],
      );
      break;
    }
    case 'cobros': {
      const r = reporte.resumen;
      renglones.push(
        ['Cobros', r.cantidad, 'entero'],
        ['Total cobrado', r.total, 'dinero'],
        ['Recuperaciones', r.recuperaciones, 'entero'],
        ['Recuperado', r.recuperado, 'dinero'],
        ['Total recibido', r.totalRecibido, 'dinero'],
      );
      for (const c of r.porCobrador) renglones.push([`Cobrado por ${c.cobrador}`, c.monto, 'dinero']);
      for (const o of r.porOrigen) renglones.push([`Origen ${o.etiqueta}`, o.monto, 'dinero']);
      break;
    }
    case 'morosos': {
      const r = reporte.resumen;
      renglones.push(
        ['Fecha de corte', reporte.filtros.hoy, 'fecha'],
        ['Préstamos en mora', r.cantidad, 'entero'],
        ['Saldo en mora', r.saldoEnMora, 'dinero'],
        ['Cuotas vencidas', r.cuotasVencidas, 'entero'],
        ['Saldo de la cartera', r.saldoCartera, 'dinero'],
        ['PAR30 (%)', r.par30, 'porcentaje'],
        ['PAR90 (%)', r.par90, 'porcentaje'],
      );
      break;
    }
  }
  return renglones;
}

const FORMATOS_XLSX: Record<TipoColumna, string | undefined> = {
  texto: undefined,
  dinero: FORMATO_PESOS_XLSX,
  entero: '0',
  fecha: 'dd/mm/yyyy',
  porcentaje: '0.0',
};

function valorCelda(valor: Valor, tipo: TipoColumna): ExcelJS.CellValue {
  if (valor === null) return null;
  if (tipo === 'fecha') return fechaExcel(String(valor));
  if (tipo === 'texto') return neutralizarCelda(String(valor));
  return Number(valor);
}

/**
 * Exportación del reporte mostrado (resumen + todas las filas del rango) con las cifras del JSON. El resumen viene del
 * reporte; las filas, en lotes de un cursor (`ReportesService.filasEnLotes`): se escriben a medida que llegan y la
 * memoria no crece con el rango.
 */
@Injectable()
export class ReportesExportes {
  exportar(reporte: Reporte, filas: AsyncIterable<FilaReporte[]>, formato: FormatoTabla): ArchivoEnFlujo {
    const nombre = `reporte-${reporte.tipo}-${reporte.filtros.desde}-a-${reporte.filtros.hasta}.${formato}`;
    const archivo = { tipo: TIPOS_ARCHIVO[formato], nombre, disposicion: disposicionAdjunto(nombre, nombre) };
    return {
      ...archivo,
      contenido: formato === 'csv' ? this.csv(reporte, filas) : this.xlsx(reporte, filas),
    };
  }

  /** UTF-8 con BOM y ';'; montos en pesos sin separadores; fechas AAAA-MM-DD. Un trozo por lote de filas. */
  async *csv(reporte: Reporte, filas: AsyncIterable<FilaReporte[]>): AsyncGenerator<Buffer> {
    const lineas: string[] = [celdaCsv(TITULOS[reporte.tipo])];
    for (const [etiqueta, valor, tipo] of renglonesResumen(reporte))
      lineas.push(`${celdaCsv(etiqueta)};${celdaCsv(valor, tipo)}`);
    lineas.push('');
    const columnas = COLUMNAS_REPORTE[reporte.tipo];
    lineas.push(columnas.map((c) => celdaCsv(c.titulo)).join(';'));
    yield Buffer.concat([BOM_UTF8, Buffer.from(lineas.join('\r\n') + '\r\n', 'utf8')]);
    for await (const lote of filas) {
      const texto = lote
        .map((fila) => columnas.map((c) => celdaCsv(fila[c.clave] ?? null, c.tipo)).join(';'))
        .join('\r\n');
      yield Buffer.from(texto + '\r\n', 'utf8');
    }
  }

  /**
   * Hojas 'Resumen' y 'Detalle' con el escritor en flujo (`xlsxEnFlujo`): cada fila sale comprimida al confirmarse, sin
   * armar el libro en memoria. Anchos y formatos de columna van antes de la primera fila (el escritor los necesita
   * al empezar la hoja) y cada celda nueva toma el formato de su columna.
   */
  xlsx(reporte: Reporte, filas: AsyncIterable<FilaReporte[]>): AsyncGenerator<Buffer> {
    return xlsxEnFlujo(async (libro, pausa) => {
      const resumen = libro.addWorksheet('Resumen');
      resumen.columns = [{ width: 34 }, { width: 18 }];
      const titulo = resumen.addRow([TITULOS[reporte.tipo]]);
      titulo.font = { bold: true, size: 14 };
      titulo.commit();
      for (const [etiqueta, valor, tipo] of renglonesResumen(reporte)) {
        const fila = resumen.addRow([neutralizarCelda(etiqueta), valorCelda(valor, tipo)]);
        const formato = FORMATOS_XLSX[tipo];
        if (formato) fila.getCell(2).numFmt = formato;
        fila.commit();
      }
      const pie = resumen.addRow([`Generado el ${formatearFecha(reporte.filtros.hoy)}`]);
      pie.font = { italic: true, color: { argb: 'FF666666' } };
      pie.commit();
      resumen.commit();

      const columnas = COLUMNAS_REPORTE[reporte.tipo];
      const detalle = libro.addWorksheet('Detalle', { views: [{ state: 'frozen', ySplit: 1 }] });
      detalle.columns = columnas.map((c) => ({
        width: c.tipo === 'texto' ? 26 : 14,
        ...(FORMATOS_XLSX[c.tipo] ? { style: { numFmt: FORMATOS_XLSX[c.tipo] } } : {}),
      }));
      const encabezado = detalle.addRow(columnas.map((c) => c.titulo));
      encabezado.font = { bold: true };
      encabezado.commit();
      for await (const lote of filas) {
        for (const fila of lote)
          detalle.addRow(columnas.map((c) => valorCelda(fila[c.clave] ?? null, c.tipo))).commit();
        // Entre lote y lote, lo ya escrito sale comprimido hacia el cliente; si cortó, se deja de leer el cursor.
        if (!(await pausa())) return;
      }
      detalle.commit();
    });
  }
}
