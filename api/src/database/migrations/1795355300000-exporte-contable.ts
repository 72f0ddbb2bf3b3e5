import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lo que el exporte del diario necesita para que el contador lo importe tal cual (docs/decisiones/exporte-contable.md):
 * - `usuarios.cedula`: el documento del cobrador como tercero (opcional; la API sólo lo acepta en un cobrador).
 * - `movimientos_caja.proveedor_nombre`, `proveedor_nit` y `proveedor_dv`: a quién se pagó un egreso de la oficina
 *   (los tres o ninguno; el dígito de verificación lo comprueba la API con el algoritmo de la DIAN).
 * - `contabilidad_equivalencias`: el código de cada cuenta de Cartera en el PUC comercial (Decreto 2650 de 1993) y en
 *   el catálogo del sector financiero (CUIF), con valores de partida que el administrador cambia en Contabilidad.
 *   Las subcuentas de efectivo de los cobradores usan la de su cuenta mayor.
 * Las equivalencias se escriben aquí por la clave de cada cuenta (no se importan las reglas de hoy: migración congelada).
 */
const EQUIVALENCIAS: ReadonlyArray<readonly [string, string, string, string, string]> = [
  // clave, código PUC, nombre PUC, código CUIF, nombre CUIF
  ['caja_oficina', '110505', 'Caja general', '110505', 'Caja'],
  ['efectivo_cobradores', '110510', 'Cajas menores', '110510', 'Caja menor'],
  ['faltantes_cobradores', '136530', 'Cuentas por cobrar a trabajadores — responsabilidades', '168795', 'Cuentas por cobrar diversas — otras'],
  ['cartera_capital', '130505', 'Clientes — nacionales', '141105', 'Cartera de consumo — capital'],
  ['cartera_intereses', '134510', 'Ingresos por cobrar — intereses', '141205', 'Cartera de consumo — intereses'],
  ['cartera_mora', '134510', 'Ingresos por cobrar — intereses', '141205', 'Cartera de consumo — intereses'],
  ['intereses_diferidos', '270505', 'Ingresos recibidos por anticipado — intereses', '272505', 'Ingresos anticipados — intereses'],
  ['mora_diferida', '270595', 'Ingresos recibidos por anticipado — otros', '272595', 'Ingresos anticipados — otros'],
  ['capital_inicial', '310505', 'Capital suscrito y pagado', '310505', 'Capital suscrito y pagado'],
  ['ingresos_intereses', '415020', 'Actividades financieras — intereses', '410205', 'Intereses de cartera de consumo'],
  ['ingresos_mora', '415020', 'Actividades financieras — intereses', '410210', 'Intereses de mora de cartera de consumo'],
  ['comisiones_recibidas', '415035', 'Actividades financieras — comisiones', '411505', 'Comisiones'],
  ['recuperaciones', '425030', 'Recuperaciones — de provisiones', '418505', 'Recuperaciones de cartera castigada'],
  ['sobrantes_caja', '429553', 'Diversos — sobrantes de caja', '429553', 'Diversos — sobrantes de caja'],
  ['otros_ingresos', '429595', 'Diversos — otros', '429595', 'Diversos — otros'],
  ['gastos_cobradores', '519595', 'Diversos — otros', '519095', 'Gastos diversos — otros'],
  ['gastos_generales', '519595', 'Diversos — otros', '519095', 'Gastos diversos — otros'],
  ['castigos_cartera', '519910', 'Provisiones — deudores', '517005', 'Deterioro de cartera de consumo'],
  ['comisiones_pagadas', '530515', 'Financieros — comisiones', '511505', 'Comisiones'],
  ['descuentos_condonaciones', '530535', 'Financieros — descuentos comerciales condicionados', '519095', 'Gastos diversos — otros'],
  ['otros_egresos', '539595', 'Gastos diversos — otros', '519095', 'Gastos diversos — otros'],
  ['bancos', '111005', 'Bancos — moneda nacional', '111505', 'Bancos — moneda nacional'],
  ['aportes_dueno', '311505', 'Aportes sociales — cuotas o partes de interés social', '310505', 'Capital suscrito y pagado'],
  ['prestamos_recibidos', '219505', 'Obligaciones financieras — particulares', '243595', 'Otros créditos — otros'],
];

export class ExporteContable1795355300000 implements MigrationInterface {
  name = 'ExporteContable1795355300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE usuarios ADD COLUMN cedula text NULL CHECK (cedula ~ '^[0-9]{11}$')`);

    await queryRunner.query(`
      ALTER TABLE movimientos_caja
        ADD COLUMN proveedor_nombre text NULL CHECK (length(btrim(proveedor_nombre)) BETWEEN 1 AND 120),
        ADD COLUMN proveedor_nit text NULL CHECK (proveedor_nit ~ '^[0-9]{5,15}$'),
        ADD COLUMN proveedor_dv smallint NULL CHECK (proveedor_dv BETWEEN 0 AND 9),
        ADD CONSTRAINT movimientos_caja_proveedor_completo CHECK (
          (proveedor_nombre IS NULL) = (proveedor_nit IS NULL) AND (proveedor_nit IS NULL) = (proveedor_dv IS NULL)
        )`);

    await queryRunner.query(`
      CREATE TABLE contabilidad_equivalencias (
        cuenta_id uuid PRIMARY KEY REFERENCES contabilidad_cuentas (id) ON DELETE CASCADE,
        codigo_puc text NOT NULL CHECK (codigo_puc ~ '^[0-9]{1,16}$'),
        nombre_puc text NOT NULL CHECK (length(btrim(nombre_puc)) BETWEEN 1 AND 120),
        codigo_cuif text NOT NULL CHECK (codigo_cuif ~ '^[0-9]{1,16}$'),
        nombre_cuif text NOT NULL CHECK (length(btrim(nombre_cuif)) BETWEEN 1 AND 120),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    for (const [clave, codigoPuc, nombrePuc, codigoCuif, nombreCuif] of EQUIVALENCIAS) {
      await queryRunner.query(
        `INSERT INTO contabilidad_equivalencias (cuenta_id, codigo_puc, nombre_puc, codigo_cuif, nombre_cuif)
         SELECT id, $2, $3, $4, $5 FROM contabilidad_cuentas WHERE clave = $1`,
        [clave, codigoPuc, nombrePuc, codigoCuif, nombreCuif],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE contabilidad_equivalencias`);
    await queryRunner.query(`
      ALTER TABLE movimientos_caja
        DROP CONSTRAINT movimientos_caja_proveedor_completo,
        DROP COLUMN proveedor_dv, DROP COLUMN proveedor_nit, DROP COLUMN proveedor_nombre`);
    await queryRunner.query(`ALTER TABLE usuarios DROP COLUMN cedula`);
  }
}
