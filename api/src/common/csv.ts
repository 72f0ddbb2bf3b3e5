/** Separa un CSV con comillas dobles (RFC 4180) en filas de celdas con el separador dado (`;` o `,`). */
export function partirCsv(texto: string, separador: string): string[][] {
  const filas: string[][] = [];
  let fila: string[] = [];
  let celda = '';
  let entreComillas = false;
  for (let i = 0; i < texto.length; i += 1) {
    const c = texto[i];
    if (entreComillas) {
      if (c === '"' && texto[i + 1] === '"') {
        celda += '"';
        i += 1;
      } else if (c === '"') entreComillas = false;
      else celda += c;
    } else if (c === '"') entreComillas = true;
    else if (c === separador) {
      fila.push(celda);
      celda = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && texto[i + 1] === '\n') i += 1;
      fila.push(celda);
      filas.push(fila);
      fila = [];
      celda = '';
    } else celda += c;
  }
  if (celda !== '' || fila.length > 0) {
    fila.push(celda);
    filas.push(fila);
  }
  return filas;
}

/**
 * Las filas de un archivo CSV subido: UTF-8 con o sin BOM y separador «;» o «,», el que más aparezca en la primera
 * línea (los bancos y Excel en Colombia usan «;» porque la coma es el decimal).
 */
export function filasDeArchivoCsv(contenido: Buffer): string[][] {
  const texto = contenido.toString('utf8').replace(/^\uFEFF/, '');
  const primera = texto.slice(0, texto.search(/\r?\n|$/));
  const separador = primera.split(';').length >= primera.split(',').length ? ';' : ',';
  return partirCsv(texto, separador);
}
