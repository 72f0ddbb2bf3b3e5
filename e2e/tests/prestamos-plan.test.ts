import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { obtenerToken } from '../support/api';
import { CUENTAS } from '../support/entorno';
import {
  aceptarConfirmacion,
  entrar,
  entrarEnPantalla,
  esperarValor,
  esperarVisible,
  prueba,
  toast,
} from '../support/navegador';
import { cop, crearPrestamo, descargar, filaCuota } from '../support/prestamos-datos';

/** A loan's plan as admin. */
async function abrirPlan(page: Page, id: string): Promise<void> {
  await entrarEnPantalla(page, CUENTAS.admin, `/prestamos/${id}/plan`, 'Plan de Pagos');
}

async function pagar(page: Page, numero: number, propuesto: number, monto: number): Promise<void> {
  await filaCuota(page, numero).getByRole('button', { name: 'Pagar' }).click();
  const dialogo = page.getByRole('dialog', { name: `Pagar cuota ${numero}` });
  await esperarVisible(dialogo, `el diálogo 'Pagar cuota ${numero}'`);
  const campo = dialogo.getByLabel('Monto', { exact: true });
  await esperarValor(campo, cop(propuesto), `el monto propuesto de la cuota ${numero}`);
  await campo.fill(String(monto));
  await dialogo.getByRole('button', { name: 'Pagar', exact: true }).click();
  await esperarVisible(toast(page, 'Pago aplicado'), "el aviso 'Pago aplicado'");
  await dialogo.waitFor({ state: 'hidden' });
}

describe('plan de pagos', () => {
  prueba(
    'el plan nace con el desembolso; pagar una cuota en parte y luego completa, y revertirla',
    async ({ page }) => {
      const token = await obtenerToken(CUENTAS.admin);
      const { cliente, prestamo } = await crearPrestamo(token, 'Plan Pagos E2E');
      await abrirPlan(page, prestamo._id);
      await esperarVisible(page.getByText(cliente.nombre), 'el cliente en la cabecera');
      await esperarVisible(page.getByText('10% total'), 'el interés % total');

      // An admin's loan is disbursed at once, with its plan (docs/libro.md): nothing to generate.
      await esperarVisible(filaCuota(page, 5), 'la quinta cuota');
      expect(await page.getByRole('button', { name: 'Generar plan' }).count()).toBe(0);
      expect(await page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(5);

      // Part of installment 1 (110.000): 40.000, then the remaining 70.000.
      await pagar(page, 1, 110_000, 40_000);
      await esperarVisible(
        filaCuota(page, 1)
          .filter({ hasText: 'Parcial' })
          .filter({ hasText: cop(70_000) }),
        'la cuota 1 parcial',
      );
      await esperarVisible(page.getByText(/Saldo\s\$\s510\.000/), 'el saldo de 510.000');
      await pagar(page, 1, 70_000, 70_000);
      await esperarVisible(filaCuota(page, 1).filter({ hasText: 'Pagada' }), 'la cuota 1 pagada');
      expect(await filaCuota(page, 1).getByRole('button').allInnerTexts()).toEqual(['Revertir']);
      await esperarVisible(page.getByText(/Saldo\s\$\s440\.000/), 'el saldo de 440.000');
      expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('20');

      const confirmacion = aceptarConfirmacion(page);
      await filaCuota(page, 1).getByRole('button', { name: 'Revertir' }).click();
      expect(await confirmacion).toContain('cuota 1');
      await esperarVisible(toast(page, 'Pago revertido'), "el aviso 'Pago revertido'");
      await esperarVisible(
        filaCuota(page, 1).filter({ hasText: 'Pendiente' }),
        'la cuota 1 pendiente otra vez',
      );
      await esperarVisible(page.getByText(/Saldo\s\$\s550\.000/), 'el saldo de 550.000');

      const notificaciones = page.getByRole('list', { name: 'Notificaciones del préstamo' });
      await esperarVisible(notificaciones.getByText('Pago revertido'), 'la notificación del reverso');
      expect(await notificaciones.getByText('Pago aplicado', { exact: true }).count()).toBe(2);
      await esperarVisible(notificaciones.getByText('Plan de pagos generado'), 'la notificación del plan');
    },
    120_000,
  );

  prueba('descargar el plan en CSV, XLSX y PDF', async ({ page }) => {
    const token = await obtenerToken(CUENTAS.admin);
    const { cliente, prestamo } = await crearPrestamo(token, 'Plan Exportes E2E');
    await abrirPlan(page, prestamo._id);
    await esperarVisible(filaCuota(page, 5), 'la quinta cuota');

    // The client's name travels in the file name (filename* keeps its accents); the CSV itself is the table.
    const csv = await descargar(page, page.getByRole('button', { name: 'Exportar CSV' }));
    expect(csv.nombre).toMatch(/^plan-.+-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.nombre).toContain(cliente.nombre.replace(/\s+/g, '-'));
    expect([...csv.contenido.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lineas = csv.contenido.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lineas[0]).toBe(
      'Cuota;Fecha programada;Capital;Interés;Total cuota;Pagado;Saldo;Estado;Fecha de pago',
    );
    expect(lineas.slice(1, 6).map((linea) => linea.split(';').slice(2, 8))).toEqual(
      Array.from({ length: 5 }, () => ['100000', '10000', '110000', '0', '110000', 'Pendiente']),
    );
    expect(lineas[6]).toMatch(/^Totales;;500000;50000;550000;0;550000/);

    const xlsx = await descargar(page, page.getByRole('button', { name: 'Exportar XLSX' }));
    expect(xlsx.nombre).toMatch(/\.xlsx$/);
    expect(xlsx.contenido.subarray(0, 2).toString('latin1')).toBe('PK');

    const pdf = await descargar(page, page.getByRole('button', { name: 'Exportar PDF' }));
    expect(pdf.nombre).toMatch(/\.pdf$/);
    expect(pdf.contenido.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  prueba('un préstamo que no existe dice "Préstamo no encontrado"', async ({ page }) => {
    await entrar(page, CUENTAS.admin, `/prestamos/${randomUUID()}/plan`);
    await esperarVisible(page.getByText('Préstamo no encontrado'), "el aviso 'Préstamo no encontrado'");
  });
});
