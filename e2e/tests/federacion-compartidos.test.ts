import type { Page } from 'playwright-core';
import { CUENTAS } from '../support/entorno';
import {
  compartidosCargados,
  entrarEnPantalla,
  esperarRuta,
  esperarVisible,
  menu,
  prueba,
  titulo,
} from '../support/navegador';
import { erroresDeLaPagina } from '../support/errores-de-pagina';
import { listaDeLaVentana } from '../support/ventana';

/** What the Module Federation runtime knows of one shared package, as the shell's instance sees it. */
interface EstadoCompartido {
  versiones: number;
  desde: string[];
  usadoEn: string[];
  completoCargado: boolean;
  mismoAlcanceEnRemoto: boolean;
}

/** Signed in as admin, a click on 'Préstamos' in the menu: the remote mfe_prestamos loads into the shell. */
async function entrarAPrestamos(page: Page): Promise<void> {
  await entrarEnPantalla(page, CUENTAS.admin, '/dashboard', 'Dashboard Principal');
  await menu(page).getByRole('link', { name: 'Préstamos', exact: true }).click();
  await esperarRuta(page, '/prestamos');
}

describe('módulos compartidos entre el shell y los remotos', () => {
  prueba(
    'un remoto recibe la misma React y los componentes de antd del shell, y un componente que el shell no usa sale con el tema y el idioma del portal',
    async ({ page }) => {
      const pedidos: string[] = [];
      page.on('request', (pedido) => pedidos.push(pedido.url()));
      const errores = erroresDeLaPagina(page);

      await entrarAPrestamos(page);
      await esperarVisible(titulo(page, 'Préstamos'), "el título 'Préstamos'");

      const estado = await page.evaluate(() => {
        interface Compartido {
          from: string;
          loaded?: boolean;
          lib?: unknown;
          useIn?: string[];
          treeShaking?: { loaded?: boolean; lib?: unknown; useIn?: string[] };
        }
        interface Instancia {
          name: string;
          shareScopeMap: Record<string, Record<string, Record<string, Compartido>>>;
        }
        const federacion = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instancia[] } })
          .__FEDERATION__;
        const shell = federacion.__INSTANCES__.find((instancia) => instancia.name === 'shell');
        const remoto = federacion.__INSTANCES__.find((instancia) => instancia.name === 'mfe_prestamos');
        if (!shell || !remoto) return null;
        const resultado: Record<string, EstadoCompartido> = {};
        for (const paquete of [
          'react',
          'react-dom',
          'antd/es/button',
          'antd/es/date-picker',
          '@cartera/plataforma',
        ]) {
          const versiones = Object.values(shell.shareScopeMap.default[paquete] ?? {});
          const usadoEn = versiones.flatMap((v) => [...(v.useIn ?? []), ...(v.treeShaking?.useIn ?? [])]);
          resultado[paquete] = {
            versiones: versiones.length,
            desde: versiones.map((v) => v.from),
            usadoEn: [...new Set(usadoEn)].sort(),
            completoCargado: versiones.some((v) => Boolean(v.loaded || v.lib)),
            mismoAlcanceEnRemoto: remoto.shareScopeMap.default === shell.shareScopeMap.default,
          };
        }
        return resultado;
      });

      expect(estado).not.toBeNull();
      for (const paquete of ['react', 'react-dom', 'antd/es/button', '@cartera/plataforma']) {
        // One copy, provided by the shell, and the remote uses that one (not its own).
        expect({ paquete, ...estado?.[paquete] }).toMatchObject({
          paquete,
          versiones: 1,
          desde: ['shell'],
          completoCargado: true,
          mismoAlcanceEnRemoto: true,
        });
      }
      // The remote's screens import react, antd's Button and the platform (react-dom only its standalone page): they
      // got the shell's.
      for (const paquete of ['react', 'antd/es/button', '@cartera/plataforma']) {
        expect({ paquete, usadoEn: estado?.[paquete].usadoEn }).toEqual({
          paquete,
          usadoEn: expect.arrayContaining(['shell', 'mfe_prestamos']),
        });
      }
      // antd is shared one component at a time (packages/plataforma/federacion.ts): the shell provides even those it
      // never renders, like DatePicker, so there is one registration of it and the remote does not bring its own.
      expect(estado?.['antd/es/date-picker'].versiones).toBe(1);
      // And the remote's own copies of antd's components (its fallbacks, listed in its manifest) are never downloaded.
      const copiasDelRemoto = await page.evaluate(async () => {
        const remotos = (await (await fetch('/remotes.json')).json()) as Record<string, string>;
        const manifiesto = new URL(remotos.mfe_prestamos, window.location.href);
        const { shared } = (await (await fetch(manifiesto)).json()) as {
          shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
        };
        return shared
          .filter((compartido) => compartido.name.startsWith('antd/es/'))
          .flatMap((compartido) => [...compartido.assets.js.sync, ...compartido.assets.js.async])
          .map((archivo) => new URL(archivo, manifiesto).href);
      });
      expect(copiasDelRemoto.length).toBeGreaterThan(0);
      expect(pedidos.filter((url) => copiasDelRemoto.includes(url))).toEqual([]);
      expect(pedidos.filter((url) => url.includes('independent-packages'))).toEqual([]);

      // The portal's theme (ConfigProvider of the shell) reaches the remote's buttons: #1f6f5c, not antd's blue.
      const nuevo = page.getByRole('button', { name: /Nuevo Préstamo/ });
      await esperarVisible(nuevo, "el botón 'Nuevo Préstamo'");
      expect(await nuevo.evaluate((boton) => getComputedStyle(boton).backgroundColor)).toBe(
        'rgb(31, 111, 92)',
      );

      // DatePicker is not used by the shell (only by remotes): it renders from the shared antd, in Spanish
      // (es_ES of the shell's ConfigProvider, weeks from Monday) and hooks work (one React).
      await page.getByLabel('Rango de fechas del préstamo').first().click();
      const dias = page
        .locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-content')
        .first()
        .locator('thead th');
      await esperarVisible(dias.first(), 'el calendario del rango de fechas');
      expect(await dias.allInnerTexts()).toEqual(['Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom']);

      expect(errores.filter((texto) => /hook|react|antd/i.test(texto))).toEqual([]);

      // A screen built on the list kit (@cartera/plataforma/listado, shared apart): the runtime accepts its version.
      await menu(page).getByRole('link', { name: 'Reportes', exact: true }).click();
      await esperarRuta(page, '/reportes');
      await esperarVisible(titulo(page, 'Reportes'), "el título 'Reportes'");
      expect(errores.filter((texto) => texto.includes('Federation Runtime'))).toEqual([]);
    },
  );
  prueba(
    'antd dibuja con la hoja estática del tema: el navegador no genera CSS ni mete hojas al montar componentes, y la hoja trae el de los que sólo aparecen dentro de otros',
    async ({ page }) => {
      await entrarAPrestamos(page);
      const paginador = page.locator('.ant-pagination').first();
      await esperarVisible(paginador, 'el paginador de la tabla de préstamos');

      const estilos = await page.evaluate(() => {
        // The rules of antd's components come from the sheet that estilos-antd.mjs wrote at build time (zeroRuntime
        // in ProveedorCartera). The kit's own base rules (ESTILOS_BASE, React's <style href="cartera-base">) are
        // written by hand, not generated: a few of them adjust antd's classes (the password eye, figures that do
        // not break inside).
        const enLinea = [...document.querySelectorAll('style:not([data-href="cartera-base"])')]
          .flatMap((estilo) => [...(estilo.textContent ?? '').matchAll(/([^{}]+)\{([^{}]*)\}/g)])
          .filter(([, selector]) => selector.includes('.ant-'));
        const reglasDeHojas = [...document.styleSheets]
          .filter((hoja) => hoja.href !== null)
          .flatMap((hoja) => [...hoja.cssRules].map((regla) => regla.cssText));
        return {
          componentesEnLinea: enLinea
            .filter(([, , declaraciones]) =>
              declaraciones.split(';').some((d) => d.trim() !== '' && !d.trim().startsWith('--')),
            )
            .map(([regla]) => regla.slice(0, 120)),
          paginadorEnHoja: reglasDeHojas.some((regla) => regla.startsWith('.ant-pagination {')),
          tablaEnHoja: reglasDeHojas.some((regla) => regla.startsWith('.ant-table-wrapper')),
        };
      });
      expect(estilos.componentesEnLinea).toEqual([]);
      // Pagination is not in antd-compartido.ts (no screen imports it): the sheet has it because Table imports it.
      expect(estilos).toMatchObject({ paginadorEnHoja: true, tablaEnHoja: true });
      expect(await paginador.evaluate((elemento) => getComputedStyle(elemento).display)).toBe('flex');
      expect(
        await page
          .getByRole('button', { name: /Nuevo Préstamo/ })
          .evaluate((boton) => getComputedStyle(boton).backgroundColor),
      ).toBe('rgb(31, 111, 92)');

      // Nor its CSS variables: antd writes them where the page does not read them (ProveedorCartera), the sheet has
      // them. Going to another screen puts no <style> in the page and takes none out (work for nothing).
      expect(await page.locator('style[data-css-hash]').count()).toBe(0);
      await page.evaluate(() => {
        const pagina = window as unknown as { hojasCambiadas: string[] };
        pagina.hojasCambiadas = [];
        const deAntd = (nodo: Node) => nodo instanceof Element && nodo.hasAttribute('data-css-hash');
        new MutationObserver((cambios) => {
          for (const cambio of cambios)
            for (const nodo of [...cambio.addedNodes, ...cambio.removedNodes])
              if (deAntd(nodo)) pagina.hojasCambiadas.push(nodo.textContent?.slice(0, 60) ?? '');
        }).observe(document.head, { childList: true });
      });
      await menu(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
      await esperarRuta(page, '/dashboard');
      await esperarVisible(titulo(page, 'Dashboard Principal'), "el título 'Dashboard Principal'");
      await menu(page).getByRole('link', { name: 'Préstamos', exact: true }).click();
      await esperarVisible(page.locator('.ant-pagination').first(), 'el paginador de la tabla de préstamos');
      expect(await listaDeLaVentana(page, 'hojasCambiadas')).toEqual([]);
    },
  );
  prueba(
    'la lista de préstamos no descarga el formulario de préstamo, sus campos ni el modal hasta que se abre',
    async ({ page }) => {
      await entrarAPrestamos(page);
      await esperarVisible(page.locator('.ant-pagination').first(), 'la tabla de préstamos');
      // Not Form: the sign-in screen already brought it.
      const cargados = () => compartidosCargados(page, ['antd/es/input-number', 'antd/es/modal']);
      expect(await cargados()).toEqual([]);

      await page.getByRole('button', { name: 'Nuevo Préstamo' }).click();
      const dialogo = page.getByRole('dialog', { name: 'Nuevo Préstamo' });
      await esperarVisible(dialogo.getByLabel('Monto', { exact: true }), "el campo 'Monto' del diálogo");
      expect(await cargados()).toEqual(['antd/es/input-number', 'antd/es/modal']);
    },
  );
  prueba(
    'las listas no descargan el filtro de columna ni la selección de filas de antd, ni la validación de formularios ni las pestañas de las tarjetas, y siguen ordenando en el servidor',
    async ({ page }) => {
      const scripts: Promise<string>[] = [];
      page.on('response', (respuesta) => {
        if (/\.js$/.test(new URL(respuesta.url()).pathname)) scripts.push(respuesta.text().catch(() => ''));
      });
      // The dashboard's tables (shell), the loans' list (mfe-prestamos) and the audit's, sortable (mfe-avanzados).
      await entrarAPrestamos(page);
      await esperarVisible(page.locator('.ant-pagination').first(), 'la tabla de préstamos');
      await menu(page).getByRole('link', { name: 'Auditoría', exact: true }).click();
      await esperarRuta(page, '/auditoria');
      const encabezado = page.getByRole('columnheader', { name: /^Usuario/ });
      await esperarVisible(encabezado, "la columna 'Usuario' de la auditoría");
      const ordenada = page.waitForRequest(
        (pedido) => pedido.url().includes('/api/auditoria') && /[?&]sort=usuario_asc\b/.test(pedido.url()),
      );
      await encabezado.click();
      await ordenada;

      const textos = await Promise.all(scripts);
      expect(textos.length).toBeGreaterThan(20);
      /** The opening of each downloaded script that contains this text (a short failure message). */
      const con = (marca: string) =>
        textos.filter((texto) => texto.includes(marca)).map((t) => t.slice(0, 80));
      // Classes only antd's filter dropdown and selection column write (packages/plataforma/antd-a-medida-plugin.ts).
      expect(con('-dropdown-btns')).toEqual([]);
      expect(con('-selection-col-with-dropdown')).toEqual([]);
      // Nor rc-form and async-validator, whose messages these are: the fields only need the form's context.
      expect(con('%s is not a valid')).toEqual([]);
      // Nor antd's Tabs, which Card imports for `tabList` (no screen of this walk shows tabs).
      expect(con('-nav-operations')).toEqual([]);
    },
  );
  prueba(
    'el filtro de fechas llega después de la tabla: mientras tanto un marco del mismo tamaño, y al pulsarlo se abre el calendario',
    async ({ page }) => {
      await entrarEnPantalla(page, CUENTAS.admin, '/dashboard', 'Dashboard Principal');
      /** When each script that brings rc-picker (antd's date pickers) was asked for, by the page's clock. */
      const pedidosDelSelector: Promise<number>[] = [];
      page.on('response', (respuesta) => {
        if (!/\.js$/.test(new URL(respuesta.url()).pathname)) return;
        const inicio = respuesta.request().timing().startTime;
        pedidosDelSelector.push(
          respuesta
            .text()
            .then((texto) => (texto.includes('rc-picker') ? inicio : Number.NaN))
            .catch(() => Number.NaN),
        );
      });
      // When the first row enters the page, by the page's clock: the test's own polling would see it later.
      await page.addInitScript(() => {
        new MutationObserver((_cambios, observador) => {
          if (!document.querySelector('.ant-table-row')) return;
          (window as unknown as { filasPintadas: number }).filasPintadas =
            performance.timeOrigin + performance.now();
          observador.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      // The list's answer takes 2 s, as on a slow link: the pickers wait for it (the page rests only once its data is
      // in), so the frame stays on screen long enough to be seen and reached, however slow this machine is.
      await page.route(/\/api\/prestamos\?/, async (ruta) => {
        await new Promise((seguir) => setTimeout(seguir, 2000));
        await ruta.continue();
      });
      // A new load of the page with the session: nothing of the portal is in memory, as after opening a bookmark.
      await page.goto('/prestamos');
      const rango = page.getByRole('textbox', { name: 'Rango de fechas del préstamo' }).first();
      await esperarVisible(rango, 'el filtro de fechas');
      expect(await rango.getAttribute('readonly')).toBe('');
      const caja = (locator: typeof rango) =>
        locator.evaluate((campo) => {
          const { x, y, width, height } = campo.closest('.ant-picker')!.getBoundingClientRect();
          return { x, y, width, height };
        });
      const cajaDelMarco = await caja(rango);

      await esperarVisible(page.locator('.ant-table-row').first(), 'las filas de préstamos');
      const tablaPintada = await page.evaluate(
        () => (window as unknown as { filasPintadas: number }).filasPintadas,
      );
      await page.waitForSelector(
        '.ant-picker input[aria-label="Rango de fechas del préstamo"]:not([readonly])',
      );
      expect(await caja(rango)).toEqual(cajaDelMarco);
      const pedidos = (await Promise.all(pedidosDelSelector)).filter((inicio) => !Number.isNaN(inicio));
      expect(pedidos.length).toBeGreaterThan(0);
      // startTime is in ms since the epoch: the pickers were asked for once the table was on screen.
      for (const inicio of pedidos) expect(inicio).toBeGreaterThan(tablaPintada);

      // Another cold load, and the person reaches for the field before the page is idle: the calendar opens.
      await page.goto('/prestamos');
      const marco = page
        .locator('.ant-picker input[aria-label="Rango de fechas del préstamo"][readonly]')
        .first();
      await esperarVisible(marco, 'el marco del filtro de fechas');
      await marco.click();
      await esperarVisible(
        page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-content').first(),
        'el calendario del rango de fechas',
      );
      // The picker takes the focus in an effect after it opens: wait for it rather than read it at once.
      const enfocado = await page
        .waitForFunction(
          () => document.activeElement?.getAttribute('aria-label') === 'Rango de fechas del préstamo',
        )
        .then(() => true)
        .catch(() => false);
      expect(
        enfocado
          ? 'Rango de fechas del préstamo'
          : await page.evaluate(() => document.activeElement?.outerHTML),
      ).toBe('Rango de fechas del préstamo');
    },
  );
  prueba(
    'con el dashboard en pantalla, los remotos del menú se descargan sin ejecutarse, y uno corre cuando el puntero llega a su entrada del menú',
    async ({ page }) => {
      const entradaCobros = /\/mf\/mfe-cobros\/static\/js\/mfe_cobros\.[0-9a-f]+\.js$/;
      const descargada = page.waitForResponse((respuesta) => entradaCobros.test(respuesta.url()), {
        timeout: 30_000,
      });
      await entrarEnPantalla(page, CUENTAS.admin, '/dashboard', 'Dashboard Principal');
      expect((await descargada).ok()).toBe(true);
      /** Whether the Module Federation runtime has run this remote's entry in the page. */
      const ejecutado = (nombre: string) =>
        page.evaluate((remoto) => {
          const federacion = (window as unknown as { __FEDERATION__?: { __INSTANCES__: { name: string }[] } })
            .__FEDERATION__;
          return (federacion?.__INSTANCES__ ?? []).some((instancia) => instancia.name === remoto);
        }, nombre);
      expect(await ejecutado('mfe_cobros')).toBe(false);

      await menu(page).getByRole('link', { name: 'Cobros', exact: true }).hover();
      await page.waitForFunction(
        () =>
          (
            window as unknown as { __FEDERATION__?: { __INSTANCES__: { name: string }[] } }
          ).__FEDERATION__?.__INSTANCES__.some((instancia) => instancia.name === 'mfe_cobros'),
      );
      expect(await ejecutado('mfe_prestamos')).toBe(false);
      await menu(page).getByRole('link', { name: 'Cobros', exact: true }).click();
      await esperarRuta(page, '/cobros');
      await esperarVisible(titulo(page, 'Gestión de Cobros'), "el título 'Gestión de Cobros'");
    },
  );
});
