import type { ValidationError } from '@nestjs/common';
import { erroresPorCampo } from './validacion';

const error = (
  property: string,
  constraints: Record<string, string>,
  children: ValidationError[] = [],
): ValidationError => ({
  property,
  constraints,
  children,
});

describe('erroresPorCampo', () => {
  it('agrupa mensajes por campo, con los anidados como a.b', () => {
    expect(
      erroresPorCampo([
        error('email', { esEmail: 'Ingresa un email válido' }),
        error('direccion', {}, [error('ciudad', { noVacio: 'La ciudad es obligatoria' })]),
      ]),
    ).toEqual({ email: ['Ingresa un email válido'], 'direccion.ciudad': ['La ciudad es obligatoria'] });
  });

  it('si falta el dato, sólo dice que falta', () => {
    expect(
      erroresPorCampo([
        error('password', { maxLength: 'Demasiado larga', noVacio: 'La contraseña es obligatoria' }),
      ]),
    ).toEqual({ password: ['La contraseña es obligatoria'] });
  });

  it('explica en español una propiedad no permitida', () => {
    expect(
      erroresPorCampo([error('esAdmin', { whitelistValidation: 'property esAdmin should not exist' })]),
    ).toEqual({
      esAdmin: ['La propiedad esAdmin no está permitida'],
    });
  });
});
