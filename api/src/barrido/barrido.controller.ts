import { Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EsquemaResultadoBarrido } from '@cartera/dominio/esquemas';
import { Responde } from '../common/responde.decorator';
import { Mensaje } from '../common/respuesta';
import { Roles } from '../common/roles.decorator';
import { BarridoService } from './barrido.service';

/** POST /api/sistema/barrido: el barrido de cada noche, ahora (sólo admin). */
@ApiTags('Sistema')
@ApiBearerAuth()
@Controller('sistema/barrido')
export class BarridoController {
  constructor(private readonly barrido: BarridoService) {}

  @Post()
  @Roles('admin')
  @Mensaje('Barrido terminado')
  @Responde(EsquemaResultadoBarrido, { estado: 201 })
  @ApiOperation({
    summary:
      'Corre ya el barrido de cada noche (cuotas vencidas, estados, interés de mora); el mismo trabajo, idempotente por día',
  })
  ejecutar() {
    return this.barrido.ejecutar();
  }
}
