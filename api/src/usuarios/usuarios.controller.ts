import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { EsquemaNulo, EsquemaResumenUsuarios, EsquemaUsuario } from '@cartera/dominio/esquemas';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ParamId } from '../common/id.pipe';
import { Responde } from '../common/responde.decorator';
import { Mensaje } from '../common/respuesta';
import { Roles } from '../common/roles.decorator';
import { Contexto, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import { CambiarPasswordDto } from './dto/cambiar-password.dto';
import { ConsultaUsuariosDto } from './dto/consulta-usuarios.dto';
import { CreateUsuarioDto } from './dto/create-usuario.dto';
import { UpdateUsuarioDto } from './dto/update-usuario.dto';
import { UsuariosService } from './usuarios.service';

@ApiTags('Usuarios')
@ApiBearerAuth()
@Roles('admin', 'gerente')
@Controller('usuarios')
export class UsuariosController {
  constructor(private readonly usuarios: UsuariosService) {}

  @Get()
  @ApiOperation({ summary: 'Usuarios paginados, con búsqueda, filtros por rol y estado, y orden' })
  @Mensaje('Usuarios obtenidos')
  @Responde(EsquemaUsuario, { pagina: true })
  listar(@Query() consulta: ConsultaUsuariosDto) {
    return this.usuarios.listar(consulta);
  }

  // Antes de ':id', para que 'stats' no se tome por un identificador.
  @Get('stats/resumen')
  @ApiOperation({ summary: 'Totales: activos, inactivos y por rol' })
  @Mensaje('Estadísticas de usuarios obtenidas')
  @Responde(EsquemaResumenUsuarios)
  estadisticas() {
    return this.usuarios.estadisticas();
  }

  @Get(':id')
  @Mensaje('Usuario obtenido')
  @Responde(EsquemaUsuario)
  obtener(@ParamId() id: string) {
    return this.usuarios.obtener(id);
  }

  @Post()
  @Mensaje('Usuario creado exitosamente')
  @Responde(EsquemaUsuario, { estado: 201 })
  crear(@Body() datos: CreateUsuarioDto, @Contexto() contexto: ContextoSolicitud) {
    return this.usuarios.crear(datos, contexto);
  }

  @Put(':id')
  @Mensaje('Usuario actualizado exitosamente')
  @Responde(EsquemaUsuario)
  actualizar(
    @ParamId() id: string,
    @Body() datos: UpdateUsuarioDto,
    @Contexto() contexto: ContextoSolicitud,
  ) {
    return this.usuarios.actualizar(id, datos, contexto);
  }

  @Put(':id/password')
  @ApiOperation({ summary: 'Cambia la contraseña y cierra las sesiones abiertas de ese usuario' })
  @Mensaje('Contraseña actualizada exitosamente')
  @Responde(EsquemaUsuario)
  cambiarPassword(
    @ParamId() id: string,
    @Body() datos: CambiarPasswordDto,
    @Contexto() contexto: ContextoSolicitud,
  ) {
    return this.usuarios.cambiarPassword(id, datos.password, contexto, undefined, datos.passwordActual);
  }

  @Delete(':id')
  @HttpCode(200)
  @Mensaje('Usuario eliminado exitosamente')
  @Responde(EsquemaNulo)
  async eliminar(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    await this.usuarios.eliminar(id, contexto);
    return null;
  }
}
