import fc from 'fast-check';
import {
  ESTADOS_PRESTAMO_CON_CARTERA,
  ESTADOS_PRESTAMO_IMPORTABLES,
  ESTADOS_PRESTAMO_SIN_CARTERA,
  leerFilaImportacion,
} from './importacion';
import { MENSAJES_SIN_CARTERA, errorPrestamoSinCartera, esPrestamoSinCartera } from './importacionSinCartera';

const historia = fc.record({ cobros: fc.nat({ max: 5 }), cuotas: fc.nat({ max: 5 }) });

describe('errorPrestamoSinCartera', () => {
  it('un estado sin cartera no lleva cobros ni cuotas; uno con cartera no tiene esta regla', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ESTADOS_PRESTAMO_IMPORTABLES), historia, (estado, h) => {
        const error = errorPrestamoSinCartera(estado, h);
        if (!esPrestamoSinCartera(estado)) return error === null;
        return h.cobros + h.cuotas > 0 ? error === MENSAJES_SIN_CARTERA[estado] : error === null;
      }),
    );
  });

  it('los estados importables son los de cartera más los de historia, sin repetirse', () => {
    expect(ESTADOS_PRESTAMO_IMPORTABLES).toHaveLength(
      new Set([...ESTADOS_PRESTAMO_CON_CARTERA, ...ESTADOS_PRESTAMO_SIN_CARTERA]).size,
    );
    for (const estado of ESTADOS_PRESTAMO_CON_CARTERA) expect(esPrestamoSinCartera(estado)).toBe(false);
    for (const estado of ESTADOS_PRESTAMO_SIN_CARTERA) expect(esPrestamoSinCartera(estado)).toBe(true);
  });

  it('la fila acepta anulado, pendiente y refinanciado como los estados de Cartera', () => {
    const fila = (estado: string) =>
      leerFilaImportacion('Prestamos', 2, {
        idExterno: 'P1',
        cliente: 'C1',
        monto: 1_000_000,
        interes: 20,
        cuotas: 30,
        modalidad: 'diario',
        tipoAmortizacion: 'amortizable',
        fechaInicio: '2026-01-05',
        estado,
      });
    expect([fila('anulado'), fila('pendiente'), fila('refinanciado')].map((f) => f.valor?.estado)).toEqual([
      'cancelado',
      'solicitado',
      'reenganchado',
    ]);
    for (const otro of ['borrado', 'Anulado', 'constructor'])
      expect(fila(otro).errores.map((e) => e.columna)).toEqual(['estado']);
  });
});
