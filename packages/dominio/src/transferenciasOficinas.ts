// El efectivo que la caja de una oficina manda a la de otra (docs/decisiones/libros-por-oficina.md): la regla del
// libro mayor, que asienta en los libros de las dos oficinas por sus cuentas recíprocas, y lo que se valida del pedido.
// Centavos enteros.
import { CAJA_OFICINA, compactar, debe, haber, type LineaRegla } from './lineasContables';

export const MENSAJES_TRANSFERENCIA_OFICINAS = {
  mismaOficina: 'La oficina que recibe debe ser otra que la que envía',
  oficinaNoEncontrada: 'Oficina no encontrada',
  sinAcceso: 'Sólo un administrador o un gerente de las dos oficinas puede transferir entre ellas',
  montoInvalido: 'El monto debe ser mayor que cero',
  conceptoInvalido: 'El concepto debe tener entre 1 y 200 caracteres',
  sinEfectivo: (disponible: string) => `La caja de la oficina que envía sólo tiene ${disponible}`,
} as const;

/** Las dos cuentas recíprocas: se eliminan en el consolidado y su neto es cero en toda la organización. */
export const CUENTAS_RECIPROCAS = ['por_cobrar_oficinas', 'por_pagar_oficinas'] as const;

/**
 * Una transferencia de `monto` de la caja de `origen` a la de `destino`: en los libros de la oficina que envía sale de
 * su caja contra «Cuentas por cobrar a oficinas»; en los de la que recibe entra a su caja contra «Cuentas por pagar a
 * oficinas». Cada oficina cuadra sola y, en el consolidado, las dos recíprocas se anulan y las cajas suman lo mismo.
 */
export function reglaTransferenciaOficinas(t: {
  origen: string;
  destino: string;
  monto: number;
}): LineaRegla[] {
  if (t.origen === t.destino) throw new Error('Una transferencia entre oficinas necesita dos oficinas');
  return compactar([
    debe('por_cobrar_oficinas', t.monto, { oficinaId: t.origen }),
    haber(CAJA_OFICINA, t.monto, { oficinaId: t.origen }),
    debe(CAJA_OFICINA, t.monto, { oficinaId: t.destino }),
    haber('por_pagar_oficinas', t.monto, { oficinaId: t.destino }),
  ]);
}
