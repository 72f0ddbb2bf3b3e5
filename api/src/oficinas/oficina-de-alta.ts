// La oficina de un cliente nuevo (docs/decisiones/oficinas.md): la regla es `oficinaDeClienteNuevo` de
// @cartera/dominio; aquí se leen las oficinas de la organización y las de quien crea. Un préstamo y un cobro no la
// eligen: la copia de su cliente un disparador de la base (migración 1795362500000).
import { oficinaDeClienteNuevo } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { errorValidacion } from '../common/errores';
import type { UsuarioSesion } from '../common/usuario-actual.decorator';
import { consultasOficinas } from './oficinas.consultas';

/** El id de la oficina del cliente nuevo, o un 400 en el campo `oficina` que dice por qué no. */
export async function oficinaDelClienteNuevo(
  manager: EntityManager,
  actor: Pick<UsuarioSesion, 'id' | 'rol'>,
  pedida: string | null | undefined,
): Promise<string> {
  // Una tras otra: `manager` puede ser el de una transacción (una sola conexión).
  const oficinasExistentes = await consultasOficinas.ids(manager);
  const oficinasDelActor = actor.rol === 'admin' ? [] : await consultasOficinas.deUsuario(manager, actor.id);
  const elegida = oficinaDeClienteNuevo({ rol: actor.rol, oficinasExistentes, oficinasDelActor, pedida });
  if ('error' in elegida) throw errorValidacion({ oficina: [elegida.error] });
  return elegida.oficina;
}
