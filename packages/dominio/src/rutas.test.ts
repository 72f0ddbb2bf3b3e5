import fc from 'fast-check';
import { formatoTiempoRuta, haversineKm, largoRecorrido, optimizarRecorrido, planificarRuta, type Coordenada } from './rutas';

const bogota = { latitud: 4.711, longitud: -74.0721 };
const medellin = { latitud: 6.2442, longitud: -75.5812 };

describe('haversineKm', () => {
  it('Bogotá–Medellín ≈ 240 km y es simétrica', () => {
    const d = haversineKm(bogota, medellin);
    expect(d).toBeGreaterThan(235);
    expect(d).toBeLessThan(245);
    expect(haversineKm(medellin, bogota)).toBeCloseTo(d, 9);
    expect(haversineKm(bogota, bogota)).toBe(0);
  });
});

describe('optimizarRecorrido', () => {
  it('ordena puntos sobre una línea dados en desorden', () => {
    const puntos = [0, 3, 1, 4, 2].map((k) => ({ latitud: 4.6 + k * 0.01, longitud: -74.08 }));
    const { orden, km } = optimizarRecorrido(puntos);
    expect(orden.map((i) => puntos[i]!.latitud)).toEqual([4.6, 4.61, 4.62, 4.63, 4.64].map((v) => expect.closeTo(v, 9)));
    expect(km).toBeCloseTo(largoRecorrido([0, 1, 2, 3, 4].map((k) => ({ latitud: 4.6 + k * 0.01, longitud: -74.08 }))), 6);
  });

  it('con origen, sale del origen y el largo lo incluye', () => {
    const puntos = [{ latitud: 4.62, longitud: -74.08 }, { latitud: 4.61, longitud: -74.08 }];
    const origen = { latitud: 4.6, longitud: -74.08 };
    const { orden, km } = optimizarRecorrido(puntos, origen);
    expect(orden).toEqual([1, 0]);
    expect(km).toBeCloseTo(haversineKm(origen, puntos[0]!), 6);
  });

  it('vacío y un punto', () => {
    expect(optimizarRecorrido([])).toEqual({ orden: [], km: 0 });
    expect(optimizarRecorrido([bogota])).toEqual({ orden: [0], km: 0 });
  });

  const coordenada: fc.Arbitrary<Coordenada> = fc.record({
    latitud: fc.double({ min: 4.4, max: 4.9, noNaN: true }),
    longitud: fc.double({ min: -74.3, max: -73.9, noNaN: true }),
  });

  it('propiedad: el recorrido nunca es más largo que el orden de entrada y visita cada punto una vez', () => {
    fc.assert(
      fc.property(fc.array(coordenada, { minLength: 0, maxLength: 25 }), fc.option(coordenada, { nil: undefined }), (puntos, origen) => {
        const { orden, km } = optimizarRecorrido(puntos, origen);
        expect([...orden].sort((a, b) => a - b)).toEqual(puntos.map((_, i) => i));
        expect(km).toBeCloseTo(largoRecorrido(orden.map((i) => puntos[i]!), origen), 6);
        expect(km).toBeLessThanOrEqual(largoRecorrido(puntos, origen) + 1e-9);
        // Sin origen, el recorrido empieza en el primer punto recibido.
        if (!origen && puntos.length > 0) expect(orden[0]).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});

describe('optimizarRecorrido con miles de paradas', () => {
  // El tiempo lo mide bench:rutas (no una prueba con reloj): aquí, que con 3.000 paradas el 2-opt con límite de
  // evaluaciones termina con un recorrido válido, mucho mejor que la entrada.
  it('con 3.000 paradas da un recorrido válido y nunca más largo que la entrada', () => {
    // Generador determinista: 3.000 clientes repartidos por Bogotá.
    let semilla = 42;
    const azar = () => {
      semilla = (semilla * 1103515245 + 12345) % 2147483648;
      return semilla / 2147483648;
    };
    const puntos = Array.from({ length: 3000 }, () => ({ latitud: 4.5 + azar() * 0.3, longitud: -74.2 + azar() * 0.2 }));
    const origen = { latitud: 4.6, longitud: -74.1 };
    const { orden, km } = optimizarRecorrido(puntos, origen);
    expect(new Set(orden).size).toBe(3000);
    expect(km).toBeCloseTo(largoRecorrido(orden.map((i) => puntos[i]!), origen), 6);
    // Mucho más corto que visitarlos al azar en el orden recibido.
    expect(km).toBeLessThan(largoRecorrido(puntos, origen) / 5);
  });
});

describe('planificarRuta', () => {
  it('sin coordenadas: 2,5 km y 30 min por cliente en el orden dado', () => {
    const plan = planificarRuta([{}, {}, { latitud: null, longitud: null }]);
    expect(plan).toEqual({ orden: [0, 1, 2], distanciaTotal: 7.5, minutosEstimados: 90, tiempoEstimado: '1h 30min', metodoDistancia: 'estimada' });
  });

  it('con coordenadas: recorrido real y los no ubicados al final con 2,5 km cada uno', () => {
    const a = { latitud: 4.6, longitud: -74.08 };
    const b = { latitud: 4.62, longitud: -74.08 };
    const c = { latitud: 4.61, longitud: -74.08 };
    const plan = planificarRuta([a, {}, b, c]);
    expect(plan.orden).toEqual([0, 3, 2, 1]);
    expect(plan.metodoDistancia).toBe('coordenadas');
    expect(plan.distanciaTotal).toBe(Math.round((haversineKm(a, b) + 2.5) * 10) / 10);
    expect(plan.minutosEstimados).toBe(120);
  });
});

describe('formatoTiempoRuta', () => {
  it('horas y minutos', () => {
    expect(formatoTiempoRuta(30)).toBe('30min');
    expect(formatoTiempoRuta(120)).toBe('2h');
    expect(formatoTiempoRuta(150)).toBe('2h 30min');
  });
});
