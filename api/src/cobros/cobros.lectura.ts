// Cómo se lee un cobro (las columnas, su fila y su JSON): la usan el servicio de cobros y las correcciones de un cobro
// en el núcleo de dinero.
import type { Cobro, OrigenCobro, TipoCuentaPago } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { noEncontrado } from '../common/errores';
import { instanteJson } from '../database/consulta-preparada';
import { ubicacionAJson, type ColumnasUbicacion } from './ubicacion';
import { consultasCobros } from './cobros.consultas';
import { MENSAJES_COBROS } from './cobros.mensajes';
import { prestamoYCliente, type ColumnasPrestamoYCliente } from '../common/prestamo-y-cliente';

/** Un cobro leído con su préstamo, cliente, cobrador, oficina, cuenta de recaudo y ubicación (cobros.consultas.ts). */
export interface FilaCobro extends ColumnasUbicacion, ColumnasPrestamoYCliente {
  id: string;
  monto: string;
  fecha: string;
  observaciones: string | null;
  origen: OrigenCobro;
  cobrador_id: string | null;
  cuota_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  cobrador_nombre: string | null;
  en_poder_de: string | null;
  en_poder_de_nombre: string | null;
  cuenta_pago_id: string | null;
  referencia_pago: string | null;
  cuenta_pago: { _id: string; nombre: string; tipo: TipoCuentaPago } | null;
  /** La distancia de «fuera de sitio» vigente (una subconsulta que PostgreSQL evalúa una vez por consulta). */
  umbral_fuera_de_sitio: number;
  oficina_id: string;
  /** El nombre de la oficina (una subconsulta: nunca falta, la oficina es obligatoria). */
  oficina_nombre: string | null;
}

export function cobroAJson(fila: FilaCobro): Cobro {
  return {
    _id: fila.id,
    prestamo: prestamoYCliente(fila),
    monto: Number(fila.monto),
    fecha: fila.fecha,
    observaciones: fila.observaciones,
    origen: fila.origen,
    cobrador: fila.cobrador_id ? { _id: fila.cobrador_id, nombre: fila.cobrador_nombre ?? '' } : null,
    oficina: { _id: fila.oficina_id, nombre: fila.oficina_nombre ?? '' },
    enPoderDe: fila.en_poder_de ? { _id: fila.en_poder_de, nombre: fila.en_poder_de_nombre ?? '' } : null,
    medio: fila.cuenta_pago_id ? 'transferencia' : 'efectivo',
    cuentaPago: fila.cuenta_pago,
    referenciaPago: fila.referencia_pago,
    ubicacion: ubicacionAJson(fila, fila.umbral_fuera_de_sitio),
    createdAt: instanteJson(fila.created_at),
    updatedAt: instanteJson(fila.updated_at),
  };
}

/** Un cobro con su préstamo, cliente y cobrador (404 si no existe). */
export async function leerCobro(manager: EntityManager, id: string): Promise<FilaCobro> {
  const fila = await consultasCobros.cobro(manager, id);
  if (!fila) throw noEncontrado(MENSAJES_COBROS.noEncontrado);
  return fila;
}
