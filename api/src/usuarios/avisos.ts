import type { AvisoUsuario } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { consultasUsuarios } from './usuarios.consultas';

export type { AvisoUsuario };

/**
 * Aviso al dueño de una cuenta (su contraseña o su email cambiaron), en la misma transacción del cambio. Lo ve en
 * GET /api/auth/avisos; si no fue él, sabe que debe avisar a un administrador.
 */
export async function registrarAviso(
  manager: EntityManager,
  usuarioId: string,
  titulo: string,
  mensaje: string,
): Promise<void> {
  await consultasUsuarios.insertarAviso(manager, { usuario_id: usuarioId, titulo, mensaje });
}

/** Los avisos más recientes de una cuenta. */
export async function listarAvisos(manager: EntityManager, usuarioId: string, limite = 50): Promise<AvisoUsuario[]> {
  const filas = await consultasUsuarios.avisos(manager, usuarioId, limite);
  return filas.map((f) => ({ id: f.id, titulo: f.titulo, mensaje: f.mensaje, createdAt: f.created_at.toISOString() }));
}

/** Texto del aviso: quién hizo el cambio (el propio usuario o un administrador). */
export function autorDelCambio(actor: { id: string; nombre: string }, usuarioId: string): string {
  return actor.id === usuarioId ? 'usted mismo' : actor.nombre;
}
