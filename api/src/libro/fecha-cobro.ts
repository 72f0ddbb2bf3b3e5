import { hoyBogota } from '@cartera/dominio';
import { errorValidacion } from '../common/errores';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { errorFechaCobro } from './fecha-cobro.rules';

/**
 * La fecha de un cobro o pago de cuota: no antes del inicio del préstamo (ya leído, p. ej. del préstamo bloqueado), un
 * cobrador no más de COBRO_RETROACTIVO_DIAS atrás y la oficina dentro de la ventana de la organización (400 en
 * `campo`). El núcleo de dinero la aplica a toda operación con fecha (docs/decisiones/nucleo-de-dinero.md).
 */
export function validarFechaCobroDe(
  fechaInicioPrestamo: string,
  fecha: string,
  actor: Pick<Usuario, 'rol'>,
  retroactivoDias: number,
  campo = 'fecha',
  ventanaDias?: number,
): void {
  const error = errorFechaCobro({ fecha, fechaInicioPrestamo, hoy: hoyBogota(), rol: actor.rol, retroactivoDias, ventanaDias });
  if (error) throw errorValidacion({ [campo]: [error] });
}

/** El mensaje de una fecha de pago posterior a hoy (el plan lo muestra con los suyos). */
export const MENSAJE_FECHA_FUTURA = 'La fecha no puede ser posterior a hoy';

/** Fecha de un pago: la dada (nunca futura) o hoy en Bogotá. */
export function fechaDePago(fecha: string | undefined, campo = 'fecha'): string {
  const hoy = hoyBogota();
  if (!fecha) return hoy;
  if (fecha > hoy) throw errorValidacion({ [campo]: [MENSAJE_FECHA_FUTURA] });
  return fecha;
}
