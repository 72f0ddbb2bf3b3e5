// Qué es la configuración de la API (el objeto que lee configuracion.ts del entorno) y la que queda lista para
// arrancar, con la base, el secreto JWT y la clave de los respaldos resueltos.
export const ENTORNOS = ['development', 'production', 'test'] as const;
export type Entorno = (typeof ENTORNOS)[number];

export const NIVELES_LOG = ['error', 'warn', 'log', 'debug', 'verbose'] as const;
export type NivelLog = (typeof NIVELES_LOG)[number];

/** Los reinicios de la API tras una caída, contados por el supervisor de `npm start` (config/supervision.ts). */
export interface ReiniciosApi {
  cantidad: number;
  /** El último: cuándo se reinició y por qué terminó el proceso anterior ('señal SIGKILL', 'código 1'). */
  ultimo: { fecha: string; causa: string } | null;
}

export interface Configuracion {
  entorno: Entorno;
  puerto: number;
  host: string;
  /** Carpeta de datos locales: PostgreSQL embebido, secreto JWT generado. */
  dataDir: string;
  baseDatos: {
    /** URL de PostgreSQL; `undefined` significa base embebida. */
    url: string | undefined;
    /**
     * DATABASE_URL_API: el rol con el que atiende la API (ni superusuario, ni dueño, ni BYPASSRLS). Sin ella, el dueño
     * de DATABASE_URL (o el del embebido) crea y usa `cartera_app` (database/rol-api.ts).
     */
    urlApi: string | undefined;
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
   * PUBLIC_URL: los orígenes desde los que un navegador abre el portal (config/origenes-publicos.ts); sin ella, las URL
   * en las que escucha la API. Las rutas de las cookies de /api/auth admiten un Origin de éstos o de CORS_ORIGINS.
   */
  origenesPublicos: string[];
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
    /**
     * TAREAS_SONDEO_MS: cada cuánto mira su cola el trabajador de una tarea periódica sin trabajo (ms, ≥ 500): lo que
     * tarda en empezar una importación, un extracto o un evento de pago encolado con `dispararAhora`.
     */
    sondeoTareasMs: number;
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
     * la de `archivoClave` (sistema/clave-respaldos.ts la genera en el primer arranque).
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
  /** La bandeja de eventos de dinero (docs/decisiones/nucleo-sin-puertas.md). */
  eventosDinero: {
    /** Días que se guarda un evento ya hecho antes de borrarlo (EVENTOS_DINERO_RETENCION_DIAS). */
    retencionDias: number;
  };
  /** Mi Ruta (docs/decisiones/mi-ruta.md). */
  miRuta: {
    /** Rechazos de sincronización (POST /api/mi-ruta/rechazos) que un usuario puede enviar por minuto en este proceso. */
    rechazosPorMinuto: number;
  };
  /** CARTERA_REINICIOS, CARTERA_ULTIMO_REINICIO y CARTERA_CAUSA_REINICIO, del supervisor de `npm start`. */
  reinicios: ReiniciosApi;
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
  /** `url` es la del dueño (migrar, respaldar, la cola); `urlApi`, la del rol con el que atiende la API. */
  baseDatos: Configuracion['baseDatos'] & { url: string; urlApi: string; embebida: boolean };
  jwt: Configuracion['jwt'] & { secreto: string };
  respaldos: Omit<Configuracion['respaldos'], 'clave'> & { clave: ClaveRespaldosResuelta };
};

/** Niveles que Nest debe mostrar para un nivel de log dado (incluye los más graves). */
export function nivelesDeLog(nivel: NivelLog): NivelLog[] {
  return NIVELES_LOG.slice(0, NIVELES_LOG.indexOf(nivel) + 1);
}
