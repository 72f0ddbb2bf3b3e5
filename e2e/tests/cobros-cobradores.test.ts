import type { Page } from 'playwright-core';
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

async function abrirCobradores(page: Page): Promise<void> {
  await menu(page).getByRole('link', { name: 'Cobradores', exact: true }).click();
  await esperarRuta(page, '/cobradores');
  await esperarVisible(titulo(page, 'Cobradores'), "el título 'Cobradores'");
}

describe('cobradores', () => {
  prueba('crear, editar y eliminar un cobrador; la lista sólo tiene cobradores', async ({ page }) => {
    const email = `e2e.cobrador.${Date.now()}@cartera.local`;
    await iniciarSesion(page, CUENTAS.admin);
    await abrirCobradores(page);

    // Only role cobrador: the admin account is not listed, the demo collectors are.
    await buscarCuenta(page, 'Cobradores', 'cartera.local');
    const filas = page.locator('.ant-table-tbody tr.ant-table-row');
    await esperarVisible(filas.filter({ hasText: 'cobrador1@cartera.local' }), 'el cobrador de demostración');
    await expect(filas.filter({ hasText: 'admin@cartera.local' }).count()).resolves.toBe(0);
    await expect(filas.filter({ hasText: 'gerente@cartera.local' }).count()).resolves.toBe(0);
    // Each collector's portfolio: assigned clients and open loans, as numbers.
    await esperarVisible(page.getByRole('columnheader', { name: 'Préstamos activos' }), "la columna 'Préstamos activos'");
    const demo = filas.filter({ hasText: 'cobrador1@cartera.local' });
    await esperarVisible(demo.locator('td').filter({ hasText: /^\d+$/ }).nth(1), 'las cifras de cartera del cobrador');
    const totalCobradores = page
      .getByRole('group', { name: 'Total Cobradores' })
      .locator('.ant-statistic-content');
    await esperarVisible(totalCobradores.filter({ hasText: /^\d+$/ }), 'el total de cobradores');
    const totalAntes = Number((await totalCobradores.innerText()).replace(/\D/g, ''));

    // Create: the role is not asked, it is always cobrador.
    await page.getByRole('button', { name: 'Nuevo Cobrador' }).click();
    const alta = page.getByRole('dialog', { name: 'Nuevo Cobrador' });
    await esperarVisible(alta, "el diálogo 'Nuevo Cobrador'");
    await expect(alta.getByLabel('Rol', { exact: true }).count()).resolves.toBe(0);
    await alta.getByRole('button', { name: 'Crear', exact: true }).click();
    await esperarVisible(
      alta.getByText('La contraseña es obligatoria'),
      'que la contraseña es obligatoria al crear',
    );
    await alta.getByLabel('Nombre', { exact: true }).fill('Tomás Cobrador E2E');
    await alta.getByLabel('Email', { exact: true }).fill(email);
    await alta.getByLabel('Contraseña', { exact: true }).fill('clave-segura-1');
    await alta.getByLabel('Teléfono', { exact: true }).fill('3109876543');
    await alta.getByLabel('Zona', { exact: true }).fill('Sur');
    await alta.getByRole('button', { name: 'Crear', exact: true }).click();
    await esperarVisible(toast(page, 'Cobrador creado'), "el aviso 'Cobrador creado'");
    await alta.waitFor({ state: 'hidden' });

    await buscarCuenta(page, 'Cobradores', email);
    const fila = filas.filter({ hasText: email });
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
    await iniciarSesion(page, CUENTAS.cobrador);
    await abrirCobradores(page);
    await esperarVisible(
      page.locator('.ant-table-tbody tr.ant-table-row').first(),
      'las filas de cobradores',
    );
    await expect(page.getByRole('button', { name: 'Nuevo Cobrador' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Editar' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Eliminar' }).count()).resolves.toBe(0);
  });
});
