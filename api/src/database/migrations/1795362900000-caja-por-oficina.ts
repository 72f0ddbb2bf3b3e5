import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  cajaDiaria,
  oficinaDelCobrador,
  quitarOficinaElegida,
  recuentosDeCaja,
  sentenciasOficinaElegida,
  sentenciasPorDosOficinas,
} from '../congelado/caja-por-oficina';
import { quitarPorOficina, sentenciasPorOficina } from '../congelado/politicas';

/**
 * Cada oficina su caja (docs/decisiones/libros-por-oficina.md, issue 68):
 * - `oficina_id` en las entregas, los gastos y el efectivo inicial de los cobradores (la oficina del cobrador; el
 *   efectivo inicial de la oficina, la principal) y en los movimientos de Flujo de Caja (la diferencia de una entrega,
 *   la del cobrador; los demás, la principal, donde estaban asentados). Quien escribe la dice (oficinaDeMovimiento);
 *   sin decirla (una carga de datos, una prueba), la principal.
 * - `caja_diaria` por oficina y día (la del cobro o del préstamo): sus disparadores, su recuento y su compactación
 *   (`caja_recontar`, `caja_compactar`; `cuotas_por_fecha` sigue siendo de la organización).
 * - Los límites de los gastos, una fila por oficina: las que existen copian los de la organización; una oficina sin
 *   fila tiene los de siempre (LIMITES_GASTOS_DEFECTO) hasta que se guarden los suyos.
 * - Seguridad por filas (`por_oficina`) en esas seis tablas y en `caja_transferencias_oficinas`, que se ve desde la
 *   oficina que envía y desde la que recibe.
 */
export class CajaPorOficina1795362900000 implements MigrationInterface {
  name = 'CajaPorOficina1795362900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // La migración lee y escribe todas las oficinas (el dueño también pasa por las políticas: FORCE).
    await queryRunner.query(`SELECT set_config('app.oficinas', 'todas', true)`);
    const caja = cajaDiaria(true);
    const sentencias = [
      ...ELEGIDAS.flatMap(([tabla, desde, indice]) => sentenciasOficinaElegida(tabla, desde, indice)),
      ...caja.funciones,
      `DELETE FROM caja_diaria`,
      `ALTER TABLE caja_diaria ADD COLUMN oficina_id uuid NOT NULL REFERENCES oficinas (id) ON DELETE RESTRICT`,
      caja.rehacer,
      ...sentenciasPorOficina('caja_diaria'),
      ...recuentosDeCaja(true),
      `CREATE INDEX caja_diaria_oficina_idx ON caja_diaria (oficina_id, fecha) INCLUDE (cobros, desembolsado, retenido)`,
      `ALTER TABLE caja_limites_gastos DROP CONSTRAINT caja_limites_gastos_pkey, DROP COLUMN id,
         ADD COLUMN oficina_id uuid NULL REFERENCES oficinas (id) ON DELETE RESTRICT`,
      `UPDATE caja_limites_gastos SET oficina_id = oficina_por_defecto()`,
      `INSERT INTO caja_limites_gastos (oficina_id, gasto_maximo, gastos_dia_maximo, foto_desde)
       SELECT o.id, l.gasto_maximo, l.gastos_dia_maximo, l.foto_desde
       FROM oficinas o CROSS JOIN caja_limites_gastos l WHERE o.id <> l.oficina_id`,
      `ALTER TABLE caja_limites_gastos ADD PRIMARY KEY (oficina_id)`,
      ...sentenciasPorOficina('caja_limites_gastos'),
      ...sentenciasPorDosOficinas('caja_transferencias_oficinas', 'origen_id', 'destino_id'),
    ];
    for (const sentencia of sentencias) await queryRunner.query(sentencia);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`SELECT set_config('app.oficinas', 'todas', true)`);
    const caja = cajaDiaria(false);
    const sentencias = [
      ...quitarPorOficina('caja_transferencias_oficinas'),
      ...quitarPorOficina('caja_limites_gastos'),
      // Quedan los límites de la principal, en la fila única de antes.
      `DELETE FROM caja_limites_gastos WHERE oficina_id <> oficina_por_defecto()`,
      `ALTER TABLE caja_limites_gastos DROP CONSTRAINT caja_limites_gastos_pkey, DROP COLUMN oficina_id,
         ADD COLUMN id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1)`,
      ...quitarPorOficina('caja_diaria'),
      `DELETE FROM caja_diaria`,
      `ALTER TABLE caja_diaria DROP COLUMN oficina_id`,
      caja.rehacer,
      ...caja.funciones,
      ...recuentosDeCaja(false),
      ...ELEGIDAS.flatMap(([tabla]) => quitarOficinaElegida(tabla)),
    ];
    for (const sentencia of sentencias) await queryRunner.query(sentencia);
  }
}

/** Cada tabla de la caja con la oficina de sus filas que ya existen y las columnas de su índice por oficina. */
const ELEGIDAS: ReadonlyArray<readonly [tabla: string, desde: string, indice: string]> = [
  ['caja_entregas', oficinaDelCobrador('cobrador_id'), 'fecha'],
  ['caja_gastos', oficinaDelCobrador('cobrador_id'), 'fecha'],
  ['caja_saldos_iniciales', oficinaDelCobrador('cobrador_id'), 'fecha'],
  ['movimientos_caja', oficinaDelCobrador('cobrador_id'), 'fecha DESC, created_at DESC'],
];
