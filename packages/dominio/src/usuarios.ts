// Quién administra qué cuenta (docs/decisiones/roles-y-permisos.md). La API responde 403 con
// `motivoSinPermiso`; la pantalla de Usuarios ofrece Editar, Eliminar y los roles del formulario con las mismas
// funciones, así no vuelven a separarse.
import { ROLES, type EstadoActivo, type Rol } from './constantes';
import type { ParametrosLista } from './tipos';

/** Por qué no: la cuenta es o sería de admin, o de gerente; o el rol no administra cuentas. */
export type MotivoSinPermiso = 'admin' | 'gerente' | 'rol';

/**
 * Por qué alguien con `rolActor` NO puede administrar (crear, editar, borrar, cambiar la contraseña de) una
 * cuenta con `rolObjetivo` (null si es nueva) dejándola con `rolNuevo`; `null` si puede. El admin todo. El
 * gerente sólo cuentas de cobrador (que siguen siendo de cobrador) y los datos de su propia cuenta sin
 * cambiar su rol: nada que sea o vaya a ser admin ('admin') ni gerente ('gerente'). El cobrador nada ('rol').
 */
export function motivoSinPermiso(
  rolActor: Rol,
  rolObjetivo: Rol | null,
  rolNuevo: Rol | undefined = undefined,
  propia = false,
): MotivoSinPermiso | null {
  if (rolActor === 'admin') return null;
  if (rolActor !== 'gerente') return 'rol';
  const final = rolNuevo ?? rolObjetivo;
  if (rolObjetivo === 'admin' || final === 'admin') return 'admin';
  if (propia && rolObjetivo === 'gerente' && final === 'gerente') return null;
  if (rolObjetivo === 'gerente' || final === 'gerente') return 'gerente';
  return null;
}

/** Atajo booleano de `motivoSinPermiso`. */
export function puedeAdministrarCuenta(
  rolActor: Rol,
  rolObjetivo: Rol | null,
  rolNuevo?: Rol,
  propia = false,
): boolean {
  return motivoSinPermiso(rolActor, rolObjetivo, rolNuevo, propia) === null;
}

/** Editar (o cambiar la contraseña de) una cuenta existente sin cambiarle el rol. */
export function puedeEditarCuenta(rolActor: Rol, rolObjetivo: Rol, propia: boolean): boolean {
  return puedeAdministrarCuenta(rolActor, rolObjetivo, undefined, propia);
}

/** Borrar una cuenta: nadie borra la suya; las demás, como administrarlas. */
export function puedeEliminarCuenta(rolActor: Rol, rolObjetivo: Rol, propia: boolean): boolean {
  return !propia && puedeAdministrarCuenta(rolActor, rolObjetivo);
}

/** Los roles con los que `rolActor` puede dejar una cuenta nueva (`rolObjetivo` null) o existente. */
export function rolesAsignables(rolActor: Rol, rolObjetivo: Rol | null, propia = false): Rol[] {
  return ROLES.filter((rol) => puedeAdministrarCuenta(rolActor, rolObjetivo, rol, propia));
}

// El contrato de /api/usuarios (docs/decisiones/contrato-de-la-api.md): la consulta de la lista, el cuerpo del alta y
// de la edición y el resumen. El usuario mismo es `Usuario` (tipos.ts), el que devuelve `toJSON` de la entidad.

/** Consulta de GET /api/usuarios. `sort` es 'campo_asc' o 'campo_desc'. */
export interface ConsultaUsuarios extends ParametrosLista {
  rol?: Rol;
  estado?: EstadoActivo;
}

/**
 * Cuerpo de POST y PUT /api/usuarios. `password` es obligatoria al crear y se omite al editar si no cambia;
 * `passwordActual` sólo en la cuenta propia, para cambiar la contraseña o el email. Sin estado, la cuenta nace activa.
 */
export interface DatosUsuario {
  nombre: string;
  email: string;
  password?: string;
  passwordActual?: string;
  rol: Rol;
  telefono?: string | null;
  zona?: string | null;
  /** Sólo cobradores (opcional): 11 dígitos. */
  cedula?: string | null;
  estado?: EstadoActivo;
}

/** Cuántas cuentas hay, y de ellas activas e inactivas (el resumen de Usuarios y el de Cobradores). */
export interface ConteoCuentas {
  total: number;
  activos: number;
  inactivos: number;
}

// El contrato de /api/cobradores: un cobrador es un usuario con rol cobrador (`Cobrador`, `CobradorConCartera` en
// tipos.ts); la lista va en `data.data` (§7).

/** Consulta de GET /api/cobradores: la de usuarios y, con `cartera`, la cartera de cada fila (sólo admin y gerente). */
export interface ConsultaCobradores extends ConsultaUsuarios {
  cartera?: boolean;
}

/**
 * Cuerpo de POST y PUT /api/cobradores: los campos de un usuario con rol cobrador (la API rechaza otro rol) y el
 * punto de partida de sus rutas de cobro, las dos coordenadas o ninguna.
 */
export interface DatosCobrador extends Omit<DatosUsuario, 'rol'> {
  rol?: 'cobrador';
  latitud?: number | null;
  longitud?: number | null;
}
