import type { Locator } from 'playwright-core';
import { crearUsuario, obtenerToken } from '../support/api';
import { hoyBogota, nombreUnico, prepararPrestamo, registrarCobroApi } from '../support/cobros-datos';
import { CUENTAS } from '../support/entorno';
import {
  aceptarConfirmacion,
  elegirEnSelector,
  entrarEnPantalla,
  esperarVisible,
  prueba,
  titulo,
  toast,
} from '../support/navegador';

async function elegirFecha(campo: Locator, texto: string): Promise<void> {
  await campo.click();
  await campo.fill(texto);
  await campo.press('Enter');
}

describe('metas de cobradores', () => {
  prueba('crear, editar y eliminar una meta; su barra avanza al registrar un cobro', async ({ page }) => {
    const token = await obtenerToken(CUENTAS.admin);
    const nombre = nombreUnico('Cobrador Metas');
    const cobrador = await crearUsuario(token, {
      nombre,
      email: `e2e.metas.${Date.now()}@cartera.local`,
      password: 'clave-segura-1',
      rol: 'cobrador',
    });
    const hoy = hoyBogota();
    const [anio, mes] = hoy.split('-');
    const finDeMes = new Date(Date.UTC(Number(anio), Number(mes), 0)).toISOString().slice(0, 10);
    const [, , diaFin] = finDeMes.split('-');

    await entrarEnPantalla(page, CUENTAS.admin, '/metas-cobradores', 'Metas de Cobradores');

    // Create.
    await page.getByRole('button', { name: 'Nueva Meta' }).click();
    const alta = page.getByRole('dialog').filter({ hasText: 'Nueva Meta' });
    await esperarVisible(alta, "el diálogo 'Nueva Meta'");
    await elegirEnSelector(page, alta.getByLabel('Cobrador', { exact: true }), nombre, nombre);
    await elegirFecha(alta.getByLabel('Periodo', { exact: true }), `${mes}/${anio}`);
    await alta.getByLabel('Meta de Monto (COP)', { exact: true }).fill('200000');
    await alta.getByLabel('Meta de Cobros', { exact: true }).fill('4');
    await elegirFecha(alta.getByLabel('Fecha de Vencimiento', { exact: true }), `${diaFin}/${mes}/${anio}`);
    await alta.getByRole('button', { name: 'Crear', exact: true }).click();
    await esperarVisible(toast(page, 'Meta creada correctamente'), "el aviso 'Meta creada correctamente'");
    await alta.waitFor({ state: 'hidden' });

    const fila = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: nombre });
    await esperarVisible(fila.filter({ hasText: 'Pendiente' }).filter({ hasText: '0% · 0 cobros' }), 'la meta nueva, pendiente');

    // A collection by this collector moves both bars after a reload.
    const prestamo = await prepararPrestamo(token, { cliente: nombreUnico('Cliente Metas'), cobrador: cobrador._id });
    await registrarCobroApi(token, { prestamo: prestamo._id, monto: 100000, cobrador: cobrador._id });
    await page.reload();
    await esperarVisible(titulo(page, 'Metas de Cobradores'), 'la pantalla recargada');
    await esperarVisible(fila.filter({ hasText: 'En progreso' }).filter({ hasText: '50% ·' }).filter({ hasText: '25% · 1 cobros' }), 'el avance 50 % y 25 %');

    // Edit: the count goal drops to 1, so that bar reaches 100 %.
    await fila.getByRole('button', { name: 'Editar' }).click();
    const edicion = page.getByRole('dialog').filter({ hasText: 'Editar Meta' });
    await esperarVisible(edicion, "el diálogo 'Editar Meta'");
    await edicion.getByLabel('Meta de Cobros', { exact: true }).fill('1');
    await edicion.getByRole('button', { name: 'Actualizar', exact: true }).click();
    await esperarVisible(toast(page, 'Meta actualizada correctamente'), "el aviso 'Meta actualizada correctamente'");
    await esperarVisible(fila.filter({ hasText: '100% · 1 cobros' }), 'el avance de cobros al 100 %');

    // Delete, accepting the confirmation in the page.
    const confirmacion = aceptarConfirmacion(page, 'Eliminar');
    await fila.getByRole('button', { name: 'Eliminar' }).click();
    await esperarVisible(toast(page, 'Meta eliminada correctamente'), "el aviso 'Meta eliminada correctamente'");
    await fila.waitFor({ state: 'detached' });
    expect(await confirmacion).toBe('Estás seguro de eliminar esta meta?');
  });
});
