// Contabilidad in a real browser, on the demo data of the current month: the journal's entries open to their lines
// and its CSV is the file the accountant imports, the trial balance cuadra, and the income statement's interest
// income is what the CSV's lines of 415005 add up to.
import type { Locator, Page } from 'playwright-core';
import { pesos } from '../support/cobros-datos';
import { CUENTAS } from '../support/entorno';
import { entrarEnPantalla, esperarVisible, prueba } from '../support/navegador';
import { descargar } from '../support/prestamos-datos';
import { filasCsv } from '../../api/test/support/csv';

const ENCABEZADO_DIARIO =
  'Fecha;Tipo de comprobante;Comprobante;Cuenta;Nombre de la cuenta;Tipo de documento;Documento del tercero;DV;' +
  'Nombre del tercero;Débito;Crédito;Descripción';

/** A CSV amount ('1234.5', '' on the other side) in centavos. */
const centavos = (monto: string) => Math.round(Number(monto || 0) * 100);

async function abrirPestana(page: Page, nombre: string): Promise<Locator> {
  await page.getByRole('tab', { name: nombre, exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: nombre, exact: true });
  await esperarVisible(panel, `la pestaña '${nombre}'`);
  return panel;
}

describe('contabilidad', () => {
  prueba(
    'el diario abre sus líneas y su CSV suma lo que muestran el balance de prueba y el estado de resultados',
    async ({ page }) => {
      await entrarEnPantalla(page, CUENTAS.admin, '/contabilidad', 'Contabilidad');

      // Libro diario (the first tab): an entry opens to its lines, a debit and a credit at least.
      const diario = page.getByRole('tabpanel', { name: 'Libro diario', exact: true });
      const expandir = diario
        .getByRole('table', { name: 'Libro diario', exact: true })
        .getByRole('button', { name: 'Expandir fila' })
        .first();
      await esperarVisible(expandir, 'un comprobante del mes');
      await expandir.click();
      const lineas = diario
        .getByRole('table', { name: /^Líneas del comprobante / })
        .locator('.ant-table-tbody tr.ant-table-row');
      await esperarVisible(lineas, 'las líneas del comprobante');
      const celdas = await lineas.evaluateAll((filas) =>
        filas.map((fila) => [...fila.querySelectorAll('td')].map((celda) => celda.textContent?.trim() ?? '')),
      );
      expect(celdas.length).toBeGreaterThanOrEqual(2);
      // Columns: Cuenta, Tercero, Préstamo, Débito, Crédito; the other side of a line is blank.
      expect(celdas.some((celda) => celda[3] !== '' && celda[4] === '')).toBe(true);
      expect(celdas.some((celda) => celda[3] === '' && celda[4] !== '')).toBe(true);

      // Its CSV: the accountant's columns (docs/decisiones/exporte-contable.md), header first and one line per ledger
      // line with no totals row inside the data; its debits add up to its credits.
      const csv = await descargar(page, diario.getByRole('button', { name: 'Exportar CSV' }));
      expect(csv.nombre).toMatch(/^libro-diario-\d{4}-\d{2}-01-a-\d{4}-\d{2}-\d{2}\.csv$/);
      expect([...csv.contenido.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [encabezado, ...cuerpo] = filasCsv(csv.contenido.toString('utf8'));
      expect(encabezado.join(';')).toBe(ENCABEZADO_DIARIO);
      expect(cuerpo.some((campos) => campos.includes('Totales'))).toBe(false);
      const DEBITO = 9;
      const CREDITO = 10;
      const sumaDe = (columna: number) => cuerpo.reduce((suma, campos) => suma + centavos(campos[columna]), 0);
      expect(sumaDe(DEBITO)).toBeGreaterThan(0);
      expect(sumaDe(DEBITO)).toBe(sumaDe(CREDITO));
      const intereses = cuerpo
        .filter((campos) => campos[3] === '415005')
        .reduce((suma, campos) => suma + centavos(campos[CREDITO]) - centavos(campos[DEBITO]), 0);

      // Balance de prueba of the month: it cuadra, and its totals row says so.
      const balance = await abrirPestana(page, 'Balance de prueba');
      await esperarVisible(
        balance.getByRole('alert').filter({ hasText: 'El balance cuadra' }),
        "'El balance cuadra'",
      );
      const total = balance.getByRole('table', { name: 'Balance de prueba' }).locator('tfoot tr');
      await esperarVisible(total.filter({ hasText: 'Total' }), 'la fila de totales');
      const [debitos, creditos] = await total
        .locator('td')
        .evaluateAll((celdas) => celdas.slice(1, 3).map((celda) => celda.textContent ?? ''));
      expect(pesos(debitos)).toBeGreaterThan(0);
      expect(pesos(debitos)).toBe(pesos(creditos));

      // Estado de resultados of the month: the interest income shown is the CSV's, to the peso.
      const estado = await abrirPestana(page, 'Estado de resultados');
      const fila = estado
        .getByRole('table', { name: 'Estado de resultados' })
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: '415005', exact: true }) });
      await esperarVisible(fila.getByText('Ingresos por intereses de créditos'), 'la fila 415005');
      expect(pesos(await fila.getByRole('cell').nth(2).innerText())).toBe(Math.round(intereses / 100));
    },
  );
});
