// Mi Ruta in Chromium at 412×915 as a cobrador (issue 36): the stops without horizontal scroll, collecting with the
// keypad and sharing the receipt, two cobros and a promise made without signal that survive a reload and are applied
// exactly once when the connection returns (even when an answer is lost), a conflict kept for the office, and the
// cached page updated after a new mfe-cobros build.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { obtenerToken } from '../support/api';
import { hoyBogota, llamarApi, nombreUnico } from '../support/cobros-datos';
import { CUENTAS, PORTAL_DIR, RAIZ } from '../support/entorno';
import {
  abrirMiRuta,
  cerrarRecibo,
  cobrar,
  cobrarSinSenal,
  cobrosDe,
  esperarQue,
  esperarTrabajador,
  expectTexto,
  gestionesDe,
  prepararParadas,
  sumarDias,
  tarjeta,
} from '../support/mi-ruta';
import type { BrowserContext, Page } from 'playwright-core';
import { esperarAusente, esperarVisible, prueba } from '../support/navegador';

/**
 * The collector's day in Mi Ruta (kept in IndexedDB) in `page`, and the portal open in another tab of the same
 * browser, signed in as him.
 */
async function miRutaYElPortal(page: Page, context: BrowserContext): Promise<Page> {
  const [parada] = await prepararParadas(await obtenerToken(CUENTAS.admin), 1);
  await abrirMiRuta(page);
  await tarjeta(page, parada!.cliente.nombre).waitFor();
  await esperarQue(async () => (await basesMiRuta(page)).length === 1, 'Mi Ruta guardó el día');
  const portal = await context.newPage();
  await portal.goto('/');
  await portal.getByRole('button', { name: 'Salir' }).waitFor();
  return portal;
}

/** The Mi Ruta databases this browser keeps (one per user: `cartera-mi-ruta-<id>`). */
const basesMiRuta = (pagina: Page) =>
  pagina.evaluate(async () =>
    (await indexedDB.databases()).flatMap((b) => (b.name?.startsWith('cartera-mi-ruta-') ? [b.name] : [])),
  );

describe('Mi Ruta (412×915, cobrador)', () => {
  prueba(
    'las paradas sin scroll horizontal; cobrar con el teclado y compartir el recibo',
    async ({ page }) => {
      const admin = await obtenerToken(CUENTAS.admin);
      const [parada] = await prepararParadas(admin, 1);
      await abrirMiRuta(page, CUENTAS.cobrador, true);
      const card = tarjeta(page, parada!.cliente.nombre);
      await card.waitFor();
      const anchos = await page.evaluate(() => ({
        doc: document.documentElement.scrollWidth,
        vista: window.innerWidth,
      }));
      expect(anchos.doc).toBeLessThanOrEqual(anchos.vista);
      // One tap to call and to WhatsApp; every button at least 48 px high.
      expect(await card.getByRole('link', { name: 'Llamar' }).getAttribute('href')).toBe('tel:3001234567');
      expect(await card.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(
        'https://wa.me/573001234567',
      );
      // Cards off the screen are not laid out (content-visibility): measure it where the collector sees it.
      await card.scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (nombre) =>
          [...document.querySelectorAll('[data-prueba="parada"]')]
            .find((c) => c.textContent?.includes(nombre))
            ?.querySelector('.mr-boton')
            ?.getBoundingClientRect().height !== 0,
        parada!.cliente.nombre,
      );
      const altos = await card
        .locator('.mr-boton')
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
      expect(Math.min(...altos)).toBeGreaterThanOrEqual(48);

      await cobrar(page, parada!.cliente.nombre, '50000');
      const recibo = page.getByRole('dialog', { name: 'Cobro registrado' });
      await expectTexto(recibo.locator('[data-prueba="recibo"]'), /Valor recibido: \$\s?50\.000/);
      const whatsapp = await recibo.getByRole('link', { name: 'Enviar por WhatsApp' }).getAttribute('href');
      expect(whatsapp).toMatch(/^https:\/\/wa\.me\/573001234567\?text=Recibo%20de%20pago/);
      expect(decodeURIComponent(whatsapp!.split('text=')[1]!)).toContain(
        `Préstamo #${parada!.prestamo.numero}`,
      );
      expect(await recibo.getByRole('link', { name: 'Enviar por SMS' }).getAttribute('href')).toMatch(
        /^sms:3001234567\?body=/,
      );
      await esperarVisible(recibo.getByRole('button', { name: 'Recibo PDF' }), "el botón 'Recibo PDF'");
      expect((await cobrosDe(admin, parada!.prestamo._id)).map((c) => c.monto)).toEqual([50000]);
      await recibo.getByRole('button', { name: 'Cerrar' }).click();
      await expectTexto(tarjeta(page, parada!.cliente.nombre), /Cobrado hoy\s*\$\s?50\.000/);
    },
  );

  prueba(
    '«Salir» del portal también borra lo que Mi Ruta guardó del cobrador, aunque Mi Ruta siga abierta en otra pestaña',
    async ({ page, context }) => {
      const portal = await miRutaYElPortal(page, context);
      await portal.getByRole('button', { name: 'Salir' }).click();
      await portal.waitForURL('**/login');
      await esperarQue(async () => (await basesMiRuta(portal)).length === 0, 'no queda lo que Mi Ruta guardó');
    },
  );

  prueba(
    'cuando la sesión del portal termina sola (la cerraron desde otro lado), tampoco queda lo que Mi Ruta guardó',
    async ({ page, context }) => {
      const portal = await miRutaYElPortal(page, context);
      // Mi Ruta closed: only the portal can notice that the session ended.
      await page.close();

      await llamarApi('POST', 'auth/sesiones/cerrar-otras', await obtenerToken(CUENTAS.cobrador));
      await portal.reload();
      await portal.waitForURL('**/login');
      await esperarQue(async () => (await basesMiRuta(portal)).length === 0, 'no queda lo que Mi Ruta guardó');
    },
  );

  prueba(
    'sin señal: dos cobros y una promesa quedan pendientes tras recargar; con señal se aplican una sola vez',
    async ({ page, context }) => {
      const admin = await obtenerToken(CUENTAS.admin);
      const [a, b] = await prepararParadas(admin, 2);
      await abrirMiRuta(page);
      await tarjeta(page, a!.cliente.nombre).waitFor();
      await esperarTrabajador(page);

      await context.setOffline(true);
      await cobrarSinSenal(page, a!.cliente.nombre, '20000');
      await cobrarSinSenal(page, b!.cliente.nombre, '30000');
      await tarjeta(page, a!.cliente.nombre).getByRole('button', { name: 'Visita sin pago' }).click();
      const visita = page.getByRole('dialog', { name: new RegExp(`Visita a ${a!.cliente.nombre}`) });
      await visita.getByLabel('Promesa de pago').check();
      await visita.getByLabel('Fecha prometida').fill(sumarDias(hoyBogota(), 2));
      await visita.getByLabel('Valor prometido').fill('90000');
      await visita.getByRole('button', { name: 'Guardar visita' }).click();
      await page.getByRole('button', { name: /3 pendientes por enviar/ }).waitFor();

      // Reload with no network: the worker serves the page, IndexedDB the route and the queue.
      await page.reload();
      await page.getByRole('button', { name: /3 pendientes por enviar/ }).waitFor();
      await expectTexto(tarjeta(page, a!.cliente.nombre), /Pendiente por enviar: cobro de \$\s?20\.000/);
      await expectTexto(tarjeta(page, a!.cliente.nombre), /Pendiente por enviar: Promesa de pago/);
      expect(await cobrosDe(admin, a!.prestamo._id)).toEqual([]);

      // Back online, the first cobro's answer is lost after the API applied it: it stays queued and goes again
      // with the same Idempotency-Key.
      let perdidas = 0;
      await page.route('**/api/cobros', async (ruta) => {
        if (perdidas === 0 && ruta.request().method() === 'POST') {
          perdidas += 1;
          await ruta.fetch();
          await ruta.abort('failed');
          return;
        }
        await ruta.continue();
      });
      await context.setOffline(false);
      await esperarQue(async () => perdidas === 1, 'la primera respuesta se perdió');
      // The queue is sent again by itself a few seconds later: the lost one goes with its same key.
      await esperarQue(
        async () => (await page.getByRole('button', { name: /pendientes? por enviar/ }).count()) === 0,
        'la cola quedó vacía',
        60_000,
      );
      expect((await cobrosDe(admin, a!.prestamo._id)).map((c) => c.monto)).toEqual([20000]);
      expect((await cobrosDe(admin, b!.prestamo._id)).map((c) => c.monto)).toEqual([30000]);
      const gestiones = await gestionesDe(admin, a!.prestamo._id);
      expect(gestiones.map((g) => [g.resultado, g.montoPromesa])).toEqual([['promesa', 90000]]);
      // The page shows what the API applied.
      await expectTexto(tarjeta(page, b!.cliente.nombre), /Cobrado hoy\s*\$\s?30\.000/);
    },
    120_000,
  );

  prueba(
    'un conflicto: el préstamo se anuló mientras tanto; se muestra en español y queda para la oficina',
    async ({ page, context }) => {
      const admin = await obtenerToken(CUENTAS.admin);
      const [c] = await prepararParadas(admin, 1);
      await abrirMiRuta(page);
      await tarjeta(page, c!.cliente.nombre).waitFor();
      await context.setOffline(true);
      await cobrarSinSenal(page, c!.cliente.nombre, '15000');
      await llamarApi('POST', `prestamos/${c!.prestamo._id}/anular`, admin, {
        motivo: 'Anulado en la oficina (prueba)',
      });
      await context.setOffline(false);
      const rechazos = page.getByRole('region', { name: 'No se pudieron aplicar' });
      await expectTexto(rechazos, new RegExp(`Cobro de \\$\\s?15\\.000 · ${c!.cliente.nombre}`));
      await expectTexto(rechazos, /La oficina ya lo tiene/);
      expect(await cobrosDe(admin, c!.prestamo._id)).toEqual([]);
      const oficina = await llamarApi<
        Array<{ cuerpo: { prestamo: string; monto: number }; mensaje: string }>
      >('GET', 'mi-ruta/rechazos', admin);
      const suyo = oficina.filter((r) => r.cuerpo.prestamo === c!.prestamo._id);
      expect(suyo).toHaveLength(1);
      expect(suyo[0]!.cuerpo.monto).toBe(15000);
      expect(suyo[0]!.mensaje.length).toBeGreaterThan(0);
      await esperarAusente(page.getByRole('button', { name: /pendientes? por enviar/ }), 'lo pendiente por enviar');
    },
  );

  prueba(
    'un cliente nuevo y su solicitud desde la calle, sin señal: al volver la conexión se registran una vez',
    async ({ page, context }) => {
      const admin = await obtenerToken(CUENTAS.admin);
      await abrirMiRuta(page);
      await context.setOffline(true);
      await page.getByRole('button', { name: 'Cliente nuevo y solicitud' }).click();
      const hoja = page.getByRole('dialog', { name: 'Cliente nuevo y solicitud' });
      const nombre = nombreUnico('Calle E2E');
      const cedula = `4${String(Date.now()).slice(-10)}`;
      await hoja.getByRole('button', { name: 'Enviar solicitud' }).click();
      await hoja.getByText('El nombre es obligatorio').waitFor();
      await hoja.getByLabel('Nombre completo').fill(nombre);
      await hoja.getByLabel('Cédula').fill(cedula);
      await hoja.getByLabel('Teléfono').fill('3109876543');
      await hoja.getByLabel('Dirección').fill('Calle 80 # 20-10');
      await hoja.getByLabel('Ciudad').fill('Bogotá');
      await hoja.getByLabel('Monto solicitado').fill('300000');
      await hoja.getByRole('button', { name: 'Enviar solicitud' }).click();
      await hoja
        .getByText('Sin la autorización del cliente para tratar sus datos no se puede pedir su préstamo')
        .waitFor();
      await hoja
        .getByLabel('El cliente conoce el aviso de privacidad y autoriza el tratamiento de sus datos')
        .check();
      await hoja.getByRole('button', { name: 'Enviar solicitud' }).click();
      await cerrarRecibo(page, 'Solicitud guardada sin señal');
      await page.getByRole('button', { name: /1 pendiente por enviar/ }).waitFor();
      await context.setOffline(false);
      await esperarQue(
        async () => (await page.getByRole('button', { name: /pendientes? por enviar/ }).count()) === 0,
        'la solicitud se envió',
        60_000,
      );
      // A list's `data` is the array itself (its `meta` travels beside it).
      const clientes = await llamarApi<Array<{ _id: string; cedula: string }>>(
        'GET',
        `clientes?search=${encodeURIComponent(nombre)}`,
        admin,
      );
      expect(clientes).toHaveLength(1);
      expect(clientes[0]!.cedula).toBe(cedula);
      const prestamos = await llamarApi<Array<{ estado: string; monto: number }>>(
        'GET',
        `prestamos?search=${encodeURIComponent(nombre)}`,
        admin,
      );
      expect(prestamos.map((p) => [p.estado, p.monto])).toEqual([['solicitado', 300000]]);
    },
  );

  prueba(
    'la página guardada se actualiza sola después de un build nuevo de mfe-cobros',
    async ({ page }) => {
      const carpeta = path.join(PORTAL_DIR, 'mf', 'mfe-cobros', 'mi-ruta');
      const temporal = fs.mkdtempSync(path.join(os.tmpdir(), 'mi-ruta-'));
      const respaldo = path.join(temporal, 'actual');
      fs.cpSync(carpeta, respaldo, { recursive: true });
      try {
        await abrirMiRuta(page);
        await esperarTrabajador(page);
        await expectTexto(page.locator('.mr-pie'), /Mi Ruta/);
        expect(await page.locator('.mr-pie').textContent()).not.toContain('e2e-nueva');
        // A new release of the remote: the page built again with another label, deployed in place.
        execFileSync('npx', ['rsbuild', 'build', '-c', 'rsbuild.mi-ruta.config.ts'], {
          cwd: path.join(RAIZ, 'mfe-cobros'),
          env: {
            ...process.env,
            CARTERA_DIST_DIR: path.join(temporal, 'nueva'),
            CARTERA_VERSION_MODULO: 'e2e-nueva',
            NODE_ENV: 'production',
          },
          stdio: 'ignore',
        });
        fs.rmSync(carpeta, { recursive: true, force: true });
        fs.cpSync(path.join(temporal, 'nueva', 'mi-ruta'), carpeta, { recursive: true });
        // The next online open: the worker finds the new list, takes over and the page reloads onto the new build.
        await page.reload();
        await page.locator('.mr-pie').filter({ hasText: 'versión e2e-nueva' }).waitFor({ timeout: 30_000 });
      } finally {
        fs.rmSync(carpeta, { recursive: true, force: true });
        fs.cpSync(respaldo, carpeta, { recursive: true });
        fs.rmSync(temporal, { recursive: true, force: true });
      }
    },
    180_000,
  );
});
