// Data the loan browser tests prepare through the API under test: their own client and loan, so each test knows
// the exact figures it expects whatever the demo data holds. Helpers to read the loan screens.
import { randomInt } from 'node:crypto';
import type { Download, Locator, Page } from 'playwright-core';
import { llamarApi, nombreUnico, TERMINOS_PRESTAMO, type Referencia } from './cobros-datos';
import { crearClienteEnApi } from './api';
import { aceptarConfirmacion, buscarEnTabla, bytesDeDescarga, elegirEnSelector, esperarVisible } from './navegador';

export interface ClienteCreado extends Referencia {
  cedula: string;
}

function digitos(cantidad: number): string {
  return Array.from({ length: cantidad }, () => randomInt(0, 10)).join('');
}

/** A new client with a unique name (so a search finds exactly this test's loans). */
export async function crearCliente(token: string, base: string): Promise<ClienteCreado> {
  return crearClienteEnApi<ClienteCreado>(token, {
    nombre: nombreUnico(base),
    cedula: `8${digitos(10)}`,
    telefono: `3${digitos(9)}`,
    direccion: 'Carrera 7 # 12-34',
    ciudad: 'Bogotá',
    // Without the personal-data authorisation a client gets no loan (docs/decisiones/datos-personales.md).
    autorizacionDatos: { canal: 'presencial_firmado' },
  });
}

export interface PrestamoCreado {
  _id: string;
  numero: number;
  montoTotal: number;
  saldoPendiente: number;
}

/**
 * A loan of 500.000 at 10 % in five weekly amortizable installments of 110.000 (total 550.000), for a new client.
 * Created with an admin's or gerente's token it is disbursed at once, with its plan (docs/libro.md).
 */
export async function crearPrestamo(
  token: string,
  base: string,
): Promise<{ cliente: ClienteCreado; prestamo: PrestamoCreado }> {
  const cliente = await crearCliente(token, base);
  const prestamo = await llamarApi<PrestamoCreado>('POST', 'prestamos', token, {
    cliente: cliente._id,
    ...TERMINOS_PRESTAMO,
  });
  return { cliente, prestamo };
}

/** Rows of the tables in `ambito` (the page, or a tab of it; headers excluded) that show this text. */
export function filas(ambito: Page | Locator, texto: string | RegExp): Locator {
  return ambito.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: texto });
}

/** The plan table's row of installment `numero` (its first cell is the number). */
export function filaCuota(page: Page, numero: number): Locator {
  return page
    .locator('.ant-table-tbody tr.ant-table-row')
    .filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${numero}$`) }) });
}

/** Narrows the loan list to one client with the search box. */
export async function buscarPrestamos(page: Page, texto: string): Promise<void> {
  await buscarEnTabla(page, page.getByRole('searchbox', { name: 'Buscar préstamos por cliente' }), texto);
}

/** The box a loan form shows above the usury cap, and the approval's question too (mfe-prestamos desembolsos.ts). */
export const CASILLA_USURA = 'Confirmo que conozco que el préstamo supera la tasa de usura';

/**
 * The demo ships the usury caps of its months (docs/decisiones/tasa-efectiva-y-usura.md) and a daily loan at 10–20 %
 * flat is far above them: with the organisation set to «avisar», whoever disburses confirms it. In a loan or
 * reenganche form the box appears once the preview says so: this ticks it.
 */
export async function confirmarUsuraEnFormulario(dialogo: Locator): Promise<void> {
  await dialogo.getByRole('checkbox', { name: CASILLA_USURA }).check();
}

/** Approving a request above the cap: the in-page question with the API's words, its box ticked, «Aprobar». */
export function aceptarConfirmacionDeUsura(page: Page): Promise<string> {
  return aceptarConfirmacion(page, 'Aprobar', { casilla: CASILLA_USURA });
}

/** Clicks `boton` and returns the downloaded file: its suggested name and bytes. */
export async function descargar(page: Page, boton: Locator): Promise<{ nombre: string; contenido: Buffer }> {
  const [descarga]: [Download, void] = await Promise.all([page.waitForEvent('download'), boton.click()]);
  return { nombre: descarga.suggestedFilename(), contenido: await bytesDeDescarga(descarga) };
}

/** A peso amount as COP text shows it, whatever space Intl puts after the sign: /\$\s1\.100\.000/. */
export function cop(pesos: number): RegExp {
  return new RegExp(`\\$\\s${pesos.toLocaleString('de-DE').replace(/\./g, '\\.')}`);
}

/**
 * Opens the loans' list dialog `nombre` («Nuevo Préstamo», or a cobrador's «Solicitar préstamo») and picks `cliente`
 * in its «Cliente» by searching its name. Returns the dialog.
 */
export async function abrirConCliente(page: Page, nombre: string, cliente: { nombre: string }): Promise<Locator> {
  await page.getByRole('button', { name: nombre }).click();
  const dialogo = page.getByRole('dialog', { name: nombre });
  await esperarVisible(dialogo, `el diálogo '${nombre}'`);
  await elegirEnSelector(page, dialogo.getByLabel('Cliente', { exact: true }), elegidoEnSelector(cliente), cliente.nombre);
  return dialogo;
}

/** The option (and the chosen value) of `cliente` in the loan form's «Cliente»: its name, then « · ». */
export function elegidoEnSelector(cliente: { nombre: string }): RegExp {
  return new RegExp(`^${cliente.nombre} · `);
}
