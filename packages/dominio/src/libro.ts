// El libro de cada préstamo (docs/libro.md): un asiento por movimiento de dinero, de la solicitud al pago, la
// liquidación o el castigo. La API escribe los asientos en la misma transacción que el cambio; estas son sus formas,
// las reglas que la interfaz necesita para ofrecer sólo lo que la API acepta y las identidades que se verifican.

import { enumeracion, type EstadoPrestamo } from './constantes';
import type { Fecha } from './tipos';
import { esFechaValida } from './fechas';

/**
 * desembolso: nace la deuda pactada (capital + interés) y sale el efectivo entregado;
 * cobro: dinero recibido, repartido en capital e interés de las cuotas que paga;
 * reversion: un cobro deshecho (borrado, editado o revertido desde el plan);
 * condonacion: deuda perdonada con un motivo (a mano, o el resto de una liquidación);
 * liquidacion: lo recibido al cancelar antes de tiempo (el resto se condona en el mismo acto);
 * castigo: el saldo se da por perdido (sólo administrador);
 * recuperacion: dinero recibido de un préstamo castigado;
 * anulacion: se deshace el desembolso de un préstamo sin cobros (vuelve el efectivo);
 * reenganche: el saldo pasa a un préstamo nuevo (no es dinero recibido);
 * mora: interés de mora causado sobre el capital vencido (docs/decisiones/interes-de-mora.md). No cambia el saldo de
 * las cuotas: la mora es una deuda aparte (`mora` de cada asiento), que se cobra antes que las cuotas.
 */
export const { valores: TIPOS_MOVIMIENTO, etiquetas: ETIQUETAS_TIPO_MOVIMIENTO } = enumeracion({
  desembolso: 'Desembolso',
  cobro: 'Cobro',
  reversion: 'Reversión',
  condonacion: 'Condonación',
  liquidacion: 'Liquidación',
  castigo: 'Castigo',
  recuperacion: 'Recuperación',
  anulacion: 'Anulación',
  reenganche: 'Reenganche',
  mora: 'Interés de mora',
});
export type TipoMovimiento = (typeof TIPOS_MOVIMIENTO)[number];

/** Las cifras del libro de un préstamo en pesos (EsquemaLibroPrestamo explica cada una). */
export interface LibroPrestamo {
  pactado: number;
  cobrado: number;
  condonado: number;
  castigado: number;
  recuperado: number;
  refinanciado: number;
  saldoPendiente: number;
}

/** Suma los asientos de un préstamo en sus cifras (la misma cuenta que hace la verificación en SQL). */
export function libroDeMovimientos(
  movimientos: ReadonlyArray<{ tipo: TipoMovimiento; monto: number }>,
): LibroPrestamo {
  const centavos = (tipo: TipoMovimiento) =>
    movimientos.filter((m) => m.tipo === tipo).reduce((total, m) => total + Math.round(m.monto * 100), 0);
  const pactado = centavos('desembolso') - centavos('anulacion');
  const cobrado = centavos('cobro') + centavos('liquidacion') - centavos('reversion');
  const condonado = centavos('condonacion');
  const castigado = centavos('castigo');
  const refinanciado = centavos('reenganche');
  return {
    pactado: pactado / 100,
    cobrado: cobrado / 100,
    condonado: condonado / 100,
    castigado: castigado / 100,
    recuperado: centavos('recuperacion') / 100,
    refinanciado: refinanciado / 100,
    saldoPendiente: (pactado - cobrado - condonado - castigado - refinanciado) / 100,
  };
}

// Cuerpos de las operaciones del libro (nombres fijos en la API).

/** POST /api/prestamos/:id/liquidar: lo recibido se registra como cobro y el resto del saldo se condona. */
export interface DatosLiquidacion {
  montoRecibido: number;
  motivo: string;
  fecha?: Fecha;
}
/** POST /api/prestamos/:id/condonar. */
export interface DatosCondonacion {
  monto: number;
  motivo: string;
  /** En el libro mayor se perdona primero interés pactado (por defecto) o primero capital (docs/contabilidad.md). */
  aplicarA?: AplicacionCondonacion;
}

export const { valores: APLICACIONES_CONDONACION, etiquetas: ETIQUETAS_APLICACION_CONDONACION } = enumeracion(
  {
    interes: 'Primero el interés',
    capital: 'Primero el capital',
  },
);
export type AplicacionCondonacion = (typeof APLICACIONES_CONDONACION)[number];
/** POST /api/prestamos/:id/castigar, POST /api/prestamos/:id/anular, PATCH /api/prestamos/:id/rechazar. */
export interface DatosMotivo {
  motivo: string;
}

export const LIMITES_LIBRO = { motivoMinimo: 3, motivoMaximo: 300 } as const;

export const MENSAJES_LIBRO_DOMINIO = {
  motivoRequerido: 'Escriba el motivo',
  motivoCorto: `El motivo debe tener al menos ${LIMITES_LIBRO.motivoMinimo} caracteres`,
  motivoLargo: `El motivo admite hasta ${LIMITES_LIBRO.motivoMaximo} caracteres`,
} as const;

/** El motivo de una condonación, castigo, anulación o rechazo: texto con sentido, ni vacío ni interminable. */
export function validarMotivo(valor: unknown): string | null {
  if (typeof valor !== 'string' || valor.trim() === '') return MENSAJES_LIBRO_DOMINIO.motivoRequerido;
  if (valor.trim().length < LIMITES_LIBRO.motivoMinimo) return MENSAJES_LIBRO_DOMINIO.motivoCorto;
  if (valor.trim().length > LIMITES_LIBRO.motivoMaximo) return MENSAJES_LIBRO_DOMINIO.motivoLargo;
  return null;
}

/** Lo que una liquidación condona: el saldo menos lo recibido (nunca negativo). */
export function condonadoEnLiquidacion(saldoPendiente: number, montoRecibido: number): number {
  return Math.max(0, Math.round(saldoPendiente * 100) - Math.round(montoRecibido * 100)) / 100;
}

// Ciclo de vida: qué operación se ofrece desde cada estado (la API aplica lo mismo).

const ABIERTOS: readonly EstadoPrestamo[] = ['activo', 'mora', 'vencido'];

/** Aprobar o rechazar: sólo una solicitud. */
export function puedeAprobar(estado: EstadoPrestamo): boolean {
  return estado === 'solicitado';
}
/** Liquidar, condonar y castigar: un préstamo que todavía se cobra. */
export function puedeLiquidar(estado: EstadoPrestamo): boolean {
  return ABIERTOS.includes(estado);
}
export const puedeCondonar = puedeLiquidar;
export const puedeCastigar = puedeLiquidar;
/**
 * Anular (el «Cancelar» de la especificación) deshace un desembolso hecho por error: sólo un préstamo que se cobra y
 * que no tiene cobros ni condonaciones. Con cualquiera de ellos el préstamo ya tuvo vida y se cierra con Liquidar o
 * Castigar, que dejan lo ocurrido en el libro.
 */
export function puedeAnular(
  estado: EstadoPrestamo,
  libro: Pick<LibroPrestamo, 'cobrado' | 'condonado'>,
): boolean {
  return ABIERTOS.includes(estado) && libro.cobrado === 0 && libro.condonado === 0;
}
/** Las condiciones (monto, interés, cuotas, fechas) sólo cambian antes del desembolso; después, con un reenganche. */
export function condicionesEditables(estado: EstadoPrestamo): boolean {
  return estado === 'solicitado';
}

/** Cuántos descuadres de una verificación se devuelven y se guardan con su detalle. */
export const DESCUADRES_CON_DETALLE = 200;

// Cierre de periodos (GET/PUT /api/contabilidad/cierre; docs/libro.md, «Cierre de periodos»).

/** PUT /api/contabilidad/cierre: cerrar hasta el fin de un mes ya terminado, o reabrir (una fecha anterior o null). */
export interface DatosCierrePeriodos {
  cerradoHasta: Fecha | null;
}

export const MENSAJES_CIERRE = {
  noEsFinDeMes: 'El cierre va hasta el último día de un mes',
  mesNoTerminado: 'Sólo se cierra un mes que ya terminó',
  fechaInvalida: 'Escriba una fecha válida (AAAA-MM-DD) o deje el cierre vacío',
  periodoCerrado: (hasta: string) =>
    `El periodo está cerrado hasta el ${hasta}: no se registran ni se cambian movimientos con esa fecha. ` +
    'Un administrador puede reabrirlo en Configuración → Sistema',
  saldoInicialCerrado: (hasta: string) =>
    `El saldo inicial de caja no se cambia con los libros cerrados hasta el ${hasta}: cambiaría el saldo de cada mes ` +
    'cerrado. Registre la diferencia como un movimiento de caja en el periodo abierto, o pida a un administrador que ' +
    'reabra los periodos en Configuración → Sistema',
} as const;

/** El último día del mes de `fecha` (AAAA-MM-DD). */
export function finDeMes(fecha: Fecha): Fecha {
  const [anio, mes] = fecha.split('-').map(Number);
  const ultimo = new Date(Date.UTC(anio, mes, 0)).getUTCDate();
  return `${String(anio).padStart(4, '0')}-${String(mes).padStart(2, '0')}-${String(ultimo).padStart(2, '0')}`;
}

/**
 * Qué tiene de malo cerrar hasta `cerradoHasta` siendo `hoy` (Bogotá), o null si se puede: el último día de un mes
 * que ya terminó. null (reabrir todo) siempre se puede.
 */
export function errorCierre(cerradoHasta: unknown, hoy: Fecha): string | null {
  if (cerradoHasta === null) return null;
  if (typeof cerradoHasta !== 'string' || !esFechaValida(cerradoHasta)) return MENSAJES_CIERRE.fechaInvalida;
  if (finDeMes(cerradoHasta) !== cerradoHasta) return MENSAJES_CIERRE.noEsFinDeMes;
  if (cerradoHasta >= hoy) return MENSAJES_CIERRE.mesNoTerminado;
  return null;
}
