import { compare, hash } from 'bcryptjs';

/** Coste de bcrypt (docs/decisiones.md): unos 70 ms por hash en esta máquina. */
export const COSTE_BCRYPT = 10;

/**
 * Hash de una contraseña aleatoria que nadie conoce, con el mismo coste. Un email desconocido se compara contra
 * él para que la respuesta tarde lo mismo que con un email existente y no delate qué cuentas existen.
 */
export const HASH_FICTICIO = '$2b$10$KdoX32RxCJ4/04qeiJ7z1.Q51/1.gI5UgFj5V6crqQXoqPSZDLpsu';

export function cifrarContrasena(contrasena: string): Promise<string> {
  return hash(contrasena, COSTE_BCRYPT);
}

export function verificarContrasena(contrasena: string, hashGuardado: string | undefined): Promise<boolean> {
  return compare(contrasena, hashGuardado ?? HASH_FICTICIO);
}
