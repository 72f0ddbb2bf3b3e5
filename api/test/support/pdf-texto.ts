import { inflateSync } from 'node:zlib';

/** Texto de un PDF de pdfkit: descomprime cada stream y une las cadenas hexadecimales de sus operadores TJ. */
export function textoDePdf(pdf: Buffer): string {
  const crudo = pdf.toString('latin1');
  const partes: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let m = streams.exec(crudo); m; m = streams.exec(crudo)) {
    let contenido: string;
    try {
      contenido = inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
    } catch {
      contenido = m[1];
    }
    for (const arreglo of contenido.matchAll(/\[((?:[^\]])*)\]\s*TJ/g)) {
      const texto = [...arreglo[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join('');
      partes.push(texto);
    }
  }
  return partes.join('\n');
}
