import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Los términos que propone el formulario de un préstamo nuevo, ajustes de la organización junto al interés
 * (docs/decisiones/cifras-y-valores-por-defecto.md): cuotas (1 a 1000), modalidad y tipo de amortización. Por defecto,
 * los de un cobro diario: 30 cuotas diarias de cuota fija («amortizable»). Las listas van escritas aquí (una migración
 * no importa dominio: docs/decisiones/migraciones-congeladas.md).
 */
export class TerminosPrestamoDefecto1795362000000 implements MigrationInterface {
  name = 'TerminosPrestamoDefecto1795362000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE configuracion_organizacion
       ADD COLUMN cuotas_defecto integer NOT NULL DEFAULT 30 CHECK (cuotas_defecto BETWEEN 1 AND 1000),
       ADD COLUMN modalidad_defecto text NOT NULL DEFAULT 'diario'
         CHECK (modalidad_defecto IN ('diario', 'semanal', 'quincenal', 'mensual')),
       ADD COLUMN tipo_amortizacion_defecto text NOT NULL DEFAULT 'amortizable'
         CHECK (tipo_amortizacion_defecto IN ('capital_final', 'amortizable', 'interes_adelantado'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE configuracion_organizacion
       DROP COLUMN IF EXISTS cuotas_defecto,
       DROP COLUMN IF EXISTS modalidad_defecto,
       DROP COLUMN IF EXISTS tipo_amortizacion_defecto`,
    );
  }
}
