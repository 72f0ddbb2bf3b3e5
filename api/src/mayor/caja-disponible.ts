// El efectivo de la caja de la oficina frente a un desembolso (docs/decisiones/fondeo-de-la-caja.md). La regla es pura
// (decidirCajaDesembolso, @cartera/dominio); aquí sólo se leen el libro mayor y el ajuste de la organización.
import { CODIGOS, decidirCajaDesembolso } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { ErrorNegocio } from '../common/errores';
import { centavosDe } from '../common/dinero';
import { consultasCajaDisponible } from './caja-disponible.consultas';

/**
 * Se llama en la transacción que acaba de desembolsar el préstamo `prestamoId` (su comprobante ya está en el libro
 * mayor): si el efectivo que salió no cabía en la caja de la oficina, rechaza (422 CAJA_INSUFICIENTE, con lo
 * disponible; la transacción se deshace) o devuelve el aviso para quien desembolsó, según la organización. null si
 * alcanzaba. Toma un candado sobre la cuenta de la caja: dos desembolsos a la vez no gastan el mismo efectivo.
 */
export async function revisarCajaDelDesembolso(
  manager: EntityManager,
  prestamoId: string,
): Promise<string | null> {
  const caja = await consultasCajaDisponible.bloquearCajaOficina(manager);
  const cifras = await consultasCajaDisponible.saldoYDesembolso(manager, caja.id, prestamoId);
  const desembolso = centavosDe(cifras.desembolso);
  const decision = decidirCajaDesembolso({
    // El saldo ya descuenta este desembolso: lo disponible es lo que había antes.
    disponible: centavosDe(cifras.saldo) + desembolso,
    desembolso,
    politica: caja.politica,
  });
  if (decision.tipo === 'rechazar') throw new ErrorNegocio(CODIGOS.cajaInsuficiente, decision.mensaje, 422);
  return decision.tipo === 'advertir' ? decision.mensaje : null;
}
