// Lo que el cruce de un extracto lee de la base (docs/decisiones/pagos-por-transferencia.md, «El cruce»): sus líneas
// por cruzar y, de la cartera, sólo lo que ellas nombran, con consultas tipadas contra el esquema (database/kysely.ts).
// La regla que decide es cruzarExtracto de @cartera/dominio.
import {
  ESTADOS_PRESTAMO_ABIERTO,
  cedulaSinCeros,
  numeroDeReferencia,
  sumarDias,
  type DatosConciliacion,
  type LineaExtracto,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { db } from '../database/kysely';
import { cobroSinLinea } from './lineas.consultas';

/** Una línea por cruzar, como la lee la importación. */
export interface PorCruzar extends LineaExtracto {
  id: string;
  extractoId: string | null;
}

/** Lo que el cruce necesita de la cartera, más cómo llegar de lo cruzado a su préstamo. */
export interface CarteraExtracto {
  datos: Omit<DatosConciliacion, 'registrados' | 'pendientes'> & {
    pendientes: Array<DatosConciliacion['pendientes'][number]>;
    registrados: Array<NonNullable<DatosConciliacion['registrados']>[number]>;
  };
  prestamoDeNumero: Map<number, string>;
  /** El préstamo abierto más antiguo de cada cédula (sin ceros a la izquierda). */
  prestamoDeCedula: Map<string, string>;
  prestamoDeCobro: Map<string, { prestamo: string; monto: number }>;
}

/** Las líneas por cruzar de la cuenta: las de esta importación y las que una importación interrumpida dejó. */
export async function leerPorCruzar(manager: EntityManager, cuentaId: string): Promise<PorCruzar[]> {
  const filas = await db(manager)
    .selectFrom('pagos_extracto_lineas')
    .select(['id', 'extracto_id', 'fecha', 'descripcion', 'valor', 'referencia'])
    .where('cuenta_pago_id', '=', cuentaId)
    .where('estado', '=', 'por_cruzar')
    .orderBy('created_at')
    .orderBy('fila')
    .orderBy('id')
    .execute();
  return filas.map((f) => ({
    id: f.id,
    extractoId: f.extracto_id,
    fecha: f.fecha,
    descripcion: f.descripcion,
    valor: Number(f.valor),
    referencia: f.referencia,
  }));
}

/**
 * Lo que el cruce necesita, sólo de lo que las líneas nombran: los préstamos abiertos cuyos números o cédulas aparecen
 * en ellas (por índice, no la cartera entera), las transferencias por confirmar de la cuenta y sus cobros por
 * transferencia sin línea en las fechas del extracto (±2 días).
 */
export async function leerCarteraExtracto(
  manager: EntityManager,
  cuentaId: string,
  lineas: PorCruzar[],
): Promise<CarteraExtracto> {
  const numeros = new Set<string>();
  const cedulas = new Set<string>();
  for (const l of lineas) {
    for (const token of `${l.referencia ?? ''} ${l.descripcion}`.match(/\d+/g) ?? []) {
      const numero = numeroDeReferencia(token);
      if (numero !== null) numeros.add(String(numero));
      // Guardada como se expidió (de 6 a 10 dígitos) o, si es de antes, rellena a 11 con ceros.
      if (token.length >= 6 && token.length <= 11) {
        cedulas.add(cedulaSinCeros(token));
        cedulas.add(cedulaSinCeros(token).padStart(11, '0'));
      }
    }
  }
  const prestamos =
    numeros.size + cedulas.size === 0
      ? []
      : await db(manager)
          .selectFrom('prestamos as p')
          .innerJoin('clientes as c', 'c.id', 'p.cliente_id')
          .select(['p.id', 'p.numero', 'c.cedula'])
          .where('p.estado', 'in', [...ESTADOS_PRESTAMO_ABIERTO])
          .where((eb) =>
            eb.or([
              ...(numeros.size ? [eb('p.numero', 'in', [...numeros])] : []),
              ...(cedulas.size ? [eb('c.cedula', 'in', [...cedulas])] : []),
            ]),
          )
          .orderBy('p.fecha_inicio')
          .orderBy('p.numero')
          .execute();
  const numerosEnCartera = new Set<number>();
  const cedulasEnCartera = new Set<string>();
  const cartera: CarteraExtracto = {
    datos: { numerosPrestamo: numerosEnCartera, cedulas: cedulasEnCartera, pendientes: [], registrados: [] },
    prestamoDeNumero: new Map(),
    prestamoDeCedula: new Map(),
    prestamoDeCobro: new Map(),
  };
  for (const p of prestamos) {
    cartera.prestamoDeNumero.set(Number(p.numero), p.id);
    numerosEnCartera.add(Number(p.numero));
    const cedula = cedulaSinCeros(p.cedula);
    if (!cartera.prestamoDeCedula.has(cedula)) cartera.prestamoDeCedula.set(cedula, p.id);
    cedulasEnCartera.add(cedula);
  }
  if (lineas.length === 0) return cartera;
  // Las líneas vienen en el orden del archivo, no por fecha.
  const fechas = lineas.map((l) => l.fecha).sort();
  const desde = fechas[0];
  const hasta = fechas[fechas.length - 1];
  const pendientes = await db(manager)
    .selectFrom('pagos_transferencias')
    .select(['id', 'monto', 'fecha'])
    .where('cuenta_pago_id', '=', cuentaId)
    .where('estado', '=', 'por_confirmar')
    // La que una línea de otro extracto ya va a confirmar (por aplicar) no sirve a otra.
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('pagos_extracto_lineas as l')
            .select('l.id')
            .whereRef('l.transferencia_id', '=', 'pagos_transferencias.id')
            .where('l.estado', '=', 'por_aplicar'),
        ),
      ),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  cartera.datos.pendientes = pendientes.map((t) => ({ id: t.id, monto: Number(t.monto), fecha: t.fecha }));
  const registrados = await db(manager)
    .selectFrom('cobros as co')
    .innerJoin('prestamos as p', 'p.id', 'co.prestamo_id')
    .innerJoin('clientes as c', 'c.id', 'p.cliente_id')
    .select(['co.id', 'co.monto', 'co.fecha', 'p.numero', 'c.cedula', 'p.id as prestamo_id'])
    .where('co.cuenta_pago_id', '=', cuentaId)
    .where('co.fecha', '>=', sumarDias(desde, -2))
    .where('co.fecha', '<=', sumarDias(hasta, 2))
    .where(cobroSinLinea)
    .orderBy('co.fecha')
    .orderBy('co.created_at')
    .orderBy('co.id')
    .execute();
  for (const r of registrados) {
    cartera.datos.registrados.push({
      id: r.id,
      monto: Number(r.monto),
      fecha: r.fecha,
      numeroPrestamo: Number(r.numero),
      cedula: cedulaSinCeros(r.cedula),
    });
    cartera.prestamoDeCobro.set(r.id, { prestamo: r.prestamo_id, monto: Number(r.monto) });
  }
  return cartera;
}
