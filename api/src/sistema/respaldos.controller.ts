import { ApiOperation } from '@nestjs/swagger';
import { EsquemaClaveRespaldos, EsquemaListaRespaldos, EsquemaRespaldo } from '@cartera/dominio/esquemas';
import { createReadStream } from 'node:fs';
import { disposicionAdjunto, type Descarga } from '../common/exportes';
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
  async archivo(@ParamId() id: string): Promise<Descarga> {
    const archivo = await this.respaldos.archivo(id);
    return {
      tipo: archivo.nombre.endsWith('.gz') ? 'application/gzip' : 'application/octet-stream',
      disposicion: disposicionAdjunto(archivo.nombre, archivo.nombre),
      contenido: createReadStream(archivo.ruta),
      cabeceras: { 'Content-Length': String(archivo.tamano), 'X-Respaldo-Sha256': archivo.sha256 },
    };
  }
}
