// Los extractos bancarios (docs/decisiones/pagos-por-transferencia.md, «Extractos»): leer sus cifras (pesos y fechas
// escritos a la colombiana), cruzar cada línea con la cartera y la clave que la hace única en su cuenta. Reglas puras:
// sin Nest, sin E/S.

import { numeroDeReferencia } from './pagos';
import type { Fecha } from './tipos';

/** Días de diferencia que admite el cruce de una línea del extracto con una transferencia por confirmar. */
export const DIAS_CRUCE_TRANSFERENCIA = 2;

/**
 * Un valor de un extracto en pesos, escrito a la colombiana («1.234.567,89», «$ 45.000», «-12.000») o como número; null
 * si no es un valor.
 */
export function leerValorCop(valor: unknown): number | null {
  if (typeof valor === 'number') return Number.isFinite(valor) ? valor : null;
  if (typeof valor !== 'string') return null;
  const limpio = valor.replace(/[\s$]/g, '').replace(/^\((.*)\)$/, '-$1');
  if (!/^-?[0-9.]+(,[0-9]{1,2})?$/.test(limpio)) return null;
  const numero = Number(limpio.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(numero) ? numero : null;
}

/** Una fecha de un extracto, «27/11/2026», «27-11-2026» o «2026-11-27», como YYYY-MM-DD; null si no es una fecha real. */
export function leerFechaCo(valor: unknown): Fecha | null {
  if (typeof valor !== 'string') return null;
  const texto = valor.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(texto);
  const co = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(texto);
  const partes = iso ? [iso[1], iso[2], iso[3]] : co ? [co[3], co[2], co[1]] : null;
  if (!partes) return null;
  const [anio, mes, dia] = partes as [string, string, string];
  const fecha = `${anio}-${mes.padStart(2, '0')}-${dia.padStart(2, '0')}`;
  const d = new Date(`${fecha}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === fecha ? fecha : null;
}

/** Una línea de un extracto ya leída: crédito si `valor` > 0. */
export interface LineaExtracto {
  fecha: Fecha;
  descripcion: string;
  valor: number;
  referencia?: string | null;
  /** El saldo del banco después de la línea, si el extracto trae esa columna (null: esa fila no lo trae). */
  saldo?: number | null;
}

/** El estado con que se guarda una línea nueva de un extracto: un crédito espera su cruce; lo demás es un débito. */
export function estadoAlLlegar(linea: Pick<LineaExtracto, 'valor'>): 'por_cruzar' | 'debito' {
  return linea.valor > 0 ? 'por_cruzar' : 'debito';
}

/** Lo que la conciliación sabe de la cartera para cruzar una línea. */
export interface DatosConciliacion {
  /** Números de los préstamos abiertos. */
  numerosPrestamo: ReadonlySet<number>;
  /** Cédulas de los clientes con algún préstamo abierto, sin ceros a la izquierda (cedulaSinCeros). */
  cedulas: ReadonlySet<string>;
  /** Transferencias por confirmar de la cuenta del extracto. */
  pendientes: ReadonlyArray<{ id: string; monto: number; fecha: Fecha }>;
  /**
   * Cobros por transferencia a la cuenta del extracto que ya están registrados (por la oficina, Mi Ruta o la pasarela)
   * y que ninguna línea ha conciliado todavía: la línea que los muestra en el banco no es otro pago.
   */
  registrados?: ReadonlyArray<{ id: string; monto: number; fecha: Fecha; numeroPrestamo: number; cedula: string }>;
}

export type CruceLinea =
  | { tipo: 'debito' }
  | { tipo: 'referencia'; numero: number }
  | { tipo: 'cedula'; cedula: string }
  | { tipo: 'transferencia'; transferenciaId: string }
  | { tipo: 'cobro'; cobroId: string }
  | { tipo: 'suspenso' };

function diasEntre(a: Fecha, b: Fecha): number {
  return Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;
}

/**
 * Una cédula como la compara el cruce: sin ceros a la izquierda (Cartera la guarda como se expidió o, si es de antes,
 * rellena a 11 dígitos; el banco escribe la cédula colombiana de 6 a 10). `DatosConciliacion.cedulas` y
 * `registrados[].cedula` van así.
 */
export function cedulaSinCeros(cedula: string): string {
  return cedula.replace(/^0+/, '');
}

/** La más cercana en fecha (a ±2 días) del mismo valor; entre iguales, la primera de la lista. */
function masCercana<T extends { monto: number; fecha: Fecha }>(linea: LineaExtracto, candidatas: readonly T[]): T | null {
  let mejor: { c: T; dias: number } | null = null;
  for (const c of candidatas) {
    if (Math.round(c.monto * 100) !== Math.round(linea.valor * 100)) continue;
    const dias = diasEntre(c.fecha, linea.fecha);
    if (dias > DIAS_CRUCE_TRANSFERENCIA) continue;
    if (!mejor || dias < mejor.dias) mejor = { c, dias };
  }
  return mejor?.c ?? null;
}

/**
 * A qué va una línea de un extracto, en este orden: un débito no es un recaudo; la referencia de pago de un préstamo
 * abierto en la referencia o la descripción → ese préstamo; la cédula de un cliente con préstamo abierto → el más
 * antiguo de los suyos; una transferencia por confirmar del mismo valor con fecha a ±2 días (la más cercana, y entre
 * iguales la primera registrada) → esa; si no, a «Recaudos por aplicar» (suspenso) para que la oficina decida.
 *
 * Antes de cobrar, la línea busca su cobro ya registrado (`registrados`: del mismo valor, a ±2 días; del préstamo de la
 * referencia o del cliente de la cédula si la línea los nombra, de cualquiera si no): ese dinero ya se contó, y la
 * línea sólo lo concilia.
 */
export function cruzarLineaExtracto(linea: LineaExtracto, datos: DatosConciliacion): CruceLinea {
  if (!(linea.valor > 0)) return { tipo: 'debito' };
  const registrados = datos.registrados ?? [];
  const tokens = `${linea.referencia ?? ''} ${linea.descripcion}`.match(/\d+/g) ?? [];
  for (const token of tokens) {
    const numero = numeroDeReferencia(token);
    if (numero !== null && datos.numerosPrestamo.has(numero)) {
      const cobro = masCercana(linea, registrados.filter((r) => r.numeroPrestamo === numero));
      return cobro ? { tipo: 'cobro', cobroId: cobro.id } : { tipo: 'referencia', numero };
    }
  }
  for (const token of tokens) {
    const cedula = cedulaSinCeros(token);
    if (cedula.length >= 6 && token.length <= 11 && datos.cedulas.has(cedula)) {
      const cobro = masCercana(linea, registrados.filter((r) => r.cedula === cedula));
      return cobro ? { tipo: 'cobro', cobroId: cobro.id } : { tipo: 'cedula', cedula };
    }
  }
  const cobro = masCercana(linea, registrados);
  if (cobro) return { tipo: 'cobro', cobroId: cobro.id };
  const pendiente = masCercana(linea, datos.pendientes);
  return pendiente ? { tipo: 'transferencia', transferenciaId: pendiente.id } : { tipo: 'suspenso' };
}

/**
 * El cruce de un extracto entero, línea por línea en su orden (`cruzarLineaExtracto`): cada transferencia por
 * confirmar y cada cobro ya registrado se cruza con una sola línea (la primera que lo encuentra); dos pagos iguales el
 * mismo día son dos líneas y necesitan dos transferencias o dos cobros.
 */
export function cruzarExtracto(lineas: readonly LineaExtracto[], datos: DatosConciliacion): CruceLinea[] {
  let pendientes = datos.pendientes;
  let registrados = datos.registrados ?? [];
  return lineas.map((linea) => {
    const cruce = cruzarLineaExtracto(linea, { ...datos, pendientes, registrados });
    if (cruce.tipo === 'transferencia') pendientes = pendientes.filter((p) => p.id !== cruce.transferenciaId);
    if (cruce.tipo === 'cobro') registrados = registrados.filter((r) => r.id !== cruce.cobroId);
    return cruce;
  });
}

/**
 * Lo que hace igual a dos líneas de un extracto: fecha, valor en centavos, y descripción y referencia normalizadas
 * (espacios de más fuera, en mayúsculas). Sin el orden: dos pagos idénticos el mismo día tienen la misma.
 */
export function claveLineaExtracto(l: Pick<LineaExtracto, 'fecha' | 'valor' | 'descripcion' | 'referencia'>): string {
  return [
    l.fecha,
    Math.round(l.valor * 100),
    l.descripcion.trim().replace(/\s+/g, ' ').toUpperCase(),
    (l.referencia ?? '').trim().toUpperCase(),
  ].join('|');
}

/**
 * La clave de cada línea de un extracto, la misma cada vez que se importa el mismo extracto (o uno que lo repite en
 * parte): fecha, valor en centavos, descripción y referencia normalizadas, y cuántas iguales la preceden (dos pagos
 * idénticos el mismo día son dos líneas). Con ella, aplicar una línea es idempotente.
 */
export function clavesLineasExtracto(lineas: readonly LineaExtracto[]): string[] {
  const vistas = new Map<string, number>();
  return lineas.map((l) => {
    const base = claveLineaExtracto(l);
    const n = (vistas.get(base) ?? 0) + 1;
    vistas.set(base, n);
    return `${base}|${n}`;
  });
}
