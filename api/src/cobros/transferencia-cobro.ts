// Lo que un cobro por transferencia agrega al cobro de siempre (docs/decisiones/pagos-por-transferencia.md): la cuenta
// de recaudo (existente y activa) y la referencia. Lo usan el servicio de cobros y el de transferencias.
import { CODIGOS, MENSAJES_PAGOS, type DatosCobro, type TipoCuentaPago, type TransferenciasMiRuta } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { esCobrador } from '../common/acceso-cartera';
import { ErrorNegocio, errorValidacion } from '../common/errores';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { estadoCuentaPago, transferenciasMiRuta } from '../organizacion/cuentas-de-recaudo.sql';

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
  actor: Pick<Usuario, 'rol'>,
): Promise<TransferenciaCobro | null> {
  if (datos.medio !== 'transferencia') {
    if (datos.cuenta || datos.referencia) throw errorValidacion({ medio: [MENSAJES_PAGOS.efectivoConCuenta] });
    return null;
  }
  // Si la organización confirma las transferencias en la oficina, un cobrador no las aplica directo: quedan por
  // confirmar (POST /api/pagos/transferencias).
  if (esCobrador(actor) && (await leerTransferenciasMiRuta(manager)) === 'por_confirmar') {
    throw new ErrorNegocio(CODIGOS.transferenciaPorConfirmar, MENSAJES_PAGOS.transferenciaPorConfirmar, 422);
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
  const cuenta = await estadoCuentaPago(manager, cuentaId);
  if (!cuenta) throw errorValidacion({ cuenta: [MENSAJES_PAGOS.cuentaNoEncontrada] });
  if (!cuenta.activa) throw errorValidacion({ cuenta: [MENSAJES_PAGOS.cuentaInactiva] });
  return cuenta;
}

/** Qué hace la organización con las transferencias que registra un cobrador: por confirmar (defecto) o aplicar. */
export async function leerTransferenciasMiRuta(manager: EntityManager): Promise<TransferenciasMiRuta> {
  return (await transferenciasMiRuta(manager)) ?? 'por_confirmar';
}
