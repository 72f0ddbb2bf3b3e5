import type { Page } from 'playwright-core';
import { crearUsuario, obtenerToken } from '../support/api';
import { URL_BASE, CUENTAS, type Cuenta } from '../support/entorno';
import { llamarApi } from '../support/cobros-datos';
import {
  entrarEnPantalla,
  esperarRuta,
  esperarVisible,
  iniciarSesion,
  menu,
  prueba,
  sesionGuardada,
  toast,
} from '../support/navegador';

/** Configuración as `cuenta`, on the tab `pestana`. */
async function abrirConfiguracion(page: Page, cuenta: Cuenta, pestana: string): Promise<void> {
  await entrarEnPantalla(page, cuenta, '/configuracion', 'Configuración');
  await page.getByRole('tab', { name: pestana, exact: true }).click();
}

/** GET /api/auth/profile with a token: the HTTP status (401 once the session has ended). */
async function estadoSesion(token: string): Promise<number> {
  const respuesta = await fetch(`${URL_BASE}/api/auth/profile`, { headers: { Authorization: `Bearer ${token}` } });
  return respuesta.status;
}

describe('configuración', () => {
  prueba('Mi Perfil: cambia la contraseña y el nombre; las otras sesiones terminan y se entra con la nueva', async ({ page }) => {
    const admin = await obtenerToken(CUENTAS.admin);
    const sufijo = Date.now().toString(36);
    const cuenta = { email: `perfil.${sufijo}@cartera.local`, password: 'clave-vieja-1' };
    await crearUsuario(admin, { nombre: 'Cobrador Perfil', email: cuenta.email, password: cuenta.password, rol: 'cobrador' });
    const otraSesion = await obtenerToken(cuenta);

    await abrirConfiguracion(page, cuenta, 'Mi Perfil');
    const formulario = page.locator('form[id="contrasena"]');
    await formulario.getByLabel('Contraseña actual', { exact: true }).fill(cuenta.password);
    await formulario.getByLabel('Nueva contraseña', { exact: true }).fill('clave-nueva-1');
    await formulario.getByLabel('Confirmar contraseña', { exact: true }).fill('clave-nueva-2');
    await formulario.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await esperarVisible(page.getByText('Las contraseñas no coinciden'), "el error 'Las contraseñas no coinciden'");
    await formulario.getByLabel('Confirmar contraseña', { exact: true }).fill('clave-nueva-1');
    await formulario.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await esperarVisible(toast(page, 'Contraseña actualizada exitosamente'), 'el aviso de contraseña actualizada');

    // This tab keeps working with the token it received; the other session has ended.
    const { token } = await sesionGuardada(page);
    expect(token).not.toBeNull();
    expect(await estadoSesion(token as string)).toBe(200);
    expect(await estadoSesion(otraSesion)).toBe(401);

    // The own name, shown in the top bar as soon as it is saved.
    const datos = page.locator('form[id="perfil"]');
    await datos.getByLabel('Nombre', { exact: true }).fill('Cobrador Renombrado');
    await datos.getByRole('button', { name: 'Guardar datos' }).click();
    await esperarVisible(toast(page, 'Perfil actualizado'), "el aviso 'Perfil actualizado'");
    await esperarVisible(page.getByText('Bienvenido, Cobrador Renombrado'), 'el saludo con el nombre nuevo');
    await page.reload();
    await esperarVisible(page.getByText('Bienvenido, Cobrador Renombrado'), 'el nombre nuevo tras recargar');
    expect(page.url()).toContain('/configuracion');

    // Sign out: the old password no longer opens a session, the new one does.
    await page.getByRole('button', { name: 'Salir' }).click();
    await esperarRuta(page, '/login');
    await page.getByLabel('Usuario', { exact: true }).fill(cuenta.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(cuenta.password);
    await page.getByLabel('Contraseña', { exact: true }).press('Enter');
    await esperarVisible(toast(page, 'Usuario o contraseña incorrectos'), 'el rechazo de la contraseña vieja');
    expect(new URL(page.url()).pathname).toBe('/login');
    await iniciarSesion(page, { email: cuenta.email, password: 'clave-nueva-1' });
  });

  prueba('el admin cambia el nombre de la empresa y un mensaje automático; persisten al recargar', async ({ page }) => {
    const nombre = `Créditos E2E ${Date.now().toString(36)}`;
    await abrirConfiguracion(page, CUENTAS.admin, 'General');
    const empresa = page.getByLabel('Nombre de la empresa', { exact: true });
    await esperarVisible(empresa, 'el nombre de la empresa');
    await empresa.fill(nombre);
    await page.getByRole('button', { name: 'Guardar datos de la empresa' }).click();
    await esperarVisible(toast(page, 'Datos de la empresa guardados'), 'el aviso de empresa guardada');

    await page.getByRole('tab', { name: 'Notificaciones', exact: true }).click();
    const aviso = page.getByRole('switch', { name: 'Aviso de mora' });
    await esperarVisible(aviso, "el interruptor 'Aviso de mora'");
    const antes = (await aviso.getAttribute('aria-checked')) === 'true';
    await aviso.click();
    await esperarVisible(toast(page, antes ? 'Mensaje automático desactivado' : 'Mensaje automático activado'), 'el aviso del interruptor');

    await page.reload();
    await esperarVisible(page.getByRole('switch', { name: 'Aviso de mora' }), 'el interruptor tras recargar');
    expect(await page.getByRole('switch', { name: 'Aviso de mora' }).getAttribute('aria-checked')).toBe(String(!antes));
    await page.getByRole('tab', { name: 'General', exact: true }).click();
    await page.waitForFunction(
      (esperado) => (document.querySelector('#empresa_nombreEmpresa') as HTMLInputElement | null)?.value === esperado,
      nombre,
    );
  });

  prueba('el interés de la organización y el plazo preferido llegan al formulario del préstamo nuevo', async ({ page }) => {
    const token = await obtenerToken(CUENTAS.admin);
    try {
      await abrirConfiguracion(page, CUENTAS.admin, 'General');
      // One default interest, the organisation's (Empresa); the term is this browser's preference.
      const interes = page.getByLabel('Interés por defecto de los préstamos (%)', { exact: true });
      await esperarVisible(interes, 'el interés por defecto de la organización');
      await interes.fill('17.5');
      await page.getByRole('button', { name: 'Guardar datos de la empresa' }).click();
      await esperarVisible(toast(page, 'Datos de la empresa guardados'), "el aviso 'Datos de la empresa guardados'");
      await page.getByLabel('Plazo por defecto (cuotas)', { exact: true }).fill('12');
      await page.getByRole('button', { name: 'Guardar preferencias' }).click();
      await esperarVisible(toast(page, 'Preferencias guardadas'), "el aviso 'Preferencias guardadas'");
      const guardadas = await page.evaluate(() =>
        Object.entries(window.localStorage).filter(([clave]) => clave.startsWith('preferencias:')).map(([, valor]) => JSON.parse(valor) as unknown),
      );
      expect(guardadas).toEqual([expect.objectContaining({ plazoDefecto: 12 })]);
      expect(guardadas).toEqual([expect.not.objectContaining({ interesDefecto: expect.anything() })]);

      await page.reload();
      await esperarVisible(page.getByLabel('Interés por defecto de la organización').filter({ hasText: '17,5 %' }), 'el interés de la organización');

      await menu(page).getByRole('link', { name: 'Préstamos', exact: true }).click();
      await esperarRuta(page, '/prestamos');
      await page.getByRole('button', { name: 'Nuevo Préstamo' }).click();
      const dialogo = page.getByRole('dialog', { name: 'Nuevo Préstamo' });
      await esperarVisible(dialogo, "el diálogo 'Nuevo Préstamo'");
      await page.waitForFunction(
        () => (document.querySelector('#prestamo_interes') as HTMLInputElement | null)?.value === '17.5',
      );
      expect(await dialogo.getByLabel('Cuotas', { exact: true }).inputValue()).toBe('12');
    } finally {
      // The other browser tests start from the demo's 10 %.
      await llamarApi('PUT', 'configuracion/organizacion', token, { interesDefecto: 10 });
    }
  });

  prueba('el admin cambia en Sistema la hora del aviso de caja y la del respaldo diario; una hora mal escrita no se guarda', async ({ page }) => {
    const token = await obtenerToken(CUENTAS.admin);
    const valorDe = (id: string, esperado: string) =>
      page.waitForFunction(
        ([selector, valor]) => (document.querySelector(selector) as HTMLInputElement | null)?.value === valor,
        [`#${id}`, esperado] as const,
      );
    try {
      await abrirConfiguracion(page, CUENTAS.admin, 'Sistema');
      const horaAviso = page.getByLabel('Hora del aviso', { exact: true });
      await esperarVisible(horaAviso, 'la hora del aviso de caja');
      await valorDe('horas-oficina_entregaCajaHora', '18:00');
      await esperarVisible(page.getByText(/Uno diario a las 01:00/), 'la hora del respaldo diario (RESPALDOS_HORA)');

      await horaAviso.fill('25:00');
      await page.getByRole('button', { name: 'Guardar horas' }).click();
      await esperarVisible(
        page.getByText('La hora debe tener el formato HH:MM de 24 horas (00:00 a 23:59)'),
        'el error de la hora mal escrita',
      );
      await horaAviso.fill('19:30');
      await page.getByLabel('Hora del respaldo diario', { exact: true }).fill('02:15');
      await page.getByRole('button', { name: 'Guardar horas' }).click();
      await esperarVisible(toast(page, 'Horas guardadas'), "el aviso 'Horas guardadas'");
      // The backups card reads the schedule again.
      await esperarVisible(page.getByText(/Uno diario a las 02:15/), 'el respaldo diario a la hora nueva');

      await page.reload();
      await valorDe('horas-oficina_entregaCajaHora', '19:30');
      await valorDe('horas-oficina_respaldosHora', '02:15');
    } finally {
      // The other browser tests start from the defaults.
      await llamarApi('PUT', 'configuracion/organizacion', token, { entregaCajaHora: '18:00', respaldosHora: null });
    }
  });
});
