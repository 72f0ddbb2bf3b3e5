// Un cobro que es dinero del banco (una línea del extracto) o de la pasarela (un pago aprobado de Wompi) no se corrige
// a mano: docs/decisiones/pagos-por-transferencia.md, «Corregir un cobro que vino del banco».
import { CODIGOS, motivoCobroNoCorregible, type CambioCobro, type OrigenCobroRecaudo } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { ErrorNegocio } from '../common/errores';

/** El cobro tal como está, con de dónde vino su dinero; null si no existe (el servicio de cobros responde 404). */
async function leerOrigen(
  manager: EntityManager,
  cobroId: string,
): Promise<{ monto: number; fecha: string; origen: OrigenCobroRecaudo } | null> {
  const [fila]: Array<{ monto: string; fecha: string; extracto: boolean; wompi: boolean }> = await manager.query(
    `SELECT co.monto, co.fecha::text AS fecha,
            EXISTS (SELECT 1 FROM pagos_lineas_cobros lc WHERE lc.cobro_id = co.id) AS extracto,
            EXISTS (SELECT 1 FROM pagos_eventos e
                    WHERE e.cobro_id = co.id AND e.estado = 'APPROVED' AND e.resultado = 'cobro') AS wompi
     FROM cobros co WHERE co.id = $1`,
    [cobroId],
  );
  if (!fila) return null;
  const origen: OrigenCobroRecaudo = fila.extracto ? 'extracto' : fila.wompi ? 'wompi' : null;
  return { monto: Number(fila.monto), fecha: fila.fecha, origen };
}

/**
 * 409 con el motivo (motivoCobroNoCorregible) si la oficina pide borrar, cambiar el monto o la fecha o pasar a otro
 * préstamo un cobro que vino del extracto o de Wompi. Sólo lo llaman las rutas de la oficina: la anulación de Wompi y
 * el suspenso deshacen sus propios cobros por el servicio de cobros.
 */
export async function asegurarCobroCorregible(
  manager: EntityManager,
  cobroId: string,
  pedido: { borrar?: boolean; monto?: number; fecha?: string; prestamo?: boolean },
): Promise<void> {
  const cobro = await leerOrigen(manager, cobroId);
  if (!cobro || cobro.origen === null) return;
  const cambio: CambioCobro = {
    borrar: pedido.borrar,
    monto: pedido.monto !== undefined && Math.round(pedido.monto * 100) !== Math.round(cobro.monto * 100),
    fecha: pedido.fecha !== undefined && pedido.fecha.slice(0, 10) !== cobro.fecha,
    prestamo: pedido.prestamo,
  };
  const motivo = motivoCobroNoCorregible(cobro.origen, cambio);
  if (motivo) throw new ErrorNegocio(CODIGOS.cobroDeRecaudo, motivo, 409);
}
