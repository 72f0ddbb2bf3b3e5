import { Client } from 'pg';
import type PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';

/** Cola de entregas: un trabajo por destinatario, con el id del destinatario como id del trabajo. */
export const COLA_ENVIOS = 'notificaciones-envios';
/** Trabajo diario (cron de pg-boss) que encola los recordatorios de las cuotas que vencen mañana. */
export const COLA_RECORDATORIOS = 'notificaciones-recordatorios';
/** Trabajo nocturno (cron de pg-boss, 2:00 en Bogotá) que verifica el libro (ContabilidadModule). */
export const COLA_VERIFICACION = 'contabilidad-verificacion';
export const HORA_VERIFICACION = 2;
/**
 * Los eventos de dinero pendientes (docs/decisiones/nucleo-sin-puertas.md): cada minuto se toma lo que quedó sin
 * consumir (un proceso que cayó después de confirmar, un consumidor que falló y espera su reintento).
 */
export const COLA_EVENTOS_DINERO = 'dinero-eventos';
export const ESQUEMA_COLA = 'pgboss';

/**
 * pg-boss sobre la conexión de la transacción de TypeORM: lo que pg-boss escriba (los trabajos) se confirma o se
 * deshace junto con la escritura de negocio. Así un mensaje se encola exactamente una vez.
 */
export async function dbDeTransaccion(manager: EntityManager): Promise<PgBoss.Db> {
  const queryRunner = manager.queryRunner;
  if (!queryRunner?.isTransactionActive)
    throw new Error('Encolar notificaciones exige una transacción abierta');
  // TypeORM declara la conexión como `any`: se comprueba que es el cliente de pg de su pool.
  const cliente: unknown = await queryRunner.connect();
  if (!(cliente instanceof Client)) throw new Error('La transacción de TypeORM no corre sobre un cliente de pg');
  return {
    // crudo: pg-boss escribe su propio SQL sobre sus tablas (esquema pgboss); aquí sólo se le presta la conexión
    executeSql: async (text, values) => ({ rows: (await cliente.query(text, values)).rows }),
  };
}
