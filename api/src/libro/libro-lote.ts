// El libro del préstamo por lotes, en el núcleo (issue 67, «la importación como comando por lotes»;
// docs/decisiones/importacion-por-lotes.md): muchos préstamos nuevos, ya calculados con las reglas del libro
// (repartirCobros, interesesDeCobros, efectoCastigo, recalculoEnMemoria), se escriben aquí cada tabla en unas pocas
// sentencias — préstamos, cuotas, cobros, sus aplicaciones y los movimientos del libro —, las mismas filas que dejan de
// uno en uno crearEn, asentar y registrarCobros (importaciones-lote.e2e-spec.ts las compara fila por fila), con los
// mismos disparadores por sentencia de la base. Quien llama (la importación) no escribe ninguna de esas tablas.
import type { Insertable } from 'kysely';
import type { EntityManager } from 'typeorm';
import { aPesos } from '../common/dinero';
import type { Prestamos } from '../database/esquema';
import { db } from '../database/kysely';
import { enPoderDe } from './libro-cobros';
import { consultasLibroLote } from './libro-lote.consultas';
import { consultasLibro } from './libro.consultas';
import type { AplicacionRepartida, CuotaEnCentavos, DatosCobroLibro } from './libro.tipos';

/** Un movimiento del libro del préstamo por escribir (centavos), como lo deja `asentar`. */
export interface MovimientoLote {
  tipo: 'desembolso' | 'cobro' | 'castigo';
  fecha: string;
  monto: number;
  interes: number;
  efectivo: number;
  cobroId: string | null;
  motivo: string | null;
}

/** Un préstamo nuevo calculado: todas las filas de su libro, en centavos. */
export interface PrestamoPorLote {
  id: string;
  clienteId: string;
  prestamo: Insertable<Prestamos>;
  cuotas: CuotaEnCentavos[];
  /** Cada cobro con su id, la mora que pagó y la cuota que nombra (pago de una cuota), en el orden del libro. */
  cobros: Array<DatosCobroLibro & { id: string; mora: number; cuotaId: string | null }>;
  aplicaciones: Array<{ cobroId: string; aplicacion: AplicacionRepartida }>;
  /** En el orden de su secuencia: el desembolso, los cobros y, si lo hay, el castigo. */
  movimientos: MovimientoLote[];
}

/** Cronometra una sentencia del lote (CARTERA_MEDIR_LOTE=1, importaciones/medir-lote.ts); sin medir, la corre. */
export type PasoDelLote = <T>(nombre: string, sentencia: () => Promise<T>) => Promise<T>;

/** Filas por sentencia: un préstamo lleva unas 25 columnas, y PostgreSQL acepta 65.535 parámetros por sentencia. */
const FILAS_POR_SENTENCIA = 1000;

export function enTandas<T>(filas: readonly T[], tamano = FILAS_POR_SENTENCIA): T[][] {
  const tandas: T[][] = [];
  for (let i = 0; i < filas.length; i += tamano) tandas.push(filas.slice(i, i + tamano));
  return tandas;
}

/** Los pesos de un movimiento como los guarda `asentar`. */
export function columnasMovimiento(
  prestamoId: string,
  oficinaId: string,
  m: MovimientoLote,
  registradoPor: string | null,
) {
  return {
    prestamo_id: prestamoId,
    oficina_id: oficinaId,
    tipo: m.tipo,
    fecha: m.fecha,
    monto: aPesos(m.monto),
    capital: aPesos(m.monto - m.interes),
    interes: aPesos(m.interes),
    efectivo: aPesos(m.efectivo),
    cobro_id: m.cobroId,
    motivo: m.motivo,
    registrado_por: registradoPor,
    capital_primero: false,
    mora: aPesos(0),
  };
}

/**
 * Escribe el libro de los préstamos de un lote, en este orden (cada tabla en unas pocas sentencias). Devuelve el
 * número de cada préstamo (la descripción de sus comprobantes) y los ids de los movimientos de cada uno, en el orden
 * de `movimientos`, para que el libro mayor asiente esos mismos movimientos.
 */
export async function escribirLibrosPorLote(
  manager: EntityManager,
  lote: readonly PrestamoPorLote[],
  registradoPor: string | null,
  paso: PasoDelLote = (_nombre, sentencia) => sentencia(),
): Promise<{ numeros: Map<string, string>; movimientos: Map<string, string[]> }> {
  const numeros = new Map<string, string>();
  const movimientos = new Map<string, string[]>();
  // La oficina de cada préstamo (la de su cliente, que pone la base al insertarlo): sus cuotas la mandan y la llave
  // (prestamo_id, oficina_id) la comprueba, sin un disparador por cuota.
  const oficinas = new Map<string, string>();
  const oficinaDe = (prestamoId: string): string => {
    const oficina = oficinas.get(prestamoId);
    if (oficina === undefined) throw new Error(`El préstamo ${prestamoId} del lote no se insertó`);
    return oficina;
  };
  if (lote.length === 0) return { numeros, movimientos };
  // Los préstamos, con su número de la secuencia en el orden del lote.
  for (const tanda of enTandas(lote, 500)) {
    const filas = await paso('prestamos', () =>
      db(manager)
        .insertInto('prestamos')
        .values(tanda.map((p) => p.prestamo))
        .returning(['id', 'numero', 'oficina_id'])
        .execute(),
    );
    for (const fila of filas) {
      numeros.set(fila.id, String(fila.numero));
      oficinas.set(fila.id, fila.oficina_id);
    }
  }
  const cuotas = lote.flatMap((p) =>
    p.cuotas.map((c) => ({
      id: c.id,
      prestamo_id: p.id,
      oficina_id: oficinaDe(p.id),
      numero: c.numero,
      fecha_programada: c.fechaProgramada,
      monto_capital: aPesos(c.montoCapital),
      monto_interes: aPesos(c.montoInteres),
      monto_total: aPesos(c.montoTotal),
      monto_pagado: aPesos(c.montoPagado),
      estado: c.estado,
      fecha_pago: c.fechaPago,
    })),
  );
  for (const tanda of enTandas(cuotas))
    await paso('cuotas', () => db(manager).insertInto('cuotas').values(tanda).execute());
  const cobros = lote.flatMap((p) =>
    p.cobros.map((c) => ({
      id: c.id,
      prestamo_id: p.id,
      cliente_id: p.clienteId,
      cobrador_id: c.cobradorId,
      monto: aPesos(c.monto),
      fecha: c.fecha,
      observaciones: c.observaciones,
      origen: c.origen,
      cuota_id: c.cuotaId,
      registrado_por: c.registradoPor,
      en_poder_de: enPoderDe(c),
      monto_mora: aPesos(c.mora),
    })),
  );
  // Un arreglo por columna (libro-lote.consultas.ts); un cobro que quedaría en poder de quien lo registró lo decide la
  // base en insertarCobros, como el de uno en uno.
  const resueltos = cobros.flatMap(({ en_poder_de, ...c }) =>
    en_poder_de === 'delCobradorSiLoRegistro' ? [] : [{ ...c, en_poder_de }],
  );
  await paso('cobros', () =>
    resueltos.length === cobros.length
      ? consultasLibroLote.insertarCobros(manager, resueltos)
      : consultasLibro.insertarCobros(
          manager,
          cobros.map((c) => ({ ...c, cuenta_pago_id: null, referencia_pago: null })),
        ),
  );
  await paso('aplicaciones', () =>
    consultasLibroLote.insertarAplicaciones(
      manager,
      lote.flatMap((p) =>
        p.aplicaciones.map(({ cobroId, aplicacion }) => ({
          cobro_id: cobroId,
          cuota_id: aplicacion.cuotaId,
          monto: aPesos(aplicacion.monto),
          // El cobro es del préstamo: su oficina (cobros_oficina_del_prestamo).
          oficina_id: oficinaDe(p.id),
        })),
      ),
    ),
  );
  const ids = await paso('movimientos', () =>
    consultasLibroLote.insertarMovimientos(
      manager,
      lote.flatMap((p) =>
        p.movimientos.map((m) => columnasMovimiento(p.id, oficinaDe(p.id), m, registradoPor)),
      ),
    ),
  );
  let siguiente = 0;
  for (const p of lote)
    movimientos.set(
      p.id,
      p.movimientos.map(() => ids[siguiente++]),
    );
  return { numeros, movimientos };
}
