import { createHash } from 'node:crypto';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type Compilable,
  type CompiledQuery,
  type Expression,
  type RawBuilder,
  type SqlBool,
} from 'kysely';
import { DatabaseError, types, type Pool } from 'pg';
import { DataSource, QueryFailedError } from 'typeorm';
import { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { DB } from './esquema';

/**
 * Textos distintos que se preparan como sentencias con nombre; cada conexión del pool guarda a lo sumo estas. Los
 * que llegan después de llenarse van sin nombre (como siempre): nunca crece sin límite aunque una consulta se arme
 * con valores en el texto.
 */
export const MAXIMO_SENTENCIAS_PREPARADAS = 200;

const nombres = new Map<string, string>();

/** Los textos que ya tienen nombre en este proceso (para las pruebas y el diagnóstico). */
export function sentenciasConNombre(): string[] {
  return [...nombres.keys()];
}

/** El nombre de la sentencia de `sql` (un hash del texto), o undefined si ya hay demasiadas. */
export function nombreDeSentencia(sql: string): string | undefined {
  const conocido = nombres.get(sql);
  if (conocido !== undefined) return conocido;
  if (nombres.size >= MAXIMO_SENTENCIAS_PREPARADAS) return undefined;
  const nombre = `c_${createHash('sha1').update(sql).digest('base64url')}`;
  nombres.set(sql, nombre);
  return nombre;
}

const OID_TIMESTAMPTZ = 1184;

/**
 * Un timestamptz en el texto de PostgreSQL ('2026-11-23 16:30:59.796241+00') como lo escribe `Date.toISOString()`
 * ('2026-11-23T16:30:59.796Z': milisegundos truncados, como al pasar por Date). Con la sesión en UTC (lo común) es
 * cortar y pegar; con otra zona horaria, años fuera de 0000–9999 o infinito, pasa por el conversor de siempre.
 */
export function instanteIso(texto: string): string {
  if (texto.length >= 22 && texto.endsWith('+00') && texto.charCodeAt(10) === 32 && texto.charCodeAt(4) === 45) {
    if (texto.length === 22) return `${texto.slice(0, 10)}T${texto.slice(11, 19)}.000Z`;
    if (texto.charCodeAt(19) === 46) return `${texto.slice(0, 10)}T${texto.slice(11, 19)}.${`${texto.slice(20, -3)}00`.slice(0, 3)}Z`;
  }
  const instante: Date = types.getTypeParser(OID_TIMESTAMPTZ, 'text')(texto);
  return instante.toISOString();
}

/** Un instante para el JSON de la API: el texto ISO de una consulta con `instantesIso`, o un Date de cualquier otra. */
export function instanteJson(valor: Date | string): string {
  return typeof valor === 'string' ? valor : valor.toISOString();
}

/**
 * La fila de una selección de lista (`executeTakeFirstOrThrow` de la consulta que arma `S`) con sus instantes de alta
 * y cambio como Date (la capa tipada) o como texto ISO (una consulta preparada con `instantesIso`): `instanteJson`
 * acepta los dos.
 */
export type FilaDeLista<S extends (...args: never[]) => { executeTakeFirstOrThrow(): Promise<object> }> = Omit<
  Awaited<ReturnType<ReturnType<S>['executeTakeFirstOrThrow']>>,
  'created_at' | 'updated_at'
> & { created_at: Date | string; updated_at: Date | string };

/** Los conversores de siempre, salvo timestamptz, que llega ya como texto ISO (instanteIso). */
const TIPOS_INSTANTES_ISO = {
  getTypeParser: (oid: number, formato?: 'text' | 'binary') =>
    oid === OID_TIMESTAMPTZ && formato !== 'binary' ? instanteIso : types.getTypeParser(oid, formato ?? 'text'),
};

export interface OpcionesConsultaPreparada {
  /**
   * Los timestamptz llegan como texto ISO (el de `Date.toISOString()`) y no como Date: para las filas que van
   * directo al JSON de la respuesta, sin convertir a Date y de vuelta a texto en cada fila (instanteJson).
   */
  instantesIso?: boolean;
}

/** La fila `T` de Kysely con sus instantes (Date) como texto ISO: lo que entrega una consulta con `instantesIso`. */
export type ConInstantesIso<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/** Una consulta de la capa tipada (`db(manager).selectFrom(…)`, sin ejecutar) o ya compilada. */
export type ConsultaTipada<T> = Compilable<T> | CompiledQuery<T>;

/**
 * Una lectura caliente (listas, sesión, tablero) como sentencia preparada con nombre, directo sobre el pool de `pg`
 * de TypeORM: PostgreSQL analiza y planifica el texto una vez por conexión, y la petición se ahorra el QueryRunner
 * de TypeORM (crear, conectar, difundir eventos, soltar). La consulta es de Kysely (`db(...)`, contra el esquema
 * generado): el texto y los parámetros salen de compilarla y el tipo de las filas es el suyo, nunca uno escrito por
 * quien llama. Sólo para consultas fuera de una transacción y sin nada que dependa del estado de la conexión. Se
 * registra como las de TypeORM (LOG_LEVEL=verbose) y un error de la consulta sale como QueryFailedError, igual que de
 * `dataSource.query`, para que traducirError lo trate igual.
 */
export function consultaPreparada<T>(
  dataSource: DataSource,
  consulta: ConsultaTipada<T>,
  opciones: OpcionesConsultaPreparada & { instantesIso: true },
): Promise<Array<ConInstantesIso<T>>>;
export function consultaPreparada<T>(
  dataSource: DataSource,
  consulta: ConsultaTipada<T>,
  opciones?: OpcionesConsultaPreparada & { instantesIso?: false },
): Promise<T[]>;
export async function consultaPreparada<T>(
  dataSource: DataSource,
  consulta: ConsultaTipada<T>,
  { instantesIso = false }: OpcionesConsultaPreparada = {},
): Promise<Array<T | ConInstantesIso<T>>> {
  const { sql, parameters } = 'compile' in consulta ? consulta.compile() : consulta;
  const parametros = [...parameters];
  const pool: Pool | undefined = dataSource.driver instanceof PostgresDriver ? dataSource.driver.master : undefined;
  // crudo: sin pool de `pg` (otro driver), el texto que compiló Kysely va por TypeORM
  if (!pool) return dataSource.query(sql, parametros);
  dataSource.logger.logQuery(sql, parametros);
  try {
    // crudo: la sentencia preparada con nombre va directo al pool de `pg`
    const resultado = await pool.query({
      name: nombreDeSentencia(sql),
      text: sql,
      values: parametros,
      ...(instantesIso ? { types: TIPOS_INSTANTES_ISO } : {}),
    });
    return resultado.rows;
  } catch (error) {
    // Como TypeORM: el error de la consulta va envuelto; el de conseguir conexión (pool agotado) sale tal cual.
    if (!(error instanceof DatabaseError)) throw error;
    dataSource.logger.logQueryError(error, sql, parametros);
    throw new QueryFailedError(sql, parametros, error);
  }
}

/**
 * Una capa tipada que sólo compila (nunca abre una conexión): la de las consultas de forma fija, y la de las pruebas que
 * leen el SQL que escribe un fragmento.
 */
export const compilador = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** El lugar del valor número `indice` en una consulta de forma fija. */
class Hueco {
  constructor(readonly indice: number) {}
}

/** Un valor que se conoce al ejecutar: en la consulta es un parámetro, como cualquier otro valor. */
export type ValorDeForma = <V>(indice: number) => RawBuilder<V>;

/**
 * Un entero que se conoce al ejecutar y va escrito en el texto, no en un parámetro: el límite y el desplazamiento de
 * una página, para que PostgreSQL planifique cada página con su tamaño (con LIMIT $1 supone un décimo de la tabla y
 * vuelve a planificar en cada ejecución). Cada entero distinto es otro texto, con el tope de MAXIMO_SENTENCIAS_PREPARADAS.
 */
export type EnteroDeForma = (indice: number) => RawBuilder<number>;

const MARCA_ENTERO = /\{entero:(\d+)\}/g;

/** Compila la consulta de `construir` con `valor(i)` en el lugar de cada valor que se conoce al ejecutar. */
function compilarConHuecos<T>(
  construir: (k: Kysely<DB>, valor: ValorDeForma, entero: EnteroDeForma) => Compilable<T>,
): CompiledQuery<T> {
  return construir(
    compilador,
    (indice) => sql`${new Hueco(indice)}`,
    // raw: la marca del entero de una página, que conValores reemplaza por el entero en el texto (nunca llega a la base)
    (indice) => sql.raw(`{entero:${indice}}`),
  ).compile();
}

/** Un entero de `valores` para el texto (nunca otra cosa: el texto no lleva valores de quien pide). */
function enteroDelTexto(valor: unknown): string {
  if (typeof valor !== 'number' || !Number.isSafeInteger(valor)) throw new Error(`Un entero de la consulta no es entero: ${String(valor)}`);
  return String(valor);
}

/** La consulta compilada con los valores de esta ejecución en los parámetros de sus huecos (y sus enteros en el texto). */
function conValores<T>(compilada: CompiledQuery<T>, valores: readonly unknown[]): CompiledQuery<T> {
  return {
    ...compilada,
    sql: compilada.sql.includes('{entero:')
      ? compilada.sql.replace(MARCA_ENTERO, (_marca, indice: string) => enteroDelTexto(valores[Number(indice)]))
      : compilada.sql,
    parameters: compilada.parameters.map((p) => (p instanceof Hueco ? valores[p.indice] : p)),
  };
}

/**
 * Una consulta caliente cuya forma no cambia, sólo sus valores (la sesión, el tablero): Kysely la arma y la compila
 * una sola vez, con `valor(i)` en el lugar de cada valor, y cada ejecución pone los suyos en los parámetros. Armar y
 * compilar con Kysely en cada petición cuesta CPU (docs/decisiones/acceso-tipado-a-datos.md); el texto es el mismo.
 * Los valores van tal cual a sus parámetros: lo que se calcule con ellos se calcula antes de pasarlos.
 */
export function formaFija<T>(
  construir: (k: Kysely<DB>, valor: ValorDeForma) => Compilable<T>,
): (valores?: readonly unknown[]) => CompiledQuery<T> {
  let compilada: CompiledQuery<T> | undefined;
  return (valores = []) => conValores((compilada ??= compilarConHuecos(construir)), valores);
}

/** Cuántas formas guarda compiladas una consulta de `formasFijas`; las que llegan después se compilan cada vez. */
export const MAXIMO_FORMAS = 64;

/**
 * Como formaFija, para una consulta de pocas formas (una lista: qué filtros lleva, su orden): cada forma se compila la
 * primera vez que llega y después sólo cambian sus valores. `forma` describe la forma (qué filtros hay, el orden),
 * nunca un valor: los valores van por `valor(i)` (un parámetro) o, los de una página, por `entero(i)` (en el texto).
 * Guarda a lo sumo MAXIMO_FORMAS formas.
 */
export function formasFijas<F, T>(
  clave: (forma: F) => string,
  construir: (forma: F, k: Kysely<DB>, valor: ValorDeForma, entero: EnteroDeForma) => Compilable<T>,
): (forma: F, valores: readonly unknown[]) => CompiledQuery<T> {
  const compiladas = new Map<string, CompiledQuery<T>>();
  return (forma, valores) => {
    const llave = clave(forma);
    let compilada = compiladas.get(llave);
    if (!compilada) {
      compilada = compilarConHuecos((k, valor, entero) => construir(forma, k, valor, entero));
      if (compiladas.size < MAXIMO_FORMAS) compiladas.set(llave, compilada);
    }
    return conValores(compilada, valores);
  };
}

/** La forma de una lista sin búsqueda: sus filtros, en el orden de sus valores, y su orden. */
export interface FormaDeLista<F extends string, O> {
  filtros: readonly F[];
  orden: O;
}

/**
 * Las piezas de una lista paginada con filtros opcionales (clientes, cobros, préstamos), de `condicion`: la condición
 * de un filtro con su valor. Sin búsqueda, cada forma (qué filtros lleva y su orden) se compila una vez (formasFijas):
 * los valores de los filtros van en los parámetros, en el orden de los filtros.
 */
export function listaPorFormas<F extends string>(
  condicion: (filtro: F, valor: RawBuilder<string>) => Expression<SqlBool>,
) {
  /** Las condiciones de `filtros` con su valor en el hueco `primero + i` (los anteriores son de la página). */
  const condiciones = (filtros: readonly F[], valor: ValorDeForma, primero: number) =>
    filtros.map((filtro, i) => condicion(filtro, valor<string>(primero + i)));
  return {
    /** Los filtros de `pares` que traen valor y sus valores, en el mismo orden. */
    presentes(pares: ReadonlyArray<readonly [F, string | undefined]>): { filtros: F[]; valores: string[] } {
      const presentes = pares.filter((par): par is readonly [F, string] => par[1] !== undefined);
      return { filtros: presentes.map(([filtro]) => filtro), valores: presentes.map(([, valor]) => valor) };
    },
    /** Las condiciones de los filtros con sus valores escritos (una búsqueda, que se arma en cada petición). */
    conValores(f: { filtros: readonly F[]; valores: readonly string[] }): Array<Expression<SqlBool>> {
      return f.filtros.map((filtro, i) => condicion(filtro, sql.val(f.valores[i])));
    },
    /**
     * Una consulta por forma: `construir` recibe las condiciones de sus filtros. Valores: los `primero` de la página
     * (límite y desplazamiento, por `entero`) y después los de los filtros.
     */
    porForma<O, T>(
      claveOrden: (orden: O) => string,
      primero: number,
      construir: (
        donde: Array<Expression<SqlBool>>,
        orden: O,
        k: Kysely<DB>,
        entero: EnteroDeForma,
      ) => Compilable<T>,
    ) {
      return formasFijas(
        (f: FormaDeLista<F, O>) => `${f.filtros.join(',')}|${claveOrden(f.orden)}`,
        (f, k, valor, entero) => construir(condiciones(f.filtros, valor, primero), f.orden, k, entero),
      );
    },
    /** Una consulta por combinación de filtros, sin orden ni página (un total, un resumen); valores: los de los filtros. */
    porFiltros<T>(construir: (donde: Array<Expression<SqlBool>>, k: Kysely<DB>) => Compilable<T>) {
      return formasFijas(
        (filtros: readonly F[]) => filtros.join(','),
        (filtros, k, valor) => construir(condiciones(filtros, valor, 0), k),
      );
    },
  };
}

/**
 * Una fila de una consulta armada con el QueryBuilder de TypeORM (columnas `<alias>_<columna>`) convertida en la
 * entidad, con los mismos pasos que TypeORM (valor hidratado por el driver y transformadores de columna), sin el
 * resto de su maquinaria por fila. Sólo columnas propias; las relaciones las arma quien llama.
 */
export function hidratar<T extends object>(
  dataSource: DataSource,
  entidad: new () => T,
  alias: string,
  fila: Record<string, unknown>,
): T {
  const metadata = dataSource.getMetadata(entidad);
  const objeto = new entidad();
  for (const columna of metadata.columns) {
    if (columna.isVirtual) continue;
    const valor = fila[`${alias}_${columna.databaseName}`];
    if (valor === undefined) continue;
    columna.setEntityValue(objeto, dataSource.driver.prepareHydratedValue(valor, columna));
  }
  return objeto;
}
