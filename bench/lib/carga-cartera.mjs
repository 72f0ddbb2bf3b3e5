// La carga de los benches (bench/prestamos-comun.mjs la reexporta): una cartera grande en SQL por conjuntos, sin los
// índices mientras se inserta; las muestras de ella, un cobrador con su cartera por la API y el libro mayor.
/* global performance -- Node 20 */
import pg from 'pg';
import { iniciarSesion } from './sesion.mjs';
import { COBRADOR, COBRADORES, hoyBogota, miles, pedir } from '../prestamos-comun.mjs';

async function ejecutar(cliente, titulo, sql, parametros = []) {
  const inicio = performance.now();
  const resultado = await cliente.query(sql, parametros);
  console.log(`  ${titulo.padEnd(44)} ${((performance.now() - inicio) / 1000).toFixed(1).padStart(6)} s`);
  return resultado;
}

/**
 * Ejecuta `cargar` sin los índices ni las restricciones de `tabla` (ni las claves foráneas que salen de ella o la apuntan) y los
 * recrea después con sus mismas definiciones: crear un índice ordenando es mucho más rápido que mantenerlo fila a
 * fila durante millones de INSERT. Sólo para la carga del benchmark.
 */
async function sinIndices(cliente, tabla, cargar) {
  const { rows: restricciones } = await cliente.query(
    `SELECT conname, conrelid::regclass::text AS tabla, contype, pg_get_constraintdef(oid) AS definicion
     FROM pg_constraint
     WHERE (conrelid = $1::regclass AND contype IN ('p', 'u', 'f')) OR (confrelid = $1::regclass AND contype = 'f')`,
    [tabla],
  );
  const { rows: indices } = await cliente.query(
    `SELECT indexname, indexdef FROM pg_indexes
     WHERE tablename = $1 AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = $1::regclass)`,
    [tabla],
  );
  for (const r of restricciones.filter((r) => r.contype === 'f')) await cliente.query(`ALTER TABLE ${r.tabla} DROP CONSTRAINT ${r.conname}`);
  for (const r of restricciones.filter((r) => r.contype !== 'f')) await cliente.query(`ALTER TABLE ${r.tabla} DROP CONSTRAINT ${r.conname}`);
  for (const i of indices) await cliente.query(`DROP INDEX ${i.indexname}`);
  await cargar();
  const inicio = performance.now();
  for (const r of restricciones.filter((r) => r.contype !== 'f')) await cliente.query(`ALTER TABLE ${r.tabla} ADD CONSTRAINT ${r.conname} ${r.definicion}`);
  for (const i of indices) await cliente.query(i.indexdef);
  for (const r of restricciones.filter((r) => r.contype === 'f')) await cliente.query(`ALTER TABLE ${r.tabla} ADD CONSTRAINT ${r.conname} ${r.definicion}`);
  console.log(`  ${`índices de ${tabla} (recreados)`.padEnd(44)} ${((performance.now() - inicio) / 1000).toFixed(1).padStart(6)} s`);
}

/**
 * Carga una cartera grande en SQL por conjuntos: cobradores, clientes, préstamos en todos los estados, sus cuotas
 * (con pagos y atrasos coherentes con el estado) y cobros. Después deja saldo, cuotas vencidas, días de mora y
 * estado de cada préstamo de acuerdo con sus cuotas (la regla de docs/decisiones/cuotas-cobros-y-estados.md) y ANALYZE.
 */
export async function cargarCartera(urlBase, { clientes, prestamos, conCuotas, cobros }) {
  const cliente = new pg.Client({ connectionString: urlBase });
  await cliente.connect();
  const hoy = hoyBogota();
  try {
    await cliente.query('SET synchronous_commit = off');
    // Sin disparadores durante la carga (el registro de conteos se recuenta al final).
    await cliente.query('SET session_replication_role = replica');
    await cliente.query(`SET maintenance_work_mem = '256MB'`);
    await cliente.query(`SET work_mem = '64MB'`);
    await ejecutar(
      cliente,
      `${COBRADORES} cobradores`,
      `INSERT INTO usuarios (nombre, email, password_hash, rol, estado, zona)
       SELECT 'Cobrador ' || i, 'bench.cobrador' || i || '@cartera.local', '!', 'cobrador', 'activo', 'Zona ' || (1 + i % 5)
       FROM generate_series(1, $1::int) AS i`,
      [COBRADORES],
    );
    await ejecutar(
      cliente,
      `${miles(clientes)} clientes`,
      `WITH d AS (SELECT ARRAY['José','María','Luz Ángela','Andrés','Sofía','Martín','Ramón','Inés','Iván','Nicolás','Julián','Mónica',
                   'Verónica','Sebastián','Tomás','Héctor','Óscar','Jesús','Lucía','Camilo','Valentina','Daniela','Yesenia','Édgar'] AS n,
                  ARRAY['Gómez','Rodríguez','Martínez','Hernández','López','García','Pérez','Sánchez','Ramírez','Díaz','Muñoz',
                   'Rojas','Vásquez','Castaño','Giraldo','Ospina','Zuluaga','Cárdenas','Peña','Ríos','Ávila','Álvarez','Suárez',
                   'Jiménez','Quintero','Cañas','Bermúdez','Aristizábal','Londoño','Restrepo','Orozco','Salazar'] AS a,
                  (SELECT array_agg(id ORDER BY email) FROM usuarios WHERE rol = 'cobrador') AS cob)
       INSERT INTO clientes (cedula, nombre, telefono, direccion, ciudad, estado, cobrador_id, created_at, updated_at)
       SELECT lpad((10000000000 + i::bigint * 7919 % 89999999999)::text, 11, '0'),
              n[1 + i % 24] || ' ' || a[1 + (i / 24) % 32] || ' ' || a[1 + (i * 7 / 13) % 32],
              '3' || lpad(((i::bigint * 104729) % 999999999)::text, 9, '0'),
              'Calle ' || (1 + i % 120) || ' # ' || (1 + i % 90) || '-' || (1 + i % 80), 'Bogotá',
              CASE WHEN i % 15 = 0 THEN 'inactivo' ELSE 'activo' END,
              cob[1 + i % array_length(cob, 1)], now() - make_interval(mins => i), now() - make_interval(mins => i)
       FROM d, generate_series(1, $1::int) AS i
       ON CONFLICT (tipo_documento, cedula) DO NOTHING`,
      [clientes],
    );
    // Clientes con su autorización de datos (Ley 1581): sin ella no reciben un préstamo nuevo (docs/decisiones/datos-personales.md).
    await ejecutar(
      cliente,
      'autorizaciones de datos',
      `INSERT INTO clientes_autorizaciones (cliente_id, canal, version, fecha, usuario_nombre)
       SELECT id, 'presencial_firmado', (SELECT max(version) FROM avisos_privacidad), current_date, 'Siembra del bench'
       FROM clientes ON CONFLICT (cliente_id) DO NOTHING`,
      [],
    );
    // Estados por i % 20: 8 pagado, 6 activo, 3 mora, 1 vencido, 1 reenganchado, 1 cancelado. Modalidad por i % 4.
    // Cuotas 4…29 (≈ 16,5 en promedio). El inicio se elige para que el estado salga del calendario.
    await sinIndices(cliente, 'prestamos', () => ejecutar(
      cliente,
      `${miles(prestamos)} préstamos`,
      `WITH c AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(cobrador_id ORDER BY id) AS cob FROM clientes),
       base AS (
         SELECT i,
                c.ids[1 + (i::bigint * 7919) % array_length(c.ids, 1)] AS cliente_id,
                c.cob[1 + (i::bigint * 7919) % array_length(c.ids, 1)] AS cobrador_id,
                (4 + (i * 7) % 26) AS n,
                (ARRAY['diario','semanal','quincenal','mensual'])[1 + i % 4] AS modalidad,
                (ARRAY[1, 7, 15, 30])[1 + i % 4] AS paso,
                CASE WHEN i % 20 < 8 THEN 'pagado' WHEN i % 20 < 14 THEN 'activo' WHEN i % 20 < 17 THEN 'mora'
                     WHEN i % 20 = 17 THEN 'vencido' WHEN i % 20 = 18 THEN 'reenganchado' ELSE 'cancelado' END AS perfil,
                (10 + i % 60) * 50000 AS monto
         FROM c, generate_series(1, $1::int) AS i
       ),
       fechas AS (
         SELECT *, $2::date - CASE perfil
                      WHEN 'pagado' THEN paso * (n + 1) + i % 90
                      WHEN 'activo' THEN (paso * n * 3) / 10
                      WHEN 'mora' THEN (paso * n * 6) / 10 + 2
                      WHEN 'vencido' THEN paso * (n + 1) + 10 + i % 30
                      ELSE (paso * n) / 2 END AS inicio
         FROM base
       )
       INSERT INTO prestamos (cliente_id, cobrador_id, monto, interes, cuotas, modalidad, tipo_amortizacion, fecha,
                              fecha_inicio, fecha_primer_pago, estado, interes_total, monto_total, monto_entregado,
                              saldo_pendiente, cuota_diaria, plan_generado, fecha_vencimiento, created_at, updated_at)
       SELECT cliente_id, cobrador_id, monto, 10, n, modalidad, 'amortizable', inicio, inicio, inicio + paso,
              CASE perfil WHEN 'reenganchado' THEN 'reenganchado' WHEN 'cancelado' THEN 'cancelado' ELSE 'activo' END,
              monto / 10, monto + monto / 10, monto, monto + monto / 10, round((monto + monto / 10)::numeric / n), $3::boolean,
              inicio + paso * n,
              least(now(), (inicio + time '09:00') AT TIME ZONE 'America/Bogota' + make_interval(secs => i % 3600)),
              now()
       FROM fechas`,
      [prestamos, hoy, conCuotas],
    ));
    if (conCuotas) await sinIndices(cliente, 'cuotas', async () => {
      // Ids al azar: el índice se crea después, ordenado (uuid_v7() por fila sólo cuesta tiempo aquí).
      // Pagadas: todas en pagados; las vencidas en activos; en mora quedan 1 a 3 vencidas sin pagar; en vencidos, la
      // mitad; en reenganchados se refinancia lo que faltaba; en cancelados se paga la mitad de las vencidas y el
      // resto queda anulado.
      await ejecutar(
        cliente,
        'cuotas',
        `WITH p AS (
           SELECT id, oficina_id, numero, cuotas AS n, fecha_primer_pago AS primera, estado, monto_total,
                  (CASE modalidad WHEN 'diario' THEN 1 WHEN 'semanal' THEN 7 WHEN 'quincenal' THEN 15 ELSE 30 END) AS paso
           FROM prestamos
         ),
         q AS (
           SELECT p.*, least(n, greatest(0, ($1::date - primera + paso - 1) / paso)) AS vencen FROM p
         ),
         r AS (
           SELECT q.*,
                  CASE WHEN estado = 'cancelado' THEN vencen / 2
                       WHEN estado = 'reenganchado' THEN greatest(vencen - 1, 0)
                       WHEN numero % 20 < 8 THEN n
                       WHEN numero % 20 < 14 THEN vencen
                       WHEN numero % 20 < 17 THEN greatest(vencen - (1 + numero % 3), 0)
                       ELSE n / 2 END AS pagadas,
                  floor(monto_total / n) AS cuota
           FROM q
         )
         INSERT INTO cuotas (id, prestamo_id, oficina_id, numero, fecha_programada, monto_capital, monto_interes,
                             monto_total, monto_pagado, monto_refinanciado, estado, fecha_pago)
         SELECT gen_random_uuid(), r.id, r.oficina_id, k, r.primera + (k - 1) * r.paso,
                t.total - round(t.total / 11), round(t.total / 11), t.total,
                CASE WHEN k <= r.pagadas THEN t.total ELSE 0 END,
                CASE WHEN k > r.pagadas AND r.estado = 'reenganchado' THEN t.total ELSE 0 END,
                CASE WHEN k <= r.pagadas THEN 'pagada'
                     WHEN r.estado = 'reenganchado' THEN 'refinanciada'
                     WHEN r.estado = 'cancelado' THEN 'anulada'
                     WHEN r.primera + (k - 1) * r.paso < $1::date THEN 'vencida'
                     ELSE 'pendiente' END,
                CASE WHEN k <= r.pagadas THEN least($1::date - 1, r.primera + (k - 1) * r.paso) END
         FROM r
         CROSS JOIN LATERAL generate_series(1, r.n) AS k
         CROSS JOIN LATERAL (SELECT CASE WHEN k = r.n THEN r.monto_total - r.cuota * (r.n - 1) ELSE r.cuota END AS total) t`,
        [hoy],
      );
    });
    if (conCuotas) {
      await ejecutar(
        cliente,
        'saldos, mora y estados desde las cuotas',
        `WITH a AS (
           SELECT prestamo_id,
                  sum(monto_total - monto_pagado - monto_refinanciado) AS saldo,
                  count(*) FILTER (WHERE estado = 'vencida')::int AS vencidas,
                  coalesce(round(avg($1::date - fecha_programada) FILTER (WHERE estado = 'vencida'), 2), 0) AS dias,
                  min(fecha_programada) FILTER (WHERE estado IN ('pendiente', 'parcial')) AS proxima,
                  min(fecha_programada) FILTER (WHERE estado IN ('pendiente', 'parcial', 'vencida')) AS primera_impaga
           FROM cuotas GROUP BY prestamo_id
         )
         UPDATE prestamos p
         SET saldo_pendiente = CASE WHEN p.estado = 'reenganchado' THEN 0 ELSE a.saldo END,
             cuotas_vencidas = CASE WHEN p.estado IN ('reenganchado', 'cancelado') THEN p.cuotas_vencidas ELSE a.vencidas END,
             dias_mora_promedio = CASE WHEN p.estado IN ('reenganchado', 'cancelado') THEN 0 ELSE a.dias END,
             proxima_fecha = CASE WHEN p.estado IN ('reenganchado', 'cancelado') THEN NULL ELSE a.proxima END,
             primera_impaga = a.primera_impaga,
             estado = CASE WHEN p.estado IN ('reenganchado', 'cancelado') THEN p.estado
                           WHEN a.saldo <= 0 THEN 'pagado'
                           WHEN p.fecha_vencimiento < $1::date THEN 'vencido'
                           WHEN a.vencidas > 0 THEN 'mora'
                           ELSE 'activo' END
         FROM a WHERE a.prestamo_id = p.id`,
        [hoy],
      );
    }
    if (cobros > 0) await sinIndices(cliente, 'cobros', async () => {
      await ejecutar(
        cliente,
        `${miles(cobros)} cobros`,
        `WITH p AS (SELECT max(numero) AS maximo, min(numero) AS minimo FROM prestamos)
         INSERT INTO cobros (id, prestamo_id, cliente_id, cobrador_id, monto, fecha, origen, created_at, updated_at)
         SELECT gen_random_uuid(), pr.id, pr.cliente_id, pr.cobrador_id, (1 + i % 40) * 5000, $2::date - (i % 365), 'cobro',
                ($2::date - (i % 365) + time '08:00') AT TIME ZONE 'America/Bogota' + make_interval(secs => i % 36000), now()
         FROM p CROSS JOIN generate_series(1, $1::int) AS i
         JOIN prestamos pr ON pr.numero = p.minimo + (i::bigint * 104729) % (p.maximo - p.minimo + 1)`,
        [cobros, hoy],
      );
    });
    // Lo mismo que hace el barrido cada 15 minutos: compactar el registro de conteos de la lista.
    // El libro de cada préstamo (docs/libro.md): desembolso, cobros, reenganches y cierres, desde las tablas.
    await ejecutar(cliente, 'libro de préstamos (libro_reconstruir)', 'SELECT libro_reconstruir()');
    // Con los disparadores de nuevo: cada fila de un resumen toma la oficina de lo que resume (el que la copia del padre).
    await cliente.query('SET session_replication_role = origin');
    await ejecutar(cliente, 'registros de conteos (resúmenes)', 'SELECT prestamos_resumen_recontar(), cobros_resumen_recontar(), clientes_cobros_recontar()');
    await ejecutar(cliente, 'VACUUM ANALYZE', 'VACUUM ANALYZE');
    // La carga escribió gigabytes de WAL: sin este CHECKPOINT, las medidas coincidirían con el que PostgreSQL reparte
    // en los minutos siguientes (escrituras a disco de la carga y páginas completas en el WAL), que una cartera en uso
    // normal no tiene. Se mide el estado estable.
    await ejecutar(cliente, 'CHECKPOINT', 'CHECKPOINT').catch((error) =>
      console.log(`  CHECKPOINT omitido (${error.message}): las medidas pueden coincidir con uno en curso`),
    );
    const { rows } = await cliente.query(
      `SELECT (SELECT count(*) FROM clientes)::int AS clientes, (SELECT count(*) FROM prestamos)::int AS prestamos,
              (SELECT count(*) FROM cuotas)::int AS cuotas, (SELECT count(*) FROM cobros)::int AS cobros`,
    );
    return rows[0];
  } finally {
    await cliente.end();
  }
}

/** Datos para las búsquedas: cédulas y números de préstamo al azar, y un cobrador con préstamos. */
export async function muestras(urlBase, n) {
  const cliente = new pg.Client({ connectionString: urlBase });
  await cliente.connect();
  try {
    const cedulas = (await cliente.query(`SELECT cedula FROM clientes ORDER BY random() LIMIT $1`, [n])).rows.map((f) => f.cedula);
    const numeros = (await cliente.query(`SELECT numero FROM prestamos ORDER BY random() LIMIT $1`, [n])).rows.map((f) => String(f.numero));
    const [{ cobrador }] = (await cliente.query(`SELECT cobrador_id AS cobrador FROM prestamos WHERE cobrador_id IS NOT NULL LIMIT 1`)).rows;
    const [{ id: clienteId }] = (await cliente.query(`SELECT id FROM clientes WHERE estado = 'activo' LIMIT 1`)).rows;
    return { cedulas, numeros, cobrador, clienteId };
  } finally {
    await cliente.end();
  }
}

/** Un usuario cobrador con contraseña (por la API, con bcrypt) al que se le asigna una parte de la cartera. */
export async function crearCobradorConCartera(url, urlBase, token) {
  const creado = await pedir(url, token, 'POST', '/cobradores', { nombre: 'Cobrador Benchmark', ...COBRADOR });
  const id = creado.data?._id ?? creado.data?.data?._id;
  const cliente = new pg.Client({ connectionString: urlBase });
  await cliente.connect();
  try {
    // Su cartera: los clientes y préstamos de uno de los cobradores cargados (1/BENCH_COBRADORES de la cartera).
    await cliente.query(
      `UPDATE clientes SET cobrador_id = $1 WHERE cobrador_id = (SELECT id FROM usuarios WHERE email = 'bench.cobrador7@cartera.local')`,
      [id],
    );
    await cliente.query(
      `UPDATE prestamos SET cobrador_id = $1 WHERE cobrador_id = (SELECT id FROM usuarios WHERE email = 'bench.cobrador7@cartera.local')`,
      [id],
    );
    await cliente.query(
      `UPDATE cobros SET cobrador_id = $1 WHERE cobrador_id = (SELECT id FROM usuarios WHERE email = 'bench.cobrador7@cartera.local')`,
      [id],
    );
    await cliente.query('VACUUM ANALYZE clientes, prestamos, cobros');
  } finally {
    await cliente.end();
  }
  return iniciarSesion(url, COBRADOR);
}

/**
 * El libro mayor de la carga, como lo escriben las reglas (packages/dominio/src/contabilidad.ts) para un desembolso y
 * un cobro en la caja de la oficina: un comprobante por asiento del libro de préstamos, en SQL por conjuntos.
 */
export async function cargarLibroMayor(urlBase) {
  const cliente = new pg.Client({ connectionString: urlBase });
  await cliente.connect();
  try {
    await cliente.query('SET synchronous_commit = off');
    await cliente.query('SET session_replication_role = replica');
    await cliente.query(`SET maintenance_work_mem = '256MB'`);
    await cliente.query(`SET work_mem = '64MB'`);
    const inicio = performance.now();
    await cliente.query(`
      INSERT INTO contabilidad_asientos (id, fecha, tipo, descripcion, origen, origen_id)
      SELECT m.id, m.fecha, m.tipo, initcap(m.tipo) || ' (carga del bench)', 'prestamo', m.prestamo_id
      FROM prestamos_movimientos m WHERE m.tipo IN ('desembolso', 'cobro')`);
    await cliente.query(`
      WITH c AS (SELECT clave, id FROM contabilidad_cuentas WHERE clave IS NOT NULL),
           k AS (SELECT (SELECT id FROM c WHERE clave = 'caja_oficina') AS caja,
                        (SELECT id FROM c WHERE clave = 'cartera_capital') AS capital,
                        (SELECT id FROM c WHERE clave = 'cartera_intereses') AS interes,
                        (SELECT id FROM c WHERE clave = 'intereses_diferidos') AS diferidos,
                        (SELECT id FROM c WHERE clave = 'ingresos_intereses') AS ingresos)
      INSERT INTO contabilidad_lineas (asiento_id, fecha, cuenta_id, debito, credito, prestamo_id, cliente_id, cobro_id, movimiento_id)
      SELECT m.id, m.fecha, l.cuenta, l.d, l.c, m.prestamo_id, p.cliente_id, m.cobro_id, m.id
      FROM prestamos_movimientos m JOIN prestamos p ON p.id = m.prestamo_id CROSS JOIN k
      -- Los cobros de la carga no tocan cuotas (su interés en el libro es 0): aquí llevan el de una cuota, 1/11.
      CROSS JOIN LATERAL (SELECT CASE WHEN m.tipo = 'cobro' THEN round(m.monto / 11, 2) ELSE m.interes END AS interes) i
      CROSS JOIN LATERAL (VALUES
        (CASE m.tipo WHEN 'desembolso' THEN k.capital ELSE k.caja END,
         CASE m.tipo WHEN 'desembolso' THEN -m.efectivo ELSE m.monto END, 0::numeric),
        (CASE m.tipo WHEN 'desembolso' THEN k.interes ELSE k.capital END,
         CASE m.tipo WHEN 'desembolso' THEN m.monto + m.efectivo ELSE 0 END,
         CASE m.tipo WHEN 'desembolso' THEN 0 ELSE m.monto - i.interes END),
        (CASE m.tipo WHEN 'desembolso' THEN k.caja ELSE k.interes END, 0, CASE m.tipo WHEN 'desembolso' THEN -m.efectivo ELSE i.interes END),
        (k.diferidos, CASE m.tipo WHEN 'desembolso' THEN 0 ELSE i.interes END, CASE m.tipo WHEN 'desembolso' THEN m.monto + m.efectivo ELSE 0 END),
        (k.ingresos, 0, CASE m.tipo WHEN 'desembolso' THEN 0 ELSE i.interes END)
      ) AS l(cuenta, d, c)
      WHERE m.tipo IN ('desembolso', 'cobro') AND (l.d > 0 OR l.c > 0)`);
    // Los saldos por cuenta y mes, como los deja el barrido (la carga no pasa por el disparador que los suma).
    await cliente.query(`
      INSERT INTO contabilidad_saldos_mes (cuenta_id, mes, debitos, creditos)
      SELECT cuenta_id, date_trunc('month', fecha)::date, sum(debito), sum(credito) FROM contabilidad_lineas GROUP BY 1, 2`);
    await cliente.query('VACUUM ANALYZE contabilidad_asientos, contabilidad_lineas, contabilidad_saldos_mes');
    await cliente.query('CHECKPOINT').catch(() => undefined);
    const { rows } = await cliente.query(`SELECT count(*)::int AS lineas FROM contabilidad_lineas`);
    console.log(
      `  libro mayor: ${miles(rows[0].lineas)} líneas en ${((performance.now() - inicio) / 1000).toFixed(0)} s`,
    );
    return rows[0].lineas;
  } finally {
    await cliente.end();
  }
}
