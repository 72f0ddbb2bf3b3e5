import {
  MENSAJES,
  TIPOS_RUTA,
  type ConsultaRutas,
  type DatosGenerarRutas,
  type TipoRuta,
} from '@cartera/dominio';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { FechaNegocio } from '../../common/validadores';
import { IdOpcional, TextoOpcional, TextoOpcionalHasta } from '../../common/dto';

/** POST /api/rutas/generar. */
export class GenerarRutasDto implements DatosGenerarRutas {
  @ApiProperty({ example: '2026-11-23', description: 'Fecha de la ruta (YYYY-MM-DD)' })
  @FechaNegocio(MENSAJES.fechaInvalida)
  fecha!: string;

  @ApiProperty({ enum: TIPOS_RUTA })
  @IsIn(TIPOS_RUTA, { message: 'El tipo de ruta debe ser vencidos, todos o zona' })
  tipo!: TipoRuta;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @IsOptional()
  @TextoOpcional()
  @IsUUID('all', { message: 'El cobrador no es válido' })
  cobradorId?: string | null;

  @TextoOpcionalHasta(120, 'La zona', {
    description: 'Barrio o ciudad (sólo con tipo zona); vacío = todas las zonas',
  })
  zona?: string | null;
}

/** GET /api/rutas?fecha. */
export class ConsultaRutasDto implements ConsultaRutas {
  @ApiProperty({ example: '2026-11-23' })
  @FechaNegocio(MENSAJES.fechaInvalida)
  fecha!: string;

  @IdOpcional('El cobrador no es válido')
  cobradorId?: string;
}
