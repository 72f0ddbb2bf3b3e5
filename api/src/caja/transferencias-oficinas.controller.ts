import { EsquemaTransferenciaOficinas } from '@cartera/dominio/esquemas';
import { ApiOperation } from '@nestjs/swagger';
import { Escritura } from '../common/entrada.decorator';
import { OFICINA } from '../common/roles.decorator';
import { Recurso, Ruta } from '../common/ruta.decorator';
import {
  EsquemaCrearTransferenciaOficinas,
  type CrearTransferenciaOficinasDto,
} from './dto/transferencias-oficinas.dto';
import { TransferenciasOficinasService } from './transferencias-oficinas.service';

/** /api/caja/transferencias-oficinas: el efectivo que la caja de una oficina manda a la de otra. */
@Recurso('caja', 'Caja de cobradores')
export class TransferenciasOficinasController {
  constructor(private readonly transferencias: TransferenciasOficinasService) {}

  @Ruta.post('transferencias-oficinas', OFICINA, EsquemaTransferenciaOficinas, {
    idempotente: true,
    mensaje: 'Efectivo enviado a la otra oficina',
  })
  @ApiOperation({
    summary:
      'Manda efectivo de la caja de una oficina a la de otra (administrador, o gerente de las dos): en cada oficina, su caja contra las cuentas recíprocas 138590 y 238590',
  })
  transferir(
    @Escritura(EsquemaCrearTransferenciaOficinas)
    { cuerpo, contexto }: Escritura<CrearTransferenciaOficinasDto>,
  ) {
    return this.transferencias.transferir(cuerpo, contexto);
  }
}
