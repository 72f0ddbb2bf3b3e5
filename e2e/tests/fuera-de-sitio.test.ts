// Where a cobro happened (docs/decisiones/ubicacion-de-los-cobros.md): a collector at 412×915 whose phone is 2 km from
// the client's door collects in Mi Ruta; the cobro carries the phone's position, and the office sees it «fuera de
// sitio» in Caja de cobradores and in the list of cobros.
import type { Cobro } from '@cartera/dominio';
import { obtenerToken } from '../support/api';
import { llamarApi } from '../support/cobros-datos';
import { CUENTAS, URL_BASE } from '../support/entorno';
import { abrirMiRuta, cobrar, esperarQue, prepararParadas } from '../support/mi-ruta';
import { esperarVisible, iniciarSesion, prueba, titulo, usarNavegador } from '../support/navegador';

usarNavegador();

/** The client's door (Chapinero) and the phone, 0,018° (2 km) north of it. */
const CASA = { latitud: 4.6486, longitud: -74.0621 };
const TELEFONO = { latitude: 4.6666, longitude: -74.0621, accuracy: 12 };

describe('cobros fuera de sitio', () => {
  prueba(
    'un cobrador cobra en Mi Ruta a 2 km del cliente y la oficina lo ve fuera de sitio en Caja de cobradores y en Cobros',
    async ({ page, context }) => {
      const admin = await obtenerToken(CUENTAS.admin);
      const [parada] = await prepararParadas(admin, 1);
      await llamarApi('PUT', `clientes/${parada!.cliente._id}`, admin, CASA);
      await context.grantPermissions(['geolocation'], { origin: URL_BASE });
      await context.setGeolocation(TELEFONO);

      await abrirMiRuta(page);
      await cobrar(page, parada!.cliente.nombre, '50000');
      await page.getByRole('dialog', { name: 'Cobro registrado' }).waitFor();

      await esperarQue(async () => {
        const [cobro] = await llamarApi<Array<Pick<Cobro, 'ubicacion'>>>(
          'GET',
          `cobros/prestamo/${parada!.prestamo._id}`,
          admin,
        );
        return cobro?.ubicacion?.fueraDeSitio === true && (cobro.ubicacion.distanciaMetros ?? 0) > 1900;
      }, 'el cobro guardado con su ubicación, fuera de sitio');

      // The office.
      await page.evaluate(() => {
        window.localStorage.removeItem('token');
        window.localStorage.removeItem('usuario');
      });
      await page.setViewportSize({ width: 1366, height: 900 });
      await iniciarSesion(page, CUENTAS.admin);
      await page.goto('/cobros/caja');
      await esperarVisible(titulo(page, 'Caja de cobradores'), "el título 'Caja de cobradores'");
      await page.getByRole('button', { name: 'Fuera de sitio' }).click();
      const tabla = page.getByRole('table', { name: 'Cobros fuera de sitio por cobrador y día' });
      await esperarVisible(
        tabla.getByText(new RegExp(`${parada!.cliente.nombre}.*a 2,0 km del cliente`)),
        'el cobro fuera de sitio en Caja de cobradores',
      );

      await page.goto('/cobros');
      await esperarVisible(titulo(page, 'Gestión de Cobros'), "el título 'Gestión de Cobros'");
      const fila = page.locator('tr.ant-table-row').filter({ hasText: parada!.cliente.nombre });
      await esperarVisible(
        fila.getByText('Fuera de sitio: a 2,0 km del cliente'),
        'la marca en la lista de cobros',
      );
    },
    180_000,
  );
});
