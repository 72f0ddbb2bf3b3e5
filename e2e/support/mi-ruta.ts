// What the Mi Ruta browser tests share: stops prepared through the API for cobrador1, the page opened at 412×915,
// collecting with the keypad, and waiting on what the API holds.
import type { Page } from 'playwright-core';
import { buscarCobrador, hoyBogota, llamarApi, nombreUnico, type Referencia } from './cobros-datos';
import { CUENTAS, type Cuenta } from './entorno';
import { crearClienteEnApi } from './api';
import { entrar, expectTexto } from './navegador';

/** Where they were first written; they are every browser test's (navegador.ts). */
export { esperarQue, expectTexto } from './navegador';

export interface Preparado {
  cliente: Referencia;
  prestamo: { _id: string; numero: number };
}

export function sumarDias(fecha: string, dias: number): string {
  const d = new Date(`${fecha}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

/**
 * A client of cobrador1 with a loan of 440.000 in four weekly installments of 110.000, the first due today; then the
 * office regenerates cobrador1's route of the day so it includes it (the route is built once a day).
 */
export async function prepararParadas(
  admin: string,
  cantidad: number,
  email: string = CUENTAS.cobrador.email,
): Promise<Preparado[]> {
  const cobrador = await buscarCobrador(admin, email);
  const preparados: Preparado[] = [];
  for (let i = 0; i < cantidad; i++) {
    const nombre = nombreUnico(`Ruta E2E ${i + 1}`);
    const cliente = await crearClienteEnApi<Referencia>(admin, {
      nombre,
      cedula: `7${String(Date.now()).slice(-7)}${i}${Math.floor(Math.random() * 90 + 10)}`,
      telefono: '3001234567',
      direccion: 'Calle 45 # 12-30',
      ciudad: 'Bogotá',
      cobrador: cobrador._id,
      autorizacionDatos: { canal: 'presencial_firmado' },
    });
    const prestamo = await llamarApi<{ _id: string; numero: number }>('POST', 'prestamos', admin, {
      cliente: cliente._id,
      monto: 440000,
      interes: 0,
      cuotas: 4,
      modalidad: 'semanal',
      tipoAmortizacion: 'amortizable',
      fechaInicio: sumarDias(hoyBogota(), -7),
      cobrador: cobrador._id,
    });
    preparados.push({ cliente: { _id: cliente._id, nombre }, prestamo });
  }
  await llamarApi('POST', 'rutas/generar', admin, {
    fecha: hoyBogota(),
    tipo: 'todos',
    cobradorId: cobrador._id,
  });
  return preparados;
}

/**
 * Mi Ruta at 412×915 with `cuenta`'s session: loaded by its address, or with `porElPortal` from the portal's link (as
 * the collector reaches it after signing in; once is enough, e2e/tests/mi-ruta.test.ts).
 */
export async function abrirMiRuta(
  page: Page,
  cuenta: Cuenta = CUENTAS.cobrador,
  porElPortal = false,
): Promise<void> {
  await page.setViewportSize({ width: 412, height: 915 });
  if (porElPortal) {
    await entrar(page, cuenta);
    // On a phone the menu is folded behind «Mostrar menú» (docs/decisiones/diagnostico-en-la-barra.md).
    await page.getByRole('button', { name: 'Mostrar menú' }).click();
    await page.getByRole('link', { name: 'Mi Ruta' }).click();
  } else await entrar(page, cuenta, '/mi-ruta');
  await page.waitForURL('**/mi-ruta');
  await page.getByRole('heading', { name: 'Mi Ruta', level: 1 }).waitFor();
}

/** Waits until the service worker controls the page (it precached the page: /mi-ruta opens without signal). */
export async function esperarTrabajador(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller));
}

export const tarjeta = (page: Page, nombre: string) =>
  page.locator('[data-prueba="parada"]').filter({ hasText: nombre });

/** Closes the sheet Mi Ruta shows after a cobro or a request (its title says what happened: «Cobro registrado»…). */
export async function cerrarRecibo(page: Page, titulo: string): Promise<void> {
  await page.getByRole('dialog', { name: titulo }).getByRole('button', { name: 'Cerrar' }).click();
}

export async function cobrar(page: Page, nombre: string, monto: string): Promise<void> {
  await tarjeta(page, nombre).getByRole('button', { name: 'Cobrar' }).click();
  const hoja = page.getByRole('dialog', { name: new RegExp(`Cobrar a ${nombre}`) });
  // The amount comes prefilled with what is due today: 110.000; the first key typed replaces it.
  await expectTexto(hoja.locator('[data-prueba="monto"]'), /110\.000/);
  for (const tecla of monto) await hoja.getByRole('button', { name: tecla, exact: true }).click();
  await hoja.getByRole('button', { name: 'Continuar' }).click();
  await hoja.getByRole('button', { name: 'Confirmar cobro' }).click();
}

/** A cobro with the phone offline: kept in the phone's queue, whose sheet says so and is closed. */
export async function cobrarSinSenal(page: Page, nombre: string, monto: string): Promise<void> {
  await cobrar(page, nombre, monto);
  await cerrarRecibo(page, 'Cobro guardado sin señal');
}

export async function cobrosDe(admin: string, prestamoId: string): Promise<Array<{ monto: number }>> {
  return llamarApi('GET', `cobros/prestamo/${prestamoId}`, admin);
}

export async function gestionesDe(
  admin: string,
  prestamoId: string,
): Promise<Array<{ resultado: string; montoPromesa: number }>> {
  return llamarApi('GET', `gestiones/prestamo/${prestamoId}`, admin);
}
