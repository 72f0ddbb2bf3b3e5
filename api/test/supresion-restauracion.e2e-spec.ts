// Supresiones y respaldos (issue 54, docs/decisiones/respaldos.md, «Supresiones y restauración»): un respaldo hecho
// antes de una supresión trae de vuelta a la persona; npm run restaurar lleva el registro de supresiones al DATA_DIR
// restaurado y la API, al arrancar sobre él, la vuelve a suprimir antes de atender a nadie.
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import { ARCHIVO_REGISTRO_SUPRESIONES, MARCA_SUPRIMIDO } from '../src/habeas-data/supresion';
import { crearAppPrueba, type AppPrueba } from './support/app-prueba';
import { arrancarEmbebidoHijo, type EmbebidoHijo } from './support/embebido-hijo';
import { CARPETA_PG_PRUEBAS, RAIZ_REPOSITORIO, puertoLibre } from './support/entorno';

const CLI = path.join(__dirname, '..', 'src', 'sistema', 'restaurar.cli.ts');
const REGISTRO_TS = path.join(__dirname, 'support', 'registrar-ts.cjs');

/** npm run restaurar en un proceso hijo, con el DATA_DIR de este computador (clave y registro de supresiones). */
function restaurarCli(
  argumentos: string[],
  dataDir: string,
): Promise<{ codigo: number | null; salida: string }> {
  return new Promise((resolver) => {
    const proceso = spawn(process.execPath, ['-r', REGISTRO_TS, CLI, ...argumentos], {
      cwd: RAIZ_REPOSITORIO,
      env: { ...process.env, NODE_ENV: '', DATABASE_URL: '', RESPALDOS_CLAVE: '', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const salida: string[] = [];
    proceso.stdout.on('data', (d: Buffer) => salida.push(d.toString()));
    proceso.stderr.on('data', (d: Buffer) => salida.push(d.toString()));
    proceso.on('exit', (codigo) => resolver({ codigo, salida: salida.join('') }));
  });
}

describe('una supresión sobrevive a la restauración de un respaldo anterior', () => {
  const carpeta = path.join(CARPETA_PG_PRUEBAS, `supresion-restauracion-${process.pid}`);
  const origenDir = path.join(carpeta, 'origen');
  const destino = path.join(carpeta, 'restaurado');
  const hijos: EmbebidoHijo[] = [];
  const apps: AppPrueba[] = [];

  afterAll(async () => {
    for (const app of apps) await app.cerrar().catch(() => undefined);
    for (const hijo of hijos) await hijo.detener().catch(() => hijo.proceso.kill('SIGKILL'));
    await rm(carpeta, { recursive: true, force: true });
  }, 60_000);

  it('respaldo → supresión → restauración: la persona vuelve con la base y la API la suprime otra vez al arrancar', async () => {
    await rm(carpeta, { recursive: true, force: true });
    await mkdir(carpeta, { recursive: true });
    const origen = await arrancarEmbebidoHijo(origenDir, await puertoLibre());
    hijos.push(origen);
    const prueba = await crearAppPrueba({ baseEmbebida: { url: origen.url, dataDir: origenDir } });
    apps.push(prueba);
    const admin = await prueba.token('admin');
    const persona = {
      nombre: 'Rosalba Restrepo Respaldo',
      cedula: '10987654321',
      telefono: '3174445566',
      direccion: 'Calle 80 # 20-15',
      ciudad: 'Cali',
      email: 'rosalba.respaldo@correo.test',
    };
    const alta = await prueba.pedir({ metodo: 'POST', ruta: '/api/clientes', token: admin, cuerpo: persona });
    expect(alta.status).toBe(201);
    const id: string = alta.body.data._id;

    // El respaldo de la noche, con la persona adentro; después, ella pide que la supriman.
    const respaldo = await prueba.pedir({ metodo: 'POST', ruta: '/api/sistema/respaldos', token: admin });
    expect(respaldo.status).toBe(201);
    const suprimida = await prueba.pedir({
      metodo: 'POST',
      ruta: `/api/clientes/${id}/supresion`,
      token: admin,
    });
    expect(suprimida.status).toBe(201);
    const registro = await readFile(path.join(origenDir, ARCHIVO_REGISTRO_SUPRESIONES), 'utf8');
    expect(registro).toContain(id);
    expect(registro).not.toContain(persona.cedula);
    await prueba.cerrar();
    apps.pop();
    await origen.detener();

    // npm run restaurar en este computador, en otra carpeta: lleva el registro de supresiones.
    const archivo = path.join(origenDir, 'respaldos', respaldo.body.data.archivo);
    const restauracion = await restaurarCli([archivo, '--destino', destino], origenDir);
    expect(restauracion.salida).toContain('Registro de supresiones: 1 cliente(s)');
    expect(restauracion.codigo).toBe(0);
    expect(await readFile(path.join(destino, ARCHIVO_REGISTRO_SUPRESIONES), 'utf8')).toContain(id);

    // Lo que trae la restauración: la persona, entera (el respaldo es de antes de la supresión).
    const restaurado = await arrancarEmbebidoHijo(destino, await puertoLibre());
    hijos.push(restaurado);
    const consultar = async (sql: string, valores: unknown[] = []) => {
      const cliente = new Client({ connectionString: restaurado.url });
      await cliente.connect();
      try {
        return (await cliente.query(sql, valores)).rows;
      } finally {
        await cliente.end();
      }
    };
    expect(await consultar(`SELECT cedula, suprimido_en FROM clientes WHERE id = $1`, [id])).toEqual([
      { cedula: persona.cedula, suprimido_en: null },
    ]);

    // La API arranca sobre la base restaurada y, antes de atender, vuelve a suprimirla.
    const despues = await crearAppPrueba({ baseEmbebida: { url: restaurado.url, dataDir: destino } });
    apps.push(despues);
    const [ficha] = await consultar(
      `SELECT nombre, cedula, telefono, email, suprimido_en FROM clientes WHERE id = $1`,
      [id],
    );
    expect(ficha).toMatchObject({ nombre: 'Titular suprimido', telefono: '0000000000', email: null });
    expect(ficha.cedula).not.toBe(persona.cedula);
    expect(ficha.suprimido_en).not.toBeNull();
    expect(await consultar(`SELECT cliente_id FROM supresiones WHERE cliente_id = $1`, [id])).toEqual([
      { cliente_id: id },
    ]);
    const auditoria = await despues.pedir({
      metodo: 'GET',
      ruta: '/api/auditoria?limit=100',
      token: await despues.token('admin'),
    });
    const texto = JSON.stringify(auditoria.body.data);
    for (const valor of [persona.nombre, persona.cedula, persona.telefono, persona.email])
      expect(texto).not.toContain(valor);
    expect(texto).toContain(MARCA_SUPRIMIDO);
    expect(texto).toContain(`Supresión del registro vuelta a aplicar tras una restauración (id ${id})`);
  }, 180_000);
});
