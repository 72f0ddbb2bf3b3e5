import fc from 'fast-check';
import {
  MENSAJES_COLUMNAS_IMPORTACION,
  formatearTiempoRestante,
  leerMapeoColumnas,
  mapeoDeHoja,
  revisarEncabezados,
  segundosRestantesImportacion,
} from './importacionColumnas';

describe('leerMapeoColumnas', () => {
  it('acepta un mapeo general y uno por hoja (la hoja por su nombre sin tildes)', () => {
    expect(leerMapeoColumnas({ Documento: 'cedula', préstamos: { Valor: 'monto' } })).toEqual({
      mapeo: { Documento: 'cedula', Prestamos: { Valor: 'monto' } },
    });
  });

  it('rechaza lo que no es un objeto de textos y las columnas que la hoja no tiene', () => {
    expect(leerMapeoColumnas(['cedula'])).toEqual({ error: MENSAJES_COLUMNAS_IMPORTACION.formato });
    expect(leerMapeoColumnas({ Documento: 3 })).toEqual({ error: MENSAJES_COLUMNAS_IMPORTACION.formato });
    expect(leerMapeoColumnas({ Hoja1: { a: 'cedula' } })).toEqual({ error: MENSAJES_COLUMNAS_IMPORTACION.formato });
    expect(leerMapeoColumnas({ Cobros: { Documento: 'cedula' } })).toEqual({
      error: MENSAJES_COLUMNAS_IMPORTACION.columnaDesconocida('Cobros', 'cedula'),
    });
    expect(leerMapeoColumnas({ Documento: 'dni' })).toEqual({
      error: MENSAJES_COLUMNAS_IMPORTACION.columnaDesconocidaGeneral('dni'),
    });
    const enorme = Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`c${i}`, 'nombre']));
    expect(leerMapeoColumnas({ Clientes: enorme })).toEqual({ error: MENSAJES_COLUMNAS_IMPORTACION.demasiadas });
  });

  it("'' dice que un encabezado no se usa", () => {
    expect(leerMapeoColumnas({ Clientes: { Notas: '' } })).toEqual({ mapeo: { Clientes: { Notas: '' } } });
  });
});

describe('mapeoDeHoja y revisarEncabezados', () => {
  it('el mapeo de la hoja gana sobre el general y no pasa a otras hojas', () => {
    const mapeo = { Codigo: 'idExterno', Clientes: { Codigo: 'cedula', Celular: 'telefono' } };
    expect(mapeoDeHoja(mapeo, 'Clientes')).toEqual({ Codigo: 'cedula', Celular: 'telefono' });
    expect(mapeoDeHoja(mapeo, 'Cobradores')).toEqual({ Codigo: 'idExterno' });
  });

  it('dice qué obligatorias faltan y qué encabezados quedan sin columna', () => {
    const encabezados = ['Código', 'Documento', 'Nombre', 'Celular', 'Dirección', 'Ciudad', 'Notas', ''];
    expect(revisarEncabezados('Clientes', encabezados)).toEqual({
      faltan: ['idExterno', 'cedula', 'telefono'],
      ignorados: ['Código', 'Documento', 'Celular', 'Notas'],
    });
    const mapeo = { Clientes: { Código: 'idExterno', Documento: 'cedula', Celular: 'telefono', Notas: '' } };
    expect(revisarEncabezados('Clientes', encabezados, mapeo)).toEqual({ faltan: [], ignorados: [] });
  });
});

describe('segundosRestantesImportacion', () => {
  it('al ritmo que lleva: 250 de 1.000 filas en 10 s dejan 30 s', () => {
    expect(segundosRestantesImportacion(250, 1000, 10_000)).toBe(30);
    expect(segundosRestantesImportacion(3, 10, 1_000)).toBe(3); // 7 × 1/3 s = 2,33 s → 3
  });

  it('sin filas hechas no hay ritmo; terminada no queda nada', () => {
    expect(segundosRestantesImportacion(0, 10, 5_000)).toBeNull();
    expect(segundosRestantesImportacion(10, 10, 5_000)).toBe(0);
    expect(segundosRestantesImportacion(0, 0, 0)).toBe(0);
  });

  it('nunca es negativo y baja (o queda igual) cuando avanza al mismo ritmo', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 100 }), (total, msPorFila) => {
        let anterior = Infinity;
        for (const hechas of [1, Math.ceil(total / 3), Math.ceil(total / 2), total]) {
          const restante = segundosRestantesImportacion(Math.min(hechas, total), total, Math.min(hechas, total) * msPorFila);
          expect(restante).not.toBeNull();
          expect(restante!).toBeGreaterThanOrEqual(0);
          expect(restante!).toBeLessThanOrEqual(anterior);
          anterior = restante!;
        }
      }),
      { numRuns: 200, seed: 52 },
    );
  });
});

describe('formatearTiempoRestante', () => {
  it('segundos, minutos con segundos u horas con minutos', () => {
    expect(formatearTiempoRestante(45)).toBe('45 s');
    expect(formatearTiempoRestante(125)).toBe('2 min 5 s');
    expect(formatearTiempoRestante(3780)).toBe('1 h 3 min');
    expect(formatearTiempoRestante(0)).toBe('0 s');
  });
});
