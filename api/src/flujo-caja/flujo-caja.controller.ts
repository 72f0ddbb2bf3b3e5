import { CODIGOS } from '@cartera/dominio';
import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { EsquemaFlujoCaja, EsquemaMovimientoCaja, EsquemaNulo } from '@cartera/dominio/esquemas';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ErrorNegocio } from '../common/errores';
import { ParamId } from '../common/id.pipe';
import { Idempotente } from '../common/idempotencia/idempotente.decorator';
import { Responde, RespondeArchivo } from '../common/responde.decorator';
import { Mensaje } from '../common/respuesta';
import { Roles } from '../common/roles.decorator';
import { Contexto, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import { ConsultaFlujoCajaDto, ConsultaMovimientosDto, MovimientoCajaDto } from './dto/flujo-caja.dto';
import { FlujoCajaExportes, FORMATOS_FLUJO } from './flujo-caja.exportes';
import { FlujoCajaService } from './flujo-caja.service';
import { enviarArchivo } from '../common/exportes';

/** /api/flujo-caja: sólo admin y gerente. */
@ApiTags('Flujo de caja')
@ApiBearerAuth()
@Controller('flujo-caja')
@Roles('admin', 'gerente')
export class FlujoCajaController {
  constructor(
    private readonly flujo: FlujoCajaService,
    private readonly exportes: FlujoCajaExportes,
  ) {}

  @Get()
  @Roles('admin', 'gerente')
  @Responde(EsquemaFlujoCaja)
  @ApiOperation({ summary: 'Flujo de caja por periodo, tarjetas y proyección' })
  calcular(@Query() consulta: ConsultaFlujoCajaDto) {
    return this.flujo.calcular(consulta);
  }

  @Get('export/:formato')
  @RespondeArchivo('csv', 'xlsx')
  @Roles('admin', 'gerente')
  @ApiOperation({ summary: 'Descarga el flujo de caja en CSV (UTF-8 con BOM, ;) o XLSX' })
  async exportar(
    @Param('formato') formato: string,
    @Query() consulta: ConsultaFlujoCajaDto,
    @Res() respuesta: FastifyReply,
  ): Promise<void> {
    const elegido = FORMATOS_FLUJO.find((valor) => valor === formato);
    if (!elegido) throw new ErrorNegocio(CODIGOS.formatoInvalido, 'El formato debe ser csv o xlsx', 400);
    const archivo = await this.exportes.exportar(consulta, elegido);
    await enviarArchivo(respuesta, archivo);
  }

  @Get('movimientos')
  @Roles('admin', 'gerente')
  @Responde(EsquemaMovimientoCaja, { pagina: true })
  listar(@Query() consulta: ConsultaMovimientosDto) {
    return this.flujo.listarMovimientos(consulta);
  }

  @Get('movimientos/:id')
  @Roles('admin', 'gerente')
  @Responde(EsquemaMovimientoCaja)
  obtener(@ParamId() id: string) {
    return this.flujo.obtenerMovimiento(id);
  }

  @Post('movimientos')
  @Idempotente()
  @Roles('admin', 'gerente')
  @Mensaje('Movimiento registrado correctamente')
  @Responde(EsquemaMovimientoCaja, { estado: 201 })
  crear(@Body() dto: MovimientoCajaDto, @Contexto() contexto: ContextoSolicitud) {
    return this.flujo.crearMovimiento(dto, contexto);
  }

  @Put('movimientos/:id')
  @Idempotente()
  @Roles('admin', 'gerente')
  @Mensaje('Movimiento actualizado correctamente')
  @Responde(EsquemaMovimientoCaja)
  actualizar(@ParamId() id: string, @Body() dto: MovimientoCajaDto, @Contexto() contexto: ContextoSolicitud) {
    return this.flujo.actualizarMovimiento(id, dto, contexto);
  }

  @Delete('movimientos/:id')
  @Idempotente()
  @Roles('admin', 'gerente')
  @Mensaje('Movimiento eliminado correctamente')
  @Responde(EsquemaNulo)
  eliminar(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    return this.flujo.eliminarMovimiento(id, contexto);
  }
}
