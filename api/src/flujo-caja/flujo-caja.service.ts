import { Injectable } from '@nestjs/common';
import {
  diferenciaDias,
  hoyBogota,
  sumarDias,
  type FlujoCaja,
  type MovimientoCaja,
  type PeriodoCaja,
  type PeriodoFlujo,
} from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { errorValidacion, noEncontrado } from '../common/errores';
import { leerOrden, paginaDe, patronContiene } from '../common/paginacion';
import { Pagina } from '../common/respuesta';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { aCentavos, aPesos } from '../common/dinero';
import { ConfiguracionOrganizacionService } from '../configuracion/configuracion-organizacion.service';
import { consultasEnPoder } from '../caja/caja-en-poder.consultas';
import type { ConsultaFlujoCajaDto, ConsultaMovimientosDto, MovimientoCajaDto } from './dto/flujo-caja.dto';
import { ORDEN_MOVIMIENTOS, consultasFlujoCaja } from './flujo-caja.consultas';
import {
  agruparPeriodos,
  errorFechaConsulta,
  flujoDelDia,
  inicioPeriodo,
  periodosDelRango,
  tasaDeCobro,
  type DiaCaja,
} from './flujo-caja.rules';
import { ejecutarComando, type Vista } from '../mayor/comando';
import {
  MENSAJES_MOVIMIENTOS_CAJA,
  comandoBorrarMovimiento,
  comandoCorregirMovimiento,
  comandoRegistrarMovimiento,
} from '../mayor/movimientos-caja.comandos';
import { movimientoAJson, movimientoPedido } from './movimiento-caja';
import { oficinaDelMovimiento } from '../oficinas/oficina-de-alta';
import { alcanceActual } from '../database/alcance';
import { enOficina } from '../database/en-oficina';

export const MENSAJES_FLUJO = {
  movimientoNoEncontrado: MENSAJES_MOVIMIENTOS_CAJA.movimientoNoEncontrado,
  movimientoDeEntrega: MENSAJES_MOVIMIENTOS_CAJA.movimientoDeEntrega,
  rangoInvertido: 'La fecha final no puede ser anterior a la inicial',
  rangoLargo: (dias: number) => `El rango no puede superar ${dias} días`,
} as const;

/** Días máximos de un rango del flujo de caja (dos años). */
export const DIAS_MAXIMOS_FLUJO = 731;
/** Días hacia atrás (hasta ayer) de la tasa de cobro histórica. */
export const VENTANA_TASA_DIAS = 30;
export const DIAS_PROYECCION_DEFECTO = 30;

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

  /**
   * El flujo de caja de las oficinas que ve quien pide (las políticas de fila de cada tabla), o de la de `?oficina=`.
   * El saldo inicial de la configuración es de la oficina principal, como su comprobante: sólo lo suma quien la ve.
   */
  calcular(consulta: ConsultaFlujoCajaDto, hoy: string = hoyBogota()): Promise<FlujoCaja> {
    return enOficina(consulta.oficina, () => this.calcularEnAlcance(consulta, hoy));
  }

  private async calcularEnAlcance(consulta: ConsultaFlujoCajaDto, hoy: string): Promise<FlujoCaja> {
    const periodo = consulta.periodo ?? 'diario';
    const { desde, hasta } = this.rango(consulta, hoy);
    const diasProyeccion = consulta.diasProyeccion ?? DIAS_PROYECCION_DEFECTO;
    const finProyeccion = sumarDias(hoy, diasProyeccion - 1);
    // Una sola instantánea para que las cifras cuadren entre sí aunque entren cobros mientras se leen.
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const organizacion = await this.configuracion.obtener(manager);
      const principal = await consultasFlujoCaja.oficinaPrincipal(manager);
      const alcance = alcanceActual()?.oficinas ?? [];
      const conSaldoInicial = alcance === 'todas' || alcance.includes(principal);
      // Su fecha es la de toda la organización (lo anterior a ella ya está en el saldo inicial, en cada oficina).
      const config = conSaldoInicial ? organizacion : { ...organizacion, saldoInicialCaja: 0 };
      const [dias, antes, actual, baseSaldo, proyeccion, enPoder] = [
        await this.diasDelRango(manager, desde, hasta),
        await this.flujoAntesDe(manager, desde),
        await this.flujoAntesDe(manager, sumarDias(hoy, 1)),
        config.fechaSaldoInicial ? await this.flujoAntesDe(manager, config.fechaSaldoInicial) : 0,
        await this.proyeccion(manager, hoy, finProyeccion, periodo),
        c(await consultasEnPoder.total(manager)),
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
    const antes = await consultasFlujoCaja.antesDe(manager, fecha);
    // Todo lo anterior como un solo día: el flujo se suma con la misma regla que cada día del rango.
    return flujoDelDia({
      fecha,
      cobros: c(antes.cobros),
      retenido: c(antes.retenido),
      ingresosOtros: c(antes.ingresos) + c(antes.saldos_iniciales),
      gastos: c(antes.gastos_cobradores),
      comisiones: 0,
      egresosOtros: c(antes.desembolsado) + c(antes.egresos),
    });
  }

  private async diasDelRango(manager: EntityManager, desde: string, hasta: string): Promise<DiaCaja[]> {
    const cartera = await consultasFlujoCaja.carteraPorDia(manager, desde, hasta);
    const movimientos = await consultasFlujoCaja.movimientosPorDia(manager, desde, hasta);
    // Los gastos aceptados de los cobradores son gastos de la empresa, el día del gasto.
    const gastosCobradores = await consultasFlujoCaja.gastosCobradoresPorDia(manager, desde, hasta);
    // El efectivo inicial de una importación entra el día de su corte, como el fondeo (ingresos «otros»).
    const saldosIniciales = await consultasFlujoCaja.saldosInicialesPorDia(manager, desde, hasta);
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
    for (const f of gastosCobradores) dia(f.fecha).gastos += c(f.monto);
    for (const f of saldosIniciales) dia(f.fecha).ingresosOtros += c(f.monto);
    return [...dias.values()];
  }

  private async proyeccion(
    manager: EntityManager,
    hoy: string,
    hasta: string,
    periodo: PeriodoFlujo,
  ): Promise<Omit<FlujoCaja['proyeccion'], 'desde' | 'hasta'>> {
    // cuotas_por_fecha (disparadores sobre cuotas): saldo abierto por fecha programada, y lo exigible y pagado.
    const porDia = await consultasFlujoCaja.cuotasPorDia(manager, hoy, hasta);
    const vencido = await consultasFlujoCaja.vencido(manager, hoy);
    const ventana = await consultasFlujoCaja.ventana(manager, sumarDias(hoy, -VENTANA_TASA_DIAS), hoy);
    const tasa = tasaDeCobro(c(ventana.pagado), c(ventana.exigible));
    const rangos = periodosDelRango(hoy, hasta, periodo);
    const indice = new Map(rangos.map(([inicio], i) => [inicioPeriodo(inicio, periodo), i]));
    const sumas = rangos.map(() => ({ esperado: 0, cuotas: 0 }));
    for (const f of porDia) {
      const i = indice.get(inicioPeriodo(f.fecha, periodo));
      if (i === undefined) continue;
      sumas[i].esperado += c(f.esperado);
      sumas[i].cuotas += Number(f.cuotas);
    }
    return {
      tasaCobro: tasa,
      ventanaTasaDias: VENTANA_TASA_DIAS,
      vencidoPorCobrar: aPesos(c(vencido)),
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

  listarMovimientos(consulta: ConsultaMovimientosDto): Promise<Pagina<MovimientoCaja>> {
    return enOficina(consulta.oficina, () => this.listarEnAlcance(consulta));
  }

  private async listarEnAlcance(consulta: ConsultaMovimientosDto): Promise<Pagina<MovimientoCaja>> {
    const orden = leerOrden(consulta.sort, ORDEN_MOVIMIENTOS, 'fecha_desc');
    if ('error' in orden) throw errorValidacion({ sort: [orden.error] });
    if (consulta.desde && consulta.hasta && consulta.hasta < consulta.desde) {
      throw errorValidacion({ hasta: [MENSAJES_FLUJO.rangoInvertido] });
    }
    // La columna tipada del orden que leerOrden validó.
    const columna = Object.values(ORDEN_MOVIMIENTOS).find((c) => c === orden.expresion) ?? ORDEN_MOVIMIENTOS.fecha;
    const { total, filas } = await consultasFlujoCaja.pagina(
      this.dataSource.manager,
      {
        desde: consulta.desde || undefined,
        hasta: consulta.hasta || undefined,
        tipo: consulta.tipo || undefined,
        categoria: consulta.categoria || undefined,
        busqueda: consulta.search ? patronContiene(consulta.search) : undefined,
      },
      { columna, direccion: orden.direccion === 'ASC' ? 'asc' : 'desc' },
      consulta.limit,
      (consulta.page - 1) * consulta.limit,
    );
    return paginaDe(filas.map(movimientoAJson), total, consulta);
  }

  private async leerMovimiento(manager: EntityManager, id: string, bloquear = false): Promise<MovimientoCaja> {
    const fila = await consultasFlujoCaja.movimiento(manager, id, bloquear);
    if (!fila) throw noEncontrado(MENSAJES_FLUJO.movimientoNoEncontrado);
    return movimientoAJson(fila);
  }

  obtenerMovimiento(id: string): Promise<MovimientoCaja> {
    return this.leerMovimiento(this.dataSource.manager, id);
  }

  /** Cómo la respuesta ve un movimiento: la misma forma va en la auditoría del comando. */
  private vista(): Vista<string, MovimientoCaja> {
    return { despues: (manager, id) => this.leerMovimiento(manager, id) };
  }

  /** Registrar un movimiento: el comando del mayor escribe su fila y su comprobante (mayor/). */
  async crearMovimiento(dto: MovimientoCajaDto, contexto: ContextoSolicitud): Promise<MovimientoCaja> {
    const oficina = await oficinaDelMovimiento(this.dataSource.manager, contexto.actor, dto.oficina);
    const pedido = { movimiento: movimientoPedido(dto, oficina) };
    const { vista } = await ejecutarComando(this.dataSource, comandoRegistrarMovimiento, pedido, contexto, this.vista());
    return vista;
  }

  async actualizarMovimiento(id: string, dto: MovimientoCajaDto, contexto: ContextoSolicitud): Promise<MovimientoCaja> {
    const oficina = dto.oficina
      ? await oficinaDelMovimiento(this.dataSource.manager, contexto.actor, dto.oficina)
      : null;
    const pedido = { id, movimiento: movimientoPedido(dto, oficina) };
    const { vista } = await ejecutarComando(this.dataSource, comandoCorregirMovimiento, pedido, contexto, {
      antes: (manager) => this.leerMovimiento(manager, id),
      despues: (manager) => this.leerMovimiento(manager, id),
    });
    return vista;
  }

  async eliminarMovimiento(id: string, contexto: ContextoSolicitud): Promise<null> {
    await ejecutarComando(this.dataSource, comandoBorrarMovimiento, { id }, contexto, {
      antes: (manager) => this.leerMovimiento(manager, id),
      despues: async () => null,
    });
    return null;
  }
}
