import { MigrationInterface, QueryRunner } from 'typeorm';
import { USURA_DE_ENTONCES } from '../congelado/listas-de-entonces';
import { calcularPlanCongelado, tasaEfectivaCongelada, tasaEfectivaDelPlanCongelado } from '../congelado/plan-de-pagos/plan';
import type { FilaTerminosPrestamo } from '../congelado/sql-comun';

const { tiposCredito: TIPOS_CREDITO, accionesUsura: ACCIONES_USURA, tipoCreditoDefecto: TIPO_CREDITO_DEFECTO } =
  USURA_DE_ENTONCES;

const LOTE = 1000;
const lista = (valores: readonly string[]) => valores.map((v) => `'${v}'`).join(', ');

/**
 * Tasa efectiva anual y tasa de usura (docs/decisiones/tasa-efectiva-y-usura.md):
 * - prestamos.tasa_efectiva_anual: la EA del plan, guardada (la lista la filtra y ordena, el reporte de usura la
 *   compara en SQL) y calculada aquí por lotes para los préstamos existentes con el motor del plan de entonces (congelado): de sus
 *   cuotas guardadas si tienen plan, del plan que darían sus condiciones si todavía son una solicitud.
 * - prestamos.tipo_credito y el de la organización (configuracion_organizacion.tipo_credito_defecto, consumo y
 *   ordinario), y qué hacer con un préstamo sobre la usura (usura_accion: avisar, como hasta hoy, sin bloquear).
 * - tasas_usura: las tasas certificadas por tipo y periodo que registra el administrador. Que dos periodos del mismo
 *   tipo no se crucen lo valida el servicio bajo un candado de la tabla (sin btree_gist para una restricción EXCLUDE).
 */
export class TasaEfectivaYUsura1795353640000 implements MigrationInterface {
  name = 'TasaEfectivaYUsura1795353640000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE configuracion_organizacion
        ADD COLUMN tipo_credito_defecto text NOT NULL DEFAULT '${TIPO_CREDITO_DEFECTO}'
          CHECK (tipo_credito_defecto IN (${lista(TIPOS_CREDITO)})),
        ADD COLUMN usura_accion text NOT NULL DEFAULT 'avisar' CHECK (usura_accion IN (${lista(ACCIONES_USURA)}))
    `);
    await queryRunner.query(`
      ALTER TABLE prestamos
        ADD COLUMN tipo_credito text NOT NULL DEFAULT '${TIPO_CREDITO_DEFECTO}'
          CHECK (tipo_credito IN (${lista(TIPOS_CREDITO)})),
        ADD COLUMN tasa_efectiva_anual numeric(14,2)
    `);
    // Los préstamos existentes toman el tipo de la organización.
    await queryRunner.query(
      `UPDATE prestamos SET tipo_credito = (SELECT tipo_credito_defecto FROM configuracion_organizacion WHERE id = 1)
       WHERE EXISTS (SELECT 1 FROM configuracion_organizacion WHERE id = 1)`,
    );
    await queryRunner.query(`
      CREATE TABLE tasas_usura (
        id uuid PRIMARY KEY DEFAULT uuid_v7(),
        tipo_credito text NOT NULL CHECK (tipo_credito IN (${lista(TIPOS_CREDITO)})),
        tasa numeric(7,2) NOT NULL CHECK (tasa >= 0 AND tasa <= 1000),
        desde date NOT NULL,
        hasta date NOT NULL,
        resolucion text NOT NULL CHECK (length(resolucion) BETWEEN 1 AND 60),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (desde <= hasta)
      )
    `);
    await queryRunner.query(`CREATE INDEX tasas_usura_tipo_idx ON tasas_usura (tipo_credito, desde)`);
    await this.calcularTasasEfectivas(queryRunner);
    await queryRunner.query(
      `CREATE INDEX prestamos_tasa_efectiva_idx ON prestamos (tasa_efectiva_anual DESC NULLS LAST, created_at DESC)`,
    );
  }

  /** La EA de cada préstamo existente, por lotes de LOTE en orden de id. */
  private async calcularTasasEfectivas(queryRunner: QueryRunner): Promise<void> {
    let ultimo = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const prestamos: Array<FilaTerminosPrestamo & { monto_entregado: string; plan_generado: boolean }> = await queryRunner.query(
        `SELECT id, monto, interes, cuotas, modalidad, tipo_amortizacion, fecha_inicio::text,
                fecha_primer_pago::text, monto_entregado, plan_generado
         FROM prestamos WHERE id > $1 ORDER BY id LIMIT ${LOTE}`,
        [ultimo],
      );
      if (prestamos.length === 0) return;
      ultimo = prestamos[prestamos.length - 1].id;
      const cuotas: Array<{ prestamo_id: string; fecha: string; monto: string }> = await queryRunner.query(
        `SELECT prestamo_id, fecha_programada::text AS fecha, monto_total AS monto
         FROM cuotas WHERE prestamo_id = ANY($1::uuid[]) ORDER BY prestamo_id, numero`,
        [prestamos.filter((p) => p.plan_generado).map((p) => p.id)],
      );
      const porPrestamo = new Map<string, Array<{ fecha: string; monto: number }>>();
      for (const cuota of cuotas) {
        const lista = porPrestamo.get(cuota.prestamo_id) ?? [];
        lista.push({ fecha: cuota.fecha, monto: Number(cuota.monto) });
        porPrestamo.set(cuota.prestamo_id, lista);
      }
      const tasas = prestamos.map((p) => {
        const guardadas = porPrestamo.get(p.id);
        if (guardadas?.length) return tasaEfectivaCongelada(Number(p.monto_entregado), p.fecha_inicio, guardadas);
        try {
          const plan = calcularPlanCongelado({
            monto: Number(p.monto),
            interes: Number(p.interes),
            cuotas: p.cuotas,
            modalidad: p.modalidad,
            tipoAmortizacion: p.tipo_amortizacion,
            fechaInicio: p.fecha_inicio,
            fechaPrimerPago: p.fecha_primer_pago,
          });
          return tasaEfectivaDelPlanCongelado(plan, p.fecha_inicio);
        } catch {
          return null;
        }
      });
      await queryRunner.query(
        `UPDATE prestamos p SET tasa_efectiva_anual = v.tasa
         FROM unnest($1::uuid[], $2::numeric[]) AS v(id, tasa) WHERE p.id = v.id`,
        [prestamos.map((p) => p.id), tasas],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS tasas_usura`);
    await queryRunner.query(`DROP INDEX IF EXISTS prestamos_tasa_efectiva_idx`);
    await queryRunner.query(`ALTER TABLE prestamos DROP COLUMN IF EXISTS tasa_efectiva_anual, DROP COLUMN IF EXISTS tipo_credito`);
    await queryRunner.query(
      `ALTER TABLE configuracion_organizacion DROP COLUMN IF EXISTS tipo_credito_defecto, DROP COLUMN IF EXISTS usura_accion`,
    );
  }
}
