import fc from 'fast-check';
import { ANIOS_FECHA_RECIBIDA, esFechaRecibida, esFechaValida, esInstanteRecibido } from './fechas';

describe('fechas recibidas de afuera', () => {
  it('acepta fechas de calendario de 1900 a 2100 y nada más', () => {
    for (const buena of ['1900-01-01', '2026-02-28', '2024-02-29', '2100-12-31']) expect(esFechaRecibida(buena)).toBe(true);
    for (const mala of ['6915', '20261301', '0000-01-01', '9999-12-31', '1899-12-31', '2101-01-01', '2026-02-30', '2026-13-01', '', ' 2026-01-01', '2026-1-1', 20260101, null])
      expect(esFechaRecibida(mala)).toBe(false);
  });

  it('un instante: la fecha o ISO 8601 completo con su hora y zona posibles', () => {
    for (const bueno of ['2026-11-28', '2026-11-28T10:30', '2026-11-28T10:30:15Z', '2026-11-28T23:59:59.999-05:00', '2026-11-28T00:00:00.000Z'])
      expect(esInstanteRecibido(bueno)).toBe(true);
    for (const malo of ['6915', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '2026-02-30T10:00:00Z', '2026-11-28T24:00', '2026-11-28T10:60', '2026-11-28T10:00:61Z', '2026-11-28T10:00+25:00', '2026-11-28 10:00', ''])
      expect(esInstanteRecibido(malo)).toBe(false);
  });

  it('propiedad: toda fecha recibida es una fecha válida del rango, y todo instante recibido lo lee Date', () => {
    const texto = fc.oneof(fc.string(), fc.stringMatching(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})?)?$/));
    fc.assert(
      fc.property(texto, (t) => {
        if (esFechaRecibida(t)) {
          const anio = Number(t.slice(0, 4));
          if (!esFechaValida(t) || anio < ANIOS_FECHA_RECIBIDA.minimo || anio > ANIOS_FECHA_RECIBIDA.maximo) return false;
        }
        return !esInstanteRecibido(t) || !Number.isNaN(Date.parse(t));
      }),
    );
  });
});
