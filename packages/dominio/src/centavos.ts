// El dinero del núcleo en centavos enteros (docs/decisiones/dinero-en-centavos.md). `Centavos` es un número con marca:
// sólo lo fabrican las funciones de este archivo, así que el compilador no deja pasar pesos (o un número cualquiera)
// donde una regla espera centavos. Se lee como número sin conversión: comparar, mostrar o guardar no cambian nada.

declare const marcaCentavos: unique symbol;

/** Un monto de dinero en centavos enteros (seguro: |c| ≤ 2^53 − 1). */
export type Centavos = number & { readonly [marcaCentavos]: true };

/** El único lugar que pone la marca: quien llama ya comprobó que es un entero seguro. */
function marcar(entero: number): Centavos {
  // as: la marca de Centavos sólo la pone este archivo, después de comprobar que el número es un entero seguro.
  return entero as Centavos;
}

export const CERO_CENTAVOS: Centavos = marcar(0);

/** Centavos de un entero; un número con decimales, infinito o NaN no es un monto en centavos (RangeError). */
export function centavos(entero: number): Centavos {
  if (!Number.isSafeInteger(entero)) throw new RangeError(`no es un monto en centavos enteros: ${entero}`);
  return marcar(entero + 0); // + 0: -0 pasa a 0
}

/**
 * Centavos de un monto en pesos (el JSON de la API, dos decimales): redondeado al centavo como siempre lo hizo el libro
 * (`Math.round(pesos × 100)`). Exacto para todo monto de dos decimales de NUMERIC(14,2).
 */
export function centavosDePesos(pesos: number): Centavos {
  if (!Number.isFinite(pesos)) throw new RangeError(`no es un monto en pesos: ${pesos}`);
  return centavos(Math.round(pesos * 100));
}

/**
 * Centavos de una columna NUMERIC(14,2) como la entrega node-postgres (texto; un número si viene de JSON); null o
 * ausente es 0. Un texto que no es un número es un error de la consulta (RangeError), no un cero.
 */
export function centavosDeColumna(valor: string | number | null | undefined): Centavos {
  if (valor === null || valor === undefined) return CERO_CENTAVOS;
  if (typeof valor === 'string' && valor.trim() === '') throw new RangeError('columna de dinero vacía');
  return centavosDePesos(Number(valor));
}

/** Pesos para el JSON y para los parámetros NUMERIC: dos decimales exactos. */
export function pesosDe(monto: Centavos): number {
  return monto / 100;
}

/** a + b. */
export function masCentavos(a: Centavos, b: Centavos): Centavos {
  return centavos(a + b);
}

/** a − b (puede ser negativo: quien llama decide si lo admite). */
export function menosCentavos(a: Centavos, b: Centavos): Centavos {
  return centavos(a - b);
}

/** La suma exacta de una lista (0 si está vacía). */
export function sumaCentavos(montos: readonly Centavos[]): Centavos {
  return montos.reduce(masCentavos, CERO_CENTAVOS);
}

/** El menor de los dos. */
export function menorCentavos(a: Centavos, b: Centavos): Centavos {
  return a <= b ? a : b;
}

/** El mayor de los dos. */
export function mayorCentavos(a: Centavos, b: Centavos): Centavos {
  return a >= b ? a : b;
}

/** Negativo si a < b, 0 si son iguales, positivo si a > b (para `sort`). */
export function compararCentavos(a: Centavos, b: Centavos): number {
  return a - b;
}

/**
 * monto × numerador ÷ denominador, redondeado al centavo con las mitades hacia arriba (como `round` de PostgreSQL
 * sobre montos positivos): la regla del reparto de una cuota en capital e interés (interesLiquidado). Montos,
 * numerador ≥ 0 y denominador > 0; en BigInt, porque monto × numerador pasa de 2^53 con montos grandes.
 */
export function proporcionCentavos(monto: Centavos, numerador: Centavos, denominador: Centavos): Centavos {
  if (denominador <= 0 || monto < 0 || numerador < 0) {
    throw new RangeError(`proporción fuera de dominio: ${monto} × ${numerador} ÷ ${denominador}`);
  }
  const d = BigInt(denominador);
  return centavos(Number((2n * BigInt(monto) * BigInt(numerador) + d) / (2n * d)));
}
