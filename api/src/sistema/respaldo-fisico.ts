// La copia física de un respaldo con el PostgreSQL embebido (respaldo.ts): en línea, con la API de respaldo de bajo
// nivel (pg_backup_start / copia de la carpeta de datos / pg_backup_stop), una ranura de replicación temporal que
// retiene el WAL mientras se copia y los segmentos de WAL desde el inicio hasta el fin del respaldo.
import { createHash, randomBytes } from 'node:crypto';
import { open, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Client } from 'pg';
import { consultasSesionRespaldo } from './respaldo.consultas';
import {
  ARCHIVO_PASSWORD,
  contarFilas,
  entradaMemoria,
  manifiestoDeLaBase,
  TROZO,
  type BaseManifiesto,
  type Manifiesto,
} from './respaldo.manifiesto';
import { cabeceraTar, FIN_TAR, rellenoTar } from './tar';
import { codigoDe } from '../common/tipado';

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

/**
 * El contenido del respaldo físico: la carpeta de datos copiada entre pg_backup_start y pg_backup_stop, el WAL de ese
 * intervalo, backup_label, la contraseña del embebido y el manifiesto (que queda también en `manifiesto.actual`).
 */
export async function* contenidoFisico(
  cliente: Client,
  base: BaseManifiesto,
  manifiesto: { actual?: Manifiesto },
): AsyncGenerator<Buffer> {
  const servidor = await consultasSesionRespaldo.servidor(cliente);
  const dir = servidor.dataDirectory;
  try {
    await stat(path.join(dir, 'PG_VERSION'));
  } catch {
    throw new Error(
      `No se puede leer la carpeta de datos de PostgreSQL (${dir || 'desconocida'}) desde este proceso: la copia física sólo es posible con el PostgreSQL embebido en esta máquina.`,
    );
  }
  const archivos: Record<string, string> = {};
  const migraciones = await consultasSesionRespaldo.migraciones(cliente);
  // La ranura temporal retiene el WAL desde ahora hasta que se cierre la sesión: ningún segmento que el respaldo
  // necesita se recicla mientras se copia.
  const ranura = `cartera_respaldo_${randomBytes(6).toString('hex')}`;
  const inicio = await consultasSesionRespaldo.iniciarRespaldoFisico(
    cliente,
    ranura,
    `cartera ${base.creado}`,
  );

  yield cabeceraTar({ nombre: 'datos', tipo: 'carpeta', tamano: 0 });
  yield* copiarCarpeta(dir, '', archivos);

  // Fin del respaldo. Las tablas de Cartera quedan en modo SHARE (se leen, no se escriben) desde que se cuentan hasta
  // que se copia el WAL: así las filas del manifiesto son exactamente las que tendrá la copia restaurada.
  await consultasSesionRespaldo.empezar(cliente);
  try {
    await bloquearTablas(cliente);
    const conteos = await contarFilas(cliente);
    const fin = await consultasSesionRespaldo.terminarRespaldoFisico(cliente);
    yield* entradaMemoria('datos/backup_label', Buffer.from(fin.labelfile), archivos);
    if (fin.spcmapfile) yield* entradaMemoria('datos/tablespace_map', Buffer.from(fin.spcmapfile), archivos);
    yield* copiarWal(dir, inicio.segmento, fin.segmento, archivos);
    await consultasSesionRespaldo.confirmar(cliente);
    manifiesto.actual = {
      ...manifiestoDeLaBase(base, servidor, migraciones, conteos),
      metodo: 'fisico',
      archivos,
      wal: { inicio: inicio.lsn, fin: fin.lsn },
    };
  } catch (error) {
    await consultasSesionRespaldo.revertir(cliente).catch(() => undefined);
    throw error;
  }
  await consultasSesionRespaldo.soltarRanura(cliente, ranura).catch(() => undefined);

  // La contraseña del embebido (DATA_DIR/postgres-password): sin ella la API no entra a la base restaurada.
  const password = await readFile(path.join(path.dirname(dir), ARCHIVO_PASSWORD)).catch(() => undefined);
  if (password) yield* entradaMemoria(ARCHIVO_PASSWORD, password, archivos);

  yield* entradaMemoria('manifiesto.json', Buffer.from(JSON.stringify(manifiesto.actual, null, 2)));
  yield FIN_TAR;
}

/** Candado SHARE sobre las tablas de public; ante un interbloqueo con una escritura, cede y reintenta. */
async function bloquearTablas(cliente: Client): Promise<void> {
  const tablas = await consultasSesionRespaldo.tablasPublicas(cliente);
  if (tablas.length === 0) return;
  for (let intento = 1; ; intento++) {
    try {
      await consultasSesionRespaldo.bloquearTablas(cliente, tablas);
      return;
    } catch (error) {
      const codigo = codigoDe(error);
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

/** Lo que `leer` devuelve, o undefined si lo leído ya no existe (PostgreSQL lo borró mientras se copiaba). */
async function siExiste<T>(leer: () => Promise<T>): Promise<T | undefined> {
  try {
    return await leer();
  } catch (error) {
    if (codigoDe(error) === 'ENOENT') return undefined;
    throw error;
  }
}

async function* copiarCarpeta(
  raiz: string,
  relativa: string,
  archivos: Record<string, string>,
): AsyncGenerator<Buffer> {
  const entradas = await siExiste(() => readdir(path.join(raiz, relativa), { withFileTypes: true }));
  if (!entradas) return;
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
  const archivo = await siExiste(() => open(origen, 'r'));
  if (!archivo) return;
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
