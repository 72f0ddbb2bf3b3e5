// Lo que se comprueba del archivo de un respaldo antes de tocar nada (restaurar.ts, pasos 1 y 2): su sha256 contra el
// de <archivo>.sha256 (o --sha256) y, si está cifrado, la primera clave que lo abre entero (la etiqueta GCM).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { descifrar } from './cifrado';
import { SUFIJO_SHA256 } from './respaldo';
import { ErrorRestauracion, type OpcionesRestaurar } from './restaurar.tipos';

export async function sha256Esperado(archivo: string, indicado: string | undefined): Promise<string> {
  if (indicado) {
    if (!/^[0-9a-f]{64}$/i.test(indicado))
      throw new ErrorRestauracion('--sha256 debe tener 64 caracteres hexadecimales');
    return indicado.toLowerCase();
  }
  const texto = await readFile(`${archivo}${SUFIJO_SHA256}`, 'utf8').catch(() => undefined);
  const valor = texto?.trim().split(/\s+/)[0];
  if (!valor || !/^[0-9a-f]{64}$/.test(valor))
    throw new ErrorRestauracion(
      `No se encontró ${path.basename(archivo)}${SUFIJO_SHA256} al lado del archivo. Indique el sha256 que muestra Configuración → Sistema → Respaldos con --sha256 <valor>.`,
    );
  return valor;
}

export async function sha256DeArchivo(archivo: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const trozo of createReadStream(archivo)) hash.update(trozo);
  return hash.digest('hex');
}

/** Mensaje de un respaldo cifrado sin ninguna clave a mano. */
export function mensajeSinClave(archivoClave?: string): string {
  return (
    `El respaldo está cifrado y no se encontró su clave${archivoClave ? ` (no hay RESPALDOS_CLAVE ni ${archivoClave})` : ''}. ` +
    'Es la clave que Cartera generó en DATA_DIR/claves/respaldos.key del computador donde se hizo el respaldo, o la de ' +
    'RESPALDOS_CLAVE: indique la copia que guardó con --clave-archivo <archivo> (o defina RESPALDOS_CLAVE). Sin ella el ' +
    'respaldo no se puede restaurar.'
  );
}

/** La primera de las claves dadas que abre el respaldo (etiqueta GCM verificada con una pasada completa). */
export async function elegirClave(
  archivo: string,
  opciones: OpcionesRestaurar,
  avisar: (mensaje: string) => void,
): Promise<string> {
  const claves = opciones.claves ?? [];
  if (claves.length === 0) throw new ErrorRestauracion(mensajeSinClave(opciones.archivoClave));
  for (const { valor, fuente } of claves) {
    if (await abreConClave(archivo, valor)) {
      avisar(`Clave verificada: ${fuente}.`);
      return valor;
    }
  }
  throw new ErrorRestauracion(
    `No se pudo descifrar el respaldo con la clave de ${claves.map((c) => c.fuente).join(' ni con la de ')}: no es la ` +
      'clave con la que se hizo o el archivo fue alterado. Si el respaldo viene de otro computador, use la clave de ése ' +
      '(--clave-archivo <archivo> o RESPALDOS_CLAVE).',
  );
}

async function abreConClave(archivo: string, clave: string): Promise<boolean> {
  const descartar = new Writable({ write: (_trozo, _codificacion, listo) => listo() });
  try {
    await pipeline(createReadStream(archivo), descifrar(clave), descartar);
    return true;
  } catch {
    return false;
  }
}

export async function leerInicio(archivo: string): Promise<Buffer> {
  const manejador = await open(archivo, 'r');
  try {
    const inicio = Buffer.alloc(64);
    const { bytesRead } = await manejador.read(inicio, 0, inicio.length, 0);
    return inicio.subarray(0, bytesRead);
  } finally {
    await manejador.close();
  }
}
