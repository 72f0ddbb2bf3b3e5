"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ContrasenaMaximoBytes = exports.MENSAJE_CONTRASENA_LARGA = exports.CONTRASENA_MAXIMO_BYTES = exports.NoVacio = exports.EsTelefono = exports.EsEmail = exports.TextoOpcional = exports.RecortarMinusculas = exports.Recortar = void 0;
// Piezas de los DTOs: normalización de texto y validadores con las reglas y mensajes de @cartera/dominio, para
// que la API rechace lo mismo que los formularios, con las mismas palabras.
const dominio_1 = require("@cartera/dominio");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
/** Quita espacios al borde; deja cualquier otro valor tal cual para que lo juzgue el validador. */
const Recortar = () => (0, class_transformer_1.Transform)(({ value }) => (typeof value === 'string' ? value.trim() : value));
exports.Recortar = Recortar;
/** Recorta y pasa a minúsculas (emails). */
const RecortarMinusculas = () => (0, class_transformer_1.Transform)(({ value }) => typeof value === 'string' ? value.trim().toLowerCase() : value);
exports.RecortarMinusculas = RecortarMinusculas;
/** Texto opcional: recorta, y una cadena vacía cuenta como `null` (el usuario borró el campo). */
const TextoOpcional = () => (0, class_transformer_1.Transform)(({ value }) => {
    if (typeof value !== 'string')
        return value;
    const recortado = value.trim();
    return recortado === '' ? null : recortado;
});
exports.TextoOpcional = TextoOpcional;
const EsEmail = (opciones) => (0, class_validator_1.ValidateBy)({
    name: 'esEmail',
    validator: {
        validate: (valor) => typeof valor === 'string' && (0, dominio_1.esEmailValido)(valor),
        defaultMessage: () => dominio_1.MENSAJES.emailInvalido,
    },
}, opciones);
exports.EsEmail = EsEmail;
/** Teléfono de 10 dígitos (admite separadores al escribirlo; se guarda sólo con dígitos). */
const EsTelefono = (opciones) => (0, class_validator_1.ValidateBy)({
    name: 'esTelefono',
    validator: {
        validate: (valor) => typeof valor === 'string' && (0, dominio_1.esTelefonoValido)(valor),
        defaultMessage: () => dominio_1.MENSAJES.telefonoInvalido,
    },
}, opciones);
exports.EsTelefono = EsTelefono;
/** Texto no vacío (tras recortar). */
const NoVacio = (mensaje) => (0, class_validator_1.ValidateBy)({
    name: 'noVacio',
    validator: {
        validate: (valor) => typeof valor === 'string' && valor.trim().length > 0,
        defaultMessage: () => mensaje,
    },
});
exports.NoVacio = NoVacio;
/** Máximo de una contraseña en BYTES UTF-8: bcrypt ignora en silencio lo que pase de 72 (docs/decisiones.md). */
exports.CONTRASENA_MAXIMO_BYTES = 72;
exports.MENSAJE_CONTRASENA_LARGA = `La contraseña no puede superar ${exports.CONTRASENA_MAXIMO_BYTES} bytes (las letras con tilde o ñ cuentan doble)`;
/** Contraseña de a lo sumo 72 bytes UTF-8 (una «ñ» ocupa 2 y un emoji 4). */
const ContrasenaMaximoBytes = () => (0, class_validator_1.ValidateBy)({
    name: 'contrasenaMaximoBytes',
    validator: {
        validate: (valor) => typeof valor !== 'string' || Buffer.byteLength(valor, 'utf8') <= exports.CONTRASENA_MAXIMO_BYTES,
        defaultMessage: () => exports.MENSAJE_CONTRASENA_LARGA,
    },
});
exports.ContrasenaMaximoBytes = ContrasenaMaximoBytes;
//# sourceMappingURL=dto.js.map