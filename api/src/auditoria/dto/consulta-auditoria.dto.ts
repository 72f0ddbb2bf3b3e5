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
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ConsultaListaDto } from '../../common/paginacion';
import { OpcionalDe } from '../../common/dto';
import { InstanteRecibido } from '../../common/validadores';

const recortar = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value;

export class ConsultaAuditoriaDto extends ConsultaListaDto implements ConsultaAuditoria {
  @ApiPropertyOptional({ description: "Desde (incluida): 'YYYY-MM-DD' (día en Bogotá) o instante ISO 8601" })
  @IsOptional()
  @InstanteRecibido('La fecha desde no es válida')
  fechaDesde?: string;

  @ApiPropertyOptional({ description: "Hasta (incluida): 'YYYY-MM-DD' (día en Bogotá) o instante ISO 8601" })
  @IsOptional()
  @InstanteRecibido('La fecha hasta no es válida')
  fechaHasta?: string;

  @ApiPropertyOptional({ description: 'Nombre exacto del usuario (o email en un inicio de sesión fallido)' })
  @IsOptional()
  @Transform(recortar)
  @IsString({ message: 'El usuario debe ser texto' })
  @MaxLength(200, { message: 'El usuario no puede superar 200 caracteres' })
  usuario?: string;

  @OpcionalDe(MODULOS_AUDITORIA, `El módulo debe ser uno de: ${MODULOS_AUDITORIA.join(', ')}`)
  modulo?: ModuloAuditoria;

  @OpcionalDe(TIPOS_EVENTO_AUDITORIA, 'El tipo debe ser success, error, warning o info')
  tipo?: TipoEventoAuditoria;

  @OpcionalDe(RESULTADOS_AUDITORIA, 'El resultado debe ser exitoso o fallido')
  resultado?: ResultadoAuditoria;
}
