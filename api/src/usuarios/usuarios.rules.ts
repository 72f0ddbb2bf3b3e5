// Reglas puras de la administración de cuentas (docs/decisiones/roles-y-permisos.md). Sin Nest ni base de datos. Quién
// administra qué cuenta (`motivoSinPermiso`) está en @cartera/dominio: la pantalla de Usuarios usa la misma.
import type { EstadoActivo, Rol } from '@cartera/dominio';

export const MENSAJES_USUARIOS = {
  adminProtegido: 'No tiene permisos para administrar cuentas de administrador',
  soloCobradores: 'Un gerente sólo administra cuentas de cobrador',
  contrasenaActualRequerida: 'Ingrese su contraseña actual para cambiar su contraseña o su email',
  contrasenaActualIncorrecta: 'La contraseña actual no es correcta',
  ultimoAdmin: 'Debe quedar al menos un administrador activo',
  eliminarseASiMismo: 'No puede eliminar su propia cuenta',
  desactivarseASiMismo: 'No puede desactivar su propia cuenta',
  emailDuplicado: 'Ya existe un usuario con ese email',
  conDatos: 'No se puede eliminar: el usuario tiene datos asociados. Desactívelo en su lugar.',
} as const;

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
