"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.ReportesExportes = exports.COLUMNAS_REPORTE = void 0;
exports.renglonesResumen = renglonesResumen;
const common_1 = require("@nestjs/common");
const dominio_1 = require("@cartera/dominio");
const exportes_1 = require("../common/exportes");
const TITULOS = {
    general: 'Reporte general',
    prestamos: 'Reporte de préstamos',
    cobros: 'Reporte de cobros',
    morosos: 'Reporte de morosos',
};
/** Columnas de la lista de detalle de cada reporte (las mismas claves que `filas` del JSON). */
exports.COLUMNAS_REPORTE = {
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
function celdaCsv(valor, tipo = 'texto') {
    if (valor === null)
        return '';
    const texto = tipo === 'texto' ? (0, dominio_1.neutralizarCelda)(String(valor)) : String(valor);
    return /[";\r\n]/.test(texto) ? `"${texto.replace(/"/g, '""')}"` : texto;
}
/** Renglones "etiqueta: valor" del resumen, con las mismas cifras del JSON. */
function renglonesResumen(reporte) {
    const r = reporte.resumen;
    const n = (clave) => Number(r[clave]);
    const renglones = [
        ['Desde', reporte.filtros.desde, 'fecha'],
        ['Hasta', reporte.filtros.hasta, 'fecha'],
    ];
    switch (reporte.tipo) {
        case 'general': {
            renglones.push(['Monto prestado', n('montoPrestado'), 'dinero'], ['Monto cobrado', n('montoCobrado'), 'dinero'], ['Porcentaje de recuperación', n('porcentajeRecuperacion'), 'porcentaje'], ['Clientes nuevos', n('clientesNuevos'), 'entero'], ['Préstamos nuevos', n('prestamosNuevos'), 'entero'], ['Cobros', n('totalCobros'), 'entero']);
            for (const e of reporte.graficos.prestamosPorEstado ??
                [])
                renglones.push([
                    `Préstamos ${dominio_1.ETIQUETAS_ESTADO_PRESTAMO[e.estado] ?? e.estado}`,
                    e.cantidad,
                    'entero',
                ]);
            for (const c of r.cobradoPorCobrador)
                renglones.push([`Cobrado por ${c.cobrador}`, c.monto, 'dinero']);
            break;
        }
        case 'prestamos':
            renglones.push(['Préstamos', n('cantidad'), 'entero'], ['Monto prestado', n('montoPrestado'), 'dinero'], ['Monto total', n('montoTotal'), 'dinero'], ['Saldo pendiente', n('saldoPendiente'), 'dinero']);
            break;
        case 'cobros':
            renglones.push(['Cobros', n('cantidad'), 'entero'], ['Total cobrado', n('total'), 'dinero']);
            for (const c of r.porCobrador)
                renglones.push([`Cobrado por ${c.cobrador}`, c.monto, 'dinero']);
            for (const o of r.porOrigen)
                renglones.push([`Origen ${o.etiqueta}`, o.monto, 'dinero']);
            break;
        case 'morosos':
            renglones.push(['Fecha de corte', reporte.filtros.hoy, 'fecha'], ['Préstamos en mora', n('cantidad'), 'entero'], ['Saldo en mora', n('saldoEnMora'), 'dinero'], ['Cuotas vencidas', n('cuotasVencidas'), 'entero'], ['Saldo de la cartera', n('saldoCartera'), 'dinero'], ['PAR30 (%)', n('par30'), 'porcentaje'], ['PAR90 (%)', n('par90'), 'porcentaje']);
            break;
    }
    return renglones;
}
/** Filas del detalle que se escriben entre dos pausas (el cliente lee lo ya comprimido). */
const FILAS_POR_PAUSA = 1000;
const FORMATOS_XLSX = {
    texto: undefined,
    dinero: exportes_1.FORMATO_PESOS_XLSX,
    entero: '0',
    fecha: 'dd/mm/yyyy',
    porcentaje: '0.0',
};
function valorCelda(valor, tipo) {
    if (valor === null)
        return null;
    if (tipo === 'fecha')
        return (0, exportes_1.fechaExcel)(String(valor));
    if (tipo === 'texto')
        return (0, dominio_1.neutralizarCelda)(String(valor));
    return Number(valor);
}
/** Exportación del reporte mostrado (resumen + todas las filas del rango) con las cifras del JSON. */
let ReportesExportes = class ReportesExportes {
    /** CSV en un búfer (rápido aun con decenas de miles de filas); XLSX escrito en flujo hacia la respuesta. */
    exportar(reporte, formato) {
        const nombre = `reporte-${reporte.tipo}-${reporte.filtros.desde}-a-${reporte.filtros.hasta}.${formato}`;
        const archivo = { tipo: exportes_1.TIPOS_ARCHIVO[formato], nombre, disposicion: (0, exportes_1.disposicionAdjunto)(nombre, nombre) };
        return formato === 'csv'
            ? { ...archivo, contenido: this.csv(reporte) }
            : { ...archivo, contenido: this.xlsx(reporte) };
    }
    /** UTF-8 con BOM y ';'; montos en pesos sin separadores; fechas AAAA-MM-DD. */
    csv(reporte) {
        const lineas = [celdaCsv(TITULOS[reporte.tipo])];
        for (const [etiqueta, valor, tipo] of renglonesResumen(reporte))
            lineas.push(`${celdaCsv(etiqueta)};${celdaCsv(valor, tipo)}`);
        lineas.push('');
        const columnas = exports.COLUMNAS_REPORTE[reporte.tipo];
        lineas.push(columnas.map((c) => celdaCsv(c.titulo)).join(';'));
        for (const fila of reporte.filas)
            lineas.push(columnas.map((c) => celdaCsv(fila[c.clave] ?? null, c.tipo)).join(';'));
        return Buffer.concat([exportes_1.BOM_UTF8, Buffer.from(lineas.join('\r\n') + '\r\n', 'utf8')]);
    }
    /**
     * Hojas 'Resumen' y 'Detalle' con el escritor en flujo (`xlsxEnFlujo`): cada fila sale comprimida al confirmarse, sin
     * armar el libro en memoria. Anchos y formatos de columna van antes de la primera fila (el escritor los necesita
     * al empezar la hoja) y cada celda nueva toma el formato de su columna.
     */
    xlsx(reporte) {
        return (0, exportes_1.xlsxEnFlujo)(async (libro, pausa) => {
            const resumen = libro.addWorksheet('Resumen');
            resumen.columns = [{ width: 34 }, { width: 18 }];
            const titulo = resumen.addRow([TITULOS[reporte.tipo]]);
            titulo.font = { bold: true, size: 14 };
            titulo.commit();
            for (const [etiqueta, valor, tipo] of renglonesResumen(reporte)) {
                const fila = resumen.addRow([(0, dominio_1.neutralizarCelda)(etiqueta), valorCelda(valor, tipo)]);
                const formato = FORMATOS_XLSX[tipo];
                if (formato)
                    fila.getCell(2).numFmt = formato;
                fila.commit();
            }
            const pie = resumen.addRow([`Generado el ${(0, dominio_1.formatearFecha)(reporte.filtros.hoy)}`]);
            pie.font = { italic: true, color: { argb: 'FF666666' } };
            pie.commit();
            resumen.commit();
            const columnas = exports.COLUMNAS_REPORTE[reporte.tipo];
            const detalle = libro.addWorksheet('Detalle', { views: [{ state: 'frozen', ySplit: 1 }] });
            detalle.columns = columnas.map((c) => ({
                width: c.tipo === 'texto' ? 26 : 14,
                ...(FORMATOS_XLSX[c.tipo] ? { style: { numFmt: FORMATOS_XLSX[c.tipo] } } : {}),
            }));
            const encabezado = detalle.addRow(columnas.map((c) => c.titulo));
            encabezado.font = { bold: true };
            encabezado.commit();
            let escritas = 0;
            for (const fila of reporte.filas) {
                detalle.addRow(columnas.map((c) => valorCelda(fila[c.clave] ?? null, c.tipo))).commit();
                escritas += 1;
                if (escritas % FILAS_POR_PAUSA === 0 && !(await pausa()))
                    return;
            }
            detalle.commit();
        });
    }
};
exports.ReportesExportes = ReportesExportes;
exports.ReportesExportes = ReportesExportes = __decorate([
    (0, common_1.Injectable)()
], ReportesExportes);
//# sourceMappingURL=reportes.exportes.js.map