// La base restaurada (restaurar.ts): sus filas contra las del manifiesto, el registro del respaldo completado y, para
// un respaldo de pg_dump, la restauración con pg_restore en una base vacía.
import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { contarFilas, mensajePgDumpInadecuado, type Manifiesto } from './respaldo';
import { argumentosConexion, correrHerramientaPg } from './herramientas-pg';
import { consultasSesionRespaldo } from './respaldo.consultas';
import { sha256DeArchivo } from './restaurar.archivo';
import { ErrorRestauracion, type OpcionesRestaurar, type ResultadoRestaurar } from './restaurar.tipos';

const ejecutar = promisify(execFile);

export async function compararConteos(url: string, manifiesto: Manifiesto): Promise<Record<string, number>> {
  const cliente = new Client({ connectionString: url });
  await cliente.connect();
  try {
    const conteos = await contarFilas(cliente);
    const tablas = new Set([...Object.keys(conteos), ...Object.keys(manifiesto.conteos)]);
    const distintas = [...tablas].filter((t) => conteos[t] !== manifiesto.conteos[t]);
    if (distintas.length > 0)
      throw new ErrorRestauracion(
        `La base restaurada arrancó pero sus filas no coinciden con el manifiesto en ${distintas
          .map((t) => `${t} (${conteos[t] ?? 'sin tabla'} ≠ ${manifiesto.conteos[t] ?? 'sin tabla'})`)
          .join(', ')}. No la use; conserve el respaldo y revise el disco.`,
      );
    return conteos;
  } finally {
    await cliente.end();
  }
}

/**
 * En la base restaurada, el registro de este respaldo quedó «en curso» (se copió mientras se hacía): se completa con
 * los datos del archivo, que ya se verificaron.
 */
export async function marcarRestaurado(url: string, manifiesto: Manifiesto, archivo: string): Promise<void> {
  const cliente = new Client({ connectionString: url });
  await cliente.connect();
  try {
    const { size } = await stat(archivo);
    // Los de antes de una migración no tienen registro (id null): nada que completar.
    if (manifiesto.id !== null)
      await consultasSesionRespaldo.completarRestaurado(cliente, manifiesto.id, {
        metodo: manifiesto.metodo,
        nombre: path.basename(archivo),
        tamano: size,
        sha256: await sha256DeArchivo(archivo),
      });
  } finally {
    await cliente.end();
  }
}

/** Un respaldo de pg_dump (DATABASE_URL) en una base vacía, con pg_restore del PATH de la versión del servidor o más nuevo. */
export async function restaurarVolcado(
  manifiesto: Manifiesto,
  temporal: string,
  opciones: OpcionesRestaurar,
  avisar: (mensaje: string) => void,
): Promise<ResultadoRestaurar> {
  if (!opciones.url)
    throw new ErrorRestauracion(
      'Es un respaldo de pg_dump (DATABASE_URL): indique la base vacía de destino con DATABASE_URL o --url.',
    );
  const { stdout } = await ejecutar('pg_restore', ['--version']).catch(() => ({ stdout: '' }));
  const version = /(\d+)/.exec(stdout)?.[1];
  if (version === undefined || Number(version) < manifiesto.postgres.mayor)
    throw new ErrorRestauracion(
      mensajePgDumpInadecuado(
        'pg_restore',
        version === undefined ? undefined : Number(version),
        manifiesto.postgres.mayor,
      ),
    );
  const cliente = new Client({ connectionString: opciones.url });
  await cliente.connect();
  try {
    if ((await consultasSesionRespaldo.tablasDeUsuario(cliente)) > 0)
      throw new ErrorRestauracion('La base de destino no está vacía: cree una base nueva y restaure ahí.');
    await correrHerramientaPg(
      'pg_restore',
      [
        '--no-owner',
        // Sin GRANT: el rol de la API no existe en otro servidor; sus permisos los da el arranque (database/rol-api.ts).
        '--no-privileges',
        '--exit-on-error',
        ...argumentosConexion(cliente),
        '-d',
        cliente.database ?? 'postgres',
        path.join(temporal, 'dump', 'cartera.dump'),
      ],
      cliente,
      (codigo, salida) => new ErrorRestauracion(`pg_restore falló (código ${codigo}): ${salida}`),
    );
  } finally {
    await cliente.end();
  }
  const conteos = await compararConteos(opciones.url, manifiesto);
  avisar(
    `Volcado restaurado; las filas de ${Object.keys(conteos).length} tablas coinciden con el manifiesto.`,
  );
  return { manifiesto, conteos };
}
