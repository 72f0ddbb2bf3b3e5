// Datos de préstamos y cobros para las pruebas: clientes mínimos en la base y préstamos creados por la API real,
// así cada prueba parte de un estado que el libro considera válido.
import { randomInt } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { AppPrueba, Json } from './app-prueba';

export interface DatosClientePrueba {
  nombre?: string;
  cobradorId?: string | null;
  estado?: 'activo' | 'inactivo';
  /** Sin la autorización de datos (por defecto la tiene: sin ella no recibe préstamos, docs/decisiones/datos-personales.md). */
  sinAutorizacion?: boolean;
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
  if (!datos.sinAutorizacion) {
    await dataSource.query(
      `INSERT INTO clientes_autorizaciones (cliente_id, canal, version, fecha, usuario_nombre)
       VALUES ($1, 'presencial_firmado', 1, current_date, 'Pruebas')`,
      [id],
    );
  }
  return { id, nombre, cedula };
}

/**
 * Los términos de un préstamo corto: 40.000 sin interés en 4 cuotas, amortizable (la modalidad, la de siempre o la
 * que se agregue).
 */
export const PRESTAMO_CORTO = { monto: 40000, interes: 0, cuotas: 4, tipoAmortizacion: 'amortizable' } as const;

/**
 * Los términos de los desembolsos del núcleo de dinero: 4 cuotas semanales al 10 %, amortizable, desembolsado el día
 * `fecha` con su primera fecha ese día y la usura confirmada (falta el cliente y el monto).
 */
export const semanalDesde = (fecha: string) =>
  ({
    interes: 10,
    cuotas: 4,
    modalidad: 'semanal',
    tipoAmortizacion: 'amortizable',
    fechaInicio: fecha,
    fecha,
    confirmarUsura: true,
  }) as const;

/**
 * Crea un préstamo por la API (POST /api/prestamos). Con el token de un administrador o gerente queda desembolsado
 * con su plan; con el de un cobrador, es una solicitud. Devuelve el préstamo.
 */
export async function crearPrestamoPrueba(prueba: AppPrueba, token: string, cuerpo: Record<string, unknown>): Promise<Json> {
  const creado = await prueba.pedir({ metodo: 'POST', ruta: '/api/prestamos', token, cuerpo });
  if (creado.status !== 201) throw new Error(`No se creó el préstamo: ${creado.status} ${JSON.stringify(creado.body)}`);
  return creado.body.data;
}

/**
 * Un cliente nuevo (`cliente`: sus datos) con un préstamo corto (PRESTAMO_CORTO) creado por la API con `token`; el
 * resto de `terminos` cambia o completa los del préstamo. Devuelve el préstamo.
 */
export async function crearPrestamoCortoPrueba(
  prueba: AppPrueba,
  token: string,
  { cliente: datosCliente, ...terminos }: { cliente?: DatosClientePrueba; [termino: string]: unknown } = {},
): Promise<Json> {
  const cliente = await crearClientePrueba(prueba.dataSource, datosCliente);
  return crearPrestamoPrueba(prueba, token, { cliente: cliente.id, ...PRESTAMO_CORTO, ...terminos });
}

/** Registra un cobro por la API (POST /api/cobros) con el token dado. Devuelve el cobro. */
export async function cobrarPrueba(
  prueba: AppPrueba,
  token: string,
  cuerpo: { prestamo: string; monto: number; fecha: string },
): Promise<Json> {
  const creado = await prueba.pedir({ metodo: 'POST', ruta: '/api/cobros', token, cuerpo });
  if (creado.status !== 201) throw new Error(`No se registró el cobro: ${creado.status} ${JSON.stringify(creado.body)}`);
  return creado.body.data;
}

/**
 * Deja un préstamo como los de antes del libro que no tenían plan (hoy todo desembolso nace con su plan): sin cuotas
 * y con plan_generado en false. Sirve para probar el camino de esos préstamos.
 */
export async function quitarPlan(dataSource: DataSource, prestamoId: string): Promise<void> {
  await dataSource.query(`DELETE FROM cuotas WHERE prestamo_id = $1`, [prestamoId]);
  await dataSource.query(`UPDATE prestamos SET plan_generado = false, capital_pendiente = 0 WHERE id = $1`, [prestamoId]);
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
       AND co.monto - co.monto_mora <> (SELECT coalesce(sum(monto), 0) FROM cobros_aplicaciones WHERE cobro_id = co.id)`,
    [prestamoId],
  );
  expect(cobros.malos).toBe(0);
  const [cuotas]: Array<{ malas: number }> = await dataSource.query(
    `SELECT count(*)::int AS malas FROM cuotas cu
     WHERE cu.prestamo_id = $1
       AND (cu.monto_pagado <> (SELECT coalesce(sum(monto), 0) FROM cobros_aplicaciones WHERE cuota_id = cu.id)
            OR cu.monto_pagado + cu.monto_refinanciado + cu.monto_condonado > cu.monto_total)`,
    [prestamoId],
  );
  expect(cuotas.malas).toBe(0);
  const [saldo]: Array<{ guardado: string; calculado: string; plan: boolean }> = await dataSource.query(
    `SELECT p.saldo_pendiente AS guardado, p.plan_generado AS plan,
            CASE WHEN p.estado IN ('cancelado', 'castigado', 'solicitado', 'rechazado') THEN 0
                 WHEN NOT p.plan_generado THEN p.monto_total
                 ELSE (SELECT coalesce(sum(monto_total - monto_pagado - monto_refinanciado - monto_condonado), 0)
                       FROM cuotas WHERE prestamo_id = p.id) END AS calculado
     FROM prestamos p WHERE p.id = $1`,
    [prestamoId],
  );
  expect(Number(saldo.guardado)).toBe(Number(saldo.calculado));
  // El libro del préstamo (prestamos_movimientos) dice lo mismo: su saldo y lo cobrado.
  const [libro]: Array<{ saldo: string; cobrado: string; cobros: string }> = await dataSource.query(
    `SELECT coalesce(sum(monto * CASE tipo WHEN 'desembolso' THEN 1 WHEN 'reversion' THEN 1 WHEN 'recuperacion' THEN 0
                                          ELSE -1 END), 0) AS saldo,
            coalesce(sum(CASE tipo WHEN 'cobro' THEN monto WHEN 'liquidacion' THEN monto WHEN 'reversion' THEN -monto
                                   ELSE 0 END), 0) AS cobrado,
            (SELECT coalesce(sum(monto - monto_mora), 0) FROM cobros WHERE prestamo_id = $1 AND origen <> 'recuperacion') AS cobros
     FROM prestamos_movimientos WHERE prestamo_id = $1`,
    [prestamoId],
  );
  expect({ prestamoId, saldo: Number(libro.saldo), cobrado: Number(libro.cobrado) }).toEqual({
    prestamoId,
    saldo: Number(saldo.guardado),
    cobrado: Number(libro.cobros),
  });
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
