// Un cobro que es dinero del banco (una línea del extracto) o de la pasarela (un pago aprobado de Wompi) no se corrige
// a mano: docs/decisiones/pagos-por-transferencia.md, «Corregir un cobro que vino del banco».
import {
  CODIGOS,
  motivoCobroNoCorregible,
  type CambioCobro,
  type OrigenCobroRecaudo,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { ErrorNegocio } from '../common/errores';
import { db } from '../database/kysely';

/** El cobro tal como está, con de dónde vino su dinero; null si no existe (el servicio de cobros responde 404). */
async function leerOrigen(
  manager: EntityManager,
  cobroId: string,
): Promise<{ monto: number; fecha: string; origen: OrigenCobroRecaudo } | null> {
  const fila = await db(manager)
    .selectFrom('cobros as co')
    .select((eb) => [
      'co.monto',
      eb.cast<string>('co.fecha', 'text').as('fecha'),
      eb
        .exists(
          eb
            .selectFrom('pagos_lineas_cobros as lc')
            .select('lc.linea_id')
            .whereRef('lc.cobro_id', '=', 'co.id'),
        )
        .as('extracto'),
      eb
        .exists(
          eb
            .selectFrom('pagos_eventos as e')
            .select('e.id')
            .whereRef('e.cobro_id', '=', 'co.id')
            .where('e.estado', '=', 'APPROVED')
            .where('e.resultado', '=', 'cobro'),
        )
        .as('wompi'),
    ])
    .where('co.id', '=', cobroId)
    .executeTakeFirst();
  if (!fila) return null;
  const origen: OrigenCobroRecaudo = fila.extracto ? 'extracto' : fila.wompi ? 'wompi' : null;
  return { monto: Number(fila.monto), fecha: fila.fecha, origen };
}

/**
 * El permiso de un camino interno que deshace un cobro que su propio recaudo registró: devolver una línea del extracto
 * al suspenso o devolver el recaudo (`extracto`), la anulación de un pago de Wompi (`wompi`). Lo pone el servicio que
 * hace ese camino en el pedido de la operación; ninguna ruta lo lee del cuerpo de una petición.
 */
export interface PermisoRecaudo {
  deshace: Exclude<OrigenCobroRecaudo, null>;
}

/**
 * 409 con el motivo (motivoCobroNoCorregible) si se pide borrar, cambiar el monto o la fecha o pasar a otro préstamo un
 * cobro que vino del extracto o de Wompi. Lo corren las correcciones del núcleo de dinero en su efecto, con el préstamo
 * y el cobro ya bloqueados (docs/decisiones/nucleo-de-dinero.md); sólo un camino con su `permiso` deshace el cobro de
 * su propio recaudo.
 */
export async function asegurarCobroCorregible(
  manager: EntityManager,
  cobroId: string,
  pedido: { borrar?: boolean; monto?: number; fecha?: string; prestamo?: boolean },
  permiso?: PermisoRecaudo,
): Promise<void> {
  const cobro = await leerOrigen(manager, cobroId);
  if (!cobro || cobro.origen === null || cobro.origen === permiso?.deshace) return;
  const cambio: CambioCobro = {
    borrar: pedido.borrar,
    monto: pedido.monto !== undefined && Math.round(pedido.monto * 100) !== Math.round(cobro.monto * 100),
    fecha: pedido.fecha !== undefined && pedido.fecha.slice(0, 10) !== cobro.fecha,
    prestamo: pedido.prestamo,
  };
  const motivo = motivoCobroNoCorregible(cobro.origen, cambio);
  if (motivo) throw new ErrorNegocio(CODIGOS.cobroDeRecaudo, motivo, 409);
}
