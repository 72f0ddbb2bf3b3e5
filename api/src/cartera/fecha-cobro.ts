import { hoyBogota } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { errorValidacion } from '../common/errores';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { errorFechaCobro } from './fecha-cobro.rules';
import { leerDiasAtrasFechas } from './ventana-fechas';

/**
 * La fecha de un cobro o pago de cuota: no antes del inicio del préstamo, un cobrador no más de COBRO_RETROACTIVO_DIAS
 * atrás y la oficina dentro de la ventana de la organización (400 en `campo`). Un préstamo inexistente lo informa quien
 * llama.
 */
export async function validarFechaCobro(
  manager: EntityManager,
  prestamoId: string,
  fecha: string,
  actor: Pick<Usuario, 'rol'>,
  retroactivoDias: number,
  campo = 'fecha',
): Promise<void> {
  const [fila]: Array<{ fecha_inicio: string }> = await manager.query(
    `SELECT fecha_inicio FROM prestamos WHERE id = $1`,
    [prestamoId],
  );
  if (fila) validarFechaCobroDe(fila.fecha_inicio, fecha, actor, retroactivoDias, campo, await leerDiasAtrasFechas(manager));
}

/** La misma regla con el inicio ya leído (p. ej. del préstamo bloqueado): sin otra consulta. */
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
