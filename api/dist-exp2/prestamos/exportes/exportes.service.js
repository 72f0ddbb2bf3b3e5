"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.ExportesService = exports.FORMATOS_EXPORTE = void 0;
const common_1 = require("@nestjs/common");
const dominio_1 = require("@cartera/dominio");
const exceljs_1 = __importDefault(require("exceljs"));
const pdfkit_1 = __importDefault(require("pdfkit"));
const exportes_1 = require("../../common/exportes");
const plan_service_1 = require("../plan/plan.service");
exports.FORMATOS_EXPORTE = ['csv', 'xlsx', 'pdf'];
const TIPOS = exportes_1.TIPOS_ARCHIVO;
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
];
function totales(cuotas) {
    const suma = (f) => cuotas.reduce((t, c) => t + Math.round(f(c) * 100), 0) / 100;
    return {
        capital: suma((c) => c.montoCapital),
        interes: suma((c) => c.montoInteres),
        total: suma((c) => c.montoTotal),
        pagado: suma((c) => c.montoPagado),
        saldo: suma((c) => c.saldoRestante),
    };
}
/** Descargas del plan de pagos: CSV para Excel es-CO, XLSX con celdas tipadas y PDF imprimible. */
let ExportesService = class ExportesService {
    plan;
    constructor(plan) {
        this.plan = plan;
    }
    async exportar(prestamoId, formato, actor) {
        const plan = await this.plan.obtener(prestamoId, actor);
        const hoy = (0, dominio_1.hoyBogota)();
        const contenido = formato === 'csv' ? this.csv(plan) : formato === 'xlsx' ? await this.xlsx(plan, hoy) : await this.pdf(plan, hoy);
        const nombreCliente = plan.prestamo.cliente.nombre;
        const nombre = `plan-${(0, exportes_1.slugAscii)(nombreCliente)}-${hoy}.${formato}`;
        const nombreUtf8 = `plan-${nombreCliente.trim().replace(/\s+/g, '-')}-${hoy}.${formato}`;
        return { contenido, tipo: TIPOS[formato], nombre, disposicion: (0, exportes_1.disposicionAdjunto)(nombre, nombreUtf8) };
    }
    /** UTF-8 con BOM y ';' (Excel en es-CO abre así las tildes y columnas bien); pesos enteros sin separadores. */
    csv(plan) {
        const filas = [
            [...COLUMNAS],
            ...plan.cuotas.map((c) => [
                c.numero,
                (0, dominio_1.formatearFecha)(c.fechaProgramada),
                c.montoCapital,
                c.montoInteres,
                c.montoTotal,
                c.montoPagado,
                c.saldoRestante,
                dominio_1.ETIQUETAS_ESTADO_CUOTA[c.estado],
                c.fechaPago ? (0, dominio_1.formatearFecha)(c.fechaPago) : '',
            ]),
        ];
        const suma = totales(plan.cuotas);
        filas.push(['Totales', '', suma.capital, suma.interes, suma.total, suma.pagado, suma.saldo, '', '']);
        return (0, exportes_1.csvConBom)(filas);
    }
    async xlsx(plan, hoy) {
        const { prestamo } = plan;
        const libro = new exceljs_1.default.Workbook();
        libro.creator = 'Cartera';
        libro.created = new Date();
        const hoja = libro.addWorksheet('Plan de pagos', { views: [{ state: 'frozen', ySplit: 13 }] });
        const moneda = '"$" #,##0;-"$" #,##0';
        const fecha = 'dd/mm/yyyy';
        hoja.addRow([`Plan de pagos — Préstamo #${prestamo.numero}`]).font = { bold: true, size: 14 };
        const encabezado = [
            ['Cliente', prestamo.cliente.nombre],
            ['Cédula', prestamo.cliente.cedula ?? ''],
            ['Monto', prestamo.monto, moneda],
            ['Interés (% total)', prestamo.interes / 100, '0.00%'],
            ['Cuotas', prestamo.cuotas, '0'],
            ['Modalidad', dominio_1.ETIQUETAS_MODALIDAD[prestamo.modalidad]],
            ['Tipo de amortización', dominio_1.ETIQUETAS_TIPO_AMORTIZACION[prestamo.tipoAmortizacion]],
            ['Fecha de inicio', (0, exportes_1.fechaExcel)(prestamo.fechaInicio), fecha],
            ['Monto total', prestamo.montoTotal, moneda],
            ['Cuota', prestamo.cuotaDiaria, moneda],
            ['Saldo pendiente', prestamo.saldoPendiente, moneda],
            ['Estado', dominio_1.ETIQUETAS_ESTADO_PRESTAMO[prestamo.estado]],
        ];
        for (const [etiqueta, valor, formato] of encabezado) {
            const fila = hoja.addRow([etiqueta, typeof valor === 'string' ? (0, dominio_1.neutralizarCelda)(valor) : valor]);
            fila.getCell(1).font = { bold: true };
            if (formato)
                fila.getCell(2).numFmt = formato;
        }
        const cabecera = hoja.addRow([...COLUMNAS]);
        cabecera.font = { bold: true };
        cabecera.eachCell((celda) => {
            celda.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE6EEF7' } };
        });
        for (const c of plan.cuotas) {
            const fila = hoja.addRow([
                c.numero,
                (0, exportes_1.fechaExcel)(c.fechaProgramada),
                c.montoCapital,
                c.montoInteres,
                c.montoTotal,
                c.montoPagado,
                c.saldoRestante,
                dominio_1.ETIQUETAS_ESTADO_CUOTA[c.estado],
                c.fechaPago ? (0, exportes_1.fechaExcel)(c.fechaPago) : null,
            ]);
            fila.getCell(2).numFmt = fecha;
            for (const columna of [3, 4, 5, 6, 7])
                fila.getCell(columna).numFmt = moneda;
            fila.getCell(9).numFmt = fecha;
        }
        const suma = totales(plan.cuotas);
        const filaTotales = hoja.addRow(['Totales', null, suma.capital, suma.interes, suma.total, suma.pagado, suma.saldo]);
        filaTotales.font = { bold: true };
        for (const columna of [3, 4, 5, 6, 7])
            filaTotales.getCell(columna).numFmt = moneda;
        hoja.addRow([]);
        hoja.addRow([`Generado el ${(0, dominio_1.formatearFecha)(hoy)}`]).font = { italic: true, color: { argb: 'FF666666' } };
        hoja.columns.forEach((columna, i) => {
            columna.width = [22, 16, 14, 14, 14, 14, 14, 14, 14][i] ?? 14;
        });
        return Buffer.from(await libro.xlsx.writeBuffer());
    }
    pdf(plan, hoy) {
        const { prestamo } = plan;
        const documento = new pdfkit_1.default({ size: 'A4', margin: 40, info: { Title: `Plan de pagos #${prestamo.numero}` } });
        const partes = [];
        documento.on('data', (parte) => partes.push(parte));
        const terminado = new Promise((resolver, rechazar) => {
            documento.on('end', () => resolver(Buffer.concat(partes)));
            documento.on('error', rechazar);
        });
        documento.font('Helvetica-Bold').fontSize(16).text(`Plan de pagos — Préstamo #${prestamo.numero}`);
        documento.moveDown(0.5).font('Helvetica').fontSize(10);
        const datos = [
            ['Cliente', prestamo.cliente.nombre],
            ['Cédula', prestamo.cliente.cedula ?? ''],
            ['Monto', (0, dominio_1.formatearCOP)(prestamo.monto)],
            ['Interés', `${prestamo.interes} % total (${(0, dominio_1.formatearCOP)(prestamo.interesTotal)})`],
            ['Cuotas', `${prestamo.cuotas} · ${dominio_1.ETIQUETAS_MODALIDAD[prestamo.modalidad]}`],
            ['Tipo de amortización', dominio_1.ETIQUETAS_TIPO_AMORTIZACION[prestamo.tipoAmortizacion]],
            ['Fecha de inicio', (0, dominio_1.formatearFecha)(prestamo.fechaInicio)],
            ['Monto total', (0, dominio_1.formatearCOP)(prestamo.montoTotal)],
            ['Cuota', (0, dominio_1.formatearCOP)(prestamo.cuotaDiaria)],
            ['Saldo pendiente', (0, dominio_1.formatearCOP)(prestamo.saldoPendiente)],
            ['Estado', dominio_1.ETIQUETAS_ESTADO_PRESTAMO[prestamo.estado]],
        ];
        for (const [etiqueta, valor] of datos) {
            documento.font('Helvetica-Bold').text(`${etiqueta}: `, { continued: true }).font('Helvetica').text(valor);
        }
        documento.moveDown();
        const anchos = [34, 62, 62, 58, 62, 62, 62, 56, 57];
        const x0 = documento.page.margins.left;
        const fila = (valores, negrita = false) => {
            if (documento.y > documento.page.height - documento.page.margins.bottom - 20)
                documento.addPage();
            const y = documento.y;
            documento.font(negrita ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
            let x = x0;
            valores.forEach((valor, i) => {
                documento.text(valor, x, y, { width: anchos[i] - 4, align: i >= 2 && i <= 6 ? 'right' : 'left', lineBreak: false });
                x += anchos[i];
            });
            documento.x = x0;
            documento.y = y + 14;
        };
        fila([...COLUMNAS].map((c) => (c === 'Fecha programada' ? 'Fecha' : c === 'Fecha de pago' ? 'Pagada el' : c)), true);
        for (const c of plan.cuotas) {
            fila([
                String(c.numero),
                (0, dominio_1.formatearFecha)(c.fechaProgramada),
                (0, dominio_1.formatearCOP)(c.montoCapital),
                (0, dominio_1.formatearCOP)(c.montoInteres),
                (0, dominio_1.formatearCOP)(c.montoTotal),
                (0, dominio_1.formatearCOP)(c.montoPagado),
                (0, dominio_1.formatearCOP)(c.saldoRestante),
                dominio_1.ETIQUETAS_ESTADO_CUOTA[c.estado],
                c.fechaPago ? (0, dominio_1.formatearFecha)(c.fechaPago) : '',
            ]);
        }
        const suma = totales(plan.cuotas);
        fila(['', 'Totales', (0, dominio_1.formatearCOP)(suma.capital), (0, dominio_1.formatearCOP)(suma.interes), (0, dominio_1.formatearCOP)(suma.total), (0, dominio_1.formatearCOP)(suma.pagado), (0, dominio_1.formatearCOP)(suma.saldo), '', ''], true);
        documento.moveDown().font('Helvetica').fontSize(8).fillColor('#666666');
        documento.text(`Pagado: ${plan.resumen.porcentajePagado} % · Generado el ${(0, dominio_1.formatearFecha)(hoy)}`, x0);
        documento.end();
        return terminado;
    }
};
exports.ExportesService = ExportesService;
exports.ExportesService = ExportesService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [plan_service_1.PlanService])
], ExportesService);
//# sourceMappingURL=exportes.service.js.map