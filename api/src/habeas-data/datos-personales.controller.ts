import { Body, Controller, Get, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ParamId } from '../common/id.pipe';
import {
  EsquemaAvisoPrevioReporte,
  EsquemaDatosPersonalesCliente,
  EsquemaAvisosPreviosReporte,
  EsquemaResultadoSupresion,
} from '@cartera/dominio/esquemas';
import { Mensaje, Respuesta } from '../common/respuesta';
import { Responde } from '../common/responde.decorator';
import { envolver } from '../common/respuesta.interceptor';
import { Roles } from '../common/roles.decorator';
import { Contexto, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import { DatosPersonalesService } from './datos-personales.service';
import { ConsultaDatosPersonalesDto, CrearAvisoPrevioDto } from './dto/habeas-data.dto';

const MENSAJE_EXPORTE = 'Datos del cliente obtenidos';

/** /api/clientes/:id/{datos-personales,supresion,avisos-previos}: sólo admin y gerente. */
@ApiTags('Datos personales')
@ApiBearerAuth()
@Controller('clientes/:id')
export class DatosPersonalesController {
  constructor(private readonly datos: DatosPersonalesService) {}

  @Get('datos-personales')
  @Roles('admin', 'gerente')
  @ApiOperation({ summary: 'Todo lo que se guarda del cliente (formato=json|pdf)' })
  // La respuesta declarada es la del JSON; el PDF (formato=pdf) sale como archivo.
  @Responde(EsquemaDatosPersonalesCliente)
  async exportar(
    @ParamId() id: string,
    @Query() consulta: ConsultaDatosPersonalesDto,
    @Contexto() contexto: ContextoSolicitud,
    @Res() respuesta: FastifyReply,
  ): Promise<void> {
    // El PDF sale tal cual; el JSON, con el sobre de siempre (la respuesta se escribe aquí por el PDF).
    if (consulta.formato === 'pdf') {
      const pdf = await this.datos.exportarPdf(id, contexto);
      await respuesta
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="datos-cliente-${id}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
      return;
    }
    const datos = await this.datos.exportar(id, contexto);
    await respuesta.header('Cache-Control', 'private, no-store').send(envolver(new Respuesta(datos), MENSAJE_EXPORTE));
  }

  @Post('supresion')
  @Roles('admin', 'gerente')
  @ApiOperation({ summary: 'Anonimiza al cliente si la ley no obliga a conservar sus datos' })
  @Mensaje('Datos del cliente suprimidos')
  @Responde(EsquemaResultadoSupresion, { estado: 201 })
  suprimir(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    return this.datos.suprimir(id, contexto);
  }

  @Get('avisos-previos')
  @Roles('admin', 'gerente')
  @ApiOperation({ summary: 'Avisos previos al reporte negativo (Ley 2157 de 2021)' })
  @Mensaje('Avisos previos obtenidos')
  @Responde(EsquemaAvisosPreviosReporte)
  avisosPrevios(@ParamId() id: string) {
    return this.datos.avisosPrevios(id);
  }

  @Post('avisos-previos')
  @Roles('admin', 'gerente')
  @ApiOperation({ summary: 'Registra un aviso previo al reporte negativo' })
  @Mensaje('Aviso previo registrado')
  @Responde(EsquemaAvisoPrevioReporte, { estado: 201 })
  registrarAvisoPrevio(@ParamId() id: string, @Body() dto: CrearAvisoPrevioDto, @Contexto() contexto: ContextoSolicitud) {
    return this.datos.registrarAvisoPrevio(id, dto, contexto);
  }
}
