import { MigrationExecutor, type DataSource, type QueryRunner } from 'typeorm';
import {
  abrirSesionRespaldo,
  crearRespaldo,
  describirFalla,
  ErrorHerramientaPostgres,
  type ArchivoRespaldo,
  type OpcionesRespaldo,
} from './respaldo';
import { CANDADOS } from '../database/candados';
import { db } from '../database/kysely';
import { concederAlRolApi } from '../database/rol-api';

export interface OpcionesMigracion {
  /**
   * Respaldo antes de migrar: si hay migraciones pendientes y la base ya tiene datos (alguna migración aplicada), se
   * hace un respaldo (origen 'migracion') antes de tocarla. Sin esto (la plantilla de las pruebas), no se respalda.
   */
  respaldo?: Omit<OpcionesRespaldo, 'url'>;
  avisar?: (mensaje: string) => void;
  /**
   * El rol con el que atiende la API: al terminar, con el candado todavía tomado, recibe sus permisos sobre todas las
   * tablas (database/rol-api.ts). Sin él (la CLI de restaurar), nada.
   */
  rolApi?: string;
}

/**
 * Aplica las migraciones pendientes en una sola transacción. Un candado consultivo de sesión hace esperar a las
 * demás réplicas que arrancan a la vez, que luego no encuentran nada pendiente. Si una falla, la transacción entera
 * se deshace: la base queda como estaba y el error dice dónde está el respaldo previo.
 */
export async function ejecutarMigraciones(
  dataSource: DataSource,
  opciones: OpcionesMigracion = {},
): Promise<string[]> {
  const avisar = opciones.avisar ?? ((mensaje: string) => console.warn(mensaje));
  const queryRunner = dataSource.createQueryRunner();
  await queryRunner.connect();
  try {
    // Una migración sobre muchos datos puede tardar más que el statement_timeout de las peticiones, y las demás
    // réplicas esperan el candado lo que haga falta.
    // crudo: límites de la sesión que migra
    await queryRunner.query('SET statement_timeout = 0');
    // crudo: límites de la sesión que migra
    await queryRunner.query('SET lock_timeout = 0');
    // crudo: límites de la sesión que migra
    await queryRunner.query('SET idle_in_transaction_session_timeout = 0');
    // crudo: candado consultivo de sesión, antes de la transacción de las migraciones
    await queryRunner.query('SELECT pg_advisory_lock($1)', [CANDADOS.migraciones]);
    try {
      const ejecutor = new MigrationExecutor(dataSource, queryRunner);
      ejecutor.transaction = 'all';
      let respaldo: ArchivoRespaldo | undefined;
      if (opciones.respaldo && (await ejecutor.getPendingMigrations()).length > 0) {
        const aplicadas = await ejecutor.getExecutedMigrations();
        if (aplicadas.length > 0)
          respaldo = await respaldarAntesDeMigrar(dataSource, opciones.respaldo, avisar);
      }
      let nuevas: string[];
      try {
        nuevas = (await ejecutor.executePendingMigrations()).map((migracion) => migracion.name);
      } catch (error) {
        throw new Error(mensajeMigracionFallida(error, respaldo), { cause: error });
      }
      if (respaldo) await registrarRespaldo(queryRunner, respaldo);
      if (opciones.rolApi) await concederAlRolApi(queryRunner, opciones.rolApi);
      return nuevas;
    } finally {
      // crudo: soltar el candado consultivo de sesión
      await queryRunner.query('SELECT pg_advisory_unlock($1)', [CANDADOS.migraciones]);
    }
  } finally {
    // crudo: devolver la sesión al pool como estaba
    await queryRunner.query('RESET ALL').catch(() => undefined);
    await queryRunner.release();
  }
}

function mensajeMigracionFallida(error: unknown, respaldo: ArchivoRespaldo | undefined): string {
  const detalle = error instanceof Error ? error.message : String(error);
  const lineas = [
    `Falló una migración: ${detalle}`,
    'Las migraciones corren en una sola transacción, que se deshizo: los datos anteriores están intactos y Cartera',
    'puede volver a la versión anterior sin restaurar nada.',
  ];
  if (respaldo) {
    lineas.push(
      `Además, antes de migrar se hizo el respaldo ${respaldo.ruta} (sha256 ${respaldo.sha256}).`,
      'Si hiciera falta volver a ese punto: detenga Cartera y ejecute',
      `  npm run restaurar -- ${respaldo.ruta} --forzar`,
    );
  }
  return lineas.join('\n');
}

async function respaldarAntesDeMigrar(
  dataSource: DataSource,
  opciones: Omit<OpcionesRespaldo, 'url'>,
  avisar: (mensaje: string) => void,
): Promise<ArchivoRespaldo | undefined> {
  const url = 'url' in dataSource.options ? dataSource.options.url : undefined;
  if (!url) throw new Error('No se puede respaldar antes de migrar: falta la URL de la base');
  const sesion = await abrirSesionRespaldo(url, { esperar: true });
  try {
    avisar('Hay migraciones pendientes: se hace un respaldo de la base antes de aplicarlas…');
    const respaldo = await crearRespaldo(sesion, { ...opciones, url }, 'migracion', null);
    avisar(`Respaldo previo a la migración: ${respaldo.ruta}`);
    return respaldo;
  } catch (error) {
    const mensaje = describirFalla(error, opciones.carpeta);
    // Con DATABASE_URL sin un pg_dump adecuado, el respaldo de producción es el de pgBackRest (archivo de WAL
    // continuo): se avisa y se migra. Con la base embebida, sin respaldo no se migra.
    if (!opciones.embebida && error instanceof ErrorHerramientaPostgres) {
      avisar(`${mensaje}\nSe migra sin respaldo previo de Cartera (el de producción es pgBackRest).`);
      return undefined;
    }
    throw new Error(
      `No se aplican las migraciones pendientes porque no se pudo hacer el respaldo previo: ${mensaje}\n` +
        'La base no se tocó. Resuelva el problema y arranque Cartera de nuevo.',
      { cause: error },
    );
  } finally {
    await sesion.cerrar();
  }
}

/** El respaldo previo queda en la lista (la tabla respaldos ya existe, aunque la haya creado esta migración). */
async function registrarRespaldo(queryRunner: QueryRunner, respaldo: ArchivoRespaldo): Promise<void> {
  await db(queryRunner.manager)
    .insertInto('respaldos')
    .values({
      fecha: respaldo.manifiesto.creado,
      origen: 'migracion',
      resultado: 'exitoso',
      metodo: respaldo.metodo,
      archivo: respaldo.nombre,
      tamano: respaldo.tamano,
      sha256: respaldo.sha256,
      cifrado: respaldo.cifrado,
      aviso: respaldo.avisoCopia ?? null,
    })
    .execute();
}
