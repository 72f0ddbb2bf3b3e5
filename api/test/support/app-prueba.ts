// La aplicación real (la misma fábrica que main.ts) sobre una base propia de cada archivo de pruebas, copiada de
// la plantilla con migraciones y cuentas de demostración.
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { crearApp } from '../../src/app.module';
import { AuthService } from '../../src/auth/auth.service';
import { BarridoService } from '../../src/barrido/barrido.service';
import { CANDADO_BARRIDO } from '../../src/barrido/barrido.consultas';
import {
  leerConfiguracion,
  type Configuracion,
  type ConfiguracionResuelta,
} from '../../src/config/configuracion';
import { conAlcance, TODAS } from '../../src/database/alcance';
import { opcionesBaseDatos } from '../../src/database/data-source';
import { db } from '../../src/database/kysely';
import { asegurarRolApi } from '../../src/database/rol-api';
import { DemoService } from '../../src/demo/demo.service';
import { EventosDineroService } from '../../src/notificaciones/eventos-dinero.service';
import { crearUsuariosDemo } from '../../src/demo/usuarios-demo';
import { Usuario } from '../../src/usuarios/entities/usuario.entity';
import { claveRespaldosPrueba } from './clave-respaldos-prueba';
import { documentoOpenApi } from './documento-openapi';
import { consultarBase, leerConexionPruebas, urlDeBase } from './entorno';
import { plantillaDemo } from './plantilla-demo';
import { RespuestasDeclaradas } from './respuestas-declaradas';

// Las pruebas recorren JSON arbitrario de las respuestas.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Peticion {
  metodo: Metodo;
  ruta: string;
  token?: string;
  cuerpo?: unknown;
  /** Cuerpo tal cual (p. ej. JSON mal formado). */
  cuerpoCrudo?: string;
  /** IP de origen (Fastify inject): sirve para probar el límite de intentos por IP. */
  ip?: string;
  cabeceras?: Record<string, string>;
  /**
   * Sin `Idempotency-Key`. Si no, una escritura (POST, PUT, PATCH, DELETE) sin esa cabecera en `cabeceras` lleva una
   * clave nueva, como las del portal y Mi Ruta: una escritura de dinero sin clave es un 400 IDEMPOTENCIA_REQUERIDA.
   */
  sinClaveIdempotencia?: boolean;
}

/** Lo que `como(nombre)` acepta además de la ruta y el cuerpo. */
export type OpcionesPeticion = Pick<Peticion, 'cabeceras' | 'sinClaveIdempotencia'>;

export interface RespuestaPrueba {
  status: number;
  body: Json;
  headers: Record<string, string | string[] | number | undefined>;
}

/** Las cuentas de demostración que trae la plantilla. */
export type NombreCuenta = 'admin' | 'gerente' | 'cobrador1' | 'cobrador2' | 'cobrador3';
export const CONTRASENA_CUENTAS = 'cartera123';

export interface AppPrueba {
  app: NestFastifyApplication;
  /** La conexión de la aplicación: su rol (cartera_app), que no es dueño de nada (database/rol-api.ts). */
  dataSource: DataSource;
  /**
   * Una conexión del dueño de las tablas, para lo que la aplicación no puede (ni debe) hacer: DDL de una prueba,
   * TRUNCATE, disparadores apagados, session_replication_role.
   */
  dueno: DataSource;
  /** Usuarios de la plantilla, recargados de la base. */
  cuenta(nombre: NombreCuenta): Promise<Usuario>;
  /** Token de sesión emitido por AuthService (sin pasar por bcrypt). */
  token(usuario: Pick<Usuario, 'id' | 'rol' | 'credencialesVersion'> | NombreCuenta): Promise<string>;
  pedir(peticion: Peticion): Promise<RespuestaPrueba>;
  /** Peticiones con el token de una cuenta de la plantilla: `como('admin').post(ruta, cuerpo)`. */
  como(nombre: NombreCuenta): ClientePrueba;
  cerrar(): Promise<void>;
}

/** Un cliente HTTP con la sesión de una cuenta (ver `AppPrueba.como`). */
export interface ClientePrueba {
  get(ruta: string, opciones?: OpcionesPeticion): Promise<RespuestaPrueba>;
  post(ruta: string, cuerpo?: unknown, opciones?: OpcionesPeticion): Promise<RespuestaPrueba>;
  put(ruta: string, cuerpo?: unknown, opciones?: OpcionesPeticion): Promise<RespuestaPrueba>;
  patch(ruta: string, cuerpo?: unknown, opciones?: OpcionesPeticion): Promise<RespuestaPrueba>;
  delete(ruta: string, opciones?: OpcionesPeticion): Promise<RespuestaPrueba>;
}

export interface OpcionesAppPrueba {
  /** Variables de entorno adicionales (PORTAL_DIR, JWT_EXPIRES_IN…). */
  entorno?: Record<string, string>;
  /** Cambia la URL con la que la aplicación llega a su base (p. ej. a través de un proxy que se puede cortar). */
  urlConexion?: (url: string) => string;
  /**
   * Una base propia en un PostgreSQL embebido de la prueba (como la de npm start): la aplicación la trata como
   * embebida (DATA_DIR = dataDir), la migra y se le siembran las cuentas de demostración; cerrar() no la borra.
   */
  baseEmbebida?: { url: string; dataDir: string };
  /**
   * La base copiada de la plantilla con la demostración sembrada (plantilla-demo.ts: se siembra una vez por corrida,
   * como en el primer arranque de una instalación con DEMO_DATA=1) y la aplicación con DEMO_DATA=1.
   */
  conDemo?: boolean;
}

export const SECRETO_PRUEBAS = 'secreto-de-pruebas-con-mas-de-32-caracteres-0123456789';
/**
 * RESPALDOS_CLAVE de las aplicaciones de prueba sobre la base compartida: sin ella, cada una generaría la clave en el
 * DATA_DIR por defecto (.data del repositorio). Las de `baseEmbebida` resuelven la clave como `npm start`.
 */
export const CLAVE_RESPALDOS_PRUEBAS = 'clave-de-respaldos-de-las-pruebas-0123456789';

/**
 * La configuración resuelta como en main.ts: la URL de la base, el secreto JWT (el de las pruebas si falta) y la
 * clave de los respaldos (RESPALDOS_CLAVE, o la generada en DATA_DIR/claves/respaldos.key).
 */
export async function resolverConfiguracionPrueba(
  config: Configuracion,
  url: string,
  embebida: boolean,
): Promise<ConfiguracionResuelta> {
  return {
    ...config,
    baseDatos: { ...config.baseDatos, url, urlApi: config.baseDatos.urlApi ?? (await asegurarRolApi(url)), embebida },
    jwt: { ...config.jwt, secreto: config.jwt.secreto ?? SECRETO_PRUEBAS },
    respaldos: { ...config.respaldos, clave: await claveRespaldosPrueba(config) },
  };
}

export async function crearAppPrueba({
  entorno = {},
  urlConexion,
  baseEmbebida,
  conDemo = false,
}: OpcionesAppPrueba = {}): Promise<AppPrueba> {
  const { urlMantenimiento, plantilla, carpeta } = leerConexionPruebas();
  const base = `cartera_prueba_${process.pid}_${randomBytes(4).toString('hex')}`;
  let urlDirecta = baseEmbebida?.url;
  if (!urlDirecta) {
    const origen = conDemo ? await plantillaDemo(urlMantenimiento, plantilla, sembrarDemo) : plantilla;
    await consultarBase(urlMantenimiento, `CREATE DATABASE ${base} TEMPLATE ${origen}`);
    urlDirecta = urlDeBase(urlMantenimiento, base);
  }
  const url = urlConexion ? urlConexion(urlDirecta) : urlDirecta;
  const config = leerConfiguracion({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    JWT_SECRET: SECRETO_PRUEBAS,
    DEMO_DATA: conDemo ? '1' : '0',
    LOG_LEVEL: 'error',
    // Las tareas periódicas que una prueba dispara (dispararAhora) se toman en ≤ 0,5 s, no en ≤ 2 s.
    TAREAS_SONDEO_MS: '500',
    ...(baseEmbebida ? { DATA_DIR: baseEmbebida.dataDir } : { RESPALDOS_CLAVE: CLAVE_RESPALDOS_PRUEBAS }),
    ...entorno,
  });
  // Sobre la demostración copiada, el barrido del arranque no corre (como si otra réplica lo tuviera): antes la
  // aplicación arrancaba sobre la base vacía y sembraba después, y las pruebas ven la demostración recién sembrada.
  const candadoBarrido = conDemo ? await tomarCandadoBarrido(url) : undefined;
  let app: NestFastifyApplication;
  try {
    app = await crearApp(await resolverConfiguracionPrueba(config, url, baseEmbebida !== undefined));
    await app.get(BarridoService).esperarEnCurso();
  } finally {
    await candadoBarrido?.end();
  }
  const dataSource = app.get<DataSource>(getDataSourceToken());
  const dueno = await new DataSource({
    ...opcionesBaseDatos({ url, maxConexiones: 2 }),
    entities: dataSource.options.entities,
  }).initialize();
  if (baseEmbebida && (await dataSource.getRepository(Usuario).count()) === 0)
    await dataSource.transaction((manager) => crearUsuariosDemo(manager));
  const auth = app.get(AuthService);
  // Lo que declara cada ruta (el OpenAPI de /api/docs-json, uno por corrida: documento-openapi.ts), leído una vez;
  // sin documentación (API_DOCS=false), nada.
  let declaradas: Promise<RespuestasDeclaradas | null> | undefined;
  const leerDeclaradas = async () => {
    const documento = await documentoOpenApi(app, { publicado: config.documentacionApi, carpeta });
    return documento ? new RespuestasDeclaradas(documento) : null;
  };

  const cuenta = async (nombre: NombreCuenta) =>
    dataSource.getRepository(Usuario).findOneByOrFail({ email: `${nombre}@cartera.local` });

  const prueba: AppPrueba = {
    app,
    dataSource,
    dueno,
    cuenta,
    async token(usuario) {
      return auth.emitirToken(typeof usuario === 'string' ? await cuenta(usuario) : usuario);
    },
    async pedir({
      metodo,
      ruta,
      token,
      cuerpo,
      cuerpoCrudo,
      ip,
      cabeceras = {},
      sinClaveIdempotencia = false,
    }) {
      const headers: Record<string, string> = { ...cabeceras };
      if (token) headers.authorization = `Bearer ${token}`;
      const conClave = Object.keys(headers).some((nombre) => nombre.toLowerCase() === 'idempotency-key');
      if (metodo !== 'GET' && !conClave && !sinClaveIdempotencia) headers['idempotency-key'] = randomUUID();
      if (cuerpoCrudo !== undefined) headers['content-type'] ??= 'application/json';
      const respuesta = await app.inject({
        method: metodo,
        url: ruta,
        headers,
        payload: cuerpoCrudo ?? (cuerpo === undefined ? undefined : (cuerpo as object)),
        remoteAddress: ip ?? '127.0.0.1',
      });
      // Lo que sigue a una escritura de dinero (recibos, notificaciones) lo consume notificaciones después de confirmar,
      // sin que la respuesta lo espere (docs/decisiones/nucleo-sin-puertas.md): la prueba lo espera antes de leer.
      await app.get(EventosDineroService).enReposo();
      let body: Json = respuesta.body;
      try {
        body = respuesta.json();
      } catch {
        // No es JSON (HTML del portal, archivos): queda el texto.
      }
      declaradas ??= leerDeclaradas();
      // Lo declarado es el JSON: un archivo que la misma ruta da en otro formato (el PDF de un exporte) no se compara.
      const esJson = /json/.test(String(respuesta.headers['content-type'] ?? ''));
      const error = esJson ? (await declaradas)?.comprobar(metodo, ruta, respuesta.statusCode, body) : null;
      if (error) throw new Error(`Respuesta distinta de la declarada (@Responde): ${error}`);
      return { status: respuesta.statusCode, body, headers: respuesta.headers };
    },
    como(nombre) {
      const pedir = async (metodo: Metodo, ruta: string, cuerpo?: unknown, opciones: OpcionesPeticion = {}) =>
        prueba.pedir({ metodo, ruta, cuerpo, token: await prueba.token(nombre), ...opciones });
      return {
        get: (ruta, opciones) => pedir('GET', ruta, undefined, opciones),
        post: (ruta, cuerpo, opciones) => pedir('POST', ruta, cuerpo, opciones),
        put: (ruta, cuerpo, opciones) => pedir('PUT', ruta, cuerpo, opciones),
        patch: (ruta, cuerpo, opciones) => pedir('PATCH', ruta, cuerpo, opciones),
        delete: (ruta, opciones) => pedir('DELETE', ruta, undefined, opciones),
      };
    },
    async cerrar() {
      await app.close();
      await dueno.destroy();
      if (!baseEmbebida) await consultarBase(urlMantenimiento, `DROP DATABASE IF EXISTS ${base} WITH (FORCE)`);
    },
  };
  return prueba;
}

/** GET de una página o un archivo del portal como lo pide el navegador, sin sesión: `accept`, lo que acepta. */
export function pedirAlPortal(prueba: AppPrueba, ruta: string, accept = 'text/html'): Promise<RespuestaPrueba> {
  return prueba.pedir({ metodo: 'GET', ruta, cabeceras: { accept } });
}

/**
 * Un error de la API tal cual: el estado y el cuerpo entero, `{ success: false, message, code }` (con `errors`, los
 * mensajes por campo, si se dan).
 */
export function esperarError(
  r: RespuestaPrueba,
  status: number,
  error: { message: string; code: string; errors?: Record<string, string[]> },
): void {
  expect({ status: r.status, body: r.body }).toEqual({ status, body: { success: false, ...error } });
}

/**
 * Otra aplicación, sólo mientras corre `usar` (una configuración distinta de la del archivo): se cierra, y su base se
 * borra, también si `usar` falla.
 */
export async function conAppPrueba<T>(
  opciones: OpcionesAppPrueba,
  usar: (prueba: AppPrueba) => Promise<T>,
): Promise<T> {
  const prueba = await crearAppPrueba(opciones);
  try {
    return await usar(prueba);
  } finally {
    await prueba.cerrar();
  }
}

/**
 * El candado consultivo del barrido (`CANDADO_BARRIDO`) en una sesión propia sobre la base de `url`; cerrar la sesión lo suelta.
 */
async function tomarCandadoBarrido(url: string): Promise<Client> {
  const sesion = new Client({ connectionString: url });
  await sesion.connect();
  await sesion.query('SELECT pg_advisory_lock($1)', [String(CANDADO_BARRIDO)]);
  return sesion;
}

/**
 * Siembra la demostración en la base de `url` como el primer arranque de una instalación con DEMO_DATA=1: sin usuarios
 * ni pasos hechos (la plantilla de las migraciones trae las cuentas), todos los pasos de DemoService. Cierra la
 * aplicación al terminar: la base queda sin conexiones para ser plantilla.
 */
async function sembrarDemo(url: string): Promise<void> {
  const config = leerConfiguracion({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    JWT_SECRET: SECRETO_PRUEBAS,
    DEMO_DATA: '1',
    LOG_LEVEL: 'error',
    RESPALDOS_CLAVE: CLAVE_RESPALDOS_PRUEBAS,
  });
  const app = await crearApp(await resolverConfiguracionPrueba(config, url, false));
  try {
    await app.get<DataSource>(getDataSourceToken()).transaction(async (manager) => {
      await db(manager).deleteFrom('usuarios').execute();
      await db(manager).deleteFrom('semillas_demo').execute();
    });
    await conAlcance(TODAS, () => app.get(DemoService).prepararDatos());
  } finally {
    await app.close();
  }
}

