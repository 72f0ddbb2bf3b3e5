// La caja de los cobradores (docs/decisiones/caja-de-cobradores.md): el efectivo está en la caja de la oficina o en
// poder de un cobrador. Un cobro que registra el cobrador queda en su poder; sus gastos aceptados rebajan lo que debe
// entregar; la entrega, confirmada en la oficina, lleva el efectivo a la caja y deja la diferencia como faltante
// (egreso y deuda del cobrador) o sobrante (ingreso). Formas de /api/caja y las reglas que comparten API y pantallas.

import { diferenciaDias } from './fechas';
import { formatearCOP } from './formato';
import type { Fecha, ParametrosLista } from './tipos';
import { MONTO_PAGO_MAXIMO } from './validacion';
import { enumeracion } from './constantes';

export const { valores: CATEGORIAS_GASTO_COBRADOR, etiquetas: ETIQUETAS_CATEGORIA_GASTO } = enumeracion({
  transporte: 'Transporte',
  alimentacion: 'Alimentación',
  otro: 'Otro',
});
export type CategoriaGastoCobrador = (typeof CATEGORIAS_GASTO_COBRADOR)[number];

/**
 * `pendiente`: pasó un límite y espera a un gerente o administrador; no rebaja lo que el cobrador debe entregar ni
 * cuenta como gasto de la empresa hasta que lo aprueben (queda `aceptado`) o lo rechacen.
 */
export const { valores: ESTADOS_GASTO_COBRADOR, etiquetas: ETIQUETAS_ESTADO_GASTO } = enumeracion({
  pendiente: 'Por aprobar',
  aceptado: 'Aceptado',
  rechazado: 'Rechazado',
});
export type EstadoGastoCobrador = (typeof ESTADOS_GASTO_COBRADOR)[number];

/**
 * Qué límite dejó un gasto por aprobar: el de cada gasto o el del cobrador en el día; la etiqueta es su nombre corto
 * (el de «Por aprobar» en las listas).
 */
export const { valores: LIMITES_GASTO_PASADOS, etiquetas: ETIQUETAS_LIMITE_GASTO } = enumeracion({
  gasto: 'pasa el límite por gasto',
  dia: 'pasa el límite por día',
});
export type LimiteGastoPasado = (typeof LIMITES_GASTO_PASADOS)[number];

export const { valores: ESTADOS_ENTREGA_CAJA, etiquetas: ETIQUETAS_ESTADO_ENTREGA } = enumeracion({
  pendiente: 'Por confirmar',
  confirmada: 'Confirmada',
});
export type EstadoEntregaCaja = (typeof ESTADOS_ENTREGA_CAJA)[number];

/** Categorías de movimientos de caja que nacen de una entrega (no se editan ni se borran). */
export const CATEGORIAS_DIFERENCIA_ENTREGA = ['faltante_cobrador', 'sobrante_cobrador'] as const;
export const ETIQUETAS_DIFERENCIA_ENTREGA = {
  faltante_cobrador: 'Faltante de cobrador',
  sobrante_cobrador: 'Sobrante de cobrador',
} as const;

/** Cuerpo de POST /api/caja/gastos. `foto`: data URL JPEG, PNG o WEBP de hasta 2 MB, opcional. */
export interface DatosGastoCobrador {
  fecha: Fecha;
  categoria: CategoriaGastoCobrador;
  monto: number;
  concepto: string;
  foto?: string | null;
}

/** Cuerpo de POST /api/caja/cobradores/:id/abonos-faltante: pesos enteros y el día en que la oficina los recibió. */
export interface DatosAbonoFaltante {
  monto: number;
  fecha: Fecha;
}

/** Mensaje de error de un abono a un faltante (pesos enteros) contra lo que el cobrador debe, o null. */
export function errorAbonoFaltante(monto: number, deuda: number): string | null {
  if (deuda <= 0) return MENSAJES_CAJA.sinDeuda;
  if (monto > deuda) return MENSAJES_CAJA.abonoSuperaDeuda(deuda);
  return null;
}

/** La fecha de un abono: nunca posterior a hoy ni más de `diasAtras` días atrás (la ventana de cobros y gastos). */
export function errorFechaAbono(fecha: Fecha, hoy: Fecha, diasAtras: number): string | null {
  if (fecha > hoy) return MENSAJES_CAJA.abonoFuturo;
  if (diferenciaDias(fecha, hoy) > diasAtras) return MENSAJES_CAJA.abonoAntiguo(diasAtras);
  return null;
}

/** Cuerpo de POST /api/caja/entregas. */
export interface DatosEntregaCaja {
  montoEntregado: number;
  observaciones?: string | null;
}

/** Cuerpo de PATCH /api/caja/entregas/:id/confirmar: sin monto, se confirma lo que el cobrador dijo entregar. */
export interface DatosConfirmarEntrega {
  montoRecibido?: number;
}

/** Rango de fechas de las consultas de /api/caja (listas y reporte). Sin fechas, el reporte toma los últimos 30 días. */
export interface RangoCaja {
  desde?: Fecha;
  hasta?: Fecha;
}

/** Consulta de GET /api/caja/entregas y /api/caja/gastos. Un cobrador siempre ve sólo lo suyo. */
export interface ConsultaCaja extends ParametrosLista, RangoCaja {
  cobradorId?: string;
}

export interface ConsultaEntregasCaja extends ConsultaCaja {
  estado?: EstadoEntregaCaja;
}

export interface ConsultaGastosCobrador extends ConsultaCaja {
  estado?: EstadoGastoCobrador;
}

/** Resumen de las dos cajas (Flujo de Caja y tablero): la de la oficina y la que tienen los cobradores. */
export interface ResumenCajas {
  enCaja: number;
  enPoderCobradores: number;
}

/** Lo que las reglas de entrega leen de la caja de un cobrador (CajaCobrador, esquemas/caja.ts). */
export interface CuentaEntregaCobrador {
  cantidadCobros: number;
  entregaPendiente: { cantidadCobros: number } | null;
}

/**
 * Cobros de un cobrador que no están en ninguna entrega, ni abierta ni confirmada: los de su caja menos los de su
 * entrega por confirmar. Con alguno, el cobrador no ha entregado (lo que avisa la tarea de la hora de entrega).
 */
export function cobrosSinEntrega(caja: CuentaEntregaCobrador): number {
  return caja.cantidadCobros - (caja.entregaPendiente?.cantidadCobros ?? 0);
}

/**
 * Dónde está la entrega de un cobrador para la oficina, una sola regla para cada fila de «En poder de cobradores» y
 * para la cuenta de arriba: `por-confirmar` entregó y la oficina no ha contado el efectivo (le toca a la oficina, aunque
 * después haya cobrado más); `sin-entregar` tiene cobros en ninguna entrega (le toca al cobrador); `al-dia`, nada.
 */
export type EstadoEntregaCobrador = 'por-confirmar' | 'sin-entregar' | 'al-dia';

export function estadoEntregaCobrador(caja: CuentaEntregaCobrador): EstadoEntregaCobrador {
  if (caja.entregaPendiente) return 'por-confirmar';
  return cobrosSinEntrega(caja) > 0 ? 'sin-entregar' : 'al-dia';
}

/** Cuántos cobradores hay en cada estado de entrega: «todos entregaron» sólo si no hay ni sin entregar ni por confirmar. */
export function resumenEntregasCobradores(
  cajas: ReadonlyArray<CuentaEntregaCobrador>,
): Record<EstadoEntregaCobrador, number> {
  const resumen: Record<EstadoEntregaCobrador, number> = {
    'por-confirmar': 0,
    'sin-entregar': 0,
    'al-dia': 0,
  };
  for (const caja of cajas) resumen[estadoEntregaCobrador(caja)] += 1;
  return resumen;
}

/**
 * Lo que espera una entrega (pesos): sus cobros y el efectivo inicial que el cobrador todavía tenía, menos sus gastos
 * aceptados, sumado en centavos enteros (los montos son NUMERIC(14,2)). Negativo, los gastos superan lo que tiene: la
 * entrega no se registra (ENTREGA_NEGATIVA), la empresa no «recibe» como sobrante una deuda suya con el cobrador.
 */
export function esperadoEntrega(montos: { cobros: number; saldoInicial: number; gastos: number }): number {
  const centavos = (pesos: number) => Math.round(pesos * 100);
  return (centavos(montos.cobros) + centavos(montos.saldoInicial) - centavos(montos.gastos)) / 100;
}

/** Diferencia de una entrega en pesos enteros: negativa es faltante, positiva sobrante. */
export function diferenciaEntrega(esperado: number, recibido: number): number {
  return Math.round(recibido) - Math.round(esperado);
}

/** El movimiento de caja que deja una diferencia (null si cuadra). */
export function movimientoDiferencia(
  diferencia: number,
):
  | { tipo: 'egreso'; categoria: 'faltante_cobrador'; monto: number }
  | { tipo: 'ingreso'; categoria: 'sobrante_cobrador'; monto: number }
  | null {
  if (diferencia < 0) return { tipo: 'egreso', categoria: 'faltante_cobrador', monto: -diferencia };
  if (diferencia > 0) return { tipo: 'ingreso', categoria: 'sobrante_cobrador', monto: diferencia };
  return null;
}

/**
 * Mensaje de error de un monto entregado o recibido, o `null`: pesos enteros de 0 (todo se fue en gastos) a
 * MONTO_PAGO_MAXIMO. La API (CrearEntregaDto, ConfirmarEntregaDto) y los formularios de entrega usan esta regla.
 */
export function validarMontoCaja(valor: unknown, mensaje: string): string | null {
  return typeof valor === 'number' && Number.isInteger(valor) && valor >= 0 && valor <= MONTO_PAGO_MAXIMO
    ? null
    : mensaje;
}

/** Cuerpo de PUT /api/caja/limites-gastos: los tres límites juntos. */
export interface DatosLimitesGastos {
  gastoMaximo: number;
  gastosDiaMaximo: number;
  fotoDesde: number;
}

/**
 * Límites con que nace una organización: un bus y un almuerzo de un día de ruta caben sin esperar a nadie; un
 * almuerzo de más de 20.000 trae su recibo.
 */
export const LIMITES_GASTOS_DEFECTO: Readonly<DatosLimitesGastos> = {
  gastoMaximo: 50_000,
  gastosDiaMaximo: 100_000,
  fotoDesde: 20_000,
};

/** Errores de los límites por campo (vacío: valen): pesos enteros de 0 a MONTO_PAGO_MAXIMO; el del día ≥ el de cada gasto. */
export function validarLimitesGastos(
  datos: Partial<Record<keyof DatosLimitesGastos, unknown>>,
): Partial<Record<keyof DatosLimitesGastos, string>> {
  const errores: Partial<Record<keyof DatosLimitesGastos, string>> = {};
  const campos: Array<[keyof DatosLimitesGastos, string]> = [
    ['gastoMaximo', MENSAJES_CAJA.limiteGastoInvalido],
    ['gastosDiaMaximo', MENSAJES_CAJA.limiteDiaInvalido],
    ['fotoDesde', MENSAJES_CAJA.fotoDesdeInvalido],
  ];
  for (const [campo, mensaje] of campos) {
    const error = validarMontoCaja(datos[campo], mensaje);
    if (error) errores[campo] = error;
  }
  if (
    !errores.gastoMaximo &&
    !errores.gastosDiaMaximo &&
    (datos.gastosDiaMaximo as number) < (datos.gastoMaximo as number)
  ) {
    errores.gastosDiaMaximo = MENSAJES_CAJA.limiteDiaMenor;
  }
  return errores;
}

/**
 * El estado con que nace un gasto: por aprobar si pasa el límite de cada gasto o si, con lo ya aceptado del cobrador
 * ese día, pasa el del día; si no, aceptado. `aceptadoDia`: Σ gastos aceptados del cobrador con la misma fecha.
 */
export function estadoGastoNuevo(
  monto: number,
  aceptadoDia: number,
  limites: Pick<DatosLimitesGastos, 'gastoMaximo' | 'gastosDiaMaximo'>,
): { estado: 'aceptado' | 'pendiente'; limitePasado: LimiteGastoPasado | null } {
  if (monto > limites.gastoMaximo) return { estado: 'pendiente', limitePasado: 'gasto' };
  if (aceptadoDia + monto > limites.gastosDiaMaximo) return { estado: 'pendiente', limitePasado: 'dia' };
  return { estado: 'aceptado', limitePasado: null };
}

/** ¿Exige este monto la foto del recibo? */
export function exigeFotoGasto(monto: number, limites: Pick<DatosLimitesGastos, 'fotoDesde'>): boolean {
  return monto > limites.fotoDesde;
}

/** Por qué un gasto espera aprobación, en palabras del cobrador y de la oficina. */
export function motivoGastoPendiente(
  limite: LimiteGastoPasado,
  limites: Pick<DatosLimitesGastos, 'gastoMaximo' | 'gastosDiaMaximo'>,
): string {
  return limite === 'gasto'
    ? `Pasa el límite de ${formatearCOP(limites.gastoMaximo)} por gasto: espera la aprobación de un gerente o administrador y, mientras tanto, no rebaja lo que debe entregar`
    : `Con los gastos aceptados de ese día pasa el límite de ${formatearCOP(limites.gastosDiaMaximo)} por día: espera la aprobación de un gerente o administrador y, mientras tanto, no rebaja lo que debe entregar`;
}

export const MENSAJES_CAJA = {
  montoEntregadoInvalido: 'El monto entregado debe ser un número entero de pesos, 0 o más',
  montoRecibidoInvalido: 'El monto recibido debe ser un número entero de pesos, 0 o más',
  motivoObligatorio: 'El motivo es obligatorio',
  categoriaInvalida: 'La categoría debe ser transporte, alimentación u otro',
  conceptoObligatorio: 'El concepto es obligatorio',
  limiteGastoInvalido: 'El límite por gasto debe ser un número entero de pesos, 0 o más',
  limiteDiaInvalido: 'El límite por día debe ser un número entero de pesos, 0 o más',
  limiteDiaMenor: 'El límite por día no puede ser menor que el límite por gasto',
  fotoDesdeInvalido: 'El monto desde el que se exige la foto debe ser un número entero de pesos, 0 o más',
  estadoGastoInvalido: 'El estado debe ser pendiente, aceptado o rechazado',
  gastoRegistrado: 'Gasto registrado correctamente',
  gastoPorAprobar:
    'Gasto registrado: pasa un límite y espera la aprobación de un gerente o administrador; mientras tanto no rebaja lo que debe entregar',
  montoAbonoInvalido: 'El monto del abono debe ser un número entero de pesos mayor que 0',
  sinDeuda: 'El cobrador no debe faltantes: no hay nada que abonar',
  abonoSuperaDeuda: (deuda: number) =>
    `El abono no puede pasar lo que el cobrador debe (${formatearCOP(deuda)}): registre ${formatearCOP(deuda)} o menos`,
  abonoRegistrado: 'Abono registrado: rebaja lo que el cobrador debe',
  abonoFuturo: 'La fecha del abono no puede ser posterior a hoy',
  abonoAntiguo: (dias: number) =>
    `La fecha del abono puede ser de hasta ${dias} ${dias === 1 ? 'día' : 'días'} atrás: regístrelo con la fecha de hoy`,
  fotoObligatoria: (fotoDesde: number) =>
    `Un gasto de más de ${formatearCOP(fotoDesde)} necesita la foto del recibo: tómela y vuelva a enviarlo`,
} as const;
