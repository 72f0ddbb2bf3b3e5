import { Injectable } from '@nestjs/common';
import { ETIQUETAS_ESTADO_PRESTAMO, RANGOS_MORA, hoyBogota, type MetaPagina } from '@cartera/dominio';
import { DataSource } from 'typeorm';
import { condicionCarteraCobrador, esCobrador } from '../cartera/acceso';
import { leerConCursor } from '../common/cursor';
import { errorValidacion } from '../common/errores';
import { metaPagina } from '../common/paginacion';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import type { ConsultaReporteDto, FiltrosReporteDto, TipoReporte } from './reportes.dto';
import {
  DETALLES,
  DIAS_ATRASO,
  ETIQUETAS_ORIGEN,
  carteraCobros,
  carteraPrestamos,
  fromMorosos,
  limiteSql,
  parametrosReporte,
  type Fila,
} from './reportes.filas';
import { MENSAJES_REPORTES, diasDelRango, porcentaje, resolverRango, type Rango } from './reportes.rules';
import { ESTADOS_NO_PRESTADOS, sqlPrestamoAbierto, sqlPrestamoEnPie } from '../cartera/estado.rules';

/** Filtros ya resueltos: rango y cartera (null = toda). */
export interface FiltrosResueltos extends Rango {
  cobradorId: string | null;
  hoy: string;
}

export interface Pagina {
  /** null: todas las filas (exportación). */
  limit: number | null;
  page: number;
}


export interface Reporte {
  tipo: TipoReporte;
  filtros: { desde: string; hasta: string; cobradorId: string | null; hoy: string };
  resumen: Record<string, unknown>;
  graficos: Record<string, unknown>;
  filas: Fila[];
  meta: MetaPagina;
}

/** Filas que se leen del cursor en cada vuelta al exportar. */
const LOTE_EXPORTE = 2000;

const centavos = (valor: string | number | null | undefined) => Math.round(Number(valor ?? 0) * 100);
const pesos = (cent: number) => cent / 100;

/**
 * Reportes calculados en la base sobre toda la cartera del rango (nunca sobre las primeras N filas): las cifras del
 * resumen y de los gráficos cubren el rango entero; sólo la lista de detalle va paginada (docs/reportes.md).
 * Parámetros de todas las consultas: $1 desde, $2 hasta, $3 hoy y, si hay cartera, $4 cobrador.
 */
@Injectable()
export class ReportesService {
  constructor(private readonly dataSource: DataSource) {}

  /** Rango por defecto/validado y cartera: un cobrador siempre ve la suya, pida lo que pida. */
  async resolver(filtros: FiltrosReporteDto, actor: Usuario): Promise<FiltrosResueltos> {
    const rango = resolverRango(filtros.desde, filtros.hasta);
    if ('errores' in rango) throw errorValidacion(rango.errores);
    let cobradorId = filtros.cobradorId ?? null;
    if (esCobrador(actor)) cobradorId = actor.id;
    else if (cobradorId) {
      const existe: unknown[] = await this.dataSource.query(
        `SELECT 1 FROM usuarios WHERE id = $1 AND rol = 'cobrador'`,
        [cobradorId],
      );
      if (existe.length === 0) throw errorValidacion({ cobradorId: [MENSAJES_REPORTES.cobradorNoExiste] });
    }
    return { ...rango, cobradorId, hoy: hoyBogota() };
  }

  async reporte(tipo: TipoReporte, consulta: ConsultaReporteDto, actor: Usuario): Promise<Reporte> {
    const filtros = await this.resolver(consulta, actor);
    return this.calcular(tipo, filtros, { page: consulta.page ?? 1, limit: consulta.limit ?? 20 });
  }

  calcular(tipo: TipoReporte, filtros: FiltrosResueltos, pagina: Pagina): Promise<Reporte> {
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

  /** Las filas de detalle de una página (la pantalla) del reporte `tipo`. */
  private async filas(tipo: keyof typeof DETALLES, f: FiltrosResueltos, pagina: Pagina): Promise<Fila[]> {
    const detalle = DETALLES[tipo];
    const crudas: Array<Record<string, string | number | null>> = await this.dataSource.query(
      detalle.sql(f, limiteSql(pagina)),
      parametrosReporte(f),
    );
    return crudas.map(detalle.fila);
  }

  /**
   * Todas las filas de detalle del reporte, en lotes leídos con un cursor (el exporte): memoria acotada sin importar
   * cuántas sean. El general lista los días del rango (≤ 366) y sale de una vez.
   */
  async *filasEnLotes(tipo: TipoReporte, f: FiltrosResueltos): AsyncGenerator<Fila[]> {
    if (tipo === 'general') {
      yield (await this.general(f, { page: 1, limit: null })).filas;
      return;
    }
    const detalle = DETALLES[tipo];
    for await (const lote of leerConCursor<Record<string, string | number | null>>(
      this.dataSource,
      detalle.sql(f, ''),
      parametrosReporte(f),
      LOTE_EXPORTE,
    ))
      yield lote.map(detalle.fila);
  }

  private filtrosJson(f: FiltrosResueltos) {
    return { desde: f.desde, hasta: f.hasta, cobradorId: f.cobradorId, hoy: f.hoy };
  }

  private meta(total: number, pagina: Pagina): MetaPagina {
    return metaPagina(total, pagina.page, pagina.limit ?? Math.max(total, 1));
  }

  // ---- piezas compartidas ----

  /**
   * Préstamos con `fecha` en el rango, en una sola lectura (prestamos_fecha_reporte_idx): por estado (con sus sumas)
   * y por día (GROUPING SETS).
   */
  private async agregadosPrestamos(f: FiltrosResueltos) {
    const filas: Array<{
      por_estado: boolean;
      estado: string | null;
      fecha: string | null;
      cantidad: number;
      monto: string;
      prestado: string;
      prestado_vigente: string;
      monto_total: string;
      saldo: string;
    }> = await this.dataSource.query(
      `SELECT GROUPING(p.fecha) = 1 AS por_estado, p.estado, p.fecha::text AS fecha, count(*)::int AS cantidad,
              coalesce(sum(p.monto), 0) AS monto, coalesce(sum(p.monto - p.monto_refinanciado), 0) AS prestado,
              coalesce(sum(p.monto - p.monto_refinanciado) FILTER (WHERE ${sqlPrestamoEnPie('p')}), 0) AS prestado_vigente,
              coalesce(sum(p.monto_total), 0) AS monto_total, coalesce(sum(p.saldo_pendiente), 0) AS saldo
       FROM prestamos p
       WHERE p.fecha BETWEEN $1::date AND $2::date AND $3::date IS NOT NULL ${carteraPrestamos(f)}
       GROUP BY GROUPING SETS ((p.estado), (p.fecha))`,
      parametrosReporte(f),
    );
    const porEstado = filas
      .filter((fila) => fila.por_estado)
      .sort((x, y) => String(x.estado).localeCompare(String(y.estado)))
      .map((fila) => ({
        estado: String(fila.estado),
        etiqueta:
          ETIQUETAS_ESTADO_PRESTAMO[fila.estado as keyof typeof ETIQUETAS_ESTADO_PRESTAMO] ??
          String(fila.estado),
        cantidad: fila.cantidad,
        monto: Number(fila.monto),
        prestadoCentavos: centavos(fila.prestado),
        montoTotalCentavos: centavos(fila.monto_total),
        saldoCentavos: centavos(fila.saldo),
      }));
    const porFecha = new Map(
      filas
        .filter((fila) => !fila.por_estado)
        .map((fila) => [
          String(fila.fecha),
          { cantidad: fila.cantidad, prestadoCentavos: centavos(fila.prestado_vigente) },
        ]),
    );
    return { porEstado, porFecha };
  }

  /**
   * Cobros del rango en una sola lectura del índice cobros_fecha_reporte_idx (GROUPING SETS): por día (con los días sin
   * cobros en cero), por cobrador y por origen.
   */
  private async agregadosCobros(f: FiltrosResueltos) {
    const filas: Array<{
      grupo: number;
      fecha: string | null;
      cobrador_id: string | null;
      nombre: string | null;
      origen: string | null;
      cantidad: number;
      monto: string;
    }> = await this.dataSource.query(
      `SELECT g.grupo, g.fecha::text AS fecha, g.cobrador_id, u.nombre, g.origen, g.cantidad, g.monto
       FROM (
         SELECT GROUPING(co.fecha, co.cobrador_id, co.origen)::int AS grupo, co.fecha, co.cobrador_id, co.origen,
                count(*)::int AS cantidad, sum(co.monto) AS monto
         FROM cobros co
         WHERE co.fecha BETWEEN $1::date AND $2::date AND $3::date IS NOT NULL ${carteraCobros(f)}
           -- Lo recuperado de un castigado es otro ingreso, no cobrado (docs/libro.md), como en el tablero.
           AND co.origen <> 'recuperacion'
         GROUP BY GROUPING SETS ((co.fecha), (co.cobrador_id), (co.origen))
       ) g
       LEFT JOIN usuarios u ON u.id = g.cobrador_id`,
      parametrosReporte(f),
    );
    // GROUPING(fecha, cobrador_id, origen): 3 = agrupado por fecha, 5 = por cobrador, 6 = por origen.
    const porFecha = new Map(
      filas.filter((fila) => fila.grupo === 3).map((fila) => [String(fila.fecha), fila]),
    );
    const porDia = diasDelRango(f).map((fecha) => ({
      fecha,
      cantidad: porFecha.get(fecha)?.cantidad ?? 0,
      centavos: centavos(porFecha.get(fecha)?.monto),
    }));
    const porCobrador = filas
      .filter((fila) => fila.grupo === 5)
      .map((fila) => ({
        cobradorId: fila.cobrador_id,
        cobrador: fila.cobrador_id ? (fila.nombre ?? '') : 'Sistema',
        cantidad: fila.cantidad,
        monto: Number(fila.monto),
      }))
      .sort((x, y) => y.monto - x.monto || x.cobrador.localeCompare(y.cobrador));
    const porOrigen = filas
      .filter((fila) => fila.grupo === 6)
      .sort((x, y) => String(x.origen).localeCompare(String(y.origen)))
      .map((fila) => ({
        origen: String(fila.origen),
        etiqueta: ETIQUETAS_ORIGEN[String(fila.origen)] ?? String(fila.origen),
        cantidad: fila.cantidad,
        monto: Number(fila.monto),
      }));
    return { porDia, porCobrador, porOrigen };
  }

  // ---- General ----

  private async general(f: FiltrosResueltos, pagina: Pagina): Promise<Reporte> {
    const parametros = parametrosReporte(f);
    const [{ porEstado, porFecha: prestamosPorFecha }, { porDia, porCobrador }, [clientes]] =
      await Promise.all([
        this.agregadosPrestamos(f),
        this.agregadosCobros(f),
        this.dataSource.query(
          `SELECT count(*)::int AS nuevos FROM clientes
         WHERE created_at >= ($1::date::timestamp AT TIME ZONE 'America/Bogota')
           AND created_at < (($2::date + 1)::timestamp AT TIME ZONE 'America/Bogota') AND $3::date IS NOT NULL
           ${f.cobradorId ? 'AND cobrador_id = $4' : ''}`,
          parametros,
        ) as Promise<Array<{ nuevos: number }>>,
      ]);
    // Prestado: lo entregado de verdad (sin lo refinanciado de un reenganche ni los cancelados), como el tablero.
    const prestado = porEstado
      .filter((e) => !(ESTADOS_NO_PRESTADOS as readonly string[]).includes(e.estado))
      .reduce((s, e) => s + e.prestadoCentavos, 0);
    const cobrado = porDia.reduce((s, d) => s + d.centavos, 0);
    const dias = porDia.map((d) => ({
      _id: d.fecha,
      fecha: d.fecha,
      prestamos: prestamosPorFecha.get(d.fecha)?.cantidad ?? 0,
      prestado: pesos(prestamosPorFecha.get(d.fecha)?.prestadoCentavos ?? 0),
      cobros: d.cantidad,
      cobrado: pesos(d.centavos),
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
        montoPrestado: pesos(prestado),
        montoCobrado: pesos(cobrado),
        porcentajeRecuperacion: porcentaje(cobrado, prestado),
        clientesNuevos: clientes.nuevos,
        prestamosNuevos: porEstado.reduce((s, e) => s + e.cantidad, 0),
        totalCobros: porDia.reduce((s, d) => s + d.cantidad, 0),
        cobradoPorCobrador: porCobrador,
      },
      graficos: {
        cobradoPorDia: porDia.map((d) => ({
          fecha: d.fecha,
          monto: pesos(d.centavos),
          cantidad: d.cantidad,
        })),
        prestamosPorEstado: porEstado.map(({ estado, etiqueta, cantidad, monto }) => ({
          estado,
          etiqueta,
          cantidad,
          monto,
        })),
      },
      filas: filas,
      meta: this.meta(dias.length, pagina),
    };
  }

  // ---- Préstamos ----

  private async prestamos(f: FiltrosResueltos, pagina: Pagina): Promise<Reporte> {
    const [{ porEstado }, filas] = await Promise.all([
      this.agregadosPrestamos(f),
      this.filas('prestamos', f, pagina),
    ]);
    const cantidad = porEstado.reduce((s, e) => s + e.cantidad, 0);
    const prestado = porEstado
      .filter((e) => !(ESTADOS_NO_PRESTADOS as readonly string[]).includes(e.estado))
      .reduce((s, e) => s + e.prestadoCentavos, 0);
    return {
      tipo: 'prestamos',
      filtros: this.filtrosJson(f),
      resumen: {
        cantidad,
        montoPrestado: pesos(prestado),
        montoTotal: pesos(porEstado.reduce((s, e) => s + e.montoTotalCentavos, 0)),
        saldoPendiente: pesos(porEstado.reduce((s, e) => s + e.saldoCentavos, 0)),
      },
      graficos: {
        prestamosPorEstado: porEstado.map(({ estado, etiqueta, cantidad: n, monto }) => ({
          estado,
          etiqueta,
          cantidad: n,
          monto,
        })),
      },
      filas,
      meta: this.meta(cantidad, pagina),
    };
  }

  // ---- Cobros ----

  private async cobros(f: FiltrosResueltos, pagina: Pagina): Promise<Reporte> {
    const [{ porDia, porCobrador, porOrigen }, filas] = await Promise.all([
      this.agregadosCobros(f),
      this.filas('cobros', f, pagina),
    ]);
    const cantidad = porDia.reduce((s, d) => s + d.cantidad, 0);
    return {
      tipo: 'cobros',
      filtros: this.filtrosJson(f),
      resumen: {
        cantidad,
        total: pesos(porDia.reduce((s, d) => s + d.centavos, 0)),
        porCobrador,
        porOrigen,
      },
      graficos: {
        cobradoPorDia: porDia.map((d) => ({
          fecha: d.fecha,
          monto: pesos(d.centavos),
          cantidad: d.cantidad,
        })),
      },
      filas,
      meta: this.meta(cantidad, pagina),
    };
  }

  // ---- Morosos ----

  /**
   * Foto de hoy (el rango no aplica): préstamos abiertos con cuotas atrasadas. Los días de atraso de un préstamo son
   * hoy − `prestamos.primera_impaga` (la cuota impaga más antigua, que el libro mantiene exacta): lista, resumen,
   * aging por préstamo y PAR30/PAR90 se leen de `prestamos_primera_impaga_idx`, sin agrupar cuotas. Las cuotas
   * atrasadas (total y aging por cuotas, como el tablero) cuentan las marcadas 'vencida' y también las pendientes o
   * parciales cuya fecha ya pasó aunque el barrido aún no las haya marcado, así todo es exacto a cualquier hora.
   * PARn = Σ saldo de los préstamos con más de n días de atraso ÷ Σ saldo de la cartera abierta (activo, mora, vencido).
   */
  private async morosos(f: FiltrosResueltos, pagina: Pagina): Promise<Reporte> {
    const parametros = parametrosReporte(f);
    const morosos = fromMorosos(f);
    const banda: Banda = (expresion, rango) =>
      `${expresion} >= ${rango.desde}${rango.hasta === null ? '' : ` AND ${expresion} <= ${rango.hasta}`}`;
    const dias = DIAS_ATRASO;
    const [[resumen], filas, [aging], [abierta]] = await Promise.all([
      this.dataSource.query(
        `SELECT count(*)::int AS cantidad, coalesce(sum(p.saldo_pendiente), 0)::text AS saldo,
                coalesce(sum(p.saldo_pendiente) FILTER (WHERE ${dias} > 30), 0)::text AS saldo30,
                coalesce(sum(p.saldo_pendiente) FILTER (WHERE ${dias} > 90), 0)::text AS saldo90,
                ${RANGOS_MORA.map(
                  (rango) =>
                    `count(*) FILTER (WHERE ${banda(dias, rango)})::int AS "c${rango.clave}",
                     coalesce(sum(p.saldo_pendiente) FILTER (WHERE ${banda(dias, rango)}), 0)::text AS "s${rango.clave}"`,
                ).join(', ')}
         ${morosos}`,
        parametros,
      ) as Promise<Array<Record<string, string | number>>>,
      this.filas('morosos', f, pagina),
      this.cuotasAtrasadas(f, banda),
      this.saldoCarteraAbierta(f),
    ]);
    const saldoCartera = centavos(abierta.saldo);
    return {
      tipo: 'morosos',
      filtros: this.filtrosJson(f),
      resumen: {
        cantidad: Number(resumen.cantidad),
        saldoEnMora: Number(resumen.saldo),
        cuotasVencidas: Number(aging.cuotas),
        saldoCartera: pesos(saldoCartera),
        par30: porcentaje(centavos(resumen.saldo30), saldoCartera),
        par90: porcentaje(centavos(resumen.saldo90), saldoCartera),
        saldoPar30: Number(resumen.saldo30),
        saldoPar90: Number(resumen.saldo90),
      },
      graficos: {
        aging: RANGOS_MORA.map((rango) => ({
          clave: rango.clave,
          etiqueta: rango.etiqueta,
          cuotas: Number(aging[`q${rango.clave}`]),
          prestamos: Number(resumen[`c${rango.clave}`]),
          saldo: Number(resumen[`s${rango.clave}`]),
        })),
      },
      filas,
      meta: this.meta(Number(resumen.cantidad), pagina),
    };
  }

  /**
   * Cuotas atrasadas (impagas con fecha anterior a hoy), en total y por días de atraso (como el aging del tablero).
   * Toda la cartera: de `cuotas_por_fecha` (cuotas abiertas por fecha programada, que mantienen los disparadores de
   * `cuotas`; unas pocas filas por día). La de un cobrador: sus cuotas 'vencida' y las pendientes o parciales que
   * vencieron desde el último recálculo (en sus préstamos con `proxima_fecha` anterior a hoy).
   */
  private cuotasAtrasadas(f: FiltrosResueltos, banda: Banda): Promise<Array<Record<string, number>>> {
    const columnas = `count(*)::int AS cuotas, ${RANGOS_MORA.map(
      (rango) => `count(*) FILTER (WHERE ${banda('dias', rango)})::int AS "q${rango.clave}"`,
    ).join(', ')}`;
    if (!f.cobradorId) {
      return this.dataSource.query(
        `SELECT coalesce(sum(abiertas), 0)::int AS cuotas, ${RANGOS_MORA.map(
          (rango) =>
            `coalesce(sum(abiertas) FILTER (WHERE ${banda('$1::date - fecha', rango)}), 0)::int AS "q${rango.clave}"`,
        ).join(', ')}
         FROM cuotas_por_fecha WHERE fecha < $1::date`,
        [f.hoy],
      );
    }
    return this.dataSource.query(
      `SELECT ${columnas}
       FROM (
         SELECT $1::date - c.fecha_programada AS dias
         FROM cuotas c
         WHERE c.estado = 'vencida' AND c.fecha_programada < $1::date
           AND c.prestamo_id IN (SELECT p.id FROM prestamos p WHERE ${condicionCarteraCobrador('$2')})
         UNION ALL
         SELECT $1::date - c.fecha_programada
         FROM prestamos p JOIN cuotas c ON c.prestamo_id = p.id
         WHERE p.proxima_fecha < $1::date AND ${condicionCarteraCobrador('$2')}
           AND c.estado IN ('pendiente', 'parcial') AND c.fecha_programada < $1::date
       ) atrasadas`,
      [f.hoy, f.cobradorId],
    );
  }

  /**
   * Saldo de la cartera abierta (activo, mora, vencido), el denominador de PAR30/PAR90. Toda la cartera: del registro
   * `prestamos_resumen` (lo mantienen los disparadores de `prestamos`; unas pocas filas); la de un cobrador, de sus
   * préstamos.
   */
  private saldoCarteraAbierta(f: FiltrosResueltos): Promise<Array<{ saldo: string }>> {
    return f.cobradorId
      ? this.dataSource.query(
          `SELECT coalesce(sum(p.saldo_pendiente), 0) AS saldo FROM prestamos p
           WHERE ${sqlPrestamoAbierto('p')} AND ${condicionCarteraCobrador('$1')}`,
          [f.cobradorId],
        )
      : this.dataSource.query(
          `SELECT coalesce(sum(saldo), 0) AS saldo FROM prestamos_resumen WHERE ${sqlPrestamoAbierto()}`,
        );
  }
}

/** Arma la condición SQL «expresión dentro de la banda» de RANGOS_MORA. */
type Banda = (expresion: string, rango: (typeof RANGOS_MORA)[number]) => string;
