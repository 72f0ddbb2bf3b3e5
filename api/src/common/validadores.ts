// Validadores de DTO compartidos por préstamos y cobros, con los mensajes de @cartera/dominio.
import { MENSAJES, esFechaRecibida, esInstanteRecibido, validarMontoPago, validarMotivo } from '@cartera/dominio';
import { ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';

/** Una regla de @cartera/dominio que devuelve el mensaje del error, o null si el valor está bien. */
export type ReglaDeValor = (valor: unknown) => string | null;

/**
 * El valor cumple una regla de @cartera/dominio, y si no, el error es el mensaje de la regla: la API rechaza lo mismo
 * que el formulario con las mismas palabras. `nombre` es el del validador en class-validator (`errors` por campo).
 */
export const CumpleRegla = (nombre: string, regla: ReglaDeValor, opciones?: ValidationOptions) =>
  ValidateBy(
    {
      name: nombre,
      validator: {
        validate: (valor: unknown) => regla(valor) === null,
        defaultMessage: (argumentos) => regla(argumentos?.value) ?? '',
      },
    },
    opciones,
  );

/** Una regla de @cartera/dominio que juzga un formulario entero y devuelve el mensaje de error de cada campo. */
export type ReglaDeFormulario<C extends string> = (
  datos: Partial<Record<C, unknown>>,
) => Partial<Record<C, string>>;

/**
 * Un campo que una regla de formulario juzga junto con los demás (un límite que depende de otro): el campo vale si la
 * regla no le da error, y si no, el error es el mensaje que le da.
 */
export const CampoDeFormulario = <C extends string>(nombre: string, regla: ReglaDeFormulario<C>, campo: C) =>
  ValidateBy({
    name: nombre,
    validator: {
      validate: (_valor: unknown, argumentos) => !regla(argumentos?.object ?? {})[campo],
      defaultMessage: (argumentos) => regla(argumentos?.object ?? {})[campo] ?? '',
    },
  });

/**
 * Un campo de un cambio parcial: si no viene no cambia, pero si viene se valida aunque sea null (`@IsOptional` dejaría
 * pasar el null).
 */
export const SiViene = () => ValidateIf((_objeto: object, valor: unknown) => valor !== undefined);

/** Un campo que admite null (lo borra o vuelve al valor de fábrica); cualquier otro valor se valida. */
export const Anulable = () => ValidateIf((_objeto: object, valor: unknown) => valor !== null);

/**
 * LA regla de toda fecha que recibe la API (docs/decisiones/fechas-recibidas.md): 'YYYY-MM-DD' que existe en el
 * calendario, de 1900 a 2100 (`esFechaRecibida`); si no, 400 con `mensaje` en su campo. Un número suelto ('6915'), el
 * año 0 o el 9999, un 30 de febrero o el texto vacío nunca llegan a la base.
 */
export const FechaNegocio = (mensaje: string = MENSAJES.fechaInvalida) =>
  ValidateBy({
    name: 'fechaNegocio',
    validator: { validate: (valor: unknown) => esFechaRecibida(valor), defaultMessage: () => mensaje },
  });

/**
 * Donde una ruta recibe un instante (la hora del dispositivo, un envío programado, el filtro de la auditoría): una
 * fecha como FechaNegocio o ISO 8601 completo con hora y zona posibles (`esInstanteRecibido`); si no, 400 con `mensaje`.
 */
export const InstanteRecibido = (mensaje: string = MENSAJES.fechaInvalida) =>
  ValidateBy({
    name: 'instanteRecibido',
    validator: { validate: (valor: unknown) => esInstanteRecibido(valor), defaultMessage: () => mensaje },
  });

/**
 * Monto de un pago, cobro, gasto o movimiento de caja: la regla de los formularios, `validarMontoPago` de
 * @cartera/dominio (pesos enteros de 1 a MONTO_PAGO_MAXIMO), con 'Monto inválido' (§5) para el que falta o no llega a
 * 1 peso.
 */
export const MontoPago = () =>
  CumpleRegla('montoPago', (valor) => validarMontoPago(valor, MENSAJES.montoInvalido));

/** El motivo de una operación del libro, con la misma regla y las mismas palabras que el formulario (`validarMotivo`). */
export const Motivo = () => CumpleRegla('motivo', validarMotivo);
