import { CODIGOS, type SesionesCerradas } from '@cartera/dominio';
import { auditar } from '../auditoria/auditar';
import { registrarEvento } from '../auditoria/registrar-evento';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AuditoriaService } from '../auditoria/auditoria.service';
import { ErrorNegocio, errorValidacion, MENSAJES_API, sesionInvalida } from '../common/errores';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { ConfiguracionResuelta } from '../config/configuracion';
import { CONFIGURACION } from '../config/configuracion.module';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { filasUsuarios, guardarUsuario, usuarioDeFila } from '../usuarios/usuarios.filas';
import { UsuariosService } from '../usuarios/usuarios.service';
import { listarAvisos, registrarAviso, type AvisoUsuario } from '../usuarios/avisos';
import { cifrarContrasena, necesitaRehash, verificarContrasena } from '../usuarios/contrasenas';
import { consultasSesiones } from './sesiones.consultas';
import type { CambiarMiPasswordDto } from './dto/cambiar-mi-password.dto';
import type { LoginDto } from './dto/login.dto';
import { LIMITE_INTENTOS, mensajeDeEspera } from '../usuarios/intentos.rules';
import type { CargaToken } from './jwt.strategy';
import { reservarIntento } from './reserva-intento';

export const MENSAJES_AUTH = {
  credencialesInvalidas: 'Usuario o contraseña incorrectos',
  usuarioInactivo: 'Usuario inactivo. Contacte al administrador',
  contrasenaActualIncorrecta: 'La contraseña actual no es correcta',
} as const;

/** Acción de auditoría de cada intento de inicio de sesión; el límite de intentos cuenta sus fallos. */
export const ACCION_INICIO_SESION = 'Inicio de sesión';

export interface Sesion {
  token: string;
  usuario: Usuario;
}

/** Una sesión recién abierta: su token de acceso y el valor de su cookie de renovación (`<sesión>.<secreto>`). */
export interface SesionAbierta {
  token: string;
  renovacion: string;
}

export const MENSAJE_SESION_VENCIDA = 'La sesión terminó. Inicie sesión de nuevo';

/** El secreto de la cookie del dispositivo (32 bytes en base64url); otra cosa no es un dispositivo. */
const SECRETO_DISPOSITIVO = /^[A-Za-z0-9_-]{43}$/;

/** La clave en `accesos_conocidos` de un dispositivo: el SHA-256 de su secreto (el secreto sólo vive en la cookie). */
function claveDispositivo(secreto: string): string {
  return `dispositivo:${createHash('sha256').update(secreto).digest('hex')}`;
}

/** SHA-256 del secreto de renovación: la base guarda esto; el secreto en claro sólo vive en la cookie. */
function hashRenovacion(secreto: string): Buffer {
  return createHash('sha256').update(secreto).digest();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Con qué se pide cerrar una sesión: el valor de la cookie de renovación y el token de acceso (Bearer), si vinieron. */
export interface PruebaDeSesion {
  cookie?: string;
  token?: string;
}

/** Desde dónde se abrió una sesión: se guarda en su fila de `sesiones`. */
export interface OrigenSesion {
  ip?: string;
  agente?: string;
}

@Injectable()
export class AuthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONFIGURACION) private readonly config: ConfiguracionResuelta,
    private readonly jwt: JwtService,
    private readonly usuarios: UsuariosService,
    private readonly auditoria: AuditoriaService,
  ) {}

  /**
   * Inicia sesión. `dispositivo` es el secreto de la cookie `cartera_dispositivo` si vino: con él (o desde una
   * dirección desde la que la cuenta ya entró) los fallos de otras cuentas no la frenan (intentos.rules.ts). Un inicio
   * exitoso devuelve el secreto del dispositivo (el mismo, o uno nuevo) para volver a entregar la cookie.
   */
  async iniciarSesion(
    { email, password }: LoginDto,
    ip: string,
    agente?: string,
    dispositivo?: string,
  ): Promise<Sesion & { renovacion: string; dispositivo: string }> {
    const cuenta = email.trim().toLowerCase();
    const secretoDispositivo =
      dispositivo && SECRETO_DISPOSITIVO.test(dispositivo) ? dispositivo : randomBytes(32).toString('base64url');
    const reserva = await reservarIntento(this.dataSource, cuenta, ip, claveDispositivo(secretoDispositivo));
    if (reserva.bloqueo) {
      // Los rechazos por el límite se agregan en bloqueos_login: la auditoría recibe uno por ventana, no uno por
      // intento, así una ráfaga no la hace crecer sin límite (y nunca se actualiza un evento).
      if (reserva.bloqueo.primeroDeLaVentana) {
        await this.auditoria.registrarAparte({
          usuario: email,
          accion: 'Inicio de sesión bloqueado',
          modulo: 'Autenticación',
          detalles:
            `Demasiados intentos fallidos (${reserva.fallos.porCuenta} de esta cuenta desde esta IP, ` +
            `${reserva.fallos.porCuentaTotal} de esta cuenta en total, ${reserva.fallos.porIp} desde esta IP, ` +
            `${reserva.fallos.porDispositivo} desde su dispositivo; origen ${reserva.procedencia}). ` +
            `Espera de ${reserva.bloqueo.segundos} s para esta cuenta desde este origen (su dispositivo y sus direcciones conocidas siguen entrando). ` +
            `Los siguientes rechazos de los próximos ${LIMITE_INTENTOS.ventanaMinutos} minutos se cuentan sin repetir este evento.`,
          ip,
          tipo: 'warning',
          resultado: 'fallido',
        });
      }
      throw new ErrorNegocio(CODIGOS.demasiadosIntentos, mensajeDeEspera(reserva.bloqueo.segundos), 429);
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
      throw new ErrorNegocio(CODIGOS.credencialesInvalidas, MENSAJES_AUTH.credencialesInvalidas, 401);
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
      throw new ErrorNegocio(CODIGOS.usuarioInactivo, MENSAJES_AUTH.usuarioInactivo, 403);
    }

    // Éxito: el intento reservado y los fallos anteriores de esta cuenta desde esta IP o este dispositivo dejan de
    // contar (quien acertó no arrastra la espera); los de otras cuentas desde esta IP siguen contando para el límite
    // por IP. La IP y el dispositivo quedan conocidos para esta cuenta.
    await consultasSesiones.olvidarFallos(
      this.dataSource.manager,
      reserva.id,
      cuenta,
      ip,
      claveDispositivo(secretoDispositivo),
    );
    await this.recordarAcceso(usuario.id, ip, claveDispositivo(secretoDispositivo));
    await this.rehacerHashSiHaceFalta(usuario, password);
    const { token, renovacion } = await this.abrirSesion(usuario, { ip, agente });
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
    return { token, usuario, renovacion, dispositivo: secretoDispositivo };
  }

  /**
   * Anota la IP y el dispositivo de un inicio exitoso en `accesos_conocidos` y olvida los de esta cuenta que ya no
   * cuentan (la tabla no crece más que los accesos de los últimos LIMITE_INTENTOS.diasDispositivoConocido días).
   */
  private async recordarAcceso(usuarioId: string, ip: string, dispositivo: string): Promise<void> {
    await consultasSesiones.recordarAcceso(
      this.dataSource.manager,
      usuarioId,
      [`ip:${ip.slice(0, 64)}`, dispositivo],
      LIMITE_INTENTOS.diasDispositivoConocido,
    );
  }

  /**
   * Abre una sesión: su fila en `sesiones`, que vive JWT_EXPIRES_IN (12 h como máximo) y guarda el hash del secreto
   * de renovación, y un token de acceso HS256 con { sub, rol, cv, jti, sexp } que vive JWT_ACCESS_EXPIRES_IN (15 min
   * como máximo); `jti` es el id de la fila y `sexp` el fin de la sesión (el portal sabe así, sin preguntar, si vale
   * la pena renovar). De paso borra las sesiones vencidas del usuario: la tabla no crece más que las sesiones vivas.
   */
  async abrirSesion(
    usuario: Pick<Usuario, 'id' | 'rol' | 'credencialesVersion'>,
    { ip, agente }: OrigenSesion = {},
  ): Promise<SesionAbierta> {
    const jti = randomUUID();
    const secreto = randomBytes(32).toString('base64url');
    await consultasSesiones.borrarVencidas(this.dataSource.manager, usuario.id);
    const sexp = await consultasSesiones.abrir(this.dataSource.manager, {
      id: jti,
      usuarioId: usuario.id,
      segundos: this.config.jwt.expiracionSegundos,
      ip: ip?.slice(0, 64) ?? null,
      agente: agente?.slice(0, 255) ?? null,
      renovacionHash: hashRenovacion(secreto),
      credencialesVersion: usuario.credencialesVersion,
    });
    const token = await this.firmarAcceso(usuario, jti, sexp);
    return { token, renovacion: `${jti}.${secreto}` };
  }

  /** Abre una sesión y devuelve sólo su token de acceso (pruebas, y quien no entrega la cookie). */
  async emitirToken(
    usuario: Pick<Usuario, 'id' | 'rol' | 'credencialesVersion'>,
    origen: OrigenSesion = {},
  ): Promise<string> {
    return (await this.abrirSesion(usuario, origen)).token;
  }

  /** Un token de acceso de la sesión `jti`: vence a los JWT_ACCESS_EXPIRES_IN o al fin de la sesión, lo que llegue antes. */
  private firmarAcceso(
    usuario: Pick<Usuario, 'id' | 'rol' | 'credencialesVersion'>,
    jti: string,
    sexp: number,
  ): Promise<string> {
    const segundos = Math.max(
      1,
      Math.min(this.config.jwt.accesoSegundos, sexp - Math.floor(Date.now() / 1000)),
    );
    const carga: CargaToken = {
      sub: usuario.id,
      rol: usuario.rol,
      cv: usuario.credencialesVersion,
      jti,
      sexp,
    };
    return this.jwt.signAsync(carga, { expiresIn: segundos });
  }

  /**
   * `POST /api/auth/renovar`: con el valor de la cookie de renovación, un token de acceso nuevo de la misma sesión,
   * mientras la sesión exista, no esté revocada ni vencida y su usuario siga activo con las mismas credenciales. El
   * secreto se compara por su hash; cualquier otra cosa es 401 y la cookie no sirve más.
   */
  async renovar(valorCookie: string | undefined): Promise<Sesion> {
    const [sesionId, secreto] = (valorCookie ?? '').split('.');
    if (!sesionId || !secreto || !UUID.test(sesionId)) throw this.sesionVencida();
    const sesion = await consultasSesiones.renovable(this.dataSource.manager, sesionId, hashRenovacion(secreto));
    if (!sesion) throw this.sesionVencida();
    const usuario = await this.usuarios.buscarParaSesion(sesion.usuario_id, sesionId);
    // Una contraseña nueva o una desactivación cambian la versión de credenciales: la sesión ya no se renueva.
    if (!usuario || usuario.estado !== 'activo' || usuario.credencialesVersion !== sesion.cv)
      throw this.sesionVencida();
    return { token: await this.firmarAcceso(usuario, sesionId, sesion.sexp), usuario };
  }

  private sesionVencida(): ErrorNegocio {
    return new ErrorNegocio(CODIGOS.sesionVencida, MENSAJE_SESION_VENCIDA, 401);
  }

  /**
   * «Salir»: revoca la sesión y su cookie de renovación. Basta una prueba de la sesión: la cookie de renovación (su
   * secreto, comparado por hash) o un token de acceso firmado por la API aunque ya haya vencido —un teléfono que sale
   * después de 15 minutos sin red trae un token vencido, y la sesión que ese token nombra debe terminar igual—. Una
   * sesión ya cerrada responde lo mismo (salir dos veces no es un error); sin cookie ni token, 401 NO_AUTENTICADO;
   * con una prueba que no es de ninguna sesión, 401 SESION_INVALIDA. Auditado una vez.
   */
  async cerrarSesion(prueba: PruebaDeSesion, ip: string): Promise<void> {
    if (!prueba.cookie && !prueba.token)
      throw new ErrorNegocio(CODIGOS.noAutenticado, MENSAJES_API.sinSesion, 401);
    const sesionId = (await this.sesionDeCookie(prueba.cookie)) ?? (await this.sesionDeToken(prueba.token));
    if (!sesionId) throw sesionInvalida();
    await this.dataSource.transaction(async (manager) => {
      const cerrada = await consultasSesiones.revocar(manager, sesionId);
      if (!cerrada) return;
      // Sin sesión válida no hay contexto de solicitud: el evento se escribe con los datos de la sesión cerrada.
      await registrarEvento(manager, {
        usuarioId: cerrada.id,
        usuario: cerrada.nombre,
        accion: 'Cerrar sesión',
        modulo: 'Autenticación',
        detalles: `${cerrada.nombre} cerró su sesión`,
        ip,
        tipo: 'info',
        resultado: 'exitoso',
      });
    });
  }

  /** La sesión de una cookie de renovación cuyo secreto coincide, viva o no. */
  private async sesionDeCookie(valorCookie: string | undefined): Promise<string | null> {
    const [sesionId, secreto] = (valorCookie ?? '').split('.');
    if (!sesionId || !secreto || !UUID.test(sesionId)) return null;
    const fila = await consultasSesiones.conSecreto(this.dataSource.manager, sesionId, hashRenovacion(secreto));
    return fila?.id ?? null;
  }

  /** La sesión (`jti`) de un token de acceso con la firma de la API; su caducidad no importa para cerrarla. */
  private async sesionDeToken(token: string | undefined): Promise<string | null> {
    if (!token) return null;
    try {
      const carga = await this.jwt.verifyAsync<CargaToken>(token, {
        algorithms: ['HS256'],
        ignoreExpiration: true,
      });
      return typeof carga.jti === 'string' && UUID.test(carga.jti) ? carga.jti : null;
    } catch {
      return null;
    }
  }

  /** «Cerrar las demás sesiones»: revoca todas las sesiones vivas del usuario salvo la de la petición. Auditado. */
  async cerrarOtrasSesiones(sesionId: string, { actor, ip }: ContextoSolicitud): Promise<SesionesCerradas> {
    return this.dataSource.transaction(async (manager) => {
      const cerradas = await consultasSesiones.revocarOtras(manager, actor.id, sesionId);
      await auditar(manager, { actor, ip }, 'Autenticación', {
        accion: 'Cerrar las demás sesiones',
        detalles: `${actor.nombre} cerró sus demás sesiones (${cerradas})`,
        tipo: 'info',
      });
      return { cerradas };
    });
  }

  /**
   * Cambia la contraseña propia tras comprobar la actual. Las demás sesiones quedan cerradas; la actual sigue
   * con el token nuevo que se devuelve.
   */
  async cambiarMiPassword(
    datos: CambiarMiPasswordDto,
    { actor, ip }: ContextoSolicitud,
  ): Promise<Sesion & { renovacion: string }> {
    if (!(await verificarContrasena(datos.passwordActual, actor.passwordHash))) {
      throw errorValidacion({ passwordActual: [MENSAJES_AUTH.contrasenaActualIncorrecta] });
    }
    const passwordHash = await cifrarContrasena(datos.password);
    const usuario = await this.dataSource.transaction(async (manager) => {
      const fila = await filasUsuarios(manager).where('u.id', '=', actor.id).forUpdate().executeTakeFirstOrThrow();
      const propio = usuarioDeFila(fila);
      propio.passwordHash = passwordHash;
      propio.credencialesVersion += 1;
      await guardarUsuario(manager, propio);
      await auditar(manager, { actor: propio, ip }, 'Autenticación', {
        accion: 'Cambiar contraseña',
        detalles: `${propio.nombre} cambió su contraseña`,
      });
      await registrarAviso(
        manager,
        propio.id,
        'Contraseña cambiada',
        'Su contraseña fue cambiada por usted mismo.',
      );
      return propio;
    });
    return { ...(await this.abrirSesion(usuario, { ip })), usuario };
  }

  /** Avisos de la cuenta de la sesión (cambios de contraseña o de email). */
  avisos(usuarioId: string): Promise<AvisoUsuario[]> {
    return listarAvisos(this.dataSource.manager, usuarioId);
  }

  /** Un hash de otro algoritmo (bcrypt, scrypt) o con otros parámetros se rehace con argon2id al entrar. */
  private async rehacerHashSiHaceFalta(usuario: Usuario, password: string): Promise<void> {
    if (!necesitaRehash(usuario.passwordHash)) return;
    const nuevo = await cifrarContrasena(password);
    // Sólo si nadie cambió la contraseña entretanto; las sesiones siguen valiendo (la contraseña es la misma).
    await consultasSesiones.rehacerHash(this.dataSource.manager, usuario.id, nuevo, usuario.passwordHash);
    usuario.passwordHash = nuevo;
  }
}
