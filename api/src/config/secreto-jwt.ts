import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Configuracion } from './configuracion';
import { codigoDe } from '@cartera/dominio';

/**
 * El secreto con que se firman los tokens. Si JWT_SECRET no está definido (fuera de producción), se genera una
 * vez y se guarda en DATA_DIR/jwt-secret con permisos 600, así las sesiones sobreviven a un reinicio.
 */
export async function resolverSecretoJwt(config: Configuracion): Promise<string> {
  if (config.jwt.secreto) return config.jwt.secreto;
  const archivo = path.join(config.dataDir, 'jwt-secret');
  const existente = await leerSiExiste(archivo);
  if (existente !== undefined) {
    if (existente.length < 32)
      throw new Error(`El secreto guardado en ${archivo} es demasiado corto; bórrelo para generar otro`);
    await chmod(archivo, 0o600);
    return existente;
  }
  await mkdir(config.dataDir, { recursive: true });
  const secreto = randomBytes(48).toString('base64url');
  try {
    await writeFile(archivo, `${secreto}\n`, { mode: 0o600, flag: 'wx' });
    return secreto;
  } catch (error) {
    // Otra réplica lo escribió a la vez: se usa el suyo.
    if (codigoDe(error) === 'EEXIST') return resolverSecretoJwt(config);
    throw error;
  }
}

async function leerSiExiste(archivo: string): Promise<string | undefined> {
  try {
    return (await readFile(archivo, 'utf8')).trim();
  } catch (error) {
    if (codigoDe(error) === 'ENOENT') return undefined;
    throw error;
  }
}
