"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MENSAJES_USUARIOS = void 0;
exports.motivoSinPermiso = motivoSinPermiso;
exports.puedeAdministrarCuenta = puedeAdministrarCuenta;
exports.dejaSinAdministrador = dejaSinAdministrador;
exports.invalidaSesiones = invalidaSesiones;
exports.MENSAJES_USUARIOS = {
    adminProtegido: 'No tiene permisos para administrar cuentas de administrador',
    soloCobradores: 'Un gerente sólo administra cuentas de cobrador',
    contrasenaActualRequerida: 'Ingrese su contraseña actual para cambiar su contraseña o su email',
    contrasenaActualIncorrecta: 'La contraseña actual no es correcta',
    ultimoAdmin: 'Debe quedar al menos un administrador activo',
    eliminarseASiMismo: 'No puede eliminar su propia cuenta',
    desactivarseASiMismo: 'No puede desactivar su propia cuenta',
    emailDuplicado: 'Ya existe un usuario con ese email',
    conDatos: 'No se puede eliminar: el usuario tiene datos asociados. Desactívelo en su lugar.',
};
/**
 * Por qué alguien con `rolActor` NO puede administrar (crear, editar, borrar, cambiar la contraseña de) una
 * cuenta con `rolObjetivo` (null si es nueva) dejándola con `rolNuevo`; `null` si puede. El admin todo. El
 * gerente sólo cuentas de cobrador (que siguen siendo de cobrador) y los datos de su propia cuenta sin cambiar
 * su rol: nada que sea o vaya a ser admin ('admin') ni gerente ('gerente'). El cobrador nada ('rol').
 */
function motivoSinPermiso(rolActor, rolObjetivo, rolNuevo = undefined, propia = false) {
    if (rolActor === 'admin')
        return null;
    if (rolActor !== 'gerente')
        return 'rol';
    const final = rolNuevo ?? rolObjetivo;
    if (rolObjetivo === 'admin' || final === 'admin')
        return 'admin';
    if (propia && rolObjetivo === 'gerente' && final === 'gerente')
        return null;
    if (rolObjetivo === 'gerente' || final === 'gerente')
        return 'gerente';
    return null;
}
/** Atajo booleano de `motivoSinPermiso`. */
function puedeAdministrarCuenta(rolActor, rolObjetivo, rolNuevo, propia = false) {
    return motivoSinPermiso(rolActor, rolObjetivo, rolNuevo, propia) === null;
}
const esAdminActivo = (cuenta) => cuenta?.rol === 'admin' && cuenta.estado === 'activo';
/**
 * ¿El cambio de `antes` a `despues` (null si se borra) deja el sistema sin ningún administrador activo, dado
 * cuántos otros administradores activos hay?
 */
function dejaSinAdministrador(antes, despues, otrosAdminsActivos) {
    return esAdminActivo(antes) && !esAdminActivo(despues) && otrosAdminsActivos === 0;
}
/** Cambiar la contraseña o desactivar la cuenta invalida los tokens emitidos antes. */
function invalidaSesiones(antes, despues, cambiaContrasena) {
    return cambiaContrasena || (antes.estado === 'activo' && despues.estado === 'inactivo');
}
//# sourceMappingURL=usuarios.rules.js.map