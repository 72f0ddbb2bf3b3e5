import { MigrationInterface, QueryRunner } from 'typeorm';
import { agregarValores, quitarValores } from '../congelado/restricciones';
import { agregarCuentas, cuentaDelPlan, valoresNuevos } from '../congelado/sql-comun';

/**
 * Los débitos del banco y la conciliación por saldos (docs/decisiones/conciliacion-bancaria.md):
 * - Las cuentas 530505 «Gastos bancarios», 531520 «Gravamen a los movimientos financieros» y 139595 «Partidas por
 *   identificar — débitos bancarios», y los comprobantes que las mueven (`debito_bancario`, `reclasificacion_debito`).
 * - `pagos_reglas_debito`: las reglas que edita la oficina (patrón de la descripción → cuenta), con las de siempre.
 * - `pagos_extracto_lineas`: el saldo del banco de cada línea (si el archivo lo trae), la cuenta a la que se contabilizó
 *   un débito, la línea devuelta cuya devolución muestra un débito (`devolucion_de`: su comprobante ya es el de la
 *   devolución), y los estados `por_identificar`, `por_confirmar` (repite otra del mismo extracto) y `duplicado`.
 * Los débitos guardados antes de esta migración no se contabilizan aquí (una fecha en un periodo cerrado no se puede
 * escribir): la conciliación los muestra como líneas del extracto sin contabilizar.
 */
// Valores congelados: los de este día.
const CUENTAS = [
  cuentaDelPlan('gastos_bancarios', '530505', 'Gastos bancarios', 'gasto', 'debito'),
  cuentaDelPlan('gravamen_movimientos', '531520', 'Gravamen a los movimientos financieros', 'gasto', 'debito'),
  cuentaDelPlan('debitos_por_identificar', '139595', 'Partidas por identificar — débitos bancarios', 'activo', 'debito'),
];
const REGLAS = [
  ['COMISION', 'gastos_bancarios'],
  ['CUOTA DE MANEJO', 'gastos_bancarios'],
  ['CUOTA MANEJO', 'gastos_bancarios'],
  ['IVA COMISION', 'gastos_bancarios'],
  ['GMF', 'gravamen_movimientos'],
  ['4X1000', 'gravamen_movimientos'],
  ['4 X 1000', 'gravamen_movimientos'],
  ['GRAVAMEN', 'gravamen_movimientos'],
];

export class ConciliacionBancaria1795361700000 implements MigrationInterface {
  name = 'ConciliacionBancaria1795361700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await agregarValores(queryRunner, RESTRICCIONES);
    await agregarCuentas(queryRunner, CUENTAS, true);
    await queryRunner.query(`
      ALTER TABLE pagos_extracto_lineas
        DROP CONSTRAINT pagos_extracto_lineas_debito,
        ADD CONSTRAINT pagos_extracto_lineas_debito CHECK (
          CASE WHEN valor <= 0 THEN estado IN ('debito', 'por_identificar', 'por_confirmar', 'duplicado')
               ELSE estado NOT IN ('debito', 'por_identificar') END),
        ADD COLUMN saldo numeric(16, 2) NULL,
        ADD COLUMN contrapartida_id uuid NULL REFERENCES contabilidad_cuentas (id) ON DELETE RESTRICT,
        ADD COLUMN devolucion_de uuid NULL UNIQUE REFERENCES pagos_extracto_lineas (id) ON DELETE RESTRICT`);
    await queryRunner.query(`
      CREATE INDEX pagos_extracto_lineas_pendientes_idx ON pagos_extracto_lineas (cuenta_pago_id, fecha)
        WHERE estado IN ('por_identificar', 'por_confirmar')`);
    await queryRunner.query(`
      CREATE TABLE pagos_reglas_debito (
        id uuid PRIMARY KEY DEFAULT uuid_v7(),
        patron text NOT NULL CHECK (length(patron) BETWEEN 2 AND 60),
        -- El patrón como se compara (sin tildes, en mayúsculas): uno por regla.
        patron_normal text NOT NULL UNIQUE,
        cuenta_id uuid NOT NULL REFERENCES contabilidad_cuentas (id) ON DELETE RESTRICT,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    for (const [patron, clave] of REGLAS)
      await queryRunner.query(
        `INSERT INTO pagos_reglas_debito (patron, patron_normal, cuenta_id)
         SELECT $1, $1, id FROM contabilidad_cuentas WHERE clave = $2 ON CONFLICT DO NOTHING`,
        [patron, clave],
      );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE pagos_reglas_debito`);
    await queryRunner.query(`DROP INDEX pagos_extracto_lineas_pendientes_idx`);
    await queryRunner.query(`UPDATE pagos_extracto_lineas SET estado = 'debito' WHERE estado IN ('por_identificar', 'por_confirmar', 'duplicado') AND valor <= 0`);
    await queryRunner.query(`UPDATE pagos_extracto_lineas SET estado = 'por_cruzar' WHERE estado IN ('por_confirmar', 'duplicado')`);
    await queryRunner.query(`
      ALTER TABLE pagos_extracto_lineas
        DROP COLUMN devolucion_de,
        DROP COLUMN contrapartida_id,
        DROP COLUMN saldo,
        DROP CONSTRAINT pagos_extracto_lineas_debito,
        ADD CONSTRAINT pagos_extracto_lineas_debito CHECK ((estado = 'debito') = (valor <= 0))`);
    await queryRunner.query(
      `DELETE FROM contabilidad_cuentas WHERE clave = ANY($1)
       AND NOT EXISTS (SELECT 1 FROM contabilidad_lineas l WHERE l.cuenta_id = contabilidad_cuentas.id)`,
      [CUENTAS.map((c) => c.clave)],
    );
    await quitarValores(queryRunner, RESTRICCIONES);
  }
}

/** Los valores que esta migración agrega a las restricciones `columna IN (…)` (y su `down` quita). */
const RESTRICCIONES = [
  valoresNuevos('contabilidad_asientos', 'tipo', ['debito_bancario', 'reclasificacion_debito']),
  valoresNuevos('pagos_extracto_lineas', 'estado', ['por_identificar', 'por_confirmar', 'duplicado']),
];
