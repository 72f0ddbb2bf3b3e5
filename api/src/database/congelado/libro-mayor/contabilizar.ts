// Congelado: cómo la migración 1795354100000-libro-mayor pasó los datos existentes al libro mayor (la versión de
// api/src/contabilidad/mayor/contabilizar.ts que se publicó con ella, sólo lo que esa migración usa). Lee únicamente
// tablas y columnas que existían antes del libro mayor o que crea esa misma migración; no cambia nunca
// (docs/decisiones/migraciones-congeladas.md).
import type { EntityManager } from 'typeorm';
import { escribirComprobante, filas } from './comprobante';
import { contabilizarMovimiento } from './prestamos';
import {
  CATEGORIAS_MOVIMIENTO,
  FECHA_MINIMA,
  TIPOS_MOVIMIENTO,
  aCentavos,
  reglaEntrega,
  reglaGasto,
  reglaMovimientoCaja,
  reglaSaldoInicial,
  uno,
} from './reglas';

async function contabilizarSaldoInicial(manager: EntityManager): Promise<void> {
  const [config] = await filas<{ monto: string; fecha: string | null }>(
    manager,
    `SELECT saldo_inicial_caja AS monto, fecha_saldo_inicial::text AS fecha FROM configuracion_organizacion WHERE id = 1`,
    [],
  );
  if (!config) return;
  const monto = aCentavos(Number(config.monto));
  if (monto === 0) return;
  await escribirComprobante(manager, {
    fecha: config.fecha ?? FECHA_MINIMA,
    tipo: 'saldo_inicial',
    descripcion: 'Saldo inicial de caja',
    origen: 'saldo_inicial',
    origenId: null,
    registradoPor: null,
    lineas: reglaSaldoInicial(monto),
  });
}

/**
 * Contabiliza todo lo que había antes del libro mayor: el saldo inicial de caja, los asientos de préstamos (en el
 * orden del libro de préstamos), los gastos aceptados, las entregas confirmadas y los movimientos de caja de la
 * oficina. El libro mayor está vacío al llamarla (lo acaba de crear la migración).
 */
export async function contabilizarDatosExistentes(manager: EntityManager): Promise<void> {
  await contabilizarSaldoInicial(manager);
  const movimientos = await filas<{
    id: string;
    prestamo_id: string;
    tipo: string;
    fecha: string;
    monto: string;
    interes: string;
    efectivo: string;
    cobro_id: string | null;
    registrado_por: string | null;
    capital_primero: boolean;
  }>(
    manager,
    `SELECT m.id, m.prestamo_id, m.tipo, m.fecha::text AS fecha, m.monto, m.interes, m.efectivo, m.cobro_id,
            m.registrado_por, m.capital_primero
     FROM prestamos_movimientos m ORDER BY m.secuencia`,
    [],
  );
  for (const m of movimientos) {
    await contabilizarMovimiento(manager, m.prestamo_id, {
      id: m.id,
      tipo: uno(TIPOS_MOVIMIENTO, m.tipo, 'prestamos_movimientos.tipo'),
      fecha: m.fecha,
      monto: aCentavos(Number(m.monto)),
      interes: aCentavos(Number(m.interes)),
      efectivo: aCentavos(Number(m.efectivo)),
      cobroId: m.cobro_id,
      registradoPor: m.registrado_por,
      capitalPrimero: m.capital_primero,
    });
  }

  const gastos = await filas<{
    id: string;
    cobrador_id: string;
    fecha: string;
    monto: string;
    concepto: string;
    nombre: string;
  }>(
    manager,
    `SELECT g.id, g.cobrador_id, g.fecha::text AS fecha, g.monto, g.concepto, u.nombre
     FROM caja_gastos g JOIN usuarios u ON u.id = g.cobrador_id WHERE g.estado = 'aceptado' ORDER BY g.fecha, g.id`,
    [],
  );
  for (const g of gastos) {
    await escribirComprobante(manager, {
      fecha: g.fecha,
      tipo: 'gasto',
      descripcion: `Gasto de ${g.nombre}: ${g.concepto}`,
      origen: 'gasto',
      origenId: g.id,
      registradoPor: null,
      lineas: reglaGasto({ cobradorId: g.cobrador_id, monto: aCentavos(Number(g.monto)) }),
    });
  }

  const entregas = await filas<{
    id: string;
    cobrador_id: string;
    numero: string;
    fecha: string;
    esperado: string;
    recibido: string;
    confirmado_por: string | null;
    nombre: string;
  }>(
    manager,
    `SELECT e.id, e.cobrador_id, e.numero::text AS numero, e.fecha_confirmacion::text AS fecha, e.esperado,
            e.monto_recibido AS recibido, e.confirmado_por, u.nombre
     FROM caja_entregas e JOIN usuarios u ON u.id = e.cobrador_id WHERE e.estado = 'confirmada' ORDER BY e.numero`,
    [],
  );
  for (const e of entregas) {
    await escribirComprobante(manager, {
      fecha: e.fecha,
      tipo: 'entrega',
      descripcion: `Entrega #${e.numero} de ${e.nombre}`,
      origen: 'entrega',
      origenId: e.id,
      registradoPor: e.confirmado_por,
      lineas: reglaEntrega({
        cobradorId: e.cobrador_id,
        esperado: aCentavos(Number(e.esperado)),
        recibido: aCentavos(Number(e.recibido)),
      }),
    });
  }

  const caja = await filas<{
    id: string;
    fecha: string;
    tipo: string;
    categoria: string;
    concepto: string;
    monto: string;
  }>(
    manager,
    `SELECT m.id, m.fecha::text AS fecha, m.tipo, m.categoria, m.concepto, m.monto
     FROM movimientos_caja m WHERE m.entrega_id IS NULL ORDER BY m.fecha, m.id`,
    [],
  );
  for (const m of caja) {
    await escribirComprobante(manager, {
      fecha: m.fecha,
      tipo: 'movimiento_caja',
      descripcion: m.concepto,
      origen: 'movimiento_caja',
      origenId: m.id,
      registradoPor: null,
      lineas: reglaMovimientoCaja({
        tipo: uno(['ingreso', 'egreso'], m.tipo, 'movimientos_caja.tipo'),
        categoria: uno(CATEGORIAS_MOVIMIENTO, m.categoria, 'movimientos_caja.categoria'),
        monto: aCentavos(Number(m.monto)),
      }),
    });
  }
}
