import { Param } from '@nestjs/common';
import { FORMATOS_TABLA } from '@cartera/dominio';
import { EsquemaFlujoCaja, EsquemaMovimientoCaja, EsquemaNulo } from '@cartera/dominio/esquemas';
import { ApiOperation } from '@nestjs/swagger';
import { Consulta, Escritura, Peticion } from '../common/entrada.decorator';
import { ParamId } from '../common/id.pipe';
import { Contexto, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import {
  EsquemaConsultaFlujoCaja,
  type ConsultaFlujoCajaDto,
  EsquemaConsultaMovimientos,
  type ConsultaMovimientosDto,
  EsquemaCuerpoMovimientoCaja,
  type MovimientoCajaDto,
} from './dto/flujo-caja.dto';
import { FlujoCajaExportes } from './flujo-caja.exportes';
import { FlujoCajaService } from './flujo-caja.service';
import { enFormato } from '../common/exportes';
import { OFICINA } from '../common/roles.decorator';
import { Ruta, descarga, Recurso } from '../common/ruta.decorator';

/** /api/flujo-caja: sólo admin y gerente. */
@Recurso('flujo-caja', 'Flujo de caja')
export class FlujoCajaController {
  constructor(
    private readonly flujo: FlujoCajaService,
    private readonly exportes: FlujoCajaExportes,
  ) {}

  @Ruta.get('/', OFICINA, EsquemaFlujoCaja)
  @ApiOperation({ summary: 'Flujo de caja por periodo, tarjetas y proyección' })
  calcular(@Consulta(EsquemaConsultaFlujoCaja) consulta: ConsultaFlujoCajaDto) {
    return this.flujo.calcular(consulta);
  }

  @Ruta.get('export/:formato', OFICINA, descarga('csv', 'xlsx'))
  @ApiOperation({ summary: 'Descarga el flujo de caja en CSV (UTF-8 con BOM, ;) o XLSX' })
  exportar(
    @Param('formato') formato: string,
    @Consulta(EsquemaConsultaFlujoCaja) consulta: ConsultaFlujoCajaDto,
  ) {
    return enFormato(FORMATOS_TABLA, formato, (elegido) => this.exportes.exportar(consulta, elegido));
  }

  @Ruta.get('movimientos', OFICINA, EsquemaMovimientoCaja, { pagina: true })
  listar(@Consulta(EsquemaConsultaMovimientos) consulta: ConsultaMovimientosDto) {
    return this.flujo.listarMovimientos(consulta);
  }

  @Ruta.get('movimientos/:id', OFICINA, EsquemaMovimientoCaja)
  obtener(@ParamId() id: string) {
    return this.flujo.obtenerMovimiento(id);
  }

  @Ruta.post('movimientos', OFICINA, EsquemaMovimientoCaja, {
    idempotente: true,
    mensaje: 'Movimiento registrado correctamente',
  })
  crear(@Escritura(EsquemaCuerpoMovimientoCaja) { cuerpo, contexto }: Escritura<MovimientoCajaDto>) {
    return this.flujo.crearMovimiento(cuerpo, contexto);
  }

  @Ruta.put('movimientos/:id', OFICINA, EsquemaMovimientoCaja, {
    idempotente: true,
    mensaje: 'Movimiento actualizado correctamente',
  })
  actualizar(@Peticion(EsquemaCuerpoMovimientoCaja) { id, cuerpo, contexto }: Peticion<MovimientoCajaDto>) {
    return this.flujo.actualizarMovimiento(id, cuerpo, contexto);
  }

  @Ruta.delete('movimientos/:id', OFICINA, EsquemaNulo, {
    idempotente: true,
    mensaje: 'Movimiento eliminado correctamente',
  })
  eliminar(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    return this.flujo.eliminarMovimiento(id, contexto);
  }
}
