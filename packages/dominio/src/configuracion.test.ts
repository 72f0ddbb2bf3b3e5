import { horaEnteraATexto, validarHoraDia, validarInteresDefecto, validarPlazoDefecto, validarSaldoInicialCaja } from './configuracion';
import { MENSAJES, MONTO_PAGO_MAXIMO } from './validacion';
import { horaBogota, instanteBogota } from './formato';

describe('preferencias de Configuración', () => {
  it('el interés por defecto va de 0 a 100 con dos decimales como mucho', () => {
    for (const bueno of [0, 20, 12.5, 99.99, 100]) expect(validarInteresDefecto(bueno)).toBeNull();
    for (const malo of [-0.01, 100.01, Number.NaN, Number.POSITIVE_INFINITY, '20', null, undefined])
      expect(validarInteresDefecto(malo)).toBe('El interés por defecto debe estar entre 0 y 100');
    expect(validarInteresDefecto(12.345)).toBe('El interés admite como máximo dos decimales');
  });

  it('el plazo por defecto es un entero de 1 a 365', () => {
    for (const bueno of [1, 30, 365]) expect(validarPlazoDefecto(bueno)).toBeNull();
    for (const malo of [0, 366, 1.5, -3, '30', null, Number.NaN])
      expect(validarPlazoDefecto(malo)).toBe('El plazo por defecto debe estar entre 1 y 365');
  });

  it('una hora del día es HH:MM de 24 horas, de 00:00 a 23:59', () => {
    for (const buena of ['00:00', '07:05', '18:00', '23:59']) expect(validarHoraDia(buena)).toBeNull();
    for (const mala of ['24:00', '7:05', '18:60', '18.00', '18:00:00', ' 18:00', '', 18, null, undefined])
      expect(validarHoraDia(mala)).toBe('La hora debe tener el formato HH:MM de 24 horas (00:00 a 23:59)');
    expect(horaEnteraATexto(1)).toBe('01:00');
    expect(horaEnteraATexto(23)).toBe('23:00');
  });

  it('la hora de Bogotá de un instante y el instante de una hora de Bogotá (UTC−5)', () => {
    expect(horaBogota(new Date('2026-03-10T23:30:00Z'))).toBe('18:30');
    expect(horaBogota(new Date('2026-03-11T04:59:00Z'))).toBe('23:59');
    expect(instanteBogota('2026-03-10', '18:30').toISOString()).toBe('2026-03-10T23:30:00.000Z');
    expect(instanteBogota('2026-03-10', '00:00').toISOString()).toBe('2026-03-10T05:00:00.000Z');
  });
});

describe('validarSaldoInicialCaja', () => {
  it('pesos enteros, negativos o positivos, hasta el tope de un monto en valor absoluto', () => {
    for (const valor of [0, 5_000_000, -250_000, MONTO_PAGO_MAXIMO, -MONTO_PAGO_MAXIMO]) expect(validarSaldoInicialCaja(valor)).toBeNull();
    expect(validarSaldoInicialCaja(1.5)).toBe(MENSAJES.montoEntero);
    expect(validarSaldoInicialCaja(MONTO_PAGO_MAXIMO + 1)).toBe(MENSAJES.saldoInicialInvalido);
    expect(validarSaldoInicialCaja(-MONTO_PAGO_MAXIMO - 1)).toBe(MENSAJES.saldoInicialInvalido);
    for (const valor of ['100', Number.NaN, null]) expect(validarSaldoInicialCaja(valor)).toBe(MENSAJES.saldoInicialNoNumero);
  });
});
