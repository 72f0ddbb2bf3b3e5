// El SQL de una generación de rutas de cobro (docs/decisiones/rutas-de-cobro.md): la selección de clientes y préstamos
// (en una tabla temporal de la transacción), los candidatos al top de cada tarjeta y el INSERT de las rutas. Cada
// función recibe el EntityManager de la transacción del servicio; el armado es de las reglas (rutas.rules.ts) y la
// lectura de las rutas guardadas, de rutas.lectura.ts.
import type { EstadoPrestamo, PrestamoRuta, TipoRuta } from '@cartera/dominio';
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { sqlPrestamoAbierto } from '../cartera/estado.rules';
import { db } from '../database/kysely';
import {
  candidatosTop,
  claveCliente,
  unirPorCliente,
  type FilaCliente,
  type FilaCobrador,
  type RutaArmada,
} from './rutas.rules';

/** Los préstamos de la selección: abiertos, con saldo, con cobrador asignado y del tipo, cobrador y zona pedidos. */
export interface FiltroRutas {
  fecha: string;
  tipo: TipoRuta;
  cobradorId: string | null;
  zona: string | null;
}

/** Un préstamo de un cliente candidato al top 5 de su ruta (ver `candidatosTop`), con los datos del cliente. */
interface FilaPrestamoTop {
  cobrador_id: string;
  cliente_id: string;
  nombre: string;
  telefono: string;
  direccion: string;
  barrio: string | null;
  id: string;
  numero: string;
  estado: EstadoPrestamo;
  dias: number;
  saldo: string;
}

/** El id de la ruta guardada de un cobrador para una fecha (a lo sumo una: generar reemplaza la anterior). */
export async function idRuta(
  manager: EntityManager,
  fecha: string,
  cobradorId: string,
): Promise<string | null> {
  const fila = await db(manager)
    .selectFrom('rutas')
    .select('id')
    .where('fecha', '=', fecha)
    .where('cobrador_id', '=', cobradorId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return fila?.id ?? null;
}

/**
 * El candado de la ruta del día de un cobrador hasta el fin de la transacción: dos aperturas a la vez generan una.
 * La clave es de dos enteros (hashtext), no de CANDADOS: una por cobrador y fecha.
 */
export async function bloquearRutaDelDia(
  manager: EntityManager,
  cobradorId: string,
  fecha: string,
): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('ruta-del-dia'), hashtext(${cobradorId} || ${fecha}))`.execute(
    db(manager),
  );
}

/** Los cobradores activos que todavía no tienen ruta para la fecha (el trabajo de la mañana). */
export async function cobradoresSinRuta(manager: EntityManager, fecha: string): Promise<string[]> {
  const filas = await db(manager)
    .selectFrom('usuarios as u')
    .select('u.id')
    .where('u.rol', '=', 'cobrador')
    .where('u.estado', '=', 'activo')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('rutas as r')
            .select(sql.lit(1).as('uno'))
            .whereRef('r.cobrador_id', '=', 'u.id')
            .where('r.fecha', '=', fecha),
        ),
      ),
    )
    .orderBy('u.id')
    .execute();
  return filas.map((fila) => fila.id);
}

/**
 * Guarda las rutas de una generación en lugar de las anteriores de la fecha (del cobrador pedido, o de todas): una fila
 * por ruta con la tarjeta, sus clientes en orden de visita y los ids de sus préstamos, que salen de `rutas_seleccion`
 * sin pasar por Node (un INSERT … SELECT FROM unnest, sin importar cuántas rutas o paradas haya). Devuelve el instante
 * de la generación.
 */
export async function guardarRutas(
  manager: EntityManager,
  { fecha, tipo, cobradorId, zona }: FiltroRutas,
  rutas: readonly RutaArmada[],
  generadaPor: string | null,
): Promise<Date> {
  await db(manager)
    .deleteFrom('rutas')
    .where('fecha', '=', fecha)
    .$if(Boolean(cobradorId), (q) => q.where('cobrador_id', '=', cobradorId ?? ''))
    .execute();
  if (rutas.length === 0) return new Date();
  const filas: Array<{ created_at: Date }> = await manager.query(
    `INSERT INTO rutas (id, fecha, cobrador_id, tipo, zona, generada_por, cantidad_clientes, cantidad_prestamos,
                        cantidad_vencidos, total_a_cobrar, distancia_total, minutos_estimados, metodo_distancia,
                        top_prestamos, clientes_restantes, cliente_ids, prestamo_ids)
     SELECT r.id, $1::date, r.cobrador_id, $2, $3, $4, r.clientes, r.prestamos, r.vencidos, r.total, r.distancia,
            r.minutos, r.metodo, r.top, r.restantes, r.paradas::uuid[], x.ids
     FROM unnest($5::uuid[], $6::uuid[], $7::int[], $8::int[], $9::int[], $10::numeric[], $11::numeric[],
                 $12::int[], $13::text[], $14::jsonb[], $15::int[], $16::text[])
          AS r(id, cobrador_id, clientes, prestamos, vencidos, total, distancia, minutos, metodo, top, restantes, paradas)
     JOIN (SELECT s.cobrador_id, array_agg(u.id) AS ids
           FROM rutas_seleccion s CROSS JOIN LATERAL unnest(s.ids) AS u(id)
           GROUP BY s.cobrador_id) x ON x.cobrador_id = r.cobrador_id
     RETURNING created_at`,
    [
      fecha,
      tipo,
      zona,
      generadaPor,
      rutas.map((r) => r._id),
      rutas.map((r) => r.cobrador._id),
      rutas.map((r) => r.cantidadClientes),
      rutas.map((r) => r.cantidadPrestamos),
      rutas.map((r) => r.cantidadVencidos),
      rutas.map((r) => r.totalACobrar),
      rutas.map((r) => r.distanciaTotal),
      rutas.map((r) => r.minutosEstimados),
      rutas.map((r) => r.metodoDistancia),
      rutas.map((r) => JSON.stringify(r.topPrestamos)),
      rutas.map((r) => r.clientesRestantes),
      rutas.map((r) => `{${r.paradas.join(',')}}`),
    ],
  );
  return new Date(filas[0]!.created_at);
}

/**
 * Condiciones de los préstamos de la selección, con sus parámetros ($1 es la fecha; los siguientes, desde `desde`):
 * las que miran sólo el préstamo (`p`) y las que miran también su cliente (`c`) y el cobrador del préstamo, que se
 * escribe `cobradorPrestamo` (`p.cobrador_id`, o la columna de una agregación previa). Con un cobrador pedido,
 * `cobrador` es su parámetro (`$n`) y `dePrestamo` no lo incluye: cada consulta dice cómo leer sus préstamos
 * (`deCobrador` o, para toda la selección, la unión de `prestamosDelTipo`).
 */
function condicionesSeleccion(
  filtro: FiltroRutas,
  { desde = 2, cobradorPrestamo = 'p.cobrador_id' } = {},
): { dePrestamo: string[]; deCliente: string[]; parametros: unknown[]; cobrador: string | null } {
  const parametros: unknown[] = [];
  const asignado = `coalesce(c.cobrador_id, ${cobradorPrestamo})`;
  const dePrestamo = [sqlPrestamoAbierto('p'), `p.saldo_pendiente > 0`];
  const deCliente = [`${asignado} IS NOT NULL`];
  let cobrador: string | null = null;
  // Sólo préstamos con algo vencido a la fecha.
  if (filtro.tipo === 'vencidos') dePrestamo.push(`p.primera_impaga < $1::date`);
  if (filtro.cobradorId) {
    parametros.push(filtro.cobradorId);
    cobrador = `$${desde + parametros.length - 1}`;
    deCliente.push(`${asignado} = ${cobrador}`);
  }
  if (filtro.zona) {
    parametros.push(filtro.zona);
    const n = desde + parametros.length - 1;
    deCliente.push(
      `(lower(btrim(c.barrio)) = lower(btrim($${n})) OR lower(btrim(c.ciudad)) = lower(btrim($${n})))`,
    );
  }
  return { dePrestamo, deCliente, parametros, cobrador };
}

/** Los préstamos de los clientes del cobrador (parámetro `cobrador`). */
const deSusClientes = (cobrador: string) =>
  `p.cliente_id = ANY (ARRAY(SELECT id FROM clientes WHERE cobrador_id = ${cobrador}))`;

/** Los préstamos que pueden ser del cobrador: los de sus clientes y los que lo nombran. */
const deCobrador = (cobrador: string) => `(${deSusClientes(cobrador)} OR p.cobrador_id = ${cobrador})`;

/**
 * Las columnas que agrega la selección, de los préstamos de `dePrestamo` (y, con un cobrador, de `deCobrador`). Con
 * un cobrador es la unión de sus dos mitades, cada una por su índice (clientes del cobrador; préstamos que lo
 * nombran): el OR en una sola consulta recorre entero el índice de préstamos abiertos comparando cada fila con el
 * arreglo de clientes (≈ 600 ms contra ≈ 16 ms).
 */
function prestamosDelTipo(dePrestamo: readonly string[], cobrador: string | null): string {
  const columnas = `p.id, p.numero, p.cliente_id, p.cobrador_id, p.primera_impaga, p.saldo_pendiente`;
  const condiciones = dePrestamo.join(' AND ');
  if (!cobrador) return `SELECT ${columnas} FROM prestamos p WHERE ${condiciones}`;
  return `SELECT ${columnas} FROM prestamos p
          WHERE ${condiciones} AND ${deSusClientes(cobrador)}
          UNION
          SELECT ${columnas} FROM prestamos p WHERE ${condiciones} AND p.cobrador_id = ${cobrador}`;
}

/**
 * Préstamos abiertos del tipo, agregados por cliente y cobrador asignado (el del cliente o, si no tiene, el del
 * préstamo), en la tabla temporal `rutas_seleccion` (se borra al terminar la transacción). Días vencidos = fecha − la
 * cuota impaga más vieja si venció antes de la fecha: `prestamos.primera_impaga`, que el libro, la cancelación y el
 * barrido mantienen (migración 1795351400000), sin leer `cuotas`. Primero se agregan los préstamos solos, por cliente
 * y cobrador del préstamo (filas angostas); después se cruza `clientes` sólo con esas filas. Los ids de los préstamos
 * quedan en arreglos que no salen de PostgreSQL (el INSERT de las rutas los lee de la tabla). Devuelve las columnas
 * livianas que usa `armarRutas`, una fila por cliente de cada cobrador.
 */
export async function seleccionarClientes(
  manager: EntityManager,
  filtro: FiltroRutas,
): Promise<FilaCliente[]> {
  const { dePrestamo, deCliente, parametros, cobrador } = condicionesSeleccion(filtro, {
    cobradorPrestamo: 'x.cobrador_id',
  });
  const vencido = `p.primera_impaga < $1::date`;
  // Las ordenaciones y agregaciones de 60.000 préstamos no caben en los 4 MB por omisión: sin esto van a disco.
  await sql`SET LOCAL work_mem = '32MB'`.execute(db(manager));
  // CREATE TABLE AS admite parámetros ($1::date…): la consulta se analiza con ellos como un SELECT.
  await manager.query(
    `CREATE TEMP TABLE rutas_seleccion ON COMMIT DROP AS
     WITH x AS (
       SELECT p.cliente_id, p.cobrador_id, count(*)::int AS n, (count(*) FILTER (WHERE ${vencido}))::int AS vencidos,
              coalesce(max($1::date - p.primera_impaga) FILTER (WHERE ${vencido}), 0) AS dias,
              sum(p.saldo_pendiente) FILTER (WHERE ${vencido}) AS saldo_vencido, array_agg(p.id) AS ids,
              min(ARRAY[CASE WHEN ${vencido} THEN p.primera_impaga - $1::date ELSE 0 END, p.numero]) AS primero
       FROM (${prestamosDelTipo(dePrestamo, cobrador)}) p
       GROUP BY p.cliente_id, p.cobrador_id
     )
     SELECT coalesce(c.cobrador_id, x.cobrador_id) AS cobrador_id, c.id AS cliente_id, c.nombre, c.barrio, c.ciudad,
            c.latitud, c.longitud, x.n, x.vencidos, x.dias, x.saldo_vencido, x.primero, x.ids
     FROM x
     JOIN clientes c ON c.id = x.cliente_id
     WHERE ${deCliente.join(' AND ')}`,
    [filtro.fecha, ...parametros],
  );
  const filas: FilaCliente[] = await manager.query(
    `SELECT cobrador_id, cliente_id, nombre, barrio, ciudad, latitud, longitud, n, vencidos, dias, saldo_vencido, primero
     FROM rutas_seleccion`,
  );
  return unirPorCliente(filas);
}

/** Nombre y punto de partida de los cobradores de la selección. */
export async function leerCobradores(
  manager: EntityManager,
  filas: readonly FilaCliente[],
): Promise<Map<string, FilaCobrador>> {
  if (filas.length === 0) return new Map();
  const ids = [...new Set(filas.map((f) => f.cobrador_id))];
  const cobradores = await db(manager)
    .selectFrom('usuarios')
    .select(['id', 'nombre', 'latitud', 'longitud'])
    .where((eb) => eb('id', '=', eb.fn.any(eb.val(ids))))
    .execute();
  return new Map(cobradores.map((c) => [c.id, c]));
}

/**
 * Los préstamos de la selección de los clientes candidatos al top 5 (`candidatosTop`; por el índice de
 * `prestamos.cliente_id`, con las mismas condiciones de la selección), con sus días vencidos a la fecha y los datos
 * del cliente, agrupados por cliente de cada ruta (`claveCliente`).
 */
export async function prestamosCandidatos(
  manager: EntityManager,
  filas: readonly FilaCliente[],
  filtro: FiltroRutas,
): Promise<Map<string, PrestamoRuta[]>> {
  const candidatos = candidatosTop(filas);
  const porCliente = new Map<string, PrestamoRuta[]>();
  if (candidatos.length === 0) return porCliente;
  const { dePrestamo, deCliente, parametros, cobrador } = condicionesSeleccion(filtro, { desde: 3 });
  if (cobrador) dePrestamo.push(deCobrador(cobrador));
  const prestamos: FilaPrestamoTop[] = await manager.query(
    `SELECT coalesce(c.cobrador_id, p.cobrador_id) AS cobrador_id, p.cliente_id, c.nombre, c.telefono, c.direccion,
            c.barrio, p.id, p.numero, p.estado, p.saldo_pendiente AS saldo,
            CASE WHEN p.primera_impaga < $1::date THEN $1::date - p.primera_impaga ELSE 0 END AS dias
     FROM prestamos p
     JOIN clientes c ON c.id = p.cliente_id
     WHERE p.cliente_id = ANY ($2::uuid[]) AND ${[...dePrestamo, ...deCliente].join(' AND ')}`,
    [filtro.fecha, [...new Set(candidatos.map((f) => f.cliente_id))], ...parametros],
  );
  const esCandidato = new Set(candidatos.map((f) => claveCliente(f.cobrador_id, f.cliente_id)));
  for (const p of prestamos) {
    const clave = claveCliente(p.cobrador_id, p.cliente_id);
    // Un cliente sin cobrador puede estar en varias rutas: sólo cuenta en las que es candidato.
    if (!esCandidato.has(clave)) continue;
    const prestamo: PrestamoRuta = {
      _id: p.id,
      numero: Number(p.numero),
      estado: p.estado,
      diasVencido: p.dias,
      saldoPendiente: Number(p.saldo),
      cliente: {
        _id: p.cliente_id,
        nombre: p.nombre,
        telefono: p.telefono,
        direccion: p.direccion,
        barrio: p.barrio,
      },
    };
    const lista = porCliente.get(clave);
    if (lista) lista.push(prestamo);
    else porCliente.set(clave, [prestamo]);
  }
  return porCliente;
}
