// La selección de una generación de rutas de cobro (docs/decisiones/rutas-de-cobro.md): qué préstamos y clientes entran
// según el tipo, el cobrador y la zona pedidos, en una tabla temporal de la transacción (`rutas_seleccion`), los
// cobradores de la selección y los candidatos al top de cada tarjeta. El INSERT de las rutas, que lee esa tabla, está
// en rutas.sql.ts.
import {
  ESTADOS_PRESTAMO,
  type PrestamoRuta,
  type TipoRuta,
} from '@cartera/dominio';
import {
  expressionBuilder,
  sql,
  type Expression,
  type NotNull,
  type SqlBool,
} from 'kysely';
import type { EntityManager } from 'typeorm';
import { deLaCarteraDe } from '../common/acceso-cartera';
import { ESTADOS_ABIERTOS_ESCRITOS } from '../database/estado-prestamo.sql';
import type { DB } from '../database/esquema';
import { db, deLista, type BaseTipada } from '../database/kysely';
import {
  candidatosTop,
  claveCliente,
  unirPorCliente,
  type FilaCliente,
  type FilaCobrador,
} from './rutas.rules';
import type { FilaDe } from '../common/filas';
import { arreglo, diasHasta } from '../database/fragmentos';

/** Los préstamos de la selección: abiertos, con saldo, con cobrador asignado y del tipo, cobrador y zona pedidos. */
export interface FiltroRutas {
  fecha: string;
  tipo: TipoRuta;
  cobradorId: string | null;
  zona: string | null;
}


/** Los préstamos `p` de la selección: abiertos, con saldo y, si el tipo es 'vencidos', con algo vencido a la fecha. */
function dePrestamo(filtro: FiltroRutas): Expression<SqlBool> {
  const eb = expressionBuilder<DB & { p: DB['prestamos'] }, 'p'>();
  return eb.and([
    eb('p.estado', 'in', ESTADOS_ABIERTOS_ESCRITOS),
    eb('p.saldo_pendiente', '>', sql.lit('0')),
    ...(filtro.tipo === 'vencidos' ? [eb('p.primera_impaga', '<', filtro.fecha)] : []),
  ]);
}

/**
 * Los clientes `c` de la selección por su cobrador asignado (el del cliente o, si no tiene, `cobradorDelPrestamo`):
 * con uno, del cobrador pedido, y de la zona pedida (barrio o ciudad, sin mayúsculas ni espacios de más).
 */
function deCliente(filtro: FiltroRutas, cobradorDelPrestamo: Expression<string | null>): Expression<SqlBool> {
  const eb = expressionBuilder<DB & { c: DB['clientes'] }, 'c'>();
  const asignado = eb.fn.coalesce('c.cobrador_id', cobradorDelPrestamo);
  const normal = (valor: Expression<string | null>) =>
    eb.fn<string>('lower', [eb.fn<string>('btrim', [valor])]);
  const zona = filtro.zona;
  return eb.and([
    eb(asignado, 'is not', null),
    ...(filtro.cobradorId ? [eb(asignado, '=', filtro.cobradorId)] : []),
    ...(zona
      ? [
          eb.or([
            eb(normal(eb.ref('c.barrio')), '=', normal(eb.val(zona))),
            eb(normal(eb.ref('c.ciudad')), '=', normal(eb.val(zona))),
          ]),
        ]
      : []),
  ]);
}

/**
 * Los préstamos de la selección (con un cobrador pedido, los de su cartera). Con un cobrador es la unión de las dos
 * mitades de su cartera, cada una por su índice (clientes del cobrador; préstamos que lo nombran): el OR de
 * `deLaCarteraDe` en una sola consulta recorre entero el índice de préstamos abiertos comparando cada fila con el
 * arreglo de clientes (≈ 600 ms contra ≈ 16 ms).
 */
function prestamosDelTipo(base: BaseTipada, filtro: FiltroRutas) {
  const prestamos = base
    .selectFrom('prestamos as p')
    .select(['p.id', 'p.numero', 'p.cliente_id', 'p.cobrador_id', 'p.primera_impaga', 'p.saldo_pendiente'])
    .where(dePrestamo(filtro));
  const cobradorId = filtro.cobradorId;
  if (!cobradorId) return prestamos;
  return prestamos
    .where((eb) =>
      eb(
        'p.cliente_id',
        '=',
        eb.fn.any(arreglo(eb.selectFrom('clientes').select('id').where('cobrador_id', '=', cobradorId))),
      ),
    )
    .union(prestamos.where('p.cobrador_id', '=', cobradorId));
}

/**
 * La selección: préstamos abiertos del tipo, agregados por cliente y cobrador asignado. Días vencidos = fecha − la
 * cuota impaga más vieja si venció antes de la fecha: `prestamos.primera_impaga`, que el libro, la cancelación y el
 * barrido mantienen (migración 1795351400000), sin leer `cuotas`. Primero se agregan los préstamos solos, por cliente
 * y cobrador del préstamo (filas angostas); después se cruza `clientes` sólo con esas filas. `primero`: su préstamo
 * que va primero en la tarjeta, `[-días, número]`.
 */
function seleccion(base: BaseTipada, filtro: FiltroRutas) {
  const { fecha } = filtro;
  return base
    .with('x', (q) =>
      q
        .selectFrom(prestamosDelTipo(base, filtro).as('p'))
        .select((eb) => {
          const vencido = eb('p.primera_impaga', '<', fecha);
          return [
            'p.cliente_id',
            'p.cobrador_id',
            eb.cast<number>(eb.fn.countAll(), 'integer').as('n'),
            eb.cast<number>(eb.fn.countAll().filterWhere(vencido), 'integer').as('vencidos'),
            eb.fn
              .coalesce(eb.fn.max(diasHasta(fecha, 'p.primera_impaga')).filterWhere(vencido), sql.lit(0))
              .as('dias'),
            eb.fn.sum<string | null>('p.saldo_pendiente').filterWhere(vencido).as('saldo_vencido'),
            eb.fn<string[]>('array_agg', [eb.ref('p.id')]).as('ids'),
            // sql: min() de un ARRAY[días, número] (el primero por atraso y número): ni ARRAY[...] ni CASE con resta de fechas tienen constructor con ese tipo
            sql<
              [string, string]
            >`min(ARRAY[CASE WHEN ${vencido} THEN p.primera_impaga - ${fecha}::date ELSE 0 END, p.numero])`.as(
              'primero',
            ),
          ];
        })
        .groupBy(['p.cliente_id', 'p.cobrador_id']),
    )
    .selectFrom('x')
    .innerJoin('clientes as c', 'c.id', 'x.cliente_id')
    .select((eb) => [
      eb.fn.coalesce('c.cobrador_id', 'x.cobrador_id').as('cobrador_id'),
      'c.id as cliente_id',
      'c.nombre',
      'c.barrio',
      'c.ciudad',
      'c.latitud',
      'c.longitud',
      'x.n',
      'x.vencidos',
      'x.dias',
      'x.saldo_vencido',
      'x.primero',
      'x.ids',
    ])
    .where((eb) => deCliente(filtro, eb.ref('x.cobrador_id')))
    .$narrowType<{ cobrador_id: NotNull }>();
}

/** La tabla temporal `rutas_seleccion`: las filas de `seleccion`, que sólo viven en la transacción de una generación. */
type FilaSeleccion = FilaDe<typeof seleccion>;

export const conSeleccion = (manager: EntityManager) => db(manager).withTables<{ rutas_seleccion: FilaSeleccion }>();

/**
 * La selección en la tabla temporal `rutas_seleccion` (se borra al terminar la transacción): los ids de los préstamos
 * quedan en arreglos que no salen de PostgreSQL (el INSERT de las rutas los lee de la tabla). Devuelve las columnas
 * livianas que usa `armarRutas`, una fila por cliente de cada cobrador.
 */
export async function seleccionarClientes(
  manager: EntityManager,
  filtro: FiltroRutas,
): Promise<FilaCliente[]> {
  const base = conSeleccion(manager);
  // Las ordenaciones y agregaciones de 60.000 préstamos no caben en los 4 MB por omisión: sin esto van a disco.
  await sql`SET LOCAL work_mem = '32MB'`.execute(base);
  // CREATE TABLE AS admite parámetros: la consulta se analiza con ellos como un SELECT.
  await base.schema
    .createTable('rutas_seleccion')
    .temporary()
    .onCommit('drop')
    .as(seleccion(db(manager), filtro))
    .execute();
  const filas = await base
    .selectFrom('rutas_seleccion')
    .select([
      'cobrador_id',
      'cliente_id',
      'nombre',
      'barrio',
      'ciudad',
      'latitud',
      'longitud',
      'n',
      'vencidos',
      'dias',
      'saldo_vencido',
      'primero',
    ])
    .execute();
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
  const { fecha, cobradorId } = filtro;
  const clientes = [...new Set(candidatos.map((f) => f.cliente_id))];
  const prestamos = await db(manager)
    .selectFrom('prestamos as p')
    .innerJoin('clientes as c', 'c.id', 'p.cliente_id')
    .select((eb) => [
      eb.fn.coalesce('c.cobrador_id', 'p.cobrador_id').as('cobrador_id'),
      'p.cliente_id',
      'c.nombre',
      'c.telefono',
      'c.direccion',
      'c.barrio',
      'p.id',
      'p.numero',
      'p.estado',
      'p.saldo_pendiente as saldo',
      // sql: resta de fechas (días enteros) dentro de un CASE: el `-` de Kysely la tiparía como fecha
      sql<number>`CASE WHEN p.primera_impaga < ${fecha}::date THEN ${fecha}::date - p.primera_impaga ELSE 0 END`.as(
        'dias',
      ),
    ])
    .where((eb) => eb('p.cliente_id', '=', eb.fn.any(eb.val(clientes))))
    .where(dePrestamo(filtro))
    .$if(Boolean(cobradorId), (q) => q.where(deLaCarteraDe(cobradorId ?? '')))
    .where((eb) => deCliente(filtro, eb.ref('p.cobrador_id')))
    .$narrowType<{ cobrador_id: NotNull }>()
    .execute();
  const esCandidato = new Set(candidatos.map((f) => claveCliente(f.cobrador_id, f.cliente_id)));
  for (const p of prestamos) {
    const clave = claveCliente(p.cobrador_id, p.cliente_id);
    // Un cliente sin cobrador puede estar en varias rutas: sólo cuenta en las que es candidato.
    if (!esCandidato.has(clave)) continue;
    const prestamo: PrestamoRuta = {
      _id: p.id,
      numero: Number(p.numero),
      estado: deLista(ESTADOS_PRESTAMO, p.estado, 'prestamos.estado'),
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
