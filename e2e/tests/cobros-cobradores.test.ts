import { abrirAlta, buscarCuenta, crearCuenta, editarYEliminarCuenta } from '../support/cuentas';
import { CUENTAS } from '../support/entorno';
import { entrarEnPantalla, esperarVisible, prueba } from '../support/navegador';

describe('cobradores', () => {
  prueba('crear, editar y eliminar un cobrador; la lista sólo tiene cobradores', async ({ page }) => {
    const email = `e2e.cobrador.${Date.now()}@cartera.local`;
    await entrarEnPantalla(page, CUENTAS.admin, '/cobradores', 'Cobradores');

    // Only role cobrador: the demo collectors are listed (searched by name: the browser tests before this one may
    // have added ten collectors, and the list shows the newest first), the admin and gerente accounts are not.
    const filas = page.locator('.ant-table-tbody tr.ant-table-row');
    await buscarCuenta(page, 'Cobradores', 'Carlos Andrés Rodríguez');
    await esperarVisible(filas.filter({ hasText: 'cobrador1@cartera.local' }), 'el cobrador de demostración');
    // Each collector's portfolio: assigned clients and open loans, as numbers.
    await esperarVisible(page.getByRole('columnheader', { name: 'Préstamos activos' }), "la columna 'Préstamos activos'");
    const demo = filas.filter({ hasText: 'cobrador1@cartera.local' });
    await esperarVisible(demo.locator('td').filter({ hasText: /^\d+$/ }).nth(1), 'las cifras de cartera del cobrador');
    await buscarCuenta(page, 'Cobradores', 'cartera.local');
    await esperarVisible(filas.filter({ hasText: '@cartera.local' }), 'los cobradores de la organización');
    await expect(filas.filter({ hasText: 'admin@cartera.local' }).count()).resolves.toBe(0);
    await expect(filas.filter({ hasText: 'gerente@cartera.local' }).count()).resolves.toBe(0);
    const totalCobradores = page
      .getByRole('group', { name: 'Total Cobradores' })
      .locator('.ant-statistic-content');
    await esperarVisible(totalCobradores.filter({ hasText: /^\d+$/ }), 'el total de cobradores');
    const totalAntes = Number((await totalCobradores.innerText()).replace(/\D/g, ''));

    // Create: the role is not asked, it is always cobrador.
    const alta = await abrirAlta(page, 'Cobrador');
    await expect(alta.getByLabel('Rol', { exact: true }).count()).resolves.toBe(0);
    await alta.getByRole('button', { name: 'Crear', exact: true }).click();
    await esperarVisible(
      alta.getByText('La contraseña es obligatoria'),
      'que la contraseña es obligatoria al crear',
    );
    const fila = await crearCuenta(page, alta, 'Cobrador', {
      nombre: 'Tomás Cobrador E2E',
      email,
      telefono: '3109876543',
      zona: 'Sur',
    });
    await esperarVisible(
      fila.filter({ hasText: 'Tomás Cobrador E2E' }).filter({ hasText: '310-987-6543' }),
      'la fila del cobrador creado',
    );
    await esperarVisible(
      totalCobradores.filter({ hasText: String(totalAntes + 1) }),
      'el total de cobradores aumentado',
    );

    // Edit with the password left blank (unchanged), then delete.
    await editarYEliminarCuenta(page, fila, 'Cobrador', 'Tomás Editado E2E');
  });

  prueba('un cobrador ve la lista de cobradores sin acciones de escritura', async ({ page }) => {
    await entrarEnPantalla(page, CUENTAS.cobrador, '/cobradores', 'Cobradores');
    await esperarVisible(
      page.locator('.ant-table-tbody tr.ant-table-row').first(),
      'las filas de cobradores',
    );
    await expect(page.getByRole('button', { name: 'Nuevo Cobrador' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Editar' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Eliminar' }).count()).resolves.toBe(0);
  });
});
