// La capa tipada (docs/decisiones/acceso-tipado-a-datos.md): los tipos de esquema.ts son los de la base migrada (si
// una migración cambia una tabla sin `npm run db:tipos`, falla aquí), y las consultas tipadas corren en la misma
// transacción de TypeORM que las crudas.
import { readFile, writeFile } from 'node:fs/promises';
import { db } from '../src/database/kysely';
import { ARCHIVO_ESQUEMA, generarEsquema } from './support/esquema-tipado';
import { usarAppPrueba } from './support/app-del-archivo';

describe('acceso tipado a datos', () => {

  const { prueba } = usarAppPrueba();

  it('esquema.ts tiene los tipos de la base migrada (npm run db:tipos los regenera)', async () => {
    const generado = await generarEsquema(db(prueba.dataSource.manager));
    if (process.env.ACTUALIZAR_ESQUEMA === '1') await writeFile(ARCHIVO_ESQUEMA, generado);
    const enLaBase = generado.split('\n');
    const guardado = (await readFile(ARCHIVO_ESQUEMA, 'utf8')).split('\n');
    const lineas = Math.max(enLaBase.length, guardado.length);
    const distinta = Array.from({ length: lineas }, (_, i) => i).find((i) => enLaBase[i] !== guardado[i]);
    if (distinta !== undefined) {
      throw new Error(
        `api/src/database/esquema.ts no es el de las migraciones (línea ${distinta + 1}: «${enLaBase[distinta] ?? ''}» en ` +
          `la base, «${guardado[distinta] ?? ''}» en el archivo): corra npm run db:tipos`,
      );
    }
  });

  const interes = async () =>
    Number(
      (
        await db(prueba.dataSource.manager)
          .selectFrom('configuracion_organizacion')
          .select('interes_defecto')
          .executeTakeFirstOrThrow()
      ).interes_defecto,
    );

  it('dentro de dataSource.transaction, una escritura tipada la ve la consulta cruda y se revierte con ella', async () => {
    const antes = await interes();
    const revertida = prueba.dataSource.transaction(async (manager) => {
      const cambiadas = await db(manager)
        .updateTable('configuracion_organizacion')
        .set({ interes_defecto: antes + 1 })
        .where('id', '=', 1)
        .executeTakeFirst();
      expect(cambiadas.numUpdatedRows).toBe(1n);
      const [fila] = await manager.query(
        `SELECT interes_defecto FROM configuracion_organizacion WHERE id = 1`,
      );
      expect(Number(fila.interes_defecto)).toBe(antes + 1);
      // Fuera de la transacción todavía no se ve.
      expect(await interes()).toBe(antes);
      throw new Error('revertir');
    });
    await expect(revertida).rejects.toThrow('revertir');
    expect(await interes()).toBe(antes);
  });

  it('una escritura cruda en la transacción la lee la consulta tipada, y al confirmar queda', async () => {
    const antes = await interes();
    await prueba.dataSource.transaction(async (manager) => {
      await manager.query(`UPDATE configuracion_organizacion SET interes_defecto = $1 WHERE id = 1`, [
        antes + 2,
      ]);
      const fila = await db(manager)
        .selectFrom('configuracion_organizacion')
        .select('interes_defecto')
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      expect(Number(fila.interes_defecto)).toBe(antes + 2);
    });
    expect(await interes()).toBe(antes + 2);
  });
});
