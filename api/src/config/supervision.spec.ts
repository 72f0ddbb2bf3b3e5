import { leerConfiguracion } from './configuracion';
import { problemasDe } from '../../test/support/configuracion';

describe('reinicios que pasa el supervisor de npm start', () => {
  it('sin las variables (Kubernetes, las pruebas) no hubo reinicios', () => {
    expect(leerConfiguracion({}).reinicios).toEqual({ cantidad: 0, ultimo: null });
  });

  it('con un reinicio: la cantidad, el instante normalizado y la causa', () => {
    const config = leerConfiguracion({
      CARTERA_REINICIOS: '2',
      CARTERA_ULTIMO_REINICIO: '2026-11-28T07:05:00-05:00',
      CARTERA_CAUSA_REINICIO: 'señal SIGKILL',
    });
    expect(config.reinicios).toEqual({
      cantidad: 2,
      ultimo: { fecha: '2026-11-28T12:05:00.000Z', causa: 'señal SIGKILL' },
    });
  });

  it('un valor inválido detiene el arranque nombrando la variable', () => {
    expect(problemasDe({ CARTERA_REINICIOS: '-1' })).toEqual([
      "CARTERA_REINICIOS debe ser un entero mayor o igual a 0 (valor recibido: '-1')",
    ]);
    expect(problemasDe({ CARTERA_REINICIOS: '1', CARTERA_ULTIMO_REINICIO: 'ayer', CARTERA_CAUSA_REINICIO: 'x' })).toEqual([
      "CARTERA_ULTIMO_REINICIO debe ser un instante ISO 8601 como 2026-11-28T12:00:00.000Z cuando CARTERA_REINICIOS es mayor que 0 (valor recibido: 'ayer')",
    ]);
    expect(problemasDe({ CARTERA_REINICIOS: '1', CARTERA_ULTIMO_REINICIO: '2026-11-28T12:00:00Z' })).toEqual([
      'CARTERA_CAUSA_REINICIO debe ser un texto de 1 a 120 caracteres cuando CARTERA_REINICIOS es mayor que 0',
    ]);
    expect(
      problemasDe({
        CARTERA_REINICIOS: '1',
        CARTERA_ULTIMO_REINICIO: '2026-11-28T12:00:00Z',
        CARTERA_CAUSA_REINICIO: 'x'.repeat(121),
      }),
    ).toHaveLength(1);
  });
});
