import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { EsquemaCobrador, EsquemaListaCobradores, EsquemaNulo } from '@cartera/dominio/esquemas';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ParamId } from '../common/id.pipe';
import { Responde } from '../common/responde.decorator';
import { Mensaje } from '../common/respuesta';
import { Roles } from '../common/roles.decorator';
import { Contexto, UsuarioActual, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { ALCANCE_COBRADORES, UsuariosService, type AlcanceUsuarios } from '../usuarios/usuarios.service';
import { CobradoresService } from './cobradores.service';
import { ConsultaCobradoresDto } from './dto/consulta-cobradores.dto';
import { CreateCobradorDto, UpdateCobradorDto } from './dto/create-cobrador.dto';

/**
 * Cobradores: usuarios con rol cobrador. La lista va en `data.data` (especificación §7). Cualquier sesión puede
 * leerla (un cobrador, sólo su cuenta); escribir es de admin y gerente.
 */
@ApiTags('Cobradores')
@ApiBearerAuth()
@Controller('cobradores')
export class CobradoresController {
  constructor(
    private readonly usuarios: UsuariosService,
    private readonly cobradores: CobradoresService,
  ) {}

  @Get()
  @Roles('admin', 'gerente', 'cobrador')
  @ApiOperation({
    summary:
      'Cobradores paginados; la lista va en data.data; con cartera=1, la cartera de cada uno. ' +
      'Una sesión de cobrador recibe sólo su propia cuenta',
  })
  @Mensaje('Cobradores obtenidos')
  @Responde(EsquemaListaCobradores)
  async listar(@Query() consulta: ConsultaCobradoresDto, @UsuarioActual() actor: Usuario) {
    const { cartera, ...filtros } = consulta;
    const pagina = (await this.usuarios.listar(filtros, alcanceDe(actor))).anidada();
    if (!cartera) return pagina;
    return { data: await this.cobradores.conCartera(pagina.data), meta: pagina.meta };
  }

  @Get(':id')
  @Roles('admin', 'gerente', 'cobrador')
  @Mensaje('Cobrador obtenido')
  @Responde(EsquemaCobrador)
  obtener(@ParamId() id: string, @UsuarioActual() actor: Usuario) {
    return this.usuarios.obtener(id, alcanceDe(actor));
  }

  @Post()
  @Roles('admin', 'gerente')
  @Mensaje('Cobrador creado exitosamente')
  @Responde(EsquemaCobrador, { estado: 201 })
  crear(@Body() datos: CreateCobradorDto, @Contexto() contexto: ContextoSolicitud) {
    return this.usuarios.crear({ ...datos, rol: 'cobrador' }, contexto, ALCANCE_COBRADORES);
  }

  @Put(':id')
  @Roles('admin', 'gerente')
  @Mensaje('Cobrador actualizado exitosamente')
  @Responde(EsquemaCobrador)
  actualizar(
    @ParamId() id: string,
    @Body() datos: UpdateCobradorDto,
    @Contexto() contexto: ContextoSolicitud,
  ) {
    return this.usuarios.actualizar(id, datos, contexto, ALCANCE_COBRADORES);
  }

  @Delete(':id')
  @Roles('admin', 'gerente')
  @HttpCode(200)
  @Mensaje('Cobrador eliminado exitosamente')
  @Responde(EsquemaNulo)
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
