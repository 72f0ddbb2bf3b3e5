import { Injectable } from '@nestjs/common';
import { ETIQUETAS_ESTADO_PRESTAMO, formatearFecha, neutralizarCelda } from '@cartera/dominio';
import ExcelJS from 'exceljs';
import { disposicionAdjunto, type ArchivoExportado } from '../common/exportes';
import type { FormatoReporte, TipoReporte } from './reportes.dto';
import type { Reporte } from './reportes.service';

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

/** Columnas de la lista de detalle de cada reporte (las mismas claves que `filas` del JSON). */
export const COLUMNAS_REPORTE: Record<TipoReporte, Columna[]> = {
  general: [
    { clave: 'fecha', titulo: 'Fecha', tipo: 'fecha' },
    { clave: 'prestamos', titulo: 'Préstamos', tipo: 'entero' },
    { clave: 'prestado', titulo: 'Prestado', tipo: 'dinero' },
    { clave: 'cobros', titulo: 'Cobros', tipo: 'entero' },
    { clave: 'cobrado', titulo: 'Cobrado', tipo: 'dinero' },
  ],
  prestamos: [
    { clave: 'numero', titulo: 'Préstamo', tipo: 'entero' },
    { clave: 'fecha', titulo: 'Fecha', tipo: 'fecha' },
    { clave: 'cliente', titulo: 'Cliente', tipo: 'texto' },
    { clave: 'cedula', titulo: 'Cédula', tipo: 'texto' },
    { clave: 'cobrador', titulo: 'Cobrador', tipo: 'texto' },
    { clave: 'monto', titulo: 'Monto', tipo: 'dinero' },
    { clave: 'montoTotal', titulo: 'Monto total', tipo: 'dinero' },
    { clave: 'saldoPendiente', titulo: 'Saldo pendiente', tipo: 'dinero' },
    { clave: 'cuotas', titulo: 'Cuotas', tipo: 'entero' },
    { clave: 'modalidad', titulo: 'Modalidad', tipo: 'texto' },
    { clave: 'estado', titulo: 'Estado', tipo: 'texto' },
  ],
  cobros: [
    { clave: 'fecha', titulo: 'Fecha', tipo: 'fecha' },
    { clave: 'numero', titulo: 'Préstamo', tipo: 'entero' },
    { clave: 'cliente', titulo: 'Cliente', tipo: 'texto' },
    { clave: 'cobrador', titulo: 'Cobrador', tipo: 'texto' },
    { clave: 'monto', titulo: 'Monto', tipo: 'dinero' },
    { clave: 'origen', titulo: 'Origen', tipo: 'texto' },
  ],
  morosos: [
    { clave: 'numero', titulo: 'Préstamo', tipo: 'entero' },
    { clave: 'cliente', titulo: 'Cliente', tipo: 'texto' },
    { clave: 'telefono', titulo: 'Teléfono', tipo: 'texto' },
    { clave: 'cobrador', titulo: 'Cobrador', tipo: 'texto' },
    { clave: 'estado', titulo: 'Estado', tipo: 'texto' },
    { clave: 'diasAtraso', titulo: 'Días de atraso', tipo: 'entero' },
    { clave: 'cuotasVencidas', titulo: 'Cuotas vencidas', tipo: 'entero' },
    { clave: 'saldoPendiente', titulo: 'Saldo pendiente', tipo: 'dinero' },
  ],
};

function celdaCsv(valor: Valor, tipo: TipoColumna = 'texto'): string {
  if (valor === null) return '';
  const texto = tipo === 'texto' ? neutralizarCelda(String(valor)) : String(valor);
  return /[";\r\n]/.test(texto) ? `"${texto.replace(/"/g, '""')}"` : texto;
}

/** Renglones "etiqueta: valor" del resumen, con las mismas cifras del JSON. */
export function renglonesResumen(reporte: Reporte): Array<[string, Valor, TipoColumna]> {
  const r = reporte.resumen as Record<string, unknown>;
  const n = (clave: string) => Number(r[clave]);
  const renglones: Array<[string, Valor, TipoColumna]> = [
    ['Desde', reporte.filtros.desde, 'fecha'],
    ['Hasta', reporte.filtros.hasta, 'fecha'],
  ];
  switch (reporte.tipo) {
    case 'general': {
      renglones.push(
        ['Monto prestado', n('montoPrestado'), 'dinero'],
        ['Monto cobrado', n('montoCobrado'), 'dinero'],
        ['Porcentaje de recuperación', n('porcentajeRecuperacion'), 'porcentaje'],
        ['Clientes nuevos', n('clientesNuevos'), 'entero'],
        ['Préstamos nuevos', n('prestamosNuevos'), 'entero'],
        ['Cobros', n('totalCobros'), 'entero'],
      );
      for (const e of (reporte.graficos.prestamosPorEstado as Array<{ estado: string; cantidad: number }>) ??
        [])
        renglones.push([
          `Préstamos ${ETIQUETAS_ESTADO_PRESTAMO[e.estado as keyof typeof ETIQUETAS_ESTADO_PRESTAMO] ?? e.estado}`,
          e.cantidad,
          'entero',
        ]);
      for (const c of r.cobradoPorCobrador as Array<{ cobrador: string; monto: number }>)
        renglones.push([`Cobrado por ${c.cobrador}`, c.monto, 'dinero']);
      break;
    }
    case 'prestamos':
      renglones.push(
        ['Préstamos', n('cantidad'), 'entero'],
        ['Monto prestado', n('montoPrestado'), 'dinero'],
        ['Monto total', n('montoTotal'), 'dinero'],
        ['Saldo pendiente', n('saldoPendiente'), 'dinero'],
      );
      break;
    case 'cobros':
      renglones.push(['Cobros', n('cantidad'), 'entero'], ['Total cobrado', n('total'), 'dinero']);
      for (const c of r.porCobrador as Array<{ cobrador: string; monto: number }>)
        renglones.push([`Cobrado por ${c.cobrador}`, c.monto, 'dinero']);
      for (const o of r.porOrigen as Array<{ etiqueta: string; monto: number }>)
        renglones.push([`Origen ${o.etiqueta}`, o.monto, 'dinero']);
      break;
    case 'morosos':
      renglones.push(
        ['Fecha de corte', reporte.filtros.hoy, 'fecha'],
        ['Préstamos en mora', n('cantidad'), 'entero'],
        ['Saldo en mora', n('saldoEnMora'), 'dinero'],
        ['Cuotas vencidas', n('cuotasVencidas'), 'entero'],
        ['Saldo de la cartera', n('saldoCartera'), 'dinero'],
        ['PAR30 (%)', n('par30'), 'porcentaje'],
        ['PAR90 (%)', n('par90'), 'porcentaje'],
      );
      break;
  }
  return renglones;
}

function fechaExcel(fecha: string): Date {
  const [anio, mes, dia] = fecha.split('-').map(Number);
  return new Date(Date.UTC(anio, mes - 1, dia));
}

/** Exportación del reporte mostrado (resumen + todas las filas del rango) con las cifras del JSON. */
@Injectable()
export class ReportesExportes {
  async exportar(reporte: Reporte, formato: FormatoReporte): Promise<ArchivoExportado> {
    const contenido = formato === 'csv' ? this.csv(reporte) : await this.xlsx(reporte);
    const nombre = `reporte-${reporte.tipo}-${reporte.filtros.desde}-a-${reporte.filtros.hasta}.${formato}`;
    return {
      contenido,
      tipo:
        formato === 'csv'
          ? 'text/csv; charset=utf-8'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      nombre,
      disposicion: disposicionAdjunto(nombre, nombre),
    };
  }

  /** UTF-8 con BOM y ';'; montos en pesos sin separadores; fechas AAAA-MM-DD. */
  csv(reporte: Reporte): Buffer {
    const lineas: string[] = [celdaCsv(TITULOS[reporte.tipo])];
    for (const [etiqueta, valor, tipo] of renglonesResumen(reporte))
      lineas.push(`${celdaCsv(etiqueta)};${celdaCsv(valor, tipo)}`);
    lineas.push('');
    const columnas = COLUMNAS_REPORTE[reporte.tipo];
    lineas.push(columnas.map((c) => celdaCsv(c.titulo)).join(';'));
    for (const fila of reporte.filas)
      lineas.push(columnas.map((c) => celdaCsv(fila[c.clave] ?? null, c.tipo)).join(';'));
    return Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(lineas.join('\r\n') + '\r\n', 'utf8'),
    ]);
  }

  async xlsx(reporte: Reporte): Promise<Buffer> {
    const libro = new ExcelJS.Workbook();
    libro.creator = 'Cartera';
    const formatos: Record<TipoColumna, string | undefined> = {
      texto: undefined,
      dinero: '"$" #,##0;-"$" #,##0',
      entero: '0',
      fecha: 'dd/mm/yyyy',
      porcentaje: '0.0',
    };
    const valorCelda = (valor: Valor, tipo: TipoColumna): ExcelJS.CellValue => {
      if (valor === null) return null;
      if (tipo === 'fecha') return fechaExcel(String(valor));
      if (tipo === 'texto') return neutralizarCelda(String(valor));
      return Number(valor);
    };
    const resumen = libro.addWorksheet('Resumen');
    resumen.addRow([TITULOS[reporte.tipo]]).font = { bold: true, size: 14 };
    for (const [etiqueta, valor, tipo] of renglonesResumen(reporte)) {
      const fila = resumen.addRow([neutralizarCelda(etiqueta), valorCelda(valor, tipo)]);
      const formato = formatos[tipo];
      if (formato) fila.getCell(2).numFmt = formato;
    }
    resumen.getColumn(1).width = 34;
    resumen.getColumn(2).width = 18;
    resumen.addRow([`Generado el ${formatearFecha(reporte.filtros.hoy)}`]).font = {
      italic: true,
      color: { argb: 'FF666666' },
    };

    const columnas = COLUMNAS_REPORTE[reporte.tipo];
    const detalle = libro.addWorksheet('Detalle', { views: [{ state: 'frozen', ySplit: 1 }] });
    detalle.addRow(columnas.map((c) => c.titulo)).font = { bold: true };
    for (const fila of reporte.filas)
      detalle.addRow(columnas.map((c) => valorCelda(fila[c.clave] ?? null, c.tipo)));
    columnas.forEach((c, i) => {
      const columna = detalle.getColumn(i + 1);
      columna.width = c.tipo === 'texto' ? 26 : 14;
      const formato = formatos[c.tipo];
      if (formato) columna.numFmt = formato;
    });
    return Buffer.from(await libro.xlsx.writeBuffer());
  }
}
