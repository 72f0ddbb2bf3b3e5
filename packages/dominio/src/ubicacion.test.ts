import {
  DISTANCIA_FUERA_DE_SITIO_DEFECTO,
  MENSAJES_UBICACION,
  distanciaMetros,
  estaFueraDeSitio,
  formatearDistancia,
  validarDistanciaFueraDeSitio,
  validarUbicacion,
} from './ubicacion';

// Cifras calculadas aparte, sin haversine: con la ley esférica de los cosenos (R = 6 371 008,8 m) y, para
// desplazamientos sobre un meridiano o un paralelo, a mano (R·Δφ y R·cos φ·Δλ).
const plazaDeBolivar = { latitud: 4.598056, longitud: -74.075833 };
const parque93 = { latitud: 4.676667, longitud: -74.048333 };

describe('distanciaMetros', () => {
  it('Plaza de Bolívar – Parque de la 93: 9.257 m, en los dos sentidos', () => {
    expect(distanciaMetros(plazaDeBolivar, parque93)).toBe(9257);
    expect(distanciaMetros(parque93, plazaDeBolivar)).toBe(9257);
  });

  it('0,0027° al norte son 300 m (R·Δφ = 300,23 m)', () => {
    expect(
      distanciaMetros(plazaDeBolivar, { ...plazaDeBolivar, latitud: plazaDeBolivar.latitud + 0.0027 }),
    ).toBe(300);
  });

  it('0,003° al oriente en la latitud de Chapinero son 332 m (R·cos φ·Δλ = 332,49 m)', () => {
    const a = { latitud: 4.6486, longitud: -74.0621 };
    expect(distanciaMetros(a, { latitud: 4.6486, longitud: -74.0591 })).toBe(332);
  });

  it('el mismo punto está a 0 m', () => {
    expect(distanciaMetros(parque93, parque93)).toBe(0);
  });
});

describe('estaFueraDeSitio', () => {
  it('fuera sólo pasando la distancia; sin distancia no se sabe', () => {
    expect(estaFueraDeSitio(301, DISTANCIA_FUERA_DE_SITIO_DEFECTO)).toBe(true);
    expect(estaFueraDeSitio(300, DISTANCIA_FUERA_DE_SITIO_DEFECTO)).toBe(false);
    expect(estaFueraDeSitio(null, DISTANCIA_FUERA_DE_SITIO_DEFECTO)).toBeNull();
  });
});

describe('validarUbicacion', () => {
  it('acepta una ubicación del navegador, con todos sus decimales y precisión 0', () => {
    expect(validarUbicacion({ latitud: 4.648623456789, longitud: -74.062112345, precision: 0 })).toEqual({});
    expect(validarUbicacion({ latitud: -90, longitud: 180, precision: 100_000 })).toEqual({});
  });

  it('rechaza cada campo fuera de rango o que no es número, con su mensaje', () => {
    expect(validarUbicacion({ latitud: 91, longitud: -181, precision: -1 })).toEqual({
      latitud: MENSAJES_UBICACION.latitudInvalida,
      longitud: MENSAJES_UBICACION.longitudInvalida,
      precision: MENSAJES_UBICACION.precisionInvalida,
    });
    expect(Object.keys(validarUbicacion({ latitud: '4.6', longitud: Number.NaN }))).toEqual([
      'latitud',
      'longitud',
      'precision',
    ]);
    expect(Object.keys(validarUbicacion(null))).toHaveLength(3);
  });
});

describe('validarDistanciaFueraDeSitio', () => {
  it('metros enteros de 20 a 50.000', () => {
    expect(validarDistanciaFueraDeSitio(300)).toBeNull();
    expect(validarDistanciaFueraDeSitio(20)).toBeNull();
    expect(validarDistanciaFueraDeSitio(50_000)).toBeNull();
    for (const malo of [19, 50_001, 300.5, '300', null])
      expect(validarDistanciaFueraDeSitio(malo)).toBe(MENSAJES_UBICACION.distanciaInvalida);
  });
});

describe('formatearDistancia', () => {
  it('metros hasta 999, kilómetros con un decimal desde 1.000', () => {
    expect(formatearDistancia(850)).toBe('850 m');
    expect(formatearDistancia(2002)).toBe('2,0 km');
    expect(formatearDistancia(9257)).toBe('9,3 km');
  });
});
