// Las filas de un CSV como lo escribe la API (common/exportes.ts): BOM, `;`, CRLF, y entre comillas dobles el texto
// que lleva `;`, comillas o un salto de línea. Lo leen las pruebas del exporte contable aquí y en el navegador
// (e2e/tests/contabilidad.test.ts).
export function filasCsv(texto: string): string[][] {
  const sinBom = texto.replace(/^\uFEFF/, '');
  const filas: string[][] = [];
  let fila: string[] = [];
  let campo = '';
  let entreComillas = false;
  for (let i = 0; i < sinBom.length; i++) {
    const caracter = sinBom[i];
    if (entreComillas) {
      if (caracter === '"' && sinBom[i + 1] === '"') {
        campo += '"';
        i++;
      } else if (caracter === '"') entreComillas = false;
      else campo += caracter;
    } else if (caracter === '"') entreComillas = true;
    else if (caracter === ';') {
      fila.push(campo);
      campo = '';
    } else if (caracter === '\r' && sinBom[i + 1] === '\n') {
      filas.push([...fila, campo]);
      fila = [];
      campo = '';
      i++;
    } else campo += caracter;
  }
  if (campo !== '' || fila.length) filas.push([...fila, campo]);
  return filas;
}
