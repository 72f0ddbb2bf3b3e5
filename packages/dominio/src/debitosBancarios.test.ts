import fc from 'fast-check';
import {
  cambiosDeDiferencia,
  devolucionesDeDebitos,
  lineasRepetidas,
  normalizarPatron,
  reglaDeDebito,
  saldosDelExtracto,
  validarPatron,
  type ReglaDebito,
} from './debitosBancarios';

const TILDES: Record<string, string> = { A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú', N: 'Ñ' };

/** La misma palabra con tildes y mayúsculas cambiadas al azar. */
const variante = (texto: string, cambios: boolean[]) =>
  [...texto]
    .map((c, i) => {
      const conTilde = cambios[i % cambios.length] && TILDES[c] && c !== 'N' ? TILDES[c] : c;
      return cambios[(i + 1) % cambios.length] ? conTilde.toLowerCase() : conTilde;
    })
    .join('');

const palabra = fc.stringMatching(/^[A-Z0-9]{2,12}$/);

describe('reglaDeDebito', () => {
  const reglas: ReglaDebito[] = [
    { id: '1', patron: 'COMISION', cuentaId: 'bancarios' },
    { id: '2', patron: 'GMF', cuentaId: 'gmf' },
    { id: '3', patron: 'IVA comisión', cuentaId: 'iva' },
  ];

  it('clasifica la comisión, el 4×1000 y deja sin regla lo desconocido', () => {
    expect(reglaDeDebito('Comisión transferencia', reglas)?.cuentaId).toBe('bancarios');
    expect(reglaDeDebito('COBRO GMF 4X1000', reglas)?.cuentaId).toBe('gmf');
    expect(reglaDeDebito('RETIRO CAJERO', reglas)).toBeNull();
    expect(reglaDeDebito('COMISION', [])).toBeNull();
  });

  it('gana el patrón más largo: «IVA COMISION» antes que «COMISION»', () => {
    expect(reglaDeDebito('IVA COMISION TRANSF', reglas)?.cuentaId).toBe('iva');
  });

  it('propiedad: no distingue tildes ni mayúsculas, en el patrón ni en la descripción', () => {
    fc.assert(
      fc.property(palabra, palabra, palabra, fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }), (antes, patron, despues, cambios) => {
        const descripcion = `${antes} ${patron} ${despues}`;
        const una = [{ id: 'r', patron, cuentaId: 'c' }];
        expect(reglaDeDebito(variante(descripcion, cambios), una)?.id).toBe('r');
        expect(reglaDeDebito(descripcion, [{ ...una[0], patron: variante(patron, [...cambios].reverse()) }])?.id).toBe('r');
      }),
    );
  });

  it('propiedad: la elegida está en la descripción y ninguna otra que esté es más larga', () => {
    fc.assert(
      fc.property(fc.array(palabra, { minLength: 1, maxLength: 6 }), fc.array(palabra, { maxLength: 8 }), (palabras, patrones) => {
        const descripcion = palabras.join(' ');
        const lista = patrones.map((patron, i) => ({ id: String(i), patron, cuentaId: `c${i}` }));
        const elegida = reglaDeDebito(descripcion, lista);
        const sirven = lista.filter((r) => normalizarPatron(descripcion).includes(normalizarPatron(r.patron)));
        if (sirven.length === 0) expect(elegida).toBeNull();
        else {
          expect(sirven).toContain(elegida);
          for (const r of sirven) expect(normalizarPatron(r.patron).length).toBeLessThanOrEqual(normalizarPatron(elegida?.patron ?? '').length);
        }
      }),
    );
  });

  it('valida el patrón: de 2 a 60 caracteres, con los espacios juntos', () => {
    expect(validarPatron('  cuota   de manejo ')).toBe('cuota de manejo');
    expect(validarPatron('x')).toEqual({ error: expect.stringContaining('entre 2 y 60') });
    expect(validarPatron(5)).toEqual({ error: expect.any(String) });
    expect(validarPatron('A'.repeat(61))).toEqual({ error: expect.any(String) });
  });
});

describe('devolucionesDeDebitos', () => {
  it('el débito del día de la devolución y por su valor es esa devolución; cada una sirve a un solo débito', () => {
    const pares = devolucionesDeDebitos(
      [
        { id: 'd1', fecha: '2026-11-20', valor: -7_000 },
        { id: 'd2', fecha: '2026-11-20', valor: -7_000 },
        { id: 'd3', fecha: '2026-11-21', valor: -7_000 },
        { id: 'd4', fecha: '2026-11-20', valor: -3_500 },
      ],
      [{ id: 'v1', fecha: '2026-11-20', valor: 7_000 }],
    );
    expect([...pares]).toEqual([['d1', 'v1']]);
  });
});

describe('lineasRepetidas', () => {
  it('la primera sigue; la idéntica que viene después espera; otra referencia no es la misma', () => {
    const l = { fecha: '2026-11-20', valor: 50_000, descripcion: 'PAGO  NEQUI', referencia: 'A1' };
    expect(
      lineasRepetidas([l, { ...l, descripcion: 'pago nequi' }, { ...l, referencia: 'A2' }, l]),
    ).toEqual([false, true, false, true]);
  });

  it('propiedad: tantas repeticiones como líneas menos las distintas', () => {
    const linea = fc.record({
      fecha: fc.constantFrom('2026-11-20', '2026-11-21'),
      valor: fc.constantFrom(-3_500, 50_000),
      descripcion: fc.constantFrom('A', 'B'),
      referencia: fc.constantFrom(null, 'R'),
    });
    fc.assert(
      fc.property(fc.array(linea, { maxLength: 30 }), (lineas) => {
        const distintas = new Set(lineas.map((l) => JSON.stringify(l))).size;
        expect(lineasRepetidas(lineas).filter(Boolean).length).toBe(lineas.length - distintas);
      }),
    );
  });
});

describe('saldos del extracto contra el mayor', () => {
  it('sin columna de saldo: la apertura más las líneas con su signo; 155.000 − 3.500 = 151.500', () => {
    const s = saldosDelExtracto(0, [
      { fecha: '2026-11-20', valor: 155_000, saldo: null },
      { fecha: '2026-11-20', valor: -3_500, saldo: null },
      { fecha: '2026-11-21', valor: 10_000.5, saldo: null },
    ]);
    expect([...s]).toEqual([
      ['2026-11-20', 151_500],
      ['2026-11-21', 161_500.5],
    ]);
  });

  it('con columna de saldo: manda el del banco, y sigue sumando si una línea no lo trae', () => {
    const s = saldosDelExtracto(999, [
      { fecha: '2026-11-20', valor: 100, saldo: 1_100 },
      { fecha: '2026-11-21', valor: -50, saldo: null },
    ]);
    expect([...s]).toEqual([
      ['2026-11-20', 1_100],
      ['2026-11-21', 1_050],
    ]);
  });

  it('propiedad: sin columna de saldo, el último cierre es la apertura más la suma al centavo', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.array(fc.integer({ min: -5_000_000, max: 5_000_000 }), { minLength: 1, maxLength: 40 }), (apertura, centavos) => {
        const lineas = centavos.map((c, i) => ({ fecha: `2026-11-${String(1 + Math.floor(i / 3)).padStart(2, '0')}`, valor: c / 100, saldo: null }));
        const cierres = [...saldosDelExtracto(apertura / 100, lineas).values()];
        expect(Math.round(cierres[cierres.length - 1] * 100)).toBe(apertura + centavos.reduce((t, c) => t + c, 0));
      }),
    );
  });

  it('la diferencia se dice el día en que aparece y el día en que cambia; un día sin extracto no la inventa', () => {
    expect(
      cambiosDeDiferencia([
        { fecha: '2026-11-19', saldoExtracto: null, saldoMayor: 5, diferencia: null },
        { fecha: '2026-11-20', saldoExtracto: 100, saldoMayor: 100, diferencia: 0 },
        { fecha: '2026-11-21', saldoExtracto: 100, saldoMayor: 90, diferencia: 10 },
        { fecha: '2026-11-22', saldoExtracto: 200, saldoMayor: 190, diferencia: 10 },
        { fecha: '2026-11-23', saldoExtracto: 200, saldoMayor: 215, diferencia: -15 },
      ]),
    ).toEqual([
      { fecha: '2026-11-21', diferencia: 10, cambio: 10 },
      { fecha: '2026-11-23', diferencia: -15, cambio: -25 },
    ]);
  });

  it('propiedad: si algún día el banco y el mayor difieren, hay al menos un cambio que lo dice', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -1000, max: 1000 })), { maxLength: 20 }), (pares) => {
        const dias = pares.map(([e, m], i) => ({ fecha: `2026-10-${String(i + 1).padStart(2, '0')}`, saldoExtracto: e, saldoMayor: m, diferencia: e - m }));
        const difieren = dias.some((d) => d.diferencia !== 0);
        expect(cambiosDeDiferencia(dias).length > 0).toBe(difieren);
      }),
    );
  });
});
