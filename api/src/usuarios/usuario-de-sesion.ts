// El usuario de cada petición con sesión (la estrategia JWT): una sola sentencia preparada, sin el armado de
// consultas de TypeORM (docs/decisiones/rendimiento-de-la-api.md).
import { ESTADOS_ACTIVO, ROLES } from '@cartera/dominio';
import type { DataSource } from 'typeorm';
import { consultaPreparada, formaFija } from '../database/consulta-preparada';
import { deLista } from '../database/kysely';
import { Usuario } from './entities/usuario.entity';
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
