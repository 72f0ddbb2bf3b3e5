// Un respaldo de Cartera en un archivo .tar.gz cifrado con AES-256-GCM (.tar.gz.cifrado; la clave es RESPALDOS_CLAVE o
// la generada en DATA_DIR/claves, sistema/clave-respaldos.ts), escrito con un
// nombre temporal y renombrado al terminar, con su sha256 al lado (<archivo>.sha256). Sin Nest: lo usan
// RespaldosService (a pedido y programado) y migrar.ts (antes de cada migración).
//
// - PostgreSQL embebido (respaldo-fisico.ts): copia física en línea con la API de respaldo de bajo nivel (pg_backup_start / copia de la
//   carpeta de datos / pg_backup_stop), con una ranura de replicación temporal que retiene el WAL mientras se copia
//   y los segmentos de WAL desde el inicio hasta el fin del respaldo. Al arrancar la copia, PostgreSQL lee el
//   backup_label y aplica ese WAL hasta un estado consistente. Los documentos de las garantías viven en la base
//   (documentos_archivos, en partes), así que la copia los incluye.
// - DATABASE_URL (respaldo-pgdump.ts): `pg_dump -Fc` del PATH si su versión mayor es ≥ la del servidor.
//
// Contenido: datos/ (la copia + backup_label) o dump/cartera.dump, postgres-password (la del embebido) y al final
// manifiesto.json (versión, migraciones, filas por tabla, sha256 de cada archivo, versión de PostgreSQL).
import type { MetodoRespaldo, OrigenRespaldo } from '@cartera/dominio';
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { Client } from 'pg';
import { codigoDe, mensajeDe } from '../common/tipado';
import { cifrar } from './cifrado';
import { contenidoFisico } from './respaldo-fisico';
import { contenidoPgDump, ErrorHerramientaPostgres } from './respaldo-pgdump';
import { consultasSesionRespaldo } from './respaldo.consultas';
import { SUFIJO_PARCIAL, type Manifiesto } from './respaldo.manifiesto';

export {
  comprobarPgDump,
  ErrorHerramientaPostgres,
  mensajePgDumpInadecuado,
  versionMayorPgDump,
} from './respaldo-pgdump';
export { contarFilas, FORMATO_MANIFIESTO, type Manifiesto } from './respaldo.manifiesto';

export interface OpcionesRespaldo {
  /** URL de la base (la embebida o DATABASE_URL). */
  url: string;
  embebida: boolean;
  /** Carpeta de los respaldos: DATA_DIR/respaldos. */
  carpeta: string;
  /** La clave de los respaldos (RESPALDOS_CLAVE o la generada): cada archivo se cifra con ella. */
  clave: string;
  /** RESPALDOS_COPIA_DIR: una segunda carpeta (otro disco) donde se copia cada respaldo. */
  copiaDir?: string;
  versionAplicacion: string;
}

export interface ArchivoRespaldo {
  nombre: string;
  ruta: string;
  tamano: number;
  sha256: string;
  cifrado: boolean;
  metodo: MetodoRespaldo;
  manifiesto: Manifiesto;
  /** Si la copia a RESPALDOS_COPIA_DIR falló, por qué (el respaldo principal está bien). */
  avisoCopia?: string;
}

/** Otro respaldo está en curso (candado consultivo): 409 en la API. */
export class ErrorRespaldoEnCurso extends Error {
  constructor() {
    super('Ya hay un respaldo en curso. Espere a que termine e intente de nuevo.');
    this.name = 'ErrorRespaldoEnCurso';
  }
}

const EXTENSION = '.tar.gz.cifrado';
export const SUFIJO_SHA256 = '.sha256';

/** Sesión de respaldo: una conexión propia (sin límites de tiempo) con el candado de respaldos tomado. */
export interface SesionRespaldo {
  cliente: Client;
  cerrar(): Promise<void>;
}

/** `esperar`: espera a que termine el respaldo en curso (antes de migrar) en vez de fallar con ErrorRespaldoEnCurso. */
export async function abrirSesionRespaldo(url: string, { esperar = false } = {}): Promise<SesionRespaldo> {
  const cliente = new Client({ connectionString: url, application_name: 'cartera-respaldo' });
  await cliente.connect();
  try {
    await consultasSesionRespaldo.sinLimitesDeTiempo(cliente);
    if (!(await consultasSesionRespaldo.tomarCandado(cliente, esperar))) throw new ErrorRespaldoEnCurso();
  } catch (error) {
    await cliente.end().catch(() => undefined);
    throw error;
  }
  // Cerrar la conexión suelta el candado y, si quedó a medias, aborta el respaldo de bajo nivel.
  return { cliente, cerrar: () => cliente.end().catch(() => undefined) };
}

/** Nombre del archivo: cartera-20261125-010000123-programado.tar.gz.cifrado (hora UTC). */
export function nombreRespaldo(fecha: Date, origen: OrigenRespaldo): string {
  const marca = fecha
    .toISOString()
    .replace(/[-:T.Z]/g, '')
    .slice(0, 17);
  return `cartera-${marca.slice(0, 8)}-${marca.slice(8)}-${origen}${EXTENSION}`;
}

/** Un error de disco o de la base dicho en español, para el registro del respaldo y la respuesta. */
export function describirFalla(error: unknown, carpeta: string): string {
  const codigo = codigoDe(error);
  const detalle = mensajeDe(error);
  if (codigo === 'ENOSPC')
    return `Disco lleno: no queda espacio en ${carpeta} para el respaldo. Se borró el archivo a medias; libere espacio o apunte DATA_DIR/RESPALDOS_COPIA_DIR a otro disco.`;
  if (codigo === 'EACCES' || codigo === 'EPERM')
    return `Sin permiso para escribir en ${carpeta}: revise los permisos de la carpeta de respaldos.`;
  if (codigo === 'ENOTDIR' || codigo === 'EEXIST')
    return `La carpeta de respaldos ${carpeta} no es una carpeta utilizable (${codigo}).`;
  if (codigo === 'EROFS') return `El disco de ${carpeta} es de sólo lectura.`;
  if (error instanceof ErrorHerramientaPostgres || error instanceof ErrorRespaldoEnCurso) return detalle;
  return `El respaldo falló: ${detalle}`;
}

/**
 * Hace un respaldo completo con la sesión dada (que ya tiene el candado): escribe el archivo y su sha256, y lo copia a
 * RESPALDOS_COPIA_DIR si se pidió. Si algo falla, no queda ningún archivo a medias.
 */
export async function crearRespaldo(
  sesion: SesionRespaldo,
  opciones: OpcionesRespaldo,
  origen: OrigenRespaldo,
  id: string | null,
  fecha = new Date(),
): Promise<ArchivoRespaldo> {
  if (!opciones.clave) throw new Error('Falta la clave de los respaldos: ningún respaldo se escribe sin cifrar');
  await mkdir(opciones.carpeta, { recursive: true, mode: 0o700 });
  const nombre = nombreRespaldo(fecha, origen);
  const ruta = path.join(opciones.carpeta, nombre);
  const temporal = path.join(opciones.carpeta, `.${nombre}${SUFIJO_PARCIAL}`);
  const base = {
    id,
    aplicacion: { nombre: 'cartera' as const, version: opciones.versionAplicacion },
    creado: fecha.toISOString(),
    origen,
  };
  const manifiesto: { actual?: Manifiesto } = {};
  const temporales: string[] = [temporal];
  try {
    const contenido = opciones.embebida
      ? contenidoFisico(sesion.cliente, base, manifiesto)
      : await contenidoPgDump(sesion.cliente, opciones.carpeta, base, manifiesto, temporales);
    const { sha256, tamano } = await escribirArchivo(temporal, contenido, opciones.clave);
    await rename(temporal, ruta);
    await escribirSha256(ruta, sha256);
    if (!manifiesto.actual) throw new Error('El respaldo terminó sin manifiesto');
    const avisoCopia = opciones.copiaDir ? await copiar(ruta, opciones.copiaDir, sha256) : undefined;
    return {
      nombre,
      ruta,
      tamano,
      sha256,
      cifrado: true,
      metodo: manifiesto.actual.metodo,
      manifiesto: manifiesto.actual,
      avisoCopia,
    };
  } catch (error) {
    await rm(ruta, { force: true }).catch(() => undefined);
    throw error;
  } finally {
    for (const archivo of temporales) await rm(archivo, { force: true }).catch(() => undefined);
  }
}

/** Borra un respaldo (archivo, sha256 y su copia). */
export async function borrarRespaldo(carpeta: string, nombre: string, copiaDir?: string): Promise<void> {
  for (const dir of [carpeta, ...(copiaDir ? [copiaDir] : [])]) {
    await rm(path.join(dir, nombre), { force: true });
    await rm(path.join(dir, `${nombre}${SUFIJO_SHA256}`), { force: true });
  }
}

/** Archivos a medias de un respaldo interrumpido (la API murió a mitad): se borran antes del siguiente. */
export async function borrarParciales(carpeta: string): Promise<void> {
  const nombres = await readdir(carpeta).catch((): string[] => []);
  for (const nombre of nombres)
    if (nombre.startsWith('.') && nombre.endsWith(SUFIJO_PARCIAL))
      await rm(path.join(carpeta, nombre), { force: true });
}

async function escribirSha256(ruta: string, sha256: string): Promise<void> {
  const sidecar = `${ruta}${SUFIJO_SHA256}`;
  const temporal = `${sidecar}${SUFIJO_PARCIAL}`;
  const archivo = await open(temporal, 'w', 0o600);
  try {
    await archivo.writeFile(`${sha256}  ${path.basename(ruta)}\n`);
    await archivo.sync();
  } finally {
    await archivo.close();
  }
  await rename(temporal, sidecar);
}

async function copiar(ruta: string, copiaDir: string, sha256: string): Promise<string | undefined> {
  const destino = path.join(copiaDir, path.basename(ruta));
  const temporal = path.join(copiaDir, `.${path.basename(ruta)}${SUFIJO_PARCIAL}`);
  try {
    await mkdir(copiaDir, { recursive: true, mode: 0o700 });
    await copyFile(ruta, temporal);
    await rename(temporal, destino);
    await escribirSha256(destino, sha256);
    return undefined;
  } catch (error) {
    await rm(temporal, { force: true }).catch(() => undefined);
    return `No se pudo copiar a RESPALDOS_COPIA_DIR: ${describirFalla(error, copiaDir)}`;
  }
}

/** gzip → cifrado → sha256 y tamaño → archivo nuevo (nunca sobrescribe), sincronizado en disco. */
async function escribirArchivo(
  destino: string,
  contenido: AsyncIterable<Buffer>,
  clave: string,
): Promise<{ sha256: string; tamano: number }> {
  const hash = createHash('sha256');
  let tamano = 0;
  const medir = new Transform({
    transform(trozo: Buffer, _codificacion, listo) {
      hash.update(trozo);
      tamano += trozo.length;
      listo(null, trozo);
    },
  });
  const salida = createWriteStream(destino, { flags: 'wx', mode: 0o600 });
  const gzip = createGzip({ level: 1 });
  await pipeline(Readable.from(contenido), gzip, cifrar(clave), medir, salida);
  const archivo = await open(destino, 'r+');
  try {
    await archivo.sync();
  } finally {
    await archivo.close();
  }
  return { sha256: hash.digest('hex'), tamano };
}
