// Lo que un cobro por transferencia agrega al cobro de siempre (docs/decisiones/pagos-por-transferencia.md): la cuenta
// de recaudo (existente y activa) y la referencia. Lo usan el servicio de cobros y el de transferencias.
import { MENSAJES_PAGOS, type DatosCobro, type TipoCuentaPago } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { errorValidacion } from '../common/errores';

export interface TransferenciaCobro {
  cuentaPagoId: string;
  referencia: string;
}

/**
 * La transferencia de un cobro que se registra, o null si es en efectivo. Rechaza (400, nada cambia) una transferencia
 * sin cuenta activa o sin referencia, una en poder de un cobrador y un efectivo con cuenta o referencia.
 */
export async function transferenciaDelCobro(
  manager: EntityManager,
  datos: Pick<DatosCobro, 'medio' | 'cuenta' | 'referencia' | 'enPoderDe'>,
): Promise<TransferenciaCobro | null> {
  if (datos.medio !== 'transferencia') {
    if (datos.cuenta || datos.referencia) throw errorValidacion({ medio: [MENSAJES_PAGOS.efectivoConCuenta] });
    return null;
  }
  if (datos.enPoderDe) throw errorValidacion({ enPoderDe: [MENSAJES_PAGOS.transferenciaEnPoder] });
  const referencia = (datos.referencia ?? '').trim();
  if (!referencia) throw errorValidacion({ referencia: [MENSAJES_PAGOS.referenciaObligatoria] });
  if (!datos.cuenta) throw errorValidacion({ cuenta: [MENSAJES_PAGOS.cuentaObligatoria] });
  await asegurarCuentaActiva(manager, datos.cuenta);
  return { cuentaPagoId: datos.cuenta, referencia };
}

/** La cuenta de recaudo existe y está activa (400 en el campo `cuenta` si no). */
export async function asegurarCuentaActiva(
  manager: EntityManager,
  cuentaId: string,
): Promise<{ id: string; nombre: string; tipo: TipoCuentaPago }> {
  const [cuenta]: Array<{ id: string; nombre: string; tipo: TipoCuentaPago; activa: boolean }> = await manager.query(
    `SELECT id, nombre, tipo, activa FROM pagos_cuentas WHERE id = $1`,
    [cuentaId],
  );
  if (!cuenta) throw errorValidacion({ cuenta: [MENSAJES_PAGOS.cuentaNoEncontrada] });
  if (!cuenta.activa) throw errorValidacion({ cuenta: [MENSAJES_PAGOS.cuentaInactiva] });
  return cuenta;
}
