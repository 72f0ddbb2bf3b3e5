import type { MigrationInterface, QueryRunner } from 'typeorm';
import * as heredada from '../congelado/oficina-heredada';
import type { OficinaDelPadre } from '../congelado/oficina-heredada';
import {
  quitarOficinaDelPadre,
  sentenciasOficinaDelPadre,
  type TablaHija,
} from '../congelado/oficina-del-padre';
import { quitarPorOficina, sentenciasPorOficina } from '../congelado/politicas';

/**
 * Seguridad por filas en el mayor, lo que cuelga de un préstamo o de un cobrador y los resúmenes que mantienen
 * disparadores (docs/decisiones/politicas-libros-y-resumenes.md, issue 68):
 * - El mayor: `contabilidad_lineas` y `contabilidad_saldos_mes` ya tienen su oficina (1795362600000); reciben la
 *   política por_oficina, que usa sus índices que empiezan por ella.
 * - `oficina_id` de su padre: del cobrador en rutas, metas y rechazos de Mi Ruta, y del cliente o, sin él, de la cuenta
 *   en los destinatarios de una notificación (al insertarse); del préstamo en causaciones, ingreso causado,
 *   transferencias y cobros cruzados con un extracto, del cobro en los cobros por transferencia y del cliente en lo
 *   acumulado de los cuatro ojos y en las supresiones (al insertarse y cuando el padre cambia de oficina).
 * - Los resúmenes por disparador (totales de clientes, conteos de préstamos y de cobros, cobros por cobrador y mes)
 *   llevan la oficina de lo que resumen y se rehacen: quien puede ver una fila resumida escribe la de su oficina, y
 *   el tablero suma las que ve.
 */
export class PoliticasLibrosPagos1795362800000 implements MigrationInterface {
  name = 'PoliticasLibrosPagos1795362800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { conteos, clientes, cobradorMes } = resumenes(true);
    await correr(queryRunner, [
      ...LIBRO.flatMap((tabla) => sentenciasPorOficina(tabla)),
      ...ASIENTOS_POR_SUS_LINEAS,
      ...HEREDADAS.flatMap(([tabla, desde, indice]) =>
        heredada.sentenciasOficinaHeredada(tabla, desde, indice),
      ),
      ...HIJAS.flatMap(([hija, indice]) => [
        ...sentenciasOficinaDelPadre(hija),
        `CREATE INDEX ${hija.tabla}_oficina_idx ON ${hija.tabla} (oficina_id, ${indice})`,
        ...sentenciasPorOficina(hija.tabla),
      ]),
      // Cada resumen con su columna y rehecho; después sus funciones (un recuento es SQL y se valida al crearlo).
      ...heredada.sentenciasResumenPorOficina('prestamos_resumen', conteos.rehacer[0], null),
      ...heredada.sentenciasResumenPorOficina('cobros_resumen', conteos.rehacer[1], null),
      ...conteos.sentencias,
      ...heredada.sentenciasResumenPorOficina(
        'clientes_totales',
        clientes.rehacer,
        'estado, cobrador_id, oficina_id',
      ),
      ...heredada.sentenciasResumenPorOficina(
        'cobros_cobrador_mes',
        cobradorMes.rehacer,
        'cobrador_id, mes, oficina_id',
      ),
      ...clientes.funciones,
      ...cobradorMes.funciones,
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const { conteos, clientes, cobradorMes } = resumenes(false);
    await correr(queryRunner, [
      ...conteos.sentencias,
      ...heredada.quitarResumenPorOficina('prestamos_resumen', conteos.rehacer[0], null),
      ...heredada.quitarResumenPorOficina('cobros_resumen', conteos.rehacer[1], null),
      ...clientes.funciones,
      `ALTER TABLE clientes_totales DROP CONSTRAINT clientes_totales_pkey`,
      ...heredada.quitarResumenPorOficina('clientes_totales', clientes.rehacer, 'estado, cobrador_id'),
      ...cobradorMes.funciones,
      `ALTER TABLE cobros_cobrador_mes DROP CONSTRAINT cobros_cobrador_mes_pkey`,
      ...heredada.quitarResumenPorOficina('cobros_cobrador_mes', cobradorMes.rehacer, 'cobrador_id, mes'),
      ...HIJAS.flatMap(([hija]) => [...quitarPorOficina(hija.tabla), ...quitarOficinaDelPadre(hija)]),
      ...HEREDADAS.flatMap(([tabla]) => heredada.quitarOficinaHeredada(tabla)),
      ...LIBRO.flatMap((tabla) => quitarPorOficina(tabla)),
      ...quitarPorOficina('contabilidad_asientos'),
    ]);
  }
}

/** Las funciones y los rehechos de los resúmenes, por oficina (el up) o no (el down). */
const resumenes = (porOficina: boolean) => ({
  conteos: heredada.conteosDePrestamosYCobros(porOficina),
  clientes: heredada.totalesDeClientes(porOficina),
  cobradorMes: heredada.cobrosPorCobradorMes(porOficina),
});

/** Corre `sentencias` leyendo y escribiendo todas las oficinas (el dueño también pasa por las políticas: FORCE). */
async function correr(queryRunner: QueryRunner, sentencias: string[]): Promise<void> {
  await queryRunner.query(`SELECT set_config('app.oficinas', 'todas', true)`);
  for (const sentencia of sentencias) await queryRunner.query(sentencia);
}

/** Las tablas del mayor que ya tienen su oficina. */
const LIBRO = ['contabilidad_lineas', 'contabilidad_saldos_mes'];

/**
 * Un comprobante no tiene una oficina (el de una transferencia es de dos): se ve si se ve alguna de sus líneas, o en la
 * transacción que lo escribe (antes de sus líneas; también para su RETURNING), y lo escribe quien tiene un alcance (sus
 * líneas llevan la política). Con todas las oficinas, el primer término basta y no se busca ninguna línea.
 */
const ASIENTOS_POR_SUS_LINEAS = [
  `ALTER TABLE contabilidad_asientos ENABLE ROW LEVEL SECURITY`,
  `ALTER TABLE contabilidad_asientos FORCE ROW LEVEL SECURITY`,
  `CREATE POLICY por_oficina ON contabilidad_asientos USING (
    (SELECT current_setting('app.oficinas', true)) = 'todas'
    OR transaccion = (SELECT pg_current_xact_id_if_assigned())
    OR EXISTS (SELECT 1 FROM contabilidad_lineas l WHERE l.asiento_id = contabilidad_asientos.id)
  ) WITH CHECK ((SELECT current_setting('app.oficinas', true)) <> '')`,
];

/**
 * Cada tabla que toma la oficina de una cuenta (la del cobrador; la de un destinatario, la de su cliente o, sin él, la
 * de su cuenta) al insertarse, de dónde, y las columnas que siguen a la oficina en su índice. Una cuenta que cambia de
 * oficina no se lleva lo ya escrito (las rutas, las metas y los avisos de antes quedan en la oficina de entonces).
 */
const HEREDADAS: [tabla: string, desde: OficinaDelPadre, indice: string][] = [
  ['rutas', heredada.delUsuario('cobrador_id'), 'fecha'],
  ['metas_cobrador', heredada.delUsuario('cobrador_id'), 'periodo'],
  ['mi_ruta_rechazos', heredada.delUsuario('cobrador_id'), 'recibido_en'],
  [
    'notificaciones_destinatarios',
    (fila) =>
      `coalesce(${heredada.delPadre('clientes', 'cliente_id')(fila)}, ${heredada.delUsuario('usuario_id')(fila)})`,
    'created_at',
  ],
];

/**
 * Las tablas de un préstamo, un cobro o un cliente, que siguen la oficina de su padre (congelado/oficina-del-padre.ts:
 * al insertar y cuando el padre cambia de oficina), y las columnas que siguen a la oficina en su índice.
 */
const HIJAS: [hija: TablaHija, indice: string][] = [
  [{ tabla: 'aprobaciones_acumulado', columna: 'cliente_id', padre: 'clientes' }, 'dia'],
  [{ tabla: 'contabilidad_causaciones', columna: 'prestamo_id', padre: 'prestamos' }, 'fecha'],
  [{ tabla: 'contabilidad_ingreso_causado', columna: 'prestamo_id', padre: 'prestamos' }, 'prestamo_id'],
  [{ tabla: 'pagos_transferencias', columna: 'prestamo_id', padre: 'prestamos' }, 'fecha'],
  [{ tabla: 'pagos_lineas_cobros', columna: 'prestamo_id', padre: 'prestamos' }, 'prestamo_id'],
  [{ tabla: 'pagos_cobros_transferencia', columna: 'cobro_id', padre: 'cobros' }, 'cobro_id'],
  [{ tabla: 'supresiones', columna: 'cliente_id', padre: 'clientes' }, 'cliente_id'],
];
