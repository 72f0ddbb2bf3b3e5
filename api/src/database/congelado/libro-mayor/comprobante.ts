// Congelado (migración 1795354100000-libro-mayor): guardar un comprobante con sus líneas, creando la subcuenta de
// efectivo de un cobrador la primera vez. No cambia nunca (docs/decisiones/migraciones-congeladas.md).
import type { EntityManager } from 'typeorm';
import { aPesos, cuadra, type LineaRegla, type TipoMovimiento } from './reglas';

export type Origen = 'prestamo' | 'gasto' | 'entrega' | 'movimiento_caja' | 'saldo_inicial';

export interface Comprobante {
  fecha: string;
  tipo: string;
  descripcion: string;
  origen: Origen;
  origenId: string | null;
  registradoPor: string | null;
  lineas: readonly LineaRegla[];
  clientes?: ReadonlyMap<string, string>;
  movimientos?: ReadonlyMap<string, string>;
  cobroId?: string | null;
}

export interface Movimiento {
  id: string;
  tipo: TipoMovimiento;
  fecha: string;
  monto: number;
  interes: number;
  efectivo: number;
  cobroId: string | null;
  registradoPor: string | null;
  capitalPrimero: boolean;
}

/** Filas de una consulta con las columnas que la consulta nombra (texto, como las entrega node-postgres). */
export function filas<T>(manager: EntityManager, sql: string, parametros: readonly unknown[]): Promise<T[]> {
  return manager.query(sql, [...parametros]);
}

async function idsDeCuentas(manager: EntityManager, lineas: readonly LineaRegla[]): Promise<string[]> {
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
       CROSS JOIN LATERAL (SELECT nextval('contabilidad_subcuenta_cobrador_seq') AS n WHERE u.id IS NOT NULL) s
       WHERE u.id = ANY($1::uuid[]) AND p.clave = 'efectivo_cobradores'
         AND NOT EXISTS (SELECT 1 FROM contabilidad_cuentas c WHERE c.cobrador_id = u.id)
       ORDER BY u.id
       ON CONFLICT (cobrador_id) DO NOTHING`,
      [cobradores],
    );
  }
  const cuentas = await filas<{ id: string; clave: string | null; cobrador_id: string | null }>(
    manager,
    `SELECT id, clave, cobrador_id FROM contabilidad_cuentas WHERE clave IS NOT NULL OR cobrador_id = ANY($1::uuid[])`,
    [cobradores],
  );
  const porClave = new Map<string, string>();
  const porCobrador = new Map<string, string>();
  for (const fila of cuentas) {
    if (fila.clave) porClave.set(fila.clave, fila.id);
    if (fila.cobrador_id) porCobrador.set(fila.cobrador_id, fila.id);
  }
  return lineas.map((linea) => {
    const id =
      typeof linea.cuenta === 'string'
        ? porClave.get(linea.cuenta)
        : linea.cuenta.tipo === 'oficina'
          ? porClave.get('caja_oficina')
          : porCobrador.get(linea.cuenta.cobradorId);
    if (!id) throw new Error(`Cuenta contable sin crear: ${JSON.stringify(linea.cuenta)}`);
    return id;
  });
}

export async function escribirComprobante(manager: EntityManager, comprobante: Comprobante): Promise<void> {
  const lineas = comprobante.lineas;
  if (lineas.length === 0) return;
  if (!cuadra(lineas))
    throw new Error(`Comprobante descuadrado (${comprobante.descripcion}): ${JSON.stringify(lineas)}`);
  const cuentas = await idsDeCuentas(manager, lineas);
  const [{ id }] = await filas<{ id: string }>(
    manager,
    `INSERT INTO contabilidad_asientos (fecha, tipo, descripcion, origen, origen_id, reverso_de, registrado_por)
     VALUES ($1, $2, $3, $4, $5, NULL, $6) RETURNING id`,
    [
      comprobante.fecha,
      comprobante.tipo,
      comprobante.descripcion.slice(0, 300),
      comprobante.origen,
      comprobante.origenId,
      comprobante.registradoPor,
    ],
  );
  await manager.query(
    `INSERT INTO contabilidad_lineas
       (asiento_id, fecha, cuenta_id, debito, credito, prestamo_id, cliente_id, cobrador_id, cobro_id, movimiento_id)
     SELECT $1, $2, v.cuenta_id, v.debito, v.credito, v.prestamo_id, v.cliente_id, v.cobrador_id, $3, v.movimiento_id
     FROM unnest($4::uuid[], $5::numeric[], $6::numeric[], $7::uuid[], $8::uuid[], $9::uuid[], $10::uuid[])
       AS v(cuenta_id, debito, credito, prestamo_id, cliente_id, cobrador_id, movimiento_id)`,
    [
      id,
      comprobante.fecha,
      comprobante.cobroId ?? null,
      cuentas,
      lineas.map((l) => aPesos(l.debito)),
      lineas.map((l) => aPesos(l.credito)),
      lineas.map((l) => l.prestamoId ?? null),
      lineas.map((l) => (l.prestamoId ? (comprobante.clientes?.get(l.prestamoId) ?? null) : null)),
      lineas.map((l) => l.cobradorId ?? null),
      lineas.map((l) => (l.prestamoId ? (comprobante.movimientos?.get(l.prestamoId) ?? null) : null)),
    ],
  );
}
