import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { EstadoActivo, Rol, Usuario as UsuarioApi } from '@cartera/dominio';
import { ipCliente } from './ip-cliente';

/**
 * El usuario de la sesión: la fila de `usuarios` que carga la estrategia JWT. La entidad (usuarios/entities/
 * usuario.entity.ts) lo implementa; common/ lo declara para no importar usuarios/, que está encima
 * (docs/decisiones/imports-hacia-abajo.md).
 */
export interface UsuarioSesion {
  id: string;
  nombre: string;
  email: string;
  passwordHash: string;
  rol: Rol;
  telefono: string | null;
  zona: string | null;
  cedula: string | null;
  estado: EstadoActivo;
  latitud: number | null;
  longitud: number | null;
  credencialesVersion: number;
  createdAt: Date;
  updatedAt: Date;
  bloqueadoHasta?: Date | null;
  /**
   * Los ids de las oficinas de la cuenta, leídos con su sesión (usuarios/usuario-de-sesion.ts): de ellos sale el alcance
   * de la petición (auth/alcance.ts). Sólo el usuario de una sesión los trae; no salen en `toJSON`.
   */
  oficinaIds?: readonly string[];
  toJSON(): UsuarioApi;
}

/** La petición tras la guardia JWT: el usuario y el id de la sesión (jti, fila de `sesiones`) de su token. */
export type SolicitudConUsuario = FastifyRequest & { user?: UsuarioSesion; sesionId?: string };

/** Quién hace la petición y desde dónde: lo que necesita un servicio para decidir permisos y auditar. */
export interface ContextoSolicitud {
  actor: UsuarioSesion;
  ip: string;
}

/** El usuario de la sesión, cargado de la base por la estrategia JWT. */
export const UsuarioActual = createParamDecorator((_dato: unknown, contexto: ExecutionContext): UsuarioSesion => {
  const { user } = contexto.switchToHttp().getRequest<SolicitudConUsuario>();
  if (!user) throw new Error('@UsuarioActual en un endpoint sin sesión');
  return user;
});

/** IP del cliente. */
export const IpCliente = createParamDecorator((_dato: unknown, contexto: ExecutionContext): string =>
  ipCliente(contexto.switchToHttp().getRequest<FastifyRequest>()),
);

/** Quién hace la petición (el usuario de su sesión) y desde qué IP. */
export function contextoDe(request: SolicitudConUsuario): ContextoSolicitud {
  if (!request.user) throw new Error('@Contexto en un endpoint sin sesión');
  return { actor: request.user, ip: ipCliente(request) };
}

/** Usuario de la sesión e IP juntos. */
export const Contexto = createParamDecorator(
  (_dato: unknown, contexto: ExecutionContext): ContextoSolicitud =>
    contextoDe(contexto.switchToHttp().getRequest<SolicitudConUsuario>()),
);

/** Id de la sesión (jti) del token de la petición: la que revoca «Salir» y la que conserva «Cerrar las demás». */
export const SesionActual = createParamDecorator((_dato: unknown, contexto: ExecutionContext): string => {
  const { sesionId } = contexto.switchToHttp().getRequest<SolicitudConUsuario>();
  if (!sesionId) throw new Error('@SesionActual en un endpoint sin sesión');
  return sesionId;
});
