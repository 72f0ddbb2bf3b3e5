// Reportes in a real browser: each report type opens with its figures (equal to the API's), charts are drawn
// with data, a new range is asked to the server, and CSV/XLSX downloads arrive with the report's name.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import type { Page } from 'playwright-core';
import { obtenerToken } from '../support/api';
import { llamarApi, pesos, registrarCobroApi } from '../support/cobros-datos';
import { CUENTAS } from '../support/entorno';
import { entrar, esperarVisible, prueba, titulo } from '../support/navegador';
import { crearPrestamo, descargar } from '../support/prestamos-datos';

const hoy = hoyBogota();
const desde = sumarDias(hoy, -29);

interface Reporte {
  resumen: Record<string, number>;
}

async function cifra(page: Page, nombre: string): Promise<string> {
  const contenido = page
    .getByRole('listitem', { name: nombre, exact: true })
    .locator('.ant-statistic-content');
  await contenido.waitFor({ state: 'visible' });
  return (await contenido.innerText()).trim();
}

/** Waits (generously: shared machine) until a figure shows `esperado` pesos. */
async function esperarCifra(page: Page, nombre: string, esperado: number): Promise<void> {
  let visto = NaN;
  for (let intento = 0; intento < 60; intento += 1) {
    visto = pesos(await cifra(page, nombre));
    if (visto === esperado) return;
    await page.waitForTimeout(250);
  }
  expect([nombre, visto]).toEqual([nombre, esperado]);
}

/** Waits for the report request of `tipo` (with the given range) while `accion` runs. */
async function esperarReporte(
  page: Page,
  tipo: string,
  accion: () => Promise<unknown>,
  rango?: [string, string],
) {
  await Promise.all([
    page.waitForResponse(
      (r) =>
        r.url().includes(`/api/reportes/${tipo}?`) &&
        r.status() === 200 &&
        (!rango || (r.url().includes(`desde=${rango[0]}`) && r.url().includes(`hasta=${rango[1]}`))),
    ),
    accion(),
  ]);
}

beforeAll(async () => {
  const token = await obtenerToken(CUENTAS.admin);
  const { prestamo } = await crearPrestamo(token, 'Reportes E2E');
  await registrarCobroApi(token, { prestamo: prestamo._id, monto: 110000 });
}, 120_000);

prueba(
  'abre cada tipo de reporte con sus cifras y gráficos, cambia el rango y exporta CSV y XLSX',
  async ({ page }) => {
    const token = await obtenerToken(CUENTAS.admin);
    const general = await llamarApi<Reporte>('GET', `reportes/general?desde=${desde}&hasta=${hoy}`, token);
    await esperarReporte(page, 'general', () => entrar(page, CUENTAS.admin, '/reportes'), [desde, hoy]);
    await esperarVisible(titulo(page, 'Reportes'), 'el título Reportes');

    // General: the figures are the API's; the per-day chart draws bars.
    expect(pesos(await cifra(page, 'Cobrado'))).toBe(Math.round(general.resumen.montoCobrado));
    // «Prestado» is what was disbursed; the annulments of the range have their own line (never a negative figure).
    expect(pesos(await cifra(page, 'Prestado'))).toBe(
      Math.round((general.resumen.montoPrestado ?? 0) + (general.resumen.montoAnulado ?? 0)),
    );
    expect(pesos(await cifra(page, 'Anulados'))).toBe(Math.round(general.resumen.montoAnulado ?? 0));
    expect(await cifra(page, 'Recuperación')).toBe(
      `${general.resumen.porcentajeRecuperacion.toFixed(1).replace('.', ',')} %`,
    );
    const porDia = page.getByRole('figure', { name: 'Cobrado por día' });
    await esperarVisible(
      porDia.locator('svg .recharts-bar-rectangle path').first(),
      'una barra de cobrado por día',
    );
    const porEstado = page.getByRole('figure', { name: 'Préstamos por su estado de hoy' });
    await esperarVisible(porEstado.locator('svg .recharts-pie-sector path').first(), 'un sector por estado');
    await esperarVisible(page.locator('.ant-table-tbody tr.ant-table-row').first(), 'las filas del detalle');

    // Export the shown report.
    const csv = await descargar(page, page.getByRole('button', { name: /Exportar CSV/ }));
    expect(csv.nombre).toBe(`reporte-general-${desde}-a-${hoy}.csv`);
    expect(Array.from(csv.contenido.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.contenido.toString('utf8')).toContain(`Monto cobrado;${general.resumen.montoCobrado}`);
    const xlsx = await descargar(page, page.getByRole('button', { name: /Exportar XLSX/ }));
    expect(xlsx.nombre).toBe(`reporte-general-${desde}-a-${hoy}.xlsx`);
    expect(xlsx.contenido.subarray(0, 2).toString()).toBe('PK');

    // A new range (the last 7 days) goes to the server.
    const nuevoDesde = sumarDias(hoy, -6);
    const formato = (f: string) => `${f.slice(8, 10)}/${f.slice(5, 7)}/${f.slice(0, 4)}`;
    await esperarReporte(
      page,
      'general',
      async () => {
        const inicio = page.getByPlaceholder('Fecha inicial');
        await inicio.click();
        await inicio.fill(formato(nuevoDesde));
        await inicio.press('Enter');
        const fin = page.getByPlaceholder('Fecha final');
        await fin.fill(formato(hoy));
        await fin.press('Enter');
      },
      [nuevoDesde, hoy],
    );
    const semana = await llamarApi<Reporte>(
      'GET',
      `reportes/general?desde=${nuevoDesde}&hasta=${hoy}`,
      token,
    );
    await esperarCifra(page, 'Cobrado', Math.round(semana.resumen.montoCobrado));

    // The other report types.
    await esperarReporte(page, 'prestamos', () => page.getByRole('tab', { name: 'Préstamos' }).click(), [
      nuevoDesde,
      hoy,
    ]);
    await esperarVisible(
      page.getByRole('listitem', { name: 'Saldo pendiente', exact: true }),
      'el saldo de los préstamos',
    );
    await esperarVisible(page.getByText(/Reportes E2E/).first(), 'el préstamo creado en el detalle');
    const prestamosCsv = await descargar(page, page.getByRole('button', { name: /Exportar CSV/ }));
    expect(prestamosCsv.nombre).toBe(`reporte-prestamos-${nuevoDesde}-a-${hoy}.csv`);

    await esperarReporte(page, 'cobros', () => page.getByRole('tab', { name: 'Cobros' }).click());
    await esperarVisible(
      page.getByRole('listitem', { name: 'Total cobrado', exact: true }),
      'el total cobrado',
    );
    await esperarVisible(
      page
        .getByRole('figure', { name: 'Cobrado por día' })
        .locator('svg .recharts-bar-rectangle path')
        .first(),
      'las barras de cobros',
    );
    const cobrosXlsx = await descargar(page, page.getByRole('button', { name: /Exportar XLSX/ }));
    expect(cobrosXlsx.nombre).toBe(`reporte-cobros-${nuevoDesde}-a-${hoy}.xlsx`);

    await esperarReporte(page, 'morosos', () => page.getByRole('tab', { name: 'Morosos' }).click());
    await esperarVisible(page.getByRole('listitem', { name: 'PAR30', exact: true }), 'el PAR30');
    await esperarVisible(page.getByRole('listitem', { name: 'PAR90', exact: true }), 'el PAR90');
    await esperarVisible(page.getByRole('figure', { name: 'Aging de mora' }), 'el gráfico de aging');
  },
  180_000,
);
