// El oráculo de las pruebas del plan de pagos (amortizacion.test.ts y amortizacion-propiedades.test.ts): la suma de
// una columna de las cuotas, hecha en la prueba. Sólo para pruebas: no entra en dist.
import type { PlanAmortizacion } from '../amortizacion';

/** La suma de una columna (capital, interés o total) de todas las cuotas del plan. */
export const suma = (plan: PlanAmortizacion, campo: 'montoCapital' | 'montoInteres' | 'montoTotal'): number =>
  plan.cuotas.reduce((total, cuota) => total + cuota[campo], 0);
