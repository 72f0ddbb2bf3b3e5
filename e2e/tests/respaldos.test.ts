import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { obtenerToken } from '../support/api';
import { CUENTAS, URL_BASE } from '../support/entorno';
import {
  esperarRuta,
  esperarVisible,
  iniciarSesion,
  menu,
  prueba,
  titulo,
  toast,
  usarNavegador,
} from '../support/navegador';
import { descargar } from '../support/prestamos-datos';

usarNavegador();

async function abrirSistema(page: Page): Promise<void> {
  await menu(page).getByRole('link', { name: 'Configuración', exact: true }).click();
  await esperarRuta(page, '/configuracion');
  await esperarVisible(titulo(page, 'Configuración'), "el título 'Configuración'");
  await page.getByRole('tab', { name: 'Sistema', exact: true }).click();
}

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

describe('respaldos', () => {
  prueba(
    'el admin crea un respaldo desde Configuración → Sistema, lo ve en la lista y lo descarga con el mismo sha256',
    async ({ page }) => {
      await iniciarSesion(page, CUENTAS.admin);
      await abrirSistema(page);
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
      expect(archivo.nombre).toMatch(/^cartera-\d{8}-\d{9}-manual\.tar\.gz$/);
      expect([...archivo.contenido.subarray(0, 2)]).toEqual([0x1f, 0x8b]); // gzip
      expect(createHash('sha256').update(archivo.contenido).digest('hex')).toBe(respaldo.sha256);
    },
  );
});
