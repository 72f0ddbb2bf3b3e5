import { MENSAJES, type ConsultaFueraDeSitio } from '@cartera/dominio';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { FechaNegocio } from '../../common/validadores';

/** GET /api/caja/fuera-de-sitio. Sin fechas: los últimos 7 días; hasta DIAS_MAXIMOS_FUERA_DE_SITIO. */
export class ConsultaFueraDeSitioDto implements ConsultaFueraDeSitio {
  @ApiPropertyOptional({ example: '2026-11-20' })
  @IsOptional()
  @FechaNegocio(MENSAJES.fechaInvalida)
  desde?: string;

  @ApiPropertyOptional({ example: '2026-11-26' })
  @IsOptional()
  @FechaNegocio(MENSAJES.fechaInvalida)
  hasta?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Un cobrador sólo consulta los suyos' })
  @IsOptional()
  @IsUUID('all', { message: 'El cobrador no es válido' })
  cobrador?: string;
}
