// La ventana de fechas de negocio de la organización (docs/decisiones/ventana-de-fechas.md): la lee de
// configuracion_organizacion y aplica las reglas puras de @cartera/dominio (fechaRegistro.ts). 400 por campo.
import { errorFechaNegocio, erroresFechasPrestamo, hoyBogota } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { errorValidacion } from '../common/errores';
import { filaOrganizacion } from './organizacion.sql';

/** De la configuración de la organización: la distancia de «fuera de sitio» y los días atrás de la ventana. */
export function leerConfiguracionDeRegistro(manager: EntityManager) {
  return filaOrganizacion(manager)
    .select(['distancia_fuera_de_sitio_metros', 'dias_atras_fechas'])
    .executeTakeFirstOrThrow();
}

/** Cuántos días atrás admite la organización las fechas de lo que registra la oficina. */
export async function leerDiasAtrasFechas(manager: EntityManager): Promise<number> {
  return (await leerConfiguracionDeRegistro(manager)).dias_atras_fechas;
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

/**
 * La fecha de un hecho de dinero sin préstamo (un gasto, un abono a un faltante, un movimiento de Flujo de Caja) dentro
 * de la ventana de la organización: nunca posterior a hoy ni anterior a la ventana. 400 en `campo` si no. `nombre`
 * nombra la fecha en el mensaje («del gasto»).
 */
export async function validarFechaEnVentana(
  manager: EntityManager,
  fecha: string,
  nombre: string,
  campo = 'fecha',
  hoy: string = hoyBogota(),
): Promise<void> {
  const error = errorFechaNegocio({ fecha, hoy, diasAtras: await leerDiasAtrasFechas(manager), nombre });
  if (error) throw errorValidacion({ [campo]: [error] });
}
