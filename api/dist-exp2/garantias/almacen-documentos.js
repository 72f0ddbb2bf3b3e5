"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.AlmacenPostgres = exports.ALMACEN_DOCUMENTOS = void 0;
const common_1 = require("@nestjs/common");
exports.ALMACEN_DOCUMENTOS = Symbol('ALMACEN_DOCUMENTOS');
let AlmacenPostgres = class AlmacenPostgres {
    nombre = 'postgres';
    async guardar(manager, documentoId, contenido) {
        await manager.query(`INSERT INTO documentos_archivos (documento_id, contenido) VALUES ($1, $2)`, [
            documentoId,
            contenido,
        ]);
    }
    async leer(manager, documentoId) {
        const filas = await manager.query(`SELECT contenido FROM documentos_archivos WHERE documento_id = $1`, [documentoId]);
        return filas[0]?.contenido ?? null;
    }
};
exports.AlmacenPostgres = AlmacenPostgres;
exports.AlmacenPostgres = AlmacenPostgres = __decorate([
    (0, common_1.Injectable)()
], AlmacenPostgres);
//# sourceMappingURL=almacen-documentos.js.map