import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ParamId } from '../common/id.pipe';
import { Mensaje } from '../common/respuesta';
import { Roles } from '../common/roles.decorator';
import { Contexto, UsuarioActual, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { ConsultaUsuariosDto } from '../usuarios/dto/consulta-usuarios.dto';
import { ALCANCE_COBRADORES, UsuariosService } from '../usuarios/usuarios.service';
import { CreateCobradorDto, UpdateCobradorDto } from './dto/create-cobrador.dto';

/**
 * Cobradores: usuarios con rol cobrador. La lista va en `data.data` (especificación §7). Cualquier sesión puede
 * leerla (los selectores de cobrador la usan); escribir es de admin y gerente.
 */
@ApiTags('Cobradores')
@ApiBearerAuth()
@Controller('cobradores')
export class CobradoresController {
  constructor(private readonly usuarios: UsuariosService) {}

  @Get()
  @Roles('admin', 'gerente', 'cobrador')
  @ApiOperation({ summary: 'Cobradores paginados; la lista va en data.data' })
  @Mensaje('Cobradores obtenidos')
  async listar(@Query() consulta: ConsultaUsuariosDto, @UsuarioActual() actor: Usuario) {
    const pagina = (await this.usuarios.listar(consulta, ALCANCE_COBRADORES)).anidada();
    // Un cobrador sólo necesita los nombres (filtros, asignaciones): no ve emails, teléfonos ni zonas ajenas.
    if (actor.rol === 'cobrador') return { data: pagina.data.map(soloNombre), meta: pagina.meta };
    return pagina;
  }

  @Get(':id')
  @Roles('admin', 'gerente', 'cobrador')
  @Mensaje('Cobrador obtenido')
  async obtener(@ParamId() id: string, @UsuarioActual() actor: Usuario) {
    const cobrador = await this.usuarios.obtener(id, ALCANCE_COBRADORES);
    return actor.rol === 'cobrador' ? soloNombre(cobrador) : cobrador;
  }

  @Post()
  @Roles('admin', 'gerente')
  @Mensaje('Cobrador creado exitosamente')
  crear(@Body() datos: CreateCobradorDto, @Contexto() contexto: ContextoSolicitud) {
    return this.usuarios.crear({ ...datos, rol: 'cobrador' }, contexto, ALCANCE_COBRADORES);
  }

  @Put(':id')
  @Roles('admin', 'gerente')
  @Mensaje('Cobrador actualizado exitosamente')
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
  async eliminar(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    await this.usuarios.eliminar(id, contexto, ALCANCE_COBRADORES);
    return null;
  }
}

/** Lo que un cobrador ve de otro cobrador. */
function soloNombre(cobrador: Usuario): { _id: string; nombre: string } {
  return { _id: cobrador.id, nombre: cobrador.nombre };
}
