import type { Page } from 'playwright-core';
import { menuPara, PANTALLAS } from '@cartera/plataforma/pantallas';
import { CUENTAS, URL_BASE } from '../support/entorno';
import {
  entrar,
  entrarEnPantalla,
  esperarRuta,
  esperarVisible,
  iniciarSesion,
  prueba,
  sesionGuardada,
  titulo,
  toast,
} from '../support/navegador';

/**
 * The screens of the admin's menu: navegacion.test.ts reaches each one and sees the registry's title on it, so here
 * the portal loads only the others (a full start of the portal per screen is what made this file slow).
 */
const DEL_MENU = new Set(menuPara('admin').flatMap((grupo) => grupo.pantallas.map((p) => p.ruta)));

/** The page without the portal's scripts: only index.html's own first script (primer-pintado) runs. */
async function sinElPortal(page: Page): Promise<void> {
  await page.route('**/static/js/**', (ruta) =>
    ruta.request().url().includes('/primer-pintado.') ? ruta.continue() : ruta.abort(),
  );
}

/** Opens /login and waits for its title and subtitle (the portal's form, or the first paint's without scripts). */
async function abrirLogin(page: Page): Promise<void> {
  await page.goto('/login');
  await esperarVisible(page.getByRole('heading', { name: 'Iniciar Sesión', exact: true }), "'Iniciar Sesión'");
  await esperarVisible(page.getByText('Digita tus datos de acceso', { exact: true }), "'Digita tus datos de acceso'");
}

describe('inicio de sesión', () => {
  prueba('la página de inicio de sesión muestra título, subtítulo y botón', async ({ page }) => {
    await abrirLogin(page);
    await esperarVisible(page.getByRole('button', { name: 'Entrar', exact: true }), "el botón 'Entrar'");
  });

  prueba(
    'index.html pinta el inicio de sesión antes de cualquier script, y no a quien vuelve con su sesión',
    async ({ page }) => {
      // The same browser with JavaScript off: what the first paint shows (shell/plantilla.html).
      const navegador = page.context().browser();
      if (!navegador) throw new Error('Sin navegador');
      const sinScripts = await navegador.newContext({ baseURL: URL_BASE, javaScriptEnabled: false });
      try {
        const estatica = await sinScripts.newPage();
        await abrirLogin(estatica);
        await esperarVisible(estatica.getByLabel('Usuario', { exact: true }), "el campo 'Usuario'");
        await esperarVisible(estatica.getByLabel('Contraseña', { exact: true }), "el campo 'Contraseña'");
        // Nothing typed there could be lost when the portal replaces it: read-only fields, a disabled button.
        expect(await estatica.getByLabel('Usuario', { exact: true }).isEditable()).toBe(false);
        expect(await estatica.getByRole('button', { name: 'Entrar', exact: true }).isDisabled()).toBe(true);
      } finally {
        await sinScripts.close();
      }

      // With a saved session, out of /login, the blocking /primer-pintado.js hides it before the first paint.
      await entrar(page, CUENTAS.admin, null);
      const pintado = await page.context().newPage();
      await sinElPortal(pintado);
      await pintado.goto('/dashboard');
      expect(await pintado.locator('#primer-pintado').isVisible()).toBe(false);
      expect(await pintado.evaluate(() => document.documentElement.classList.contains('con-sesion'))).toBe(
        true,
      );
      // Instead, the signed-in frame with the title of the screen asked for.
      await esperarVisible(pintado.locator('#marco-titulo'), 'el título del marco estático');
      expect(await pintado.locator('#marco-titulo').innerText()).toBe('Dashboard Principal');
      // Assistive technology hears that the portal is loading, not a heading of a screen that is not there yet.
      expect(await pintado.getByRole('heading').count()).toBe(0);
      await esperarVisible(pintado.getByRole('status', { name: 'Cargando...' }), 'el aviso de carga');

      // On /login too: the portal will send the signed-in visitor to the dashboard, so its frame is painted.
      await pintado.goto('/login');
      expect(await pintado.locator('#primer-pintado').isVisible()).toBe(false);
      await esperarVisible(pintado.locator('#marco-titulo'), 'el título del marco estático en /login');
      expect(await pintado.locator('#marco-titulo').innerText()).toBe('Dashboard Principal');
    },
  );

  prueba(
    'con sesión, el marco que pinta index.html lleva el título del registro, el mismo que después muestra cada pantalla',
    async ({ page }) => {
      await entrar(page, CUENTAS.admin, null);
      const pintado = await page.context().newPage();
      await sinElPortal(pintado);
      // Every screen of the portal in the registry (packages/plataforma/src/pantallas.ts), in the menu or not.
      for (const pantalla of PANTALLAS) {
        if (pantalla.pagina) continue;
        const { ruta, titulo: delRegistro } = pantalla;
        await pintado.goto(ruta);
        const estatico = (await pintado.locator('#marco-titulo').innerText()).trim();
        expect([ruta, estatico]).toEqual([ruta, delRegistro]);
        if (DEL_MENU.has(ruta)) continue;
        await page.goto(ruta);
        const titulo = page.locator('main').getByRole('heading', { level: 3 }).first();
        await esperarVisible(titulo, `el título de ${ruta}`);
        expect([ruta, estatico, (await titulo.innerText()).trim()]).toEqual([ruta, delRegistro, delRegistro]);
      }
    },
    120_000,
  );

  prueba('enviar el formulario vacío pide usuario y contraseña', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await esperarVisible(
      page.getByText('Por favor ingrese el usuario', { exact: true }),
      "'Por favor ingrese el usuario'",
    );
    await esperarVisible(
      page.getByText('Por favor ingrese la contraseña', { exact: true }),
      "'Por favor ingrese la contraseña'",
    );
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  prueba('una contraseña incorrecta muestra "Usuario o contraseña incorrectos"', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Usuario', { exact: true }).fill(CUENTAS.admin.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await esperarVisible(
      toast(page, 'Usuario o contraseña incorrectos'),
      "el aviso 'Usuario o contraseña incorrectos'",
    );
    expect(new URL(page.url()).pathname).toBe('/login');
    expect((await sesionGuardada(page)).token).toBeNull();
  });

  prueba(
    'el administrador entra con Enter en la contraseña y llega al dashboard con su saludo',
    async ({ page }) => {
      await iniciarSesion(page, CUENTAS.admin);
      await esperarVisible(page.getByText(/^Bienvenido, \S/), "el saludo 'Bienvenido, …'");
      await esperarVisible(titulo(page, 'Dashboard Principal'), "'Dashboard Principal'");
      const sesion = await sesionGuardada(page);
      expect(sesion.token).toBeTruthy();
      expect(JSON.parse(sesion.usuario ?? 'null')).toMatchObject({ email: CUENTAS.admin.email });
    },
  );

  prueba(
    'el botón de salida cierra la sesión en el servidor (el token viejo ya no sirve) y vuelve a /login con "Sesión cerrada correctamente"',
    async ({ page }) => {
      await entrarEnPantalla(page, CUENTAS.admin, '/dashboard', 'Dashboard Principal');
      const { token } = await sesionGuardada(page);
      await page.getByRole('button', { name: 'Salir' }).click();
      await esperarRuta(page, '/login');
      await esperarVisible(
        toast(page, 'Sesión cerrada correctamente'),
        "el aviso 'Sesión cerrada correctamente'",
      );
      expect(await sesionGuardada(page)).toEqual({ token: null, usuario: null });
      // The server revoked it: a copy of the old token (another tab, a stolen one) no longer works.
      const conTokenViejo = await page.request.get('/api/auth/profile', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(conTokenViejo.status()).toBe(401);
      await page.goto('/dashboard');
      await esperarRuta(page, '/login');
    },
  );

  prueba(
    'en /login el portal no corre: la página de inicio funciona sola y sólo descarga el portal para después',
    async ({ page }) => {
      await page.goto('/login');
      const usuario = page.getByLabel('Usuario', { exact: true });
      await esperarVisible(usuario, "el campo 'Usuario'");
      await page.waitForFunction(
        () => !document.querySelector<HTMLInputElement>('#primer-pintado input')?.readOnly,
      );
      // The portal's scripts are downloaded (prefetch), never run: no Module Federation, no script element of them.
      await page
        .locator('link[rel="prefetch"][href^="/static/js/index."]')
        .waitFor({ state: 'attached' });
      const scripts = await page
        .locator('script[src]')
        .evaluateAll((todos) => todos.map((script) => script.getAttribute('src') ?? ''));
      expect(scripts.map((src) => src.replace(/\.[0-9a-f]{10}\.js$/, '.js'))).toEqual([
        '/static/js/primer-pintado.js',
        '/static/js/entrar.js',
      ]);
      expect(await page.evaluate(() => '__FEDERATION__' in window)).toBe(false);

      // A start of the portal remembers the files it needed; the next sign-in page downloads them all ahead.
      await iniciarSesion(page, CUENTAS.admin);
      await page.waitForFunction(() => window.localStorage.getItem('archivos-portal') !== null);
      const recordados = await page.evaluate(
        () =>
          (JSON.parse(window.localStorage.getItem('archivos-portal') ?? '{}') as { archivos: string[] })
            .archivos,
      );
      expect(recordados.length).toBeGreaterThan(5);
      await page.getByRole('button', { name: 'Salir' }).click();
      await esperarRuta(page, '/login');
      await page.waitForFunction(
        (cuantos) => document.querySelectorAll('link[rel="prefetch"]').length >= cuantos,
        recordados.length,
      );
      expect(await page.evaluate(() => '__FEDERATION__' in window)).toBe(false);
    },
  );

  prueba(
    'los scripts de index.html llevan hash en el nombre y se guardan un año: una visita repetida no pregunta',
    async ({ page }) => {
      const respuesta = await page.goto('/login');
      expect(respuesta?.headers()['cache-control']).toBe('no-cache');
      const src = await page.locator('head script[src]').first().getAttribute('src');
      expect(src).toMatch(/^\/static\/js\/primer-pintado\.[0-9a-f]{10}\.js$/);
      await page.locator('link[rel="prefetch"]').first().waitFor({ state: 'attached' });
      const entrar = await page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .map((entrada) => new URL(entrada.name).pathname)
            .find((ruta) => ruta.includes('/entrar.')) ?? '',
      );
      expect(entrar).toMatch(/^\/static\/js\/entrar\.[0-9a-f]{10}\.js$/);
      for (const ruta of [src ?? '', entrar]) {
        const archivo = await page.request.get(ruta, { headers: { 'accept-encoding': 'br' } });
        expect([
          ruta,
          archivo.status(),
          archivo.headers()['cache-control'],
          archivo.headers()['content-encoding'],
        ]).toEqual([ruta, 200, 'public, max-age=31536000, immutable', 'br']);
      }
    },
  );
});
