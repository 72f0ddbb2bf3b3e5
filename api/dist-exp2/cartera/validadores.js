"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MontoPago = exports.FechaNegocio = void 0;
// Validadores de DTO compartidos por préstamos y cobros, con los mensajes de @cartera/dominio.
const dominio_1 = require("@cartera/dominio");
const common_1 = require("@nestjs/common");
const class_validator_1 = require("class-validator");
/** Fecha de negocio 'YYYY-MM-DD' que existe en el calendario (no sólo con la forma correcta). */
const FechaNegocio = (mensaje = dominio_1.MENSAJES.fechaInvalida) => (0, class_validator_1.ValidateBy)({
    name: 'fechaNegocio',
    validator: { validate: (valor) => (0, dominio_1.esFechaValida)(valor), defaultMessage: () => mensaje },
});
exports.FechaNegocio = FechaNegocio;
/** Monto de un pago o cobro: número > 0 ('Monto inválido', §5), en pesos enteros (el peso no usa decimales). */
const MontoPago = () => (0, common_1.applyDecorators)((0, class_validator_1.IsNumber)({ allowNaN: false, allowInfinity: false }, { message: dominio_1.MENSAJES.montoInvalido }), (0, class_validator_1.IsPositive)({ message: dominio_1.MENSAJES.montoInvalido }), (0, class_validator_1.IsInt)({ message: dominio_1.MENSAJES.montoEntero }), (0, class_validator_1.Max)(999_999_999_999, { message: dominio_1.MENSAJES.montoInvalido }));
exports.MontoPago = MontoPago;
//# sourceMappingURL=validadores.js.map