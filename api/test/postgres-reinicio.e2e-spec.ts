// La instalación de una sola máquina se cura sola: un SIGKILL al PostgreSQL embebido en medio de una ráfaga de
// escrituras idempotentes. Cada escritura se confirma (2xx) o se rechaza con 503; nadie recibe 401; la base vuelve
// sola (recuperación desde el WAL) en menos de 15 s; y al reintentar las rechazadas con su misma Idempotency-Key,
// cada escritura está exactamente una vez.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { CARPETA_PG_PRUEBAS, RAIZ_REPOSITORIO, consultarBase, puertoLibre } from './support/entorno';

const MAIN = path.join(__dirname, '..', 'src', 'main.ts');
const REGISTRO_TS = path.join(__dirname, 'support', 'registrar-ts.cjs');
const ESCRITURAS = 60;
const PARALELAS = 4;
const ADMIN = { email: 'admin@reinicio.local', password: 'clave-del-reinicio' };
const esperar = (ms: number) => new Promise((resolver) => setTimeout(resolver, ms));

describe('PostgreSQL embebido supervisado por npm start (main.ts)', () => {
  const dataDir = path.join(CARPETA_PG_PRUEBAS, `reinicio-${process.pid}`);
  const salida: string[] = [];
  let api: ChildProcess;
  let fin: Promise<number | null>;
  let base = '';
  let urlBase = '';
  let token = '';

  beforeAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    const [puerto, puertoPg] = [await puertoLibre(), await puertoLibre()];
    base = `http://127.0.0.1:${puerto}/api`;
    // La API real, como la arranca npm start, con su PostgreSQL embebido (sin el modo rápido de las pruebas: cada
    // commit confirmado está en el WAL cuando postgres muere) y un máximo de 2 caídas por minuto.
    api = spawn(process.execPath, ['-r', REGISTRO_TS, MAIN], {
      cwd: RAIZ_REPOSITORIO,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PORT: String(puerto),
        HOST: '127.0.0.1',
        EMBEDDED_PG_PORT: String(puertoPg),
        DEMO_DATA: '0',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        JWT_SECRET: 'secreto-del-reinicio-con-mas-de-32-caracteres-0123',
        LOG_LEVEL: 'error',
        EMBEDDED_PG_MAX_RESTARTS: '2',
      },
    });
    for (const flujo of [api.stdout, api.stderr])
      flujo?.on('data', (datos: Buffer) => salida.push(datos.toString()));
    fin = new Promise((resolver) => api.on('exit', (codigo) => resolver(codigo)));
    const limite = Date.now() + 100_000;
    while (!salida.join('').includes('Cartera escuchando')) {
      if (api.exitCode !== null || Date.now() > limite)
        throw new Error(`La API no arrancó:\n${salida.join('')}`);
      await esperar(200);
    }
    urlBase = await leerUrlBase();
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    token = ((await login.json()) as { data: { token: string } }).data.token;
  }, 120_000);

  afterAll(async () => {
    if (api && api.exitCode === null) {
      api.kill('SIGTERM');
      await fin;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  const leerUrlBase = async () => {
    const clave = (await readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
    const puertoPg = Number(
      (await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[3],
    );
    return `postgres://postgres:${encodeURIComponent(clave)}@127.0.0.1:${puertoPg}/cartera`;
  };

  const consultar = <T>(sql: string) => consultarBase<T>(urlBase, sql);

  const pidPostmaster = async () =>
    Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);

  const escribir = async (indice: number) => {
    const respuesta = await fetch(`${base}/flujo-caja/movimientos`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'idempotency-key': `reinicio-${indice}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        fecha: '2026-01-15',
        tipo: 'ingreso',
        categoria: 'otros',
        concepto: `Ráfaga ${indice}`,
        monto: 1000 + indice,
      }),
    });
    return { status: respuesta.status, code: ((await respuesta.json()) as { code?: string }).code };
  };

  it('un SIGKILL bajo escrituras: 2xx o 503, nunca 401, vuelve sola en < 15 s y sin duplicados', async () => {
    const estados = new Map<number, { status: number; code?: string }>();
    let siguiente = 0;
    let muerteEn = 0;
    let vueltaEn = 0;
    const trabajador = async () => {
      while (siguiente < ESCRITURAS) {
        const indice = siguiente++;
        if (indice === 10) {
          const pid = await pidPostmaster();
          process.kill(pid, 'SIGKILL');
          muerteEn = Date.now();
        }
        const resultado = await escribir(indice);
        estados.set(indice, resultado);
        if (muerteEn && !vueltaEn && resultado.status === 201 && indice > 10) vueltaEn = Date.now();
        if (resultado.status === 503) await esperar(200);
      }
    };
    await Promise.all(Array.from({ length: PARALELAS }, trabajador));
    // Si la ráfaga terminó antes de que la base volviera, se sigue pidiendo hasta que vuelva (máximo 15 s).
    while (!vueltaEn && Date.now() - muerteEn < 15_000) {
      const ping = await fetch(`${base}/health/ready`);
      if (ping.status === 200) vueltaEn = Date.now();
      else await esperar(200);
    }

    const vistos = [...estados.values()];
    expect(vistos.filter((e) => e.status === 401)).toEqual([]);
    expect(vistos.filter((e) => e.status !== 201 && e.status !== 503)).toEqual([]);
    expect(vistos.filter((e) => e.status === 503).every((e) => e.code === 'SERVICIO_NO_DISPONIBLE')).toBe(
      true,
    );
    expect(vueltaEn).toBeGreaterThan(0);
    expect(vueltaEn - muerteEn).toBeLessThan(15_000);
    expect(salida.join('')).toContain('se reinicia y recupera desde su WAL');

    // Las confirmadas están, una vez cada una.
    const contar = async () => {
      const filas = await consultar<{ concepto: string; n: number }>(
        `SELECT concepto, count(*)::int AS n FROM movimientos_caja WHERE concepto LIKE 'Ráfaga %' GROUP BY concepto`,
      );
      return new Map(filas.map((fila) => [fila.concepto, fila.n]));
    };
    const antes = await contar();
    for (const [indice, estado] of estados)
      if (estado.status === 201) expect(antes.get(`Ráfaga ${indice}`)).toBe(1);

    // Las rechazadas se reintentan con su misma clave: se aplican (o ya estaban aplicadas) y nunca dos veces.
    const pendientes = [...estados].filter(([, estado]) => estado.status === 503).map(([indice]) => indice);
    for (const indice of pendientes) {
      for (let intento = 0; ; intento++) {
        const r = await escribir(indice);
        expect(r.status).not.toBe(401);
        if (r.status === 201 || r.code === 'IDEMPOTENCIA_APLICADA') break;
        // Una clave que quedó `en_curso` al caer la base se libera pasados ABANDONO_CLAVE_SEGUNDOS.
        expect(intento).toBeLessThan(40);
        await esperar(500);
      }
    }
    const despues = await contar();
    for (let indice = 0; indice < ESCRITURAS; indice++) expect(despues.get(`Ráfaga ${indice}`)).toBe(1);
  }, 90_000);

  it('un bucle de caídas cierra Cartera con código 1 y un mensaje claro, en vez de reintentar sin fin', async () => {
    // Ya hubo una caída en esta ventana; el máximo de la prueba es 2: dos caídas más la superan.
    for (let caida = 0; caida < 2 && api.exitCode === null; caida++) {
      // Se mata un postgres ya listo (uno que muere mientras arranca es un arranque fallido, que se reintenta).
      while (
        api.exitCode === null &&
        (await fetch(`${base}/health/ready`).catch(() => undefined))?.status !== 200
      )
        await esperar(100);
      process.kill(await pidPostmaster(), 'SIGKILL');
      await esperar(300);
    }
    expect(await fin).toBe(1);
    expect(salida.join('')).toContain('se cayó 3 veces en 60 s');
    expect(salida.join('')).toContain('no se reinicia más');
  }, 60_000);
});
