import type { Download, Page } from 'playwright-core';
import { obtenerToken, OFICINA_DE_PRUEBA } from '../support/api';
import { hoyBogota, llamarApi, nombreUnico, pesos, prepararPrestamo, registrarCobroApi } from '../support/cobros-datos';
import { CUENTAS } from '../support/entorno';
import {
  bytesDeDescarga,
  elegirEnSelector,
  entrar,
  entrarEnPantalla,
  esperarAusente,
  esperarIgual,
  esperarRuta,
  esperarVisible,
  prueba,
  toast,
} from '../support/navegador';

async function tarjeta(page: Page, nombre: string): Promise<number> {
  const contenido = page.getByLabel(nombre, { exact: true }).locator('.ant-statistic-content');
  await esperarVisible(contenido.filter({ hasText: '$' }), `la tarjeta '${nombre}'`);
  return pesos(await contenido.innerText());
}

/**
 * One file from the 'Exportar' menu, which opens on hover. The menu of the previous export must be gone first: while it
 * fades out its options are still visible but take no pointer (a closing popup of rc-trigger has pointer-events: none),
 * and moving the pointer onto one leaves the button before the new menu opened, which cancels the opening. The click
 * then never landed and no download started: the second export (XLSX after CSV) failed that way now and then in CI.
 */
async function exportar(page: Page, opcion: string): Promise<{ nombre: string; contenido: Buffer }> {
  const opciones = page.getByRole('menuitem', { name: /^(CSV|Excel \(XLSX\))$/ });
  await esperarAusente(opciones, 'el menú de la exportación anterior');
  await page.getByRole('button', { name: 'Exportar' }).hover();
  const item = page.getByRole('menuitem', { name: opcion });
  await esperarVisible(item, `la opción '${opcion}'`);
  const [descarga]: [Download, void] = await Promise.all([page.waitForEvent('download'), item.click()]);
  return { nombre: descarga.suggestedFilename(), contenido: await bytesDeDescarga(descarga) };
}

describe('flujo de caja', () => {
  prueba('tarjetas, gráficos con datos, movimiento registrado, periodo mensual, saldo inicial y exportes', async ({ page }) => {
    const token = await obtenerToken(CUENTAS.admin);
    const prestamo = await prepararPrestamo(token, { cliente: nombreUnico('Cliente Flujo E2E') });
    await registrarCobroApi(token, { prestamo: prestamo._id, monto: 70000 });

    await entrarEnPantalla(page, CUENTAS.admin, '/flujo-caja', 'Flujo de Caja');
    const ingresos = await tarjeta(page, 'Total ingresos');
    expect(ingresos).toBeGreaterThanOrEqual(70000);
    const saldoAntes = await tarjeta(page, 'Saldo actual');

    // Both charts are drawn with data: bars, and the balance line plus the dashed projection.
    await esperarVisible(page.locator('[data-testid="grafico-ingresos-egresos"] svg .recharts-bar-rectangle path'), 'las barras');
    expect(await page.locator('[data-testid="grafico-ingresos-egresos"] svg .recharts-bar-rectangle path').count()).toBeGreaterThan(0);
    const lineas = page.locator('[data-testid="grafico-saldo"] svg path.recharts-line-curve');
    await esperarVisible(lineas, 'la línea de saldo');
    expect(await lineas.count()).toBe(2);
    expect(await lineas.nth(1).getAttribute('stroke-dasharray')).toBe('6 4');

    // Register an income movement: the cards move by its amount.
    const concepto = nombreUnico('Aporte socio E2E');
    await page.getByRole('button', { name: 'Registrar Movimiento' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Registrar Movimiento' });
    await esperarVisible(dialogo, "el diálogo 'Registrar Movimiento'");
    await elegirEnSelector(page, dialogo.getByLabel('Tipo', { exact: true }), 'Ingreso');
    await elegirEnSelector(page, dialogo.getByLabel('Categoría', { exact: true }), 'Otros');
    await dialogo.getByLabel('Concepto', { exact: true }).fill(concepto);
    await dialogo.getByLabel('Monto', { exact: true }).fill('123456');
    // Dos oficinas en la demostración y la barra en «Todas»: el administrador elige la del movimiento.
    await elegirEnSelector(page, dialogo.getByLabel('Oficina', { exact: true }), OFICINA_DE_PRUEBA);
    await dialogo.getByRole('button', { name: 'Registrar', exact: true }).click();
    await esperarVisible(toast(page, 'Movimiento registrado'), "el aviso 'Movimiento registrado'");
    // The movements are the last card, below a laptop's first screen: their table mounts when scrolled to.
    const movimientos = page.locator('.ant-card').filter({ hasText: 'Movimientos de caja' });
    await movimientos.scrollIntoViewIfNeeded();
    await esperarVisible(movimientos.locator('.ant-table-row').filter({ hasText: concepto }), 'la fila del movimiento');
    await esperarIgual(() => tarjeta(page, 'Saldo actual'), saldoAntes + 123456, 'el saldo actual');

    // Opening balance: +1.000.000 moves the current balance the same.
    const config = await llamarApi<{ saldoInicialCaja: number }>('GET', 'configuracion/organizacion', token);
    await page.getByRole('button', { name: 'Saldo inicial' }).click();
    const modal = page.getByRole('dialog', { name: 'Saldo inicial de caja' });
    await esperarVisible(modal, 'el diálogo del saldo inicial');
    const campo = modal.getByLabel('Saldo inicial', { exact: true });
    await esperarIgual(() => campo.inputValue(), String(config.saldoInicialCaja), 'el saldo inicial');
    await campo.fill(String(config.saldoInicialCaja + 1000000));
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await esperarVisible(toast(page, 'Saldo inicial actualizado'), "el aviso 'Saldo inicial actualizado'");
    await esperarIgual(
      () => tarjeta(page, 'Saldo actual'),
      saldoAntes + 123456 + 1000000,
      'el saldo actual con el inicial',
    );

    // Monthly periods.
    await elegirEnSelector(page, page.getByLabel('Periodo', { exact: true }), 'Mensual');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const hoy = hoyBogota();
    const inicioMes = `01/${hoy.slice(5, 7)}/${hoy.slice(0, 4)}`;
    await esperarVisible(
      page.getByRole('table', { name: 'Flujo por periodo' }).locator('tr').filter({ hasText: `${inicioMes} – ` }),
      'la fila del mes en curso',
    );

    // Exports with the same figures.
    const csv = await exportar(page, 'CSV');
    expect(csv.nombre).toMatch(/^flujo-caja-mensual-.*\.csv$/);
    expect([...csv.contenido.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.contenido.subarray(3).toString('utf8').split('\r\n')[0]).toMatch(/^Desde;Hasta;Cobros;/);
    const xlsx = await exportar(page, 'Excel (XLSX)');
    expect(xlsx.nombre).toMatch(/\.xlsx$/);
    expect(xlsx.contenido.subarray(0, 2).toString('latin1')).toBe('PK');

    await llamarApi('PUT', 'configuracion/organizacion', token, { saldoInicialCaja: config.saldoInicialCaja });
  }, 180_000);

  prueba('un cobrador que escribe /flujo-caja vuelve al dashboard con el aviso, y la API le responde 403', async ({ page }) => {
    const token = await entrar(page, CUENTAS.cobrador, '/flujo-caja');
    await esperarVisible(toast(page, 'No tiene acceso a esa pantalla'), 'el aviso de que no tiene acceso');
    await esperarRuta(page, '/dashboard');
    await expect(llamarApi('GET', 'flujo-caja', token)).rejects.toThrow(/403/);
  });
});
