"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.POLITICA_API = void 0;
exports.politicaPortal = politicaPortal;
exports.origenesDeRemotos = origenesDeRemotos;
exports.registrarCabecerasSeguridad = registrarCabecerasSeguridad;
const node_fs_1 = require("node:fs");
/**
 * Política del portal: sólo scripts del mismo origen (el shell no tiene scripts en línea) y de los orígenes de los
 * remotos de `remotes.json`; estilos en línea porque antd los inyecta (CSS-in-JS); imágenes y marcos `blob:` para
 * las vistas previas de documentos; nadie puede enmarcar el portal.
 */
function politicaPortal(origenesRemotos = []) {
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
exports.POLITICA_API = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
/** La interfaz de /api/docs (Swagger UI) trae un script y estilos en línea propios. */
const POLITICA_DOCS = "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'";
const HSTS = 'max-age=31536000; includeSubDomains';
/** Orígenes (https://cdn.ejemplo.co) de las URL absolutas de `remotes.json`; las rutas relativas son del portal. */
function origenesDeRemotos(remotosJson) {
    let remotos;
    try {
        remotos = JSON.parse(remotosJson);
    }
    catch {
        return [];
    }
    if (typeof remotos !== 'object' || remotos === null)
        return [];
    const origenes = new Set();
    for (const url of Object.values(remotos)) {
        if (typeof url !== 'string' || !/^https?:\/\//i.test(url))
            continue;
        try {
            origenes.add(new URL(url).origin);
        }
        catch {
            // Una URL rota no añade nada: el shell mostrará 'Módulo no disponible'.
        }
    }
    return [...origenes].sort();
}
/** Lee `remotes.json` sólo cuando cambia (en Kubernetes es un ConfigMap que se actualiza en caliente). */
function politicaPortalDesde(archivoRemotos) {
    let marca = '';
    let politica = politicaPortal();
    return () => {
        if (!archivoRemotos)
            return politica;
        try {
            const { mtimeMs, size } = (0, node_fs_1.statSync)(archivoRemotos);
            const nueva = `${mtimeMs}:${size}`;
            if (nueva !== marca) {
                marca = nueva;
                politica = politicaPortal(origenesDeRemotos((0, node_fs_1.readFileSync)(archivoRemotos, 'utf8')));
            }
        }
        catch {
            politica = politicaPortal();
        }
        return politica;
    };
}
/**
 * Por la ruta, no por el tipo de la respuesta: un 304 de index.html no trae Content-Type y el navegador adopta las
 * cabeceras del 304 para la copia que guarda. Fuera de /api, una ruta sin extensión (o .html) es un documento del
 * portal; un archivo con extensión (.js, .json…) no es un documento.
 */
function politicaPara(request, politicaDelPortal) {
    const ruta = request.url.split('?')[0] ?? '/';
    if (ruta === '/api/docs' || ruta.startsWith('/api/docs/'))
        return POLITICA_DOCS;
    if (ruta === '/api' || ruta.startsWith('/api/'))
        return exports.POLITICA_API;
    const esDocumento = !/\.[a-z0-9]+$/i.test(ruta) || ruta.endsWith('.html');
    return esDocumento ? politicaDelPortal() : exports.POLITICA_API;
}
/**
 * Añade a cada respuesta: Content-Security-Policy (la del portal en los documentos HTML, la mínima en lo demás),
 * `nosniff`, sin Referer hacia fuera, sin permisos de cámara/micrófono/ubicación, aislamiento de ventana y, si la
 * petición llegó por HTTPS (directa o según el proxy de confianza), HSTS.
 */
function registrarCabecerasSeguridad(fastify, archivoRemotos) {
    const politicaDelPortal = politicaPortalDesde(archivoRemotos);
    fastify.addHook('onSend', async (request, reply, cuerpo) => {
        reply.header('content-security-policy', politicaPara(request, politicaDelPortal));
        reply.header('x-content-type-options', 'nosniff');
        reply.header('referrer-policy', 'no-referrer');
        reply.header('x-frame-options', 'DENY');
        reply.header('cross-origin-opener-policy', 'same-origin');
        reply.header('permissions-policy', 'camera=(self), microphone=(), geolocation=(self), payment=()');
        if (request.protocol === 'https')
            reply.header('strict-transport-security', HSTS);
        return cuerpo;
    });
}
//# sourceMappingURL=cabeceras-seguridad.js.map