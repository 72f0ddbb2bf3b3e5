import { MigrationInterface, QueryRunner } from 'typeorm';
import { agregarValores, quitarValores } from '../congelado/restricciones';
import { valoresNuevos } from '../congelado/sql-comun';

/**
 * La devolución de un recaudo que no es nuestro (docs/decisiones/pagos-por-transferencia.md, «Devolver lo que no es
 * nuestro»): la línea queda `devuelta` con la fecha y la referencia del banco de la devolución, y su comprobante
 * (`devolucion_recaudo`: 2805 al débito, la subcuenta del banco al crédito).
 */
export class DevolucionRecaudos1795356900000 implements MigrationInterface {
  name = 'DevolucionRecaudos1795356900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await agregarValores(queryRunner, RESTRICCIONES);
    await queryRunner.query(`
      ALTER TABLE pagos_extracto_lineas
        ADD COLUMN devolucion_fecha date NULL,
        ADD COLUMN devolucion_referencia text NULL CHECK (length(devolucion_referencia) <= 60),
        ADD CONSTRAINT pagos_extracto_lineas_devuelta CHECK ((estado = 'devuelta') = (devolucion_fecha IS NOT NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE pagos_extracto_lineas
        DROP CONSTRAINT pagos_extracto_lineas_devuelta,
        DROP COLUMN devolucion_referencia,
        DROP COLUMN devolucion_fecha`);
    await quitarValores(queryRunner, RESTRICCIONES);
  }
}

/** Valores congelados, los de este día, que esta migración agrega a las restricciones (y su `down` quita). */
const RESTRICCIONES = [
  valoresNuevos('contabilidad_asientos', 'tipo', ['devolucion_recaudo']),
  valoresNuevos('pagos_extracto_lineas', 'estado', ['devuelta']),
];
