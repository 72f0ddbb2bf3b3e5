import { buscarCuenta, editarYEliminarCuenta } from '../support/cuentas';
import { CUENTAS } from '../support/entorno';
import {
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

    await buscarCuenta(page, 'Usuarios', email);
    const fila = page.getByRole('row').filter({ hasText: email });
    await esperarVisible(fila.filter({ hasText: 'Lucía Prueba E2E' }), 'la fila del usuario creado');

    await editarYEliminarCuenta(page, fila, 'Usuario', 'Lucía Editada E2E');
  });
});
