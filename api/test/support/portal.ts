// El portal que sirve la API (PORTAL_DIR) en las pruebas: una carpeta temporal con los archivos de una construcción y
// la aplicación del archivo encima, sin repetir en cada archivo la carpeta, sus archivos, la apertura y el cierre.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { usarAppPrueba } from './app-del-archivo';
import type { AppPrueba } from './app-prueba';

/** Los archivos del portal: ruta relativa a la carpeta → contenido. */
export type ArchivosPortal = Record<string, string | Buffer>;

/**
 * Registra la carpeta `<tmpdir>/<prefijo>XXXXXX` con `archivos`, la aplicación con PORTAL_DIR en ella (y `entorno`) y
 * su cierre; devuelve la aplicación, que se usa desde el primer beforeAll.
 */
export function usarPortal(prefijo: string, archivos: ArchivosPortal, entorno: Record<string, string> = {}): AppPrueba {
  let carpeta = '';
  beforeAll(async () => {
    carpeta = await mkdtemp(path.join(tmpdir(), prefijo));
    for (const [ruta, contenido] of Object.entries(archivos)) {
      const destino = path.join(carpeta, ruta);
      await mkdir(path.dirname(destino), { recursive: true });
      await writeFile(destino, contenido);
    }
  });
  const { prueba } = usarAppPrueba({ entorno: () => ({ ...entorno, PORTAL_DIR: carpeta }) });
  afterAll(() => rm(carpeta, { recursive: true, force: true }));
  return prueba;
}
