import {
  frecuenciaPalabra,
  palabras,
  sinAcentos,
  sondaBusqueda,
  type MuestraColumna,
} from './busqueda.rules';

describe('búsqueda de texto en la auditoría', () => {
  it('normaliza como sin_acentos y separa palabras como pg_trgm', () => {
    expect(sinAcentos('Préstamo #12 de JOSÉ Núñez')).toBe('prestamo #12 de jose nunez');
    expect(palabras('Registro 123456 de la cartera, préstamo #9')).toEqual([
      'registro',
      '123456',
      'de',
      'la',
      'cartera',
      'prestamo',
      '9',
    ]);
  });

  it('la sonda del índice lleva sólo las palabras poco frecuentes de 3 o más caracteres, en orden', () => {
    const frecuentes = new Set(['registro', 'cartera']);
    const frecuencia = (palabra: string) => (frecuentes.has(palabra) ? 0.9 : 0.001);
    expect(sondaBusqueda('Registro 123456 de la cartera', frecuencia)).toBe('%123456%');
    expect(sondaBusqueda('cobro ANULADO de pedro', frecuencia)).toBe('%cobro%anulado%pedro%');
    // Todas frecuentes o cortas: ninguna palabra sirve (el servicio busca entonces el texto entero).
    expect(sondaBusqueda('registro de la cartera', frecuencia)).toBeNull();
    expect(sondaBusqueda('de', frecuencia)).toBeNull();
    expect(sondaBusqueda('%_', frecuencia)).toBeNull();
  });

  it('estima la frecuencia de una palabra con los valores comunes y el histograma de cada columna', () => {
    const usuario: MuestraColumna = {
      comunes: [
        { valor: 'usuario 1', fraccion: 0.5 },
        { valor: 'admin', fraccion: 0.5 },
      ],
      histograma: [],
    };
    const detalles: MuestraColumna = {
      comunes: [],
      histograma: ['registro 1 de la cartera', 'registro 2 de la cartera', 'cobro 3', 'cobro 4'],
    };
    expect(frecuenciaPalabra('usuario', [usuario, detalles])).toBe(0.5);
    expect(frecuenciaPalabra('registro', [usuario, detalles])).toBe(0.5);
    expect(frecuenciaPalabra('123456', [usuario, detalles])).toBe(0);
    expect(frecuenciaPalabra('o', [usuario, detalles])).toBe(1);
    // Sin estadísticas (tabla sin ANALYZE): nada es frecuente.
    expect(frecuenciaPalabra('registro', [])).toBe(0);
  });
});
