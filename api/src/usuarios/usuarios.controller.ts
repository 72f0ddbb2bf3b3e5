import { EsquemaNulo, EsquemaResumenUsuarios, EsquemaUsuario } from '@cartera/dominio/esquemas';
import { ApiOperation } from '@nestjs/swagger';
import { Consulta, Cuerpo, Peticion } from '../common/entrada.decorator';
import { ParamId } from '../common/id.pipe';
import { Contexto, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import { EsquemaCambiarPassword, type CambiarPasswordDto } from './dto/cambiar-password.dto';
import { EsquemaConsultaUsuarios, type ConsultaUsuariosDto } from './dto/consulta-usuarios.dto';
import { EsquemaCrearUsuario, type CreateUsuarioDto } from './dto/create-usuario.dto';
import { EsquemaActualizarUsuario, type UpdateUsuarioDto } from './dto/update-usuario.dto';
import { UsuariosService } from './usuarios.service';
import { DesbloqueoService } from './desbloqueo.service';
import { OFICINA } from '../common/roles.decorator';
import { Ruta, Recurso } from '../common/ruta.decorator';

@Recurso('usuarios', 'Usuarios')
export class UsuariosController {
  constructor(
    private readonly usuarios: UsuariosService,
    private readonly desbloqueo: DesbloqueoService,
  ) {}

  @Ruta.get('/', OFICINA, EsquemaUsuario, { pagina: true, mensaje: 'Usuarios obtenidos' })
  @ApiOperation({ summary: 'Usuarios paginados, con búsqueda, filtros por rol y estado, y orden' })
  listar(@Consulta(EsquemaConsultaUsuarios) consulta: ConsultaUsuariosDto) {
    return this.usuarios.listar(consulta);
  }

  // Antes de ':id', para que 'stats' no se tome por un identificador.
  @Ruta.get('stats/resumen', OFICINA, EsquemaResumenUsuarios, {
    mensaje: 'Estadísticas de usuarios obtenidas',
  })
  @ApiOperation({ summary: 'Totales: activos, inactivos y por rol' })
  estadisticas() {
    return this.usuarios.estadisticas();
  }

  @Ruta.get(':id', OFICINA, EsquemaUsuario, { mensaje: 'Usuario obtenido' })
  obtener(@ParamId() id: string) {
    return this.usuarios.obtener(id);
  }

  @Ruta.post('/', OFICINA, EsquemaUsuario, { mensaje: 'Usuario creado exitosamente' })
  crear(@Cuerpo(EsquemaCrearUsuario) datos: CreateUsuarioDto, @Contexto() contexto: ContextoSolicitud) {
    return this.usuarios.crear(datos, contexto);
  }

  @Ruta.put(':id', OFICINA, EsquemaUsuario, { mensaje: 'Usuario actualizado exitosamente' })
  actualizar(@Peticion(EsquemaActualizarUsuario) { id, cuerpo, contexto }: Peticion<UpdateUsuarioDto>) {
    return this.usuarios.actualizar(id, cuerpo, contexto);
  }

  @Ruta.put(':id/password', OFICINA, EsquemaUsuario, { mensaje: 'Contraseña actualizada exitosamente' })
  @ApiOperation({ summary: 'Cambia la contraseña y cierra las sesiones abiertas de ese usuario' })
  cambiarPassword(@Peticion(EsquemaCambiarPassword) { id, cuerpo, contexto }: Peticion<CambiarPasswordDto>) {
    return this.usuarios.cambiarPassword(id, cuerpo.password, contexto, undefined, cuerpo.passwordActual);
  }

  @Ruta.post(':id/desbloqueo', OFICINA, EsquemaUsuario, { estado: 200, mensaje: 'Usuario desbloqueado' })
  @ApiOperation({
    summary:
      'Borra los fallos de inicio de sesión contados de la cuenta: vuelve a entrar desde cualquier dispositivo (auditado; un gerente, sólo cobradores)',
  })
  desbloquear(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    return this.desbloqueo.desbloquear(id, contexto);
  }

  @Ruta.delete(':id', OFICINA, EsquemaNulo, { mensaje: 'Usuario eliminado exitosamente' })
  async eliminar(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    await this.usuarios.eliminar(id, contexto);
    return null;
  }
}
