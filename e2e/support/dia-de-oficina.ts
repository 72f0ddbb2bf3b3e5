// A day at the office without a dead end (issue 70): the gerente's and the collector's everyday tasks at the office's
// screen (1366 × 768) and on a phone (412 × 915), by visible labels. What both test files share: the two screens, a
// page of its own for each person, the menu as each screen offers it and «within the screen» for dialogs.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { ARTEFACTOS, URL_BASE } from './entorno';
import { abrirContexto, esperarVisible, menu, nombreArchivo, prueba, textoDeLaPagina, titulo } from './navegador';

export interface Pantalla {
  nombre: string;
  ancho: number;
  alto: number;
  /** A phone: mobile viewport and touch, so a page wider than it widens its layout as on a real phone. */
  telefono: boolean;
}

export const PANTALLAS: readonly Pantalla[] = [
  { nombre: '1366 × 768', ancho: 1366, alto: 768, telefono: false },
  { nombre: '412 × 915', ancho: 412, alto: 915, telefono: true },
];

/** A person's own page (a context of its own: its own session) at `pantalla`. */
async function abrirPagina(navegador: Browser, pantalla: Pantalla, contextos: BrowserContext[]): Promise<Page> {
  const contexto = await abrirContexto(navegador, URL_BASE, {
    viewport: { width: pantalla.ancho, height: pantalla.alto },
    ...(pantalla.telefono ? { deviceScaleFactor: 2.625, isMobile: true, hasTouch: true } : {}),
  });
  contextos.push(contexto);
  return contexto.newPage();
}

/**
 * A test of the day at `pantalla`: `cuerpo` opens a page per person (`abrir()`); when it fails, each page's screenshot
 * goes to e2e/artifacts/ and what each page showed goes into the message (prueba's own page is not used).
 */
export function pruebaDelDia(
  nombre: string,
  pantalla: Pantalla,
  cuerpo: (abrir: () => Promise<Page>) => Promise<void>,
  tiempoMaximo: number,
): void {
  prueba(
    nombre,
    async ({ context }) => {
      const navegador = context.browser();
      if (!navegador) throw new Error('El contexto de la prueba no tiene navegador');
      const contextos: BrowserContext[] = [];
      try {
        await cuerpo(() => abrirPagina(navegador, pantalla, contextos));
      } catch (error) {
        fs.mkdirSync(ARTEFACTOS, { recursive: true });
        const paginas = contextos.flatMap((contexto) => contexto.pages());
        const vistas = await Promise.all(
          paginas.map(async (pagina, indice) => {
            const base = path.join(ARTEFACTOS, `${nombreArchivo(nombre, 70)}-${indice + 1}`);
            await pagina.screenshot({ path: `${base}.png`, fullPage: true }).catch(() => undefined);
            const texto = await textoDeLaPagina(pagina, 900);
            return `\nPágina ${indice + 1} (${pagina.url()}, ${path.relative(process.cwd(), base)}.png): ${texto}`;
          }),
        );
        if (error instanceof Error) error.message += vistas.join('');
        throw error;
      } finally {
        await Promise.all(contextos.map((contexto) => contexto.close()));
      }
    },
    tiempoMaximo,
  );
}

/**
 * Goes to a screen through the menu as the screen offers it: the sidebar at the office; on a phone, «Mostrar menú»
 * first, and once an entry is chosen the menu folds away (the screen gets the whole width).
 */
export async function irPorMenu(page: Page, pantalla: Pantalla, entrada: string, encabezado: string): Promise<void> {
  const mostrar = page.getByRole('button', { name: 'Mostrar menú' });
  if (pantalla.telefono) await mostrar.click();
  await menu(page).getByRole('link', { name: entrada, exact: true }).click();
  await esperarVisible(titulo(page, encabezado), `el título '${encabezado}' tras elegir '${entrada}' en el menú`);
  if (pantalla.telefono) await esperarVisible(mostrar, 'el menú plegado tras elegir una entrada');
}

/**
 * Nothing of `elemento` falls off the screen's sides: it lies within what the browser shows (the visual viewport: on
 * a phone, a page wider than the phone puts a centred dialog partly beyond its right edge).
 */
export async function dentroDeLaPantalla(page: Page, elemento: Locator, descripcion: string): Promise<void> {
  await esperarVisible(elemento, descripcion);
  const caja = await elemento.first().boundingBox();
  const ancho = await page.evaluate(() => window.visualViewport?.width ?? window.innerWidth);
  if (!caja || caja.x < 0 || caja.x + caja.width > ancho + 0.5) {
    throw new Error(`${descripcion} no cabe en los ${ancho} px de la pantalla: ${JSON.stringify(caja)}`);
  }
}

/** Each of the dialog's buttons named `nombres`, within the screen. */
export async function botonesDentroDeLaPantalla(page: Page, dialogo: Locator, nombres: readonly string[]): Promise<void> {
  await dentroDeLaPantalla(page, dialogo, 'El diálogo');
  for (const nombre of nombres) {
    await dentroDeLaPantalla(page, dialogo.getByRole('button', { name: nombre, exact: true }), `El botón «${nombre}»`);
  }
}
