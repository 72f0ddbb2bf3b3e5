// El respaldo con DATABASE_URL (respaldo.ts): `pg_dump -Fc` del PATH si su versión mayor es ≥ la del servidor.
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Client } from 'pg';
import { argumentosConexion, correrHerramientaPg } from './herramientas-pg';
import { consultasSesionRespaldo } from './respaldo.consultas';
import {
  contarFilas,
  entradaMemoria,
  manifiestoDeLaBase,
  SUFIJO_PARCIAL,
  TROZO,
  type BaseManifiesto,
  type Manifiesto,
} from './respaldo.manifiesto';
import { cabeceraTar, FIN_TAR, rellenoTar } from './tar';

/** Con DATABASE_URL no hay un pg_dump (o pg_restore) de la versión del servidor. */
export class ErrorHerramientaPostgres extends Error {
  constructor(mensaje: string) {
    super(mensaje);
    this.name = 'ErrorHerramientaPostgres';
  }
}

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
  const { mayor } = await consultasSesionRespaldo.servidor(cliente);
  const version = await versionMayorPgDump();
  if (version === undefined || version < mayor)
    throw new ErrorHerramientaPostgres(mensajePgDumpInadecuado('pg_dump', version, mayor));
}

/**
 * El contenido del respaldo con DATABASE_URL: `pg_dump -Fc` de una instantánea exportada (las filas contadas y las
 * volcadas son las mismas) y el manifiesto (que queda también en `manifiesto.actual`).
 */
export async function contenidoPgDump(
  cliente: Client,
  carpeta: string,
  base: BaseManifiesto,
  manifiesto: { actual?: Manifiesto },
  temporales: string[],
): Promise<AsyncIterable<Buffer>> {
  const servidor = await consultasSesionRespaldo.servidor(cliente);
  await comprobarPgDump(cliente);
  const volcado = path.join(carpeta, `.volcado-${randomBytes(6).toString('hex')}.dump${SUFIJO_PARCIAL}`);
  temporales.push(volcado);
  // Una instantánea exportada: las filas contadas y las que vuelca pg_dump son las mismas.
  await consultasSesionRespaldo.empezar(cliente, true);
  try {
    const instantanea = await consultasSesionRespaldo.exportarInstantanea(cliente);
    const conteos = await contarFilas(cliente);
    const migraciones = await consultasSesionRespaldo.migraciones(cliente);
    await volcar(cliente, volcado, instantanea);
    await consultasSesionRespaldo.confirmar(cliente);
    const hash = createHash('sha256');
    for await (const trozo of createReadStream(volcado)) hash.update(trozo);
    manifiesto.actual = {
      ...manifiestoDeLaBase(base, servidor, migraciones, conteos),
      metodo: 'pg_dump',
      archivos: { 'dump/cartera.dump': hash.digest('hex') },
    };
  } catch (error) {
    await consultasSesionRespaldo.revertir(cliente).catch(() => undefined);
    throw error;
  }
  const actual = manifiesto.actual;
  return (async function* () {
    const { size } = await stat(volcado);
    yield cabeceraTar({ nombre: 'dump/cartera.dump', tipo: 'archivo', tamano: size });
    for await (const trozo of createReadStream(volcado, { highWaterMark: TROZO })) yield trozo;
    yield rellenoTar(size);
    yield* entradaMemoria('manifiesto.json', Buffer.from(JSON.stringify(actual, null, 2)));
    yield FIN_TAR;
  })();
}

function volcar(cliente: Client, destino: string, instantanea: string): Promise<void> {
  return correrHerramientaPg(
    'pg_dump',
    [
      '-Fc',
      '--no-owner',
      // Sin GRANT: el rol de la API no existe en otro servidor; sus permisos los da el arranque (database/rol-api.ts).
      '--no-privileges',
      // Con las políticas activas y app.oficinas=todas (herramientas-pg.ts): sin esto, pg_dump corre con
      // row_security = off y un dueño que no es superusuario falla en cada tabla con FORCE ROW LEVEL SECURITY.
      '--enable-row-security',
      `--snapshot=${instantanea}`,
      '-f',
      destino,
      ...argumentosConexion(cliente),
      cliente.database ?? 'postgres',
    ],
    cliente,
    (codigo, salida) => new Error(`pg_dump terminó con código ${codigo}: ${salida}`),
  );
}
