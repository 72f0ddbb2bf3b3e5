// Escribe el libro mayor: convierte cada evento de dinero en su comprobante con las reglas de @cartera/dominio
// (contabilidad.ts) y lo guarda en la transacción del evento. Funciones sobre un EntityManager, sin Nest: las usa la
// API (MayorService) y la migración que pasa los datos existentes al libro mayor.
import {
  CAJA_OFICINA,
  CATEGORIAS_MOVIMIENTO,
  ETIQUETAS_TIPO_MOVIMIENTO,
  cajaDeCobro,
  TIPOS_MOVIMIENTO,
  compactar,
  eventoMoraDe,
  LIMITES,
  cuadra,
  interesDeUnPago,
  interesDeUnaReversion,
  invertir,
  reglaCobro,
  reglaCondonacion,
  reglaDesembolso,
  reglaEntrega,
  reglaGasto,
  reglaLiquidacion,
  reglaMora,
  reglaMovimientoCaja,
  reglaRecuperacion,
  reglaReenganche,
  reglaSaldoInicial,
  type CajaEfectivo,
  type LineaRegla,
  type OrigenAsiento,
  type SaldoContable,
  type TipoAsientoContable,
  type TipoMovimiento,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { aCentavos, aPesos } from '../../cartera/dinero';
import { consultasComprobante } from './comprobante.consultas';
import { CONSULTAS_MAYOR, consultar, uno, type FilaDe } from './consultas';
import { lineasOrdenCastigo, lineasOrdenRecuperacion } from '../politicas/orden';
import { baseDelComprobante, comprobanteCastigo, moverSaldoContable } from './comprobantes-importados';

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
}

/** Un asiento del libro de préstamos ya insertado (centavos). */
export interface MovimientoPrestamo {
  id: string;
  /** Si el cobro es historia importada, cuando quien asienta lo sabe; si no, se lee del cobro. */
  importado?: boolean;
  tipo: TipoMovimiento;
  fecha: string;
  monto: number;
  interes: number;
  efectivo: number;
  cobroId: string | null;
  registradoPor: string | null;
  /** Condonación que perdona primero capital. */
  capitalPrimero?: boolean;
  /** Interés de mora del asiento (centavos): causado, cobrado, devuelto o perdonado según el tipo. */
  mora?: number;
  /** Dónde entró el efectivo de un cobro recién registrado, si quien asienta lo sabe; sin él, se lee del cobro. */
  caja?: CajaEfectivo;
}

/**
 * El préstamo y lo que el libro mayor tiene por cobrar de él, ya leídos por quien asienta (el núcleo de dinero, en la
 * sentencia de su mora): contabilizar no los vuelve a leer y mueve `saldo` con cada comprobante que escribe, así sirve
 * también al siguiente asiento de la misma transacción.
 */
export interface PrestamoContableLeido {
  prestamo: FilaPrestamoContable;
  saldo: SaldoContable;
}

/** La cuenta de una línea como texto: la clave con que se recuerda su id en `CuentasLeidas`. */
function claveDeCuenta(cuenta: LineaRegla['cuenta']): string {
  if (typeof cuenta === 'string') return cuenta;
  if (cuenta.tipo === 'oficina') return 'caja_oficina';
  return cuenta.tipo === 'cuenta_pago' ? `cuenta_pago:${cuenta.cuentaPagoId}` : `cobrador:${cuenta.cobradorId}`;
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
  if (leidas && lineas.every((l) => leidas.has(claveDeCuenta(l.cuenta))))
    return lineas.map((l) => leidas.get(claveDeCuenta(l.cuenta)) as string);
  const ids = await leerIdsDeCuentas(manager, lineas);
  lineas.forEach((l, i) => leidas?.set(claveDeCuenta(l.cuenta), ids[i]));
  return ids;
}

/** Crea la subcuenta de efectivo de cada cobrador de las líneas que todavía no la tiene; devuelve esos cobradores. */
async function crearSubcuentasDeCobradores(manager: EntityManager, lineas: readonly LineaRegla[]): Promise<string[]> {
  const cobradores = [
    ...new Set(
      lineas.flatMap((l) =>
        typeof l.cuenta !== 'string' && l.cuenta.tipo === 'cobrador' ? [l.cuenta.cobradorId] : [],
      ),
    ),
  ];
  if (cobradores.length > 0) {
    await manager.query(
      `INSERT INTO contabilidad_cuentas (codigo, nombre, clase, naturaleza, cobrador_id, padre_id)
       SELECT p.codigo || CASE WHEN s.n < 10 THEN '0' ELSE '' END || s.n,
              'Efectivo en poder de ' || u.nombre, 'activo', 'debito', u.id, p.id
       FROM usuarios u CROSS JOIN contabilidad_cuentas p
       -- Un número por cobrador (la subconsulta depende de la fila, así que se evalúa en cada una): 01…99, 100…
       CROSS JOIN LATERAL (SELECT nextval('contabilidad_subcuenta_cobrador_seq') AS n WHERE u.id IS NOT NULL) s
       WHERE u.id = ANY($1::uuid[]) AND p.clave = 'efectivo_cobradores'
         AND NOT EXISTS (SELECT 1 FROM contabilidad_cuentas c WHERE c.cobrador_id = u.id)
       ORDER BY u.id
       ON CONFLICT (cobrador_id) DO NOTHING`,
      [cobradores],
    );
  }
  return cobradores;
}

async function leerIdsDeCuentas(manager: EntityManager, lineas: readonly LineaRegla[]): Promise<string[]> {
  const cobradores = await crearSubcuentasDeCobradores(manager, lineas);
  const cuentasPago = [
    ...new Set(lineas.flatMap((l) => (typeof l.cuenta !== 'string' && l.cuenta.tipo === 'cuenta_pago' ? [l.cuenta.cuentaPagoId] : []))),
  ];
  const filas = await consultar(manager, CONSULTAS_MAYOR.cuentasDeLineas, [cobradores, cuentasPago]);
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
export async function escribirComprobante(manager: EntityManager, comprobante: Comprobante): Promise<string | null> {
  const lineas = comprobante.lineas;
  if (lineas.length === 0) return null;
  if (!cuadra(lineas))
    throw new Error(`Comprobante descuadrado (${comprobante.descripcion}): ${JSON.stringify(lineas)}`);
  await crearSubcuentasDeCobradores(manager, lineas);
  return consultasComprobante.insertar(
    manager,
    {
      fecha: comprobante.fecha,
      tipo: comprobante.tipo,
      descripcion: comprobante.descripcion.slice(0, 300),
      origen: comprobante.origen,
      origen_id: comprobante.origenId,
      reverso_de: comprobante.reversoDe ?? null,
      registrado_por: comprobante.registradoPor,
    },
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
    if (!cuadra(c.lineas)) throw new Error(`Comprobante descuadrado (${c.descripcion}): ${JSON.stringify(c.lineas)}`);
  const cuentas = await idsDeCuentas(manager, conLineas.flatMap((c) => c.lineas), leidas);
  const escritos: Array<{ id: string; numero: string }> = await manager.query(
    `INSERT INTO contabilidad_asientos (fecha, tipo, descripcion, origen, origen_id, reverso_de, registrado_por)
     SELECT v.fecha, v.tipo, v.descripcion, v.origen, v.origen_id, v.reverso_de, v.registrado_por
     FROM unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::uuid[], $6::uuid[], $7::uuid[])
       WITH ORDINALITY AS v(fecha, tipo, descripcion, origen, origen_id, reverso_de, registrado_por, n)
     ORDER BY v.n
     RETURNING id, numero`,
    [
      conLineas.map((c) => c.fecha),
      conLineas.map((c) => c.tipo),
      conLineas.map((c) => c.descripcion.slice(0, 300)),
      conLineas.map((c) => c.origen),
      conLineas.map((c) => c.origenId),
      conLineas.map((c) => c.reversoDe ?? null),
      conLineas.map((c) => c.registradoPor),
    ],
  );
  const ids = [...escritos].sort((a, b) => Number(a.numero) - Number(b.numero)).map((a) => a.id);
  const lineas = conLineas.flatMap((c, i) => c.lineas.map((l) => ({ c, l, asientoId: ids[i] })));
  await manager.query(
    `INSERT INTO contabilidad_lineas
       (asiento_id, fecha, cuenta_id, debito, credito, prestamo_id, cliente_id, cobrador_id, cobro_id, movimiento_id)
     SELECT * FROM unnest($1::uuid[], $2::date[], $3::uuid[], $4::numeric[], $5::numeric[], $6::uuid[], $7::uuid[],
                          $8::uuid[], $9::uuid[], $10::uuid[])`,
    [
      lineas.map((x) => x.asientoId),
      lineas.map((x) => x.c.fecha),
      cuentas,
      lineas.map((x) => aPesos(x.l.debito)),
      lineas.map((x) => aPesos(x.l.credito)),
      lineas.map((x) => x.l.prestamoId ?? null),
      lineas.map((x) => (x.l.prestamoId ? (x.c.clientes?.get(x.l.prestamoId) ?? null) : null)),
      lineas.map((x) => x.l.cobradorId ?? null),
      lineas.map((x) => x.c.cobroId ?? null),
      lineas.map((x) => (x.l.prestamoId ? (x.c.movimientos?.get(x.l.prestamoId) ?? null) : null)),
    ],
  );
}

// ——— Préstamos ———

type FilaPrestamoContable = FilaDe<'prestamo'>;

/** Capital e interés pactado que el libro mayor tiene por cobrar de un préstamo. */
export async function saldoContable(manager: EntityManager, prestamoId: string): Promise<SaldoContable> {
  const [fila] = await consultar(manager, CONSULTAS_MAYOR.saldoPrestamo, [prestamoId]);
  return { capital: aCentavos(Number(fila.capital)), interes: aCentavos(Number(fila.interes)) };
}

/**
 * Dónde está hoy el efectivo de un cobro: con el cobrador que lo registró mientras no lo entregue (o su entrega esté
 * por confirmar), si no en la oficina.
 */
async function cajaDelCobro(manager: EntityManager, cobroId: string | null): Promise<CajaEfectivo | null> {
  if (!cobroId) return CAJA_OFICINA;
  const [fila] = await consultar(manager, CONSULTAS_MAYOR.cajaDelCobro, [cobroId]);
  if (!fila) return null;
  return cajaDeCobro({ cuentaPagoId: fila.cuenta_pago_id, enPoderDe: fila.en_poder_de, entregado: fila.entregado });
}

/** Lo que queda de un cobro en el libro mayor: efectivo neto, interés reconocido neto y la caja donde entró. */
export async function restoDelCobro(
  manager: EntityManager,
  prestamoId: string,
  cobroId: string,
): Promise<{ monto: number; interes: number; caja: CajaEfectivo }> {
  const filas = await consultar(manager, CONSULTAS_MAYOR.restoDelCobro, [cobroId, prestamoId]);
  let monto = 0;
  let interes = 0;
  let caja: CajaEfectivo = CAJA_OFICINA;
  for (const fila of filas) {
    const neto = aCentavos(Number(fila.neto));
    if (fila.clave === 'caja_oficina' || fila.cobrador_id || fila.cuenta_pago_id) {
      monto += neto;
      if (fila.cobrador_id && neto > 0) caja = { tipo: 'cobrador', cobradorId: fila.cobrador_id };
      if (fila.cuenta_pago_id && neto > 0) caja = { tipo: 'cuenta_pago', cuentaPagoId: fila.cuenta_pago_id };
    }
    if (fila.clave === 'ingresos_intereses') interes -= neto;
    // La mora que pagó el cobro tiene su propia reversión (reglaMora): no es parte de lo que bajó de la cartera.
    if (fila.clave === 'ingresos_mora') monto += neto;
  }
  return { monto, interes, caja };
}

/**
 * Contabiliza los asientos que el libro de un préstamo acaba de recibir, en su orden. Cada uno da su comprobante,
 * salvo el desembolso de un préstamo nacido de un reenganche (lo contabiliza el reenganche del anterior, que cierra
 * uno y abre el otro en un solo comprobante) y la condonación del resto de una liquidación (es parte de ella).
 */
export async function contabilizarMovimientosPrestamo(
  manager: EntityManager,
  prestamoId: string,
  movimientos: readonly MovimientoPrestamo[],
  leido?: PrestamoContableLeido,
): Promise<void> {
  if (movimientos.length === 0) return;
  const [prestamo] = leido ? [leido.prestamo] : await consultar(manager, CONSULTAS_MAYOR.prestamo, [prestamoId]);
  const saldo = leido?.saldo ?? (await saldoContable(manager, prestamoId));
  const proporcional =
    prestamo.tipo_amortizacion === 'interes_adelantado' || prestamo.prestamo_origen_id !== null;
  const de = `del préstamo #${prestamo.numero}`;
  const contable = { id: prestamoId, numero: String(prestamo.numero), clienteId: prestamo.cliente_id, proporcional };
  const leidas: CuentasLeidas = new Map();
  // Los comprobantes de desembolsos, cobros y mora se juntan y se escriben de una vez; antes de otro movimiento (que
  // lee el libro mayor: una reversión busca lo que quedó de su cobro) se escriben los que haya.
  const pendientes: Comprobante[] = [];

  for (const m of movimientos) {
    if (m.tipo !== 'desembolso' && m.tipo !== 'cobro' && m.tipo !== 'mora')
      await escribirComprobantes(manager, pendientes.splice(0), leidas);
    const base = baseDelComprobante(contable, m);
    let comprobante: Comprobante | null = null;
    // Dónde entró (o de dónde sale) el efectivo de un cobro: la mora del mismo cobro va a la misma caja.
    let caja: CajaEfectivo = CAJA_OFICINA;
    switch (m.tipo) {
      case 'desembolso':
        // Un préstamo importado abre su cartera en la fecha de corte, en un solo comprobante con lo que tiene por
        // cobrar ese día (comprobanteAperturaImportada): su desembolso y su historia no van al mayor.
        if (prestamo.prestamo_origen_id || prestamo.fecha_corte) break;
        comprobante = {
          ...base,
          tipo: 'desembolso',
          descripcion: `Desembolso ${de}`,
          lineas: reglaDesembolso({ prestamoId, efectivo: -m.efectivo, pactado: m.monto }),
        };
        break;
      case 'anulacion':
        comprobante = {
          ...base,
          tipo: 'anulacion',
          descripcion: `Anulación del desembolso ${de}`,
          reversoDe: await reversoDe(manager, CONSULTAS_MAYOR.comprobanteDelDesembolso, [prestamoId]),
          lineas: invertir(reglaDesembolso({ prestamoId, efectivo: m.efectivo, pactado: m.monto })),
        };
        break;
      case 'cobro': {
        const importado =
          m.importado ??
          (m.cobroId ? (await consultar(manager, CONSULTAS_MAYOR.origenDelCobro, [m.cobroId]))[0]?.origen === 'importacion' : false);
        // La historia importada no entró a ninguna caja de Cartera: sin mora, no hace falta leer cuál.
        if (!importado || m.mora) caja = m.caja ?? (await cajaDelCobro(manager, m.cobroId)) ?? CAJA_OFICINA;
        // Un cobro anterior al corte ya está en la apertura del préstamo importado.
        if (importado) break;
        const interes = interesDeUnPago(
          m.monto,
          saldo,
          proporcional ? { tipo: 'proporcional' } : { tipo: 'plan', interesPlan: m.interes },
        );
        comprobante = {
          ...base,
          tipo: 'cobro',
          descripcion: `Cobro ${de}`,
          lineas: reglaCobro({ prestamoId, monto: m.monto, interes, caja }),
        };
        break;
      }
      case 'liquidacion': {
        caja = (await cajaDelCobro(manager, m.cobroId)) ?? CAJA_OFICINA;
        const descuento = saldo.capital + saldo.interes - m.monto;
        comprobante = {
          ...base,
          tipo: 'liquidacion',
          descripcion: `Liquidación ${de}`,
          lineas: reglaLiquidacion({ prestamoId, recibido: m.monto, descuento, saldo, caja }),
        };
        break;
      }
      case 'reversion': {
        if (!m.cobroId) throw new Error('Una reversión sin cobro');
        const resto = await restoDelCobro(manager, prestamoId, m.cobroId);
        const monto = Math.min(m.monto, resto.monto);
        // Se devuelve lo que ese cobro tomó: con el reparto del plan (el del libro de préstamos) o, en un préstamo de
        // reparto proporcional, en la misma proporción; nunca más interés ni más capital de lo que el cobro llevó.
        const interes = interesDeUnaReversion(monto, resto, proporcional ? 'proporcional' : m.interes);
        caja = (await cajaDelCobro(manager, m.cobroId)) ?? resto.caja;
        comprobante = {
          ...base,
          tipo: 'reversion',
          descripcion: `Reversión de un cobro ${de}`,
          reversoDe: await reversoDe(manager, CONSULTAS_MAYOR.comprobanteDelCobro, [m.cobroId, prestamoId]),
          lineas: invertir(reglaCobro({ prestamoId, monto, interes, caja })),
        };
        break;
      }
      case 'condonacion':
        // El resto de una liquidación ya lo perdonó su comprobante.
        if (saldo.capital + saldo.interes === 0) break;
        comprobante = {
          ...base,
          tipo: 'condonacion',
          descripcion: `Condonación ${de}`,
          lineas: reglaCondonacion({
            prestamoId,
            monto: Math.min(m.monto, saldo.capital + saldo.interes),
            saldo,
            capitalPrimero: m.capitalPrimero,
          }),
        };
        break;
      case 'castigo':
        comprobante = comprobanteCastigo(contable, saldo, m, await lineasOrdenCastigo(manager, prestamoId, saldo));
        break;
      case 'recuperacion': {
        caja = (await cajaDelCobro(manager, m.cobroId)) ?? CAJA_OFICINA;
        comprobante = {
          ...base,
          tipo: 'recuperacion',
          descripcion: `Recuperación ${de} (castigado)`,
          lineas: [
            ...reglaRecuperacion({ prestamoId, monto: m.monto, caja }),
            ...(await lineasOrdenRecuperacion(manager, prestamoId, m.monto)),
          ],
        };
        break;
      }
      case 'reenganche':
        comprobante = await comprobanteReenganche(manager, prestamoId, prestamo, saldo, m);
        break;
      case 'mora':
        break;
    }
    // La mora del asiento, en el mismo comprobante (docs/decisiones/interes-de-mora.md).
    const evento = m.mora ? eventoMoraDe(m.tipo) : null;
    if (evento && m.mora) {
      const lineas = reglaMora({ evento, prestamoId, monto: m.mora, caja });
      comprobante = comprobante
        ? { ...comprobante, lineas: compactar([...comprobante.lineas, ...lineas]) }
        : {
            ...base,
            tipo: m.tipo,
            descripcion:
              m.tipo === 'mora'
                ? `Interés de mora causado ${de}`
                : `Interés de mora: ${ETIQUETAS_TIPO_MOVIMIENTO[m.tipo].toLowerCase()} ${de}`,
            lineas,
          };
    }
    if (!comprobante) continue;
    pendientes.push(comprobante);
    moverSaldoContable(saldo, prestamoId, comprobante);
  }
  await escribirComprobantes(manager, pendientes, leidas);
}

/** El comprobante que deshace una reversión o una anulación (trazabilidad: `reverso_de`); null si no lo hay. */
async function reversoDe(
  manager: EntityManager,
  c: typeof CONSULTAS_MAYOR.comprobanteDelCobro | typeof CONSULTAS_MAYOR.comprobanteDelDesembolso,
  parametros: readonly unknown[],
): Promise<string | null> {
  const [fila] = await consultar(manager, c, parametros);
  return fila?.id ?? null;
}

/** El reenganche: cierra la cartera del anterior y abre la del nuevo (su desembolso) en un solo comprobante. */
async function comprobanteReenganche(
  manager: EntityManager,
  prestamoId: string,
  prestamo: FilaPrestamoContable,
  saldo: SaldoContable,
  m: MovimientoPrestamo,
): Promise<Comprobante> {
  const [nuevo] = await consultar(manager, CONSULTAS_MAYOR.prestamoDelReenganche, [prestamoId]);
  if (!nuevo) throw new Error(`El reenganche del préstamo ${prestamoId} no tiene préstamo nuevo`);
  return {
    fecha: m.fecha,
    tipo: 'reenganche',
    descripcion: `Reenganche del préstamo #${prestamo.numero} en el #${nuevo.numero}`,
    origen: 'prestamo',
    origenId: prestamoId,
    registradoPor: m.registradoPor,
    clientes: new Map([
      [prestamoId, prestamo.cliente_id],
      [nuevo.id, nuevo.cliente_id],
    ]),
    movimientos: new Map([
      [prestamoId, m.id],
      [nuevo.id, nuevo.movimiento_id],
    ]),
    lineas: reglaReenganche({
      anterior: { prestamoId, saldo },
      nuevo: { prestamoId: nuevo.id, pactado: aCentavos(Number(nuevo.monto)) },
      efectivo: -aCentavos(Number(nuevo.efectivo)),
    }),
  };
}

// ——— Caja ———

/** Un gasto de cobrador aceptado sale de su efectivo. */
export async function contabilizarGasto(
  manager: EntityManager,
  gastoId: string,
  registradoPor: string | null,
): Promise<void> {
  const [g] = await consultar(manager, CONSULTAS_MAYOR.gastoAceptado, [gastoId]);
  if (!g) return;
  await escribirComprobante(manager, {
    fecha: g.fecha,
    tipo: 'gasto',
    descripcion: `Gasto de ${g.nombre}: ${g.concepto}`,
    origen: 'gasto',
    origenId: gastoId,
    registradoPor,
    lineas: reglaGasto({ cobradorId: g.cobrador_id, monto: aCentavos(Number(g.monto)) }),
  });
}

/** Un gasto aceptado que se rechaza después vuelve al efectivo del cobrador: se reversa su comprobante. */
export async function reversarGasto(
  manager: EntityManager,
  gastoId: string,
  registradoPor: string | null,
): Promise<void> {
  const anterior = await vigente(manager, 'gasto', gastoId);
  if (anterior) await reversar(manager, anterior.id, registradoPor, 'Gasto de cobrador rechazado');
}

/** Lo que un cobrador debe hoy según el libro mayor (su saldo en 136530), en centavos. */
export async function deudaCobrador(manager: EntityManager, cobradorId: string): Promise<number> {
  const [fila] = await consultar(manager, CONSULTAS_MAYOR.deudaCobrador, [cobradorId]);
  return aCentavos(Number(fila?.deuda ?? 0));
}

/**
 * Una entrega confirmada: del efectivo del cobrador a la caja, con su faltante o sobrante; el sobrante abona primero
 * lo que el cobrador debe. Un abono a su faltante es una entrega sin cobros (`abono`). Quien llama tiene el candado
 * de la deuda del cobrador (CANDADOS.deudaCobrador).
 */
export async function contabilizarEntrega(
  manager: EntityManager,
  entregaId: string,
  abono = false,
): Promise<void> {
  const [e] = await consultar(manager, CONSULTAS_MAYOR.entregaConfirmada, [entregaId]);
  if (!e) return;
  await escribirComprobante(manager, {
    fecha: e.fecha,
    tipo: 'entrega',
    descripcion: abono ? `Abono de ${e.nombre} a su faltante (entrega #${e.numero})` : `Entrega #${e.numero} de ${e.nombre}`,
    origen: 'entrega',
    origenId: entregaId,
    registradoPor: e.confirmado_por,
    lineas: reglaEntrega({
      cobradorId: e.cobrador_id,
      esperado: aCentavos(Number(e.esperado)),
      recibido: aCentavos(Number(e.recibido)),
      deuda: await deudaCobrador(manager, e.cobrador_id),
    }),
  });
}

/** El comprobante vigente (sin reverso) de una fuente. */
export async function vigente(
  manager: EntityManager,
  origen: OrigenAsiento,
  origenId: string | null,
): Promise<{ id: string; fecha: string } | null> {
  const [fila] = await consultar(manager, CONSULTAS_MAYOR.vigente, [origen, origenId]);
  return fila ?? null;
}

/** Reversa un comprobante: las mismas líneas al revés, con su fecha. */
export async function reversar(
  manager: EntityManager,
  asientoId: string,
  registradoPor: string | null,
  descripcion: string,
): Promise<void> {
  const [a] = await consultar(manager, CONSULTAS_MAYOR.asiento, [asientoId]);
  await manager.query(
    `WITH r AS (
       INSERT INTO contabilidad_asientos (fecha, tipo, descripcion, origen, origen_id, reverso_de, registrado_por)
       VALUES ($2, 'reverso', $3, $4, $5, $1, $6) RETURNING id
     )
     INSERT INTO contabilidad_lineas
       (asiento_id, fecha, cuenta_id, debito, credito, prestamo_id, cliente_id, cobrador_id, cobro_id, movimiento_id)
     SELECT r.id, l.fecha, l.cuenta_id, l.credito, l.debito, l.prestamo_id, l.cliente_id, l.cobrador_id, l.cobro_id, NULL
     FROM contabilidad_lineas l CROSS JOIN r WHERE l.asiento_id = $1 ORDER BY l.id`,
    [
      asientoId,
      a.fecha,
      `${descripcion} (reverso del comprobante ${a.numero})`.slice(0, 300),
      a.origen,
      a.origen_id,
      registradoPor,
    ],
  );
}

/**
 * Un movimiento de caja de la oficina, después de crearlo, editarlo o borrarlo: reversa su comprobante vigente (si
 * lo tiene) y, si sigue existiendo, lo contabiliza como quedó. Los de una entrega (faltante, sobrante) son parte del
 * comprobante de la entrega.
 */
export async function contabilizarMovimientoCaja(
  manager: EntityManager,
  movimientoId: string,
  registradoPor: string | null,
): Promise<void> {
  const [m] = await consultar(manager, CONSULTAS_MAYOR.movimientoCaja, [movimientoId]);
  if (m?.entrega_id) return;
  const anterior = await vigente(manager, 'movimiento_caja', movimientoId);
  if (anterior)
    await reversar(
      manager,
      anterior.id,
      registradoPor,
      m ? `Corrección: ${m.concepto}` : 'Movimiento de caja borrado',
    );
  if (!m) return;
  await escribirComprobante(manager, {
    fecha: m.fecha,
    tipo: 'movimiento_caja',
    descripcion: m.concepto,
    origen: 'movimiento_caja',
    origenId: movimientoId,
    registradoPor,
    lineas: reglaMovimientoCaja({
      tipo: uno(['ingreso', 'egreso'], m.tipo, 'movimientos_caja.tipo'),
      categoria: uno(CATEGORIAS_MOVIMIENTO, m.categoria, 'movimientos_caja.categoria'),
      monto: aCentavos(Number(m.monto)),
    }),
  });
}

/**
 * El saldo inicial de caja es el comprobante de apertura, con su fecha (sin fecha, el primer día que Cartera admite).
 * Si cambió, se reversa el anterior y se escribe el nuevo.
 */
export async function contabilizarSaldoInicial(
  manager: EntityManager,
  registradoPor: string | null,
): Promise<void> {
  const [config] = await consultar(manager, CONSULTAS_MAYOR.saldoInicial, []);
  if (!config) return;
  const monto = aCentavos(Number(config.monto));
  const fecha = config.fecha ?? LIMITES.fechaPrestamoMinima;
  const anterior = await vigente(manager, 'saldo_inicial', null);
  if (anterior) {
    const [actual] = await consultar(manager, CONSULTAS_MAYOR.cajaDeUnAsiento, [anterior.id]);
    if (anterior.fecha === fecha && aCentavos(Number(actual.neto)) === monto) return;
    await reversar(manager, anterior.id, registradoPor, 'Saldo inicial de caja cambiado');
  }
  if (monto === 0) return;
  await escribirComprobante(manager, {
    fecha,
    tipo: 'saldo_inicial',
    descripcion: 'Saldo inicial de caja',
    origen: 'saldo_inicial',
    origenId: null,
    registradoPor,
    lineas: reglaSaldoInicial(monto),
  });
}

// ——— Lo que falta por contabilizar ———

/**
 * Contabiliza todo lo que todavía no está en el libro mayor: los asientos de préstamos sin comprobante (en el orden
 * del libro), los gastos aceptados, las entregas confirmadas, los movimientos de caja y el saldo inicial. Lo usa la
 * migración que crea el libro mayor; con todo contabilizado no hace nada.
 */
export async function contabilizarPendientes(manager: EntityManager): Promise<number> {
  let escritos = 0;
  await contabilizarSaldoInicial(manager, null);
  const movimientos = await consultar(manager, CONSULTAS_MAYOR.movimientosSinComprobante, []);
  for (const m of movimientos) {
    await contabilizarMovimientosPrestamo(manager, m.prestamo_id, [
      {
        id: m.id,
        tipo: uno(TIPOS_MOVIMIENTO, m.tipo, 'prestamos_movimientos.tipo'),
        fecha: m.fecha,
        monto: aCentavos(Number(m.monto)),
        interes: aCentavos(Number(m.interes)),
        efectivo: aCentavos(Number(m.efectivo)),
        cobroId: m.cobro_id,
        registradoPor: m.registrado_por,
        capitalPrimero: m.capital_primero,
      },
    ]);
    escritos++;
  }
  const gastos = await consultar(manager, CONSULTAS_MAYOR.gastosSinComprobante, []);
  for (const g of gastos) await contabilizarGasto(manager, g.id, null);
  const entregas = await consultar(manager, CONSULTAS_MAYOR.entregasSinComprobante, []);
  for (const e of entregas) await contabilizarEntrega(manager, e.id);
  const caja = await consultar(manager, CONSULTAS_MAYOR.movimientosCajaSinComprobante, []);
  for (const m of caja) await contabilizarMovimientoCaja(manager, m.id, null);
  return escritos + gastos.length + entregas.length + caja.length;
}
