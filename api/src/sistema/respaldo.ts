// Un respaldo de Cartera en un archivo .tar.gz cifrado con AES-256-GCM (.tar.gz.cifrado; la clave es RESPALDOS_CLAVE o
// la generada en DATA_DIR/claves, config/clave-respaldos.ts), escrito con un
// nombre temporal y renombrado al terminar, con su sha256 al lado (<archivo>.sha256). Sin Nest: lo usan
// RespaldosService (a pedido y programado) y migrar.ts (antes de cada migración).
//
// - PostgreSQL embebido: copia física en línea con la API de respaldo de bajo nivel (pg_backup_start / copia de la
//   carpeta de datos / pg_backup_stop), con una ranura de replicación temporal que retiene el WAL mientras se copia
//   y los segmentos de WAL desde el inicio hasta el fin del respaldo. Al arrancar la copia, PostgreSQL lee el
//   backup_label y aplica ese WAL hasta un estado consistente. Los documentos de las garantías viven en la base
//   (documentos_archivos, en partes), así que la copia los incluye.
// - DATABASE_URL: `pg_dump -Fc` del PATH si su versión mayor es ≥ la del servidor.
//
// Contenido: datos/ (la copia + backup_label) o dump/cartera.dump, postgres-password (la del embebido) y al final
// manifiesto.json (versión, migraciones, filas por tabla, sha256 de cada archivo, versión de PostgreSQL).
import type { MetodoRespaldo, OrigenRespaldo } from '@cartera/dominio';
import { execFile, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGzip } from 'node:zlib';
import { Client } from 'pg';
import { CANDADOS } from '../database/candados';
import { cifrar } from './cifrado';
import { cabeceraTar, FIN_TAR, rellenoTar } from './tar';


export const FORMATO_MANIFIESTO = 1;

export interface Manifiesto {
  formato: typeof FORMATO_MANIFIESTO;
  /** Id del registro en la tabla respaldos (no lo tienen los de antes de una migración). */
  id: string | null;
  aplicacion: { nombre: 'cartera'; version: string };
  creado: string;
  origen: OrigenRespaldo;
  metodo: MetodoRespaldo;
  postgres: { mayor: number; version: string };
  baseDatos: string;
  migraciones: string[];
  /** Filas de cada tabla del esquema public en el punto del respaldo. */
  conteos: Record<string, number>;
  /** sha256 de cada archivo del respaldo (salvo este manifiesto). */
  archivos: Record<string, string>;
  wal?: { inicio: string; fin: string };
}

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

/** Con DATABASE_URL no hay un pg_dump (o pg_restore) de la versión del servidor. */
export class ErrorHerramientaPostgres extends Error {
  constructor(mensaje: string) {
    super(mensaje);
    this.name = 'ErrorHerramientaPostgres';
  }
}

const ARCHIVO_PASSWORD = 'postgres-password';
const EXTENSION = '.tar.gz.cifrado';
export const SUFIJO_SHA256 = '.sha256';
const SUFIJO_PARCIAL = '.parcial';
const TROZO = 1024 * 1024;

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
    await cliente.query(
      'SET statement_timeout = 0; SET lock_timeout = 0; SET idle_in_transaction_session_timeout = 0',
    );
    const funcion = esperar ? 'pg_advisory_lock($1) IS NOT NULL' : 'pg_try_advisory_lock($1)';
    const [{ tomado }] = (
      await cliente.query<{ tomado: boolean }>(`SELECT ${funcion} AS tomado`, [CANDADOS.respaldos])
    ).rows;
    if (!tomado) throw new ErrorRespaldoEnCurso();
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
  const codigo = (error as NodeJS.ErrnoException | undefined)?.code;
  const detalle = error instanceof Error ? error.message : String(error);
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
  const nombres = await readdir(carpeta).catch(() => [] as string[]);
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

type BaseManifiesto = Pick<Manifiesto, 'id' | 'aplicacion' | 'creado' | 'origen'>;

interface DatosServidor {
  mayor: number;
  version: string;
  baseDatos: string;
  dataDirectory: string;
}

async function datosServidor(cliente: Client): Promise<DatosServidor> {
  const { rows } = await cliente.query<{ num: string; version: string; base: string; dir: string | null }>(
    `SELECT current_setting('server_version_num') AS num, current_setting('server_version') AS version,
            current_database() AS base,
            (SELECT setting FROM pg_settings WHERE name = 'data_directory') AS dir`,
  );
  return {
    mayor: Math.floor(Number(rows[0].num) / 10000),
    version: rows[0].version,
    baseDatos: rows[0].base,
    dataDirectory: rows[0].dir ?? '',
  };
}

async function migracionesAplicadas(cliente: Client): Promise<string[]> {
  const { rows } = await cliente.query<{ existe: string | null }>(
    `SELECT to_regclass('public.migrations') AS existe`,
  );
  if (!rows[0].existe) return [];
  return (await cliente.query<{ name: string }>('SELECT name FROM migrations ORDER BY id')).rows.map(
    (f) => f.name,
  );
}

/** Filas de cada tabla del esquema public, en la transacción en curso de `cliente`. */
export async function contarFilas(cliente: Client): Promise<Record<string, number>> {
  const tablas = await tablasPublicas(cliente);
  if (tablas.length === 0) return {};
  const consulta = tablas
    .map(
      (t) =>
        `SELECT ${cliente.escapeLiteral(t)} AS tabla, count(*)::bigint AS filas FROM public.${cliente.escapeIdentifier(t)}`,
    )
    .join(' UNION ALL ');
  const { rows } = await cliente.query<{ tabla: string; filas: string }>(consulta);
  return Object.fromEntries(rows.map((f) => [f.tabla, Number(f.filas)]));
}

async function tablasPublicas(cliente: Client): Promise<string[]> {
  return (
    await cliente.query<{ tablename: string }>(
      `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    )
  ).rows.map((f) => f.tablename);
}

// ---------------------------------------------------------------------------------------------------------------
// Copia física (PostgreSQL embebido)

/** Lo que no se copia de la carpeta de datos (documentación de PostgreSQL, «Making a Base Backup Using the Low Level API»). */
const EXCLUIDOS_RAIZ = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'backup_label.old',
  'tablespace_map',
  'backup_manifest',
  'recovery.signal',
  'standby.signal',
]);
/** Carpetas que se incluyen vacías: su contenido lo recrea el servidor (o, pg_wal, se agrega aparte). */
const CARPETAS_VACIAS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);

function excluido(relativa: string, nombre: string): boolean {
  if (!relativa.includes('/') && EXCLUIDOS_RAIZ.has(nombre)) return true;
  return nombre === 'pg_internal.init' || nombre.startsWith('pgsql_tmp');
}

async function* contenidoFisico(
  cliente: Client,
  base: BaseManifiesto,
  manifiesto: { actual?: Manifiesto },
): AsyncGenerator<Buffer> {
  const servidor = await datosServidor(cliente);
  const dir = servidor.dataDirectory;
  try {
    await stat(path.join(dir, 'PG_VERSION'));
  } catch {
    throw new Error(
      `No se puede leer la carpeta de datos de PostgreSQL (${dir || 'desconocida'}) desde este proceso: la copia física sólo es posible con el PostgreSQL embebido en esta máquina.`,
    );
  }
  const archivos: Record<string, string> = {};
  const migraciones = await migracionesAplicadas(cliente);
  // La ranura temporal retiene el WAL desde ahora hasta que se cierre la sesión: ningún segmento que el respaldo
  // necesita se recicla mientras se copia.
  const ranura = `cartera_respaldo_${randomBytes(6).toString('hex')}`;
  await cliente.query('SELECT pg_create_physical_replication_slot($1, true, true)', [ranura]);
  const inicio = (
    await cliente.query<{ lsn: string; segmento: string }>(
      `SELECT lsn::text, pg_walfile_name(lsn) AS segmento FROM pg_backup_start($1, true) AS lsn`,
      [`cartera ${base.creado}`],
    )
  ).rows[0];

  yield cabeceraTar({ nombre: 'datos', tipo: 'carpeta', tamano: 0 });
  yield* copiarCarpeta(dir, '', archivos);

  // Fin del respaldo. Las tablas de Cartera quedan en modo SHARE (se leen, no se escriben) desde que se cuentan hasta
  // que se copia el WAL: así las filas del manifiesto son exactamente las que tendrá la copia restaurada.
  await cliente.query('BEGIN');
  try {
    await bloquearTablas(cliente);
    const conteos = await contarFilas(cliente);
    const fin = (
      await cliente.query<{ lsn: string; labelfile: string; spcmapfile: string; segmento: string }>(
        `SELECT lsn::text, labelfile, spcmapfile, pg_walfile_name(lsn) AS segmento FROM pg_backup_stop(false)`,
      )
    ).rows[0];
    yield* entradaMemoria('datos/backup_label', Buffer.from(fin.labelfile), archivos);
    if (fin.spcmapfile) yield* entradaMemoria('datos/tablespace_map', Buffer.from(fin.spcmapfile), archivos);
    yield* copiarWal(dir, inicio.segmento, fin.segmento, archivos);
    await cliente.query('COMMIT');
    manifiesto.actual = {
      formato: FORMATO_MANIFIESTO,
      ...base,
      metodo: 'fisico',
      postgres: { mayor: servidor.mayor, version: servidor.version },
      baseDatos: servidor.baseDatos,
      migraciones,
      conteos,
      archivos,
      wal: { inicio: inicio.lsn, fin: fin.lsn },
    };
  } catch (error) {
    await cliente.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
  await cliente.query('SELECT pg_drop_replication_slot($1)', [ranura]).catch(() => undefined);

  // La contraseña del embebido (DATA_DIR/postgres-password): sin ella la API no entra a la base restaurada.
  const password = await readFile(path.join(path.dirname(dir), ARCHIVO_PASSWORD)).catch(() => undefined);
  if (password) yield* entradaMemoria(ARCHIVO_PASSWORD, password, archivos);

  yield* entradaMemoria('manifiesto.json', Buffer.from(JSON.stringify(manifiesto.actual, null, 2)));
  yield FIN_TAR;
}

/** Candado SHARE sobre las tablas de public; ante un interbloqueo con una escritura, cede y reintenta. */
async function bloquearTablas(cliente: Client): Promise<void> {
  const tablas = await tablasPublicas(cliente);
  if (tablas.length === 0) return;
  const lista = tablas.map((t) => `public.${cliente.escapeIdentifier(t)}`).join(', ');
  for (let intento = 1; ; intento++) {
    try {
      await cliente.query('SAVEPOINT candado');
      await cliente.query("SET LOCAL lock_timeout = '30s'");
      await cliente.query(`LOCK TABLE ${lista} IN SHARE MODE`);
      return;
    } catch (error) {
      await cliente.query('ROLLBACK TO SAVEPOINT candado');
      const codigo = (error as { code?: string }).code;
      if (codigo === '40P01' && intento < 5) continue;
      if (codigo === '55P03' || codigo === '40P01')
        throw new Error(
          'La base estuvo ocupada con escrituras largas y no se pudo cerrar el respaldo; intente de nuevo.',
          {
            cause: error,
          },
        );
      throw error;
    }
  }
}

async function* copiarCarpeta(
  raiz: string,
  relativa: string,
  archivos: Record<string, string>,
): AsyncGenerator<Buffer> {
  let entradas;
  try {
    entradas = await readdir(path.join(raiz, relativa), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // una carpeta que PostgreSQL borró mientras tanto
    throw error;
  }
  entradas.sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entrada of entradas) {
    const rel = relativa ? `${relativa}/${entrada.name}` : entrada.name;
    if (excluido(rel, entrada.name)) continue;
    if (entrada.isDirectory()) {
      yield cabeceraTar({ nombre: `datos/${rel}`, tipo: 'carpeta', tamano: 0 });
      if (CARPETAS_VACIAS.has(rel)) {
        if (rel === 'pg_wal')
          yield cabeceraTar({ nombre: 'datos/pg_wal/archive_status', tipo: 'carpeta', tamano: 0 });
        continue;
      }
      yield* copiarCarpeta(raiz, rel, archivos);
    } else if (entrada.isFile()) {
      yield* copiarArchivo(path.join(raiz, rel), `datos/${rel}`, archivos);
    }
  }
}

/**
 * Copia un archivo con el tamaño que tenía al abrirlo: si crece mientras tanto, lo nuevo está en el WAL; si se
 * acorta, se completa con ceros (PostgreSQL lo corrige al aplicar el WAL). Uno que desaparece se omite.
 */
async function* copiarArchivo(
  origen: string,
  nombre: string,
  archivos: Record<string, string>,
): AsyncGenerator<Buffer> {
  let archivo;
  try {
    archivo = await open(origen, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    const { size } = await archivo.stat();
    const hash = createHash('sha256');
    yield cabeceraTar({ nombre, tipo: 'archivo', tamano: size });
    let leidos = 0;
    while (leidos < size) {
      const trozo = Buffer.alloc(Math.min(TROZO, size - leidos));
      const { bytesRead } = await archivo.read(trozo, 0, trozo.length, leidos);
      // Un archivo que se acortó: lo que falta se completa con ceros (trozo ya viene en ceros).
      const parte = bytesRead === 0 ? trozo : trozo.subarray(0, bytesRead);
      hash.update(parte);
      leidos += parte.length;
      yield parte;
    }
    yield rellenoTar(size);
    archivos[nombre] = hash.digest('hex');
  } finally {
    await archivo.close();
  }
}

async function* entradaMemoria(
  nombre: string,
  contenido: Buffer,
  archivos?: Record<string, string>,
): AsyncGenerator<Buffer> {
  yield cabeceraTar({ nombre, tipo: 'archivo', tamano: contenido.length });
  yield contenido;
  yield rellenoTar(contenido.length);
  if (archivos) archivos[nombre] = createHash('sha256').update(contenido).digest('hex');
}

/** Segmentos de WAL del inicio al fin del respaldo (misma línea de tiempo: los nombres se ordenan como texto). */
async function* copiarWal(
  dir: string,
  desde: string,
  hasta: string,
  archivos: Record<string, string>,
): AsyncGenerator<Buffer> {
  const nombres = (await readdir(path.join(dir, 'pg_wal'))).sort();
  const segmentos = nombres.filter((n) => /^[0-9A-F]{24}$/.test(n) && n >= desde && n <= hasta);
  if (!segmentos.includes(desde) || !segmentos.includes(hasta))
    throw new Error(`Falta WAL del respaldo en ${dir}/pg_wal (${desde}…${hasta})`);
  for (const nombre of [...nombres.filter((n) => n.endsWith('.history')), ...segmentos])
    yield* copiarArchivo(path.join(dir, 'pg_wal', nombre), `datos/pg_wal/${nombre}`, archivos);
}

// ---------------------------------------------------------------------------------------------------------------
// pg_dump (DATABASE_URL)

const ejecutar = promisify(execFile);

/** Versión mayor del pg_dump del PATH, o undefined si no hay. */
export async function versionMayorPgDump(programa = 'pg_dump'): Promise<number | undefined> {
  try {
    const { stdout } = await ejecutar(programa, ['--version']);
    const partes = /(\d+)(?:\.\d+)?/.exec(stdout);
    return partes ? Number(partes[1]) : undefined;
  } catch {
    return undefined;
  }
}

export function mensajePgDumpInadecuado(
  programa: 'pg_dump' | 'pg_restore',
  version: number | undefined,
  servidor: number,
): string {
  return version === undefined
    ? `No hay ${programa} en el PATH: con DATABASE_URL los respaldos usan ${programa} ${servidor} o más nuevo. Instale postgresql-client-${servidor} (o use pgBackRest en el despliegue con Kubernetes).`
    : `${programa} ${version} no sirve para un servidor PostgreSQL ${servidor}: se necesita ${programa} ${servidor} o más nuevo. Instale postgresql-client-${servidor} (o use pgBackRest en el despliegue con Kubernetes).`;
}

/** Con DATABASE_URL: hay un pg_dump de la versión del servidor o más nuevo (si no, ErrorHerramientaPostgres). */
export async function comprobarPgDump(cliente: Client): Promise<void> {
  const { mayor } = await datosServidor(cliente);
  const version = await versionMayorPgDump();
  if (version === undefined || version < mayor)
    throw new ErrorHerramientaPostgres(mensajePgDumpInadecuado('pg_dump', version, mayor));
}

async function contenidoPgDump(
  cliente: Client,
  carpeta: string,
  base: BaseManifiesto,
  manifiesto: { actual?: Manifiesto },
  temporales: string[],
): Promise<AsyncIterable<Buffer>> {
  const servidor = await datosServidor(cliente);
  await comprobarPgDump(cliente);
  const volcado = path.join(carpeta, `.volcado-${randomBytes(6).toString('hex')}.dump${SUFIJO_PARCIAL}`);
  temporales.push(volcado);
  // Una instantánea exportada: las filas contadas y las que vuelca pg_dump son las mismas.
  await cliente.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
  try {
    const [{ instantanea }] = (
      await cliente.query<{ instantanea: string }>('SELECT pg_export_snapshot() AS instantanea')
    ).rows;
    const conteos = await contarFilas(cliente);
    const migraciones = await migracionesAplicadas(cliente);
    await volcar(cliente, volcado, instantanea);
    await cliente.query('COMMIT');
    const hash = createHash('sha256');
    for await (const trozo of createReadStream(volcado)) hash.update(trozo as Buffer);
    manifiesto.actual = {
      formato: FORMATO_MANIFIESTO,
      ...base,
      metodo: 'pg_dump',
      postgres: { mayor: servidor.mayor, version: servidor.version },
      baseDatos: servidor.baseDatos,
      migraciones,
      conteos,
      archivos: { 'dump/cartera.dump': hash.digest('hex') },
    };
  } catch (error) {
    await cliente.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
  const actual = manifiesto.actual;
  return (async function* () {
    const { size } = await stat(volcado);
    yield cabeceraTar({ nombre: 'dump/cartera.dump', tipo: 'archivo', tamano: size });
    for await (const trozo of createReadStream(volcado, { highWaterMark: TROZO })) yield trozo as Buffer;
    yield rellenoTar(size);
    yield* entradaMemoria('manifiesto.json', Buffer.from(JSON.stringify(actual, null, 2)));
    yield FIN_TAR;
  })();
}

function volcar(cliente: Client, destino: string, instantanea: string): Promise<void> {
  const { host, port, user, password, database } = cliente;
  return new Promise((resolver, rechazar) => {
    const proceso = spawn(
      'pg_dump',
      [
        '-Fc',
        '--no-owner',
        `--snapshot=${instantanea}`,
        '-f',
        destino,
        '-h',
        host,
        '-p',
        String(port),
        '-U',
        user ?? 'postgres',
        database ?? 'postgres',
      ],
      { env: { ...process.env, PGPASSWORD: password ?? '' }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const errores: string[] = [];
    proceso.stderr.on('data', (d: Buffer) => errores.push(d.toString()));
    proceso.on('error', rechazar);
    proceso.on('exit', (codigo) =>
      codigo === 0
        ? resolver()
        : rechazar(new Error(`pg_dump terminó con código ${codigo}: ${errores.join('').trim()}`)),
    );
  });
}
