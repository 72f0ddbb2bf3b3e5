// Las consultas del límite de intentos de inicio de sesión que no son de las sesiones (sesiones.consultas.ts): los
// fallos recientes de una cuenta y una IP, y el rechazo agregado en `bloqueos_login`. Tipadas contra el esquema
// (database/esquema.ts, docs/decisiones/acceso-tipado-a-datos.md); las horas las pone la base (now()).
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { db } from '../database/kysely';
import type { FallosRecientes } from './intentos.rules';

export const consultasIntentos = {
  /**
   * Los intentos de la cuenta o de la IP en los últimos `minutos`, contados por cuenta e IP, cuenta, IP y dispositivo,
   * con los segundos desde el último de cada conteo (los FILTER y `extract(epoch …)` no tienen equivalente en Kysely).
   */
  async fallosRecientes(
    manager: EntityManager,
    cuenta: string,
    ip: string,
    dispositivo: string,
    minutos: number,
  ): Promise<FallosRecientes> {
    const deCuentaEIp = sql`email = ${cuenta} AND ip = ${ip}`;
    const deCuenta = sql`email = ${cuenta}`;
    const deIp = sql`ip = ${ip}`;
    const deDispositivo = sql`email = ${cuenta} AND dispositivo = ${dispositivo}`;
    const cuantos = (donde: typeof deCuenta) => sql<number>`count(*) FILTER (WHERE ${donde})::int`;
    const desdeUltimo = (donde: typeof deCuenta) =>
      sql<number | null>`extract(epoch FROM now() - max(fecha) FILTER (WHERE ${donde}))::float8`;
    return db(manager)
      .selectFrom('intentos_login')
      .select([
        cuantos(deCuentaEIp).as('porCuenta'),
        cuantos(deCuenta).as('porCuentaTotal'),
        cuantos(deIp).as('porIp'),
        cuantos(deDispositivo).as('porDispositivo'),
        desdeUltimo(deCuentaEIp).as('segundosDesdeUltimoPorCuenta'),
        desdeUltimo(deCuenta).as('segundosDesdeUltimoPorCuentaTotal'),
        desdeUltimo(deIp).as('segundosDesdeUltimoPorIp'),
        desdeUltimo(deDispositivo).as('segundosDesdeUltimoPorDispositivo'),
      ])
      .where((eb) => eb.or([eb('email', '=', cuenta), eb('ip', '=', ip)]))
      .where('fecha', '>', sql<Date>`now() - make_interval(mins => ${minutos})`)
      .executeTakeFirstOrThrow();
  },

  /**
   * Los fallos recientes de cada cuenta de `cuentas` (emails en minúsculas) desde cualquier parte, con los segundos
   * desde el último: lo que decide si la cuenta está bloqueada para los orígenes desconocidos.
   */
  async fallosDeCuentas(
    manager: EntityManager,
    cuentas: readonly string[],
    minutos: number,
  ): Promise<Map<string, { fallos: number; segundosDesdeUltimo: number }>> {
    if (cuentas.length === 0) return new Map();
    const filas = await db(manager)
      .selectFrom('intentos_login')
      .select([
        'email',
        sql<number>`count(*)::int`.as('fallos'),
        sql<number>`extract(epoch FROM now() - max(fecha))::float8`.as('segundosDesdeUltimo'),
      ])
      .where('email', 'in', [...cuentas])
      .where('fecha', '>', sql<Date>`now() - make_interval(mins => ${minutos})`)
      .groupBy('email')
      .execute();
    return new Map(filas.map((f) => [f.email, { fallos: f.fallos, segundosDesdeUltimo: f.segundosDesdeUltimo }]));
  },

  /** Olvida los fallos y los rechazos agregados de una cuenta (el desbloqueo de un administrador): cuántos fallos borró. */
  async olvidarFallosDeCuenta(manager: EntityManager, cuenta: string): Promise<number> {
    const borrados = await db(manager).deleteFrom('intentos_login').where('email', '=', cuenta).executeTakeFirst();
    await db(manager).deleteFrom('bloqueos_login').where('email', '=', cuenta).execute();
    return Number(borrados.numDeletedRows);
  },

  /**
   * Anota un rechazo por el límite en `bloqueos_login` (uno por cuenta e IP): la ventana vuelve a empezar si la
   * anterior empezó hace `minutos` o más. Devuelve cuántos rechazos lleva la ventana (1: el primero).
   */
  async anotarBloqueo(manager: EntityManager, cuenta: string, ip: string, minutos: number): Promise<number> {
    const vigente = sql<boolean>`bloqueos_login.desde > now() - make_interval(mins => ${minutos})`;
    const { cantidad } = await db(manager)
      .insertInto('bloqueos_login')
      .values({ email: cuenta, ip, desde: sql<Date>`now()`, ultimo: sql<Date>`now()`, cantidad: 1 })
      .onConflict((oc) =>
        oc.columns(['email', 'ip']).doUpdateSet({
          cantidad: sql<number>`CASE WHEN ${vigente} THEN bloqueos_login.cantidad + 1 ELSE 1 END`,
          desde: sql<Date>`CASE WHEN ${vigente} THEN bloqueos_login.desde ELSE now() END`,
          ultimo: sql<Date>`now()`,
        }),
      )
      .returning('cantidad')
      .executeTakeFirstOrThrow();
    return cantidad;
  },
};
