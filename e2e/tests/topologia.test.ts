// The production layout on this machine (scripts/topologia.mjs): an ingress nginx routing as the Ingress does, the
// shell and each remote behind their own nginx with the images' configs, 3 API replicas on one PostgreSQL. In
// Chromium through the ingress: sign in and use the portal; ship a new build of mfe-cobros by pointing
// remotes.json at it (nothing else rebuilt) and roll back the same way; a remote down leaves the rest working.
// The long test (kill -9 of a replica under load) is `npm run bench:topologia`.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { setTimeout as esperar } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import { apuntarApiA } from '../support/api';
import { nombreUnico, prepararPrestamo } from '../support/cobros-datos';
import { CUENTAS, RAIZ } from '../support/entorno';
import {
  elegirEnSelector,
  entrar,
  esperarRuta,
  esperarVisible,
  iniciarSesion,
  menu,
  prueba,
  titulo,
  toast,
} from '../support/navegador';
import { construirConRsbuild } from '../support/construir';

const DATOS = path.join(RAIZ, '.data', 'topologia-e2e');
// Under .data/: outside git, lint and the build's inputs.
const CANARIO = path.join(RAIZ, '.data', 'topologia-e2e-canario', 'mfe-cobros');
const VERSION_CANARIO = `canario-${Date.now().toString(36)}`;
const REMOTOS = ['mfe-clientes', 'mfe-prestamos', 'mfe-cobros', 'mfe-avanzados'];
/** Build folders that shipping the new mfe-cobros must not touch. */
const CONSTRUCCIONES = ['shell', ...REMOTOS].map((carpeta) => path.join(RAIZ, carpeta, 'dist'));

interface Estado {
  pid: number;
  url: string;
  remotesJson: string;
  componentes: Array<{ nombre: string; puerto: number; pid: number | null; reinicios: number }>;
}

let topologia: ChildProcess | undefined;
let salida: string[] = [];
let url = '';
let remotesOriginal = '';
let huellasAntes: Record<string, string> = {};
let canarioConstruido: Promise<void> = Promise.resolve();

const leerEstado = (): Estado =>
  JSON.parse(fs.readFileSync(path.join(DATOS, 'topologia.json'), 'utf8')) as Estado;
const componente = (nombre: string) => {
  const encontrado = leerEstado().componentes.find((c) => c.nombre === nombre);
  if (!encontrado) throw new Error(`La topología no tiene ${nombre}`);
  return encontrado;
};

/** Every file of a folder with its content and modification time: a rebuild changes it. */
function huella(carpeta: string): string {
  const hash = createHash('sha256');
  const recorrer = (directorio: string) => {
    for (const entrada of fs
      .readdirSync(directorio, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const ruta = path.join(directorio, entrada.name);
      if (entrada.isDirectory()) recorrer(ruta);
      else {
        hash.update(`${path.relative(carpeta, ruta)}\0${fs.statSync(ruta).mtimeMs}\0`);
        hash.update(fs.readFileSync(ruta));
      }
    }
  };
  recorrer(carpeta);
  return hash.digest('hex');
}

const huellas = () => Object.fromEntries(CONSTRUCCIONES.map((carpeta) => [carpeta, huella(carpeta)]));

/** Waits for a line of the topology's output that matches, or fails with its last lines. */
async function esperarLinea(patron: RegExp, ms: number): Promise<RegExpMatchArray> {
  const limite = Date.now() + ms;
  while (Date.now() < limite) {
    for (const linea of salida) {
      const coincidencia = patron.exec(linea);
      if (coincidencia) {
        salida = salida.filter((l) => l !== linea);
        return coincidencia;
      }
    }
    if (topologia?.exitCode !== null) break;
    await esperar(100);
  }
  throw new Error(
    `La topología no escribió ${patron} en ${ms / 1000} s. Salida:\n${salida.slice(-30).join('\n')}`,
  );
}

/** `parar <nombre>` / `arrancar <nombre>` on the script's stdin (like scaling one Deployment to 0 and back). */
async function orden(verbo: 'parar' | 'arrancar', nombre: string): Promise<void> {
  topologia?.stdin?.write(`${verbo} ${nombre}\n`);
  await esperarLinea(new RegExp(`^ORDEN_HECHA ${verbo} ${nombre}$`), 60_000);
}

/** A real build of mfe-cobros (rsbuild, the same config) into another folder, with a release label it shows. */
function construirCanario(): Promise<void> {
  return construirConRsbuild('del canario', path.join(RAIZ, 'mfe-cobros'), CANARIO, {
    CARTERA_VERSION_MODULO: VERSION_CANARIO,
  });
}

async function iniciarSesionApi(): Promise<string> {
  const respuesta = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(CUENTAS.admin),
  });
  const cuerpo = (await respuesta.json()) as { token?: string };
  if (!respuesta.ok || !cuerpo.token) throw new Error(`login por el ingress respondió ${respuesta.status}`);
  return cuerpo.token;
}

async function irA(page: Page, etiqueta: string, ruta: string, encabezado: string): Promise<void> {
  await menu(page).getByRole('link', { name: etiqueta, exact: true }).click();
  await esperarRuta(page, ruta);
  await esperarVisible(titulo(page, encabezado), `el título '${encabezado}'`);
}

beforeAll(async () => {
  huellasAntes = huellas();
  canarioConstruido = construirCanario();
  // Keep the rejection for the test that needs the build; do not fail the whole file here.
  canarioConstruido.catch(() => undefined);

  fs.rmSync(DATOS, { recursive: true, force: true });
  topologia = spawn(
    process.execPath,
    [
      path.join(RAIZ, 'scripts', 'topologia.mjs'),
      '--sin-construir',
      '--limpio',
      '--puerto',
      '0',
      '--datos',
      DATOS,
      '--canario',
      `mfe-cobros=${CANARIO}`,
    ],
    { cwd: RAIZ, stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, LOG_LEVEL: 'warn' } },
  );
  for (const flujo of [topologia.stdout, topologia.stderr]) {
    if (flujo) readline.createInterface({ input: flujo }).on('line', (linea) => salida.push(linea));
  }
  url = (await esperarLinea(/^TOPOLOGIA_LISTA (\S+)$/, 180_000))[1];
  apuntarApiA(url);
  remotesOriginal = fs.readFileSync(leerEstado().remotesJson, 'utf8');
}, 240_000);

afterAll(async () => {
  if (topologia && topologia.exitCode === null && topologia.signalCode === null) {
    topologia.kill('SIGTERM');
    await new Promise((resolve) => topologia?.once('exit', resolve));
  }
  for (const flujo of [topologia?.stdin, topologia?.stdout, topologia?.stderr]) flujo?.destroy();
});

describe('topología de producción (nginx, 3 réplicas de la API)', () => {
  prueba(
    'a través del ingress: entrar, registrar un cobro y recorrer los cuatro remotos con la CSP de nginx',
    async ({ page }) => {
      // The ingress answers with nginx's headers, and the API behind it with its own.
      const raiz = await fetch(`${url}/`);
      expect(raiz.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(raiz.headers.get('x-frame-options')).toBe('DENY');
      const manifiesto = await fetch(`${url}/mf/mfe-clientes/mf-manifest.json`);
      expect(manifiesto.status).toBe(200);
      expect(manifiesto.headers.get('cache-control')).toBe('no-cache');
      // A hashed script of the shell and one of a remote: a year of cache, nosniff, none of the document headers.
      const primerScript = /<meta name="cartera-portal" content="([^" ]+)/.exec(await raiz.text())?.[1];
      // The manifest's publicPath is 'auto': its files are relative to the manifest itself.
      const { exposes } = (await manifiesto.json()) as {
        exposes: Array<{ assets: { js: { sync: string[] } } }>;
      };
      const deRemoto = new URL(exposes[0]?.assets.js.sync[0] ?? '', `${url}/mf/mfe-clientes/`).href;
      for (const script of [new URL(primerScript ?? '', `${url}/`).href, deRemoto]) {
        const recurso = await fetch(script, { headers: { 'accept-encoding': 'br' } });
        expect({ script, status: recurso.status }).toEqual({ script, status: 200 });
        expect(recurso.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(recurso.headers.get('x-content-type-options')).toBe('nosniff');
        expect(recurso.headers.get('content-security-policy')).toBeNull();
        expect(recurso.headers.get('x-frame-options')).toBeNull();
        expect(recurso.headers.get('etag')).toBeNull();
      }
      expect((await fetch(`${url}/api/health/ready`)).status).toBe(200);

      const prestamo = await prepararPrestamo(await iniciarSesionApi(), {
        cliente: nombreUnico('Cliente Topología'),
      });

      const bloqueadas: string[] = [];
      page.on('console', (mensaje) => {
        if (/Content Security Policy|Refused to/i.test(mensaje.text())) bloqueadas.push(mensaje.text());
      });
      await iniciarSesion(page, CUENTAS.admin);
      await irA(page, 'Clientes', '/clientes', 'Clientes');
      const busqueda = page.getByRole('searchbox').first();
      await busqueda.fill(prestamo.cliente);
      await busqueda.press('Enter');
      await esperarVisible(
        page.getByText(prestamo.cliente, { exact: true }),
        `el cliente ${prestamo.cliente}`,
      );

      await irA(page, 'Cobros', '/cobros', 'Gestión de Cobros');
      await page.getByRole('button', { name: 'Registrar Cobro' }).click();
      const dialogo = page.getByRole('dialog', { name: 'Registrar Cobro' });
      const campo = dialogo.getByLabel('Préstamo', { exact: true });
      await elegirEnSelector(page, campo, new RegExp(`^#${prestamo.numero} · `), prestamo.cliente);
      await dialogo.getByLabel('Monto', { exact: true }).fill('110000');
      await dialogo.getByRole('button', { name: 'Registrar', exact: true }).click();
      await esperarVisible(toast(page, 'Cobro registrado'), "el aviso 'Cobro registrado'");

      await page.goto(`/prestamos/${prestamo._id}/plan`);
      await esperarVisible(titulo(page, 'Plan de Pagos'), "el título 'Plan de Pagos'");
      await esperarVisible(page.getByText(/Saldo\s\$\s440\.000/), 'el saldo $ 440.000');
      await irA(page, 'Flujo de Caja', '/flujo-caja', 'Flujo de Caja');
      expect(bloqueadas).toEqual([]);
    },
    120_000,
    () => url,
  );

  prueba(
    'una versión nueva de mfe-cobros se publica y se retira cambiando sólo remotes.json',
    async ({ page }) => {
      await canarioConstruido;
      const canario = componente('canario-mfe-cobros');
      const remotesJson = leerEstado().remotesJson;
      const entradaCanario = `http://127.0.0.1:${canario.puerto}/mf/mfe-cobros/mf-manifest.json`;
      const pedidos: string[] = [];
      page.on('request', (peticion) => pedidos.push(peticion.url()));

      await entrar(page, CUENTAS.admin);
      await irA(page, 'Cobros', '/cobros', 'Gestión de Cobros');

      // Publish: remotes.json names the new build; a reload picks it up (remotes.json is served no-cache).
      const config = JSON.parse(remotesOriginal) as Record<string, string>;
      fs.writeFileSync(
        remotesJson,
        `${JSON.stringify({ ...config, mfe_cobros: entradaCanario }, null, 2)}\n`,
      );
      await page.reload();
      await esperarVisible(
        page.getByRole('heading', { name: `Gestión de Cobros Versión ${VERSION_CANARIO}`, exact: true }),
        `el título con la versión ${VERSION_CANARIO}`,
      );
      expect(pedidos).toContain(entradaCanario);
      // The other remotes are the same ones, from the same origin.
      await irA(page, 'Clientes', '/clientes', 'Clientes');
      await irA(page, 'Reportes', '/reportes', 'Reportes');

      // Roll back: remotes.json as it was, reload, the current build again.
      fs.writeFileSync(remotesJson, remotesOriginal);
      await page.goto('/cobros');
      await esperarVisible(titulo(page, 'Gestión de Cobros'), "el título 'Gestión de Cobros' sin versión");
      expect(await page.getByText(`Versión ${VERSION_CANARIO}`).count()).toBe(0);

      // Neither the shell nor any remote's build was touched: not rebuilt, not copied over.
      expect(huellas()).toEqual(huellasAntes);
    },
    120_000,
    () => url,
  );

  prueba(
    "con un remoto caído, su pantalla dice 'Módulo no disponible' y las demás funcionan",
    async ({ page }) => {
      await entrar(page, CUENTAS.admin);
      await orden('parar', 'mfe-clientes');
      try {
        expect((await fetch(`${url}/mf/mfe-clientes/mf-manifest.json`)).status).toBeGreaterThanOrEqual(500);
        await menu(page).getByRole('link', { name: 'Clientes', exact: true }).click();
        await esperarRuta(page, '/clientes');
        await esperarVisible(
          page.getByText('Módulo no disponible', { exact: true }),
          "'Módulo no disponible'",
        );
        await irA(page, 'Cobros', '/cobros', 'Gestión de Cobros');
        await irA(page, 'Préstamos', '/prestamos', 'Préstamos');
        await irA(page, 'Auditoría', '/auditoria', 'Auditoría y Logs');
      } finally {
        await orden('arrancar', 'mfe-clientes');
      }
      // Back up: the screen loads again (at once, or with 'Reintentar' if the failed attempt is still shown).
      await menu(page).getByRole('link', { name: 'Clientes', exact: true }).click();
      const reintentar = page.getByRole('button', { name: 'Reintentar', exact: true });
      await esperarVisible(titulo(page, 'Clientes').or(reintentar), "'Clientes' o 'Reintentar'");
      if (await reintentar.isVisible()) await reintentar.click();
      await esperarVisible(titulo(page, 'Clientes'), "el título 'Clientes' con el remoto de vuelta");
    },
    180_000,
    () => url,
  );

  test('SIGTERM detiene todo: cada proceso y PostgreSQL', async () => {
    const pids = leerEstado()
      .componentes.map((c) => c.pid)
      .filter((pid): pid is number => pid !== null);
    expect(pids.length).toBeGreaterThanOrEqual(10);
    topologia?.kill('SIGTERM');
    const codigo = await new Promise<number | null>((resolve) => topologia?.once('exit', (c) => resolve(c)));
    expect(codigo).toBe(0);
    const vivos = pids.filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    expect(vivos).toEqual([]);
    expect(fs.existsSync(path.join(DATOS, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(fs.existsSync(path.join(DATOS, 'topologia.json'))).toBe(false);
  }, 60_000);
});
