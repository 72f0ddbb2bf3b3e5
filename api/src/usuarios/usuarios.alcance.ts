// Sobre qué cuentas trabaja cada llamada de UsuariosService (/usuarios o /cobradores) y lo que cambia el dueño de una
// cuenta de sí mismo.
import type { ModuloAuditoria, Rol } from '@cartera/dominio';

/**
 * Sobre qué cuentas trabaja una llamada: todas (/usuarios) o sólo las de rol cobrador (/cobradores), con el
 * módulo de auditoría y las palabras que corresponden.
 */
export interface AlcanceUsuarios {
  rol?: Rol;
  /** Sólo esta cuenta (un cobrador ve en /cobradores sólo la suya). */
  cuenta?: string;
  modulo: ModuloAuditoria;
  sustantivo: string;
  noEncontrado: string;
}

export const ALCANCE_USUARIOS: AlcanceUsuarios = {
  modulo: 'Usuarios',
  sustantivo: 'usuario',
  noEncontrado: 'Usuario no encontrado',
};

/** Punto de partida de las rutas (sólo lo envían los DTOs de cobradores). */
export interface PuntoDePartida {
  latitud?: number | null;
  longitud?: number | null;
}

export const ALCANCE_COBRADORES: AlcanceUsuarios = {
  rol: 'cobrador',
  modulo: 'Cobradores',
  sustantivo: 'cobrador',
  noEncontrado: 'Cobrador no encontrado',
};

/** Lo que el dueño de una cuenta cambia de sí mismo (Mi Perfil). */
export interface CambiosPerfil {
  nombre?: string;
  email?: string;
  telefono?: string | null;
  passwordActual?: string;
}
