import { MigrationInterface, QueryRunner } from 'typeorm';

/** Las cuentas del fondeo en una instalación que ya tenía su plan (valores congelados: los de este día). */
const CUENTAS_FONDEO = [
  { clave: 'bancos', codigo: '111005', nombre: 'Bancos', clase: 'activo', naturaleza: 'debito' },
  {
    clave: 'aportes_dueno',
    codigo: '310510',
    nombre: 'Capital — aportes y retiros del dueño',
    clase: 'patrimonio',
    naturaleza: 'credito',
  },
  {
    clave: 'prestamos_recibidos',
    codigo: '219505',
    nombre: 'Préstamos recibidos de terceros',
    clase: 'pasivo',
    naturaleza: 'credito',
  },
];
const CATEGORIAS_FONDEO = ['capital', 'banco', 'prestamo_recibido'];

/** Las categorías que admite hoy la restricción de movimientos_caja (otras migraciones pueden haber agregado). */
async function categoriasActuales(queryRunner: QueryRunner): Promise<string[]> {
  const [fila]: Array<{ definicion: string }> = await queryRunner.query(
    `SELECT pg_get_constraintdef(oid) AS definicion FROM pg_constraint
     WHERE conname = 'movimientos_caja_categoria_check' AND conrelid = 'movimientos_caja'::regclass`,
  );
  return [...(fila?.definicion ?? '').matchAll(/'([a-z_]+)'/g)].map((m) => m[1]);
}

async function restringirCategorias(queryRunner: QueryRunner, categorias: string[]): Promise<void> {
  await queryRunner.query(`
    ALTER TABLE movimientos_caja
      DROP CONSTRAINT movimientos_caja_categoria_check,
      ADD CONSTRAINT movimientos_caja_categoria_check
        CHECK (categoria IN (${categorias.map((c) => `'${c}'`).join(', ')}))`);
}

/**
 * Fondeo de la caja de la oficina (docs/decisiones/fondeo-de-la-caja.md; issue 50, punto 6):
 * - `movimientos_caja`: las categorías `capital` (aporte o retiro del dueño), `banco` (entre la caja y el banco) y
 *   `prestamo_recibido` (préstamo de un tercero o abono a él), que no son ingreso ni gasto.
 * - El libro mayor: sus cuentas (Bancos, aportes y retiros del dueño, préstamos recibidos).
 * - `configuracion_organizacion.caja_insuficiente`: un desembolso mayor que la caja se avisa (por defecto) o se
 *   rechaza.
 */
export class FondeoDeLaCaja1795355200000 implements MigrationInterface {
  name = 'FondeoDeLaCaja1795355200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const actuales = await categoriasActuales(queryRunner);
    await restringirCategorias(queryRunner, [...new Set([...actuales, ...CATEGORIAS_FONDEO])]);
    for (const cuenta of CUENTAS_FONDEO) {
      await queryRunner.query(
        `INSERT INTO contabilidad_cuentas (clave, codigo, nombre, clase, naturaleza) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING`,
        [cuenta.clave, cuenta.codigo, cuenta.nombre, cuenta.clase, cuenta.naturaleza],
      );
    }
    await queryRunner.query(`
      ALTER TABLE configuracion_organizacion
        ADD COLUMN caja_insuficiente text NOT NULL DEFAULT 'advertir'
          CONSTRAINT configuracion_caja_insuficiente_check CHECK (caja_insuficiente IN ('advertir', 'rechazar'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE configuracion_organizacion DROP COLUMN caja_insuficiente`);
    await queryRunner.query(
      `DELETE FROM contabilidad_cuentas WHERE clave = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM contabilidad_lineas l WHERE l.cuenta_id = contabilidad_cuentas.id)`,
      [CUENTAS_FONDEO.map((c) => c.clave)],
    );
    await queryRunner.query(`DELETE FROM movimientos_caja WHERE categoria = ANY($1::text[])`, [CATEGORIAS_FONDEO]);
    const actuales = await categoriasActuales(queryRunner);
    await restringirCategorias(
      queryRunner,
      actuales.filter((c) => !CATEGORIAS_FONDEO.includes(c)),
    );
  }
}
