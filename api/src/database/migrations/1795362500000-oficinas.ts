import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Las oficinas (docs/decisiones/oficinas.md, issue 68):
 * - `oficinas`: código único sin distinguir mayúsculas, nombre, ciudad y la oficina de la que depende, a lo sumo dos
 *   niveles (la regla es de @cartera/dominio y la aplica el servicio; un disparador la respalda aquí).
 * - Una instalación que se actualiza recibe una: «Oficina principal» (código PRINCIPAL; la configuración de la
 *   organización no guarda una ciudad: «Sin ciudad»), con todos sus clientes, préstamos y cobros, y sus gerentes y
 *   cobradores (`usuarios_oficinas`; un administrador no tiene oficinas: las ve todas). Una cuenta que no es de
 *   administrador nace en la primera oficina (`oficina_por_defecto`); la API la cambia por las que se eligen.
 * - `oficina_id` en clientes, préstamos y cobros, con un índice que empieza por ella para las listas. La de un
 *   préstamo es la de su cliente y la de un cobro la de su préstamo: un disparador la copia al insertar (nadie la
 *   elige) y un cliente que cambia de oficina se lleva sus préstamos y cobros. Un cliente sin oficina dicha recibe la
 *   primera oficina creada (`oficina_por_defecto`: la importación, hasta que su plantilla tenga la columna).
 */
export class Oficinas1795362500000 implements MigrationInterface {
  name = 'Oficinas1795362500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE oficinas (
        id uuid PRIMARY KEY DEFAULT uuid_v7(),
        codigo text NOT NULL CHECK (length(codigo) BETWEEN 1 AND 20),
        nombre text NOT NULL CHECK (length(nombre) BETWEEN 1 AND 100),
        ciudad text NOT NULL CHECK (length(ciudad) BETWEEN 1 AND 100),
        padre_id uuid NULL REFERENCES oficinas (id) ON DELETE RESTRICT,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT oficinas_padre_otra CHECK (padre_id <> id)
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX oficinas_codigo_idx ON oficinas (lower(codigo))`);
    await queryRunner.query(`CREATE INDEX oficinas_padre_idx ON oficinas (padre_id) WHERE padre_id IS NOT NULL`);
    await queryRunner.query(`
      CREATE FUNCTION oficinas_dos_niveles() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.padre_id IS NOT NULL AND (
          EXISTS (SELECT 1 FROM oficinas WHERE id = NEW.padre_id AND padre_id IS NOT NULL)
          OR EXISTS (SELECT 1 FROM oficinas WHERE padre_id = NEW.id)
        ) THEN
          RAISE EXCEPTION 'Las oficinas tienen a lo sumo dos niveles' USING ERRCODE = 'check_violation';
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER oficinas_dos_niveles BEFORE INSERT OR UPDATE OF padre_id ON oficinas
      FOR EACH ROW EXECUTE FUNCTION oficinas_dos_niveles()`);
    await queryRunner.query(
      `INSERT INTO oficinas (codigo, nombre, ciudad) VALUES ('PRINCIPAL', 'Oficina principal', 'Sin ciudad')`,
    );
    await queryRunner.query(`
      CREATE TABLE usuarios_oficinas (
        usuario_id uuid NOT NULL REFERENCES usuarios (id) ON DELETE CASCADE,
        oficina_id uuid NOT NULL REFERENCES oficinas (id) ON DELETE RESTRICT,
        PRIMARY KEY (usuario_id, oficina_id)
      )`);
    await queryRunner.query(`CREATE INDEX usuarios_oficinas_oficina_idx ON usuarios_oficinas (oficina_id, usuario_id)`);
    await queryRunner.query(`
      INSERT INTO usuarios_oficinas (usuario_id, oficina_id)
      SELECT u.id, o.id FROM usuarios u CROSS JOIN oficinas o WHERE u.rol <> 'admin'`);
    await queryRunner.query(`
      CREATE FUNCTION oficina_por_defecto() RETURNS uuid LANGUAGE sql STABLE AS $$
        SELECT id FROM oficinas ORDER BY created_at, id LIMIT 1
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION usuarios_oficina_por_defecto() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO usuarios_oficinas (usuario_id, oficina_id)
        SELECT NEW.id, id FROM oficinas WHERE id = oficina_por_defecto();
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER usuarios_oficina_por_defecto AFTER INSERT ON usuarios
      FOR EACH ROW WHEN (NEW.rol <> 'admin') EXECUTE FUNCTION usuarios_oficina_por_defecto()`);
    for (const tabla of ['clientes', 'prestamos', 'cobros'])
      await queryRunner.query(
        `ALTER TABLE ${tabla} ADD COLUMN oficina_id uuid NOT NULL DEFAULT oficina_por_defecto() REFERENCES oficinas (id) ON DELETE RESTRICT`,
      );
    await queryRunner.query(`CREATE INDEX clientes_oficina_idx ON clientes (oficina_id, created_at, id)`);
    await queryRunner.query(`CREATE INDEX prestamos_oficina_idx ON prestamos (oficina_id, created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX cobros_oficina_idx ON cobros (oficina_id, fecha DESC, created_at DESC)`);
    await queryRunner.query(`
      CREATE FUNCTION prestamos_oficina_del_cliente() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.oficina_id := (SELECT oficina_id FROM clientes WHERE id = NEW.cliente_id);
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER prestamos_oficina_del_cliente BEFORE INSERT OR UPDATE OF cliente_id, oficina_id ON prestamos
      FOR EACH ROW EXECUTE FUNCTION prestamos_oficina_del_cliente()`);
    await queryRunner.query(`
      CREATE FUNCTION cobros_oficina_del_prestamo() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.oficina_id := (SELECT oficina_id FROM prestamos WHERE id = NEW.prestamo_id);
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER cobros_oficina_del_prestamo BEFORE INSERT OR UPDATE OF prestamo_id, oficina_id ON cobros
      FOR EACH ROW EXECUTE FUNCTION cobros_oficina_del_prestamo()`);
    await queryRunner.query(`
      CREATE FUNCTION clientes_oficina_a_su_cartera() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE prestamos SET oficina_id = NEW.oficina_id WHERE cliente_id = NEW.id;
        UPDATE cobros SET oficina_id = NEW.oficina_id
          WHERE prestamo_id IN (SELECT id FROM prestamos WHERE cliente_id = NEW.id);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER clientes_oficina_a_su_cartera AFTER UPDATE OF oficina_id ON clientes
      FOR EACH ROW WHEN (OLD.oficina_id IS DISTINCT FROM NEW.oficina_id)
      EXECUTE FUNCTION clientes_oficina_a_su_cartera()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER clientes_oficina_a_su_cartera ON clientes`);
    await queryRunner.query(`DROP FUNCTION clientes_oficina_a_su_cartera()`);
    await queryRunner.query(`DROP TRIGGER cobros_oficina_del_prestamo ON cobros`);
    await queryRunner.query(`DROP FUNCTION cobros_oficina_del_prestamo()`);
    await queryRunner.query(`DROP TRIGGER prestamos_oficina_del_cliente ON prestamos`);
    await queryRunner.query(`DROP FUNCTION prestamos_oficina_del_cliente()`);
    for (const tabla of ['cobros', 'prestamos', 'clientes'])
      await queryRunner.query(`ALTER TABLE ${tabla} DROP COLUMN oficina_id`);
    await queryRunner.query(`DROP TRIGGER usuarios_oficina_por_defecto ON usuarios`);
    await queryRunner.query(`DROP FUNCTION usuarios_oficina_por_defecto()`);
    await queryRunner.query(`DROP FUNCTION oficina_por_defecto()`);
    await queryRunner.query(`DROP TABLE usuarios_oficinas`);
    await queryRunner.query(`DROP TABLE oficinas`);
    await queryRunner.query(`DROP FUNCTION oficinas_dos_niveles()`);
  }
}
