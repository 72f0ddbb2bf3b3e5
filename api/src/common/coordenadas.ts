// Latitud y longitud opcionales (cliente y punto de partida del cobrador): mismas reglas y mensajes en los dos.
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNumber, IsOptional, Max, Min, ValidateBy } from 'class-validator';

export const MENSAJE_LATITUD = 'La latitud debe ser un número entre -90 y 90 con hasta 6 decimales';
export const MENSAJE_LONGITUD = 'La longitud debe ser un número entre -180 y 180 con hasta 6 decimales';
export const MENSAJE_COORDENADAS = 'La latitud y la longitud van juntas: indique las dos o ninguna';

/** Latitud y longitud se envían juntas y las dos con valor o las dos vacías. */
export const AmbasCoordenadas = () =>
  ValidateBy({
    name: 'ambasCoordenadas',
    validator: {
      validate: (_valor: unknown, argumentos) => {
        const objeto = argumentos?.object as { latitud?: unknown; longitud?: unknown } | undefined;
        if (!objeto) return true;
        const vacia = (v: unknown) => v === null || v === undefined;
        if (objeto.latitud === undefined && objeto.longitud === undefined) return true;
        if (objeto.latitud === undefined || objeto.longitud === undefined) return false;
        return vacia(objeto.latitud) === vacia(objeto.longitud);
      },
      defaultMessage: () => MENSAJE_COORDENADAS,
    },
  });

const vacioANull = Transform(({ value }: { value: unknown }) => (value === '' ? null : value));

/** Latitud opcional (−90 a 90, hasta 6 decimales); '' o null la borran. */
export const Latitud = (descripcion = 'Grados (−90 a 90); con longitud o sin ninguna') =>
  applyDecorators(
    ApiPropertyOptional({ example: 4.6486, nullable: true, description: descripcion }),
    IsOptional(),
    vacioANull,
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 6 }, { message: MENSAJE_LATITUD }),
    Min(-90, { message: MENSAJE_LATITUD }),
    Max(90, { message: MENSAJE_LATITUD }),
    AmbasCoordenadas(),
  );

/** Longitud opcional (−180 a 180, hasta 6 decimales); '' o null la borran. */
export const Longitud = (descripcion = 'Grados (−180 a 180); con latitud o sin ninguna') =>
  applyDecorators(
    ApiPropertyOptional({ example: -74.0621, nullable: true, description: descripcion }),
    IsOptional(),
    vacioANull,
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 6 }, { message: MENSAJE_LONGITUD }),
    Min(-180, { message: MENSAJE_LONGITUD }),
    Max(180, { message: MENSAJE_LONGITUD }),
    AmbasCoordenadas(),
  );
