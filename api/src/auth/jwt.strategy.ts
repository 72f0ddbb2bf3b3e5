import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { QueryFailedError } from 'typeorm';
import { CODIGOS, ErrorNegocio, MENSAJES_API, sesionInvalida } from '../common/errores';
import { traducirError } from '../common/traducir-error';
import type { ConfiguracionResuelta } from '../config/configuracion';
import { CONFIGURACION } from '../config/configuracion.module';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { UsuariosService } from '../usuarios/usuarios.service';

/**
 * Contenido del token de acceso: id, rol y versión de credenciales del usuario, el id de su sesión (`jti`) y cuándo
 * termina la sesión (`sexp`, segundos; el token mismo vence antes, con `exp`).
 */
export interface CargaToken {
  sub: string;
  rol: string;
  cv: number;
  jti: string;
  sexp?: number;
}

/** Lo que deja la estrategia en la petición: el usuario y la sesión (fila de `sesiones`) del token. */
export interface SesionAutenticada {
  usuario: Usuario;
  sesionId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Tokens cuya firma ya se verificó, con su carga: verificarla otra vez en cada petición (HMAC, decodificar y leer el
 * JSON) era ≈ 3 % del CPU de la API en las listas. Lo que un token dice no cambia; la caducidad se vuelve a comprobar
 * en cada uso y la sesión (usuario activo, versión de credenciales) se sigue leyendo siempre. Cabe un número acotado:
 * al llenarse sale el más antiguo.
 */
export const MAXIMO_TOKENS_VERIFICADOS = 10_000;

/**
 * Valida el token con passport-jwt (sólo HS256, con caducidad) y carga el usuario en cada petición, en la misma
 * consulta que su sesión: si ya no existe, está inactivo, su versión de credenciales cambió (nueva contraseña,
 * desactivación) o la sesión del token (`jti`) no existe, se revocó o venció, la sesión deja de valer.
 *
 * La estrategia se ejecuta directamente, como lo hace passport por dentro, y no a través del registro global de
 * passport: ese registro es uno por proceso, y con dos aplicaciones en el mismo proceso (las pruebas) la guardia de
 * una usaría la estrategia, y la base de datos, de la otra.
 */
@Injectable()
export class JwtStrategy {
  private readonly estrategia: Strategy;
  private readonly extraer = ExtractJwt.fromAuthHeaderAsBearerToken();
  private readonly verificados = new Map<string, CargaToken & { exp: number }>();

  constructor(
    @Inject(CONFIGURACION) config: ConfiguracionResuelta,
    private readonly usuarios: UsuariosService,
  ) {
    // jsonwebtoken convierte un secreto de texto en clave en cada verificación, y antes prueba leerlo como clave
    // pública: una excepción por petición (≈ 1 ms). La clave se crea una sola vez; jsonwebtoken acepta un KeyObject
    // aunque los tipos de passport-jwt sólo digan texto o Buffer.
    const clave = createSecretKey(Buffer.from(config.jwt.secreto));
    this.estrategia = new Strategy(
      {
        jwtFromRequest: this.extraer,
        // as: jsonwebtoken acepta un KeyObject; los tipos de passport-jwt sólo dicen texto o Buffer
        secretOrKeyProvider: (_request, _token, hecho) => hecho(null, clave as unknown as Buffer),
        algorithms: ['HS256'],
        ignoreExpiration: false,
        passReqToCallback: true,
      },
      (
        request: FastifyRequest,
        carga: CargaToken,
        hecho: (error: unknown, sesion?: SesionAutenticada) => void,
      ) => {
        // Aquí la firma, el algoritmo y la caducidad ya se verificaron.
        this.recordar(this.extraer(request), carga);
        this.validate(carga).then(
          (sesion) => hecho(null, sesion),
          (error: unknown) => hecho(error),
        );
      },
    );
  }

  /** El usuario y la sesión de la petición, o un ErrorNegocio 401 (sin token, o token o sesión inválidos). */
  autenticar(request: FastifyRequest): Promise<SesionAutenticada> {
    const token = this.extraer(request);
    const verificada = token ? this.verificados.get(token) : undefined;
    if (token && verificada) {
      // La misma comprobación de caducidad que jsonwebtoken (sin tolerancia de reloj).
      if (Math.floor(Date.now() / 1000) < verificada.exp)
        return this.validate(verificada).catch((error: unknown) => Promise.reject(errorDeSesion(error)));
      this.verificados.delete(token);
    }
    return new Promise((resolver, rechazar) => {
      const intento: Strategy = Object.create(this.estrategia);
      intento.success = (sesion: SesionAutenticada) => resolver(sesion);
      intento.fail = (motivo: unknown) => {
        const sinToken = motivo instanceof Error && motivo.message === 'No auth token';
        rechazar(
          sinToken ? new ErrorNegocio(CODIGOS.noAutenticado, MENSAJES_API.sinSesion, 401) : sesionInvalida(),
        );
      };
      // Un fallo de la base al leer el usuario (pool agotado, timeout, base caída) no es una sesión inválida: sigue su curso
      // hasta el filtro de excepciones (503), para que el cliente no cierre la sesión por un problema pasajero.
      intento.error = (error: unknown) => rechazar(errorDeSesion(error));
      // as: passport-jwt tipa la petición como la de Express; sólo la lee con `jwtFromRequest` (la cabecera)
      intento.authenticate(request as never);
    });
  }

  /** Guarda la carga de un token ya verificado (sólo si caduca y no tiene `nbf`, lo único que cambia con la hora). */
  private recordar(token: string | null, carga: CargaToken & { exp?: unknown; nbf?: unknown }): void {
    if (!token || typeof carga.exp !== 'number' || carga.nbf !== undefined) return;
    if (this.verificados.size >= MAXIMO_TOKENS_VERIFICADOS) {
      const masAntiguo = this.verificados.keys().next();
      if (!masAntiguo.done) this.verificados.delete(masAntiguo.value);
    }
    this.verificados.set(token, { ...carga, exp: carga.exp });
  }

  async validate(carga: CargaToken): Promise<SesionAutenticada> {
    // Un id mal formado no llega a la base: sería un error de conversión de uuid (503), no una sesión inválida.
    const valida =
      typeof carga?.sub === 'string' &&
      UUID.test(carga.sub) &&
      typeof carga.jti === 'string' &&
      UUID.test(carga.jti) &&
      Number.isInteger(carga.cv);
    const usuario = valida ? await this.usuarios.buscarParaSesion(carga.sub, carga.jti) : null;
    if (!usuario || usuario.estado !== 'activo' || usuario.credencialesVersion !== carga.cv)
      throw sesionInvalida();
    return { usuario, sesionId: carga.jti };
  }
}

/** Lo que rechaza `autenticar`: un ErrorNegocio o un fallo de la base tal cual; cualquier otra cosa, sesión inválida. */
function errorDeSesion(error: unknown): unknown {
  return error instanceof ErrorNegocio || esErrorDeBaseDatos(error) ? error : sesionInvalida();
}

function esErrorDeBaseDatos(error: unknown): boolean {
  return error instanceof QueryFailedError || traducirError(error).status === 503;
}
