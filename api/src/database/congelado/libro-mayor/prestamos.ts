// Congelado (migración 1795354100000-libro-mayor): el comprobante de cada asiento del libro de un préstamo, con el
// saldo que el libro mayor tiene de él y la caja de su cobro. No cambia nunca (docs/decisiones/migraciones-congeladas.md).
import type { EntityManager } from 'typeorm';
import { escribirComprobante, filas, type Comprobante, type Movimiento } from './comprobante';
import {
  CAJA_OFICINA,
  aCentavos,
  interesDeUnPago,
  invertir,
  proporcion,
  reglaCastigo,
  reglaCobro,
  reglaCondonacion,
  reglaDesembolso,
  reglaLiquidacion,
  reglaRecuperacion,
  reglaReenganche,
  type CajaEfectivo,
  type SaldoContable,
} from './reglas';

async function saldoContable(manager: EntityManager, prestamoId: string): Promise<SaldoContable> {
  const [fila] = await filas<{ capital: string; interes: string }>(
    manager,
    `SELECT coalesce(sum(l.debito - l.credito) FILTER (WHERE c.clave = 'cartera_capital'), 0) AS capital,
            coalesce(sum(l.debito - l.credito) FILTER (WHERE c.clave = 'cartera_intereses'), 0) AS interes
     FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
     WHERE l.prestamo_id = $1 AND c.clave IN ('cartera_capital', 'cartera_intereses')`,
    [prestamoId],
  );
  return { capital: aCentavos(Number(fila.capital)), interes: aCentavos(Number(fila.interes)) };
}

/** Dónde está hoy el efectivo de un cobro (null: el cobro ya no existe). */
async function cajaDelCobro(manager: EntityManager, cobroId: string | null): Promise<CajaEfectivo | null> {
  if (!cobroId) return CAJA_OFICINA;
  const [fila] = await filas<{ en_poder_de: string | null; entregado: boolean }>(
    manager,
    `SELECT co.en_poder_de, coalesce(e.estado = 'confirmada', false) AS entregado
     FROM cobros co LEFT JOIN caja_entregas e ON e.id = co.entrega_id WHERE co.id = $1`,
    [cobroId],
  );
  if (!fila) return null;
  return fila.en_poder_de && !fila.entregado
    ? { tipo: 'cobrador', cobradorId: fila.en_poder_de }
    : CAJA_OFICINA;
}

async function restoDelCobro(
  manager: EntityManager,
  prestamoId: string,
  cobroId: string,
): Promise<{ monto: number; interes: number; caja: CajaEfectivo }> {
  const netos = await filas<{ clave: string | null; cobrador_id: string | null; neto: string }>(
    manager,
    `SELECT c.clave, c.cobrador_id, sum(l.debito - l.credito) AS neto
     FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
     WHERE l.cobro_id = $1 AND (l.prestamo_id = $2 OR c.clave = 'caja_oficina' OR c.cobrador_id IS NOT NULL)
       AND EXISTS (SELECT 1 FROM contabilidad_lineas m WHERE m.asiento_id = l.asiento_id AND m.prestamo_id = $2)
     GROUP BY c.clave, c.cobrador_id`,
    [cobroId, prestamoId],
  );
  let monto = 0;
  let interes = 0;
  let caja: CajaEfectivo = CAJA_OFICINA;
  for (const fila of netos) {
    const neto = aCentavos(Number(fila.neto));
    if (fila.clave === 'caja_oficina' || fila.cobrador_id) {
      monto += neto;
      if (fila.cobrador_id && neto > 0) caja = { tipo: 'cobrador', cobradorId: fila.cobrador_id };
    }
    if (fila.clave === 'ingresos_intereses') interes -= neto;
  }
  return { monto, interes, caja };
}

interface FilaPrestamo {
  numero: string;
  cliente_id: string;
  tipo_amortizacion: string;
  prestamo_origen_id: string | null;
}

/** El comprobante de un asiento del libro de un préstamo (null: no lleva uno propio). */
async function comprobanteDe(
  manager: EntityManager,
  prestamoId: string,
  prestamo: FilaPrestamo,
  saldo: SaldoContable,
  m: Movimiento,
): Promise<Comprobante | null> {
  const proporcional =
    prestamo.tipo_amortizacion === 'interes_adelantado' || prestamo.prestamo_origen_id !== null;
  const de = `del préstamo #${prestamo.numero}`;
  const base = {
    fecha: m.fecha,
    origen: 'prestamo' as const,
    origenId: prestamoId,
    registradoPor: m.registradoPor,
    clientes: new Map([[prestamoId, prestamo.cliente_id]]),
    movimientos: new Map([[prestamoId, m.id]]),
    cobroId: m.cobroId,
  };
  switch (m.tipo) {
    case 'desembolso':
      if (prestamo.prestamo_origen_id) return null;
      return {
        ...base,
        tipo: 'desembolso',
        descripcion: `Desembolso ${de}`,
        lineas: reglaDesembolso({ prestamoId, efectivo: -m.efectivo, pactado: m.monto }),
      };
    case 'anulacion':
      return {
        ...base,
        tipo: 'anulacion',
        descripcion: `Anulación del desembolso ${de}`,
        lineas: invertir(reglaDesembolso({ prestamoId, efectivo: m.efectivo, pactado: m.monto })),
      };
    case 'cobro': {
      const caja = (await cajaDelCobro(manager, m.cobroId)) ?? CAJA_OFICINA;
      const reparto = proporcional
        ? { tipo: 'proporcional' as const }
        : { tipo: 'plan' as const, interesPlan: m.interes };
      const interes = interesDeUnPago(m.monto, saldo, reparto);
      return {
        ...base,
        tipo: 'cobro',
        descripcion: `Cobro ${de}`,
        lineas: reglaCobro({ prestamoId, monto: m.monto, interes, caja }),
      };
    }
    case 'liquidacion': {
      const caja = (await cajaDelCobro(manager, m.cobroId)) ?? CAJA_OFICINA;
      const descuento = saldo.capital + saldo.interes - m.monto;
      return {
        ...base,
        tipo: 'liquidacion',
        descripcion: `Liquidación ${de}`,
        lineas: reglaLiquidacion({ prestamoId, recibido: m.monto, descuento, saldo, caja }),
      };
    }
    case 'reversion': {
      if (!m.cobroId) throw new Error('Una reversión sin cobro');
      const resto = await restoDelCobro(manager, prestamoId, m.cobroId);
      const monto = Math.min(m.monto, resto.monto);
      const deseado = proporcional ? proporcion(monto, resto.interes, resto.monto) : m.interes;
      const interes =
        monto >= resto.monto
          ? resto.interes
          : Math.min(Math.max(deseado, monto - (resto.monto - resto.interes)), monto, resto.interes);
      const caja = (await cajaDelCobro(manager, m.cobroId)) ?? resto.caja;
      return {
        ...base,
        tipo: 'reversion',
        descripcion: `Reversión de un cobro ${de}`,
        lineas: invertir(reglaCobro({ prestamoId, monto, interes, caja })),
      };
    }
    case 'condonacion':
      if (saldo.capital + saldo.interes === 0) return null;
      return {
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
    case 'castigo':
      return {
        ...base,
        tipo: 'castigo',
        descripcion: `Castigo ${de}`,
        lineas: reglaCastigo({ prestamoId, saldo }),
      };
    case 'recuperacion': {
      const caja = (await cajaDelCobro(manager, m.cobroId)) ?? CAJA_OFICINA;
      return {
        ...base,
        tipo: 'recuperacion',
        descripcion: `Recuperación ${de} (castigado)`,
        lineas: reglaRecuperacion({ prestamoId, monto: m.monto, caja }),
      };
    }
    case 'reenganche':
      return comprobanteReenganche(manager, prestamoId, prestamo, saldo, m);
  }
}

async function comprobanteReenganche(
  manager: EntityManager,
  prestamoId: string,
  prestamo: FilaPrestamo,
  saldo: SaldoContable,
  m: Movimiento,
): Promise<Comprobante> {
  const [nuevo] = await filas<{
    id: string;
    numero: string;
    cliente_id: string;
    movimiento_id: string;
    monto: string;
    efectivo: string;
  }>(
    manager,
    `SELECT p.id, p.numero::text AS numero, p.cliente_id, d.id AS movimiento_id, d.monto, d.efectivo
     FROM prestamos p JOIN prestamos_movimientos d ON d.prestamo_id = p.id AND d.tipo = 'desembolso'
     WHERE p.prestamo_origen_id = $1
     ORDER BY d.secuencia DESC LIMIT 1`,
    [prestamoId],
  );
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

/** Contabiliza un asiento del libro de un préstamo con el saldo que el libro mayor ya tiene de él. */
export async function contabilizarMovimiento(
  manager: EntityManager,
  prestamoId: string,
  m: Movimiento,
): Promise<void> {
  const [prestamo] = await filas<FilaPrestamo>(
    manager,
    `SELECT numero::text AS numero, cliente_id, tipo_amortizacion, prestamo_origen_id FROM prestamos WHERE id = $1`,
    [prestamoId],
  );
  const saldo = await saldoContable(manager, prestamoId);
  const comprobante = await comprobanteDe(manager, prestamoId, prestamo, saldo, m);
  if (comprobante) await escribirComprobante(manager, comprobante);
}
