// Los préstamos y su plan en el exporte de la cartera (docs/decisiones/importacion.md, «Ida y vuelta al peso»): cada
// préstamo con saldo o terminado sale con su plan a la fecha de corte de hoy, y ese plan lleva en lo que se debe el
// reparto de capital e interés del libro mayor (`planExportado`): la otra instalación abre en 140505 y 140510 lo mismo
// que el mayor de origen. Un castigado sale con su plan tal como está (abre sólo en cuentas de orden). Se leen por
// tandas de préstamos: las hojas Prestamos y Cuotas salen de la misma lectura.
import {
  ESTADOS_PRESTAMO_CON_CARTERA,
  planExportado,
  type FilaCuotaExportada,
} from '@cartera/dominio';
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { centavosDe } from '../common/dinero';
import { sumaOCero } from '../common/filas';
import { db } from '../database/kysely';

/** El id de Cartera como texto: lo que sale de una fila que nació en Cartera en vez de su idExterno. */
export const idExterno = (externo: string, propio: string) =>
  // sql: lo usan selecciones de tablas distintas (clientes, cobradores, préstamos, cobros) con sus columnas por nombre, fuera de un `eb`
  sql<string>`coalesce(${sql.ref(externo)}, ${sql.ref(propio)}::text)`;

/** Los préstamos de clientes no suprimidos con las columnas de la hoja Prestamos que no dependen de su estado. */
export function filasDePrestamos(manager: EntityManager) {
  return db(manager)
    .selectFrom('prestamos as p')
    .innerJoin('clientes as c', (j) => j.onRef('c.id', '=', 'p.cliente_id').on('c.suprimido_en', 'is', null))
    .leftJoin('importacion_ids as m', (j) => j.on('m.hoja', '=', 'Prestamos').onRef('m.id_cartera', '=', 'p.id'))
    .leftJoin('importacion_ids as mc', (j) =>
      j.on('mc.hoja', '=', 'Clientes').onRef('mc.id_cartera', '=', 'p.cliente_id'),
    )
    .leftJoin('importacion_ids as mk', (j) =>
      j.on('mk.hoja', '=', 'Cobradores').onRef('mk.id_cartera', '=', 'p.cobrador_id'),
    )
    .select((eb) => [
      'p.id',
      idExterno('m.id_externo', 'p.id').as('idExterno'),
      idExterno('mc.id_externo', 'p.cliente_id').as('cliente'),
      eb
        .case()
        .when('p.cobrador_id', 'is not', null)
        .then(idExterno('mk.id_externo', 'p.cobrador_id'))
        .end()
        .as('cobrador'),
      eb.cast<number>('p.monto', 'float8').as('monto'),
      eb.cast<number>('p.interes', 'float8').as('interes'),
      'p.modalidad',
      'p.tipo_amortizacion as tipoAmortizacion',
      'p.tipo_credito as tipoCredito',
      'p.fecha_inicio as fechaInicio',
      'p.fecha_primer_pago as fechaPrimerPago',
      'p.estado',
    ]);
}

/** Los préstamos `ultimo` < id de la tanda, con su capital por cobrar en el libro mayor hasta `fechaCorte`. */
function prestamosDeTanda(manager: EntityManager, fechaCorte: string, ultimo: string, limite: number) {
  return filasDePrestamos(manager)
    .select((eb) => [
      eb.cast<string>(eb.val(fechaCorte), 'text').as('fechaCorte'),
      eb
        .selectFrom('contabilidad_lineas as l')
        .innerJoin('contabilidad_cuentas as k', 'k.id', 'l.cuenta_id')
        .select((s) => sumaOCero(s, s('l.debito', '-', s.ref('l.credito'))).as('capital'))
        .whereRef('l.prestamo_id', '=', 'p.id')
        .where('k.clave', '=', 'cartera_capital')
        .where('l.fecha', '<=', fechaCorte)
        .as('capitalMayor'),
    ])
    .where('p.plan_generado', '=', true)
    .where('p.estado', 'in', ESTADOS_PRESTAMO_CON_CARTERA)
    .where((eb) => eb.exists(eb.selectFrom('cuotas as q').select('q.id').whereRef('q.prestamo_id', '=', 'p.id')))
    .where('p.id', '>', ultimo)
    .orderBy('p.id')
    .limit(limite)
    .execute();
}

function cuotasDe(manager: EntityManager, prestamos: readonly string[]) {
  return db(manager)
    .selectFrom('cuotas as q')
    .select([
      'q.prestamo_id',
      'q.numero',
      'q.fecha_programada as fecha',
      'q.monto_capital',
      'q.monto_interes',
      'q.monto_pagado',
      // sql: greatest no tiene constructor en Kysely
      sql<string>`greatest(q.monto_total - q.monto_pagado - q.monto_refinanciado - q.monto_condonado, 0)`.as('abierto'),
    ])
    .where('q.prestamo_id', 'in', prestamos)
    .orderBy('q.prestamo_id')
    .orderBy('q.numero')
    .execute();
}

type FilaPrestamo = Awaited<ReturnType<typeof prestamosDeTanda>>[number];
type FilaCuota = Awaited<ReturnType<typeof cuotasDe>>[number];

/** Un préstamo del exporte: su fila de Prestamos (monto = capital de su plan) y sus filas de Cuotas. */
export interface PlanDelExporte {
  prestamo: Omit<FilaPrestamo, 'capitalMayor'> & { cuotas: number };
  cuotas: Array<FilaCuotaExportada & { id: string; prestamo: string }>;
}

function planDe(prestamo: FilaPrestamo, cuotas: readonly FilaCuota[]): PlanDelExporte {
  const { capitalMayor, ...fila } = prestamo;
  const filas: FilaCuotaExportada[] =
    prestamo.estado === 'castigado'
      ? cuotas.map((q) => ({
          numero: q.numero,
          fecha: q.fecha,
          capital: Number(q.monto_capital),
          interes: Number(q.monto_interes),
          pagado: Number(q.monto_pagado),
        }))
      : planExportado(
          cuotas.map((q) => ({
            numero: q.numero,
            fecha: q.fecha,
            capital: centavosDe(q.monto_capital),
            interes: centavosDe(q.monto_interes),
            abierto: centavosDe(q.abierto),
          })),
          capitalMayor === null ? null : centavosDe(capitalMayor),
          // La importación reparte lo pagado de un préstamo de interés adelantado en proporción a lo que falta.
          prestamo.tipoAmortizacion === 'interes_adelantado',
        );
  const monto = prestamo.estado === 'castigado' ? prestamo.monto : filas.reduce((s, q) => s + q.capital, 0);
  return {
    prestamo: { ...fila, monto, cuotas: filas.length },
    cuotas: filas.map((q) => ({ ...q, id: prestamo.id, prestamo: prestamo.idExterno })),
  };
}

/** Los planes de la tanda de préstamos que sigue a `ultimo` (por id), hasta `limite` préstamos. */
export async function planesDelExporte(
  manager: EntityManager,
  fechaCorte: string,
  ultimo: string,
  limite: number,
): Promise<PlanDelExporte[]> {
  const prestamos = await prestamosDeTanda(manager, fechaCorte, ultimo, limite);
  if (prestamos.length === 0) return [];
  const porPrestamo = new Map<string, FilaCuota[]>();
  for (const q of await cuotasDe(manager, prestamos.map((p) => p.id))) {
    const lista = porPrestamo.get(q.prestamo_id) ?? [];
    lista.push(q);
    porPrestamo.set(q.prestamo_id, lista);
  }
  return prestamos.map((p) => planDe(p, porPrestamo.get(p.id) ?? []));
}
