// Every list of the office fits a 1366 × 768 screen with the side menu open (issue 70): on each screen of the registry
// (packages/plataforma/src/pantallas.ts) an admin opens, no table scrolls sideways («Eliminar», «Estado» and «Origen»
// in sight) and no client's name breaks inside a word to get there.
import type { Page } from 'playwright-core';
import { PANTALLAS } from '@cartera/plataforma/pantallas';
import { vigilarLlamadasApi } from '../support/api-en-curso';
import { CUENTAS } from '../support/entorno';
import { entrar, esperarVisible, menu, prueba, titulo } from '../support/navegador';

interface Medida {
  /** The tables that scroll sideways: their columns and how many pixels are out of sight. */
  anchas: string[];
  /** Client names broken inside a word: the word and the name. */
  partidos: string[];
  tablas: number;
}

/** Measures every table on the page (in the browser). */
function medir(page: Page): Promise<Medida> {
  return page.evaluate(() => {
    const anchas: string[] = [];
    const partidos: string[] = [];
    const tablas = [...document.querySelectorAll<HTMLElement>('.ant-table')];
    for (const tabla of tablas) {
      const encabezados = [...tabla.querySelectorAll<HTMLElement>('.ant-table-thead th')];
      const columnas = encabezados.map((th) => (th.textContent ?? '').trim());
      const anchos = encabezados.map((th, i) => `${columnas[i]} ${Math.round(th.getBoundingClientRect().width)}`);
      for (const caja of tabla.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body, .ant-table-header')) {
        if (caja.scrollWidth > caja.clientWidth + 1)
          anchas.push(`[${anchos.join(' | ')}] ${caja.scrollWidth - caja.clientWidth} px de más`);
      }
      const indice = columnas.findIndex((c) => /^(Cliente|Nombre)$/.test(c));
      if (indice < 0) continue;
      for (const fila of tabla.querySelectorAll<HTMLTableRowElement>('.ant-table-tbody tr.ant-table-row')) {
        const celda = fila.cells[indice];
        if (!celda) continue;
        const recorrido = document.createTreeWalker(celda, NodeFilter.SHOW_TEXT);
        for (let nodo = recorrido.nextNode(); nodo; nodo = recorrido.nextNode()) {
          const texto = nodo.textContent ?? '';
          for (const palabra of texto.matchAll(/\S+/g)) {
            const rango = document.createRange();
            rango.setStart(nodo, palabra.index);
            rango.setEnd(nodo, palabra.index + palabra[0].length);
            const lineas = new Set([...rango.getClientRects()].map((r) => Math.round(r.top)));
            if (lineas.size > 1) partidos.push(`«${palabra[0]}» en «${(celda.textContent ?? '').trim()}»`);
          }
        }
      }
    }
    return { anchas, partidos, tablas: tablas.length };
  });
}

describe('las listas de la oficina a 1366 px', () => {
  prueba(
    'cada pantalla del registro cabe a 1366 × 768 con el menú abierto: ninguna tabla se desplaza de lado ni parte el nombre de un cliente',
    async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 768 });
      const quieta = vigilarLlamadasApi(page);
      await entrar(page, CUENTAS.admin);
      await esperarVisible(menu(page), 'el menú lateral');
      const conTablas: string[] = [];
      const problemas: string[] = [];
      for (const pantalla of PANTALLAS) {
        if (pantalla.pagina) continue;
        await page.goto(pantalla.ruta);
        await esperarVisible(titulo(page, pantalla.titulo), `el título '${pantalla.titulo}' en ${pantalla.ruta}`);
        await quieta();
        // Lists lower down mount when they come near the viewport (TablaAlVerse): bring them all in.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await quieta();
        const { anchas, partidos, tablas } = await medir(page);
        if (tablas > 0) conTablas.push(pantalla.ruta);
        const menuAbierto = await menu(page).evaluate((nav) => nav.getBoundingClientRect().width);
        if (menuAbierto < 150) problemas.push(`${pantalla.ruta}: el menú lateral está cerrado (${menuAbierto} px)`);
        problemas.push(...anchas.map((a) => `${pantalla.ruta}: se desplaza de lado ${a}`));
        problemas.push(...partidos.map((p) => `${pantalla.ruta}: nombre partido ${p}`));
      }
      expect(problemas).toEqual([]);
      // Sanity: the walk did measure the lists (Clientes, Préstamos, Cobros, Usuarios, Auditoría…).
      expect(conTablas).toEqual(expect.arrayContaining(['/clientes', '/prestamos', '/cobros', '/usuarios']));
    },
    300_000,
  );
});
