// A loan above the usury rate created from the screen (docs/decisiones/tasa-efectiva-y-usura.md,
// docs/decisiones/confirmaciones-en-la-pagina.md): with the organisation on «avisar», the gerente reads the warning of
// the preview, is told to tick the box when he presses «Crear» without it, ticks it and the loan is created.
import { obtenerToken } from '../support/api';
import { llamarApi } from '../support/cobros-datos';
import { CUENTAS } from '../support/entorno';
import { elegirEnSelector, entrarEnPantalla, esperarVisible, prueba, toast } from '../support/navegador';
import { CASILLA_USURA, abrirConCliente, buscarPrestamos, cop, crearCliente, filas } from '../support/prestamos-datos';

describe('préstamo sobre la tasa de usura', () => {
  prueba(
    'el gerente, con la organización en «avisar», marca «Confirmo que conozco que el préstamo supera la tasa de usura» y crea el préstamo',
    async ({ page }) => {
      const admin = await obtenerToken(CUENTAS.admin);
      await llamarApi('PUT', 'configuracion/organizacion', admin, { usuraAccion: 'avisar' });
      const cliente = await crearCliente(admin, 'Usura Confirmada E2E');
      await entrarEnPantalla(page, CUENTAS.gerente, '/prestamos', 'Préstamos');

      const dialogo = await abrirConCliente(page, 'Nuevo Préstamo', cliente);
      await dialogo.getByLabel('Monto', { exact: true }).fill('300000');
      await dialogo.getByLabel('Interés', { exact: true }).fill('20');
      await dialogo.getByLabel('Cuotas', { exact: true }).fill('24');
      await elegirEnSelector(page, dialogo.getByLabel('Modalidad', { exact: true }), 'Diario');

      // 20 % flat over 24 days is far above any certified rate: the preview says so, and the box appears.
      const vista = dialogo.getByRole('region', { name: 'Vista previa' });
      await esperarVisible(vista.getByText('Supera la tasa de usura'), 'el aviso de la usura en la vista previa');
      const casilla = dialogo.getByRole('checkbox', { name: CASILLA_USURA });
      await esperarVisible(casilla, 'la casilla de la usura');

      // «Crear» without it: said under the box, nothing created.
      await dialogo.getByRole('button', { name: 'Crear', exact: true }).click();
      await esperarVisible(
        dialogo.getByText('Marque la casilla para desembolsar un préstamo por encima de la tasa de usura'),
        'el pedido de marcar la casilla',
      );

      await casilla.check();
      await dialogo.getByRole('button', { name: 'Crear', exact: true }).click();
      await esperarVisible(toast(page, 'Préstamo creado correctamente'), "el aviso 'Préstamo creado correctamente'");
      await dialogo.waitFor({ state: 'hidden' });

      await buscarPrestamos(page, cliente.nombre);
      await esperarVisible(
        filas(page, cliente.nombre).filter({ hasText: cop(300_000) }).filter({ hasText: 'Activo' }),
        'el préstamo creado y desembolsado',
      );
    },
    150_000,
  );
});
