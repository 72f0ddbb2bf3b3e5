// De qué oficina son los límites de gastos que se leen (docs/decisiones/libros-por-oficina.md): cada oficina tiene los
// suyos. Un cobrador lee los de su oficina; quien pide una, ésa si puede elegirla (oficinaDeMovimiento); sin pedirla,
// la primera que puede elegir (el administrador, la principal).
import type { EntityManager } from 'typeorm';
import type { UsuarioSesion } from '../common/usuario-actual.decorator';
import { oficinaDelCobrador, oficinaDelMovimiento } from '../oficinas/oficina-de-alta';
import { consultasOficinas } from '../oficinas/oficinas.consultas';

export async function oficinaDeLimites(
  manager: EntityManager,
  actor: Pick<UsuarioSesion, 'id' | 'rol'>,
  pedida: string | undefined,
): Promise<string> {
  if (actor.rol === 'cobrador') return oficinaDelCobrador(manager, actor.id);
  if (pedida === undefined) {
    const posibles =
      actor.rol === 'admin' ? await consultasOficinas.ids(manager) : (await consultasOficinas.deUsuario(manager, actor.id)).sort();
    if (posibles.length > 0) return posibles[0];
  }
  return oficinaDelMovimiento(manager, actor, pedida);
}
