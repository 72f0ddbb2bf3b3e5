import { Body, Controller, Delete, Get, HttpCode, Post, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { hoyBogota } from '@cartera/dominio';
import { EsquemaPrestamosSobreUsura, EsquemaTasaUsura, EsquemaTasasUsura } from '@cartera/dominio/esquemas';
import type { FastifyReply } from 'fastify';
import { adjunto, enviarArchivo, TIPOS_ARCHIVO } from '../common/exportes';
import { ParamId } from '../common/id.pipe';
import { Responde, RespondeArchivo } from '../common/responde.decorator';
import { Mensaje } from '../common/respuesta';
import { Roles } from '../common/roles.decorator';
import { Contexto, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import { TasaUsuraDto } from './tasas-usura.dto';
import { UsuraService } from './usura.service';

/** /api/configuracion/tasas-usura: las tasas de usura EA certificadas por tipo de crédito y periodo. */
@ApiTags('Configuración')
@ApiBearerAuth()
@Controller('configuracion/tasas-usura')
export class TasasUsuraController {
  constructor(private readonly usura: UsuraService) {}

  @Get()
  @Roles('admin', 'gerente')
  @Responde(EsquemaTasasUsura)
  @ApiOperation({ summary: 'Tasas de usura certificadas, por tipo de crédito y periodo' })
  listar() {
    return this.usura.listar();
  }

  @Post()
  @Roles('admin')
  @Mensaje('Tasa de usura registrada')
  @Responde(EsquemaTasaUsura, { estado: 201 })
  @ApiOperation({ summary: 'Registra una tasa certificada (sólo admin; periodos sin cruces por tipo; auditado)' })
  crear(@Body() dto: TasaUsuraDto, @Contexto() contexto: ContextoSolicitud) {
    return this.usura.crear(dto, contexto);
  }

  @Put(':id')
  @Roles('admin')
  @Mensaje('Tasa de usura actualizada')
  @Responde(EsquemaTasaUsura)
  actualizar(@ParamId() id: string, @Body() dto: TasaUsuraDto, @Contexto() contexto: ContextoSolicitud) {
    return this.usura.actualizar(id, dto, contexto);
  }

  @Delete(':id')
  @Roles('admin')
  @HttpCode(200)
  @Mensaje('Tasa de usura eliminada')
  @Responde(EsquemaTasaUsura)
  eliminar(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    return this.usura.eliminar(id, contexto);
  }
}

/** /api/reportes/usura: préstamos abiertos sobre la tasa de usura de su tipo y fecha. */
@ApiTags('Reportes')
@ApiBearerAuth()
@Controller('reportes/usura')
export class ReporteUsuraController {
  constructor(private readonly usura: UsuraService) {}

  @Get()
  @Roles('admin', 'gerente')
  @ApiOperation({ summary: 'Préstamos abiertos cuya tasa efectiva anual supera la tasa de usura de su fecha' })
  @Responde(EsquemaPrestamosSobreUsura)
  listar() {
    return this.usura.sobreUsura();
  }

  @Get('export/csv')
  @RespondeArchivo('csv')
  @Roles('admin', 'gerente')
  @ApiOperation({ summary: 'El reporte de usura en CSV (UTF-8 con BOM y ;)' })
  async exportarCsv(@Res() respuesta: FastifyReply): Promise<void> {
    const nombre = `prestamos-sobre-usura-${hoyBogota()}.csv`;
    const contenido = await this.usura.exportarCsv();
    await enviarArchivo(respuesta, adjunto(TIPOS_ARCHIVO.csv, nombre, contenido));
  }
}
