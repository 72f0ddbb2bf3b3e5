import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * El flujo de caja cuenta sólo el efectivo (docs/decisiones/pagos-por-transferencia.md): un cobro por transferencia
 * (`cobros.cuenta_pago_id`) entra a una cuenta de Bancos y nunca pasa por la caja, así que `caja_diaria` ya no lo suma.
 * Se reemplazan los disparadores de los cobros y el recuento exacto (`caja_recontar`, con las filas de préstamos y de
 * cuotas de 1795352500000-libro-prestamos, copiadas: las migraciones no cambian) y se recuenta.
 */
export class CajaSoloEfectivo1795355530000 implements MigrationInterface {
  name = 'CajaSoloEfectivo1795355530000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.reemplazar(queryRunner, 'WHERE cuenta_pago_id IS NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.reemplazar(queryRunner, '');
  }

  private async reemplazar(queryRunner: QueryRunner, filtro: string): Promise<void> {
    const caja = (filas: string) => `
      INSERT INTO caja_diaria (fecha, cobros, desembolsado, retenido)
      SELECT fecha, sum(cobros), sum(desembolsado), sum(retenido) FROM (${filas}) AS x
      GROUP BY fecha
      HAVING sum(cobros) <> 0 OR sum(desembolsado) <> 0 OR sum(retenido) <> 0`;
    const porFecha = (filas: string) => `
      INSERT INTO cuotas_por_fecha (fecha, exigible, pagado, abierto, abiertas)
      SELECT fecha, sum(exigible), sum(pagado), sum(abierto), sum(abiertas) FROM (${filas}) AS x
      GROUP BY fecha
      HAVING sum(exigible) <> 0 OR sum(pagado) <> 0 OR sum(abierto) <> 0 OR sum(abiertas) <> 0`;
    const cobros = (tabla: string, signo: string) =>
      `SELECT fecha, ${signo}monto AS cobros, 0::numeric AS desembolsado, 0::numeric AS retenido FROM ${tabla} ${filtro}`;
    const funcion = (nombre: string, cuerpo: string) => `
      CREATE OR REPLACE FUNCTION ${nombre}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${cuerpo};
        RETURN NULL;
      END
      $$`;
    await queryRunner.query(funcion('caja_diaria_cobros_sumar', caja(cobros('nuevos', ''))));
    await queryRunner.query(funcion('caja_diaria_cobros_restar', caja(cobros('viejos', '-'))));
    await queryRunner.query(
      funcion('caja_diaria_cobros_mover', caja(`${cobros('nuevos', '')} UNION ALL ${cobros('viejos', '-')}`)),
    );
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION caja_recontar() RETURNS void LANGUAGE sql AS $$
        DELETE FROM caja_diaria;
        ${caja(`${cobros('cobros', '')} UNION ALL ${PRESTAMOS_CAJA}`)};
        DELETE FROM cuotas_por_fecha;
        ${porFecha(CUOTAS_POR_FECHA)};
      $$`);
    await queryRunner.query(`SELECT caja_recontar()`);
  }
}

const PRESTAMOS_CAJA = `
  SELECT fecha, 0::numeric AS cobros, (monto - monto_refinanciado) AS desembolsado,
         (monto - monto_entregado) AS retenido
  FROM prestamos WHERE estado NOT IN ('solicitado', 'rechazado')
  UNION ALL
  SELECT fecha_cierre, 0::numeric, -((monto - monto_refinanciado)), -((monto - monto_entregado))
  FROM prestamos WHERE estado = 'cancelado' AND fecha_cierre IS NOT NULL`;

const CUOTAS_POR_FECHA = `
  SELECT fecha_programada AS fecha,
         CASE WHEN estado <> 'anulada' THEN monto_total - monto_refinanciado - monto_condonado ELSE 0 END AS exigible,
         CASE WHEN estado <> 'anulada' THEN monto_pagado ELSE 0 END AS pagado,
         CASE WHEN estado IN ('pendiente', 'parcial', 'vencida')
              THEN greatest(monto_total - monto_pagado - monto_refinanciado - monto_condonado, 0) ELSE 0 END AS abierto,
         CASE WHEN estado IN ('pendiente', 'parcial', 'vencida')
               AND monto_total - monto_pagado - monto_refinanciado - monto_condonado > 0 THEN 1 ELSE 0 END AS abiertas
  FROM cuotas`;
