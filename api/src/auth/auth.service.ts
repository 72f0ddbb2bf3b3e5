import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AuditoriaService } from '../auditoria/auditoria.service';
import { ErrorNegocio, errorValidacion } from '../common/errores';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { Usuario } from '../usuarios/entities/usuario.entity';
import { UsuariosService } from '../usuarios/usuarios.service';
import { cifrarContrasena, verificarContrasena } from './contrasenas';
import type { CambiarMiPasswordDto } from './dto/cambiar-mi-password.dto';
import type { LoginDto } from './dto/login.dto';
import { LIMITE_INTENTOS, superaLimiteIntentos, type FallosRecientes } from './intentos.rules';
import type { CargaToken } from './jwt.strategy';

export const MENSAJES_AUTH = {
  credencialesInvalidas: 'Usuario o contraseña incorrectos',
  usuarioInactivo: 'Usuario inactivo. Contacte al administrador',
  demasiadosIntentos: 'Demasiados intentos fallidos. Intente de nuevo en unos minutos.',
  contrasenaActualIncorrecta: 'La contraseña actual no es correcta',
} as const;

/** Acción de auditoría de cada intento de inicio de sesión; el límite de intentos cuenta sus fallos. */
export const ACCION_INICIO_SESION = 'Inicio de sesión';

export interface Sesion {
  token: string;
  usuario: Usuario;
}

@Injectable()
export class AuthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jwt: JwtService,
    private readonly usuarios: UsuariosService,
    private readonly auditoria: AuditoriaService,
  ) {}

  async iniciarSesion({ email, password }: LoginDto, ip: string): Promise<Sesion> {
    const fallos = await this.fallosRecientes(email, ip);
    if (superaLimiteIntentos(fallos)) {
      // Se registra con otra acción: no cuenta como fallo, así insistir durante el bloqueo no lo alarga.
      await this.auditoria.registrarAparte({
        usuario: email,
        accion: 'Inicio de sesión bloqueado',
        modulo: 'Autenticación',
        detalles: `Demasiados intentos fallidos (${fallos.porCuenta} de esta cuenta, ${fallos.porIp} desde esta IP)`,
        ip,
        tipo: 'warning',
        resultado: 'fallido',
      });
      throw new ErrorNegocio('DEMASIADOS_INTENTOS', MENSAJES_AUTH.demasiadosIntentos, 429);
    }

    const usuario = await this.usuarios.buscarPorEmail(email);
    // Con un email desconocido también se compara (contra un hash ficticio): el tiempo no delata si existe.
    const valida = await verificarContrasena(password, usuario?.passwordHash);
    if (!usuario || !valida) {
      await this.auditoria.registrarAparte({
        usuarioId: usuario?.id ?? null,
        usuario: email,
        accion: ACCION_INICIO_SESION,
        modulo: 'Autenticación',
        detalles: MENSAJES_AUTH.credencialesInvalidas,
        ip,
        tipo: 'error',
        resultado: 'fallido',
      });
      throw new ErrorNegocio('CREDENCIALES_INVALIDAS', MENSAJES_AUTH.credencialesInvalidas, 401);
    }
    if (usuario.estado !== 'activo') {
      await this.auditoria.registrarAparte({
        usuarioId: usuario.id,
        usuario: email,
        accion: ACCION_INICIO_SESION,
        modulo: 'Autenticación',
        detalles: 'Intento de inicio de sesión de un usuario inactivo',
        ip,
        tipo: 'warning',
        resultado: 'fallido',
      });
      throw new ErrorNegocio('USUARIO_INACTIVO', MENSAJES_AUTH.usuarioInactivo, 403);
    }

    const token = await this.emitirToken(usuario);
    await this.auditoria.registrarAparte({
      usuarioId: usuario.id,
      usuario: usuario.nombre,
      accion: ACCION_INICIO_SESION,
      modulo: 'Autenticación',
      detalles: `Inicio de sesión de ${usuario.email}`,
      ip,
      tipo: 'success',
      resultado: 'exitoso',
    });
    return { token, usuario };
  }

  /** Token HS256 con { sub, rol, cv }; caduca según JWT_EXPIRES_IN (12 h como máximo). */
  emitirToken(usuario: Pick<Usuario, 'id' | 'rol' | 'credencialesVersion'>): Promise<string> {
    const carga: CargaToken = { sub: usuario.id, rol: usuario.rol, cv: usuario.credencialesVersion };
    return this.jwt.signAsync(carga);
  }

  /**
   * Cambia la contraseña propia tras comprobar la actual. Las demás sesiones quedan cerradas; la actual sigue
   * con el token nuevo que se devuelve.
   */
  async cambiarMiPassword(datos: CambiarMiPasswordDto, { actor, ip }: ContextoSolicitud): Promise<Sesion> {
    if (!(await verificarContrasena(datos.passwordActual, actor.passwordHash))) {
      throw errorValidacion({ passwordActual: [MENSAJES_AUTH.contrasenaActualIncorrecta] });
    }
    const passwordHash = await cifrarContrasena(datos.password);
    const usuario = await this.dataSource.transaction(async (manager) => {
      const propio = await manager.findOneOrFail(Usuario, {
        where: { id: actor.id },
        lock: { mode: 'pessimistic_write' },
      });
      propio.passwordHash = passwordHash;
      propio.credencialesVersion += 1;
      await manager.save(propio);
      await this.auditoria.registrar(manager, {
        usuarioId: propio.id,
        usuario: propio.nombre,
        accion: 'Cambiar contraseña',
        modulo: 'Autenticación',
        detalles: `${propio.nombre} cambió su contraseña`,
        ip,
        tipo: 'success',
        resultado: 'exitoso',
      });
      return propio;
    });
    return { token: await this.emitirToken(usuario), usuario };
  }

  private async fallosRecientes(email: string, ip: string): Promise<FallosRecientes> {
    const [fila] = (await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE usuario = $1)::int AS "porCuenta", count(*)::int AS "porIp"
         FROM auditoria
        WHERE accion = $2 AND resultado = 'fallido' AND ip = $3
          AND fecha > now() - make_interval(mins => $4)`,
      [email, ACCION_INICIO_SESION, ip, LIMITE_INTENTOS.ventanaMinutos],
    )) as FallosRecientes[];
    return fila ?? { porCuenta: 0, porIp: 0 };
  }
}
