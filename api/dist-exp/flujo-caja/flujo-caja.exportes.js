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
exports.FlujoCajaExportes = exports.COLUMNAS_FLUJO = exports.FORMATOS_FLUJO = void 0;
const common_1 = require("@nestjs/common");
const dominio_1 = require("@cartera/dominio");
const exceljs_1 = __importDefault(require("exceljs"));
const exportes_1 = require("../common/exportes");
const flujo_caja_service_1 = require("./flujo-caja.service");
exports.FORMATOS_FLUJO = ['csv', 'xlsx'];
exports.COLUMNAS_FLUJO = [
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
];
const COLUMNAS_PROYECCION = ['Desde', 'Hasta', 'Cuotas', 'Esperado', 'Esperado × tasa de cobro'];
function filasPeriodos(flujo) {
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
let FlujoCajaExportes = class FlujoCajaExportes {
    flujo;
    constructor(flujo) {
        this.flujo = flujo;
    }
    async exportar(consulta, formato) {
        const flujo = await this.flujo.calcular(consulta);
        const contenido = formato === 'csv' ? this.csv(flujo) : await this.xlsx(flujo);
        const nombre = `flujo-caja-${flujo.periodo}-${flujo.desde}-a-${flujo.hasta}.${formato}`;
        return { contenido, tipo: exportes_1.TIPOS_ARCHIVO[formato], nombre, disposicion: (0, exportes_1.disposicionAdjunto)(nombre, nombre) };
    }
    csv(flujo) {
        const t = flujo.tarjetas;
        return (0, exportes_1.csvConBom)([
            [...exports.COLUMNAS_FLUJO],
            ...filasPeriodos(flujo).map((f) => [(0, dominio_1.formatearFecha)(String(f[0])), (0, dominio_1.formatearFecha)(String(f[1])), ...f.slice(2)]),
            ['Totales', '', '', '', '', t.totalIngresos, '', '', '', t.totalEgresos, t.flujoNeto, ''],
            [],
            ['Saldo actual', t.saldoActual],
        ]);
    }
    async xlsx(flujo) {
        const libro = new exceljs_1.default.Workbook();
        libro.creator = 'Cartera';
        libro.created = new Date();
        const hoja = libro.addWorksheet('Flujo de caja', { views: [{ state: 'frozen', ySplit: 3 }] });
        hoja.addRow([
            `Flujo de caja ${flujo.periodo} del ${(0, dominio_1.formatearFecha)(flujo.desde)} al ${(0, dominio_1.formatearFecha)(flujo.hasta)}`,
        ]).font = { bold: true, size: 14 };
        hoja.addRow([`Saldo anterior`, flujo.saldoAnterior]).getCell(2).numFmt = exportes_1.FORMATO_PESOS_XLSX;
        const cabecera = hoja.addRow([...exports.COLUMNAS_FLUJO]);
        cabecera.font = { bold: true };
        for (const fila of filasPeriodos(flujo)) {
            const r = hoja.addRow([(0, exportes_1.fechaExcel)(String(fila[0])), (0, exportes_1.fechaExcel)(String(fila[1])), ...fila.slice(2)]);
            r.getCell(1).numFmt = 'dd/mm/yyyy';
            r.getCell(2).numFmt = 'dd/mm/yyyy';
            for (let i = 3; i <= 12; i++)
                r.getCell(i).numFmt = exportes_1.FORMATO_PESOS_XLSX;
        }
        const t = flujo.tarjetas;
        const totales = hoja.addRow(['Totales', null, null, null, null, t.totalIngresos, null, null, null, t.totalEgresos, t.flujoNeto]);
        totales.font = { bold: true };
        for (const i of [6, 10, 11])
            totales.getCell(i).numFmt = exportes_1.FORMATO_PESOS_XLSX;
        hoja.addRow(['Saldo actual', t.saldoActual]).getCell(2).numFmt = exportes_1.FORMATO_PESOS_XLSX;
        hoja.columns.forEach((columna) => {
            columna.width = 16;
        });
        const proyeccion = libro.addWorksheet('Proyección');
        proyeccion.addRow([
            `Tasa de cobro (últimos ${flujo.proyeccion.ventanaTasaDias} días)`,
            flujo.proyeccion.tasaCobro ?? 'Sin datos',
        ]).getCell(2).numFmt = '0.00%';
        proyeccion.addRow(['Vencido por cobrar', flujo.proyeccion.vencidoPorCobrar]).getCell(2).numFmt = exportes_1.FORMATO_PESOS_XLSX;
        proyeccion.addRow([...COLUMNAS_PROYECCION]).font = { bold: true };
        for (const p of flujo.proyeccion.periodos) {
            const r = proyeccion.addRow([(0, exportes_1.fechaExcel)(p.fecha), (0, exportes_1.fechaExcel)(p.fechaFin), p.cuotas, p.esperado, p.esperadoAjustado]);
            r.getCell(1).numFmt = 'dd/mm/yyyy';
            r.getCell(2).numFmt = 'dd/mm/yyyy';
            r.getCell(4).numFmt = exportes_1.FORMATO_PESOS_XLSX;
            r.getCell(5).numFmt = exportes_1.FORMATO_PESOS_XLSX;
        }
        proyeccion.columns.forEach((columna) => {
            columna.width = 18;
        });
        hoja.addRow([]);
        hoja.addRow([`Generado el ${(0, dominio_1.formatearFecha)((0, dominio_1.hoyBogota)())}`]).font = { italic: true, color: { argb: 'FF666666' } };
        return Buffer.from(await libro.xlsx.writeBuffer());
    }
};
exports.FlujoCajaExportes = FlujoCajaExportes;
exports.FlujoCajaExportes = FlujoCajaExportes = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [flujo_caja_service_1.FlujoCajaService])
], FlujoCajaExportes);
//# sourceMappingURL=flujo-caja.exportes.js.map