// Los reinicios de la API que cuenta el supervisor de `npm start` (scripts/lib/supervisor.mjs,
// docs/decisiones/supervision-de-la-api.md): los pasa en el entorno al proceso que arranca tras una caída y
// /api/health los muestra. Sin supervisor (Kubernetes, las pruebas) no vienen y son cero.
import type { ReiniciosApi } from './configuracion.tipos';

export const LARGO_MAXIMO_CAUSA = 120;

/**
 * CARTERA_REINICIOS (entero ≥ 0), CARTERA_ULTIMO_REINICIO (instante ISO 8601) y CARTERA_CAUSA_REINICIO (texto corto);
 * con reinicios, el instante y la causa son obligatorios. Anota en `problemas` lo que rechaza.
 */
export function leerReinicios(
  texto: (nombre: string) => string | undefined,
  problemas: string[],
): ReiniciosApi {
  const cantidadTexto = texto('CARTERA_REINICIOS');
  const fechaTexto = texto('CARTERA_ULTIMO_REINICIO');
  const causa = texto('CARTERA_CAUSA_REINICIO');
  if (cantidadTexto === undefined) return { cantidad: 0, ultimo: null };
  const cantidad = Number(cantidadTexto);
  if (!/^\d{1,9}$/.test(cantidadTexto)) {
    problemas.push(`CARTERA_REINICIOS debe ser un entero mayor o igual a 0 (valor recibido: '${cantidadTexto}')`);
    return { cantidad: 0, ultimo: null };
  }
  if (cantidad === 0) return { cantidad, ultimo: null };
  const fecha = fechaTexto === undefined ? Number.NaN : Date.parse(fechaTexto);
  if (fechaTexto === undefined || !/^\d{4}-\d{2}-\d{2}T/.test(fechaTexto) || Number.isNaN(fecha)) {
    problemas.push(
      `CARTERA_ULTIMO_REINICIO debe ser un instante ISO 8601 como 2026-11-28T12:00:00.000Z cuando CARTERA_REINICIOS es mayor que 0 (valor recibido: '${fechaTexto ?? ''}')`,
    );
  }
  if (causa === undefined || causa.length > LARGO_MAXIMO_CAUSA || /[\p{Cc}]/u.test(causa)) {
    problemas.push(
      `CARTERA_CAUSA_REINICIO debe ser un texto de 1 a ${LARGO_MAXIMO_CAUSA} caracteres cuando CARTERA_REINICIOS es mayor que 0`,
    );
  }
  if (Number.isNaN(fecha) || causa === undefined) return { cantidad, ultimo: null };
  return { cantidad, ultimo: { fecha: new Date(fecha).toISOString(), causa } };
}
