// El usuario de cada petición con sesión (la estrategia JWT): una sola sentencia preparada, sin el armado de
// consultas de TypeORM (docs/decisiones/rendimiento-de-la-api.md).
import { ESTADOS_ACTIVO, ROLES } from '@cartera/dominio';
import { sql } from 'kysely';
import type { DataSource } from 'typeorm';
import { consultaPreparada } from '../database/consulta-preparada';
import { db, deLista } from '../database/kysely';
import { Usuario } from './entities/usuario.entity';

/** El usuario sólo si la sesión del token (su jti) es suya, no está revocada y no venció: una sola consulta. */
function consultaUsuarioSesion(dataSource: DataSource, id: string, sesionId: string) {
  return db(dataSource.manager)
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
    .where('u.id', '=', id)
    .where('s.id', '=', sesionId)
    .where('s.revocada_en', 'is', null)
    .where('s.expira_en', '>', sql<Date>`now()`);
}

export async function usuarioDeSesion(
  dataSource: DataSource,
  id: string,
  sesionId: string,
): Promise<Usuario | null> {
  const [fila] = await consultaPreparada(dataSource, consultaUsuarioSesion(dataSource, id, sesionId));
  if (!fila) return null;
  return Object.assign(new Usuario(), {
    id: fila.id,
    nombre: fila.nombre,
    email: fila.email,
    passwordHash: fila.password_hash,
    rol: deLista(ROLES, fila.rol, 'usuarios.rol'),
    telefono: fila.telefono,
    zona: fila.zona,
    estado: deLista(ESTADOS_ACTIVO, fila.estado, 'usuarios.estado'),
    credencialesVersion: fila.credenciales_version,
    createdAt: fila.created_at,
    updatedAt: fila.updated_at,
  });
}
