import {
  MENSAJES,
  MENSAJES_MI_RUTA,
  RESULTADOS_GESTION,
  TIPOS_RECHAZO_MI_RUTA,
  type ResultadoGestion,
} from '@cartera/dominio';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateBy,
} from 'class-validator';
import { FechaNegocio, InstanteRecibido, MontoPago } from '../../common/validadores';
import { FechaOpcional, IdOpcional, PrestamoElegido, TextoOpcionalHasta } from '../../common/dto';
import { UbicacionDto, UbicacionOpcional } from '../../cobros/ubicacion';
import { LIMITE_ESCRITURA_RECHAZADA_BYTES, MENSAJES_RECHAZOS } from '../limite-rechazos';

/** POST /api/gestiones: lo que pasó en una visita sin cobro. */
export class CrearGestionDto {
  @PrestamoElegido()
  prestamo!: string;

  @ApiProperty({ enum: RESULTADOS_GESTION })
  @IsIn(RESULTADOS_GESTION, { message: MENSAJES_MI_RUTA.resultadoInvalido })
  resultado!: ResultadoGestion;

  @FechaOpcional('2026-11-23', 'Día de la visita; por omisión, hoy')
  fecha?: string;

  @ApiPropertyOptional({ example: '2026-11-25', nullable: true, description: 'Sólo con resultado promesa' })
  @IsOptional()
  @FechaNegocio(MENSAJES.fechaInvalida)
  fechaPromesa?: string | null;

  @ApiPropertyOptional({
    example: 20000,
    nullable: true,
    description: 'Sólo con resultado promesa; pesos enteros',
  })
  @IsOptional()
  @MontoPago()
  montoPromesa?: number | null;

  @TextoOpcionalHasta(500, 'La nota', { description: 'Obligatoria con resultado otro' })
  nota?: string | null;

  @UbicacionOpcional()
  ubicacion?: UbicacionDto | null;
}

/** GET /api/gestiones/promesas: promesas cuya fecha prometida cae en el rango. */
export class ConsultaPromesasDto {
  @ApiProperty({ example: '2026-11-01' })
  @FechaNegocio(MENSAJES.fechaInvalida)
  desde!: string;

  @ApiProperty({ example: '2026-11-30' })
  @FechaNegocio(MENSAJES.fechaInvalida)
  hasta!: string;
}

/** GET /api/mi-ruta: la oficina puede ver la ruta del día de un cobrador. */
export class ConsultaMiRutaDto {
  @IdOpcional('El cobrador no es válido', 'Sólo admin o gerente; un cobrador ve siempre la suya')
  cobradorId?: string;
}

/** Un valor cuyo JSON ocupa a lo sumo `bytes` (UTF-8). */
const JsonDeHasta = (bytes: number, message: string) =>
  ValidateBy(
    {
      name: 'jsonDeHasta',
      validator: {
        validate: (valor: unknown) => Buffer.byteLength(JSON.stringify(valor) ?? '', 'utf8') <= bytes,
      },
    },
    { message },
  );

/** POST /api/mi-ruta/rechazos: una escritura hecha sin señal que la API rechazó al sincronizar. */
export class CrearRechazoDto {
  @ApiProperty({ enum: TIPOS_RECHAZO_MI_RUTA })
  @IsIn(TIPOS_RECHAZO_MI_RUTA, { message: 'El tipo debe ser cobro, gestion o solicitud' })
  tipo!: (typeof TIPOS_RECHAZO_MI_RUTA)[number];

  @ApiProperty({ description: 'La Idempotency-Key con la que el dispositivo la envió' })
  @IsString({ message: 'La clave debe ser texto' })
  @Matches(/^[\x21-\x7e]{1,255}$/, { message: 'La clave debe tener de 1 a 255 caracteres visibles' })
  clave!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: `El cuerpo que se intentó enviar; su JSON, de hasta ${LIMITE_ESCRITURA_RECHAZADA_BYTES / 1024} KB`,
  })
  @IsDefined({ message: 'Falta el cuerpo de la escritura rechazada' })
  @IsObject({ message: 'El cuerpo de la escritura rechazada debe ser un objeto' })
  @JsonDeHasta(LIMITE_ESCRITURA_RECHAZADA_BYTES, MENSAJES_RECHAZOS.escrituraDemasiadoGrande)
  cuerpo!: Record<string, unknown>;

  @ApiProperty({ description: 'El mensaje con que la API la rechazó' })
  @IsString({ message: 'El mensaje debe ser texto' })
  @IsNotEmpty({ message: 'Falta el mensaje del rechazo' })
  @MaxLength(500, { message: 'El mensaje no puede superar 500 caracteres' })
  mensaje!: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: 'El código debe ser texto' })
  @MaxLength(80, { message: 'El código no puede superar 80 caracteres' })
  codigo?: string | null;

  @ApiProperty({ example: '2026-11-23T14:03:00.000Z', description: 'Cuándo se hizo en el dispositivo' })
  @InstanteRecibido('La fecha del dispositivo no es válida')
  creadoEn!: string;
}
