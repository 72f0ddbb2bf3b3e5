import type { Page } from 'playwright-core';
import { CUENTAS } from '../support/entorno';
import {
  aceptarConfirmacion,
  elegirEnSelector,
  entrarEnPantalla,
  esperarIgual,
  esperarRuta,
  esperarValor,
  esperarVisible,
  prueba,
  titulo,
  toast,
} from '../support/navegador';
import { OFICINA_DE_PRUEBA } from '../support/api';
import { png } from '../support/imagenes';


async function buscar(page: Page, texto: string): Promise<void> {
  const caja = page.getByLabel('Buscar clientes');
  await caja.fill(texto);
}

/** The rows of the clients table (without the header). */
const filas = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

describe('clientes', () => {
  prueba(
    'crear con foto, encontrar por nombre, cédula y teléfono, editar, consultar la cédula y eliminar',
    async ({ page }) => {
      const n = String(Date.now()).slice(-7);
      const cedula = `9${n}123`;
      const telefono = `318${n}`;
      const nombre = `Ramón Ñáñez Prueba ${n}`;

      await entrarEnPantalla(page, CUENTAS.admin, '/clientes', 'Clientes');
      await esperarVisible(filas(page), 'la lista de clientes de demostración');

      // Create, with a photo the browser reduces before sending.
      await page.getByRole('button', { name: 'Nuevo Cliente' }).click();
      await esperarRuta(page, '/clientes/nuevo');
      await esperarVisible(titulo(page, 'Nuevo Cliente'), "el título 'Nuevo Cliente'");
      await page.getByLabel('Cédula', { exact: true }).fill(cedula);
      await page.getByLabel('Nombre', { exact: true }).fill(nombre);
      await page.getByLabel('Teléfono', { exact: true }).fill(`${telefono.slice(0, 3)}-${telefono.slice(3)}`);
      expect(await page.getByLabel('Teléfono', { exact: true }).inputValue()).toBe(telefono);
      await page.getByLabel('Dirección', { exact: true }).fill('Carrera 50 # 45-12');
      await page.getByLabel('Ciudad', { exact: true }).fill('Medellín');
      await page.getByLabel('Barrio', { exact: true }).fill('Laureles');
      // Two demo offices and the bar on «Todas»: the admin chooses the client's (docs/decisiones/oficinas.md).
      await elegirEnSelector(page, page.locator('form').getByLabel('Oficina', { exact: true }), OFICINA_DE_PRUEBA);
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'retrato.png', mimeType: 'image/png', buffer: png(1200, 900) });
      await esperarVisible(page.getByAltText('Foto del cliente'), 'la vista previa de la foto');
      const [alta] = await Promise.all([
        page.waitForResponse(
          (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/clientes',
        ),
        page.getByRole('button', { name: 'Crear Cliente' }).click(),
      ]);
      expect(alta.status()).toBe(201);
      // A success toast lasts 2 s: it is looked for at once, before anything else the test reads.
      await esperarVisible(
        toast(page, 'Cliente creado exitosamente'),
        "el aviso 'Cliente creado exitosamente'",
      );
      const creado = ((await alta.json()) as { data: { _id: string; tieneFoto: boolean } }).data;
      expect(creado.tieneFoto).toBe(true);
      // What the server keeps is the browser's reduction: a JPEG of 800×600 from the 1200×900 PNG.
      const guardada = await page.evaluate(async (id) => {
        const respuesta = await fetch(`/api/clientes/${id}/foto`, {
          headers: { Authorization: `Bearer ${window.localStorage.getItem('token') ?? ''}` },
        });
        const { data } = (await respuesta.json()) as { data: { foto: string } };
        const imagen = new Image();
        imagen.src = data.foto;
        await imagen.decode();
        return {
          mime: data.foto.slice(5, data.foto.indexOf(';')),
          ancho: imagen.naturalWidth,
          alto: imagen.naturalHeight,
        };
      }, creado._id);
      expect(guardada).toEqual({ mime: 'image/jpeg', ancho: 800, alto: 600 });
      await page.waitForURL(
        (url) => url.pathname === '/clientes' && url.searchParams.get('sort') === 'createdAt_desc',
      );

      // Newest first: the new client heads the list, with its photo fetched for the avatar.
      await esperarVisible(
        filas(page).first().filter({ hasText: nombre }),
        'el cliente nuevo primero en la lista',
      );
      await esperarVisible(page.getByAltText(`Foto de ${nombre}`), 'la foto del cliente en la lista');

      // Find by name without accents, by cédula with dashes and by phone digits.
      for (const [texto, como] of [
        [`ramon nanez prueba ${n}`, 'el nombre sin tildes'],
        [`${cedula.slice(0, 3)}-${cedula.slice(3, 10)}-${cedula.slice(10)}`, 'la cédula con guiones'],
        [telefono.slice(2), 'parte del teléfono'],
      ] as const) {
        await buscar(page, texto);
        await esperarVisible(filas(page).filter({ hasText: nombre }), `el cliente buscado por ${como}`);
        await esperarIgual(() => filas(page).count(), 1, `filas al buscar por ${como}`);
      }
      const fila = filas(page).filter({ hasText: nombre });
      await esperarVisible(
        fila.getByText(`${cedula.slice(0, 3)}-${cedula.slice(3, 10)}-${cedula.slice(10)}`),
        'la cédula en formato 3-7-1',
      );
      await esperarVisible(
        fila.getByText(`${telefono.slice(0, 3)}-${telefono.slice(3, 6)}-${telefono.slice(6)}`),
        'el teléfono en formato 3-3-4',
      );

      // Edit.
      await fila.getByRole('button', { name: `Editar ${nombre}` }).click();
      await esperarVisible(titulo(page, 'Editar Cliente'), "el título 'Editar Cliente'");
      await esperarVisible(page.getByAltText('Foto del cliente'), 'la foto guardada en el formulario');
      await esperarValor(page.getByLabel('Barrio', { exact: true }), 'Laureles', 'el barrio guardado');
      await page.getByLabel('Apodo', { exact: true }).fill('El Paisa');
      await page.getByLabel('Ocupación', { exact: true }).fill('Zapatero');
      await page.getByRole('button', { name: 'Actualizar Cliente' }).click();
      await esperarVisible(
        toast(page, 'Cliente actualizado exitosamente'),
        "el aviso 'Cliente actualizado exitosamente'",
      );
      await esperarRuta(page, '/clientes');
      await buscar(page, cedula);
      await esperarVisible(filas(page).filter({ hasText: '“El Paisa”' }), 'el apodo editado en la lista');

      // The cédula lookup finds the existing client in the database and fills the form.
      await page.getByRole('button', { name: 'Nuevo Cliente' }).click();
      await esperarRuta(page, '/clientes/nuevo');
      await page.getByLabel('Cédula', { exact: true }).fill(cedula);
      await page.getByRole('button', { name: 'Buscar' }).click();
      await esperarVisible(
        page.getByTestId('fuente-cedula').filter({ hasText: 'Base de datos' }),
        "la fuente 'Base de datos'",
      );
      await esperarValor(page.getByLabel('Nombre', { exact: true }), nombre, 'el nombre de la base de datos');
      await esperarValor(page.getByLabel('Ocupación', { exact: true }), 'Zapatero', 'la ocupación de la base de datos');
      await page.getByRole('button', { name: 'Limpiar caché' }).click();
      await esperarVisible(toast(page, 'Caché limpiada'), "el aviso 'Caché limpiada'");
      await page.getByRole('button', { name: 'Cancelar' }).click();
      await esperarRuta(page, '/clientes');

      // Delete, accepting the confirmation in the page.
      await buscar(page, cedula);
      const confirmacion = aceptarConfirmacion(page, 'Eliminar');
      await filas(page)
        .filter({ hasText: nombre })
        .getByRole('button', { name: `Eliminar ${nombre}` })
        .click();
      await esperarVisible(
        toast(page, 'Cliente eliminado correctamente'),
        "el aviso 'Cliente eliminado correctamente'",
      );
      expect(await confirmacion).toContain(nombre);
      await filas(page).filter({ hasText: nombre }).waitFor({ state: 'detached' });
    },
    120_000,
  );

  prueba('un cobrador ve sólo sus clientes y sin acciones de administración', async ({ page }) => {
    await entrarEnPantalla(page, CUENTAS.cobrador, '/clientes', 'Clientes');
    await esperarVisible(filas(page), 'sus clientes');
    const cobradores = await page
      .locator('.ant-table-tbody tr.ant-table-row td:nth-child(6)')
      .allInnerTexts();
    expect(new Set(cobradores)).toEqual(new Set(['Carlos Andrés Rodríguez']));
    expect(await page.getByRole('button', { name: 'Nuevo Cliente' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Eliminar / }).count()).toBe(0);
  });
});
