// El cliente del portal compila contra el OpenAPI de la API (docs/decisiones/cliente-generado.md):
// packages/plataforma/src/api/esquema-api.ts es lo que openapi-typescript saca de /api/docs-json. Si una ruta cambia
// lo que declara sin `npm run api:tipos`, falla aquí.
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { usarAppPrueba } from './support/app-del-archivo';

const ARCHIVO_CLIENTE = path.resolve(__dirname, '../../packages/plataforma/src/api/esquema-api.ts');

/** openapi-typescript sobre el documento, en su proceso (support/openapi-a-typescript.mjs). */
function aTypescript(documento: string): Promise<string> {
  return new Promise((resolver, rechazar) => {
    const hijo = execFile(
      process.execPath,
      [path.join(__dirname, 'support/openapi-a-typescript.mjs')],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, salida) => (error ? rechazar(error) : resolver(salida)),
    );
    hijo.stdin?.end(documento);
  });
}

const CABECERA = `// Generado por \`npm run api:tipos\` (api/test/cliente-generado.e2e-spec.ts) desde el OpenAPI de la API con
// openapi-typescript: no se edita a mano. Las pantallas lo usan a través del cliente tipado (cliente.ts).
`;

describe('cliente generado del OpenAPI', () => {

  const { prueba } = usarAppPrueba();

  it('esquema-api.ts es el del OpenAPI de hoy (npm run api:tipos lo regenera)', async () => {
    const documento = await prueba.app.inject({ method: 'GET', url: '/api/docs-json' });
    expect(documento.statusCode).toBe(200);
    const generado = CABECERA + (await aTypescript(documento.body));
    if (process.env.ACTUALIZAR_CLIENTE === '1') await writeFile(ARCHIVO_CLIENTE, generado);
    const enLaApi = generado.split('\n');
    const guardado = (await readFile(ARCHIVO_CLIENTE, 'utf8').catch(() => '')).split('\n');
    const lineas = Math.max(enLaApi.length, guardado.length);
    const distinta = Array.from({ length: lineas }, (_, i) => i).find((i) => enLaApi[i] !== guardado[i]);
    if (distinta !== undefined) {
      throw new Error(
        `packages/plataforma/src/api/esquema-api.ts no es el del OpenAPI (línea ${distinta + 1}: «${enLaApi[distinta] ?? ''}» ` +
          `en la API, «${guardado[distinta] ?? ''}» en el archivo): corra npm run api:tipos`,
      );
    }
  });
});
