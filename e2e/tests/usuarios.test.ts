import type { Page } from 'playwright-core';
import { CUENTAS } from '../support/entorno';
import {
  buscarEnTabla,
  esperarRuta,
  esperarVisible,
  iniciarSesion,
  menu,
  prueba,
  titulo,
  toast,
  usarNavegador,
} from '../support/navegador';

usarNavegador();

/** Narrows the users table to one email with the search box. */
async function buscar(page: Page, texto: string): Promise<void> {
  const busqueda = page
    .getByRole('searchbox', { name: 'Buscar usuarios' })
    .or(page.getByLabel('Buscar usuarios'));
  await buscarEnTabla(page, busqueda.first(), texto);
}

describe('usuarios', () => {
  prueba('crear, editar y eliminar un usuario desde su pantalla, con sus avisos', async ({ page }) => {
    const email = `e2e.usuario.${Date.now()}@cartera.local`;
    await iniciarSesion(page, CUENTAS.admin);
    await menu(page).getByRole('link', { name: 'Usuarios', exact: true }).click();
    await esperarRuta(page, '/usuarios');
    await esperarVisible(titulo(page, 'Usuarios'), "el título 'Usuarios'");

    // Create.
    await page.getByRole('button', { name: 'Nuevo Usuario' }).click();
    const alta = page.getByRole('dialog', { name: 'Nuevo Usuario' });
    await esperarVisible(alta, "el diálogo 'Nuevo Usuario'");
    await alta.getByLabel('Nombre', { exact: true }).fill('Lucía Prueba E2E');
    await alta.getByLabel('Email', { exact: true }).fill(email);
    await alta.getByLabel('Contraseña', { exact: true }).fill('clave-segura-1');
    await alta.getByLabel('Teléfono', { exact: true }).fill('3001234567');
    await alta.getByLabel('Zona', { exact: true }).fill('Centro');
    await alta.getByRole('button', { name: 'Crear', exact: true }).click();
    await esperarVisible(toast(page, 'Usuario creado'), "el aviso 'Usuario creado'");
    await alta.waitFor({ state: 'hidden' });

    await buscar(page, email);
    const fila = page.getByRole('row').filter({ hasText: email });
    await esperarVisible(fila.filter({ hasText: 'Lucía Prueba E2E' }), 'la fila del usuario creado');

    // Edit.
    await fila.getByRole('button', { name: 'Editar' }).click();
    const edicion = page.getByRole('dialog', { name: 'Editar Usuario' });
    await esperarVisible(edicion, "el diálogo 'Editar Usuario'");
    await edicion.getByLabel('Nombre', { exact: true }).fill('Lucía Editada E2E');
    await edicion.getByRole('button', { name: 'Actualizar', exact: true }).click();
    await esperarVisible(toast(page, 'Usuario actualizado'), "el aviso 'Usuario actualizado'");
    await esperarVisible(fila.filter({ hasText: 'Lucía Editada E2E' }), 'la fila con el nombre editado');

    // Delete, accepting the browser's confirmation.
    let confirmacion = '';
    page.once('dialog', (dialogo) => {
      confirmacion = dialogo.message();
      void dialogo.accept();
    });
    await fila.getByRole('button', { name: 'Eliminar' }).click();
    await esperarVisible(toast(page, 'Usuario eliminado'), "el aviso 'Usuario eliminado'");
    expect(confirmacion).toContain('Lucía Editada E2E');
    await fila.waitFor({ state: 'detached' });
  });
});
