// Validadores de DTO compartidos por préstamos y cobros, con los mensajes de @cartera/dominio.
import { MENSAJES, esFechaValida, validarMontoPago, validarMotivo } from '@cartera/dominio';
import { ValidateBy } from 'class-validator';

/** Fecha de negocio 'YYYY-MM-DD' que existe en el calendario (no sólo con la forma correcta). */
export const FechaNegocio = (mensaje: string = MENSAJES.fechaInvalida) =>
  ValidateBy({
    name: 'fechaNegocio',
    validator: { validate: (valor: unknown) => esFechaValida(valor), defaultMessage: () => mensaje },
  });

/**
 * Monto de un pago, cobro, gasto o movimiento de caja: la regla de los formularios, `validarMontoPago` de
 * @cartera/dominio (pesos enteros de 1 a MONTO_PAGO_MAXIMO), con 'Monto inválido' (§5) para el que falta o no llega a
 * 1 peso.
 */
export const MontoPago = () =>
  ValidateBy({
    name: 'montoPago',
    validator: {
      validate: (valor: unknown) => validarMontoPago(valor, MENSAJES.montoInvalido) === null,
      defaultMessage: (argumentos) => validarMontoPago(argumentos?.value, MENSAJES.montoInvalido) ?? '',
    },
  });

/** El motivo de una operación del libro, con la misma regla y las mismas palabras que el formulario (`validarMotivo`). */
export const Motivo = () =>
  ValidateBy({
    name: 'motivo',
    validator: {
      validate: (valor: unknown) => validarMotivo(valor) === null,
      defaultMessage: (argumentos) => validarMotivo(argumentos?.value) ?? '',
    },
  });
