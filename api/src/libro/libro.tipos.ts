// Los tipos del libro de dinero (préstamo bloqueado, cuotas, asientos, recálculo) y sus mensajes. LibroService los
// reexporta: quien los importa de libro.service no cambia.
import {
  centavosDeColumna,
  type CajaEfectivo,
  type Centavos,
  type EstadoCuota,
  type EstadoPrestamo,
  type OrigenCobro,
  type RepartoEvento,
  type TipoMovimiento,
} from '@cartera/dominio';
import type { PrestamoContableLeido } from '../mayor/contabilizar';
import type { Aplicacion } from './asignacion.rules';
import type { CuotaConVencimiento, EstadoMora } from './mora';
import type { CuotaParaReparto } from './reparto.rules';

/** La fila del préstamo tal como quedó bloqueada (SELECT … FOR UPDATE) al empezar un movimiento de dinero. */
export interface PrestamoBloqueado {
  id: string;
  numero: string;
  clienteId: string;
  cobradorId: string | null;
  estado: EstadoPrestamo;
  planGenerado: boolean;
  montoTotal: number;
  saldoPendiente: number;
  /** Primer día en que el préstamo admite cobros (la fecha de un cobro se valida contra ella). */
  fechaInicio: string;
  /** La ventana de fechas de la organización (dias_atras_fechas), leída con el candado; sin ella, se lee aparte. */
  diasAtrasFechas?: number;
}

export interface CuotaPorCobrarLibro extends CuotaConVencimiento {
  id: string;
  numero: number;
  /** Lo que aún se debe según el libro (no según la columna monto_pagado). */
  pendiente: Centavos;
  /** Para repartir lo que se aplica en capital e interés (reparto.rules.ts). */
  montoTotal: Centavos;
  montoInteres: Centavos;
  montoCapital: Centavos;
}

/** Una aplicación con su parte de interés (centavos). */
export interface AplicacionRepartida extends Aplicacion {
  /** Número de la cuota (para los mensajes: «aplicado a las cuotas 3 y 4»). */
  numero: number;
  interes: number;
}

/** Un asiento del libro del préstamo por escribir (montos en centavos; `efectivo` con signo). */
export interface Asiento {
  tipo: TipoMovimiento;
  fecha: string;
  monto: number;
  interes: number;
  efectivo: number;
  cobroId?: string | null;
  motivo?: string | null;
  registradoPor: string | null;
  /** Una condonación que en el libro mayor perdona primero capital (por defecto, primero interés). */
  capitalPrimero?: boolean;
  /** Centavos de interés de mora del asiento (docs/decisiones/interes-de-mora.md); aparte de `monto`. */
  mora?: number;
  /** El cobro es historia importada (origen `importacion`): abre contra «Saldos iniciales», sin caja. */
  importado?: boolean;
  /** Dónde entró el efectivo de un cobro recién registrado (sin él, el comprobante lo lee del cobro). */
  caja?: CajaEfectivo;
  /**
   * EL reparto del evento (repartirEvento de @cartera/dominio, docs/decisiones/un-reparto-dos-escritores.md): con él,
   * el movimiento lleva su interés, su mora y su efectivo, y el comprobante del mayor lo asienta tal cual.
   */
  reparto?: RepartoEvento;
}

/**
 * Lo que el núcleo de dinero leyó de un préstamo bloqueado al causar su mora, en una sentencia, y pasa a la escritura
 * para no volver a leerlo (docs/decisiones/nucleo-de-dinero.md, «Idas a la base»).
 */
export interface LecturaPrestamo {
  /** Hasta qué fecha se causó la mora: `mora` es el estado para un cobro de esa fecha. */
  hasta: string;
  /** La mora después de causarla. */
  mora: EstadoMora;
  /** Lo que se debe de cada cuota (las cuotas no cambian al causar mora); cada uso toma su copia (cuotasLeidas). */
  cuotas: readonly CuotaPorCobrarLibro[];
  /** El préstamo y su saldo en el libro mayor; el saldo lo mueve cada comprobante que se escribe. */
  contable: PrestamoContableLeido;
}

export interface DatosCobroLibro {
  /** Lo recibido, en centavos: quien arma el cobro convierte una vez los pesos del pedido o del archivo. */
  monto: Centavos;
  fecha: string;
  observaciones: string | null;
  cobradorId: string | null;
  registradoPor: string | null;
  origen: OrigenCobro;
  /**
   * Quién tiene el efectivo cuando lo dice quien registra (la oficina, a nombre de un cobrador que lo tiene: el servicio
   * de cobros comprueba que sea el cobrador del cobro). Sin él, el cobrador si lo registró él mismo, si no la caja de la
   * oficina (libro-cobros.ts, docs/decisiones/caja-de-cobradores.md).
   */
  enPoderDe?: string | null;
  /**
   * La cuenta de recaudo de un cobro por transferencia y su referencia (docs/decisiones/pagos-por-transferencia.md):
   * entra a esa cuenta y nunca queda en poder de un cobrador.
   */
  transferencia?: { cuentaPagoId: string; referencia: string } | null;
  /**
   * El interés que el efecto de la operación calculó para una liquidación (efectoLiquidacion): el procesador decide el
   * reparto y comprueba que sea el mismo (dos repartos distintos de un evento son un error, no una cifra).
   */
  interesContable?: number;
  /** Con número de cuota el cobro va sólo a esa cuota (pagar cuota); sin él, a las más antiguas. */
  cuotaNumero?: number;
}

export interface ResultadoRecalculo {
  estadoAnterior: EstadoPrestamo;
  estado: EstadoPrestamo;
  saldoPendiente: number;
  cuotasVencidas: number;
  diasMoraPromedio: number;
}

export interface PlanRecalculado {
  resultado: ResultadoRecalculo;
  /** Las cuotas como quedaron. */
  cuotas: CuotaEnCentavos[];
}

export interface ResultadoReversion {
  cuotaId: string;
  /** Pesos devueltos al saldo. */
  montoRevertido: number;
  cobrosEliminados: string[];
  cobrosReducidos: Array<{ cobroId: string; montoNuevo: number }>;
}

/** Lo que el recálculo necesita del préstamo. */
export interface PrestamoParaRecalculo {
  estado: EstadoPrestamo;
  planGenerado: boolean;
  /** Centavos. */
  montoTotal: number;
  fechaVencimiento: string;
}

/** Las columnas de una cuota tal como llegan de `cuotas` (NUMERIC como texto). */
export interface FilaCuota {
  id: string;
  numero: number;
  fecha_programada: string;
  monto_capital: string;
  monto_interes: string;
  monto_total: string;
  monto_pagado: string;
  monto_refinanciado: string;
  monto_condonado: string;
  estado: EstadoCuota;
  fecha_pago: string | null;
  /** Interés de mora causado por la cuota (las consultas que no lo leen lo dejan en 0). */
  mora_causada?: string;
}

/** Una cuota con sus montos en centavos: como está guardada, o como queda después del recálculo. */
export interface CuotaEnCentavos {
  id: string;
  numero: number;
  fechaProgramada: string;
  montoCapital: Centavos;
  montoInteres: Centavos;
  montoTotal: Centavos;
  montoPagado: Centavos;
  montoRefinanciado: Centavos;
  montoCondonado: Centavos;
  estado: EstadoCuota;
  fechaPago: string | null;
  moraCausada: Centavos;
}

export function cuotaEnCentavos(fila: FilaCuota): CuotaEnCentavos {
  return {
    id: fila.id,
    numero: fila.numero,
    fechaProgramada: fila.fecha_programada,
    montoCapital: centavosDeColumna(fila.monto_capital),
    montoInteres: centavosDeColumna(fila.monto_interes),
    montoTotal: centavosDeColumna(fila.monto_total),
    montoPagado: centavosDeColumna(fila.monto_pagado),
    montoRefinanciado: centavosDeColumna(fila.monto_refinanciado),
    montoCondonado: centavosDeColumna(fila.monto_condonado),
    estado: fila.estado,
    fechaPago: fila.fecha_pago,
    moraCausada: centavosDeColumna(fila.mora_causada),
  };
}

/** Lo que el reparto de una cuota en capital e interés lee de su fila (reparto.rules.ts). */
export function repartoDeFila(fila: Pick<FilaCuota, 'monto_total' | 'monto_interes' | 'monto_capital'>): CuotaParaReparto {
  return {
    montoTotal: centavosDeColumna(fila.monto_total),
    montoInteres: centavosDeColumna(fila.monto_interes),
    montoCapital: centavosDeColumna(fila.monto_capital),
  };
}

/** Una cuota vista por el recálculo: como está guardada y lo que el libro le aplicó. */
export interface CuotaParaRecalculo {
  guardada: CuotaEnCentavos;
  /** La suma de las aplicaciones del libro a la cuota. */
  aplicado: Centavos;
  /** Fecha del último cobro aplicado a la cuota. */
  ultimaFecha: string | null;
}

export const MENSAJES_LIBRO = {
  planNoGenerado: 'Genere el plan de pagos antes de registrar cobros',
  montoSuperaSaldo: 'El monto supera el saldo pendiente del préstamo',
  montoSuperaCuota: 'El monto supera el saldo de la cuota',
  prestamoCerrado: 'El préstamo está cerrado (cancelado, reenganchado o castigado) y no admite movimientos',
  noDesembolsado: 'El préstamo es una solicitud sin aprobar: apruébela antes de registrar cobros',
  prestamoNoEncontrado: 'Préstamo no encontrado',
  cuotaNoEncontrada: 'Cuota no encontrada',
  cuotaSinPagos: 'La cuota no tiene pagos para revertir',
  cuotaPagada: 'La cuota ya está pagada',
  montoSuperaCastigado: 'El monto supera lo castigado que falta por recuperar',
  cobroEnEntrega: (cobrador: string) =>
    `Este cobro está en la entrega de caja de ${cobrador} que falta confirmar: confírmela y después corrija el cobro`,
  cobroDeCierre:
    'Este cobro es parte de una liquidación o de una recuperación: no se modifica ni se borra (las correcciones se registran como movimientos nuevos)',
  cobroImportado:
    'Este cobro es historia importada, anterior a la fecha de corte del préstamo: no se modifica ni se borra (corrija el archivo o registre un movimiento nuevo)',
} as const;

export interface CobroParaRecibo {
  cobroId: string;
  prestamoId: string;
  monto: number;
  fecha: string;
  cobradorId: string | null;
  /** Saldo del préstamo después de este cobro. */
  saldoDespues: number;
}
