import { EsquemaLineaExtractoPago, EsquemaReglaDebito, EsquemaReglasDebito } from '@cartera/dominio/esquemas';
import { EsquemaNulo } from '@cartera/dominio/esquemas';
import { Body } from '@nestjs/common';
import { ApiBody, ApiOperation } from '@nestjs/swagger';
import { ParamId } from '../common/id.pipe';
import { OFICINA } from '../common/roles.decorator';
import { Recurso, Ruta } from '../common/ruta.decorator';
import { Decision } from './decision.decorator';
import { Contexto, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import { DebitosService } from './debitos.service';
import { ExtractosService } from './extractos.service';
import { ReglasDebitoService } from './reglas-debito.service';

const CUERPO_REGLA = {
  schema: {
    type: 'object',
    required: ['patron', 'cuenta'],
    properties: { patron: { type: 'string', minLength: 2, maxLength: 60 }, cuenta: { type: 'string', format: 'uuid' } },
  },
};

/**
 * /api/pagos: los débitos del banco (docs/decisiones/conciliacion-bancaria.md): las reglas de la oficina (patrón de la
 * descripción → cuenta), la reclasificación de un débito por identificar y la decisión sobre una línea repetida.
 * La oficina: admin y gerente, como los extractos.
 */
@Recurso('pagos', 'Pagos')
export class DebitosController {
  constructor(
    private readonly reglas: ReglasDebitoService,
    private readonly debitos: DebitosService,
    private readonly extractos: ExtractosService,
  ) {}

  @Ruta.get('reglas-debito', OFICINA, EsquemaReglasDebito)
  @ApiOperation({ summary: 'Las reglas de los débitos del banco: patrón de la descripción → cuenta contable' })
  listarReglas() {
    return this.reglas.listar();
  }

  @Ruta.post('reglas-debito', OFICINA, EsquemaReglaDebito, { mensaje: 'Regla de débitos creada' })
  @ApiOperation({
    summary:
      '{patron, cuenta}: los débitos cuya descripción contiene el patrón (sin distinguir mayúsculas ni tildes) van a esa cuenta',
  })
  @ApiBody(CUERPO_REGLA)
  crearRegla(@Body() cuerpo: unknown, @Contexto() contexto: ContextoSolicitud) {
    return this.reglas.crear(cuerpo, contexto);
  }

  @Ruta.put('reglas-debito/:id', OFICINA, EsquemaReglaDebito, { mensaje: 'Regla de débitos actualizada' })
  @ApiOperation({ summary: '{patron, cuenta}: vale para los débitos que se importen después' })
  @ApiBody(CUERPO_REGLA)
  actualizarRegla(@ParamId() id: string, @Body() cuerpo: unknown, @Contexto() contexto: ContextoSolicitud) {
    return this.reglas.actualizar(id, cuerpo, contexto);
  }

  @Ruta.delete('reglas-debito/:id', OFICINA, EsquemaNulo, { mensaje: 'Regla de débitos eliminada' })
  @ApiOperation({ summary: 'Elimina una regla; los débitos ya contabilizados no cambian' })
  eliminarRegla(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    return this.reglas.eliminar(id, contexto);
  }

  @Decision('lineas/:lineaId/reclasificar', EsquemaLineaExtractoPago, 'Débito reclasificado')
  @ApiOperation({
    summary:
      '{cuenta}: un débito por identificar pasa a esa cuenta con un comprobante de reclasificación (hoy). 409 si ya no está por identificar',
  })
  @ApiBody({ schema: { type: 'object', required: ['cuenta'], properties: { cuenta: { type: 'string', format: 'uuid' } } } })
  reclasificar(@ParamId('lineaId') id: string, @Body() cuerpo: unknown, @Contexto() contexto: ContextoSolicitud) {
    return this.debitos.reclasificar(id, cuerpo, contexto);
  }

  @Decision('lineas/:lineaId/repetida', EsquemaLineaExtractoPago, 'Línea repetida decidida')
  @ApiOperation({
    summary:
      '{decision: distintos | duplicado}: una línea idéntica a otra del mismo extracto sigue su camino («Confirmar como dos pagos distintos») o no mueve dinero («Es un duplicado»). 409 si ya se decidió',
  })
  @ApiBody({
    schema: { type: 'object', required: ['decision'], properties: { decision: { type: 'string', enum: ['distintos', 'duplicado'] } } },
  })
  decidirRepetida(@ParamId('lineaId') id: string, @Body() cuerpo: unknown, @Contexto() contexto: ContextoSolicitud) {
    return this.extractos.decidirRepetida(id, cuerpo, contexto);
  }
}
