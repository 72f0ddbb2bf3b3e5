"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.FORMATO_PESOS_XLSX = exports.TIPOS_ARCHIVO = exports.FIN_LINEA_CSV = exports.SEPARADOR_CSV = exports.BOM_UTF8 = void 0;
exports.slugAscii = slugAscii;
exports.disposicionAdjunto = disposicionAdjunto;
exports.celdaCsv = celdaCsv;
exports.lineaCsv = lineaCsv;
exports.csvConBom = csvConBom;
exports.fechaExcel = fechaExcel;
exports.xlsxEnFlujo = xlsxEnFlujo;
// Piezas comunes de las descargas que genera la API (CSV para Excel es-CO, XLSX, PDF): tipos, nombres de archivo,
// Content-Disposition, celdas que no se abren como fórmula y el XLSX escrito en flujo de las descargas grandes.
const node_events_1 = require("node:events");
const node_stream_1 = require("node:stream");
const dominio_1 = require("@cartera/dominio");
const exceljs_1 = __importDefault(require("exceljs"));
/** Marca de orden de bytes UTF-8: Excel abre así las tildes. */
exports.BOM_UTF8 = Buffer.from([0xef, 0xbb, 0xbf]);
exports.SEPARADOR_CSV = ';';
exports.FIN_LINEA_CSV = '\r\n';
exports.TIPOS_ARCHIVO = {
    csv: 'text/csv; charset=utf-8',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    pdf: 'application/pdf',
};
/** 'José Pérez' → 'jose-perez': sólo ASCII para el `filename` clásico. */
function slugAscii(texto, porDefecto = 'cliente') {
    return (texto
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '') || porDefecto);
}
/** Content-Disposition con nombre ASCII y, para quien lo entienda, el nombre con tildes (RFC 6266 / 5987). */
function disposicionAdjunto(nombreAscii, nombreUtf8) {
    const codificado = encodeURIComponent(nombreUtf8).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    return `attachment; filename="${nombreAscii}"; filename*=UTF-8''${codificado}`;
}
/** Una celda CSV: los números tal cual; el texto neutralizado y entre comillas si lleva ; comillas o saltos. */
function celdaCsv(valor) {
    if (valor === null || valor === undefined)
        return '';
    if (typeof valor === 'number')
        return String(valor);
    const texto = (0, dominio_1.neutralizarCelda)(valor);
    return /[";\r\n]/.test(texto) ? `"${texto.replace(/"/g, '""')}"` : texto;
}
/** Una línea CSV con separador ';' y fin de línea CRLF. */
function lineaCsv(celdas) {
    return celdas.map(celdaCsv).join(exports.SEPARADOR_CSV) + exports.FIN_LINEA_CSV;
}
/** CSV entero, UTF-8 con BOM y ';' (Excel en es-CO abre así las tildes y columnas bien), líneas CRLF. */
function csvConBom(filas) {
    return Buffer.concat([exports.BOM_UTF8, Buffer.from(filas.map(lineaCsv).join(''), 'utf8')]);
}
/** 'YYYY-MM-DD' → fecha UTC a medianoche: exceljs la guarda como número de serie de Excel sin correrla de día. */
function fechaExcel(fecha) {
    const [anio, mes, dia] = fecha.split('-').map(Number);
    return new Date(Date.UTC(anio, mes - 1, dia));
}
/** Formato de pesos enteros en XLSX. */
exports.FORMATO_PESOS_XLSX = '"$" #,##0;-"$" #,##0';
/**
 * XLSX con el escritor en flujo de exceljs (`stream.xlsx.WorkbookWriter`): `escribir` agrega hojas y filas y confirma
 * cada fila (`commit`), que sale comprimida hacia el cliente sin armar el libro en memoria; cada tanto llama a
 * `pausa()` para respetar el ritmo del cliente. Si el cliente corta, `pausa()` devuelve false y se deja de escribir.
 * Es el helper de todas las exportaciones XLSX que pueden ser grandes (reportes, auditoría): se envía con
 * `Readable.from(contenido)`.
 */
async function* xlsxEnFlujo(escribir) {
    const salida = new node_stream_1.PassThrough();
    const libro = new exceljs_1.default.stream.xlsx.WorkbookWriter({
        stream: salida,
        useStyles: true,
        useSharedStrings: false,
    });
    libro.creator = 'Cartera';
    const pausa = async () => {
        if (salida.destroyed)
            return false;
        if (salida.writableNeedDrain)
            await Promise.race([(0, node_events_1.once)(salida, 'drain'), (0, node_events_1.once)(salida, 'close')]);
        return !salida.destroyed;
    };
    const trabajo = (async () => {
        try {
            await escribir(libro, pausa);
            if (!salida.destroyed)
                await libro.commit();
        }
        catch (error) {
            salida.destroy(error);
        }
    })();
    try {
        for await (const trozo of salida)
            yield trozo;
    }
    finally {
        salida.destroy();
        await trabajo;
    }
}
//# sourceMappingURL=exportes.js.map