"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Longitud = exports.Latitud = exports.AmbasCoordenadas = exports.MENSAJE_COORDENADAS = exports.MENSAJE_LONGITUD = exports.MENSAJE_LATITUD = void 0;
// Latitud y longitud opcionales (cliente y punto de partida del cobrador): mismas reglas y mensajes en los dos.
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
exports.MENSAJE_LATITUD = 'La latitud debe ser un número entre -90 y 90 con hasta 6 decimales';
exports.MENSAJE_LONGITUD = 'La longitud debe ser un número entre -180 y 180 con hasta 6 decimales';
exports.MENSAJE_COORDENADAS = 'La latitud y la longitud van juntas: indique las dos o ninguna';
/** Latitud y longitud se envían juntas y las dos con valor o las dos vacías. */
const AmbasCoordenadas = () => (0, class_validator_1.ValidateBy)({
    name: 'ambasCoordenadas',
    validator: {
        validate: (_valor, argumentos) => {
            const objeto = argumentos?.object;
            if (!objeto)
                return true;
            const vacia = (v) => v === null || v === undefined;
            if (objeto.latitud === undefined && objeto.longitud === undefined)
                return true;
            if (objeto.latitud === undefined || objeto.longitud === undefined)
                return false;
            return vacia(objeto.latitud) === vacia(objeto.longitud);
        },
        defaultMessage: () => exports.MENSAJE_COORDENADAS,
    },
});
exports.AmbasCoordenadas = AmbasCoordenadas;
const vacioANull = (0, class_transformer_1.Transform)(({ value }) => (value === '' ? null : value));
/** Latitud opcional (−90 a 90, hasta 6 decimales); '' o null la borran. */
const Latitud = (descripcion = 'Grados (−90 a 90); con longitud o sin ninguna') => (0, common_1.applyDecorators)((0, swagger_1.ApiPropertyOptional)({ example: 4.6486, nullable: true, description: descripcion }), (0, class_validator_1.IsOptional)(), vacioANull, (0, class_validator_1.IsNumber)({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 6 }, { message: exports.MENSAJE_LATITUD }), (0, class_validator_1.Min)(-90, { message: exports.MENSAJE_LATITUD }), (0, class_validator_1.Max)(90, { message: exports.MENSAJE_LATITUD }), (0, exports.AmbasCoordenadas)());
exports.Latitud = Latitud;
/** Longitud opcional (−180 a 180, hasta 6 decimales); '' o null la borran. */
const Longitud = (descripcion = 'Grados (−180 a 180); con latitud o sin ninguna') => (0, common_1.applyDecorators)((0, swagger_1.ApiPropertyOptional)({ example: -74.0621, nullable: true, description: descripcion }), (0, class_validator_1.IsOptional)(), vacioANull, (0, class_validator_1.IsNumber)({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 6 }, { message: exports.MENSAJE_LONGITUD }), (0, class_validator_1.Min)(-180, { message: exports.MENSAJE_LONGITUD }), (0, class_validator_1.Max)(180, { message: exports.MENSAJE_LONGITUD }), (0, exports.AmbasCoordenadas)());
exports.Longitud = Longitud;
//# sourceMappingURL=coordenadas.js.map