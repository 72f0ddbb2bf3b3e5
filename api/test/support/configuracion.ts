import { ErrorConfiguracion, leerConfiguracion } from '../../src/config/configuracion';

/** What the configuration refuses in `env` (the Spanish problems it lists), or none. */
export function problemasDe(env: NodeJS.ProcessEnv): string[] {
  try {
    leerConfiguracion(env);
  } catch (error) {
    if (error instanceof ErrorConfiguracion) return error.problemas;
    throw error;
  }
  return [];
}
