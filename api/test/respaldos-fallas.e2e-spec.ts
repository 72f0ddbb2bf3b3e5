// Respaldos (issues 39 y 45) que no deben salir bien, sobre un PostgreSQL embebido real como el de npm start: un archivo
// alterado (sha256, manifiesto, otra versión de PostgreSQL) no se restaura, el disco lleno no deja un archivo a medias,
// la rotación poda los viejos y el diario corre a su hora, antes de migrar se respalda y una migración rota no toca los
// datos; con DATABASE_URL y sin pg_dump de la versión del servidor, 422. El simulacro completo y la clave:
// respaldos.e2e-spec.ts.
import { hoyBogota, instanteBogota } from '@cartera/dominio';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import { opcionesBaseDatos } from '../src/database/data-source';
import { ejecutarMigraciones } from '../src/sistema/migrar';
import { MIGRACIONES } from '../src/database/migrations';
import { opcionesRespaldo, RespaldosService } from '../src/sistema/respaldos.service';
import { restaurar, type OpcionesRestaurar } from '../src/sistema/restaurar';
import { respaldosParaBorrar, ROTACION_POR_DEFECTO } from '../src/sistema/rotacion.rules';
import { leerConfiguracion } from '../src/config/configuracion';
import { crearAppPrueba, resolverConfiguracionPrueba, type AppPrueba, type Json } from './support/app-prueba';
import type { EmbebidoHijo } from './support/embebido-hijo';
import { CARPETA_PG_PRUEBAS } from './support/entorno';
import { alterarDentro, fotografiar, reemplazar, sha256 } from './support/archivos-de-respaldo';
import { prepararOficinaRespaldos, type OficinaRespaldos } from './support/oficina-respaldos';

describe('respaldos que fallan, rotan o preceden una migración, sobre el PostgreSQL embebido', () => {
  let oficina: OficinaRespaldos;
  let carpeta: string;
  let origenDir: string;
  let respaldosDir: string;
  let origen: EmbebidoHijo;
  let prueba: AppPrueba;
  let clave: string;
  let respaldo: Json; // el que se altera
  const pedirRespaldo = (token?: string) => oficina.pedirRespaldo(token);
  const listar = () => oficina.listar();

  beforeAll(async () => {
    oficina = await prepararOficinaRespaldos('respaldos-fallas');
    ({ carpeta, origenDir, respaldosDir, origen, prueba, clave } = oficina);
    // El respaldo manual que alteran las pruebas de archivos alterados.
    const r = await pedirRespaldo();
    expect(r.status).toBe(201);
    respaldo = r.body.data;
  }, 120_000);

  afterAll(() => oficina?.cerrar(), 60_000);

  it('un archivo alterado no se restaura: sha256 distinto, contenido distinto del manifiesto, otra versión de PostgreSQL', async () => {
    const archivo = path.join(respaldosDir, respaldo.archivo);
    const destino = path.join(carpeta, 'alterado');

    const claves = [{ valor: clave, fuente: 'la clave generada' }];
    const rechazo = (otro: string, extra: Partial<OpcionesRestaurar> = {}) =>
      restaurar({ archivo: otro, destino, claves, avisar: () => undefined, ...extra }).then(
        () => 'restaurado',
        (error: Error) => `${error.name}: ${error.message}`,
      );

    const danado = path.join(carpeta, 'danado.tar.gz.cifrado');
    const bytes = await readFile(archivo);
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    await writeFile(danado, bytes);
    await copyFile(`${archivo}.sha256`, `${danado}.sha256`);
    expect(await rechazo(danado)).toMatch(
      /^ErrorRestauracion: El sha256 del respaldo no coincide \(esperado [0-9a-f]{64}, calculado/,
    );
    // El mismo byte cambiado con un .sha256 rehecho: la etiqueta GCM lo delata antes de escribir nada.
    await writeFile(`${danado}.sha256`, `${sha256(bytes)}  ${path.basename(danado)}\n`);
    expect(await rechazo(danado)).toBe(
      'ErrorRestauracion: No se pudo descifrar el respaldo con la clave de la clave generada: no es la clave con la que se hizo o el archivo fue alterado. Si el respaldo viene de otro computador, use la clave de ése (--clave-archivo <archivo> o RESPALDOS_CLAVE).',
    );

    const sinSha = path.join(carpeta, 'sin-sha.tar.gz.cifrado');
    await copyFile(archivo, sinSha);
    expect(await rechazo(sinSha)).toContain(
      'Indique el sha256 que muestra Configuración → Sistema → Respaldos con --sha256',
    );
    expect(await rechazo(sinSha, { sha256: '0'.repeat(64) })).toContain('El sha256 del respaldo no coincide');

    const cambiado = path.join(carpeta, 'cambiado.tar.gz.cifrado');
    await alterarDentro(archivo, cambiado, clave, (tar) =>
      reemplazar(tar, 'START WAL LOCATION', 'START WAL LOCATIOX'),
    );
    expect(await rechazo(cambiado)).toBe(
      'ErrorRestauracion: El contenido del respaldo no coincide con su manifiesto (datos/backup_label). No se restaura.',
    );

    // Un respaldo de otro PostgreSQL mayor (su PG_VERSION): se rechaza en cuanto se lee, sin extraer lo demás.
    const otraVersion = path.join(carpeta, 'otra-version.tar.gz.cifrado');
    await alterarDentro(archivo, otraVersion, clave, (tar) => {
      const cabecera = tar.indexOf('datos/PG_VERSION\0');
      expect(tar.subarray(cabecera + 512, cabecera + 515).toString()).toBe('18\n');
      tar.write('17', cabecera + 512);
    });
    expect(await rechazo(otraVersion)).toBe(
      'ErrorRestauracion: El respaldo es de PostgreSQL 17 y este Cartera trae PostgreSQL 18: una copia física sólo se restaura en la misma versión mayor. Use la versión de Cartera con la que se hizo el respaldo.',
    );
    // Y si sólo el manifiesto dice otra versión, tampoco.
    const otroManifiesto = path.join(carpeta, 'otro-manifiesto.tar.gz.cifrado');
    await alterarDentro(archivo, otroManifiesto, clave, (tar) =>
      reemplazar(tar, '"mayor": 18', '"mayor": 17'),
    );
    expect(await rechazo(otroManifiesto)).toContain(
      'El respaldo es de PostgreSQL 17 y este Cartera trae PostgreSQL 18',
    );

    // Nada quedó en el destino.
    expect(await readdir(destino).catch(() => [])).toEqual([]);
  }, 60_000);

  it('con el disco lleno el respaldo falla con un motivo claro, sin archivo a medias, y queda en la lista', async () => {
    // Un disco de 512 KB (tmpfs) como carpeta de respaldos. Hace falta poder montar (root en Linux).
    const apartada = `${respaldosDir}.apartada`;
    await rename(respaldosDir, apartada);
    await mkdir(respaldosDir);
    const montaje = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=512k', 'tmpfs', respaldosDir], {
      encoding: 'utf8',
    });
    if (montaje.status !== 0) {
      await rm(respaldosDir, { recursive: true });
      await rename(apartada, respaldosDir);
      throw new Error(`Esta prueba necesita montar un tmpfs (root): ${montaje.stderr}`);
    }
    try {
      const r = await pedirRespaldo();
      expect(r.status).toBe(500);
      expect(r.body.message).toMatch(
        /^Disco lleno: no queda espacio en .*respaldos para el respaldo\. Se borró el archivo a medias/,
      );
      expect(await readdir(respaldosDir)).toEqual([]);
      const [ultimo] = (await listar()).items;
      expect(ultimo).toMatchObject({ resultado: 'fallido', archivo: null, error: r.body.message });
    } finally {
      spawnSync('umount', [respaldosDir]);
      await rm(respaldosDir, { recursive: true, force: true });
      await rename(apartada, respaldosDir);
    }
  });

  it('la rotación poda los viejos antes de escribir el nuevo; el diario corre a RESPALDOS_HORA como «programado», uno por día', async () => {
    // Respaldos viejos (archivos de mentira con registro): uno por día durante 40 días desde hace 60.
    const viejos: Array<{ id: string; archivo: string }> = [];
    for (let dias = 60; dias > 20; dias--) {
      const archivo = `cartera-viejo-${dias}.tar.gz`;
      await writeFile(path.join(respaldosDir, archivo), 'x');
      const [{ id }] = await prueba.dataSource.query(
        `INSERT INTO respaldos (fecha, origen, resultado, archivo, tamano, sha256) VALUES (now() - $1 * interval '1 day', 'programado', 'exitoso', $2, 1, $3) RETURNING id`,
        [dias, archivo, 'a'.repeat(64)],
      );
      viejos.push({ id, archivo });
    }
    const previos: Array<{ id: string; fecha: Date }> = await prueba.dataSource.query(
      `SELECT id, fecha FROM respaldos WHERE resultado = 'exitoso'`,
    );
    // La vuelta del respaldo diario (cada 5 min en pg-boss) con el reloj de la prueba: RESPALDOS_HORA=3 rige mientras
    // la organización no elija otra hora; antes de las 03:00 no respalda, desde las 03:00 sí, una vez ese día.
    const servicio = prueba.app.get(RespaldosService);
    const dia = hoyBogota();
    expect(await servicio.respaldoDiario(instanteBogota(dia, '02:59'))).toBeNull();
    const programado: Json = await servicio.respaldoDiario(instanteBogota(dia, '03:00'));
    expect(programado).toMatchObject({ origen: 'programado' });
    expect(await servicio.respaldoDiario(instanteBogota(dia, '03:05'))).toBeNull();
    expect(
      (await listar()).items.filter(
        (r: Json) => r.origen === 'programado' && !String(r.archivo).startsWith('cartera-viejo'),
      ),
    ).toHaveLength(1);
    expect(programado.resultado).toBe('exitoso');
    expect(existsSync(path.join(respaldosDir, programado.archivo))).toBe(true);

    // De 40 días viejos (21 a 60 días atrás) sólo quedan los que la política conserva (los que representan un día
    // de los 7 últimos con respaldo, una semana o un mes), contando el nuevo.
    const quedan = new Set((await listar()).items.map((r: Json) => r.id));
    const borrados = viejos.filter((v) => !quedan.has(v.id));
    expect(borrados.map((v) => v.id).sort()).toEqual(
      respaldosParaBorrar(previos, ROTACION_POR_DEFECTO, new Date(programado.fecha)).sort(),
    );
    // Conserva a lo sumo 11 de los 40 (6 días más, 3 semanas más y 2 meses más que los del nuevo), según el calendario.
    expect(borrados.length).toBeGreaterThanOrEqual(29);
    for (const v of borrados) expect(existsSync(path.join(respaldosDir, v.archivo))).toBe(false);
  }, 60_000);

  it('antes de migrar se hace un respaldo; si la migración falla, los datos siguen intactos y el mensaje dice cómo restaurar', async () => {
    class Rota1795352699998 implements MigrationInterface {
      name = 'Rota1795352699998';
      async up(queryRunner: QueryRunner) {
        await queryRunner.query(`DELETE FROM cobros`);
        await queryRunner.query(`SELECT 1 / 0`);
      }
      async down() {}
    }
    class Buena1795352699999 implements MigrationInterface {
      name = 'Buena1795352699999';
      async up(queryRunner: QueryRunner) {
        await queryRunner.query(`COMMENT ON TABLE respaldos IS 'Respaldos de la base'`);
      }
      async down() {}
    }
    const opciones = opcionesRespaldo(
      await resolverConfiguracionPrueba(
        leerConfiguracion({ DATA_DIR: origenDir, DATABASE_URL: origen.url }),
        origen.url,
        true,
      ),
    );
    const conectar = async (extra: Array<new () => MigrationInterface>) =>
      new DataSource({
        ...opcionesBaseDatos({ url: origen.url, maxConexiones: 2 }),
        migrations: [...MIGRACIONES, ...extra],
      }).initialize();
    const avisos: string[] = [];

    const antes = await fotografiar(origen.url);
    const rota = await conectar([Rota1795352699998]);
    let error: Error | undefined;
    try {
      await ejecutarMigraciones(rota, { respaldo: opciones, avisar: (m) => avisos.push(m) });
    } catch (e) {
      error = e as Error;
    } finally {
      await rota.destroy();
    }
    expect(error?.message).toContain('Falló una migración: division by zero');
    expect(error?.message).toContain('los datos anteriores están intactos');
    const previo = /npm run restaurar -- (\S+-migracion\.tar\.gz\.cifrado) --forzar/.exec(
      error?.message ?? '',
    )?.[1];
    expect(previo && existsSync(previo)).toBe(true);
    expect(await fotografiar(origen.url)).toEqual(antes);

    const buena = await conectar([Buena1795352699999]);
    try {
      expect(await ejecutarMigraciones(buena, { respaldo: opciones, avisar: (m) => avisos.push(m) })).toEqual(
        ['Buena1795352699999'],
      );
    } finally {
      await buena.destroy();
    }
    const [registro] = (await listar()).items.filter((r: Json) => r.origen === 'migracion');
    expect(registro).toMatchObject({ resultado: 'exitoso', metodo: 'fisico' });
    expect(existsSync(path.join(respaldosDir, registro.archivo))).toBe(true);
    expect(avisos.filter((a) => a.startsWith('Respaldo previo a la migración'))).toHaveLength(2);
  }, 60_000);
});

describe('respaldos con DATABASE_URL', () => {
  it('sin un pg_dump de la versión del servidor, un respaldo manual se rechaza (422) con un mensaje claro y sin tocar nada', async () => {
    const dataDir = path.join(CARPETA_PG_PRUEBAS, `respaldos-externa-${process.pid}`);
    const prueba = await crearAppPrueba({ entorno: { DATA_DIR: dataDir } });
    try {
      const r = await prueba.pedir({
        metodo: 'POST',
        ruta: '/api/sistema/respaldos',
        token: await prueba.token('admin'),
      });
      expect(r.status).toBe(422);
      expect(r.body.code).toBe('RESPALDOS_NO_DISPONIBLES');
      // En esta máquina hay pg_dump 15 (Debian 12) o ninguno; el servidor es PostgreSQL 18.
      expect(r.body.message).toMatch(
        /^(pg_dump \d+ no sirve para un servidor PostgreSQL 18|No hay pg_dump en el PATH)/,
      );
      expect(r.body.message).toContain('postgresql-client-18');
      expect(existsSync(path.join(dataDir, 'respaldos'))).toBe(false);
      expect(await prueba.dataSource.query('SELECT * FROM respaldos')).toEqual([]);
    } finally {
      await prueba.cerrar();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
