import { abrirAlta, crearCuenta, editarYEliminarCuenta } from '../support/cuentas';
import { CUENTAS } from '../support/entorno';
import { entrarEnPantalla, esperarVisible, prueba } from '../support/navegador';

describe('usuarios', () => {
  prueba('crear, editar y eliminar un usuario desde su pantalla, con sus avisos', async ({ page }) => {
    const email = `e2e.usuario.${Date.now()}@cartera.local`;
    await entrarEnPantalla(page, CUENTAS.admin, '/usuarios', 'Usuarios');

    // Create.
    const fila = await crearCuenta(page, await abrirAlta(page, 'Usuario'), 'Usuario', {
      nombre: 'Lucía Prueba E2E',
      email,
      telefono: '3001234567',
      zona: 'Centro',
    });
    await esperarVisible(fila.filter({ hasText: 'Lucía Prueba E2E' }), 'la fila del usuario creado');

    await editarYEliminarCuenta(page, fila, 'Usuario', 'Lucía Editada E2E');
  });
});
