// Los fragmentos `sql<T>` que la API repite, escritos una vez con su motivo (docs/decisiones/dos-caminos-a-la-base.md):
// quien los usa no declara un tipo a mano. Lo que Kysely sí sabe decir se dice con su constructor, no aquí.
import { sql, type Expression, type RawBuilder } from 'kysely';

/** `now()`: el instante de la transacción en PostgreSQL (el mismo en toda ella), no el reloj del proceso. */
export function ahora(): RawBuilder<Date> {
  // sql: now() sin constructor fuera de un `eb` (escrituras con .set/.values, constantes); el tipo es el del driver
  return sql<Date>`now()`;
}

/** Los nombres de los argumentos de `make_interval`, de una lista cerrada: no pueden ser parámetros. */
const UNIDADES = { segundos: sql`secs`, minutos: sql`mins`, horas: sql`hours`, dias: sql`days` };
export type UnidadTiempo = keyof typeof UNIDADES;

function intervalo(signo: '+' | '-', cantidad: number, unidad: UnidadTiempo): RawBuilder<Date> {
  const operador = signo === '+' ? sql`+` : sql`-`;
  // sql: make_interval no tiene constructor en Kysely y su argumento va por nombre (secs, mins, hours, days)
  return sql<Date>`now() ${operador} make_interval(${UNIDADES[unidad]} => ${cantidad})`;
}

/** `now() - make_interval(…)`: hace `cantidad` unidades, en la hora de la transacción. */
export const hace = (cantidad: number, unidad: UnidadTiempo): RawBuilder<Date> =>
  intervalo('-', cantidad, unidad);

/** `now() + make_interval(…)`: dentro de `cantidad` unidades, en la hora de la transacción. */
export const dentroDe = (cantidad: number, unidad: UnidadTiempo): RawBuilder<Date> =>
  intervalo('+', cantidad, unidad);

/**
 * Los días (un entero) de la columna de fecha `columna` a la fecha `hasta` (`'YYYY-MM-DD'`): `hasta::date - columna`,
 * la resta de dos `date` de PostgreSQL.
 */
export function diasHasta(hasta: string, columna: string): RawBuilder<number> {
  // sql: la resta de dos date da días enteros; el `-` de Kysely tiparía el resultado como la fecha de su operando
  return sql<number>`${hasta}::date - ${sql.ref(columna)}`;
}

/** Los segundos (float8) desde `instante` hasta now(): `extract(epoch FROM now() - instante)`; null si no hay instante. */
export function segundosDesde(instante: Expression<Date | null>): RawBuilder<number | null> {
  // sql: extract(epoch FROM intervalo) no tiene constructor en Kysely; ::float8 lo trae como número y no como texto
  return sql<number | null>`extract(epoch FROM now() - ${instante})::float8`;
}

/** `sin_acentos(texto)`: la función de la base (migración) con que se llena `clientes.nombre_busqueda`. */
export function sinAcentos(texto: string | Expression<string>): RawBuilder<string> {
  // sql: sin_acentos es una función de la base (una migración), sin constructor en Kysely
  return sql<string>`sin_acentos(${texto})`;
}

/** `count(*)::int`: cuántas filas, como número (count es bigint, que el driver entrega como texto). */
export function contarFilas(): RawBuilder<number> {
  // sql: eb.fn.countAll() da bigint (texto en el driver) y sólo existe dentro de un `eb`; ::int lo trae como número
  return sql<number>`count(*)::int`;
}

/**
 * `ARRAY(subconsulta)`: el conjunto de ids que filtra, calculado una vez (un InitPlan) para compararlo con
 * `= ANY(...)` por el índice de la columna; dentro de un OR, `IN (subconsulta)` se probaría fila por fila.
 */
export function arreglo<F extends Record<string, unknown>>(
  subconsulta: Expression<F>,
): RawBuilder<F[keyof F][]> {
  // sql: Kysely no tiene constructor para ARRAY(subconsulta)
  return sql<F[keyof F][]>`ARRAY(${subconsulta})`;
}

/** Los tipos de arreglo de `cualquieraDe`, de una lista cerrada: un tipo no puede ser un parámetro. */
const TIPOS_ARREGLO = { text: sql`text[]`, int: sql`int[]`, uuid: sql`uuid[]` };
type ValorDeArreglo = { text: string; int: number; uuid: string };

/**
 * `ANY($1::tipo[])`: la lista entera como un solo parámetro, para `columna = cualquieraDe(lista, 'uuid')`. Una lista de
 * decenas de miles no se vuelve decenas de miles de parámetros (el `in` de Kysely) y la sentencia es la misma para
 * cualquier largo.
 */
export function cualquieraDe<K extends keyof ValorDeArreglo>(
  valores: readonly ValorDeArreglo[K][],
  tipo: K,
): RawBuilder<ValorDeArreglo[K]> {
  // sql: `= ANY(arreglo)` con el arreglo como un solo parámetro con su tipo: eb.fn.any pide una expresión de arreglo
  return sql<ValorDeArreglo[K]>`ANY(${[...valores]}::${TIPOS_ARREGLO[tipo]})`;
}

/**
 * La hora creíble de algo sembrado (datos de demostración): la fecha de negocio `fecha` (una columna date) a la hora
 * `desde` de Bogotá más `minutos`, nunca en el futuro.
 */
export function horaSembrada(fecha: string, desde: string, minutos: Expression<number>): RawBuilder<Date> {
  // sql: least, date + time, interval y AT TIME ZONE: funciones y operadores de PostgreSQL sin constructor en Kysely
  return sql<Date>`least(now(), ((${sql.ref(fecha)} + ${desde}::time) + ${minutos} * interval '1 minute') AT TIME ZONE 'America/Bogota')`;
}

/** Unos minutos estables que salen del id de la fila (`abs(hashtext(id::text)) % tope`): la misma hora en cada siembra. */
export function minutosDelId(id: string, tope: number): RawBuilder<number> {
  // sql: hashtext no tiene constructor en Kysely
  return sql<number>`(abs(hashtext(${sql.ref(id)}::text)) % ${tope})`;
}
