// Cuentas de demostración (docs/decisiones/datos-de-demostracion.md). Sin Nest: lo usan la semilla y el arranque de las pruebas.
import type { Rol } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { auditarSemilla } from './semilla';
import { cifrarContrasena } from '../usuarios/contrasenas';
import { db } from '../database/kysely';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { filasUsuarios, hayUsuarios, usuarioDeFila } from '../usuarios/usuarios.filas';

export const CONTRASENA_DEMO = 'cartera123';

export interface CuentaDemo {
  nombre: string;
  email: string;
  rol: Rol;
  telefono: string;
  zona: string;
  /** Los cobradores: su cédula, el documento del tercero en el exporte contable. */
  cedula?: string;
}

export const CUENTAS_DEMO: readonly CuentaDemo[] = [
  {
    nombre: 'Administrador Cartera',
    email: 'admin@cartera.local',
    rol: 'admin',
    telefono: '3001234567',
    zona: 'Centro',
  },
  {
    nombre: 'Luz Marina Gómez',
    email: 'gerente@cartera.local',
    rol: 'gerente',
    telefono: '3109876543',
    zona: 'Centro',
  },
  {
    nombre: 'Carlos Andrés Rodríguez',
    email: 'cobrador1@cartera.local',
    rol: 'cobrador',
    cedula: '10203040501',
    telefono: '3154567890',
    zona: 'Centro',
  },
  {
    nombre: 'Diana Patricia Martínez',
    email: 'cobrador2@cartera.local',
    rol: 'cobrador',
    cedula: '10203040502',
    telefono: '3206543210',
    zona: 'Norte',
  },
  {
    nombre: 'Jhon Fredy Ramírez',
    email: 'cobrador3@cartera.local',
    rol: 'cobrador',
    cedula: '10203040503',
    telefono: '3012345678',
    zona: 'Sur',
  },
];

/**
 * El gerente de la segunda oficina de la demostración (docs/decisiones/oficinas.md): lo crea la semilla de oficinas,
 * no `crearUsuariosDemo`, que también arma la base de las pruebas de la API (cinco cuentas, una por papel).
 */
export const GERENTE_NORTE: CuentaDemo = {
  nombre: 'Andrés Felipe Castaño',
  email: 'gerente2@cartera.local',
  rol: 'gerente',
  telefono: '3117654321',
  zona: 'Norte',
};

/** Todas las cuentas de demostración, en el orden en que se muestran al arrancar. */
export const CUENTAS_DEMO_VISIBLES: readonly CuentaDemo[] = [
  ...CUENTAS_DEMO.filter((cuenta) => cuenta.rol !== 'cobrador'),
  GERENTE_NORTE,
  ...CUENTAS_DEMO.filter((cuenta) => cuenta.rol === 'cobrador'),
];

/** Crea las cuentas de demostración si no hay ningún usuario. Devuelve cuántas creó (0 si ya había usuarios). */
export async function crearUsuariosDemo(manager: EntityManager): Promise<number> {
  if (await hayUsuarios(manager)) return 0;
  // Un solo hash para las cinco: la contraseña es pública y así el arranque ahorra cuatro hashes argon2id.
  const passwordHash = await cifrarContrasena(CONTRASENA_DEMO);
  await db(manager)
    .insertInto('usuarios')
    .values(
      CUENTAS_DEMO.map((cuenta) => ({
        nombre: cuenta.nombre,
        email: cuenta.email,
        rol: cuenta.rol,
        telefono: cuenta.telefono,
        zona: cuenta.zona,
        cedula: cuenta.cedula ?? null,
        password_hash: passwordHash,
        estado: 'activo',
        credenciales_version: 1,
      })),
    )
    .execute();
  await auditarSemilla(manager, 'Sistema', `${CUENTAS_DEMO.length} cuentas de demostración creadas`, {
    usuarios: CUENTAS_DEMO.map(({ email, rol }) => ({ email, rol })),
  });
  return CUENTAS_DEMO.length;
}

/**
 * Quien registra en la demostración lo que en la realidad haría la oficina (garantías, movimientos de caja): la
 * gerente de demostración o, si ya no está activa, el primer administrador activo. null si no hay ninguno.
 */
export async function oficinaDemo(manager: EntityManager): Promise<Usuario | null> {
  const gerente = CUENTAS_DEMO.find((cuenta) => cuenta.rol === 'gerente')?.email ?? '';
  const activas = () => filasUsuarios(manager).where('u.estado', '=', 'activo');
  const fila =
    (await activas().where('u.email', '=', gerente).executeTakeFirst()) ??
    (await activas().where('u.rol', '=', 'admin').orderBy('u.created_at').limit(1).executeTakeFirst());
  return fila ? usuarioDeFila(fila) : null;
}
