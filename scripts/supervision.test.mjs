// The supervision rules of `npm start` (scripts/lib/supervision.mjs, docs/decisiones/supervision-de-la-api.md): how
// long to wait before restarting a dead API, from the history of its exits.
/* global describe, it, expect -- jest */
import fc from 'fast-check';
import {
  CAIDAS_DE_UN_BUCLE,
  ESPERAS_MS,
  SANO_MS,
  causaDeSalida,
  decidirReinicio,
  entornoDeReinicio,
  mensajeDeReinicio,
  requiereReinicio,
} from './lib/supervision.mjs';

/** A history of runs lasting these many ms, one after the other, each ended by kill -9. */
const historialDe = (duraciones) => {
  let ahora = 1_000_000;
  return duraciones.map((duracion) => {
    const corrida = { inicio: ahora, fin: ahora + duracion, causa: 'señal SIGKILL' };
    ahora += duracion + 500;
    return corrida;
  });
};

describe('supervisión de la API', () => {
  it('reinicia lo que no se pidió: una señal o un código distinto de 0; nunca lo que se pidió', () => {
    expect(requiereReinicio({ codigo: null, senal: 'SIGKILL', pedida: false })).toBe(true);
    expect(requiereReinicio({ codigo: 134, senal: null, pedida: false })).toBe(true);
    expect(requiereReinicio({ codigo: 1, senal: null, pedida: false })).toBe(true);
    expect(requiereReinicio({ codigo: 0, senal: null, pedida: false })).toBe(false);
    expect(requiereReinicio({ codigo: null, senal: 'SIGTERM', pedida: true })).toBe(false);
    expect(requiereReinicio({ codigo: 1, senal: null, pedida: true })).toBe(false);
    expect(causaDeSalida(null, 'SIGKILL')).toBe('señal SIGKILL');
    expect(causaDeSalida(1, null)).toBe('código 1');
  });

  it('espera 0,5 s, 1, 2 y 4 s entre caídas seguidas, nunca más de 4 s', () => {
    const esperas = [1, 2, 3, 4, 5, 6].map((n) => decidirReinicio(historialDe(Array(n).fill(2_000))).esperaMs);
    expect(esperas).toEqual([500, 1000, 2000, 4000, 4000, 4000]);
  });

  it('tras 60 s en funcionamiento la espera vuelve a empezar', () => {
    expect(decidirReinicio(historialDe([1_000, 1_000, 1_000, SANO_MS])).esperaMs).toBe(500);
    expect(decidirReinicio(historialDe([1_000, 1_000, 1_000, SANO_MS, 1_000])).esperaMs).toBe(1000);
    expect(decidirReinicio(historialDe([1_000, 1_000, 1_000, SANO_MS - 1, 1_000])).esperaMs).toBe(4000);
  });

  it('tres caídas seguidas sin llegar a 60 s son un bucle de caídas, y se avisa en español', () => {
    expect(decidirReinicio(historialDe([1_000, 1_000])).bucle).toBe(false);
    const decision = decidirReinicio(historialDe([1_000, 1_000, 1_000]));
    expect(decision).toEqual({ esperaMs: 2000, seguidas: 3, bucle: true });
    expect(mensajeDeReinicio({ causa: 'código 1', reinicio: 3, ...decision })).toBe(
      'La API terminó sin que se le pidiera (código 1); se reinicia en 2 s (reinicio 3).\n' +
        'Bucle de caídas: la API se cayó 3 veces seguidas sin alcanzar 60 s en funcionamiento. Se sigue reintentando ' +
        'cada 4 s; revise los mensajes de arriba (la configuración, la base de datos, la memoria) y detenga Cartera ' +
        'con Ctrl-C si hace falta.',
    );
    expect(
      mensajeDeReinicio({ causa: 'señal SIGKILL', reinicio: 1, ...decidirReinicio(historialDe([90_000])) }),
    ).toBe('La API terminó sin que se le pidiera (señal SIGKILL); se reinicia en 0,5 s (reinicio 1).');
  });

  it('cualquier historia: la espera es una de las cuatro, crece con las caídas seguidas y nunca pasa de 5 s', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 * SANO_MS }), { minLength: 1, maxLength: 30 }), (duraciones) => {
        const { esperaMs, seguidas, bucle } = decidirReinicio(historialDe(duraciones));
        expect(ESPERAS_MS).toContain(esperaMs);
        expect(esperaMs).toBeLessThanOrEqual(5_000);
        expect(bucle).toBe(seguidas >= CAIDAS_DE_UN_BUCLE);
        // One more short crash counts one more in a row and never waits less; after a healthy run, the first wait.
        const siguiente = decidirReinicio(historialDe([...duraciones, 1_000]));
        expect(siguiente.seguidas).toBe(seguidas + 1);
        expect(siguiente.esperaMs).toBeGreaterThanOrEqual(esperaMs);
        expect(decidirReinicio(historialDe([...duraciones, SANO_MS])).esperaMs).toBe(500);
      }),
    );
  });

  it('la API reiniciada recibe la cuenta, el instante y la causa en su entorno; la primera, nada', () => {
    expect(entornoDeReinicio(0, null)).toEqual({});
    expect(entornoDeReinicio(2, { fecha: Date.parse('2026-11-28T12:05:00Z'), causa: 'señal SIGKILL' })).toEqual({
      CARTERA_REINICIOS: '2',
      CARTERA_ULTIMO_REINICIO: '2026-11-28T12:05:00.000Z',
      CARTERA_CAUSA_REINICIO: 'señal SIGKILL',
    });
  });
});
