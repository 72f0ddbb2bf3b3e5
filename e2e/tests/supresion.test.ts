// The supresión of a client, as the office does it (docs/decisiones/datos-personales.md, «Supresión: hasta dónde
// llega»): a client with a programmed SMS, a Mi Ruta rejection, a habeas-data request and audit history is deleted
// from its edit page; afterwards nothing of the person is readable in the client list, Auditoría (and its CSV),
// Notificaciones or Datos Personales, and the SMS never reaches the channel's provider.
import type { Page } from 'playwright-core';
import { crearClienteEnApi, obtenerToken } from '../support/api';
import { llamarApi, nombreUnico } from '../support/cobros-datos';
import { CUENTAS } from '../support/entorno';
import {
  aceptarConfirmacion,
  entrar,
  esperarRuta,
  esperarVisible,
  menu,
  prueba,
  titulo,
  toast,
} from '../support/navegador';
import { descargar, filas } from '../support/prestamos-datos';
import { proveedorLocal } from '../support/proveedor-local';

/** Which of the person's data `texto` still shows. */
function restos(texto: string, datos: readonly string[]): string[] {
  return datos.filter((dato) => texto.toLowerCase().includes(dato.toLowerCase()));
}

/** The visible text of the whole page. */
async function textoDePantalla(page: Page): Promise<string> {
  return page.locator('body').innerText();
}

describe('supresión de datos personales', () => {
  prueba(
    'la oficina suprime a un cliente con un SMS programado, un rechazo de Mi Ruta y auditoría: nada de él queda a la vista y el SMS no sale',
    async ({ page }) => {
      const proveedor = await proveedorLocal();
      try {
        const admin = await obtenerToken(CUENTAS.admin);
        const cobrador = await obtenerToken(CUENTAS.cobrador);
        await llamarApi('PUT', 'notificaciones/canales/sms', admin, {
          activo: true,
          url: proveedor.url,
          cuerpo: '{"to": "{{telefono}}", "message": "{{mensaje}}"}',
        });
        const n = String(Date.now()).slice(-7);
        const persona = {
          nombre: nombreUnico('Gloria Suprimible'),
          cedula: `5${n}321`,
          telefono: `316${n}`,
          email: `gloria.${n}@correo.test`,
          direccion: `Diagonal 23 # ${n}-08`,
          referencia1Nombre: `Aurelio Referente ${n}`,
          referencia1Telefono: `311${n}`,
        };
        const datos = Object.values(persona);
        const cliente = await crearClienteEnApi<{ _id: string }>(admin, {
          ...persona,
          ciudad: 'Bogotá',
          autorizacionDatos: { canal: 'presencial_firmado' },
        });
        await llamarApi('PUT', `clientes/${cliente._id}`, admin, {
          observaciones: `Vive en ${persona.direccion}`,
        });
        await llamarApi('POST', 'habeas-data/solicitudes', admin, {
          tipo: 'supresion',
          cliente: cliente._id,
          titular: persona.nombre,
          contacto: persona.telefono,
          descripcion: `Soy ${persona.nombre}, cédula ${persona.cedula}: borren mis datos`,
        });
        await llamarApi('POST', 'mi-ruta/rechazos', cobrador, {
          tipo: 'gestion',
          clave: `supresion-e2e-${n}`,
          cuerpo: {
            cliente: cliente._id,
            nombre: persona.nombre,
            telefono: persona.telefono,
            direccion: persona.direccion,
          },
          mensaje: `No se pudo registrar la visita a ${persona.nombre}`,
          creadoEn: new Date().toISOString(),
        });
        // The SMS is programmed for 90 s from now: it is still in the queue while the office deletes the client.
        const programada = Date.now() + 90_000;
        const asunto = `Recordatorio ${n}`;
        await llamarApi('POST', 'notificaciones', admin, {
          tipo: 'sms',
          categoria: 'recordatorio',
          titulo: asunto,
          mensaje: 'Hola {{cliente}}, le recordamos su cuota',
          destinatarios: 'clientes',
          clienteIds: [cliente._id],
          programada: new Date(programada).toISOString(),
        });

        // The office deletes the client from its edit page.
        await entrar(page, CUENTAS.admin, `/clientes/${cliente._id}/editar`);
        const tarjeta = page.getByRole('region', { name: 'Datos personales' });
        await esperarVisible(tarjeta, 'la tarjeta «Datos personales»');
        const pregunta = aceptarConfirmacion(page, 'Suprimir');
        await tarjeta.getByRole('button', { name: 'Suprimir datos' }).click();
        await esperarVisible(toast(page, 'Datos del cliente suprimidos'), 'el aviso de la supresión');
        expect(await pregunta).toContain('¿Suprimir los datos personales');
        await esperarRuta(page, '/clientes');

        // The client list: searched by name, cédula and phone, nobody.
        for (const dato of [persona.nombre, persona.cedula, persona.telefono]) {
          await page.getByLabel('Buscar clientes').fill(dato);
          await esperarVisible(page.locator('.ant-table-tbody .ant-empty'), `ningún cliente con «${dato}»`);
        }
        expect(restos(await textoDePantalla(page), datos)).toEqual([]);

        // Auditoría: the events are there (who did what), none with the person's data; nor in the CSV.
        await menu(page).getByRole('link', { name: 'Auditoría', exact: true }).click();
        await esperarRuta(page, '/auditoria');
        await esperarVisible(titulo(page, 'Auditoría y Logs'), "el título 'Auditoría y Logs'");
        const busqueda = page.getByRole('searchbox', { name: 'Buscar eventos' });
        for (const dato of [persona.cedula, persona.nombre]) {
          await busqueda.fill(dato);
          await busqueda.press('Enter');
          await esperarVisible(page.locator('.ant-table-tbody .ant-empty'), `ningún evento con «${dato}»`);
        }
        await busqueda.fill('Suprimir datos del cliente');
        await busqueda.press('Enter');
        await esperarVisible(filas(page, 'Suprimir datos del cliente').first(), 'el evento de la supresión');
        await busqueda.fill('');
        await busqueda.press('Enter');
        await esperarVisible(
          page.getByText(/^Mostrando \d+ de [\d.]+ eventos$/),
          "'Mostrando N de M eventos'",
        );
        const csv = await descargar(page, page.getByRole('button', { name: /Exportar CSV/ }));
        const textoCsv = csv.contenido.toString('utf8');
        expect(textoCsv).toContain('Crear cliente');
        expect(restos(textoCsv, datos)).toEqual([]);

        // Notificaciones: the programmed SMS is cancelled and its detail does not say to whom.
        await menu(page).getByRole('link', { name: 'Notificaciones', exact: true }).click();
        await esperarRuta(page, '/notificaciones');
        await esperarVisible(
          titulo(page, 'Centro de Notificaciones'),
          "el título 'Centro de Notificaciones'",
        );
        const fila = filas(page, asunto);
        await esperarVisible(fila.filter({ hasText: 'Cancelado' }), 'el SMS programado, cancelado');
        await fila.click();
        const detalle = page.getByRole('dialog').filter({ hasText: asunto });
        await esperarVisible(
          detalle.getByText('[suprimido]').first(),
          'el destinatario suprimido en el detalle',
        );
        expect(restos(await detalle.innerText(), datos)).toEqual([]);
        await page.keyboard.press('Escape');

        // Datos Personales: the request stays (its type and dates), without the person.
        await menu(page).getByRole('link', { name: 'Datos Personales', exact: true }).click();
        await esperarRuta(page, '/habeas-data');
        await esperarVisible(page.locator('.ant-table-tbody tr.ant-table-row').first(), 'las solicitudes');
        expect(restos(await textoDePantalla(page), datos)).toEqual([]);

        // Mi Ruta's rejections, as the office reads them.
        const rechazos = await llamarApi<unknown[]>('GET', 'mi-ruta/rechazos', admin);
        expect(restos(JSON.stringify(rechazos), datos)).toEqual([]);

        // Past the programmed time (and a sweep of the workers), nothing reached the provider.
        await page.waitForTimeout(Math.max(0, programada - Date.now()) + 8_000);
        expect(proveedor.cuerpos).toEqual([]);
      } finally {
        await proveedor.cerrar();
      }
    },
    240_000,
  );
});
