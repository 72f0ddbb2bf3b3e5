// Piezas de los DTOs: normalización de texto y validadores con las reglas y mensajes de @cartera/dominio, para
// que la API rechace lo mismo que los formularios, con las mismas palabras.
import { LIMITES, MENSAJES, esEmailValido, esTelefonoValido } from '@cartera/dominio';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  MinLength,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';
import { FechaNegocio } from './validadores';

/** Quita espacios al borde; deja cualquier otro valor tal cual para que lo juzgue el validador. */
export const Recortar = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

const SI = ['1', 'true', 'si', 'sí'];
/** Un parámetro de consulta sí/no: '1', 'true', 'si' o 'sí' son sí; cualquier otro texto, no. */
export const ABooleano = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? SI.includes(value.toLowerCase()) : value === true,
  );

/** Recorta y pasa a minúsculas (emails). */
export const RecortarMinusculas = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  );

/** Texto opcional: recorta, y una cadena vacía cuenta como `null` (el usuario borró el campo). */
export const TextoOpcional = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const recortado = value.trim();
    return recortado === '' ? null : recortado;
  });

/** Un texto que cumple una regla de sí o no de @cartera/dominio; si no, el error es `mensaje`. */
export const TextoValido =
  (nombre: string, esValido: (texto: string) => boolean, mensaje: string) => (opciones?: ValidationOptions) =>
    ValidateBy(
      {
        name: nombre,
        validator: {
          validate: (valor: unknown) => typeof valor === 'string' && esValido(valor),
          defaultMessage: () => mensaje,
        },
      },
      opciones,
    );

export const EsEmail = TextoValido('esEmail', esEmailValido, MENSAJES.emailInvalido);

/** Teléfono de 10 dígitos (admite separadores al escribirlo; se guarda sólo con dígitos). */
export const EsTelefono = TextoValido('esTelefono', esTelefonoValido, MENSAJES.telefonoInvalido);

/** Texto no vacío (tras recortar). */
export const NoVacio = (mensaje: string) =>
  TextoValido('noVacio', (texto) => texto.trim().length > 0, mensaje)();

/** Máximo de una contraseña en BYTES UTF-8: bcrypt ignora en silencio lo que pase de 72 (docs/decisiones/acceso-y-contrasenas.md). */
export const CONTRASENA_MAXIMO_BYTES = 72;
export const MENSAJE_CONTRASENA_LARGA = `La contraseña no puede superar ${CONTRASENA_MAXIMO_BYTES} bytes (las letras con tilde o ñ cuentan doble)`;

/** Contraseña de a lo sumo 72 bytes UTF-8 (una «ñ» ocupa 2 y un emoji 4). */
export const ContrasenaMaximoBytes = () =>
  ValidateBy({
    name: 'contrasenaMaximoBytes',
    validator: {
      validate: (valor: unknown) =>
        typeof valor !== 'string' || Buffer.byteLength(valor, 'utf8') <= CONTRASENA_MAXIMO_BYTES,
      defaultMessage: () => MENSAJE_CONTRASENA_LARGA,
    },
  });

/** El email de una cuenta: recortado y en minúsculas, obligatorio y válido. */
export const EmailDeCuenta = () => Campo(RecortarMinusculas(), NoVacio(MENSAJES.emailObligatorio), EsEmail());

/** Una contraseña nueva: obligatoria, de al menos `LIMITES.contrasenaMinimo` caracteres y a lo sumo 72 bytes. */
export const ContrasenaNueva = () =>
  Campo(
    NoVacio(MENSAJES.contrasenaRequerida),
    MinLength(LIMITES.contrasenaMinimo, { message: MENSAJES.contrasenaCorta }),
    ContrasenaMaximoBytes(),
  );

/** Tope de lo que se compara con la contraseña guardada (la actual, la del inicio de sesión). */
export const ContrasenaEscrita = () => MaxLength(1024, { message: 'La contraseña es demasiado larga' });

/** La contraseña actual que pide un cambio de la cuenta propia. */
export const ContrasenaActual = () =>
  Campo(IsString({ message: 'La contraseña actual debe ser texto' }), ContrasenaEscrita());

/**
 * Los decoradores de un campo en uno, escritos en el orden en que irían apilados sobre él y aplicados como la pila (el
 * de abajo primero): las reglas se evalúan, y sus mensajes salen, en el mismo orden que con la pila escrita a mano.
 */
export const Campo = (...decoradores: PropertyDecorator[]): PropertyDecorator =>
  applyDecorators(...[...decoradores].reverse());

/** `description` en el OpenAPI sólo si el campo la tiene (sin la clave, no con `undefined`). */
const descrito = (descripcion?: string) => (descripcion === undefined ? {} : { description: descripcion });

/** El préstamo de un cobro, una transferencia, una garantía o una gestión: un id obligatorio. */
export const PrestamoElegido = (descripcion?: string) =>
  Campo(
    ApiProperty({ format: 'uuid', ...descrito(descripcion) }),
    IsNotEmpty({ message: MENSAJES.seleccionaPrestamo }),
    IsUUID('all', { message: MENSAJES.seleccionaPrestamo }),
  );

/** La fecha de negocio obligatoria de un cobro, un gasto, un abono o un movimiento de caja. */
export const FechaObligatoria = (ejemplo = '2026-11-22', descripcion?: string) =>
  Campo(
    ApiProperty({ example: ejemplo, ...descrito(descripcion) }),
    IsNotEmpty({ message: MENSAJES.fechaObligatoria }),
    FechaNegocio(MENSAJES.fechaInvalida),
  );

/** Una fecha de negocio opcional (un filtro desde/hasta, una fecha que por omisión es hoy). */
export const FechaOpcional = (ejemplo: string, descripcion?: string) =>
  Campo(
    ApiPropertyOptional({ example: ejemplo, ...descrito(descripcion) }),
    IsOptional(),
    FechaNegocio(MENSAJES.fechaInvalida),
  );

/** Observaciones de un cobro, una transferencia o una entrega de caja: texto opcional de hasta 500; vacío es null. */
export const Observaciones = () =>
  Campo(
    ApiPropertyOptional({ type: String, nullable: true }),
    IsOptional(),
    TextoOpcional(),
    IsString({ message: 'Las observaciones deben ser texto' }),
    MaxLength(500, { message: 'Las observaciones no pueden superar 500 caracteres' }),
  );

/** «<etiqueta> no puede superar <maximo> caracteres» («El nombre no puede superar 120 caracteres»). */
export const Hasta = (maximo: number, etiqueta: string) =>
  MaxLength(maximo, { message: `${etiqueta} no puede superar ${maximo} caracteres` });

/** «<etiqueta> debe ser texto». */
export const EsTexto = (etiqueta: string) => IsString({ message: `${etiqueta} debe ser texto` });

/** Texto obligatorio: recortado, no vacío (`vacio` es el mensaje) y de hasta `maximo` caracteres. */
export const TextoObligatorio = (maximo: number, etiqueta: string, vacio: string) =>
  Campo(Recortar(), NoVacio(vacio), Hasta(maximo, etiqueta));

/**
 * Texto obligatorio que antes de mirar si está vacío exige ser texto («<etiqueta> debe ser texto»): recortado, no
 * vacío (`vacio` es el mensaje) y de hasta `maximo` caracteres.
 */
export const TextoExigido = (maximo: number, etiqueta: string, vacio: string) =>
  Campo(Recortar(), EsTexto(etiqueta), IsNotEmpty({ message: vacio }), Hasta(maximo, etiqueta));

/** Texto obligatorio con un mensaje si falta (no es texto o está vacío) y otro si pasa de `maximo` caracteres. */
export const TextoRequerido = (maximo: number, obligatorio: string, largo: string) =>
  Campo(
    IsString({ message: obligatorio }),
    IsNotEmpty({ message: obligatorio }),
    MaxLength(maximo, { message: largo }),
  );

/** Texto opcional de hasta `maximo` caracteres; vacío es null (el usuario borró el campo), y así lo dice el OpenAPI. */
export const TextoOpcionalHasta = (maximo: number, etiqueta: string, openapi: ApiPropertyOptions = {}) =>
  Campo(
    ApiPropertyOptional({ type: String, nullable: true, ...openapi }),
    IsOptional(),
    TextoOpcional(),
    EsTexto(etiqueta),
    Hasta(maximo, etiqueta),
  );

/** Texto opcional de hasta `maximo` caracteres, recortado (vacío queda vacío, no null). */
export const TextoOpcionalRecortado = (maximo: number, etiqueta: string) =>
  Campo(IsOptional(), Recortar(), EsTexto(etiqueta), Hasta(maximo, etiqueta));

/** Un valor opcional de una lista (un filtro, un estado): el OpenAPI y la validación leen la misma lista. */
export const OpcionalDe = (valores: readonly string[], mensaje: string, openapi: ApiPropertyOptions = {}) =>
  Campo(
    ApiPropertyOptional({ enum: valores, ...openapi }),
    IsOptional(),
    IsIn(valores, { message: mensaje }),
  );

/** Un id que se puede quitar: vacío o null es null (el cliente o el préstamo al que se refiere, el cobrador asignado). */
export const IdAnulable = (mensaje: string, descripcion: string) =>
  Campo(
    ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: descripcion }),
    IsOptional(),
    TextoOpcional(),
    IsUUID('all', { message: mensaje }),
  );

/** Un id opcional: el filtro por cliente, cobrador o préstamo de una consulta. */
export const IdOpcional = (mensaje: string, descripcion?: string) =>
  Campo(
    ApiPropertyOptional({ format: 'uuid', ...descrito(descripcion) }),
    IsOptional(),
    IsUUID('all', { message: mensaje }),
  );
