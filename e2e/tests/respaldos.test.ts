import { createHash } from 'node:crypto';
import path from 'node:path';
import { obtenerToken } from '../support/api';
import { CUENTAS, DATA_DIR, URL_BASE } from '../support/entorno';
import { entrarEnPantalla, esperarVisible, prueba, toast } from '../support/navegador';
import { descargar } from '../support/prestamos-datos';

/** La lista de respaldos como la ve la API. */
async function respaldosDeLaApi(): Promise<
  Array<{ id: string; archivo: string; sha256: string; resultado: string }>
> {
  const token = await obtenerToken(CUENTAS.admin);
  const respuesta = await fetch(`${URL_BASE}/api/sistema/respaldos`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (
    (await respuesta.json()) as {
      data: { items: Array<{ id: string; archivo: string; sha256: string; resultado: string }> };
    }
  ).data.items;
}

/** Espera (hasta 30 s) a que la bandeja del admin tenga un aviso con ese título. */
async function avisoEntregado(titulo: string): Promise<void> {
  const token = await obtenerToken(CUENTAS.admin);
  const limite = Date.now() + 30_000;
  while (Date.now() < limite) {
    const respuesta = await fetch(`${URL_BASE}/api/notificaciones/bandeja?limit=50`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { data } = (await respuesta.json()) as { data: Array<{ titulo: string }> };
    if (data.some((aviso) => aviso.titulo === titulo)) return;
    await new Promise((resolver) => setTimeout(resolver, 500));
  }
  throw new Error(`La bandeja del admin no recibió el aviso «${titulo}»`);
}

describe('respaldos', () => {
  prueba(
    'el admin crea un respaldo desde Configuración → Sistema, lo ve en la lista y lo descarga con el mismo sha256',
    async ({ page }) => {
      await entrarEnPantalla(page, CUENTAS.admin, '/configuracion', 'Configuración');
      await page.getByRole('tab', { name: 'Sistema', exact: true }).click();
      const tarjeta = page.locator('.ant-card').filter({ hasText: 'Respaldos de la base de datos' });
      await esperarVisible(tarjeta, 'la tarjeta de respaldos');

      await tarjeta.getByRole('button', { name: 'Crear respaldo ahora' }).click();
      await esperarVisible(toast(page, 'Respaldo creado'), "el aviso 'Respaldo creado'");
      await esperarVisible(tarjeta.getByText(/^Último respaldo correcto: /), 'el último resultado');
      const fila = tarjeta.locator('tbody tr').filter({ hasText: 'Manual' }).first();
      await esperarVisible(fila.getByText('Correcto'), 'el respaldo en la lista');

      const [respaldo] = (await respaldosDeLaApi()).filter((r) => r.resultado === 'exitoso');
      await esperarVisible(fila.getByText(`${respaldo.sha256.slice(0, 12)}…`), 'su sha256');
      const archivo = await descargar(page, fila.getByRole('button', { name: /Descargar/ }));
      expect(archivo.nombre).toBe(respaldo.archivo);
      // Cifrado por defecto (sin RESPALDOS_CLAVE, con la clave que la API generó al arrancar): no es un gzip legible.
      expect(archivo.nombre).toMatch(/^cartera-\d{8}-\d{9}-manual\.tar\.gz\.cifrado$/);
      expect(archivo.contenido.subarray(0, 18).toString('latin1')).toBe('CARTERA-CIFRADO-1\n');
      expect([...archivo.contenido.subarray(0, 2)]).not.toEqual([0x1f, 0x8b]);
      expect(createHash('sha256').update(archivo.contenido).digest('hex')).toBe(respaldo.sha256);
    },
  );

  prueba(
    'la tarjeta dice dónde está la clave generada hasta que el admin confirma «Ya guardé la clave en otro lugar»; la campana la avisó',
    async ({ page }) => {
      const archivoClave = path.join(DATA_DIR, 'claves', 'respaldos.key');
      // El aviso del arranque, en la campana del admin: la cola lo entrega en segundo plano.
      await avisoEntregado('Guarde la clave de los respaldos');
      await entrarEnPantalla(page, CUENTAS.admin, '/configuracion', 'Configuración');
      const campana = page.getByRole('button', { name: /^Notificaciones/ });
      await esperarVisible(campana, 'la campana');
      await campana.click();
      await esperarVisible(page.getByText('Guarde la clave de los respaldos', { exact: true }), 'el aviso de la clave');
      await page.keyboard.press('Escape');

      await page.getByRole('tab', { name: 'Sistema', exact: true }).click();
      const tarjeta = page.locator('.ant-card').filter({ hasText: 'Respaldos de la base de datos' });
      await esperarVisible(
        tarjeta.getByText('Guarde la clave de los respaldos fuera de este computador'),
        'el aviso de la clave sin confirmar',
      );
      await esperarVisible(tarjeta.getByText(archivoClave, { exact: true }), 'dónde está el archivo de la clave');

      await tarjeta.getByRole('button', { name: 'Ya guardé la clave en otro lugar' }).click();
      await esperarVisible(
        toast(page, 'Quedó registrado que la clave de los respaldos está guardada en otro lugar'),
        'el aviso de la confirmación',
      );
      await esperarVisible(tarjeta.getByText(/confirmó el .* que la guardó en otro lugar/), 'quién y cuándo');
      expect(await tarjeta.getByText('Guarde la clave de los respaldos fuera de este computador').count()).toBe(0);
    },
  );
});
