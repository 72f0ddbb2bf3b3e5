// «Entregar caja» from Mi Ruta at 412×915 (docs/decisiones/mi-ruta.md): the collector hands over what he counted
// without leaving his route, with the words of the portal, and the office finds it waiting to be counted.
import { crearUsuario, obtenerToken } from '../support/api';
import { llamarApi, nombreUnico, prepararPrestamo, registrarCobroApi } from '../support/cobros-datos';
import { CUENTAS, type Cuenta } from '../support/entorno';
import { abrirMiRuta } from '../support/mi-ruta';
import { esperarValor, esperarVisible, prueba } from '../support/navegador';
import type { CajaCobrador } from '@cartera/dominio';

describe('Mi Ruta: entregar caja', () => {
  prueba('el cobrador entrega 45.000 de los 50.000 que cobró y la oficina la tiene por confirmar', async ({ page }) => {
    const admin = await obtenerToken(CUENTAS.admin);
    const cuenta: Cuenta = { email: `e2e.miruta.entrega.${Date.now()}@cartera.local`, password: 'clave-entrega-2' };
    const cobrador = await crearUsuario(admin, { nombre: nombreUnico('Cobrador Mi Ruta'), ...cuenta, rol: 'cobrador' });
    const tokenCobrador = await obtenerToken(cuenta);
    const prestamo = await prepararPrestamo(admin, { cliente: nombreUnico('Entrega Mi Ruta'), cobrador: cobrador._id });
    await registrarCobroApi(tokenCobrador, { prestamo: prestamo._id, monto: 50_000 });

    await abrirMiRuta(page, cuenta);
    await page.getByRole('button', { name: 'Entregar caja' }).click();
    const hoja = page.getByRole('dialog', { name: 'Entregar caja' });
    const monto = hoja.getByLabel('Monto entregado');
    await esperarValor(monto, '50000', 'lo que tiene en su poder, propuesto');
    await monto.fill('45000');
    await esperarVisible(hoja.getByText(/Faltan\s\$\s5\.000/), 'lo que falta');
    await hoja.getByRole('button', { name: 'Entregar', exact: true }).click();
    await esperarVisible(hoja.getByText('Entrega registrada: la oficina la confirmará al contar el efectivo'), 'la entrega registrada');

    const [propia] = await llamarApi<CajaCobrador[]>('GET', 'caja/cobradores', tokenCobrador);
    expect(propia?.entregaPendiente?.montoEntregado).toBe(45_000);
  });
});
