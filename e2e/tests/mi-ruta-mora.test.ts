// Mi Ruta proposes what the API accepts (docs/decisiones/lo-que-se-debe-hoy.md): at 412×915, a collector collects
// the full amount Mi Ruta proposes for a loan in mora (late interest on, as in the demo: 24 % EA, 3 days of grace),
// and the API takes it. Before, the sheet proposed balance plus mora and then refused it with «El saldo es …».
import { crearClienteEnApi, obtenerToken } from '../support/api';
import { buscarCobrador, hoyBogota, llamarApi, nombreUnico, type Referencia } from '../support/cobros-datos';
import { CUENTAS } from '../support/entorno';
import { abrirMiRuta, cobrosDe, esperarQue, expectTexto, sumarDias, tarjeta } from '../support/mi-ruta';
import { prueba } from '../support/navegador';

describe('Mi Ruta con interés de mora (412×915, cobrador)', () => {
  prueba(
    'cobra todo lo que propone para un préstamo en mora, y la API lo acepta',
    async ({ page }) => {
      const admin = await obtenerToken(CUENTAS.admin);
      const cobrador = await buscarCobrador(admin, CUENTAS.cobrador.email);
      const nombre = nombreUnico('Mora Ruta E2E');
      const cliente = await crearClienteEnApi<Referencia>(admin, {
        nombre,
        cedula: `6${String(Date.now()).slice(-8)}${Math.floor(Math.random() * 90 + 10)}`,
        telefono: '3001234567',
        direccion: 'Calle 45 # 12-30',
        ciudad: 'Bogotá',
        cobrador: cobrador._id,
        autorizacionDatos: { canal: 'presencial_firmado' },
      });
      // Five daily installments that fell due 15 to 19 days ago: all overdue, well past the grace days.
      const prestamo = await llamarApi<{ _id: string }>('POST', 'prestamos', admin, {
        cliente: cliente._id,
        monto: 500000,
        interes: 10,
        cuotas: 5,
        modalidad: 'diario',
        tipoAmortizacion: 'amortizable',
        // Disbursed that day too: late interest never runs before the disbursement.
        fecha: sumarDias(hoyBogota(), -20),
        fechaInicio: sumarDias(hoyBogota(), -20),
        cobrador: cobrador._id,
        confirmarUsura: true,
      });
      await llamarApi('POST', 'sistema/barrido', admin);
      const detalle = await llamarApi<{ saldoPendiente: number; mora: { pendiente: number } }>(
        'GET',
        `prestamos/${prestamo._id}`,
        admin,
      );
      expect(detalle.mora.pendiente).toBeGreaterThan(0);
      // Everything is overdue: what it owes today is the whole balance (550.000) plus the late interest.
      expect(detalle.saldoPendiente).toBe(550000);
      const propuesto = detalle.saldoPendiente + detalle.mora.pendiente;
      // 561.234 → /561\.234/ (thousands with a dot, as Mi Ruta writes pesos).
      const enPesos = new RegExp(String(propuesto).replace(/\B(?=(\d{3})+(?!\d))/g, '\\.'));
      await llamarApi('POST', 'rutas/generar', admin, { fecha: hoyBogota(), tipo: 'todos', cobradorId: cobrador._id });

      await abrirMiRuta(page);
      const card = tarjeta(page, nombre);
      await card.waitFor();
      await card.getByRole('button', { name: 'Cobrar' }).click();
      const hoja = page.getByRole('dialog', { name: new RegExp(`Cobrar a ${nombre}`) });
      await expectTexto(hoja.locator('[data-prueba="monto"]'), enPesos);
      await expectTexto(hoja.locator('.mr-nota'), enPesos);
      expect(await hoja.locator('.mr-error').count()).toBe(0);
      await hoja.getByRole('button', { name: 'Continuar' }).click();
      await hoja.getByRole('button', { name: 'Confirmar cobro' }).click();
      await page.getByRole('dialog', { name: 'Cobro registrado' }).waitFor();

      await esperarQue(
        async () => (await cobrosDe(admin, prestamo._id)).some((c) => c.monto === propuesto),
        `la API tiene el cobro de ${propuesto}`,
      );
      const despues = await llamarApi<{ saldoPendiente: number; mora: { pendiente: number }; estado: string }>(
        'GET',
        `prestamos/${prestamo._id}`,
        admin,
      );
      expect([despues.saldoPendiente, despues.mora.pendiente, despues.estado]).toEqual([0, 0, 'pagado']);
    },
  );
});
