// El manifiesto de un respaldo (manifiesto.json, al final del archivo) y lo que comparten la copia física
// (respaldo-fisico.ts) y el volcado (respaldo-pgdump.ts): las entradas del tar escritas desde memoria y los conteos de
// filas que la restauración compara.
import type { MetodoRespaldo, OrigenRespaldo } from '@cartera/dominio';
import { createHash } from 'node:crypto';
import type { Client } from 'pg';
import { consultasSesionRespaldo } from './respaldo.consultas';
import { cabeceraTar, rellenoTar } from './tar';

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

/** Lo que el manifiesto sabe antes de copiar nada. */
export type BaseManifiesto = Pick<Manifiesto, 'id' | 'aplicacion' | 'creado' | 'origen'>;

/** Lo que un manifiesto dice de la base copiada, sea cual sea el método: el servidor, las migraciones y las filas. */
export function manifiestoDeLaBase(
  base: BaseManifiesto,
  servidor: { mayor: number; version: string; baseDatos: string },
  migraciones: string[],
  conteos: Record<string, number>,
): Omit<Manifiesto, 'metodo' | 'archivos' | 'wal'> {
  return {
    formato: FORMATO_MANIFIESTO,
    ...base,
    postgres: { mayor: servidor.mayor, version: servidor.version },
    baseDatos: servidor.baseDatos,
    migraciones,
    conteos,
  };
}

/** La contraseña del PostgreSQL embebido, en DATA_DIR: sin ella la API no entra a la base restaurada. */
export const ARCHIVO_PASSWORD = 'postgres-password';
/** Sufijo de un archivo a medias (se renombra al terminar; los que quedan se borran antes del siguiente respaldo). */
export const SUFIJO_PARCIAL = '.parcial';
/** Tamaño de lectura y escritura de los archivos copiados. */
export const TROZO = 1024 * 1024;

/** Filas de cada tabla del esquema public, en la transacción en curso de `cliente`. */
export async function contarFilas(cliente: Client): Promise<Record<string, number>> {
  return consultasSesionRespaldo.contarFilas(cliente, await consultasSesionRespaldo.tablasPublicas(cliente));
}

/** Una entrada del tar con `contenido` (y su sha256 en `archivos`, si se pasa). */
export async function* entradaMemoria(
  nombre: string,
  contenido: Buffer,
  archivos?: Record<string, string>,
): AsyncGenerator<Buffer> {
  yield cabeceraTar({ nombre, tipo: 'archivo', tamano: contenido.length });
  yield contenido;
  yield rellenoTar(contenido.length);
  if (archivos) archivos[nombre] = createHash('sha256').update(contenido).digest('hex');
}
