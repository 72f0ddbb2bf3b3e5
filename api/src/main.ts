// Arranque de la API: configuración validada, PostgreSQL (embebido si no hay DATABASE_URL), secreto JWT y clave de
// los respaldos (generados la primera vez si no vienen del entorno), migraciones, datos iniciales, escucha HTTP.
// SIGINT/SIGTERM cierran en orden: primero la aplicación, después la base embebida.
//
// Con WEB_CONCURRENCY=N (N > 1) este proceso es el principal de un Node cluster: arranca el PostgreSQL embebido,
// aplica las migraciones y los datos iniciales una sola vez y después crea N workers que atienden el mismo puerto
// (reciben la URL de la base y el secreto JWT ya resueltos, y no migran). SIGINT/SIGTERM al principal cierran los
// workers, esperan a que terminen y después detienen la base embebida.
import 'reflect-metadata';
import cluster, { type Worker } from 'node:cluster';
import type { ClaveRespaldos } from '@cartera/dominio';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { crearApp } from './app.module';
import {
  ErrorConfiguracion,
  leerConfiguracion,
  type Configuracion,
  type ConfiguracionResuelta,
} from './config/configuracion';
import { resolverClaveRespaldos } from './sistema/clave-respaldos';
import { resolverSecretoJwt } from './config/secreto-jwt';
import { iniciarPostgresEmbebido, type PostgresEmbebido } from './database/embedded';
import { conAlcance, TODAS } from './database/alcance';
import { asegurarRolApi } from './database/rol-api';
import { DemoService, tablaCuentas, type DatosIniciales } from './demo/demo.service';
import { CONTRASENA_DEMO } from './demo/usuarios-demo';
import { leerTrabajadores } from './config/trabajadores';
import { RespaldosService } from './sistema/respaldos.service';

const BASE_DATOS_EMBEBIDA = 'cartera';
const ESPERA_CIERRE_MS = 15_000;

/** Variable con la que el principal marca a sus workers (ya migrado, URL y secreto resueltos). */
const VARIABLE_TRABAJADOR = 'CARTERA_TRABAJADOR';

async function main(): Promise<void> {
  let config: Configuracion;
  let trabajadores: number;
  try {
    config = leerConfiguracion();
    trabajadores = cluster.isWorker ? 1 : leerTrabajadores();
  } catch (error) {
    if (error instanceof ErrorConfiguracion) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  if (cluster.isWorker) return trabajador(config);

  let app: NestFastifyApplication | undefined;
  let embebido: PostgresEmbebido | undefined;
  let cerrando = false;
  const workers = new Set<Worker>();
  const cerrar = async (motivo: string, codigo: number) => {
    if (cerrando) return;
    cerrando = true;
    if (motivo) console.log(`\n${motivo}: cerrando Cartera…`);
    setTimeout(() => {
      console.error('El cierre tardó demasiado; se fuerza la salida.');
      process.exit(1);
    }, ESPERA_CIERRE_MS).unref();
    await app?.close().catch((error: unknown) => console.error('Error al cerrar la aplicación:', error));
    await detenerWorkers(workers);
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
        // Un bucle de caídas no se reintenta sin fin: se cierra Cartera con un mensaje claro y código 1.
        reinicios: {
          maximo: config.baseDatos.reiniciosEmbebido,
          alRendirse: (error) => {
            console.error(error.message);
            void cerrar('', 1);
          },
        },
      });
      url = embebido.url;
    }
    const resuelta: ConfiguracionResuelta = {
      ...config,
      baseDatos: {
        ...config.baseDatos,
        url,
        urlApi: config.baseDatos.urlApi ?? (await asegurarRolApi(url)),
        embebida: embebido !== undefined,
      },
      jwt: { ...config.jwt, secreto: await resolverSecretoJwt(config) },
      respaldos: { ...config.respaldos, clave: await resolverClaveRespaldos(config) },
    };
    const creada = await crearApp(resuelta);
    app = creada;
    // Los datos iniciales y el aviso de la clave son tareas de arranque: de la organización, todas las oficinas.
    const { datos, clave } = await conAlcance(TODAS, async () => {
      const iniciales = await creada.get(DemoService).prepararDatos();
      // Después de los datos iniciales: en el primer arranque el primer admin ya existe y recibe el aviso de la clave.
      return { datos: iniciales, clave: await creada.get(RespaldosService).avisarClave() };
    });
    if (trabajadores > 1) {
      // Migraciones y datos iniciales hechos: el principal suelta su aplicación y deja el puerto a los workers.
      const migrada = app;
      app = undefined;
      await migrada.close();
      if (cerrando) return;
      await crearWorkers(
        trabajadores,
        resuelta,
        workers,
        () => cerrando,
        (motivo) => void cerrar(motivo, 1),
      );
    } else {
      await app.listen(config.puerto, config.host);
    }
    if (!cerrando) console.log(bienvenida(resuelta, datos, clave, trabajadores));
  } catch (error) {
    // Una señal a mitad del arranque cierra la base y hace fallar lo que estaba en curso: no es un error de arranque.
    if (cerrando) return;
    console.error(`No se pudo arrancar Cartera: ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof Error && error.stack && config.nivelLog === 'debug') console.error(error.stack);
    await cerrar('', 1);
  }
}

/**
 * Un worker de WEB_CONCURRENCY: la misma aplicación sin migraciones ni datos iniciales (los hizo el principal),
 * escuchando el puerto compartido. Se cierra con SIGINT/SIGTERM (del principal, o de la terminal) o si el principal
 * desaparece.
 */
async function trabajador(config: Configuracion): Promise<void> {
  const id = cluster.worker?.id ?? 0;
  const url = config.baseDatos.url;
  const urlApi = config.baseDatos.urlApi;
  if (url === undefined || urlApi === undefined || !config.jwt.secreto || process.env[VARIABLE_TRABAJADOR] !== '1') {
    console.error('Un worker de Cartera necesita DATABASE_URL, DATABASE_URL_API y JWT_SECRET de su proceso principal.');
    process.exit(1);
  }
  let app: NestFastifyApplication | undefined;
  let cerrando = false;
  const cerrar = async (codigo: number) => {
    if (cerrando) return;
    cerrando = true;
    setTimeout(() => process.exit(1), ESPERA_CIERRE_MS).unref();
    await app
      ?.close()
      .catch((error: unknown) => console.error(`Worker ${process.pid}: error al cerrar:`, error));
    process.exit(codigo);
  };
  process.once('SIGINT', () => void cerrar(0));
  process.once('SIGTERM', () => void cerrar(0));
  cluster.worker?.on('disconnect', () => void cerrar(0));
  try {
    const resuelta: ConfiguracionResuelta = {
      ...config,
      baseDatos: { ...config.baseDatos, url, urlApi, embebida: false },
      jwt: { ...config.jwt, secreto: config.jwt.secreto },
      // El principal ya la resolvió (y generó si faltaba): aquí se lee la misma, de RESPALDOS_CLAVE o de su archivo.
      respaldos: { ...config.respaldos, clave: await resolverClaveRespaldos(config) },
    };
    app = await crearApp(resuelta, { migrar: false, trabajador: id });
    await app.listen(config.puerto, config.host);
    if (!cerrando) console.log(`Worker ${id} (pid ${process.pid}) atendiendo`);
  } catch (error) {
    if (cerrando) return;
    console.error(
      `Worker ${process.pid}: no pudo arrancar: ${error instanceof Error ? error.message : String(error)}`,
    );
    await cerrar(1);
  }
}

/**
 * Crea `n` workers y espera a que todos escuchen; si uno muere antes, el arranque falla. Uno que muere después sin
 * que se esté cerrando se reemplaza; si mueren más de 5 en un minuto, se cierra todo con error en vez de reintentar
 * sin fin.
 */
async function crearWorkers(
  n: number,
  config: ConfiguracionResuelta,
  workers: Set<Worker>,
  cerrando: () => boolean,
  fallar: (motivo: string) => void,
): Promise<void> {
  const entorno = {
    DATABASE_URL: config.baseDatos.url,
    DATABASE_URL_API: config.baseDatos.urlApi,
    JWT_SECRET: config.jwt.secreto,
    [VARIABLE_TRABAJADOR]: '1',
  };
  const caidas: number[] = [];
  const crear = (): Promise<void> =>
    new Promise((resolver, rechazar) => {
      const worker = cluster.fork(entorno);
      let escuchaba = false;
      workers.add(worker);
      worker.once('listening', () => {
        escuchaba = true;
        resolver();
      });
      worker.once('exit', (codigo, senal) => {
        workers.delete(worker);
        if (cerrando()) return resolver();
        const motivo = `El worker ${worker.process.pid} terminó (${senal ?? `código ${codigo}`})`;
        // Si no llegó a escuchar, el arranque falla (el mismo error se repetiría en otro).
        if (!escuchaba) return rechazar(new Error(motivo));
        const ahora = Date.now();
        caidas.push(ahora);
        while (caidas.length > 0 && caidas[0] < ahora - 60_000) caidas.shift();
        if (caidas.length > 5) return fallar(`${motivo}; demasiados workers caídos en un minuto`);
        console.error(`${motivo}; se crea otro.`);
        crear().catch(() => {});
      });
    });
  await Promise.all(Array.from({ length: n }, crear));
}

/** SIGTERM a cada worker y espera a que terminen (el temporizador de cierre del principal pone el límite). */
async function detenerWorkers(workers: Set<Worker>): Promise<void> {
  await Promise.all(
    [...workers].map(
      (worker) =>
        new Promise<void>((resolver) => {
          if (worker.isDead()) return resolver();
          worker.once('exit', () => resolver());
          worker.process.kill('SIGTERM');
        }),
    ),
  );
}

function bienvenida(
  config: ConfiguracionResuelta,
  datos: DatosIniciales,
  clave: ClaveRespaldos,
  trabajadores = 1,
): string {
  const url = `http://localhost:${config.puerto}`;
  const lineas = [
    '',
    `Cartera escuchando en ${url}${trabajadores > 1 ? ` (${trabajadores} workers, WEB_CONCURRENCY)` : ''}`,
    `  API: ${url}/api   Documentación: ${url}/api/docs${config.portalDir ? `   Portal: ${url}/` : ''}`,
    config.baseDatos.embebida
      ? `  Base de datos: PostgreSQL embebido en ${config.dataDir}/postgres (puerto ${config.baseDatos.puertoEmbebido})`
      : '  Base de datos: DATABASE_URL',
    lineaClaveRespaldos(config, clave),
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

/** La clave de los respaldos al arrancar: dónde está y, mientras nadie confirme que la guardó aparte, el aviso. */
function lineaClaveRespaldos(config: ConfiguracionResuelta, clave: ClaveRespaldos): string {
  if (clave.origen === 'entorno') return '  Respaldos: cifrados con RESPALDOS_CLAVE';
  if (clave.guardada) return `  Respaldos: cifrados con la clave de ${clave.archivo}`;
  return [
    '',
    config.respaldos.clave.generada
      ? `Se generó la clave que cifra los respaldos: ${clave.archivo} (sólo la lee el usuario que ejecuta Cartera).`
      : `Los respaldos se cifran con la clave de ${clave.archivo}.`,
    '  Sin esa clave no se puede restaurar ningún respaldo: guarde una copia fuera de este computador y confírmelo en',
    '  Configuración > Sistema > Respaldos («Ya guardé la clave en otro lugar»).',
  ].join('\n');
}

process.on('unhandledRejection', (razon) => {
  console.error('Promesa rechazada sin manejar:', razon);
});

void main();
