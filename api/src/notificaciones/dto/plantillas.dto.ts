import {
  MENSAJES,
  TIPOS_NOTIFICACION,
  type ConsultaPlantillas,
  type DatosPlantillaNotificacion,
  type DatosVistaPrevia,
  type TipoNotificacion,
} from '@cartera/dominio';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { ConsultaListaDto } from '../../common/paginacion';
import { OpcionalDe, TextoExigido, TextoOpcionalRecortado } from '../../common/dto';

/** POST y PUT /api/notificaciones/plantillas. */
export class PlantillaDto implements DatosPlantillaNotificacion {
  @ApiProperty({ example: 'Recordatorio amable' })
  @TextoExigido(120, 'El nombre', MENSAJES.camposObligatorios)
  nombre!: string;

  @ApiProperty({ enum: TIPOS_NOTIFICACION })
  @IsIn(TIPOS_NOTIFICACION, { message: `El tipo debe ser uno de: ${TIPOS_NOTIFICACION.join(', ')}` })
  tipo!: TipoNotificacion;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Asunto (email) o título; admite variables',
  })
  @TextoOpcionalRecortado(200, 'El asunto')
  asunto?: string | null;

  @ApiProperty({ example: 'Hola {{cliente}}, su cuota de {{monto_cuota}} vence el {{fecha_vencimiento}}.' })
  @TextoExigido(2000, 'El contenido', MENSAJES.camposObligatorios)
  contenido!: string;

  @ApiProperty()
  @IsBoolean({ message: 'activa debe ser verdadero o falso' })
  activa!: boolean;
}

/** GET /api/notificaciones/plantillas. */
export class ConsultaPlantillasDto extends ConsultaListaDto implements ConsultaPlantillas {
  @OpcionalDe(TIPOS_NOTIFICACION, `El tipo debe ser uno de: ${TIPOS_NOTIFICACION.join(', ')}`)
  tipo?: TipoNotificacion;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'activa debe ser true o false' })
  activa?: boolean;
}

/** POST /api/notificaciones/plantillas/vista-previa: el texto renderizado con los datos de un cliente real. */
export class VistaPreviaDto implements DatosVistaPrevia {
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: 'El asunto debe ser texto' })
  @MaxLength(200, { message: 'El asunto no puede superar 200 caracteres' })
  asunto?: string | null;

  @ApiProperty()
  @IsString({ message: 'El contenido debe ser texto' })
  @IsNotEmpty({ message: MENSAJES.camposObligatorios })
  @MaxLength(2000, { message: 'El contenido no puede superar 2000 caracteres' })
  contenido!: string;

  @ApiProperty({ format: 'uuid' })
  @IsNotEmpty({ message: 'Elija un cliente para la vista previa' })
  @IsUUID('all', { message: 'El cliente no es válido' })
  clienteId!: string;
}
