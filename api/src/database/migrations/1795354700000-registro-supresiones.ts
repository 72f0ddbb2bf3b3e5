import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * El registro de supresiones (docs/decisiones/datos-personales.md, «Supresión y respaldos»): el id de cada cliente
 * suprimido y cuándo, sin ningún dato personal. Viaja en cada respaldo y, copiado en DATA_DIR/supresiones.log, vuelve
 * a aplicar tras una restauración las supresiones hechas después del respaldo. Los clientes ya suprimidos entran con
 * su fecha.
 *
 * La auditoría y los libros (de préstamos, mayor, entregas y diferencias de caja) siguen siendo de sólo agregar, con
 * una excepción: dentro de una supresión (la transacción fija `cartera.supresion = on`) una fila puede cambiar su texto
 * libre (detalles y datos de la auditoría, motivo, descripción, observaciones, concepto) y nada más: ni quién, qué,
 * cuándo, desde dónde ni con qué resultado, ni una cifra. Borrar o vaciar sigue prohibido.
 */
export class RegistroSupresiones1795354700000 implements MigrationInterface {
  name = 'RegistroSupresiones1795354700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(TABLA_SUPRESIONES);
    await queryRunner.query(
      `INSERT INTO supresiones (cliente_id, suprimido_en) SELECT id, suprimido_en FROM clientes WHERE suprimido_en IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE FUNCTION supresion_solo_texto(operacion text, antes jsonb, despues jsonb, columnas text[]) RETURNS boolean
      LANGUAGE sql STABLE AS $$
        SELECT operacion = 'UPDATE' AND current_setting('cartera.supresion', true) = 'on'
               AND (antes - columnas) = (despues - columnas)
      $$
    `);
    for (const { funcion, columnas, cuerpo } of INMUTABLES) {
      await queryRunner.query(`
        CREATE OR REPLACE FUNCTION ${funcion}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF supresion_solo_texto(TG_OP, to_jsonb(OLD), to_jsonb(NEW), ARRAY[${columnas.map((c) => `'${c}'`).join(', ')}]) THEN
            RETURN NEW;
          END IF;
          ${cuerpo}
        END
        $$
      `);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const { funcion, cuerpo } of INMUTABLES) {
      await queryRunner.query(`
        CREATE OR REPLACE FUNCTION ${funcion}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          ${cuerpo}
        END
        $$
      `);
    }
    await queryRunner.query(`DROP FUNCTION supresion_solo_texto(text, jsonb, jsonb, text[])`);
    await queryRunner.query(`DROP TABLE supresiones`);
  }
}

/** Los disparadores de sólo agregar, las columnas de texto libre que una supresión puede limpiar y su cuerpo de siempre. */
const INMUTABLES: ReadonlyArray<{ funcion: string; columnas: readonly string[]; cuerpo: string }> = [
  {
    funcion: 'auditoria_inmutable',
    columnas: ['detalles', 'datos_anteriores', 'datos_nuevos'],
    cuerpo: `RAISE EXCEPTION 'La auditoría no se puede modificar ni borrar (%)', TG_OP
            USING ERRCODE = 'insufficient_privilege';`,
  },
  {
    funcion: 'prestamos_movimientos_inmutable',
    columnas: ['motivo'],
    cuerpo: `RAISE EXCEPTION 'El libro de préstamos no admite cambios (%): las correcciones son asientos nuevos', TG_OP
            USING ERRCODE = 'P0001';`,
  },
  {
    funcion: 'contabilidad_inmutable',
    columnas: ['descripcion'],
    cuerpo: `RAISE EXCEPTION 'El libro mayor no admite cambios (%): las correcciones son reversos', TG_OP
            USING ERRCODE = 'P0001';`,
  },
  {
    funcion: 'caja_entregas_inmutable',
    columnas: ['observaciones'],
    cuerpo: `IF TG_OP = 'DELETE' OR OLD.estado = 'confirmada' THEN
            RAISE EXCEPTION 'Una entrega de caja confirmada no admite cambios: las correcciones son movimientos nuevos'
              USING ERRCODE = 'P0001';
          END IF;
          RETURN NEW;`,
  },
  {
    funcion: 'movimientos_caja_entrega_inmutable',
    columnas: ['concepto'],
    cuerpo: `IF OLD.entrega_id IS NOT NULL THEN
            RAISE EXCEPTION 'La diferencia de una entrega de caja no se modifica ni se borra' USING ERRCODE = 'P0001';
          END IF;
          RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;`,
  },
];

/** La tabla `supresiones`, como la crea `up`. */
const TABLA_SUPRESIONES = `
      CREATE TABLE supresiones (
        cliente_id uuid PRIMARY KEY,
        suprimido_en timestamptz NOT NULL DEFAULT now()
      )`;
