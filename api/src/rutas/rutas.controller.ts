import { Param } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { EsquemaRutaCompleta, EsquemaRutas } from '@cartera/dominio/esquemas';
import { Consulta, Escritura } from '../common/entrada.decorator';
import { ParamId } from '../common/id.pipe';
import { UsuarioActual } from '../common/usuario-actual.decorator';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import {
  EsquemaConsultaRutas,
  type ConsultaRutasDto,
  EsquemaGenerarRutas,
  type GenerarRutasDto,
} from './dto/rutas.dto';
import { RutasService } from './rutas.service';
import { TODOS } from '../common/roles.decorator';
import { Ruta, descarga, Recurso } from '../common/ruta.decorator';

/** /api/rutas (especificación §2 Rutas de Cobro). Un cobrador sólo genera y ve su propia ruta. */
@Recurso('rutas', 'Rutas de cobro')
export class RutasController {
  constructor(private readonly rutas: RutasService) {}

  @Ruta.post('generar', TODOS, EsquemaRutas, { mensaje: 'Rutas generadas correctamente' })
  @ApiOperation({ summary: 'Genera y guarda una ruta por cobrador para la fecha' })
  generar(@Escritura(EsquemaGenerarRutas) { cuerpo, contexto }: Escritura<GenerarRutasDto>) {
    return this.rutas.generar(cuerpo, contexto);
  }

  @Ruta.get('/', TODOS, EsquemaRutas)
  @ApiOperation({
    summary: 'Resúmenes de las rutas guardadas de una fecha (las paradas, con GET /rutas/:id)',
  })
  listar(@Consulta(EsquemaConsultaRutas) consulta: ConsultaRutasDto, @UsuarioActual() actor: Usuario) {
    return this.rutas.listar(consulta, actor);
  }

  @Ruta.get(':id', TODOS, EsquemaRutaCompleta)
  @ApiOperation({
    summary: 'Ruta completa: paradas en orden de visita y préstamos (un cobrador sólo la suya)',
  })
  obtener(@ParamId() id: string, @UsuarioActual() actor: Usuario) {
    return this.rutas.obtener(id, actor);
  }

  @Ruta.get(':id/export/:formato', TODOS, descarga('text/plain', 'pdf'))
  @ApiOperation({ summary: 'Descarga la ruta en texto (txt) o la planilla imprimible (pdf)' })
  exportar(@ParamId() id: string, @Param('formato') formato: string, @UsuarioActual() actor: Usuario) {
    return this.rutas.exportar(id, formato, actor);
  }
}
