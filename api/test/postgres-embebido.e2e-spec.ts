// El PostgreSQL embebido sobrevive a una caída: SIGKILL a la API deja un postgres huérfano o un postmaster.pid
// viejo, y el siguiente arranque debe funcionar igual, con los datos intactos. Se prueba en procesos hijos reales.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { procesoVivo } from '../src/database/embedded';
import { arrancarEmbebidoHijo, type EmbebidoHijo } from './support/embebido-hijo';
import { CARPETA_PG_PRUEBAS, consultarBase, puertoLibre } from './support/entorno';

async function pidDelPostmaster(clusterDir: string): Promise<number> {
  return Number((await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

async function esperarFin(pid: number, ms = 10_000): Promise<void> {
  const limite = Date.now() + ms;
  while (procesoVivo(pid) && Date.now() < limite) await new Promise((r) => setTimeout(r, 100));
}

describe('PostgreSQL embebido tras una caída', () => {
  // Carpeta propia dentro de la de esta corrida; un puerto libre, porque puede haber otras corridas a la vez.
  const dataDir = path.join(CARPETA_PG_PRUEBAS, `caida-${process.pid}`);
  const clusterDir = path.join(dataDir, 'postgres');
  const hijos: EmbebidoHijo[] = [];
  let puerto = 0;
  const lanzarAqui = async () => {
    const hijo = await arrancarEmbebidoHijo(dataDir, puerto);
    hijos.push(hijo);
    return hijo;
  };

  beforeAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    await mkdir(dataDir, { recursive: true });
    puerto = await puertoLibre();
  });

  afterAll(async () => {
    for (const hijo of hijos) if (hijo.proceso.exitCode === null) hijo.proceso.kill('SIGKILL');
    // Si algo falló a medias, que no quede un postgres suelto.
    if (existsSync(path.join(clusterDir, 'postmaster.pid'))) {
      const pid = await pidDelPostmaster(clusterDir).catch(() => 0);
      if (pid > 0 && procesoVivo(pid)) {
        process.kill(pid, 'SIGINT');
        await esperarFin(pid);
      }
    }
    await rm(dataDir, { recursive: true, force: true });
    await rmdir(CARPETA_PG_PRUEBAS).catch(() => undefined); // sólo si quedó vacía (carpeta de este worker)
  });

  it('arranca tras un SIGKILL que dejó postgres huérfano, y tras un postmaster.pid viejo, sin perder datos', async () => {
    // 1. Primer arranque: inicializa el clúster y guarda un dato.
    const primero = await lanzarAqui();
    await consultarBase(
      primero.url,
      `CREATE TABLE prueba (valor text); INSERT INTO prueba VALUES ('sigue aquí')`,
    );
    const huerfano = await pidDelPostmaster(clusterDir);

    // 2. SIGKILL a la "API": su postgres queda vivo, sin dueño.
    const fin = new Promise((resolver) => primero.proceso.on('exit', resolver));
    primero.proceso.kill('SIGKILL');
    await fin;
    expect(procesoVivo(huerfano)).toBe(true);

    // 3. Segundo arranque: detiene al huérfano y arranca el suyo.
    const segundo = await lanzarAqui();
    expect(segundo.salida.join('\n')).toContain('sin su proceso dueño');
    await esperarFin(huerfano);
    expect(procesoVivo(huerfano)).toBe(false);
    expect(await consultarBase(segundo.url, 'SELECT valor FROM prueba')).toEqual([{ valor: 'sigue aquí' }]);
    expect(await segundo.detener()).toBe(0);
    expect(existsSync(path.join(clusterDir, 'postmaster.pid'))).toBe(false);

    // 4. Un postmaster.pid viejo cuyo pid ahora es otro proceso vivo (aquí, este mismo proceso de jest).
    await writeFile(path.join(clusterDir, 'postmaster.pid'), `${process.pid}\n${clusterDir}\n`);
    const tercero = await lanzarAqui();
    expect(tercero.salida.join('\n')).toContain('postmaster.pid huérfano');
    expect(await tercero.detener()).toBe(0);

    // 5. Un postmaster.pid de un proceso que ya no existe.
    const muerto = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    await writeFile(path.join(clusterDir, 'postmaster.pid'), `${muerto.stdout}\n${clusterDir}\n`);
    const cuarto = await lanzarAqui();
    expect(cuarto.salida.join('\n')).toContain('postmaster.pid huérfano');
    expect(await consultarBase(cuarto.url, 'SELECT valor FROM prueba')).toEqual([{ valor: 'sigue aquí' }]);
    expect(await cuarto.detener()).toBe(0);
  }, 120_000);
});
