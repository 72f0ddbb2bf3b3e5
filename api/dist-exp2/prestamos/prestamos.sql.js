"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.FROM_PRESTAMOS = exports.COLUMNAS_PRESTAMO = void 0;
exports.prestamoAJson = prestamoAJson;
exports.prestamoParaAuditoria = prestamoParaAuditoria;
/** Columnas de un préstamo con su cliente y su cobrador (alias p, c, u). */
exports.COLUMNAS_PRESTAMO = `
  p.id, p.numero, p.cliente_id, p.cobrador_id, p.monto, p.interes, p.cuotas, p.modalidad, p.tipo_amortizacion,
  p.fecha, p.fecha_inicio, p.fecha_primer_pago, p.estado, p.interes_total, p.monto_total, p.monto_entregado,
  p.saldo_pendiente, p.cuota_diaria, p.plan_generado, p.fecha_vencimiento, p.cuotas_vencidas,
  p.dias_mora_promedio, p.prestamo_origen_id, p.monto_refinanciado, p.created_at, p.updated_at,
  c.nombre AS cliente_nombre, c.cedula AS cliente_cedula, c.telefono AS cliente_telefono,
  u.nombre AS cobrador_nombre`;
exports.FROM_PRESTAMOS = `
  FROM prestamos p
  JOIN clientes c ON c.id = p.cliente_id
  LEFT JOIN usuarios u ON u.id = p.cobrador_id`;
function prestamoAJson(fila) {
    return {
        _id: fila.id,
        numero: Number(fila.numero),
        cliente: {
            _id: fila.cliente_id,
            nombre: fila.cliente_nombre,
            cedula: fila.cliente_cedula,
            telefono: fila.cliente_telefono,
        },
        cobrador: fila.cobrador_id ? { _id: fila.cobrador_id, nombre: fila.cobrador_nombre ?? '' } : null,
        monto: Number(fila.monto),
        interes: Number(fila.interes),
        cuotas: fila.cuotas,
        plazo: fila.cuotas,
        modalidad: fila.modalidad,
        tipoAmortizacion: fila.tipo_amortizacion,
        fecha: fila.fecha,
        fechaInicio: fila.fecha_inicio,
        fechaPrimerPago: fila.fecha_primer_pago,
        estado: fila.estado,
        interesTotal: Number(fila.interes_total),
        montoTotal: Number(fila.monto_total),
        montoEntregado: Number(fila.monto_entregado),
        saldoPendiente: Number(fila.saldo_pendiente),
        cuotaDiaria: Number(fila.cuota_diaria),
        planGenerado: fila.plan_generado,
        fechaVencimiento: fila.fecha_vencimiento,
        cuotasVencidas: fila.cuotas_vencidas,
        diasMoraPromedio: Number(fila.dias_mora_promedio),
        prestamoOrigen: fila.prestamo_origen_id,
        montoRefinanciado: Number(fila.monto_refinanciado),
        createdAt: new Date(fila.created_at).toISOString(),
        updatedAt: new Date(fila.updated_at).toISOString(),
    };
}
/** Lo que se audita de un préstamo: sus condiciones y su situación, sin los datos del cliente. */
function prestamoParaAuditoria(prestamo) {
    const { cliente, cobrador, ...resto } = prestamo;
    return { ...resto, cliente: cliente._id, cobrador: cobrador?._id ?? null };
}
//# sourceMappingURL=prestamos.sql.js.map