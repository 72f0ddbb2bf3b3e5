import fc from 'fast-check';
import {
  MENSAJES_DOCUMENTO,
  TIPOS_DOCUMENTO,
  normalizarDocumento,
  partesDocumento,
  validarNumeroDocumento,
} from './documentos';
import { digitoVerificacionNit } from './documentos';
import { validarCedula, validarCliente } from './validacion';

const digitos = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''));

describe('documentos de identidad', () => {
  it('el dígito de verificación de NIT conocidos (DIAN 800197268-4, Bancolombia 890903938-8)', () => {
    expect(digitoVerificacionNit('800197268')).toBe(4);
    expect(digitoVerificacionNit('890903938')).toBe(8);
    expect(digitoVerificacionNit('900123456')).toBe(8);
  });

  it('un NIT con su dígito calculado siempre pasa, con o sin guion, y cualquier otro dígito falla', () => {
    fc.assert(
      fc.property(digitos(9, 9), fc.integer({ min: 0, max: 9 }), (base, otro) => {
        const dv = digitoVerificacionNit(base);
        expect(validarNumeroDocumento('NIT', `${base}-${dv}`)).toBeNull();
        expect(validarNumeroDocumento('NIT', `${base}${dv}`)).toBeNull();
        expect(normalizarDocumento('NIT', `${base}${dv}`)).toBe(`${base}-${dv}`);
        if (otro !== dv) {
          expect(validarNumeroDocumento('NIT', `${base}-${otro}`)).toBe(
            MENSAJES_DOCUMENTO.nitDigitoVerificacion,
          );
        }
      }),
    );
  });

  it('un NIT sin dígito de verificación o con otro largo se rechaza', () => {
    expect(validarNumeroDocumento('NIT', '900123456')).toBe(MENSAJES_DOCUMENTO.NIT);
    expect(validarNumeroDocumento('NIT', '90012345-6')).toBe(MENSAJES_DOCUMENTO.NIT);
    expect(validarNumeroDocumento('NIT', '900.123.456-8')).toBeNull();
  });

  it('una CC de 3 a 10 dígitos pasa (y la de 11 de la especificación); con letras falla', () => {
    fc.assert(
      fc.property(digitos(3, 11), fc.constantFrom('A', 'x', 'ñ', '/'), fc.nat(), (cc, letra, i) => {
        expect(validarCedula(cc)).toBeNull();
        const posicion = i % (cc.length + 1);
        const conLetra = cc.slice(0, posicion) + letra + cc.slice(posicion);
        expect(validarCedula(conLetra)).toBe(MENSAJES_DOCUMENTO.CC);
      }),
    );
    expect(validarCedula('52123456')).toBeNull();
    expect(validarCedula('12')).toBe(MENSAJES_DOCUMENTO.CC);
    expect(validarCedula('123456789012')).toBe(MENSAJES_DOCUMENTO.CC);
  });

  it('nunca rellena: los dígitos guardados son los escritos, con cualquier tipo y separadores', () => {
    const separadores = fc.array(fc.constantFrom(' ', '.', '-'), { maxLength: 3 }).map((s) => s.join(''));
    fc.assert(
      fc.property(fc.constantFrom(...TIPOS_DOCUMENTO), digitos(1, 16), separadores, (tipo, numero, sep) => {
        const escrito = `${sep}${numero.slice(0, 3)}${sep}${numero.slice(3)}`;
        expect(normalizarDocumento(tipo, escrito).replace(/\D/g, '')).toBe(numero);
      }),
    );
  });

  it.each([
    ['CE', 'E123456', null],
    ['CE', '1234567', null],
    ['CE', 'ABCDEF', MENSAJES_DOCUMENTO.CE],
    ['TI', '1012345678', null],
    ['TI', '123456789', MENSAJES_DOCUMENTO.TI],
    ['PPT', '1234567', null],
    ['PPT', 'P1234567', MENSAJES_DOCUMENTO.PPT],
    ['PEP', '123456789012345', null],
    ['PEP', '12345678901234', MENSAJES_DOCUMENTO.PEP],
    ['PA', 'ab12345', null],
    ['PA', 'AB1', MENSAJES_DOCUMENTO.PA],
  ] as const)('%s %j → %j', (tipo, numero, mensaje) => {
    expect(validarNumeroDocumento(tipo, numero)).toBe(mensaje);
  });

  it('el pasaporte y la CE se guardan en mayúsculas, sin separadores', () => {
    expect(normalizarDocumento('PA', 'ab 123-45')).toBe('AB12345');
  });

  it('el formulario de cliente valida el número según su tipo', () => {
    const cliente = { nombre: 'Ana', telefono: '3001234567', direccion: 'Calle 1', ciudad: 'Cali' };
    expect(validarCliente({ ...cliente, tipoDocumento: 'NIT', cedula: '900123456-7' })).toEqual({
      cedula: MENSAJES_DOCUMENTO.nitDigitoVerificacion,
    });
    expect(validarCliente({ ...cliente, tipoDocumento: 'NIT', cedula: '900123456-8' })).toEqual({});
  });

  it('el NIT sale sin su dígito y con él aparte para el exporte; los demás tal cual', () => {
    expect(partesDocumento('NIT', '900123456-8')).toEqual({ numero: '900123456', digitoVerificacion: '8' });
    expect(partesDocumento('CC', '52123456')).toEqual({ numero: '52123456', digitoVerificacion: null });
  });
});
