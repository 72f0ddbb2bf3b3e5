// Datos de prueba pequeños y explícitos, creados en la base real.
import type { EstadoActivo, Rol } from '@cartera/dominio';
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { cifrarContrasena } from '../../src/usuarios/contrasenas';
import { Usuario } from '../../src/usuarios/entities/usuario.entity';

/** Un hash argon2id cuesta decenas de ms: uno por contraseña distinta y por proceso. */
const hashes = new Map<string, Promise<string>>();
const hashDe = (contrasena: string) => {
  if (!hashes.has(contrasena)) hashes.set(contrasena, cifrarContrasena(contrasena));
  return hashes.get(contrasena) as Promise<string>;
};

export interface DatosUsuarioPrueba {
  nombre?: string;
  email?: string;
  password?: string;
  rol?: Rol;
  estado?: EstadoActivo;
  telefono?: string | null;
  zona?: string | null;
}

export const CONTRASENA_FABRICA = 'clave-de-prueba';

export async function crearUsuario(dataSource: DataSource, datos: DatosUsuarioPrueba = {}): Promise<Usuario> {
  const sufijo = randomBytes(3).toString('hex');
  const repositorio = dataSource.getRepository(Usuario);
  return repositorio.save(
    repositorio.create({
      nombre: datos.nombre ?? `Usuario ${sufijo}`,
      email: datos.email ?? `usuario.${sufijo}@prueba.local`,
      passwordHash: await hashDe(datos.password ?? CONTRASENA_FABRICA),
      rol: datos.rol ?? 'cobrador',
      estado: datos.estado ?? 'activo',
      telefono: datos.telefono ?? null,
      zona: datos.zona ?? null,
      credencialesVersion: 1,
    }),
  );
}
