import type { Rol } from '@cartera/dominio';
import { SetMetadata } from '@nestjs/common';

export const ROLES_PERMITIDOS = 'cartera:roles';

/**
 * Roles que pueden usar el endpoint (o todo el controlador). Toda ruta lleva @Roles o @Publico: sin ninguno de
 * los dos, RolesGuard la deniega.
 */
export const Roles = (...roles: Rol[]) => SetMetadata(ROLES_PERMITIDOS, roles);
