// Las promesas de pago por cobrador (Reportes, GET /api/gestiones/promesas; docs/decisiones/mi-ruta.md): cuántas se
// cumplieron, cuántas no y cuánto se prometió, con la misma regla que cada gestión (`estadoPromesa`). Regla pura.
import { estadoPromesa } from './miRuta';
import type { ReferenciaUsuario } from './tipos';

/** Una promesa de pago con su cobrador y lo cobrado en el préstamo desde la visita hasta la fecha prometida. */
export interface PromesaDeCobrador {
  cobradorId: string;
  nombre: string;
  fechaPromesa: string;
  /** Lo prometido, en pesos. */
  monto: number;
  /** Lo cobrado en el préstamo entre la visita y la fecha prometida, en pesos. */
  pagado: number;
}

/** Las promesas de un cobrador (GET /api/gestiones/promesas; EsquemaPromesasCobrador). */
export interface PromesasCobradorJson {
  cobrador: ReferenciaUsuario;
  promesas: number;
  cumplidas: number;
  incumplidas: number;
  pendientes: number;
  montoPrometido: number;
}

/**
 * Las promesas agrupadas por cobrador, en el orden en que llegan (el de su nombre): cumplidas, incumplidas (pasó la
 * fecha sin recibir lo prometido), pendientes y el monto prometido, sumado en centavos.
 */
export function promesasPorCobrador(
  promesas: readonly PromesaDeCobrador[],
  hoy: string,
): PromesasCobradorJson[] {
  const porCobrador = new Map<string, { fila: PromesasCobradorJson; centavos: number }>();
  for (const p of promesas) {
    let grupo = porCobrador.get(p.cobradorId);
    if (!grupo) {
      grupo = {
        fila: {
          cobrador: { _id: p.cobradorId, nombre: p.nombre },
          promesas: 0,
          cumplidas: 0,
          incumplidas: 0,
          pendientes: 0,
          montoPrometido: 0,
        },
        centavos: 0,
      };
      porCobrador.set(p.cobradorId, grupo);
    }
    const estado = estadoPromesa(p.monto, p.pagado, p.fechaPromesa, hoy);
    grupo.fila.promesas += 1;
    if (estado === 'cumplida') grupo.fila.cumplidas += 1;
    else if (estado === 'incumplida') grupo.fila.incumplidas += 1;
    else grupo.fila.pendientes += 1;
    grupo.centavos += Math.round(p.monto * 100);
  }
  return [...porCobrador.values()].map(({ fila, centavos }) => ({ ...fila, montoPrometido: centavos / 100 }));
}
