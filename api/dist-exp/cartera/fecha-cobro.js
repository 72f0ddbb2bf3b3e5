"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.validarFechaCobro = validarFechaCobro;
const dominio_1 = require("@cartera/dominio");
const errores_1 = require("../common/errores");
const fecha_cobro_rules_1 = require("./fecha-cobro.rules");
/**
 * La fecha de un cobro o pago de cuota: no antes del inicio del préstamo, y un cobrador no más de
 * COBRO_RETROACTIVO_DIAS atrás (400 en `campo`). Un préstamo inexistente lo informa quien llama.
 */
async function validarFechaCobro(manager, prestamoId, fecha, actor, retroactivoDias, campo = 'fecha') {
    const [fila] = await manager.query(`SELECT fecha_inicio FROM prestamos WHERE id = $1`, [prestamoId]);
    if (!fila)
        return;
    const error = (0, fecha_cobro_rules_1.errorFechaCobro)({
        fecha,
        fechaInicioPrestamo: fila.fecha_inicio,
        hoy: (0, dominio_1.hoyBogota)(),
        rol: actor.rol,
        retroactivoDias,
    });
    if (error)
        throw (0, errores_1.errorValidacion)({ [campo]: [error] });
}
//# sourceMappingURL=fecha-cobro.js.map