import type { Sesion } from '@cartera/dominio';
import { Controller, Headers, Inject, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  EsquemaAvisosUsuario,
  EsquemaNulo,
  EsquemaSesion,
  EsquemaSesionesCerradas,
  EsquemaUsuario,
  JuntoInicioSesion,
  JuntoSesion,
} from '@cartera/dominio/esquemas';
import { Cuerpo } from '../common/entrada.decorator';
import { Respuesta } from '../common/respuesta';
import {
  Contexto,
  IpCliente,
  SesionActual,
  UsuarioActual,
  type ContextoSolicitud,
} from '../common/usuario-actual.decorator';
import { EsquemaCrearUsuario, type CreateUsuarioDto } from '../usuarios/dto/create-usuario.dto';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { UsuariosService } from '../usuarios/usuarios.service';
import type { ConfiguracionResuelta } from '../config/configuracion';
import { CONFIGURACION } from '../config/configuracion.module';
import { AuthService } from './auth.service';
import {
  borrarCookie,
  COOKIE_DISPOSITIVO,
  cookiesSeguras,
  entregarCookie,
  entregarCookieDispositivo,
  leerCookie,
} from './cookie-renovacion';
import { OrigenPropioGuard } from './origen-propio.guard';
import { EsquemaActualizarPerfil, type ActualizarPerfilDto } from './dto/actualizar-perfil.dto';
import { EsquemaCambiarMiPassword, type CambiarMiPasswordDto } from './dto/cambiar-mi-password.dto';
import { EsquemaLogin, type LoginDto } from './dto/login.dto';
import { OFICINA, PUBLICO, TODOS } from '../common/roles.decorator';
import { AlcanceSinSesion } from '../common/publico.decorator';
import { TODAS } from '../database/alcance';

/**
 * El alcance de entrar, renovar y salir, sin sesión todavía: la identidad (cuentas, sesiones, intentos) es de la
 * organización, como la búsqueda de la sesión en la guardia JWT.
 */
const IDENTIDAD = 'la identidad: cuentas y sesiones de toda la organización, como la sesión que lee la guardia JWT';
import { Ruta } from '../common/ruta.decorator';

/** El token de `Authorization: Bearer …`, si vino. */
function tokenBearer(peticion: FastifyRequest): string | undefined {
  const [tipo, token] = (peticion.headers.authorization ?? '').split(' ');
  return tipo?.toLowerCase() === 'bearer' && token ? token : undefined;
}

@ApiTags('Autenticación')
@Controller('auth')
export class AuthController {
  /** Secure siempre en producción; en otro entorno, cuando la petición llegó por HTTPS (cookiesSeguras). */
  private readonly produccion: boolean;

  constructor(
    private readonly auth: AuthService,
    private readonly usuarios: UsuariosService,
    @Inject(CONFIGURACION) private readonly config: ConfiguracionResuelta,
  ) {
    this.produccion = config.entorno === 'production';
  }

  private segura(peticion: FastifyRequest): boolean {
    return cookiesSeguras(peticion, this.produccion);
  }

  @AlcanceSinSesion(TODAS, IDENTIDAD)
  @Ruta.post('login', PUBLICO, EsquemaSesion, { estado: 200, junto: JuntoInicioSesion })
  @ApiOperation({
    summary:
      'Inicia sesión: token de acceso (15 min) y usuario en la raíz y en data, la cookie HttpOnly de renovación y la del dispositivo; 403 ORIGEN_NO_PERMITIDO desde otro sitio',
  })
  @UseGuards(OrigenPropioGuard)
  async login(
    @Cuerpo(EsquemaLogin) datos: LoginDto,
    @IpCliente() ip: string,
    @Req() peticion: FastifyRequest,
    @Res({ passthrough: true }) respuesta: FastifyReply,
    @Headers('user-agent') agente?: string,
  ) {
    const { token, usuario, renovacion, dispositivo } = await this.auth.iniciarSesion(
      datos,
      ip,
      agente,
      leerCookie(peticion, COOKIE_DISPOSITIVO),
    );
    entregarCookie(respuesta, renovacion, this.config.jwt.expiracionSegundos, this.segura(peticion));
    entregarCookieDispositivo(respuesta, dispositivo, this.segura(peticion));
    const sesion: Sesion = { token, usuario: usuario.toJSON() };
    return new Respuesta(sesion, 'Inicio de sesión exitoso', { ...sesion });
  }

  @AlcanceSinSesion(TODAS, IDENTIDAD)
  @Ruta.post('renovar', PUBLICO, EsquemaSesion, { estado: 200, junto: JuntoInicioSesion })
  @ApiOperation({
    summary:
      'Token de acceso nuevo de la sesión de la cookie de renovación (HttpOnly); 401 SESION_VENCIDA si la sesión se cerró o venció; 403 ORIGEN_NO_PERMITIDO desde otro sitio',
  })
  @UseGuards(OrigenPropioGuard)
  async renovar(@Req() peticion: FastifyRequest, @Res({ passthrough: true }) respuesta: FastifyReply) {
    try {
      const { token, usuario } = await this.auth.renovar(leerCookie(peticion));
      const sesion: Sesion = { token, usuario: usuario.toJSON() };
      return new Respuesta(sesion, 'Sesión renovada', { ...sesion });
    } catch (error) {
      borrarCookie(respuesta, this.segura(peticion));
      throw error;
    }
  }

  @AlcanceSinSesion(TODAS, IDENTIDAD)
  @Ruta.post('logout', PUBLICO, EsquemaNulo, { estado: 200, mensaje: 'Sesión cerrada' })
  @ApiOperation({
    summary:
      'Cierra la sesión con la cookie de renovación sola o con el token de acceso, aunque haya vencido; borra la cookie; 401 sin ninguno de los dos; 403 ORIGEN_NO_PERMITIDO desde otro sitio; auditado',
  })
  @UseGuards(OrigenPropioGuard)
  @ApiBearerAuth()
  async logout(
    @Req() peticion: FastifyRequest,
    @IpCliente() ip: string,
    @Res({ passthrough: true }) respuesta: FastifyReply,
  ) {
    borrarCookie(respuesta, this.segura(peticion));
    await this.auth.cerrarSesion({ cookie: leerCookie(peticion), token: tokenBearer(peticion) }, ip);
    return null;
  }

  @Ruta.post('sesiones/cerrar-otras', TODOS, EsquemaSesionesCerradas, {
    estado: 200,
    mensaje: 'Se cerraron las demás sesiones',
  })
  @ApiOperation({ summary: 'Cierra todas las demás sesiones del usuario; la de la petición sigue; auditado' })
  @ApiBearerAuth()
  cerrarOtras(@SesionActual() sesionId: string, @Contexto() contexto: ContextoSolicitud) {
    return this.auth.cerrarOtrasSesiones(sesionId, contexto);
  }

  /** No es un registro público: un back office de préstamos no admite altas anónimas (docs/decisiones/acceso-y-contrasenas.md). */
  @Ruta.post('register', OFICINA, EsquemaUsuario, { mensaje: 'Usuario registrado exitosamente' })
  @ApiOperation({ summary: 'Crea un usuario (admin o gerente), con las mismas reglas que POST /usuarios' })
  @ApiBearerAuth()
  registrar(@Cuerpo(EsquemaCrearUsuario) datos: CreateUsuarioDto, @Contexto() contexto: ContextoSolicitud) {
    return this.usuarios.crear(
      datos,
      contexto,
      { modulo: 'Autenticación', sustantivo: 'usuario', noEncontrado: 'Usuario no encontrado' },
      'Registrar usuario',
    );
  }

  @Ruta.get('profile', TODOS, EsquemaUsuario, { mensaje: 'Perfil obtenido' })
  @ApiBearerAuth()
  perfil(@UsuarioActual() usuario: Usuario) {
    return usuario;
  }

  @Ruta.put('perfil', TODOS, EsquemaUsuario, { mensaje: 'Perfil actualizado exitosamente' })
  @ApiOperation({
    summary: 'Cambia el nombre, el email o el teléfono propios (el email pide passwordActual); auditado',
  })
  @ApiBearerAuth()
  actualizarPerfil(
    @Cuerpo(EsquemaActualizarPerfil) datos: ActualizarPerfilDto,
    @Contexto() contexto: ContextoSolicitud,
  ) {
    return this.usuarios.actualizarPerfil(datos, contexto);
  }

  @Ruta.get('avisos', TODOS, EsquemaAvisosUsuario, { mensaje: 'Avisos obtenidos' })
  @ApiOperation({ summary: 'Avisos de la cuenta propia: cambios de su contraseña o de su email' })
  @ApiBearerAuth()
  avisos(@UsuarioActual() usuario: Usuario) {
    return this.auth.avisos(usuario.id);
  }

  @Ruta.put('password', TODOS, EsquemaSesion, { junto: JuntoSesion })
  @ApiOperation({
    summary: 'Cambia la contraseña propia; devuelve un token nuevo (los anteriores dejan de valer)',
  })
  @ApiBearerAuth()
  async cambiarMiPassword(
    @Cuerpo(EsquemaCambiarMiPassword) datos: CambiarMiPasswordDto,
    @Contexto() contexto: ContextoSolicitud,
    @Req() peticion: FastifyRequest,
    @Res({ passthrough: true }) respuesta: FastifyReply,
  ) {
    const { token, usuario, renovacion } = await this.auth.cambiarMiPassword(datos, contexto);
    entregarCookie(respuesta, renovacion, this.config.jwt.expiracionSegundos, this.segura(peticion));
    const sesion: Sesion = { token, usuario: usuario.toJSON() };
    return new Respuesta(sesion, 'Contraseña actualizada exitosamente', { token });
  }
}
