import { Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EsquemaRutaCompleta, EsquemaRutas } from '@cartera/dominio/esquemas';
import type { FastifyReply } from 'fastify';
import { ParamId } from '../common/id.pipe';
import { Responde, RespondeArchivo } from '../common/responde.decorator';
import { Mensaje } from '../common/respuesta';
import { Roles } from '../common/roles.decorator';
import { Contexto, UsuarioActual, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { ConsultaRutasDto, GenerarRutasDto } from './dto/rutas.dto';
import { RutasService } from './rutas.service';
import { enviarArchivo } from '../common/exportes';

/** /api/rutas (especificación §2 Rutas de Cobro). Un cobrador sólo genera y ve su propia ruta. */
@ApiTags('Rutas de cobro')
@ApiBearerAuth()
@Controller('rutas')
export class RutasController {
  constructor(private readonly rutas: RutasService) {}

  @Post('generar')
  @Roles('admin', 'gerente', 'cobrador')
  @Mensaje('Rutas generadas correctamente')
  @ApiOperation({ summary: 'Genera y guarda una ruta por cobrador para la fecha' })
  @Responde(EsquemaRutas, { estado: 201 })
  generar(@Body() dto: GenerarRutasDto, @Contexto() contexto: ContextoSolicitud) {
    return this.rutas.generar(dto, contexto);
  }

  @Get()
  @Roles('admin', 'gerente', 'cobrador')
  @ApiOperation({
    summary: 'Resúmenes de las rutas guardadas de una fecha (las paradas, con GET /rutas/:id)',
  })
  @Responde(EsquemaRutas)
  listar(@Query() consulta: ConsultaRutasDto, @UsuarioActual() actor: Usuario) {
    return this.rutas.listar(consulta, actor);
  }

  @Get(':id')
  @Roles('admin', 'gerente', 'cobrador')
  @ApiOperation({
    summary: 'Ruta completa: paradas en orden de visita y préstamos (un cobrador sólo la suya)',
  })
  @Responde(EsquemaRutaCompleta)
  obtener(@ParamId() id: string, @UsuarioActual() actor: Usuario) {
    return this.rutas.obtener(id, actor);
  }

  @Get(':id/export/:formato')
  @RespondeArchivo('text/plain', 'pdf')
  @Roles('admin', 'gerente', 'cobrador')
  @ApiOperation({ summary: 'Descarga la ruta en texto (txt) o la planilla imprimible (pdf)' })
  async exportar(
    @ParamId() id: string,
    @Param('formato') formato: string,
    @UsuarioActual() actor: Usuario,
    @Res() respuesta: FastifyReply,
  ): Promise<void> {
    const archivo = await this.rutas.exportar(id, formato, actor);
    await enviarArchivo(respuesta, archivo);
  }
}
