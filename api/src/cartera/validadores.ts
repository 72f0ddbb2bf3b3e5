// Validadores de DTO compartidos por préstamos y cobros, con los mensajes de @cartera/dominio.
import { MENSAJES, MONTO_PAGO_MAXIMO, esFechaValida } from '@cartera/dominio';
import { applyDecorators } from '@nestjs/common';
import { IsInt, IsNumber, IsPositive, Max, ValidateBy } from 'class-validator';

/** Fecha de negocio 'YYYY-MM-DD' que existe en el calendario (no sólo con la forma correcta). */
export const FechaNegocio = (mensaje: string = MENSAJES.fechaInvalida) =>
  ValidateBy({
    name: 'fechaNegocio',
    validator: { validate: (valor: unknown) => esFechaValida(valor), defaultMessage: () => mensaje },
  });

/**
 * Monto de un pago, cobro o movimiento de caja: número > 0 ('Monto inválido', §5), en pesos enteros (el peso no usa
 * decimales), hasta MONTO_PAGO_MAXIMO. Acepta lo mismo que validarMontoPago de @cartera/dominio, la regla de los
 * formularios (validadores.spec.ts lo comprueba).
 */
export const MontoPago = () =>
  applyDecorators(
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: MENSAJES.montoInvalido }),
    IsPositive({ message: MENSAJES.montoInvalido }),
    IsInt({ message: MENSAJES.montoEntero }),
    Max(MONTO_PAGO_MAXIMO, { message: MENSAJES.montoInvalido }),
  );
