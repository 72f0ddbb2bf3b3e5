// El usuario de cada petición con sesión (la estrategia JWT): una sola sentencia preparada, sin el armado de
// consultas de TypeORM (docs/decisiones/rendimiento-de-la-api.md).
import type { Rol } from '@cartera/dominio';
import type { DataSource } from 'typeorm';
import { consultaPreparada } from '../database/consulta-preparada';
import { Usuario } from './entities/usuario.entity';

/** El usuario sólo si la sesión del token ($2, su jti) es suya, no está revocada y no venció: una sola consulta. */
const SQL_USUARIO_SESION = `SELECT u.id, u.nombre, u.email, u.password_hash, u.rol, u.telefono, u.zona, u.estado,
  u.credenciales_version, u.created_at, u.updated_at
  FROM usuarios u JOIN sesiones s ON s.usuario_id = u.id
  WHERE u.id = $1 AND s.id = $2 AND s.revocada_en IS NULL AND s.expira_en > now()`;

interface FilaUsuarioSesion {
  id: string;
  nombre: string;
  email: string;
  password_hash: string;
  rol: Rol;
  telefono: string | null;
  zona: string | null;
  estado: Usuario['estado'];
  credenciales_version: number;
  created_at: Date;
  updated_at: Date;
}

export async function usuarioDeSesion(
  dataSource: DataSource,
  id: string,
  sesionId: string,
): Promise<Usuario | null> {
  const [fila] = await consultaPreparada<FilaUsuarioSesion>(dataSource, SQL_USUARIO_SESION, [id, sesionId]);
  if (!fila) return null;
  return Object.assign(new Usuario(), {
    id: fila.id,
    nombre: fila.nombre,
    email: fila.email,
    passwordHash: fila.password_hash,
    rol: fila.rol,
    telefono: fila.telefono,
    zona: fila.zona,
    estado: fila.estado,
    credencialesVersion: fila.credenciales_version,
    createdAt: fila.created_at,
    updatedAt: fila.updated_at,
  });
}
