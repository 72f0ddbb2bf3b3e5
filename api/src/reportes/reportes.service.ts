import { Injectable } from '@nestjs/common';
import {
  RANGOS_MORA,
  hoyBogota,
  type CobradoPorDia,
  type FilaReporte,
  type FilaReporteBase,
  type ConsultaReporte,
  type FiltrosAplicadosReporte,
  type FiltrosReporte,
  type MetaPagina,
  type PrestamosPorEstado,
  type ReporteCobros,
  type ReporteGeneral,
  type ReporteMorosos,
  type ReportePorTipo,
  type ReportePrestamos,
  type TipoReporte,
} from '@cartera/dominio';
import { DataSource } from 'typeorm';
import { esCobrador } from '../common/acceso-cartera';
import { aCentavos, aPesos } from '../common/dinero';
import { leerConCursor } from '../common/cursor';
import { errorValidacion } from '../common/errores';
import { metaPagina } from '../common/paginacion';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import {
  agregadosCobros,
  agregadosPrestamos,
  clientesNuevos,
  cuotasAtrasadas,
  resumenMorosos,
  saldoCarteraAbierta,
  type PrestamosDeEstado,
} from './reportes.agregados';
import { consultasCierre } from '../contabilidad/cierre.consultas';
import {
  DETALLES_AL_CORTE,
  corteCerrado,
  cuotasAtrasadasAlCorte,
  porEstadoAlCorte,
  resumenMorososAlCorte,
  saldoCarteraAlCorte,
} from './reportes.al-corte';
import { consultasReportes } from './reportes.consultas';
import { DETALLES, type DetalleReporte } from './reportes.filas';
import {
  MENSAJES_REPORTES,
  porcentaje,
  resolverRango,
  type FiltrosResueltos,
  type Pagina,
} from './reportes.rules';

/** Un reporte como lo arma la API: el `data` del contrato (`ReportePorTipo`) y el `meta` de su lista de detalle. */
export type ReporteCalculado<T extends TipoReporte = TipoReporte> = ReportePorTipo[T] & { meta: MetaPagina };

/** Filas que se leen del cursor en cada vuelta al exportar. */
const LOTE_EXPORTE = 2000;

const graficoPorEstado = (porEstado: readonly PrestamosDeEstado[]): PrestamosPorEstado[] =>
  porEstado.map(({ estado, etiqueta, cantidad, monto }) => ({ estado, etiqueta, cantidad, monto }));

const graficoPorDia = (
  porDia: ReadonlyArray<{ fecha: string; centavos: number; cantidad: number }>,
): CobradoPorDia[] =>
  porDia.map((d) => ({ fecha: d.fecha, monto: aPesos(d.centavos), cantidad: d.cantidad }));

/**
 * Reportes calculados en la base sobre toda la cartera del rango (nunca sobre las primeras N filas): las cifras del
 * resumen y de los gráficos cubren el rango entero (reportes.agregados.ts); sólo la lista de detalle va paginada
 * (reportes.filas.ts; docs/reportes.md). Cada reporte devuelve su tipo del contrato (`ReportePorTipo`).
 */
@Injectable()
export class ReportesService {
  constructor(private readonly dataSource: DataSource) {}

  /** Rango por defecto/validado y cartera: un cobrador siempre ve la suya, pida lo que pida. */
  async resolver(filtros: FiltrosReporte, actor: Usuario): Promise<FiltrosResueltos> {
    const rango = resolverRango(filtros.desde, filtros.hasta);
    if ('errores' in rango) throw errorValidacion(rango.errores);
    let cobradorId = filtros.cobradorId ?? null;
    if (esCobrador(actor)) cobradorId = actor.id;
    else if (cobradorId) {
      if (!(await consultasReportes.esCobrador(this.dataSource.manager, cobradorId))) throw errorValidacion({ cobradorId: [MENSAJES_REPORTES.cobradorNoExiste] });
    }
    const alCierre = corteCerrado(rango.hasta, await consultasCierre.cerradoHasta(this.dataSource.manager));
    return { ...rango, cobradorId, hoy: hoyBogota(), alCierre };
  }

  async reporte(tipo: TipoReporte, consulta: ConsultaReporte, actor: Usuario): Promise<ReporteCalculado> {
    const filtros = await this.resolver(consulta, actor);
    return this.calcular(tipo, filtros, { page: consulta.page ?? 1, limit: consulta.limit ?? 20 });
  }

  calcular(tipo: TipoReporte, filtros: FiltrosResueltos, pagina: Pagina): Promise<ReporteCalculado> {
    switch (tipo) {
      case 'general':
        return this.general(filtros, pagina);
      case 'prestamos':
        return this.prestamos(filtros, pagina);
      case 'cobros':
        return this.cobros(filtros, pagina);
      case 'morosos':
        return this.morosos(filtros, pagina);
    }
  }

  /** Las filas de detalle de una página (la pantalla) de un reporte. */
  private async filas<C, F extends FilaReporteBase>(
    detalle: DetalleReporte<C, F>,
    f: FiltrosResueltos,
    pagina: Pagina,
  ): Promise<F[]> {
    const filas = await detalle.consulta(this.dataSource.manager, f, pagina).execute();
    return filas.map(detalle.fila);
  }

  /**
   * Todas las filas de detalle del reporte, en lotes leídos con un cursor (el exporte): memoria acotada sin importar
   * cuántas sean. El general lista los días del rango (≤ 366) y sale de una vez.
   */
  async *filasEnLotes(tipo: TipoReporte, f: FiltrosResueltos): AsyncGenerator<FilaReporte[]> {
    if (tipo === 'general') {
      yield (await this.general(f, { page: 1, limit: null })).filas;
      return;
    }
    if (tipo === 'prestamos' && f.alCierre) yield* this.lotesDe(DETALLES_AL_CORTE.prestamos, f);
    else if (tipo === 'prestamos') yield* this.lotesDe(DETALLES.prestamos, f);
    else if (tipo === 'cobros') yield* this.lotesDe(DETALLES.cobros, f);
    else if (f.alCierre) yield* this.lotesDe(DETALLES_AL_CORTE.morosos, f);
    else yield* this.lotesDe(DETALLES.morosos, f);
  }

  /** Las filas de un detalle entero, del cursor (su consulta compilada) en lotes. */
  private async *lotesDe<C, F extends FilaReporte>(
    detalle: DetalleReporte<C, F>,
    f: FiltrosResueltos,
  ): AsyncGenerator<F[]> {
    const consulta = detalle.consulta(this.dataSource.manager, f, null).compile();
    for await (const lote of leerConCursor<C>(this.dataSource, consulta.sql, consulta.parameters, LOTE_EXPORTE))
      yield lote.map(detalle.fila);
  }

  private filtrosJson(f: FiltrosResueltos): FiltrosAplicadosReporte {
    return { desde: f.desde, hasta: f.hasta, cobradorId: f.cobradorId, hoy: f.hoy };
  }

  private meta(total: number, pagina: Pagina): MetaPagina {
    return metaPagina(total, pagina.page, pagina.limit ?? Math.max(total, 1));
  }

  private async general(f: FiltrosResueltos, pagina: Pagina): Promise<ReporteCalculado<'general'>> {
    const [
      { porEstado, porFecha: prestamosPorFecha, prestadoCentavos: prestado, anuladoPorFecha, anuladoCentavos },
      { porDia, porCobrador },
      nuevos,
    ] =
      await Promise.all([
        this.agregadosPrestamos(f),
        agregadosCobros(this.dataSource, f),
        clientesNuevos(this.dataSource, f),
      ]);
    const cobrado = porDia.reduce((s, d) => s + d.centavos, 0);
    const dias: ReporteGeneral['filas'] = porDia.map((d) => ({
      _id: d.fecha,
      fecha: d.fecha,
      prestamos: prestamosPorFecha.get(d.fecha)?.cantidad ?? 0,
      prestado: aPesos(prestamosPorFecha.get(d.fecha)?.prestadoCentavos ?? 0),
      anulado: aPesos(anuladoPorFecha.get(d.fecha) ?? 0),
      cobros: d.cantidad,
      cobrado: aPesos(d.centavos),
    }));
    // Lista de detalle: un renglón por día, del más reciente al más antiguo.
    const ordenados = [...dias].reverse();
    const filas =
      pagina.limit === null
        ? ordenados
        : ordenados.slice((pagina.page - 1) * pagina.limit, pagina.page * pagina.limit);
    return {
      tipo: 'general',
      filtros: this.filtrosJson(f),
      resumen: {
        montoPrestado: aPesos(prestado),
        montoAnulado: aPesos(anuladoCentavos),
        montoCobrado: aPesos(cobrado),
        porcentajeRecuperacion: porcentaje(cobrado, prestado),
        clientesNuevos: nuevos,
        prestamosNuevos: porEstado.reduce((s, e) => s + e.cantidad, 0),
        totalCobros: porDia.reduce((s, d) => s + d.cantidad, 0),
        cobradoPorCobrador: porCobrador,
      },
      graficos: { cobradoPorDia: graficoPorDia(porDia), prestamosPorEstado: graficoPorEstado(porEstado) },
      filas,
      meta: this.meta(dias.length, pagina),
    };
  }

  private async prestamos(f: FiltrosResueltos, pagina: Pagina): Promise<ReporteCalculado<'prestamos'>> {
    const [{ porEstado, prestadoCentavos, anuladoCentavos }, filas] = await Promise.all([
      this.agregadosPrestamos(f),
      f.alCierre ? this.filas(DETALLES_AL_CORTE.prestamos, f, pagina) : this.filas(DETALLES.prestamos, f, pagina),
    ]);
    const cantidad = porEstado.reduce((s, e) => s + e.cantidad, 0);
    const reporte: ReportePrestamos = {
      tipo: 'prestamos',
      filtros: this.filtrosJson(f),
      resumen: {
        cantidad,
        montoPrestado: aPesos(prestadoCentavos),
        montoAnulado: aPesos(anuladoCentavos),
        montoTotal: aPesos(porEstado.reduce((s, e) => s + e.montoTotalCentavos, 0)),
        saldoPendiente: aPesos(porEstado.reduce((s, e) => s + e.saldoCentavos, 0)),
      },
      graficos: { prestamosPorEstado: graficoPorEstado(porEstado) },
      filas,
    };
    return { ...reporte, meta: this.meta(cantidad, pagina) };
  }

  /** Los préstamos del rango; con el corte en el periodo cerrado, por su estado y su saldo de ese día. */
  private async agregadosPrestamos(f: FiltrosResueltos) {
    const agregados = await agregadosPrestamos(this.dataSource, f);
    return f.alCierre ? { ...agregados, porEstado: await porEstadoAlCorte(this.dataSource, f) } : agregados;
  }

  private async cobros(f: FiltrosResueltos, pagina: Pagina): Promise<ReporteCalculado<'cobros'>> {
    const [{ porDia, porCobrador, porOrigen }, filas] = await Promise.all([
      agregadosCobros(this.dataSource, f),
      this.filas(DETALLES.cobros, f, pagina),
    ]);
    // Las filas son cobros y recuperaciones: la cantidad de la lista y lo recibido las cuentan todas; lo cobrado, no.
    const cantidad = porDia.reduce((s, d) => s + d.cantidad, 0);
    const cobrado = porDia.reduce((s, d) => s + d.centavos, 0);
    const recuperacion = porOrigen.find((o) => o.origen === 'recuperacion');
    const recuperado = aCentavos(recuperacion?.monto ?? 0);
    const recuperaciones = recuperacion?.cantidad ?? 0;
    const reporte: ReporteCobros = {
      tipo: 'cobros',
      filtros: this.filtrosJson(f),
      resumen: {
        cantidad,
        total: aPesos(cobrado),
        recuperaciones,
        recuperado: aPesos(recuperado),
        totalRecibido: aPesos(cobrado + recuperado),
        porCobrador,
        porOrigen,
      },
      graficos: { cobradoPorDia: graficoPorDia(porDia) },
      filas,
    };
    return { ...reporte, meta: this.meta(cantidad + recuperaciones, pagina) };
  }

  /**
   * Con el corte (`hasta`) en el periodo cerrado, la foto de ese día (reportes.al-corte.ts). Si no, foto de hoy (el
   * rango no aplica): préstamos abiertos con cuotas atrasadas. Los días de atraso de un préstamo son
   * hoy − `prestamos.primera_impaga` (la cuota impaga más antigua, que el libro mantiene exacta): lista, resumen,
   * aging por préstamo y PAR30/PAR90 se leen de `prestamos_primera_impaga_idx`, sin agrupar cuotas. Las cuotas
   * atrasadas (total y aging por cuotas, como el tablero) cuentan las marcadas 'vencida' y también las pendientes o
   * parciales cuya fecha ya pasó aunque el barrido aún no las haya marcado, así todo es exacto a cualquier hora.
   * PARn = Σ saldo de los préstamos con más de n días de atraso ÷ Σ saldo de la cartera abierta (activo, mora, vencido).
   */
  private async morosos(f: FiltrosResueltos, pagina: Pagina): Promise<ReporteCalculado<'morosos'>> {
    const [resumen, filas, aging, saldoCartera] = await Promise.all(
      f.alCierre
        ? [
            resumenMorososAlCorte(this.dataSource, f),
            this.filas(DETALLES_AL_CORTE.morosos, f, pagina),
            cuotasAtrasadasAlCorte(this.dataSource, f),
            saldoCarteraAlCorte(this.dataSource, f),
          ]
        : [
            resumenMorosos(this.dataSource, f),
            this.filas(DETALLES.morosos, f, pagina),
            cuotasAtrasadas(this.dataSource, f),
            saldoCarteraAbierta(this.dataSource, f),
          ],
    );
    const reporte: ReporteMorosos = {
      tipo: 'morosos',
      filtros: this.filtrosJson(f),
      resumen: {
        cantidad: resumen.prestamos,
        saldoEnMora: aPesos(resumen.saldoCentavos),
        cuotasVencidas: aging.cuotas,
        saldoCartera: aPesos(saldoCartera),
        par30: porcentaje(resumen.saldo30Centavos, saldoCartera),
        par90: porcentaje(resumen.saldo90Centavos, saldoCartera),
        saldoPar30: aPesos(resumen.saldo30Centavos),
        saldoPar90: aPesos(resumen.saldo90Centavos),
      },
      graficos: {
        aging: RANGOS_MORA.map((rango) => ({
          clave: rango.clave,
          etiqueta: rango.etiqueta,
          cuotas: aging.porBanda[rango.clave],
          prestamos: resumen.porBanda[rango.clave].prestamos,
          saldo: aPesos(resumen.porBanda[rango.clave].saldoCentavos),
        })),
      },
      filas,
    };
    return { ...reporte, meta: this.meta(resumen.prestamos, pagina) };
  }
}
