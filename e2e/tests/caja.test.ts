// The collectors' cash in the browser (docs/decisiones/caja-de-cobradores.md): a cobrador collects, records an
// expense and hands over 1.000 pesos short; the gerente confirms; the shortfall shows in Flujo de Caja and in the
// collector's report.
import { obtenerToken } from '../support/api';
import { buscarCobrador, nombreUnico, prepararPrestamo, registrarCobroApi } from '../support/cobros-datos';
import { CUENTAS } from '../support/entorno';
import { aceptarConfirmacion, entrar, entrarEnPantalla, esperarQue, esperarVisible, prueba, toast } from '../support/navegador';
import { png } from '../support/imagenes';
import { cop } from '../support/prestamos-datos';

describe('caja de cobradores', () => {
  prueba(
    'el cobrador cobra, registra un gasto y entrega 1.000 de menos; el gerente confirma y el faltante queda en Flujo de Caja y en el reporte',
    async ({ page }) => {
      const admin = await obtenerToken(CUENTAS.admin);
      const cobrador = await buscarCobrador(admin, CUENTAS.cobrador.email);
      const prestamo = await prepararPrestamo(admin, { cliente: nombreUnico('Caja E2E'), cobrador: cobrador._id });
      // The cobrador collects (in their own name: the cash stays with them).
      await registrarCobroApi(await obtenerToken(CUENTAS.cobrador), { prestamo: prestamo._id, monto: 50_000 });

      await entrarEnPantalla(page, CUENTAS.cobrador, '/cobros/caja', 'Caja de cobradores');

      await page.getByRole('button', { name: 'Registrar gasto' }).click();
      const gasto = page.getByRole('dialog', { name: 'Registrar gasto' });
      await esperarVisible(gasto, "el diálogo 'Registrar gasto'");
      await gasto.getByLabel('Monto', { exact: true }).fill('6000');
      await gasto.getByLabel('Concepto', { exact: true }).fill('Bus a la vereda');
      // The receipt's photo, reduced in the browser like a client's.
      await gasto.locator('input[type="file"]').setInputFiles({ name: 'recibo.png', mimeType: 'image/png', buffer: png(1000, 700) });
      await esperarVisible(gasto.getByAltText('Foto del recibo'), 'la vista previa del recibo');
      await gasto.getByRole('button', { name: 'Guardar', exact: true }).click();
      await esperarVisible(toast(page, 'Gasto registrado'), 'el aviso del gasto');
      await gasto.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'Entregar caja' }).click();
      const entrega = page.getByRole('dialog', { name: 'Entregar caja' });
      await esperarVisible(entrega, "el diálogo 'Entregar caja'");
      const monto = entrega.getByLabel('Monto entregado', { exact: true });
      const entregable = async () => Number((await monto.inputValue()).replace(/\D/g, ''));
      // The amount to hand in comes once the cash figures answer: wait for it rather than read it at once.
      await esperarQue(async () => (await entregable()) >= 44_000, 'el monto a entregar propuesto');
      const esperado = await entregable();
      await monto.fill(String(esperado - 1_000));
      await esperarVisible(entrega.getByText(/Faltan\s\$\s1\.000/), 'lo que falta');
      await entrega.getByRole('button', { name: 'Entregar', exact: true }).click();
      await entrega.waitFor({ state: 'hidden' });
      await esperarVisible(page.getByText(/espera la confirmación de la oficina/), 'la entrega por confirmar');

      await entrar(page, CUENTAS.gerente, '/cobros/caja');
      const fila = page.getByRole('table', { name: 'Entregas de caja' }).locator('tr.ant-table-row').filter({ hasText: 'Por confirmar' });
      await fila.first().getByRole('button', { name: 'Confirmar' }).click();
      const confirmar = page.getByRole('dialog', { name: /Confirmar entrega de/ });
      await esperarVisible(confirmar, 'el diálogo de confirmación');
      // A shortage is asked in the page before it is booked.
      const faltante = aceptarConfirmacion(page, 'Confirmar con faltante');
      await confirmar.getByRole('button', { name: 'Confirmar', exact: true }).click();
      expect(await faltante).toMatch(/faltante de\s\$\s1\.000/);
      await confirmar.waitFor({ state: 'hidden' });
      await esperarVisible(
        page.getByRole('table', { name: 'Entregas de caja' }).getByText(/Faltante\s\$\s1\.000/).first(),
        'el faltante en la entrega',
      );

      // The office sees the receipt of the expense.
      await page.getByRole('button', { name: 'Gastos', exact: true }).click();
      await page.locator('tr.ant-table-row').filter({ hasText: 'Bus a la vereda' }).first().getByRole('button', { name: 'Ver recibo' }).click();
      await esperarVisible(page.getByAltText('Foto del recibo: Bus a la vereda'), 'la foto del recibo');
      await page.getByRole('dialog', { name: /Recibo: Bus a la vereda/ }).getByRole('button', { name: /Close|Cerrar/ }).click();

      await page.getByRole('button', { name: 'Reporte por cobrador' }).click();
      const reporte = page.getByRole('table', { name: 'Reporte de caja por cobrador' });
      await esperarVisible(reporte.locator('tr.ant-table-row').filter({ hasText: cobrador.nombre }).filter({ hasText: cop(1_000) }), 'el faltante en el reporte');

      await page.goto('/flujo-caja');
      await esperarVisible(page.getByText('En poder de cobradores').first(), 'la tarjeta En poder de cobradores');
      // The movements table mounts when it scrolls into view (docs/decisiones/capa-de-rendimiento-del-portal.md).
      await page.locator('.ant-card').filter({ hasText: 'Movimientos de caja' }).scrollIntoViewIfNeeded();
      await esperarVisible(
        page.locator('tr.ant-table-row').filter({ hasText: 'Faltante de cobrador' }).filter({ hasText: cop(1_000) }).first(),
        'el faltante en los movimientos de Flujo de Caja',
      );
    },
    150_000,
  );
});
