import type { MigrationInterface, QueryRunner } from 'typeorm';
import { agregarValores, quitarValores } from '../congelado/restricciones';
import { valoresNuevos } from '../congelado/sql-comun';

/**
 * Los libros por oficina (docs/decisiones/libros-por-oficina.md, issue 68):
 * - `oficina_id` en cada línea del mayor y en los saldos por mes: las que ya existen toman la oficina de su préstamo,
 *   de su cobro o de su cliente y, sin ellos (caja de la oficina, gastos, entregas, fondeo, saldo inicial), la primera
 *   oficina (la principal). Un índice que empieza por ella para los balances de una oficina.
 * - El cuadre de un comprobante se exige en cada oficina: sus débitos igualan sus créditos oficina por oficina.
 * - Las cuentas recíprocas entre oficinas: 138590 «Cuentas por cobrar a oficinas» y 238590 «Cuentas por pagar a
 *   oficinas», y `caja_transferencias_oficinas`, el efectivo que la caja de una oficina manda a la de otra, con su
 *   comprobante (tipo y origen `transferencia_oficinas`).
 */
export class LibrosPorOficina1795362600000 implements MigrationInterface {
  name = 'LibrosPorOficina1795362600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await agregarValores(queryRunner, RESTRICCIONES);
    await queryRunner.query(
      `INSERT INTO contabilidad_cuentas (clave, codigo, nombre, clase, naturaleza) VALUES
        ('por_cobrar_oficinas', '138590', 'Cuentas por cobrar a oficinas', 'activo', 'debito'),
        ('por_pagar_oficinas', '238590', 'Cuentas por pagar a oficinas', 'pasivo', 'credito')
       ON CONFLICT DO NOTHING`,
    );
    await queryRunner.query(`
      CREATE TABLE caja_transferencias_oficinas (
        id uuid PRIMARY KEY DEFAULT uuid_v7(),
        fecha date NOT NULL,
        origen_id uuid NOT NULL REFERENCES oficinas (id) ON DELETE RESTRICT,
        destino_id uuid NOT NULL REFERENCES oficinas (id) ON DELETE RESTRICT,
        monto numeric(16,2) NOT NULL CHECK (monto > 0),
        concepto text NOT NULL CHECK (length(concepto) BETWEEN 1 AND 200),
        registrado_por uuid NULL REFERENCES usuarios (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT caja_transferencias_oficinas_otra CHECK (origen_id <> destino_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX caja_transferencias_oficinas_origen_idx ON caja_transferencias_oficinas (origen_id, fecha)`,
    );
    await queryRunner.query(
      `CREATE INDEX caja_transferencias_oficinas_destino_idx ON caja_transferencias_oficinas (destino_id, fecha)`,
    );

    await queryRunner.query(
      `ALTER TABLE contabilidad_lineas ADD COLUMN oficina_id uuid NULL REFERENCES oficinas (id) ON DELETE RESTRICT`,
    );
    // Las líneas no admiten UPDATE (contabilidad_inmutable): sólo esta migración les pone su oficina, una vez.
    await queryRunner.query(`ALTER TABLE contabilidad_lineas DISABLE TRIGGER contabilidad_lineas_inmutable`);
    await queryRunner.query(`
      UPDATE contabilidad_lineas l SET oficina_id = coalesce(
        (SELECT p.oficina_id FROM prestamos p WHERE p.id = l.prestamo_id),
        (SELECT c.oficina_id FROM cobros c WHERE c.id = l.cobro_id),
        (SELECT cl.oficina_id FROM clientes cl WHERE cl.id = l.cliente_id),
        (SELECT p.oficina_id FROM contabilidad_lineas o JOIN prestamos p ON p.id = o.prestamo_id
          WHERE o.asiento_id = l.asiento_id ORDER BY o.id LIMIT 1),
        oficina_por_defecto())`);
    await queryRunner.query(`ALTER TABLE contabilidad_lineas ENABLE TRIGGER contabilidad_lineas_inmutable`);
    // El núcleo la escribe siempre; quien escribe líneas a mano (una carga de datos, una prueba) cae en la principal.
    await queryRunner.query(
      `ALTER TABLE contabilidad_lineas ALTER COLUMN oficina_id SET NOT NULL, ALTER COLUMN oficina_id SET DEFAULT oficina_por_defecto()`,
    );
    await queryRunner.query(`
      CREATE INDEX contabilidad_lineas_oficina_idx ON contabilidad_lineas (oficina_id, fecha, cuenta_id)
      INCLUDE (debito, credito)`);

    // Los saldos por mes se rehacen por oficina desde las líneas (son sus sumas: nada se pierde).
    await queryRunner.query(`DELETE FROM contabilidad_saldos_mes`);
    await queryRunner.query(
      `ALTER TABLE contabilidad_saldos_mes ADD COLUMN oficina_id uuid NOT NULL DEFAULT oficina_por_defecto() REFERENCES oficinas (id) ON DELETE RESTRICT`,
    );
    await queryRunner.query(`
      INSERT INTO contabilidad_saldos_mes (oficina_id, cuenta_id, mes, debitos, creditos)
      SELECT oficina_id, cuenta_id, date_trunc('month', fecha)::date, sum(debito), sum(credito)
      FROM contabilidad_lineas GROUP BY 1, 2, 3`);
    await queryRunner.query(`
      CREATE INDEX contabilidad_saldos_mes_oficina_idx ON contabilidad_saldos_mes (oficina_id, mes, cuenta_id)
      INCLUDE (debitos, creditos)`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION contabilidad_saldos_sumar() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO contabilidad_saldos_mes (oficina_id, cuenta_id, mes, debitos, creditos)
        SELECT oficina_id, cuenta_id, date_trunc('month', fecha)::date, sum(debito), sum(credito)
        FROM nuevas GROUP BY 1, 2, 3;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION contabilidad_saldos_compactar() RETURNS void LANGUAGE sql AS $$
        WITH borradas AS (DELETE FROM contabilidad_saldos_mes RETURNING oficina_id, cuenta_id, mes, debitos, creditos)
        INSERT INTO contabilidad_saldos_mes (oficina_id, cuenta_id, mes, debitos, creditos)
        SELECT oficina_id, cuenta_id, mes, sum(debitos), sum(creditos) FROM borradas GROUP BY oficina_id, cuenta_id, mes
      $$`);

    // El cuadre, en cada oficina del comprobante.
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION contabilidad_asiento_completo() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        d numeric;
        c numeric;
        n int;
        oficina uuid;
      BEGIN
        SELECT coalesce(sum(debito), 0), coalesce(sum(credito), 0), count(*) INTO d, c, n
        FROM contabilidad_lineas WHERE asiento_id = NEW.id;
        IF n = 0 THEN
          RAISE EXCEPTION 'El comprobante % no tiene líneas', NEW.id USING ERRCODE = 'CA002';
        END IF;
        IF d <> c OR n < 2 THEN
          RAISE EXCEPTION 'El comprobante % no cuadra: débitos %, créditos %, % línea(s)', NEW.id, d, c, n
            USING ERRCODE = 'CA002';
        END IF;
        SELECT oficina_id, sum(debito), sum(credito) INTO oficina, d, c
        FROM contabilidad_lineas WHERE asiento_id = NEW.id
        GROUP BY oficina_id HAVING sum(debito) <> sum(credito) LIMIT 1;
        IF FOUND THEN
          RAISE EXCEPTION 'El comprobante % no cuadra en la oficina %: débitos %, créditos %', NEW.id, oficina, d, c
            USING ERRCODE = 'CA002';
        END IF;
        RETURN NULL;
      END $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION contabilidad_asiento_completo() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        d numeric;
        c numeric;
        n int;
      BEGIN
        SELECT coalesce(sum(debito), 0), coalesce(sum(credito), 0), count(*) INTO d, c, n
        FROM contabilidad_lineas WHERE asiento_id = NEW.id;
        IF n = 0 THEN
          RAISE EXCEPTION 'El comprobante % no tiene líneas', NEW.id USING ERRCODE = 'CA002';
        END IF;
        IF d <> c OR n < 2 THEN
          RAISE EXCEPTION 'El comprobante % no cuadra: débitos %, créditos %, % línea(s)', NEW.id, d, c, n
            USING ERRCODE = 'CA002';
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION contabilidad_saldos_compactar() RETURNS void LANGUAGE sql AS $$
        WITH borradas AS (DELETE FROM contabilidad_saldos_mes RETURNING cuenta_id, mes, debitos, creditos)
        INSERT INTO contabilidad_saldos_mes (cuenta_id, mes, debitos, creditos)
        SELECT cuenta_id, mes, sum(debitos), sum(creditos) FROM borradas GROUP BY cuenta_id, mes
      $$`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION contabilidad_saldos_sumar() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO contabilidad_saldos_mes (cuenta_id, mes, debitos, creditos)
        SELECT cuenta_id, date_trunc('month', fecha)::date, sum(debito), sum(credito) FROM nuevas GROUP BY 1, 2;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`SELECT contabilidad_saldos_compactar()`);
    await queryRunner.query(`ALTER TABLE contabilidad_saldos_mes DROP COLUMN oficina_id`);
    await queryRunner.query(`SELECT contabilidad_saldos_compactar()`);
    await queryRunner.query(`ALTER TABLE contabilidad_lineas DROP COLUMN oficina_id`);
    await queryRunner.query(`DROP TABLE caja_transferencias_oficinas`);
    // Los comprobantes de transferencias entre oficinas quedan (el mayor es inmutable): sus cuentas también.
    await quitarValores(queryRunner, RESTRICCIONES);
  }
}

/** Los valores que esta migración agrega a las restricciones `columna IN (…)` (y su `down` quita). */
const RESTRICCIONES = [
  valoresNuevos('contabilidad_asientos', 'tipo', ['transferencia_oficinas']),
  valoresNuevos('contabilidad_asientos', 'origen', ['transferencia_oficinas']),
];
