// Una carpeta temporal de un describe: se crea antes de sus pruebas y se borra después, sin repetir en cada archivo el
// mismo beforeAll y afterAll.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Registra la carpeta (`<tmpdir>/<prefijo>XXXXXX`) y devuelve cómo leerla dentro de las pruebas: `carpeta()`. */
export function usarCarpetaTemporal(prefijo: string): () => string {
  let carpeta: string | undefined;
  beforeAll(() => {
    carpeta = mkdtempSync(path.join(tmpdir(), prefijo));
  });
  afterAll(() => {
    if (carpeta) rmSync(carpeta, { recursive: true, force: true });
  });
  return () => {
    if (!carpeta) throw new Error('La carpeta temporal se crea en el beforeAll: úsela dentro de una prueba');
    return carpeta;
  };
}
