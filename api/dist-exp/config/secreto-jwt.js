"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.resolverSecretoJwt = resolverSecretoJwt;
const node_crypto_1 = require("node:crypto");
const promises_1 = require("node:fs/promises");
const node_path_1 = __importDefault(require("node:path"));
/**
 * El secreto con que se firman los tokens. Si JWT_SECRET no está definido (fuera de producción), se genera una
 * vez y se guarda en DATA_DIR/jwt-secret con permisos 600, así las sesiones sobreviven a un reinicio.
 */
async function resolverSecretoJwt(config) {
    if (config.jwt.secreto)
        return config.jwt.secreto;
    const archivo = node_path_1.default.join(config.dataDir, 'jwt-secret');
    const existente = await leerSiExiste(archivo);
    if (existente !== undefined) {
        if (existente.length < 32)
            throw new Error(`El secreto guardado en ${archivo} es demasiado corto; bórrelo para generar otro`);
        await (0, promises_1.chmod)(archivo, 0o600);
        return existente;
    }
    await (0, promises_1.mkdir)(config.dataDir, { recursive: true });
    const secreto = (0, node_crypto_1.randomBytes)(48).toString('base64url');
    try {
        await (0, promises_1.writeFile)(archivo, `${secreto}\n`, { mode: 0o600, flag: 'wx' });
        return secreto;
    }
    catch (error) {
        // Otra réplica lo escribió a la vez: se usa el suyo.
        if (error.code === 'EEXIST')
            return resolverSecretoJwt(config);
        throw error;
    }
}
async function leerSiExiste(archivo) {
    try {
        return (await (0, promises_1.readFile)(archivo, 'utf8')).trim();
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw error;
    }
}
//# sourceMappingURL=secreto-jwt.js.map