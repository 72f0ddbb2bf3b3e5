import { EsquemaOficina, EsquemaOficinas } from '@cartera/dominio/esquemas';
import { ApiOperation } from '@nestjs/swagger';
import { Escritura, Peticion } from '../common/entrada.decorator';
import { SOLO_ADMIN, TODOS } from '../common/roles.decorator';
import { Recurso, Ruta } from '../common/ruta.decorator';
import { UsuarioActual, type UsuarioSesion } from '../common/usuario-actual.decorator';
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
  crear(@Escritura(EsquemaCuerpoOficinaApi) { cuerpo, contexto }: Escritura<OficinaDto>) {
    return this.oficinas.crear(cuerpo, contexto);
  }

  @Ruta.put(':id', SOLO_ADMIN, EsquemaOficina, { mensaje: 'Oficina actualizada correctamente' })
  @ApiOperation({ summary: 'Cambia el código, el nombre, la ciudad o la oficina de la que depende' })
  actualizar(@Peticion(EsquemaCuerpoOficinaApi) { id, cuerpo, contexto }: Peticion<OficinaDto>) {
    return this.oficinas.actualizar(id, cuerpo, contexto);
  }
}
