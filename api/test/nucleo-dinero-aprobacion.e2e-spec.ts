// Aprobar corre el núcleo de dinero entero con el pedido guardado (docs/decisiones/nucleo-de-dinero.md): la ventana de
// fechas también. Antes la aprobación de una liquidación la aplicaba con la fecha pedida aunque ya no cupiera en la
// ventana de la organización.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import { crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';

describe('núcleo de dinero: aprobar pasa por los mismos pasos', () => {
  const hoy = hoyBogota();

  const { prueba } = usarAppPrueba();

  it('una liquidación pedida con una fecha que ya no cabe en la ventana no se aplica al aprobarla: 400 y nada cambia', async () => {
    const admin = prueba.como('admin');
    const cliente = await crearClientePrueba(prueba.dataSource);
    const prestamo = await crearPrestamoPrueba(prueba, await prueba.token('admin'), {
      cliente: cliente.id,
      monto: 1_000_000,
      interes: 10,
      cuotas: 4,
      modalidad: 'semanal',
      fechaInicio: sumarDias(hoy, -10),
    });
    // Un gerente liquida recibiendo 100.000 con fecha de hace dos días: el descuento pasa su umbral y espera.
    const pedida = await prueba
      .como('gerente')
      .post(`/api/prestamos/${prestamo._id}/liquidar`, {
        montoRecibido: 100_000,
        motivo: 'Pago anticipado',
        fecha: sumarDias(hoy, -2),
      });
    expect(pedida.status).toBe(200);
    const aprobacionId: string = pedida.body.aprobacion._id;
    // La organización cierra su ventana a hoy: la fecha pedida ya no cabe.
    await prueba.dataSource.query(`UPDATE configuracion_organizacion SET dias_atras_fechas = 0`);
    const movimientos = async () =>
      (await admin.get(`/api/prestamos/${prestamo._id}/movimientos`)).body.data.length;
    const estado = async () => (await admin.get(`/api/prestamos/${prestamo._id}`)).body.data;
    const antes = {
      movimientos: await movimientos(),
      estado: (await estado()).estado,
      saldo: (await estado()).saldoPendiente,
    };

    const aprobada = await admin.patch(`/api/aprobaciones/${aprobacionId}/aprobar`);
    expect(aprobada.status).toBe(400);
    expect(Object.keys(aprobada.body.errors)).toEqual(['fecha']);
    const despues = await estado();
    expect({
      movimientos: await movimientos(),
      estado: despues.estado,
      saldo: despues.saldoPendiente,
    }).toEqual(antes);
    const pendientes = (await admin.get('/api/aprobaciones?estado=pendiente')).body.data as Array<{
      _id: string;
    }>;
    expect(pendientes.map((a) => a._id)).toContain(aprobacionId);
  });
});
