import type { ValidationError } from '@nestjs/common';
import { MetadataStorage, ValidationTypes } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { erroresPorCampo, memorizarMetadatosDeValidacion } from './validacion';

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

describe('memorizarMetadatosDeValidacion', () => {
  // Un almacén propio (no el global del proceso): la memoria se prueba aislada.
  const nuevoAlmacen = () => new MetadataStorage();
  const regla = (target: new () => object, propertyName: string): ValidationMetadata =>
    ({ type: ValidationTypes.IS_DEFINED, target, propertyName, groups: [], each: false, context: undefined }) as unknown as ValidationMetadata;

  class Base {}
  class Hija extends Base {}

  it('devuelve las mismas reglas que sin memoria, también las heredadas', () => {
    const almacen = nuevoAlmacen();
    almacen.addValidationMetadata(regla(Base, 'page'));
    almacen.addValidationMetadata(regla(Hija, 'estado'));
    const sinMemoria = almacen.getTargetValidationMetadatas(Hija, '', false, false).map((m) => m.propertyName);
    memorizarMetadatosDeValidacion(almacen);
    const primera = almacen.getTargetValidationMetadatas(Hija, '', false, false);
    expect(primera.map((m) => m.propertyName)).toEqual(sinMemoria);
    expect(almacen.getTargetValidationMetadatas(Hija, '', false, false)).toBe(primera);
    expect(Object.keys(almacen.groupByPropertyName(primera)).sort()).toEqual(['estado', 'page']);
  });

  it('una regla registrada después se ve en la siguiente validación', () => {
    const almacen = nuevoAlmacen();
    almacen.addValidationMetadata(regla(Base, 'page'));
    memorizarMetadatosDeValidacion(almacen);
    expect(almacen.getTargetValidationMetadatas(Hija, '', false, false).map((m) => m.propertyName)).toEqual(['page']);
    almacen.addValidationMetadata(regla(Base, 'limit'));
    const despues = almacen.getTargetValidationMetadatas(Hija, '', false, false);
    expect(despues.map((m) => m.propertyName).sort()).toEqual(['limit', 'page']);
    expect(Object.keys(almacen.groupByPropertyName(despues)).sort()).toEqual(['limit', 'page']);
  });

  it('con grupos no recuerda (cada búsqueda es nueva)', () => {
    const almacen = nuevoAlmacen();
    almacen.addValidationMetadata(regla(Base, 'page'));
    memorizarMetadatosDeValidacion(almacen);
    memorizarMetadatosDeValidacion(almacen); // idempotente
    const a = almacen.getTargetValidationMetadatas(Base, '', false, false, ['g']);
    expect(almacen.getTargetValidationMetadatas(Base, '', false, false, ['g'])).not.toBe(a);
  });
});
