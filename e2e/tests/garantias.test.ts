import zlib from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { obtenerToken } from '../support/api';
import { nombreUnico, prepararPrestamo, type PrestamoPreparado } from '../support/cobros-datos';
import { CUENTAS } from '../support/entorno';
import {
  bytesDeDescarga,
  elegirEnSelector,
  entrarEnPantalla,
  esperarVisible,
  prueba,
  toast,
} from '../support/navegador';

/** A small valid PDF (one empty page), built here. */
function pdfDePrueba(): Buffer {
  const objetos = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let cuerpo = '%PDF-1.4\n';
  const posiciones: number[] = [];
  objetos.forEach((objeto, i) => {
    posiciones.push(cuerpo.length);
    cuerpo += `${i + 1} 0 obj\n${objeto}\nendobj\n`;
  });
  const xref = cuerpo.length;
  cuerpo += `xref\n0 ${objetos.length + 1}\n0000000000 65535 f \n`;
  cuerpo += posiciones.map((p) => `${String(p).padStart(10, '0')} 00000 n \n`).join('');
  cuerpo += `trailer\n<< /Size ${objetos.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(cuerpo, 'latin1');
}

/** A valid 16×16 red PNG, built here (signature, IHDR, IDAT, IEND with their CRCs). */
function pngDePrueba(): Buffer {
  const trozo = (tipo: string, datos: Buffer) => {
    const largo = Buffer.alloc(4);
    largo.writeUInt32BE(datos.length);
    const cuerpo = Buffer.concat([Buffer.from(tipo, 'ascii'), datos]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(cuerpo) >>> 0);
    return Buffer.concat([largo, cuerpo, crc]);
  };
  const lado = 16;
  const cabecera = Buffer.alloc(13);
  cabecera.writeUInt32BE(lado, 0);
  cabecera.writeUInt32BE(lado, 4);
  cabecera.writeUInt8(8, 8); // bits
  cabecera.writeUInt8(2, 9); // RGB
  const filas = Buffer.concat(
    Array.from({ length: lado }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(lado * 3, Buffer.from([220, 30, 30]))])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    trozo('IHDR', cabecera),
    trozo('IDAT', zlib.deflateSync(filas)),
    trozo('IEND', Buffer.alloc(0)),
  ]);
}

async function elegirPrestamo(page: Page, dialogo: Locator, prestamo: PrestamoPreparado): Promise<void> {
  const campo = dialogo.getByLabel('Préstamo', { exact: true });
  await elegirEnSelector(page, campo, new RegExp(`^#${prestamo.numero} · `), prestamo.cliente);
}

async function subir(dialogo: Locator, nombre: string, mimeType: string, buffer: Buffer): Promise<void> {
  await dialogo.locator('input[type=file]').setInputFiles({ name: nombre, mimeType, buffer });
}

describe('garantías', () => {
  prueba(
    'crear una garantía, subir un PDF y una imagen, verlos, descargar y cambiar el estado',
    async ({ page }) => {
      const token = await obtenerToken(CUENTAS.admin);
      const prestamo = await prepararPrestamo(token, { cliente: nombreUnico('Cliente Garantía E2E') });
      const descripcion = nombreUnico('Moto Yamaha E2E');
      const pdf = pdfDePrueba();
      const png = pngDePrueba();

      // The spec's sidebar has no entry for /garantias (§2): it is reached by its address.
      await entrarEnPantalla(page, CUENTAS.admin, '/garantias', 'Garantías');

      // Create it: the loan comes from the searchable select.
      await page.getByRole('button', { name: 'Nueva Garantía' }).click();
      const formulario = page.getByRole('dialog', { name: 'Nueva Garantía' });
      await esperarVisible(formulario, "el diálogo 'Nueva Garantía'");
      await formulario.getByRole('button', { name: 'Crear', exact: true }).click();
      await esperarVisible(formulario.getByText('Selecciona un préstamo'), "el aviso 'Selecciona un préstamo'");
      await elegirPrestamo(page, formulario, prestamo);
      await formulario.getByLabel('Descripción', { exact: true }).fill(descripcion);
      await formulario.getByLabel('Valor declarado', { exact: true }).fill('4200000');
      await formulario.getByLabel('Identificador legal', { exact: true }).fill('XYZ98E');
      await formulario.getByRole('button', { name: 'Crear', exact: true }).click();
      await esperarVisible(toast(page, 'Garantía creada'), "el aviso 'Garantía creada'");

      // The detail opens with no documents; upload a PDF and an image.
      const detalle = page.getByRole('dialog', { name: 'Detalle de Garantía' });
      await esperarVisible(detalle, 'el detalle de la garantía');
      await esperarVisible(detalle.getByText('Pendiente', { exact: true }), 'el estado Pendiente');
      await esperarVisible(detalle.getByText('$ 4.200.000'), 'el valor declarado en COP');
      await subir(detalle, 'Escritura de prenda.pdf', 'application/pdf', pdf);
      await esperarVisible(detalle.getByText('Escritura de prenda.pdf', { exact: true }), 'el PDF en la lista');
      await subir(detalle, 'foto-moto.png', 'image/png', png);
      await esperarVisible(detalle.getByText('foto-moto.png', { exact: true }), 'la imagen en la lista');

      // Preview: the image is drawn from a blob URL, the PDF in a frame.
      await detalle.getByRole('button', { name: 'Ver foto-moto.png' }).click();
      const imagen = detalle.getByRole('img', { name: 'Vista previa de foto-moto.png' });
      await esperarVisible(imagen, 'la vista previa de la imagen');
      await page.waitForFunction(
        () => (document.querySelector('img[alt="Vista previa de foto-moto.png"]') as HTMLImageElement | null)?.naturalWidth === 16,
      );
      await expect(imagen.getAttribute('src')).resolves.toMatch(/^blob:/);
      await detalle.getByRole('button', { name: 'Ver Escritura de prenda.pdf' }).click();
      const marco = detalle.locator('iframe[title="Vista previa de Escritura de prenda.pdf"]');
      await esperarVisible(marco, 'la vista previa del PDF');
      await expect(marco.getAttribute('src')).resolves.toMatch(/^blob:/);

      // Download keeps the original name and the same bytes.
      const [descarga] = await Promise.all([
        page.waitForEvent('download'),
        detalle.getByRole('button', { name: 'Descargar Escritura de prenda.pdf' }).click(),
      ]);
      expect(descarga.suggestedFilename()).toBe('Escritura de prenda.pdf');
      expect((await bytesDeDescarga(descarga)).equals(pdf)).toBe(true);

      // Estado: pendiente → verificada (only §4's transitions are offered).
      await expect(detalle.getByRole('button', { name: 'Liberar' }).count()).resolves.toBe(0);
      await detalle.getByRole('button', { name: 'Verificar' }).click();
      await esperarVisible(toast(page, 'Garantía verificada'), "el aviso 'Garantía verificada'");
      await esperarVisible(detalle.getByText('Verificada', { exact: true }), 'el estado Verificada');
      await esperarVisible(detalle.getByRole('button', { name: 'Liberar' }), "el botón 'Liberar'");
      await page.keyboard.press('Escape');
      await detalle.waitFor({ state: 'hidden' });

      // The table and the loan's plan page show it.
      const busqueda = page.getByRole('searchbox', { name: 'Buscar garantías' });
      await busqueda.fill(descripcion);
      await busqueda.press('Enter');
      const fila = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: descripcion });
      await esperarVisible(fila.filter({ hasText: 'Verificada' }).filter({ hasText: '$ 4.200.000' }), 'la fila verificada');
      await page.goto(`/prestamos/${prestamo._id}/plan`);
      const tarjeta = page.getByRole('list', { name: 'Garantías del préstamo' });
      await esperarVisible(tarjeta.getByText(descripcion), 'la garantía en el plan');
      await esperarVisible(tarjeta.getByText(/2 documento/), 'los dos documentos en el plan');
    },
    180_000,
  );
});
