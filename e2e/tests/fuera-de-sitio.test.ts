// Where a cobro happened (docs/decisiones/ubicacion-de-los-cobros.md): a collector at 412×915 whose phone is 2 km from
// the client's door collects in Mi Ruta; the cobro carries the phone's position, and the office sees it «fuera de
// sitio» in Caja de cobradores and in the list of cobros. The client gets the receipt of that cobro once, by WhatsApp
// (on by default with a channel, docs/decisiones/recibos-de-cobro.md), and the loan's page says it was sent.
import type { Cobro, ConfiguracionOrganizacion, DetalleCobro, MovimientoPrestamo } from '@cartera/dominio';
import { obtenerToken } from '../support/api';
import { llamarApi } from '../support/cobros-datos';
import { CUENTAS, URL_BASE } from '../support/entorno';
import { abrirMiRuta, cobrar, esperarQue, prepararParadas } from '../support/mi-ruta';
import { entrarEnPantalla, esperarVisible, prueba, titulo } from '../support/navegador';
import { proveedorLocal } from '../support/proveedor-local';

/** The client's door (Chapinero) and the phone, 0,018° (2 km) north of it. */
const CASA = { latitud: 4.6486, longitud: -74.0621 };
const TELEFONO = { latitude: 4.6666, longitude: -74.0621, accuracy: 12 };

describe('cobros fuera de sitio', () => {
  prueba(
    'un cobrador cobra en Mi Ruta a 2 km del cliente; la oficina lo ve fuera de sitio en Caja de cobradores y en Cobros, ' +
      'y el cliente recibe su recibo una sola vez, que el préstamo muestra enviado',
    async ({ page, context }) => {
      const admin = await obtenerToken(CUENTAS.admin);
      const proveedor = await proveedorLocal();
      try {
        // The receipt is on by default in a new install; it leaves once the office has a channel.
        const organizacion = await llamarApi<ConfiguracionOrganizacion>(
          'GET',
          'configuracion/organizacion',
          admin,
        );
        expect(organizacion.reciboCobro).toBe(true);
        await llamarApi('PUT', 'notificaciones/canales/whatsapp', admin, {
          activo: true,
          url: proveedor.url,
          token: 'token-e2e',
          cuerpo: '{"to": "{{telefono}}", "message": "{{mensaje}}"}',
        });
        const [parada] = await prepararParadas(admin, 1);
        await llamarApi('PUT', `clientes/${parada!.cliente._id}`, admin, CASA);
        await context.grantPermissions(['geolocation'], { origin: URL_BASE });
        await context.setGeolocation(TELEFONO);

        await abrirMiRuta(page);
        await cobrar(page, parada!.cliente.nombre, '50000');
        await page.getByRole('dialog', { name: 'Cobro registrado' }).waitFor();

        let cobroId = '';
        await esperarQue(async () => {
          const [cobro] = await llamarApi<Array<Pick<Cobro, '_id' | 'ubicacion'>>>(
            'GET',
            `cobros/prestamo/${parada!.prestamo._id}`,
            admin,
          );
          cobroId = cobro?._id ?? '';
          return cobro?.ubicacion?.fueraDeSitio === true && (cobro.ubicacion.distanciaMetros ?? 0) > 1900;
        }, 'el cobro guardado con su ubicación, fuera de sitio');

        // The client's receipt: queued with the cobro, delivered by the provider, and only once.
        await esperarQue(
          async () =>
            (await llamarApi<DetalleCobro>('GET', `cobros/${cobroId}`, admin)).recibo?.estado === 'enviado',
          'el recibo del cobro enviado por WhatsApp',
          60_000,
        );
        const { recibo } = await llamarApi<DetalleCobro>('GET', `cobros/${cobroId}`, admin);
        expect(recibo).toMatchObject({ canal: 'whatsapp', estado: 'enviado' });
        const cobrosDelPrestamo = await llamarApi<Cobro[]>(
          'GET',
          `cobros/prestamo/${parada!.prestamo._id}`,
          admin,
        );
        expect(cobrosDelPrestamo).toHaveLength(1);
        const movimientos = await llamarApi<MovimientoPrestamo[]>(
          'GET',
          `prestamos/${parada!.prestamo._id}/movimientos`,
          admin,
        );
        expect(
          movimientos.filter((m) => m.recibo !== null).map((m) => [m.tipo, m.cobro, m.recibo?.tipo]),
        ).toEqual([['cobro', cobroId, 'recibo']]);
        const alCliente = () =>
          proveedor.cuerpos
            .map((c) => c.message)
            .filter((mensaje) => mensaje.includes(parada!.cliente.nombre));
        expect(alCliente()).toHaveLength(1);

        // The office.
        await page.setViewportSize({ width: 1366, height: 900 });
        await entrarEnPantalla(page, CUENTAS.admin, '/cobros/caja', 'Caja de cobradores');
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

        // The loan's page: the cobro's receipt, sent by WhatsApp.
        await page.goto(`/prestamos/${parada!.prestamo._id}/plan`);
        await esperarVisible(titulo(page, 'Plan de Pagos'), "el título 'Plan de Pagos'");
        await page.getByRole('tab', { name: 'Movimientos' }).click();
        const movimiento = page
          .getByRole('table', { name: 'Movimientos del préstamo' })
          .locator('tr.ant-table-row')
          .filter({ hasText: 'Cobro' });
        await esperarVisible(
          movimiento.getByLabel(/^Recibo enviado\. Por WhatsApp · enviado el /),
          'el recibo enviado en los movimientos del préstamo',
        );
        // Still one message for this client: nothing was sent twice while the office looked.
        expect(alCliente()).toHaveLength(1);
      } finally {
        await proveedor.cerrar();
      }
    },
    180_000,
  );
});
