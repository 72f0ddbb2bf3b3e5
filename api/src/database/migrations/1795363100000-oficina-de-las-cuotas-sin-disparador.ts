import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  quitarOficinaPorLlave,
  quitarUnicaConOficina,
  sentenciasOficinaPorLlave,
  unicaConOficina,
  type HijaPorLlave,
} from '../congelado/oficina-por-llave';

/**
 * Las cuotas, el libro de préstamos y las aplicaciones de cobros se escriben en lotes (el libro, la importación, el
 * plan): su oficina la manda quien escribe y la garantiza una llave foránea compuesta con ON UPDATE CASCADE, no un
 * disparador por fila (docs/decisiones/oficinas.md, issue 68).
 */
export class OficinaDeLasCuotasSinDisparador1795363100000 implements MigrationInterface {
  name = 'OficinaDeLasCuotasSinDisparador1795363100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`SELECT set_config('app.oficinas', 'todas', true)`);
    for (const padre of PADRES) await queryRunner.query(unicaConOficina(padre));
    for (const hija of HIJAS) {
      for (const sentencia of sentenciasOficinaPorLlave(hija)) await queryRunner.query(sentencia);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`SELECT set_config('app.oficinas', 'todas', true)`);
    for (const hija of [...HIJAS].reverse()) {
      for (const sentencia of quitarOficinaPorLlave(hija)) await queryRunner.query(sentencia);
    }
    for (const padre of PADRES) await queryRunner.query(quitarUnicaConOficina(padre));
  }
}

const HIJAS: readonly HijaPorLlave[] = [
  { tabla: 'cuotas', columna: 'prestamo_id', padre: 'prestamos', alBorrar: 'CASCADE' },
  { tabla: 'prestamos_movimientos', columna: 'prestamo_id', padre: 'prestamos', alBorrar: 'RESTRICT' },
  { tabla: 'cobros_aplicaciones', columna: 'cobro_id', padre: 'cobros', alBorrar: 'CASCADE' },
];

const PADRES: readonly string[] = ['prestamos', 'cobros'];
