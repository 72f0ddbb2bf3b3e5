import { buscarCuenta, crearCuenta, editarYEliminarCuenta } from '../support/cuentas';
import { CUENTAS } from '../support/entorno';
import { entrarEnPantalla, esperarVisible, prueba } from '../support/navegador';

describe('usuarios', () => {
  prueba('crear, editar y eliminar un usuario desde su pantalla, con sus avisos', async ({ page }) => {
    const email = `e2e.usuario.${Date.now()}@cartera.local`;
    await entrarEnPantalla(page, CUENTAS.admin, '/usuarios', 'Usuarios');

    // Create.
    await page.getByRole('button', { name: 'Nuevo Usuario' }).click();
    const alta = page.getByRole('dialog', { name: 'Nuevo Usuario' });
    await esperarVisible(alta, "el diálogo 'Nuevo Usuario'");
    await crearCuenta(page, alta, 'Usuario', {
      nombre: 'Lucía Prueba E2E',
      email,
      telefono: '3001234567',
      zona: 'Centro',
    });

    await buscarCuenta(page, 'Usuarios', email);
    const fila = page.getByRole('row').filter({ hasText: email });
    await esperarVisible(fila.filter({ hasText: 'Lucía Prueba E2E' }), 'la fila del usuario creado');

    await editarYEliminarCuenta(page, fila, 'Usuario', 'Lucía Editada E2E');
  });
});
