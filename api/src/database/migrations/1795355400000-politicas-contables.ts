import { MigrationInterface, QueryRunner } from 'typeorm';
import { agregarValores, quitarValores } from '../congelado/restricciones';
import { agregarCuentas, cuentaDelPlan, valoresNuevos } from '../congelado/sql-comun';

// Valores congelados: los de este día (docs/decisiones/politicas-contables.md).
const CUENTAS = [
  cuentaDelPlan(
    'deterioro_cartera',
    '149905',
    'Deterioro de la cartera de créditos (provisión, CR)',
    'activo',
    'credito',
  ),
  cuentaDelPlan('gasto_deterioro', '519920', 'Deterioro de la cartera de créditos', 'gasto', 'debito'),
  cuentaDelPlan('castigados_orden', '832510', 'Créditos castigados', 'orden_deudora', 'debito'),
  cuentaDelPlan(
    'castigados_orden_contra',
    '891510',
    'Créditos castigados por contra (CR)',
    'orden_por_contra',
    'credito',
  ),
];
const PORCENTAJES_DEFECTO = { al_dia: 0, '1-8': 5, '9-15': 20, '16-30': 50, '31+': 100 };

/**
 * Los préstamos castigados antes de las cuentas de orden: lo que aún deben (lo castigado menos lo recuperado, según el
 * libro mayor) entra hoy a 832510 contra 891510, un comprobante por préstamo, como lo haría su castigo de hoy.
 */
export async function registrarCastigosAnteriores(queryRunner: QueryRunner): Promise<void> {
  const pendientes: Array<{ id: string; numero: string; cliente_id: string; monto: string }> =
    await queryRunner.query(`
    WITH cifras AS (
      SELECT l.prestamo_id,
             coalesce(sum(l.credito - l.debito) FILTER (
               WHERE a.tipo = 'castigo' AND c.clave IN ('cartera_capital', 'cartera_intereses')), 0) AS castigado,
             coalesce(sum(l.credito - l.debito) FILTER (WHERE c.clave = 'recuperaciones'), 0) AS recuperado,
             coalesce(sum(l.debito - l.credito) FILTER (WHERE c.clave = 'castigados_orden'), 0) AS en_orden
      FROM contabilidad_lineas l
      JOIN contabilidad_asientos a ON a.id = l.asiento_id
      JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
      WHERE l.prestamo_id IS NOT NULL
      GROUP BY l.prestamo_id
    )
    SELECT p.id, p.numero::text AS numero, p.cliente_id, k.castigado - k.recuperado AS monto
    FROM cifras k JOIN prestamos p ON p.id = k.prestamo_id
    WHERE p.estado = 'castigado' AND k.en_orden = 0 AND k.castigado - k.recuperado > 0
    ORDER BY p.numero`);
  for (const p of pendientes) {
    const [{ id, fecha }]: Array<{ id: string; fecha: string }> = await queryRunner.query(
      `INSERT INTO contabilidad_asientos (fecha, tipo, descripcion, origen, origen_id)
       VALUES ((now() AT TIME ZONE 'America/Bogota')::date, 'castigo', $1, 'prestamo', $2) RETURNING id, fecha::text AS fecha`,
      [`Cuentas de orden del castigo del préstamo #${p.numero} (castigado antes de estas cuentas)`, p.id],
    );
    await queryRunner.query(
      `INSERT INTO contabilidad_lineas (asiento_id, fecha, cuenta_id, debito, credito, prestamo_id, cliente_id)
       SELECT $1, $2::date, c.id, CASE WHEN c.clave = 'castigados_orden' THEN $3::numeric ELSE 0 END,
              CASE WHEN c.clave = 'castigados_orden' THEN 0 ELSE $3::numeric END, $4, $5
       FROM contabilidad_cuentas c WHERE c.clave IN ('castigados_orden', 'castigados_orden_contra')`,
      [id, fecha, p.monto, p.id, p.cliente_id],
    );
  }
  // Los cuadres se comprueban ya y vuelven a diferirse: una migración siguiente en la misma transacción puede alterar
  // las tablas del mayor, y no se alteran con controles pendientes (docs/decisiones/migraciones-congeladas.md).
  await queryRunner.query(`SET CONSTRAINTS ALL IMMEDIATE`);
  await queryRunner.query(`SET CONSTRAINTS ALL DEFERRED`);
}

/**
 * Políticas contables que elige el prestamista (issue 55, punto 6):
 * - `contabilidad_politicas` (una fila): base de los ingresos por intereses (caja o causación), interés diferido
 *   restado de la cartera en el balance general, deterioro mensual y sus porcentajes por edad de mora.
 * - `contabilidad_causaciones`: la causación de cada préstamo y día (una sola, aunque el barrido corra varias veces);
 *   `contabilidad_ingreso_causado`: lo causado que cada préstamo tiene hoy en el ingreso.
 * - El libro mayor: las clases de cuentas de orden, los comprobantes de causación y de deterioro, y sus cuentas
 *   (deterioro 149905 y su gasto 519920; lo castigado en orden 832510 contra 891510), con lo que aún deben los
 *   préstamos castigados antes de esta migración.
 */
export class PoliticasContables1795355400000 implements MigrationInterface {
  name = 'PoliticasContables1795355400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE contabilidad_politicas (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        base_ingresos text NOT NULL DEFAULT 'caja' CHECK (base_ingresos IN ('caja', 'causacion')),
        interes_diferido_neto boolean NOT NULL DEFAULT false,
        deterioro_activo boolean NOT NULL DEFAULT false,
        porcentajes_deterioro jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`INSERT INTO contabilidad_politicas (porcentajes_deterioro) VALUES ($1::jsonb)`, [
      JSON.stringify(PORCENTAJES_DEFECTO),
    ]);
    await queryRunner.query(`
      CREATE TABLE contabilidad_causaciones (
        prestamo_id uuid NOT NULL REFERENCES prestamos (id) ON DELETE CASCADE,
        fecha date NOT NULL,
        -- Lo que movió ese día al ingreso (negativo: lo que devolvió al diferido); 0 si no hubo diferencia.
        ajuste numeric(14,2) NOT NULL,
        -- Sin llave foránea: la migración del libro mayor se puede deshacer y rehacer sin tocar esta tabla.
        asiento_id uuid NULL,
        PRIMARY KEY (prestamo_id, fecha)
      )`);
    // Lo que las causaciones de cada préstamo tienen hoy en el ingreso (causado − cobrado, del mayor): el barrido
    // encuentra aquí, sin recorrer el diario, los préstamos cuya causación hay que devolver.
    await queryRunner.query(`
      CREATE TABLE contabilidad_ingreso_causado (
        prestamo_id uuid PRIMARY KEY REFERENCES prestamos (id) ON DELETE CASCADE,
        saldo numeric(14,2) NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX contabilidad_ingreso_causado_pendiente_idx ON contabilidad_ingreso_causado (prestamo_id) WHERE saldo <> 0`,
    );
    await agregarValores(queryRunner, RESTRICCIONES);
    await agregarCuentas(queryRunner, CUENTAS);
    await registrarCastigosAnteriores(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM contabilidad_cuentas WHERE clave = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM contabilidad_lineas l WHERE l.cuenta_id = contabilidad_cuentas.id)`,
      [CUENTAS.map((c) => c.clave)],
    );
    await quitarValores(queryRunner, RESTRICCIONES);
    await queryRunner.query(`DROP TABLE contabilidad_ingreso_causado`);
    await queryRunner.query(`DROP TABLE contabilidad_causaciones`);
    await queryRunner.query(`DROP TABLE contabilidad_politicas`);
  }
}

/** Los valores que esta migración agrega a las restricciones `columna IN (…)` (y su `down` quita). */
const RESTRICCIONES = [
  valoresNuevos('contabilidad_cuentas', 'clase', ['orden_deudora', 'orden_por_contra']),
  valoresNuevos('contabilidad_asientos', 'tipo', ['causacion', 'deterioro']),
  valoresNuevos('contabilidad_asientos', 'origen', ['deterioro']),
];
