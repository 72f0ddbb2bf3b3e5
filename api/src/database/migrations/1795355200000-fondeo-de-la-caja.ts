import { MigrationInterface, QueryRunner } from 'typeorm';
import {
  agregarCuentas,
  CHECK_EN_OTRA_LINEA,
  cuentaDelPlan,
  reemplazarRestriccion,
  valoresDeRestriccion,
} from '../congelado/sql-comun';

/** Las cuentas del fondeo en una instalación que ya tenía su plan (valores congelados: los de este día). */
const CUENTAS_FONDEO = [
  cuentaDelPlan('bancos', '111005', 'Bancos', 'activo', 'debito'),
  cuentaDelPlan('aportes_dueno', '310510', 'Capital — aportes y retiros del dueño', 'patrimonio', 'credito'),
  cuentaDelPlan('prestamos_recibidos', '219505', 'Préstamos recibidos de terceros', 'pasivo', 'credito'),
];
const CATEGORIAS_FONDEO = ['capital', 'banco', 'prestamo_recibido'];
const CATEGORIAS = { tabla: 'movimientos_caja', nombre: 'movimientos_caja_categoria_check', columna: 'categoria' };

/** Las categorías que admite hoy la restricción de movimientos_caja (otras migraciones pueden haber agregado). */
const categoriasActuales = (queryRunner: QueryRunner) => valoresDeRestriccion(queryRunner, CATEGORIAS);

/** Deja en la restricción de movimientos_caja exactamente las `categorias`. */
const restringirCategorias = (queryRunner: QueryRunner, categorias: string[]) =>
  reemplazarRestriccion(queryRunner, CATEGORIAS, categorias, CHECK_EN_OTRA_LINEA);

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
    await agregarCuentas(queryRunner, CUENTAS_FONDEO);
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
