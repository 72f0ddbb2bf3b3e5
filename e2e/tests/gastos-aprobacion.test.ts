// An expense above the per-expense limit (docs/decisiones/caja-de-cobradores.md, «Límites de los gastos»): the collector
// registers it in Caja de cobradores, it waits as pending and does not lower what they must hand over; the gerente
// approves it in the office's «Gastos por aprobar» and only then it counts.
import type { Page } from 'playwright-core';
import {
  MENSAJES_CAJA,
  motivoGastoPendiente,
  type CajaCobrador,
  type GastoCobrador,
  type LimitesGastos,
} from '@cartera/dominio';
import { crearUsuario, obtenerToken } from '../support/api';
import { llamarApi, nombreUnico, prepararPrestamo, registrarCobroApi } from '../support/cobros-datos';
import { CUENTAS, type Cuenta } from '../support/entorno';
import { png } from '../support/imagenes';
import { entrarEnPantalla, esperarIgual, esperarVisible, prueba, toast } from '../support/navegador';
import { cop } from '../support/prestamos-datos';

const COBRADO = 100_000;

/** The cash screen as `cuenta` (in a page with a session, another account's replaces it). */
async function abrirCaja(page: Page, cuenta: Cuenta): Promise<void> {
  await entrarEnPantalla(page, cuenta, '/cobros/caja', 'Caja de cobradores');
}

describe('gastos por aprobar', () => {
  prueba(
    'un gasto por encima del límite espera sin rebajar la entrega del cobrador; el gerente lo aprueba y entonces cuenta',
    async ({ page }) => {
      const admin = await obtenerToken(CUENTAS.admin);
      // A collector of its own: what this test holds and spends is not mixed with other tests' cash.
      const cuenta: Cuenta = { email: `e2e.gastos.${Date.now()}@cartera.local`, password: 'clave-segura-1' };
      const cobrador = await crearUsuario(admin, {
        nombre: nombreUnico('Cobrador Gastos'),
        ...cuenta,
        rol: 'cobrador',
      });
      const tokenCobrador = await obtenerToken(cuenta);
      const prestamo = await prepararPrestamo(admin, {
        cliente: nombreUnico('Gasto E2E'),
        cobrador: cobrador._id,
      });
      await registrarCobroApi(tokenCobrador, { prestamo: prestamo._id, monto: COBRADO });
      const limites = await llamarApi<LimitesGastos>('GET', 'caja/limites-gastos', admin);
      const monto = limites.gastoMaximo + 10_000;
      const concepto = nombreUnico('Llanta de la moto');
      const enPoder = async () =>
        (await llamarApi<CajaCobrador[]>('GET', 'caja/cobradores', tokenCobrador)).find(
          (fila) => fila.cobradorId === cobrador._id,
        );
      const gastoPendiente = async () =>
        (await llamarApi<GastoCobrador[]>('GET', 'caja/gastos?estado=pendiente&limit=100', admin)).find(
          (gasto) => gasto.concepto === concepto,
        );

      // The collector records it; the form warns before sending that it will wait.
      await abrirCaja(page, cuenta);
      await page.getByRole('button', { name: 'Registrar gasto' }).click();
      const dialogo = page.getByRole('dialog', { name: 'Registrar gasto' });
      await esperarVisible(dialogo, "el diálogo 'Registrar gasto'");
      await dialogo.getByLabel('Monto', { exact: true }).fill(String(monto));
      await dialogo.getByLabel('Concepto', { exact: true }).fill(concepto);
      await esperarVisible(
        dialogo.getByText(motivoGastoPendiente('gasto', limites)),
        'el aviso de que esperará aprobación',
      );
      await dialogo
        .locator('input[type="file"]')
        .setInputFiles({ name: 'recibo.png', mimeType: 'image/png', buffer: png(800, 600) });
      await esperarVisible(dialogo.getByAltText('Foto del recibo'), 'la vista previa del recibo');
      await dialogo.getByRole('button', { name: 'Guardar', exact: true }).click();
      await esperarVisible(toast(page, MENSAJES_CAJA.gastoPorAprobar), 'el aviso del gasto por aprobar');
      await dialogo.waitFor({ state: 'hidden' });

      // Pending: in the office's list, and the cash to hand over is still all that was collected.
      expect(await gastoPendiente()).toMatchObject({ estado: 'pendiente', monto, limitePasado: 'gasto' });
      expect(await enPoder()).toMatchObject({ enPoder: COBRADO, gastos: 0 });
      await esperarVisible(
        page
          .locator('.ant-card')
          .filter({ hasText: 'Gastos por aprobar (1)' })
          .getByText(concepto, { exact: false }),
        'el gasto en «Gastos por aprobar» del cobrador',
      );
      await page.getByRole('button', { name: 'Entregar caja' }).click();
      const entrega = page.getByRole('dialog', { name: 'Entregar caja' });
      await esperarVisible(entrega, "el diálogo 'Entregar caja'");
      await esperarIgual(
        async () =>
          Number((await entrega.getByLabel('Monto entregado', { exact: true }).inputValue()).replace(/\D/g, '')),
        COBRADO,
        'el monto a entregar propuesto',
      );
      await entrega.getByRole('button', { name: 'Cancelar' }).click();
      await entrega.waitFor({ state: 'hidden' });

      // The gerente approves it in the office.
      await abrirCaja(page, CUENTAS.gerente);
      const pendientes = page.locator('.ant-card').filter({ hasText: /Gastos por aprobar \(\d+\)/ });
      const fila = pendientes.locator('tr.ant-table-row').filter({ hasText: concepto });
      await esperarVisible(fila, 'el gasto en «Gastos por aprobar» de la oficina');
      await fila
        .getByRole('button', { name: new RegExp(`^Aprobar gasto de .+ de ${cobrador.nombre}$`) })
        .click();
      await esperarVisible(
        toast(page, 'Gasto aprobado: ahora rebaja lo que el cobrador debe entregar'),
        'el aviso de la aprobación',
      );
      await fila.waitFor({ state: 'detached' });

      // Now it counts: the collector holds the cobros minus the expense.
      const restante = COBRADO - monto;
      await esperarVisible(
        page
          .getByRole('table', { name: 'En poder de cobradores' })
          .locator('tr.ant-table-row')
          .filter({ hasText: cobrador.nombre })
          .filter({ hasText: cop(restante) }),
        'lo que el cobrador tiene en su poder, ya con el gasto',
      );
      expect(await enPoder()).toMatchObject({ enPoder: restante, gastos: monto });
      expect(await gastoPendiente()).toBeUndefined();
    },
    150_000,
  );
});
