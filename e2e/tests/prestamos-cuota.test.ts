import type { Locator, Page } from 'playwright-core';
import { obtenerToken } from '../support/api';
import { CUENTAS } from '../support/entorno';
import {
  elegirEnSelector,
  entrarEnPantalla,
  esperarVisible,
  prueba,
  titulo,
  toast,
} from '../support/navegador';
import {
  abrirConCliente,
  buscarPrestamos,
  confirmarUsuraEnFormulario,
  cop,
  crearCliente,
  elegidoEnSelector,
  filaCuota,
  filas,
} from '../support/prestamos-datos';

/** The cell of `fila` under the column header `encabezado` of the page's table. */
async function celdaDeColumna(page: Page, fila: Locator, encabezado: string): Promise<Locator> {
  const encabezados = await page
    .locator('.ant-table-thead th')
    .evaluateAll((celdas) => celdas.map((celda) => celda.textContent?.trim() ?? ''));
  const indice = encabezados.indexOf(encabezado);
  expect(indice).toBeGreaterThanOrEqual(0);
  return fila.locator('td').nth(indice);
}

/** The value next to a label of the loan header (antd Descriptions) of the plan page. */
function datoDelPrestamo(page: Page, etiqueta: string): Locator {
  return page
    .locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${etiqueta}$`) })
    .locator('xpath=following-sibling::*[1]');
}

describe('la cuota del préstamo', () => {
  prueba(
    '1.000.000 al 20 % en 24 cuotas diarias: la vista previa, la lista y el plan muestran la misma cuota de 50.000',
    async ({ page }) => {
      const token = await obtenerToken(CUENTAS.admin);
      const cliente = await crearCliente(token, 'Cuota Igual E2E');
      await entrarEnPantalla(page, CUENTAS.admin, '/prestamos', 'Préstamos');

      const dialogo = await abrirConCliente(page, 'Nuevo Préstamo', cliente);
      await esperarVisible(dialogo.getByTitle(elegidoEnSelector(cliente)), 'el cliente elegido en el formulario');

      await dialogo.getByLabel('Monto', { exact: true }).fill('1000000');
      await dialogo.getByLabel('Interés', { exact: true }).fill('20');
      await dialogo.getByLabel('Cuotas', { exact: true }).fill('24');
      await elegirEnSelector(page, dialogo.getByLabel('Modalidad', { exact: true }), 'Diario');
      await elegirEnSelector(page, dialogo.getByLabel('Tipo de amortización', { exact: true }), 'Amortizable');

      const vista = dialogo.getByRole('region', { name: 'Vista previa' });
      await esperarVisible(vista.filter({ hasText: cop(1_200_000) }), 'el total de 1.200.000 en la vista previa');
      const cuotaVista = vista.locator('.ant-statistic').filter({ has: page.getByText('Cuota', { exact: true }) });
      await esperarVisible(cuotaVista.filter({ hasText: cop(50_000) }), 'la cuota de 50.000 en la vista previa');

      await confirmarUsuraEnFormulario(dialogo);
      await dialogo.getByRole('button', { name: 'Crear', exact: true }).click();
      await esperarVisible(toast(page, 'Préstamo creado correctamente'), "el aviso 'Préstamo creado correctamente'");
      await dialogo.waitFor({ state: 'hidden' });

      await buscarPrestamos(page, cliente.nombre);
      const fila = filas(page, cliente.nombre);
      await esperarVisible(fila.filter({ hasText: cop(1_200_000) }), 'la fila del préstamo creado');
      const celdaCuota = await celdaDeColumna(page, fila, 'Cuota');
      expect((await celdaCuota.innerText()).trim()).toMatch(new RegExp(`^${cop(50_000).source}$`));

      await fila.getByRole('button', { name: 'Ver plan' }).click();
      await esperarVisible(titulo(page, 'Plan de Pagos'), "el título 'Plan de Pagos'");
      await esperarVisible(datoDelPrestamo(page, 'Cuota').filter({ hasText: cop(50_000) }), 'la cuota de 50.000 en la cabecera del plan');
      // An admin's loan is disbursed at once: its plan is already there (docs/libro.md).
      await esperarVisible(filaCuota(page, 1), 'la primera cuota');
      await esperarVisible(page.getByText('24 cuotas'), 'el total de 24 cuotas');
      expect(await page.getByRole('button', { name: 'Generar plan' }).count()).toBe(0);

      // Every installment asks 50.000: the first page and the last one (cuota 24).
      const totalDe = async (numero: number) => (await (await celdaDeColumna(page, filaCuota(page, numero), 'Total')).innerText()).trim();
      for (let numero = 1; numero <= 10; numero++) expect(await totalDe(numero)).toMatch(cop(50_000));
      await page.locator('.ant-pagination-item[title="3"]').click();
      await esperarVisible(filaCuota(page, 24), 'la cuota 24');
      for (let numero = 21; numero <= 24; numero++) expect(await totalDe(numero)).toMatch(new RegExp(`^${cop(50_000).source}$`));
    },
    120_000,
  );
});
