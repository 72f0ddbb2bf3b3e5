// WEB_CONCURRENCY=2: la API real (api/src/main.ts en un proceso hijo, con su PostgreSQL embebido) arranca dos
// workers de Node cluster que atienden el mismo puerto, migra una sola vez, y SIGTERM al principal cierra los
// workers y la base sin dejar procesos vivos.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { CANDADOS } from '../src/database/candados';
import { procesoVivo } from '../src/database/embedded';
import { CARPETA_PG_PRUEBAS, RAIZ_REPOSITORIO, puertoLibre } from './support/entorno';

const MAIN = path.join(RAIZ_REPOSITORIO, 'api', 'src', 'main.ts');
const REGISTRO_TS = path.join(__dirname, 'support', 'registrar-ts.cjs');

/** GET con una conexión nueva cada vez (sin keep-alive): el cluster reparte conexiones, no peticiones. */
function pedir(url: string): Promise<{ status: number; worker: string | undefined }> {
  return new Promise((resolver, rechazar) => {
    http
      .get(url, { agent: false, headers: { connection: 'close' } }, (respuesta) => {
        respuesta.resume();
        respuesta.on('end', () =>
          resolver({
            status: respuesta.statusCode ?? 0,
            worker: respuesta.headers['x-cartera-worker'] as string | undefined,
          }),
        );
      })
      .on('error', rechazar);
  });
}

async function esperarFin(pid: number, ms = 15_000): Promise<boolean> {
  const limite = Date.now() + ms;
  while (procesoVivo(pid) && Date.now() < limite) await new Promise((r) => setTimeout(r, 100));
  return !procesoVivo(pid);
}

describe('WEB_CONCURRENCY: varios workers de la API', () => {
  const dataDir = path.join(CARPETA_PG_PRUEBAS, `trabajadores-${process.pid}`);
  let api: ChildProcess | undefined;
  const salida: string[] = [];

  afterAll(async () => {
    if (api && api.exitCode === null) api.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('dos workers atienden el mismo puerto, la base se migra una vez y SIGTERM cierra todo limpio', async () => {
    const puerto = await puertoLibre();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      WEB_CONCURRENCY: '2',
      PORT: String(puerto),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await puertoLibre()),
      DEMO_DATA: '0',
      ADMIN_EMAIL: 'admin.cluster@cartera.local',
      ADMIN_PASSWORD: 'clave-del-cluster-123',
      // verbose: TypeORM registra cada consulta, así se cuenta cuántas veces se tomó el candado de migraciones.
      LOG_LEVEL: 'verbose',
      NODE_ENV: 'development',
    };
    for (const variable of ['DATABASE_URL', 'JWT_SECRET', 'PORTAL_DIR', 'CORS_ORIGINS', 'CARTERA_TRABAJADOR'])
      delete env[variable];
    const proceso = spawn(process.execPath, ['-r', REGISTRO_TS, MAIN], {
      cwd: RAIZ_REPOSITORIO,
      env,
      stdio: 'pipe',
    });
    api = proceso;
    proceso.stdout?.on('data', (datos: Buffer) => salida.push(datos.toString()));
    proceso.stderr?.on('data', (datos: Buffer) => salida.push(datos.toString()));
    const fin = new Promise<{ codigo: number | null; senal: NodeJS.Signals | null }>((resolver) =>
      proceso.on('exit', (codigo, senal) => resolver({ codigo, senal })),
    );

    // El principal escribe la bienvenida al recibir `listening` de cada worker por IPC; la línea «atendiendo» de un
    // worker va por su propia salida y puede llegar un poco después: se esperan las tres.
    const atendiendo = () => salida.join('').match(/Worker \d+ \(pid \d+\) atendiendo/g)?.length ?? 0;
    const limite = Date.now() + 150_000;
    while (!salida.join('').includes('Cartera escuchando en') || atendiendo() < 2) {
      if (proceso.exitCode !== null) throw new Error(`La API terminó al arrancar:\n${salida.join('')}`);
      if (Date.now() > limite) throw new Error(`La API no arrancó a tiempo:\n${salida.join('')}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    // Sin los colores ANSI que el registro de consultas de TypeORM agrega cuando cree estar en una CI (CI=true).
    // eslint-disable-next-line no-control-regex
    const texto = salida.join('').replace(/\u001b\[[0-9;]*m/g, '');
    expect(texto).toContain('(2 workers, WEB_CONCURRENCY)');
    const pids = [...texto.matchAll(/Worker (\d+) \(pid (\d+)\) atendiendo/g)].map((m) => Number(m[2]));
    expect(new Set(pids).size).toBe(2);
    expect(pids).not.toContain(proceso.pid);

    // Los dos atienden: conexiones nuevas se reparten entre ellos (round-robin del cluster).
    const vistos = new Set<string>();
    for (let i = 0; i < 20 && vistos.size < 2; i += 1) {
      const { status, worker } = await pedir(`http://127.0.0.1:${puerto}/api/health`);
      expect(status).toBe(200);
      if (worker) vistos.add(worker);
    }
    expect([...vistos].sort()).toEqual(['1', '2']);

    // Las migraciones corrieron una sola vez, en el principal (los workers no las intentan).
    const candado = `SELECT pg_advisory_lock($1) -- PARAMETERS: [${CANDADOS.migraciones}]`;
    expect(texto.split(candado).length - 1).toBe(1);

    const clusterPg = path.join(dataDir, 'postgres', 'postmaster.pid');
    const pidPostgres = Number((await readFile(clusterPg, 'utf8')).split('\n')[0]);
    proceso.kill('SIGTERM');
    expect(await fin).toEqual({ codigo: 0, senal: null });
    for (const pid of pids) expect(await esperarFin(pid)).toBe(true);
    expect(await esperarFin(pidPostgres)).toBe(true);
    expect(existsSync(clusterPg)).toBe(false);
  }, 240_000);
});
