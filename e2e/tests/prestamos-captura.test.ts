import { CUENTAS } from '../support/entorno';
import { esperarVisible, iniciarSesion, prueba, titulo, usarNavegador } from '../support/navegador';

usarNavegador();

describe('capturas', () => {
  prueba('capturas', async ({ page }) => {
    await iniciarSesion(page, CUENTAS.admin);
    await page.goto('/prestamos');
    await esperarVisible(titulo(page, 'Préstamos'), 'titulo');
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await page.getByLabel('Filtrar por estado').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Mora' }).click();
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Mora' }).first().waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: '/tmp/cap-lista.png' });
  });
});
