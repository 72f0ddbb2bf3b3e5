import { ApiOperation } from '@nestjs/swagger';
import { hoyBogota } from '@cartera/dominio';
import { EsquemaPrestamosSobreUsura, EsquemaTasaUsura, EsquemaTasasUsura } from '@cartera/dominio/esquemas';
import { Escritura, Peticion } from '../common/entrada.decorator';
import { adjunto, TIPOS_ARCHIVO } from '../common/exportes';
import { ParamId } from '../common/id.pipe';
import { Contexto, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import { EsquemaCuerpoTasaUsura, type TasaUsuraDto } from './tasas-usura.dto';
import { UsuraService } from './usura.service';
import { OFICINA, SOLO_ADMIN } from '../common/roles.decorator';
import { Ruta, descarga, Recurso } from '../common/ruta.decorator';

/** /api/configuracion/tasas-usura: las tasas de usura EA certificadas por tipo de crédito y periodo. */
@Recurso('configuracion/tasas-usura', 'Configuración')
export class TasasUsuraController {
  constructor(private readonly usura: UsuraService) {}

  @Ruta.get('/', OFICINA, EsquemaTasasUsura)
  @ApiOperation({ summary: 'Tasas de usura certificadas, por tipo de crédito y periodo' })
  listar() {
    return this.usura.listar();
  }

  @Ruta.post('/', SOLO_ADMIN, EsquemaTasaUsura, { mensaje: 'Tasa de usura registrada' })
  @ApiOperation({
    summary: 'Registra una tasa certificada (sólo admin; periodos sin cruces por tipo; auditado)',
  })
  crear(@Escritura(EsquemaCuerpoTasaUsura) { cuerpo, contexto }: Escritura<TasaUsuraDto>) {
    return this.usura.crear(cuerpo, contexto);
  }

  @Ruta.put(':id', SOLO_ADMIN, EsquemaTasaUsura, { mensaje: 'Tasa de usura actualizada' })
  actualizar(@Peticion(EsquemaCuerpoTasaUsura) { id, cuerpo, contexto }: Peticion<TasaUsuraDto>) {
    return this.usura.actualizar(id, cuerpo, contexto);
  }

  @Ruta.delete(':id', SOLO_ADMIN, EsquemaTasaUsura, { mensaje: 'Tasa de usura eliminada' })
  eliminar(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    return this.usura.eliminar(id, contexto);
  }
}

/** /api/reportes/usura: préstamos abiertos sobre la tasa de usura de su tipo y fecha. */
@Recurso('reportes/usura', 'Reportes')
export class ReporteUsuraController {
  constructor(private readonly usura: UsuraService) {}

  @Ruta.get('/', OFICINA, EsquemaPrestamosSobreUsura)
  @ApiOperation({
    summary: 'Préstamos abiertos cuya tasa efectiva anual supera la tasa de usura de su fecha',
  })
  listar() {
    return this.usura.sobreUsura();
  }

  @Ruta.get('export/csv', OFICINA, descarga('csv'))
  @ApiOperation({ summary: 'El reporte de usura en CSV (UTF-8 con BOM y ;)' })
  async exportarCsv() {
    const nombre = `prestamos-sobre-usura-${hoyBogota()}.csv`;
    return adjunto(TIPOS_ARCHIVO.csv, nombre, await this.usura.exportarCsv());
  }
}
