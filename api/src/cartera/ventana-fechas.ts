// La ventana de fechas de negocio de la organización (docs/decisiones/ventana-de-fechas.md): la lee de
// configuracion_organizacion y aplica las reglas puras de @cartera/dominio (fechaRegistro.ts). 400 por campo.
import { erroresFechasPrestamo, hoyBogota } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { errorValidacion } from '../common/errores';

/** Cuántos días atrás admite la organización las fechas de lo que registra la oficina. */
export async function leerDiasAtrasFechas(manager: EntityManager): Promise<number> {
  const [fila]: Array<{ dias: number }> = await manager.query(
    `SELECT dias_atras_fechas AS dias FROM configuracion_organizacion WHERE id = 1`,
  );
  return fila.dias;
}

/**
 * Las fechas de un préstamo que se desembolsa (alta, aprobación de una solicitud, reenganche): la fecha del préstamo
 * (si el cuerpo la trae) y su inicio dentro de la ventana, y el inicio nunca antes de la fecha. 400 si no.
 */
export async function validarFechasPrestamo(
  manager: EntityManager,
  fechas: { fecha?: string; fechaInicio?: string },
  hoy: string = hoyBogota(),
): Promise<void> {
  const diasAtras = await leerDiasAtrasFechas(manager);
  const errores = erroresFechasPrestamo({
    fecha: fechas.fecha,
    fechaInicio: fechas.fechaInicio || hoy,
    hoy,
    diasAtras,
  });
  const campos = Object.entries(errores);
  if (campos.length)
    throw errorValidacion(Object.fromEntries(campos.map(([campo, mensaje]) => [campo, [mensaje]])));
}
