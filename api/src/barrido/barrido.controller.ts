import { ApiOperation } from '@nestjs/swagger';
import { EsquemaResultadoBarrido } from '@cartera/dominio/esquemas';
import { BarridoService } from './barrido.service';
import { SOLO_ADMIN } from '../common/roles.decorator';
import { Ruta, Recurso } from '../common/ruta.decorator';

/** POST /api/sistema/barrido: el barrido de cada noche, ahora (sólo admin). */
@Recurso('sistema/barrido', 'Sistema')
export class BarridoController {
  constructor(private readonly barrido: BarridoService) {}

  @Ruta.post('/', SOLO_ADMIN, EsquemaResultadoBarrido, { mensaje: 'Barrido terminado' })
  @ApiOperation({
    summary:
      'Corre ya el barrido de cada noche (cuotas vencidas, estados, interés de mora); el mismo trabajo, idempotente por día',
  })
  ejecutar() {
    return this.barrido.ejecutar();
  }
}
