// Los archivos de respaldo de las pruebas (respaldos.e2e-spec.ts): una foto de la base (filas de cada tabla y un md5 de
// su dinero) para comparar antes y después de restaurar, un programa de la API en un proceso hijo (npm run restaurar,
// main.ts), y abrir, listar y alterar por dentro un respaldo cifrado como lo haría quien tiene la clave.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Transform } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { Client } from 'pg';
import { cifrar, descifrar } from '../../src/sistema/cifrado';
import { RAIZ_REPOSITORIO } from './entorno';

export const CLI = path.join(__dirname, '..', '..', 'src', 'sistema', 'restaurar.cli.ts');
export const MAIN = path.join(__dirname, '..', '..', 'src', 'main.ts');
export const REGISTRO_TS = path.join(__dirname, 'registrar-ts.cjs');
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export interface Foto {
  filas: Record<string, number>;
  dinero: Record<string, string>;
}

/** Filas de cada tabla de public y un md5 de las columnas de dinero (numeric) de cada tabla que las tiene. */
export async function fotografiar(url: string): Promise<Foto> {
  const cliente = new Client({ connectionString: url });
  await cliente.connect();
  try {
    const tablas = (
      await cliente.query<{ t: string }>(
        `SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
      )
    ).rows;
    const filas: Record<string, number> = {};
    for (const { t } of tablas)
      filas[t] = Number(
        (await cliente.query(`SELECT count(*) AS n FROM public.${cliente.escapeIdentifier(t)}`)).rows[0].n,
      );
    const columnas = (
      await cliente.query<{ t: string; cols: string[] }>(
        `SELECT table_name AS t, array_agg(column_name::text ORDER BY column_name) AS cols FROM information_schema.columns
         WHERE table_schema = 'public' AND data_type = 'numeric' GROUP BY table_name ORDER BY 1`,
      )
    ).rows;
    const dinero: Record<string, string> = {};
    for (const { t, cols } of columnas) {
      const fila = cols.map((c) => `${cliente.escapeIdentifier(c)}::text`).join(', ');
      dinero[t] = (
        await cliente.query(
          `SELECT md5(coalesce(string_agg(f, ';' ORDER BY f), '')) || ':' || count(*) AS h
           FROM (SELECT concat_ws('|', ${fila}) AS f FROM public.${cliente.escapeIdentifier(t)}) x`,
        )
      ).rows[0].h as string;
    }
    return { filas, dinero };
  } finally {
    await cliente.end();
  }
}

/** Un programa de la API (su entrada TypeScript) en un proceso hijo: su código de salida y lo que escribió. */
export function correr(
  programa: string,
  argumentos: string[],
  entorno: Record<string, string>,
): Promise<{ codigo: number | null; salida: string }> {
  return new Promise((resolver) => {
    const proceso = spawn(process.execPath, ['-r', REGISTRO_TS, programa, ...argumentos], {
      cwd: RAIZ_REPOSITORIO,
      env: { ...process.env, NODE_ENV: '', DATABASE_URL: '', RESPALDOS_CLAVE: '', ...entorno },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const salida: string[] = [];
    proceso.stdout.on('data', (d: Buffer) => salida.push(d.toString()));
    proceso.stderr.on('data', (d: Buffer) => salida.push(d.toString()));
    proceso.on('exit', (codigo) => resolver({ codigo, salida: salida.join('') }));
  });
}

/** npm run restaurar en un proceso hijo, con el DATA_DIR dado (donde busca la clave generada). */
export const restaurarCli = (argumentos: string[], dataDir: string) => correr(CLI, argumentos, { DATA_DIR: dataDir });

export const sha256 = (contenido: Buffer) => createHash('sha256').update(contenido).digest('hex');

export async function transformar(contenido: Buffer, transformacion: Transform): Promise<Buffer> {
  const partes: Buffer[] = [];
  for await (const parte of Readable.from([contenido]).pipe(transformacion)) partes.push(parte as Buffer);
  return Buffer.concat(partes);
}

/** El tar de un respaldo cifrado (lo que vería quien tiene la clave). */
export async function abrir(archivo: string, clave: string): Promise<Buffer> {
  return gunzipSync(await transformar(await readFile(archivo), descifrar(clave)));
}

/** Nombres de las entradas de un tar (cabeceras ustar de 512 bytes). */
export function entradasTar(tar: Buffer): string[] {
  const nombres: string[] = [];
  for (let posicion = 0; posicion + 512 <= tar.length; ) {
    const cabecera = tar.subarray(posicion, posicion + 512);
    if (cabecera.every((b) => b === 0)) break;
    const texto = (inicio: number, largo: number) =>
      cabecera.subarray(inicio, inicio + largo).toString('utf8').replace(/\0.*$/s, '');
    const prefijo = texto(345, 155);
    nombres.push(prefijo ? `${prefijo}/${texto(0, 100)}` : texto(0, 100));
    const tamano = parseInt(texto(124, 12).trim() || '0', 8);
    posicion += 512 + Math.ceil(tamano / 512) * 512;
  }
  return nombres;
}

/**
 * Copia un respaldo cifrado cambiando su contenido (dentro del tar) y lo vuelve a cifrar con la misma clave, con un
 * .sha256 que coincide con la copia: lo que haría alguien que tiene la clave y quiere colar un cambio.
 */
export async function alterarDentro(
  original: string,
  destino: string,
  clave: string,
  cambiar: (tar: Buffer) => void,
): Promise<void> {
  const tar = await abrir(original, clave);
  cambiar(tar);
  const nuevo = await transformar(gzipSync(tar, { level: 1 }), cifrar(clave));
  await writeFile(destino, nuevo);
  await writeFile(`${destino}.sha256`, `${sha256(nuevo)}  ${path.basename(destino)}\n`);
}

/** Cambia `de` por `a` (mismo largo) en la primera aparición dentro del tar. */
export function reemplazar(tar: Buffer, de: string, a: string): void {
  const posicion = tar.indexOf(de);
  if (posicion < 0 || de.length !== a.length) throw new Error(`No se encontró ${de}`);
  tar.write(a, posicion);
}
