import { Controller, Get, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EsquemaClaveRespaldos, EsquemaListaRespaldos, EsquemaRespaldo } from '@cartera/dominio/esquemas';
import type { FastifyReply } from 'fastify';
import { createReadStream } from 'node:fs';
import { disposicionAdjunto } from '../common/exportes';
import { ParamId } from '../common/id.pipe';
import { Responde, RespondeArchivo } from '../common/responde.decorator';
import { Mensaje } from '../common/respuesta';
import { Roles } from '../common/roles.decorator';
import { Contexto, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import { RespaldosService } from './respaldos.service';

/** /api/sistema/respaldos: respaldos de la base (sólo admin). */
@ApiTags('Sistema')
@ApiBearerAuth()
@Controller('sistema/respaldos')
export class RespaldosController {
  constructor(private readonly respaldos: RespaldosService) {}

  @Get()
  @Roles('admin')
  @Responde(EsquemaListaRespaldos)
  @ApiOperation({
    summary: 'Respaldos: fecha, tamaño, sha256, resultado y origen; último resultado y programación',
  })
  listar() {
    return this.respaldos.listar();
  }

  @Post()
  @Roles('admin')
  @Mensaje('Respaldo creado correctamente')
  @Responde(EsquemaRespaldo, { estado: 201 })
  @ApiOperation({
    summary: 'Hace un respaldo ahora y responde al terminar (409 si ya hay uno en curso; auditado)',
  })
  crear(@Contexto() contexto: ContextoSolicitud) {
    return this.respaldos.respaldar('manual', contexto);
  }

  @Post('clave/guardada')
  @Roles('admin')
  @Mensaje('Quedó registrado que la clave de los respaldos está guardada en otro lugar')
  @Responde(EsquemaClaveRespaldos, { estado: 201 })
  @ApiOperation({
    summary:
      '«Ya guardé la clave en otro lugar»: el admin confirma que tiene la clave de los respaldos fuera del servidor (quién y cuándo; auditado)',
  })
  confirmarClave(@Contexto() contexto: ContextoSolicitud) {
    return this.respaldos.confirmarClaveGuardada(contexto);
  }

  @Get(':id/archivo')
  @RespondeArchivo('application/gzip', 'application/octet-stream')
  @Roles('admin')
  @ApiOperation({
    summary: 'Descarga el archivo de un respaldo (su sha256 en la cabecera X-Respaldo-Sha256)',
  })
  async archivo(@ParamId() id: string, @Res() respuesta: FastifyReply): Promise<void> {
    const archivo = await this.respaldos.archivo(id);
    await respuesta
      .header(
        'Content-Type',
        archivo.nombre.endsWith('.gz') ? 'application/gzip' : 'application/octet-stream',
      )
      .header('Content-Disposition', disposicionAdjunto(archivo.nombre, archivo.nombre))
      .header('Content-Length', String(archivo.tamano))
      .header('X-Respaldo-Sha256', archivo.sha256)
      .header('Cache-Control', 'no-store')
      .send(createReadStream(archivo.ruta));
  }
}
