import {
  Injectable,
  Logger,
  Optional,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { hoyBogota } from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { causarIntereses } from '../contabilidad/politicas/causacion';
import { deterioroDeFinDeMes } from '../contabilidad/politicas/deterioro';
import { AutomaticosService } from '../notificaciones/automaticos.service';
import { sqlPrestamoAbierto } from './estado.rules';
import { LibroService } from './libro.service';

/** Préstamos por transacción del barrido: un pago espera como mucho lo que tarda un lote. */
export const LOTE_BARRIDO = 500;

/** Cada cuánto se repite el barrido después del que corre al arrancar. */
export const INTERVALO_BARRIDO_MS = 15 * 60 * 1000;

/** Clave del candado consultivo del barrido: una sola réplica barre a la vez ('barrido' en ASCII). */
const CANDADO_BARRIDO = 0x62617272696f;

export interface ResultadoBarrido {
  /** false cuando otra réplica tenía el candado y este barrido no hizo nada. */
  ejecutado: boolean;
  hoy: string;
  cuotasVencidas: number;
  prestamosActualizados: number;
  /** Préstamos cuya mora quedó causada hasta hoy en este barrido (docs/decisiones/interes-de-mora.md). */
  prestamosConMora: number;
  /** Préstamos cuyo ingreso por intereses se causó hoy (docs/decisiones/politicas-contables.md). */
  prestamosCausados: number;
  /** Si el barrido asentó el deterioro de fin de mes. */
  deterioroAsentado: boolean;
}

/**
 * El paso del tiempo sin que nadie oprima un botón: marca 'vencida' las cuotas cuya fecha pasó (las encuentra por
 * `prestamos.proxima_fecha`, la primera cuota que se debe y aún no venció), registra
 * 'Cuota vencida' una vez por cuota y recalcula cuotas vencidas, días de mora y estado (activo → mora → vencido)
 * de los préstamos abiertos, con la misma definición de estado.rules.ts pero en SQL por conjuntos.
 *
 * También compacta los registros de conteos (prestamos_resumen, cobros_resumen) recontándolos desde sus tablas.
 *
 * Corre al arrancar y cada 15 minutos, por lotes de LOTE_BARRIDO préstamos (una transacción cada uno). Un candado consultivo de sesión evita que dos réplicas barran a la vez,
 * y `FOR UPDATE SKIP LOCKED` salta los préstamos que un movimiento de dinero tiene bloqueados: ese movimiento ya
 * los recalcula con la misma regla.
 */
@Injectable()
export class BarridoService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(BarridoService.name);
  private temporizador: NodeJS.Timeout | undefined;
  private enCurso: Promise<unknown> | undefined;
  private deteniendo = false;

  constructor(
    private readonly dataSource: DataSource,
    /** Aviso de mora a los préstamos que el barrido pasa a mora, en la misma transacción del lote. */
    @Optional() private readonly automaticos?: AutomaticosService,
    /** La causación del interés de mora, con la regla de los cobros. */
    @Optional() private readonly libro?: LibroService,
  ) {}

  onApplicationBootstrap(): void {
    this.programar();
    this.temporizador = setInterval(() => this.programar(), INTERVALO_BARRIDO_MS);
    this.temporizador.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.temporizador) clearInterval(this.temporizador);
    // Al cerrar, el barrido en curso termina su lote y se detiene: cada lote es su propia transacción y el siguiente
    // barrido sigue donde haga falta. Esperar el barrido entero de una cartera grande pasaría del límite de cierre
    // (y el proceso principal de WEB_CONCURRENCY cierra su aplicación en cuanto migra).
    this.deteniendo = true;
    await this.enCurso;
  }

  private programar(): void {
    if (this.enCurso) return;
    this.enCurso = this.ejecutar()
      .then((resultado) => {
        if (resultado.cuotasVencidas > 0 || resultado.prestamosActualizados > 0) {
          this.logger.log(
            `Barrido ${resultado.hoy}: ${resultado.cuotasVencidas} cuotas vencidas, ${resultado.prestamosActualizados} préstamos actualizados`,
          );
        }
      })
      .catch((error: unknown) => {
        // Con la base ya cerrada (la aplicación se está deteniendo) no hay nada que barrer ni que avisar.
        if (this.dataSource.isInitialized) this.logger.error(`Barrido fallido: ${String(error)}`);
      })
      .finally(() => {
        this.enCurso = undefined;
      });
  }

  /**
   * Un barrido completo, por lotes: recorre los préstamos abiertos en orden de id, LOTE_BARRIDO por transacción, así
   * un pago nunca espera detrás de un barrido largo (a lo sumo detrás de un lote). Un candado consultivo de sesión
   * evita que dos réplicas barran a la vez. `hoy` se puede fijar (pruebas); por defecto, hoy en Bogotá.
   */
  async ejecutar(hoy: string = hoyBogota(), lote: number = LOTE_BARRIDO): Promise<ResultadoBarrido> {
    const sesion = this.dataSource.createQueryRunner();
    await sesion.connect();
    try {
      const [{ candado }]: Array<{ candado: boolean }> = await sesion.query(
        `SELECT pg_try_advisory_lock($1) AS candado`,
        [CANDADO_BARRIDO],
      );
      if (!candado)
        return {
          ejecutado: false,
          hoy,
          cuotasVencidas: 0,
          prestamosActualizados: 0,
          prestamosConMora: 0,
          prestamosCausados: 0,
          deterioroAsentado: false,
        };
      try {
        const resultado: ResultadoBarrido = {
          ejecutado: true,
          hoy,
          cuotasVencidas: 0,
          prestamosActualizados: 0,
          prestamosConMora: 0,
          prestamosCausados: 0,
          deterioroAsentado: false,
        };
        let desde = '00000000-0000-0000-0000-000000000000';
        for (;;) {
          if (this.deteniendo) return resultado;
          const paso = await this.dataSource.transaction((manager) =>
            this.barrerLote(manager, hoy, desde, lote),
          );
          resultado.cuotasVencidas += paso.cuotasVencidas;
          resultado.prestamosActualizados += paso.prestamosActualizados;
          if (paso.ultimoId === null) break;
          desde = paso.ultimoId;
        }
        resultado.prestamosConMora = await this.causarMora(hoy);
        Object.assign(resultado, await this.politicasContables(hoy));
        await this.dataSource.transaction((manager) => this.recontarResumen(manager));
        return resultado;
      } finally {
        await sesion.query(`SELECT pg_advisory_unlock($1)`, [CANDADO_BARRIDO]);
      }
    } finally {
      await sesion.release();
    }
  }

  /**
   * Causa el interés de mora hasta `hoy` de los préstamos abiertos con capital vencido pasada la gracia que aún no lo
   * tienen causado hasta hoy: uno por transacción, con la misma regla que un cobro (LibroService.causarMora). Un
   * préstamo que un movimiento tiene bloqueado se salta (SKIP LOCKED): lo causa el siguiente barrido o el cobro mismo.
   * Idempotente por día: lo causado llega hasta `hoy` y el siguiente barrido del mismo día no encuentra nada.
   */
  private async causarMora(hoy: string): Promise<number> {
    if (!this.libro) return 0;
    const libro = this.libro;
    const candidatos: Array<{ id: string }> = await this.dataSource.query(
      `SELECT p.id FROM prestamos p CROSS JOIN configuracion_organizacion o
       WHERE o.id = 1 AND o.mora_activa AND p.plan_generado AND p.estado IN ('activo', 'mora', 'vencido')
         AND greatest(p.mora_causada_hasta, o.mora_desde) < $1::date
         -- Pasada la gracia desde el más tardío del vencimiento y el desembolso (la fecha del préstamo): un préstamo
         -- no causa mora por días en que no existía (causarMora de @cartera/dominio).
         AND EXISTS (SELECT 1 FROM cuotas c WHERE c.prestamo_id = p.id AND c.estado IN ('pendiente', 'parcial', 'vencida')
                     AND greatest(c.fecha_programada, p.fecha) + o.mora_dias_gracia < $1::date)
       ORDER BY p.id`,
      [hoy],
    );
    let causados = 0;
    for (const { id } of candidatos) {
      if (this.deteniendo) break;
      causados += await this.dataSource.transaction(async (manager) => {
        const libre: unknown[] = await manager.query(
          `SELECT 1 FROM prestamos WHERE id = $1 FOR UPDATE SKIP LOCKED`,
          [id],
        );
        if (libre.length === 0) return 0;
        await libro.causarMora(manager, await libro.bloquearPrestamo(manager, id), hoy);
        return 1;
      });
    }
    return causados;
  }

  /**
   * Las políticas contables del prestamista (docs/decisiones/politicas-contables.md): la causación del interés pactado
   * de cada préstamo hasta hoy (una vez por préstamo y día) y el deterioro el último día del mes.
   */
  private async politicasContables(hoy: string): Promise<Pick<ResultadoBarrido, 'prestamosCausados' | 'deterioroAsentado'>> {
    const prestamosCausados = await causarIntereses(this.dataSource, hoy, () => this.deteniendo);
    const deterioroAsentado = this.deteniendo ? false : await deterioroDeFinDeMes(this.dataSource, hoy);
    return { prestamosCausados, deterioroAsentado };
  }

  /**
   * Un lote: los siguientes `lote` préstamos abiertos con id > `desde`; de ellos, los que necesitan barrido se
   * bloquean (SKIP LOCKED: los que un movimiento de dinero tiene bloqueados los recalcula ese movimiento) y se
   * actualizan. `ultimoId` es null cuando no quedan más préstamos.
   */
  private async barrerLote(
    manager: EntityManager,
    hoy: string,
    desde: string,
    lote: number,
  ): Promise<{ cuotasVencidas: number; prestamosActualizados: number; ultimoId: string | null }> {
    const rango: Array<{ id: string }> = await manager.query(
      `SELECT id FROM prestamos
        WHERE ${sqlPrestamoAbierto()} AND id > $1::uuid
        ORDER BY id LIMIT $2`,
      [desde, lote],
    );
    if (rango.length === 0) return { cuotasVencidas: 0, prestamosActualizados: 0, ultimoId: null };
    const ultimoId = rango.length < lote ? null : rango[rango.length - 1].id;
    const idsRango = rango.map((fila) => fila.id);
    {
      const bloqueados: Array<{ id: string }> = await manager.query(
        `WITH atrasos AS (
           SELECT c.prestamo_id, count(*)::int AS vencidas, round(avg($1::date - c.fecha_programada), 2) AS dias
           FROM cuotas c
           WHERE c.prestamo_id = ANY($2::uuid[]) AND c.estado = 'vencida' AND c.fecha_programada < $1::date
           GROUP BY c.prestamo_id
         ),
         candidatos AS (
           SELECT p.id
           FROM prestamos p
           LEFT JOIN atrasos a ON a.prestamo_id = p.id
           WHERE p.id = ANY($2::uuid[]) AND ${sqlPrestamoAbierto('p')}
             AND (
               p.proxima_fecha < $1::date
               OR p.cuotas_vencidas <> coalesce(a.vencidas, 0)
               OR p.dias_mora_promedio <> coalesce(a.dias, 0)
               OR p.estado <> CASE
                    WHEN p.saldo_pendiente <= 0 THEN 'pagado'
                    WHEN p.fecha_vencimiento < $1::date THEN 'vencido'
                    WHEN coalesce(a.vencidas, 0) > 0 THEN 'mora'
                    ELSE 'activo'
                  END
             )
         )
         SELECT p.id FROM prestamos p JOIN candidatos USING (id)
         WHERE ${sqlPrestamoAbierto('p')}
         ORDER BY p.id
         FOR UPDATE OF p SKIP LOCKED`,
        [hoy, idsRango],
      );
      if (bloqueados.length === 0) return { cuotasVencidas: 0, prestamosActualizados: 0, ultimoId };
      const ids = bloqueados.map((fila) => fila.id);

      const [{ vencidas }]: Array<{ vencidas: number }> = await manager.query(
        `WITH vencidas AS (
           UPDATE cuotas c SET estado = 'vencida', updated_at = now()
           WHERE c.prestamo_id = ANY($2::uuid[])
             AND c.estado IN ('pendiente', 'parcial')
             AND c.fecha_programada < $1::date
           RETURNING c.id, c.prestamo_id, c.numero, c.fecha_programada,
                     c.monto_total - c.monto_pagado - c.monto_refinanciado - c.monto_condonado AS saldo
         ),
         notificadas AS (
           INSERT INTO prestamos_notificaciones (prestamo_id, cuota_id, categoria, titulo, mensaje)
           SELECT prestamo_id, id, 'mora', 'Cuota vencida',
                  format('La cuota %s venció el %s con un saldo de $ %s', numero,
                         to_char(fecha_programada, 'DD/MM/YYYY'),
                         replace(to_char(saldo, 'FM999,999,999,999,990'), ',', '.'))
           FROM vencidas
           ON CONFLICT (cuota_id) WHERE categoria = 'mora' DO NOTHING
         )
         SELECT count(*)::int AS vencidas FROM vencidas`,
        [hoy, ids],
      );

      // 3. Cuotas vencidas, días de mora, estado, próxima fecha y primera impaga de esos préstamos (estado.rules.ts).
      // (UPDATE … RETURNING dentro de un WITH: TypeORM entrega [filas, cantidad] para un UPDATE suelto.)
      const [{ actualizados, aMora }]: Array<{ actualizados: number; aMora: string[] }> = await manager.query(
        `WITH atrasos AS (
           SELECT c.prestamo_id, count(*)::int AS vencidas, round(avg($1::date - c.fecha_programada), 2) AS dias
           FROM cuotas c
           WHERE c.prestamo_id = ANY($2::uuid[])
             AND c.estado IN ('pendiente', 'parcial', 'vencida') AND c.fecha_programada < $1::date
           GROUP BY c.prestamo_id
         ),
         proximas AS (
           SELECT c.prestamo_id, min(c.fecha_programada) FILTER (WHERE c.estado IN ('pendiente', 'parcial')) AS proxima,
                  min(c.fecha_programada) AS primera_impaga
           FROM cuotas c
           WHERE c.prestamo_id = ANY($2::uuid[]) AND c.estado IN ('pendiente', 'parcial', 'vencida')
           GROUP BY c.prestamo_id
         ),
         nuevos AS (
           SELECT p.id, p.estado AS estado_anterior,
                  coalesce(a.vencidas, 0) AS vencidas,
                  coalesce(a.dias, 0) AS dias,
                  pr.proxima,
                  pr.primera_impaga,
                  CASE
                    WHEN p.saldo_pendiente <= 0 THEN 'pagado'
                    WHEN p.fecha_vencimiento < $1::date THEN 'vencido'
                    WHEN coalesce(a.vencidas, 0) > 0 THEN 'mora'
                    ELSE 'activo'
                  END AS estado
           FROM prestamos p
           LEFT JOIN atrasos a ON a.prestamo_id = p.id
           LEFT JOIN proximas pr ON pr.prestamo_id = p.id
           WHERE p.id = ANY($2::uuid[])
         ),
         cambiados AS (
           UPDATE prestamos p
           SET cuotas_vencidas = n.vencidas, dias_mora_promedio = n.dias, estado = n.estado,
               proxima_fecha = n.proxima, primera_impaga = n.primera_impaga, updated_at = now()
           FROM nuevos n
           WHERE p.id = n.id
             AND (p.cuotas_vencidas, p.dias_mora_promedio, p.estado, p.proxima_fecha, p.primera_impaga)
                 IS DISTINCT FROM (n.vencidas, n.dias, n.estado, n.proxima, n.primera_impaga)
           RETURNING p.id, n.estado, n.estado_anterior
         )
         SELECT count(*)::int AS actualizados,
                coalesce(array_agg(id) FILTER (WHERE estado = 'mora' AND estado_anterior <> 'mora'), '{}') AS "aMora"
         FROM cambiados`,
        [hoy, ids],
      );
      await this.automaticos?.avisarMora(manager, aMora, hoy);
      return { cuotasVencidas: vencidas, prestamosActualizados: actualizados, ultimoId };
    }
  }

  /** Compacta los registros de conteos (prestamos_resumen, cobros_resumen) recontando desde sus tablas. */
  private async recontarResumen(manager: EntityManager): Promise<void> {
    await manager.query(
      `SELECT prestamos_resumen_recontar(), cobros_resumen_recontar(), caja_compactar(), contabilidad_saldos_compactar()`,
    );
  }
}
