// Las consultas del límite de intentos de inicio de sesión que no son de las sesiones (sesiones.consultas.ts): los
// fallos recientes de una cuenta y una IP, y el rechazo agregado en `bloqueos_login`. Tipadas contra el esquema
// (database/esquema.ts, docs/decisiones/acceso-tipado-a-datos.md); las horas las pone la base (now()).
import type { Expression, SqlBool } from 'kysely';
import type { EntityManager } from 'typeorm';
import { db } from '../database/kysely';
import type { FallosRecientes } from './intentos.rules';
import { ahora, contarFilas, hace, segundosDesde } from '../database/fragmentos';

export const consultasIntentos = {
  /**
   * Los intentos de la cuenta o de la IP en los últimos `minutos`, contados por cuenta e IP, cuenta, IP y dispositivo,
   * con los segundos desde el último de cada conteo.
   */
  async fallosRecientes(
    manager: EntityManager,
    cuenta: string,
    ip: string,
    dispositivo: string,
    minutos: number,
  ): Promise<FallosRecientes> {
    return db(manager)
      .selectFrom('intentos_login')
      .select((eb) => {
        const deCuenta = eb('email', '=', cuenta);
        const deIp = eb('ip', '=', ip);
        const deCuentaEIp = eb.and([deCuenta, deIp]);
        const deDispositivo = eb.and([deCuenta, eb('dispositivo', '=', dispositivo)]);
        const cuantos = (donde: Expression<SqlBool>) =>
          eb.cast<number>(eb.fn.countAll().filterWhere(donde), 'integer');
        const desdeUltimo = (donde: Expression<SqlBool>) =>
          segundosDesde(eb.fn.max('fecha').filterWhere(donde).$castTo<Date | null>());
        return [
          cuantos(deCuentaEIp).as('porCuenta'),
          cuantos(deCuenta).as('porCuentaTotal'),
          cuantos(deIp).as('porIp'),
          cuantos(deDispositivo).as('porDispositivo'),
          desdeUltimo(deCuentaEIp).as('segundosDesdeUltimoPorCuenta'),
          desdeUltimo(deCuenta).as('segundosDesdeUltimoPorCuentaTotal'),
          desdeUltimo(deIp).as('segundosDesdeUltimoPorIp'),
          desdeUltimo(deDispositivo).as('segundosDesdeUltimoPorDispositivo'),
        ];
      })
      .where((eb) => eb.or([eb('email', '=', cuenta), eb('ip', '=', ip)]))
      .where('fecha', '>', hace(minutos, 'minutos'))
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
      .select((eb) => [
        'email',
        contarFilas().as('fallos'),
        segundosDesde(eb.fn.max('fecha')).$notNull().as('segundosDesdeUltimo'),
      ])
      .where('email', 'in', [...cuentas])
      .where('fecha', '>', hace(minutos, 'minutos'))
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
    const { cantidad } = await db(manager)
      .insertInto('bloqueos_login')
      .values({ email: cuenta, ip, desde: ahora(), ultimo: ahora(), cantidad: 1 })
      .onConflict((oc) =>
        oc.columns(['email', 'ip']).doUpdateSet((eb) => {
          const vigente = eb('bloqueos_login.desde', '>', hace(minutos, 'minutos'));
          return {
            cantidad: eb
              .case()
              .when(vigente)
              .then(eb('bloqueos_login.cantidad', '+', 1))
              .else(1)
              .end(),
            desde: eb.case().when(vigente).then(eb.ref('bloqueos_login.desde')).else(ahora()).end(),
            ultimo: ahora(),
          };
        }),
      )
      .returning('cantidad')
      .executeTakeFirstOrThrow();
    return cantidad;
  },
};
