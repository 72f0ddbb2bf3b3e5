import ExcelJS from 'exceljs';
import { CUENTAS } from '../support/entorno';
import { esperarRuta, esperarVisible, iniciarSesion, menu, prueba, titulo, usarNavegador } from '../support/navegador';

usarNavegador();

const ENCABEZADOS_CLIENTES = ['idExterno', 'cedula', 'nombre', 'telefono', 'direccion', 'ciudad', 'cobrador', 'autorizacionCanal', 'autorizacionFecha'];

/** A workbook with one collector and two clients, written as a lender would (exceljs, like Excel). */
async function libro(cedulaSegundo: string, sufijo: string, semilla: string): Promise<Buffer> {
  const archivo = new ExcelJS.Workbook();
  archivo.addWorksheet('Cobradores').addRows([
    ['idExterno', 'nombre', 'email', 'telefono'],
    [`K-${sufijo}`, `Cobrador Importado ${sufijo}`, `e2e.importado.${sufijo}@cartera.local`, '3001112233'],
  ]);
  archivo.addWorksheet('Clientes').addRows([
    ENCABEZADOS_CLIENTES,
    [`C1-${sufijo}`, `7${semilla}1`, `Cliente Importado Uno ${sufijo}`, '3001234567', 'Calle 1', 'Bogotá', `K-${sufijo}`, 'presencial_firmado', '15/01/2026'],
    [`C2-${sufijo}`, cedulaSegundo, `Cliente Importado Dos ${sufijo}`, '3109876543', 'Carrera 2', 'Cali', '', '', ''],
  ]);
  return Buffer.from(await archivo.xlsx.writeBuffer());
}

describe('importar', () => {
  prueba('el administrador revisa un archivo, ve el error de una fila, lo corrige, aplica y la barra llega al 100 %', async ({ page }) => {
    const sufijo = String(Date.now());
    const semilla = sufijo.slice(-9);
    await iniciarSesion(page, CUENTAS.admin);
    await menu(page).getByRole('link', { name: 'Importar', exact: true }).click();
    await esperarRuta(page, '/importar');
    await esperarVisible(titulo(page, 'Importar'), "el título 'Importar'");

    const subir = async (contenido: Buffer) => {
      await page.locator('input[type=file]').setInputFiles({
        name: 'cartera.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: contenido,
      });
      await page.getByRole('button', { name: 'Revisar archivo' }).click();
    };

    // A cédula with 5 digits: the review shows the row, nothing is written.
    await subir(await libro('12345', sufijo, semilla));
    const fila = page.getByRole('row').filter({ hasText: 'La cédula debe tener 11 dígitos válidos' });
    await esperarVisible(fila, 'la fila con la cédula mala');
    await esperarVisible(fila.getByRole('cell', { name: '3', exact: true }), 'el número de fila 3');

    // Fixed: no errors left, then apply.
    await page.getByRole('button', { name: 'Descartar' }).click();
    await page.getByRole('button', { name: 'Nueva importación' }).click();
    await subir(await libro(`7${semilla}2`, sufijo, semilla));
    await esperarVisible(page.getByRole('button', { name: 'Aplicar importación' }), "el botón 'Aplicar importación'");
    if ((await fila.count()) !== 0) throw new Error('La revisión corregida todavía muestra el error');
    await page.getByRole('button', { name: 'Aplicar importación' }).click();
    await esperarVisible(page.getByText('Importación aplicada'), "el aviso 'Importación aplicada'");
    const barra = page.getByRole('progressbar', { name: 'Avance de la importación' });
    if ((await barra.getAttribute('aria-valuenow')) !== '100') throw new Error('La barra no llegó al 100 %');

    // A reload comes back to the result.
    await page.reload();
    await esperarVisible(page.getByText('Importación aplicada'), 'el resultado tras recargar');

    // The clients are in Cartera.
    await menu(page).getByRole('link', { name: 'Clientes', exact: true }).click();
    await esperarRuta(page, '/clientes');
    await page.getByPlaceholder(/Buscar/).first().fill(`Cliente Importado Dos ${sufijo}`);
    await esperarVisible(page.getByText(`Cliente Importado Dos ${sufijo}`), 'el cliente importado en Clientes');
  });
});
