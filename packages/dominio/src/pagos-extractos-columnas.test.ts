// Las columnas de un extracto bancario: el JSON que las nombra, cada columna encontrada por su encabezado y las líneas
// que salen del archivo. El cruce, el suspenso y la conciliación, en pagos-extractos.test.ts.
import { indiceColumna, lineasDeExtracto, validarColumnasExtracto } from './pagosExtractos';

describe('las columnas de un extracto', () => {
  it('valida el JSON de columnas', () => {
    expect(validarColumnasExtracto({ fecha: 'Fecha', descripcion: 'Detalle', valor: 'Valor' })).toEqual({
      fecha: 'Fecha',
      descripcion: 'Detalle',
      valor: 'Valor',
    });
    expect(typeof validarColumnasExtracto({ fecha: 'Fecha', valor: 'Valor' })).toBe('string');
    expect(typeof validarColumnasExtracto([1])).toBe('string');
    expect(typeof validarColumnasExtracto({ fecha: 'F', descripcion: 'D', valor: 'V', otra: 'x' })).toBe(
      'string',
    );
  });

  it('encuentra la columna por encabezado (sin tildes ni mayúsculas) o por letra', () => {
    expect(indiceColumna(['Fecha', 'Descripción', 'Valor'], 'descripcion')).toBe(1);
    expect(indiceColumna(['Fecha', 'Descripción', 'Valor'], 'C')).toBe(2);
    expect(indiceColumna(['Fecha'], 'Monto')).toBeNull();
  });

  it('lee fechas y valores a la colombiana y dice qué fila está mal', () => {
    const columnas = { fecha: 'Fecha', descripcion: 'Detalle', valor: 'Valor', referencia: 'Ref' };
    const { lineas, errores } = lineasDeExtracto(
      ['Fecha', 'Detalle', 'Valor', 'Ref'],
      [
        ['20/11/2026', 'PAGO', '1.234.567,50', '12344'],
        [new Date('2026-11-21T00:00:00Z'), 'NEQUI', 45_000, null],
        ['', '', '', ''],
      ],
      columnas,
    );
    expect(errores).toEqual([]);
    expect(lineas).toEqual([
      { fecha: '2026-11-20', descripcion: 'PAGO', valor: 1_234_567.5, referencia: '12344' },
      { fecha: '2026-11-21', descripcion: 'NEQUI', valor: 45_000, referencia: null },
    ]);
    expect(
      lineasDeExtracto(['Fecha', 'Detalle', 'Valor'], [['31/02/2026', 'X', 'mil']], columnas).errores,
    ).toEqual(['El archivo no tiene la columna «Ref» (referencia)']);
    expect(
      lineasDeExtracto(['Fecha', 'Detalle', 'Valor'], [['31/02/2026', 'X', 'mil']], {
        ...columnas,
        referencia: undefined,
      }).errores,
    ).toEqual([
      'Fila 2: «31/02/2026» no es una fecha (use dd/mm/aaaa o aaaa-mm-dd)',
      'Fila 2: «mil» no es un valor en pesos',
    ]);
  });
});
