// Lo que sigue a una escritura de dinero sale del núcleo como eventos (docs/decisiones/nucleo-sin-puertas.md): el paso
// 8 escribe una fila por evento en `dinero_eventos`, en la transacción de la operación (se confirman o se deshacen con
// el dinero), y pide que al confirmarse se avise a quien los consume (notificaciones). El núcleo no sabe quién es.
import { CANAL_EVENTOS_DINERO, centavosDePesos, type EventoDinero, type EventoRecibo } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { db } from '../database/kysely';
import { avisarTrasConfirmar } from '../database/tras-confirmar';
import type { CobroParaRecibo } from '../libro/libro.tipos';

/** El recibo que devuelve el libro al registrar un cobro (sus columnas NUMERIC en pesos, como las lee el libro). */
export type ReciboDelLibro = CobroParaRecibo;

/** El evento del recibo de un cobro que escribió el libro: sus montos pasan a centavos aquí, una vez. */
export function eventoRecibo(recibo: ReciboDelLibro): EventoRecibo {
  return {
    tipo: 'recibo',
    cobroId: recibo.cobroId,
    prestamoId: recibo.prestamoId,
    monto: centavosDePesos(recibo.monto),
    fecha: recibo.fecha,
    cobradorId: recibo.cobradorId,
    saldoDespues: centavosDePesos(recibo.saldoDespues),
  };
}

/** Escribe los eventos en una sentencia, en la transacción de `manager`, y pide avisar al confirmarla. */
export async function escribirEventos(manager: EntityManager, eventos: readonly EventoDinero[]): Promise<void> {
  if (eventos.length === 0) return;
  await db(manager)
    .insertInto('dinero_eventos')
    .values(eventos.map((evento) => ({ tipo: evento.tipo, datos: JSON.stringify(evento) })))
    .execute();
  avisarTrasConfirmar(manager, CANAL_EVENTOS_DINERO);
}
