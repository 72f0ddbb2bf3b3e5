"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.ClientesSemilla = void 0;
const common_1 = require("@nestjs/common");
const registrar_evento_1 = require("../auditoria/registrar-evento");
const semilla_1 = require("../demo/semilla");
const usuarios_demo_1 = require("../demo/usuarios-demo");
const usuario_entity_1 = require("../usuarios/entities/usuario.entity");
const clientes_demo_1 = require("./clientes-demo");
const cliente_entity_1 = require("./entities/cliente.entity");
const DIA_MS = 24 * 60 * 60 * 1000;
/** 60 clientes de demostración repartidos entre los cobradores de demostración. Sólo si no hay ningún cliente. */
let ClientesSemilla = class ClientesSemilla {
    async sembrar(manager) {
        if ((await manager.count(cliente_entity_1.Cliente)) > 0)
            return;
        const emailsCobradores = usuarios_demo_1.CUENTAS_DEMO.filter((cuenta) => cuenta.rol === 'cobrador').map((cuenta) => cuenta.email);
        const cobradores = await manager.getRepository(usuario_entity_1.Usuario).findBy(emailsCobradores.map((email) => ({ email })));
        const idCobrador = (indice) => indice === null ? null : (cobradores.find((u) => u.email === emailsCobradores[indice])?.id ?? null);
        const ahora = Date.now();
        const clientes = (0, clientes_demo_1.clientesDemo)().map(({ cobrador, diasAtras, ...datos }) => {
            const creado = new Date(ahora - diasAtras * DIA_MS);
            return { ...datos, cobradorId: idCobrador(cobrador), createdAt: creado, updatedAt: creado };
        });
        await manager.insert(cliente_entity_1.Cliente, clientes);
        await (0, registrar_evento_1.registrarEvento)(manager, {
            usuario: 'Sistema',
            accion: 'Cargar datos de demostración',
            modulo: 'Clientes',
            detalles: `${clientes.length} clientes de demostración creados`,
            tipo: 'info',
            resultado: 'exitoso',
            datosNuevos: { clientes: clientes.length },
        });
    }
};
exports.ClientesSemilla = ClientesSemilla;
exports.ClientesSemilla = ClientesSemilla = __decorate([
    (0, common_1.Injectable)(),
    (0, semilla_1.SemillaDemo)({ orden: 20, nombre: 'Clientes' })
], ClientesSemilla);
//# sourceMappingURL=clientes.semilla.js.map