import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';
import { CONFIGURACION } from '../config/configuracion.module';
import { conAlcance, TODAS } from '../database/alcance';
import type { ConfiguracionResuelta } from '../config/configuracion';
import { COLA_ENVIOS, COLA_RECORDATORIOS, dbDeTransaccion, ESQUEMA_COLA } from './cola';

/** Recibe un lote de entregas; el id de cada trabajo es el id del destinatario. */
export type ManejadorEnvios = (trabajos: Array<PgBoss.JobWithMetadata<unknown>>) => Promise<void>;

/** Trabajos en lotes de este tamaño por INSERT (100.000 recordatorios son 10 sentencias). */
const TRABAJOS_POR_INSERT = 10_000;

/** Tiempo máximo de una entrega tomada: pasado, pg-boss la da por perdida y la reintenta. */
const SEGUNDOS_POR_ENTREGA = 300;

/**
 * La cola (pg-boss) con el ciclo de vida de Nest: arranca con la aplicación (crea su esquema si falta), arranca los
 * trabajadores y el cron diario, y se detiene con ella esperando lo que esté en curso. Con N réplicas, cada trabajo
 * lo toma un solo proceso (pg-boss lo reserva con FOR UPDATE SKIP LOCKED).
 */
@Injectable()
export class ColaService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ColaService.name);
  private readonly boss: PgBoss;
  private manejadorEnvios: ManejadorEnvios | undefined;
  private manejadorRecordatorios: (() => Promise<void>) | undefined;
  private iniciada: Promise<void> | undefined;
  /** Manejadores en curso: al detenerse se esperan, para que ningún trabajador de pg-boss quede vivo tras el cierre. */
  private readonly enCurso = new Set<Promise<void>>();
  private deteniendo = false;
  /** Cuánto espera `stop` de pg-boss a los trabajos en curso antes de marcarlos fallidos (las pruebas lo acortan). */
  esperaAlDetenerMs = 10_000;
  /** Trabajos periódicos de otros módulos: su cola, su cron (hora de Bogotá) y su manejador. */
  private readonly periodicos: Array<{ cola: string; cron: string; manejador: () => Promise<void> }> = [];

  constructor(@Inject(CONFIGURACION) private readonly config: ConfiguracionResuelta) {
    this.boss = new PgBoss({
      connectionString: config.baseDatos.url,
      schema: ESQUEMA_COLA,
      application_name: 'cartera-cola',
      max: Math.max(2, Math.min(config.notificaciones.trabajadores + 2, 10)),
      migrate: true,
      supervise: true,
      // Sin tareas programadas (TAREAS_PROGRAMADAS=0, las pruebas) esta réplica no dispara ningún cron.
      schedule: config.tareasProgramadas,
    });
    this.boss.on('error', (error) => this.logger.error(`Cola de notificaciones: ${error.message}`));
  }

  /** Lo registra el servicio de entregas antes del arranque. */
  alEnviar(manejador: ManejadorEnvios): void {
    this.manejadorEnvios = manejador;
  }

  alRecordar(manejador: () => Promise<void>): void {
    this.manejadorRecordatorios = manejador;
  }

  /** Otro módulo agrega su propio trabajo diario (p. ej. la verificación del libro) en su cola, a una hora fija de Bogotá. */
  programarDiario(cola: string, hora: number, manejador: () => Promise<void>): void {
    this.periodicos.push({ cola, cron: `0 ${hora} * * *`, manejador });
  }

  /**
   * Un trabajo cada `minutos` minutos (en punto de Bogotá: :00, :05…): el de una tarea diaria cuya hora elige la
   * organización y cambia sin reiniciar (respaldo, aviso de caja). El manejador lee la hora vigente en cada vuelta y
   * decide si ya le toca; que corra una sola vez al día lo garantiza él (tareas_diarias o una clave de origen), no
   * el cron. pg-boss crea un solo trabajo por vuelta para todas las réplicas.
   */
  programarCada(cola: string, minutos: number, manejador: () => Promise<void>): void {
    this.periodicos.push({ cola, cron: `*/${minutos} * * * *`, manejador });
  }

  async onApplicationBootstrap(): Promise<void> {
    this.iniciada = this.iniciar();
    await this.iniciada;
  }

  private async iniciar(): Promise<void> {
    await this.boss.start();
    for (const cola of [COLA_ENVIOS, COLA_RECORDATORIOS, ...this.periodicos.map((d) => d.cola)]) {
      if (await this.boss.getQueue(cola)) continue;
      try {
        await this.boss.createQueue(cola);
      } catch (error) {
        // Otra réplica la creó al mismo tiempo.
        if (!(await this.boss.getQueue(cola))) throw error;
      }
    }
    const { trabajadores, lote, sondeoMs, sondeoTareasMs, horaRecordatorios, reintentos, reintentoSegundos } =
      this.config.notificaciones;
    // Reintentos y vencimiento de las entregas son de la cola, no de cada trabajo: el JSON de 100.000 trabajos lleva
    // sólo su id (el del destinatario) y pg-boss toma lo demás de aquí (se reescribe en cada arranque, así manda la
    // configuración vigente).
    await this.boss.updateQueue(COLA_ENVIOS, {
      name: COLA_ENVIOS,
      retryLimit: reintentos,
      retryDelay: reintentoSegundos,
      retryBackoff: true,
      expireInSeconds: SEGUNDOS_POR_ENTREGA,
    });
    const programar = this.config.tareasProgramadas;
    // Los trabajos periódicos de otros módulos (respaldos, aviso de caja, verificación del libro) corren aunque esta
    // réplica no entregue notificaciones: pg-boss da cada trabajo a una sola réplica. Sin tareas programadas el
    // trabajador sigue ahí (dispararAhora), pero el cron no se crea.
    for (const { cola, cron, manejador } of this.periodicos) {
      if (programar) await this.boss.schedule(cola, cron, {}, { tz: 'America/Bogota' });
      await this.boss.work(cola, { pollingIntervalSeconds: sondeoTareasMs / 1000 }, () =>
        this.correr(() => manejador()),
      );
    }
    if (trabajadores === 0) return;
    const manejador = this.manejadorEnvios;
    if (manejador) {
      for (let i = 0; i < trabajadores; i++) {
        await this.boss.work(
          COLA_ENVIOS,
          { batchSize: lote, pollingIntervalSeconds: sondeoMs / 1000, includeMetadata: true },
          (trabajos) => this.correr(() => manejador(trabajos)),
        );
      }
    }
    const recordar = this.manejadorRecordatorios;
    if (recordar) {
      // pg-boss guarda el cron en su esquema y lo dispara una sola vez por minuto para todas las réplicas.
      if (programar)
        await this.boss.schedule(
          COLA_RECORDATORIOS,
          `0 ${horaRecordatorios} * * *`,
          {},
          { tz: 'America/Bogota' },
        );
      await this.boss.work(COLA_RECORDATORIOS, { pollingIntervalSeconds: 30 }, () =>
        this.correr(() => recordar()),
      );
    }
  }

  /**
   * Corre un manejador contando que está en curso. Un trabajo tomado mientras la aplicación se detiene no se empieza:
   * falla y pg-boss lo reintenta (en otra réplica, o en este proceso al volver).
   */
  private correr(manejador: () => Promise<void>): Promise<void> {
    if (this.deteniendo) return Promise.reject(new Error('La aplicación se está deteniendo.'));
    // Un trabajo de la cola es de la organización: todas las oficinas, nunca sin alcance.
    const corrida = conAlcance(TODAS, manejador);
    const seguida = corrida.then(
      () => undefined,
      () => undefined,
    );
    this.enCurso.add(seguida);
    void seguida.then(() => this.enCurso.delete(seguida));
    return corrida;
  }

  /**
   * pg-boss detiene cada trabajador cuando termina su vuelta (la consulta o el manejador en curso) y lo vigila cada
   * segundo hasta entonces; `stop` no espera a esa vigilancia. Aquí se espera a los manejadores en curso, de modo que
   * al volver ningún trabajador sigue vivo y la vigilancia termina sola sin tocar nada más.
   */
  async onApplicationShutdown(): Promise<void> {
    this.deteniendo = true;
    await this.iniciada?.catch(() => undefined);
    await this.boss.stop({ graceful: true, wait: true, timeout: this.esperaAlDetenerMs });
    // La última consulta de un trabajador pudo traer trabajos justo al cerrar: su manejador arranca en esta vuelta.
    await new Promise<void>((listo) => setImmediate(listo));
    const limite = Date.now() + 15_000;
    while (this.enCurso.size > 0 && Date.now() < limite) {
      await Promise.race([Promise.all(this.enCurso), new Promise((listo) => setTimeout(listo, 250))]);
    }
    if (this.enCurso.size > 0)
      this.logger.warn(`Se detuvo con ${this.enCurso.size} trabajo(s) de la cola aún en curso.`);
    await new Promise<void>((listo) => setImmediate(listo));
  }

  /**
   * Encola las entregas dentro de la transacción de `manager` (exactamente una vez con la escritura de negocio). El
   * trabajo es sólo el id del destinatario (su id de trabajo); reintentos y vencimiento son los de la cola.
   */
  async encolar(
    manager: EntityManager,
    destinatarioIds: readonly string[],
    despuesDe: Date | null = null,
  ): Promise<void> {
    if (destinatarioIds.length === 0) return;
    const db = await dbDeTransaccion(manager);
    const inicio = despuesDe ? { startAfter: despuesDe.toISOString() } : {};
    for (let i = 0; i < destinatarioIds.length; i += TRABAJOS_POR_INSERT) {
      const trabajos: PgBoss.JobInsert[] = destinatarioIds
        .slice(i, i + TRABAJOS_POR_INSERT)
        .map((id) => ({ id, name: COLA_ENVIOS, ...inicio }));
      await this.boss.insert(trabajos, { db });
    }
  }

  /** Cancela trabajos aún no tomados, en la transacción de `manager`. */
  async cancelar(manager: EntityManager, destinatarioIds: readonly string[]): Promise<void> {
    if (destinatarioIds.length === 0) return;
    await this.boss.cancel(COLA_ENVIOS, [...destinatarioIds], { db: await dbDeTransaccion(manager) });
  }

  /** Marca trabajos fallidos (pg-boss decide reintento o fallo según sus intentos) con el error. */
  async fallar(id: string, error: string): Promise<void> {
    await this.boss.fail(COLA_ENVIOS, id, { message: error });
  }

  /** Dispara ya un trabajo registrado con programarDiario o programarCada (pruebas y operación manual). */
  async dispararAhora(cola: string): Promise<void> {
    await this.boss.send(cola, {});
  }

  /** Dispara ya el trabajo de recordatorios (pruebas y operación manual). */
  async encolarRecordatoriosAhora(): Promise<void> {
    await this.boss.send(COLA_RECORDATORIOS, {});
  }
}
