"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.ConsultaListaDto = exports.MENSAJE_PAGINACION_PROFUNDA = exports.PROFUNDIDAD_MAXIMA_PAGINACION = void 0;
exports.metaPagina = metaPagina;
exports.leerOrden = leerOrden;
exports.patronContiene = patronContiene;
const dominio_1 = require("@cartera/dominio");
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
/**
 * Profundidad máxima de una lista paginada (page × limit): OFFSET obliga a PostgreSQL a leer y descartar todas las
 * filas anteriores, así que más allá de 10.000 se pide acotar con filtros o búsqueda.
 */
exports.PROFUNDIDAD_MAXIMA_PAGINACION = 10_000;
exports.MENSAJE_PAGINACION_PROFUNDA = `No se puede paginar más allá del registro ${exports.PROFUNDIDAD_MAXIMA_PAGINACION.toLocaleString('es-CO')}: use los filtros o la búsqueda para acotar la lista`;
const DentroDeProfundidad = () => (0, class_validator_1.ValidateBy)({
    name: 'dentroDeProfundidad',
    validator: {
        validate: (page, args) => {
            const limit = args?.object?.limit;
            if (typeof page !== 'number' || typeof limit !== 'number')
                return true;
            return page * limit <= exports.PROFUNDIDAD_MAXIMA_PAGINACION;
        },
        defaultMessage: () => exports.MENSAJE_PAGINACION_PROFUNDA,
    },
});
/** Parámetros comunes de toda lista: page, limit (≤ 1000, 10 por defecto), search y sort ('campo_asc|desc'). */
class ConsultaListaDto {
    page = 1;
    limit = dominio_1.LIMITES.tamanoPagina;
    search;
    sort;
}
exports.ConsultaListaDto = ConsultaListaDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ minimum: 1, default: 1 }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)({ message: 'La página debe ser un número entero' }),
    (0, class_validator_1.Min)(1, { message: 'La página debe ser mayor o igual a 1' }),
    DentroDeProfundidad(),
    __metadata("design:type", Number)
], ConsultaListaDto.prototype, "page", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ minimum: 1, maximum: dominio_1.LIMITES.limiteMaximo, default: dominio_1.LIMITES.tamanoPagina }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)({ message: 'El límite debe ser un número entero' }),
    (0, class_validator_1.Min)(1, { message: 'El límite debe ser mayor o igual a 1' }),
    (0, class_validator_1.Max)(dominio_1.LIMITES.limiteMaximo, { message: `El límite no puede superar ${dominio_1.LIMITES.limiteMaximo}` }),
    __metadata("design:type", Number)
], ConsultaListaDto.prototype, "limit", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Texto a buscar (sin distinguir mayúsculas ni tildes)' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    (0, class_validator_1.IsString)({ message: 'La búsqueda debe ser texto' }),
    (0, class_validator_1.MaxLength)(100, { message: 'La búsqueda no puede superar 100 caracteres' }),
    __metadata("design:type", String)
], ConsultaListaDto.prototype, "search", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: 'createdAt_desc' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)({ message: 'El orden debe ser texto' }),
    (0, class_validator_1.Matches)(/^[A-Za-z]+_(asc|desc)$/, { message: "El orden debe tener la forma 'campo_asc' o 'campo_desc'" }),
    __metadata("design:type", String)
], ConsultaListaDto.prototype, "sort", void 0);
function metaPagina(total, page, limit) {
    return { total, page, limit, totalPages: Math.ceil(total / limit) };
}
/**
 * Traduce 'campo_asc|desc' con una lista blanca de columnas. Un campo desconocido es un error de validación, no
 * un orden por defecto silencioso.
 */
function leerOrden(sort, columnas, porDefecto) {
    const [campo, direccion] = (sort ?? porDefecto).split('_');
    const expresion = columnas[campo ?? ''];
    if (!expresion)
        return { error: `No se puede ordenar por '${campo}'. Opciones: ${Object.keys(columnas).join(', ')}` };
    return { expresion, direccion: direccion === 'asc' ? 'ASC' : 'DESC' };
}
/** Patrón LIKE que busca `texto` en cualquier parte, con %, _ y \ escapados. */
function patronContiene(texto) {
    return `%${texto.replace(/[\\%_]/g, (caracter) => `\\${caracter}`)}%`;
}
//# sourceMappingURL=paginacion.js.map