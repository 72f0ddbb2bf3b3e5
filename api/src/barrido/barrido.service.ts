import {
  Injectable,
  Logger,
  Optional,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { barridoDelPrestamo, hoyBogota, pendienteCuota } from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { causarIntereses } from '../contabilidad/politicas/causacion';
import { deterioroDeFinDeMes } from '../contabilidad/politicas/deterioro';
import { AutomaticosService } from '../notificaciones/automaticos.service';
import { consultasBarrido } from './barrido.consultas';
import { guardarEstados, vencerCuotas } from '../libro/estado-en-lote.consultas';
import { LibroService } from '../libro/libro.service';
import { registrarNotificaciones } from '../libro/notificaciones-del-prestamo';
import { notificacionesDelRecalculo } from '../libro/recalculo';
import { TareaPeriodica } from '../common/tarea-periodica';

/** Préstamos por transacción del barrido: un pago espera como mucho lo que tarda un lote. */
export const LOTE_BARRIDO = 500;

/** Cada cuánto se repite el barrido después del que corre al arrancar. */
export const INTERVALO_BARRIDO_MS = 15 * 60 * 1000;

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

/** Los conteos de un barrido antes de barrer (y los de uno que no corrió). */
const SIN_CAMBIOS = {
  cuotasVencidas: 0,
  prestamosActualizados: 0,
  prestamosConMora: 0,
  prestamosCausados: 0,
  deterioroAsentado: false,
} as const satisfies Omit<ResultadoBarrido, 'ejecutado' | 'hoy'>;

/**
 * El paso del tiempo sin que nadie oprima un botón: marca 'vencida' las cuotas cuya fecha pasó (las encuentra por
 * `prestamos.proxima_fecha`, la primera cuota que se debe y aún no venció), registra
 * 'Cuota vencida' una vez por cuota y recalcula cuotas vencidas, días de mora y estado (activo → mora → vencido)
 * de los préstamos abiertos. Lo decide barridoDelPrestamo (@cartera/dominio), la misma definición del recálculo del
 * libro; la base sólo lee las cuotas abiertas de cada lote y escribe el resultado (barrido.consultas.ts).
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
  private readonly tarea = new TareaPeriodica(
    () => this.barrerYContar(),
    // Con la base ya cerrada (la aplicación se está deteniendo) no hay nada que barrer ni que avisar.
    (error) => {
      if (this.dataSource.isInitialized) this.logger.error(`Barrido fallido: ${String(error)}`);
    },
  );
  private deteniendo = false;

  constructor(
    private readonly dataSource: DataSource,
    /** Aviso de mora a los préstamos que el barrido pasa a mora, en la misma transacción del lote. */
    @Optional() private readonly automaticos?: AutomaticosService,
    /** La causación del interés de mora, con la regla de los cobros. */
    @Optional() private readonly libro?: LibroService,
  ) {}

  onApplicationBootstrap(): void {
    this.tarea.arrancar(INTERVALO_BARRIDO_MS);
  }

  async onModuleDestroy(): Promise<void> {
    // Al cerrar, el barrido en curso termina su lote y se detiene: cada lote es su propia transacción y el siguiente
    // barrido sigue donde haga falta. Esperar el barrido entero de una cartera grande pasaría del límite de cierre
    // (y el proceso principal de WEB_CONCURRENCY cierra su aplicación en cuanto migra).
    this.deteniendo = true;
    await this.tarea.detener();
  }

  /** Espera a que termine el barrido en curso, si hay uno (el del arranque, o el de su intervalo). */
  esperarEnCurso(): Promise<void> {
    return this.tarea.esperarEnCurso();
  }

  /** Una vuelta de la tarea: el barrido, y en el registro lo que cambió. */
  private async barrerYContar(): Promise<void> {
    const resultado = await this.ejecutar();
    if (resultado.cuotasVencidas > 0 || resultado.prestamosActualizados > 0) {
      this.logger.log(
        `Barrido ${resultado.hoy}: ${resultado.cuotasVencidas} cuotas vencidas, ${resultado.prestamosActualizados} préstamos actualizados`,
      );
    }
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
      if (!(await consultasBarrido.tomarCandado(sesion.manager)))
        return { ejecutado: false, hoy, ...SIN_CAMBIOS };
      try {
        const resultado: ResultadoBarrido = { ejecutado: true, hoy, ...SIN_CAMBIOS };
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
        await consultasBarrido.soltarCandado(sesion.manager);
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
    const candidatos = await consultasBarrido.candidatosMora(this.dataSource.manager, hoy);
    let causados = 0;
    for (const id of candidatos) {
      if (this.deteniendo) break;
      causados += await this.dataSource.transaction(async (manager) => {
        if (!(await consultasBarrido.bloquearSiLibre(manager, id))) return 0;
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
  private async politicasContables(
    hoy: string,
  ): Promise<Pick<ResultadoBarrido, 'prestamosCausados' | 'deterioroAsentado'>> {
    const prestamosCausados = await causarIntereses(this.dataSource, hoy, () => this.deteniendo);
    const deterioroAsentado = this.deteniendo ? false : await deterioroDeFinDeMes(this.dataSource, hoy);
    return { prestamosCausados, deterioroAsentado };
  }

  /**
   * Un lote: los siguientes `lote` préstamos abiertos con id > `desde`. Los que barridoDelPrestamo dice que cambian se
   * bloquean (SKIP LOCKED: los que un movimiento de dinero tiene bloqueados los recalcula ese movimiento), se vuelven a
   * leer ya bloqueados y se escriben. `ultimoId` es null cuando no quedan más préstamos.
   */
  private async barrerLote(
    manager: EntityManager,
    hoy: string,
    desde: string,
    lote: number,
  ): Promise<{ cuotasVencidas: number; prestamosActualizados: number; ultimoId: string | null }> {
    const rango = await consultasBarrido.rango(manager, desde, lote);
    if (rango.length === 0) return { cuotasVencidas: 0, prestamosActualizados: 0, ultimoId: null };
    const ultimoId = rango.length < lote ? null : rango[rango.length - 1];
    const candidatos = (await consultasBarrido.abiertosConCuotas(manager, rango))
      .filter(({ prestamo, cuotas }) => barridoDelPrestamo(prestamo, cuotas, hoy).cambia)
      .map(({ prestamo }) => prestamo.id);
    const bloqueados = await consultasBarrido.bloquearLibres(manager, candidatos);
    if (bloqueados.length === 0) return { cuotasVencidas: 0, prestamosActualizados: 0, ultimoId };

    // Ya bloqueados, otra vez: un pago pudo cambiar sus cuotas entre la primera lectura y el bloqueo.
    const barridos = (await consultasBarrido.abiertosConCuotas(manager, bloqueados))
      .map(({ prestamo, cuotas }) => ({ prestamo, ...barridoDelPrestamo(prestamo, cuotas, hoy) }))
      .filter((barrido) => barrido.cambia);
    const vencen = barridos.flatMap((barrido) => barrido.vencen);
    await vencerCuotas(
      manager,
      vencen.map((cuota) => cuota.id),
    );
    await registrarNotificaciones(
      manager,
      barridos.flatMap(({ prestamo, columnas, vencen: suyas }) =>
        notificacionesDelRecalculo(prestamo.id, prestamo.estado, {
          estadoNuevo: columnas.estado,
          nuevasVencidas: suyas.map((cuota) => ({
            id: cuota.id,
            numero: cuota.numero,
            fecha: cuota.fechaProgramada,
            saldo: pendienteCuota(cuota),
          })),
        }),
      ),
    );
    await guardarEstados(
      manager,
      barridos.map(({ prestamo, columnas }) => ({ id: prestamo.id, ...columnas })),
    );
    await this.automaticos?.avisarMora(
      manager,
      barridos.filter((barrido) => barrido.pasaAMora).map((barrido) => barrido.prestamo.id),
      hoy,
    );
    return { cuotasVencidas: vencen.length, prestamosActualizados: barridos.length, ultimoId };
  }

  /** Compacta los registros de conteos (prestamos_resumen, cobros_resumen) recontando desde sus tablas. */
  private async recontarResumen(manager: EntityManager): Promise<void> {
    await consultasBarrido.recontarResumen(manager);
  }
}
