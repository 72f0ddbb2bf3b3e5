import fc from 'fast-check';
import { DIAS_ATRAS_SIN_INICIO_CAJA, errorFechaMovimiento } from './fechaMovimientoCaja';

/** Días desde 2000-01-01 a una fecha ISO, con Date en UTC (el oráculo no usa las fechas de dominio). */
const aDia = (fecha: string) => Date.parse(`${fecha}T00:00:00Z`) / 86_400_000;
const deDia = (dia: number) => new Date(dia * 86_400_000).toISOString().slice(0, 10);

describe('errorFechaMovimiento', () => {
  it('con inicio de caja: ni futura ni antes del inicio; sin inicio, hasta un año atrás', () => {
    const hoy = '2026-11-28';
    expect(errorFechaMovimiento({ fecha: hoy, hoy, inicioCaja: '2026-01-01' })).toBeNull();
    expect(errorFechaMovimiento({ fecha: '2026-11-29', hoy, inicioCaja: null })).toBe(
      'La fecha del movimiento no puede ser posterior a hoy',
    );
    expect(errorFechaMovimiento({ fecha: '2025-12-31', hoy, inicioCaja: '2026-01-01' })).toBe(
      'La fecha del movimiento no puede ser anterior al inicio de la caja (01/01/2026)',
    );
    expect(errorFechaMovimiento({ fecha: '2025-11-26', hoy, inicioCaja: null })).toBe(
      `La fecha del movimiento no puede ser de hace más de ${DIAS_ATRAS_SIN_INICIO_CAJA} días`,
    );
  });

  it('acepta exactamente las fechas entre el inicio (o un año atrás) y hoy', () => {
    const dia = fc.integer({ min: aDia('2001-01-01'), max: aDia('2040-12-31') });
    fc.assert(
      fc.property(dia, dia, fc.option(dia), (fecha, hoy, inicio) => {
        const desde = inicio ?? hoy - DIAS_ATRAS_SIN_INICIO_CAJA;
        const valida = fecha <= hoy && fecha >= desde;
        const error = errorFechaMovimiento({
          fecha: deDia(fecha),
          hoy: deDia(hoy),
          inicioCaja: inicio === null ? null : deDia(inicio),
        });
        expect(error === null).toBe(valida);
      }),
      { numRuns: 200, seed: 67 },
    );
  });
});
