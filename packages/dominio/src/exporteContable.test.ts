import fc from 'fast-check';
import { digitoVerificacionNit } from './documentos';
import {
  fechaExporte,
  leerNit,
  MENSAJES_NIT,
  montoExporte,
  tipoComprobante,
  validarNit,
} from './exporteContable';

describe('dígito de verificación del NIT (DIAN)', () => {
  // NIT publicados en el RUT de cada entidad (no calculados aquí).
  it.each([
    ['800197268', 4], // DIAN
    ['890903938', 8], // Bancolombia
    ['899999068', 1], // Ecopetrol
    ['860034313', 7], // Davivienda
  ])('%s tiene dígito %i', (nit, dv) => {
    expect(digitoVerificacionNit(nit)).toBe(dv);
  });

  it('todo NIT con su dígito valida, y con cualquier otro dígito no', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9][0-9]{4,14}$/), fc.integer({ min: 1, max: 9 }), (nit, salto) => {
        const dv = digitoVerificacionNit(nit);
        expect(dv).toBeGreaterThanOrEqual(0);
        expect(dv).toBeLessThanOrEqual(9);
        expect(validarNit(`${nit}-${dv}`)).toBeNull();
        expect(validarNit(`${nit}-${(dv + salto) % 10}`)).toBe(MENSAJES_NIT.digito);
      }),
    );
  });

  it('lee el NIT con puntos, espacios y guion, y valida el dígito', () => {
    expect(leerNit('890.903.938-8')).toEqual({ numero: '890903938', dv: 8 });
    expect(leerNit(' 890903938 - 8 ')).toEqual({ numero: '890903938', dv: 8 });
    expect(leerNit('890903938')).toBeNull();
    expect(validarNit('890.903.938-8')).toBeNull();
    expect(validarNit('890903938-7')).toBe(MENSAJES_NIT.digito);
    expect(validarNit('12-3')).toBe(MENSAJES_NIT.invalido);
    expect(validarNit('')).toBe(MENSAJES_NIT.obligatorio);
    expect(validarNit('', { obligatorio: false })).toBeNull();
  });
});

describe('tipo de comprobante de cada asiento', () => {
  it('entra efectivo: recibo de caja; sale: egreso; sin efectivo: nota de contabilidad', () => {
    expect(tipoComprobante('cobro', 5_000_00)).toBe('RC');
    expect(tipoComprobante('recuperacion', 100)).toBe('RC');
    expect(tipoComprobante('desembolso', -300_000_00)).toBe('CE');
    expect(tipoComprobante('movimiento_caja', -20_000_00)).toBe('CE');
    expect(tipoComprobante('movimiento_caja', 20_000_00)).toBe('RC');
    expect(tipoComprobante('mora', 0)).toBe('NC');
  });

  it('correcciones, anulaciones, traslados y el saldo inicial son notas aunque muevan efectivo', () => {
    for (const tipo of ['reverso', 'reversion', 'anulacion', 'entrega', 'saldo_inicial'] as const) {
      expect(tipoComprobante(tipo, 1_000)).toBe('NC');
      expect(tipoComprobante(tipo, -1_000)).toBe('NC');
    }
  });
});

describe('fechas y montos del exporte', () => {
  it('ISO por defecto; es-CO con día/mes/año y coma decimal', () => {
    expect(fechaExporte('2026-11-03', 'iso')).toBe('2026-11-03');
    expect(fechaExporte('2026-11-03', 'es-CO')).toBe('03/11/2026');
    expect(montoExporte(123_456_789, 'iso')).toBe('1234567.89');
    expect(montoExporte(123_456_789, 'es-CO')).toBe('1234567,89');
    expect(montoExporte(5, 'iso')).toBe('0.05');
    expect(montoExporte(-150, 'es-CO')).toBe('-1,50');
  });

  it('el monto escrito vuelve a los mismos centavos en los dos estilos', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (centavos) => {
        const iso = montoExporte(centavos, 'iso');
        const esCo = montoExporte(centavos, 'es-CO');
        expect(Math.round(Number(iso) * 100)).toBe(centavos);
        expect(esCo.replace(',', '.')).toBe(iso);
      }),
    );
  });
});
