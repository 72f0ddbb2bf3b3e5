// Lectura de préstamos: la forma JSON de la especificación (§3 Loan, con `cliente` y `cobrador` anidados) sale de una
// sola consulta con sus joins, tipada contra el esquema (database/esquema.ts).
import {
  ESTADOS_PRESTAMO,
  MODALIDADES,
  TIPOS_AMORTIZACION,
  TIPOS_CREDITO,
  type Prestamo,
} from '@cartera/dominio';
import { instanteJson, type FilaDeLista } from '../database/consulta-preparada';
import { deLista, type BaseTipada } from '../database/kysely';

/**
 * Los préstamos `p` con su cliente `c`, su cobrador `u` y su oficina `o`, sin condiciones ni orden, de la capa
 * tipada `k`: el detalle les agrega los suyos; la lista y el CSV, sus filtros y su orden (prestamos.lista.ts).
 */
export function seleccionPrestamos(k: BaseTipada) {
  return k
    .selectFrom('prestamos as p')
    .innerJoin('clientes as c', 'c.id', 'p.cliente_id')
    .leftJoin('usuarios as u', 'u.id', 'p.cobrador_id')
    .innerJoin('oficinas as o', 'o.id', 'p.oficina_id')
    .select([
      'p.id',
      'p.numero',
      'p.cliente_id',
      'p.cobrador_id',
      'p.monto',
      'p.interes',
      'p.cuotas',
      'p.modalidad',
      'p.tipo_amortizacion',
      'p.fecha',
      'p.fecha_inicio',
      'p.fecha_primer_pago',
      'p.estado',
      'p.interes_total',
      'p.monto_total',
      'p.monto_entregado',
      'p.saldo_pendiente',
      'p.cuota_diaria',
      'p.plan_generado',
      'p.fecha_vencimiento',
      'p.cuotas_vencidas',
      'p.dias_mora_promedio',
      'p.prestamo_origen_id',
      'p.monto_refinanciado',
      'p.tasa_efectiva_anual',
      'p.tipo_credito',
      'p.created_at',
      'p.updated_at',
      'c.nombre as cliente_nombre',
      'c.cedula as cliente_cedula',
      'c.telefono as cliente_telefono',
      'u.nombre as cobrador_nombre',
      'p.oficina_id',
      'o.nombre as oficina_nombre',
    ]);
}

/**
 * Una fila de `seleccionPrestamos`. Los instantes llegan como Date por la capa tipada y como texto ISO por una consulta
 * preparada con `instantesIso` (la lista): `instanteJson` acepta los dos.
 */
export type FilaPrestamo = FilaDeLista<typeof seleccionPrestamos>;

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
    oficina: { _id: fila.oficina_id, nombre: fila.oficina_nombre },
    monto: Number(fila.monto),
    interes: Number(fila.interes),
    cuotas: fila.cuotas,
    plazo: fila.cuotas,
    modalidad: deLista(MODALIDADES, fila.modalidad, 'prestamos.modalidad'),
    tipoAmortizacion: deLista(TIPOS_AMORTIZACION, fila.tipo_amortizacion, 'prestamos.tipo_amortizacion'),
    fecha: fila.fecha,
    fechaInicio: fila.fecha_inicio,
    fechaPrimerPago: fila.fecha_primer_pago,
    estado: deLista(ESTADOS_PRESTAMO, fila.estado, 'prestamos.estado'),
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
    tipoCredito: deLista(TIPOS_CREDITO, fila.tipo_credito, 'prestamos.tipo_credito'),
    createdAt: instanteJson(fila.created_at),
    updatedAt: instanteJson(fila.updated_at),
  };
}

/** Lo que se audita de un préstamo: sus condiciones y su situación, sin los datos del cliente. */
export function prestamoParaAuditoria(prestamo: Prestamo): Record<string, unknown> {
  const { cliente, cobrador, oficina, ...resto } = prestamo;
  return { ...resto, cliente: cliente._id, cobrador: cobrador?._id ?? null, oficina: oficina?._id ?? null };
}
