// Arranque de la API: configuración validada, PostgreSQL (embebido si no hay DATABASE_URL), migraciones, datos
// iniciales, escucha HTTP. SIGINT/SIGTERM cierran en orden: primero la aplicación, después la base embebida.
import 'reflect-metadata';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { crearApp } from './app.module';
import {
  ErrorConfiguracion,
  leerConfiguracion,
  type Configuracion,
  type ConfiguracionResuelta,
} from './config/configuracion';
import { resolverSecretoJwt } from './config/secreto-jwt';
import { iniciarPostgresEmbebido, type PostgresEmbebido } from './database/embedded';
import { DemoService, tablaCuentas, type DatosIniciales } from './demo/demo.service';
import { CONTRASENA_DEMO } from './demo/usuarios-demo';

const BASE_DATOS_EMBEBIDA = 'cartera';
const ESPERA_CIERRE_MS = 15_000;

async function main(): Promise<void> {
  let config: Configuracion;
  try {
    config = leerConfiguracion();
  } catch (error) {
    if (error instanceof ErrorConfiguracion) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let app: NestFastifyApplication | undefined;
  let embebido: PostgresEmbebido | undefined;
  let cerrando = false;
  const cerrar = async (motivo: string, codigo: number) => {
    if (cerrando) return;
    cerrando = true;
    if (motivo) console.log(`\n${motivo}: cerrando Cartera…`);
    setTimeout(() => {
      console.error('El cierre tardó demasiado; se fuerza la salida.');
      process.exit(1);
    }, ESPERA_CIERRE_MS).unref();
    await app?.close().catch((error: unknown) => console.error('Error al cerrar la aplicación:', error));
    await embebido?.detener().catch((error: unknown) => console.error('Error al detener PostgreSQL:', error));
    process.exit(codigo);
  };
  process.once('SIGINT', () => void cerrar('SIGINT', 0));
  process.once('SIGTERM', () => void cerrar('SIGTERM', 0));

  try {
    const detallado = config.nivelLog === 'debug' || config.nivelLog === 'verbose';
    let url = config.baseDatos.url;
    if (url === undefined) {
      embebido = await iniciarPostgresEmbebido({
        dataDir: config.dataDir,
        puerto: config.baseDatos.puertoEmbebido,
        baseDatos: BASE_DATOS_EMBEBIDA,
        detallado,
      });
      url = embebido.url;
    }
    const resuelta: ConfiguracionResuelta = {
      ...config,
      baseDatos: { ...config.baseDatos, url, embebida: embebido !== undefined },
      jwt: { ...config.jwt, secreto: await resolverSecretoJwt(config) },
    };
    app = await crearApp(resuelta);
    const datos = await app.get(DemoService).prepararDatos();
    await app.listen(config.puerto, config.host);
    if (!cerrando) console.log(bienvenida(resuelta, datos));
  } catch (error) {
    // Una señal a mitad del arranque cierra la base y hace fallar lo que estaba en curso: no es un error de arranque.
    if (cerrando) return;
    console.error(`No se pudo arrancar Cartera: ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof Error && error.stack && config.nivelLog === 'debug') console.error(error.stack);
    await cerrar('', 1);
  }
}

function bienvenida(config: ConfiguracionResuelta, datos: DatosIniciales): string {
  const url = `http://localhost:${config.puerto}`;
  const lineas = [
    '',
    `Cartera escuchando en ${url}`,
    `  API: ${url}/api   Documentación: ${url}/api/docs${config.portalDir ? `   Portal: ${url}/` : ''}`,
    config.baseDatos.embebida
      ? `  Base de datos: PostgreSQL embebido en ${config.dataDir}/postgres (puerto ${config.baseDatos.puertoEmbebido})`
      : '  Base de datos: DATABASE_URL',
  ];
  if (datos.modo === 'demo' && datos.cuentas.length > 0) {
    lineas.push('', `Cuentas de demostración (contraseña: ${CONTRASENA_DEMO}):`, tablaCuentas(datos.cuentas));
  }
  if (datos.modo === 'real' && datos.adminInicial) {
    const { email, archivoPassword } = datos.adminInicial;
    lineas.push(
      '',
      archivoPassword
        ? `Se creó el administrador inicial ${email}; su contraseña generada está en ${archivoPassword}\n` +
            '  (sólo la puede leer el usuario que ejecuta Cartera). Entre, cámbiela y borre ese archivo.'
        : `Se creó el administrador inicial ${email} con la contraseña de ADMIN_PASSWORD.`,
    );
  }
  return `${lineas.join('\n')}\n`;
}

process.on('unhandledRejection', (razon) => {
  console.error('Promesa rechazada sin manejar:', razon);
});

void main();
