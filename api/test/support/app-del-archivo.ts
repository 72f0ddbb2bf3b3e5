// La aplicación de un archivo de pruebas: se abre antes de sus pruebas (con el token del admin) y se cierra después,
// sin repetir en cada archivo el mismo beforeAll y afterAll.
import { crearAppPrueba, type AppPrueba, type OpcionesAppPrueba } from './app-prueba';

export interface AppDelArchivo {
  prueba: AppPrueba;
  /** Token de la cuenta admin de la plantilla. */
  admin: string;
}

/**
 * Registra la apertura y el cierre de la aplicación del archivo; `abierta` la recibe una vez abierta, antes de la
 * primera prueba: `usarAppPrueba((app) => ({ prueba, admin } = app));`. Puede ser asíncrona para preparar más (otros
 * tokens, datos comunes).
 */
export function usarAppPrueba(
  abierta: (app: AppDelArchivo) => unknown,
  opciones?: OpcionesAppPrueba,
): void {
  let prueba: AppPrueba | undefined;
  beforeAll(async () => {
    prueba = await crearAppPrueba(opciones);
    await abierta({ prueba, admin: await prueba.token('admin') });
  });
  afterAll(async () => {
    await prueba?.cerrar();
  });
}
