import { Injectable } from '@nestjs/common';
import {
  ETIQUETAS_ESTADO_CUOTA,
  ETIQUETAS_ESTADO_PRESTAMO,
  ETIQUETAS_MODALIDAD,
  ETIQUETAS_TIPO_CREDITO,
  formatearPorcentaje,
  ETIQUETAS_TIPO_AMORTIZACION,
  formatearCOP,
  formatearFecha,
  hoyBogota,
  neutralizarCelda,
  type Cuota,
  type FormatoExportePlan,
  type PlanPrestamo,
} from '@cartera/dominio';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { bytesDelPdf, filaDeTabla } from '../../common/pdf';
import {
  type ArchivoExportado,
  TIPOS_ARCHIVO,
  csvConBom,
  disposicionAdjunto,
  fechaExcel,
  slugAscii,
} from '../../common/exportes';
import { sumar } from '../../common/dinero';
import type { Usuario } from '../../usuarios/entities/usuario.entity';
import { PlanService } from '../plan/plan.service';
import { DataSource } from 'typeorm';
import { comoPagar, qrPng, type ComoPagar } from '../../organizacion/referencia-pago';

/** La EA como la lee un cliente (es-CO, dos decimales): la ley pide informarla junto al interés pactado. */
const tasaEaTexto = (tasa: number | null) => (tasa === null ? 'No aplica' : `${formatearPorcentaje(tasa, 2)} EA`);


const TIPOS: Record<FormatoExportePlan, string> = TIPOS_ARCHIVO;

const COLUMNAS = [
  'Cuota',
  'Fecha programada',
  'Capital',
  'Interés',
  'Total cuota',
  'Pagado',
  'Saldo',
  'Estado',
  'Fecha de pago',
] as const;

/** Los valores de una cuota en el orden de COLUMNAS, con las fechas como las escribe el formato (`sinFecha` si no hay). */
function valoresCuota<F>(c: Cuota, fecha: (dia: string) => F, sinFecha: F): Array<string | number | F> {
  return [
    c.numero,
    fecha(c.fechaProgramada),
    c.montoCapital,
    c.montoInteres,
    c.montoTotal,
    c.montoPagado,
    c.saldoRestante,
    ETIQUETAS_ESTADO_CUOTA[c.estado],
    c.fechaPago ? fecha(c.fechaPago) : sinFecha,
  ];
}

interface Totales {
  capital: number;
  interes: number;
  total: number;
  pagado: number;
  saldo: number;
}

function totales(cuotas: readonly Cuota[]): Totales {
  const suma = (f: (c: Cuota) => number) => sumar(cuotas.map(f));
  return {
    capital: suma((c) => c.montoCapital),
    interes: suma((c) => c.montoInteres),
    total: suma((c) => c.montoTotal),
    pagado: suma((c) => c.montoPagado),
    saldo: suma((c) => c.saldoRestante),
  };
}

/** Descargas del plan de pagos: CSV para Excel es-CO, XLSX con celdas tipadas y PDF imprimible. */
@Injectable()
export class ExportesService {
  constructor(
    private readonly plan: PlanService,
    private readonly dataSource: DataSource,
  ) {}

  async exportar(prestamoId: string, formato: FormatoExportePlan, actor: Usuario): Promise<ArchivoExportado> {
    const plan = await this.plan.obtener(prestamoId, actor);
    const hoy = hoyBogota();
    const contenido =
      formato === 'csv'
        ? this.csv(plan)
        : formato === 'xlsx'
          ? await this.xlsx(plan, hoy)
          : await this.pdf(plan, hoy, await comoPagar(this.dataSource.manager, plan.prestamo.numero));
    const nombreCliente = plan.prestamo.cliente.nombre;
    const nombre = `plan-${slugAscii(nombreCliente)}-${hoy}.${formato}`;
    const nombreUtf8 = `plan-${nombreCliente.trim().replace(/\s+/g, '-')}-${hoy}.${formato}`;
    return { contenido, tipo: TIPOS[formato], nombre, disposicion: disposicionAdjunto(nombre, nombreUtf8) };
  }

  /** UTF-8 con BOM y ';' (Excel en es-CO abre así las tildes y columnas bien); pesos enteros sin separadores. */
  csv(plan: PlanPrestamo): Buffer {
    const filas: Array<Array<string | number>> = [
      [...COLUMNAS],
      ...plan.cuotas.map((c) => valoresCuota(c, formatearFecha, '')),
    ];
    const suma = totales(plan.cuotas);
    filas.push(['Totales', '', suma.capital, suma.interes, suma.total, suma.pagado, suma.saldo, '', '']);
    return csvConBom(filas);
  }

  async xlsx(plan: PlanPrestamo, hoy: string): Promise<Buffer> {
    const { prestamo } = plan;
    const libro = new ExcelJS.Workbook();
    libro.creator = 'Cartera';
    libro.created = new Date();
    const hoja = libro.addWorksheet('Plan de pagos', { views: [{ state: 'frozen', ySplit: 15 }] });
    const moneda = '"$" #,##0;-"$" #,##0';
    const fecha = 'dd/mm/yyyy';

    hoja.addRow([`Plan de pagos — Préstamo #${prestamo.numero}`]).font = { bold: true, size: 14 };
    const encabezado: Array<[string, string | number | Date, string?]> = [
      ['Cliente', prestamo.cliente.nombre],
      ['Cédula', prestamo.cliente.cedula ?? ''],
      ['Monto', prestamo.monto, moneda],
      ['Interés (% total)', prestamo.interes / 100, '0.00%'],
      ['Cuotas', prestamo.cuotas, '0'],
      ['Modalidad', ETIQUETAS_MODALIDAD[prestamo.modalidad]],
      ['Tipo de amortización', ETIQUETAS_TIPO_AMORTIZACION[prestamo.tipoAmortizacion]],
      ['Fecha de inicio', fechaExcel(prestamo.fechaInicio), fecha],
      ['Monto total', prestamo.montoTotal, moneda],
      ['Cuota', prestamo.cuotaDiaria, moneda],
      ['Saldo pendiente', prestamo.saldoPendiente, moneda],
      ['Estado', ETIQUETAS_ESTADO_PRESTAMO[prestamo.estado]],
      ['Tasa efectiva anual (EA)', tasaEaTexto(prestamo.tasaEfectivaAnual)],
      ['Tipo de crédito', ETIQUETAS_TIPO_CREDITO[prestamo.tipoCredito]],
    ];
    for (const [etiqueta, valor, formato] of encabezado) {
      const fila = hoja.addRow([etiqueta, typeof valor === 'string' ? neutralizarCelda(valor) : valor]);
      fila.getCell(1).font = { bold: true };
      if (formato) fila.getCell(2).numFmt = formato;
    }
    const cabecera = hoja.addRow([...COLUMNAS]);
    cabecera.font = { bold: true };
    cabecera.eachCell((celda) => {
      celda.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE6EEF7' } };
    });
    for (const c of plan.cuotas) {
      const fila = hoja.addRow(valoresCuota(c, fechaExcel, null));
      fila.getCell(2).numFmt = fecha;
      for (const columna of [3, 4, 5, 6, 7]) fila.getCell(columna).numFmt = moneda;
      fila.getCell(9).numFmt = fecha;
    }
    const suma = totales(plan.cuotas);
    const filaTotales = hoja.addRow(['Totales', null, suma.capital, suma.interes, suma.total, suma.pagado, suma.saldo]);
    filaTotales.font = { bold: true };
    for (const columna of [3, 4, 5, 6, 7]) filaTotales.getCell(columna).numFmt = moneda;
    hoja.addRow([]);
    hoja.addRow([`Generado el ${formatearFecha(hoy)}`]).font = { italic: true, color: { argb: 'FF666666' } };
    hoja.columns.forEach((columna, i) => {
      columna.width = [22, 16, 14, 14, 14, 14, 14, 14, 14][i] ?? 14;
    });
    return Buffer.from(await libro.xlsx.writeBuffer());
  }

  async pdf(plan: PlanPrestamo, hoy: string, pago: ComoPagar | null = null): Promise<Buffer> {
    const qr = pago ? await qrPng(pago.payload) : null;
    const { prestamo } = plan;
    const documento = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `Plan de pagos #${prestamo.numero}` } });
    const terminado = bytesDelPdf(documento);

    documento.font('Helvetica-Bold').fontSize(16).text(`Plan de pagos — Préstamo #${prestamo.numero}`);
    documento.moveDown(0.5).font('Helvetica').fontSize(10);
    const datos: Array<[string, string]> = [
      ['Cliente', prestamo.cliente.nombre],
      ['Cédula', prestamo.cliente.cedula ?? ''],
      ['Monto', formatearCOP(prestamo.monto)],
      ['Interés', `${prestamo.interes} % total (${formatearCOP(prestamo.interesTotal)})`],
      ['Tasa efectiva anual', tasaEaTexto(prestamo.tasaEfectivaAnual)],
      ['Tipo de crédito', ETIQUETAS_TIPO_CREDITO[prestamo.tipoCredito]],
      ['Cuotas', `${prestamo.cuotas} · ${ETIQUETAS_MODALIDAD[prestamo.modalidad]}`],
      ['Tipo de amortización', ETIQUETAS_TIPO_AMORTIZACION[prestamo.tipoAmortizacion]],
      ['Fecha de inicio', formatearFecha(prestamo.fechaInicio)],
      ['Monto total', formatearCOP(prestamo.montoTotal)],
      ['Cuota', formatearCOP(prestamo.cuotaDiaria)],
      ['Saldo pendiente', formatearCOP(prestamo.saldoPendiente)],
      ['Estado', ETIQUETAS_ESTADO_PRESTAMO[prestamo.estado]],
    ];
    for (const [etiqueta, valor] of datos) {
      documento.font('Helvetica-Bold').text(`${etiqueta}: `, { continued: true }).font('Helvetica').text(valor);
    }
    if (pago && qr) {
      // Cómo pagar por transferencia (docs/decisiones/pagos-por-transferencia.md): la llave y la referencia, y su QR.
      const y = documento.y + 6;
      documento.image(qr, documento.page.width - documento.page.margins.right - 90, y, { width: 90 });
      documento.y = y;
      documento.font('Helvetica-Bold').text('Pague por transferencia');
      documento.font('Helvetica').text(pago.destino).text(`Referencia de pago: ${pago.referencia}`);
      documento.y = Math.max(documento.y, y + 96);
    }
    documento.moveDown();

    const x0 = documento.page.margins.left;
    const fila = filaDeTabla(documento, {
      anchos: [34, 62, 62, 58, 62, 62, 62, 56, 57],
      alto: 14,
      derecha: (i) => i >= 2 && i <= 6,
    });
    fila([...COLUMNAS].map((c) => (c === 'Fecha programada' ? 'Fecha' : c === 'Fecha de pago' ? 'Pagada el' : c)), true);
    for (const c of plan.cuotas) {
      fila([
        String(c.numero),
        formatearFecha(c.fechaProgramada),
        formatearCOP(c.montoCapital),
        formatearCOP(c.montoInteres),
        formatearCOP(c.montoTotal),
        formatearCOP(c.montoPagado),
        formatearCOP(c.saldoRestante),
        ETIQUETAS_ESTADO_CUOTA[c.estado],
        c.fechaPago ? formatearFecha(c.fechaPago) : '',
      ]);
    }
    const suma = totales(plan.cuotas);
    fila(
      ['', 'Totales', formatearCOP(suma.capital), formatearCOP(suma.interes), formatearCOP(suma.total), formatearCOP(suma.pagado), formatearCOP(suma.saldo), '', ''],
      true,
    );
    documento.moveDown().font('Helvetica').fontSize(8).fillColor('#666666');
    documento.text(`Pagado: ${plan.resumen.porcentajePagado} % · Generado el ${formatearFecha(hoy)}`, x0);
    documento.end();
    return terminado;
  }
}
