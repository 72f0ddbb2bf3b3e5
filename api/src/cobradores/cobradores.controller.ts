import { EsquemaCobrador, EsquemaListaCobradores, EsquemaNulo } from '@cartera/dominio/esquemas';
import { ApiOperation } from '@nestjs/swagger';
import { Consulta, Cuerpo, Peticion } from '../common/entrada.decorator';
import { ParamId } from '../common/id.pipe';
import { Contexto, UsuarioActual, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { ALCANCE_COBRADORES, UsuariosService, type AlcanceUsuarios } from '../usuarios/usuarios.service';
import { CobradoresService } from './cobradores.service';
import { EsquemaConsultaCobradores, type ConsultaCobradoresDto } from './dto/consulta-cobradores.dto';
import {
  EsquemaCrearCobrador,
  type CreateCobradorDto,
  EsquemaActualizarCobrador,
  type UpdateCobradorDto,
} from './dto/create-cobrador.dto';
import { OFICINA, TODOS } from '../common/roles.decorator';
import { Ruta, Recurso } from '../common/ruta.decorator';

/**
 * Cobradores: usuarios con rol cobrador. La lista va en `data.data` (especificación §7). Cualquier sesión puede
 * leerla (un cobrador, sólo su cuenta); escribir es de admin y gerente.
 */
@Recurso('cobradores', 'Cobradores')
export class CobradoresController {
  constructor(
    private readonly usuarios: UsuariosService,
    private readonly cobradores: CobradoresService,
  ) {}

  @Ruta.get('/', TODOS, EsquemaListaCobradores, { mensaje: 'Cobradores obtenidos' })
  @ApiOperation({
    summary:
      'Cobradores paginados; la lista va en data.data; con cartera=1, la cartera de cada uno. ' +
      'Una sesión de cobrador recibe sólo su propia cuenta',
  })
  async listar(
    @Consulta(EsquemaConsultaCobradores) consulta: ConsultaCobradoresDto,
    @UsuarioActual() actor: Usuario,
  ) {
    const { cartera, ...filtros } = consulta;
    const pagina = (await this.usuarios.listar(filtros, alcanceDe(actor))).anidada();
    if (!cartera) return pagina;
    return { data: await this.cobradores.conCartera(pagina.data), meta: pagina.meta };
  }

  @Ruta.get(':id', TODOS, EsquemaCobrador, { mensaje: 'Cobrador obtenido' })
  obtener(@ParamId() id: string, @UsuarioActual() actor: Usuario) {
    return this.usuarios.obtener(id, alcanceDe(actor));
  }

  @Ruta.post('/', OFICINA, EsquemaCobrador, { mensaje: 'Cobrador creado exitosamente' })
  crear(@Cuerpo(EsquemaCrearCobrador) datos: CreateCobradorDto, @Contexto() contexto: ContextoSolicitud) {
    return this.usuarios.crear({ ...datos, rol: 'cobrador' }, contexto, ALCANCE_COBRADORES);
  }

  @Ruta.put(':id', OFICINA, EsquemaCobrador, { mensaje: 'Cobrador actualizado exitosamente' })
  actualizar(@Peticion(EsquemaActualizarCobrador) { id, cuerpo, contexto }: Peticion<UpdateCobradorDto>) {
    return this.usuarios.actualizar(id, cuerpo, contexto, ALCANCE_COBRADORES);
  }

  @Ruta.delete(':id', OFICINA, EsquemaNulo, { mensaje: 'Cobrador eliminado exitosamente' })
  async eliminar(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    await this.usuarios.eliminar(id, contexto, ALCANCE_COBRADORES);
    return null;
  }
}

/**
 * Un cobrador no ve las cuentas de los demás (emails, teléfonos, zonas): en /cobradores sólo la suya, con la misma
 * forma que reciben admin y gerente (docs/decisiones/roles-y-permisos.md).
 */
function alcanceDe(actor: Usuario): AlcanceUsuarios {
  return actor.rol === 'cobrador' ? { ...ALCANCE_COBRADORES, cuenta: actor.id } : ALCANCE_COBRADORES;
}
