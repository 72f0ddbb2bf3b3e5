// Cabeceras de seguridad de toda respuesta de la API y del portal que sirve (PORTAL_DIR). nginx manda las mismas
// (infra/nginx): quien cambie una política aquí la cambia allí.
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Política del portal: sólo scripts del mismo origen (el shell no tiene scripts en línea) y de los orígenes fijos de
 * CSP_REMOTOS (como `CSP_REMOTOS` de nginx). No salen de `remotes.json`: quien pudiera escribir ese archivo (un
 * ConfigMap, una carpeta compartida) no debe poder autorizarse un origen propio para ejecutar scripts; estilos en línea porque antd los inyecta (CSS-in-JS); imágenes y marcos `blob:` para
 * las vistas previas de documentos; nadie puede enmarcar el portal.
 */
export function politicaPortal(origenesRemotos: readonly string[] = []): string {
  const remotos = origenesRemotos.length > 0 ? ` ${origenesRemotos.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${remotos}`,
    `connect-src 'self'${remotos}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Las respuestas JSON de la API no cargan nada: ni scripts, ni estilos, ni marcos. */
export const POLITICA_API = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** La interfaz de /api/docs (Swagger UI) trae un script y estilos en línea propios. */
const POLITICA_DOCS =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'";

/** El service worker de Mi Ruta (api/src/portal/portal.ts). */
export const RUTA_TRABAJADOR_MI_RUTA = '/mi-ruta/sw.js';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Por la ruta, no por el tipo de la respuesta: un 304 de index.html no trae Content-Type y el navegador adopta las
 * cabeceras del 304 para la copia que guarda. Fuera de /api, una ruta sin extensión (o .html) es un documento del
 * portal; un archivo con extensión (.js, .json…) no es un documento.
 */
function politicaPara(request: FastifyRequest, politicaDelPortal: string): string {
  const ruta = request.url.split('?')[0] ?? '/';
  if (ruta === '/api/docs' || ruta.startsWith('/api/docs/')) return POLITICA_DOCS;
  if (ruta === '/api' || ruta.startsWith('/api/')) return POLITICA_API;
  // El service worker de Mi Ruta (docs/decisiones/mi-ruta.md) se rige por la política de su propia respuesta: con la
  // mínima no podría descargar la página para guardarla, y nunca se instalaría.
  if (ruta === RUTA_TRABAJADOR_MI_RUTA) return politicaDelPortal;
  const esDocumento = !/\.[a-z0-9]+$/i.test(ruta) || ruta.endsWith('.html');
  return esDocumento ? politicaDelPortal : POLITICA_API;
}

/**
 * Un script o una hoja de estilos del portal con hash en el nombre (se guarda un año, `immutable`). No es un
 * documento: la política de contenido, los marcos, el Referer, los permisos y el aislamiento de ventana no le
 * aplican, y cada cabecera viaja en cada uno de los 30–45 archivos de la primera pantalla (≈ 12 KB por pantalla).
 */
function esRecursoInmutable(request: FastifyRequest, cacheControl: unknown): boolean {
  const ruta = request.url.split('?')[0] ?? '/';
  return (
    !ruta.startsWith('/api/') && /\.(js|css)$/.test(ruta) && String(cacheControl ?? '').includes('immutable')
  );
}

function esRutaApi(request: FastifyRequest): boolean {
  const ruta = request.url.split('?')[0] ?? '/';
  return ruta === '/api' || ruta.startsWith('/api/');
}

/**
 * Añade a cada respuesta: Content-Security-Policy (la del portal en los documentos HTML, la mínima en lo demás),
 * `nosniff`, sin Referer hacia fuera, sin permisos de cámara/micrófono/ubicación, aislamiento de ventana, `Cache-Control: no-store` en la API
 * (si la ruta no puso el suyo) y, si la petición llegó por HTTPS (directa o según el proxy de confianza), HSTS. Los scripts y hojas con hash llevan sólo
 * `nosniff` (y HSTS): `esRecursoInmutable`.
 */
export function registrarCabecerasSeguridad(
  fastify: FastifyInstance,
  origenesRemotos: readonly string[] = [],
): void {
  const politicaDelPortal = politicaPortal(origenesRemotos);
  fastify.addHook('onSend', async (request, reply, cuerpo) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    reply.header('x-content-type-options', 'nosniff');
    if (esRecursoInmutable(request, reply.getHeader('cache-control'))) return cuerpo;
    // Una descarga de un archivo subido trae su propia política con `sandbox` (un PDF o una imagen abiertos en el
    // navegador no ejecutan nada con el origen del portal): se respeta, no se reemplaza por la general.
    if (!String(reply.getHeader('content-security-policy') ?? '').includes('sandbox'))
      reply.header('content-security-policy', politicaPara(request, politicaDelPortal));
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(self), microphone=(), geolocation=(self), payment=()');
    // Las respuestas de la API llevan datos de personas (nombres, cédulas, saldos) o de la sesión: ni el navegador
    // ni un proxy las guardan, salvo que la ruta diga otra cosa (un archivo con su propia política de caché).
    if (esRutaApi(request) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return cuerpo;
  });
}
