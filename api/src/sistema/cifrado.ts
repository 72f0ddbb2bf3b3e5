// Cifrado de los respaldos: AES-256-GCM sobre el .tar.gz entero, en flujo. La clave es RESPALDOS_CLAVE o la que
// Cartera generó en DATA_DIR/claves/respaldos.key (sistema/clave-respaldos.ts).
// Formato: «CARTERA-CIFRADO-1\n», sal (16 bytes), IV (12), texto cifrado, etiqueta GCM (16). La clave del cifrado
// sale de la clave de los respaldos con scrypt y la sal de cada archivo: la misma clave nunca repite clave+IV.
import { createCipheriv, createDecipheriv, randomBytes, scryptSync, type DecipherGCM } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

export const MARCA_CIFRADO = Buffer.from('CARTERA-CIFRADO-1\n', 'ascii');
const LARGO_SAL = 16;
const LARGO_IV = 12;
const LARGO_ETIQUETA = 16;

function derivarClave(clave: string, sal: Buffer): Buffer {
  return scryptSync(clave, sal, 32, { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
}

const SAL_HUELLA = Buffer.from('cartera-respaldos-huella-1', 'ascii');

/**
 * Identifica una clave sin revelarla: el mismo scrypt que cifra, con una sal fija propia (adivinar la clave a partir
 * de la huella cuesta lo mismo que a partir de un respaldo cifrado). 64 caracteres hexadecimales.
 */
export function huellaClave(clave: string): string {
  return derivarClave(clave, SAL_HUELLA).toString('hex');
}

export function esCifrado(inicio: Buffer): boolean {
  return inicio.subarray(0, MARCA_CIFRADO.length).equals(MARCA_CIFRADO);
}

export function cifrar(clave: string): Transform {
  const sal = randomBytes(LARGO_SAL);
  const iv = randomBytes(LARGO_IV);
  const cifrador = createCipheriv('aes-256-gcm', derivarClave(clave, sal), iv);
  let cabeceraEnviada = false;
  return new Transform({
    transform(trozo: Buffer, _codificacion, listo: TransformCallback) {
      if (!cabeceraEnviada) {
        this.push(Buffer.concat([MARCA_CIFRADO, sal, iv]));
        cabeceraEnviada = true;
      }
      listo(null, cifrador.update(trozo));
    },
    flush(listo: TransformCallback) {
      if (!cabeceraEnviada) this.push(Buffer.concat([MARCA_CIFRADO, sal, iv]));
      this.push(cifrador.final());
      listo(null, cifrador.getAuthTag());
    },
  });
}

export const MENSAJE_CLAVE_INCORRECTA =
  'No se pudo descifrar el respaldo: la clave no es la correcta o el archivo fue alterado.';

/** Descifra en flujo; guarda siempre los últimos 16 bytes, que son la etiqueta GCM, y la comprueba al final. */
export function descifrar(clave: string): Transform {
  let cabecera = Buffer.alloc(0);
  let descifrador: DecipherGCM | undefined;
  let cola = Buffer.alloc(0);
  const largoCabecera = MARCA_CIFRADO.length + LARGO_SAL + LARGO_IV;
  return new Transform({
    transform(trozo: Buffer, _codificacion, listo: TransformCallback) {
      let datos = trozo;
      if (!descifrador) {
        cabecera = Buffer.concat([cabecera, datos]);
        if (cabecera.length < largoCabecera) return listo();
        if (!esCifrado(cabecera)) return listo(new Error('El archivo no es un respaldo cifrado de Cartera'));
        const sal = cabecera.subarray(MARCA_CIFRADO.length, MARCA_CIFRADO.length + LARGO_SAL);
        const iv = cabecera.subarray(MARCA_CIFRADO.length + LARGO_SAL, largoCabecera);
        descifrador = createDecipheriv('aes-256-gcm', derivarClave(clave, sal), iv);
        datos = cabecera.subarray(largoCabecera);
      }
      cola = Buffer.concat([cola, datos]);
      if (cola.length <= LARGO_ETIQUETA) return listo();
      const listos = cola.subarray(0, cola.length - LARGO_ETIQUETA);
      cola = cola.subarray(cola.length - LARGO_ETIQUETA);
      listo(null, descifrador.update(listos));
    },
    flush(listo: TransformCallback) {
      if (!descifrador || cola.length !== LARGO_ETIQUETA) return listo(new Error(MENSAJE_CLAVE_INCORRECTA));
      try {
        descifrador.setAuthTag(cola);
        listo(null, descifrador.final());
      } catch {
        listo(new Error(MENSAJE_CLAVE_INCORRECTA));
      }
    },
  });
}
