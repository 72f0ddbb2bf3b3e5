"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.LIMITE_INTENTOS = void 0;
exports.superaLimiteIntentos = superaLimiteIntentos;
/**
 * Límite de intentos de inicio de sesión fallidos (docs/decisiones.md): 5 por cuenta desde una misma IP, 10 por
 * cuenta desde cualquier IP (freno por cuenta, independiente de la IP) o 20 por IP en 15 minutos. Se cuentan en
 * `intentos_login`, anotados antes de comparar la contraseña y bajo candado, así vale con varias réplicas y con
 * ráfagas en paralelo; la ventana se desliza, de modo que el bloqueo dura como mucho 15 minutos.
 */
exports.LIMITE_INTENTOS = {
    ventanaMinutos: 15,
    porCuenta: 5,
    porCuentaTotal: 10,
    porIp: 20,
};
function superaLimiteIntentos(fallos) {
    return (fallos.porCuenta >= exports.LIMITE_INTENTOS.porCuenta ||
        fallos.porCuentaTotal >= exports.LIMITE_INTENTOS.porCuentaTotal ||
        fallos.porIp >= exports.LIMITE_INTENTOS.porIp);
}
//# sourceMappingURL=intentos.rules.js.map