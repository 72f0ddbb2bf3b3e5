import { ROLES, type Rol } from '@cartera/dominio';
import { SetMetadata } from '@nestjs/common';

export const ROLES_PERMITIDOS = 'cartera:roles';

/**
 * Roles que pueden usar el endpoint. Toda ruta lleva @Roles o @Publico (`@Ruta.get(ruta, OFICINA, …)` los pone): sin
 * ninguno de los dos, RolesGuard la deniega.
 */
export const Roles = (...roles: Rol[]) => SetMetadata(ROLES_PERMITIDOS, roles);

/** Quiénes usan una ruta, con nombre (docs/decisiones/roles-y-permisos.md): las rutas los nombran desde aquí. */
export const TODOS = ROLES;
/** Administrador y gerente. */
export const OFICINA = ['admin', 'gerente'] as const satisfies readonly Rol[];
export const SOLO_ADMIN = ['admin'] as const satisfies readonly Rol[];
export const SOLO_COBRADOR = ['cobrador'] as const satisfies readonly Rol[];
/** Sin sesión: el inicio de sesión, la salud (`@Publico`). */
export const PUBLICO = 'publico';

/** Los roles de una ruta (al menos uno) o `PUBLICO`. */
export type Quienes = readonly [Rol, ...Rol[]] | typeof PUBLICO;
