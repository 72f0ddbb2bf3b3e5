// Las respuestas de /api/usuarios y /api/cobradores (§7) como esquemas: la API las declara (`@Responde`) y sus pruebas
// las validan; `Usuario`, `CarteraCobrador` (tipos.ts) y `ResumenUsuarios` se derivan aquí, al final (antes en usuarios.ts).
import { Type, type Static } from '@sinclair/typebox';
import { ESTADOS_ACTIVO, ROLES } from '../constantes';
import type { RespuestaApi } from '../tipos';
import { anulable, cerrado, EsquemaId, EsquemaInstante, listaAnidada, unoDe } from './sobre';
import { EsquemaReferenciaOficina } from './oficinas';

/** Los campos de toda cuenta; nunca la contraseña ni la versión de sus credenciales. */
const camposCuenta = {
  _id: EsquemaId,
  nombre: Type.String(),
  email: Type.String(),
  rol: unoDe(ROLES),
  telefono: Type.Optional(anulable(Type.String())),
  zona: Type.Optional(anulable(Type.String())),
  estado: unoDe(ESTADOS_ACTIVO),
  /** Sólo cobradores: el punto de partida de sus rutas de cobro. */
  latitud: Type.Optional(anulable(Type.Number())),
  longitud: Type.Optional(anulable(Type.Number())),
  /** Sólo cobradores: su cédula, el documento del tercero en el exporte contable. */
  cedula: Type.Optional(anulable(Type.String())),
  /**
   * Las oficinas de la cuenta (docs/decisiones/oficinas.md), por nombre: un gerente una o más, un cobrador una, un
   * administrador ninguna (las ve todas). Ausente donde no se leen (la sesión de Mi Ruta).
   */
  oficinas: Type.Optional(Type.Array(EsquemaReferenciaOficina)),
  createdAt: EsquemaInstante,
  updatedAt: EsquemaInstante,
  /**
   * Sólo en las listas de cuentas (/api/usuarios, /api/cobradores): hasta cuándo la cuenta no puede entrar desde un dispositivo o una red nuevos
   * por los fallos de inicio de sesión (null: no está bloqueada). Un administrador la desbloquea.
   */
  bloqueadoHasta: Type.Optional(anulable(EsquemaInstante)),
};

export const EsquemaUsuario = Type.Object(camposCuenta, cerrado);

/** La cartera de un cobrador: sus clientes asignados y sus préstamos abiertos (activo, mora o vencido). */
export const EsquemaCarteraCobrador = Type.Object(
  { clientes: Type.Integer({ minimum: 0 }), prestamosActivos: Type.Integer({ minimum: 0 }) },
  cerrado,
);

/**
 * Un cobrador en /api/cobradores, con `cartera=1` con su cartera. Una sola forma para toda sesión: un cobrador recibe
 * sólo su propia cuenta, nunca las de los demás.
 */
export const EsquemaCobrador = Type.Object(
  { ...camposCuenta, rol: Type.Literal('cobrador'), cartera: Type.Optional(EsquemaCarteraCobrador) },
  cerrado,
);

/** GET /api/cobradores: la lista va en `data.data` (§7). */
export const EsquemaListaCobradores = listaAnidada(EsquemaCobrador);

/** GET /api/usuarios/stats/resumen. */
export const EsquemaResumenUsuarios = Type.Object(
  {
    total: Type.Integer(),
    activos: Type.Integer(),
    inactivos: Type.Integer(),
    porRol: Type.Object(
      { admin: Type.Integer(), gerente: Type.Integer(), cobrador: Type.Integer() },
      cerrado,
    ),
  },
  cerrado,
);

/** Una sesión abierta: el token de acceso y el usuario (`data` del cambio de contraseña; `Sesion` en tipos.ts). */
export const EsquemaSesion = Type.Object({ token: Type.String(), usuario: EsquemaUsuario }, cerrado);

/** POST /api/auth/sesiones/cerrar-otras: cuántas sesiones de la cuenta se cerraron (la de la petición sigue). */
export const EsquemaSesionesCerradas = Type.Object({ cerradas: Type.Integer({ minimum: 0 }) }, cerrado);

/** Lo que el cambio de la contraseña propia manda además en la raíz, junto a `data` (como el login): el token nuevo. */
export const JuntoSesion = { token: Type.String() };

/** Lo que el inicio de sesión y la renovación mandan además en la raíz, junto a `data`: el token y el usuario. */
export const JuntoInicioSesion = { token: Type.String(), usuario: EsquemaUsuario };

/** Un aviso de la cuenta propia (GET /api/auth/avisos): su contraseña o su email cambiaron, y quién lo hizo. */
export const EsquemaAvisoUsuario = Type.Object(
  {
    /** El número del aviso (bigint de la base, como texto). */
    id: Type.String({ pattern: '^[0-9]+$' }),
    titulo: Type.String(),
    mensaje: Type.String(),
    createdAt: EsquemaInstante,
  },
  cerrado,
);

export const EsquemaAvisosUsuario = Type.Array(EsquemaAvisoUsuario);

// Los tipos que se derivan de estos esquemas (los exporta también `@cartera/dominio`, sólo como tipos).

/** Una cuenta del back office (admin, gerente o cobrador), sin su contraseña (esquemas/usuarios.ts). */
export type Usuario = Static<typeof EsquemaUsuario>;

/** La cartera de un cobrador: sus clientes asignados y sus préstamos abiertos (activo, mora o vencido). */
export type CarteraCobrador = Static<typeof EsquemaCarteraCobrador>;

/** Una fila de GET /cobradores (con `cartera=1`, con su cartera): el cobrador de esquemas/usuarios.ts. */
export type CobradorConCartera = Static<typeof EsquemaCobrador>;

/** Una sesión abierta: el token de acceso y el usuario (`data` de login, de la renovación y del cambio de contraseña). */
export type Sesion = Static<typeof EsquemaSesion>;

/** Un aviso de la cuenta propia (GET /auth/avisos): su contraseña o su email cambiaron. */
export type AvisoUsuario = Static<typeof EsquemaAvisoUsuario>;

/** POST /auth/sesiones/cerrar-otras: cuántas sesiones de la cuenta se cerraron (la de la petición sigue). */
export type SesionesCerradas = Static<typeof EsquemaSesionesCerradas>;

/** GET /api/usuarios/stats/resumen: los conteos y uno por rol (esquemas/usuarios.ts). */
export type ResumenUsuarios = Static<typeof EsquemaResumenUsuarios>;

/** Un cobrador es un usuario con rol cobrador. */
export type Cobrador = Usuario & { rol: 'cobrador' };

/** Respuesta de POST /auth/login: token y usuario arriba y también en `data`. */
export interface RespuestaLogin extends RespuestaApi<Sesion> {
  token: string;
  usuario: Usuario;
}
