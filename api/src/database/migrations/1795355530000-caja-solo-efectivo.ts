import { MigrationInterface, QueryRunner } from 'typeorm';
import { funcionQueReemplaza, sumarACajaDiaria, sumarACuotasPorFecha } from '../congelado/disparadores';
import { filasDeCuotas } from '../congelado/libro-prestamos';

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
    const cobros = (tabla: string, signo: string) =>
      `SELECT fecha, ${signo}monto AS cobros, 0::numeric AS desembolsado, 0::numeric AS retenido FROM ${tabla} ${filtro}`;
    await queryRunner.query(
      funcionQueReemplaza('caja_diaria_cobros_sumar', sumarACajaDiaria(cobros('nuevos', ''))),
    );
    await queryRunner.query(
      funcionQueReemplaza('caja_diaria_cobros_restar', sumarACajaDiaria(cobros('viejos', '-'))),
    );
    await queryRunner.query(
      funcionQueReemplaza(
        'caja_diaria_cobros_mover',
        sumarACajaDiaria(`${cobros('nuevos', '')} UNION ALL ${cobros('viejos', '-')}`),
      ),
    );
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION caja_recontar() RETURNS void LANGUAGE sql AS $$
        DELETE FROM caja_diaria;
        ${sumarACajaDiaria(`${cobros('cobros', '')} UNION ALL ${PRESTAMOS_CAJA}`)};
        DELETE FROM cuotas_por_fecha;
        ${sumarACuotasPorFecha(CUOTAS_POR_FECHA)};
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

const CUOTAS_POR_FECHA = filasDeCuotas('cuotas', '', { sangria: 2, condonado: true, conSigno: false });
