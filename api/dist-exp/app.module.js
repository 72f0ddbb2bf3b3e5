"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
var AppModule_1;
Object.defineProperty(exports, "__esModule", { value: true });
exports.AppModule = exports.LIMITE_CUERPO_BYTES = void 0;
exports.crearApp = crearApp;
const common_1 = require("@nestjs/common");
const core_1 = require("@nestjs/core");
const platform_fastify_1 = require("@nestjs/platform-fastify");
const swagger_1 = require("@nestjs/swagger");
const typeorm_1 = require("@nestjs/typeorm");
const node_path_1 = __importDefault(require("node:path"));
const typeorm_2 = require("typeorm");
const auditoria_module_1 = require("./auditoria/auditoria.module");
const auth_module_1 = require("./auth/auth.module");
const clientes_module_1 = require("./clientes/clientes.module");
const jwt_auth_guard_1 = require("./auth/jwt-auth.guard");
const cobradores_module_1 = require("./cobradores/cobradores.module");
const cobros_module_1 = require("./cobros/cobros.module");
const cabeceras_seguridad_1 = require("./common/cabeceras-seguridad");
const configuracion_organizacion_module_1 = require("./configuracion/configuracion-organizacion.module");
const flujo_caja_module_1 = require("./flujo-caja/flujo-caja.module");
const cuerpo_json_1 = require("./common/cuerpo-json");
const metas_cobrador_module_1 = require("./metas-cobrador/metas-cobrador.module");
const notificaciones_module_1 = require("./notificaciones/notificaciones.module");
const excepciones_filter_1 = require("./common/excepciones.filter");
const idempotencia_interceptor_1 = require("./common/idempotencia/idempotencia.interceptor");
const traducir_error_1 = require("./common/traducir-error");
const registro_1 = require("./common/registro");
const respuesta_interceptor_1 = require("./common/respuesta.interceptor");
const roles_guard_1 = require("./common/roles.guard");
const limite_cuerpo_1 = require("./common/limite-cuerpo");
const validacion_1 = require("./common/validacion");
const configuracion_module_1 = require("./config/configuracion.module");
const data_source_1 = require("./database/data-source");
const migrar_1 = require("./database/migrar");
const dashboard_module_1 = require("./dashboard/dashboard.module");
const demo_module_1 = require("./demo/demo.module");
const garantias_module_1 = require("./garantias/garantias.module");
const documentos_rules_1 = require("./garantias/documentos.rules");
const multipart_1 = __importDefault(require("@fastify/multipart"));
const portal_1 = require("./portal/portal");
const prestamos_module_1 = require("./prestamos/prestamos.module");
const reportes_module_1 = require("./reportes/reportes.module");
const rutas_module_1 = require("./rutas/rutas.module");
const salud_module_1 = require("./salud/salud.module");
const usuarios_module_1 = require("./usuarios/usuarios.module");
/**
 * Tamaño máximo del cuerpo de una petición: 100 KB. Sólo las rutas marcadas con @LimiteCuerpo (las de clientes,
 * que llevan foto) admiten más. Los límites de nginx y del Ingress coinciden (docs/decisiones.md).
 */
exports.LIMITE_CUERPO_BYTES = 100 * 1024;
let AppModule = AppModule_1 = class AppModule {
    static forRoot(config, { migrar = true } = {}) {
        return {
            module: AppModule_1,
            imports: [
                configuracion_module_1.ConfiguracionModule.forRoot(config),
                typeorm_1.TypeOrmModule.forRootAsync({
                    useFactory: () => ({
                        ...(0, data_source_1.opcionesBaseDatos)({
                            url: config.baseDatos.url,
                            registrarConsultas: config.nivelLog === 'verbose',
                            maxConexiones: config.limitesBaseDatos.maximoConexiones,
                            limites: config.limitesBaseDatos,
                        }),
                        autoLoadEntities: true,
                        retryAttempts: 5,
                        retryDelay: 2000,
                    }),
                    // Las migraciones se aplican antes de que nada use la base.
                    dataSourceFactory: async (opciones) => {
                        if (!opciones)
                            throw new Error('Faltan las opciones de la base de datos');
                        const dataSource = await new typeorm_2.DataSource(opciones).initialize();
                        if (migrar)
                            await (0, migrar_1.ejecutarMigraciones)(dataSource);
                        return dataSource;
                    },
                }),
                auditoria_module_1.AuditoriaModule,
                usuarios_module_1.UsuariosModule,
                auth_module_1.AuthModule,
                cobradores_module_1.CobradoresModule,
                clientes_module_1.ClientesModule,
                prestamos_module_1.PrestamosModule,
                cobros_module_1.CobrosModule,
                garantias_module_1.GarantiasModule,
                configuracion_organizacion_module_1.ConfiguracionOrganizacionModule,
                notificaciones_module_1.NotificacionesModule,
                flujo_caja_module_1.FlujoCajaModule,
                metas_cobrador_module_1.MetasCobradorModule,
                rutas_module_1.RutasModule,
                dashboard_module_1.DashboardModule,
                reportes_module_1.ReportesModule,
                salud_module_1.SaludModule,
                demo_module_1.DemoModule,
            ],
            providers: [
                // Orden: primero la sesión (JWT), después el rol.
                { provide: core_1.APP_GUARD, useClass: jwt_auth_guard_1.JwtAuthGuard },
                { provide: core_1.APP_GUARD, useClass: roles_guard_1.RolesGuard },
            ],
        };
    }
};
exports.AppModule = AppModule;
exports.AppModule = AppModule = AppModule_1 = __decorate([
    (0, common_1.Module)({})
], AppModule);
/**
 * Construye la aplicación lista para atender (inicializada, sin escuchar todavía): la usan main.ts y las
 * pruebas, así lo que se prueba es lo que se despliega.
 */
async function crearApp(config, opciones = {}) {
    const adaptador = new platform_fastify_1.FastifyAdapter({
        trustProxy: confianzaProxy(config.confiarEnProxy),
        bodyLimit: exports.LIMITE_CUERPO_BYTES,
        // Lo que Fastify rechaza antes de llegar a una ruta (un parámetro de ruta enorme, una URL mal codificada) sale
        // también en el sobre de error de la API.
        frameworkErrors: (error, _request, reply) => {
            const { status, cuerpo } = (0, traducir_error_1.traducirError)(error);
            void reply.code(status).send(cuerpo);
        },
    });
    (0, limite_cuerpo_1.aplicarLimitesPorRuta)(adaptador);
    const app = await core_1.NestFactory.create(AppModule.forRoot(config, opciones), adaptador, {
        logger: new registro_1.RegistroApi(config.nivelLog),
        abortOnError: false,
    });
    const { trabajador } = opciones;
    if (trabajador !== undefined) {
        app
            .getHttpAdapter()
            .getInstance()
            .addHook('onRequest', (_request, reply, listo) => {
            void reply.header('x-cartera-worker', String(trabajador));
            listo();
        });
    }
    (0, cabeceras_seguridad_1.registrarCabecerasSeguridad)(app.getHttpAdapter().getInstance(), config.portalDir ? node_path_1.default.join(config.portalDir, 'remotes.json') : undefined);
    // multipart sólo lo usa POST /api/documentos/upload: un archivo de ≤ 10 MB y pocos campos de texto. No pasa por
    // bodyLimit (el plugin lee el flujo), así que el límite del archivo lo pone aquí y lo vuelve a comprobar el servicio.
    await app.register(multipart_1.default, {
        limits: { fileSize: documentos_rules_1.TAMANO_MAXIMO_DOCUMENTO, files: 1, fields: 10, fieldSize: 16 * 1024, parts: 12, headerPairs: 100 },
    });
    (0, cuerpo_json_1.registrarParserJson)(app, exports.LIMITE_CUERPO_BYTES);
    app.setGlobalPrefix('api');
    app.useGlobalFilters(new excepciones_filter_1.ExcepcionesFilter());
    app.useGlobalPipes((0, validacion_1.crearValidationPipe)());
    // La idempotencia va por fuera del sobre: guarda y repite la respuesta tal como sale.
    app.useGlobalInterceptors(new idempotencia_interceptor_1.IdempotenciaInterceptor(app.get(core_1.Reflector), app.get(typeorm_2.DataSource)), new respuesta_interceptor_1.RespuestaInterceptor(app.get(core_1.Reflector)));
    if (config.origenesCors.length > 0) {
        app.enableCors({
            origin: config.origenesCors.includes('*') ? true : config.origenesCors,
            methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
            allowedHeaders: ['Content-Type', 'Authorization'],
            maxAge: 600,
        });
    }
    if (config.documentacionApi)
        configurarSwagger(app);
    if (config.portalDir)
        await (0, portal_1.registrarPortal)(app, config.portalDir);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    return app;
}
/**
 * TRUST_PROXY para Fastify: N saltos se expresan como función (la dirección `i` saltos atrás es de confianza si
 * i < N, igual que proxy-addr); una lista de IP/CIDR pasa tal cual. Nunca `true` (confiar en cualquier
 * X-Forwarded-For).
 */
function confianzaProxy(confianza) {
    if (confianza === false || Array.isArray(confianza))
        return confianza;
    const saltos = confianza;
    return (_ip, salto) => salto < saltos;
}
/** OpenAPI en /api/docs (interfaz) y /api/docs-json (documento), con autenticación bearer declarada. */
function configurarSwagger(app) {
    const documento = () => swagger_1.SwaggerModule.createDocument(app, new swagger_1.DocumentBuilder()
        .setTitle('Cartera API')
        .setDescription('API del back office de Cartera. Respuestas { success, data, message }; errores { success: false, message, code, errors? }.')
        .setVersion('0.1.0')
        .addBearerAuth()
        .build());
    swagger_1.SwaggerModule.setup('api/docs', app, documento, { jsonDocumentUrl: 'api/docs-json' });
}
//# sourceMappingURL=app.module.js.map