// Piezas de los DTOs: normalización de texto y validadores con las reglas y mensajes de @cartera/dominio, para
// que la API rechace lo mismo que los formularios, con las mismas palabras.
import { MENSAJES, esEmailValido, esTelefonoValido } from '@cartera/dominio';
import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationOptions } from 'class-validator';

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

export const EsEmail = (opciones?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'esEmail',
      validator: {
        validate: (valor: unknown) => typeof valor === 'string' && esEmailValido(valor),
        defaultMessage: () => MENSAJES.emailInvalido,
      },
    },
    opciones,
  );

/** Teléfono de 10 dígitos (admite separadores al escribirlo; se guarda sólo con dígitos). */
export const EsTelefono = (opciones?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'esTelefono',
      validator: {
        validate: (valor: unknown) => typeof valor === 'string' && esTelefonoValido(valor),
        defaultMessage: () => MENSAJES.telefonoInvalido,
      },
    },
    opciones,
  );

/** Texto no vacío (tras recortar). */
export const NoVacio = (mensaje: string) =>
  ValidateBy({
    name: 'noVacio',
    validator: {
      validate: (valor: unknown) => typeof valor === 'string' && valor.trim().length > 0,
      defaultMessage: () => mensaje,
    },
  });

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
