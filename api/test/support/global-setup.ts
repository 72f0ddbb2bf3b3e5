// Una sola instancia de PostgreSQL para toda la corrida (embebida en .data/test-pg-<pid>, puerto 54330 o uno libre
// si otra corrida lo usa, o la de DATABASE_URL) y una base plantilla con las migraciones y las cuentas de
// demostración. Cada archivo de pruebas copia la plantilla (CREATE DATABASE … TEMPLATE, instantáneo) y trabaja en
// su copia. A la embebida se le habla por su socket Unix (acceso-embebido.ts), que cuesta menos CPU que TCP local.
import './dominio-fuente';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { EventoAuditoria } from '../../src/auditoria/entities/evento-auditoria.entity';
import { porSocket } from '../../src/database/acceso-embebido';
import { opcionesBaseDatos } from '../../src/database/data-source';
import {
  iniciarPostgresEmbebido,
  liberarPidHuerfano,
  procesoVivo,
  type PostgresEmbebido,
} from '../../src/database/embedded';
import { ejecutarMigraciones } from '../../src/sistema/migrar';
import { asegurarRolApi, rolDeUrl } from '../../src/database/rol-api';
import { crearUsuariosDemo } from '../../src/demo/usuarios-demo';
import { Usuario } from '../../src/usuarios/entities/usuario.entity';
import { ARCHIVO_OPENAPI } from './documento-openapi';
import { BASE_PLANTILLA_DEMO } from './plantilla-demo';
import {
  ARCHIVO_CONEXION,
  BASE_PLANTILLA,
  CARPETA_PG_PRUEBAS,
  CLAVE_GLOBAL,
  PREFIJO_PG_PRUEBAS,
  PUERTO_PG_PRUEBAS,
  RAIZ_REPOSITORIO,
  VARIABLE_CONEXION,
  puertoLibre,
  urlDeBase,
  type ConexionPruebas,
} from './entorno';

export default async function globalSetup(): Promise<void> {
  let urlMantenimiento = process.env.DATABASE_URL;
  if (!urlMantenimiento) {
    await borrarCorridasAbandonadas();
    await rm(CARPETA_PG_PRUEBAS, { recursive: true, force: true });
    const postgres = await iniciarPostgresEmbebido({
      dataDir: CARPETA_PG_PRUEBAS,
      puerto: await puertoLibre(PUERTO_PG_PRUEBAS),
      baseDatos: 'postgres',
      rapido: true,
      avisar: () => undefined,
    });
    (globalThis as Record<string, unknown>)[CLAVE_GLOBAL] = postgres satisfies PostgresEmbebido;
    urlMantenimiento = porSocket(postgres.urlMantenimiento, postgres.carpetaSocket);
  }

  const cliente = new Client({ connectionString: urlMantenimiento });
  await cliente.connect();
  try {
    await cliente.query(`DROP DATABASE IF EXISTS ${BASE_PLANTILLA} WITH (FORCE)`);
    // La de la demostración se construye en la corrida, la primera vez que un archivo la pide (plantilla-demo.ts): la
    // de otra corrida (con DATABASE_URL) tendría otras migraciones y fechas de otro día.
    await cliente.query(`DROP DATABASE IF EXISTS ${BASE_PLANTILLA_DEMO} WITH (FORCE)`);
    await cliente.query(`CREATE DATABASE ${BASE_PLANTILLA}`);
  } finally {
    await cliente.end();
  }

  const plantilla = new DataSource({
    ...opcionesBaseDatos({ url: urlDeBase(urlMantenimiento, BASE_PLANTILLA), maxConexiones: 2 }),
    entities: [Usuario, EventoAuditoria],
  });
  await plantilla.initialize();
  try {
    // El rol de la API (cartera_app) se crea una vez por corrida: cada archivo lo encuentra y entra con él.
    const urlApi = await asegurarRolApi(urlDeBase(urlMantenimiento, BASE_PLANTILLA));
    await ejecutarMigraciones(plantilla, { rolApi: rolDeUrl(urlApi) });
    await plantilla.transaction((manager) => crearUsuariosDemo(manager));
  } finally {
    await plantilla.destroy();
  }

  const conexion: ConexionPruebas = {
    urlMantenimiento,
    plantilla: BASE_PLANTILLA,
    carpeta: CARPETA_PG_PRUEBAS,
  };
  process.env[VARIABLE_CONEXION] = JSON.stringify(conexion);
  await mkdir(CARPETA_PG_PRUEBAS, { recursive: true });
  // Con DATABASE_URL la carpeta no se borra al terminar: el documento de otra corrida no vale para esta.
  await rm(path.join(CARPETA_PG_PRUEBAS, ARCHIVO_OPENAPI), { force: true });
  await writeFile(ARCHIVO_CONEXION, JSON.stringify(conexion), { mode: 0o600 });
}

/** Carpetas de corridas cuyo proceso ya no existe (una corrida interrumpida no pasa por el teardown). */
async function borrarCorridasAbandonadas(): Promise<void> {
  const carpetaDatos = path.join(RAIZ_REPOSITORIO, '.data');
  const nombres = await readdir(carpetaDatos).catch(() => [] as string[]);
  for (const nombre of nombres) {
    if (!nombre.startsWith(PREFIJO_PG_PRUEBAS)) continue;
    const pid = Number(nombre.slice(PREFIJO_PG_PRUEBAS.length));
    if (Number.isInteger(pid) && pid !== process.pid && !procesoVivo(pid)) {
      const carpeta = path.join(carpetaDatos, nombre);
      // Una corrida matada con SIGKILL deja su postgres vivo: se detiene antes de borrar sus datos.
      await liberarPidHuerfano(path.join(carpeta, 'postgres'), () => undefined).catch(() => undefined);
      await rm(carpeta, { recursive: true, force: true });
    }
  }
}
