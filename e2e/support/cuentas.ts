// The accounts screens (Usuarios, Cobradores) are one kit (PantallaCuentas): their browser tests share the steps.
import type { Locator, Page } from 'playwright-core';
import { OFICINA_DE_PRUEBA } from './api';
import { aceptarConfirmacion, buscarEnTabla, elegirEnSelector, esperarVisible, toast } from './navegador';

/** The two accounts screens: the singular of their dialogs and toasts, and the plural of their title and search. */
const PLURALES = { Usuario: 'Usuarios', Cobrador: 'Cobradores' } as const;
export type SustantivoCuenta = keyof typeof PLURALES;

/** Opens the dialog 'Nuevo Usuario' or 'Nuevo Cobrador' with the screen's button and returns it, visible. */
export async function abrirAlta(page: Page, sustantivo: SustantivoCuenta): Promise<Locator> {
  await page.getByRole('button', { name: `Nuevo ${sustantivo}` }).click();
  const alta = page.getByRole('dialog', { name: `Nuevo ${sustantivo}` });
  await esperarVisible(alta, `el diálogo 'Nuevo ${sustantivo}'`);
  return alta;
}

/** Narrows the accounts table with its search box ('Buscar usuarios', 'Buscar cobradores'). */
export async function buscarCuenta(page: Page, plural: string, texto: string): Promise<void> {
  const nombre = `Buscar ${plural.toLowerCase()}`;
  const busqueda = page.getByRole('searchbox', { name: nombre }).or(page.getByLabel(nombre));
  await buscarEnTabla(page, busqueda.first(), texto);
}

/** What the form of a new account asks for. */
export interface DatosCuenta {
  nombre: string;
  email: string;
  telefono: string;
  zona: string;
}

/**
 * Fills the open dialog `alta` ('Nuevo Usuario', 'Nuevo Cobrador') with `datos` and the password 'clave-segura-1',
 * creates the account, waits for the toast of `sustantivo` and the dialog to close, and searches the list for its
 * email: returns the account's row.
 */
export async function crearCuenta(
  page: Page,
  alta: Locator,
  sustantivo: SustantivoCuenta,
  datos: DatosCuenta,
): Promise<Locator> {
  await alta.getByLabel('Nombre', { exact: true }).fill(datos.nombre);
  await alta.getByLabel('Email', { exact: true }).fill(datos.email);
  await alta.getByLabel('Contraseña', { exact: true }).fill('clave-segura-1');
  await alta.getByLabel('Teléfono', { exact: true }).fill(datos.telefono);
  await alta.getByLabel('Zona', { exact: true }).fill(datos.zona);
  // With two demo offices a cobrador («Oficina») or a gerente («Oficinas») is given the test's office.
  const oficina = alta.getByLabel(/^Oficinas?$/);
  if (await oficina.count()) await elegirEnSelector(page, oficina, OFICINA_DE_PRUEBA);
  await alta.getByRole('button', { name: 'Crear', exact: true }).click();
  await esperarVisible(toast(page, `${sustantivo} creado`), `el aviso '${sustantivo} creado'`);
  await alta.waitFor({ state: 'hidden' });
  await buscarCuenta(page, PLURALES[sustantivo], datos.email);
  return page.getByRole('row').filter({ hasText: datos.email });
}

/**
 * Edits the name of the account in `fila` (the password left blank: unchanged) and deletes it accepting the
 * confirmation in the page, with the toasts of `sustantivo` ('Usuario', 'Cobrador').
 */
export async function editarYEliminarCuenta(
  page: Page,
  fila: Locator,
  sustantivo: SustantivoCuenta,
  nombreEditado: string,
): Promise<void> {
  await fila.getByRole('button', { name: 'Editar' }).click();
  const edicion = page.getByRole('dialog', { name: `Editar ${sustantivo}` });
  await esperarVisible(edicion, `el diálogo 'Editar ${sustantivo}'`);
  await expect(edicion.getByLabel('Contraseña', { exact: true }).inputValue()).resolves.toBe('');
  await edicion.getByLabel('Nombre', { exact: true }).fill(nombreEditado);
  await edicion.getByRole('button', { name: 'Actualizar', exact: true }).click();
  await esperarVisible(toast(page, `${sustantivo} actualizado`), `el aviso '${sustantivo} actualizado'`);
  await esperarVisible(fila.filter({ hasText: nombreEditado }), 'la fila con el nombre editado');

  const confirmacion = aceptarConfirmacion(page, 'Eliminar');
  await fila.getByRole('button', { name: 'Eliminar' }).click();
  await esperarVisible(toast(page, `${sustantivo} eliminado`), `el aviso '${sustantivo} eliminado'`);
  expect(await confirmacion).toContain(nombreEditado);
  await fila.waitFor({ state: 'detached' });
}
