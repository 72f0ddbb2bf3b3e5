"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAXIMO_TRABAJADORES = void 0;
exports.leerTrabajadores = leerTrabajadores;
const configuracion_1 = require("./configuracion");
/** Máximo de workers de la API por proceso principal (WEB_CONCURRENCY). */
exports.MAXIMO_TRABAJADORES = 64;
/**
 * WEB_CONCURRENCY: cuántos workers de la API (Node cluster) atienden el mismo puerto. Vacío = 1 (un solo proceso,
 * sin cluster). Un valor que no es un entero entre 1 y 64 es un error de configuración, no un «1» callado.
 */
function leerTrabajadores(env = process.env) {
    const texto = env.WEB_CONCURRENCY?.trim();
    if (!texto)
        return 1;
    const valor = Number(texto);
    if (!/^\d+$/.test(texto) || valor < 1 || valor > exports.MAXIMO_TRABAJADORES) {
        throw new configuracion_1.ErrorConfiguracion([
            `WEB_CONCURRENCY debe ser un entero entre 1 y ${exports.MAXIMO_TRABAJADORES} (valor recibido: '${texto}')`,
        ]);
    }
    return valor;
}
//# sourceMappingURL=trabajadores.js.map