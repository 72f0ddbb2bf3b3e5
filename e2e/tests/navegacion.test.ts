import type { BrowserContext, Page } from 'playwright-core';
import { menuPara } from '@cartera/plataforma/pantallas';
import { CUENTAS } from '../support/entorno';
import {
  entrar,
  esperarRuta,
  esperarVisible,
  iniciarSesion,
  menu,
  prueba,
  rutaActual,
  titulo,
} from '../support/navegador';
import { listaDeLaVentana } from '../support/ventana';

/** A request of the page: its path, and the script whose code asked for it ('' for the document's own tags). */
interface Pedido {
  ruta: string;
  iniciador: string;
}

/**
 * Signed in as admin, `ruta` loaded anew with the browser cache off, as on a first visit with a saved session: the
 * page's requests, in order (the list keeps growing while the test goes on).
 */
async function abrirEnFrioConSesion(page: Page, context: BrowserContext, ruta: string): Promise<Pedido[]> {
  await entrar(page, CUENTAS.admin, null);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const pedidos: Pedido[] = [];
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    const marco = initiator.stack?.callFrames[0];
    pedidos.push({
      ruta: new URL(request.url).pathname,
      iniciador: marco ? new URL(marco.url, request.url).pathname : '',
    });
  });
  await page.goto(ruta);
  return pedidos;
}

/**
 * The admin's sidebar entries of both groups that open a screen of the portal, from the registry of screens
 * (packages/plataforma/src/pantallas.ts): each one's label, route and the title its screen shows.
 */
const ENTRADAS = menuPara('admin').flatMap((grupo) =>
  grupo.pantallas.flatMap((p) =>
    p.pagina ? [] : [{ etiqueta: p.menu.etiqueta, ruta: p.ruta, titulo: p.titulo }],
  ),
);

describe('navegación', () => {
  prueba("con sesión, /login, '/', '/panel' y una ruta desconocida llevan a /dashboard", async ({ page }) => {
    await entrar(page, CUENTAS.admin, null);
    for (const ruta of ['/login', '/', '/panel', '/xyz']) {
      await page.goto(ruta);
      await esperarRuta(page, '/dashboard');
      await esperarVisible(titulo(page, 'Dashboard Principal'), `'Dashboard Principal' tras abrir ${ruta}`);
    }
  });

  prueba(
    'cada entrada del menú lateral lleva a su ruta y muestra el título de su pantalla, sin violar la política de contenido',
    async ({ page }) => {
      // Anything the Content-Security-Policy blocks (an inline script, a foreign host) is recorded here.
      await page.addInitScript(() => {
        const registro: string[] = [];
        Object.assign(window, { __violacionesCsp: registro });
        document.addEventListener('securitypolicyviolation', (evento) =>
          registro.push(`${evento.violatedDirective} ${evento.blockedURI}`),
        );
      });
      const documento = page.waitForResponse(
        (respuesta) => respuesta.request().resourceType() === 'document',
      );
      await iniciarSesion(page, CUENTAS.admin);
      expect((await documento).headers()['content-security-policy']).toContain("script-src 'self'");
      await esperarVisible(
        menu(page).getByText('Sistema Principal', { exact: true }),
        "el grupo 'Sistema Principal'",
      );
      await esperarVisible(
        menu(page).getByText('Módulos Avanzados', { exact: true }),
        "el grupo 'Módulos Avanzados'",
      );
      // Backwards, so that Dashboard is also reached from another screen.
      for (const entrada of [...ENTRADAS].reverse()) {
        await menu(page).getByRole('link', { name: entrada.etiqueta, exact: true }).click();
        await esperarRuta(page, entrada.ruta);
        await esperarVisible(
          titulo(page, entrada.titulo),
          `el título '${entrada.titulo}' en ${entrada.ruta}`,
        );
      }
      expect(await listaDeLaVentana(page, '__violacionesCsp')).toEqual([]);
    },
  );

  prueba(
    'un remoto que no carga muestra "Módulo no disponible" y los demás siguen funcionando',
    async ({ page, context }) => {
      await context.route('**/mf/mfe-cobros/**', (ruta) => ruta.abort());
      await entrar(page, CUENTAS.admin);

      await menu(page).getByRole('link', { name: 'Cobros', exact: true }).click();
      await esperarRuta(page, '/cobros');
      await esperarVisible(page.getByText('Módulo no disponible', { exact: true }), "'Módulo no disponible'");
      await esperarVisible(
        page.getByRole('button', { name: 'Reintentar', exact: true }),
        "el botón 'Reintentar'",
      );

      await menu(page).getByRole('link', { name: 'Clientes', exact: true }).click();
      await esperarRuta(page, '/clientes');
      await esperarVisible(titulo(page, 'Clientes'), "el título 'Clientes'");

      // Once the remote is reachable again, 'Reintentar' loads it without reloading the page.
      await menu(page).getByRole('link', { name: 'Cobros', exact: true }).click();
      await esperarVisible(
        page.getByRole('button', { name: 'Reintentar', exact: true }),
        "el botón 'Reintentar'",
      );
      await context.unroute('**/mf/mfe-cobros/**');
      await page.getByRole('button', { name: 'Reintentar', exact: true }).click();
      await esperarVisible(
        titulo(page, 'Gestión de Cobros'),
        "el título 'Gestión de Cobros' tras reintentar",
      );
      expect(rutaActual(page)).toBe('/cobros');
    },
  );

  for (const rol of ['admin', 'gerente', 'cobrador'] as const) {
    prueba(
      `un ${rol} ve en el menú las entradas que el registro de pantallas le da, en su orden`,
      async ({ page }) => {
        await entrar(page, CUENTAS[rol]);
        await esperarVisible(
          menu(page).getByRole('link', { name: 'Clientes', exact: true }),
          "la entrada 'Clientes'",
        );
        const entradas = menuPara(rol).flatMap((grupo) => grupo.pantallas.map((p) => p.menu.etiqueta));
        expect(await menu(page).getByRole('link').allInnerTexts()).toEqual(entradas);
        if (rol === 'cobrador') {
          // Roles and permissions: the API refuses a collector these screens whole.
          for (const negada of ['Usuarios', 'Flujo de Caja', 'Contabilidad', 'Auditoría'])
            expect(entradas).not.toContain(negada);
        }
      },
    );
  }

  prueba(
    'en un teléfono el portal arranca con el menú plegado y lo monta una sola vez (sin desplegarlo y plegarlo)',
    async ({ page }) => {
      // Every change of the fold button's label while the portal starts: a menu mounted unfolded and then folded, or
      // mounted, taken down while the session is checked and mounted again, changes it.
      await page.addInitScript(() => {
        const cambios: string[] = [];
        Object.assign(window, { __cambiosPlegado: cambios });
        new MutationObserver((registros) => {
          for (const registro of registros) {
            const antes = registro.oldValue ?? '';
            if (/menú/.test(antes)) {
              cambios.push(`${antes} → ${(registro.target as Element).getAttribute('aria-label')}`);
            }
          }
        }).observe(document, {
          subtree: true,
          attributes: true,
          attributeOldValue: true,
          attributeFilter: ['aria-label'],
        });
      });
      await page.setViewportSize({ width: 412, height: 823 });
      await entrar(page, CUENTAS.admin);
      await esperarVisible(page.getByRole('button', { name: 'Mostrar menú' }), "el botón 'Mostrar menú'");
      await page.waitForTimeout(500);
      expect(await listaDeLaVentana(page, '__cambiosPlegado')).toEqual([]);
    },
  );

  prueba(
    'con sesión, remotes.json se pide una sola vez y antes que los scripts del portal (lo pide el primer script de la página)',
    async ({ page, context }) => {
      const pedidos = (await abrirEnFrioConSesion(page, context, '/prestamos')).map((pedido) => pedido.ruta);
      await esperarVisible(titulo(page, 'Préstamos'), "el título 'Préstamos'");
      expect(pedidos.filter((ruta) => ruta === '/remotes.json')).toHaveLength(1);
      const entradaDelShell = pedidos.findIndex((ruta) => /^\/static\/js\/index\.[0-9a-f]+\.js$/.test(ruta));
      expect(entradaDelShell).toBeGreaterThan(-1);
      expect(pedidos.indexOf('/remotes.json')).toBeLessThan(entradaDelShell);
    },
  );

  prueba(
    'con sesión, el remoto de la pantalla pedida se adelanta: su manifiesto, su entrada y ./routes los pide el primer script de la página, una vez cada uno',
    async ({ page, context }) => {
      const pedidos = await abrirEnFrioConSesion(page, context, '/cobros');
      await esperarVisible(titulo(page, 'Gestión de Cobros'), "el título 'Gestión de Cobros'");
      await esperarVisible(page.locator('.ant-table-row').first(), 'las filas de cobros');

      const archivos = [
        /^\/mf\/mfe-cobros\/mf-manifest\.json$/,
        /^\/mf\/mfe-cobros\/static\/js\/mfe_cobros\.[0-9a-f]+\.js$/,
        /^\/mf\/mfe-cobros\/static\/js\/async\/__federation_expose_routes\.[0-9a-f]+\.js$/,
      ];
      for (const archivo of archivos) {
        const suyos = pedidos.filter((pedido) => archivo.test(pedido.ruta));
        // Once, and asked for by index.html's first script: the portal's runtime used that answer, not its own.
        expect(suyos).toHaveLength(1);
        expect(suyos[0]?.iniciador).toMatch(/^\/static\/js\/primer-pintado\.[0-9a-f]+\.js$/);
      }
    },
  );

  prueba(
    'cada script del shell y de los remotos empieza con la pista de V8 para compilarse mientras se descarga',
    async ({ page, context }) => {
      const pedidos = await abrirEnFrioConSesion(page, context, '/prestamos');
      await esperarVisible(page.locator('.ant-table-row').first(), 'las filas de préstamos');
      // The portal's own scripts; index.html's first two are not the bundler's and run once, at the top of the page.
      const scripts = [...new Set(pedidos.map((pedido) => pedido.ruta))].filter(
        (ruta) => ruta.endsWith('.js') && !/\/(primer-pintado|entrar)\.[0-9a-f]+\.js$/.test(ruta),
      );
      expect(scripts.some((ruta) => ruta.startsWith('/mf/mfe-prestamos/'))).toBe(true);
      expect(scripts.some((ruta) => ruta.startsWith('/static/js/async/'))).toBe(true);
      for (const ruta of scripts) {
        const texto = await (await page.request.get(ruta)).text();
        expect([ruta, texto.split('\n', 1)[0]]).toEqual([ruta, '//# allFunctionsCalledOnLoad']);
      }
    },
  );
});
