// La hoja «Notas» del exporte de la cartera (docs/decisiones/importacion.md, «Ida y vuelta al peso»): lo que el libro no
// lleva, hoja por hoja, cuántos y por qué. La importación no la lee (no es una hoja de la plantilla).
import { ESTADOS_PRESTAMO_SIN_CARTERA } from '@cartera/dominio';
import type ExcelJS from 'exceljs';
import type { EntityManager } from 'typeorm';
import { contarFilas } from '../database/fragmentos';
import { db } from '../database/kysely';

/** Lo que se cuenta para las notas, en una lectura. */
function conteos(manager: EntityManager) {
  const base = db(manager);
  return base
    .selectNoFrom((eb) => [
      eb
        .selectFrom('prestamos as p')
        .innerJoin('clientes as c', 'c.id', 'p.cliente_id')
        .select(contarFilas().as('n'))
        .where('p.estado', 'in', ESTADOS_PRESTAMO_SIN_CARTERA)
        .where('c.suprimido_en', 'is', null)
        .as('sinCartera'),
      eb
        .selectFrom('clientes')
        .select(contarFilas().as('n'))
        .where('suprimido_en', 'is not', null)
        .as('suprimidos'),
      eb.selectFrom('cobros').select(contarFilas().as('n')).as('cobros'),
      eb
        .selectFrom('cuotas')
        .select(contarFilas().as('n'))
        .where('monto_condonado', '>', '0')
        .as('condonadas'),
      eb
        .selectFrom('prestamos_movimientos')
        .select(contarFilas().as('n'))
        .where('tipo', '=', 'reversion')
        .as('reversiones'),
    ])
    .executeTakeFirstOrThrow();
}

/** Escribe «Notas»: hoja, qué no lleva, cuántos y por qué. */
export async function escribirNotas(libro: ExcelJS.stream.xlsx.WorkbookWriter, manager: EntityManager): Promise<void> {
  const n = await conteos(manager);
  const cero = (valor: number | null) => valor ?? 0;
  const notas: Array<[string, string, number | string, string]> = [
    ['Prestamos', 'De los refinanciados (reenganchados), anulados y solicitudes pendientes o rechazadas: su plan, sus movimientos, el préstamo nuevo de un reenganche y el motivo de un rechazo', cero(n.sinCartera), 'Salen con sus condiciones, su estado y el día de su cierre (fechaCorte), sin cuotas: hoy no tienen saldo y la otra instalación los guarda sin cartera (ni 1405 ni comprobante de apertura)'],
    ['Clientes', 'Clientes suprimidos (habeas data) y sus préstamos', cero(n.suprimidos), 'Su ficha ya no tiene los datos de una persona'],
    ['Cobros', 'La historia de cobros, reversiones y condonaciones', cero(n.cobros), 'Cada préstamo va con su plan a la fecha de corte: lo que ya no se debe de cada cuota es su pagado'],
    ['Cuotas', 'Lo condonado (descuentos de una liquidación, condonaciones) y lo refinanciado antes del corte', cero(n.condonadas), 'Sale como pagado de su cuota: la otra instalación lo registra como cobrado antes del corte (cuotas con condonación)'],
    ['Cuotas', 'Reversiones de cobros', cero(n.reversiones), 'El plan ya es el de después de revertir'],
    ['Cuotas', 'Cuotas pagadas a medias', 'en dos filas', 'La parte pagada y la que se debe salen en dos filas con la misma fecha; lo que se debe lleva el reparto de capital e interés del libro mayor'],
    ['Saldos', 'Cajas en cero o en negativo', '—', 'La hoja Saldos no abre cajas así'],
    ['Contabilidad', 'Comprobantes, ingresos, gastos y patrimonio', '—', 'La otra instalación abre la cartera y el efectivo contra «Saldos iniciales» (370505): el resultado y el patrimonio de estos libros hasta el corte quedan ahí; el balance coincide cuenta por cuenta en activos y pasivos'],
  ];
  const hoja = libro.addWorksheet('Notas');
  hoja.addRow(['Hoja', 'Qué no lleva', 'Cuántos', 'Por qué']).commit();
  for (const nota of notas) hoja.addRow(nota).commit();
  hoja.commit();
}
