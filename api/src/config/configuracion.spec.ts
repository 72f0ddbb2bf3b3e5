import path from 'node:path';
import { ErrorConfiguracion, RAIZ_REPOSITORIO, duracionEnSegundos, leerConfiguracion } from './configuracion';
import { problemasDe } from '../../test/support/configuracion';

const SECRETO = 'un-secreto-de-produccion-largo-y-aleatorio-0123456789';
const CLAVE_CANALES = `k1:${Buffer.alloc(32, 1).toString('base64')}`;
const CLAVE_RESPALDOS = 'clave-de-respaldos-de-produccion-0123456789';

describe('leerConfiguracion', () => {
  it('sin variables usa los valores por defecto: puerto 3000, base embebida con datos de demostración, 12 h', () => {
    const config = leerConfiguracion({});
    expect(config).toMatchObject({
      entorno: 'development',
      puerto: 3000,
      host: '0.0.0.0',
      dataDir: path.join(RAIZ_REPOSITORIO, '.data'),
      baseDatos: { url: undefined, urlApi: undefined, puertoEmbebido: 54329, reiniciosEmbebido: 5 },
      jwt: { secreto: undefined, expiracionSegundos: 12 * 3600 },
      datosDemo: true,
      nivelLog: 'log',
      confiarEnProxy: false,
    });
    expect(config.origenesCors).toEqual(
      expect.arrayContaining(['http://localhost:3001', 'http://localhost:3014']),
    );
  });

  it('en producción, sin JWT_SECRET, falla al arrancar nombrando la variable', () => {
    expect(() =>
      leerConfiguracion({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db/cartera' }),
    ).toThrow(ErrorConfiguracion);
    expect(problemasDe({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db/cartera' })).toEqual([
      expect.stringContaining('JWT_SECRET es obligatorio'),
      expect.stringContaining('RESPALDOS_CLAVE es obligatorio'),
      expect.stringContaining('CANALES_KEY es obligatorio'),
    ]);
  });

  it('en producción con JWT_SECRET arranca, sin orígenes de desarrollo ni datos de demostración', () => {
    const config = leerConfiguracion({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u:p@db/cartera',
      JWT_SECRET: SECRETO,
      CANALES_KEY: CLAVE_CANALES,
      RESPALDOS_CLAVE: CLAVE_RESPALDOS,
    });
    expect(config.jwt.secreto).toBe(SECRETO);
    expect(config.respaldos.clave).toBe(CLAVE_RESPALDOS);
    expect(config.origenesCors).toEqual([]);
    expect(config.datosDemo).toBe(false);
  });

  it('rechaza valores inválidos, cada uno con el nombre de su variable', () => {
    const invalidos = {
      PORT: 'tres mil',
      EMBEDDED_PG_PORT: '70000',
      NODE_ENV: 'staging',
      DATABASE_URL: 'mysql://x',
      JWT_SECRET: 'corto',
      JWT_EXPIRES_IN: '13h',
      DEMO_DATA: 'quizas',
      CORS_ORIGINS: 'no-es-un-origen',
      LOG_LEVEL: 'ruidoso',
      ADMIN_EMAIL: 'no-es-email',
      ADMIN_PASSWORD: 'corta',
    };
    const problemas = problemasDe(invalidos);
    for (const variable of Object.keys(invalidos)) {
      expect(problemas.some((p) => p.startsWith(variable))).toBe(true);
    }
  });

  it('TAREAS_SONDEO_MS: 2 s por defecto (como antes); las pruebas lo acortan a 0,5 s, el mínimo de pg-boss', () => {
    expect(leerConfiguracion({}).notificaciones.sondeoTareasMs).toBe(2000);
    expect(leerConfiguracion({ TAREAS_SONDEO_MS: '500' }).notificaciones.sondeoTareasMs).toBe(500);
    expect(problemasDe({ TAREAS_SONDEO_MS: '100' })).toEqual([
      "TAREAS_SONDEO_MS debe ser un entero entre 500 y 600000 (valor recibido: '100')",
    ]);
  });

  it('CSP_REMOTOS: orígenes fijos, válidos y, en producción, sólo https', () => {
    expect(leerConfiguracion({ CSP_REMOTOS: 'https://cdn.cartera.co, http://127.0.0.1:3012' }).origenesRemotos).toEqual([
      'https://cdn.cartera.co',
      'http://127.0.0.1:3012',
    ]);
    expect(leerConfiguracion({}).origenesRemotos).toEqual([]);
    expect(problemasDe({ CSP_REMOTOS: 'https://cdn.cartera.co/mfe' })).toEqual([
      "CSP_REMOTOS contiene un origen inválido: 'https://cdn.cartera.co/mfe' (se espera p. ej. https://cdn.cartera.co)",
    ]);
    expect(problemasDe({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ADMIN_PASSWORD: 'Clave-larga-2026', CANALES_KEY: `k1:${'A'.repeat(43)}=`, CSP_REMOTOS: 'http://cdn.cartera.co' })).toContain(
      "CSP_REMOTOS sólo admite orígenes https en producción (valor recibido: 'http://cdn.cartera.co')",
    );
  });

  it('JWT_ACCESS_EXPIRES_IN: 15 min por defecto, como máximo 15 min y nunca más que la sesión', () => {
    expect(leerConfiguracion({}).jwt.accesoSegundos).toBe(15 * 60);
    expect(leerConfiguracion({ JWT_ACCESS_EXPIRES_IN: '5m' }).jwt.accesoSegundos).toBe(300);
    expect(leerConfiguracion({ JWT_EXPIRES_IN: '10m' }).jwt.accesoSegundos).toBe(600);
    expect(problemasDe({ JWT_ACCESS_EXPIRES_IN: '16m' })).toEqual([
      "JWT_ACCESS_EXPIRES_IN no puede superar 15m (valor recibido: '16m')",
    ]);
    expect(problemasDe({ JWT_ACCESS_EXPIRES_IN: 'pronto' })).toHaveLength(1);
  });

  it('JWT_EXPIRES_IN acepta hasta 12 h y nada más', () => {
    expect(leerConfiguracion({ JWT_EXPIRES_IN: '8h' }).jwt.expiracionSegundos).toBe(8 * 3600);
    expect(leerConfiguracion({ JWT_EXPIRES_IN: '720m' }).jwt.expiracionSegundos).toBe(12 * 3600);
    expect(problemasDe({ JWT_EXPIRES_IN: '43201' })).toEqual([
      expect.stringContaining('no puede superar 12h'),
    ]);
    expect(problemasDe({ JWT_EXPIRES_IN: '1d' })).toHaveLength(1);
  });

  it('DATABASE_URL_API: el rol de la API va con DATABASE_URL (la del dueño) y con otro usuario que ella', () => {
    const dueno = 'postgres://dueno:p@db/cartera';
    expect(leerConfiguracion({ DATABASE_URL: dueno, DATABASE_URL_API: 'postgres://api:q@db/cartera' }).baseDatos)
      .toMatchObject({ url: dueno, urlApi: 'postgres://api:q@db/cartera' });
    expect(leerConfiguracion({ DATABASE_URL: dueno }).baseDatos.urlApi).toBeUndefined();
    expect(problemasDe({ DATABASE_URL: dueno, DATABASE_URL_API: 'mysql://api@db/c' })).toEqual([
      "DATABASE_URL_API debe empezar por 'postgres://' o 'postgresql://'",
    ]);
    expect(problemasDe({ DATABASE_URL_API: 'postgres://api:q@db/cartera' })).toEqual([
      expect.stringContaining('DATABASE_URL_API va con DATABASE_URL'),
    ]);
    expect(problemasDe({ DATABASE_URL: dueno, DATABASE_URL_API: 'postgres://dueno:otra@db/cartera' })).toEqual([
      expect.stringContaining('DATABASE_URL_API y DATABASE_URL tienen el mismo usuario'),
    ]);
  });

  it('con DATABASE_URL los datos de demostración quedan apagados salvo que se pidan', () => {
    expect(leerConfiguracion({ DATABASE_URL: 'postgres://u:p@db/c' }).datosDemo).toBe(false);
    expect(leerConfiguracion({ DATABASE_URL: 'postgres://u:p@db/c', DEMO_DATA: 'on' }).datosDemo).toBe(true);
    expect(leerConfiguracion({ DEMO_DATA: '0' }).datosDemo).toBe(false);
  });

  it('lee CORS_ORIGINS, TRUST_PROXY, PORTAL_DIR y LOG_LEVEL=info', () => {
    const config = leerConfiguracion({
      NODE_ENV: 'test',
      CORS_ORIGINS: 'https://cartera.example.com, http://localhost:8080',
      TRUST_PROXY: '1',
      PORTAL_DIR: 'dist/portal',
      LOG_LEVEL: 'info',
    });
    expect(config.origenesCors).toEqual(['https://cartera.example.com', 'http://localhost:8080']);
    expect(config.confiarEnProxy).toBe(1);
    expect(config.portalDir).toBe(path.resolve('dist/portal'));
    expect(config.nivelLog).toBe('log');
  });
});

describe('duracionEnSegundos', () => {
  it.each([
    ['3600', 3600],
    ['30s', 30],
    ['45m', 2700],
    ['12h', 43200],
    ['1d', 86400],
    ['doce horas', null],
    ['-5m', null],
  ])('%s → %s', (texto, segundos) => {
    expect(duracionEnSegundos(texto)).toBe(segundos);
  });

  it('TRUST_PROXY: número de saltos, lista de IP/CIDR o nada; nunca «cualquiera»', () => {
    const leer = (valor: string) => leerConfiguracion({ NODE_ENV: 'test', TRUST_PROXY: valor }).confiarEnProxy;
    expect(leer('false')).toBe(false);
    expect(leer('0')).toBe(false);
    expect(leer('true')).toBe(1);
    expect(leer('2')).toBe(2);
    expect(leer('10.0.0.0/8, 192.168.1.10')).toEqual(['10.0.0.0/8', '192.168.1.10']);
    expect(() => leer('10.0.0.0/33')).toThrow("TRUST_PROXY debe ser false, un número de saltos o una lista de IP/CIDR de los proxies (inválido: '10.0.0.0/33')");
    expect(() => leer('*')).toThrow('TRUST_PROXY debe ser');
  });

  it('límites de PostgreSQL, retroactividad de cobros y documentación: valores por defecto y validación', () => {
    const config = leerConfiguracion({ NODE_ENV: 'test' });
    expect(config.limitesBaseDatos).toEqual({
      statementTimeoutMs: 30000,
      lockTimeoutMs: 10000,
      idleInTransactionTimeoutMs: 60000,
      esperaConexionMs: 10000,
      maximoConexiones: 10,
    });
    expect(config.cobroRetroactivoDias).toBe(3);
    expect(config.documentacionApi).toBe(true);
    expect(
      leerConfiguracion({ NODE_ENV: 'test', DB_STATEMENT_TIMEOUT_MS: '5000', COBRO_RETROACTIVO_DIAS: '0' }),
    ).toMatchObject({ limitesBaseDatos: { statementTimeoutMs: 5000 }, cobroRetroactivoDias: 0 });
    expect(() => leerConfiguracion({ NODE_ENV: 'test', DB_LOCK_TIMEOUT_MS: 'mucho' })).toThrow(
      "DB_LOCK_TIMEOUT_MS debe ser un entero entre 0 y 3600000 (valor recibido: 'mucho')",
    );
    expect(() => leerConfiguracion({ NODE_ENV: 'test', COBRO_RETROACTIVO_DIAS: '-1' })).toThrow('COBRO_RETROACTIVO_DIAS');
  });

  it('en producción: sin datos de demostración (DEMO_DATA=true se rechaza) y sin /api/docs salvo API_DOCS=true', () => {
    const produccion = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://h/db',
      CANALES_KEY: CLAVE_CANALES,
      RESPALDOS_CLAVE: CLAVE_RESPALDOS,
    };
    expect(() => leerConfiguracion({ ...produccion, DEMO_DATA: 'true' })).toThrow(
      'DEMO_DATA=true no se admite con NODE_ENV=production',
    );
    const config = leerConfiguracion(produccion);
    expect(config.datosDemo).toBe(false);
    expect(config.documentacionApi).toBe(false);
    expect(leerConfiguracion({ ...produccion, API_DOCS: 'true' }).documentacionApi).toBe(true);
  });
});

describe('CANALES_KEY', () => {
  it('acepta varias claves id:base64 (la primera cifra) y rechaza ids, longitudes y repeticiones inválidas', () => {
    const clave2 = `k2:${Buffer.alloc(32, 2).toString('base64')}`;
    const config = leerConfiguracion({ NODE_ENV: 'test', CANALES_KEY: `${clave2},${CLAVE_CANALES}` });
    expect(config.canales.claves.map((c) => c.id)).toEqual(['k2', 'k1']);
    expect(config.canales.permitirLoopback).toBe(true);
    expect(leerConfiguracion({ NODE_ENV: 'test' }).canales.claves).toEqual([]);
    expect(problemasDe({ NODE_ENV: 'test', CANALES_KEY: 'v0:' + Buffer.alloc(32).toString('base64') })).toEqual([
      expect.stringContaining("distinto de 'v0'"),
    ]);
    expect(problemasDe({ NODE_ENV: 'test', CANALES_KEY: 'k1:corta' })).toEqual([expect.stringContaining('32 bytes')]);
    expect(problemasDe({ NODE_ENV: 'test', CANALES_KEY: `${CLAVE_CANALES},${CLAVE_CANALES}` })).toEqual([
      expect.stringContaining('repetido'),
    ]);
  });

  it('en producción no se admite la excepción de loopback de los canales', () => {
    expect(
      problemasDe({
        NODE_ENV: 'production',
        JWT_SECRET: SECRETO,
        DATABASE_URL: 'postgres://h/db',
        CANALES_KEY: CLAVE_CANALES,
        RESPALDOS_CLAVE: CLAVE_RESPALDOS,
        CANALES_PERMITIR_LOOPBACK: 'true',
      }),
    ).toEqual(['CANALES_PERMITIR_LOOPBACK=true no se admite con NODE_ENV=production']);
  });
});

describe('RESPALDOS_CLAVE y la clave generada', () => {
  it('en producción es obligatoria y no se genera: sin ella la API no arranca, con el motivo', () => {
    const produccion = {
      NODE_ENV: 'production',
      JWT_SECRET: SECRETO,
      DATABASE_URL: 'postgres://h/db',
      CANALES_KEY: CLAVE_CANALES,
    };
    expect(() => leerConfiguracion(produccion)).toThrow(ErrorConfiguracion);
    expect(problemasDe(produccion)).toEqual([
      'RESPALDOS_CLAVE es obligatorio cuando NODE_ENV=production: la clave que cifra los respaldos (al menos 16 caracteres, p. ej. openssl rand -base64 32), guardada también fuera de este servidor; sin ella ningún respaldo se puede restaurar',
    ]);
    expect(problemasDe({ ...produccion, RESPALDOS_CLAVE: 'corta' })).toEqual([
      'RESPALDOS_CLAVE debe tener al menos 16 caracteres',
    ]);
    expect(leerConfiguracion({ ...produccion, RESPALDOS_CLAVE: CLAVE_RESPALDOS }).respaldos.clave).toBe(CLAVE_RESPALDOS);
  });

  it('fuera de producción, sin RESPALDOS_CLAVE, la clave va en DATA_DIR/claves/respaldos.key: fuera de la base y de los respaldos', () => {
    const config = leerConfiguracion({ NODE_ENV: 'test', DATA_DIR: '/srv/cartera' });
    expect(config.respaldos).toEqual({
      hora: 1,
      clave: undefined,
      archivoClave: '/srv/cartera/claves/respaldos.key',
      copiaDir: undefined,
    });
    expect(problemasDe({ NODE_ENV: 'test', RESPALDOS_CLAVE: 'corta' })).toEqual([
      'RESPALDOS_CLAVE debe tener al menos 16 caracteres',
    ]);
  });

  it('RESPALDOS_COPIA_DIR no puede llevarse la clave generada: ni contener su carpeta ni estar dentro de ella', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: '/srv/cartera' };
    for (const copia of ['/srv/cartera', '/srv', '/srv/cartera/claves', '/srv/cartera/claves/copias']) {
      expect(problemasDe({ ...base, RESPALDOS_COPIA_DIR: copia })).toEqual([
        `RESPALDOS_COPIA_DIR (${copia}) no puede contener la carpeta de la clave de los respaldos (/srv/cartera/claves) ni estar dentro de ella: la clave no debe viajar con los respaldos. Use otra carpeta o defina RESPALDOS_CLAVE`,
      ]);
    }
    expect(leerConfiguracion({ ...base, RESPALDOS_COPIA_DIR: '/mnt/otro-disco' }).respaldos.copiaDir).toBe(
      '/mnt/otro-disco',
    );
    expect(leerConfiguracion({ ...base, RESPALDOS_COPIA_DIR: '/srv/cartera-copias' }).respaldos.copiaDir).toBe(
      '/srv/cartera-copias',
    );
    // Con RESPALDOS_CLAVE no hay archivo de clave que proteger.
    expect(problemasDe({ ...base, RESPALDOS_COPIA_DIR: '/srv', RESPALDOS_CLAVE: CLAVE_RESPALDOS })).toEqual([]);
  });
});

describe('MI_RUTA_RECHAZOS_POR_MINUTO', () => {
  it('30 por defecto; un entero de 1 a 10.000', () => {
    expect(leerConfiguracion({ NODE_ENV: 'test' }).miRuta).toEqual({ rechazosPorMinuto: 30 });
    expect(leerConfiguracion({ NODE_ENV: 'test', MI_RUTA_RECHAZOS_POR_MINUTO: '5' }).miRuta.rechazosPorMinuto).toBe(5);
    expect(problemasDe({ NODE_ENV: 'test', MI_RUTA_RECHAZOS_POR_MINUTO: '0' })).toEqual([
      "MI_RUTA_RECHAZOS_POR_MINUTO debe ser un entero entre 1 y 10000 (valor recibido: '0')",
    ]);
  });
});
