// El alcance de lo que corre: qué oficinas ve (docs/decisiones/rol-de-la-api-y-alcance.md). Cada petición lo fija al
// autenticarse (auth/jwt-auth.guard.ts, con alcanceDe de auth/alcance.ts) y cada trabajo de fondo lo declara con `conAlcance(TODAS, …)`; el cliente
// de `pg` de la API (cliente-con-alcance.ts) lo pone en cada transacción como `app.oficinas`, que leerán las
// políticas de seguridad por filas. Sin alcance, el valor es vacío: una política no ve nada.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface Alcance {
  /** 'todas', o los ids de las oficinas que se ven (una lista vacía no ve ninguna). */
  oficinas: 'todas' | readonly string[];
}

/** Todas las oficinas: el administrador de la organización y los trabajos de la organización. */
export const TODAS: Alcance = Object.freeze({ oficinas: 'todas' });

/** El nombre del ajuste de PostgreSQL que lleva el alcance de cada transacción. */
export const AJUSTE_OFICINAS = 'app.oficinas';

/** Lo que guarda el contexto: el alcance, y si es el de una petición HTTP (que su sesión fija después de empezar). */
interface Celda {
  alcance: Alcance | undefined;
  peticion: boolean;
}

const almacen = new AsyncLocalStorage<Celda>();

/** `trabajo` (y todo lo que arranque, aun sin esperarlo) corre con `alcance`, que se valida aquí (valorDelAlcance). */
export function conAlcance<T>(alcance: Alcance, trabajo: () => T): T {
  valorDelAlcance(alcance);
  return almacen.run({ alcance, peticion: false }, trabajo);
}

/**
 * Una petición HTTP corre aquí desde antes de su manejador (un gancho preHandler de Fastify, app.module.ts): sin
 * alcance hasta que la guardia JWT, al autenticar, lo fija con `fijarAlcanceDeLaPeticion`. Una pública queda sin él.
 */
export function enPeticion<T>(trabajo: () => T): T {
  return almacen.run({ alcance: undefined, peticion: true }, trabajo);
}

/** El alcance de la petición en curso (una vez autenticada). Fuera de una petición es un error del programa. */
export function fijarAlcanceDeLaPeticion(alcance: Alcance): void {
  const celda = almacen.getStore();
  if (!celda?.peticion) throw new Error('fijarAlcanceDeLaPeticion fuera de una petición HTTP');
  valorDelAlcance(alcance);
  celda.alcance = alcance;
}

/**
 * `devolucion` corre en el contexto de quien la crea, aunque la llame otro: el pool de `pg` llama a quien espera una
 * conexión desde quien suelta la suya (PoolConAlcance). Más barato que `AsyncResource.bind`, que crea un recurso
 * (y un aviso de obsolescencia) por llamada: aquí sólo se guarda la celda y se vuelve a entrar en ella.
 */
export function enEsteContexto<A extends unknown[], R>(devolucion: (...args: A) => R): (...args: A) => R {
  const celda = almacen.getStore();
  return (...args: A) =>
    celda ? almacen.run(celda, () => devolucion(...args)) : almacen.exit(() => devolucion(...args));
}

/** El alcance de lo que corre ahora, o undefined si nadie lo fijó. */
export function alcanceActual(): Alcance | undefined {
  return almacen.getStore()?.alcance;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * El valor de `app.oficinas` para `alcance`: 'todas', un arreglo de PostgreSQL de uuids ('{…,…}'; '{}' sin
 * oficinas) o '' sin alcance. Va escrito en el texto de la sentencia (SET LOCAL no admite parámetros), así que cada id
 * se valida como uuid: un valor que no lo es es un error del programa, nunca texto que llegue a la base.
 */
export function valorDelAlcance(alcance: Alcance | undefined): string {
  if (alcance === undefined) return '';
  if (alcance.oficinas === 'todas') return 'todas';
  for (const id of alcance.oficinas) {
    if (!UUID.test(id)) throw new Error(`Alcance inválido: «${id}» no es el id de una oficina`);
  }
  return `{${alcance.oficinas.map((id) => id.toLowerCase()).join(',')}}`;
}

/** La sentencia que fija el alcance en la transacción abierta (nunca en la sesión: el pool la presta a otros). */
export function sentenciaAlcance(alcance: Alcance | undefined): string {
  return `SET LOCAL ${AJUSTE_OFICINAS} = '${valorDelAlcance(alcance)}'`;
}

/**
 * `fuente` leída con el alcance de quien la crea: un flujo de descarga lo pide el socket cuando se vacía (fuera de la
 * petición, sin alcance), y cada tanda que lee de la base debe llevar el de la petición que lo armó.
 */
export function enSuAlcance<T>(fuente: AsyncIterable<T>): AsyncIterable<T> {
  const alcance = alcanceActual();
  const correr = <R>(paso: () => Promise<R>): Promise<R> =>
    alcance ? conAlcance(alcance, paso) : almacen.exit(paso);
  return {
    [Symbol.asyncIterator]() {
      const iterador = fuente[Symbol.asyncIterator]();
      return {
        next: () => correr(() => iterador.next()),
        return: (valor?: unknown) =>
          correr(async (): Promise<IteratorResult<T>> => {
            if (iterador.return) return iterador.return(valor);
            return { done: true, value: undefined };
          }),
      };
    },
  };
}

/**
 * Sólo para el código de las pruebas de la API (api/test/support/alcance-de-las-pruebas.ts): lo que corre desde aquí, en
 * este contexto y lo que arranque, tiene `alcance`, como un trabajo de la organización. Las peticiones que las pruebas
 * hacen a la aplicación no lo heredan: cada una empieza sin alcance (enPeticion) y la guardia fija el de su sesión.
 */
export function fijarAlcanceDeLasPruebas(alcance: Alcance): void {
  valorDelAlcance(alcance);
  almacen.enterWith({ alcance, peticion: false });
}
