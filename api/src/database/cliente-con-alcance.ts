// El único punto por el que la API llega a PostgreSQL con su rol (docs/decisiones/rol-de-la-api-y-alcance.md): el
// cliente de `pg` del pool de TypeORM, que también usan consultaPreparada y la cola dentro de una transacción. Cada
// transacción lleva el alcance de quien la abre (alcance.ts) como `SET LOCAL app.oficinas`, en el mismo viaje que su
// BEGIN; cada sentencia suelta lo lleva en su propio viaje (ConsultaConAlcance: set_config local y la sentencia antes
// de un solo Sync). Nunca un SET de sesión: la conexión vuelve al pool y la toma otra petición.
import pg, { Client, type ClientConfig, type PoolConfig } from 'pg';
import { AJUSTE_OFICINAS, alcanceActual, enEsteContexto, sentenciaAlcance, valorDelAlcance } from './alcance';

/** Abre una transacción (BEGIN, START TRANSACTION con o sin su nivel de aislamiento). */
const INICIO = /^\s*(BEGIN|START\s+TRANSACTION)\b/i;
/** La cierra (COMMIT, END, ROLLBACK, ABORT), pero no vuelve a un punto de guardado (ROLLBACK TO …). */
const FIN = /^\s*(COMMIT|END|ROLLBACK|ABORT)\b(?!\s+TO\b)/i;

type Devolucion = (error: Error | null, resultado?: unknown) => void;

/** Un texto con más de una sentencia (no cabe en el protocolo extendido). */
const VARIAS = /;\s*\S/;

/** Lo que ConsultaConAlcance escribe en la conexión de `pg` (su protocolo extendido). */
interface ConexionPg {
  close(mensaje: { type: 'S'; name: string }): void;
  parse(mensaje: { text: string; name?: string; types?: number[] }): void;
  bind(mensaje: { portal?: string; statement?: string; values?: unknown[] }): void;
  execute(mensaje: { portal?: string; rows?: number }): void;
}

/** El alcance, en la misma transacción implícita: no devuelve filas (la condición nunca se cumple) y se evalúa una vez. */
const FIJAR_ALCANCE = `SELECT 1 FROM (SELECT set_config('${AJUSTE_OFICINAS}', $1, true) AS v) AS alcance WHERE v IS NULL`;
/** FIJAR_ALCANCE preparada una vez por conexión con este nombre: cada sentencia suelta sólo la enlaza y la ejecuta. */
const SENTENCIA_ALCANCE = 'cartera_fijar_alcance';
/** El error de PostgreSQL de una sentencia preparada que no existe (la conexión la perdió). */
const SENTENCIA_INEXISTENTE = '26000';

/**
 * Una sentencia suelta con su alcance en un solo viaje: antes de su Parse/Bind/Execute van el Bind/Execute de
 * FIJAR_ALCANCE, y un solo Sync al final. En el protocolo extendido, todo lo que va antes de un Sync es una
 * transacción implícita: el ajuste vale para la sentencia y se va con ella. `pg` entrega un resultado por cada una;
 * quien llama recibe el suyo. FIJAR_ALCANCE se analiza una vez por conexión (`preparar`): la primera vez, o si no se
 * sabe si quedó preparada, va precedida de un Close de su nombre (cerrar una que no existe no es un error) y su Parse.
 */
class ConsultaConAlcance extends pg.Query {
  constructor(
    config: { text: string },
    valores: unknown,
    private readonly valorAlcance: string,
    private readonly preparar: boolean,
    alTerminar: (error: Error | undefined, resultado: unknown) => void,
  ) {
    super(Object.assign({}, config, Array.isArray(valores) ? { values: valores } : {}), undefined, alTerminar);
  }

  prepare(conexion: ConexionPg): void {
    if (this.preparar) {
      conexion.close({ type: 'S', name: SENTENCIA_ALCANCE });
      conexion.parse({ text: FIJAR_ALCANCE, name: SENTENCIA_ALCANCE, types: [] });
    }
    conexion.bind({ portal: '', statement: SENTENCIA_ALCANCE, values: [this.valorAlcance] });
    conexion.execute({ portal: '', rows: 0 });
    const preparar: unknown = Reflect.get(pg.Query.prototype, 'prepare');
    if (typeof preparar !== 'function') throw new Error('pg.Query sin prepare');
    Reflect.apply(preparar, this, [conexion]);
  }
}

function codigoDe(error: Error): unknown {
  return 'code' in error ? error.code : undefined;
}

function esFuncion(valor: unknown): valor is (...args: unknown[]) => unknown {
  return typeof valor === 'function';
}

function textoDe(config: object): string | undefined {
  return 'text' in config && typeof config.text === 'string' ? config.text : undefined;
}

/** Una consulta con parámetros o con nombre va por el protocolo extendido: no admite varias sentencias en un texto. */
function esSimple(config: string | object, valores: unknown): boolean {
  if (Array.isArray(valores) && valores.length > 0) return false;
  if (typeof config === 'string') return true;
  if ('name' in config && config.name) return false;
  return !('values' in config && Array.isArray(config.values) && config.values.length > 0);
}

/** De un texto con varias sentencias, `pg` devuelve un resultado por sentencia: quien pidió la primera espera el suyo. */
function primero(resultado: unknown): unknown {
  return Array.isArray(resultado) ? resultado[0] : resultado;
}

function entregar(promesa: Promise<unknown>, devolucion: Devolucion | undefined): Promise<unknown> | undefined {
  if (!devolucion) return promesa;
  promesa.then(
    (resultado) => devolucion(null, resultado),
    (error: Error) => devolucion(error),
  );
  return undefined;
}

/**
 * Un cliente de `pg` que pone el alcance de quien consulta en cada transacción. Sigue la transacción por el texto que
 * encola (BEGIN/START TRANSACTION la abren; COMMIT/END/ROLLBACK/ABORT la cierran): lo que va dentro pasa tal cual.
 */
export class ClienteConAlcance extends Client {
  private enTransaccion = false;
  /** FIJAR_ALCANCE quedó preparada en esta conexión (una sentencia suelta que la analizó terminó bien). */
  private alcancePreparado = false;

  constructor(config?: string | ClientConfig) {
    super(config);
    // `query` de pg tiene muchas firmas (texto, objeto, con o sin devolución, un Submittable): se reemplaza en la
    // instancia con una que acepta las mismas y decide con lo que recibe.
    Object.defineProperty(this, 'query', { value: (...args: unknown[]) => this.consultar(args) });
  }

  private original(...args: unknown[]): unknown {
    return Reflect.apply(Client.prototype.query, this, args);
  }

  private enPromesa(config: unknown, valores?: unknown): Promise<unknown> {
    return Promise.resolve(this.original(config, valores));
  }

  private consultar(args: unknown[]): unknown {
    const [config, valores, tercero] = args;
    if (config === null || (typeof config !== 'string' && typeof config !== 'object')) return this.original(...args);
    if (typeof config === 'object' && 'submit' in config && typeof config.submit === 'function') {
      // Un cursor o un flujo vive entre varios viajes: sólo dentro de una transacción, que ya lleva el alcance.
      if (!this.enTransaccion) throw new Error('Un cursor o un flujo de PostgreSQL se abre dentro de una transacción');
      return this.original(...args);
    }
    const texto = typeof config === 'string' ? config : textoDe(config);
    const devolucion: Devolucion | undefined = [valores, tercero].find(esFuncion);
    const parametros = typeof valores === 'function' ? undefined : valores;
    if (texto !== undefined && INICIO.test(texto)) {
      const alcance = sentenciaAlcance(alcanceActual());
      this.enTransaccion = true;
      if (esSimple(config, parametros)) {
        // Un solo viaje: el BEGIN y el SET LOCAL en un texto del protocolo simple.
        const unido = `${texto}; ${alcance}`;
        const consulta = typeof config === 'string' ? unido : Object.assign({}, config, { text: unido });
        return entregar(this.enPromesa(consulta, parametros).then(primero), devolucion);
      }
      // Con parámetros no cabe en un texto: dos viajes, uno tras otro.
      const abierta = this.enPromesa(config, parametros).then(async (resultado) => {
        await this.enPromesa(alcance);
        return resultado;
      });
      return entregar(abierta, devolucion);
    }
    if (texto !== undefined && FIN.test(texto)) {
      this.enTransaccion = false;
      return this.original(...args);
    }
    if (this.enTransaccion) return this.original(...args);
    const alcance = alcanceActual();
    // Una sentencia suelta de una sola sentencia: el alcance viaja con ella (ConsultaConAlcance), un solo viaje.
    if (texto !== undefined && !VARIAS.test(texto)) {
      const valor = valorDelAlcance(alcance);
      const base = Object.assign({}, typeof config === 'string' ? {} : config, { text: texto, queryMode: 'extended' });
      return entregar(this.conSuAlcance(base, parametros, valor), devolucion);
    }
    // Varias sentencias en un texto: en su propia transacción corta con el alcance, un paso tras otro. Si falla,
    // ROLLBACK, y el error es el suyo (o el del BEGIN, si fue ése).
    return entregar(this.suelta(sentenciaAlcance(alcance), config, parametros), devolucion);
  }

  /**
   * Una sentencia suelta con su alcance (ConsultaConAlcance). Si la conexión perdió FIJAR_ALCANCE (un DEALLOCATE), su
   * Bind falla antes de que corra la sentencia: se reenvía una vez, analizándola de nuevo.
   */
  private conSuAlcance(base: { text: string }, parametros: unknown, valor: string, reintento = false): Promise<unknown> {
    const preparar = !this.alcancePreparado;
    return new Promise<unknown>((resolver, rechazar) => {
      this.original(
        new ConsultaConAlcance(base, parametros, valor, preparar, (error, filas) => {
          if (!error) {
            if (preparar) this.alcancePreparado = true;
            resolver(Array.isArray(filas) ? filas[filas.length - 1] : filas);
            return;
          }
          // Si la analizó y algo falló, no se sabe si quedó: la próxima la cierra y la analiza de nuevo.
          if (preparar) this.alcancePreparado = false;
          if (!preparar && !reintento && codigoDe(error) === SENTENCIA_INEXISTENTE) {
            this.alcancePreparado = false;
            resolver(this.conSuAlcance(base, parametros, valor, true));
            return;
          }
          rechazar(error);
        }),
      );
    });
  }

  private async suelta(alcance: string, config: unknown, parametros: unknown): Promise<unknown> {
    try {
      await this.enPromesa(`BEGIN; ${alcance}`);
    } catch (error) {
      await this.enPromesa('ROLLBACK').catch(() => undefined);
      throw error;
    }
    let resultado: unknown;
    try {
      resultado = await this.enPromesa(config, parametros);
    } catch (error) {
      await this.enPromesa('ROLLBACK').catch(() => undefined);
      throw error;
    }
    await this.enPromesa('COMMIT');
    return resultado;
  }
}

/**
 * El pool de la API: sus clientes son ClienteConAlcance y quien espera una conexión libre recibe su devolución en su
 * propio contexto (enEsteContexto; si no, la llamaría quien suelta la conexión, con su alcance: `pool.query` consultaría con el
 * alcance de otra petición).
 */
export class PoolConAlcance extends pg.Pool {
  constructor(opciones?: PoolConfig) {
    super({ ...opciones, Client: ClienteConAlcance });
    const conectar: unknown = Reflect.get(pg.Pool.prototype, 'connect');
    if (typeof conectar !== 'function') throw new Error('pg.Pool sin connect');
    Object.defineProperty(this, 'connect', {
      value: (...args: unknown[]) =>
        Reflect.apply(
          conectar,
          this,
          args.map((arg) => (esFuncion(arg) ? enEsteContexto(arg) : arg)),
        ),
    });
  }
}

/** El módulo `pg` para TypeORM (su opción `driver`) con el pool de la API. */
export const PG_CON_ALCANCE = { ...pg, Pool: PoolConAlcance };
