/**
 * Los bytes de un documento de PDFKit. Se pide antes de escribir el contenido (PDFKit emite mientras escribe) y la
 * promesa se cumple cuando el documento termina con `end()`.
 */
export function bytesDelPdf(documento: PDFKit.PDFDocument): Promise<Buffer> {
  const partes: Buffer[] = [];
  documento.on('data', (parte: Buffer) => partes.push(parte));
  return new Promise<Buffer>((resolver, rechazar) => {
    documento.on('end', () => resolver(Buffer.concat(partes)));
    documento.on('error', rechazar);
  });
}
