import { RouteConfig, type FastifyAdapter } from '@nestjs/platform-fastify';
import { propiedad } from './tipado';

/** Cuerpo máximo de las rutas que reciben la foto de un cliente (2 MB decodificada ≈ 2,7 MB en base64, más datos). */
export const LIMITE_CUERPO_FOTOS_BYTES = 4 * 1024 * 1024;

interface ConfigLimite {
  limiteCuerpoBytes?: number;
}

/** Ruta que admite un cuerpo mayor que el general (LIMITE_CUERPO_BYTES). */
export const LimiteCuerpo = (bytes: number) => RouteConfig({ limiteCuerpoBytes: bytes } satisfies ConfigLimite);

/**
 * Nest sólo pasa a Fastify la `config` de cada ruta; este gancho convierte `limiteCuerpoBytes` en el `bodyLimit`
 * de esa ruta. Se registra antes de crear la aplicación, para que vea todas las rutas.
 */
export function aplicarLimitesPorRuta(adaptador: FastifyAdapter): void {
  adaptador.getInstance().addHook('onRoute', (opciones) => {
    const limite = propiedad(opciones.config, 'limiteCuerpoBytes');
    if (typeof limite === 'number') opciones.bodyLimit = limite;
  });
}
