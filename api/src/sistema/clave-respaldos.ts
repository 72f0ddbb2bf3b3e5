// La clave que cifra los respaldos (docs/decisiones/respaldos.md, «Cifrados por defecto»): RESPALDOS_CLAVE o, sin
// ella (fuera de producción: leerConfiguracion la exige ahí), una generada en el primer arranque y guardada en
// DATA_DIR/claves/respaldos.key. Esa carpeta no está en lo que se respalda (la copia física es de DATA_DIR/postgres
// más postgres-password) ni en las carpetas de respaldos (DATA_DIR/respaldos, RESPALDOS_COPIA_DIR): la clave nunca
// viaja con los respaldos que abre.
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { huellaClave } from './cifrado';
import type { ClaveRespaldosResuelta, Configuracion } from '../config/configuracion';
import { codigoDe } from '@cartera/dominio';

/** Largo mínimo de la clave de los respaldos (el mismo que exige RESPALDOS_CLAVE). */
const LARGO_MINIMO = 16;

/** La clave de los respaldos; la genera (32 bytes aleatorios, archivo 600 en una carpeta 700) si no hay ninguna. */
export async function resolverClaveRespaldos(
  config: Pick<Configuracion, 'respaldos'>,
): Promise<ClaveRespaldosResuelta> {
  const { clave, archivoClave } = config.respaldos;
  if (clave) return { valor: clave, origen: 'entorno', archivo: null, huella: huellaClave(clave), generada: false };
  const existente = await leerArchivoClave(archivoClave);
  if (existente !== undefined) {
    await chmod(archivoClave, 0o600);
    return {
      valor: existente,
      origen: 'archivo',
      archivo: archivoClave,
      huella: huellaClave(existente),
      generada: false,
    };
  }
  const carpeta = path.dirname(archivoClave);
  await mkdir(carpeta, { recursive: true, mode: 0o700 });
  await chmod(carpeta, 0o700);
  const valor = randomBytes(32).toString('base64url');
  try {
    await writeFile(archivoClave, contenidoArchivoClave(valor, archivoClave), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Otro proceso la generó a la vez: se usa la suya.
    if (codigoDe(error) === 'EEXIST') return resolverClaveRespaldos(config);
    throw error;
  }
  return { valor, origen: 'archivo', archivo: archivoClave, huella: huellaClave(valor), generada: true };
}

/**
 * La clave de un archivo de clave (el generado, o el que se indica al restaurar con --clave-archivo): la única línea
 * que no es comentario. `undefined` si el archivo no existe; un archivo sin una clave válida es un error.
 */
export async function leerArchivoClave(archivo: string): Promise<string | undefined> {
  let texto: string;
  try {
    texto = await readFile(archivo, 'utf8');
  } catch (error) {
    if (codigoDe(error) === 'ENOENT') return undefined;
    throw error;
  }
  const lineas = texto
    .split(/\r?\n/)
    .map((linea) => linea.trim())
    .filter((linea) => linea !== '' && !linea.startsWith('#'));
  if (lineas.length !== 1 || lineas[0].length < LARGO_MINIMO)
    throw new Error(
      `El archivo de la clave de los respaldos ${archivo} no tiene una clave válida (una sola línea de al menos ${LARGO_MINIMO} caracteres, además de los comentarios con #). Recupérelo de la copia que guardó fuera de este computador; si no hay ningún respaldo que necesite abrir, bórrelo y Cartera generará otra clave.`,
    );
  return lineas[0];
}

function contenidoArchivoClave(valor: string, archivo: string): string {
  return [
    '# Clave de los respaldos de Cartera: cifra cada respaldo (AES-256-GCM).',
    `# Generada el ${new Date().toISOString()} en ${archivo}.`,
    '# Sin esta clave no se puede restaurar ningún respaldo. Guarde una copia de este archivo fuera de este computador',
    '# (un gestor de contraseñas, una memoria USB guardada aparte) y confírmelo en Configuración > Sistema > Respaldos.',
    '# Para restaurar en otro computador: npm run restaurar -- <respaldo> --clave-archivo <copia de este archivo>',
    valor,
    '',
  ].join('\n');
}

/** Una clave con la que la restauración intenta abrir un respaldo cifrado, y de dónde salió (para los mensajes). */
export interface ClaveParaRestaurar {
  valor: string;
  fuente: string;
}

/**
 * Las claves que prueba `npm run restaurar`, en orden: la del archivo de --clave-archivo, si se indicó (y ninguna
 * otra); si no, RESPALDOS_CLAVE y la del archivo generado de este DATA_DIR, si existe. Así un respaldo hecho con la
 * clave generada se restaura sin indicar nada en el mismo computador, también después de pasar a RESPALDOS_CLAVE.
 */
export async function clavesParaRestaurar(opciones: {
  archivoIndicado?: string;
  clave?: string;
  archivoClave: string;
}): Promise<ClaveParaRestaurar[]> {
  if (opciones.archivoIndicado !== undefined) {
    const archivo = path.resolve(opciones.archivoIndicado);
    const valor = await leerArchivoClave(archivo);
    if (valor === undefined) throw new Error(`No existe el archivo de la clave ${archivo} (--clave-archivo).`);
    return [{ valor, fuente: `el archivo ${archivo}` }];
  }
  const claves: ClaveParaRestaurar[] = [];
  if (opciones.clave) claves.push({ valor: opciones.clave, fuente: 'RESPALDOS_CLAVE' });
  const generada = await leerArchivoClave(opciones.archivoClave);
  if (generada !== undefined && generada !== opciones.clave)
    claves.push({ valor: generada, fuente: `el archivo ${opciones.archivoClave}` });
  return claves;
}
