import type { EntityManager } from 'typeorm';

export interface AvisoUsuario {
  id: string;
  titulo: string;
  mensaje: string;
  createdAt: string;
}

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
  await manager.query(`INSERT INTO usuarios_avisos (usuario_id, titulo, mensaje) VALUES ($1, $2, $3)`, [
    usuarioId,
    titulo,
    mensaje,
  ]);
}

/** Los avisos más recientes de una cuenta. */
export async function listarAvisos(manager: EntityManager, usuarioId: string, limite = 50): Promise<AvisoUsuario[]> {
  const filas = (await manager.query(
    `SELECT id::text AS id, titulo, mensaje, created_at AS "createdAt"
       FROM usuarios_avisos WHERE usuario_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [usuarioId, limite],
  )) as Array<Omit<AvisoUsuario, 'createdAt'> & { createdAt: Date }>;
  return filas.map((f) => ({ ...f, createdAt: f.createdAt.toISOString() }));
}

/** Texto del aviso: quién hizo el cambio (el propio usuario o un administrador). */
export function autorDelCambio(actor: { id: string; nombre: string }, usuarioId: string): string {
  return actor.id === usuarioId ? 'usted mismo' : actor.nombre;
}
