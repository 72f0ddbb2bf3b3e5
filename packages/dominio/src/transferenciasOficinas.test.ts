import fc from 'fast-check';
import { cuadra, type LineaRegla } from './lineasContables';
import { CUENTAS_RECIPROCAS, reglaTransferenciaOficinas } from './transferenciasOficinas';

const oficinas = fc.uniqueArray(fc.uuid(), { minLength: 2, maxLength: 2 });
const monto = fc.integer({ min: 1, max: 1_000_000_000_00 });

/** El neto (débito − crédito) de las líneas que cumplen `filtro`. */
const neto = (lineas: LineaRegla[], filtro: (l: LineaRegla) => boolean) =>
  lineas.filter(filtro).reduce((t, l) => t + l.debito - l.credito, 0);

const esCaja = (l: LineaRegla) => typeof l.cuenta !== 'string' && l.cuenta.tipo === 'oficina';

describe('reglaTransferenciaOficinas', () => {
  it('cuadra en cada oficina y la caja pasa de una a otra el monto', () => {
    fc.assert(
      fc.property(oficinas, monto, ([origen, destino], m) => {
        const lineas = reglaTransferenciaOficinas({ origen, destino, monto: m });
        expect(cuadra(lineas)).toBe(true);
        for (const oficina of [origen, destino]) expect(neto(lineas, (l) => l.oficinaId === oficina)).toBe(0);
        expect(neto(lineas, (l) => esCaja(l) && l.oficinaId === origen)).toBe(-m);
        expect(neto(lineas, (l) => esCaja(l) && l.oficinaId === destino)).toBe(m);
      }),
    );
  });

  it('en el consolidado las recíprocas se anulan y la caja no cambia', () => {
    fc.assert(
      fc.property(oficinas, fc.array(fc.tuple(fc.boolean(), monto), { maxLength: 8 }), ([a, b], envios) => {
        const lineas = envios.flatMap(([deA, m]) =>
          reglaTransferenciaOficinas(
            deA ? { origen: a, destino: b, monto: m } : { origen: b, destino: a, monto: m },
          ),
        );
        const reciproca = (l: LineaRegla) =>
          typeof l.cuenta === 'string' && (CUENTAS_RECIPROCAS as readonly string[]).includes(l.cuenta);
        expect(neto(lineas, reciproca)).toBe(0);
        expect(neto(lineas, esCaja)).toBe(0);
      }),
    );
  });

  it('no admite la misma oficina a los dos lados', () => {
    expect(() => reglaTransferenciaOficinas({ origen: 'x', destino: 'x', monto: 1 })).toThrow();
  });

  it('cuadra rechaza un comprobante que cuadra en total pero no en cada oficina', () => {
    const lineas: LineaRegla[] = [
      { cuenta: 'por_cobrar_oficinas', debito: 5, credito: 0, oficinaId: 'a' },
      { cuenta: 'por_pagar_oficinas', debito: 0, credito: 5, oficinaId: 'b' },
    ];
    expect(cuadra(lineas)).toBe(false);
  });
});
