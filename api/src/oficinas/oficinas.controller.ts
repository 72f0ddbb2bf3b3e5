import { EsquemaOficina, EsquemaOficinas } from '@cartera/dominio/esquemas';
import { ApiOperation } from '@nestjs/swagger';
import { Cuerpo, Peticion } from '../common/entrada.decorator';
import { SOLO_ADMIN, TODOS } from '../common/roles.decorator';
import { Recurso, Ruta } from '../common/ruta.decorator';
import {
  Contexto,
  UsuarioActual,
  type ContextoSolicitud,
  type UsuarioSesion,
} from '../common/usuario-actual.decorator';
import { EsquemaCuerpoOficinaApi, type OficinaDto } from './dto/oficina.dto';
import { OficinasService } from './oficinas.service';

/** /api/oficinas (docs/decisiones/oficinas.md): el administrador las administra; cada cuenta ve las suyas. */
@Recurso('oficinas', 'Oficinas')
export class OficinasController {
  constructor(private readonly oficinas: OficinasService) {}

  @Ruta.get('/', TODOS, EsquemaOficinas, { mensaje: 'Oficinas obtenidas' })
  @ApiOperation({ summary: 'Las oficinas por nombre: todas para el administrador, las suyas para los demás' })
  listar(@UsuarioActual() actor: UsuarioSesion) {
    return this.oficinas.listar(actor);
  }

  @Ruta.post('/', SOLO_ADMIN, EsquemaOficina, { mensaje: 'Oficina creada correctamente' })
  @ApiOperation({ summary: 'Crea una oficina (código único, a lo sumo dos niveles)' })
  crear(@Cuerpo(EsquemaCuerpoOficinaApi) dto: OficinaDto, @Contexto() contexto: ContextoSolicitud) {
    return this.oficinas.crear(dto, contexto);
  }

  @Ruta.put(':id', SOLO_ADMIN, EsquemaOficina, { mensaje: 'Oficina actualizada correctamente' })
  @ApiOperation({ summary: 'Cambia el código, el nombre, la ciudad o la oficina de la que depende' })
  actualizar(@Peticion(EsquemaCuerpoOficinaApi) { id, cuerpo, contexto }: Peticion<OficinaDto>) {
    return this.oficinas.actualizar(id, cuerpo, contexto);
  }
}
