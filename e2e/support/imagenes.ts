// Images for the browser tests' uploads (a client's photo, a receipt).
import { deflateSync } from 'node:zlib';

/** A real PNG of `ancho`×`alto` with a gradient: bigger than 800 px, so the browser has to reduce it. */
export function png(ancho: number, alto: number): Buffer {
  const tabla = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (datos: Buffer) => {
    let c = 0xffffffff;
    for (const byte of datos) c = tabla[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const bloque = (tipo: string, datos: Buffer) => {
    const cabecera = Buffer.alloc(4);
    cabecera.writeUInt32BE(datos.length);
    const cuerpo = Buffer.concat([Buffer.from(tipo, 'latin1'), datos]);
    const suma = Buffer.alloc(4);
    suma.writeUInt32BE(crc(cuerpo));
    return Buffer.concat([cabecera, cuerpo, suma]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(ancho, 0);
  ihdr.writeUInt32BE(alto, 4);
  ihdr[8] = 8;
  ihdr[9] = 2; // RGB
  const filas = Buffer.alloc((ancho * 3 + 1) * alto);
  for (let y = 0; y < alto; y += 1) {
    const inicio = y * (ancho * 3 + 1);
    for (let x = 0; x < ancho; x += 1) {
      filas[inicio + 1 + x * 3] = (x * 255) / ancho;
      filas[inicio + 2 + x * 3] = (y * 255) / alto;
      filas[inicio + 3 + x * 3] = 120;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    bloque('IHDR', ihdr),
    bloque('IDAT', deflateSync(filas)),
    bloque('IEND', Buffer.alloc(0)),
  ]);
}
