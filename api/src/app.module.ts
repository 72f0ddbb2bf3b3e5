import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD, NestFactory, Reflector } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { AprobacionesModule } from './aprobaciones/aprobaciones.module';
import { AuditoriaModule } from './auditoria/auditoria.module';
import { AuthModule } from './auth/auth.module';
import { BarridoModule } from './barrido/barrido.module';
import { ClientesModule } from './clientes/clientes.module';
import { HabeasDataModule } from './habeas-data/habeas-data.module';
import { JwtAuthGuard } from './auth/jwt-auth.guard';
import { CajaModule } from './caja/caja.module';
import { CobradoresModule } from './cobradores/cobradores.module';
import { CobrosModule } from './cobros/cobros.module';
import { ContabilidadModule } from './contabilidad/contabilidad.module';
import { PoliticasContablesModule } from './contabilidad/politicas/politicas.module';
import { registrarCabecerasSeguridad } from './common/cabeceras-seguridad';
import { ConfiguracionOrganizacionModule } from './configuracion/configuracion-organizacion.module';
import { FlujoCajaModule } from './flujo-caja/flujo-caja.module';
import { registrarParserJson } from './common/cuerpo-json';
import { MetasCobradorModule } from './metas-cobrador/metas-cobrador.module';
import { OficinasModule } from './oficinas/oficinas.module';
import { NotificacionesModule } from './notificaciones/notificaciones.module';
import { ExcepcionesFilter } from './common/excepciones.filter';
import { IdempotenciaInterceptor } from './common/idempotencia/idempotencia.interceptor';
import { traducirError } from './common/traducir-error';
import { RegistroApi } from './common/registro';
import { conEsquemasCompartidos } from './common/responde.decorator';
import { RespuestaInterceptor } from './common/respuesta.interceptor';
import { RolesGuard } from './common/roles.guard';
import { aplicarLimitesPorRuta } from './common/limite-cuerpo';
import type { ConfiguracionResuelta } from './config/configuracion';
import { ConfiguracionModule } from './config/configuracion.module';
import { opcionesBaseDatos } from './database/data-source';
import { conAlcance, enPeticion, TODAS } from './database/alcance';
import { comprobarRolApi, rolDeUrl } from './database/rol-api';
import { ejecutarMigraciones } from './sistema/migrar';
import { DashboardModule } from './dashboard/dashboard.module';
import { DemoModule } from './demo/demo.module';
import { GarantiasModule } from './garantias/garantias.module';
import { TAMANO_MAXIMO_DOCUMENTO } from '@cartera/dominio';
import multipart from '@fastify/multipart';
import { registrarPortal } from './portal/portal';
import { PrestamosModule } from './prestamos/prestamos.module';
import { ReportesModule } from './reportes/reportes.module';
import { ImportacionesModule } from './importaciones/importaciones.module';
import { RutasModule } from './rutas/rutas.module';
import { MiRutaModule } from './mi-ruta/mi-ruta.module';
import { SaludModule } from './salud/salud.module';
import { opcionesRespaldo } from './sistema/respaldos.service';
import { SistemaModule } from './sistema/sistema.module';
import { UsuariosModule } from './usuarios/usuarios.module';
import { UsuraModule } from './usura/usura.module';
import { PagosModule } from './pagos/pagos.module';

/**
 * Tamaño máximo del cuerpo de una petición: 100 KB. Sólo las rutas marcadas con @LimiteCuerpo (las de clientes,
 * que llevan foto) admiten más. Los límites de nginx y del Ingress coinciden (docs/decisiones/contrato-de-la-api.md).
 */
export const LIMITE_CUERPO_BYTES = 100 * 1024;

export interface OpcionesApp {
  /**
   * false en los workers de WEB_CONCURRENCY: el proceso principal ya aplicó las migraciones antes de crearlos
   * (main.ts).
   */
  migrar?: boolean;
  /** Número del worker (WEB_CONCURRENCY > 1): cada respuesta lo dice en la cabecera X-Cartera-Worker. */
  trabajador?: number;
}

@Module({})
export class AppModule {
  static forRoot(config: ConfiguracionResuelta, { migrar = true }: OpcionesApp = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfiguracionModule.forRoot(config),
        TypeOrmModule.forRootAsync({
          // La API atiende con su rol (DATABASE_URL_API o cartera_app), y cada transacción lleva su alcance.
          useFactory: () => ({
            ...opcionesBaseDatos({
              url: config.baseDatos.urlApi,
              registrarConsultas: config.nivelLog === 'verbose',
              maxConexiones: config.limitesBaseDatos.maximoConexiones,
              limites: config.limitesBaseDatos,
              conAlcance: true,
            }),
            autoLoadEntities: true,
            retryAttempts: 5,
            retryDelay: 2000,
          }),
          // Las migraciones las aplica el dueño antes de que nada use la base; después la API comprueba su rol.
          dataSourceFactory: async (opciones) => {
            if (!opciones) throw new Error('Faltan las opciones de la base de datos');
            if (migrar) await migrarComoDueno(config);
            const dataSource = await new DataSource(opciones).initialize();
            await comprobarRolApi(dataSource).catch(async (error: unknown) => {
              await dataSource.destroy();
              throw error;
            });
            return dataSource;
          },
        }),
        AuditoriaModule,
        OficinasModule,
        UsuariosModule,
        AuthModule,
        CobradoresModule,
        ClientesModule,
        HabeasDataModule,
        PrestamosModule,
        BarridoModule,
        AprobacionesModule,
        UsuraModule,
        CobrosModule,
        PagosModule,
        CajaModule,
        ContabilidadModule,
        PoliticasContablesModule,
        GarantiasModule,
        ConfiguracionOrganizacionModule,
        NotificacionesModule,
        FlujoCajaModule,
        MetasCobradorModule,
        RutasModule,
        MiRutaModule,
        DashboardModule,
        ReportesModule,
        ImportacionesModule,
        SaludModule,
        SistemaModule,
        DemoModule,
      ],
      providers: [
        // Orden: primero la sesión (JWT), después el rol.
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
      ],
    };
  }
}

/**
 * Construye la aplicación lista para atender (inicializada, sin escuchar todavía): la usan main.ts y las
 * pruebas, así lo que se prueba es lo que se despliega.
 */
export async function crearApp(config: ConfiguracionResuelta, opciones: OpcionesApp = {}): Promise<NestFastifyApplication> {
  const adaptador = new FastifyAdapter({
    trustProxy: confianzaProxy(config.confiarEnProxy),
    bodyLimit: LIMITE_CUERPO_BYTES,
    // Lo que Fastify rechaza antes de llegar a una ruta (un parámetro de ruta enorme, una URL mal codificada) sale
    // también en el sobre de error de la API.
    frameworkErrors: (error: Error, _request: FastifyRequest, reply: FastifyReply) => {
      const { status, cuerpo } = traducirError(error);
      void reply.code(status).send(cuerpo);
    },
  });
  aplicarLimitesPorRuta(adaptador);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, opciones), adaptador, {
    logger: new RegistroApi(config.nivelLog),
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
  // Cada petición corre en su propio contexto de alcance desde antes de su manejador (después de leer el cuerpo, que
  // lo perdería): la guardia JWT lo fija al autenticar; una pública queda sin alcance.
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('preHandler', (_request, _reply, listo) => enPeticion(listo));
  registrarCabecerasSeguridad(app.getHttpAdapter().getInstance(), config.origenesRemotos);
  // multipart sólo lo usa POST /api/documentos/upload: un archivo de ≤ 10 MB y pocos campos de texto. No pasa por
  // bodyLimit (el plugin lee el flujo), así que el límite del archivo lo pone aquí y lo vuelve a comprobar el servicio.
  await app.register(multipart, {
    limits: { fileSize: TAMANO_MAXIMO_DOCUMENTO, files: 1, fields: 10, fieldSize: 16 * 1024, parts: 12, headerPairs: 100 },
  });
  registrarParserJson(app, LIMITE_CUERPO_BYTES);
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new ExcepcionesFilter());
  // La idempotencia va por fuera del sobre: guarda y repite la respuesta tal como sale.
  app.useGlobalInterceptors(
    new IdempotenciaInterceptor(app.get(Reflector), app.get(DataSource)),
    new RespuestaInterceptor(app.get(Reflector)),
  );
  if (config.origenesCors.length > 0) {
    app.enableCors({
      origin: config.origenesCors.includes('*') ? true : config.origenesCors,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Content-Type', 'Authorization'],
      maxAge: 600,
    });
  }
  if (config.documentacionApi) configurarSwagger(app);
  if (config.portalDir) await registrarPortal(app, config.portalDir);
  // Lo que arranca con la aplicación (tareas de arranque, temporizadores, la cola) es de la organización.
  await conAlcance(TODAS, () => app.init());
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

/** Las migraciones con el dueño de las tablas, en una conexión aparte, y los permisos del rol de la API. */
async function migrarComoDueno(config: ConfiguracionResuelta): Promise<void> {
  const dueno = await new DataSource(
    opcionesBaseDatos({
      url: config.baseDatos.url,
      maxConexiones: 2,
      registrarConsultas: config.nivelLog === 'verbose',
    }),
  ).initialize();
  try {
    await ejecutarMigraciones(dueno, {
      respaldo: opcionesRespaldo(config),
      rolApi: rolDeUrl(config.baseDatos.urlApi),
    });
  } finally {
    await dueno.destroy();
  }
}

/**
 * TRUST_PROXY para Fastify: N saltos se expresan como función (la dirección `i` saltos atrás es de confianza si
 * i < N, igual que proxy-addr); una lista de IP/CIDR pasa tal cual. Nunca `true` (confiar en cualquier
 * X-Forwarded-For).
 */
function confianzaProxy(confianza: false | number | string[]): false | string[] | ((ip: string, salto: number) => boolean) {
  if (confianza === false || Array.isArray(confianza)) return confianza;
  const saltos = confianza;
  return (_ip: string, salto: number) => salto < saltos;
}

/** OpenAPI en /api/docs (interfaz) y /api/docs-json (documento), con autenticación bearer declarada. */
function configurarSwagger(app: NestFastifyApplication): void {
  const documento = () =>
    conEsquemasCompartidos(
      SwaggerModule.createDocument(
        app,
        new DocumentBuilder()
          .setTitle('Cartera API')
          .setDescription(
            'API del back office de Cartera. Respuestas { success, data, message }; errores { success: false, message, code, errors? }.',
          )
          .setVersion('0.1.0')
          .addBearerAuth()
          .build(),
      ),
    );
  SwaggerModule.setup('api/docs', app, documento, { jsonDocumentUrl: 'api/docs-json' });
}
