// Los campos de entrada de la API como esquemas TypeBox (docs/decisiones/un-sistema-de-esquemas.md): cada regla
// escrita una vez, con los límites y los mensajes de @cartera/dominio, para que la API rechace lo mismo que los
// formularios con las mismas palabras. entrada.ts los valida; entrada.decorator.ts los publica en el OpenAPI.
import {
  LIMITES,
  MENSAJES,
  esEmailValido,
  esFechaRecibida,
  esInstanteRecibido,
  esTelefonoValido,
  validarMontoPago,
  validarMotivo,
} from '@cartera/dominio';
import { Type, type Static, type TObject, type TProperties, type TSchema } from '@cartera/dominio/esquemas';
import type { Anotaciones, ReglaDeCampo } from './entrada';

/** Lo que el OpenAPI dice de un campo además de su tipo. */
export interface Documentacion {
  minLength?: number;
  maxLength?: number;
  description?: string;
  example?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  format?: string;
}

/** Un cuerpo o una consulta: un objeto cerrado (una propiedad no declarada es un 400) con el nombre de su componente. */
export const Entrada = <P extends TProperties>(
  nombre: string,
  propiedades: P,
  anotaciones: Anotaciones = {},
): TObject<P> =>
  Type.Object(propiedades, { ...anotaciones, additionalProperties: false, 'x-componente': nombre });

/** Una consulta: como `Entrada`, sin componente (sus parámetros se publican uno a uno). */
export const Parametros = <P extends TProperties>(propiedades: P): TObject<P> =>
  Type.Object(propiedades, { additionalProperties: false });

/** Un campo con tipo y anotaciones dichos a mano (el tipo estático es `T`). */
export const campo = <T>(esquema: Documentacion & Anotaciones & Record<string, unknown>) =>
  Type.Unsafe<T>(esquema);

/** Como `@IsOptional`: ausente o null no se valida; si viene, sí. */
export const Opcional = <T extends TSchema>(esquema: T) =>
  Type.Optional(Type.Unsafe<Static<T>>({ ...esquema, 'x-opcional': true }));

/** Como `@ValidateIf`: el campo se valida, y se exige, sólo si `condicion` se cumple sobre su objeto. */
export const CuandoSi = <T extends TSchema>(
  condicion: (objeto: Record<string, unknown>) => boolean,
  esquema: T,
) => Type.Optional(Type.Unsafe<Static<T>>({ ...esquema, 'x-si': condicion }));

/** Un campo de un cambio parcial: ausente no cambia; si viene se valida, aunque sea null. */
export const SiViene = <T extends TSchema>(esquema: T) => Type.Optional(esquema);

/** Un texto que admite null (lo borra): `{ type: 'string', nullable: true }`. */
export const anulable = <T extends TSchema>(esquema: T) =>
  Type.Unsafe<Static<T> | null>({ ...esquema, nullable: true });

const hasta = (maximo: number, etiqueta: string) => `${etiqueta} no puede superar ${maximo} caracteres`;
const esTexto = (etiqueta: string) => `${etiqueta} debe ser texto`;

/** Una regla de @cartera/dominio (mensaje o null) como campo: su mensaje manda; `falta` es el de ausente. */
export const Regla = <T>(tipo: string, regla: ReglaDeCampo, falta: string | null, doc: Documentacion = {}) =>
  campo<T>({
    type: tipo,
    ...doc,
    'x-regla': regla,
    'x-mensajes': { required: falta ?? regla(undefined, {}) ?? '' },
  });

/** LA regla de toda fecha recibida (docs/decisiones/fechas-recibidas.md): 'YYYY-MM-DD' del calendario, 1900–2100. */
export const reglaFecha =
  (mensaje: string = MENSAJES.fechaInvalida): ReglaDeCampo =>
  (valor) =>
    esFechaRecibida(valor) ? null : mensaje;

/** Un instante: fecha o ISO 8601 completo con hora y zona (`esInstanteRecibido`). */
export const reglaInstante =
  (mensaje: string = MENSAJES.fechaInvalida): ReglaDeCampo =>
  (valor) =>
    esInstanteRecibido(valor) ? null : mensaje;

/** La fecha de negocio obligatoria de un cobro, un gasto, un abono o un movimiento de caja. */
export const FechaObligatoria = (ejemplo = '2026-11-22', description?: string) =>
  Regla<string>(
    'string',
    (valor) =>
      valor === undefined || valor === null || valor === ''
        ? MENSAJES.fechaObligatoria
        : reglaFecha()(valor, {}),
    MENSAJES.fechaObligatoria,
    { example: ejemplo, ...(description === undefined ? {} : { description }) },
  );

/** Una fecha de negocio opcional (un filtro desde/hasta, una fecha que por omisión es hoy). */
export const FechaOpcional = (
  ejemplo: string | undefined,
  description?: string,
  mensaje: string = MENSAJES.fechaInvalida,
) =>
  Opcional(
    campo<string>({
      type: 'string',
      ...(ejemplo === undefined ? {} : { example: ejemplo }),
      ...(description === undefined ? {} : { description }),
      'x-regla': reglaFecha(mensaje),
    }),
  );

/** Monto de un pago, cobro, gasto o movimiento de caja: `validarMontoPago` de @cartera/dominio, 'Monto inválido' (§5). */
export const MontoPago = (doc: Documentacion = {}) =>
  Regla<number>(
    'number',
    (valor) => validarMontoPago(valor, MENSAJES.montoInvalido),
    MENSAJES.montoInvalido,
    doc,
  );

/** El motivo de una operación del libro, con la regla y las palabras del formulario (`validarMotivo`). */
export const Motivo = (doc: Documentacion = {}) =>
  Regla<string>('string', (valor) => validarMotivo(valor), null, doc);

/** Un id obligatorio; `mensaje` si falta o no es un UUID. */
export const IdObligatorio = (mensaje: string, doc: Documentacion = {}) =>
  campo<string>({
    type: 'string',
    format: 'uuid',
    ...doc,
    'x-mensajes': { required: mensaje, type: mensaje, format: mensaje },
  });

/** El préstamo de un cobro, una transferencia, una garantía o una gestión: un id obligatorio. */
export const PrestamoElegido = (description?: string) =>
  IdObligatorio(MENSAJES.seleccionaPrestamo, description === undefined ? {} : { description });

/** Un id opcional: el filtro por cliente, cobrador o préstamo de una consulta. */
export const IdOpcional = (mensaje: string, description?: string) =>
  Opcional(
    campo<string>({
      type: 'string',
      format: 'uuid',
      ...(description === undefined ? {} : { description }),
      'x-mensajes': { type: mensaje, format: mensaje },
    }),
  );

/** Un id que se puede quitar: vacío o null es null (el cliente, el préstamo, el cobrador asignado). */
export const IdAnulable = (mensaje: string, description?: string) =>
  Opcional(
    campo<string | null>({
      type: 'string',
      format: 'uuid',
      nullable: true,
      ...(description === undefined ? {} : { description }),
      'x-normalizar': 'vacioEsNulo',
      'x-mensajes': { type: mensaje, format: mensaje },
    }),
  );

/** Texto recortado, no vacío y de hasta `maximo` caracteres; `noTexto` es el mensaje si no llega texto. */
const textoRecortado = (
  maximo: number,
  etiqueta: string,
  vacio: string,
  noTexto: string,
  doc: Documentacion,
) =>
  campo<string>({
    type: 'string',
    ...doc,
    minLength: 1,
    maxLength: maximo,
    'x-normalizar': 'recortar',
    'x-mensajes': { required: vacio, type: noTexto, minLength: vacio, maxLength: hasta(maximo, etiqueta) },
  });

/** Texto obligatorio: recortado, no vacío (`vacio` es el mensaje) y de hasta `maximo` caracteres. */
export const TextoObligatorio = (maximo: number, etiqueta: string, vacio: string, doc: Documentacion = {}) =>
  textoRecortado(maximo, etiqueta, vacio, vacio, doc);

/** Texto obligatorio que, si no es texto, lo dice («<etiqueta> debe ser texto»); recortado, no vacío y hasta `maximo`. */
export const TextoExigido = (maximo: number, etiqueta: string, vacio: string, doc: Documentacion = {}) =>
  textoRecortado(maximo, etiqueta, vacio, esTexto(etiqueta), doc);

/** Texto obligatorio (sin recortar) con un mensaje si falta o no es texto y otro si pasa de `maximo` caracteres. */
export const TextoRequerido = (maximo: number, obligatorio: string, largo: string, doc: Documentacion = {}) =>
  campo<string>({
    type: 'string',
    ...doc,
    minLength: 1,
    maxLength: maximo,
    'x-mensajes': { required: obligatorio, type: obligatorio, minLength: obligatorio, maxLength: largo },
  });

/**
 * Texto opcional de hasta `maximo` caracteres; vacío es null (el usuario borró el campo), y así lo dice el OpenAPI.
 * Con `normalizar: 'recortar'`, vacío queda vacío (un ajuste que se borra con '').
 */
export const TextoOpcionalHasta = (
  maximo: number,
  etiqueta: string,
  doc: Documentacion & { 'x-ademas'?: ReglaDeCampo } = {},
  normalizar: 'vacioEsNulo' | 'recortar' = 'vacioEsNulo',
) =>
  Opcional(
    campo<string | null>({
      type: 'string',
      nullable: true,
      ...doc,
      maxLength: maximo,
      'x-normalizar': normalizar,
      'x-mensajes': { type: esTexto(etiqueta), maxLength: hasta(maximo, etiqueta) },
    }),
  );

/** Texto opcional de hasta `maximo` caracteres, recortado (vacío queda vacío, no null). */
export const TextoOpcionalRecortado = (maximo: number, etiqueta: string, doc: Documentacion = {}) =>
  Opcional(
    campo<string>({
      type: 'string',
      ...doc,
      maxLength: maximo,
      'x-normalizar': 'recortar',
      'x-mensajes': { type: esTexto(etiqueta), maxLength: hasta(maximo, etiqueta) },
    }),
  );

/** Observaciones de un cobro, una transferencia o una entrega de caja: texto opcional de hasta 500; vacío es null. */
export const Observaciones = () => TextoOpcionalHasta(500, 'Las observaciones');

/** Un valor de una lista (un medio, un estado): el OpenAPI y la validación leen la misma lista. */
export const De = <V extends string>(valores: readonly V[], mensaje: string, doc: Documentacion = {}) =>
  campo<V>({
    type: 'string',
    enum: [...valores],
    ...doc,
    'x-mensajes': { required: mensaje, type: mensaje, enum: mensaje },
  });

/** Un valor opcional de una lista (un filtro, un estado). */
export const OpcionalDe = <V extends string>(
  valores: readonly V[],
  mensaje: string,
  doc: Documentacion = {},
) => Opcional(De(valores, mensaje, doc));

/** Un texto que cumple una regla de sí o no de @cartera/dominio; si no (o no es texto), `mensaje`. */
const textoValido =
  (esValido: (texto: string) => boolean, mensaje: string): ReglaDeCampo =>
  (valor) =>
    typeof valor === 'string' && esValido(valor) ? null : mensaje;

/** Un email obligatorio y válido, recortado y en minúsculas. */
export const EmailDeCuenta = (doc: Documentacion = {}) =>
  campo<string>({
    type: 'string',
    ...doc,
    'x-normalizar': 'minusculas',
    'x-regla': (valor) =>
      typeof valor !== 'string' || valor.trim() === ''
        ? MENSAJES.emailObligatorio
        : textoValido(esEmailValido, MENSAJES.emailInvalido)(valor, {}),
    'x-mensajes': { required: MENSAJES.emailObligatorio },
  });

/** Regla de un email (válido si viene) y de un teléfono de 10 dígitos (admite separadores). */
export const reglaEmail = textoValido(esEmailValido, MENSAJES.emailInvalido);
export const reglaTelefono = textoValido(esTelefonoValido, MENSAJES.telefonoInvalido);

/** Máximo de una contraseña en BYTES UTF-8: bcrypt ignora en silencio lo que pase de 72 (docs/decisiones/acceso-y-contrasenas.md). */
export const CONTRASENA_MAXIMO_BYTES = 72;
export const MENSAJE_CONTRASENA_LARGA = `La contraseña no puede superar ${CONTRASENA_MAXIMO_BYTES} bytes (las letras con tilde o ñ cuentan doble)`;

/** Una contraseña nueva: obligatoria, de al menos `LIMITES.contrasenaMinimo` caracteres y a lo sumo 72 bytes. */
export const ContrasenaNueva = (doc: Documentacion = {}) =>
  campo<string>({
    type: 'string',
    ...doc,
    'x-regla': (valor) => {
      if (typeof valor !== 'string' || valor.trim() === '') return MENSAJES.contrasenaRequerida;
      if (valor.length < LIMITES.contrasenaMinimo) return MENSAJES.contrasenaCorta;
      return Buffer.byteLength(valor, 'utf8') > CONTRASENA_MAXIMO_BYTES ? MENSAJE_CONTRASENA_LARGA : null;
    },
    'x-mensajes': { required: MENSAJES.contrasenaRequerida },
  });

/** Tope de lo que se compara con la contraseña guardada (la actual, la del inicio de sesión). */
export const CONTRASENA_ESCRITA_MAXIMO = 1024;
export const MENSAJE_CONTRASENA_ESCRITA_LARGA = 'La contraseña es demasiado larga';

/** La contraseña actual que pide un cambio de la cuenta propia. */
export const ContrasenaActual = (doc: Documentacion = {}) => {
  const noEsTexto = 'La contraseña actual debe ser texto';
  return campo<string>({
    type: 'string',
    ...doc,
    maxLength: CONTRASENA_ESCRITA_MAXIMO,
    'x-mensajes': { required: noEsTexto, type: noEsTexto, maxLength: MENSAJE_CONTRASENA_ESCRITA_LARGA },
  });
};

/** Texto obligatorio (no vacío tras recortar; si no es texto, también `mensaje`) y, si vale, la regla `ademas`. */
export const TextoNoVacio = (mensaje: string, doc: Documentacion & Anotaciones = {}, ademas?: ReglaDeCampo) =>
  campo<string>({
    type: 'string',
    ...doc,
    'x-regla': (valor, objeto) =>
      typeof valor !== 'string' || valor.trim() === '' ? mensaje : (ademas?.(valor, objeto) ?? null),
    'x-mensajes': { required: mensaje },
  });

/** Un texto opcional que, si viene, cumple `regla` (un teléfono, una cédula); vacío o null lo borra. */
export const TextoOpcionalValido = (regla: ReglaDeCampo, doc: Documentacion = {}) =>
  Opcional(
    campo<string | null>({
      type: 'string',
      nullable: true,
      ...doc,
      'x-normalizar': 'vacioEsNulo',
      'x-regla': regla,
    }),
  );

/** Un valor obligatorio de una lista: `obligatorio` si falta o está vacío, `invalido` si no es de la lista. */
export const DeObligatorio = <V extends string>(
  valores: readonly V[],
  obligatorio: string,
  invalido: string,
  doc: Documentacion = {},
) =>
  campo<V>({
    type: 'string',
    enum: [...valores],
    ...doc,
    minLength: 1,
    'x-mensajes': { required: obligatorio, type: obligatorio, minLength: obligatorio, enum: invalido },
  });

/** Hasta `maximo` caracteres, con `mensaje` si pasa (una regla `ademas` de `TextoNoVacio`). */
export const largoHasta =
  (maximo: number, mensaje: string): ReglaDeCampo =>
  (valor) =>
    typeof valor === 'string' && valor.length > maximo ? mensaje : null;

/** Un parámetro sí/no de una consulta: '1', 'true', 'si' o 'sí' son sí; cualquier otro texto, no. */
export const SiNo = (description?: string) =>
  Opcional(
    campo<boolean>({
      ...(description === undefined ? {} : { description }),
      type: 'boolean',
      'x-normalizar': 'booleano',
    }),
  );

/**
 * Una regla de @cartera/dominio sobre texto o null (`validarEmail`, `validarTelefono`): vale si la regla no da error;
 * si no, su mensaje (o el de ausente, o «Valor inválido» si no es texto).
 */
export const reglaDeTexto =
  (regla: (valor: string | null | undefined) => string | null): ReglaDeCampo =>
  (valor) => {
    const error =
      valor === null || typeof valor === 'string' ? regla(valor) : (regla(undefined) ?? 'Valor inválido');
    return error;
  };

/** Una fecha de negocio obligatoria con un solo mensaje, falte o esté mal escrita. */
export const FechaRequerida = (
  ejemplo: string | undefined,
  mensaje: string = MENSAJES.fechaInvalida,
  doc: Documentacion = {},
) =>
  campo<string>({
    type: 'string',
    ...(ejemplo === undefined ? {} : { example: ejemplo }),
    ...doc,
    'x-regla': reglaFecha(mensaje),
    'x-mensajes': { required: mensaje },
  });

/** El error que una regla de formulario de @cartera/dominio da a `campo` (juzga el objeto entero). */
export const deFormulario =
  <C extends string>(
    regla: (datos: Record<string, unknown>) => Partial<Record<C, string>>,
    nombre: C,
  ): ReglaDeCampo =>
  (_valor, objeto) =>
    regla(objeto)[nombre] ?? null;
