// Las tarjetas de ajustes con su propio recurso (límites de gastos, umbrales, políticas contables): lo que el servidor
// tiene guardado en las pruebas, su API servida con quien entró y lo que enviaron los PUT.
import { PORCENTAJES_DETERIORO_DEFECTO, UMBRALES_APROBACION_DEFECTO, type Rol } from '@cartera/dominio';
import { useSesion } from '@cartera/plataforma';
import { tokenVigente, usuarioDemo } from '../../../../packages/plataforma/test/jwt';
import { exito, servirApi, type Llamada, type Manejador } from '../../../../packages/plataforma/test/servidorPrueba';

export const LIMITES_GUARDADOS = { gastoMaximo: 50_000, gastosDiaMaximo: 100_000, fotoDesde: 20_000, diasAtras: 3 };

export const UMBRALES_GUARDADOS = { ...UMBRALES_APROBACION_DEFECTO, updatedAt: '2026-11-20T15:00:00.000Z' };

export const POLITICAS_GUARDADAS = {
  baseIngresos: 'caja',
  diasSuspensionCausacion: 30,
  vigenteDesde: null,
  cambioProgramado: null,
  interesDiferidoNeto: false,
  deterioroActivo: false,
  porcentajesDeterioro: PORCENTAJES_DETERIORO_DEFECTO,
  updatedAt: '2026-11-20T15:00:00.000Z',
};

/**
 * Entra como `rol` y sirve el recurso de una tarjeta (`/caja/limites-gastos`): el GET responde `guardados` y el PUT
 * los mismos con lo que cambió; `otras`, las demás rutas que use. Devuelve las llamadas.
 */
export function servirAjuste(
  ruta: string,
  guardados: object,
  rol: Rol = 'admin',
  otras: Record<string, Manejador> = {},
): Llamada[] {
  useSesion.getState().iniciar(tokenVigente(), { ...usuarioDemo, rol });
  return servirApi({
    [`GET ${ruta}`]: () => exito(guardados),
    [`PUT ${ruta}`]: (llamada) => exito({ ...guardados, ...(llamada.cuerpo as object) }),
    ...otras,
  });
}

/** Lo que enviaron los PUT, en orden. */
export const cuerposPut = (llamadas: Llamada[]) => llamadas.filter((l) => l.metodo === 'PUT').map((l) => l.cuerpo);
