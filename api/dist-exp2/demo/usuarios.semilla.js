"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.UsuariosSemilla = void 0;
const common_1 = require("@nestjs/common");
const semilla_1 = require("./semilla");
const usuarios_demo_1 = require("./usuarios-demo");
let UsuariosSemilla = class UsuariosSemilla {
    async sembrar(manager) {
        await (0, usuarios_demo_1.crearUsuariosDemo)(manager);
    }
};
exports.UsuariosSemilla = UsuariosSemilla;
exports.UsuariosSemilla = UsuariosSemilla = __decorate([
    (0, common_1.Injectable)(),
    (0, semilla_1.SemillaDemo)({ orden: 10, nombre: 'Usuarios' })
], UsuariosSemilla);
//# sourceMappingURL=usuarios.semilla.js.map