import { Injectable } from '@nestjs/common';
import {
  ajustarADiaHabil,
  diaSemana,
  digitoVerificacionNit,
  formatearCOP,
  formatearFecha,
  hoyBogota,
  sumarDias,
  sumarMeses,
  type DatosProveedorEgreso,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { registrarEvento } from '../auditoria/registrar-evento';
import type { Firmante } from '../auditoria/auditar';
import { ejecutarComando } from '../mayor/comando';
import { comandoRegistrarMovimiento } from '../mayor/movimientos-caja.comandos';
import {
  EsquemaCuerpoConfiguracionOrganizacion,
  type ConfiguracionOrganizacionDto,
} from '../configuracion/configuracion-organizacion.dto';
import { ConfiguracionOrganizacionService } from '../configuracion/configuracion-organizacion.service';
import { crearAzar, type Azar } from '../demo/azar';
import { SemillaDemo, validarComoApi, type Semilla } from '../demo/semilla';
import { oficinaDemo } from '../demo/usuarios-demo';
import { aCentavos, aPesos } from '../common/dinero';
import { EsquemaCuerpoMovimientoCaja, type MovimientoCajaDto } from './dto/flujo-caja.dto';
import { consultasSemillaFlujo } from './flujo-caja-semilla.consultas';
import { movimientoPedido } from './movimiento-caja';

/** Un movimiento de la demostración, por el mismo comando del mayor que la ruta (fila, comprobante y auditoría). */
function registrarMovimiento(manager: EntityManager, dto: MovimientoCajaDto, oficina: Firmante) {
  const contexto = { actor: oficina, ip: 'datos de demostración' };
  return ejecutarComando(manager, comandoRegistrarMovimiento, { movimiento: movimientoPedido(dto, null) }, contexto);
}

const MESES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const nombreMes = (fecha: string) => MESES[Number(fecha.slice(5, 7)) - 1];

/**
 * El primer día y el punto más bajo (pesos) del saldo que acumulan los netos por día (centavos), en orden de fecha;
 * null sin días.
 */
function puntoMasBajo(netos: ReadonlyMap<string, number>): { primera: string; minimo: number } | null {
  const fechas = [...netos.keys()].sort();
  if (fechas.length === 0) return null;
  let saldo = 0;
  let minimo = Number.POSITIVE_INFINITY;
  for (const fecha of fechas) {
    saldo += netos.get(fecha) ?? 0;
    minimo = Math.min(minimo, saldo);
  }
  return { primera: fechas[0], minimo: aPesos(minimo) };
}

/** Suma centavos por fecha. */
function sumarPorFecha(netos: Map<string, number>, fecha: string, centavos: number): void {
  netos.set(fecha, (netos.get(fecha) ?? 0) + centavos);
}

/** Días hacia atrás con movimientos de caja de demostración. */
const DIAS_MOVIMIENTOS = 60;
/** Comisión de los cobradores sobre lo que cobraron el mes anterior. */
const COMISION = 0.03;
/** Colchón del saldo inicial sobre el punto más bajo de la caja, y el redondeo. */
const COLCHON = 10_000_000;
/** Lo que el aporte de capital deja en la caja de la oficina sobre su punto más bajo: un día de préstamos nuevos. */
const COLCHON_APORTE = 150_000_000;

/**
 * Los proveedores (ficticios) de los egresos de la oficina, con su NIT y el dígito de verificación de la DIAN: el
 * tercero de cada egreso en el exporte contable (docs/decisiones/exporte-contable.md).
 */
const proveedor = (nombre: string, nit: string): DatosProveedorEgreso => ({
  proveedorNombre: nombre,
  proveedorNit: `${nit}-${digitoVerificacionNit(nit)}`,
});
const PROVEEDORES = {
  arriendo: proveedor('Inmobiliaria La Candelaria S.A.S.', '900512347'),
  celulares: proveedor('Datos Móviles de Colombia S.A.S.', '900734215'),
  internet: proveedor('Conexiones del Valle S.A.S.', '900286431'),
  energia: proveedor('Energía del Centro S.A. E.S.P.', '890412563'),
  acueducto: proveedor('Aguas del Municipio S.A. E.S.P.', '890398214'),
  gasolina: proveedor('Estación de Servicio El Puente S.A.S.', '900641872'),
  papeleria: proveedor('Papelería y Litografía El Centro S.A.S.', '900157364'),
  computadores: proveedor('Soluciones de Cómputo La Quinta S.A.S.', '901203548'),
  taller: proveedor('Taller Motos del Sur S.A.S.', '901345762'),
} as const;

/** Egresos sueltos: hace cuántos días (entre), categoría, concepto, monto en miles de pesos (entre) y proveedor. */
const SUELTOS: ReadonlyArray<
  readonly [
    readonly [number, number],
    MovimientoCajaDto['categoria'],
    string,
    readonly [number, number],
    DatosProveedorEgreso,
  ]
> = [
  [[40, 55], 'gastos', 'Talonarios de recibos y papelería de la oficina', [45, 90], PROVEEDORES.papeleria],
  [[20, 35], 'gastos', 'Impresión de pagarés y contratos de préstamo', [35, 70], PROVEEDORES.papeleria],
  [[3, 15], 'gastos', 'Tóner para la impresora de la oficina', [95, 140], PROVEEDORES.computadores],
  [[5, 50], 'otros', 'Reparación del computador de la oficina', [120, 250], PROVEEDORES.computadores],
];

/**
 * Flujo de caja de demostración: unos 30 movimientos de los últimos dos meses (arriendo, servicios, gasolina de las
 * motos, papelería, planes de celular, comisiones del 3 % sobre lo que cobró cada cobrador el mes anterior,
 * intereses de la cuenta de ahorros, la venta de las motos de las garantías ejecutadas) y un saldo inicial de caja,
 * fechado antes del primer préstamo, que alcanza para que la caja nunca quede en negativo: el punto más bajo de la
 * historia (desembolsos, cobros y movimientos) más un colchón, redondeado a decenas de millones. Los movimientos,
 * sólo si no hay ninguno; el saldo inicial, sólo si nadie lo ha fijado.
 */
@Injectable()
@SemillaDemo({ orden: 60, nombre: 'Flujo de caja' })
export class FlujoCajaSemilla implements Semilla {
  constructor(
    private readonly configuracion: ConfiguracionOrganizacionService,
  ) {}

  async sembrar(manager: EntityManager): Promise<void> {
    const hoy = hoyBogota();
    const hayMovimientos = await consultasSemillaFlujo.hayMovimientos(manager);
    const oficina = await oficinaDemo(manager);
    let movimientos = 0;
    if (!hayMovimientos && oficina) {
      for (const movimiento of await this.movimientos(manager, hoy)) {
        await registrarMovimiento(manager, await validarComoApi(EsquemaCuerpoMovimientoCaja, movimiento), oficina);
        movimientos++;
      }
      // Registrados el mismo día, en horario de oficina de Bogotá.
      await consultasSemillaFlujo.fecharEnHorarioDeOficina(manager);
    }

    const actual = await this.configuracion.obtener(manager);
    const saldo =
      actual.saldoInicialCaja === 0 && actual.fechaSaldoInicial === null
        ? await this.saldoInicial(manager)
        : null;
    if (saldo) await this.configuracion.actualizarEn(manager, saldo);
    const aporte = movimientos > 0 && oficina ? await this.aporteDeCapital(manager) : null;
    if (aporte && oficina) {
      await registrarMovimiento(manager, aporte, oficina);
      movimientos++;
    }
    if (movimientos === 0 && !saldo) return;

    const detalleSaldo = saldo
      ? `saldo inicial de ${formatearCOP(saldo.saldoInicialCaja ?? 0)} al ${formatearFecha(saldo.fechaSaldoInicial)}`
      : 'sin cambiar el saldo inicial';
    await registrarEvento(manager, {
      usuario: 'Sistema',
      accion: 'Cargar datos de demostración',
      modulo: 'Sistema',
      detalles: `Flujo de caja de demostración: ${movimientos} movimientos de caja y ${detalleSaldo}`,
      tipo: 'info',
      resultado: 'exitoso',
      datosNuevos: { movimientos, saldoInicial: saldo },
    });
  }

  /** Los movimientos de los últimos DIAS_MOVIMIENTOS días, en orden de fecha, ya validados como los de la API. */
  private async movimientos(manager: EntityManager, hoy: string): Promise<MovimientoCajaDto[]> {
    const azar = crearAzar(20261127);
    const desde = sumarDias(hoy, -DIAS_MOVIMIENTOS);
    const lista: MovimientoCajaDto[] = [];
    const agregar = (
      fecha: string,
      tipo: MovimientoCajaDto['tipo'],
      categoria: MovimientoCajaDto['categoria'],
      concepto: string,
      monto: number,
      pagadoA: DatosProveedorEgreso = {},
    ) => {
      if (fecha >= desde && fecha <= hoy && monto > 0)
        lista.push({ fecha, tipo, categoria, concepto, monto, ...pagadoA });
    };
    const gasto = (fecha: string, concepto: string, monto: number, pagadoA: DatosProveedorEgreso) =>
      agregar(fecha, 'egreso', 'gastos', concepto, monto, pagadoA);
    const miles = (minimo: number, maximo: number) => azar.entre(minimo, maximo) * 1_000;
    const diaHabilAntes = (dias: number) => ajustarADiaHabil(sumarDias(hoy, -dias));

    const cobradores = await consultasSemillaFlujo.cobradoresActivos(manager);
    const cobrado = await consultasSemillaFlujo.cobradoPorMes(manager, sumarMeses(`${desde.slice(0, 7)}-01`, -1));

    for (let mes = `${desde.slice(0, 7)}-01`; mes <= hoy; mes = sumarMeses(mes, 1)) {
      const nombre = nombreMes(mes);
      const dia = (numero: number) => ajustarADiaHabil(sumarDias(mes, numero - 1));
      gasto(dia(azar.entre(1, 5)), `Arriendo de la oficina, ${nombre}`, 1_600_000, PROVEEDORES.arriendo);
      gasto(
        dia(azar.entre(2, 4)),
        `Planes de datos de los celulares de cobro, ${nombre}`,
        cobradores.length * 45_000,
        PROVEEDORES.celulares,
      );
      gasto(
        dia(azar.entre(5, 8)),
        `Internet y telefonía fija de la oficina, ${nombre}`,
        119_900,
        PROVEEDORES.internet,
      );
      gasto(
        dia(azar.entre(10, 15)),
        `Servicio de energía de la oficina, ${nombre}`,
        miles(160, 260),
        PROVEEDORES.energia,
      );
      gasto(
        dia(azar.entre(12, 18)),
        `Acueducto y alcantarillado de la oficina, ${nombre}`,
        miles(55, 95),
        PROVEEDORES.acueducto,
      );
      const anterior = sumarMeses(mes, -1);
      for (const cobrador of cobradores) {
        const fila = cobrado.find((f) => f.cobrador_id === cobrador.id && f.mes === anterior);
        agregar(
          dia(5),
          'egreso',
          'comisiones',
          `Comisión de ${cobrador.nombre} por los cobros de ${nombreMes(anterior)} (${COMISION * 100} %)`,
          Math.round((Number(fila?.monto ?? 0) * COMISION) / 1_000) * 1_000,
        );
      }
      const finDeMes = sumarDias(sumarMeses(mes, 1), -1);
      agregar(finDeMes, 'ingreso', 'otros', `Intereses de la cuenta de ahorros, ${nombre}`, miles(8, 25));
    }
    // La gasolina de las motos de cobro se paga los sábados.
    for (let dia = desde; dia <= hoy; dia = sumarDias(dia, 1)) {
      if (diaSemana(dia) === 6) {
        gasto(
          dia,
          `Gasolina de las motos de cobro, semana del ${formatearFecha(sumarDias(dia, -5))}`,
          miles(150, 240),
          PROVEEDORES.gasolina,
        );
      }
    }
    for (const [hace, categoria, concepto, montoMiles, pagadoA] of SUELTOS) {
      agregar(diaHabilAntes(azar.entre(...hace)), 'egreso', categoria, concepto, miles(...montoMiles), pagadoA);
    }
    if (cobradores.length > 0) {
      agregar(
        diaHabilAntes(azar.entre(10, 45)),
        'egreso',
        'otros',
        `Mantenimiento de la moto de cobro de ${azar.uno(cobradores).nombre}: cambio de aceite y pastillas de freno`,
        miles(150, 320),
        PROVEEDORES.taller,
      );
    }
    for (const venta of await this.motosRecuperadas(manager, azar)) {
      agregar(
        venta.fecha < hoy ? venta.fecha : hoy,
        'ingreso',
        'otros',
        `Venta de la moto ${venta.placa}, recuperada del préstamo #${venta.numero} (garantía ejecutada)`,
        venta.monto,
      );
    }
    return lista.sort((a, b) => a.fecha.localeCompare(b.fecha));
  }

  /** Las motos de las garantías ejecutadas se venden unos días después de recuperarlas, por algo cerca del avalúo. */
  private async motosRecuperadas(
    manager: EntityManager,
    azar: Azar,
  ): Promise<Array<{ fecha: string; placa: string; numero: number; monto: number }>> {
    const filas = await consultasSemillaFlujo.motosRecuperadas(manager);
    return filas.map((f) => ({
      fecha: sumarDias(f.ejecutada, azar.entre(3, 7)),
      placa: f.placa ?? '',
      numero: Number(f.numero),
      monto: Math.round((Number(f.avaluo) * (0.9 + azar.siguiente() * 0.15)) / 50_000) * 50_000,
    }));
  }

  /**
   * Un aporte de capital del dueño (docs/decisiones/fondeo-de-la-caja.md) el primer día de la caja de la oficina, tal
   * que su saldo en el libro mayor nunca quede en negativo (el saldo inicial cubre todo el efectivo, pero el que tienen
   * los cobradores no está en la oficina) y deje COLCHON_APORTE para los préstamos que se hagan en la demostración.
   */
  private async aporteDeCapital(manager: EntityManager): Promise<MovimientoCajaDto | null> {
    const netos = new Map<string, number>();
    for (const d of await consultasSemillaFlujo.netoCajaOficinaPorDia(manager)) {
      sumarPorFecha(netos, d.fecha, aCentavos(Number(d.neto)));
    }
    const punto = puntoMasBajo(netos);
    if (punto === null) return null;
    const { fechaSaldoInicial } = await this.configuracion.obtener(manager);
    return validarComoApi(EsquemaCuerpoMovimientoCaja, {
      fecha: fechaSaldoInicial ?? punto.primera,
      tipo: 'ingreso' as const,
      categoria: 'capital' as const,
      concepto: 'Aporte de capital del dueño para prestar',
      monto: Math.ceil((COLCHON_APORTE - Math.min(punto.minimo, 0)) / COLCHON) * COLCHON,
    });
  }

  /**
   * Saldo inicial que cubre el punto más bajo de la caja (mismas cifras que el flujo de caja: cobros + interés
   * retenido − desembolsos + movimientos), fechado el día 1 del mes en que empezó a moverse el dinero (o del mes
   * anterior, si empezó un día 1): siempre antes del primer préstamo.
   */
  private async saldoInicial(manager: EntityManager): Promise<ConfiguracionOrganizacionDto | null> {
    const netos = new Map<string, number>();
    for (const d of await consultasSemillaFlujo.carteraPorDia(manager)) {
      const flujo = aCentavos(Number(d.cobros)) + aCentavos(Number(d.retenido)) - aCentavos(Number(d.desembolsado));
      sumarPorFecha(netos, d.fecha, flujo);
    }
    for (const d of await consultasSemillaFlujo.movimientosPorDia(manager)) {
      sumarPorFecha(netos, d.fecha, aCentavos(Number(d.ingresos)) - aCentavos(Number(d.egresos)));
    }
    const fila = puntoMasBajo(netos);
    if (fila === null) return null;
    const deficit = Math.max(0, -fila.minimo);
    return validarComoApi(EsquemaCuerpoConfiguracionOrganizacion, {
      saldoInicialCaja: Math.ceil((deficit + COLCHON) / COLCHON) * COLCHON,
      fechaSaldoInicial: `${sumarDias(fila.primera, -1).slice(0, 7)}-01`,
    });
  }
}
