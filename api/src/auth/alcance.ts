// Qué oficinas ve quien hace una petición (docs/decisiones/rol-de-la-api-y-alcance.md): la guardia JWT lo fija al
// autenticar, y todo lo que la petición hace después (la idempotencia, el controlador, lo que arranque sin esperarlo)
// lo lleva en cada transacción. Una petición sin sesión (las públicas) corre sin alcance salvo que declare el suyo.
import { TODAS, type Alcance } from '../database/alcance';
import type { UsuarioSesion } from '../common/usuario-actual.decorator';

/**
 * Qué oficinas ve un usuario: el administrador, todas; un gerente, las suyas; un cobrador, la suya (las de
 * `usuarios_oficinas`, leídas en la misma consulta que su sesión). Una cuenta que no es de administrador sin oficinas
 * no ve ninguna.
 */
export function alcanceDe(usuario: Pick<UsuarioSesion, 'rol' | 'oficinaIds'>): Alcance {
  if (usuario.rol === 'admin') return TODAS;
  return { oficinas: usuario.oficinaIds ?? [] };
}
