import { MigrationInterface, QueryRunner } from 'typeorm';
import { CUERPO_ASEGURAR_PERIODO_ABIERTO } from '../congelado/funciones-de-entonces';

/**
 * Cierre de periodos (docs/libro.md, «Cierre de periodos»; issue 38).
 *
 * `configuracion_organizacion.cerrado_hasta` es el último día cerrado (fin de un mes). Ninguna escritura de dinero
 * con fecha de negocio en un periodo cerrado pasa, la haga quien la haga: los disparadores del libro de préstamos
 * (desembolsos, cobros, reversiones, condonaciones, castigos…), de los cobros, de los movimientos y cierres de caja y
 * de los gastos de cobradores la rechazan con el SQLSTATE propio `CA001`, que la API traduce a 422 PERIODO_CERRADO.
 * Reabrir (mover la fecha atrás o quitarla) es del administrador y queda en la auditoría.
 */
export class CierreDePeriodos1795353300000 implements MigrationInterface {
  name = 'CierreDePeriodos1795353300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE configuracion_organizacion ADD COLUMN cerrado_hasta date NULL`);
    await queryRunner.query(`
      CREATE FUNCTION asegurar_periodo_abierto(dia date) RETURNS void LANGUAGE plpgsql AS $$${CUERPO_ASEGURAR_PERIODO_ABIERTO}`);
    await queryRunner.query(`
      CREATE FUNCTION periodo_abierto_disparador() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM asegurar_periodo_abierto(OLD.fecha); END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM asegurar_periodo_abierto(NEW.fecha); END IF;
        IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
        RETURN NEW;
      END $$`);
    for (const [tabla, columnas] of Object.entries(TABLAS)) {
      await queryRunner.query(`
        CREATE TRIGGER ${tabla}_periodo_abierto BEFORE INSERT OR UPDATE OF ${columnas.join(', ')} OR DELETE ON ${tabla}
        FOR EACH ROW EXECUTE FUNCTION periodo_abierto_disparador()`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const tabla of Object.keys(TABLAS)) await queryRunner.query(`DROP TRIGGER ${tabla}_periodo_abierto ON ${tabla}`);
    await queryRunner.query(`DROP FUNCTION periodo_abierto_disparador()`);
    await queryRunner.query(`DROP FUNCTION asegurar_periodo_abierto(date)`);
    await queryRunner.query(`ALTER TABLE configuracion_organizacion DROP COLUMN cerrado_hasta`);
  }
}

/**
 * Las tablas con fecha de negocio que mueven dinero, y las columnas cuyo cambio mueve dinero: entregar la caja de un
 * cobrador (marcar sus cobros y gastos con la entrega) no cambia lo que pasó en un periodo cerrado; cambiar un monto,
 * una fecha o rechazar un gasto, sí. La confirmación de una entrega escribe su diferencia en `movimientos_caja` con
 * la fecha del día en que se confirma.
 */
const TABLAS: Record<string, readonly string[]> = {
  prestamos_movimientos: ['fecha', 'monto', 'efectivo'],
  cobros: ['fecha', 'monto', 'prestamo_id'],
  movimientos_caja: ['fecha', 'monto', 'tipo', 'categoria'],
  caja_gastos: ['fecha', 'monto', 'estado'],
};
