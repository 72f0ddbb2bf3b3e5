// Los débitos de un extracto y la conciliación por saldos (docs/decisiones/conciliacion-bancaria.md): a qué cuenta va
// cada débito según las reglas que edita la oficina, qué líneas de un extracto son repetidas y esperan a la oficina, y
// el saldo del banco contra el del libro mayor día por día. Reglas puras: sin Nest, sin E/S.

import { claveLineaExtracto } from './pagosCruce';
import type { Fecha } from './tipos';
import { plegar } from './validacion';

// ——— Reglas de los débitos: patrón de la descripción → cuenta ———

/** Una regla de la oficina: si la descripción del débito contiene el patrón, el débito va a esa cuenta. */
export interface ReglaDebito {
  id: string;
  patron: string;
  cuentaId: string;
}

/** Un patrón como se compara: sin tildes, en mayúsculas, con los espacios juntos. */
export function normalizarPatron(texto: string): string {
  return plegar(texto).toUpperCase().replace(/\s+/g, ' ').trim();
}

/**
 * La regla que clasifica un débito por su descripción, o null (va a «Partidas por identificar»): la descripción
 * contiene el patrón, sin distinguir mayúsculas ni tildes. Si varias sirven gana la del patrón más largo (la más
 * precisa: «IVA COMISION» antes que «COMISION»); a igual largo, la primera de la lista.
 */
export function reglaDeDebito<R extends ReglaDebito>(descripcion: string, reglas: readonly R[]): R | null {
  const texto = normalizarPatron(descripcion);
  let elegida: R | null = null;
  let largo = -1;
  for (const regla of reglas) {
    const patron = normalizarPatron(regla.patron);
    if (patron.length === 0 || !texto.includes(patron)) continue;
    if (patron.length > largo) {
      elegida = regla;
      largo = patron.length;
    }
  }
  return elegida;
}

export const LARGO_MAXIMO_PATRON = 60;

export const MENSAJES_DEBITOS = {
  patronInvalido: `El patrón debe tener entre 2 y ${LARGO_MAXIMO_PATRON} caracteres`,
  patronRepetido: 'Ya hay una regla con ese patrón',
  cuentaInvalida: 'Elija la cuenta contable a la que van esos débitos',
  cuentaNoPermitida:
    'Esa cuenta no recibe débitos del banco: elija una cuenta del plan que no sea un banco, una caja ni «Partidas por identificar»',
  reglaNoEncontrada: 'Regla de débitos no encontrada',
  lineaNoPorIdentificar: 'Esa línea no es un débito por identificar: ya tiene su cuenta',
  lineaNoRepetida: 'Esa línea no está esperando confirmación: ya se decidió',
  decisionInvalida: 'La decisión debe ser «distintos» (dos pagos distintos) o «duplicado» (es un duplicado)',
} as const;

/** El patrón de una regla ya limpio, o el mensaje de error. */
export function validarPatron(valor: unknown): string | { error: string } {
  if (typeof valor !== 'string') return { error: MENSAJES_DEBITOS.patronInvalido };
  const patron = valor.replace(/\s+/g, ' ').trim();
  if (patron.length < 2 || patron.length > LARGO_MAXIMO_PATRON) return { error: MENSAJES_DEBITOS.patronInvalido };
  return patron;
}

/**
 * Los débitos del extracto que son una devolución ya registrada (docs/decisiones/pagos-por-transferencia.md, «Devolver lo
 * que no es nuestro»): mismo día que la devolución y el mismo valor con el signo contrario. Cada devolución sirve a un
 * solo débito, en el orden de ambos. Su comprobante ya es el de la devolución: el débito no se contabiliza otra vez.
 */
export function devolucionesDeDebitos(
  debitos: ReadonlyArray<{ id: string; fecha: Fecha; valor: number }>,
  devoluciones: ReadonlyArray<{ id: string; fecha: Fecha; valor: number }>,
): Map<string, string> {
  const libres = [...devoluciones];
  const pares = new Map<string, string>();
  for (const d of debitos) {
    const i = libres.findIndex((v) => v.fecha === d.fecha && Math.round(v.valor * 100) === -Math.round(d.valor * 100));
    if (i < 0) continue;
    pares.set(d.id, libres[i].id);
    libres.splice(i, 1);
  }
  return pares;
}

// ——— Líneas repetidas dentro de un extracto ———

/**
 * Cuáles líneas de un extracto repiten una anterior del mismo archivo (misma fecha, valor, descripción y referencia:
 * `claveLineaExtracto`): la primera sigue su camino; cada repetición espera a que la oficina diga si es otro
 * pago o un duplicado.
 */
export function lineasRepetidas(
  lineas: ReadonlyArray<{ fecha: Fecha; valor: number; descripcion: string; referencia: string | null }>,
): boolean[] {
  const vistas = new Set<string>();
  return lineas.map((l) => {
    const clave = claveLineaExtracto(l);
    if (vistas.has(clave)) return true;
    vistas.add(clave);
    return false;
  });
}

// ——— Saldos del extracto contra el libro mayor ———

/** Una línea del extracto para su saldo, en el orden del banco; `saldo` si el archivo trae la columna. */
export interface LineaSaldo {
  fecha: Fecha;
  valor: number;
  saldo: number | null;
}

/**
 * El saldo del extracto al cierre de cada día con líneas: el de la columna de saldo de la última línea del día si el
 * archivo la trae; si no, el anterior más las líneas con su signo, desde `apertura` (lo que el banco tenía antes de la
 * primera línea). Pesos; se suma en centavos.
 */
export function saldosDelExtracto(apertura: number, lineas: readonly LineaSaldo[]): Map<Fecha, number> {
  const cierres = new Map<Fecha, number>();
  let corriente = Math.round(apertura * 100);
  for (const l of lineas) {
    corriente = l.saldo === null ? corriente + Math.round(l.valor * 100) : Math.round(l.saldo * 100);
    cierres.set(l.fecha, corriente);
  }
  return new Map([...cierres].map(([f, c]) => [f, c / 100]));
}

/** El saldo de cada día del rango: el del último día con líneas hasta ese día, o `antes` si no hubo ninguno. */
export function saldoAlDia(cierres: ReadonlyMap<Fecha, number>, dia: Fecha, antes: number | null): number | null {
  let saldo = antes;
  let ultimo = '';
  for (const [fecha, valor] of cierres) if (fecha <= dia && fecha >= ultimo) {
    saldo = valor;
    ultimo = fecha;
  }
  return saldo;
}

/** Un día de la conciliación por saldos (pesos). */
export interface SaldoConciliacion {
  fecha: Fecha;
  /** Lo que el banco tiene al cierre del día según sus extractos (null: todavía no hay extractos de la cuenta). */
  saldoExtracto: number | null;
  /** El saldo de la subcuenta de Bancos de la cuenta en el libro mayor al cierre del día. */
  saldoMayor: number;
  /** saldoExtracto − saldoMayor (null sin extracto). */
  diferencia: number | null;
}

/**
 * Los días en que la diferencia entre el saldo del banco y el del mayor cambia (aparece, crece o se cierra): ahí pasó
 * lo que la explica. El primero del rango cuenta si ya viene con diferencia. Nunca deja de decir una diferencia.
 */
export function cambiosDeDiferencia(
  dias: readonly SaldoConciliacion[],
): Array<{ fecha: Fecha; diferencia: number; cambio: number }> {
  const cambios: Array<{ fecha: Fecha; diferencia: number; cambio: number }> = [];
  let anterior = 0;
  for (const d of dias) {
    if (d.diferencia === null) continue;
    const actual = Math.round(d.diferencia * 100);
    if (actual !== anterior && actual !== 0)
      cambios.push({ fecha: d.fecha, diferencia: actual / 100, cambio: (actual - anterior) / 100 });
    anterior = actual;
  }
  return cambios;
}
