"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.DemoService = exports.ARCHIVO_ADMIN_INICIAL = void 0;
exports.tablaCuentas = tablaCuentas;
const promises_1 = require("node:fs/promises");
const node_path_1 = __importDefault(require("node:path"));
const dominio_1 = require("@cartera/dominio");
const common_1 = require("@nestjs/common");
const core_1 = require("@nestjs/core");
const typeorm_1 = require("@nestjs/typeorm");
const node_crypto_1 = require("node:crypto");
const typeorm_2 = require("typeorm");
const registrar_evento_1 = require("../auditoria/registrar-evento");
const contrasenas_1 = require("../auth/contrasenas");
const configuracion_module_1 = require("../config/configuracion.module");
const candados_1 = require("../database/candados");
const usuario_entity_1 = require("../usuarios/entities/usuario.entity");
const semilla_1 = require("./semilla");
const usuarios_demo_1 = require("./usuarios-demo");
const EMAIL_ADMIN_INICIAL = 'admin@cartera.local';
/** Archivo de DATA_DIR con la contraseña generada del primer administrador (docs/decisiones.md). */
exports.ARCHIVO_ADMIN_INICIAL = 'admin-inicial.txt';
let DemoService = class DemoService {
    dataSource;
    config;
    discovery;
    logger = new common_1.Logger('Datos');
    constructor(dataSource, config, discovery) {
        this.dataSource = dataSource;
        this.config = config;
        this.discovery = discovery;
    }
    /**
     * Al arrancar: con DEMO_DATA, los pasos de demostración y las cuentas que se pueden usar; sin él, el primer
     * administrador si la base no tiene usuarios (nunca una contraseña conocida).
     */
    async prepararDatos() {
        return this.conCandado(async () => {
            if (this.config.datosDemo) {
                await this.sembrarDemo();
                return { modo: 'demo', cuentas: await this.cuentasDemoUsables() };
            }
            return { modo: 'real', adminInicial: await this.crearAdminInicial() };
        });
    }
    async sembrarDemo() {
        const semillas = this.discovery
            .getProviders({ metadataKey: semilla_1.SemillaDemo.KEY })
            .map((envoltura) => ({
            opciones: this.discovery.getMetadataByDecorator(semilla_1.SemillaDemo, envoltura),
            semilla: envoltura.instance,
        }))
            .filter((s) => s.opciones !== undefined && typeof s.semilla?.sembrar === 'function')
            .sort((a, b) => (a.opciones?.orden ?? 0) - (b.opciones?.orden ?? 0));
        for (const { opciones, semilla } of semillas) {
            this.logger.debug(`Datos de demostración: ${opciones?.nombre}`);
            await this.dataSource.transaction((manager) => semilla.sembrar(manager));
        }
    }
    /** Cuentas de demostración activas que todavía tienen la contraseña de demostración. */
    async cuentasDemoUsables() {
        const usuarios = await this.dataSource.getRepository(usuario_entity_1.Usuario).findBy({
            email: (0, typeorm_2.In)(usuarios_demo_1.CUENTAS_DEMO.map((cuenta) => cuenta.email)),
            estado: 'activo',
        });
        const verificados = new Map();
        const usables = [];
        for (const cuenta of usuarios_demo_1.CUENTAS_DEMO) {
            const usuario = usuarios.find((u) => u.email === cuenta.email);
            if (!usuario)
                continue;
            let valida = verificados.get(usuario.passwordHash);
            if (valida === undefined) {
                valida = await (0, contrasenas_1.verificarContrasena)(usuarios_demo_1.CONTRASENA_DEMO, usuario.passwordHash);
                verificados.set(usuario.passwordHash, valida);
            }
            if (valida)
                usables.push({ rol: usuario.rol, email: usuario.email, nombre: usuario.nombre });
        }
        return usables;
    }
    async crearAdminInicial() {
        if ((await this.dataSource.getRepository(usuario_entity_1.Usuario).count()) > 0)
            return null;
        const email = this.config.admin.email ?? EMAIL_ADMIN_INICIAL;
        const passwordGenerada = this.config.admin.password ? undefined : (0, node_crypto_1.randomBytes)(12).toString('base64url');
        const passwordHash = await (0, contrasenas_1.cifrarContrasena)(this.config.admin.password ?? passwordGenerada ?? '');
        await this.dataSource.transaction(async (manager) => {
            const admin = manager.create(usuario_entity_1.Usuario, {
                nombre: 'Administrador',
                email,
                passwordHash,
                rol: 'admin',
                telefono: null,
                zona: null,
                estado: 'activo',
                credencialesVersion: 1,
            });
            await manager.save(admin);
            await (0, registrar_evento_1.registrarEvento)(manager, {
                usuario: 'Sistema',
                accion: 'Crear usuario',
                modulo: 'Sistema',
                detalles: `Administrador inicial ${email} creado al arrancar con la base vacía`,
                tipo: 'info',
                resultado: 'exitoso',
                datosNuevos: admin,
            });
        });
        if (passwordGenerada === undefined)
            return { email };
        const archivoPassword = node_path_1.default.join(this.config.dataDir, exports.ARCHIVO_ADMIN_INICIAL);
        await (0, promises_1.mkdir)(this.config.dataDir, { recursive: true });
        await (0, promises_1.writeFile)(archivoPassword, `Administrador inicial de Cartera\nEmail: ${email}\nContraseña: ${passwordGenerada}\n` +
            'Entre, cámbiela en Mi Perfil y borre este archivo.\n', { mode: 0o600 });
        return { email, archivoPassword };
    }
    async conCandado(trabajo) {
        const queryRunner = this.dataSource.createQueryRunner();
        await queryRunner.connect();
        try {
            await queryRunner.query('SELECT pg_advisory_lock($1)', [candados_1.CANDADOS.semillas]);
            try {
                return await trabajo();
            }
            finally {
                await queryRunner.query('SELECT pg_advisory_unlock($1)', [candados_1.CANDADOS.semillas]);
            }
        }
        finally {
            await queryRunner.release();
        }
    }
};
exports.DemoService = DemoService;
exports.DemoService = DemoService = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, typeorm_1.InjectDataSource)()),
    __param(1, (0, common_1.Inject)(configuracion_module_1.CONFIGURACION)),
    __metadata("design:paramtypes", [Function, Object, core_1.DiscoveryService])
], DemoService);
/** Tabla de cuentas para la consola. */
function tablaCuentas(cuentas) {
    const filas = cuentas.map((c) => [dominio_1.ETIQUETAS_ROL[c.rol], c.email, c.nombre]);
    const encabezado = ['Rol', 'Usuario (email)', 'Nombre'];
    const anchos = encabezado.map((titulo, i) => Math.max(titulo.length, ...filas.map((fila) => fila[i].length)));
    const linea = (celdas) => `  ${celdas.map((celda, i) => celda.padEnd(anchos[i])).join('  ')}`;
    return [linea(encabezado), linea(anchos.map((ancho) => '-'.repeat(ancho))), ...filas.map(linea)].join('\n');
}
//# sourceMappingURL=demo.service.js.map