// Latitud y longitud opcionales (cliente y punto de partida del cobrador): mismas reglas y mensajes en los dos.
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNumber, IsOptional, Max, Min, ValidateBy } from 'class-validator';
import { MENSAJES } from '@cartera/dominio';
import { propiedad } from './tipado';

/** Latitud y longitud se envían juntas y las dos con valor o las dos vacías. */
export const AmbasCoordenadas = () =>
  ValidateBy({
    name: 'ambasCoordenadas',
    validator: {
      validate: (_valor: unknown, argumentos) => {
        if (!argumentos) return true;
        const latitud = propiedad(argumentos.object, 'latitud');
        const longitud = propiedad(argumentos.object, 'longitud');
        const vacia = (v: unknown) => v === null || v === undefined;
        if (latitud === undefined && longitud === undefined) return true;
        if (latitud === undefined || longitud === undefined) return false;
        return vacia(latitud) === vacia(longitud);
      },
      defaultMessage: () => MENSAJES.coordenadasJuntas,
    },
  });

const vacioANull = Transform(({ value }: { value: unknown }) => (value === '' ? null : value));

/** Una coordenada opcional en grados, de −`maximo` a `maximo` y hasta 6 decimales; '' o null la borran. */
const Coordenada = (maximo: number, mensaje: string, ejemplo: number, descripcion: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: Number, example: ejemplo, nullable: true, description: descripcion }),
    IsOptional(),
    vacioANull,
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 6 }, { message: mensaje }),
    Min(-maximo, { message: mensaje }),
    Max(maximo, { message: mensaje }),
    AmbasCoordenadas(),
  );

/** Latitud opcional (−90 a 90, hasta 6 decimales); '' o null la borran. */
export const Latitud = (descripcion = 'Grados (−90 a 90); con longitud o sin ninguna') =>
  Coordenada(90, MENSAJES.latitudInvalida, 4.6486, descripcion);

/** Longitud opcional (−180 a 180, hasta 6 decimales); '' o null la borran. */
export const Longitud = (descripcion = 'Grados (−180 a 180); con latitud o sin ninguna') =>
  Coordenada(180, MENSAJES.longitudInvalida, -74.0621, descripcion);
