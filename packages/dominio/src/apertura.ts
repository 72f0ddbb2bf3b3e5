// La apertura de los libros de una cartera importada (docs/decisiones/importacion.md, «Libros abiertos»): lo que un
// préstamo vivió antes de su fecha de corte — el desembolso y lo cobrado — no pasó por la caja de Cartera ni por su
// libro mayor. Cada préstamo abre en su fecha de corte con lo que tiene por cobrar ese día, contra «Saldos iniciales»
// (370505, patrimonio), nunca la caja ni los ingresos: el libro mayor abre con la cartera que el prestamista tiene de
// verdad y con su patrimonio, sin efectivo ni utilidad inventados. Puro, centavos.

import { LIMITES } from './constantes';
import type { Fecha } from './tipos';
import { compactar, type LineaRegla, type SaldoContable } from './contabilidad';
import { reglaOrdenCastigo } from './causacion';

/** Un cobro anterior al corte: su monto y la parte de interés de su reparto (centavos). */
export interface CobroAnteriorAlCorte {
  monto: number;
  interes: number;
}

/**
 * Lo que un préstamo importado tiene por cobrar al corte (centavos): lo que se entregó (`capital`) y el interés pactado
 * (`pactado` − `capital`), menos lo que se cobró antes del corte, cada cobro con el reparto de su movimiento. Es también
 * el saldo sobre el que se reparte cada cobro de su historia mientras se registra.
 */
export function carteraAlCorte(a: {
  capital: number;
  pactado: number;
  cobros: readonly CobroAnteriorAlCorte[];
}): SaldoContable {
  if (a.pactado < a.capital) throw new Error('Un préstamo importado no pacta menos que su capital');
  const saldo = { capital: a.capital, interes: a.pactado - a.capital };
  for (const c of a.cobros) {
    if (c.interes < 0 || c.interes > c.monto) throw new Error('El interés de un cobro va de cero a su monto');
    saldo.capital -= c.monto - c.interes;
    saldo.interes -= c.interes;
  }
  if (saldo.capital < 0 || saldo.interes < 0)
    throw new Error('Lo cobrado antes del corte supera lo que el préstamo pactó');
  return saldo;
}

/**
 * La apertura de un préstamo importado: un solo comprobante, en su fecha de corte, con lo que tiene por cobrar ese día
 * (`carteraAlCorte`): el capital en 140505 y el interés en 140510, diferido en 270505, contra «Saldos iniciales». Su
 * desembolso y sus cobros anteriores al corte son su historia (el libro del préstamo), no comprobantes del mayor; el
 * interés que se cobró entonces fue utilidad de los libros anteriores, ya en el patrimonio con que abre.
 */
export function reglaAperturaImportada(a: {
  prestamoId: string;
  capital: number;
  pactado: number;
  cobros: readonly CobroAnteriorAlCorte[];
}): LineaRegla[] {
  const { prestamoId } = a;
  const { capital, interes } = carteraAlCorte(a);
  return compactar([
    { cuenta: 'cartera_capital', debito: capital, credito: 0, prestamoId },
    { cuenta: 'cartera_intereses', debito: interes, credito: 0, prestamoId },
    { cuenta: 'saldos_iniciales', debito: 0, credito: capital },
    { cuenta: 'intereses_diferidos', debito: 0, credito: interes, prestamoId },
  ]);
}

/**
 * La apertura de un préstamo que llega castigado: lo que el cliente aún debía al corte (`castigado`, capital e interés
 * pactado) sólo en cuentas de orden (8325 contra 8915, reglaOrdenCastigo), como deja un castigo de Cartera lo que el
 * cliente sigue debiendo. Ni cartera (1405) ni castigo (519910): esa pérdida es de los libros anteriores, ya en el
 * patrimonio con que abren. Una recuperación posterior la descarga de la cuenta de orden (reglaOrdenRecuperacion).
 */
export function reglaAperturaCastigada(a: { prestamoId: string; castigado: number }): LineaRegla[] {
  if (!Number.isSafeInteger(a.castigado) || a.castigado <= 0)
    throw new Error('Un préstamo importado castigado debe algo al corte (centavos enteros)');
  return reglaOrdenCastigo(a);
}

export const CONCEPTOS_APERTURA = {
  prestamos: 'Préstamos importados',
  capital: 'Capital prestado',
  cobrado: 'Cobrado antes del corte (historia y cuotas pagadas)',
  saldo: 'Saldo por cobrar, sin los castigados (préstamos y reporte de cartera)',
  saldoMayor: 'Cartera por cobrar en el libro mayor (140505 + 140510)',
  saldoCapital: 'Saldo de capital de los planes propios (140505)',
  saldoInteres: 'Interés por cobrar de los planes propios (140510)',
  interesDiferido: 'Interés diferido de los planes propios (270505)',
  verificacion: 'Descuadres de la verificación del libro en sus préstamos',
} as const;

/** Una cifra de la apertura: la del archivo junto a la de Cartera (EsquemaCifraApertura). */
export interface CifraApertura {
  concepto: string;
  /** Pesos, o una cantidad (préstamos, descuadres). */
  unidad: 'pesos' | 'cantidad';
  archivo: number;
  cartera: number;
}

/** GET /api/importaciones/:id → `apertura`: lo del archivo junto a lo de Cartera, y si todo coincide. */
export interface AperturaImportacion {
  /** Desde el día siguiente a `cerradoHasta` corre la cartera importada; null si no trajo préstamos. */
  fechaCorte: Fecha | null;
  cerradoHasta: Fecha | null;
  cifras: CifraApertura[];
  coincide: boolean;
}

/** Arma la comparación: coincide si cada cifra de Cartera es la del archivo. */
export function compararApertura(
  fechaCorte: string | null,
  cerradoHasta: string | null,
  cifras: readonly CifraApertura[],
): AperturaImportacion {
  return {
    fechaCorte,
    cerradoHasta,
    cifras: [...cifras],
    coincide: cifras.every((c) => Math.round(c.archivo * 100) === Math.round(c.cartera * 100)),
  };
}

/**
 * Hasta dónde cierra los libros una importación: su fecha de corte, ese día incluido (la apertura, fechada en el corte,
 * queda dentro del periodo cerrado y cualquier hecho de dinero hasta ese día es de los libros anteriores); nunca antes
 * de lo que ya estaba cerrado. A diferencia del cierre de la oficina (errorCierre), no es un fin de mes: el corte es el
 * día en que el prestamista pasó sus libros.
 */
export function cierreDeImportacion(fechaCorte: string, cerradoHasta: string | null): string | null {
  if (fechaCorte < LIMITES.fechaPrestamoMinima) return cerradoHasta;
  return cerradoHasta !== null && cerradoHasta >= fechaCorte ? cerradoHasta : fechaCorte;
}

/** Una importación que se está aplicando, como la ve quien quiere cerrar un periodo. */
export interface ImportacionAplicandose {
  nombreArchivo: string;
  hechas: number;
  total: number;
}

export const MENSAJES_CIERRE_IMPORTACION = {
  aplicandose: ({ nombreArchivo, hechas, total }: ImportacionAplicandose) =>
    `Se está aplicando la importación del archivo ${nombreArchivo} (${hechas} de ${total} filas): su historia va en ` +
    'fechas pasadas y, al terminar, ella misma cierra los libros hasta su fecha de corte. Cierre cuando termine, ' +
    'o cancele la importación en Importar',
} as const;

/**
 * Qué tiene de malo mover el cierre de `antes` a `despues` mientras se aplica `aplicandose` (null si ninguna), o null
 * si se puede. Cerrar más (una fecha posterior, o cerrar sin cierre previo) dejaría fuera, a mitad de la aplicación, los
 * préstamos cuya historia o cuyo corte caen en lo recién cerrado: la importación quedaría partida. Reabrir, o dejar el
 * cierre como está, siempre se puede.
 */
export function errorCierreConImportacion(
  antes: string | null,
  despues: string | null,
  aplicandose: ImportacionAplicandose | null,
): string | null {
  const cierraMas = despues !== null && (antes === null || despues > antes);
  return cierraMas && aplicandose ? MENSAJES_CIERRE_IMPORTACION.aplicandose(aplicandose) : null;
}

export const MENSAJES_PRESTAMO_IMPORTADO = {
  noAnulable:
    'Un préstamo importado no se anula: su desembolso no salió de la caja de Cartera, abrió la cartera contra ' +
    '«Saldos iniciales». Si no se va a cobrar, condónelo o castíguelo (con la aprobación que corresponda)',
} as const;
