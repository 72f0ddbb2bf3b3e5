// Validadores de DTO compartidos por préstamos y cobros, con los mensajes de @cartera/dominio.
import { MENSAJES, esFechaValida } from '@cartera/dominio';
import { applyDecorators } from '@nestjs/common';
import { IsInt, IsNumber, IsPositive, Max, ValidateBy } from 'class-validator';

/** Fecha de negocio 'YYYY-MM-DD' que existe en el calendario (no sólo con la forma correcta). */
export const FechaNegocio = (mensaje: string = MENSAJES.fechaInvalida) =>
  ValidateBy({
    name: 'fechaNegocio',
    validator: { validate: (valor: unknown) => esFechaValida(valor), defaultMessage: () => mensaje },
  });

/** Monto de un pago o cobro: número > 0 ('Monto inválido', §5), en pesos enteros (el peso no usa decimales). */
export const MontoPago = () =>
  applyDecorators(
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: MENSAJES.montoInvalido }),
    IsPositive({ message: MENSAJES.montoInvalido }),
    IsInt({ message: MENSAJES.montoEntero }),
    Max(999_999_999_999, { message: MENSAJES.montoInvalido }),
  );
