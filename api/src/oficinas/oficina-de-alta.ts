// La oficina de lo que se escribe (docs/decisiones/oficinas.md, docs/decisiones/libros-por-oficina.md): las reglas son
// `oficinaDeClienteNuevo` y `oficinaDeMovimiento` de @cartera/dominio; aquí se leen las oficinas de la organización,
// las de quien escribe y las de un cobrador. Un préstamo y un cobro no la eligen: la copia de su cliente un disparador
// de la base (migración 1795362500000).
import {
  oficinaDeCampana,
  oficinaDeClienteNuevo,
  oficinaDeMovimiento,
  type AltaEnOficina,
  type OficinaElegida,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { errorValidacion } from '../common/errores';
import type { UsuarioSesion } from '../common/usuario-actual.decorator';
import { consultasOficinas } from './oficinas.consultas';

/** La oficina elegida, o un 400 en el campo `oficina` que dice por qué no. */
function oficinaOError(elegida: OficinaElegida): string {
  if ('error' in elegida) throw errorValidacion({ oficina: [elegida.error] });
  return elegida.oficina;
}

/** La oficina que `regla` elige entre las de la organización y las de quien escribe. */
export async function oficinaElegidaPor(
  manager: EntityManager,
  actor: Pick<UsuarioSesion, 'id' | 'rol'>,
  pedida: string | null | undefined,
  regla: (alta: AltaEnOficina) => OficinaElegida,
): Promise<string> {
  // Una tras otra: `manager` puede ser el de una transacción (una sola conexión).
  const oficinasExistentes = await consultasOficinas.ids(manager);
  const oficinasDelActor = actor.rol === 'admin' ? [] : await consultasOficinas.deUsuario(manager, actor.id);
  return oficinaOError(regla({ rol: actor.rol, oficinasExistentes, oficinasDelActor, pedida }));
}

/** El id de la oficina del cliente nuevo, o un 400 en el campo `oficina`. */
export const oficinaDelClienteNuevo = (
  manager: EntityManager,
  actor: Pick<UsuarioSesion, 'id' | 'rol'>,
  pedida: string | null | undefined,
) => oficinaElegidaPor(manager, actor, pedida, oficinaDeClienteNuevo);

/**
 * La oficina de un movimiento de la caja de la oficina (Flujo de Caja, fondeo, bancos) o de sus límites: la pedida
 * entre las que el actor puede elegir, o la única; un 400 en `oficina` si debe elegir.
 */
export const oficinaDelMovimiento = (
  manager: EntityManager,
  actor: Pick<UsuarioSesion, 'id' | 'rol'>,
  pedida: string | null | undefined,
) => oficinaElegidaPor(manager, actor, pedida, (alta) => oficinaDeMovimiento({ de: 'oficina', ...alta }));

/**
 * La oficina de una campaña de notificaciones (oficinaDeCampana): la pedida entre las que puede elegir quien envía, o
 * la única suya; null, de todas las oficinas (el administrador sin pedirla); un 400 en `oficina` si debe elegir.
 */
export async function oficinaDeLaCampana(
  manager: EntityManager,
  actor: Pick<UsuarioSesion, 'id' | 'rol'>,
  pedida: string | null | undefined,
): Promise<string | null> {
  const oficinasExistentes = await consultasOficinas.ids(manager);
  const oficinasDelActor = actor.rol === 'admin' ? [] : await consultasOficinas.deUsuario(manager, actor.id);
  const elegida = oficinaDeCampana({ rol: actor.rol, oficinasExistentes, oficinasDelActor, pedida });
  if ('error' in elegida) throw errorValidacion({ oficina: [elegida.error] });
  return elegida.oficina;
}

/** La oficina de lo que es del efectivo de un cobrador (su entrega, su gasto, la diferencia de su entrega). */
export async function oficinaDelCobrador(manager: EntityManager, cobradorId: string): Promise<string> {
  const suyas = await consultasOficinas.deUsuario(manager, cobradorId);
  return oficinaOError(oficinaDeMovimiento({ de: 'cobrador', oficinasDelCobrador: suyas }));
}
