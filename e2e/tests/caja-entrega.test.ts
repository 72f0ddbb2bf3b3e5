// A cash handover with a difference, finished from both sides by visible labels (docs/decisiones/caja-de-cobradores.md,
// docs/decisiones/confirmaciones-en-la-pagina.md): the collector hands over 5.000 short on a 412 px phone, the gerente
// at 1366 px sees what each collector still owes the office, confirms with the shortage asked in the page and reads it
// in the toast and the row; then a handover with a surplus.
import type { Locator, Page } from 'playwright-core';
import { crearUsuario, obtenerToken } from '../support/api';
import { llamarApi, nombreUnico, prepararPrestamo, registrarCobroApi } from '../support/cobros-datos';
import { CUENTAS, type Cuenta } from '../support/entorno';
import { entrar, entrarEnPantalla, esperarVisible, prueba, toast } from '../support/navegador';
import { enUnTelefono } from '../support/telefono';
import { cop } from '../support/prestamos-datos';

/** The row of `nombre` in a table of the Caja screen. */
function filaDe(page: Page, tabla: string, nombre: string): Locator {
  return page.getByRole('table', { name: tabla }).locator('tr.ant-table-row').filter({ hasText: nombre });
}

/**
 * The element lies inside what the phone shows (its visual viewport, 412 px): nothing of it is cut off on the right
 * (or the left). A page wider than the phone would put a centred dialog partly beyond the edge.
 */
async function esperarDentroDeLaPantalla(page: Page, elemento: Locator, descripcion: string): Promise<void> {
  const caja = await elemento.boundingBox();
  const ancho = await page.evaluate(() => window.visualViewport?.width ?? window.innerWidth);
  if (!caja || caja.x < 0 || caja.x + caja.width > ancho) {
    throw new Error(`${descripcion} no cabe en los ${ancho} px de la pantalla: ${JSON.stringify(caja)}`);
  }
}

describe('entrega de caja con diferencia', () => {
  prueba(
    'el cobrador entrega 640.830 de 645.830 en el teléfono; el gerente confirma el faltante en la página y lo lee en el aviso y en la fila; luego un sobrante',
    async ({ page, context }) => {
      const admin = await obtenerToken(CUENTAS.admin);
      // A collector of its own: the cash this test expects is exactly what it collected.
      const cuenta: Cuenta = { email: `e2e.entrega.${Date.now()}@cartera.local`, password: 'clave-entrega-1' };
      const nombre = nombreUnico('Cobrador Entrega');
      const cobrador = await crearUsuario(admin, { nombre, ...cuenta, rol: 'cobrador' });
      const tokenCobrador = await obtenerToken(cuenta);
      // Two loans of 550.000 owed each: 550.000 + 95.830 collected = 645.830 in his hands.
      const primero = await prepararPrestamo(admin, { cliente: nombreUnico('Entrega Uno'), cobrador: cobrador._id });
      const segundo = await prepararPrestamo(admin, { cliente: nombreUnico('Entrega Dos'), cobrador: cobrador._id });
      await registrarCobroApi(tokenCobrador, { prestamo: primero._id, monto: 550_000 });
      await registrarCobroApi(tokenCobrador, { prestamo: segundo._id, monto: 95_830 });

      // The gerente first: the collector has not handed over, and his row says so.
      await entrar(page, CUENTAS.gerente, '/cobros/caja');
      await esperarVisible(
        filaDe(page, 'En poder de cobradores', nombre).getByText('Esperando la entrega del cobrador'),
        'la espera de la entrega en la fila del cobrador',
      );
      await esperarVisible(page.getByLabel('Entregas pendientes').getByText(/sin entregar/), 'la cuenta de los que no han entregado');

      // The collector on his phone: «Entregar caja», every field and button within the screen.
      await enUnTelefono(context, async (telefono) => {
        await entrarEnPantalla(telefono, cuenta, '/cobros/caja', 'Caja de cobradores');
        await telefono.getByRole('button', { name: 'Entregar caja' }).click();
        const entrega = telefono.getByRole('dialog', { name: 'Entregar caja' });
        await esperarVisible(entrega.getByLabel('Esperado').filter({ hasText: cop(645_830) }), 'lo esperado: 645.830');
        const monto = entrega.getByLabel('Monto entregado', { exact: true });
        await monto.fill('640830');
        await esperarVisible(entrega.getByText(/Faltan\s\$\s5\.000/), 'lo que falta');
        const entregar = entrega.getByRole('button', { name: 'Entregar', exact: true });
        await esperarDentroDeLaPantalla(telefono, entrega, "El diálogo 'Entregar caja'");
        await esperarDentroDeLaPantalla(telefono, monto, "El campo 'Monto entregado'");
        await esperarDentroDeLaPantalla(telefono, entregar, "El botón 'Entregar'");
        await entregar.tap();
        await esperarVisible(toast(telefono, 'Entrega registrada'), 'el aviso de la entrega registrada');
        await esperarVisible(telefono.getByText(/espera la confirmación de la oficina/), 'la entrega por confirmar');
      });

      // The gerente at the office (1366 px): the pending handover is counted, and confirmed from the collector's row.
      await page.reload();
      await esperarVisible(page.getByLabel('Entregas pendientes').getByText(/por confirmar/), 'la entrega por confirmar en la cuenta');
      await filaDe(page, 'En poder de cobradores', nombre).getByRole('button', { name: 'Confirmar entrega' }).click();
      const confirmar = page.getByRole('dialog', { name: `Confirmar entrega de ${nombre}` });
      await esperarVisible(confirmar.getByText(/Esperado\s\$\s645\.830/), 'lo esperado en la confirmación');
      await esperarVisible(confirmar.getByText(/Faltante de\s\$\s5\.000/), 'el faltante bajo el monto recibido');
      await confirmar.getByRole('button', { name: 'Confirmar', exact: true }).click();
      const pregunta = page.getByRole('dialog', { name: 'Entrega con faltante' });
      await esperarVisible(pregunta.getByText(/Se registrará un faltante de\s\$\s5\.000 a cargo de/), 'la pregunta del faltante');
      await pregunta.getByRole('button', { name: 'Confirmar con faltante' }).click();
      await esperarVisible(
        toast(page, 'Entrega confirmada con un faltante de').filter({ hasText: cop(5_000) }),
        'el aviso con el faltante',
      );
      await confirmar.waitFor({ state: 'hidden' });
      const confirmada = filaDe(page, 'Entregas de caja', nombre).filter({ hasText: 'Confirmada' });
      await esperarVisible(confirmada.getByText(/Faltante\s\$\s5\.000/), 'la entrega confirmada con su faltante');
      await esperarVisible(
        filaDe(page, 'En poder de cobradores', nombre).getByRole('button', { name: `Abonar faltante de ${nombre}` }),
        'el faltante que debe el cobrador',
      );

      // A surplus: he collects 10.000 more and hands them over; the office counts 12.000.
      await registrarCobroApi(tokenCobrador, { prestamo: segundo._id, monto: 10_000 });
      await llamarApi('POST', 'caja/entregas', tokenCobrador, { montoEntregado: 10_000 });
      await page.reload();
      await filaDe(page, 'En poder de cobradores', nombre).getByRole('button', { name: 'Confirmar entrega' }).click();
      await esperarVisible(confirmar, 'la confirmación de la segunda entrega');
      await confirmar.getByLabel('Monto recibido', { exact: true }).fill('12000');
      await esperarVisible(confirmar.getByText(/Sobrante de\s\$\s2\.000/), 'el sobrante bajo el monto recibido');
      await confirmar.getByRole('button', { name: 'Confirmar', exact: true }).click();
      const sobrante = page.getByRole('dialog', { name: 'Entrega con sobrante' });
      await esperarVisible(sobrante.getByText(/Se registrará un sobrante de\s\$\s2\.000/), 'la pregunta del sobrante');
      await sobrante.getByRole('button', { name: 'Confirmar con sobrante' }).click();
      await esperarVisible(
        toast(page, 'Entrega confirmada con un sobrante de').filter({ hasText: cop(2_000) }),
        'el aviso con el sobrante',
      );
      await esperarVisible(
        filaDe(page, 'Entregas de caja', nombre).filter({ hasText: 'Confirmada' }).getByText(/Sobrante\s\$\s2\.000/),
        'la entrega confirmada con su sobrante',
      );
    },
    180_000,
  );
});
