// Escribe comprobantes en el libro mayor: las cuentas de cada línea (con las subcuentas de cobradores que falten), el
// comprobante con sus líneas, varios de una vez, el vigente de una fuente y su reverso. Las reglas que arman las
// líneas son de @cartera/dominio; quién contabiliza qué está en contabilizar.ts y contabilizar-caja.ts.
import { cuadra, type LineaRegla, type OrigenAsiento, type TipoAsientoContable } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { aPesos } from '../common/dinero';
import { consultasComprobante } from './comprobante.consultas';

/** Un comprobante por escribir. */
export interface Comprobante {
  fecha: string;
  tipo: TipoAsientoContable;
  descripcion: string;
  origen: OrigenAsiento;
  origenId: string | null;
  reversoDe?: string | null;
  registradoPor: string | null;
  lineas: readonly LineaRegla[];
  /** El cliente de cada préstamo de las líneas (tercero). */
  clientes?: ReadonlyMap<string, string>;
  /** El movimiento del libro de préstamos de cada préstamo de las líneas. */
  movimientos?: ReadonlyMap<string, string>;
  cobroId?: string | null;
  /** La oficina de las líneas cuya regla no nombra otra; sin ella, la del préstamo, el cobro o el cobrador. */
  oficinaId?: string | null;
}

/**
 * Lo que decide la oficina de cada línea (docs/decisiones/libros-por-oficina.md): la que nombra la regla o el
 * comprobante y, para las demás, el primer préstamo y el primer cobrador de sus líneas (comprobante.consultas.ts).
 */
function oficinaDe(c: Comprobante, l: LineaRegla) {
  return {
    oficina: l.oficinaId ?? c.oficinaId ?? null,
    ancla_prestamo: c.lineas.find((x) => x.prestamoId)?.prestamoId ?? null,
    ancla_cobrador: c.lineas.find((x) => x.cobradorId)?.cobradorId ?? null,
  };
}

/** Lo que un comprobante escribe en su asiento (`contabilidad_asientos`), sin sus líneas. */
export type CabeceraComprobante = Pick<
  Comprobante,
  'fecha' | 'tipo' | 'descripcion' | 'origen' | 'origenId' | 'reversoDe' | 'registradoPor'
>;

/** Las columnas del asiento de un comprobante (la descripción, a lo que cabe en la columna). */
function columnasAsiento(c: CabeceraComprobante) {
  return {
    fecha: c.fecha,
    tipo: c.tipo,
    descripcion: c.descripcion.slice(0, 300),
    origen: c.origen,
    origen_id: c.origenId,
    reverso_de: c.reversoDe ?? null,
    registrado_por: c.registradoPor,
  };
}

/** Los asientos de varios comprobantes en una sentencia, en su orden (así su número lo sigue): sus ids, en ese orden. */
export async function insertarAsientosEnOrden(
  manager: EntityManager,
  comprobantes: readonly CabeceraComprobante[],
): Promise<string[]> {
  const escritos = await consultasComprobante.insertarAsientos(
    manager,
    comprobantes.map((c, n) => ({ n, ...columnasAsiento(c) })),
  );
  return [...escritos].sort((a, b) => Number(a.numero) - Number(b.numero)).map((a) => a.id);
}

/** La cuenta de una línea como texto: la clave con que se recuerda su id en `CuentasLeidas`. */
function claveDeCuenta(cuenta: LineaRegla['cuenta']): string {
  if (typeof cuenta === 'string') return cuenta;
  if (cuenta.tipo === 'oficina') return 'caja_oficina';
  return cuenta.tipo === 'cuenta_pago'
    ? `cuenta_pago:${cuenta.cuentaPagoId}`
    : `cobrador:${cuenta.cobradorId}`;
}

/**
 * Los ids de cuentas ya leídos dentro de una misma contabilización: los comprobantes de la historia de un préstamo
 * (decenas de cobros) usan las mismas cuentas, que se leen una vez.
 */
export type CuentasLeidas = Map<string, string>;

/** Los ids de las cuentas de las líneas; crea la subcuenta de efectivo de un cobrador la primera vez. */
async function idsDeCuentas(
  manager: EntityManager,
  lineas: readonly LineaRegla[],
  leidas?: CuentasLeidas,
): Promise<string[]> {
  const yaLeidas = lineas.flatMap((l) => leidas?.get(claveDeCuenta(l.cuenta)) ?? []);
  if (leidas && yaLeidas.length === lineas.length) return yaLeidas;
  const ids = await leerIdsDeCuentas(manager, lineas);
  lineas.forEach((l, i) => leidas?.set(claveDeCuenta(l.cuenta), ids[i]));
  return ids;
}

/** Crea la subcuenta de efectivo de cada cobrador de las líneas que todavía no la tiene; devuelve esos cobradores. */
async function crearSubcuentasDeCobradores(
  manager: EntityManager,
  lineas: readonly LineaRegla[],
): Promise<string[]> {
  const cobradores = [
    ...new Set(
      lineas.flatMap((l) =>
        typeof l.cuenta !== 'string' && l.cuenta.tipo === 'cobrador' ? [l.cuenta.cobradorId] : [],
      ),
    ),
  ];
  if (cobradores.length > 0) await consultasComprobante.crearSubcuentasDeCobradores(manager, cobradores);
  return cobradores;
}

async function leerIdsDeCuentas(manager: EntityManager, lineas: readonly LineaRegla[]): Promise<string[]> {
  const cobradores = await crearSubcuentasDeCobradores(manager, lineas);
  const cuentasPago = [
    ...new Set(
      lineas.flatMap((l) =>
        typeof l.cuenta !== 'string' && l.cuenta.tipo === 'cuenta_pago' ? [l.cuenta.cuentaPagoId] : [],
      ),
    ),
  ];
  const filas = await consultasComprobante.cuentasDeLineas(manager, cobradores, cuentasPago);
  const porClave = new Map<string, string>();
  const porCobrador = new Map<string, string>();
  const porCuentaPago = new Map<string, string>();
  for (const fila of filas) {
    if (fila.clave) porClave.set(fila.clave, fila.id);
    if (fila.cobrador_id) porCobrador.set(fila.cobrador_id, fila.id);
    if (fila.cuenta_pago_id) porCuentaPago.set(fila.cuenta_pago_id, fila.id);
  }
  return lineas.map((linea) => {
    const id =
      typeof linea.cuenta === 'string'
        ? porClave.get(linea.cuenta)
        : linea.cuenta.tipo === 'oficina'
          ? porClave.get('caja_oficina')
          : linea.cuenta.tipo === 'cuenta_pago'
            ? porCuentaPago.get(linea.cuenta.cuentaPagoId)
            : porCobrador.get(linea.cuenta.cobradorId);
    if (!id) throw new Error(`Cuenta contable sin crear: ${JSON.stringify(linea.cuenta)}`);
    return id;
  });
}

/**
 * Guarda un comprobante con sus líneas en una sentencia, con las cuentas resueltas en ella (sin leer sus ids antes).
 * La base rechaza al confirmar uno que no cuadre.
 */
export async function escribirComprobante(
  manager: EntityManager,
  comprobante: Comprobante,
): Promise<string | null> {
  const lineas = comprobante.lineas;
  if (lineas.length === 0) return null;
  if (!cuadra(lineas))
    throw new Error(`Comprobante descuadrado (${comprobante.descripcion}): ${JSON.stringify(lineas)}`);
  await crearSubcuentasDeCobradores(manager, lineas);
  return consultasComprobante.insertar(
    manager,
    columnasAsiento(comprobante),
    comprobante.cobroId ?? null,
    lineas.map((l, n) => {
      const cuenta = l.cuenta;
      return {
        n,
        clave: typeof cuenta === 'string' ? cuenta : cuenta.tipo === 'oficina' ? 'caja_oficina' : null,
        cuenta_cobrador: typeof cuenta !== 'string' && cuenta.tipo === 'cobrador' ? cuenta.cobradorId : null,
        cuenta_pago: typeof cuenta !== 'string' && cuenta.tipo === 'cuenta_pago' ? cuenta.cuentaPagoId : null,
        debito: aPesos(l.debito),
        credito: aPesos(l.credito),
        prestamo_id: l.prestamoId ?? null,
        cliente_id: l.prestamoId ? (comprobante.clientes?.get(l.prestamoId) ?? null) : null,
        cobrador_id: l.cobradorId ?? null,
        movimiento_id: l.prestamoId ? (comprobante.movimientos?.get(l.prestamoId) ?? null) : null,
        ...oficinaDe(comprobante, l),
      };
    }),
  );
}

/**
 * Varios comprobantes de una vez (la historia de un préstamo, decenas de cobros): sus asientos en una sentencia, en su
 * orden (su número), y todas sus líneas en otra. El mismo efecto que `escribirComprobante` uno por uno.
 */
export async function escribirComprobantes(
  manager: EntityManager,
  comprobantes: readonly Comprobante[],
  leidas: CuentasLeidas,
): Promise<void> {
  const conLineas = comprobantes.filter((c) => c.lineas.length > 0);
  if (conLineas.length <= 1) {
    for (const comprobante of conLineas) await escribirComprobante(manager, comprobante);
    return;
  }
  for (const c of conLineas)
    if (!cuadra(c.lineas))
      throw new Error(`Comprobante descuadrado (${c.descripcion}): ${JSON.stringify(c.lineas)}`);
  const cuentas = await idsDeCuentas(
    manager,
    conLineas.flatMap((c) => c.lineas),
    leidas,
  );
  const ids = await insertarAsientosEnOrden(manager, conLineas);
  const lineas = conLineas.flatMap((c, i) => c.lineas.map((l) => ({ c, l, asientoId: ids[i] })));
  await consultasComprobante.insertarLineas(
    manager,
    lineas.map(({ c, l, asientoId }, j) => ({
      asiento_id: asientoId,
      fecha: c.fecha,
      cuenta_id: cuentas[j],
      debito: aPesos(l.debito),
      credito: aPesos(l.credito),
      prestamo_id: l.prestamoId ?? null,
      cliente_id: l.prestamoId ? (c.clientes?.get(l.prestamoId) ?? null) : null,
      cobrador_id: l.cobradorId ?? null,
      cobro_id: c.cobroId ?? null,
      movimiento_id: l.prestamoId ? (c.movimientos?.get(l.prestamoId) ?? null) : null,
      ...oficinaDe(c, l),
    })),
  );
}

/** El comprobante vigente (sin reverso) de una fuente. */
export async function vigente(
  manager: EntityManager,
  origen: OrigenAsiento,
  origenId: string | null,
): Promise<{ id: string; fecha: string } | null> {
  return (await consultasComprobante.vigente(manager, origen, origenId)) ?? null;
}

/** Reversa un comprobante: las mismas líneas al revés, con su fecha. */
export async function reversar(
  manager: EntityManager,
  asientoId: string,
  registradoPor: string | null,
  descripcion: string,
): Promise<void> {
  const a = await consultasComprobante.asiento(manager, asientoId);
  await consultasComprobante.insertarReverso(manager, asientoId, {
    fecha: a.fecha,
    descripcion: `${descripcion} (reverso del comprobante ${a.numero})`.slice(0, 300),
    origen: a.origen,
    origen_id: a.origen_id,
    registrado_por: registradoPor,
  });
}
