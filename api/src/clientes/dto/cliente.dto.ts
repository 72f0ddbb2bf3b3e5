// Cuerpo de POST y PUT /api/clientes. Mismas reglas y mensajes que el formulario (especificación §5), tomados de
// @cartera/dominio. Teléfonos se aceptan con espacios, puntos o guiones y se guardan sólo con dígitos; el documento,
// como lo normaliza su tipo (documentos.ts: sin separadores, un NIT con su dígito tras un guion), nunca relleno.
import {
  ESTADOS_ACTIVO,
  ESTADOS_CIVILES,
  MENSAJES,
  MENSAJES_DOCUMENTO,
  SEXOS,
  TIPOS_DOCUMENTO,
  esTipoDocumento,
  normalizarDocumento,
  esFechaValida,
  hoyBogota,
  validarCedula,
  validarEmail,
  validarIngresos,
  validarTelefono,
  type EstadoActivo,
  type EstadoCivil,
  type Sexo,
  type TipoDocumento,
} from '@cartera/dominio';
import { Latitud, Longitud } from '../../common/coordenadas';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsObject, IsOptional, ValidateBy, ValidateIf, ValidateNested } from 'class-validator';
import { Campo, IdAnulable, TextoObligatorio, TextoOpcional, TextoOpcionalHasta } from '../../common/dto';
import { AutorizacionDatosDto } from './autorizacion-datos.dto';
import { errorDeFoto } from '../fotos';
import { CumpleRegla } from '../../common/validadores';

const FECHA_NACIMIENTO_MINIMA = '1900-01-01';

const enviado = (_objeto: object, valor: unknown) => valor !== undefined;

/** Quita los separadores que la gente escribe en cédulas y teléfonos ('300 123-4567' → '3001234567'). */
const SinSeparadores = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.replace(/[\s.-]/g, '') : value,
  );

/** Teléfono opcional: vacío → null; con separadores → sólo dígitos. */
const TelefonoOpcional = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const limpio = value.replace(/[\s.-]/g, '');
    return limpio === '' ? null : limpio;
  });

/** Un validador que aplica una regla de @cartera/dominio: la regla devuelve el mensaje del error o null. */
function Regla(nombre: string, regla: (valor: string | null | undefined) => string | null) {
  return ValidateBy({
    name: nombre,
    validator: {
      validate: (valor: unknown) => (valor === null || typeof valor === 'string') && regla(valor) === null,
      defaultMessage: (argumentos) => {
        const valor: unknown = argumentos?.value;
        return (
          (typeof valor === 'string' || valor === null ? regla(valor) : null) ??
          regla(undefined) ??
          'Valor inválido'
        );
      },
    },
  });
}

/** El tipo enviado en el mismo cuerpo, o CC si no llegó o no es uno de la lista (su propio campo dice el error). */
function tipoEnviado(cuerpo: unknown): TipoDocumento {
  const tipo: unknown = typeof cuerpo === 'object' && cuerpo !== null ? Reflect.get(cuerpo, 'tipoDocumento') : undefined;
  return esTipoDocumento(tipo) ? tipo : 'CC';
}

/** El número del documento como se guarda según el tipo del mismo cuerpo: sin separadores, nunca relleno. */
const NumeroDocumento = () =>
  Transform(({ value, obj }: { value: unknown; obj: unknown }) =>
    typeof value === 'string' ? normalizarDocumento(tipoEnviado(obj), value) : value,
  );

/** El número según el tipo del mismo cuerpo (CC si no llegó): la regla de @cartera/dominio con sus mensajes. */
const EsCedula = () =>
  ValidateBy({
    name: 'esCedula',
    validator: {
      validate: (valor: unknown, argumentos) =>
        (valor === null || typeof valor === 'string') && validarCedula(valor, tipoEnviado(argumentos?.object)) === null,
      defaultMessage: (argumentos) => {
        const valor: unknown = argumentos?.value;
        const tipo = tipoEnviado(argumentos?.object);
        return (typeof valor === 'string' ? validarCedula(valor, tipo) : null) ?? MENSAJES.cedulaObligatoria;
      },
    },
  });

/** Tipo de documento: opcional, CC por defecto. */
const TipoDocumentoOpcional = () =>
  Campo(
    ApiPropertyOptional({ enum: TIPOS_DOCUMENTO, default: 'CC', description: 'CC por defecto' }),
    ValidateIf(enviado),
    IsIn(TIPOS_DOCUMENTO, { message: MENSAJES_DOCUMENTO.tipoInvalido }),
  );
const EsTelefonoObligatorio = () => Regla('esTelefono', (valor) => validarTelefono(valor));
const EsTelefonoOpcional = () =>
  Regla('esTelefonoOpcional', (valor) => validarTelefono(valor, { obligatorio: false }));
const EsEmailOpcional = () => Regla('esEmailOpcional', (valor) => validarEmail(valor));

/** El teléfono de una referencia: opcional; vacío es null y con separadores se guarda sólo con dígitos. */
const TelefonoDeReferencia = () =>
  Campo(
    ApiPropertyOptional({ type: String, nullable: true, description: '10 dígitos' }),
    IsOptional(),
    TelefonoOpcional(),
    EsTelefonoOpcional(),
  );

/** Fecha 'YYYY-MM-DD' real, desde 1900 y anterior a hoy (en Bogotá). */
const EsFechaNacimiento = () =>
  ValidateBy({
    name: 'esFechaNacimiento',
    validator: {
      validate: (valor: unknown) =>
        esFechaValida(valor) && valor >= FECHA_NACIMIENTO_MINIMA && valor < hoyBogota(),
      defaultMessage: () => MENSAJES.fechaNacimientoInvalida,
    },
  });

/** Foto como data URL JPEG/PNG/WEBP de hasta 2 MB; el mensaje dice si falla el formato o el tamaño. */
const EsFoto = () => CumpleRegla('esFoto', errorDeFoto);

/** Campos opcionales, iguales en el alta y en la edición: `null` o '' los borra. */
export class CamposOpcionalesCliente {
  @TextoOpcionalHasta(80, 'El apodo', { example: 'Don Chepe' })
  apodo?: string | null;

  @ApiPropertyOptional({ type: String, example: 'jose.perez@example.com', nullable: true })
  @IsOptional()
  @TextoOpcional()
  @EsEmailOpcional()
  email?: string | null;

  @TextoOpcionalHasta(120, 'El barrio', { example: 'Chapinero' })
  barrio?: string | null;

  @Latitud()
  latitud?: number | null;

  @Longitud()
  longitud?: number | null;

  @TextoOpcionalHasta(120, 'El departamento', { example: 'Cundinamarca' })
  departamento?: string | null;

  @ApiPropertyOptional({
    type: String,
    example: '1985-04-12',
    nullable: true,
    description: "'YYYY-MM-DD', anterior a hoy",
  })
  @IsOptional()
  @TextoOpcional()
  @EsFechaNacimiento()
  fechaNacimiento?: string | null;

  @ApiPropertyOptional({ enum: SEXOS, nullable: true })
  @IsOptional()
  @TextoOpcional()
  @IsIn(SEXOS, { message: MENSAJES.sexoInvalido })
  sexo?: Sexo | null;

  @ApiPropertyOptional({ enum: ESTADOS_CIVILES, nullable: true })
  @IsOptional()
  @TextoOpcional()
  @IsIn(ESTADOS_CIVILES, { message: MENSAJES.estadoCivilInvalido })
  estadoCivil?: EstadoCivil | null;

  @TextoOpcionalHasta(120, 'El lugar de nacimiento', { example: 'Sogamoso, Boyacá' })
  lugarNacimiento?: string | null;

  @TextoOpcionalHasta(120, 'La ocupación', { example: 'Comerciante' })
  ocupacion?: string | null;

  @ApiPropertyOptional({
    type: Number,
    example: 1500000,
    nullable: true,
    description: 'Pesos; el formulario avanza de 50.000',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === '' ? null : value))
  @ValidateBy({
    name: 'ingresos',
    validator: {
      validate: (valor: unknown) => validarIngresos(valor) === null,
      defaultMessage: () => MENSAJES.ingresosInvalidos,
    },
  })
  ingresos?: number | null;

  @TextoOpcionalHasta(120, 'El nombre de la referencia')
  referencia1Nombre?: string | null;

  @TelefonoDeReferencia()
  referencia1Telefono?: string | null;

  @TextoOpcionalHasta(120, 'El nombre de la referencia')
  referencia2Nombre?: string | null;

  @TelefonoDeReferencia()
  referencia2Telefono?: string | null;

  @TextoOpcionalHasta(2000, 'Las observaciones')
  observaciones?: string | null;

  @ApiPropertyOptional({ enum: ESTADOS_ACTIVO, default: 'activo' })
  @ValidateIf(enviado)
  @IsIn(ESTADOS_ACTIVO, { message: MENSAJES.estadoInvalido })
  estado?: EstadoActivo;

  @IdAnulable('El cobrador no es válido', 'Id del cobrador asignado; null lo quita')
  cobrador?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Data URL JPEG, PNG o WEBP de hasta 2 MB; null la quita; ausente no la cambia',
  })
  @IsOptional()
  @EsFoto()
  foto?: string | null;

  @ApiPropertyOptional({
    type: () => AutorizacionDatosDto,
    description:
      'Autorización de tratamiento de datos (Ley 1581 de 2012) tomada hoy por quien guarda; ausente no la cambia',
  })
  @IsOptional()
  @IsObject({ message: 'La autorización de datos debe ser un objeto con canal, version y documento' })
  @ValidateNested()
  @Type(() => AutorizacionDatosDto)
  autorizacionDatos?: AutorizacionDatosDto;
}

/** POST /api/clientes. */
export class CreateClienteDto extends CamposOpcionalesCliente {
  @ApiProperty({ example: 'José Pérez Gómez' })
  @TextoObligatorio(120, 'El nombre', MENSAJES.nombreObligatorio)
  nombre!: string;

  @TipoDocumentoOpcional()
  tipoDocumento?: TipoDocumento;

  @ApiProperty({
    example: '52123456',
    description: 'El número como se expidió según tipoDocumento: una CC de 3 a 11 dígitos, un NIT con su dígito de verificación (900123456-8); se admiten separadores',
  })
  @NumeroDocumento()
  @EsCedula()
  cedula!: string;

  @ApiProperty({ example: '3001234567', description: '10 dígitos (se admiten separadores)' })
  @SinSeparadores()
  @EsTelefonoObligatorio()
  telefono!: string;

  @ApiProperty({ example: 'Calle 45 # 12-30' })
  @TextoObligatorio(200, 'La dirección', MENSAJES.direccionObligatoria)
  direccion!: string;

  @ApiProperty({ example: 'Bogotá' })
  @TextoObligatorio(120, 'La ciudad', MENSAJES.ciudadObligatoria)
  ciudad!: string;
}

/** PUT /api/clientes/:id: lo que no llega no cambia; lo obligatorio, si llega, debe ser válido. */
export class UpdateClienteDto extends CamposOpcionalesCliente {
  @ApiPropertyOptional()
  @ValidateIf(enviado)
  @TextoObligatorio(120, 'El nombre', MENSAJES.nombreObligatorio)
  nombre?: string;

  /** Sin `cedula`, el número guardado debe valer para el tipo nuevo (lo comprueba el servicio). */
  @TipoDocumentoOpcional()
  tipoDocumento?: TipoDocumento;

  /** Sin `tipoDocumento`, vale para el tipo guardado (lo comprueba el servicio). */
  @ApiPropertyOptional({ description: 'El número como se expidió según el tipo (se admiten separadores)' })
  @ValidateIf(enviado)
  @NumeroDocumento()
  @ValidateIf((cuerpo: object) => esTipoDocumento(Reflect.get(cuerpo, 'tipoDocumento')))
  @EsCedula()
  cedula?: string;

  @ApiPropertyOptional({ description: '10 dígitos (se admiten separadores)' })
  @ValidateIf(enviado)
  @SinSeparadores()
  @EsTelefonoObligatorio()
  telefono?: string;

  @ApiPropertyOptional()
  @ValidateIf(enviado)
  @TextoObligatorio(200, 'La dirección', MENSAJES.direccionObligatoria)
  direccion?: string;

  @ApiPropertyOptional()
  @ValidateIf(enviado)
  @TextoObligatorio(120, 'La ciudad', MENSAJES.ciudadObligatoria)
  ciudad?: string;
}
