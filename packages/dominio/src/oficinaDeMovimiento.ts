// De qué oficina es cada movimiento de la caja (docs/decisiones/libros-por-oficina.md, issue 68): la regla, una vez,
// para quien escribe la fila y su comprobante. Lo de un cobrador (su entrega, su gasto, su efectivo inicial, la
// diferencia de su entrega) es de la oficina del cobrador; lo de la oficina (un movimiento de Flujo de Caja, el fondeo,
// un movimiento de banco, el saldo inicial) es de la que elige quien lo registra.
import { oficinaElegida, type AltaEnOficina, type OficinaElegida } from './oficinas';

export const MENSAJES_OFICINA_MOVIMIENTO = {
  obligatoria: 'Elija la oficina del movimiento',
  cobradorSinOficina: 'El cobrador no tiene oficina: asígnele una en Cobradores',
} as const;

/** Lo que decide la oficina de un movimiento de caja. */
export type OrigenMovimientoCaja =
  /** Del efectivo de un cobrador: `oficinasDelCobrador` son las suyas (un cobrador tiene exactamente una). */
  | { de: 'cobrador'; oficinasDelCobrador: readonly string[] }
  /** De la caja de la oficina: la elige quien lo registra, como la de un cliente nuevo. */
  | ({ de: 'oficina' } & AltaEnOficina);

/**
 * La oficina de un movimiento de caja: la del cobrador si es de su efectivo (la primera, si una cuenta vieja tuviera
 * varias); si es de la oficina, la pedida entre las que puede elegir quien lo registra, o la única que puede elegir.
 */
export function oficinaDeMovimiento(origen: OrigenMovimientoCaja): OficinaElegida {
  if (origen.de === 'cobrador') {
    const [primera] = [...origen.oficinasDelCobrador].sort();
    return primera === undefined ? { error: MENSAJES_OFICINA_MOVIMIENTO.cobradorSinOficina } : { oficina: primera };
  }
  return oficinaElegida(origen, MENSAJES_OFICINA_MOVIMIENTO.obligatoria);
}
