// Cómo el libro del préstamo reparte un monto sobre sus cuotas: lo que se debe de cada una, la mora primero y el resto a
// una cuota (pagar cuota) o a las más antiguas (cobro), con el interés de cada tramo. Sin escribir nada.
import {
  CODIGOS,
  centavosDeColumna,
  esEstadoTerminal,
  masCentavos,
  maximoCobro,
  menosCentavos,
  sumaCentavos,
  type Centavos,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { ErrorNegocio } from '../common/errores';
import { asignarACuotasAntiguas, type Aplicacion } from './asignacion.rules';
import { consultasLibro, type CuotaLeida } from './libro.consultas';
import {
  MENSAJES_LIBRO,
  repartoDeFila,
  type AplicacionRepartida,
  type CuotaPorCobrarLibro,
  type PrestamoBloqueado,
} from './libro.tipos';
import { interesDelTramo } from './reparto.rules';

/** Una solicitud (o una rechazada) todavía no tiene dinero; cancelado, reenganchado y castigado están cerrados. */
export function asegurarAbierto(prestamo: PrestamoBloqueado): void {
  if (prestamo.estado === 'solicitado' || prestamo.estado === 'rechazado') {
    throw new ErrorNegocio(CODIGOS.prestamoNoDesembolsado, MENSAJES_LIBRO.noDesembolsado, 422);
  }
  if (esEstadoTerminal(prestamo.estado)) {
    throw new ErrorNegocio(CODIGOS.prestamoCerrado, MENSAJES_LIBRO.prestamoCerrado, 422);
  }
}

export function asegurarCobrable(prestamo: PrestamoBloqueado): void {
  asegurarAbierto(prestamo);
  if (!prestamo.planGenerado) throw new ErrorNegocio(CODIGOS.planNoGenerado, MENSAJES_LIBRO.planNoGenerado, 422);
}

/**
 * Lo más que acepta un cobro, con la regla de Mi Ruta y del formulario de Cobros (maximoCobro de @cartera/dominio,
 * docs/decisiones/lo-que-se-debe-hoy.md): la mora pendiente y lo que falta de las cuotas, en centavos.
 */
export function asegurarDentroDelMaximo(centavos: number, mora: number, cuotas: readonly CuotaPorCobrarLibro[]): void {
  const saldoPendiente = cuotas.reduce((total, cuota) => total + Math.max(0, cuota.pendiente), 0);
  if (centavos > maximoCobro({ mora, saldoPendiente })) {
    throw new ErrorNegocio(CODIGOS.montoSuperaSaldo, MENSAJES_LIBRO.montoSuperaSaldo, 422);
  }
}

/** Lo que se debe de cada cuota según las aplicaciones del libro, por número (centavos). */
export async function cuotasPorCobrar(manager: EntityManager, prestamoId: string): Promise<CuotaPorCobrarLibro[]> {
  return (await consultasLibro.cuotasDe(manager, prestamoId)).map(cuotaPorCobrar);
}

/** Una cuota leída (de cuotasDe, o en JSON de consultasMora.estadoConCuotas) como la ve el reparto (centavos). */
export function cuotaPorCobrar(
  fila: Pick<
    CuotaLeida,
    'id' | 'numero' | 'fecha_programada' | 'monto_total' | 'monto_refinanciado' | 'monto_condonado' | 'pagado' | 'monto_interes' | 'monto_capital'
  >,
): CuotaPorCobrarLibro {
  const reparto = repartoDeFila(fila);
  const liquidado = sumaCentavos([fila.monto_refinanciado, fila.monto_condonado, fila.pagado].map(centavosDeColumna));
  return {
    id: fila.id,
    numero: fila.numero,
    fechaProgramada: fila.fecha_programada,
    pendiente: menosCentavos(reparto.montoTotal, liquidado),
    ...reparto,
  };
}

/**
 * Aplica un monto sobre `cuotas` (lo pendiente de cada una), descuenta lo aplicado de ellas y reparte cada
 * aplicación en capital e interés.
 */
function aplicar(cuotas: CuotaPorCobrarLibro[], centavos: Centavos, cuotaNumero?: number): AplicacionRepartida[] {
  let aplicaciones: Aplicacion[];
  if (cuotaNumero !== undefined) {
    const cuota = cuotas.find((c) => c.numero === cuotaNumero);
    if (!cuota) throw new ErrorNegocio(CODIGOS.cuotaNoEncontrada, MENSAJES_LIBRO.cuotaNoEncontrada, 404);
    if (cuota.pendiente === 0) throw new ErrorNegocio(CODIGOS.cuotaPagada, MENSAJES_LIBRO.cuotaPagada, 422);
    if (centavos > cuota.pendiente) {
      throw new ErrorNegocio(CODIGOS.montoSuperaSaldoCuota, MENSAJES_LIBRO.montoSuperaCuota, 422);
    }
    aplicaciones = [{ cuotaId: cuota.id, monto: centavos }];
  } else {
    const resultado = asignarACuotasAntiguas(cuotas, centavos);
    if (resultado.sobrante > 0) throw new ErrorNegocio(CODIGOS.montoSuperaSaldo, MENSAJES_LIBRO.montoSuperaSaldo, 422);
    aplicaciones = resultado.aplicaciones;
  }
  return aplicaciones.flatMap((aplicacion) => {
    const cuota = cuotas.find((c) => c.id === aplicacion.cuotaId);
    if (!cuota) return [];
    const antes = menosCentavos(cuota.montoTotal, cuota.pendiente);
    cuota.pendiente = menosCentavos(cuota.pendiente, aplicacion.monto);
    const interes = interesDelTramo(cuota, antes, masCentavos(antes, aplicacion.monto));
    return [{ ...aplicacion, numero: cuota.numero, interes }];
  });
}

/** Lo que queda después de la mora, a las cuotas; nada si la mora se lo llevó todo. */
export function aplicarResto(
  cuotas: CuotaPorCobrarLibro[],
  reparto: { mora: Centavos; cuotas: Centavos },
  cuotaNumero?: number,
): AplicacionRepartida[] {
  if (reparto.cuotas === 0 && reparto.mora > 0) return [];
  return aplicar(cuotas, reparto.cuotas, cuotaNumero);
}
