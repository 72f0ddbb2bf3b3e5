// `npm run dev` in the browser: the shell served by `rsbuild dev` (unbuilt, with hot reload) starts Module Federation,
// signs in with the demo account and draws the dashboard with the data of the tests' API, reached through the dev
// server's /api proxy (PORT). A build-only option of the shared modules once left this portal blank: the federation
// runtime threw `require_runtime.__exportAll is not a function` before React rendered anything. The dev server also
// serves index.html's first script with the screens of the registry written in (shell/primeros-scripts.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { PANTALLAS } from '@cartera/plataforma/pantallas';
import { CUENTAS, PUERTO, RAIZ } from '../support/entorno';
import { entrar, esperarVisible, iniciarSesion, prueba } from '../support/navegador';

let servidor: ChildProcess | undefined;
let url = '';
const salida: string[] = [];

function puertoLibre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const sonda = net.createServer();
    sonda.once('error', reject);
    sonda.listen(0, '127.0.0.1', () => {
      const { port } = sonda.address() as net.AddressInfo;
      sonda.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  const puerto = await puertoLibre();
  url = `http://localhost:${puerto}`;
  servidor = spawn(
    path.join(RAIZ, 'node_modules', '.bin', 'rsbuild'),
    ['dev', '--port', String(puerto), '--strict-port'],
    {
      cwd: path.join(RAIZ, 'shell'),
      env: { ...process.env, PORT: String(PUERTO), NODE_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  const listo = new Promise<void>((resolve, reject) => {
    for (const flujo of [servidor?.stdout, servidor?.stderr]) {
      if (!flujo) continue;
      readline.createInterface({ input: flujo }).on('line', (linea) => {
        salida.push(linea);
        if (/ready\s+built in/.test(linea)) resolve();
      });
    }
    servidor?.once('exit', (codigo) =>
      reject(new Error(`rsbuild dev terminó con ${codigo} antes de estar listo:\n${salida.join('\n')}`)),
    );
  });
  await listo;
}, 180_000);

afterAll(async () => {
  const pid = servidor?.pid;
  if (!servidor || pid === undefined || servidor.exitCode !== null || servidor.signalCode !== null) return;
  const fin = new Promise((resolve) => servidor?.once('exit', resolve));
  process.kill(-pid, 'SIGTERM');
  await fin;
});

describe('npm run dev', () => {
  prueba(
    'el shell sin construir arranca Module Federation, entra y pinta el dashboard con los datos de la API',
    async ({ page }) => {
      const errores: string[] = [];
      page.on('pageerror', (error) => errores.push(error.message));
      await iniciarSesion(page, CUENTAS.admin);
      await esperarVisible(
        page.locator('.ant-table-row').filter({ hasText: '$' }),
        'una fila de «Últimos Préstamos» llegada por el proxy',
      );
      const federacion = await page.evaluate(() => {
        const global = (window as { __FEDERATION__?: { __INSTANCES__?: Array<{ name: string }> } })
          .__FEDERATION__;
        return (global?.__INSTANCES__ ?? []).map((instancia) => instancia.name);
      });
      expect(federacion).toContain('shell');
      expect(errores).toEqual([]);
    },
    180_000,
    () => url,
  );

  prueba(
    'con sesión, el primer script de la página pinta el título que el registro de pantallas da a la pantalla pedida',
    async ({ page }) => {
      // Only index.html's first script runs: the frame it paints stays.
      await page.route('**/static/js/**', (ruta) => ruta.abort());
      await entrar(page, CUENTAS.admin);
      for (const pantalla of PANTALLAS) {
        if (pantalla.pagina) continue;
        await page.goto(pantalla.ruta);
        await esperarVisible(page.locator('#marco-titulo'), `el título del marco en ${pantalla.ruta}`);
        expect([pantalla.ruta, await page.locator('#marco-titulo').innerText()]).toEqual([
          pantalla.ruta,
          pantalla.titulo,
        ]);
      }
    },
    120_000,
    () => url,
  );
});
