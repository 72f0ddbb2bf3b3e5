import { Injectable } from '@nestjs/common';
import {
  CODIGOS,
  ETIQUETAS_FONDEO,
  diferenciaDias,
  esCategoriaFondeo,
  formatearCOP,
  formatearFecha,
  hoyBogota,
  leerNit,
  MENSAJES_PROVEEDOR,
  sumarDias,
  type CategoriaMovimientoCaja,
  type FlujoCaja,
  type MovimientoCaja,
  type PeriodoCaja,
  type PeriodoFlujo,
} from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { ErrorNegocio, errorValidacion, noEncontrado } from '../common/errores';
import { leerOrden, metaPagina, patronContiene } from '../common/paginacion';
import { Pagina } from '../common/respuesta';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { aCentavos, aPesos } from '../cartera/dinero';
import { validarFechaEnVentana } from '../cartera/ventana-fechas';
import { ConfiguracionOrganizacionService } from '../configuracion/configuracion-organizacion.service';
import { SQL_TOTAL_EN_PODER } from '../caja/caja.sql';
import type { ConsultaFlujoCajaDto, ConsultaMovimientosDto, MovimientoCajaDto } from './dto/flujo-caja.dto';
import {
  agruparPeriodos,
  errorFechaConsulta,
  errorFechaMovimiento,
  inicioPeriodo,
  periodosDelRango,
  tasaDeCobro,
  type DiaCaja,
} from './flujo-caja.rules';
import { contabilizarMovimientoCaja } from '../contabilidad/mayor/contabilizar';

export const MENSAJES_FLUJO = {
  movimientoNoEncontrado: 'Movimiento de caja no encontrado',
  movimientoDeEntrega:
    'Este movimiento es la diferencia de una entrega de caja confirmada: no se modifica ni se borra (registre otro movimiento para corregir)',
  rangoInvertido: 'La fecha final no puede ser anterior a la inicial',
  rangoLargo: (dias: number) => `El rango no puede superar ${dias} días`,
} as const;

/** Días máximos de un rango del flujo de caja (dos años). */
export const DIAS_MAXIMOS_FLUJO = 731;
/** Días hacia atrás (hasta ayer) de la tasa de cobro histórica. */
export const VENTANA_TASA_DIAS = 30;
export const DIAS_PROYECCION_DEFECTO = 30;

interface FilaMovimiento {
  id: string;
  fecha: string;
  tipo: 'ingreso' | 'egreso';
  categoria: CategoriaMovimientoCaja;
  concepto: string;
  monto: string;
  entrega_id: string | null;
  registrado_por: string | null;
  registrado_por_nombre: string | null;
  proveedor_nombre: string | null;
  proveedor_nit: string | null;
  proveedor_dv: number | null;
  created_at: Date;
  updated_at: Date;
}

/** El faltante o sobrante de una entrega confirmada queda como se registró: una corrección es otro movimiento. */
function asegurarEditable(movimiento: MovimientoCaja): void {
  if (movimiento.entrega) {
    throw new ErrorNegocio(CODIGOS.movimientoDeEntrega, MENSAJES_FLUJO.movimientoDeEntrega, 422);
  }
}

/**
 * El proveedor de un egreso como columnas (nombre, NIT sin dígito, dígito), o tres null. Los dos campos van juntos y
 * sólo en un egreso (docs/decisiones/exporte-contable.md); el NIT ya llegó validado con su dígito.
 */
function proveedorDe(dto: MovimientoCajaDto): [string | null, string | null, number | null] {
  const nombre = dto.proveedorNombre ?? null;
  const nit = dto.proveedorNit ? leerNit(dto.proveedorNit) : null;
  if (!nombre && !nit) return [null, null, null];
  if (dto.tipo !== 'egreso') throw errorValidacion({ proveedorNombre: [MENSAJES_PROVEEDOR.soloEgresos] });
  if (!nit) throw errorValidacion({ proveedorNit: [MENSAJES_PROVEEDOR.nombreSinNit] });
  if (!nombre) throw errorValidacion({ proveedorNombre: [MENSAJES_PROVEEDOR.nitSinNombre] });
  return [nombre, nit.numero, nit.dv];
}

function movimientoAJson(fila: FilaMovimiento): MovimientoCaja {
  return {
    _id: fila.id,
    fecha: fila.fecha,
    tipo: fila.tipo,
    categoria: fila.categoria,
    concepto: fila.concepto,
    monto: Number(fila.monto),
    entrega: fila.entrega_id,
    proveedor:
      fila.proveedor_nombre && fila.proveedor_nit && fila.proveedor_dv !== null
        ? { nombre: fila.proveedor_nombre, nit: `${fila.proveedor_nit}-${fila.proveedor_dv}` }
        : null,
    registradoPor: fila.registrado_por ? { _id: fila.registrado_por, nombre: fila.registrado_por_nombre ?? '' } : null,
    createdAt: fila.created_at.toISOString(),
    updatedAt: fila.updated_at.toISOString(),
  };
}

const SELECT_MOVIMIENTO = `
  SELECT m.id, m.fecha::text AS fecha, m.tipo, m.categoria, m.concepto, m.monto, m.entrega_id, m.registrado_por,
         m.proveedor_nombre, m.proveedor_nit, m.proveedor_dv,
         u.nombre AS registrado_por_nombre, m.created_at, m.updated_at
  FROM movimientos_caja m LEFT JOIN usuarios u ON u.id = m.registrado_por`;

const ORDEN_MOVIMIENTOS = { fecha: 'm.fecha', monto: 'm.monto' } as const;

/**
 * Flujo neto antes de un día: caja_diaria + movimientos + el efectivo inicial de una importación (en su fecha de
 * corte, docs/decisiones/importacion.md) − gastos aceptados de los cobradores (salen del efectivo de la empresa aunque
 * los pague el cobrador de lo que cobró), en SQL (centavos no: NUMERIC exacto).
 */
const FLUJO_HASTA = `
  SELECT coalesce((SELECT sum(cobros + retenido - desembolsado) FROM caja_diaria WHERE fecha < $1::date), 0)
       + coalesce((SELECT sum(CASE tipo WHEN 'ingreso' THEN monto ELSE -monto END)
                   FROM movimientos_caja WHERE fecha < $1::date), 0)
       + coalesce((SELECT sum(monto) FROM caja_saldos_iniciales WHERE fecha < $1::date), 0)
       - coalesce((SELECT sum(monto) FROM caja_gastos WHERE estado = 'aceptado' AND fecha < $1::date), 0) AS total`;

/** Pesos (número o texto NUMERIC) → centavos enteros. */
const c = (valor: string | number | null | undefined): number => aCentavos(Number(valor ?? 0));

function enPesos(periodo: PeriodoCaja): PeriodoCaja {
  return {
    fecha: periodo.fecha,
    fechaFin: periodo.fechaFin,
    ingresos: {
      cobros: aPesos(periodo.ingresos.cobros),
      nuevosPrestamos: aPesos(periodo.ingresos.nuevosPrestamos),
      otros: aPesos(periodo.ingresos.otros),
      total: aPesos(periodo.ingresos.total),
    },
    egresos: {
      gastos: aPesos(periodo.egresos.gastos),
      comisiones: aPesos(periodo.egresos.comisiones),
      otros: aPesos(periodo.egresos.otros),
      total: aPesos(periodo.egresos.total),
    },
    flujoNeto: aPesos(periodo.flujoNeto),
    saldoAcumulado: aPesos(periodo.saldoAcumulado),
  };
}

/** Flujo de caja: lo cobrado, lo desembolsado y los movimientos de caja, por periodo, con su proyección. */
@Injectable()
export class FlujoCajaService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly configuracion: ConfiguracionOrganizacionService,
  ) {}

  /** Rango pedido (por defecto los últimos 30 días en Bogotá), validado. */
  rango(consulta: ConsultaFlujoCajaDto, hoy: string = hoyBogota()): { desde: string; hasta: string } {
    for (const campo of ['desde', 'hasta'] as const) {
      const error = errorFechaConsulta(consulta[campo]);
      if (error) throw errorValidacion({ [campo]: [error] });
    }
    const hasta = consulta.hasta ?? (consulta.desde && consulta.desde > hoy ? consulta.desde : hoy);
    const desde = consulta.desde ?? sumarDias(hasta, -29);
    if (hasta < desde) throw errorValidacion({ hasta: [MENSAJES_FLUJO.rangoInvertido] });
    if (diferenciaDias(desde, hasta) + 1 > DIAS_MAXIMOS_FLUJO) {
      throw errorValidacion({ hasta: [MENSAJES_FLUJO.rangoLargo(DIAS_MAXIMOS_FLUJO)] });
    }
    return { desde, hasta };
  }

  async calcular(consulta: ConsultaFlujoCajaDto, hoy: string = hoyBogota()): Promise<FlujoCaja> {
    const periodo = consulta.periodo ?? 'diario';
    const { desde, hasta } = this.rango(consulta, hoy);
    const diasProyeccion = consulta.diasProyeccion ?? DIAS_PROYECCION_DEFECTO;
    const finProyeccion = sumarDias(hoy, diasProyeccion - 1);
    // Una sola instantánea para que las cifras cuadren entre sí aunque entren cobros mientras se leen.
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const config = await this.configuracion.obtener(manager);
      const [dias, antes, actual, baseSaldo, proyeccion, enPoder] = [
        await this.diasDelRango(manager, desde, hasta),
        await this.flujoAntesDe(manager, desde),
        await this.flujoAntesDe(manager, sumarDias(hoy, 1)),
        config.fechaSaldoInicial ? await this.flujoAntesDe(manager, config.fechaSaldoInicial) : 0,
        await this.proyeccion(manager, hoy, finProyeccion, periodo),
        c(((await manager.query(SQL_TOTAL_EN_PODER)) as Array<{ total: string }>)[0].total),
      ];
      const inicial = aCentavos(config.saldoInicialCaja);
      const saldoActual = inicial + actual - baseSaldo;
      // saldo(d) = saldoInicial + Σ flujo(≤ d) − Σ flujo(< fechaSaldoInicial).
      const saldoAnterior = inicial + antes - baseSaldo;
      const periodos = agruparPeriodos(dias, desde, hasta, periodo, saldoAnterior);
      const totalIngresos = periodos.reduce((t, p) => t + p.ingresos.total, 0);
      const totalEgresos = periodos.reduce((t, p) => t + p.egresos.total, 0);
      return {
        periodo,
        desde,
        hasta,
        saldoInicial: { monto: config.saldoInicialCaja, fecha: config.fechaSaldoInicial },
        saldoAnterior: aPesos(saldoAnterior),
        periodos: periodos.map(enPesos),
        tarjetas: {
          totalIngresos: aPesos(totalIngresos),
          totalEgresos: aPesos(totalEgresos),
          flujoNeto: aPesos(totalIngresos - totalEgresos),
          saldoActual: aPesos(saldoActual),
          enCaja: aPesos(saldoActual - enPoder),
          enPoderCobradores: aPesos(enPoder),
        },
        proyeccion: { desde: hoy, hasta: finProyeccion, ...proyeccion },
      };
    });
  }

  /** Σ flujo neto de todos los días anteriores a `fecha`, en centavos. */
  private async flujoAntesDe(manager: EntityManager, fecha: string): Promise<number> {
    const [fila]: Array<{ total: string }> = await manager.query(FLUJO_HASTA, [fecha]);
    return c(fila.total);
  }

  private async diasDelRango(manager: EntityManager, desde: string, hasta: string): Promise<DiaCaja[]> {
    const cartera: Array<{ fecha: string; cobros: string; desembolsado: string; retenido: string }> =
      await manager.query(
        `SELECT fecha::text AS fecha, sum(cobros) AS cobros, sum(desembolsado) AS desembolsado, sum(retenido) AS retenido
         FROM caja_diaria WHERE fecha BETWEEN $1 AND $2 GROUP BY fecha`,
        [desde, hasta],
      );
    const movimientos: Array<{ fecha: string; ingresos: string; gastos: string; comisiones: string; otros: string }> =
      await manager.query(
        `SELECT fecha::text AS fecha,
                coalesce(sum(monto) FILTER (WHERE tipo = 'ingreso'), 0) AS ingresos,
                coalesce(sum(monto) FILTER (WHERE tipo = 'egreso' AND categoria = 'gastos'), 0) AS gastos,
                coalesce(sum(monto) FILTER (WHERE tipo = 'egreso' AND categoria = 'comisiones'), 0) AS comisiones,
                -- Los demás egresos (otros, faltantes, fondeo: retiros del dueño, consignaciones, abonos) van en «otros».
                coalesce(sum(monto) FILTER (WHERE tipo = 'egreso' AND categoria NOT IN ('gastos', 'comisiones')), 0)
                  AS otros
         FROM movimientos_caja WHERE fecha BETWEEN $1 AND $2 GROUP BY fecha
         UNION ALL
         -- Los gastos aceptados de los cobradores son gastos de la empresa, el día del gasto.
         SELECT fecha::text, 0, sum(monto), 0, 0
         FROM caja_gastos WHERE estado = 'aceptado' AND fecha BETWEEN $1 AND $2 GROUP BY fecha
         UNION ALL
         -- El efectivo inicial de una importación entra el día de su corte, como el fondeo (ingresos «otros»).
         SELECT fecha::text, sum(monto), 0, 0, 0
         FROM caja_saldos_iniciales WHERE fecha BETWEEN $1 AND $2 GROUP BY fecha`,
        [desde, hasta],
      );
    const dias = new Map<string, DiaCaja>();
    const dia = (fecha: string): DiaCaja => {
      let d = dias.get(fecha);
      if (!d) {
        d = { fecha, cobros: 0, retenido: 0, ingresosOtros: 0, gastos: 0, comisiones: 0, egresosOtros: 0 };
        dias.set(fecha, d);
      }
      return d;
    };
    for (const f of cartera) {
      const d = dia(f.fecha);
      d.cobros += c(f.cobros);
      d.retenido += c(f.retenido);
      d.egresosOtros += c(f.desembolsado);
    }
    for (const f of movimientos) {
      const d = dia(f.fecha);
      d.ingresosOtros += c(f.ingresos);
      d.gastos += c(f.gastos);
      d.comisiones += c(f.comisiones);
      d.egresosOtros += c(f.otros);
    }
    return [...dias.values()];
  }

  private async proyeccion(
    manager: EntityManager,
    hoy: string,
    hasta: string,
    periodo: PeriodoFlujo,
  ): Promise<Omit<FlujoCaja['proyeccion'], 'desde' | 'hasta'>> {
    // cuotas_por_fecha (disparadores sobre cuotas): saldo abierto por fecha programada, y lo exigible y pagado.
    const porDia: Array<{ fecha: string; esperado: string; cuotas: number }> = await manager.query(
      `SELECT fecha::text AS fecha, sum(abierto) AS esperado, sum(abiertas)::int AS cuotas
       FROM cuotas_por_fecha WHERE fecha BETWEEN $1 AND $2
       GROUP BY fecha`,
      [hoy, hasta],
    );
    const [vencido]: Array<{ total: string }> = await manager.query(
      `SELECT coalesce(sum(abierto), 0) AS total FROM cuotas_por_fecha WHERE fecha < $1`,
      [hoy],
    );
    const [ventana]: Array<{ exigible: string; pagado: string }> = await manager.query(
      `SELECT coalesce(sum(exigible), 0) AS exigible, coalesce(sum(pagado), 0) AS pagado
       FROM cuotas_por_fecha WHERE fecha >= $1 AND fecha < $2`,
      [sumarDias(hoy, -VENTANA_TASA_DIAS), hoy],
    );
    const tasa = tasaDeCobro(c(ventana.pagado), c(ventana.exigible));
    const rangos = periodosDelRango(hoy, hasta, periodo);
    const indice = new Map(rangos.map(([inicio], i) => [inicioPeriodo(inicio, periodo), i]));
    const sumas = rangos.map(() => ({ esperado: 0, cuotas: 0 }));
    for (const f of porDia) {
      const i = indice.get(inicioPeriodo(f.fecha, periodo));
      if (i === undefined) continue;
      sumas[i].esperado += c(f.esperado);
      sumas[i].cuotas += f.cuotas;
    }
    return {
      tasaCobro: tasa,
      ventanaTasaDias: VENTANA_TASA_DIAS,
      vencidoPorCobrar: aPesos(c(vencido.total)),
      periodos: rangos.map(([inicio, fin], i) => ({
        fecha: inicio,
        fechaFin: fin,
        esperado: aPesos(sumas[i].esperado),
        esperadoAjustado: aPesos(tasa === null ? sumas[i].esperado : Math.round((sumas[i].esperado * tasa) / 100) * 100),
        cuotas: sumas[i].cuotas,
      })),
    };
  }

  // ——— Movimientos de caja ———

  async listarMovimientos(consulta: ConsultaMovimientosDto): Promise<Pagina<MovimientoCaja>> {
    const orden = leerOrden(consulta.sort, ORDEN_MOVIMIENTOS, 'fecha_desc');
    if ('error' in orden) throw errorValidacion({ sort: [orden.error] });
    if (consulta.desde && consulta.hasta && consulta.hasta < consulta.desde) {
      throw errorValidacion({ hasta: [MENSAJES_FLUJO.rangoInvertido] });
    }
    const condiciones: string[] = [];
    const parametros: unknown[] = [];
    const agregar = (sql: string, valor: unknown) => {
      parametros.push(valor);
      condiciones.push(sql.replace('?', `$${parametros.length}`));
    };
    if (consulta.desde) agregar('m.fecha >= ?', consulta.desde);
    if (consulta.hasta) agregar('m.fecha <= ?', consulta.hasta);
    if (consulta.tipo) agregar('m.tipo = ?', consulta.tipo);
    if (consulta.categoria) agregar('m.categoria = ?', consulta.categoria);
    if (consulta.search) {
      agregar('sin_acentos(m.concepto) LIKE sin_acentos(?)', patronContiene(consulta.search));
    }
    const donde = condiciones.length ? `WHERE ${condiciones.join(' AND ')}` : '';
    const [{ total }]: Array<{ total: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM movimientos_caja m ${donde}`,
      parametros,
    );
    const filas: FilaMovimiento[] = await this.dataSource.query(
      `${SELECT_MOVIMIENTO} ${donde}
       ORDER BY ${orden.expresion} ${orden.direccion}, m.created_at ${orden.direccion}, m.id ${orden.direccion}
       LIMIT $${parametros.length + 1} OFFSET $${parametros.length + 2}`,
      [...parametros, consulta.limit, (consulta.page - 1) * consulta.limit],
    );
    return new Pagina(filas.map(movimientoAJson), metaPagina(total, consulta.page, consulta.limit));
  }

  private async leerMovimiento(manager: EntityManager, id: string, bloquear = false): Promise<MovimientoCaja> {
    const [fila]: FilaMovimiento[] = await manager.query(
      `${SELECT_MOVIMIENTO} WHERE m.id = $1 ${bloquear ? 'FOR UPDATE OF m' : ''}`,
      [id],
    );
    if (!fila) throw noEncontrado(MENSAJES_FLUJO.movimientoNoEncontrado);
    return movimientoAJson(fila);
  }

  obtenerMovimiento(id: string): Promise<MovimientoCaja> {
    return this.leerMovimiento(this.dataSource.manager, id);
  }

  /**
   * 400 si la fecha del movimiento cae fuera de la ventana de la caja (errorFechaMovimiento) o de la ventana de fechas
   * de la organización (docs/decisiones/ventana-de-fechas.md): vale la más corta.
   */
  private async validarFecha(manager: EntityManager, fecha: string): Promise<void> {
    const { fechaSaldoInicial } = await this.configuracion.obtener(manager);
    let inicioCaja = fechaSaldoInicial;
    if (inicioCaja === null) {
      const [fila]: Array<{ inicio: string | null }> = await manager.query(
        `SELECT min(fecha)::text AS inicio FROM caja_diaria`,
      );
      inicioCaja = fila?.inicio ?? null;
    }
    const hoy = hoyBogota();
    const error = errorFechaMovimiento({ fecha, hoy, inicioCaja });
    if (error) throw errorValidacion({ fecha: [error] });
    await validarFechaEnVentana(manager, fecha, 'del movimiento', 'fecha', hoy);
  }

  crearMovimiento(dto: MovimientoCajaDto, contexto: ContextoSolicitud): Promise<MovimientoCaja> {
    return this.dataSource.transaction(async (manager) => {
      await this.validarFecha(manager, dto.fecha);
      const id = await this.crearMovimientoEn(manager, dto, contexto.actor.id);
      const creado = await this.leerMovimiento(manager, id);
      await this.auditar(manager, contexto, 'Registrar movimiento de caja', creado, undefined, creado);
      return creado;
    });
  }

  /** Registra el movimiento en la transacción recibida, a nombre de `registradoPor`. */
  async crearMovimientoEn(
    manager: EntityManager,
    dto: MovimientoCajaDto,
    registradoPor: string,
  ): Promise<string> {
    const [{ id }]: Array<{ id: string }> = await manager.query(
      `INSERT INTO movimientos_caja (fecha, tipo, categoria, concepto, monto, registrado_por, proveedor_nombre,
                                     proveedor_nit, proveedor_dv)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [dto.fecha, dto.tipo, dto.categoria, dto.concepto, dto.monto, registradoPor, ...proveedorDe(dto)],
    );
    await contabilizarMovimientoCaja(manager, id, registradoPor);
    return id;
  }

  actualizarMovimiento(id: string, dto: MovimientoCajaDto, contexto: ContextoSolicitud): Promise<MovimientoCaja> {
    return this.dataSource.transaction(async (manager) => {
      const anterior = await this.leerMovimiento(manager, id, true);
      asegurarEditable(anterior);
      await this.validarFecha(manager, dto.fecha);
      await manager.query(
        `UPDATE movimientos_caja SET fecha = $2, tipo = $3, categoria = $4, concepto = $5, monto = $6,
           proveedor_nombre = $7, proveedor_nit = $8, proveedor_dv = $9, updated_at = now()
         WHERE id = $1`,
        [id, dto.fecha, dto.tipo, dto.categoria, dto.concepto, dto.monto, ...proveedorDe(dto)],
      );
      await contabilizarMovimientoCaja(manager, id, contexto.actor.id);
      const nuevo = await this.leerMovimiento(manager, id);
      await this.auditar(manager, contexto, 'Actualizar movimiento de caja', nuevo, anterior, nuevo);
      return nuevo;
    });
  }

  eliminarMovimiento(id: string, contexto: ContextoSolicitud): Promise<null> {
    return this.dataSource.transaction(async (manager) => {
      const anterior = await this.leerMovimiento(manager, id, true);
      asegurarEditable(anterior);
      await manager.query(`DELETE FROM movimientos_caja WHERE id = $1`, [id]);
      await contabilizarMovimientoCaja(manager, id, contexto.actor.id);
      await this.auditar(manager, contexto, 'Eliminar movimiento de caja', anterior, anterior, undefined);
      return null;
    });
  }

  private auditar(
    manager: EntityManager,
    contexto: ContextoSolicitud,
    accion: string,
    movimiento: MovimientoCaja,
    datosAnteriores: unknown,
    datosNuevos: unknown,
  ): Promise<void> {
    return auditar(manager, contexto, 'Sistema', {
      accion,
      detalles: `${
        esCategoriaFondeo(movimiento.categoria)
          ? ETIQUETAS_FONDEO[movimiento.categoria][movimiento.tipo]
          : `${movimiento.tipo === 'ingreso' ? 'Ingreso' : 'Egreso'} (${movimiento.categoria})`
      } de ${formatearCOP(movimiento.monto)} el ${formatearFecha(movimiento.fecha)}: ${movimiento.concepto}`,
      datosAnteriores,
      datosNuevos,
    });
  }
}
