// Money that arrives by transfer, end to end in Chromium (issue 53): a collector records a transfer in Mi Ruta at
// 412×915 and it stays «por confirmar»; the office imports a bank statement of four lines (a CSV written here, es-CO
// dates and amounts) into «Recaudos» — three matched on their own (the loan's payment reference, the client's cédula,
// the collector's pending transfer) and one left in «Recaudos por aplicar» —, applies the fourth by hand and sees that
// loan paid and the reconciliation at 0 differences; back in Mi Ruta the transfer is no longer «por confirmar».
import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { crearClienteEnApi, obtenerToken, oficinaDePrueba } from '../support/api';
import { hoyBogota, llamarApi, nombreUnico, saldoPendiente } from '../support/cobros-datos';
import { CUENTAS, URL_BASE } from '../support/entorno';
import { png } from '../support/imagenes';
import { abrirMiRuta, esperarQue, expectTexto, prepararParadas, tarjeta } from '../support/mi-ruta';
import { elegirEnSelector, entrarEnPantalla, esperarVisible, prueba, toast } from '../support/navegador';

const digitos = (n: number) => Array.from({ length: n }, () => randomInt(0, 10)).join('');

/** A client with one loan of `monto` (no interest, one weekly installment), created by the admin through the API. */
async function prestamoDe(
  admin: string,
  nombre: string,
  monto: number,
  cedula: string,
): Promise<{ _id: string; numero: number }> {
  const cliente = await crearClienteEnApi<{ _id: string }>(admin, {
    nombre,
    cedula,
    telefono: `3${digitos(9)}`,
    direccion: 'Calle 10 # 20-30',
    ciudad: 'Bogotá',
    autorizacionDatos: { canal: 'presencial_firmado' },
  });
  return llamarApi('POST', 'prestamos', admin, {
    cliente: cliente._id,
    monto,
    interes: 0,
    cuotas: 1,
    modalidad: 'semanal',
    tipoAmortizacion: 'amortizable',
  });
}

/**
 * «Importar» once it is not busy: antd marks a busy button with `ant-btn-loading` and drops it as soon as the upload
 * answers. Not by its accessible name: busy it is «loading Importar» (the spinner's label), and the spinner leaves with
 * a CSS motion to which antd sets no deadline. In CI, with the machine loaded, no button was named exactly «Importar»
 * for 30 s after choosing the columns, although the first upload had answered: the name still carried the spinner.
 */
const importar = (page: Page) =>
  page.locator('button.ant-btn:not(.ant-btn-loading)').filter({ hasText: /^Importar$/ });

/** dd/mm/aaaa, as a Colombian bank writes it. */
const fechaCo = (fecha: string) => fecha.split('-').reverse().join('/');

describe('recaudos', () => {
  prueba(
    'una transferencia de Mi Ruta queda por confirmar; el extracto de cuatro líneas concilia tres, la cuarta se aplica a mano y la conciliación queda en 0',
    async ({ page, context }) => {
      const admin = await obtenerToken(CUENTAS.admin);
      const hoy = hoyBogota();
      await llamarApi('PUT', 'pagos/ajustes', admin, { transferenciasMiRuta: 'por_confirmar' });
      const cuenta = await llamarApi<{ _id: string; nombre: string }>('POST', 'pagos/cuentas', admin, {
        tipo: 'banco',
        // The account of the loans' office: with two, the API asks which (docs/decisiones/cuentas-de-recaudo-por-oficina.md).
        oficina: await oficinaDePrueba(admin),
        nombre: nombreUnico('Banco E2E'),
        identificador: `4${digitos(11)}`,
      });
      // A: paid by its reference; B: by its client's cédula (stored with leading zeros, written without them by the
      // bank); D: the line nobody claims, applied by hand, pays it off.
      const aNombre = nombreUnico('Recaudo Referencia');
      const a = await prestamoDe(admin, aNombre, 100_000, `9${digitos(10)}`);
      const cedulaB = `1${digitos(8)}`;
      const b = await prestamoDe(admin, nombreUnico('Recaudo Cedula'), 100_000, `00${cedulaB}`);
      const dNombre = nombreUnico('Recaudo A Mano');
      const d = await prestamoDe(admin, dNombre, 70_000, `9${digitos(10)}`);
      const { referencia: referenciaA } = await llamarApi<{ referencia: string }>(
        'GET',
        `prestamos/${a._id}/referencia-pago`,
        admin,
      );

      // The collector, on his phone: the client shows a transfer of 33.000 to the bank account.
      const telefono = await context.browser()!.newContext({
        baseURL: URL_BASE,
        locale: 'es-CO',
        timezoneId: 'America/Bogota',
      });
      try {
        const movil = await telefono.newPage();
        const [parada] = await prepararParadas(admin, 1);
        const cliente = parada!.cliente.nombre;
        await abrirMiRuta(movil);
        await tarjeta(movil, cliente).getByRole('button', { name: 'Cobrar' }).click();
        const hoja = movil.getByRole('dialog', { name: new RegExp(`Cobrar a ${cliente}`) });
        await hoja.getByRole('button', { name: 'Transferencia' }).click();
        await hoja.getByLabel('Cuenta').selectOption(cuenta._id);
        await hoja.getByLabel('Referencia').fill('M-E2E-33');
        // A photo of the proof from the camera: a 1200×2400 screenshot, sent as a small JPEG made on the phone.
        await hoja
          .getByLabel(/Foto del comprobante/)
          .setInputFiles({ name: 'comprobante.png', mimeType: 'image/png', buffer: png(1200, 2400) });
        await esperarVisible(hoja.getByText(/Foto lista/), 'la foto del comprobante lista');
        for (let i = 0; i < 6; i++) await hoja.getByRole('button', { name: 'Borrar' }).click();
        for (const tecla of '33000') await hoja.getByRole('button', { name: tecla, exact: true }).click();
        await hoja.getByRole('button', { name: 'Continuar' }).click();
        await hoja.getByRole('button', { name: 'Confirmar cobro' }).click();
        const recibo = movil.getByRole('dialog', { name: 'Transferencia por confirmar' });
        await esperarVisible(recibo, 'el recibo de la transferencia por confirmar');
        // The receipt the client gets says how to pay the next one by transfer: the lender's llave and the reference.
        await expectTexto(
          recibo.locator('[data-prueba="recibo"]'),
          /Pague por transferencia a .+\nReferencia de pago: \d+/,
        );
        await recibo.getByRole('button', { name: 'Cerrar' }).click();
        const [transferencia] = await llamarApi<Array<{ _id: string; tieneFoto: boolean }>>(
          'GET',
          `pagos/transferencias?prestamo=${parada!.prestamo._id}`,
          admin,
        );
        expect(transferencia?.tieneFoto).toBe(true);
        const { foto } = await llamarApi<{ foto: string }>(
          'GET',
          `pagos/transferencias/${transferencia!._id}/foto`,
          admin,
        );
        expect(foto.startsWith('data:image/jpeg;base64,')).toBe(true);
        expect(foto.length).toBeLessThan(300_000);
        await movil.reload();
        await expectTexto(tarjeta(movil, cliente), /Transferencia por confirmar\s*\$\s?33\.000/);
        const anchos = await movil.evaluate(() => ({
          doc: document.documentElement.scrollWidth,
          vista: window.innerWidth,
        }));
        expect(anchos.doc).toBeLessThanOrEqual(anchos.vista);

        // The office imports the bank's statement.
        const csv = [
          'Fecha;Descripción;Valor;Referencia',
          `${fechaCo(hoy)};PAGO PSE CARTERA;25.000;${referenciaA}`,
          `${fechaCo(hoy)};TRANSF CC ${cedulaB};40.000;`,
          `${fechaCo(hoy)};TRANSFERENCIA RECIBIDA;33.000;`,
          `${fechaCo(hoy)};CONSIGNACION SIN DATOS;70.000;`,
        ].join('\r\n');
        await entrarEnPantalla(page, CUENTAS.admin, '/recaudos', 'Recaudos');
        await elegirEnSelector(page, page.getByLabel('Cuenta del extracto'), cuenta.nombre);
        await page
          .locator('input[type=file]')
          .setInputFiles({ name: 'extracto.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}`) });
        await importar(page).click();
        // First statement of this account: the server asks for its columns.
        await esperarVisible(page.getByText(/indique las columnas/), 'el pedido de las columnas');
        for (const [campo, columna] of [
          ['Fecha', 'Fecha'],
          ['Descripción', 'Descripción'],
          ['Valor', 'Valor'],
          ['Referencia (opcional)', 'Referencia'],
        ]) {
          const entrada = page.getByLabel(campo!, { exact: true });
          await entrada.fill(columna!);
          await entrada.press('Escape');
        }
        await importar(page).click();
        // The matched lines are charged in the background: the screen shows their progress and, once every line is
        // applied, the summary (the office waits for it like this).
        await esperarVisible(
          page.getByText('4 líneas, 3 conciliadas, 1 en Recaudos por aplicar'),
          'el resumen del extracto, aplicado',
        );
        expect(await page.getByLabel('Avance del extracto').count()).toBe(0);

        // The fourth line, by hand, to loan D: it pays it off.
        await page.getByRole('tab', { name: /Recaudos por aplicar \(1\)/ }).click();
        const fila = page.getByRole('row').filter({ hasText: 'CONSIGNACION SIN DATOS' });
        await esperarVisible(fila, 'la línea en suspenso');
        await fila.getByRole('button', { name: 'Aplicar', exact: true }).click();
        const modal = page.getByRole('dialog', { name: 'Aplicar a un préstamo' });
        await elegirEnSelector(page, modal.getByLabel('Préstamo'), dNombre, dNombre);
        await modal.getByRole('button', { name: 'Aplicar' }).click();
        await esperarVisible(toast(page, 'Recaudo aplicado'), "el aviso 'Recaudo aplicado'");
        await esperarVisible(page.getByText('No hay recaudos por aplicar'), 'la lista vacía');

        // The reconciliation of the account: statement, cobros and ledger agree.
        await page.getByRole('tab', { name: 'Conciliación' }).click();
        await elegirEnSelector(page, page.getByLabel('Cuenta a conciliar'), cuenta.nombre);
        await esperarVisible(page.getByText(/^0 diferencias/), 'la conciliación sin diferencias');
        const dia = page.getByRole('row').filter({ hasText: fechaCo(hoy) });
        await esperarVisible(dia.getByText(/168\.000/).first(), 'el día con el extracto de 168.000');

        // Loan D is paid; A and B got their lines.
        await page.goto(`/prestamos/${d._id}/plan`);
        await esperarVisible(page.getByText('Pagado', { exact: true }), 'el préstamo pagado');
        const saldos = await Promise.all([a, b, d].map((prestamo) => saldoPendiente(admin, prestamo._id)));
        expect(saldos).toEqual([75_000, 60_000, 0]);

        // Back on the phone: the statement confirmed the transfer; it is collected, no longer «por confirmar».
        await movil.reload();
        await expectTexto(tarjeta(movil, cliente), /Cobrado hoy\s*\$\s?33\.000/);
        await esperarQue(
          async () => (await tarjeta(movil, cliente).getByText('Transferencia por confirmar').count()) === 0,
          'la tarjeta ya no dice «Transferencia por confirmar»',
        );
      } finally {
        await telefono.close();
      }
    },
    240_000,
  );
});
