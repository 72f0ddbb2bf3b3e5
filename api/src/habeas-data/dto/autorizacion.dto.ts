import { CANALES_AUTORIZACION, type CanalAutorizacion, type DatosAutorizacion } from '@cartera/dominio';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { TextoOpcional } from '../../common/dto';

/** `autorizacionDatos` de POST y PUT /api/clientes: la autorización de tratamiento de datos del cliente. */
export class AutorizacionDatosDto implements DatosAutorizacion {
  @ApiProperty({ enum: CANALES_AUTORIZACION, description: 'Cómo dio el titular su autorización' })
  @IsIn(CANALES_AUTORIZACION, {
    message: `El canal de la autorización debe ser uno de: ${CANALES_AUTORIZACION.join(', ')}`,
  })
  canal!: CanalAutorizacion;

  @ApiPropertyOptional({ description: 'Versión del aviso de privacidad aceptada; sin ella, la vigente' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'La versión del aviso debe ser un número entero' })
  @Min(1, { message: 'La versión del aviso debe ser mayor o igual a 1' })
  version?: number;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Referencia del documento firmado o de la grabación' })
  @IsOptional()
  @TextoOpcional()
  @IsString({ message: 'La referencia del documento debe ser texto' })
  @MaxLength(200, { message: 'La referencia del documento no puede superar 200 caracteres' })
  documento?: string | null;
}
