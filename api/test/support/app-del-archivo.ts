// La aplicación de un archivo de pruebas: se abre antes de sus pruebas, con los tokens de las cuentas de la
// plantilla, y se cierra después, sin repetir en cada archivo el mismo beforeAll y afterAll ni una variable por token.
import { crearAppPrueba, type AppPrueba, type NombreCuenta, type OpcionesAppPrueba } from './app-prueba';

/** Las cuentas de la plantilla cuyo token recibe cada archivo. */
const CUENTAS = ['admin', 'gerente', 'cobrador1', 'cobrador2'] as const satisfies readonly NombreCuenta[];
export type CuentaDelArchivo = (typeof CUENTAS)[number];

export interface AppDelArchivo {
  /** La aplicación del archivo; se puede nombrar desde el principio y se usa desde el primer beforeAll. */
  prueba: AppPrueba;
  /** Tokens de sesión de las cuentas de la plantilla: `tokens.admin`. */
  tokens: Readonly<Record<CuentaDelArchivo, string>>;
  /** Ids de los cobradores de la plantilla (para asignarles clientes): `ids.cobrador1`. */
  ids: Readonly<Record<'cobrador1' | 'cobrador2', string>>;
}

type Preparar = (app: AppDelArchivo) => unknown;

/**
 * Las opciones de `crearAppPrueba`; `entorno` puede ser una función, que se lee al abrir la aplicación (después de los
 * beforeAll de antes): la URL de un proveedor local que se levanta primero.
 */
export type OpcionesDelArchivo = Omit<OpcionesAppPrueba, 'entorno'> & {
  entorno?: OpcionesAppPrueba['entorno'] | (() => OpcionesAppPrueba['entorno']);
};

/**
 * Registra la apertura y el cierre de la aplicación del archivo y la devuelve ya nombrada:
 * `const { prueba, tokens, ids } = usarAppPrueba();`. `prueba` se usa desde el primer beforeAll (antes, avisa que la
 * aplicación aún no está abierta); los tokens y los ids se llenan al abrirla. `preparar` corre una vez abierta, antes
 * de la primera prueba (los datos comunes del archivo).
 */
export function usarAppPrueba(opciones?: OpcionesDelArchivo): AppDelArchivo;
export function usarAppPrueba(preparar: Preparar, opciones?: OpcionesDelArchivo): AppDelArchivo;
export function usarAppPrueba(primero?: Preparar | OpcionesDelArchivo, segundo?: OpcionesDelArchivo): AppDelArchivo {
  const preparar = typeof primero === 'function' ? primero : undefined;
  const opciones = typeof primero === 'function' ? segundo : primero;
  // La demostración la siembra el primer archivo que la pide en la corrida (plantilla-demo.ts): más que el tiempo por
  // defecto de un gancho.
  const limite = opciones?.conDemo ? 180_000 : undefined;
  let abierta: AppPrueba | undefined;
  const leer = () => {
    if (!abierta) throw new Error('La aplicación del archivo aún no está abierta: úsela dentro de un beforeAll o una prueba');
    return abierta;
  };
  const prueba: AppPrueba = {
    get app() {
      return leer().app;
    },
    get dataSource() {
      return leer().dataSource;
    },
    get dueno() {
      return leer().dueno;
    },
    cuenta: (nombre) => leer().cuenta(nombre),
    token: (usuario) => leer().token(usuario),
    pedir: (peticion) => leer().pedir(peticion),
    como: (nombre) => leer().como(nombre),
    cerrar: () => leer().cerrar(),
  };
  // Se llenan al abrir (hasta entonces, vacíos), como antes las variables de cada archivo.
  const tokens = { admin: '', gerente: '', cobrador1: '', cobrador2: '' };
  const ids = { cobrador1: '', cobrador2: '' };
  const delArchivo: AppDelArchivo = { prueba, tokens, ids };

  beforeAll(async () => {
    const entorno = typeof opciones?.entorno === 'function' ? opciones.entorno() : opciones?.entorno;
    const app = await crearAppPrueba({ ...opciones, entorno });
    abierta = app;
    const [admin, gerente, cobrador1, cobrador2] = await Promise.all(CUENTAS.map((nombre) => app.cuenta(nombre)));
    Object.assign(tokens, {
      admin: await app.token(admin),
      gerente: await app.token(gerente),
      cobrador1: await app.token(cobrador1),
      cobrador2: await app.token(cobrador2),
    });
    Object.assign(ids, { cobrador1: cobrador1.id, cobrador2: cobrador2.id });
    await preparar?.(delArchivo);
  }, limite);
  afterAll(async () => {
    await abierta?.cerrar();
  }, limite);
  return delArchivo;
}
