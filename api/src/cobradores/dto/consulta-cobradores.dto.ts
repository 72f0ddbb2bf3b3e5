import type { ConsultaCobradores } from '@cartera/dominio';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { ABooleano } from '../../common/dto';
import { ConsultaUsuariosDto } from '../../usuarios/dto/consulta-usuarios.dto';

/** GET /cobradores: lo de GET /usuarios y, con `cartera=1`, la cartera de cada fila. */
export class ConsultaCobradoresDto extends ConsultaUsuariosDto implements ConsultaCobradores {
  @ApiPropertyOptional({
    description:
      '1: cada cobrador trae `cartera` (clientes asignados y préstamos abiertos: activo, mora o vencido). ' +
      'Sólo para admin y gerente; una sesión de cobrador no la recibe.',
  })
  @IsOptional()
  @ABooleano()
  @IsBoolean()
  cartera?: boolean;
}
