import { instanteJson } from '../database/consulta-preparada';
// Lectura de préstamos en SQL explícito: la forma JSON de la especificación (§3 Loan, con `cliente` y `cobrador`
// anidados) sale de una sola consulta con sus joins.
import type { EstadoPrestamo, Modalidad, Prestamo, TipoAmortizacion, TipoCredito } from '@cartera/dominio';

/** Columnas de un préstamo con su cliente y su cobrador (alias p, c, u). */
export const COLUMNAS_PRESTAMO = `
  p.id, p.numero, p.cliente_id, p.cobrador_id, p.monto, p.interes, p.cuotas, p.modalidad, p.tipo_amortizacion,
  p.fecha, p.fecha_inicio, p.fecha_primer_pago, p.estado, p.interes_total, p.monto_total, p.monto_entregado,
  p.saldo_pendiente, p.cuota_diaria, p.plan_generado, p.fecha_vencimiento, p.cuotas_vencidas,
  p.dias_mora_promedio, p.prestamo_origen_id, p.monto_refinanciado, p.tasa_efectiva_anual, p.tipo_credito,
  p.created_at, p.updated_at,
  c.nombre AS cliente_nombre, c.cedula AS cliente_cedula, c.telefono AS cliente_telefono,
  u.nombre AS cobrador_nombre`;

export const FROM_PRESTAMOS = `
  FROM prestamos p
  JOIN clientes c ON c.id = p.cliente_id
  LEFT JOIN usuarios u ON u.id = p.cobrador_id`;

export interface FilaPrestamo {
  id: string;
  numero: string;
  cliente_id: string;
  cobrador_id: string | null;
  monto: string;
  interes: string;
  cuotas: number;
  modalidad: Modalidad;
  tipo_amortizacion: TipoAmortizacion;
  fecha: string;
  fecha_inicio: string;
  fecha_primer_pago: string;
  estado: EstadoPrestamo;
  interes_total: string;
  monto_total: string;
  monto_entregado: string;
  saldo_pendiente: string;
  cuota_diaria: string;
  plan_generado: boolean;
  fecha_vencimiento: string;
  cuotas_vencidas: number;
  dias_mora_promedio: string;
  prestamo_origen_id: string | null;
  monto_refinanciado: string;
  tasa_efectiva_anual: string | null;
  tipo_credito: TipoCredito;
  created_at: Date | string;
  updated_at: Date | string;
  cliente_nombre: string;
  cliente_cedula: string | null;
  cliente_telefono: string | null;
  cobrador_nombre: string | null;
}

export function prestamoAJson(fila: FilaPrestamo): Prestamo {
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
    tasaEfectivaAnual: fila.tasa_efectiva_anual === null ? null : Number(fila.tasa_efectiva_anual),
    tipoCredito: fila.tipo_credito,
    createdAt: instanteJson(fila.created_at),
    updatedAt: instanteJson(fila.updated_at),
  };
}

/** Lo que se audita de un préstamo: sus condiciones y su situación, sin los datos del cliente. */
export function prestamoParaAuditoria(prestamo: Prestamo): Record<string, unknown> {
  const { cliente, cobrador, ...resto } = prestamo;
  return { ...resto, cliente: cliente._id, cobrador: cobrador?._id ?? null };
}
