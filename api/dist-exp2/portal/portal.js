"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.politicaCache = politicaCache;
exports.registrarPortal = registrarPortal;
// Sirve el portal construido (shell + remotos, dist/portal) desde la misma URL que la API cuando PORTAL_DIR está
// definido. En Kubernetes lo sirve nginx; esto es para `npm start` y despliegues de un solo proceso.
const static_1 = __importDefault(require("@fastify/static"));
const node_fs_1 = require("node:fs");
const promises_1 = require("node:fs/promises");
const node_path_1 = __importDefault(require("node:path"));
const traducir_error_1 = require("../common/traducir-error");
const errores_1 = require("../common/errores");
/** Archivos que cambian sin cambiar de nombre: el navegador siempre revalida. */
const SIN_CACHE = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js']);
/** Nombre con hash de contenido (rsbuild: main.3f2a91bc.js): se guarda un año, nunca cambia. */
const CON_HASH = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
function politicaCache(relativo) {
    const nombre = node_path_1.default.posix.basename(relativo);
    if (SIN_CACHE.has(nombre) || nombre.endsWith('.html'))
        return 'no-cache';
    if (CON_HASH.test(nombre))
        return 'public, max-age=31536000, immutable';
    return 'no-cache';
}
async function registrarPortal(app, carpeta) {
    const raiz = node_path_1.default.resolve(carpeta);
    if (!(0, node_fs_1.existsSync)(node_path_1.default.join(raiz, 'index.html'))) {
        throw new Error(`PORTAL_DIR=${carpeta} no contiene index.html: construya el portal (npm run build) o quite PORTAL_DIR`);
    }
    // serve: false → sólo decora reply.sendFile; las rutas las decide el manejador de abajo. preCompressed: manda el
    // .br o el .gz que la construcción dejó al lado (packages/plataforma/precomprimir.ts) según Accept-Encoding, con
    // `Vary: Accept-Encoding`; sin ellos, el archivo tal cual.
    await app.register(static_1.default, { root: raiz, serve: false, preCompressed: true });
    const fastify = app.getHttpAdapter().getInstance();
    fastify.get('/*', async (request, reply) => {
        const ruta = rutaDe(request.url);
        if (ruta === null || ruta === '/api' || ruta.startsWith('/api/'))
            return noEncontradoJson(reply);
        const relativo = ruta.replace(/^\/+/, '');
        if (relativo.split('/').includes('..'))
            return noEncontradoJson(reply);
        const archivo = node_path_1.default.join(raiz, relativo);
        if (relativo !== '' && archivo.startsWith(raiz + node_path_1.default.sep)) {
            const info = await (0, promises_1.stat)(archivo).catch(() => null);
            if (info?.isFile()) {
                reply.header('cache-control', politicaCache(relativo));
                return reply.sendFile(relativo, { cacheControl: false });
            }
        }
        // Retorno del SPA: una ruta del portal (/clientes/nuevo) pedida por el navegador recibe index.html.
        if (relativo === '' || aceptaHtml(request)) {
            reply.header('cache-control', 'no-cache');
            return reply.sendFile('index.html', { cacheControl: false });
        }
        return noEncontradoJson(reply);
    });
}
function rutaDe(url) {
    try {
        return node_path_1.default.posix.normalize(decodeURIComponent(url.split('?')[0] ?? '/'));
    }
    catch {
        return null;
    }
}
function aceptaHtml(request) {
    return (request.headers.accept ?? '').includes('text/html');
}
function noEncontradoJson(reply) {
    const { status, cuerpo } = (0, traducir_error_1.traducirError)((0, errores_1.noEncontrado)());
    return reply.code(status).header('cache-control', 'no-store').send(cuerpo);
}
//# sourceMappingURL=portal.js.map