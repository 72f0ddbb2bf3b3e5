import { ApiOperation } from '@nestjs/swagger';
import { EsquemaPoliticasContables, EsquemaResultadoDeterioro } from '@cartera/dominio/esquemas';
import { Consulta, Escritura } from '../../common/entrada.decorator';
import {
  EsquemaDeterioro,
  type DeterioroDto,
  EsquemaCuerpoPoliticas,
  type PoliticasContablesDto,
} from './politicas.dto';
import { PoliticasContablesService } from './politicas.service';
import { OFICINA, SOLO_ADMIN } from '../../common/roles.decorator';
import { Ruta, Recurso } from '../../common/ruta.decorator';

/** /api/contabilidad/politicas y /api/contabilidad/deterioro (docs/decisiones/politicas-contables.md). */
@Recurso('contabilidad', 'Contabilidad')
export class PoliticasContablesController {
  constructor(private readonly politicas: PoliticasContablesService) {}

  @Ruta.get('politicas', OFICINA, EsquemaPoliticasContables)
  @ApiOperation({
    summary: 'Las políticas contables: base de los ingresos, interés diferido neto y deterioro',
  })
  obtener() {
    return this.politicas.obtener();
  }

  @Ruta.put('politicas', SOLO_ADMIN, EsquemaPoliticasContables, { mensaje: 'Políticas contables guardadas' })
  @ApiOperation({ summary: 'Cambia las políticas contables que vienen (auditado)' })
  actualizar(@Escritura(EsquemaCuerpoPoliticas) { cuerpo, contexto }: Escritura<PoliticasContablesDto>) {
    return this.politicas.actualizar(cuerpo, contexto);
  }

  @Ruta.get('deterioro', OFICINA, EsquemaResultadoDeterioro)
  @ApiOperation({ summary: 'El deterioro de la cartera por edades de mora a una fecha, sin asentarlo' })
  calcular(@Consulta(EsquemaDeterioro) consulta: DeterioroDto) {
    return this.politicas.calcular(consulta.fecha);
  }

  @Ruta.post('deterioro', SOLO_ADMIN, EsquemaResultadoDeterioro, {
    idempotente: true,
    mensaje: 'Deterioro de la cartera asentado',
  })
  @ApiOperation({ summary: 'Asienta el ajuste del deterioro de la cartera a una fecha (auditado)' })
  provisionar(@Escritura(EsquemaDeterioro) { cuerpo, contexto }: Escritura<DeterioroDto>) {
    return this.politicas.provisionar(cuerpo.fecha, contexto);
  }
}
