// El efectivo en poder de los cobradores, en SQL (docs/decisiones/caja-de-cobradores.md). Lo leen como fragmentos `sql` el
// tablero y la verificación del libro mayor; la caja y el flujo de caja, con la misma definición tipada (caja-en-poder.consultas.ts):
// las dos cambian juntas hasta que el último módulo que lee ésta pase a la capa tipada.
import { sql } from 'kysely';

/**
 * Cobros cuyo efectivo tiene todavía un cobrador (alias `co`): los que registró él mismo y no están en una entrega
 * confirmada. Los de una entrega por confirmar siguen en su poder hasta que la oficina los cuente.
 */
export const SQL_COBROS_EN_PODER = sql`
  cobros co LEFT JOIN caja_entregas e_co ON e_co.id = co.entrega_id
  WHERE co.en_poder_de IS NOT NULL AND (co.entrega_id IS NULL OR e_co.estado = 'pendiente')`;

/** Gastos aceptados que todavía rebajan lo que un cobrador tiene (alias `g`). */
export const SQL_GASTOS_EN_PODER = sql`
  caja_gastos g LEFT JOIN caja_entregas e_g ON e_g.id = g.entrega_id
  WHERE g.estado = 'aceptado' AND (g.entrega_id IS NULL OR e_g.estado = 'pendiente')`;

/**
 * El efectivo inicial de un cobrador (el de una importación, docs/decisiones/importacion.md «Efectivo al corte») que
 * todavía tiene (alias `s`): como un cobro, hasta que una entrega confirmada lo toma.
 */
export const SQL_SALDOS_EN_PODER = sql`
  caja_saldos_iniciales s LEFT JOIN caja_entregas e_s ON e_s.id = s.entrega_id
  WHERE s.cobrador_id IS NOT NULL AND (s.entrega_id IS NULL OR e_s.estado = 'pendiente')`;
