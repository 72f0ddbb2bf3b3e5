import { MENSAJES, MONTO_PAGO_MAXIMO, validarMontoPago } from '@cartera/dominio';
import { Type } from '@cartera/dominio/esquemas';
import {
  CuandoSi,
  De,
  Entrada,
  FechaObligatoria,
  IdAnulable,
  MontoPago,
  Observaciones,
  Opcional,
  Parametros,
  TextoExigido,
  TextoObligatorio,
  campo,
} from './campos';
import { validadorDe } from './entrada';
import { ErrorNegocio } from './errores';

const Cuerpo = Entrada('PruebaDto', {
  nombre: TextoObligatorio(10, 'El nombre', 'El nombre es obligatorio'),
  monto: MontoPago(),
  fecha: FechaObligatoria(),
  medio: Opcional(De(['efectivo', 'transferencia'] as const, 'Medio inválido')),
  cuenta: CuandoSi(
    (objeto) => objeto.medio === 'transferencia',
    TextoObligatorio(10, 'La cuenta', 'Falta la cuenta'),
  ),
  cobrador: IdAnulable('El cobrador no es válido'),
  observaciones: Observaciones(),
  direccion: Opcional(
    Type.Object(
      { ciudad: TextoExigido(20, 'La ciudad', 'La ciudad es obligatoria') },
      { additionalProperties: false, 'x-mensajes': { type: 'La dirección debe ser un objeto' } },
    ),
  ),
});
const valido = { nombre: 'Ana', monto: 1000, fecha: '2026-11-22' };
const errores = (valor: Record<string, unknown>) => validadorDe(Cuerpo).errores(valor);

describe('la entrada se valida con su esquema y responde en español por campo', () => {
  it('un cuerpo válido pasa, recortado y con vacío como null', () => {
    const cuerpo = { ...valido, nombre: '  Ana  ', observaciones: '   ', cobrador: '' };
    expect(validadorDe(Cuerpo)(cuerpo)).toEqual({ ...valido, observaciones: null, cobrador: null });
  });

  it('una propiedad no declarada se rechaza con el mensaje de siempre, también anidada', () => {
    expect(errores({ ...valido, esAdmin: true, direccion: { ciudad: 'Cali', barrio: 'x' } })).toEqual({
      esAdmin: ['La propiedad esAdmin no está permitida'],
      'direccion.barrio': ['La propiedad direccion.barrio no está permitida'],
    });
  });

  it('si falta el dato, sólo dice que falta; si es largo, que es largo', () => {
    expect(errores({ ...valido, nombre: '   ' })).toEqual({ nombre: ['El nombre es obligatorio'] });
    expect(errores({ ...valido, nombre: null })).toEqual({ nombre: ['El nombre es obligatorio'] });
    expect(errores({ monto: 1000, fecha: '2026-11-22' })).toEqual({ nombre: ['El nombre es obligatorio'] });
    expect(errores({ ...valido, nombre: 'Anastasia Pérez' })).toEqual({
      nombre: ['El nombre no puede superar 10 caracteres'],
    });
  });

  it('«debe ser texto» para lo que no es texto; null y vacío son «falta»', () => {
    const ciudad = (valor: unknown) => errores({ ...valido, direccion: { ciudad: valor } });
    expect(ciudad(5)).toEqual({ 'direccion.ciudad': ['La ciudad debe ser texto'] });
    expect(ciudad(null)).toEqual({ 'direccion.ciudad': ['La ciudad es obligatoria'] });
    expect(ciudad('')).toEqual({ 'direccion.ciudad': ['La ciudad es obligatoria'] });
    expect(errores({ ...valido, direccion: 'Cali' })).toEqual({
      direccion: ['La dirección debe ser un objeto'],
    });
  });

  it('las reglas de @cartera/dominio deciden su campo con sus palabras', () => {
    expect(errores({ ...valido, fecha: '2026-02-30', monto: 0 })).toEqual({
      fecha: [MENSAJES.fechaInvalida],
      monto: [MENSAJES.montoInvalido],
    });
    expect(errores({ nombre: 'Ana' })).toEqual({
      monto: [MENSAJES.montoInvalido],
      fecha: [MENSAJES.fechaObligatoria],
    });
  });

  it('un campo condicionado sólo se exige cuando su condición se cumple', () => {
    expect(errores({ ...valido, medio: 'efectivo' })).toEqual({});
    expect(errores({ ...valido, medio: 'transferencia' })).toEqual({ cuenta: ['Falta la cuenta'] });
    expect(errores({ ...valido, medio: 'cheque' })).toEqual({ medio: ['Medio inválido'] });
  });

  it('un opcional admite ausente o null, y si viene se valida', () => {
    expect(errores({ ...valido, medio: null, direccion: null })).toEqual({});
    expect(errores({ ...valido, cobrador: 'no-es-uuid' })).toEqual({
      cobrador: ['El cobrador no es válido'],
    });
  });

  it('el validador lanza el 400 de siempre (VALIDATION_ERROR con errors)', () => {
    expect(() => validadorDe(Cuerpo)({ ...valido, monto: -1 })).toThrow(ErrorNegocio);
  });

  it('cada esquema se compila una vez por origen', () => {
    expect(validadorDe(Cuerpo).errores).toBe(validadorDe(Cuerpo).errores);
    expect(validadorDe(Cuerpo, 'texto').errores).not.toBe(validadorDe(Cuerpo).errores);
  });
});

describe('una consulta llega como texto', () => {
  const Consulta = Parametros({
    page: Opcional(
      campo<number>({
        type: 'integer',
        minimum: 1,
        default: 1,
        'x-aplicar-defecto': true,
        'x-mensajes': {
          type: 'La página debe ser un número entero',
          minimum: 'La página debe ser mayor o igual a 1',
        },
      }),
    ),
    activos: Opcional(campo<boolean>({ type: 'boolean', 'x-normalizar': 'booleano' })),
  });
  const validar = validadorDe(Consulta, 'texto');

  it('convierte números y sí/no, y pone el valor por defecto', () => {
    expect(validar({ page: '3', activos: 'sí' })).toEqual({ page: 3, activos: true });
    expect(validar({ activos: 'no' })).toEqual({ page: 1, activos: false });
  });

  it('un número mal escrito dice su mensaje', () => {
    expect(validar.errores({ page: 'dos' })).toEqual({ page: ['La página debe ser un número entero'] });
    expect(validar.errores({ page: '0' })).toEqual({ page: ['La página debe ser mayor o igual a 1'] });
  });
});

describe('MontoPago y validarMontoPago (@cartera/dominio)', () => {
  const ConMonto = Entrada('ConMonto', { monto: MontoPago() });
  it('la API y los formularios aceptan y rechazan los mismos montos', () => {
    const montos = [
      1,
      1000,
      25000,
      MONTO_PAGO_MAXIMO,
      MONTO_PAGO_MAXIMO + 1,
      1e15,
      0,
      -1,
      -5,
      0.5,
      10.5,
      999.99,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '100',
      null,
      undefined,
      '',
    ];
    for (const monto of montos) {
      const acepta = Object.keys(validadorDe(ConMonto).errores({ monto })).length === 0;
      expect([monto, acepta]).toEqual([monto, validarMontoPago(monto) === null]);
    }
  });
});
