// The loan journal in the browser (docs/libro.md): an early payoff with a discount from the plan page, and a
// cobrador's loan request approved by a gerente.
import type { Locator } from 'playwright-core';
import { crearClienteEnApi, obtenerToken } from '../support/api';
import { buscarCobrador, llamarApi, nombreUnico } from '../support/cobros-datos';
import { CUENTAS } from '../support/entorno';
import {
  aceptarConfirmacion,
  entrar,
  entrarEnPantalla,
  esperarQue,
  esperarRuta,
  esperarValor,
  esperarVisible,
  prueba,
  titulo,
  toast,
} from '../support/navegador';
import { abrirConCliente, aceptarConfirmacionDeUsura, cop, crearPrestamo, filas } from '../support/prestamos-datos';

/** Waits until the figure `nombre` of the loan journal (a group of the plan page) shows `pesos`. */
async function esperarCifra(libro: Locator, nombre: string, pesos: number): Promise<void> {
  await esperarVisible(
    libro.getByRole('group', { name: nombre }).filter({ hasText: cop(pesos) }),
    `la cifra '${nombre}' del libro en ${pesos.toLocaleString('es-CO')}`,
  );
}

describe('libro del préstamo', () => {
  prueba(
    'liquidar con descuento desde el plan: se recibe menos que el saldo, el préstamo queda pagado y la condonación en Movimientos',
    async ({ page }) => {
      const token = await obtenerToken(CUENTAS.admin);
      // 500.000 at 10 % in five weekly installments of 110.000: 550.000 owed. An admin's loan is disbursed at once.
      const { cliente, prestamo } = await crearPrestamo(token, 'Liquidar E2E');
      await llamarApi('PATCH', `prestamos/${prestamo._id}/plan/cuota/1/pagar`, token, { monto: 110000 });

      await entrarEnPantalla(page, CUENTAS.admin, `/prestamos/${prestamo._id}/plan`, 'Plan de Pagos');
      await esperarVisible(page.getByText(cliente.nombre), 'el cliente en la cabecera');
      const libro = page.getByRole('region', { name: 'Libro del préstamo' });
      await esperarCifra(libro, 'Cobrado', 110_000);
      await esperarCifra(libro, 'Saldo pendiente', 440_000);

      await libro.getByRole('button', { name: 'Liquidar' }).click();
      const dialogo = page.getByRole('dialog', { name: 'Liquidar préstamo' });
      await esperarVisible(dialogo, "el diálogo 'Liquidar préstamo'");
      const recibido = dialogo.getByLabel('Monto recibido', { exact: true });
      await esperarValor(recibido, cop(440_000), 'el monto recibido propuesto');
      await recibido.fill('400000');
      await esperarVisible(dialogo.getByText(/Se condonarán\s\$\s40\.000/), 'lo que se condona');
      await dialogo.getByLabel('Motivo', { exact: true }).fill('Pronto pago: descuento acordado');
      const confirmacion = aceptarConfirmacion(page);
      await dialogo.getByRole('button', { name: 'Liquidar', exact: true }).click();
      expect(await confirmacion).toMatch(/se condonan\s\$\s40\.000/);
      await dialogo.waitFor({ state: 'hidden' });

      // The loan's estado tag (the installments' say «Pagada»).
      await esperarVisible(page.locator('.ant-tag', { hasText: /^Pagado$/ }), 'el préstamo pagado');
      await esperarCifra(libro, 'Condonado', 40_000);
      await esperarCifra(libro, 'Saldo pendiente', 0);
      expect(await libro.getByRole('button', { name: 'Liquidar' }).count()).toBe(0);

      await page.getByRole('tab', { name: 'Movimientos' }).click();
      const movimientos = page.getByRole('tabpanel', { name: 'Movimientos' });
      await esperarVisible(
        filas(movimientos, 'Condonación').filter({ hasText: cop(40_000) }),
        'la condonación en Movimientos',
      );
      await esperarVisible(
        filas(movimientos, 'Pronto pago: descuento acordado').first(),
        'el motivo de la liquidación',
      );
      await esperarVisible(filas(movimientos, 'Desembolso'), 'el desembolso');
    },
    120_000,
  );

  prueba(
    'un cobrador solicita un préstamo y un gerente lo aprueba desde Solicitudes: queda activo con su plan',
    async ({ page }) => {
      const token = await obtenerToken(CUENTAS.admin);
      const cobrador = await buscarCobrador(token, CUENTAS.cobrador.email);
      const cliente = await crearClienteEnApi<{ _id: string; nombre: string }>(token, {
        nombre: nombreUnico('Solicitud E2E'),
        cedula: `7${String(Date.now()).slice(-10)}`,
        telefono: `3${String(Date.now()).slice(-9)}`,
        direccion: 'Calle 5 # 6-7',
        ciudad: 'Bogotá',
        cobrador: cobrador._id,
        autorizacionDatos: { canal: 'presencial_firmado' },
      });

      await entrar(page, CUENTAS.cobrador, '/prestamos');
      const dialogo = await abrirConCliente(page, 'Solicitar préstamo', cliente);
      await dialogo.getByLabel('Monto', { exact: true }).fill('300000');
      await dialogo.getByLabel('Cuotas', { exact: true }).fill('6');
      await dialogo.getByRole('button', { name: 'Solicitar', exact: true }).click();
      await esperarVisible(
        toast(page, 'Solicitud registrada: queda pendiente de aprobación por un administrador o gerente'),
        'el aviso de la solicitud',
      );
      await dialogo.waitFor({ state: 'hidden' });
      await esperarVisible(
        filas(page, cliente.nombre).filter({ hasText: 'Solicitado' }),
        'la solicitud en la lista',
      );

      await entrar(page, CUENTAS.gerente);
      const pendientes = page.getByRole('group', { name: 'Solicitudes pendientes' });
      await esperarVisible(pendientes, 'las solicitudes pendientes en el tablero');
      await esperarQue(
        async () =>
          Number((await pendientes.locator('.ant-statistic-content').innerText()).replace(/\D/g, '')) > 0,
        'al menos una solicitud pendiente en el tablero',
      );
      await page.getByRole('link', { name: 'Solicitudes pendientes' }).click();
      await esperarRuta(page, '/prestamos');
      await esperarVisible(
        page.getByRole('button', { name: /Solicitudes/, pressed: true }),
        'la vista Solicitudes',
      );
      const fila = filas(page, cliente.nombre);
      await esperarVisible(fila, 'la solicitud del cobrador');

      const confirmacion = aceptarConfirmacion(page, 'Aprobar');
      await fila.getByRole('button', { name: 'Aprobar' }).click();
      expect(await confirmacion).toContain(cliente.nombre);
      // A daily loan at the default flat rate is far above the demo's usury cap: the gerente ticks the box under the
      // API's words, with both rates, and approves.
      expect(await aceptarConfirmacionDeUsura(page)).toMatch(/EA/);
      await esperarVisible(
        page
          .getByRole('alert')
          .or(page.getByRole('status'))
          .filter({ hasText: /aprobad/i })
          .first(),
        'el aviso de la aprobación',
      );
      await fila.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Préstamos', exact: true }).click();
      const aprobado = filas(page, cliente.nombre);
      await esperarVisible(aprobado.filter({ hasText: 'Activo' }), 'el préstamo activo');
      await aprobado.getByRole('button', { name: 'Ver plan' }).click();
      await esperarVisible(titulo(page, 'Plan de Pagos'), "el título 'Plan de Pagos'");
      await esperarVisible(
        page.locator('.ant-table-tbody tr.ant-table-row').nth(5),
        'las seis cuotas del plan',
      );
      expect(await page.getByRole('button', { name: 'Generar plan' }).count()).toBe(0);
    },
    150_000,
  );
});
