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
exports.UpdateClienteDto = exports.CreateClienteDto = exports.CamposOpcionalesCliente = void 0;
// Cuerpo de POST y PUT /api/clientes. Mismas reglas y mensajes que el formulario (especificación §5), tomados de
// @cartera/dominio. Cédula y teléfonos se aceptan con espacios, puntos o guiones y se guardan sólo con dígitos.
const dominio_1 = require("@cartera/dominio");
const common_1 = require("@nestjs/common");
const coordenadas_1 = require("../../common/coordenadas");
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const dto_1 = require("../../common/dto");
const fotos_1 = require("../fotos");
const INGRESOS_MAXIMO = 999_999_999_999.99;
const FECHA_NACIMIENTO_MINIMA = '1900-01-01';
const enviado = (_objeto, valor) => valor !== undefined;
/** Quita los separadores que la gente escribe en cédulas y teléfonos ('300 123-4567' → '3001234567'). */
const SinSeparadores = () => (0, class_transformer_1.Transform)(({ value }) => (typeof value === 'string' ? value.replace(/[\s.-]/g, '') : value));
/** Teléfono opcional: vacío → null; con separadores → sólo dígitos. */
const TelefonoOpcional = () => (0, class_transformer_1.Transform)(({ value }) => {
    if (typeof value !== 'string')
        return value;
    const limpio = value.replace(/[\s.-]/g, '');
    return limpio === '' ? null : limpio;
});
/** Un validador que aplica una regla de @cartera/dominio: la regla devuelve el mensaje del error o null. */
function Regla(nombre, regla) {
    return (0, class_validator_1.ValidateBy)({
        name: nombre,
        validator: {
            validate: (valor) => (valor === null || typeof valor === 'string') && regla(valor) === null,
            defaultMessage: (argumentos) => {
                const valor = argumentos?.value;
                return (typeof valor === 'string' || valor === null ? regla(valor) : null) ?? regla(undefined) ?? 'Valor inválido';
            },
        },
    });
}
const EsCedula = () => Regla('esCedula', dominio_1.validarCedula);
const EsTelefonoObligatorio = () => Regla('esTelefono', (valor) => (0, dominio_1.validarTelefono)(valor));
const EsTelefonoOpcional = () => Regla('esTelefonoOpcional', (valor) => (0, dominio_1.validarTelefono)(valor, { obligatorio: false }));
const EsEmailOpcional = () => Regla('esEmailOpcional', (valor) => (0, dominio_1.validarEmail)(valor));
/** Fecha 'YYYY-MM-DD' real, desde 1900 y anterior a hoy (en Bogotá). */
const EsFechaNacimiento = () => (0, class_validator_1.ValidateBy)({
    name: 'esFechaNacimiento',
    validator: {
        validate: (valor) => (0, dominio_1.esFechaValida)(valor) && valor >= FECHA_NACIMIENTO_MINIMA && valor < (0, dominio_1.hoyBogota)(),
        defaultMessage: () => dominio_1.MENSAJES.fechaNacimientoInvalida,
    },
});
/** Foto como data URL JPEG/PNG/WEBP de hasta 2 MB; el mensaje dice si falla el formato o el tamaño. */
const EsFoto = () => (0, class_validator_1.ValidateBy)({
    name: 'esFoto',
    validator: {
        validate: (valor) => !('error' in (0, fotos_1.leerFoto)(valor)),
        defaultMessage: (argumentos) => {
            const resultado = (0, fotos_1.leerFoto)(argumentos?.value);
            return 'error' in resultado ? resultado.error : '';
        },
    },
});
const textoOpcional = (maximo, etiqueta) => [
    (0, class_validator_1.IsOptional)(),
    (0, dto_1.TextoOpcional)(),
    (0, class_validator_1.IsString)({ message: `${etiqueta} debe ser texto` }),
    (0, class_validator_1.MaxLength)(maximo, { message: `${etiqueta} no puede superar ${maximo} caracteres` }),
];
/** Campos opcionales, iguales en el alta y en la edición: `null` o '' los borra. */
class CamposOpcionalesCliente {
    apodo;
    email;
    barrio;
    latitud;
    longitud;
    departamento;
    fechaNacimiento;
    sexo;
    estadoCivil;
    lugarNacimiento;
    ocupacion;
    ingresos;
    referencia1Nombre;
    referencia1Telefono;
    referencia2Nombre;
    referencia2Telefono;
    observaciones;
    estado;
    cobrador;
    foto;
}
exports.CamposOpcionalesCliente = CamposOpcionalesCliente;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: 'Don Chepe', nullable: true }),
    (0, common_1.applyDecorators)(...textoOpcional(80, 'El apodo')),
    __metadata("design:type", Object)
], CamposOpcionalesCliente.prototype, "apodo", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: 'jose.perez@example.com', nullable: true }),
    (0, class_validator_1.IsOptional)(),
    (0, dto_1.TextoOpcional)(),
    EsEmailOpcional(),
    __metadata("design:type", Object)
], CamposOpcionalesCliente.prototype, "email", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: 'Chapinero', nullable: true }),
    (0, common_1.applyDecorators)(...textoOpcional(120, 'El barrio')),
    __metadata("design:type", Object)
], CamposOpcionalesCliente.prototype, "barrio", void 0);
__decorate([
    (0, coordenadas_1.Latitud)(),
    __metadata("design:type", Object)
], CamposOpcionalesCliente.prototype, "latitud", void 0);
__decorate([
    (0, coordenadas_1.Longitud)(),
    __metadata("design:type", Object)
], CamposOpcionalesCliente.prototype, "longitud", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: 'Cundinamarca', nullable: true }),
    (0, common_1.applyDecorators)(...textoOpcional(120, 'El departamento')),
    __metadata("design:type", Object)
], CamposOpcionalesCliente.prototype, "departamento", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '1985-04-12', nullable: true, description: "'YYYY-MM-DD', anterior a hoy" }),
    (0, class_validator_1.IsOptional)(),
    (0, dto_1.TextoOpcional)(),
    EsFechaNacimiento(),
    __metadata("design:type", Object)
], CamposOpcionalesCliente.prototype, "fechaNacimiento", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: dominio_1.SEXOS, nullable: true }),
    (0, class_validator_1.IsOptional)(),
    (0, dto_1.TextoOpcional)(),
    (0, class_validator_1.IsIn)(dominio_1.SEXOS, { message: dominio_1.MENSAJES.sexoInvalido }),
    __metadata("design:type", Object)
], CamposOpcionalesCliente.prototype, "sexo", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: dominio_1.ESTADOS_CIVILES, nullable: true }),
    (0, class_validator_1.IsOptional)(),
    (0, dto_1.TextoOpcional)(),
    (0, class_validator_1.IsIn)(dominio_1.ESTADOS_CIVILES, { message: dominio_1.MENSAJES.estadoCivilInvalido }),
    __metadata("design:type", Object)
], CamposOpcionalesCliente.prototype, "estadoCivil", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: 'Sogamoso, Boyacá', nullable: true }),
    (0, common_1.applyDecorators)(...textoOpcional(120, 'El lugar de nacimiento')),
    __metadata("design:type", Object)
], CamposOpcionalesCliente.prototype, "lugarNacimiento", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: 'Comerciante', nullable: true }),
    (0, common_1.applyDecorators)(...textoOpcional(120, 'La ocupación')),
    __metadata("design:type", Object)
], CamposOpcionalesCliente.prototype, "ocupacion", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: 1500000, nullable: true, description: 'Pesos; el formulario avanza de 50.000' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(({ value }) => (value === '' ? null : value)),
    (0, class_validator_1.IsNumber)({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: dominio_1.MENSAJES.ingresosInvalidos }),
    (0, class_validator_1.Min)(0, { message: dominio_1.MENSAJES.ingresosInvalidos }),
    (0, class_validator_1.Max)(INGRESOS_MAXIMO, { message: dominio_1.MENSAJES.ingresosInvalidos }),
    __metadata("design:type", Object)
], CamposOpcionalesCliente.prototype, "ingresos", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ nullable: true }),
    (0, common_1.applyDecorators)(...textoOpcional(120, 'El nombre de la referencia')),
    __metadata("design:type", Object)
], CamposOpcionalesCliente.prototype, "referencia1Nombre", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ nullable: true, description: '10 dígitos' }),
    (0, class_validator_1.IsOptional)(),
    TelefonoOpcional(),
    EsTelefonoOpcional(),
    __metadata("design:type", Object)
], CamposOpcionalesCliente.prototype, "referencia1Telefono", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ nullable: true }),
    (0, common_1.applyDecorators)(...textoOpcional(120, 'El nombre de la referencia')),
    __metadata("design:type", Object)
], CamposOpcionalesCliente.prototype, "referencia2Nombre", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ nullable: true, description: '10 dígitos' }),
    (0, class_validator_1.IsOptional)(),
    TelefonoOpcional(),
    EsTelefonoOpcional(),
    __metadata("design:type", Object)
], CamposOpcionalesCliente.prototype, "referencia2Telefono", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ nullable: true }),
    (0, common_1.applyDecorators)(...textoOpcional(2000, 'Las observaciones')),
    __metadata("design:type", Object)
], CamposOpcionalesCliente.prototype, "observaciones", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: dominio_1.ESTADOS_ACTIVO, default: 'activo' }),
    (0, class_validator_1.ValidateIf)(enviado),
    (0, class_validator_1.IsIn)(dominio_1.ESTADOS_ACTIVO, { message: dominio_1.MENSAJES.estadoInvalido }),
    __metadata("design:type", String)
], CamposOpcionalesCliente.prototype, "estado", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ format: 'uuid', nullable: true, description: 'Id del cobrador asignado; null lo quita' }),
    (0, class_validator_1.IsOptional)(),
    (0, dto_1.TextoOpcional)(),
    (0, class_validator_1.IsUUID)('all', { message: 'El cobrador no es válido' }),
    __metadata("design:type", Object)
], CamposOpcionalesCliente.prototype, "cobrador", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({
        nullable: true,
        description: 'Data URL JPEG, PNG o WEBP de hasta 2 MB; null la quita; ausente no la cambia',
    }),
    (0, class_validator_1.IsOptional)(),
    EsFoto(),
    __metadata("design:type", Object)
], CamposOpcionalesCliente.prototype, "foto", void 0);
/** POST /api/clientes. */
class CreateClienteDto extends CamposOpcionalesCliente {
    nombre;
    cedula;
    telefono;
    direccion;
    ciudad;
}
exports.CreateClienteDto = CreateClienteDto;
__decorate([
    (0, swagger_1.ApiProperty)({ example: 'José Pérez Gómez' }),
    (0, dto_1.Recortar)(),
    (0, dto_1.NoVacio)(dominio_1.MENSAJES.nombreObligatorio),
    (0, class_validator_1.MaxLength)(120, { message: 'El nombre no puede superar 120 caracteres' }),
    __metadata("design:type", String)
], CreateClienteDto.prototype, "nombre", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: '10123456789', description: '11 dígitos (se admiten separadores)' }),
    SinSeparadores(),
    EsCedula(),
    __metadata("design:type", String)
], CreateClienteDto.prototype, "cedula", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: '3001234567', description: '10 dígitos (se admiten separadores)' }),
    SinSeparadores(),
    EsTelefonoObligatorio(),
    __metadata("design:type", String)
], CreateClienteDto.prototype, "telefono", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: 'Calle 45 # 12-30' }),
    (0, dto_1.Recortar)(),
    (0, dto_1.NoVacio)(dominio_1.MENSAJES.direccionObligatoria),
    (0, class_validator_1.MaxLength)(200, { message: 'La dirección no puede superar 200 caracteres' }),
    __metadata("design:type", String)
], CreateClienteDto.prototype, "direccion", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: 'Bogotá' }),
    (0, dto_1.Recortar)(),
    (0, dto_1.NoVacio)(dominio_1.MENSAJES.ciudadObligatoria),
    (0, class_validator_1.MaxLength)(120, { message: 'La ciudad no puede superar 120 caracteres' }),
    __metadata("design:type", String)
], CreateClienteDto.prototype, "ciudad", void 0);
/** PUT /api/clientes/:id: lo que no llega no cambia; lo obligatorio, si llega, debe ser válido. */
class UpdateClienteDto extends CamposOpcionalesCliente {
    nombre;
    cedula;
    telefono;
    direccion;
    ciudad;
}
exports.UpdateClienteDto = UpdateClienteDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, class_validator_1.ValidateIf)(enviado),
    (0, dto_1.Recortar)(),
    (0, dto_1.NoVacio)(dominio_1.MENSAJES.nombreObligatorio),
    (0, class_validator_1.MaxLength)(120, { message: 'El nombre no puede superar 120 caracteres' }),
    __metadata("design:type", String)
], UpdateClienteDto.prototype, "nombre", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: '11 dígitos (se admiten separadores)' }),
    (0, class_validator_1.ValidateIf)(enviado),
    SinSeparadores(),
    EsCedula(),
    __metadata("design:type", String)
], UpdateClienteDto.prototype, "cedula", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: '10 dígitos (se admiten separadores)' }),
    (0, class_validator_1.ValidateIf)(enviado),
    SinSeparadores(),
    EsTelefonoObligatorio(),
    __metadata("design:type", String)
], UpdateClienteDto.prototype, "telefono", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, class_validator_1.ValidateIf)(enviado),
    (0, dto_1.Recortar)(),
    (0, dto_1.NoVacio)(dominio_1.MENSAJES.direccionObligatoria),
    (0, class_validator_1.MaxLength)(200, { message: 'La dirección no puede superar 200 caracteres' }),
    __metadata("design:type", String)
], UpdateClienteDto.prototype, "direccion", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, class_validator_1.ValidateIf)(enviado),
    (0, dto_1.Recortar)(),
    (0, dto_1.NoVacio)(dominio_1.MENSAJES.ciudadObligatoria),
    (0, class_validator_1.MaxLength)(120, { message: 'La ciudad no puede superar 120 caracteres' }),
    __metadata("design:type", String)
], UpdateClienteDto.prototype, "ciudad", void 0);
//# sourceMappingURL=cliente.dto.js.map