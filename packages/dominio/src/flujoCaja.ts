// El contrato de /api/flujo-caja (docs/decisiones/contrato-de-la-api.md): consultas, respuestas y cuerpos que la API
// produce y la pantalla Flujo de Caja lee. Cambiar un campo aquí rompe la compilación de los dos lados.

import type { ProveedorEgreso } from './exporteContable';
import { ETIQUETAS_DIFERENCIA_ENTREGA, type ResumenCajas } from './caja';
import type { Fecha, Instante, ParametrosLista, ReferenciaUsuario } from './tipos';

export const PERIODOS_FLUJO = ['diario', 'semanal', 'mensual', 'trimestral'] as const;
export type PeriodoFlujo = (typeof PERIODOS_FLUJO)[number];
export const ETIQUETAS_PERIODO_FLUJO: Readonly<Record<PeriodoFlujo, string>> = {
  diario: 'Diario',
  semanal: 'Semanal',
  mensual: 'Mensual',
  trimestral: 'Trimestral',
};

/** Un periodo del flujo de caja en pesos (especificación §3, "Cash-flow day"; `fecha` es su primer día). */
export interface PeriodoCaja {
  fecha: Fecha;
  fechaFin: Fecha;
  ingresos: { cobros: number; nuevosPrestamos: number; otros: number; total: number };
  egresos: { gastos: number; comisiones: number; otros: number; total: number };
  flujoNeto: number;
  saldoAcumulado: number;
}

export interface PeriodoProyeccion {
  fecha: Fecha;
  fechaFin: Fecha;
  /** Σ saldos abiertos (monto_total − pagado − refinanciado) de las cuotas que vencen en el periodo. */
  esperado: number;
  /** esperado × tasa de cobro histórica (redondeado al peso); igual a esperado si no hay tasa. */
  esperadoAjustado: number;
  cuotas: number;
}

/** GET /api/flujo-caja. */
export interface FlujoCaja {
  periodo: PeriodoFlujo;
  desde: Fecha;
  hasta: Fecha;
  saldoInicial: { monto: number; fecha: Fecha | null };
  /** Saldo de caja al cierre del día anterior a `desde`. */
  saldoAnterior: number;
  periodos: PeriodoCaja[];
  /** saldoActual = enCaja (la caja de la oficina) + enPoderCobradores (docs/decisiones/caja-de-cobradores.md). */
  tarjetas: { totalIngresos: number; totalEgresos: number; flujoNeto: number; saldoActual: number } & ResumenCajas;
  proyeccion: {
    desde: Fecha;
    hasta: Fecha;
    tasaCobro: number | null;
    ventanaTasaDias: number;
    /** Saldo abierto de cuotas ya vencidas (antes de hoy), que no se reparte por día. */
    vencidoPorCobrar: number;
    periodos: PeriodoProyeccion[];
  };
}

/** Consulta de GET /api/flujo-caja y de sus exportes. Sin fechas: los últimos 30 días (Bogotá). */
export interface ConsultaFlujoCaja {
  periodo?: PeriodoFlujo;
  desde?: Fecha;
  hasta?: Fecha;
  /** Días de proyección desde hoy (1 a 366, por defecto 30). */
  diasProyeccion?: number;
}

export const TIPOS_MOVIMIENTO_CAJA = ['ingreso', 'egreso'] as const;
export type TipoMovimientoCaja = (typeof TIPOS_MOVIMIENTO_CAJA)[number];
export const ETIQUETAS_TIPO_MOVIMIENTO_CAJA: Readonly<Record<TipoMovimientoCaja, string>> = {
  ingreso: 'Ingreso',
  egreso: 'Egreso',
};

/** Las categorías de un movimiento registrado a mano. */
export const CATEGORIAS_MOVIMIENTO = ['gastos', 'comisiones', 'otros'] as const;
export type CategoriaMovimiento = (typeof CATEGORIAS_MOVIMIENTO)[number];
/** Las de un movimiento a mano y las que deja una entrega de caja (faltante o sobrante de un cobrador, no se editan). */
export const CATEGORIAS_MOVIMIENTO_CAJA = [...CATEGORIAS_MOVIMIENTO, 'faltante_cobrador', 'sobrante_cobrador'] as const;
export type CategoriaMovimientoCaja = (typeof CATEGORIAS_MOVIMIENTO_CAJA)[number];
export const ETIQUETAS_CATEGORIA_MOVIMIENTO: Readonly<Record<CategoriaMovimientoCaja, string>> = {
  gastos: 'Gastos',
  comisiones: 'Comisiones',
  otros: 'Otros',
  ...ETIQUETAS_DIFERENCIA_ENTREGA,
};

/** Un movimiento de caja (GET /api/flujo-caja/movimientos y lo que devuelven POST y PUT). */
export interface MovimientoCaja {
  _id: string;
  fecha: Fecha;
  tipo: TipoMovimientoCaja;
  categoria: CategoriaMovimientoCaja;
  concepto: string;
  monto: number;
  /** La entrega de caja que dejó esta diferencia (faltante o sobrante de un cobrador): no se edita ni se borra. */
  entrega: string | null;
  registradoPor: ReferenciaUsuario | null;
  createdAt: Instante;
  updatedAt: Instante;
}

/** Cuerpo de POST y PUT /api/flujo-caja/movimientos: todos los campos obligatorios; monto en pesos enteros > 0. */
export interface DatosMovimientoCaja {
  fecha: Fecha;
  tipo: TipoMovimientoCaja;
  categoria: CategoriaMovimiento;
  concepto: string;
  monto: number;
}

export const ORDENES_MOVIMIENTOS_CAJA = ['fecha_desc', 'fecha_asc', 'monto_desc', 'monto_asc'] as const;

/** Consulta de GET /api/flujo-caja/movimientos. */
export interface ConsultaMovimientosCaja extends ParametrosLista {
  /** Uno de ORDENES_MOVIMIENTOS_CAJA. */
  sort?: string;
  tipo?: TipoMovimientoCaja;
  categoria?: CategoriaMovimientoCaja;
  desde?: Fecha;
  hasta?: Fecha;
}
  /** A quién se pagó un egreso, con su NIT (docs/decisiones/exporte-contable.md). */
  proveedor?: ProveedorEgreso | null;
