// El contrato de /api/flujo-caja (docs/decisiones/contrato-de-la-api.md): consultas, respuestas y cuerpos que la API
// produce y la pantalla Flujo de Caja lee. Cambiar un campo aquí rompe la compilación de los dos lados.

import { ETIQUETAS_DIFERENCIA_ENTREGA } from './caja';
import type { Fecha, ParametrosLista } from './tipos';
import { enumeracion } from './constantes';

export const { valores: PERIODOS_FLUJO, etiquetas: ETIQUETAS_PERIODO_FLUJO } = enumeracion({
  diario: 'Diario',
  semanal: 'Semanal',
  mensual: 'Mensual',
  trimestral: 'Trimestral',
});
export type PeriodoFlujo = (typeof PERIODOS_FLUJO)[number];

/** Consulta de GET /api/flujo-caja y de sus exportes. Sin fechas: los últimos 30 días (Bogotá). */
export interface ConsultaFlujoCaja {
  periodo?: PeriodoFlujo;
  desde?: Fecha;
  hasta?: Fecha;
  /** Días de proyección desde hoy (1 a 366, por defecto 30). */
  diasProyeccion?: number;
}

export const { valores: TIPOS_MOVIMIENTO_CAJA, etiquetas: ETIQUETAS_TIPO_MOVIMIENTO_CAJA } = enumeracion({
  ingreso: 'Ingreso',
  egreso: 'Egreso',
});
export type TipoMovimientoCaja = (typeof TIPOS_MOVIMIENTO_CAJA)[number];

/** Las categorías de un movimiento que es ingreso o gasto de la organización (van al estado de resultados). */
export const CATEGORIAS_RESULTADO = ['gastos', 'comisiones', 'otros'] as const;
export type CategoriaResultado = (typeof CATEGORIAS_RESULTADO)[number];

/**
 * Las categorías del fondeo de la caja (docs/decisiones/fondeo-de-la-caja.md): dinero que entra o sale de la caja de la
 * oficina sin ser ingreso ni gasto. `capital`: aporte (ingreso) o retiro (egreso) del dueño, contra el patrimonio;
 * `banco`: retiro del banco a la caja (ingreso) o consignación de la caja al banco (egreso), entre dos activos;
 * `prestamo_recibido`: préstamo que un tercero le hace a la organización (ingreso) o abono a él (egreso), un pasivo.
 */
export const CATEGORIAS_FONDEO = ['capital', 'banco', 'prestamo_recibido'] as const;
export type CategoriaFondeo = (typeof CATEGORIAS_FONDEO)[number];

export function esCategoriaFondeo(categoria: string): categoria is CategoriaFondeo {
  return (CATEGORIAS_FONDEO as readonly string[]).includes(categoria);
}

/** Qué es cada movimiento de fondeo según su tipo, como lo dicen la lista y el formulario de Flujo de Caja. */
export const ETIQUETAS_FONDEO: Readonly<
  Record<CategoriaFondeo, Readonly<Record<TipoMovimientoCaja, string>>>
> = {
  capital: { ingreso: 'Aporte de capital del dueño', egreso: 'Retiro del dueño' },
  banco: { ingreso: 'Retiro del banco a la caja', egreso: 'Consignación de la caja al banco' },
  prestamo_recibido: { ingreso: 'Préstamo recibido de un tercero', egreso: 'Abono a un préstamo recibido' },
};

/** Lo que el formulario explica de un movimiento de fondeo: adónde va en los libros y por qué no es ingreso ni gasto. */
export const EXPLICACIONES_FONDEO: Readonly<
  Record<CategoriaFondeo, Readonly<Record<TipoMovimientoCaja, string>>>
> = {
  capital: {
    ingreso: 'Entra a la caja y aumenta el patrimonio del dueño; no es un ingreso y no cambia la utilidad.',
    egreso: 'Sale de la caja y disminuye el patrimonio del dueño; no es un gasto y no cambia la utilidad.',
  },
  banco: {
    ingreso: 'Pasa dinero de la cuenta del banco a la caja; no es un ingreso y no cambia la utilidad.',
    egreso: 'Pasa dinero de la caja a la cuenta del banco; no es un gasto y no cambia la utilidad.',
  },
  prestamo_recibido: {
    ingreso: 'Entra a la caja y queda como deuda con quien lo prestó (pasivo); no es un ingreso.',
    egreso:
      'Sale de la caja y baja la deuda con quien lo prestó; no es un gasto (sus intereses, regístrelos como gasto).',
  },
};

/** Las categorías de un movimiento registrado a mano: de resultado o de fondeo. */
export const CATEGORIAS_MOVIMIENTO = [...CATEGORIAS_RESULTADO, ...CATEGORIAS_FONDEO] as const;
export type CategoriaMovimiento = (typeof CATEGORIAS_MOVIMIENTO)[number];
/** Las de un movimiento a mano y las que deja una entrega de caja (faltante o sobrante de un cobrador, no se editan). */
export const CATEGORIAS_MOVIMIENTO_CAJA = [
  ...CATEGORIAS_MOVIMIENTO,
  'faltante_cobrador',
  'sobrante_cobrador',
] as const;
export type CategoriaMovimientoCaja = (typeof CATEGORIAS_MOVIMIENTO_CAJA)[number];
export const ETIQUETAS_CATEGORIA_MOVIMIENTO: Readonly<Record<CategoriaMovimientoCaja, string>> = {
  gastos: 'Gastos',
  comisiones: 'Comisiones',
  otros: 'Otros',
  capital: 'Capital del dueño',
  banco: 'Banco',
  prestamo_recibido: 'Préstamo recibido',
  ...ETIQUETAS_DIFERENCIA_ENTREGA,
};

/** Cuerpo de POST y PUT /api/flujo-caja/movimientos: todos los campos obligatorios; monto en pesos enteros > 0. */
export interface DatosMovimientoCaja {
  fecha: Fecha;
  tipo: TipoMovimientoCaja;
  categoria: CategoriaMovimiento;
  concepto: string;
  monto: number;
  /** Its office (docs/decisiones/libros-por-oficina.md): asked only when the session has several. */
  oficina?: string;
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
