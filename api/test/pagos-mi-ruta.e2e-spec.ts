// Mi Ruta muestra en cada préstamo lo que el cobrador registró por transferencia y sigue por confirmar
// (docs/decisiones/pagos-por-transferencia.md): no está en lo cobrado hasta que la oficina (o el extracto) la confirma.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { crearClientePrueba } from './support/fabricas-cartera';
import { prestamoSemanal } from './support/escenarios';

describe('Mi Ruta: transferencias por confirmar', () => {
  const hoy = hoyBogota();

  const { prueba, ids } = usarAppPrueba();

  it('el préstamo muestra la transferencia por confirmar hasta que se confirma; entonces es lo cobrado hoy', async () => {
    const admin = prueba.como('admin');
    const cobrador = prueba.como('cobrador1');
    const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: ids.cobrador1, nombre: 'Paga Por Nequi' });
    // 40.000 en 4 cuotas semanales de 10.000: la segunda vence hoy.
    const p = await prestamoSemanal(prueba, {
      cliente: cliente.id,
      cobrador: ids.cobrador1,
      monto: 40_000,
      interes: 0,
      cuotas: 4,
      fechaInicio: sumarDias(hoy, -7),
    });
    const nequi = (
      await admin.post('/api/pagos/cuentas', { tipo: 'nequi', nombre: 'Nequi', identificador: '3001234567' })
    ).body.data;
    const delPrestamo = async (): Promise<Json> => {
      const dia = (await cobrador.get('/api/mi-ruta')).body.data;
      return dia.paradas.flatMap((parada: Json) => parada.prestamos).find((x: Json) => x._id === p._id);
    };
    expect(await delPrestamo()).toMatchObject({ porConfirmar: 0, cobradoHoy: 0 });

    const r = await cobrador.post('/api/pagos/transferencias', {
      prestamo: p._id,
      monto: 10_000,
      fecha: hoy,
      cuenta: nequi._id,
      referencia: 'M1',
    });
    expect(r.status).toBe(201);
    expect(await delPrestamo()).toMatchObject({ porConfirmar: 10_000, cobradoHoy: 0 });

    expect(
      (await admin.post(`/api/pagos/transferencias/${r.body.data.transferencia._id}/confirmar`)).status,
    ).toBe(200);
    expect(await delPrestamo()).toMatchObject({ porConfirmar: 0, cobradoHoy: 10_000 });
  });
});
