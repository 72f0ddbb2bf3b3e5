// Las rutas de la aplicación real, leídas de los controladores que Nest registró (no de una lista escrita a mano): una
// prueba que recorre «todas las rutas con X» alcanza también a la ruta que se agregue mañana.
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { AppPrueba } from './app-prueba';

export interface RutaDeclarada {
  /** 'GET', 'POST'… */
  metodo: string;
  /** Con el prefijo y sus parámetros: `/api/prestamos/:id/plan/cuota/:numero/pagar`. */
  ruta: string;
  /** Un metadato del manejador o, si no lo tiene, de su controlador (roles, @Publico, @Idempotente…). */
  leer<T>(clave: string): T | undefined;
}

export function rutasDeclaradas(prueba: Pick<AppPrueba, 'app'>): RutaDeclarada[] {
  const rutas: RutaDeclarada[] = [];
  for (const modulo of prueba.app.get(ModulesContainer).values()) {
    for (const envoltorio of modulo.controllers.values()) {
      const clase = envoltorio.metatype as (new (...args: never[]) => unknown) | null;
      if (!clase) continue;
      const prefijo = String(Reflect.getMetadata(PATH_METADATA, clase) ?? '');
      const prototipo = clase.prototype as Record<string, unknown>;
      for (const nombre of Object.getOwnPropertyNames(prototipo)) {
        const manejador = prototipo[nombre];
        if (nombre === 'constructor' || typeof manejador !== 'function') continue;
        const ruta = Reflect.getMetadata(PATH_METADATA, manejador) as string | undefined;
        if (ruta === undefined) continue;
        const metodo = Reflect.getMetadata(METHOD_METADATA, manejador) as RequestMethod;
        rutas.push({
          metodo: RequestMethod[metodo],
          ruta: `/api/${prefijo}/${ruta}`.replace(/\/+/g, '/').replace(/\/$/, ''),
          leer: <T>(clave: string) =>
            (Reflect.getMetadata(clave, manejador) as T | undefined) ??
            (Reflect.getMetadata(clave, clase) as T | undefined),
        });
      }
    }
  }
  return rutas;
}
