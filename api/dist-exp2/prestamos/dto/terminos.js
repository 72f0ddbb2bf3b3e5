"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.completarTerminos = completarTerminos;
exports.terminosValidos = terminosValidos;
exports.TerminoPrestamo = TerminoPrestamo;
const dominio_1 = require("@cartera/dominio");
const class_validator_1 = require("class-validator");
const vacio = (valor) => valor === undefined || valor === null || valor === '';
/**
 * Las condiciones con los valores por defecto de §9 donde faltan (interés 10, 30 cuotas, semanal, capital_final,
 * inicio hoy en Bogotá) y `plazo` como alias de `cuotas`. `monto` nunca tiene valor por defecto.
 */
function completarTerminos(entrada, hoy = (0, dominio_1.hoyBogota)()) {
    return {
        monto: entrada.monto,
        interes: vacio(entrada.interes) ? dominio_1.PRESTAMO_DEFAULTS.interes : entrada.interes,
        cuotas: !vacio(entrada.cuotas) ? entrada.cuotas : !vacio(entrada.plazo) ? entrada.plazo : dominio_1.PRESTAMO_DEFAULTS.cuotas,
        modalidad: vacio(entrada.modalidad) ? dominio_1.PRESTAMO_DEFAULTS.modalidad : entrada.modalidad,
        tipoAmortizacion: vacio(entrada.tipoAmortizacion) ? dominio_1.PRESTAMO_DEFAULTS.tipoAmortizacion : entrada.tipoAmortizacion,
        fechaInicio: vacio(entrada.fechaInicio) ? hoy : entrada.fechaInicio,
        fechaPrimerPago: vacio(entrada.fechaPrimerPago) ? null : entrada.fechaPrimerPago,
    };
}
/** Las condiciones ya validadas, con sus valores por defecto aplicados. */
function terminosValidos(entrada, hoy) {
    return completarTerminos(entrada, hoy);
}
function errorDe(campo, argumentos) {
    return (0, dominio_1.validarTerminosPrestamo)(completarTerminos(argumentos.object))[campo];
}
/**
 * Valida un campo de las condiciones con `validarTerminosPrestamo` de @cartera/dominio sobre el cuerpo completo
 * (con los valores por defecto aplicados): el navegador y la API rechazan lo mismo con las mismas palabras.
 * `plazo` se valida como `cuotas`.
 */
function TerminoPrestamo(campo, opciones) {
    return (0, class_validator_1.ValidateBy)({
        name: 'terminoPrestamo',
        validator: {
            validate: (_valor, argumentos) => !argumentos || !errorDe(campo, argumentos),
            defaultMessage: (argumentos) => (argumentos && errorDe(campo, argumentos)) ?? 'Valor inválido',
        },
    }, opciones);
}
//# sourceMappingURL=terminos.js.map