"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Roles = exports.ROLES_PERMITIDOS = void 0;
const common_1 = require("@nestjs/common");
exports.ROLES_PERMITIDOS = 'cartera:roles';
/**
 * Roles que pueden usar el endpoint (o todo el controlador). Toda ruta lleva @Roles o @Publico: sin ninguno de
 * los dos, RolesGuard la deniega.
 */
const Roles = (...roles) => (0, common_1.SetMetadata)(exports.ROLES_PERMITIDOS, roles);
exports.Roles = Roles;
//# sourceMappingURL=roles.decorator.js.map