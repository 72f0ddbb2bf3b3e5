import { EsquemaListaMetas, EsquemaMetaCobrador, EsquemaNulo } from '@cartera/dominio/esquemas';
import { ApiOperation } from '@nestjs/swagger';
import { Consulta, Escritura, Peticion } from '../common/entrada.decorator';
import { ParamId } from '../common/id.pipe';
import { Contexto, UsuarioActual, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { EsquemaConsultaMetas, type ConsultaMetasDto, EsquemaCuerpoMeta, type MetaDto } from './dto/meta.dto';
import { MetasCobradorService } from './metas-cobrador.service';
import { OFICINA, TODOS } from '../common/roles.decorator';
import { Ruta, Recurso } from '../common/ruta.decorator';

/** /api/metas-cobrador (especificación §7 Goals). La lista va en `data.data`. */
@Recurso('metas-cobrador', 'Metas de cobradores')
export class MetasCobradorController {
  constructor(private readonly metas: MetasCobradorService) {}

  @Ruta.get('/', TODOS, EsquemaListaMetas, { mensaje: 'Metas obtenidas' })
  @ApiOperation({ summary: 'Metas con su avance; un cobrador sólo ve las suyas. La lista va en data.data' })
  async listar(@Consulta(EsquemaConsultaMetas) consulta: ConsultaMetasDto, @UsuarioActual() actor: Usuario) {
    return (await this.metas.listar(consulta, actor)).anidada();
  }

  @Ruta.get(':id', TODOS, EsquemaMetaCobrador, { mensaje: 'Meta obtenida' })
  obtener(@ParamId() id: string, @UsuarioActual() actor: Usuario) {
    return this.metas.obtener(id, actor);
  }

  @Ruta.post('/', OFICINA, EsquemaMetaCobrador, { mensaje: 'Meta creada correctamente' })
  crear(@Escritura(EsquemaCuerpoMeta) { cuerpo, contexto }: Escritura<MetaDto>) {
    return this.metas.crear(cuerpo, contexto);
  }

  @Ruta.put(':id', OFICINA, EsquemaMetaCobrador, { mensaje: 'Meta actualizada correctamente' })
  actualizar(@Peticion(EsquemaCuerpoMeta) { id, cuerpo, contexto }: Peticion<MetaDto>) {
    return this.metas.actualizar(id, cuerpo, contexto);
  }

  @Ruta.delete(':id', OFICINA, EsquemaNulo, { mensaje: 'Meta eliminada correctamente' })
  eliminar(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    return this.metas.eliminar(id, contexto);
  }
}
