// La clave de los respaldos de las aplicaciones de prueba: una clave dada se resuelve una vez por registro de módulos;
// la del archivo de DATA_DIR, cada vez (una prueba puede crearla o cambiarla).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { huellaClave } from '../../src/sistema/cifrado';
import { claveRespaldosPrueba } from './clave-respaldos-prueba';

const respaldos = (clave: string | undefined, archivoClave: string) => ({
  respaldos: { hora: 1, clave, archivoClave, copiaDir: undefined },
});

describe('la clave de los respaldos de las aplicaciones de prueba', () => {
  let carpeta: string;
  beforeAll(async () => {
    carpeta = await mkdtemp(path.join(tmpdir(), 'cartera-clave-prueba-'));
  });
  afterAll(() => rm(carpeta, { recursive: true, force: true }));

  it('una clave dada se resuelve una sola vez: la segunda aplicación recibe la misma, con su huella', async () => {
    const clave = 'clave-dada-de-una-prueba-0123456789';
    const archivoClave = path.join(carpeta, 'no-se-lee.key');
    const primera = await claveRespaldosPrueba(respaldos(clave, archivoClave));
    const segunda = await claveRespaldosPrueba(respaldos(clave, archivoClave));
    expect(segunda).toBe(primera);
    expect(primera).toEqual({
      valor: clave,
      origen: 'entorno',
      archivo: null,
      huella: huellaClave(clave),
      generada: false,
    });
  });

  it('sin clave dada se lee el archivo cada vez: un cambio en él se ve en la siguiente aplicación', async () => {
    const archivoClave = path.join(carpeta, 'respaldos.key');
    await writeFile(archivoClave, 'primera-clave-del-archivo-0123\n', { mode: 0o600 });
    const antes = await claveRespaldosPrueba(respaldos(undefined, archivoClave));
    await writeFile(archivoClave, 'segunda-clave-del-archivo-0123\n', { mode: 0o600 });
    const despues = await claveRespaldosPrueba(respaldos(undefined, archivoClave));
    expect(antes.valor).toBe('primera-clave-del-archivo-0123');
    expect(despues.valor).toBe('segunda-clave-del-archivo-0123');
  });
});
