import { sql } from 'kysely';
import type { DataSource, EntityManager } from 'typeorm';
import { db } from './kysely';

/**
 * Claves de los candados consultivos de PostgreSQL (pg_advisory_lock) que usa la API. En un solo lugar para que
 * no se repitan: cada módulo que necesite uno agrega aquí su clave.
 */
export const CANDADOS = {
  /** Migraciones al arrancar: las réplicas que arrancan a la vez esperan su turno. */
  migraciones: 4_201_001,
  /** Datos iniciales (demostración o primer administrador): se siembran una sola vez. */
  semillas: 4_201_002,
  /** Cambios de cuentas de usuario: dos admins no pueden degradarse a la vez y dejar el sistema sin ninguno. */
  cuentas: 4_201_003,
  /** Límite de intentos de inicio de sesión: se usa con una segunda clave (hash de la cuenta o de la IP). */
  login: 4_201_016,
  /** Recordatorio diario de cuotas: la corrida del cron y una a pedido no encolan a la vez las mismas cuotas. */
  recordatorios: 4_201_017,
  /** Respaldos (a pedido, programado o antes de migrar): uno a la vez; el segundo recibe 409. */
  respaldos: 4_201_039,
  /** Cuota diaria de destinatarios externos: dos envíos simultáneos no pasan juntos la cuota. */
  cuotaNotificaciones: 4_201_018,
  /** Cuota de almacenamiento de documentos: dos subidas simultáneas no pasan juntas la cuota. */
  cuotaDocumentos: 4_201_019,
  /** Gastos de un cobrador (con una segunda clave, su id): dos gastos simultáneos no pasan juntos el límite del día. */
  gastosCobrador: 4_201_040,
  /**
   * Cuatro ojos: lo que un gerente entrega o perdona se decide de a uno (leer lo del día, decidir, apuntar), para que
   * dos pedazos simultáneos de un mismo monto no pasen juntos el umbral (cuatro-ojos/control-aprobaciones.ts).
   */
  cuatroOjos: 4_201_041,
  /**
   * Deuda de un cobrador en 136530 (con una segunda clave, su id): una entrega y un abono a la vez no abonan juntos
   * más de lo que debe.
   */
  deudaCobrador: 4_201_055,
  /** Extractos de una cuenta de recaudo (con una segunda clave, la cuenta): uno a la vez cruza sus líneas. */
  extractosCuenta: 4_201_060,
} as const;

/**
 * El candado consultivo de sesión de `clave` (`sesion`: el manager de un QueryRunner propio, que lo suelta al
 * cerrarse): false si otra sesión lo tiene.
 */
export async function tomarCandadoDeSesion(sesion: EntityManager, clave: string): Promise<boolean> {
  const fila = await db(sesion)
    // sql: candado consultivo de sesión: función de PostgreSQL sin constructor en Kysely
    .selectNoFrom(sql<boolean>`pg_try_advisory_lock(hashtext(${clave}))`.as('tomado'))
    .executeTakeFirstOrThrow();
  return fila.tomado;
}

export async function soltarCandadoDeSesion(sesion: EntityManager, clave: string): Promise<void> {
  await db(sesion)
    // sql: candado consultivo de sesión: función de PostgreSQL sin constructor en Kysely
    .selectNoFrom(sql<boolean>`pg_advisory_unlock(hashtext(${clave}))`.as('soltado'))
    .execute();
}

/**
 * El trabajo de una cola, de a un trabajador a la vez: en una conexión propia toma el candado de sesión de `clave`
 * (false si otro trabajador lo tiene), hace `vuelta` y lo suelta; si `quedan` (algo llegó mientras tenía el candado y
 * su disparo no lo tomó), sigue aquí. Devuelve true cuando no queda nada.
 */
export async function trabajarDeAUno(
  dataSource: DataSource,
  clave: string,
  vuelta: () => Promise<void>,
  quedan: () => Promise<boolean>,
): Promise<boolean> {
  const conexion = dataSource.createQueryRunner();
  await conexion.connect();
  try {
    for (;;) {
      if (!(await tomarCandadoDeSesion(conexion.manager, clave))) return false;
      try {
        await vuelta();
      } finally {
        await soltarCandadoDeSesion(conexion.manager, clave);
      }
      if (!(await quedan())) return true;
    }
  } finally {
    await conexion.release();
  }
}
