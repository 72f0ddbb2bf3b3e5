// Las cuentas de orden de lo castigado (docs/decisiones/politicas-contables.md): el castigo deja en 832510 (contra
// 891510) lo que el cliente aún debe y cada recuperación lo descarga. Las líneas van en el comprobante del castigo y en
// el de la recuperación (contabilizar.ts).
import {
  reglaOrdenCastigo,
  reglaOrdenRecuperacion,
  type LineaRegla,
  type SaldoContable,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { centavosDe } from '../common/dinero';
import { consultasPoliticas } from './politicas.consultas';

/**
 * Lo que el préstamo tiene en la cuenta de orden (centavos); null si el plan de cuentas aún no la tiene (sólo mientras
 * la migración del libro mayor pasa datos de antes: la de las políticas contables registra esos castigos después).
 */
async function enOrden(manager: EntityManager, prestamoId: string): Promise<number | null> {
  const fila = await consultasPoliticas.enOrden(manager, prestamoId);
  return fila ? centavosDe(fila.saldo) : null;
}

/** Las líneas de orden del castigo de un préstamo: todo su saldo contable (capital e interés pactado). */
export async function lineasOrdenCastigo(
  manager: EntityManager,
  prestamoId: string,
  saldo: SaldoContable,
): Promise<LineaRegla[]> {
  if ((await enOrden(manager, prestamoId)) === null) return [];
  return lineasOrdenDelCastigo(prestamoId, saldo);
}

/** Las líneas de orden del castigo sin la base (el plan de cuentas ya tiene la cuenta de orden). */
export function lineasOrdenDelCastigo(prestamoId: string, saldo: SaldoContable): LineaRegla[] {
  return reglaOrdenCastigo({ prestamoId, castigado: saldo.capital + saldo.interes });
}

/** Las líneas de orden de una recuperación: descarga lo recuperado, sin pasar de lo que queda en orden. */
export async function lineasOrdenRecuperacion(
  manager: EntityManager,
  prestamoId: string,
  monto: number,
): Promise<LineaRegla[]> {
  const saldo = await enOrden(manager, prestamoId);
  if (saldo === null) return [];
  return reglaOrdenRecuperacion({ prestamoId, monto, enOrden: saldo });
}
