// El usuario de cada petición con sesión (la estrategia JWT): una sola sentencia preparada, sin el armado de
// consultas de TypeORM (docs/decisiones/rendimiento-de-la-api.md).
import type { DataSource } from 'typeorm';
import { consultaPreparada, formaFija } from '../database/consulta-preparada';
import type { Usuario } from './entities/usuario.entity';
import { usuarioDeFilaActor } from './usuarios.filas';
import { ahora } from '../database/fragmentos';

/**
 * El usuario (valor 0) sólo si la sesión del token (valor 1, su jti) es suya, no está revocada y no venció: una sola
 * consulta, compilada una vez (corre en cada petición).
 */
const consultaUsuarioSesion = formaFija((k, valor) =>
  k
    .selectFrom('usuarios as u')
    .innerJoin('sesiones as s', 's.usuario_id', 'u.id')
    .select([
      'u.id',
      'u.nombre',
      'u.email',
      'u.password_hash',
      'u.rol',
      'u.telefono',
      'u.zona',
      'u.estado',
      'u.credenciales_version',
      'u.created_at',
      'u.updated_at',
    ])
    .where('u.id', '=', valor<string>(0))
    .where('s.id', '=', valor<string>(1))
    .where('s.revocada_en', 'is', null)
    .where('s.expira_en', '>', ahora()),
);

export async function usuarioDeSesion(
  dataSource: DataSource,
  id: string,
  sesionId: string,
): Promise<Usuario | null> {
  const [fila] = await consultaPreparada(dataSource, consultaUsuarioSesion([id, sesionId]));
  if (!fila) return null;
  return usuarioDeFilaActor(fila);
}
