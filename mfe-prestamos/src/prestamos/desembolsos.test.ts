import { aprobarSolicitud, registrarPrestamo, reengancharPrestamo } from './desembolsos';
import { crearPrestamo } from './pruebas/datos';
import { crearServidor, ok, prepararCadaPrueba } from './pruebas/servidor';

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
