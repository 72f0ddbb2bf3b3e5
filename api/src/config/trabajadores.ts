import { ErrorConfiguracion } from './configuracion';

/** Máximo de workers de la API por proceso principal (WEB_CONCURRENCY). */
export const MAXIMO_TRABAJADORES = 64;

/**
 * WEB_CONCURRENCY: cuántos workers de la API (Node cluster) atienden el mismo puerto. Vacío = 1 (un solo proceso,
 * sin cluster). Un valor que no es un entero entre 1 y 64 es un error de configuración, no un «1» callado.
 */
export function leerTrabajadores(env: NodeJS.ProcessEnv = process.env): number {
  const texto = env.WEB_CONCURRENCY?.trim();
  if (!texto) return 1;
  const valor = Number(texto);
  if (!/^\d+$/.test(texto) || valor < 1 || valor > MAXIMO_TRABAJADORES) {
    throw new ErrorConfiguracion([
      `WEB_CONCURRENCY debe ser un entero entre 1 y ${MAXIMO_TRABAJADORES} (valor recibido: '${texto}')`,
    ]);
  }
  return valor;
}
