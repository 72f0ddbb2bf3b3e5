import { obtenerToken } from '../support/api';
import { llamarApi, tile, valorTile } from '../support/cobros-datos';
import { CUENTAS, type Cuenta } from '../support/entorno';
import { compartidosCargados, entrar, entrarEnPantalla, esperarVisible, prueba } from '../support/navegador';
import type { Page } from 'playwright-core';

interface Resumen {
  totalClientes: number;
  clientesActivos: number;
  totalPrestamos: number;
  prestamosActivos: number;
  montoPrestado: number;
  montoCobrado: number;
  totalCobros: number;
  porcentajeRecuperacion: number;
  ultimosPrestamos: Array<{ cliente: { nombre: string } }>;
  ultimosCobros: Array<{ prestamo: { cliente: { nombre: string } }; cobrador: { nombre: string } | null }>;
}

const TILES: ReadonlyArray<[string, keyof Resumen]> = [
  ['Total Clientes', 'totalClientes'],
  ['Total Préstamos', 'totalPrestamos'],
  ['Monto Prestado', 'montoPrestado'],
  ['Monto Cobrado', 'montoCobrado'],
  ['Préstamos Activos', 'prestamosActivos'],
  ['Clientes Activos', 'clientesActivos'],
  ['Total Cobros', 'totalCobros'],
];

/** The dashboard a person sees shows exactly the figures the API computes for their session. */
async function revisarDashboard(page: Page, cuenta: Cuenta): Promise<void> {
  const resumen = await llamarApi<Resumen>('GET', 'dashboard/resumen', await obtenerToken(cuenta));
  await entrarEnPantalla(page, cuenta, '/dashboard', 'Dashboard Principal');

  for (const [titulo, campo] of TILES) {
    expect([titulo, await valorTile(page, titulo)]).toEqual([titulo, Math.round(resumen[campo] as number)]);
  }
  const porcentaje = (
    await tile(page, '% Recuperación').locator('.ant-statistic-content').innerText()
  ).trim();
  expect(porcentaje).toBe(`${resumen.porcentajeRecuperacion.toFixed(1).replace('.', ',')}%`);

  const aging = page.getByRole('region', { name: 'Aging de Mora' });
  await esperarVisible(
    aging.getByText('Cuotas en mora agrupadas por rango de días.'),
    'la leyenda del aging',
  );
  for (const rango of ['1 a 8 días', '9 a 15 días', '16 a 30 días', 'Más de 30 días']) {
    await esperarVisible(aging.getByRole('group', { name: rango }), `el rango '${rango}'`);
  }

  const prestamos = page
    .getByRole('region', { name: 'Últimos Préstamos' })
    .locator('.ant-table-tbody tr.ant-table-row');
  const cobros = page
    .getByRole('region', { name: 'Últimos Cobros' })
    .locator('.ant-table-tbody tr.ant-table-row');
  // The tables load when they come near the viewport (at 1366 × 900 they are on the first screen).
  if (resumen.ultimosPrestamos.length > 0) await esperarVisible(prestamos.first(), 'los últimos préstamos');
  if (resumen.ultimosCobros.length > 0) await esperarVisible(cobros.first(), 'los últimos cobros');
  await expect(prestamos.count()).resolves.toBe(Math.min(5, resumen.ultimosPrestamos.length));
  await expect(cobros.count()).resolves.toBe(Math.min(5, resumen.ultimosCobros.length));
  const clientesPrestamos = await prestamos.locator('td:first-child').allInnerTexts();
  expect(clientesPrestamos).toEqual(resumen.ultimosPrestamos.slice(0, 5).map((p) => p.cliente.nombre));
  const cobradores = await cobros.locator('td:nth-child(4)').allInnerTexts();
  expect(cobradores).toEqual(resumen.ultimosCobros.slice(0, 5).map((c) => c.cobrador?.nombre || 'Sistema'));
}

describe('dashboard', () => {
  prueba(
    "'Dashboard Principal' muestra las ocho cifras, el aging y los últimos préstamos y cobros del servidor",
    async ({ page }) => {
      await revisarDashboard(page, CUENTAS.admin);
    },
  );

  prueba('un cobrador ve el dashboard de su propia cartera', async ({ page }) => {
    await revisarDashboard(page, CUENTAS.cobrador);
  });

  prueba(
    'en un teléfono, las tablas de últimos préstamos y cobros se descargan y se dibujan cuando se llega a ellas',
    async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      await entrar(page, CUENTAS.admin);
      await esperarVisible(tile(page, 'Total Clientes'), "la cifra 'Total Clientes'");
      const region = page.getByRole('region', { name: 'Últimos Préstamos' });
      const filas = region.locator('.ant-table-tbody tr.ant-table-row');

      // Below the eight figures and the aging: only its title and an empty frame that says it is loading.
      await expect(region.locator('[aria-busy="true"]').count()).resolves.toBe(1);
      await expect(filas.count()).resolves.toBe(0);
      const tablaCargada = async () => (await compartidosCargados(page, ['antd/es/table'])).length > 0;
      expect(await tablaCargada()).toBe(false);

      await region.scrollIntoViewIfNeeded();
      await esperarVisible(filas.first(), 'la primera fila de los últimos préstamos');
      expect(await filas.count()).toBeGreaterThan(0);
      expect(await tablaCargada()).toBe(true);
    },
  );
});
