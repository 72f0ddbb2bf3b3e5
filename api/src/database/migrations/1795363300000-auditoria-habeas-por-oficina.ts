import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quitarPorOficina, sentenciasPorOficina } from '../congelado/politicas';

/**
 * La auditoría y las solicitudes de hábeas data por oficina (docs/decisiones/auditoria-y-habeas-por-oficina.md,
 * issue 68):
 * - `auditoria.oficina_id`: la oficina de lo que el evento toca (NULL: de la organización, sólo la ve `todas`). Los
 *   eventos que existen la reciben de la fila que nombran sus datos (`_id`, `clienteId`, `prestamoId`… de un
 *   cliente, préstamo, cobro o cuenta) o, sin ella, de quien actuó si tiene una sola oficina. Política por_oficina
 *   para leer y una que deja registrar cualquier evento: escribir la auditoría nunca falla por el alcance (la
 *   organización, otra oficina); cambiarla o borrarla ya lo impiden sus disparadores.
 * - `auditoria_conteos` y `auditoria_conteos_modulo` con la oficina de sus eventos (su clave, con NULLS NOT DISTINCT)
 *   y rehechos; su disparador escribe con `app.oficinas = 'todas'` (el SET de la función, que lo devuelve al
 *   salir): el resumen es de todos los eventos aunque quien escribe no vea la fila de su oficina. Cada uno lee los
 *   suyos con por_oficina.
 * - `habeas_solicitudes.oficina_id`: la del cliente, o sin cliente la de quien la registró (su primera oficina; un
 *   administrador no tiene: de la organización). Un disparador la fija al insertar y al cambiar de cliente, y la lleva
 *   cuando el cliente cambia de oficina. Política por_oficina.
 */
export class AuditoriaHabeasPorOficina1795363300000 implements MigrationInterface {
  name = 'AuditoriaHabeasPorOficina1795363300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const sentencia of [
      ...AUDITORIA,
      ...conteos(true),
      ...sentenciasPorOficina('auditoria_conteos'),
      ...sentenciasPorOficina('auditoria_conteos_modulo'),
      ...HABEAS,
    ]) {
      await queryRunner.query(sentencia);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const sentencia of [
      ...quitarPorOficina('habeas_solicitudes'),
      `DROP TRIGGER clientes_oficina_a_habeas_solicitudes ON clientes`,
      `DROP FUNCTION clientes_oficina_a_habeas_solicitudes()`,
      `DROP TRIGGER habeas_solicitudes_oficina ON habeas_solicitudes`,
      `DROP FUNCTION habeas_solicitudes_oficina()`,
      `ALTER TABLE habeas_solicitudes DROP COLUMN oficina_id`,
      ...quitarPorOficina('auditoria_conteos_modulo'),
      ...quitarPorOficina('auditoria_conteos'),
      ...conteos(false),
      `DROP POLICY registrar ON auditoria`,
      ...quitarPorOficina('auditoria'),
      `ALTER TABLE auditoria DROP COLUMN oficina_id`,
    ]) {
      await queryRunner.query(sentencia);
    }
  }
}

const UUID = `'^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'`;

/** La primera oficina (por id) de la cuenta `columna`: la de un cobrador, una de un gerente; NULL para un administrador. */
const oficinaDeCuenta = (columna: string) =>
  `(SELECT uo.oficina_id FROM usuarios_oficinas uo WHERE uo.usuario_id = ${columna} ORDER BY uo.oficina_id LIMIT 1)`;

const AUDITORIA = [
  `ALTER TABLE auditoria ADD COLUMN oficina_id uuid NULL REFERENCES oficinas (id) ON DELETE RESTRICT`,
  // La auditoría no se cambia (auditoria_sin_cambios): sólo esta vez, para darle su oficina a lo que ya estaba.
  `ALTER TABLE auditoria DISABLE TRIGGER auditoria_sin_cambios`,
  `WITH referencias AS (
      SELECT e.id AS evento, kv.valor::uuid AS ref
      FROM auditoria e
      CROSS JOIN LATERAL (VALUES (e.datos_nuevos), (e.datos_anteriores)) AS d(datos)
      CROSS JOIN LATERAL jsonb_each_text(CASE WHEN jsonb_typeof(d.datos) = 'object' THEN d.datos ELSE '{}' END)
        AS kv(clave, valor)
      WHERE kv.clave IN ('_id', 'id', 'clienteId', 'prestamoId', 'cobroId', 'usuarioId')
        AND kv.valor ~ ${UUID}
    ),
    de_la_fila AS (
      SELECT DISTINCT ON (r.evento) r.evento,
        coalesce((SELECT c.oficina_id FROM clientes c WHERE c.id = r.ref),
                 (SELECT p.oficina_id FROM prestamos p WHERE p.id = r.ref),
                 (SELECT b.oficina_id FROM cobros b WHERE b.id = r.ref),
                 ${oficinaDeCuenta('r.ref')}) AS oficina_id
      FROM referencias r
      ORDER BY r.evento, 2 NULLS LAST
    ),
    del_actor AS (
      SELECT uo.usuario_id, (array_agg(uo.oficina_id))[1] AS oficina_id
      FROM usuarios_oficinas uo GROUP BY uo.usuario_id HAVING count(*) = 1
    )
    UPDATE auditoria a SET oficina_id = coalesce(f.oficina_id, da.oficina_id)
    FROM auditoria e
    LEFT JOIN de_la_fila f ON f.evento = e.id
    LEFT JOIN del_actor da ON da.usuario_id = e.usuario_id
    WHERE a.id = e.id AND coalesce(f.oficina_id, da.oficina_id) IS NOT NULL`,
  `ALTER TABLE auditoria ENABLE TRIGGER auditoria_sin_cambios`,
  `CREATE INDEX auditoria_oficina_idx ON auditoria (oficina_id, fecha DESC, id DESC)`,
  ...sentenciasPorOficina('auditoria'),
  `CREATE POLICY registrar ON auditoria FOR INSERT WITH CHECK (true)`,
];

/** Los conteos por día de la auditoría (y, `porOficina`, por la oficina de sus eventos): claves, disparador, rehechos. */
function conteos(porOficina: boolean): string[] {
  const o = porOficina ? 'oficina_id, ' : '';
  const conflicto = (columnas: string) => (porOficina ? `${columnas}, oficina_id` : columnas);
  const porUsuario = 'dia, usuario, modulo, tipo, resultado';
  const porModulo = 'dia, modulo, tipo, resultado';
  return [
    `DELETE FROM auditoria_conteos`,
    `DELETE FROM auditoria_conteos_modulo`,
    porOficina
      ? `ALTER TABLE auditoria_conteos DROP CONSTRAINT auditoria_conteos_pkey,
          ADD COLUMN oficina_id uuid NULL REFERENCES oficinas (id) ON DELETE RESTRICT,
          ADD CONSTRAINT auditoria_conteos_clave UNIQUE NULLS NOT DISTINCT (${porUsuario}, oficina_id)`
      : `ALTER TABLE auditoria_conteos DROP CONSTRAINT auditoria_conteos_clave, DROP COLUMN oficina_id,
          ADD PRIMARY KEY (${porUsuario})`,
    porOficina
      ? `ALTER TABLE auditoria_conteos_modulo DROP CONSTRAINT auditoria_conteos_modulo_pkey,
          ADD COLUMN oficina_id uuid NULL REFERENCES oficinas (id) ON DELETE RESTRICT,
          ADD CONSTRAINT auditoria_conteos_modulo_clave UNIQUE NULLS NOT DISTINCT (${porModulo}, oficina_id)`
      : `ALTER TABLE auditoria_conteos_modulo DROP CONSTRAINT auditoria_conteos_modulo_clave, DROP COLUMN oficina_id,
          ADD PRIMARY KEY (${porModulo})`,
    `CREATE OR REPLACE FUNCTION auditoria_contar() RETURNS trigger LANGUAGE plpgsql
    ${porOficina ? `SET app.oficinas = 'todas'` : ''} AS $$
      BEGIN
        INSERT INTO auditoria_conteos AS c (${o}${porUsuario}, cantidad)
        SELECT ${o}auditoria_dia(n.fecha), n.usuario, n.modulo, n.tipo, n.resultado, count(*)
        FROM nuevos n
        GROUP BY ${porOficina ? '1, 2, 3, 4, 5, 6' : '1, 2, 3, 4, 5'}
        ON CONFLICT (${conflicto(porUsuario)})
        DO UPDATE SET cantidad = c.cantidad + EXCLUDED.cantidad;
        INSERT INTO auditoria_conteos_modulo AS c (${o}${porModulo}, cantidad)
        SELECT ${o}auditoria_dia(n.fecha), n.modulo, n.tipo, n.resultado, count(*)
        FROM nuevos n
        GROUP BY ${porOficina ? '1, 2, 3, 4, 5' : '1, 2, 3, 4'}
        ON CONFLICT (${conflicto(porModulo)})
        DO UPDATE SET cantidad = c.cantidad + EXCLUDED.cantidad;
        RETURN NULL;
      END
      $$`,
    `INSERT INTO auditoria_conteos (${o}${porUsuario}, cantidad)
      SELECT ${o}auditoria_dia(fecha), usuario, modulo, tipo, resultado, count(*)
      FROM auditoria GROUP BY ${porOficina ? '1, 2, 3, 4, 5, 6' : '1, 2, 3, 4, 5'}`,
    `INSERT INTO auditoria_conteos_modulo (${o}${porModulo}, cantidad)
      SELECT ${o}dia, modulo, tipo, resultado, sum(cantidad) FROM auditoria_conteos
      GROUP BY ${porOficina ? '1, 2, 3, 4, 5' : '1, 2, 3, 4'}`,
  ];
}

const HABEAS = [
  `ALTER TABLE habeas_solicitudes ADD COLUMN oficina_id uuid NULL REFERENCES oficinas (id) ON DELETE RESTRICT`,
  `UPDATE habeas_solicitudes h
    SET oficina_id = coalesce((SELECT c.oficina_id FROM clientes c WHERE c.id = h.cliente_id), ${oficinaDeCuenta('h.usuario_id')})`,
  // Nadie la elige: la del cliente; sin cliente, la de quien registra (o la que ya tenía, si sólo deja su cliente).
  `CREATE FUNCTION habeas_solicitudes_oficina() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.oficina_id := coalesce(
        (SELECT c.oficina_id FROM clientes c WHERE c.id = NEW.cliente_id),
        CASE WHEN TG_OP = 'UPDATE' THEN OLD.oficina_id END,
        ${oficinaDeCuenta('NEW.usuario_id')});
      RETURN NEW;
    END $$`,
  `CREATE TRIGGER habeas_solicitudes_oficina BEFORE INSERT OR UPDATE OF cliente_id, oficina_id ON habeas_solicitudes
    FOR EACH ROW EXECUTE FUNCTION habeas_solicitudes_oficina()`,
  `CREATE FUNCTION clientes_oficina_a_habeas_solicitudes() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE habeas_solicitudes SET oficina_id = NEW.oficina_id WHERE cliente_id = NEW.id;
      RETURN NULL;
    END $$`,
  `CREATE TRIGGER clientes_oficina_a_habeas_solicitudes AFTER UPDATE OF oficina_id ON clientes
    FOR EACH ROW WHEN (OLD.oficina_id IS DISTINCT FROM NEW.oficina_id)
    EXECUTE FUNCTION clientes_oficina_a_habeas_solicitudes()`,
  `CREATE INDEX habeas_solicitudes_oficina_idx ON habeas_solicitudes (oficina_id, fecha_vence)`,
  ...sentenciasPorOficina('habeas_solicitudes'),
];
