import { hoyBogota } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { errorValidacion } from '../common/errores';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { errorFechaCobro } from './fecha-cobro.rules';

/**
 * La fecha de un cobro o pago de cuota: no antes del inicio del préstamo, y un cobrador no más de
 * COBRO_RETROACTIVO_DIAS atrás (400 en `campo`). Un préstamo inexistente lo informa quien llama.
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
  if (fila) validarFechaCobroDe(fila.fecha_inicio, fecha, actor, retroactivoDias, campo);
}

/** La misma regla con el inicio ya leído (p. ej. del préstamo bloqueado): sin otra consulta. */
export function validarFechaCobroDe(
  fechaInicioPrestamo: string,
  fecha: string,
  actor: Pick<Usuario, 'rol'>,
  retroactivoDias: number,
  campo = 'fecha',
): void {
  const error = errorFechaCobro({ fecha, fechaInicioPrestamo, hoy: hoyBogota(), rol: actor.rol, retroactivoDias });
  if (error) throw errorValidacion({ [campo]: [error] });
}
