// Configuración de la API: un único objeto validado, leído del entorno al arrancar. Un valor inválido detiene el
// arranque con un mensaje que nombra la variable (fail fast), nunca un valor por defecto silencioso.
import { isIP } from 'node:net';
import path from 'node:path';

export const ENTORNOS = ['development', 'production', 'test'] as const;
export type Entorno = (typeof ENTORNOS)[number];

export const NIVELES_LOG = ['error', 'warn', 'log', 'debug', 'verbose'] as const;
export type NivelLog = (typeof NIVELES_LOG)[number];

/** Caducidad máxima de un token de sesión (docs/decisiones/sesiones-en-el-servidor.md: 12 h). */
export const JWT_EXPIRACION_MAXIMA_SEGUNDOS = 12 * 60 * 60;
/** Un token de acceso robado deja de servir en minutos: vive 15 min como máximo y la cookie de renovación lo repone. */
export const ACCESO_EXPIRACION_MAXIMA_SEGUNDOS = 15 * 60;

/** Orígenes de los servidores de desarrollo (shell 3001, remotos 3011–3014; docs/decisiones/modulos-y-compilacion.md). */
const ORIGENES_DESARROLLO = [3001, 3011, 3012, 3013, 3014].flatMap((puerto) => [
  `http://localhost:${puerto}`,
  `http://127.0.0.1:${puerto}`,
]);

export interface Configuracion {
  entorno: Entorno;
  puerto: number;
  host: string;
  /** Carpeta de datos locales: PostgreSQL embebido, secreto JWT generado. */
  dataDir: string;
  baseDatos: {
    /** URL de PostgreSQL; `undefined` significa base embebida. */
    url: string | undefined;
    puertoEmbebido: number;
    /** Caídas del PostgreSQL embebido en un minuto que se reinician antes de rendirse (EMBEDDED_PG_MAX_RESTARTS). */
    reiniciosEmbebido: number;
  };
  jwt: {
    /** `undefined` cuando se genera y guarda en DATA_DIR (ver `resolverSecretoJwt`). */
    secreto: string | undefined;
    /** Vigencia de la sesión (JWT_EXPIRES_IN, 12 h como máximo): hasta ahí la cookie de renovación repone el acceso. */
    expiracionSegundos: number;
    /** Vigencia de cada token de acceso (JWT_ACCESS_EXPIRES_IN, 15 min como máximo, nunca más que la sesión). */
    accesoSegundos: number;
  };
  portalDir: string | undefined;
  admin: { email: string | undefined; password: string | undefined };
  datosDemo: boolean;
  origenesCors: string[];
  /**
   * CSP_REMOTOS: orígenes desde los que el portal servido por la API (PORTAL_DIR) puede cargar remotos, fijos como los
   * de nginx; `remotes.json` ya no agrega ninguno. En producción, sólo https.
   */
  origenesRemotos: string[];
  nivelLog: NivelLog;
  /**
   * Qué proxies se creen al leer X-Forwarded-For (TRUST_PROXY): `false` ninguno; un número, cuántos saltos de
   * proxy hay delante (se toma la IP que puso el último proxy de confianza, nunca lo que mande el cliente); una
   * lista, las IP/CIDR de los proxies de confianza.
   */
  confiarEnProxy: false | number | string[];
  /** Límites de PostgreSQL por conexión (ms; 0 = sin límite) y espera máxima por una conexión del pool. */
  limitesBaseDatos: {
    statementTimeoutMs: number;
    lockTimeoutMs: number;
    idleInTransactionTimeoutMs: number;
    esperaConexionMs: number;
    maximoConexiones: number;
  };
  /** Cuántos días hacia atrás puede fechar un cobro un cobrador (admin y gerente, hasta el inicio del préstamo). */
  cobroRetroactivoDias: number;
  /** OpenAPI en /api/docs: por defecto sí, salvo en producción (API_DOCS). */
  documentacionApi: boolean;
  /** Registro externo de cédulas (GET /api/clientes/cedula/:cedula). Sin URL, la consulta externa no existe. */
  cedulas: {
    /** Plantilla con {cedula}, p. ej. https://registro.example.com/personas/{cedula}. */
    urlProveedor: string | undefined;
    /** Token bearer opcional del proveedor. */
    tokenProveedor: string | undefined;
    timeoutMs: number;
    cacheTtlHoras: number;
  };
  /** Cola de notificaciones (pg-boss) y su trabajador (docs/decisiones/notificaciones.md). */
  notificaciones: {
    /** Trabajadores de la cola en este proceso (0 = este proceso sólo encola; otra réplica envía). */
    trabajadores: number;
    /** Trabajos que un trabajador toma de una vez. */
    lote: number;
    /** Cada cuánto mira la cola un trabajador sin trabajo (ms, ≥ 500). */
    sondeoMs: number;
    /** Reintentos de una entrega fallida antes de marcarla fallida. */
    reintentos: number;
    /** Espera del primer reintento (s); se duplica en cada intento. */
    reintentoSegundos: number;
    /** Hora de Bogotá (0–23) del trabajo diario de recordatorios de cuota. */
    horaRecordatorios: number;
    /** Destinatarios externos (email, SMS, WhatsApp) por día y organización (NOTIFICACIONES_CUOTA_DIARIA). */
    cuotaDiaria: number;
  };
  /**
   * TAREAS_PROGRAMADAS: este proceso dispara los trabajos periódicos de pg-boss (respaldo diario, aviso de caja sin
   * entregar, verificación nocturna, recordatorios de cuota). Por defecto sí, salvo con NODE_ENV=test: las pruebas
   * corren cada trabajo a pedido, con la hora que eligen, y un disparo del reloj no se mezcla con lo que comprueban.
   */
  tareasProgramadas: boolean;
  /**
   * Respaldos (README, «Respaldos»): en DATA_DIR/respaldos, uno diario a la hora de Bogotá de la organización
   * (Configuración › Sistema) o, si no la eligió, a `hora`.
   */
  respaldos: {
    /** RESPALDOS_HORA (0–23, por defecto 1): la hora del respaldo diario mientras la organización no elija otra. */
    hora: number;
    /**
     * RESPALDOS_CLAVE: la clave con que se cifra cada respaldo (AES-256-GCM), obligatoria en producción. Sin ella,
     * la de `archivoClave` (config/clave-respaldos.ts la genera en el primer arranque).
     */
    clave: string | undefined;
    /** DATA_DIR/claves/respaldos.key: fuera de la copia del clúster (DATA_DIR/postgres) y de las carpetas de respaldos. */
    archivoClave: string;
    /** RESPALDOS_COPIA_DIR: otra carpeta (otro disco) donde se copia cada respaldo. */
    copiaDir: string | undefined;
  };
  /** Filas máximas de un exporte de reporte (REPORTES_EXPORTE_FILAS_MAXIMAS): más, y se pide acotar el rango. */
  reportesFilasMaximas: number;
  /** Límites de los documentos subidos (docs/seguridad.md, «Documentos»). */
  documentos: {
    /** Espacio total de los archivos de la organización, incluidos los eliminados aún no purgados (bytes). */
    cuotaBytes: number;
    /** Subidas a la vez por usuario en este proceso. */
    subidasSimultaneas: number;
    /** Subidas que un usuario puede empezar por minuto en este proceso. */
    subidasPorMinuto: number;
    /** Días que se guardan los bytes de un documento eliminado antes de purgarlos. */
    retencionDias: number;
  };
  /** Mi Ruta (docs/decisiones/mi-ruta.md). */
  miRuta: {
    /** Rechazos de sincronización (POST /api/mi-ruta/rechazos) que un usuario puede enviar por minuto en este proceso. */
    rechazosPorMinuto: number;
  };
  /** Canales externos de notificaciones (docs/seguridad.md). */
  canales: {
    /**
     * Claves de cifrado de los secretos de los canales (CANALES_KEY, `id:base64` separadas por comas): la primera
     * cifra, todas descifran (rotación). Vacía fuera de producción: se usa la clave `v0`, derivada de JWT_SECRET.
     */
    claves: ClaveCanales[];
    /** Conectar a loopback (127.0.0.0/8, ::1) y por http a él: pruebas y desarrollo; nunca en producción. */
    permitirLoopback: boolean;
  };
}

export interface ClaveCanales {
  id: string;
  clave: Buffer;
}

/** La clave de los respaldos ya resuelta (`resolverClaveRespaldos`): RESPALDOS_CLAVE o la del archivo generado. */
export interface ClaveRespaldosResuelta {
  valor: string;
  origen: 'entorno' | 'archivo';
  /** Ruta del archivo de la clave (origen 'archivo'); null con RESPALDOS_CLAVE. */
  archivo: string | null;
  /** Identifica la clave sin revelarla (scrypt): la confirmación «ya la guardé en otro lugar» es de una huella. */
  huella: string;
  /** El archivo se creó en este arranque. */
  generada: boolean;
}

/**
 * La configuración lista para arrancar: con la URL de la base (quizá la embebida), el secreto JWT y la clave de los
 * respaldos definidos.
 */
export type ConfiguracionResuelta = Omit<Configuracion, 'baseDatos' | 'jwt' | 'respaldos'> & {
  baseDatos: Configuracion['baseDatos'] & { url: string; embebida: boolean };
  jwt: Configuracion['jwt'] & { secreto: string };
  respaldos: Omit<Configuracion['respaldos'], 'clave'> & { clave: ClaveRespaldosResuelta };
};

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

const VERDADEROS = ['1', 'true', 'si', 'sí', 'yes', 'on'];
const FALSOS = ['0', 'false', 'no', 'off'];

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
  let entorno: Entorno = 'development';
  if ((ENTORNOS as readonly string[]).includes(entornoTexto)) entorno = entornoTexto as Entorno;
  else problemas.push(`NODE_ENV debe ser uno de ${ENTORNOS.join(', ')} (valor recibido: '${entornoTexto}')`);

  const puerto = entero('PORT', 3000, 1, 65535);
  const host = texto('HOST') ?? '0.0.0.0';
  const dataDir = path.resolve(texto('DATA_DIR') ?? path.join(RAIZ_REPOSITORIO, '.data'));

  const url = texto('DATABASE_URL');
  if (url !== undefined && !/^postgres(ql)?:\/\//.test(url)) {
    problemas.push("DATABASE_URL debe empezar por 'postgres://' o 'postgresql://'");
  }
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

  const nivelTexto = (texto('LOG_LEVEL') ?? 'log').toLowerCase();
  const nivelLog = nivelTexto === 'info' ? 'log' : nivelTexto;
  if (!(NIVELES_LOG as readonly string[]).includes(nivelLog)) {
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

  if (problemas.length > 0) throw new ErrorConfiguracion(problemas);

  return {
    entorno,
    puerto,
    host,
    dataDir,
    baseDatos: { url, puertoEmbebido, reiniciosEmbebido },
    jwt: { secreto, expiracionSegundos, accesoSegundos: Math.min(accesoSegundos, expiracionSegundos) },
    portalDir,
    admin: { email: adminEmail, password: adminPassword },
    datosDemo,
    origenesCors,
    origenesRemotos,
    nivelLog: nivelLog as NivelLog,
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
    miRuta,
    canales: { claves, permitirLoopback },
  };
}

/** Id de la clave derivada de JWT_SECRET (secretos guardados antes de CANALES_KEY); no se puede usar en CANALES_KEY. */
export const ID_CLAVE_DERIVADA = 'v0';

/** CANALES_KEY: `k2:<base64 de 32 bytes>,k1:<…>`; ids de 1 a 16 letras, números, '-' o '_'; sin repetir. */
export function leerClavesCanales(valor: string | undefined, problemas: string[]): ClaveCanales[] {
  if (valor === undefined) return [];
  const claves: ClaveCanales[] = [];
  for (const parte of valor.split(',').map((p) => p.trim()).filter(Boolean)) {
    const separador = parte.indexOf(':');
    const id = separador > 0 ? parte.slice(0, separador) : '';
    const base64 = separador > 0 ? parte.slice(separador + 1) : '';
    const clave = Buffer.from(base64, 'base64');
    if (!/^[A-Za-z0-9_-]{1,16}$/.test(id) || id === ID_CLAVE_DERIVADA) {
      problemas.push(
        `CANALES_KEY: cada clave es 'id:base64' con un id de 1 a 16 caracteres (letras, números, - o _) distinto de '${ID_CLAVE_DERIVADA}'`,
      );
    } else if (clave.length !== 32 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) {
      problemas.push(`CANALES_KEY: la clave '${id}' debe ser de 32 bytes en base64 (openssl rand -base64 32)`);
    } else if (claves.some((c) => c.id === id)) {
      problemas.push(`CANALES_KEY: el id '${id}' está repetido`);
    } else {
      claves.push({ id, clave });
    }
  }
  return claves;
}

/**
 * TRUST_PROXY: vacío, false/0/no/off → no se confía en ningún proxy (X-Forwarded-For se ignora); un entero N → N
 * saltos de proxy de confianza; true/si/on/yes → 1 salto (compatibilidad con TRUST_PROXY=1); una lista separada
 * por comas de IP o CIDR (10.0.0.0/8, 192.168.1.10) → sólo esos proxies. Nunca «confiar en cualquiera».
 */
export function leerConfianzaProxy(
  valor: string | undefined,
  problemas: string[],
): false | number | string[] {
  if (valor === undefined) return false;
  const minusculas = valor.toLowerCase();
  if (FALSOS.includes(minusculas)) return false;
  if (VERDADEROS.includes(minusculas)) return 1;
  if (/^\d+$/.test(valor)) {
    const saltos = Number(valor);
    if (saltos > 10) {
      problemas.push(
        `TRUST_PROXY como número de saltos debe estar entre 0 y 10 (valor recibido: '${valor}')`,
      );
      return false;
    }
    return saltos;
  }
  const lista = valor
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const invalidas = lista.filter((v) => !esIpOCidr(v));
  if (invalidas.length > 0) {
    problemas.push(
      `TRUST_PROXY debe ser false, un número de saltos o una lista de IP/CIDR de los proxies (inválido: '${invalidas.join("', '")}')`,
    );
    return false;
  }
  return lista;
}

function esIpOCidr(valor: string): boolean {
  const [ip, prefijo, ...resto] = valor.split('/');
  const version = isIP(ip);
  if (version === 0 || resto.length > 0) return false;
  if (prefijo === undefined) return true;
  if (!/^\d+$/.test(prefijo)) return false;
  return Number(prefijo) <= (version === 4 ? 32 : 128);
}

/** '3600' → 3600; '30s', '45m', '12h', '1d' → segundos; cualquier otra cosa → null. */
export function duracionEnSegundos(valor: string): number | null {
  const partes = /^(\d+)\s*(s|m|h|d)?$/i.exec(valor.trim());
  if (!partes) return null;
  const factores: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };
  return Number(partes[1]) * factores[(partes[2] ?? 's').toLowerCase()];
}

/** `ruta` es `carpeta` o está dentro de ella (rutas absolutas). */
function dentroDe(ruta: string, carpeta: string): boolean {
  const relativa = path.relative(carpeta, ruta);
  return relativa === '' || (!relativa.startsWith('..') && !path.isAbsolute(relativa));
}

function esUrlHttp(valor: string): boolean {
  try {
    const url = new URL(valor);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function esOrigen(valor: string): boolean {
  try {
    const url = new URL(valor);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === valor.replace(/\/$/, '');
  } catch {
    return false;
  }
}

/** Niveles que Nest debe mostrar para un nivel de log dado (incluye los más graves). */
export function nivelesDeLog(nivel: NivelLog): NivelLog[] {
  return NIVELES_LOG.slice(0, NIVELES_LOG.indexOf(nivel) + 1);
}
