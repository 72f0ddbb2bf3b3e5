import { MigrationInterface, QueryRunner } from 'typeorm';
import { crearRutasParadas } from '../congelado/rutas-paradas';

/**
 * Rutas de cobro sin el jsonb gigante (docs/decisiones/rutas-de-cobro.md): cada ruta guarda en columnas el
 * resumen de su tarjeta (cantidades, total a cobrar, distancia, tiempo y los 5 préstamos más atrasados, un jsonb de
 * 5 elementos) y sus paradas van normalizadas en `rutas_paradas`, una fila por cliente en orden de visita con sus
 * préstamos en arreglos paralelos (id, número, estado, días vencidos, saldo). Se escriben con un solo
 * INSERT … SELECT FROM unnest(...) por generación. Lo que falta de la cuota del día ya no se guarda: se calcula al
 * leer una ruta. Las rutas ya guardadas se convierten (y `down` las vuelve a armar, con cuota del día 0).
 */
export class RutasParadas1795351300000 implements MigrationInterface {
  name = 'RutasParadas1795351300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await crearRutasParadas(queryRunner);
    await queryRunner.query(`
      ALTER TABLE rutas
        ADD COLUMN cantidad_clientes integer NOT NULL DEFAULT 0,
        ADD COLUMN cantidad_prestamos integer NOT NULL DEFAULT 0,
        ADD COLUMN cantidad_vencidos integer NOT NULL DEFAULT 0,
        ADD COLUMN total_a_cobrar numeric(16,2) NOT NULL DEFAULT 0,
        ADD COLUMN distancia_total numeric(12,1) NOT NULL DEFAULT 0,
        ADD COLUMN minutos_estimados integer NOT NULL DEFAULT 0,
        ADD COLUMN metodo_distancia text NOT NULL DEFAULT 'estimada' CHECK (metodo_distancia IN ('estimada', 'coordenadas')),
        ADD COLUMN top_prestamos jsonb NOT NULL DEFAULT '[]'::jsonb,
        ADD COLUMN clientes_restantes integer NOT NULL DEFAULT 0
    `);
    // Rutas guardadas con el formato anterior: resumen y paradas desde `datos`.
    await queryRunner.query(`
      UPDATE rutas SET
        cantidad_clientes = jsonb_array_length(datos->'clientes'),
        cantidad_prestamos = jsonb_array_length(datos->'prestamos'),
        cantidad_vencidos = (SELECT count(*) FROM jsonb_array_elements(datos->'prestamos') p WHERE (p->>'diasVencido')::int > 0),
        total_a_cobrar = (datos->>'totalACobrar')::numeric,
        distancia_total = (datos->>'distanciaTotal')::numeric,
        minutos_estimados = coalesce((datos->>'minutosEstimados')::int, 0),
        metodo_distancia = coalesce(datos->>'metodoDistancia', 'estimada'),
        top_prestamos = coalesce((SELECT jsonb_agg(p ORDER BY k) FROM jsonb_array_elements(datos->'prestamos') WITH ORDINALITY AS t(p, k) WHERE k <= 5), '[]'::jsonb),
        clientes_restantes = jsonb_array_length(datos->'clientes') - (
          SELECT count(DISTINCT p->'cliente'->>'_id') FROM jsonb_array_elements(datos->'prestamos') WITH ORDINALITY AS t(p, k) WHERE k <= 5
        )
    `);
    await queryRunner.query(`
      INSERT INTO rutas_paradas (ruta_id, orden, cliente_id, nombre, telefono, direccion, barrio, ciudad, latitud, longitud,
                                 saldo_pendiente, dias_vencido, prestamo_ids, prestamo_numeros,
                                 prestamo_estados, prestamo_dias, prestamo_saldos)
      SELECT r.id, (c->>'orden')::int, (c->>'_id')::uuid, c->>'nombre', c->>'telefono', c->>'direccion', c->>'barrio',
             coalesce(c->>'ciudad', ''), (c->>'latitud')::numeric, (c->>'longitud')::numeric,
             (c->>'saldoPendiente')::numeric, (c->>'diasVencido')::int,
             pr.ids, pr.numeros, pr.estados, pr.dias, pr.saldos
      FROM rutas r
      CROSS JOIN LATERAL jsonb_array_elements(r.datos->'clientes') AS c
      CROSS JOIN LATERAL (
        SELECT array_agg((p->>'_id')::uuid ORDER BY k) AS ids, array_agg((p->>'numero')::bigint ORDER BY k) AS numeros,
               array_agg(p->>'estado' ORDER BY k) AS estados, array_agg((p->>'diasVencido')::int ORDER BY k) AS dias,
               array_agg((p->>'saldoPendiente')::numeric ORDER BY k) AS saldos
        FROM jsonb_array_elements(r.datos->'prestamos') WITH ORDINALITY AS t(p, k)
        WHERE p->'cliente'->>'_id' = c->>'_id'
      ) pr
      WHERE pr.ids IS NOT NULL
    `);
    await queryRunner.query(`ALTER TABLE rutas DROP COLUMN datos`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE rutas ADD COLUMN datos jsonb NULL`);
    await queryRunner.query(`
      UPDATE rutas r SET datos = jsonb_build_object(
        '_id', r.id, 'fecha', to_char(r.fecha, 'YYYY-MM-DD'), 'tipo', r.tipo, 'zona', r.zona,
        'cobrador', jsonb_build_object('_id', u.id, 'nombre', u.nombre),
        'clientes', coalesce(pa.clientes, '[]'::jsonb),
        'prestamos', coalesce(pa.prestamos, '[]'::jsonb),
        'prestamosVencidos', coalesce(pa.vencidos, '[]'::jsonb),
        'totalACobrar', r.total_a_cobrar, 'totalCuotasDelDia', 0,
        'distanciaTotal', r.distancia_total, 'minutosEstimados', r.minutos_estimados,
        'tiempoEstimado', CASE WHEN r.minutos_estimados < 60 THEN (r.minutos_estimados % 60) || 'min'
                               WHEN r.minutos_estimados % 60 = 0 THEN (r.minutos_estimados / 60) || 'h'
                               ELSE (r.minutos_estimados / 60) || 'h ' || (r.minutos_estimados % 60) || 'min' END,
        'metodoDistancia', r.metodo_distancia, 'generadaEn', r.created_at
      )
      FROM usuarios u,
      LATERAL (
        SELECT jsonb_agg(jsonb_build_object(
                 '_id', s.cliente_id, 'nombre', s.nombre, 'telefono', s.telefono, 'direccion', s.direccion, 'barrio', s.barrio,
                 'ciudad', s.ciudad, 'latitud', s.latitud, 'longitud', s.longitud, 'orden', s.orden,
                 'zona', concat_ws(', ', nullif(s.barrio, ''), nullif(s.ciudad, '')), 'prestamos', to_jsonb(s.prestamo_ids),
                 'saldoPendiente', s.saldo_pendiente, 'cuotaDelDia', 0, 'diasVencido', s.dias_vencido
               ) ORDER BY s.orden) AS clientes,
               ${prestamosDeLaRuta('')} AS prestamos,
               ${prestamosDeLaRuta(' AND p.dias > 0')} AS vencidos
        FROM rutas_paradas s WHERE s.ruta_id = r.id
      ) pa
      WHERE u.id = r.cobrador_id
    `);
    await queryRunner.query(`UPDATE rutas SET datos = '{}'::jsonb WHERE datos IS NULL`);
    await queryRunner.query(`ALTER TABLE rutas ALTER COLUMN datos SET NOT NULL`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS rutas_paradas_borrar ON rutas`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS rutas_paradas_borrar()`);
    await queryRunner.query(`DROP TABLE IF EXISTS rutas_paradas`);
    await queryRunner.query(`
      ALTER TABLE rutas
        DROP COLUMN cantidad_clientes, DROP COLUMN cantidad_prestamos, DROP COLUMN cantidad_vencidos,
        DROP COLUMN total_a_cobrar, DROP COLUMN distancia_total,
        DROP COLUMN minutos_estimados, DROP COLUMN metodo_distancia, DROP COLUMN top_prestamos,
        DROP COLUMN clientes_restantes
    `);
  }
}

/** Los préstamos de las paradas de la ruta `r` en JSON, los más vencidos primero; `condicion` filtra (con su AND). */
const prestamosDeLaRuta = (condicion: string) => `(SELECT jsonb_agg(x.p ORDER BY x.dias DESC, x.numero) FROM (
                  SELECT jsonb_build_object('_id', p.id, 'numero', p.numero, 'estado', p.estado, 'diasVencido', p.dias,
                           'saldoPendiente', p.saldo, 'cuotaDelDia', 0,
                           'cliente', jsonb_build_object('_id', s2.cliente_id, 'nombre', s2.nombre, 'telefono', s2.telefono,
                                                         'direccion', s2.direccion, 'barrio', s2.barrio)) AS p,
                         p.dias, p.numero
                  FROM rutas_paradas s2
                  CROSS JOIN LATERAL unnest(s2.prestamo_ids, s2.prestamo_numeros, s2.prestamo_estados, s2.prestamo_dias,
                                            s2.prestamo_saldos) AS p(id, numero, estado, dias, saldo)
                  WHERE s2.ruta_id = r.id${condicion}) x)`;
