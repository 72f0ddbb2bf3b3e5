// Lo que el cruce de un extracto lee de la base (docs/decisiones/pagos-por-transferencia.md, «El cruce»): sus líneas
// por cruzar y, de la cartera, sólo lo que ellas nombran. La regla que decide es cruzarExtracto de @cartera/dominio.
import {
  ESTADOS_PRESTAMO_ABIERTO,
  cedulaSinCeros,
  numeroDeReferencia,
  type DatosConciliacion,
  type LineaExtracto,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';

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
  const filas: Array<{
    id: string;
    extracto_id: string | null;
    fecha: string;
    descripcion: string;
    valor: string;
    referencia: string | null;
  }> = await manager.query(
    `SELECT id, extracto_id, fecha, descripcion, valor, referencia FROM pagos_extracto_lineas
       WHERE cuenta_pago_id = $1 AND estado = 'por_cruzar' ORDER BY created_at, fila, id`,
    [cuentaId],
  );
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
      if (token.length >= 6 && token.length <= 11) cedulas.add(cedulaSinCeros(token).padStart(11, '0'));
    }
  }
  const prestamos: Array<{ id: string; numero: string; cedula: string }> =
    numeros.size + cedulas.size === 0
      ? []
      : await manager.query(
          `SELECT p.id, p.numero::text AS numero, c.cedula FROM prestamos p JOIN clientes c ON c.id = p.cliente_id
           WHERE p.estado = ANY($3::text[]) AND (p.numero = ANY($1::bigint[]) OR c.cedula = ANY($2::text[]))
           ORDER BY p.fecha_inicio, p.numero`,
          [[...numeros], [...cedulas], ESTADOS_PRESTAMO_ABIERTO],
        );
  const cartera: CarteraExtracto = {
    datos: { numerosPrestamo: new Set(), cedulas: new Set(), pendientes: [], registrados: [] },
    prestamoDeNumero: new Map(),
    prestamoDeCedula: new Map(),
    prestamoDeCobro: new Map(),
  };
  for (const p of prestamos) {
    cartera.prestamoDeNumero.set(Number(p.numero), p.id);
    (cartera.datos.numerosPrestamo as Set<number>).add(Number(p.numero));
    const cedula = cedulaSinCeros(p.cedula);
    if (!cartera.prestamoDeCedula.has(cedula)) cartera.prestamoDeCedula.set(cedula, p.id);
    (cartera.datos.cedulas as Set<string>).add(cedula);
  }
  if (lineas.length === 0) return cartera;
  // Las líneas vienen en el orden del archivo, no por fecha.
  const fechas = lineas.map((l) => l.fecha).sort();
  const desde = fechas[0];
  const hasta = fechas[fechas.length - 1];
  const pendientes: Array<{ id: string; monto: string; fecha: string }> = await manager.query(
    `SELECT id, monto, fecha FROM pagos_transferencias WHERE cuenta_pago_id = $1 AND estado = 'por_confirmar'
     ORDER BY created_at, id`,
    [cuentaId],
  );
  cartera.datos.pendientes = pendientes.map((t) => ({ id: t.id, monto: Number(t.monto), fecha: t.fecha }));
  const registrados: Array<{
    id: string;
    monto: string;
    fecha: string;
    numero: string;
    cedula: string;
    prestamo_id: string;
  }> = await manager.query(
    `SELECT co.id, co.monto, co.fecha, p.numero::text AS numero, c.cedula, p.id AS prestamo_id
       FROM cobros co JOIN prestamos p ON p.id = co.prestamo_id JOIN clientes c ON c.id = p.cliente_id
       WHERE co.cuenta_pago_id = $1 AND co.fecha BETWEEN $2::date - 2 AND $3::date + 2
         AND NOT EXISTS (SELECT 1 FROM pagos_lineas_cobros lc WHERE lc.cobro_id = co.id)
       ORDER BY co.fecha, co.created_at, co.id`,
    [cuentaId, desde, hasta],
  );
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
