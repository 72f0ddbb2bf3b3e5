// Datos de préstamos y cobros para las pruebas: clientes mínimos en la base y préstamos creados por la API real,
// así cada prueba parte de un estado que el libro considera válido.
import { randomInt } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { AppPrueba, Json } from './app-prueba';

export interface DatosClientePrueba {
  nombre?: string;
  cobradorId?: string | null;
  estado?: 'activo' | 'inactivo';
}

const digitos = (cantidad: number) => Array.from({ length: cantidad }, () => randomInt(10)).join('');

/** Un cliente con los campos obligatorios; cédula y teléfono al azar. */
export async function crearClientePrueba(
  dataSource: DataSource,
  datos: DatosClientePrueba = {},
): Promise<{ id: string; nombre: string; cedula: string }> {
  const nombre = datos.nombre ?? `Cliente ${digitos(6)}`;
  const cedula = digitos(11);
  await dataSource.query(
    `INSERT INTO clientes (cedula, nombre, telefono, direccion, ciudad, estado, cobrador_id)
     VALUES ($1, $2, $3, 'Calle 1 # 2-3', 'Bogotá', $4, $5)`,
    [cedula, nombre, `3${digitos(9)}`, datos.estado ?? 'activo', datos.cobradorId ?? null],
  );
  const [{ id }]: Array<{ id: string }> = await dataSource.query(`SELECT id FROM clientes WHERE cedula = $1`, [cedula]);
  return { id, nombre, cedula };
}

/** Crea un préstamo por la API (POST /api/prestamos) y, si se pide, genera su plan. Devuelve el préstamo. */
export async function crearPrestamoPrueba(
  prueba: AppPrueba,
  token: string,
  cuerpo: Record<string, unknown>,
  { conPlan = false }: { conPlan?: boolean } = {},
): Promise<Json> {
  const creado = await prueba.pedir({ metodo: 'POST', ruta: '/api/prestamos', token, cuerpo });
  if (creado.status !== 201) throw new Error(`No se creó el préstamo: ${creado.status} ${JSON.stringify(creado.body)}`);
  if (!conPlan) return creado.body.data;
  const plan = await prueba.pedir({ metodo: 'POST', ruta: `/api/prestamos/${creado.body.data._id}/plan/generar`, token });
  if (plan.status !== 201) throw new Error(`No se generó el plan: ${plan.status} ${JSON.stringify(plan.body)}`);
  return plan.body.data.prestamo;
}

/** El plan tal como lo ve la API. */
export async function leerPlan(prueba: AppPrueba, token: string, prestamoId: string): Promise<Json> {
  const r = await prueba.pedir({ metodo: 'GET', ruta: `/api/prestamos/${prestamoId}/plan`, token });
  if (r.status !== 200) throw new Error(`No se leyó el plan: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
}

/**
 * Comprueba el libro de un préstamo directamente en la base, sin pasar por el código que lo mantiene:
 * cada cobro vale la suma de sus aplicaciones, cada cuota tiene pagado lo que le aplicaron y nunca más de lo que
 * vale, y el saldo del préstamo es lo que falta.
 */
export async function verificarLibro(dataSource: DataSource, prestamoId: string): Promise<void> {
  const [cobros]: Array<{ malos: number }> = await dataSource.query(
    `SELECT count(*)::int AS malos FROM cobros co
     WHERE co.prestamo_id = $1
       AND co.monto <> (SELECT coalesce(sum(monto), 0) FROM cobros_aplicaciones WHERE cobro_id = co.id)`,
    [prestamoId],
  );
  expect(cobros.malos).toBe(0);
  const [cuotas]: Array<{ malas: number }> = await dataSource.query(
    `SELECT count(*)::int AS malas FROM cuotas cu
     WHERE cu.prestamo_id = $1
       AND (cu.monto_pagado <> (SELECT coalesce(sum(monto), 0) FROM cobros_aplicaciones WHERE cuota_id = cu.id)
            OR cu.monto_pagado + cu.monto_refinanciado > cu.monto_total)`,
    [prestamoId],
  );
  expect(cuotas.malas).toBe(0);
  const [saldo]: Array<{ guardado: string; calculado: string; plan: boolean }> = await dataSource.query(
    `SELECT p.saldo_pendiente AS guardado, p.plan_generado AS plan,
            CASE WHEN p.plan_generado
                 THEN (SELECT coalesce(sum(monto_total - monto_pagado - monto_refinanciado), 0) FROM cuotas WHERE prestamo_id = p.id)
                 ELSE p.monto_total END AS calculado
     FROM prestamos p WHERE p.id = $1`,
    [prestamoId],
  );
  expect(Number(saldo.guardado)).toBe(Number(saldo.calculado));
  await verificarPrimeraImpaga(dataSource, prestamoId);
}

/**
 * `prestamos.primera_impaga` (la usa el reporte de morosos) es la fecha de la cuota impaga más antigua, calculada
 * aquí aparte desde las cuotas.
 */
export async function verificarPrimeraImpaga(dataSource: DataSource, prestamoId: string): Promise<void> {
  const [fila]: Array<{ guardada: string | null; calculada: string | null }> = await dataSource.query(
    `SELECT p.primera_impaga::text AS guardada,
            (SELECT min(c.fecha_programada)::text FROM cuotas c
             WHERE c.prestamo_id = p.id AND c.estado IN ('pendiente', 'parcial', 'vencida')) AS calculada
     FROM prestamos p WHERE p.id = $1`,
    [prestamoId],
  );
  expect(fila).toBeDefined();
  expect({ prestamoId, primeraImpaga: fila.guardada }).toEqual({ prestamoId, primeraImpaga: fila.calculada });
}
