// Reglas puras de la administración de cuentas (docs/decisiones.md, Roles). Sin Nest ni base de datos.
import type { EstadoActivo, Rol } from '@cartera/dominio';

export const MENSAJES_USUARIOS = {
  adminProtegido: 'No tiene permisos para administrar cuentas de administrador',
  ultimoAdmin: 'Debe quedar al menos un administrador activo',
  eliminarseASiMismo: 'No puede eliminar su propia cuenta',
  desactivarseASiMismo: 'No puede desactivar su propia cuenta',
  emailDuplicado: 'Ya existe un usuario con ese email',
  conDatos: 'No se puede eliminar: el usuario tiene datos asociados. Desactívelo en su lugar.',
} as const;

/**
 * ¿Puede alguien con `rolActor` administrar (crear, editar, borrar, cambiar la contraseña de) una cuenta con
 * `rolObjetivo` (null si es nueva), dejándola con `rolNuevo`? El admin todo; el gerente nada que sea o vaya a
 * ser admin; el cobrador nada.
 */
export function puedeAdministrarCuenta(rolActor: Rol, rolObjetivo: Rol | null, rolNuevo?: Rol): boolean {
  if (rolActor === 'admin') return true;
  if (rolActor === 'gerente') return rolObjetivo !== 'admin' && rolNuevo !== 'admin';
  return false;
}

interface EstadoCuenta {
  rol: Rol;
  estado: EstadoActivo;
}

const esAdminActivo = (cuenta: EstadoCuenta | null) => cuenta?.rol === 'admin' && cuenta.estado === 'activo';

/**
 * ¿El cambio de `antes` a `despues` (null si se borra) deja el sistema sin ningún administrador activo, dado
 * cuántos otros administradores activos hay?
 */
export function dejaSinAdministrador(
  antes: EstadoCuenta,
  despues: EstadoCuenta | null,
  otrosAdminsActivos: number,
): boolean {
  return esAdminActivo(antes) && !esAdminActivo(despues) && otrosAdminsActivos === 0;
}

/** Cambiar la contraseña o desactivar la cuenta invalida los tokens emitidos antes. */
export function invalidaSesiones(
  antes: EstadoCuenta,
  despues: EstadoCuenta,
  cambiaContrasena: boolean,
): boolean {
  return cambiaContrasena || (antes.estado === 'activo' && despues.estado === 'inactivo');
}
