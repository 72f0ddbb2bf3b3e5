import { ahora, dentroDe, hace } from '../database/fragmentos';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { CANAL_EVENTOS_DINERO, TIPOS_EVENTO_DINERO, pesosDe, type EventoDinero } from '@cartera/dominio';
import { DataSource, type EntityManager, type QueryRunner } from 'typeorm';
import { db } from '../database/kysely';
import { alConfirmar } from '../database/tras-confirmar';
import { AutomaticosService } from './automaticos.service';
import { COLA_EVENTOS_DINERO } from '../cola/cola';
import { ColaService } from '../cola/cola.service';
import { registrarNotificaciones } from '../libro/notificaciones-del-prestamo';
import type { ConfiguracionResuelta } from '../config/configuracion';
import { CONFIGURACION } from '../config/configuracion.module';

/** Eventos que se toman por transacción. */
const LOTE = 100;

/** Eventos hechos que se borran por sentencia al depurar: un borrado corto no retiene a los demás. */
const LOTE_DEPURACION = 1000;

/** Segundos antes de reintentar un evento que falló `intentos` veces: 30 s, 1 min, 2 min… hasta una hora. */
export function esperaReintento(intentos: number): number {
  return Math.min(30 * 2 ** Math.max(0, intentos - 1), 3600);
}

/** Las conexiones del consumidor mientras consume. */
const delConsumidor = new WeakSet<QueryRunner>();

/** Si la sentencia es del consumidor y no de la petición que escribió el dinero (api/test/nucleo-dinero-viajes.e2e-spec.ts). */
export function esDelConsumidor(runner: QueryRunner): boolean {
  return delConsumidor.has(runner);
}

/** Lo que el núcleo escribió en `datos` (jsonb): un evento de dinero con su tipo y su préstamo. */
function esEventoDinero(valor: unknown): valor is EventoDinero {
  if (typeof valor !== 'object' || valor === null) return false;
  const tipo: unknown = Reflect.get(valor, 'tipo');
  return (
    TIPOS_EVENTO_DINERO.some((conocido) => conocido === tipo) && typeof Reflect.get(valor, 'prestamoId') === 'string'
  );
}

/** Lo que dejó un lote: cuántos eventos tomó, cuántos hizo y cuántos fallaron (quedan para su reintento). */
export interface LoteEventos {
  tomados: number;
  hechos: number;
  fallidos: number;
}

/**
 * El consumidor de los eventos de dinero (docs/decisiones/nucleo-sin-puertas.md): lo que sigue a una escritura de
 * dinero (el recibo de un cobro, la corrección de un recibo, la línea en las notificaciones del préstamo). El núcleo los
 * deja en `dinero_eventos` en la transacción del dinero; aquí se toman una vez (`FOR UPDATE SKIP LOCKED`: dos réplicas
 * no toman el mismo), se hace su trabajo y se marcan hechos en la misma transacción. Un evento que falla vuelve atrás
 * sólo lo suyo (un SAVEPOINT), queda pendiente con su error y se reintenta más tarde; el dinero ya quedó.
 *
 * Cuándo corre: apenas se confirma la transacción que los escribió (en este proceso, sin esperar: la respuesta no
 * espera al consumidor) y, para lo que quedó (una caída después de confirmar, un reintento), cada minuto en la cola de
 * pg-boss que ya entrega las notificaciones.
 */
@Injectable()
export class EventosDineroService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(EventosDineroService.name);
  private corrida: Promise<void> | null = null;
  private otraVuelta = false;
  private deteniendo = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly automaticos: AutomaticosService,
    private readonly cola: ColaService,
    @Inject(CONFIGURACION) private readonly config: ConfiguracionResuelta,
  ) {}

  onModuleInit(): void {
    alConfirmar(this.dataSource, CANAL_EVENTOS_DINERO, () => this.despertar());
    this.cola.programarCada(COLA_EVENTOS_DINERO, 1, async () => {
      await this.procesarPendientes();
      await this.depurarHechos();
    });
  }

  /**
   * Después de confirmar una escritura de dinero: procesa lo pendiente en segundo plano, una corrida a la vez (si ya hay
   * una, da otra vuelta al terminar). Devuelve la corrida que incluye lo recién confirmado.
   */
  despertar(): Promise<void> | undefined {
    if (this.deteniendo) return undefined; // lo que quede, lo toma la cola en la próxima vuelta (esta réplica u otra)
    if (this.corrida) {
      this.otraVuelta = true;
      return this.corrida;
    }
    this.corrida = (async () => {
      do {
        this.otraVuelta = false;
        try {
          await this.procesarPendientes();
        } catch (error) {
          this.logger.error(`Eventos de dinero: ${error instanceof Error ? error.message : String(error)}`);
        }
      } while (this.otraVuelta);
    })().finally(() => {
      this.corrida = null;
    });
    return this.corrida;
  }

  /** Espera la corrida en segundo plano, si hay una (quien lee justo después de un cobro, como las pruebas). */
  async enReposo(): Promise<void> {
    while (this.corrida) await this.corrida;
  }

  /** Al detenerse, termina la corrida en curso antes de que se cierre la base. */
  async onApplicationShutdown(): Promise<void> {
    this.deteniendo = true;
    await this.enReposo();
  }

  /** Consume lo pendiente que ya se puede intentar, lote a lote, hasta que no quede. */
  async procesarPendientes(): Promise<LoteEventos> {
    const total: LoteEventos = { tomados: 0, hechos: 0, fallidos: 0 };
    for (;;) {
      const lote = await this.procesarLote();
      total.tomados += lote.tomados;
      total.hechos += lote.hechos;
      total.fallidos += lote.fallidos;
      if (lote.tomados < LOTE) return total;
    }
  }

  /**
   * Borra los eventos hechos hace más de EVENTOS_DINERO_RETENCION_DIAS (el dinero y lo que se hizo con él quedan en sus
   * tablas; el evento sólo servía para entregarlo), de a LOTE_DEPURACION por sentencia. Los pendientes y los que
   * esperan su reintento no se tocan. Devuelve cuántos borró.
   */
  async depurarHechos(): Promise<number> {
    const manager = this.dataSource.manager;
    let borrados = 0;
    for (;;) {
      const { numDeletedRows } = await db(manager)
        .deleteFrom('dinero_eventos')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('dinero_eventos')
            .select('id')
            .where('procesado_en', '<', hace(this.config.eventosDinero.retencionDias, 'dias'))
            .limit(LOTE_DEPURACION),
        )
        .executeTakeFirst();
      borrados += Number(numDeletedRows);
      if (numDeletedRows < BigInt(LOTE_DEPURACION)) return borrados;
    }
  }

  private async procesarLote(): Promise<LoteEventos> {
    const runner = this.dataSource.createQueryRunner();
    delConsumidor.add(runner);
    await runner.connect();
    try {
      await runner.startTransaction();
      const manager = runner.manager;
      const filas = await db(manager)
        .selectFrom('dinero_eventos')
        .select(['id', 'datos', 'intentos'])
        .where('procesado_en', 'is', null)
        .where('disponible_desde', '<=', ahora())
        .orderBy('id')
        .limit(LOTE)
        .forUpdate()
        .skipLocked()
        .execute();
      const hechos: string[] = [];
      const fallidos: Array<{ id: string; intentos: number; error: string }> = [];
      for (const fila of filas) {
        await runner.startTransaction(); // SAVEPOINT: un evento que falla no deshace los demás
        try {
          if (!esEventoDinero(fila.datos)) throw new Error(`evento de dinero ilegible: ${JSON.stringify(fila.datos)}`);
          await this.consumir(manager, fila.datos);
          await runner.commitTransaction();
          hechos.push(fila.id);
        } catch (error) {
          await runner.rollbackTransaction();
          const mensaje = error instanceof Error ? error.message : String(error);
          fallidos.push({ id: fila.id, intentos: fila.intentos + 1, error: mensaje });
        }
      }
      if (hechos.length > 0) {
        await db(manager)
          .updateTable('dinero_eventos')
          .set({ procesado_en: ahora(), ultimo_error: null })
          .where('id', 'in', hechos)
          .execute();
      }
      for (const { id, intentos, error } of fallidos) {
        this.logger.warn(`Evento de dinero ${id} (intento ${intentos}): ${error}`);
        await db(manager)
          .updateTable('dinero_eventos')
          .set({
            intentos,
            ultimo_error: error,
            disponible_desde: dentroDe(esperaReintento(intentos), 'segundos'),
          })
          .where('id', '=', id)
          .execute();
      }
      await runner.commitTransaction();
      return { tomados: filas.length, hechos: hechos.length, fallidos: fallidos.length };
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
  }

  /** El trabajo de un evento, en la transacción que lo marca hecho. */
  private async consumir(manager: EntityManager, evento: EventoDinero): Promise<void> {
    if (evento.tipo === 'notificacion') {
      const { prestamoId, categoria, titulo, mensaje } = evento;
      await registrarNotificaciones(manager, [{ prestamoId, categoria, titulo, mensaje }]);
    } else if (evento.tipo === 'recibo') {
      await this.automaticos.enviarRecibos(manager, [
        { ...evento, monto: pesosDe(evento.monto), saldoDespues: pesosDe(evento.saldoDespues) },
      ]);
    } else {
      await this.automaticos.enviarCorrecciones(manager, [
        {
          ...evento,
          montoNuevo: evento.montoNuevo === null ? null : pesosDe(evento.montoNuevo),
          saldoDespues: pesosDe(evento.saldoDespues),
        },
      ]);
    }
  }
}
