// Sirve el portal construido (shell + remotos, dist/portal) desde la misma URL que la API cuando PORTAL_DIR está
// definido. En Kubernetes lo sirve nginx; esto es para `npm start` y despliegues de un solo proceso.
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { traducirError } from '../common/traducir-error';
import { noEncontrado } from '../common/errores';

/** Archivos que cambian sin cambiar de nombre: el navegador siempre revalida. */
const SIN_CACHE = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js']);
/** Nombre con hash de contenido (rsbuild: main.3f2a91bc.js): se guarda un año, nunca cambia. */
const CON_HASH = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function politicaCache(relativo: string): string {
  const nombre = path.posix.basename(relativo);
  if (SIN_CACHE.has(nombre) || nombre.endsWith('.html')) return 'no-cache';
  if (CON_HASH.test(nombre)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * Mi Ruta (docs/decisiones/mi-ruta.md): la página liviana del cobrador es parte del build de mfe-cobros
 * (mf/mfe-cobros/mi-ruta/) y se sirve en /mi-ruta, el alcance de su service worker. /mi-ruta y cualquier ruta bajo
 * ella que no sea un archivo reciben su index.html; el trabajador (sw.js) puede controlar /mi-ruta aunque viva en
 * /mi-ruta/sw.js (Service-Worker-Allowed).
 */
export const CARPETA_MI_RUTA = 'mf/mfe-cobros/mi-ruta';
const RUTA_MI_RUTA = /^\/mi-ruta(\/|$)/;

/** El archivo de dist/portal que responde a una ruta bajo /mi-ruta (o null si la ruta no es de Mi Ruta). */
export function archivoMiRuta(ruta: string): string | null {
  if (!RUTA_MI_RUTA.test(ruta)) return null;
  const resto = ruta.slice('/mi-ruta'.length).replace(/^\/+/, '');
  return path.posix.join(CARPETA_MI_RUTA, resto === '' ? 'index.html' : resto);
}

export async function registrarPortal(app: NestFastifyApplication, carpeta: string): Promise<void> {
  const raiz = path.resolve(carpeta);
  if (!existsSync(path.join(raiz, 'index.html'))) {
    throw new Error(
      `PORTAL_DIR=${carpeta} no contiene index.html: construya el portal (npm run build) o quite PORTAL_DIR`,
    );
  }
  // serve: false → sólo decora reply.sendFile; las rutas las decide el manejador de abajo. preCompressed: manda el
  // .br o el .gz que la construcción dejó al lado (packages/plataforma/precomprimir.ts) según Accept-Encoding, con
  // `Vary: Accept-Encoding`; sin ellos, el archivo tal cual.
  await app.register(fastifyStatic, { root: raiz, serve: false, preCompressed: true });
  const fastify = app.getHttpAdapter().getInstance();

  fastify.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const ruta = rutaDe(request.url);
    if (ruta === null || ruta === '/api' || ruta.startsWith('/api/')) return noEncontradoJson(reply);
    const deMiRuta = archivoMiRuta(ruta);
    const relativo = deMiRuta ?? ruta.replace(/^\/+/, '');
    if (relativo.split('/').includes('..')) return noEncontradoJson(reply);
    const archivo = path.join(raiz, relativo);
    if (relativo !== '' && archivo.startsWith(raiz + path.sep)) {
      const info = await stat(archivo).catch(() => null);
      if (info?.isFile()) {
        const politica = politicaCache(relativo);
        reply.header('cache-control', politica);
        // Un archivo con hash no se revalida nunca: sin ETag, Last-Modified ni Accept-Ranges, que sólo sirven para
        // eso y viajan en cada uno.
        if (deMiRuta && path.posix.basename(relativo) === 'sw.js') reply.header('service-worker-allowed', '/mi-ruta');
        const inmutable = politica.includes('immutable');
        return reply.sendFile(relativo, {
          cacheControl: false,
          ...(inmutable ? { etag: false, lastModified: false, acceptRanges: false } : {}),
        });
      }
    }
    // Una ruta de Mi Ruta pedida por el navegador recibe la página de Mi Ruta, no la del portal.
    if (deMiRuta && aceptaHtml(request) && existsSync(path.join(raiz, CARPETA_MI_RUTA, 'index.html'))) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile(path.posix.join(CARPETA_MI_RUTA, 'index.html'), { cacheControl: false });
    }
    // Retorno del SPA: una ruta del portal (/clientes/nuevo) pedida por el navegador recibe index.html.
    if (relativo === '' || aceptaHtml(request)) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html', { cacheControl: false });
    }
    return noEncontradoJson(reply);
  });
}

function rutaDe(url: string): string | null {
  try {
    return path.posix.normalize(decodeURIComponent(url.split('?')[0] ?? '/'));
  } catch {
    return null;
  }
}

function aceptaHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function noEncontradoJson(reply: FastifyReply) {
  const { status, cuerpo } = traducirError(noEncontrado());
  return reply.code(status).header('cache-control', 'no-store').send(cuerpo);
}
