"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.leerRecibo = leerRecibo;
exports.pdfRecibo = pdfRecibo;
const dominio_1 = require("@cartera/dominio");
const pdfkit_1 = __importDefault(require("pdfkit"));
const errores_1 = require("../common/errores");
/** Los datos del recibo de un cobro, leídos del libro. */
async function leerRecibo(manager, cobroId) {
    const [fila] = await manager.query(`SELECT c.id, c.prestamo_id, c.monto, c.fecha::text AS fecha, c.created_at, c.observaciones,
            cl.nombre AS cliente, cl.cedula, p.numero::text AS numero, u.nombre AS cobrador,
            o.nombre_empresa, o.telefono_empresa,
            greatest(p.monto_total - (SELECT coalesce(sum(x.monto), 0) FROM cobros x WHERE x.prestamo_id = c.prestamo_id AND x.id <= c.id), 0) AS saldo
     FROM cobros c
     JOIN prestamos p ON p.id = c.prestamo_id
     JOIN clientes cl ON cl.id = c.cliente_id
     LEFT JOIN usuarios u ON u.id = c.cobrador_id
     CROSS JOIN configuracion_organizacion o
     WHERE c.id = $1 AND o.id = 1`, [cobroId]);
    if (!fila)
        throw (0, errores_1.noEncontrado)('Cobro no encontrado');
    return {
        cobroId: fila.id,
        prestamoId: fila.prestamo_id,
        empresa: fila.nombre_empresa,
        telefonoEmpresa: fila.telefono_empresa,
        cliente: fila.cliente,
        cedula: fila.cedula,
        numeroPrestamo: fila.numero,
        monto: Number(fila.monto),
        fecha: fila.fecha,
        registrado: new Date(fila.created_at).toISOString(),
        cobrador: fila.cobrador,
        observaciones: fila.observaciones,
        saldoDespues: Number(fila.saldo),
    };
}
/** Recibo de cobro en PDF (media carta): empresa, cliente, préstamo, monto, fecha, cobrador y saldo. */
function pdfRecibo(recibo) {
    const documento = new pdfkit_1.default({
        size: [396, 612],
        margin: 36,
        info: { Title: `Recibo ${recibo.cobroId}` },
    });
    const partes = [];
    documento.on('data', (parte) => partes.push(parte));
    const terminado = new Promise((resolver, rechazar) => {
        documento.on('end', () => resolver(Buffer.concat(partes)));
        documento.on('error', rechazar);
    });
    documento.font('Helvetica-Bold').fontSize(16).text(recibo.empresa, { align: 'center' });
    if (recibo.telefonoEmpresa)
        documento.font('Helvetica').fontSize(10).text(`Tel. ${recibo.telefonoEmpresa}`, { align: 'center' });
    documento.moveDown().font('Helvetica-Bold').fontSize(13).text('Recibo de pago', { align: 'center' });
    documento.moveDown();
    const linea = (etiqueta, valor) => {
        documento
            .font('Helvetica-Bold')
            .fontSize(10)
            .text(`${etiqueta}: `, { continued: true })
            .font('Helvetica')
            .text(valor);
    };
    linea('Cliente', recibo.cliente);
    linea('Cédula', recibo.cedula);
    linea('Préstamo', `#${recibo.numeroPrestamo}`);
    linea('Fecha del cobro', (0, dominio_1.formatearFecha)(recibo.fecha));
    linea('Cobrador', recibo.cobrador ?? 'Sin cobrador');
    if (recibo.observaciones)
        linea('Observaciones', recibo.observaciones);
    documento.moveDown();
    documento
        .font('Helvetica-Bold')
        .fontSize(14)
        .text(`Valor recibido: ${(0, dominio_1.formatearCOP)(recibo.monto)}`);
    documento
        .font('Helvetica')
        .fontSize(11)
        .text(`Saldo pendiente después del pago: ${(0, dominio_1.formatearCOP)(recibo.saldoDespues)}`);
    documento.moveDown(2);
    documento
        .fontSize(8)
        .fillColor('#666666')
        .text(`Registrado el ${(0, dominio_1.formatearFechaHora)(recibo.registrado)} · Referencia ${recibo.cobroId}`);
    documento.end();
    return terminado;
}
//# sourceMappingURL=recibo.js.map