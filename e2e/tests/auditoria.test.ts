import { cambiarPassword, crearUsuario, obtenerToken } from '../support/api';
import { CUENTAS } from '../support/entorno';
import { entrarEnPantalla, esperarVisible, prueba } from '../support/navegador';
import { descargar } from '../support/prestamos-datos';

describe('auditoría', () => {
  prueba('buscar en el servidor, ver el detalle con los datos nuevos, limpiar y exportar CSV y Excel', async ({ page }) => {
    const marca = `Auditada E2E ${Date.now()}`;
    const email = `auditada.${Date.now()}@cartera.local`;
    const token = await obtenerToken(CUENTAS.admin);
    const usuario = await crearUsuario(token, { nombre: marca, email, password: 'Clave-E2E-12345', rol: 'cobrador' });
    await cambiarPassword(token, usuario._id, 'Clave-E2E-67890');

    await entrarEnPantalla(page, CUENTAS.admin, '/auditoria', 'Auditoría y Logs');
    await esperarVisible(page.getByText(/^Mostrando \d+ de [\d.]+ eventos$/), "'Mostrando N de M eventos'");

    const busqueda = page.getByRole('searchbox', { name: 'Buscar eventos' });
    await busqueda.fill(email);
    await busqueda.press('Enter');
    const filas = page.locator('.ant-table-tbody tr.ant-table-row');
    await esperarVisible(filas.filter({ hasText: 'Cambiar contraseña' }), "el evento 'Cambiar contraseña'");
    await esperarVisible(filas.filter({ hasText: 'Crear usuario' }), "el evento 'Crear usuario'");
    await esperarVisible(page.getByText('Mostrando 2 de 2 eventos'), "'Mostrando 2 de 2 eventos'");
    const total = page.getByLabel('Total de eventos').locator('.ant-statistic-content');
    await esperarVisible(total.filter({ hasText: /^2$/ }), 'el total de eventos filtrados');
    await esperarVisible(
      page.getByLabel('Exitosos').locator('.ant-statistic-content').filter({ hasText: /^2$/ }),
      'los exitosos filtrados',
    );

    await filas.filter({ hasText: 'Crear usuario' }).getByRole('button', { name: /Ver detalle del evento/ }).click();
    const detalle = page.getByRole('dialog', { name: 'Detalle del evento' });
    await esperarVisible(detalle, 'el detalle del evento');
    await esperarVisible(detalle.getByText('Administrador Cartera').first(), 'el usuario que actuó');
    const cambios = detalle.getByRole('table', { name: 'Cambios' });
    await esperarVisible(cambios.locator('tr', { hasText: 'email' }).getByText(email), 'el email nuevo en el diff');
    await expect(detalle.getByText('Clave-E2E-12345').count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
    await detalle.waitFor({ state: 'hidden' });

    const csv = await descargar(page, page.getByRole('button', { name: /Exportar CSV/ }));
    expect(csv.nombre).toMatch(/^auditoria-\d{4}-\d{2}-\d{2}\.csv$/);
    expect([...csv.contenido.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lineas = csv.contenido.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lineas[0]).toBe('ID;Fecha y hora (Bogotá);Usuario;IP;Acción;Módulo;Tipo;Resultado;Detalles;Datos anteriores;Datos nuevos');
    expect(lineas).toHaveLength(3);
    expect(lineas[1]).toContain(';Cambiar contraseña;Usuarios;Éxito;Exitoso;');
    expect(lineas[2]).toContain(';Crear usuario;Usuarios;Éxito;Exitoso;');

    const xlsx = await descargar(page, page.getByRole('button', { name: /Exportar Excel/ }));
    expect(xlsx.nombre).toMatch(/^auditoria-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(xlsx.contenido.subarray(0, 2).toString('latin1')).toBe('PK');

    await page.getByRole('button', { name: 'Limpiar' }).click();
    await expect(busqueda.inputValue()).resolves.toBe('');
    // Without the search the list has every event again, the admin's own sign-in included.
    await esperarVisible(filas.filter({ hasText: `Inicio de sesión de ${CUENTAS.admin.email}` }), 'la lista completa otra vez');
    await expect(page.getByText('Mostrando 2 de 2 eventos').count()).resolves.toBe(0);
  });
});
