// Issue 46 in the browser: the new-loan preview shows the effective annual rate and the usury cap of its type and
// date; an overdue loan's plan shows the late interest of each overdue installment and the pending total
// (docs/decisiones/tasa-efectiva-y-usura.md, docs/decisiones/interes-de-mora.md). The demo charges late interest
// (24 % EA, 3 days of grace) since 30 days ago.
import { obtenerToken } from '../support/api';
import { CUENTAS } from '../support/entorno';
import { entrar, esperarVisible, prueba, titulo } from '../support/navegador';
import { hoyBogota, llamarApi } from '../support/cobros-datos';
import { sumarDias } from '../support/mi-ruta';
import { abrirConCliente, crearCliente, filaCuota } from '../support/prestamos-datos';

describe('tasa efectiva, usura e interés de mora', () => {
  prueba(
    'la vista previa muestra la EA y la tasa de usura; el plan, la mora de cada cuota vencida',
    async ({ page }) => {
      const token = await obtenerToken(CUENTAS.admin);
      const cliente = await crearCliente(token, 'Mora E2E');
      // Disbursed 20 days ago, five daily installments that fell due 15 to 19 days ago: overdue well past the grace
      // days (late interest runs from the later of the due date and the disbursement).
      const prestamo = await llamarApi<{ _id: string }>('POST', 'prestamos', token, {
        cliente: cliente._id,
        fecha: sumarDias(hoyBogota(), -20),
        monto: 500000,
        interes: 10,
        cuotas: 5,
        modalidad: 'diario',
        tipoAmortizacion: 'amortizable',
        fechaInicio: sumarDias(hoyBogota(), -20),
        confirmarUsura: true,
      });
      await llamarApi('POST', 'sistema/barrido', token);
      const detalle = await llamarApi<{ mora: { tasa: number; pendiente: number } }>(
        'GET',
        `prestamos/${prestamo._id}`,
        token,
      );
      expect(detalle.mora.tasa).toBe(24);
      expect(detalle.mora.pendiente).toBeGreaterThan(0);

      await entrar(page, CUENTAS.admin, '/prestamos');
      const dialogo = await abrirConCliente(page, 'Nuevo Préstamo', cliente);
      await dialogo.getByLabel('Monto', { exact: true }).fill('200000');
      await dialogo.getByLabel('Cuotas', { exact: true }).fill('30');
      await esperarVisible(dialogo.getByText(/% EA/).first(), 'la tasa efectiva anual en la vista previa');
      await esperarVisible(
        dialogo.getByText(/Tasa de usura EA certificada: /),
        'la tasa de usura del tipo y la fecha',
      );
        await dialogo.getByRole('button', { name: 'Cancelar' }).click();

      await page.goto(`/prestamos/${prestamo._id}/plan`);
      await esperarVisible(titulo(page, 'Plan de Pagos'), "el título 'Plan de Pagos'");
      const libro = page.getByRole('region', { name: 'Libro del préstamo' });
      const pendiente = libro.getByRole('group', { name: 'Interés de mora pendiente' });
      await esperarVisible(pendiente.filter({ hasText: /24 % EA/ }), 'la mora pendiente al 24 % EA en el libro');
      await esperarVisible(page.getByRole('columnheader', { name: 'Mora' }), 'la columna Mora del plan');
      const moraCuota1 = await filaCuota(page, 1).locator('td').nth(7).innerText();
      expect(moraCuota1).toMatch(/^\$\s[\d.]+$/);
      expect(Number(moraCuota1.replace(/\D/g, ''))).toBeGreaterThan(0);
    },
  );
});
