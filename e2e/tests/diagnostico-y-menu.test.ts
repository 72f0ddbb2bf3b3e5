// Issue 70: the diagnostics overlay is a «Diag» badge in the top bar that covers nothing and opens its panel on
// demand (docs/decisiones/diagnostico-en-la-barra.md), and the menu of a phone names each entry, not bare icons.
import type { Page } from 'playwright-core';
import { menuPara } from '@cartera/plataforma/pantallas';
import { CUENTAS } from '../support/entorno';
import {
  entrar,
  esperarAusente,
  esperarRuta,
  esperarVisible,
  menu,
  prueba,
  titulo,
} from '../support/navegador';

const PANTALLAS = [
  { ancho: 1366, alto: 900 },
  { ancho: 412, alto: 823 },
];

const insignia = (page: Page) => page.getByTestId('diagnostico').getByRole('button', { name: /^Diag/ });
const panel = (page: Page) => page.getByRole('region', { name: 'Diagnóstico' });

/**
 * What the badge touches: every visible element whose box overlaps the badge's and is neither the badge, something
 * inside it, nor one of its ancestors (`tocados`), and every element painted over it at one of its four corners
 * (`encima`: what document.elementsFromPoint lists before it). Also whether the badge lies whole inside the window and
 * inside the top bar. Scrolled, the screen passes under the sticky bar: then only `encima` says something.
 */
function loQueTocaLaInsignia(page: Page) {
  return insignia(page).evaluate((boton) => {
    const caja = boton.getBoundingClientRect();
    const describir = (nodo: Element) =>
      `${nodo.tagName.toLowerCase()}${nodo.id ? `#${nodo.id}` : ''}.${[...nodo.classList].join('.')} «${(nodo.textContent ?? '').trim().slice(0, 30)}»`;
    const ajeno = (nodo: Element) => nodo !== boton && !boton.contains(nodo) && !nodo.contains(boton);
    const solapa = (otra: DOMRect) =>
      Math.min(caja.right, otra.right) - Math.max(caja.left, otra.left) > 0.5 &&
      Math.min(caja.bottom, otra.bottom) - Math.max(caja.top, otra.top) > 0.5;
    const tocados = [...document.body.querySelectorAll('*')].filter((nodo) => {
      if (!ajeno(nodo) || !nodo.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
        return false;
      const otra = nodo.getBoundingClientRect();
      return otra.width > 0 && otra.height > 0 && solapa(otra);
    });
    // 2 px in: the corners are rounded (4 px), the very corner is not the badge's.
    const esquinas: Array<[number, number]> = [
      [caja.left + 2, caja.top + 2],
      [caja.right - 2, caja.top + 2],
      [caja.left + 2, caja.bottom - 2],
      [caja.right - 2, caja.bottom - 2],
    ];
    const encima = esquinas.flatMap(([x, y]) => {
      const pila = document.elementsFromPoint(x, y);
      const suya = pila.findIndex((nodo) => nodo === boton || boton.contains(nodo));
      return suya === -1 ? [document.documentElement] : pila.slice(0, suya);
    });
    const barra = boton.closest('header')?.getBoundingClientRect();
    return {
      tocados: tocados.map(describir),
      encima: [...new Set(encima)].map(describir),
      dentroDeLaVentana: caja.left >= 0 && caja.right <= window.innerWidth && caja.top >= 0,
      enLaBarra: barra !== undefined && caja.top >= barra.top && caja.bottom <= barra.bottom,
      alto: caja.height,
    };
  });
}

describe('diagnóstico en la barra y menú del teléfono (issue 70)', () => {
  for (const { ancho, alto } of PANTALLAS) {
    prueba(
      `a ${ancho} px la insignia «Diag» está en la barra sin tapar nada, y su panel se abre y se cierra a pedido`,
      async ({ page }) => {
        await page.setViewportSize({ width: ancho, height: alto });
        await entrar(page, CUENTAS.admin, '/dashboard?diag=1');
        await esperarVisible(titulo(page, 'Dashboard Principal'), "el título 'Dashboard Principal'");
        await esperarVisible(insignia(page), 'la insignia «Diag»');
        await esperarVisible(page.getByRole('button', { name: 'Salir' }), "el botón 'Salir'");
        // Closed: the badge alone, its panel nowhere.
        expect(await insignia(page).getAttribute('aria-expanded')).toBe('false');
        expect(await panel(page).count()).toBe(0);
        expect(await loQueTocaLaInsignia(page)).toEqual({
          tocados: [],
          encima: [],
          dentroDeLaVentana: true,
          enLaBarra: true,
          alto: expect.any(Number),
        });
        // Scrolled down, it stays in the (sticky) bar, over no row of the screen.
        await page.mouse.wheel(0, 600);
        await page.waitForTimeout(200);
        expect((await loQueTocaLaInsignia(page)).encima).toEqual([]);

        await insignia(page).click();
        await esperarVisible(panel(page), 'el panel de diagnóstico');
        expect(await insignia(page).getAttribute('aria-expanded')).toBe('true');
        await esperarVisible(panel(page).getByText(/Token: presente/), 'el token guardado en el panel');
        expect(await panel(page).innerText()).toContain('[ruta] /dashboard?diag=1');
        const cajaPanel = await panel(page).boundingBox();
        expect(cajaPanel && cajaPanel.x >= 0 && cajaPanel.x + cajaPanel.width <= ancho).toBe(true);

        await page.keyboard.press('Escape');
        await esperarAusente(panel(page), 'el panel tras Escape');
        expect(await insignia(page).getAttribute('aria-expanded')).toBe('false');

        await insignia(page).click();
        await esperarVisible(panel(page), 'el panel otra vez');
        await insignia(page).click();
        await esperarAusente(panel(page), 'el panel tras otro clic en la insignia');

        // Open is not remembered: the next load shows the badge alone.
        await insignia(page).click();
        await esperarVisible(panel(page), 'el panel antes de recargar');
        await page.reload();
        await esperarVisible(insignia(page), 'la insignia tras recargar');
        expect(await panel(page).count()).toBe(0);
      },
    );
  }

  prueba('con ?diag=0 no hay insignia; con ?diag=1 vuelve', async ({ page }) => {
    await entrar(page, CUENTAS.admin, '/dashboard?diag=1');
    await esperarVisible(insignia(page), 'la insignia con ?diag=1');
    await page.goto('/dashboard?diag=0');
    await esperarVisible(titulo(page, 'Dashboard Principal'), "el título 'Dashboard Principal'");
    await esperarVisible(page.getByRole('button', { name: 'Salir' }), "el botón 'Salir'");
    expect(await page.getByTestId('diagnostico').count()).toBe(0);
  });

  prueba(
    'en un teléfono el menú no es una columna de íconos: se despliega con cada entrada nombrada',
    async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      await entrar(page, CUENTAS.admin);
      await esperarVisible(titulo(page, 'Dashboard Principal'), "el título 'Dashboard Principal'");
      // Folded, nothing of the menu is drawn: no rail of icons without names beside the screen.
      expect(await menu(page).filter({ visible: true }).count()).toBe(0);
      const contenido = await page.getByRole('main').first().boundingBox();
      expect(contenido?.x).toBeLessThan(30);

      await page.getByRole('button', { name: 'Mostrar menú' }).click();
      await esperarVisible(menu(page), 'el menú desplegado');
      const etiquetas = menuPara('admin').flatMap((grupo) => grupo.pantallas.map((p) => p.menu.etiqueta));
      // Each entry: its name is the link's accessible name, and its text is drawn whole, in sight, not covered.
      const entradas = await menu(page).evaluate((nav) => {
        const anchoVentana = window.innerWidth;
        return [...nav.querySelectorAll('[role="menuitem"]')].map((item) => {
          const enlace = item.querySelector('a');
          const texto = enlace?.getBoundingClientRect();
          const centro =
            texto && document.elementFromPoint(texto.x + texto.width / 2, texto.y + texto.height / 2);
          return {
            nombre: enlace?.textContent ?? '',
            conIcono: item.querySelector('.anticon') !== null,
            dibujado:
              enlace !== null &&
              texto !== undefined &&
              enlace.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
              texto.width > 0 &&
              texto.left >= 0 &&
              texto.right <= anchoVentana &&
              centro !== null &&
              centro !== undefined &&
              enlace.contains(centro),
          };
        });
      });
      expect(entradas).toEqual(
        etiquetas.map((nombre) => ({ nombre, conIcono: true, dibujado: expect.any(Boolean) })),
      );
      for (const entrada of entradas) {
        // Items below the fold are scrolled to before judging them.
        if (!entrada.dibujado) {
          const enlace = menu(page).getByRole('link', { name: entrada.nombre, exact: true });
          await enlace.scrollIntoViewIfNeeded();
          const visto = await enlace.evaluate((nodo) => {
            const caja = nodo.getBoundingClientRect();
            const centro = document.elementFromPoint(caja.x + caja.width / 2, caja.y + caja.height / 2);
            return (
              nodo.checkVisibility({ opacityProperty: true }) &&
              caja.left >= 0 &&
              caja.right <= window.innerWidth &&
              centro !== null &&
              nodo.contains(centro)
            );
          });
          expect([entrada.nombre, visto]).toEqual([entrada.nombre, true]);
        }
        await esperarVisible(
          menu(page).getByRole('link', { name: entrada.nombre, exact: true }),
          `la entrada '${entrada.nombre}'`,
        );
      }

      // Escape folds it; choosing an entry goes there and folds it too.
      await page.keyboard.press('Escape');
      await esperarAusente(menu(page), 'el menú tras Escape');
      await page.getByRole('button', { name: 'Mostrar menú' }).click();
      await menu(page).getByRole('link', { name: 'Préstamos', exact: true }).click();
      await esperarRuta(page, '/prestamos');
      await esperarVisible(titulo(page, 'Préstamos'), "el título 'Préstamos'");
      await esperarAusente(menu(page), 'el menú tras elegir una entrada');
    },
  );
});
