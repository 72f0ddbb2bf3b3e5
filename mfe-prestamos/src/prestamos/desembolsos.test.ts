import { CASILLA_USURA, aprobarSolicitud, registrarPrestamo, reengancharPrestamo } from './desembolsos';
import { esErrorHttp } from '@cartera/plataforma';
import { responderConfirmacion } from '../../../packages/plataforma/test/confirmacion';
import { crearPrestamo } from './pruebas/datos';
import { crearServidor, fallo, ok, prepararCadaPrueba } from './pruebas/servidor';

const advertencia =
  'El desembolso de $ 3.000.000 supera el efectivo disponible en la caja de la oficina ($ 1.000.000): la caja queda en -$ 2.000.000.';

describe('desembolsos: el aviso de una caja que no alcanzaba', () => {
  prepararCadaPrueba();

  it('aprobar y reenganchar dicen el mensaje de la API y, después, el aviso de la caja', async () => {
    crearServidor({
      'PATCH /prestamos/p1/aprobar': ok(crearPrestamo(), {
        message: 'Solicitud aprobada: el préstamo quedó desembolsado',
        advertencia,
      }),
      'POST /prestamos/p1/reenganche': ok(crearPrestamo(), { message: 'Reenganche realizado', advertencia }),
    });
    expect((await aprobarSolicitud('p1', 'clave-1')).mensaje).toBe(
      `Solicitud aprobada: el préstamo quedó desembolsado. ${advertencia}`,
    );
    expect((await reengancharPrestamo('p1', { montoAdicional: 3_000_000 }, 'clave-2')).mensaje).toBe(
      `Reenganche realizado. ${advertencia}`,
    );
  });

  it('sin aviso, el mensaje de siempre; crear devuelve el aviso junto al préstamo', async () => {
    crearServidor({
      'PATCH /prestamos/p1/aprobar': ok(crearPrestamo(), { message: 'Solicitud aprobada: el préstamo quedó desembolsado' }),
      'POST /prestamos': ok(crearPrestamo(), { advertencia }),
    });
    expect((await aprobarSolicitud('p1', 'clave-3')).mensaje).toBe('Solicitud aprobada: el préstamo quedó desembolsado');
    expect((await registrarPrestamo({} as never, 'clave-4')).advertencia).toBe(advertencia);
  });
});

describe('desembolsos: aprobar una solicitud sobre la tasa de usura', () => {
  prepararCadaPrueba();
  const mensaje = 'La tasa efectiva anual del préstamo (250,00 % EA) supera la tasa de usura certificada para Microcrédito.';

  function servir() {
    return crearServidor({
      'PATCH /prestamos/p1/aprobar': (llamada) =>
        (llamada.cuerpo as { confirmarUsura?: boolean }).confirmarUsura
          ? ok(crearPrestamo(), { message: 'Solicitud aprobada: el préstamo quedó desembolsado' })
          : fallo(422, mensaje, 'CONFIRMACION_USURA_REQUERIDA'),
    });
  }

  it('pregunta en la página con el mensaje de la API y la casilla; marcada, reenvía con la confirmación y la misma clave', async () => {
    const { de } = servir();
    const aprobacion = aprobarSolicitud('p1', 'clave-5');
    expect(await responderConfirmacion('Aprobar', { casilla: CASILLA_USURA })).toBe(mensaje);
    expect((await aprobacion).mensaje).toBe('Solicitud aprobada: el préstamo quedó desembolsado');
    const envios = de('PATCH /prestamos/p1/aprobar');
    expect(envios.map((envio) => envio.cuerpo)).toEqual([{}, { confirmarUsura: true }]);
    expect(envios.map((envio) => envio.cabeceras.get('Idempotency-Key'))).toEqual(['clave-5', 'clave-5']);
  });

  it('sin la confirmación no se aprueba: llega el rechazo de la API', async () => {
    const { de } = servir();
    const aprobacion = aprobarSolicitud('p1', 'clave-6').catch((error: unknown) => error);
    await responderConfirmacion('Cancelar');
    const error = await aprobacion;
    expect(esErrorHttp(error) && error.code).toBe('CONFIRMACION_USURA_REQUERIDA');
    expect(de('PATCH /prestamos/p1/aprobar')).toHaveLength(1);
  });
});
