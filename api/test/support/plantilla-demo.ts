// La segunda base plantilla de la corrida: la de las migraciones con la demostración sembrada (docs/decisiones/
// tiempo-de-las-pruebas.md). Sembrar la demostración cuesta ≈ 30 s de reloj con la máquina cargada; los archivos que
// la necesitan (`crearAppPrueba({ conDemo: true })`) la pagaban cada uno. Ahora la construye el primer archivo que la
// pide, una vez por corrida, y los demás copian la plantilla como copian la de las migraciones.
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { urlDeBase } from './entorno';

/** La plantilla con la demostración: existe sólo completa (se construye con otro nombre y se renombra al final). */
export const BASE_PLANTILLA_DEMO = 'cartera_plantilla_demo';

/**
 * Primera clave del candado consultivo (pg_advisory_lock(clave, hashtext(nombre))) que guarda la construcción de una
 * plantilla: los dos procesos de jest pueden pedirla a la vez; uno la construye y el otro espera y la copia. El
 * candado es de la sesión: si el proceso que construye muere, PostgreSQL lo suelta y el siguiente que la pida la
 * construye.
 */
const CANDADO_PLANTILLAS = 51_712_035;

/** Las ya vistas en este registro de módulos (los archivos de un grupo lo comparten): no se vuelve a tomar el candado. */
const listas = new Set<string>();

export interface PlantillaUnaVez {
  /** La base de la que se copia (la de las migraciones). */
  origen: string;
  /** El nombre de la plantilla: existe sólo completa (se construye con otro nombre y se renombra al final). */
  nombre: string;
  /** Llena la copia de `origen` que está en `url` y cierra sus conexiones. */
  construir: (url: string) => Promise<void>;
}

/**
 * `nombre`, construida si falta: una copia de `origen` que `construir` llena, una sola vez en el servidor aunque la
 * pidan varios procesos a la vez. Si `construir` falla, la copia se borra y el error sigue: la próxima vez se intenta
 * otra vez.
 */
export async function plantillaUnaVez(
  urlMantenimiento: string,
  { origen, nombre, construir }: PlantillaUnaVez,
): Promise<string> {
  const clave = `${urlMantenimiento} ${nombre}`;
  if (listas.has(clave)) return nombre;
  const cliente = new Client({ connectionString: urlMantenimiento });
  await cliente.connect();
  try {
    await cliente.query('SELECT pg_advisory_lock($1, hashtext($2))', [CANDADO_PLANTILLAS, nombre]);
    const existe = await cliente.query('SELECT 1 FROM pg_database WHERE datname = $1', [nombre]);
    if (existe.rowCount === 0) {
      const enConstruccion = `${nombre}_${process.pid}_${randomBytes(3).toString('hex')}`;
      await cliente.query(`CREATE DATABASE ${enConstruccion} TEMPLATE ${origen}`);
      try {
        await construir(urlDeBase(urlMantenimiento, enConstruccion));
        // Una conexión que quedara abierta impediría renombrarla y copiarla.
        await cliente.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [enConstruccion],
        );
        await cliente.query(`ALTER DATABASE ${enConstruccion} RENAME TO ${nombre}`);
      } catch (error) {
        await cliente.query(`DROP DATABASE IF EXISTS ${enConstruccion} WITH (FORCE)`);
        throw error;
      }
    }
    listas.add(clave);
    return nombre;
  } finally {
    // Cerrar la sesión suelta el candado.
    await cliente.end();
  }
}

/** La plantilla con la demostración: `sembrar(url)` la siembra en una copia de `plantilla` (app-prueba.ts). */
export function plantillaDemo(
  urlMantenimiento: string,
  plantilla: string,
  sembrar: (url: string) => Promise<void>,
): Promise<string> {
  return plantillaUnaVez(urlMantenimiento, { origen: plantilla, nombre: BASE_PLANTILLA_DEMO, construir: sembrar });
}
