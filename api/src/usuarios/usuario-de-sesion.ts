// El usuario de cada petición con sesión (la estrategia JWT) y sus oficinas (el alcance de la petición, auth/alcance.ts):
// una sola sentencia preparada, sin el armado de consultas de TypeORM (docs/decisiones/rendimiento-de-la-api.md).
import { sql } from 'kysely';
import type { DataSource } from 'typeorm';
import { consultaPreparada, formaFija } from '../database/consulta-preparada';
import type { Usuario } from './entities/usuario.entity';
import { usuarioDeFilaActor } from './usuarios.filas';
import { ahora } from '../database/fragmentos';

/**
 * El usuario (valor 0) sólo si la sesión del token (valor 1, su jti) es suya, no está revocada y no venció, con los ids
 * de sus oficinas: una sola consulta, un solo viaje, compilada una vez (corre en cada petición).
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
    .select((eb) =>
      eb
        .selectFrom('usuarios_oficinas as uo')
        .whereRef('uo.usuario_id', '=', 'u.id')
        // sql: array_agg no tiene constructor tipado en Kysely; coalesce da '{}' a una cuenta sin oficinas
        .select(sql<string[]>`coalesce(array_agg(uo.oficina_id ORDER BY uo.oficina_id), '{}')`.as('ids'))
        .as('oficina_ids'),
    )
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
  return Object.assign(usuarioDeFilaActor(fila), { oficinaIds: fila.oficina_ids ?? [] });
}
