import fc from 'fast-check';
import { barridoDelPrestamo, type CuotaEnBarrido, type PrestamoEnBarrido } from './barrido';
import { sumarDias } from './fechas';

const HOY = '2026-03-10';
const cuota = (
  numero: number,
  fechaProgramada: string,
  montoPagado = 0,
  estado: CuotaEnBarrido['estado'] = 'pendiente',
): CuotaEnBarrido => ({
  id: `c${numero}`,
  numero,
  fechaProgramada,
  estado,
  montoTotal: 10_000,
  montoPagado,
  montoRefinanciado: 0,
  montoCondonado: 0,
});
const alDia: PrestamoEnBarrido = {
  estado: 'activo',
  saldoPendiente: 30_000,
  fechaVencimiento: '2026-03-20',
  cuotasVencidas: 0,
  diasMoraPromedio: 0,
  proximaFecha: '2026-03-05',
  primeraImpaga: '2026-03-05',
};

describe('barridoDelPrestamo', () => {
  it('vence las cuotas cuya fecha pasó, promedia sus días de atraso y pasa el préstamo a mora', () => {
    // Atrasos contados a mano: 10 − 5 = 5 días y 10 − 8 = 2 días; promedio 3,5.
    const r = barridoDelPrestamo(
      alDia,
      [cuota(1, '2026-03-05'), cuota(2, '2026-03-08', 4_000), cuota(3, '2026-03-20')],
      HOY,
    );
    expect(r.vencen.map((c) => c.numero)).toEqual([1, 2]);
    expect(r.columnas).toEqual({
      cuotasVencidas: 2,
      diasMoraPromedio: 3.5,
      estado: 'mora',
      proximaFecha: '2026-03-20',
      primeraImpaga: '2026-03-05',
    });
    expect(r.cambia).toBe(true);
    expect(r.pasaAMora).toBe(true);
  });

  it('un préstamo al día cuya próxima cuota vence hoy no cambia', () => {
    const r = barridoDelPrestamo(
      { ...alDia, proximaFecha: HOY, primeraImpaga: HOY },
      [cuota(1, HOY), cuota(2, '2026-03-20')],
      HOY,
    );
    expect(r).toMatchObject({ vencen: [], cambia: false, pasaAMora: false });
  });

  it('pasada la última fecha con saldo queda vencido; ya en mora no se avisa otra vez, pero sus días de atraso crecen', () => {
    const enMora: PrestamoEnBarrido = {
      ...alDia,
      estado: 'mora',
      cuotasVencidas: 1,
      diasMoraPromedio: 4,
      fechaVencimiento: '2026-03-09',
      proximaFecha: null,
      primeraImpaga: '2026-03-02',
    };
    // Ya vencida desde el 2 (8 días) y la del 9 (1 día): (8 + 1) / 2 = 4,5.
    const r = barridoDelPrestamo(enMora, [cuota(1, '2026-03-02', 0, 'vencida'), cuota(2, '2026-03-09')], HOY);
    expect(r.vencen.map((c) => c.numero)).toEqual([2]);
    expect(r.columnas).toMatchObject({
      cuotasVencidas: 2,
      diasMoraPromedio: 4.5,
      estado: 'vencido',
      proximaFecha: null,
    });
    expect(r.pasaAMora).toBe(false);
  });

  it('sin saldo queda pagado aunque una cuota tenga la fecha pasada', () => {
    const r = barridoDelPrestamo({ ...alDia, saldoPendiente: 0 }, [], HOY);
    expect(r.columnas.estado).toBe('pagado');
  });

  it('lo que escribe un barrido, el siguiente del mismo día no lo cambia (una vez por día)', () => {
    // Corrida más larga verificada: numRuns 2000.
    const arbCuotas = fc.array(
      fc.record({
        desfase: fc.integer({ min: -40, max: 40 }),
        pagado: fc.integer({ min: 0, max: 9_999 }),
        vencida: fc.boolean(),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(arbCuotas, fc.integer({ min: -10, max: 60 }), (datos, vence) => {
        const cuotas = datos.map((d, i) => {
          const fecha = sumarDias(HOY, d.desfase);
          return cuota(
            i + 1,
            fecha,
            d.pagado,
            d.vencida && fecha < HOY ? 'vencida' : d.pagado > 0 ? 'parcial' : 'pendiente',
          );
        });
        const primero = barridoDelPrestamo(
          { ...alDia, fechaVencimiento: sumarDias(HOY, vence) },
          cuotas,
          HOY,
        );
        const guardadas = cuotas.map((c) =>
          primero.vencen.includes(c) ? { ...c, estado: 'vencida' as const } : c,
        );
        const segundo = barridoDelPrestamo(
          { ...alDia, fechaVencimiento: sumarDias(HOY, vence), ...primero.columnas },
          guardadas,
          HOY,
        );
        expect(segundo.cambia).toBe(false);
        expect(segundo.columnas).toEqual(primero.columnas);
        // Cada cuota de fecha pasada queda vencida (todas deben algo); ninguna de hoy en adelante.
        expect(guardadas.filter((c) => c.fechaProgramada < HOY).every((c) => c.estado === 'vencida')).toBe(
          true,
        );
        expect(primero.vencen.every((c) => c.fechaProgramada < HOY)).toBe(true);
        expect(primero.columnas.cuotasVencidas).toBe(cuotas.filter((c) => c.fechaProgramada < HOY).length);
      }),
      { seed: 51, numRuns: 200 },
    );
  });
});
