import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD, NestFactory, Reflector } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditoriaModule } from './auditoria/auditoria.module';
import { AuthModule } from './auth/auth.module';
import { ClientesModule } from './clientes/clientes.module';
import { JwtAuthGuard } from './auth/jwt-auth.guard';
import { CobradoresModule } from './cobradores/cobradores.module';
import { CobrosModule } from './cobros/cobros.module';
import { ExcepcionesFilter } from './common/excepciones.filter';
import { RegistroApi } from './common/registro';
import { RespuestaInterceptor } from './common/respuesta.interceptor';
import { RolesGuard } from './common/roles.guard';
import { crearValidationPipe } from './common/validacion';
import type { ConfiguracionResuelta } from './config/configuracion';
import { ConfiguracionModule } from './config/configuracion.module';
import { opcionesBaseDatos } from './database/data-source';
import { ejecutarMigraciones } from './database/migrar';
import { DashboardModule } from './dashboard/dashboard.module';
import { DemoModule } from './demo/demo.module';
import { registrarPortal } from './portal/portal';
import { PrestamosModule } from './prestamos/prestamos.module';
import { RutasModule } from './rutas/rutas.module';
import { SaludModule } from './salud/salud.module';
import { UsuariosModule } from './usuarios/usuarios.module';

/** Tamaño máximo del cuerpo de una petición: cabe una foto de cliente de 2 MB en base64. */
export const LIMITE_CUERPO_BYTES = 6 * 1024 * 1024;

@Module({})
export class AppModule {
  static forRoot(config: ConfiguracionResuelta): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfiguracionModule.forRoot(config),
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...opcionesBaseDatos({
              url: config.baseDatos.url,
              registrarConsultas: config.nivelLog === 'verbose',
            }),
            autoLoadEntities: true,
            retryAttempts: 5,
            retryDelay: 2000,
          }),
          // Las migraciones se aplican antes de que nada use la base.
          dataSourceFactory: async (opciones) => {
            if (!opciones) throw new Error('Faltan las opciones de la base de datos');
            const dataSource = await new DataSource(opciones).initialize();
            await ejecutarMigraciones(dataSource);
            return dataSource;
          },
        }),
        AuditoriaModule,
        UsuariosModule,
        AuthModule,
        CobradoresModule,
        ClientesModule,
        PrestamosModule,
        CobrosModule,
        RutasModule,
        DashboardModule,
        SaludModule,
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
export async function crearApp(config: ConfiguracionResuelta): Promise<NestFastifyApplication> {
  const adaptador = new FastifyAdapter({ trustProxy: config.confiarEnProxy, bodyLimit: LIMITE_CUERPO_BYTES });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adaptador, {
    logger: new RegistroApi(config.nivelLog),
    abortOnError: false,
  });
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new ExcepcionesFilter());
  app.useGlobalPipes(crearValidationPipe());
  app.useGlobalInterceptors(new RespuestaInterceptor(app.get(Reflector)));
  if (config.origenesCors.length > 0) {
    app.enableCors({
      origin: config.origenesCors.includes('*') ? true : config.origenesCors,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Content-Type', 'Authorization'],
      maxAge: 600,
    });
  }
  configurarSwagger(app);
  if (config.portalDir) await registrarPortal(app, config.portalDir);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

/** OpenAPI en /api/docs (interfaz) y /api/docs-json (documento), con autenticación bearer declarada. */
function configurarSwagger(app: NestFastifyApplication): void {
  const documento = () =>
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
    );
  SwaggerModule.setup('api/docs', app, documento, { jsonDocumentUrl: 'api/docs-json' });
}
