import { CANALES_AUTORIZACION, type CanalAutorizacion, type DatosAutorizacion } from '@cartera/dominio';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { TextoOpcionalHasta } from '../../common/dto';

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

  @TextoOpcionalHasta(200, 'La referencia del documento', {
    description: 'Referencia del documento firmado o de la grabación',
  })
  documento?: string | null;
}
