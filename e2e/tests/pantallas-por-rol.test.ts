// Every screen of the registry (packages/plataforma/src/pantallas.ts), typed in the address bar by each demo role: the
// screens his role may open show their title without a single refused call (401/403) to the API; the others send him
// to /dashboard with «No tiene acceso a esa pantalla», and the screen's opening read never leaves the browser.
import type { Page } from 'playwright-core';
import { PANTALLAS, puedeAbrir, type Pantalla } from '@cartera/plataforma/pantallas';
import { rutaApi, vigilarLlamadasApi } from '../support/api-en-curso';
import { CUENTAS } from '../support/entorno';
import { entrar, esperarRuta, esperarVisible, prueba, titulo, toast } from '../support/navegador';

const MENSAJE_SIN_ACCESO = 'No tiene acceso a esa pantalla';

/**
 * Watches the page's calls to the API: the refused ones (`GET /api/pagos/suspenso → 403`), every path asked for, and a
 * wait until none is in flight.
 */
function vigilarApi(page: Page) {
  const rechazadas: string[] = [];
  const pedidas: string[] = [];
  const quieta = vigilarLlamadasApi(page, (ruta) => pedidas.push(ruta));
  page.on('response', (respuesta) => {
    const ruta = rutaApi(respuesta.request());
    if (ruta && [401, 403].includes(respuesta.status()))
      rechazadas.push(`${respuesta.request().method()} ${ruta} → ${respuesta.status()}`);
  });
  return { rechazadas, pedidas, quieta };
}

/** The title a screen shows once it is drawn (Mi Ruta is a page of its own, with its own heading). */
function tituloDe(pantalla: Pantalla): string {
  return pantalla.pagina ? 'Mi Ruta' : pantalla.titulo;
}

/** `/api/reportes/{tipo}` → a pattern that matches `/api/reportes/cartera`. */
function patronDe(lee: string): RegExp {
  return new RegExp(`^${lee.replace(/\{[^}]+\}/g, '[^/]+')}$`);
}

describe('cada pantalla, con cada rol', () => {
  for (const rol of ['admin', 'gerente', 'cobrador'] as const) {
    prueba(
      `un ${rol} abre por su dirección las pantallas de su rol sin llamadas rechazadas, y las demás lo llevan a /dashboard con el aviso`,
      async ({ page }) => {
        await entrar(page, CUENTAS[rol], null);
        const api = vigilarApi(page);
        const vistas: string[] = [];
        for (const pantalla of PANTALLAS) {
          const desde = api.pedidas.length;
          const rechazadasAntes = api.rechazadas.length;
          await page.goto(pantalla.ruta);
          if (puedeAbrir(pantalla, rol)) {
            await esperarVisible(
              titulo(page, tituloDe(pantalla)),
              `el título '${tituloDe(pantalla)}' en ${pantalla.ruta} (${rol})`,
            );
            await api.quieta();
            vistas.push(pantalla.ruta);
          } else {
            await esperarRuta(page, '/dashboard');
            await esperarVisible(
              toast(page, MENSAJE_SIN_ACCESO),
              `el aviso «${MENSAJE_SIN_ACCESO}» tras ${pantalla.ruta}`,
            );
            await api.quieta();
            const patron = patronDe(pantalla.lee);
            expect([pantalla.ruta, api.pedidas.slice(desde).filter((ruta) => patron.test(ruta))]).toEqual([
              pantalla.ruta,
              [],
            ]);
          }
          expect([pantalla.ruta, api.rechazadas.slice(rechazadasAntes)]).toEqual([pantalla.ruta, []]);
        }
        // Sanity: the walk did open screens (the office's every one, the collector's most).
        expect(vistas.length).toBeGreaterThan(rol === 'cobrador' ? 10 : 15);
      },
      300_000,
    );
  }

  for (const [rol, ruta, encabezado] of [
    ['cobrador', '/mi-ruta', 'Mi Ruta'],
    ['gerente', '/prestamos', 'Préstamos'],
  ] as const) {
    prueba(
      `sin sesión, un ${rol} que abre ${ruta} entra por el formulario y vuelve a ${ruta}`,
      async ({ page }) => {
        await page.goto(ruta);
        await esperarRuta(page, '/login');
        await page.getByLabel('Usuario', { exact: true }).fill(CUENTAS[rol].email);
        await page.getByLabel('Contraseña', { exact: true }).fill(CUENTAS[rol].password);
        await page.getByLabel('Contraseña', { exact: true }).press('Enter');
        await esperarRuta(page, ruta);
        await esperarVisible(titulo(page, encabezado), `el título '${encabezado}' tras entrar`);
      },
    );
  }
});
