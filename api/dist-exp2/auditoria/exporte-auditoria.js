"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ENCABEZADOS_EXPORTE = void 0;
exports.csvAuditoria = csvAuditoria;
exports.xlsxAuditoria = xlsxAuditoria;
const dominio_1 = require("@cartera/dominio");
const exportes_1 = require("../common/exportes");
exports.ENCABEZADOS_EXPORTE = [
    'ID',
    'Fecha y hora (Bogotá)',
    'Usuario',
    'IP',
    'Acción',
    'Módulo',
    'Tipo',
    'Resultado',
    'Detalles',
    'Datos anteriores',
    'Datos nuevos',
];
const ANCHOS = [10, 20, 28, 16, 26, 16, 13, 11, 50, 50, 50];
/** CSV para Excel es-CO (BOM, ';', CRLF, fórmulas neutralizadas), un trozo por lote leído. */
async function* csvAuditoria(lotes) {
    yield Buffer.concat([exportes_1.BOM_UTF8, Buffer.from((0, exportes_1.lineaCsv)(exports.ENCABEZADOS_EXPORTE), 'utf8')]);
    for await (const lote of lotes) {
        yield Buffer.from(lote.map((fila) => (0, exportes_1.lineaCsv)(fila)).join(''), 'utf8');
    }
}
/** 'YYYY-MM-DD HH:MM:SS' (hora de Bogotá) → Date con esa hora en UTC: Excel la muestra tal cual, sin zona. */
function fechaHoraExcel(texto) {
    const [fecha, hora] = texto.split(' ');
    const [anio, mes, dia] = fecha.split('-').map(Number);
    const [h, m, s] = hora.split(':').map(Number);
    return new Date(Date.UTC(anio, mes - 1, dia, h, m, s));
}
/** XLSX en flujo (`xlsxEnFlujo`): cada lote leído del cursor sale comprimido hacia el cliente antes de pedir el siguiente. */
function xlsxAuditoria(lotes) {
    return (0, exportes_1.xlsxEnFlujo)(async (libro, pausa) => {
        const hoja = libro.addWorksheet('Auditoría', { views: [{ state: 'frozen', ySplit: 1 }] });
        hoja.columns = exports.ENCABEZADOS_EXPORTE.map((header, i) => ({ header, width: ANCHOS[i] }));
        hoja.getRow(1).font = { bold: true };
        hoja.getColumn(2).numFmt = 'yyyy-mm-dd hh:mm:ss';
        for await (const lote of lotes) {
            for (const [id, fecha, ...textos] of lote) {
                hoja.addRow([Number(id), fechaHoraExcel(fecha), ...textos.map(dominio_1.neutralizarCelda)]).commit();
            }
            if (!(await pausa()))
                return;
        }
        hoja.commit();
    });
}
//# sourceMappingURL=exporte-auditoria.js.map