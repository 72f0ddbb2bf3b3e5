import ExcelJS from 'exceljs';
import { OFICINA_DE_PRUEBA, obtenerToken } from '../support/api';
import { llamarApi } from '../support/cobros-datos';
import { CUENTAS, URL_BASE } from '../support/entorno';
import { entrarEnPantalla, esperarVisible, prueba, titulo } from '../support/navegador';
import { cop, descargar, filaCuota } from '../support/prestamos-datos';

/** 'YYYY-MM-DD' `dias` from today (UTC is close enough for dates a year apart). */
const dia = (dias: number) => new Date(Date.now() + dias * 86_400_000).toISOString().slice(0, 10);

/**
 * The downloaded template with three rows written by the test (as a lender would, with exceljs like Excel): a
 * collector, a client and a loan with its own schedule at a cutover date (its two installments in «Cuotas»). The
 * cutover is 400 days back: the import closes the books before it, far from what other browser tests post.
 */
async function llenarPlantilla(plantilla: Buffer, cedula: string, sufijo: string): Promise<Buffer> {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(plantilla as unknown as ArrayBuffer);
  const agregar = (hoja: string, valores: Record<string, unknown>) => {
    const xlsx = libro.getWorksheet(hoja);
    if (!xlsx) throw new Error(`La plantilla no trae la hoja ${hoja}`);
    const encabezados = (xlsx.getRow(1).values as unknown[]).slice(1).map(String);
    xlsx.addRow(encabezados.map((e) => valores[e] ?? null));
  };
  agregar('Cobradores', { idExterno: `K-${sufijo}`, nombre: `Cobrador Importado ${sufijo}`, email: `e2e.importado.${sufijo}@cartera.local`, telefono: '3001112233' });
  agregar('Clientes', {
    idExterno: `C-${sufijo}`,
    cedula,
    nombre: `Cliente Importado ${sufijo}`,
    telefono: '3001234567',
    direccion: 'Calle 1',
    ciudad: 'Bogotá',
    cobrador: `K-${sufijo}`,
    // Two demo offices: each client row names its own (by name here; the code works too).
    oficina: OFICINA_DE_PRUEBA,
    autorizacionCanal: 'presencial_firmado',
    autorizacionFecha: dia(-440).split('-').reverse().join('/'),
  });
  agregar('Prestamos', {
    idExterno: `P-${sufijo}`,
    cliente: `C-${sufijo}`,
    cobrador: `K-${sufijo}`,
    monto: 1_000_000,
    interes: 2,
    cuotas: 2,
    modalidad: 'mensual',
    tipoAmortizacion: 'amortizable',
    fechaInicio: dia(-430),
    estado: 'activo',
    fechaCorte: dia(-400),
  });
  agregar('Cuotas', { prestamo: `P-${sufijo}`, numero: 1, fecha: dia(-400), capital: 500_000, interes: 10_000, pagado: 510_000 });
  agregar('Cuotas', { prestamo: `P-${sufijo}`, numero: 2, fecha: dia(30), capital: 500_000, interes: 10_000, pagado: 0 });
  return Buffer.from(await libro.xlsx.writeBuffer());
}

/** The imported loan's id, through the API: the client by name, then its loan. */
async function prestamoDe(nombreCliente: string): Promise<string> {
  const token = await obtenerToken(CUENTAS.admin);
  const pedir = async (ruta: string) =>
    (await (await fetch(`${URL_BASE}/api/${ruta}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { _id?: string; id?: string }[] };
  const [cliente] = (await pedir(`clientes?search=${encodeURIComponent(nombreCliente)}`)).data;
  const [prestamo] = (await pedir(`prestamos?cliente=${cliente._id ?? cliente.id}`)).data;
  return String(prestamo._id ?? prestamo.id);
}

describe('importar', () => {
  // Applying closes the books before the cutover, and the browser tests share one portal: other screens (the cash
  // flow's opening balance) cannot change a closed period. The admin reopens what the import closed, as an office
  // would to correct its opening.
  let cierreAntes: string | null = null;
  beforeAll(async () => {
    const token = await obtenerToken(CUENTAS.admin);
    cierreAntes = (await llamarApi<{ cerradoHasta: string | null }>('GET', 'contabilidad/cierre', token)).cerradoHasta;
  });
  afterAll(async () => {
    const token = await obtenerToken(CUENTAS.admin);
    await llamarApi('PUT', 'contabilidad/cierre', token, { cerradoHasta: cierreAntes });
  });

  prueba(
    'el administrador llena la plantilla, ve el error de una fila, lo corrige, aplica hasta el 100 % y abre el plan propio del préstamo',
    async ({ page }) => {
      const sufijo = String(Date.now());
      const semilla = sufijo.slice(-9);
      await entrarEnPantalla(page, CUENTAS.admin, '/importar', 'Importar');

      const plantilla = await descargar(page, page.getByRole('button', { name: 'Descargar plantilla' }));
      expect(plantilla.nombre).toBe('plantilla-importacion.xlsx');

      const subir = async (contenido: Buffer) => {
        await page.locator('input[type=file]').setInputFiles({
          name: 'cartera.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer: contenido,
        });
        await page.getByRole('button', { name: 'Revisar archivo' }).click();
      };

      // A cédula with 2 digits (a CC has 3 to 11): the review shows the row (and the loan that depends on it), nothing is written.
      await subir(await llenarPlantilla(plantilla.contenido, '12', sufijo));
      const fila = page.getByRole('row').filter({ hasText: 'La cédula debe tener entre 3 y 11 dígitos' });
      await esperarVisible(fila, 'la fila con la cédula mala');
      await esperarVisible(fila.getByRole('cell', { name: '2', exact: true }), 'el número de fila 2');
      const errores = await descargar(page, page.getByRole('button', { name: /Descargar errores \(XLSX\)/ }).first());
      expect(errores.nombre).toBe('errores-importacion.xlsx');

      // Fixed: no errors left, then apply.
      await page.getByRole('button', { name: 'Descartar' }).click();
      await page.getByRole('button', { name: 'Nueva importación' }).click();
      await subir(await llenarPlantilla(plantilla.contenido, `7${semilla}1`, sufijo));
      await esperarVisible(page.getByRole('button', { name: 'Aplicar importación' }), "el botón 'Aplicar importación'");
      if ((await fila.count()) !== 0) throw new Error('La revisión corregida todavía muestra el error');
      await page.getByRole('button', { name: 'Aplicar importación' }).click();
      await esperarVisible(page.getByText('Importación aplicada'), "el aviso 'Importación aplicada'");
      const barra = page.getByRole('progressbar', { name: 'Avance de la importación' });
      if ((await barra.getAttribute('aria-valuenow')) !== '100') throw new Error('La barra no llegó al 100 %');

      // A reload comes back to the result.
      await page.reload();
      await esperarVisible(page.getByText('Importación aplicada'), 'el resultado tras recargar');

      // The loan's plan is the file's, as given.
      await page.goto(`/prestamos/${await prestamoDe(`Cliente Importado ${sufijo}`)}/plan`);
      await esperarVisible(titulo(page, 'Plan de Pagos'), "el título 'Plan de Pagos'");
      await esperarVisible(filaCuota(page, 1).filter({ hasText: cop(500_000) }).filter({ hasText: 'Pagada' }), 'la cuota 1 pagada');
      await esperarVisible(filaCuota(page, 2).filter({ hasText: cop(510_000) }), 'la cuota 2 de 510.000');
      expect(await page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(2);
    },
  );
});
