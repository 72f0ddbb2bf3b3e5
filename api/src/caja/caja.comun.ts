// Lo que comparten la caja de los cobradores (caja.service.ts) y sus gastos (caja-gastos.service.ts): los mensajes,
// cómo se vuelven JSON una entrega y un gasto, la lectura de cada uno, el filtro de las listas y el rango de los reportes.
import {
  diferenciaDias,
  diferenciaEntrega,
  sumarDias,
  type EntregaCaja,
  type GastoCobrador,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { errorValidacion, noEncontrado } from '../common/errores';
import { MENSAJES_CAJA_MAYOR } from '../mayor/caja.mensajes';
import { esCobrador } from '../common/acceso-cartera';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { consultasCaja, type FilaEntrega, type FiltroCaja } from './caja.consultas';
import { consultasGastos, type FilaGasto } from './caja-gastos.consultas';

export const MENSAJES_CAJA_API = {
  ...MENSAJES_CAJA_MAYOR,
  rangoInvertido: 'La fecha final no puede ser anterior a la inicial',
  rangoLargo: (dias: number) => `El rango no puede superar ${dias} días`,
  sinFoto: 'El gasto no tiene foto del recibo',
} as const;

/** Días máximos del reporte de caja. */
export const DIAS_MAXIMOS_REPORTE_CAJA = 366;

export function entregaAJson(fila: FilaEntrega): EntregaCaja {
  const esperado = Number(fila.esperado);
  const contado = fila.monto_recibido === null ? Number(fila.monto_entregado) : Number(fila.monto_recibido);
  return {
    _id: fila.id,
    numero: Number(fila.numero),
    cobrador: { _id: fila.cobrador_id, nombre: fila.cobrador_nombre },
    estado: fila.estado,
    fecha: fila.fecha,
    fechaConfirmacion: fila.fecha_confirmacion,
    cobros: Number(fila.cobros),
    cantidadCobros: fila.cantidad_cobros,
    gastos: Number(fila.gastos),
    esperado,
    montoEntregado: Number(fila.monto_entregado),
    montoRecibido: fila.monto_recibido === null ? null : Number(fila.monto_recibido),
    diferencia: diferenciaEntrega(esperado, contado),
    observaciones: fila.observaciones,
    confirmadoPor: fila.confirmado_por
      ? { _id: fila.confirmado_por, nombre: fila.confirmado_nombre ?? '' }
      : null,
    abono: fila.abono,
    createdAt: fila.created_at.toISOString(),
  };
}

export function gastoAJson(fila: FilaGasto): GastoCobrador {
  return {
    _id: fila.id,
    cobrador: { _id: fila.cobrador_id, nombre: fila.cobrador_nombre },
    fecha: fila.fecha,
    categoria: fila.categoria,
    monto: Number(fila.monto),
    concepto: fila.concepto,
    tieneFoto: fila.tiene_foto,
    estado: fila.estado,
    limitePasado: fila.limite_pasado,
    motivoRechazo: fila.motivo_rechazo,
    decididoPor: fila.decidido_por ? { _id: fila.decidido_por, nombre: fila.decidido_nombre ?? '' } : null,
    entrega: fila.entrega_id,
    createdAt: fila.created_at.toISOString(),
  };
}

export async function leerGasto(manager: EntityManager, id: string, bloquear = false): Promise<FilaGasto> {
  const fila = await consultasGastos.gasto(manager, id, bloquear);
  if (!fila) throw noEncontrado(MENSAJES_CAJA_API.gastoNoEncontrado);
  return fila;
}

export async function leerEntrega(
  manager: EntityManager,
  id: string,
  bloquear = false,
): Promise<FilaEntrega> {
  const fila = await consultasCaja.entrega(manager, id, bloquear);
  if (!fila) throw noEncontrado(MENSAJES_CAJA_API.entregaNoEncontrada);
  return fila;
}

/** Un cobrador sólo ve lo suyo: lo ajeno responde 404, como si no existiera. */
export function asegurarPropio(actor: Usuario, cobradorId: string, mensaje: string): void {
  if (esCobrador(actor) && cobradorId !== actor.id) throw noEncontrado(mensaje);
}

/**
 * El rango de un reporte de caja: hasta hoy y los `dias` que terminan en `hasta` si no se dan las fechas; 400 si está
 * invertido o pasa de `maximo` días.
 */
export function rangoDeReporte(
  consulta: { desde?: string; hasta?: string },
  { dias, maximo }: { dias: number; maximo: number },
  hoy: string,
): { desde: string; hasta: string } {
  const hasta = consulta.hasta ?? hoy;
  const desde = consulta.desde ?? sumarDias(hasta, 1 - dias);
  if (hasta < desde) throw errorValidacion({ hasta: [MENSAJES_CAJA_API.rangoInvertido] });
  if (diferenciaDias(desde, hasta) + 1 > maximo) {
    throw errorValidacion({ hasta: [MENSAJES_CAJA_API.rangoLargo(maximo)] });
  }
  return { desde, hasta };
}

/** Condiciones de cobrador y fechas de una lista; un cobrador siempre sólo lo suyo. */
export function filtrosCaja(
  consulta: { cobradorId?: string; desde?: string; hasta?: string; estado?: string },
  actor: Usuario,
): FiltroCaja {
  if (consulta.desde && consulta.hasta && consulta.hasta < consulta.desde) {
    throw errorValidacion({ hasta: [MENSAJES_CAJA_API.rangoInvertido] });
  }
  return {
    cobradorId: (esCobrador(actor) ? actor.id : consulta.cobradorId) || undefined,
    desde: consulta.desde || undefined,
    hasta: consulta.hasta || undefined,
    estado: consulta.estado || undefined,
  };
}
