import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quitarOficinaDelPadre, sentenciasOficinaDelPadre, type TablaHija } from '../congelado/oficina-del-padre';
import { quitarPorOficina, sentenciasPorOficina } from '../congelado/politicas';

/**
 * La cartera, acotada por oficina (docs/decisiones/rol-de-la-api-y-alcance.md, issue 68):
 * - `oficina_id` en cada tabla que guarda datos de un cliente o de un préstamo, la de su padre: un disparador la copia
 *   al insertar y la sigue cuando el padre cambia de oficina (congelado/oficina-del-padre.ts).
 * - Seguridad por filas (ENABLE + FORCE y la política `por_oficina`) en clientes, préstamos, cobros y esas tablas.
 * - El libro de préstamos, de sólo agregar, admite que cambie sólo la oficina de un movimiento.
 * - Fuera: `cuotas_por_fecha` (un resumen por fecha de todas las cuotas, sin cliente ni préstamo) y `dinero_eventos`
 *   (la cola de salida del núcleo de dinero, sin padre, que sólo lee su trabajador con TODAS).
 */
export class PoliticasCartera1795362700000 implements MigrationInterface {
  name = 'PoliticasCartera1795362700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // La migración lee y escribe todas las oficinas (el dueño también pasa por las políticas: FORCE).
    await queryRunner.query(`SELECT set_config('app.oficinas', 'todas', true)`);
    await queryRunner.query(inmutableSalvoLaOficina(true));
    for (const hija of HIJAS) {
      for (const sentencia of sentenciasOficinaDelPadre(hija)) await queryRunner.query(sentencia);
    }
    for (const tabla of ACOTADAS) {
      for (const sentencia of sentenciasPorOficina(tabla)) await queryRunner.query(sentencia);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`SELECT set_config('app.oficinas', 'todas', true)`);
    for (const tabla of [...ACOTADAS].reverse()) {
      for (const sentencia of quitarPorOficina(tabla)) await queryRunner.query(sentencia);
    }
    for (const hija of [...HIJAS].reverse()) {
      for (const sentencia of quitarOficinaDelPadre(hija)) await queryRunner.query(sentencia);
    }
    await queryRunner.query(inmutableSalvoLaOficina(false));
  }
}

/**
 * El libro de préstamos es de sólo agregar (`prestamos_movimientos_inmutable`, la forma de 1795354700000): con `oficina`,
 * también admite un cambio que sólo toca `oficina_id` (esta migración la llena; un cliente que cambia de oficina se la
 * lleva). Sin él, la función de antes.
 */
function inmutableSalvoLaOficina(oficina: boolean): string {
  const salvo = oficina
    ? `
          IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - 'oficina_id') = (to_jsonb(NEW) - 'oficina_id') THEN
            RETURN NEW;
          END IF;`
    : '';
  return `
        CREATE OR REPLACE FUNCTION prestamos_movimientos_inmutable() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN${salvo}
          IF supresion_solo_texto(TG_OP, to_jsonb(OLD), to_jsonb(NEW), ARRAY['motivo']) THEN
            RETURN NEW;
          END IF;
          RAISE EXCEPTION 'El libro de préstamos no admite cambios (%): las correcciones son asientos nuevos', TG_OP
            USING ERRCODE = 'P0001';
        END
        $$
      `;
}

/** Las tablas de un cliente o un préstamo, cada una después de su padre. */
const HIJAS: readonly TablaHija[] = [
  { tabla: 'clientes_fotos', columna: 'cliente_id', padre: 'clientes' },
  { tabla: 'clientes_autorizaciones', columna: 'cliente_id', padre: 'clientes' },
  { tabla: 'clientes_avisos_previos', columna: 'cliente_id', padre: 'clientes' },
  { tabla: 'clientes_cobros', columna: 'cliente_id', padre: 'clientes' },
  { tabla: 'cuotas', columna: 'prestamo_id', padre: 'prestamos' },
  { tabla: 'prestamos_movimientos', columna: 'prestamo_id', padre: 'prestamos' },
  { tabla: 'prestamos_notificaciones', columna: 'prestamo_id', padre: 'prestamos' },
  { tabla: 'aprobaciones', columna: 'prestamo_id', padre: 'prestamos' },
  { tabla: 'gestiones', columna: 'prestamo_id', padre: 'prestamos' },
  { tabla: 'garantias', columna: 'prestamo_id', padre: 'prestamos' },
  { tabla: 'garantia_documentos', columna: 'garantia_id', padre: 'garantias' },
  { tabla: 'documentos', columna: 'prestamo_id', padre: 'prestamos' },
  { tabla: 'documentos_archivos', columna: 'documento_id', padre: 'documentos' },
  { tabla: 'cobros_aplicaciones', columna: 'cobro_id', padre: 'cobros' },
];

const ACOTADAS: readonly string[] = ['clientes', 'prestamos', 'cobros', ...HIJAS.map((hija) => hija.tabla)];
