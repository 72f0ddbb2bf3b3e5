import type { Page } from 'playwright-core';
import { crearUsuario, obtenerToken } from '../support/api';
import { llamarApi, nombreUnico, prepararPrestamo } from '../support/cobros-datos';
import { CUENTAS, type Cuenta } from '../support/entorno';
import { proveedorLocal } from '../support/proveedor-local';
import {
  elegirEnSelector,
  entrar,
  entrarEnPantalla,
  esperarQue,
  esperarVisible,
  prueba,
  toast,
} from '../support/navegador';

/** The notifications' centre as `cuenta`. */
async function abrirNotificaciones(page: Page, cuenta: Cuenta): Promise<void> {
  await entrarEnPantalla(page, cuenta, '/notificaciones', 'Centro de Notificaciones');
}

describe('centro de notificaciones', () => {
  prueba('enviar a un grupo filtrado y ver cambiar su estado en el historial', async ({ page }) => {
    const proveedor = await proveedorLocal(4000);
    try {
      const token = await obtenerToken(CUENTAS.admin);
      await llamarApi('PUT', 'notificaciones/canales/whatsapp', token, {
        activo: true,
        url: proveedor.url,
        token: 'token-e2e',
        cuerpo: '{"to": "{{telefono}}", "message": "{{mensaje}}"}',
      });
      const nombreCobrador = nombreUnico('Cobrador Avisos');
      const cobrador = await crearUsuario(token, {
        nombre: nombreCobrador,
        email: `e2e.avisos.${Date.now()}@cartera.local`,
        password: 'clave-segura-1',
        rol: 'cobrador',
      });
      const clientes = [nombreUnico('Cliente Grupo A'), nombreUnico('Cliente Grupo B')];
      for (const cliente of clientes) await prepararPrestamo(token, { cliente, cobrador: cobrador._id });
      const asunto = nombreUnico('Aviso de grupo');

      await abrirNotificaciones(page, CUENTAS.admin);
      await page.getByRole('tab', { name: 'Enviar' }).click();
      await page.getByLabel('Grupo de clientes').check();
      await elegirEnSelector(page, page.getByLabel('Estado del préstamo', { exact: true }), 'Con préstamo al día');
      await elegirEnSelector(page, page.getByLabel('Cobrador', { exact: true }), nombreCobrador);
      await page.getByLabel('Título', { exact: true }).fill(asunto);
      await page.getByLabel('Mensaje', { exact: true }).fill('Hola {{cliente}}, su próxima cuota es de {{monto_cuota}}.');
      await page.getByRole('button', { name: 'Enviar' }).click();
      await esperarVisible(toast(page, 'Notificación enviada exitosamente'), 'el aviso de envío');

      // Vuelve al historial: primero pendiente (el proveedor tarda), después enviado.
      const fila = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: asunto });
      await esperarVisible(fila.filter({ hasText: 'Pendiente' }), 'la notificación pendiente en el historial');
      await elegirEnSelector(page, page.getByLabel('Filtrar por estado'), 'Enviado');
      const enviada = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: asunto }).filter({ hasText: 'Enviado' });
      await esperarQue(
        async () => {
          if (await enviada.count()) return true;
          await page.waitForTimeout(1000);
          await page.getByRole('button', { name: 'Actualizar' }).click();
          return false;
        },
        'la notificación enviada en el historial',
        60_000,
      );
      await esperarVisible(enviada.filter({ hasText: '2/2' }), 'la notificación enviada a 2 de 2');
      // formatearCOP separa el signo con un espacio duro.
      expect(proveedor.cuerpos.map((c) => c.message.replace(/\u00a0/g, ' ')).sort()).toEqual(
        clientes.map((c) => `Hola ${c}, su próxima cuota es de $ 110.000.`).sort(),
      );

      // El detalle muestra el resultado por destinatario.
      await enviada.click();
      const detalle = page.getByRole('dialog').filter({ hasText: asunto });
      await esperarVisible(detalle.getByText(clientes[0]), 'el primer destinatario en el detalle');
      await esperarVisible(detalle.getByText(clientes[1]), 'el segundo destinatario en el detalle');
    } finally {
      await proveedor.cerrar();
    }
  });

  prueba('validación en español al enviar sin campos obligatorios', async ({ page }) => {
    await abrirNotificaciones(page, CUENTAS.gerente);
    await page.getByRole('tab', { name: 'Enviar' }).click();
    await page.getByRole('button', { name: 'Enviar' }).click();
    await esperarVisible(toast(page, 'Complete todos los campos obligatorios'), "el aviso 'Complete todos los campos obligatorios'");
  });

  prueba('editar una plantilla con vista previa de un cliente real', async ({ page }) => {
    const token = await obtenerToken(CUENTAS.admin);
    const cliente = nombreUnico('Cliente Vista');
    await prepararPrestamo(token, { cliente });

    await abrirNotificaciones(page, CUENTAS.admin);
    await page.getByRole('tab', { name: 'Plantillas' }).click();
    const fila = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Recibo de cobro' });
    await fila.getByRole('button', { name: 'Editar' }).click();
    const dialogo = page.getByRole('dialog').filter({ hasText: 'Editar plantilla' });
    await esperarVisible(dialogo, "el diálogo 'Editar plantilla'");
    const contenido = dialogo.getByLabel('Contenido', { exact: true });
    await contenido.fill('Gracias {{cliente}}: su saldo es {{saldo_pendiente}} y su próxima cuota {{monto_cuota}} ({{clave}}).');
    await esperarVisible(dialogo.getByText('La variable {{clave}} no existe', { exact: false }), 'el error de variable desconocida');
    await contenido.fill('Gracias {{cliente}}: su saldo es {{saldo_pendiente}} y su próxima cuota {{monto_cuota}}.');
    await elegirEnSelector(page, dialogo.getByLabel('Cliente de la vista previa', { exact: true }), cliente, cliente);
    await dialogo.getByRole('button', { name: 'Vista previa' }).click();
    await esperarVisible(
      dialogo.getByTestId('vista-previa').filter({ hasText: new RegExp(`Gracias ${cliente}: su saldo es \\$\\s550\\.000 y su próxima cuota \\$\\s110\\.000\\.`) }),
      'la vista previa con los datos del cliente',
    );
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await esperarVisible(toast(page, 'Plantilla actualizada correctamente'), "el aviso 'Plantilla actualizada correctamente'");
    const plantillas = await llamarApi<Array<{ nombre: string; contenido: string }>>('GET', 'notificaciones/plantillas?limit=100', token);
    expect(plantillas.find((p) => p.nombre === 'Recibo de cobro')?.contenido).toBe(
      'Gracias {{cliente}}: su saldo es {{saldo_pendiente}} y su próxima cuota {{monto_cuota}}.',
    );
  });

  prueba('la campana muestra el contador de no leídas y lo baja al leer', async ({ page }) => {
    const token = await obtenerToken(CUENTAS.admin);
    const email = `e2e.campana.${Date.now()}@cartera.local`;
    const usuario = await crearUsuario(token, { nombre: nombreUnico('Cobrador Campana'), email, password: 'clave-segura-1', rol: 'cobrador' });
    const titulos = [nombreUnico('Reunión'), nombreUnico('Cambio de ruta')];
    const ids: string[] = [];
    for (const t of titulos) {
      const n = await llamarApi<{ _id: string }>('POST', 'notificaciones', token, {
        tipo: 'sistema',
        categoria: 'sistema',
        titulo: t,
        mensaje: `Aviso para cobradores: ${t}`,
        destinatarios: 'usuarios',
        usuarioIds: [usuario._id],
      });
      ids.push(n._id);
    }
    // Espera la entrega (la cola la hace en segundos; con la máquina cargada, en más).
    await esperarQue(async () => {
      const estados = await Promise.all(ids.map((id) => llamarApi<{ estado: string }>('GET', `notificaciones/${id}`, token)));
      return estados.every((e) => e.estado === 'enviado');
    }, 'las dos notificaciones entregadas', 60_000);

    await entrar(page, { email, password: 'clave-segura-1' });
    const campana = page.getByRole('button', { name: 'Notificaciones: 2 sin leer' });
    await esperarVisible(campana, 'la campana con 2 sin leer');
    await campana.click();
    const aviso = page.locator('.ant-popover:visible .ant-list-item').filter({ hasText: titulos[0] });
    await esperarVisible(aviso, 'el aviso en la campana');
    await aviso.click();
    await esperarVisible(page.getByRole('button', { name: 'Notificaciones: 1 sin leer' }), 'la campana con 1 sin leer');
    await page.locator('.ant-popover:visible').getByRole('button', { name: 'Marcar todas como leídas' }).click();
    await esperarVisible(page.getByRole('button', { name: 'Notificaciones', exact: true }), 'la campana sin pendientes');
  });
});
