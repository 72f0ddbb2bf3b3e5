import {
  MODULOS_AUDITORIA,
  RESULTADOS_AUDITORIA,
  TIPOS_EVENTO_AUDITORIA,
  type ConsultaAuditoria,
  type ModuloAuditoria,
  type ResultadoAuditoria,
  type TipoEventoAuditoria,
} from '@cartera/dominio';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsISO8601, IsOptional, IsString, MaxLength } from 'class-validator';
import { ConsultaListaDto } from '../../common/paginacion';

const recortar = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value;

export class ConsultaAuditoriaDto extends ConsultaListaDto implements ConsultaAuditoria {
  @ApiPropertyOptional({ description: "Desde (incluida): 'YYYY-MM-DD' (día en Bogotá) o instante ISO 8601" })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'La fecha desde no es válida' })
  fechaDesde?: string;

  @ApiPropertyOptional({ description: "Hasta (incluida): 'YYYY-MM-DD' (día en Bogotá) o instante ISO 8601" })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'La fecha hasta no es válida' })
  fechaHasta?: string;

  @ApiPropertyOptional({ description: 'Nombre exacto del usuario (o email en un inicio de sesión fallido)' })
  @IsOptional()
  @Transform(recortar)
  @IsString({ message: 'El usuario debe ser texto' })
  @MaxLength(200, { message: 'El usuario no puede superar 200 caracteres' })
  usuario?: string;

  @ApiPropertyOptional({ enum: MODULOS_AUDITORIA })
  @IsOptional()
  @IsIn(MODULOS_AUDITORIA, { message: `El módulo debe ser uno de: ${MODULOS_AUDITORIA.join(', ')}` })
  modulo?: ModuloAuditoria;

  @ApiPropertyOptional({ enum: TIPOS_EVENTO_AUDITORIA })
  @IsOptional()
  @IsIn(TIPOS_EVENTO_AUDITORIA, { message: 'El tipo debe ser success, error, warning o info' })
  tipo?: TipoEventoAuditoria;

  @ApiPropertyOptional({ enum: RESULTADOS_AUDITORIA })
  @IsOptional()
  @IsIn(RESULTADOS_AUDITORIA, { message: 'El resultado debe ser exitoso o fallido' })
  resultado?: ResultadoAuditoria;
}
