import { MigrationInterface, QueryRunner } from 'typeorm';
import { agregarValores, quitarValores } from '../congelado/restricciones';
import { agregarCuentas, cuentaDelPlan, valoresNuevos } from '../congelado/sql-comun';

/**
 * Extractos, recaudos por aplicar y conciliación (docs/decisiones/pagos-por-transferencia.md):
 * - `pagos_cuentas.columnas_extracto`: las columnas del extracto de su banco, recordadas del último que se importó.
 * - `pagos_extractos`: cada archivo importado y su resumen.
 * - `pagos_extracto_lineas`: cada crédito (o débito) visto en una cuenta, una sola vez por cuenta y clave (la huella
 *   SHA-256 de `clavesLineasExtracto`: importar otra vez el mismo extracto no agrega nada). También los pagos de la
 *   pasarela cuya referencia no es de ningún préstamo (origen wompi), que entran al suspenso como una línea más.
 *   Estados de paso: `por_cruzar` (la importación la está cruzando; la siguiente importación de la cuenta retoma las
 *   que una caída dejó así) y `aplicando` (la oficina la está aplicando). `anulada`: un pago de la pasarela anulado
 *   antes de aplicarse.
 * - `pagos_lineas_cobros`: los cobros con que se concilió o aplicó cada línea (uno, o varios con un reparto).
 * - La cuenta «Recaudos por aplicar» (280505, bajo 2805) y los comprobantes que la mueven.
 */
// Valores congelados: los de este día.
const CUENTA = cuentaDelPlan('recaudos_por_aplicar', '280505', 'Recaudos por aplicar', 'pasivo', 'credito');

export class ExtractosSuspenso1795356000000 implements MigrationInterface {
  name = 'ExtractosSuspenso1795356000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await agregarValores(queryRunner, RESTRICCIONES);
    await agregarCuentas(queryRunner, [CUENTA], true);
    await queryRunner.query(`ALTER TABLE pagos_cuentas ADD COLUMN columnas_extracto jsonb NULL`);
    await queryRunner.query(`
      CREATE TABLE pagos_extractos (
        id uuid PRIMARY KEY DEFAULT uuid_v7(),
        cuenta_pago_id uuid NOT NULL REFERENCES pagos_cuentas (id) ON DELETE RESTRICT,
        archivo text NOT NULL CHECK (length(archivo) <= 200),
        lineas integer NOT NULL,
        conciliadas integer NOT NULL,
        en_suspenso integer NOT NULL,
        repetidas integer NOT NULL,
        debitos integer NOT NULL,
        cargado_por uuid NULL REFERENCES usuarios (id) ON DELETE RESTRICT,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE pagos_extracto_lineas (
        id uuid PRIMARY KEY DEFAULT uuid_v7(),
        cuenta_pago_id uuid NOT NULL REFERENCES pagos_cuentas (id) ON DELETE RESTRICT,
        extracto_id uuid NULL REFERENCES pagos_extractos (id) ON DELETE RESTRICT,
        evento_id uuid NULL UNIQUE REFERENCES pagos_eventos (id) ON DELETE RESTRICT,
        origen text NOT NULL CHECK (origen IN ('extracto', 'wompi')),
        clave text NOT NULL,
        -- La fila del archivo (el orden del extracto); null en un evento de la pasarela.
        fila integer NULL,
        fecha date NOT NULL,
        descripcion text NOT NULL CHECK (length(descripcion) <= 300),
        valor numeric(14, 2) NOT NULL,
        referencia text NULL CHECK (length(referencia) <= 120),
        estado text NOT NULL CHECK (estado IN ('por_cruzar', 'conciliada', 'en_suspenso', 'aplicando', 'aplicada', 'no_es_nuestro', 'anulada', 'debito')),
        cruce text NULL CHECK (cruce IN ('referencia', 'cedula', 'transferencia', 'cobro')),
        transferencia_id uuid NULL REFERENCES pagos_transferencias (id) ON DELETE SET NULL,
        decidido_por uuid NULL REFERENCES usuarios (id) ON DELETE RESTRICT,
        decidido_en timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pagos_extracto_lineas_una_vez UNIQUE (cuenta_pago_id, clave),
        CONSTRAINT pagos_extracto_lineas_origen CHECK ((origen = 'extracto') = (extracto_id IS NOT NULL) AND (origen = 'wompi') = (evento_id IS NOT NULL)),
        CONSTRAINT pagos_extracto_lineas_debito CHECK ((estado = 'debito') = (valor <= 0))
      )`);
    await queryRunner.query(
      `CREATE INDEX pagos_extracto_lineas_extracto_idx ON pagos_extracto_lineas (extracto_id)`,
    );
    await queryRunner.query(
      `CREATE INDEX pagos_extracto_lineas_suspenso_idx ON pagos_extracto_lineas (fecha) WHERE estado IN ('en_suspenso', 'aplicando')`,
    );
    await queryRunner.query(
      `CREATE INDEX pagos_extracto_lineas_cuenta_fecha_idx ON pagos_extracto_lineas (cuenta_pago_id, fecha)`,
    );
    await queryRunner.query(`
      CREATE TABLE pagos_lineas_cobros (
        linea_id uuid NOT NULL REFERENCES pagos_extracto_lineas (id) ON DELETE RESTRICT,
        prestamo_id uuid NOT NULL REFERENCES prestamos (id) ON DELETE CASCADE,
        cobro_id uuid NULL UNIQUE REFERENCES cobros (id) ON DELETE SET NULL,
        monto numeric(14, 2) NOT NULL CHECK (monto > 0),
        PRIMARY KEY (linea_id, prestamo_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE pagos_lineas_cobros`);
    await queryRunner.query(`DROP TABLE pagos_extracto_lineas`);
    await queryRunner.query(`DROP TABLE pagos_extractos`);
    await queryRunner.query(`ALTER TABLE pagos_cuentas DROP COLUMN columnas_extracto`);
    await queryRunner.query(
      `DELETE FROM contabilidad_cuentas WHERE clave = $1
       AND NOT EXISTS (SELECT 1 FROM contabilidad_lineas l WHERE l.cuenta_id = contabilidad_cuentas.id)`,
      [CUENTA.clave],
    );
    await quitarValores(queryRunner, RESTRICCIONES);
  }
}

/** Los valores que esta migración agrega a las restricciones `columna IN (…)` (y su `down` quita). */
const RESTRICCIONES = [
  valoresNuevos('contabilidad_asientos', 'tipo', ['recaudo_por_aplicar', 'aplicacion_recaudo']),
  valoresNuevos('contabilidad_asientos', 'origen', ['extracto']),
  valoresNuevos('pagos_eventos', 'resultado', ['suspenso']),
];
