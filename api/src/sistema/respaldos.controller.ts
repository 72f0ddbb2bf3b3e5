import { Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { EsquemaClaveRespaldos, EsquemaListaRespaldos, EsquemaRespaldo } from '@cartera/dominio/esquemas';
import type { FastifyReply } from 'fastify';
import { createReadStream } from 'node:fs';
import { disposicionAdjunto } from '../common/exportes';
import { ParamId } from '../common/id.pipe';
import { Contexto, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import { RespaldosService } from './respaldos.service';
import { SOLO_ADMIN } from '../common/roles.decorator';
import { Ruta, descarga, Recurso } from '../common/ruta.decorator';

/** /api/sistema/respaldos: respaldos de la base (sólo admin). */
@Recurso('sistema/respaldos', 'Sistema')
export class RespaldosController {
  constructor(private readonly respaldos: RespaldosService) {}

  @Ruta.get('/', SOLO_ADMIN, EsquemaListaRespaldos)
  @ApiOperation({
    summary: 'Respaldos: fecha, tamaño, sha256, resultado y origen; último resultado y programación',
  })
  listar() {
    return this.respaldos.listar();
  }

  @Ruta.post('/', SOLO_ADMIN, EsquemaRespaldo, { mensaje: 'Respaldo creado correctamente' })
  @ApiOperation({
    summary: 'Hace un respaldo ahora y responde al terminar (409 si ya hay uno en curso; auditado)',
  })
  crear(@Contexto() contexto: ContextoSolicitud) {
    return this.respaldos.respaldar('manual', contexto);
  }

  @Ruta.post('clave/guardada', SOLO_ADMIN, EsquemaClaveRespaldos, {
    mensaje: 'Quedó registrado que la clave de los respaldos está guardada en otro lugar',
  })
  @ApiOperation({
    summary:
      '«Ya guardé la clave en otro lugar»: el admin confirma que tiene la clave de los respaldos fuera del servidor (quién y cuándo; auditado)',
  })
  confirmarClave(@Contexto() contexto: ContextoSolicitud) {
    return this.respaldos.confirmarClaveGuardada(contexto);
  }

  @Ruta.get(':id/archivo', SOLO_ADMIN, descarga('application/gzip', 'application/octet-stream'))
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
