import fc from 'fast-check';
import { ESTADOS_PRESTAMO } from './constantes';
import { diaDeCierre, retencionDelCliente, type PrestamoRetenido } from './retencionDatos';

const cerrado = (fechaCierre: string | null, actualizadoEn = '2024-01-01T12:00:00Z'): PrestamoRetenido => ({
  estado: 'pagado',
  fechaCierre,
  actualizadoEn: new Date(actualizadoEn),
});

describe('retencionDelCliente', () => {
  it('un cliente sin préstamos no tiene nada que conservar', () => {
    expect(retencionDelCliente([])).toEqual({
      prestamosAbiertos: 0,
      ultimoCierre: null,
      conservarHasta: null,
    });
  });

  it('cuenta los abiertos (activo, mora, vencido) y toma el cierre más reciente de los demás, diez años después', () => {
    const prestamos: PrestamoRetenido[] = [
      { estado: 'activo', fechaCierre: null, actualizadoEn: new Date('2025-06-01T00:00:00Z') },
      { estado: 'mora', fechaCierre: null, actualizadoEn: new Date('2025-06-01T00:00:00Z') },
      cerrado('2019-05-04'),
      { estado: 'castigado', fechaCierre: '2021-11-30', actualizadoEn: new Date('2022-01-01T00:00:00Z') },
      { estado: 'cancelado', fechaCierre: '2020-02-01', actualizadoEn: new Date('2020-02-01T00:00:00Z') },
    ];
    expect(retencionDelCliente(prestamos)).toEqual({
      prestamosAbiertos: 2,
      ultimoCierre: '2021-11-30',
      conservarHasta: '2031-11-30',
    });
  });

  it('sin fecha de cierre, el préstamo se cerró el día en Bogotá de su último cambio (UTC-5)', () => {
    // 2024-03-01 03:00 UTC es todavía el 29 de febrero en Bogotá; diez años después no hay 29 de febrero: 1 de marzo.
    expect(diaDeCierre(cerrado(null, '2024-03-01T03:00:00Z'))).toBe('2024-02-29');
    expect(retencionDelCliente([cerrado(null, '2024-03-01T03:00:00Z')])).toEqual({
      prestamosAbiertos: 0,
      ultimoCierre: '2024-02-29',
      conservarHasta: '2034-03-01',
    });
    expect(diaDeCierre(cerrado(null, '2024-03-01T05:00:00Z'))).toBe('2024-03-01');
  });

  it('los abiertos son los de esos tres estados y el último cierre es el mayor de los cerrados (propiedad)', () => {
    const fecha = fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2039-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    const prestamo = fc.record({
      estado: fc.constantFrom(...ESTADOS_PRESTAMO),
      fechaCierre: fecha,
      actualizadoEn: fc.constant(new Date('2000-01-01T12:00:00Z')),
    });
    fc.assert(
      fc.property(fc.array(prestamo, { maxLength: 8 }), (prestamos) => {
        const r = retencionDelCliente(prestamos);
        const abiertos = prestamos.filter(
          (p) => p.estado === 'activo' || p.estado === 'mora' || p.estado === 'vencido',
        );
        expect(r.prestamosAbiertos).toBe(abiertos.length);
        const cierres = prestamos.filter((p) => !abiertos.includes(p)).map((p) => p.fechaCierre);
        expect(r.ultimoCierre).toBe(cierres.length === 0 ? null : [...cierres].sort().at(-1));
        if (r.ultimoCierre)
          expect(Number(r.conservarHasta!.slice(0, 4)) - Number(r.ultimoCierre.slice(0, 4))).toBe(10);
      }),
      { numRuns: 200, seed: 51 },
    );
  });
});
