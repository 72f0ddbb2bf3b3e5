"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.RAIZ_REPOSITORIO = exports.ErrorConfiguracion = exports.JWT_EXPIRACION_MAXIMA_SEGUNDOS = exports.NIVELES_LOG = exports.ENTORNOS = void 0;
exports.leerConfiguracion = leerConfiguracion;
exports.leerConfianzaProxy = leerConfianzaProxy;
exports.duracionEnSegundos = duracionEnSegundos;
exports.nivelesDeLog = nivelesDeLog;
// Configuración de la API: un único objeto validado, leído del entorno al arrancar. Un valor inválido detiene el
// arranque con un mensaje que nombra la variable (fail fast), nunca un valor por defecto silencioso.
const node_net_1 = require("node:net");
const node_path_1 = __importDefault(require("node:path"));
exports.ENTORNOS = ['development', 'production', 'test'];
exports.NIVELES_LOG = ['error', 'warn', 'log', 'debug', 'verbose'];
/** Caducidad máxima de un token de sesión (docs/decisiones.md: 12 h). */
exports.JWT_EXPIRACION_MAXIMA_SEGUNDOS = 12 * 60 * 60;
/** Orígenes de los servidores de desarrollo (shell 3001, remotos 3011–3014; docs/decisiones.md). */
const ORIGENES_DESARROLLO = [3001, 3011, 3012, 3013, 3014].flatMap((puerto) => [
    `http://localhost:${puerto}`,
    `http://127.0.0.1:${puerto}`,
]);
/** Error de configuración: lista cada variable inválida con el motivo. */
class ErrorConfiguracion extends Error {
    problemas;
    constructor(problemas) {
        super(`Configuración inválida (invalid configuration):\n${problemas.map((p) => `  - ${p}`).join('\n')}`);
        this.problemas = problemas;
        this.name = 'ErrorConfiguracion';
    }
}
exports.ErrorConfiguracion = ErrorConfiguracion;
/** Raíz del repositorio: api/src/config o api/dist/config, tres niveles arriba. */
exports.RAIZ_REPOSITORIO = node_path_1.default.resolve(__dirname, '..', '..', '..');
const VERDADEROS = ['1', 'true', 'si', 'sí', 'yes', 'on'];
const FALSOS = ['0', 'false', 'no', 'off'];
/** Lee y valida la configuración. `env` es inyectable para las pruebas. */
function leerConfiguracion(env = process.env) {
    const problemas = [];
    const texto = (nombre) => {
        const valor = env[nombre]?.trim();
        return valor ? valor : undefined;
    };
    const entero = (nombre, porDefecto, minimo, maximo) => {
        const valor = texto(nombre);
        if (valor === undefined)
            return porDefecto;
        const numero = Number(valor);
        if (!/^\d+$/.test(valor) || numero < minimo || numero > maximo) {
            problemas.push(`${nombre} debe ser un entero entre ${minimo} y ${maximo} (valor recibido: '${valor}')`);
            return porDefecto;
        }
        return numero;
    };
    const booleano = (nombre, porDefecto) => {
        const valor = texto(nombre)?.toLowerCase();
        if (valor === undefined)
            return porDefecto;
        if (VERDADEROS.includes(valor))
            return true;
        if (FALSOS.includes(valor))
            return false;
        problemas.push(`${nombre} debe ser true/false, 1/0, on/off o si/no (valor recibido: '${valor}')`);
        return porDefecto;
    };
    const entornoTexto = texto('NODE_ENV') ?? 'development';
    let entorno = 'development';
    if (exports.ENTORNOS.includes(entornoTexto))
        entorno = entornoTexto;
    else
        problemas.push(`NODE_ENV debe ser uno de ${exports.ENTORNOS.join(', ')} (valor recibido: '${entornoTexto}')`);
    const puerto = entero('PORT', 3000, 1, 65535);
    const host = texto('HOST') ?? '0.0.0.0';
    const dataDir = node_path_1.default.resolve(texto('DATA_DIR') ?? node_path_1.default.join(exports.RAIZ_REPOSITORIO, '.data'));
    const url = texto('DATABASE_URL');
    if (url !== undefined && !/^postgres(ql)?:\/\//.test(url)) {
        problemas.push("DATABASE_URL debe empezar por 'postgres://' o 'postgresql://'");
    }
    const puertoEmbebido = entero('EMBEDDED_PG_PORT', 54329, 1, 65535);
    const secreto = texto('JWT_SECRET');
    if (secreto === undefined && entorno === 'production') {
        problemas.push('JWT_SECRET es obligatorio cuando NODE_ENV=production (al menos 32 caracteres aleatorios)');
    }
    else if (secreto !== undefined && secreto.length < 32) {
        problemas.push('JWT_SECRET debe tener al menos 32 caracteres');
    }
    let expiracionSegundos = exports.JWT_EXPIRACION_MAXIMA_SEGUNDOS;
    const expiracionTexto = texto('JWT_EXPIRES_IN');
    if (expiracionTexto !== undefined) {
        const segundos = duracionEnSegundos(expiracionTexto);
        if (segundos === null || segundos <= 0) {
            problemas.push(`JWT_EXPIRES_IN debe ser una duración como 30m, 8h o 3600 (valor recibido: '${expiracionTexto}')`);
        }
        else if (segundos > exports.JWT_EXPIRACION_MAXIMA_SEGUNDOS) {
            problemas.push(`JWT_EXPIRES_IN no puede superar 12h (valor recibido: '${expiracionTexto}')`);
        }
        else {
            expiracionSegundos = segundos;
        }
    }
    const portalTexto = texto('PORTAL_DIR');
    const portalDir = portalTexto === undefined ? undefined : node_path_1.default.resolve(portalTexto);
    const adminEmail = texto('ADMIN_EMAIL')?.toLowerCase();
    if (adminEmail !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) {
        problemas.push(`ADMIN_EMAIL no es un email válido (valor recibido: '${adminEmail}')`);
    }
    const adminPassword = env.ADMIN_PASSWORD || undefined;
    if (adminPassword !== undefined && adminPassword.length < 8) {
        problemas.push('ADMIN_PASSWORD debe tener al menos 8 caracteres');
    }
    const datosDemo = booleano('DEMO_DATA', url === undefined && entorno !== 'production');
    if (datosDemo && entorno === 'production') {
        problemas.push('DEMO_DATA=true no se admite con NODE_ENV=production: las cuentas de demostración tienen una contraseña pública');
    }
    const origenesCors = [];
    for (const origen of (texto('CORS_ORIGINS') ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean)) {
        if (origen === '*' && entorno === 'production') {
            problemas.push("CORS_ORIGINS no admite '*' en producción: liste los orígenes permitidos");
        }
        else if (origen !== '*' && !esOrigen(origen)) {
            problemas.push(`CORS_ORIGINS contiene un origen inválido: '${origen}' (se espera p. ej. https://cartera.example.com)`);
        }
        else {
            origenesCors.push(origen);
        }
    }
    if (entorno === 'development')
        origenesCors.push(...ORIGENES_DESARROLLO.filter((o) => !origenesCors.includes(o)));
    const nivelTexto = (texto('LOG_LEVEL') ?? 'log').toLowerCase();
    const nivelLog = nivelTexto === 'info' ? 'log' : nivelTexto;
    if (!exports.NIVELES_LOG.includes(nivelLog)) {
        problemas.push(`LOG_LEVEL debe ser uno de error, warn, info, debug, verbose (valor recibido: '${nivelTexto}')`);
    }
    const confiarEnProxy = leerConfianzaProxy(texto('TRUST_PROXY'), problemas);
    const limitesBaseDatos = {
        statementTimeoutMs: entero('DB_STATEMENT_TIMEOUT_MS', 30_000, 0, 3_600_000),
        lockTimeoutMs: entero('DB_LOCK_TIMEOUT_MS', 10_000, 0, 3_600_000),
        idleInTransactionTimeoutMs: entero('DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', 60_000, 0, 3_600_000),
        esperaConexionMs: entero('DB_POOL_ACQUIRE_TIMEOUT_MS', 10_000, 100, 600_000),
        maximoConexiones: entero('DB_POOL_MAX', 10, 1, 500),
    };
    const cobroRetroactivoDias = entero('COBRO_RETROACTIVO_DIAS', 3, 0, 365);
    const documentacionApi = booleano('API_DOCS', entorno !== 'production');
    const urlProveedor = texto('CEDULA_PROVIDER_URL');
    if (urlProveedor !== undefined &&
        (!urlProveedor.includes('{cedula}') || !esUrlHttp(urlProveedor.replace('{cedula}', '0')))) {
        problemas.push(`CEDULA_PROVIDER_URL debe ser una URL http(s) con {cedula}, p. ej. https://registro.example.com/personas/{cedula} (valor recibido: '${urlProveedor}')`);
    }
    const cedulas = {
        urlProveedor,
        tokenProveedor: texto('CEDULA_PROVIDER_TOKEN'),
        timeoutMs: entero('CEDULA_PROVIDER_TIMEOUT_MS', 2500, 100, 30000),
        cacheTtlHoras: entero('CEDULA_CACHE_TTL_HORAS', 720, 1, 87600),
    };
    const notificaciones = {
        trabajadores: entero('NOTIFICACIONES_TRABAJADORES', 2, 0, 32),
        lote: entero('NOTIFICACIONES_LOTE', 50, 1, 500),
        sondeoMs: entero('NOTIFICACIONES_SONDEO_MS', 2000, 500, 600_000),
        reintentos: entero('NOTIFICACIONES_REINTENTOS', 3, 0, 20),
        reintentoSegundos: entero('NOTIFICACIONES_REINTENTO_SEGUNDOS', 30, 1, 86_400),
        horaRecordatorios: entero('NOTIFICACIONES_HORA_RECORDATORIOS', 8, 0, 23),
    };
    if (problemas.length > 0)
        throw new ErrorConfiguracion(problemas);
    return {
        entorno,
        puerto,
        host,
        dataDir,
        baseDatos: { url, puertoEmbebido },
        jwt: { secreto, expiracionSegundos },
        portalDir,
        admin: { email: adminEmail, password: adminPassword },
        datosDemo,
        origenesCors,
        nivelLog: nivelLog,
        confiarEnProxy,
        limitesBaseDatos,
        cobroRetroactivoDias,
        documentacionApi,
        cedulas,
        notificaciones,
    };
}
/**
 * TRUST_PROXY: vacío, false/0/no/off → no se confía en ningún proxy (X-Forwarded-For se ignora); un entero N → N
 * saltos de proxy de confianza; true/si/on/yes → 1 salto (compatibilidad con TRUST_PROXY=1); una lista separada
 * por comas de IP o CIDR (10.0.0.0/8, 192.168.1.10) → sólo esos proxies. Nunca «confiar en cualquiera».
 */
function leerConfianzaProxy(valor, problemas) {
    if (valor === undefined)
        return false;
    const minusculas = valor.toLowerCase();
    if (FALSOS.includes(minusculas))
        return false;
    if (VERDADEROS.includes(minusculas))
        return 1;
    if (/^\d+$/.test(valor)) {
        const saltos = Number(valor);
        if (saltos > 10) {
            problemas.push(`TRUST_PROXY como número de saltos debe estar entre 0 y 10 (valor recibido: '${valor}')`);
            return false;
        }
        return saltos;
    }
    const lista = valor
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
    const invalidas = lista.filter((v) => !esIpOCidr(v));
    if (invalidas.length > 0) {
        problemas.push(`TRUST_PROXY debe ser false, un número de saltos o una lista de IP/CIDR de los proxies (inválido: '${invalidas.join("', '")}')`);
        return false;
    }
    return lista;
}
function esIpOCidr(valor) {
    const [ip, prefijo, ...resto] = valor.split('/');
    const version = (0, node_net_1.isIP)(ip);
    if (version === 0 || resto.length > 0)
        return false;
    if (prefijo === undefined)
        return true;
    if (!/^\d+$/.test(prefijo))
        return false;
    return Number(prefijo) <= (version === 4 ? 32 : 128);
}
/** '3600' → 3600; '30s', '45m', '12h', '1d' → segundos; cualquier otra cosa → null. */
function duracionEnSegundos(valor) {
    const partes = /^(\d+)\s*(s|m|h|d)?$/i.exec(valor.trim());
    if (!partes)
        return null;
    const factores = { s: 1, m: 60, h: 3600, d: 86400 };
    return Number(partes[1]) * factores[(partes[2] ?? 's').toLowerCase()];
}
function esUrlHttp(valor) {
    try {
        const url = new URL(valor);
        return url.protocol === 'http:' || url.protocol === 'https:';
    }
    catch {
        return false;
    }
}
function esOrigen(valor) {
    try {
        const url = new URL(valor);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === valor.replace(/\/$/, '');
    }
    catch {
        return false;
    }
}
/** Niveles que Nest debe mostrar para un nivel de log dado (incluye los más graves). */
function nivelesDeLog(nivel) {
    return exports.NIVELES_LOG.slice(0, exports.NIVELES_LOG.indexOf(nivel) + 1);
}
//# sourceMappingURL=configuracion.js.map