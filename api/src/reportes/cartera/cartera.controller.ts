import { esValorDe, FORMATOS_TABLA } from '@cartera/dominio';
import { EsquemaReporteCartera } from '@cartera/dominio/esquemas';
import { Param } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { Consulta } from '../../common/entrada.decorator';
import { CODIGOS, ErrorNegocio } from '../../common/errores';
import { MENSAJES_REPORTES } from '../reportes.rules';
import { EsquemaConsultaCartera, type ConsultaCarteraDto } from './cartera.dto';
import { exportarCartera } from './cartera.exportes';
import { ReporteCarteraService } from './cartera.service';
import { OFICINA } from '../../common/roles.decorator';
import { Ruta, descarga, Recurso } from '../../common/ruta.decorator';

/**
 * /api/reportes/cartera (docs/libro.md): la cartera a una fecha de corte, del libro de los préstamos. Admin y
 * gerente (las cifras de toda la organización). Ruta fija: gana a /api/reportes/:tipo.
 */
@Recurso('reportes/cartera', 'Reportes')
export class ReporteCarteraController {
  constructor(private readonly cartera: ReporteCarteraService) {}

  @Ruta.get('/', OFICINA, EsquemaReporteCartera)
  @ApiOperation({
    summary:
      'Cartera al corte: capital e interés pendientes, mora por días de atraso y castigado, en total y por cobrador',
  })
  reporte(@Consulta(EsquemaConsultaCartera) consulta: ConsultaCarteraDto) {
    return this.cartera.calcular(this.cartera.resolverFecha(consulta.fecha));
  }

  @Ruta.get('export/:formato', OFICINA, descarga('csv', 'xlsx'))
  @ApiOperation({ summary: 'Exporta el reporte de cartera a CSV o XLSX con las mismas cifras' })
  async exportar(
    @Param('formato') formato: string,
    @Consulta(EsquemaConsultaCartera) consulta: ConsultaCarteraDto,
  ) {
    if (!esValorDe(FORMATOS_TABLA, formato))
      throw new ErrorNegocio(CODIGOS.validacion, MENSAJES_REPORTES.formatoInvalido, 400, {
        formato: [MENSAJES_REPORTES.formatoInvalido],
      });
    const reporte = await this.cartera.calcular(this.cartera.resolverFecha(consulta.fecha));
    return exportarCartera(reporte, formato);
  }
}
