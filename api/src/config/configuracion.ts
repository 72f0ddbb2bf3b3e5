// Configuración de la API: un único objeto validado, leído del entorno al arrancar. Un valor inválido detiene el
// arranque con un mensaje que nombra la variable (fail fast), nunca un valor por defecto silencioso.
import path from 'node:path';
import { direccionesLocales, leerOrigenesPublicos } from './origenes-publicos';
import {
  ENTORNOS,
  NIVELES_LOG,
  type Configuracion,
  type Entorno,
  type NivelLog,
} from './configuracion.tipos';
import {
  FALSOS,
  VERDADEROS,
  dentroDe,
  duracionEnSegundos,
  esOrigen,
  esUrlHttp,
  leerClavesCanales,
  leerConfianzaProxy,
} from './valores-entorno';
import { leerReinicios } from './supervision';

// Lo que los módulos importan de aquí: los tipos (configuracion.tipos.ts) y los lectores de valores (valores-entorno.ts).
export {
  ENTORNOS,
  NIVELES_LOG,
  nivelesDeLog,
  type ClaveCanales,
  type ClaveRespaldosResuelta,
  type Configuracion,
  type ConfiguracionResuelta,
  type Entorno,
  type NivelLog,
  type ReiniciosApi,
} from './configuracion.tipos';
export { ID_CLAVE_DERIVADA, duracionEnSegundos, leerClavesCanales, leerConfianzaProxy } from './valores-entorno';

/** Caducidad máxima de un token de sesión (docs/decisiones/sesiones-en-el-servidor.md: 12 h). */
export const JWT_EXPIRACION_MAXIMA_SEGUNDOS = 12 * 60 * 60;
/** Un token de acceso robado deja de servir en minutos: vive 15 min como máximo y la cookie de renovación lo repone. */
export const ACCESO_EXPIRACION_MAXIMA_SEGUNDOS = 15 * 60;

/** Orígenes de los servidores de desarrollo (shell 3001, remotos 3011–3014; docs/decisiones/modulos-y-compilacion.md). */
const ORIGENES_DESARROLLO = [3001, 3011, 3012, 3013, 3014].flatMap((puerto) => [
  `http://localhost:${puerto}`,
  `http://127.0.0.1:${puerto}`,
]);

/** Error de configuración: lista cada variable inválida con el motivo. */
export class ErrorConfiguracion extends Error {
  constructor(readonly problemas: string[]) {
    super(`Configuración inválida (invalid configuration):\n${problemas.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ErrorConfiguracion';
  }
}

/** Carpeta de DATA_DIR con las claves que Cartera genera (la de los respaldos): no se copia con ningún respaldo. */
export const CARPETA_CLAVES = 'claves';

/** Raíz del repositorio: api/src/config o api/dist/config, tres niveles arriba. */
export const RAIZ_REPOSITORIO = path.resolve(__dirname, '..', '..', '..');

/** Lee y valida la configuración. `env` es inyectable para las pruebas. */
export function leerConfiguracion(env: NodeJS.ProcessEnv = process.env): Configuracion {
  const problemas: string[] = [];
  const texto = (nombre: string): string | undefined => {
    const valor = env[nombre]?.trim();
    return valor ? valor : undefined;
  };

  const entero = (nombre: string, porDefecto: number, minimo: number, maximo: number): number => {
    const valor = texto(nombre);
    if (valor === undefined) return porDefecto;
    const numero = Number(valor);
    if (!/^\d+$/.test(valor) || numero < minimo || numero > maximo) {
      problemas.push(`${nombre} debe ser un entero entre ${minimo} y ${maximo} (valor recibido: '${valor}')`);
      return porDefecto;
    }
    return numero;
  };

  const booleano = (nombre: string, porDefecto: boolean): boolean => {
    const valor = texto(nombre)?.toLowerCase();
    if (valor === undefined) return porDefecto;
    if (VERDADEROS.includes(valor)) return true;
    if (FALSOS.includes(valor)) return false;
    problemas.push(`${nombre} debe ser true/false, 1/0, on/off o si/no (valor recibido: '${valor}')`);
    return porDefecto;
  };

  const entornoTexto = texto('NODE_ENV') ?? 'development';
  const entorno: Entorno = ENTORNOS.find((e) => e === entornoTexto) ?? 'development';
  if (entorno !== entornoTexto) problemas.push(`NODE_ENV debe ser uno de ${ENTORNOS.join(', ')} (valor recibido: '${entornoTexto}')`);

  const puerto = entero('PORT', 3000, 1, 65535);
  const host = texto('HOST') ?? '0.0.0.0';
  const dataDir = path.resolve(texto('DATA_DIR') ?? path.join(RAIZ_REPOSITORIO, '.data'));

  const url = texto('DATABASE_URL');
  if (url !== undefined && !/^postgres(ql)?:\/\//.test(url)) {
    problemas.push("DATABASE_URL debe empezar por 'postgres://' o 'postgresql://'");
  }
  const urlApi = texto('DATABASE_URL_API');
  if (urlApi !== undefined) problemas.push(...problemasUrlApi(urlApi, url));
  const puertoEmbebido = entero('EMBEDDED_PG_PORT', 54329, 1, 65535);
  const reiniciosEmbebido = entero('EMBEDDED_PG_MAX_RESTARTS', 5, 0, 100);

  const secreto = texto('JWT_SECRET');
  if (secreto === undefined && entorno === 'production') {
    problemas.push(
      'JWT_SECRET es obligatorio cuando NODE_ENV=production (al menos 32 caracteres aleatorios)',
    );
  } else if (secreto !== undefined && secreto.length < 32) {
    problemas.push('JWT_SECRET debe tener al menos 32 caracteres');
  }

  let accesoSegundos = ACCESO_EXPIRACION_MAXIMA_SEGUNDOS;
  const accesoTexto = texto('JWT_ACCESS_EXPIRES_IN');
  if (accesoTexto !== undefined) {
    const segundos = duracionEnSegundos(accesoTexto);
    if (segundos === null || segundos <= 0) {
      problemas.push(`JWT_ACCESS_EXPIRES_IN debe ser una duración como 5m, 15m o 600 (valor recibido: '${accesoTexto}')`);
    } else if (segundos > ACCESO_EXPIRACION_MAXIMA_SEGUNDOS) {
      problemas.push(`JWT_ACCESS_EXPIRES_IN no puede superar 15m (valor recibido: '${accesoTexto}')`);
    } else {
      accesoSegundos = segundos;
    }
  }

  let expiracionSegundos = JWT_EXPIRACION_MAXIMA_SEGUNDOS;
  const expiracionTexto = texto('JWT_EXPIRES_IN');
  if (expiracionTexto !== undefined) {
    const segundos = duracionEnSegundos(expiracionTexto);
    if (segundos === null || segundos <= 0) {
      problemas.push(
        `JWT_EXPIRES_IN debe ser una duración como 30m, 8h o 3600 (valor recibido: '${expiracionTexto}')`,
      );
    } else if (segundos > JWT_EXPIRACION_MAXIMA_SEGUNDOS) {
      problemas.push(`JWT_EXPIRES_IN no puede superar 12h (valor recibido: '${expiracionTexto}')`);
    } else {
      expiracionSegundos = segundos;
    }
  }

  const portalTexto = texto('PORTAL_DIR');
  const portalDir = portalTexto === undefined ? undefined : path.resolve(portalTexto);

  const adminEmail = texto('ADMIN_EMAIL')?.toLowerCase();
  if (adminEmail !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) {
    problemas.push(`ADMIN_EMAIL no es un email válido (valor recibido: '${adminEmail}')`);
  }
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && adminPassword.length < 8) {
    problemas.push('ADMIN_PASSWORD debe tener al menos 8 caracteres');
  }

  const datosDemo = booleano('DEMO_DATA', url === undefined && entorno !== 'production');
  if (datosDemo && entorno === 'production') {
    problemas.push(
      'DEMO_DATA=true no se admite con NODE_ENV=production: las cuentas de demostración tienen una contraseña pública',
    );
  }

  const origenesCors: string[] = [];
  for (const origen of (texto('CORS_ORIGINS') ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)) {
    if (origen === '*' && entorno === 'production') {
      problemas.push("CORS_ORIGINS no admite '*' en producción: liste los orígenes permitidos");
    } else if (origen !== '*' && !esOrigen(origen)) {
      problemas.push(
        `CORS_ORIGINS contiene un origen inválido: '${origen}' (se espera p. ej. https://cartera.example.com)`,
      );
    } else {
      origenesCors.push(origen);
    }
  }
  if (entorno === 'development')
    origenesCors.push(...ORIGENES_DESARROLLO.filter((o) => !origenesCors.includes(o)));

  const origenesRemotos: string[] = [];
  for (const origen of (texto('CSP_REMOTOS') ?? '').split(/[\s,]+/).filter(Boolean)) {
    if (!esOrigen(origen)) {
      problemas.push(`CSP_REMOTOS contiene un origen inválido: '${origen}' (se espera p. ej. https://cdn.cartera.co)`);
    } else if (entorno === 'production' && !origen.startsWith('https://')) {
      problemas.push(`CSP_REMOTOS sólo admite orígenes https en producción (valor recibido: '${origen}')`);
    } else if (!origenesRemotos.includes(new URL(origen).origin)) {
      origenesRemotos.push(new URL(origen).origin);
    }
  }

  const origenesPublicos = leerOrigenesPublicos(texto('PUBLIC_URL'), { puerto, host, direcciones: direccionesLocales() }, problemas);

  const nivelTexto = (texto('LOG_LEVEL') ?? 'log').toLowerCase();
  const nivelLeido = nivelTexto === 'info' ? 'log' : nivelTexto;
  const nivelLog: NivelLog = NIVELES_LOG.find((nivel) => nivel === nivelLeido) ?? 'log';
  if (nivelLog !== nivelLeido) {
    problemas.push(
      `LOG_LEVEL debe ser uno de error, warn, info, debug, verbose (valor recibido: '${nivelTexto}')`,
    );
  }

  const confiarEnProxy = leerConfianzaProxy(texto('TRUST_PROXY'), problemas);

  const limitesBaseDatos = {
    statementTimeoutMs: entero('DB_STATEMENT_TIMEOUT_MS', 30_000, 0, 3_600_000),
    lockTimeoutMs: entero('DB_LOCK_TIMEOUT_MS', 10_000, 0, 3_600_000),
    idleInTransactionTimeoutMs: entero('DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', 60_000, 0, 3_600_000),
    esperaConexionMs: entero('DB_POOL_ACQUIRE_TIMEOUT_MS', 10_000, 100, 600_000),
    maximoConexiones: entero('DB_POOL_MAX', 10, 1, 500),
  };
  const cobroRetroactivoDias = entero('COBRO_RETROACTIVO_DIAS', 3, 0, 365);
  const documentacionApi = booleano('API_DOCS', entorno !== 'production');

  const urlProveedor = texto('CEDULA_PROVIDER_URL');
  if (
    urlProveedor !== undefined &&
    (!urlProveedor.includes('{cedula}') || !esUrlHttp(urlProveedor.replace('{cedula}', '0')))
  ) {
    problemas.push(
      `CEDULA_PROVIDER_URL debe ser una URL http(s) con {cedula}, p. ej. https://registro.example.com/personas/{cedula} (valor recibido: '${urlProveedor}')`,
    );
  }
  const cedulas = {
    urlProveedor,
    tokenProveedor: texto('CEDULA_PROVIDER_TOKEN'),
    timeoutMs: entero('CEDULA_PROVIDER_TIMEOUT_MS', 2500, 100, 30000),
    cacheTtlHoras: entero('CEDULA_CACHE_TTL_HORAS', 720, 1, 87600),
  };

  const notificaciones = {
    trabajadores: entero('NOTIFICACIONES_TRABAJADORES', 2, 0, 32),
    lote: entero('NOTIFICACIONES_LOTE', 50, 1, 500),
    sondeoMs: entero('NOTIFICACIONES_SONDEO_MS', 2000, 500, 600_000),
    sondeoTareasMs: entero('TAREAS_SONDEO_MS', 2000, 500, 600_000),
    reintentos: entero('NOTIFICACIONES_REINTENTOS', 3, 0, 20),
    reintentoSegundos: entero('NOTIFICACIONES_REINTENTO_SEGUNDOS', 30, 1, 86_400),
    horaRecordatorios: entero('NOTIFICACIONES_HORA_RECORDATORIOS', 8, 0, 23),
    cuotaDiaria: entero('NOTIFICACIONES_CUOTA_DIARIA', 5000, 1, 10_000_000),
  };

  const tareasProgramadas = booleano('TAREAS_PROGRAMADAS', entorno !== 'test');

  const claveRespaldos = env.RESPALDOS_CLAVE || undefined;
  if (claveRespaldos === undefined && entorno === 'production') {
    problemas.push(
      'RESPALDOS_CLAVE es obligatorio cuando NODE_ENV=production: la clave que cifra los respaldos (al menos 16 caracteres, p. ej. openssl rand -base64 32), guardada también fuera de este servidor; sin ella ningún respaldo se puede restaurar',
    );
  } else if (claveRespaldos !== undefined && claveRespaldos.length < 16) {
    problemas.push('RESPALDOS_CLAVE debe tener al menos 16 caracteres');
  }
  const copiaTexto = texto('RESPALDOS_COPIA_DIR');
  const respaldos = {
    hora: entero('RESPALDOS_HORA', 1, 0, 23),
    clave: claveRespaldos,
    archivoClave: path.join(dataDir, CARPETA_CLAVES, 'respaldos.key'),
    copiaDir: copiaTexto === undefined ? undefined : path.resolve(copiaTexto),
  };
  // La clave generada nunca viaja con los respaldos: su carpeta no puede estar dentro de la copia ni contenerla.
  const carpetaClaves = path.dirname(respaldos.archivoClave);
  if (
    claveRespaldos === undefined &&
    respaldos.copiaDir !== undefined &&
    (dentroDe(carpetaClaves, respaldos.copiaDir) || dentroDe(respaldos.copiaDir, carpetaClaves))
  ) {
    problemas.push(
      `RESPALDOS_COPIA_DIR (${respaldos.copiaDir}) no puede contener la carpeta de la clave de los respaldos (${carpetaClaves}) ni estar dentro de ella: la clave no debe viajar con los respaldos. Use otra carpeta o defina RESPALDOS_CLAVE`,
    );
  }

  const reportesFilasMaximas = entero('REPORTES_EXPORTE_FILAS_MAXIMAS', 200_000, 1, 5_000_000);

  const documentos = {
    cuotaBytes: entero('DOCUMENTOS_CUOTA_MB', 10_240, 1, 10_000_000) * 1024 * 1024,
    subidasSimultaneas: entero('DOCUMENTOS_SUBIDAS_SIMULTANEAS', 2, 1, 50),
    subidasPorMinuto: entero('DOCUMENTOS_SUBIDAS_POR_MINUTO', 30, 1, 10_000),
    retencionDias: entero('DOCUMENTOS_RETENCION_DIAS', 30, 0, 3650),
  };

  const eventosDinero = {
    retencionDias: entero('EVENTOS_DINERO_RETENCION_DIAS', 30, 1, 3650),
  };

  const miRuta = {
    rechazosPorMinuto: entero('MI_RUTA_RECHAZOS_POR_MINUTO', 30, 1, 10_000),
  };

  const claves = leerClavesCanales(texto('CANALES_KEY'), problemas);
  if (claves.length === 0 && entorno === 'production') {
    problemas.push(
      "CANALES_KEY es obligatorio cuando NODE_ENV=production: 'id:clave' con 32 bytes en base64 (openssl rand -base64 32), p. ej. k1:…",
    );
  }
  const permitirLoopback = booleano('CANALES_PERMITIR_LOOPBACK', entorno !== 'production');
  if (permitirLoopback && entorno === 'production') {
    problemas.push('CANALES_PERMITIR_LOOPBACK=true no se admite con NODE_ENV=production');
  }

  const reinicios = leerReinicios(texto, problemas);

  if (problemas.length > 0) throw new ErrorConfiguracion(problemas);

  return {
    entorno,
    puerto,
    host,
    dataDir,
    baseDatos: { url, urlApi, puertoEmbebido, reiniciosEmbebido },
    jwt: { secreto, expiracionSegundos, accesoSegundos: Math.min(accesoSegundos, expiracionSegundos) },
    portalDir,
    admin: { email: adminEmail, password: adminPassword },
    datosDemo,
    origenesCors,
    origenesPublicos,
    origenesRemotos,
    nivelLog,
    confiarEnProxy,
    limitesBaseDatos,
    cobroRetroactivoDias,
    documentacionApi,
    cedulas,
    notificaciones,
    tareasProgramadas,
    respaldos,
    reportesFilasMaximas,
    documentos,
    eventosDinero,
    miRuta,
    canales: { claves, permitirLoopback },
    reinicios,
  };
}

/**
 * DATABASE_URL_API: el rol con el que atiende la API (docs/decisiones/rol-de-la-api-y-alcance.md). Va con DATABASE_URL,
 * la del dueño de las tablas, y con otro usuario que ella.
 */
function problemasUrlApi(urlApi: string, url: string | undefined): string[] {
  if (!/^postgres(ql)?:\/\//.test(urlApi)) return ["DATABASE_URL_API debe empezar por 'postgres://' o 'postgresql://'"];
  if (url === undefined)
    return ['DATABASE_URL_API va con DATABASE_URL (la del dueño de las tablas, con la que se migra y se respalda)'];
  const usuario = (u: string) => {
    try {
      return decodeURIComponent(new URL(u).username);
    } catch {
      return undefined;
    }
  };
  if (usuario(urlApi) !== undefined && usuario(urlApi) === usuario(url))
    return [
      'DATABASE_URL_API y DATABASE_URL tienen el mismo usuario: la API atiende con un rol que no es dueño de las tablas',
    ];
  return [];
}
