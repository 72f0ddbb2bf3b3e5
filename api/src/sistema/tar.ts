// Formato tar (ustar, POSIX.1-1988) mínimo para los respaldos: archivos y carpetas, sin enlaces. Se escribe y se lee
// en flujo, así un clúster de varios GB nunca pasa entero por la memoria, y `tar xzf` lo abre sin Cartera.
const BLOQUE = 512;

export type TipoEntradaTar = 'archivo' | 'carpeta';

export interface EntradaTar {
  nombre: string;
  tipo: TipoEntradaTar;
  tamano: number;
}

function escribirOctal(destino: Buffer, inicio: number, largo: number, valor: number): void {
  destino.write(valor.toString(8).padStart(largo - 1, '0') + '\0', inicio, largo, 'ascii');
}

/** Cabecera de 512 bytes. Los nombres de más de 100 bytes se parten en prefijo/nombre por una '/'. */
export function cabeceraTar(entrada: EntradaTar, modificado = new Date()): Buffer {
  const cabecera = Buffer.alloc(BLOQUE);
  let nombre =
    entrada.tipo === 'carpeta' && !entrada.nombre.endsWith('/') ? `${entrada.nombre}/` : entrada.nombre;
  let prefijo = '';
  if (Buffer.byteLength(nombre) > 100) {
    const corte = nombre.lastIndexOf('/', nombre.length - 2);
    prefijo = nombre.slice(0, corte);
    nombre = nombre.slice(corte + 1);
    if (corte < 0 || Buffer.byteLength(nombre) > 100 || Buffer.byteLength(prefijo) > 155)
      throw new Error(`Nombre demasiado largo para el respaldo: ${entrada.nombre}`);
  }
  cabecera.write(nombre, 0, 100, 'utf8');
  escribirOctal(cabecera, 100, 8, entrada.tipo === 'carpeta' ? 0o700 : 0o600);
  escribirOctal(cabecera, 108, 8, 0);
  escribirOctal(cabecera, 116, 8, 0);
  escribirOctal(cabecera, 124, 12, entrada.tipo === 'carpeta' ? 0 : entrada.tamano);
  escribirOctal(cabecera, 136, 12, Math.floor(modificado.getTime() / 1000));
  cabecera.write('        ', 148, 8, 'ascii');
  cabecera.write(entrada.tipo === 'carpeta' ? '5' : '0', 156, 1, 'ascii');
  cabecera.write('ustar\0' + '00', 257, 8, 'ascii');
  cabecera.write(prefijo, 345, 155, 'utf8');
  let suma = 0;
  for (const byte of cabecera) suma += byte;
  cabecera.write(suma.toString(8).padStart(6, '0') + '\0 ', 148, 8, 'ascii');
  return cabecera;
}

/** Ceros que completan el último bloque de un archivo de `tamano` bytes. */
export function rellenoTar(tamano: number): Buffer {
  const resto = tamano % BLOQUE;
  return Buffer.alloc(resto === 0 ? 0 : BLOQUE - resto);
}

/** Fin del archivo: dos bloques de ceros. */
export const FIN_TAR = Buffer.alloc(BLOQUE * 2);

function leerTexto(cabecera: Buffer, inicio: number, largo: number): string {
  const trozo = cabecera.subarray(inicio, inicio + largo);
  const fin = trozo.indexOf(0);
  return trozo.subarray(0, fin < 0 ? largo : fin).toString('utf8');
}

function leerCabecera(cabecera: Buffer): EntradaTar {
  let suma = 0;
  for (let i = 0; i < BLOQUE; i++) suma += i >= 148 && i < 156 ? 32 : cabecera[i];
  if (Number.parseInt(leerTexto(cabecera, 148, 8).trim(), 8) !== suma)
    throw new Error('El archivo no es un respaldo válido (cabecera tar dañada)');
  const prefijo = leerTexto(cabecera, 345, 155);
  const nombre = (prefijo ? `${prefijo}/` : '') + leerTexto(cabecera, 0, 100);
  const tipo = String.fromCharCode(cabecera[156]);
  if (tipo !== '0' && tipo !== '\0' && tipo !== '5')
    throw new Error(`El respaldo contiene una entrada no admitida (${nombre})`);
  if (nombre.split('/').includes('..') || nombre.startsWith('/'))
    throw new Error(`El respaldo contiene una ruta no admitida (${nombre})`);
  return {
    nombre: nombre.replace(/\/$/, ''),
    tipo: tipo === '5' ? 'carpeta' : 'archivo',
    tamano: Number.parseInt(leerTexto(cabecera, 124, 12).trim() || '0', 8),
  };
}

/** Lo que hace el lector con el contenido de un archivo del tar. */
export interface DestinoEntrada {
  escribir(trozo: Buffer): Promise<void> | void;
  cerrar(): Promise<void> | void;
}

/**
 * Recorre un tar (ya descomprimido) en flujo. `alEncontrar` recibe cada entrada y devuelve dónde va su contenido
 * (o nada, para saltarla). Un archivo truncado es un error.
 */
export async function leerTar(
  fuente: AsyncIterable<Buffer>,
  alEncontrar: (entrada: EntradaTar) => Promise<DestinoEntrada | undefined> | DestinoEntrada | undefined,
): Promise<void> {
  let pendiente: Buffer = Buffer.alloc(0);
  let estado: 'cabecera' | 'datos' | 'relleno' | 'fin' = 'cabecera';
  let restante = 0;
  let relleno = 0;
  let destino: DestinoEntrada | undefined;
  for await (const trozo of fuente) {
    pendiente = pendiente.length === 0 ? trozo : Buffer.concat([pendiente, trozo]);
    for (;;) {
      if (estado === 'fin') break;
      if (estado === 'cabecera') {
        if (pendiente.length < BLOQUE) break;
        const cabecera = pendiente.subarray(0, BLOQUE);
        pendiente = pendiente.subarray(BLOQUE);
        if (cabecera.every((byte) => byte === 0)) {
          estado = 'fin';
          break;
        }
        const entrada = leerCabecera(cabecera);
        destino = await alEncontrar(entrada);
        restante = entrada.tipo === 'archivo' ? entrada.tamano : 0;
        relleno = rellenoTar(restante).length;
        estado = 'datos';
      }
      if (estado === 'datos') {
        const parte = pendiente.subarray(0, Math.min(restante, pendiente.length));
        pendiente = pendiente.subarray(parte.length);
        restante -= parte.length;
        if (parte.length > 0 && destino) await destino.escribir(parte);
        if (restante > 0) break;
        await destino?.cerrar();
        destino = undefined;
        estado = 'relleno';
      }
      if (estado === 'relleno') {
        const saltar = Math.min(relleno, pendiente.length);
        pendiente = pendiente.subarray(saltar);
        relleno -= saltar;
        if (relleno > 0) break;
        estado = 'cabecera';
      }
    }
  }
  if (estado !== 'fin') throw new Error('El respaldo está incompleto (el archivo termina antes de tiempo)');
}
