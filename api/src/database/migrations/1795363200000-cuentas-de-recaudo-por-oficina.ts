import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quitarOficinaDelPadre, sentenciasOficinaDelPadre, type TablaHija } from '../congelado/oficina-del-padre';
import { quitarPorOficina, sentenciasPorOficina } from '../congelado/politicas';

/**
 * Las cuentas de recaudo por oficina (docs/decisiones/cuentas-de-recaudo-por-oficina.md, issue 68):
 * - `pagos_cuentas.oficina_id NOT NULL`: las que existen, en la oficina principal (`oficina_por_defecto()`, también el
 *   valor por omisión de quien no la dice: la API siempre la dice).
 * - Sus extractos y las líneas de sus extractos (y de la pasarela) llevan la oficina de su cuenta, copiada por un
 *   disparador al insertar y seguida cuando la cuenta cambia de oficina (congelado/oficina-del-padre.ts).
 * - Un evento de la pasarela lleva la oficina del préstamo que paga (NULL si no nombra ninguno: sólo lo ve quien ve
 *   todas las oficinas, `= ANY` con NULL no es verdadero) y la sigue si el préstamo cambia de oficina.
 * - Seguridad por filas (`por_oficina`) en las cuatro.
 */
export class CuentasDeRecaudoPorOficina1795363200000 implements MigrationInterface {
  name = 'CuentasDeRecaudoPorOficina1795363200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // La migración lee y escribe todas las oficinas (el dueño también pasa por las políticas: FORCE).
    await queryRunner.query(`SELECT set_config('app.oficinas', 'todas', true)`);
    const sentencias = [
      `ALTER TABLE pagos_cuentas
         ADD COLUMN oficina_id uuid NOT NULL DEFAULT oficina_por_defecto() REFERENCES oficinas (id) ON DELETE RESTRICT`,
      `CREATE INDEX pagos_cuentas_oficina_idx ON pagos_cuentas (oficina_id, nombre)`,
      ...sentenciasPorOficina('pagos_cuentas'),
      ...HIJAS.flatMap(([hija, indice]) => [
        ...sentenciasOficinaDelPadre(hija),
        `CREATE INDEX ${hija.tabla}_oficina_idx ON ${hija.tabla} (oficina_id, ${indice})`,
        ...sentenciasPorOficina(hija.tabla),
      ]),
      ...EVENTOS,
      ...sentenciasPorOficina('pagos_eventos'),
    ];
    for (const sentencia of sentencias) await queryRunner.query(sentencia);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`SELECT set_config('app.oficinas', 'todas', true)`);
    const sentencias = [
      ...quitarPorOficina('pagos_eventos'),
      `DROP TRIGGER prestamos_oficina_a_pagos_eventos ON prestamos`,
      `DROP FUNCTION prestamos_oficina_a_pagos_eventos()`,
      `DROP TRIGGER pagos_eventos_oficina ON pagos_eventos`,
      `DROP FUNCTION pagos_eventos_oficina()`,
      `ALTER TABLE pagos_eventos DROP COLUMN oficina_id`,
      ...[...HIJAS].reverse().flatMap(([hija]) => [...quitarPorOficina(hija.tabla), ...quitarOficinaDelPadre(hija)]),
      ...quitarPorOficina('pagos_cuentas'),
      `ALTER TABLE pagos_cuentas DROP COLUMN oficina_id`,
    ];
    for (const sentencia of sentencias) await queryRunner.query(sentencia);
  }
}

/** Lo que cuelga de una cuenta de recaudo, después de ella, y las columnas que siguen a la oficina en su índice. */
const HIJAS: readonly [hija: TablaHija, indice: string][] = [
  [{ tabla: 'pagos_extractos', columna: 'cuenta_pago_id', padre: 'pagos_cuentas' }, 'created_at'],
  [{ tabla: 'pagos_extracto_lineas', columna: 'cuenta_pago_id', padre: 'pagos_cuentas' }, 'fecha'],
];

/**
 * La oficina de un evento de la pasarela, la de su préstamo: NULL sin préstamo (no lo ve un gerente). Al insertar o
 * cuando cambia su préstamo, y cuando el préstamo cambia de oficina.
 */
const EVENTOS = [
  `ALTER TABLE pagos_eventos ADD COLUMN oficina_id uuid NULL REFERENCES oficinas (id) ON DELETE RESTRICT`,
  `UPDATE pagos_eventos e SET oficina_id = p.oficina_id FROM prestamos p WHERE p.id = e.prestamo_id`,
  `CREATE FUNCTION pagos_eventos_oficina() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.oficina_id := (SELECT oficina_id FROM prestamos WHERE id = NEW.prestamo_id);
      RETURN NEW;
    END $$`,
  `CREATE TRIGGER pagos_eventos_oficina BEFORE INSERT OR UPDATE OF prestamo_id, oficina_id ON pagos_eventos
    FOR EACH ROW EXECUTE FUNCTION pagos_eventos_oficina()`,
  `CREATE FUNCTION prestamos_oficina_a_pagos_eventos() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE pagos_eventos SET oficina_id = NEW.oficina_id WHERE prestamo_id = NEW.id;
      RETURN NULL;
    END $$`,
  `CREATE TRIGGER prestamos_oficina_a_pagos_eventos AFTER UPDATE OF oficina_id ON prestamos
    FOR EACH ROW WHEN (OLD.oficina_id IS DISTINCT FROM NEW.oficina_id) EXECUTE FUNCTION prestamos_oficina_a_pagos_eventos()`,
  `CREATE INDEX pagos_eventos_oficina_idx ON pagos_eventos (oficina_id, created_at)`,
];
