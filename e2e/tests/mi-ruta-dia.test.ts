// A collector's working day in Mi Ruta at 412×915, in minutes instead of hours: a second API on the same database
// gives access tokens of 20 s (JWT_ACCESS_EXPIRES_IN=20; 15 min in production: only the waits of the test depend on
// it). The collector works with cobros spaced past each token's life and none is refused or queued, nor is he asked to
// sign in; two cobros made without signal for longer than a token lives are applied once on reconnection, without
// signing in; «Salir» with an expired token ends the renewal session on the server and leaves nothing of his on the
// phone; a second collector on the same browser sees only his own day. Amounts never break mid-number at 320 and
// 412 px. A session closed elsewhere keeps the queue for the next sign-in; an admin picks a collector and reads his day.
import type { Page, Response } from 'playwright-core';
import { obtenerToken } from '../support/api';
import { buscarCobrador } from '../support/cobros-datos';
import { CUENTAS, PUERTO } from '../support/entorno';
import {
  abrirMiRuta,
  cerrarRecibo,
  cobrar,
  cobrarSinSenal,
  cobrosDe,
  esperarQue,
  esperarTrabajador,
  prepararParadas,
  tarjeta,
  type Preparado,
} from '../support/mi-ruta';
import { arrancarOtraApi, type OtraApi } from '../support/otra-api';
import { prueba } from '../support/navegador';

const VIDA_TOKEN_S = 20;
const COBRADOR2 = { email: 'cobrador2@cartera.local', password: 'cartera123' };

let otra: OtraApi | undefined;

beforeAll(async () => {
  otra = await arrancarOtraApi(PUERTO + 2, { JWT_ACCESS_EXPIRES_IN: String(VIDA_TOKEN_S) });
}, 120_000);
afterAll(async () => {
  await otra?.detener();
});

const esperarMs = (ms: number) => new Promise((resolver) => setTimeout(resolver, ms));

/** Seconds the stored access token still lives, by its own `exp`. */
function vidaRestante(page: Page): Promise<number> {
  return page.evaluate(() => {
    const token = localStorage.getItem('token') ?? '';
    const carga = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp: number;
    };
    return carga.exp - Date.now() / 1000;
  });
}

/** Each money amount of the page is drawn on one line (never "$ 10.853." and "597" on two). */
async function montosEnUnaLinea(page: Page): Promise<string[]> {
  return page.locator('.mr-dinero').evaluateAll((elementos) =>
    elementos
      .filter((e) => e.getClientRects().length > 0)
      .filter((e) => {
        const lineas = new Set([...e.getClientRects()].map((r) => Math.round(r.top)));
        return lineas.size > 1 || e.scrollWidth > e.clientWidth + 1;
      })
      .map((e) => e.textContent ?? ''),
  );
}

describe(`Mi Ruta, un día de trabajo (tokens de ${VIDA_TOKEN_S} s)`, () => {
  prueba(
    'cobros espaciados más allá de la vida del token se aplican al instante; sin señal se encolan y se aplican una vez; «Salir» termina la sesión y borra los datos; otro cobrador ve sólo lo suyo',
    async ({ page, context }) => {
      const admin = await obtenerToken(CUENTAS.admin);
      const paradas = await prepararParadas(admin, 6);
      const [propia] = await prepararParadas(admin, 1, COBRADOR2.email);

      // Every answer of the API: none may be a 401 (the collector is never turned away for an expired token).
      const noAutorizadas: string[] = [];
      const renovaciones: number[] = [];
      page.on('response', (respuesta: Response) => {
        const url = new URL(respuesta.url());
        if (!url.pathname.startsWith('/api/')) return;
        if (url.pathname === '/api/auth/renovar') renovaciones.push(respuesta.status());
        else if (respuesta.status() === 401)
          noAutorizadas.push(`${respuesta.request().method()} ${url.pathname}`);
      });

      await abrirMiRuta(page);
      await tarjeta(page, paradas[0]!.cliente.nombre).waitFor();
      await esperarTrabajador(page);
      expect(await montosEnUnaLinea(page)).toEqual([]);
      await page.setViewportSize({ width: 320, height: 800 });
      expect(await montosEnUnaLinea(page)).toEqual([]);
      await page.setViewportSize({ width: 412, height: 915 });

      // With signal: a cobro, then another each time the token in hand has expired (every 25 s), four in all.
      const enLinea: Preparado[] = paradas.slice(0, 4);
      for (const [i, parada] of enLinea.entries()) {
        if (i > 0) {
          await esperarMs((VIDA_TOKEN_S + 5) * 1000);
          expect(await vidaRestante(page)).toBeLessThan(0);
        }
        await cobrar(page, parada.cliente.nombre, `${i + 1}0000`);
        await cerrarRecibo(page, 'Cobro registrado');
        expect((await cobrosDe(admin, parada.prestamo._id)).map((c) => c.monto)).toEqual([(i + 1) * 10_000]);
      }
      expect(page.url()).toMatch(/\/mi-ruta$/);
      expect(await page.locator('[data-prueba="pendientes"]').count()).toBe(0);
      expect(renovaciones.length).toBeGreaterThanOrEqual(3);
      expect(renovaciones.every((status) => status === 200)).toBe(true);

      // Without signal for longer than a token lives: two cobros queue; the token expires meanwhile.
      const [sinSenal1, sinSenal2] = paradas.slice(4);
      await context.setOffline(true);
      const desconexion = Date.now();
      await cobrarSinSenal(page, sinSenal1!.cliente.nombre, '15000');
      await cobrarSinSenal(page, sinSenal2!.cliente.nombre, '25000');
      await page.getByRole('button', { name: /2 pendientes por enviar/ }).waitFor();
      await esperarMs(Math.max(0, (VIDA_TOKEN_S + 10) * 1000 - (Date.now() - desconexion)));
      expect(await vidaRestante(page)).toBeLessThan(0);
      await context.setOffline(false);
      await esperarQue(
        async () => (await page.locator('[data-prueba="pendientes"]').count()) === 0,
        'la cola se vacía al volver la señal',
        60_000,
      );
      expect((await cobrosDe(admin, sinSenal1!.prestamo._id)).map((c) => c.monto)).toEqual([15_000]);
      expect((await cobrosDe(admin, sinSenal2!.prestamo._id)).map((c) => c.monto)).toEqual([25_000]);
      expect(page.url()).toMatch(/\/mi-ruta$/);
      expect(noAutorizadas).toEqual([]);

      // «Salir» once the token in hand has expired: the renewal cookie is what ends the session.
      const cookieAntes = (await context.cookies()).find((c) => c.name === 'cartera_renovacion');
      expect(cookieAntes).toBeDefined();
      const usuarioId = await page.evaluate(
        () => (JSON.parse(localStorage.getItem('usuario')!) as { _id: string })._id,
      );
      await esperarQue(
        async () => (await vidaRestante(page)) < 0,
        'el token vence',
        (VIDA_TOKEN_S + 10) * 1000,
      );
      await page.getByRole('button', { name: 'Salir' }).click();
      await page.waitForURL('**/login');
      const renovar = await fetch(`${otra!.url}/api/auth/renovar`, {
        method: 'POST',
        headers: { cookie: `cartera_renovacion=${cookieAntes!.value}` },
      });
      expect(renovar.status).toBe(401);
      expect((await context.cookies()).some((c) => c.name === 'cartera_renovacion' && c.value !== '')).toBe(
        false,
      );
      const bases = await page.evaluate(async () => (await indexedDB.databases()).map((b) => b.name));
      expect(bases).not.toContain(`cartera-mi-ruta-${usuarioId}`);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

      // Another collector on the same browser: his own day only.
      await abrirMiRuta(page, COBRADOR2);
      await tarjeta(page, propia!.cliente.nombre).waitFor();
      for (const parada of paradas) expect(await tarjeta(page, parada.cliente.nombre).count()).toBe(0);
      expect(noAutorizadas).toEqual([]);
    },
    12 * 60_000,
    () => otra!.url,
  );

  prueba(
    'cuando la oficina cierra la sesión, lo pendiente se queda en el teléfono y se envía una vez al volver a entrar',
    async ({ page, context }) => {
      const admin = await obtenerToken(CUENTAS.admin);
      const [parada] = await prepararParadas(admin, 1);
      await abrirMiRuta(page);
      await tarjeta(page, parada!.cliente.nombre).waitFor();
      await esperarTrabajador(page);

      await context.setOffline(true);
      await cobrarSinSenal(page, parada!.cliente.nombre, '12000');
      await page.getByRole('button', { name: /1 pendiente por enviar/ }).waitFor();

      // Meanwhile the collector closes his other sessions from another device: this phone's session is over.
      const entrada = await fetch(`${otra!.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(CUENTAS.cobrador),
      });
      const { token } = (await entrada.json()) as { token: string };
      const cierre = await fetch(`${otra!.url}/api/auth/sesiones/cerrar-otras`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(cierre.status).toBe(200);

      await context.setOffline(false);
      await page.waitForURL('**/login');
      await page
        .getByText('Su sesión terminó: entre de nuevo y lo pendiente se enviará desde Mi Ruta')
        .waitFor();
      expect(await cobrosDe(admin, parada!.prestamo._id)).toEqual([]);

      // Signing in again takes the collector straight back to Mi Ruta, where the queue is sent.
      await page.getByLabel('Usuario', { exact: true }).fill(CUENTAS.cobrador.email);
      await page.getByLabel('Contraseña', { exact: true }).fill(CUENTAS.cobrador.password);
      await page.getByLabel('Contraseña', { exact: true }).press('Enter');
      await page.waitForURL('**/mi-ruta');
      await esperarQue(
        async () => (await cobrosDe(admin, parada!.prestamo._id)).length > 0,
        'el cobro guardado se aplica tras volver a entrar',
        60_000,
      );
      await esperarQue(
        async () => (await page.locator('[data-prueba="pendientes"]').count()) === 0,
        'la cola queda vacía',
      );
      expect((await cobrosDe(admin, parada!.prestamo._id)).map((c) => c.monto)).toEqual([12_000]);
    },
    undefined,
    () => otra!.url,
  );

  prueba(
    'el administrador elige un cobrador y ve su día, sólo para leer, sin pedidos fallidos',
    async ({ page }) => {
      const admin = await obtenerToken(CUENTAS.admin);
      const [parada] = await prepararParadas(admin, 1);
      const fallidas: string[] = [];
      page.on('response', (respuesta: Response) => {
        if (new URL(respuesta.url()).pathname.startsWith('/api/') && respuesta.status() >= 400)
          fallidas.push(`${respuesta.status()} ${respuesta.url()}`);
      });
      await page.setViewportSize({ width: 412, height: 915 });
      await page.goto('/login');
      await page.getByLabel('Usuario', { exact: true }).fill(CUENTAS.admin.email);
      await page.getByLabel('Contraseña', { exact: true }).fill(CUENTAS.admin.password);
      await page.getByLabel('Contraseña', { exact: true }).press('Enter');
      await page.waitForURL('**/dashboard');
      await page.goto('/mi-ruta');
      await page.getByText('Elija un cobrador para ver su ruta del día').waitFor();
      const selector = page.getByLabel('Cobrador');
      await esperarQue(async () => (await selector.locator('option').count()) > 1, 'la lista de cobradores');
      const cobrador1 = await buscarCobrador(admin, CUENTAS.cobrador.email);
      await selector.selectOption(cobrador1._id);
      await tarjeta(page, parada!.cliente.nombre).waitFor();
      expect(
        await tarjeta(page, parada!.cliente.nombre).getByRole('button', { name: 'Cobrar' }).count(),
      ).toBe(0);
      expect(fallidas).toEqual([]);
    },
    undefined,
    () => otra!.url,
  );
});
