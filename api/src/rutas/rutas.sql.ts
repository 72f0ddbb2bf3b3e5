// El SQL de una generación de rutas de cobro (docs/decisiones/rutas-de-cobro.md): la ruta guardada de un cobrador y su
// candado del día, los cobradores sin ruta y el INSERT de las rutas desde la tabla temporal de la selección
// (rutas-seleccion.sql.ts). Cada función recibe el EntityManager de la transacción del servicio; el armado es de las
// reglas (rutas.rules.ts) y la lectura de las rutas guardadas, de rutas.lectura.ts.
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { filasEnMemoria } from '../database/filas-en-memoria';
import { db } from '../database/kysely';
import type { RutaArmada } from './rutas.rules';
import { conSeleccion, type FiltroRutas } from './rutas-seleccion.sql';

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
  const paradas = filasEnMemoria(
    rutas.map((r) => ({
      id: r._id,
      cobrador_id: r.cobrador._id,
      clientes: r.cantidadClientes,
      prestamos: r.cantidadPrestamos,
      vencidos: r.cantidadVencidos,
      total: r.totalACobrar,
      distancia: r.distanciaTotal,
      minutos: r.minutosEstimados,
      metodo: r.metodoDistancia,
      top: JSON.stringify(r.topPrestamos),
      restantes: r.clientesRestantes,
      // Un arreglo por ruta no cabe en un unnest de arreglos: va como texto de arreglo y se convierte en la sentencia.
      paradas: `{${r.paradas.join(',')}}`,
    })),
    {
      id: 'uuid',
      cobrador_id: 'uuid',
      clientes: 'int',
      prestamos: 'int',
      vencidos: 'int',
      total: 'numeric',
      distancia: 'numeric',
      minutos: 'int',
      metodo: 'text',
      top: 'jsonb',
      restantes: 'int',
      paradas: 'text',
    },
  );
  const base = conSeleccion(manager);
  // Los préstamos de cada cobrador, de la selección (no pasan por Node).
  const prestamosPorCobrador = base
    .selectFrom('rutas_seleccion as s')
    // sql: unnest como tabla lateral no tiene constructor en Kysely
    .crossJoinLateral(sql<{ id: string }>`unnest(s.ids)`.as<'u'>(sql`u(id)`))
    .select((eb) => ['s.cobrador_id', eb.fn<string[]>('array_agg', [eb.ref('u.id')]).as('ids')])
    .groupBy('s.cobrador_id')
    .as('x');
  const { created_at } = await base
    .insertInto('rutas')
    .columns([
      'id',
      'fecha',
      'cobrador_id',
      'tipo',
      'zona',
      'generada_por',
      'cantidad_clientes',
      'cantidad_prestamos',
      'cantidad_vencidos',
      'total_a_cobrar',
      'distancia_total',
      'minutos_estimados',
      'metodo_distancia',
      'top_prestamos',
      'clientes_restantes',
      'cliente_ids',
      'prestamo_ids',
    ])
    .expression((eb) =>
      eb
        .selectFrom(paradas)
        .innerJoin(prestamosPorCobrador, 'x.cobrador_id', 'v.cobrador_id')
        .select((s) => [
          'v.id',
          eb.cast<string>(eb.val(fecha), 'date').as('fecha'),
          'v.cobrador_id',
          eb.val(tipo).as('tipo'),
          eb.val(zona).as('zona'),
          eb.cast<string | null>(eb.val(generadaPor), 'uuid').as('generada_por'),
          'v.clientes',
          'v.prestamos',
          'v.vencidos',
          'v.total',
          'v.distancia',
          'v.minutos',
          'v.metodo',
          'v.top',
          'v.restantes',
          s.cast<string[]>('v.paradas', sql`uuid[]`).as('cliente_ids'),
          'x.ids',
        ]),
    )
    .returning('created_at')
    .executeTakeFirstOrThrow();
  return created_at;
}

