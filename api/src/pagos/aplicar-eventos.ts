// Aplicar los eventos de Wompi en segundo plano (docs/decisiones/pagos-por-transferencia.md, «Eventos de una
// pasarela»): la solicitud verifica la firma y guarda el evento (único por transacción y estado) y responde; este
// trabajo los toma por lotes, en el orden en que llegaron, y aplica cada uno por el núcleo de dinero en la transacción
// del lote junto con su resultado: una caída a mitad de lote no deja nada a medias, y cada evento se aplica una vez.
import { LINEAS_POR_LOTE_EXTRACTO, MENSAJES_PAGOS, numeroDeReferencia } from '@cartera/dominio';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { sql } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import { CobrosService } from '../cobros/cobros.service';
import { ErrorNegocio } from '../common/errores';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { trabajarDeAUno } from '../database/candados';
import { db } from '../database/kysely';
import { enPuntoDeGuardado } from '../database/punto-de-guardado';
import { ColaService } from '../cola/cola.service';
import { usuarioPorId } from '../usuarios/usuarios.filas';
import { SuspensoService } from './suspenso.service';
import { mensajeDe } from '../common/tipado';

export const COLA_EVENTOS = 'pagos-eventos-aplicar';
/** Cada minuto el trabajo retoma los eventos que quedaron por aplicar (la API se reinició en medio). */
const MINUTOS_VUELTA = 1;
/** Las entregas de una ráfaga piden un solo disparo: el trabajo toma todo lo que encuentre. */
const MS_AGRUPAR_DISPAROS = 100;

interface EventoPorAplicar {
  id: string;
  transaccion: string;
  estado: string;
  /** La referencia firmada; null en una aprobación cuya referencia no vino firmada (va al suspenso). */
  referencia: string | null;
  /** La referencia que trae el cuerpo, firmada o no: en una línea del suspenso, sólo una pista para la oficina. */
  referencia_del_cuerpo: string | null;
  monto: number;
  /** El día (Bogotá) en que llegó: la fecha de su cobro o de su línea en suspenso. */
  fecha: string;
}

@Injectable()
export class AplicadorEventosWompi implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(AplicadorEventosWompi.name);
  private disparo: NodeJS.Timeout | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly cola: ColaService,
    private readonly cobros: CobrosService,
    private readonly suspenso: SuspensoService,
  ) {}

  onModuleInit(): void {
    this.cola.programarCada(COLA_EVENTOS, MINUTOS_VUELTA, async () => {
      await this.trabajar();
    });
  }

  /** Un disparo pendiente no sale después del cierre: la vuelta de cada minuto de otra réplica (o del arranque) lo toma. */
  onModuleDestroy(): void {
    if (this.disparo) clearTimeout(this.disparo);
    this.disparo = null;
  }

  /** Pide que el trabajo corra pronto: las entregas de los próximos MS_AGRUPAR_DISPAROS comparten el disparo. */
  pedir(): void {
    if (this.disparo) return;
    this.disparo = setTimeout(() => {
      this.disparo = null;
      this.cola.dispararAhora(COLA_EVENTOS).catch((error: unknown) => {
        this.logger.error(`No se pudo disparar la aplicación de eventos: ${String(error)}`);
      });
    }, MS_AGRUPAR_DISPAROS);
    this.disparo.unref();
  }

  /**
   * Aplica todos los eventos por aplicar. Un candado consultivo de sesión deja a un solo trabajador a la vez; devuelve
   * false si otro lo tenía. Un evento que no se pudo aplicar (un período cerrado…) queda por aplicar para la vuelta
   * siguiente.
   */
  async trabajar(): Promise<boolean> {
    let fallidos = new Set<string>();
    return trabajarDeAUno(
      this.dataSource,
      COLA_EVENTOS,
      async () => {
        fallidos = new Set<string>();
        while (await this.aplicarLote(fallidos)) {
          // Lote a lote hasta que no quede nada.
        }
      },
      // Un evento que llegó mientras este trabajador tenía el candado (su disparo no lo tomó): se sigue aquí.
      async () => (await this.porAplicar(this.dataSource.manager, 1, fallidos)).length > 0,
    );
  }

  private porAplicar(
    manager: EntityManager,
    limite: number,
    fallidos: Set<string>,
  ): Promise<EventoPorAplicar[]> {
    return db(manager)
      .selectFrom('pagos_eventos')
      .select((eb) => [
        'id',
        'transaccion',
        'estado',
        'referencia',
        // sql: un camino (#>>) dentro del jsonb del evento, cuya forma el esquema no conoce
        sql<string | null>`cuerpo #>> '{data,transaction,reference}'`.as('referencia_del_cuerpo'),
        eb.cast<number>(eb.fn.coalesce('monto', sql.lit(0)), 'float8').as('monto'),
        // sql: AT TIME ZONE (el día en Bogotá del instante) no tiene constructor en Kysely
        sql<string>`(created_at AT TIME ZONE 'America/Bogota')::date::text`.as('fecha'),
      ])
      .where('proveedor', '=', 'wompi')
      .where('resultado', '=', 'por_aplicar')
      .$if(fallidos.size > 0, (q) => q.where('id', 'not in', [...fallidos]))
      .orderBy('created_at')
      .orderBy('id')
      .limit(limite)
      .forUpdate()
      .skipLocked()
      .execute();
  }

  /** Un lote en una transacción, cada evento en su punto de guardado. Devuelve si tomó alguno. */
  private aplicarLote(fallidos: Set<string>): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const lote = await this.porAplicar(manager, LINEAS_POR_LOTE_EXTRACTO, fallidos);
      if (lote.length === 0) return false;
      const proveedor = await db(manager)
        .selectFrom('pagos_proveedores')
        .select(['cuenta_pago_id', 'configurado_por'])
        .where('proveedor', '=', 'wompi')
        .executeTakeFirstOrThrow();
      const actor = await usuarioPorId(manager, proveedor.configurado_por);
      if (!actor) throw new Error(`Wompi: no existe quien configuró el proveedor (${proveedor.configurado_por})`);
      const contexto: ContextoSolicitud = { actor, ip: 'Wompi' };
      for (const evento of lote) {
        try {
          await enPuntoDeGuardado(manager, 'evento_wompi', () =>
            evento.estado === 'APPROVED'
              ? this.cobrar(manager, evento, proveedor.cuenta_pago_id, contexto)
              : this.revertir(manager, evento, contexto),
          );
        } catch (error) {
          this.logger.error(`Evento de Wompi ${evento.transaccion} ${evento.estado}: ${mensajeDe(error)}`);
          fallidos.add(evento.id);
        }
      }
      return true;
    });
  }

  private async resultado(
    manager: EntityManager,
    id: string,
    resultado: 'cobro' | 'reverso' | 'suspenso' | 'sin_cobro',
    cobro: { cobro: string; prestamo: string } | null = null,
  ): Promise<void> {
    await db(manager)
      .updateTable('pagos_eventos')
      .set({ resultado, ...(cobro ? { cobro_id: cobro.cobro, prestamo_id: cobro.prestamo } : {}) })
      .where('id', '=', id)
      .execute();
  }

  /**
   * APPROVED: un cobro por transferencia del servicio de cobros (mora → interés → capital, su recibo) a la cuenta de la
   * pasarela. Si la referencia no vino firmada (wompi.service.ts la guardó null), no es de ningún préstamo, o el cobro
   * se rechaza (préstamo cerrado, monto mayor que la deuda…), el dinero ya está en la cuenta de la pasarela: entra a
   * «Recaudos por aplicar» y la oficina decide.
   */
  private async cobrar(
    manager: EntityManager,
    evento: EventoPorAplicar,
    cuentaId: string,
    contexto: ContextoSolicitud,
  ): Promise<void> {
    const numero = evento.referencia === null ? null : numeroDeReferencia(evento.referencia);
    const prestamo =
      numero === null
        ? undefined
        : await db(manager)
            .selectFrom('prestamos')
            .select('id')
            .where('numero', '=', String(numero))
            .executeTakeFirst();
    if (prestamo) {
      try {
        const cobro = await enPuntoDeGuardado(manager, 'cobro_wompi', () =>
          this.cobros.crearEn(
            manager,
            {
              prestamo: prestamo.id,
              monto: evento.monto,
              fecha: evento.fecha,
              observaciones: 'Pago por Wompi',
              medio: 'transferencia',
              cuenta: cuentaId,
              referencia: `Wompi ${evento.transaccion}`.slice(0, 60),
            },
            contexto,
          ),
        );
        await this.resultado(manager, evento.id, 'cobro', { cobro, prestamo: prestamo.id });
        return;
      } catch (error) {
        if (!(error instanceof ErrorNegocio)) throw error;
      }
    }
    await this.suspenso.registrarEvento(
      manager,
      {
        eventoId: evento.id,
        cuentaPagoId: cuentaId,
        transaccion: evento.transaccion,
        referencia: evento.referencia ?? '',
        monto: evento.monto,
        fecha: evento.fecha,
        sinFirmar:
          evento.referencia === null
            ? { referencia: evento.referencia_del_cuerpo ?? '', motivo: MENSAJES_PAGOS.referenciaSinFirmar }
            : undefined,
      },
      contexto.actor.id,
    );
    await this.resultado(manager, evento.id, 'suspenso');
  }

  /** VOIDED: borra el cobro de su aprobación (su reversión) o anula su línea en suspenso; si no había nada, sin_cobro. */
  private async revertir(
    manager: EntityManager,
    evento: EventoPorAplicar,
    contexto: ContextoSolicitud,
  ): Promise<void> {
    // Su aprobación todavía espera (no se pudo aplicar en esta vuelta): la anulación espera con ella.
    const aprobacionPendiente = await db(manager)
      .selectFrom('pagos_eventos')
      .select('id')
      .where('proveedor', '=', 'wompi')
      .where('transaccion', '=', evento.transaccion)
      .where('estado', '=', 'APPROVED')
      .where('resultado', '=', 'por_aplicar')
      .executeTakeFirst();
    if (aprobacionPendiente) throw new Error('su aprobación todavía no se ha aplicado');
    const aprobado = await db(manager)
      .selectFrom('pagos_eventos as e')
      .innerJoin('cobros as co', 'co.id', 'e.cobro_id')
      .select(['e.cobro_id', 'e.prestamo_id'])
      .where('e.proveedor', '=', 'wompi')
      .where('e.transaccion', '=', evento.transaccion)
      .where('e.estado', '=', 'APPROVED')
      .where('e.resultado', '=', 'cobro')
      .executeTakeFirst();
    if (aprobado?.cobro_id && aprobado.prestamo_id) {
      await this.cobros.eliminarEn(manager, aprobado.cobro_id, contexto, { deshace: 'wompi' });
      await this.resultado(manager, evento.id, 'reverso', {
        cobro: aprobado.cobro_id,
        prestamo: aprobado.prestamo_id,
      });
      return;
    }
    const anulado = await this.suspenso.anularEvento(manager, evento.transaccion, contexto.actor.id);
    await this.resultado(manager, evento.id, anulado ? 'reverso' : 'sin_cobro');
  }
}
