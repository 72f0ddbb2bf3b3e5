// Chromium for the browser tests: one browser for the whole run (started by global-setup.ts), each test file
// connected to it, a fresh context (no cookies, no localStorage, no cache) per test, and a screenshot plus the page's
// console in e2e/artifacts/ when a test fails.
import fs from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type BrowserServer,
  type Download,
  type Locator,
  type Page,
} from 'playwright-core';
import opcionesChromium from './chromium.json';
import { ARTEFACTOS, URL_BASE, type Cuenta } from './entorno';
// The in-page confirmation is answered from its own file; the tests import it with the rest from here.
export { aceptarConfirmacion, dialogoDeConfirmacion } from './confirmaciones';

/**
 * Debian's Chromium without sandbox, GPU, QUIC or background traffic (updates, sync): chromium.json, which the browser
 * benchmarks read too (bench/lib/chromium.mjs), so both drive the same browser the same way.
 */
const CHROMIUM = opcionesChromium.ejecutable;
const ARGUMENTOS_CHROMIUM = ['--headless', ...opcionesChromium.argumentos];

/**
 * How long a step waits (an action, a locator, a response, `esperarQue`): in CI the browser tests run beside the whole
 * jest suite on two cores (load 3–5), where a screen that answers in 2 s on a quiet machine takes 10 s. Waiting
 * longer costs nothing when the page answers; a step that truly fails takes this long to say so.
 */
export const ESPERA_MS = 30_000;

/** Where the run's Chromium listens (its websocket), set by the global setup for every test file. */
export const VARIABLE_CHROMIUM = 'CARTERA_E2E_CHROMIUM';

/**
 * The run's Chromium: launched once by the global setup instead of once per test file (≈ 0,8 s of CPU and ≈ 2 s each,
 * docs/decisiones/tiempo-de-las-pruebas.md). Tests never share a context, so one file sees nothing of another's.
 */
export function lanzarChromiumCompartido(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: ARGUMENTOS_CHROMIUM });
}

let navegador: Browser | undefined;

/**
 * Connects to the run's Chromium before the file's tests and disconnects after them (its contexts close with it). A
 * file run without the global setup's browser launches one of its own. Jest calls it for every test file
 * (support/navegador-por-archivo.ts in setupFilesAfterEnv): a file cannot forget it.
 */
export function usarNavegador(): void {
  beforeAll(async () => {
    const compartido = process.env[VARIABLE_CHROMIUM];
    navegador = compartido
      ? await chromium.connect(compartido)
      : await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGUMENTOS_CHROMIUM });
  });
  afterAll(async () => {
    await navegador?.close();
    navegador = undefined;
  });
}

export interface Contexto {
  page: Page;
  context: BrowserContext;
}

/** A test's name as a file name in e2e/artifacts/ (ASCII, dashes, at most `largo` characters). */
export function nombreArchivo(nombre: string, largo = 80): string {
  return nombre
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, largo);
}

/**
 * A fresh context as every browser test gets it: the portal at `baseURL`, Colombian locale and time zone, the step
 * timeout and the diagnostics badge switched off (diagnostico-y-menu.test.ts turns it on). `opciones` adds the
 * viewport and, for a phone, its touch and scale.
 */
export async function abrirContexto(
  navegador: Browser,
  baseURL: string,
  opciones: Omit<BrowserContextOptions, 'baseURL' | 'locale' | 'timezoneId'>,
): Promise<BrowserContext> {
  const context = await navegador.newContext({ baseURL, locale: 'es-CO', timezoneId: 'America/Bogota', ...opciones });
  context.setDefaultTimeout(ESPERA_MS);
  await context.addInitScript(() => window.localStorage.setItem('diag', '0'));
  return context;
}

/** What the page shows, on one line and cut at `largo` characters: for a failure's message (a CI log is often all). */
export function textoDeLaPagina(page: Page, largo: number): Promise<string> {
  return page
    .evaluate(() => document.body.innerText)
    .then((visible) => visible.replace(/\s+/g, ' ').slice(0, largo), () => '(sin texto)');
}

/**
 * A browser test: `cuerpo` gets a page in a fresh context. The diagnostics overlay is switched off (it floats
 * over the lower sidebar entries); everything else is the portal as a person gets it.
 */
export function prueba(
  nombre: string,
  cuerpo: (contexto: Contexto) => Promise<void>,
  tiempoMaximo?: number,
  /** Where the portal is: the one of the global setup unless a file starts its own (e2e/tests/topologia.test.ts). */
  urlBase: () => string = () => URL_BASE,
): void {
  test(
    nombre,
    async () => {
      if (!navegador) throw new Error('Sin navegador: falta support/navegador-por-archivo.ts en setupFilesAfterEnv');
      const context = await abrirContexto(navegador, urlBase(), { viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      const consola: string[] = [];
      page.on('console', (mensaje) => consola.push(`[${mensaje.type()}] ${mensaje.text()}`));
      page.on('pageerror', (error) => consola.push(`[pageerror] ${error.message}`));
      try {
        await cuerpo({ page, context });
      } catch (error) {
        fs.mkdirSync(ARTEFACTOS, { recursive: true });
        const base = path.join(ARTEFACTOS, nombreArchivo(nombre));
        await page.screenshot({ path: `${base}.png`, fullPage: true }).catch(() => undefined);
        fs.writeFileSync(`${base}.log`, `URL: ${page.url()}\n${consola.join('\n')}\n`);
        // What the page showed, in the message itself: a CI log is often all there is to read of a failure.
        const texto = await textoDeLaPagina(page, 1500);
        if (error instanceof Error)
          error.message +=
            `\n(captura: ${path.relative(process.cwd(), base)}.png, URL ${page.url()})` +
            `\nLa página mostraba: ${texto}` +
            `\nSu consola (lo último): ${consola.slice(-12).join(' | ') || '(nada)'}`;
        throw error;
      } finally {
        await context.close();
      }
    },
    tiempoMaximo,
  );
}

/**
 * A download's bytes. The run's Chromium is connected to, not launched by the test file, so a download has no local
 * path (`Download.path()`): its bytes come over the connection.
 */
export async function bytesDeDescarga(descarga: Download): Promise<Buffer> {
  const partes: Buffer[] = [];
  for await (const parte of await descarga.createReadStream()) partes.push(parte as Buffer);
  return Buffer.concat(partes);
}

/** Path of the current URL, without origin or query. */
export function rutaActual(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Waits until the browser is at exactly this path. */
export async function esperarRuta(page: Page, ruta: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === ruta);
}

/** An open antd select list; while it slides in or out it carries motion classes (ant-slide-up-appear…). */
const LISTA_ABIERTA = '.ant-select-dropdown:visible';
const LISTA_QUIETA = `${LISTA_ABIERTA}:not([class*="-appear"]):not([class*="-enter"]):not([class*="-leave"])`;

/**
 * Types `texto` in a select that searches the server and waits until its open list shows only options with that
 * text. Until the search answers, the list is the previous one; an option clicked from it can move from under the
 * pointer when the new list replaces it, and the click then selects nothing (seen with the machine loaded).
 */
async function buscarEnSelector(page: Page, campo: Locator, texto: string): Promise<void> {
  await campo.fill(texto);
  await page
    .locator(`${LISTA_ABIERTA} .ant-select-item-option`)
    .filter({ hasNotText: texto })
    .first()
    .waitFor({ state: 'detached' });
}

/**
 * Picks `opcion` in an antd Select as a person does: opens it (or, with `buscar`, types that in it), clicks the
 * option once the list stopped moving and waits for the list to close. With both cores busy a click can still be
 * lost (the list re-renders between the press and the release and the list stays open with nothing chosen: seen in
 * the CI); then it clicks again, up to three times, and fails saying so. Returns the chosen option's text.
 */
export async function elegirEnSelector(
  page: Page,
  campo: Locator,
  opcion: string | RegExp,
  buscar?: string,
): Promise<string> {
  const abierta = page.locator(LISTA_ABIERTA);
  for (let intento = 1; ; intento++) {
    await page.locator(`${LISTA_ABIERTA}[class*="-leave"]`).first().waitFor({ state: 'hidden' });
    if (buscar !== undefined) await buscarEnSelector(page, campo, buscar);
    else if (!(await abierta.count())) await campo.click();
    const elegible = page
      .locator(`${LISTA_QUIETA} .ant-select-item-option`)
      .filter({ hasText: opcion })
      .first();
    await esperarVisible(elegible, `la opción ${opcion} en el selector`);
    const texto = await elegible.innerText();
    await elegible.click();
    try {
      await abierta.first().waitFor({ state: 'hidden', timeout: 4_000 });
      return texto;
    } catch (error) {
      if (intento === 3)
        throw new Error(`El selector no tomó la opción ${opcion} en ${intento} clics`, { cause: error });
    }
  }
}

/**
 * Waits, asking every quarter second, until `condicion` holds: for what the page or the API reaches after an
 * asynchronous effect (a job, a save, a value a screen fills in after the server answers). Never read such a value
 * once right after the action.
 */
export async function esperarQue(
  condicion: () => Promise<boolean>,
  descripcion: string,
  ms = ESPERA_MS,
): Promise<void> {
  const limite = Date.now() + ms;
  while (!(await condicion())) {
    if (Date.now() > limite) throw new Error(`No se cumplió en ${ms / 1000} s: ${descripcion}`);
    await new Promise((seguir) => setTimeout(seguir, 250));
  }
}

/** Waits until the locator shows a text that matches (the first of several is enough). */
export async function expectTexto(locator: Locator, texto: RegExp): Promise<void> {
  await esperarVisible(locator.filter({ hasText: texto }), `el texto ${texto}`);
}

/**
 * Waits until `leer()` gives `esperado` (a figure or a count the screen redraws after an answer), then compares, so a
 * failure shows what it gave last.
 */
export async function esperarIgual<T>(leer: () => Promise<T>, esperado: T, descripcion: string): Promise<void> {
  let ultimo: T = await leer();
  await esperarQue(
    async () => (ultimo = await leer()) === esperado,
    `${descripcion}: se esperaba ${String(esperado)}`,
  ).catch(() => undefined);
  expect([descripcion, ultimo]).toEqual([descripcion, esperado]);
}

/**
 * Waits until a field holds `valor` (equal, or matching): a form fills its fields after the server answers, so the
 * value read at once can still be the empty one. The error says what it held last.
 */
export async function esperarValor(campo: Locator, valor: string | RegExp, descripcion: string): Promise<void> {
  let visto = '';
  const cumple = () => (typeof valor === 'string' ? visto === valor : valor.test(visto));
  await esperarQue(
    async () => {
      visto = await campo.inputValue();
      return cumple();
    },
    descripcion,
  ).catch((error: unknown) => {
    throw new Error(`${descripcion}: se esperaba ${valor} y el campo tiene «${visto}»`, { cause: error });
  });
}

/**
 * Waits until nothing the locator names is on screen (hidden or gone): for what an action removes, which can still
 * be there for a moment after the answer that the test waited for.
 */
export async function esperarAusente(locator: Locator, descripcion: string): Promise<void> {
  await esperarQue(async () => (await locator.filter({ visible: true }).count()) === 0, descripcion).catch(
    (error: unknown) => {
      throw new Error(`Sigue en pantalla ${descripcion}`, { cause: error });
    },
  );
}

/** Waits for a locator to be visible; the error names what was expected. */
export async function esperarVisible(locator: Locator, descripcion: string): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible' });
  } catch (error) {
    throw new Error(
      `No apareció ${descripcion}: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
      {
        cause: error,
      },
    );
  }
}

/** The title every screen starts with (an h3 from the platform's Titulo). */
export function titulo(page: Page, texto: string): Locator {
  return page.getByRole('heading', { name: texto, exact: true });
}

/** The sidebar ('Menú principal'). */
export function menu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Menú principal' });
}

/** A toast (top-right) showing this text. */
export function toast(page: Page, texto: string): Locator {
  return page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: texto });
}

/**
 * Types `texto` in a list's search box, presses Enter and waits until the table holds only rows that show it (or
 * none). Until the filtered page replaces the previous one, a matching row can already be on screen (the newest item
 * heads the unfiltered list) and then move or be replaced under the pointer.
 */
export async function buscarEnTabla(page: Page, busqueda: Locator, texto: string): Promise<void> {
  await busqueda.fill(texto);
  await busqueda.press('Enter');
  await page.waitForFunction((buscado) => {
    const filas = [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')];
    return filas.every((fila) => fila.textContent?.includes(buscado));
  }, texto);
}

/** Signs in through the login form, pressing Enter in the password field, and waits for the dashboard. */
export async function iniciarSesion(page: Page, cuenta: Cuenta): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuario', { exact: true }).fill(cuenta.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(cuenta.password);
  await page.getByLabel('Contraseña', { exact: true }).press('Enter');
  await esperarRuta(page, '/dashboard');
  await esperarVisible(titulo(page, 'Dashboard Principal'), "el título 'Dashboard Principal'");
}

/**
 * Opens `cuenta`'s session as the login form leaves it, without the form, and loads `ruta`: POST /api/auth/login from
 * the page's context (the renewal and device cookies stay in the context, as the browser keeps them), and the token
 * and the user where the portal keeps them (localStorage `token` and `usuario`:
 * packages/plataforma/src/sesionGuardada.ts), written from a page of the API that loads no portal. The form is tested
 * in login.test.ts and sesion.test.ts; elsewhere a test paid the login page, the form and the dashboard (its figures
 * and its charts) to reach its own screen. In a page that has a session already, it replaces it (another account in
 * the same page). With `ruta` null the page stays on that page of the API, for a test that opens the portal itself.
 * Returns the session's token, for calls the test makes beside the page.
 */
export async function entrar(page: Page, cuenta: Cuenta, ruta: string | null = '/dashboard'): Promise<string> {
  const respuesta = await page.context().request.post('/api/auth/login', {
    data: { email: cuenta.email, password: cuenta.password },
  });
  const { data } = (await respuesta.json().catch(() => ({}))) as { data?: { token: string; usuario: unknown } };
  if (!respuesta.ok() || !data?.token)
    throw new Error(`POST /api/auth/login de ${cuenta.email} respondió ${respuesta.status()}`);
  await page.goto('/api/health');
  await page.evaluate(
    ([token, usuario]) => {
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('usuario', usuario);
    },
    [data.token, JSON.stringify(data.usuario)],
  );
  if (ruta !== null) await page.goto(ruta);
  return data.token;
}

/** Loads `ruta` as `cuenta` and waits for its screen's title (`entrar`, then `titulo`). */
export async function entrarEnPantalla(page: Page, cuenta: Cuenta, ruta: string, texto: string): Promise<string> {
  const token = await entrar(page, cuenta, ruta);
  await esperarVisible(titulo(page, texto), `el título '${texto}' en ${ruta}`);
  return token;
}

/** The stored session, as the portal keeps it in localStorage. */
export function sesionGuardada(page: Page): Promise<{ token: string | null; usuario: string | null }> {
  return page.evaluate(() => ({
    token: window.localStorage.getItem('token'),
    usuario: window.localStorage.getItem('usuario'),
  }));
}

/** Which of `paquetes` (shared modules: 'antd/es/table'…) the shell's Module Federation instance has loaded so far. */
export function compartidosCargados(page: Page, paquetes: readonly string[]): Promise<string[]> {
  return page.evaluate((nombres) => {
    interface Instancia {
      name: string;
      shareScopeMap: Record<string, Record<string, Record<string, { loaded?: boolean; lib?: unknown }>>>;
    }
    const { __INSTANCES__ } = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instancia[] } })
      .__FEDERATION__;
    const alcance =
      __INSTANCES__.find((instancia) => instancia.name === 'shell')?.shareScopeMap.default ?? {};
    return nombres.filter((paquete) =>
      Object.values(alcance[paquete] ?? {}).some((version) => Boolean(version.loaded || version.lib)),
    );
  }, paquetes);
}
