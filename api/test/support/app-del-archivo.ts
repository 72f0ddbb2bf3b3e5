// La aplicación de un archivo de pruebas: se abre antes de sus pruebas, con los tokens de las cuentas de la
// plantilla, y se cierra después, sin repetir en cada archivo el mismo beforeAll y afterAll.
import { crearAppPrueba, type AppPrueba, type NombreCuenta, type OpcionesAppPrueba } from './app-prueba';

/** Las cuentas de la plantilla cuyo token recibe cada archivo. */
const CUENTAS = ['admin', 'gerente', 'cobrador1', 'cobrador2'] as const satisfies readonly NombreCuenta[];

export interface AppDelArchivo {
  prueba: AppPrueba;
  /** Tokens de sesión de las cuentas de la plantilla. */
  admin: string;
  gerente: string;
  cobrador1: string;
  cobrador2: string;
  /** Id del usuario cobrador1 de la plantilla (para asignarle clientes). */
  cobrador1Id: string;
  /** Id del usuario cobrador2 de la plantilla. */
  cobrador2Id: string;
}

/**
 * Registra la apertura y el cierre de la aplicación del archivo; `abierta` la recibe una vez abierta, antes de la
 * primera prueba: `usarAppPrueba((app) => ({ prueba, admin } = app));` (`cobrador1: cobrador` para llamarlo de
 * otro modo). Puede ser asíncrona para preparar más (datos comunes).
 */
export function usarAppPrueba(abierta: (app: AppDelArchivo) => unknown, opciones?: OpcionesAppPrueba): void {
  let prueba: AppPrueba | undefined;
  beforeAll(async () => {
    const abiertaAhora = await crearAppPrueba(opciones);
    prueba = abiertaAhora;
    const [admin, gerente, cobrador1, cobrador2] = await Promise.all(
      CUENTAS.map((nombre) => abiertaAhora.cuenta(nombre)),
    );
    await abierta({
      prueba: abiertaAhora,
      admin: await abiertaAhora.token(admin),
      gerente: await abiertaAhora.token(gerente),
      cobrador1: await abiertaAhora.token(cobrador1),
      cobrador2: await abiertaAhora.token(cobrador2),
      cobrador1Id: cobrador1.id,
      cobrador2Id: cobrador2.id,
    });
  });
  afterAll(async () => {
    await prueba?.cerrar();
  });
}
