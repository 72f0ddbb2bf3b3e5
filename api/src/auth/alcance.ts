// Qué oficinas ve quien hace una petición (docs/decisiones/rol-de-la-api-y-alcance.md): la guardia JWT lo fija al
// autenticar, y todo lo que la petición hace después (la idempotencia, el controlador, lo que arranque sin esperarlo)
// lo lleva en cada transacción. Una petición sin sesión (las públicas) corre sin alcance.
import { TODAS, type Alcance } from '../database/alcance';
import type { UsuarioSesion } from '../common/usuario-actual.decorator';

/**
 * Qué oficinas ve un usuario. Por ahora todas, para todos: las oficinas de cada usuario llegan en el paso siguiente
 * del issue 68, que llena esto (el administrador, todas; un gerente, las suyas; un cobrador, la suya).
 */
export function alcanceDe(_usuario: Pick<UsuarioSesion, 'id' | 'rol'>): Alcance {
  return TODAS;
}
