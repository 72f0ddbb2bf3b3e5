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

/** Cómo se escribe una tabla del PDF: el ancho de cada columna, el alto de la fila y cuáles van a la derecha. */
export interface Tabla {
  anchos: readonly number[];
  alto: number;
  /** Las columnas alineadas a la derecha (los montos). */
  derecha: (columna: number) => boolean;
  /** Con bordes y margen en cada celda: una planilla que se llena a mano. */
  bordes?: boolean;
}

/**
 * Escribe una fila de la tabla en la posición actual del documento (en negrita, la de títulos o totales), en Helvetica
 * de 8 puntos, y pasa a una página nueva cuando la fila no cabe en la actual.
 */
export function filaDeTabla(documento: PDFKit.PDFDocument, { anchos, alto, derecha, bordes = false }: Tabla) {
  const x0 = documento.page.margins.left;
  const margen = bordes ? { x: 2, y: 4 } : { x: 0, y: 0 };
  return (valores: readonly string[], negrita = false) => {
    if (documento.y > documento.page.height - documento.page.margins.bottom - alto - 6) documento.addPage();
    const y = documento.y;
    documento.font(negrita ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    let x = x0;
    valores.forEach((valor, i) => {
      const ancho = anchos[i] ?? 0;
      const align = derecha(i) ? 'right' : 'left';
      documento.text(valor, x + margen.x, y + margen.y, {
        width: ancho - 4,
        align,
        lineBreak: false,
        ellipsis: bordes,
      });
      if (bordes) documento.rect(x, y, ancho, alto).stroke('#999999');
      x += ancho;
    });
    documento.x = x0;
    documento.y = y + alto;
  };
}
