import { type ConsultaFueraDeSitio } from '@cartera/dominio';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { FechaOpcional } from '../../common/dto';

/** GET /api/caja/fuera-de-sitio. Sin fechas: los últimos 7 días; hasta DIAS_MAXIMOS_FUERA_DE_SITIO. */
export class ConsultaFueraDeSitioDto implements ConsultaFueraDeSitio {
  @FechaOpcional('2026-11-20')
  desde?: string;

  @FechaOpcional('2026-11-26')
  hasta?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Un cobrador sólo consulta los suyos' })
  @IsOptional()
  @IsUUID('all', { message: 'El cobrador no es válido' })
  cobrador?: string;
}
