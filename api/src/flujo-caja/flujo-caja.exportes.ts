import { Injectable } from '@nestjs/common';
import { formatearFecha, hoyBogota, type FlujoCaja, type FormatoTabla } from '@cartera/dominio';
import ExcelJS from 'exceljs';
import {
  FORMATO_PESOS_XLSX,
  TIPOS_ARCHIVO,
  csvConBom,
  disposicionAdjunto,
  fechaExcel,
  type ArchivoExportado,
} from '../common/exportes';
import type { ConsultaFlujoCajaDto } from './dto/flujo-caja.dto';
import { FlujoCajaService } from './flujo-caja.service';

export const COLUMNAS_FLUJO = [
  'Desde',
  'Hasta',
  'Cobros',
  'Nuevos préstamos (interés retenido)',
  'Otros ingresos',
  'Total ingresos',
  'Gastos',
  'Comisiones',
  'Otros egresos (incluye desembolsos)',
  'Total egresos',
  'Flujo neto',
  'Saldo acumulado',
] as const;

const COLUMNAS_PROYECCION = ['Desde', 'Hasta', 'Cuotas', 'Esperado', 'Esperado × tasa de cobro'] as const;

function filasPeriodos(flujo: FlujoCaja): Array<Array<string | number>> {
  return flujo.periodos.map((p) => [
    p.fecha,
    p.fechaFin,
    p.ingresos.cobros,
    p.ingresos.nuevosPrestamos,
    p.ingresos.otros,
    p.ingresos.total,
    p.egresos.gastos,
    p.egresos.comisiones,
    p.egresos.otros,
    p.egresos.total,
    p.flujoNeto,
    p.saldoAcumulado,
  ]);
}

/** Descargas del flujo de caja: el mismo cálculo que GET /api/flujo-caja. */
@Injectable()
export class FlujoCajaExportes {
  constructor(private readonly flujo: FlujoCajaService) {}

  async exportar(consulta: ConsultaFlujoCajaDto, formato: FormatoTabla): Promise<ArchivoExportado> {
    const flujo = await this.flujo.calcular(consulta);
    const contenido = formato === 'csv' ? this.csv(flujo) : await this.xlsx(flujo);
    const nombre = `flujo-caja-${flujo.periodo}-${flujo.desde}-a-${flujo.hasta}.${formato}`;
    return { contenido, tipo: TIPOS_ARCHIVO[formato], nombre, disposicion: disposicionAdjunto(nombre, nombre) };
  }

  csv(flujo: FlujoCaja): Buffer {
    const t = flujo.tarjetas;
    return csvConBom([
      [...COLUMNAS_FLUJO],
      ...filasPeriodos(flujo).map((f) => [formatearFecha(String(f[0])), formatearFecha(String(f[1])), ...f.slice(2)]),
      ['Totales', '', '', '', '', t.totalIngresos, '', '', '', t.totalEgresos, t.flujoNeto, ''],
      [],
      ['Saldo actual', t.saldoActual],
      ['En caja', t.enCaja],
      ['En poder de cobradores', t.enPoderCobradores],
    ]);
  }

  async xlsx(flujo: FlujoCaja): Promise<Buffer> {
    const libro = new ExcelJS.Workbook();
    libro.creator = 'Cartera';
    libro.created = new Date();
    const hoja = libro.addWorksheet('Flujo de caja', { views: [{ state: 'frozen', ySplit: 3 }] });
    hoja.addRow([
      `Flujo de caja ${flujo.periodo} del ${formatearFecha(flujo.desde)} al ${formatearFecha(flujo.hasta)}`,
    ]).font = { bold: true, size: 14 };
    hoja.addRow([`Saldo anterior`, flujo.saldoAnterior]).getCell(2).numFmt = FORMATO_PESOS_XLSX;
    const cabecera = hoja.addRow([...COLUMNAS_FLUJO]);
    cabecera.font = { bold: true };
    for (const fila of filasPeriodos(flujo)) {
      const r = hoja.addRow([fechaExcel(String(fila[0])), fechaExcel(String(fila[1])), ...fila.slice(2)]);
      r.getCell(1).numFmt = 'dd/mm/yyyy';
      r.getCell(2).numFmt = 'dd/mm/yyyy';
      for (let i = 3; i <= 12; i++) r.getCell(i).numFmt = FORMATO_PESOS_XLSX;
    }
    const t = flujo.tarjetas;
    const totales = hoja.addRow(['Totales', null, null, null, null, t.totalIngresos, null, null, null, t.totalEgresos, t.flujoNeto]);
    totales.font = { bold: true };
    for (const i of [6, 10, 11]) totales.getCell(i).numFmt = FORMATO_PESOS_XLSX;
    hoja.addRow(['Saldo actual', t.saldoActual]).getCell(2).numFmt = FORMATO_PESOS_XLSX;
    hoja.addRow(['En caja', t.enCaja]).getCell(2).numFmt = FORMATO_PESOS_XLSX;
    hoja.addRow(['En poder de cobradores', t.enPoderCobradores]).getCell(2).numFmt = FORMATO_PESOS_XLSX;
    hoja.columns.forEach((columna) => {
      columna.width = 16;
    });

    const proyeccion = libro.addWorksheet('Proyección');
    proyeccion.addRow([
      `Tasa de cobro (últimos ${flujo.proyeccion.ventanaTasaDias} días)`,
      flujo.proyeccion.tasaCobro ?? 'Sin datos',
    ]).getCell(2).numFmt = '0.00%';
    proyeccion.addRow(['Vencido por cobrar', flujo.proyeccion.vencidoPorCobrar]).getCell(2).numFmt = FORMATO_PESOS_XLSX;
    proyeccion.addRow([...COLUMNAS_PROYECCION]).font = { bold: true };
    for (const p of flujo.proyeccion.periodos) {
      const r = proyeccion.addRow([fechaExcel(p.fecha), fechaExcel(p.fechaFin), p.cuotas, p.esperado, p.esperadoAjustado]);
      r.getCell(1).numFmt = 'dd/mm/yyyy';
      r.getCell(2).numFmt = 'dd/mm/yyyy';
      r.getCell(4).numFmt = FORMATO_PESOS_XLSX;
      r.getCell(5).numFmt = FORMATO_PESOS_XLSX;
    }
    proyeccion.columns.forEach((columna) => {
      columna.width = 18;
    });
    hoja.addRow([]);
    hoja.addRow([`Generado el ${formatearFecha(hoyBogota())}`]).font = { italic: true, color: { argb: 'FF666666' } };
    return Buffer.from(await libro.xlsx.writeBuffer());
  }
}
