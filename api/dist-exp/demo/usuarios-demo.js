"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CUENTAS_DEMO = exports.CONTRASENA_DEMO = void 0;
exports.crearUsuariosDemo = crearUsuariosDemo;
const registrar_evento_1 = require("../auditoria/registrar-evento");
const contrasenas_1 = require("../auth/contrasenas");
const usuario_entity_1 = require("../usuarios/entities/usuario.entity");
exports.CONTRASENA_DEMO = 'cartera123';
exports.CUENTAS_DEMO = [
    {
        nombre: 'Administrador Cartera',
        email: 'admin@cartera.local',
        rol: 'admin',
        telefono: '3001234567',
        zona: 'Centro',
    },
    {
        nombre: 'Luz Marina Gómez',
        email: 'gerente@cartera.local',
        rol: 'gerente',
        telefono: '3109876543',
        zona: 'Centro',
    },
    {
        nombre: 'Carlos Andrés Rodríguez',
        email: 'cobrador1@cartera.local',
        rol: 'cobrador',
        telefono: '3154567890',
        zona: 'Centro',
    },
    {
        nombre: 'Diana Patricia Martínez',
        email: 'cobrador2@cartera.local',
        rol: 'cobrador',
        telefono: '3206543210',
        zona: 'Norte',
    },
    {
        nombre: 'Jhon Fredy Ramírez',
        email: 'cobrador3@cartera.local',
        rol: 'cobrador',
        telefono: '3012345678',
        zona: 'Sur',
    },
];
/** Crea las cuentas de demostración si no hay ningún usuario. Devuelve cuántas creó (0 si ya había usuarios). */
async function crearUsuariosDemo(manager) {
    if ((await manager.count(usuario_entity_1.Usuario)) > 0)
        return 0;
    // Un solo hash para las cinco: la contraseña es pública y así el arranque ahorra cuatro hashes argon2id.
    const passwordHash = await (0, contrasenas_1.cifrarContrasena)(exports.CONTRASENA_DEMO);
    await manager.insert(usuario_entity_1.Usuario, exports.CUENTAS_DEMO.map((cuenta) => ({
        ...cuenta,
        passwordHash,
        estado: 'activo',
        credencialesVersion: 1,
    })));
    await (0, registrar_evento_1.registrarEvento)(manager, {
        usuario: 'Sistema',
        accion: 'Cargar datos de demostración',
        modulo: 'Sistema',
        detalles: `${exports.CUENTAS_DEMO.length} cuentas de demostración creadas`,
        tipo: 'info',
        resultado: 'exitoso',
        datosNuevos: { usuarios: exports.CUENTAS_DEMO.map(({ email, rol }) => ({ email, rol })) },
    });
    return exports.CUENTAS_DEMO.length;
}
//# sourceMappingURL=usuarios-demo.js.map