// Cómo se reparte en capital e interés lo que se liquida de una cuota (cobro, condonación, reenganche, castigo).
// Cada peso de una cuota lleva la misma mezcla: de lo liquidado hasta ahora, la parte de interés es
// round(liquidado × interés ÷ total). Un movimiento que lleva lo liquidado de `antes` a `despues` toma la diferencia,
// así lo repartido de una cuota liquidada del todo suma exactamente su capital y su interés. El SQL gemelo es
// SQL_CAPITAL_PENDIENTE_CUOTA (migración libro-prestamos) y el reparto de libro_reconstruir(); centavos enteros
// (Centavos: docs/decisiones/dinero-en-centavos.md).
import { CERO_CENTAVOS, menosCentavos, proporcionCentavos, type Centavos } from '@cartera/dominio';

export interface CuotaParaReparto {
  montoTotal: Centavos;
  montoInteres: Centavos;
  montoCapital: Centavos;
}

/** Interés contenido en los primeros `liquidado` centavos de la cuota (mitades hacia arriba, como round de SQL). */
export function interesLiquidado(cuota: CuotaParaReparto, liquidado: Centavos): Centavos {
  if (cuota.montoTotal <= 0 || liquidado <= 0) return CERO_CENTAVOS;
  return proporcionCentavos(liquidado, cuota.montoInteres, cuota.montoTotal);
}

/** Interés de un movimiento que lleva lo liquidado de la cuota de `antes` a `despues` (en cualquier sentido). */
export function interesDelTramo(cuota: CuotaParaReparto, antes: Centavos, despues: Centavos): Centavos {
  const diferencia = menosCentavos(interesLiquidado(cuota, despues), interesLiquidado(cuota, antes));
  return diferencia < 0 ? menosCentavos(CERO_CENTAVOS, diferencia) : diferencia;
}

/** Capital de lo que aún falta de la cuota cuando ya se liquidaron `liquidado` centavos. */
export function capitalPendienteCuota(cuota: CuotaParaReparto, liquidado: Centavos): Centavos {
  return menosCentavos(cuota.montoCapital, menosCentavos(liquidado, interesLiquidado(cuota, liquidado)));
}
