import { MigrationInterface, QueryRunner } from 'typeorm';
import * as disparadores from '../congelado/disparadores';
import { CUERPO_ASEGURAR_PERIODO_ABIERTO } from '../congelado/funciones-de-entonces';
import { contabilizarDatosExistentes } from '../congelado/libro-mayor/contabilizar';
import { CUENTAS_BASE, NATURALEZA_CLASE } from '../congelado/libro-mayor/reglas';

/**
 * El libro mayor de partida doble (docs/contabilidad.md; issue 44).
 *
 * - `contabilidad_cuentas`: el plan de cuentas (códigos al estilo del PUC, nombres editables; `clave` es el papel de
 *   la cuenta en las reglas de causación y no cambia). Las subcuentas de efectivo de cada cobrador cuelgan de 110510.
 * - `contabilidad_asientos`: un comprobante por evento de dinero, con su fuente (`origen`, `origen_id`), su fecha y
 *   quien lo registró. `contabilidad_lineas`: sus líneas (débito o crédito, nunca ambos), con el préstamo, el cliente,
 *   el cobrador y el cobro de los que hablan.
 *
 * Lo hace cumplir la base, no sólo el código:
 * - cada comprobante cuadra (Σ débitos = Σ créditos, al menos dos líneas) al confirmar la transacción (disparador
 *   diferido sobre las líneas);
 * - un comprobante y sus líneas no se cambian ni se borran, y no se agregan líneas a un comprobante de otra
 *   transacción: una corrección es un reverso;
 * - ningún comprobante se fecha en un periodo cerrado (`asegurar_periodo_abierto`, la misma regla del libro de
 *   préstamos).
 *
 * Los datos existentes pasan al libro mayor con las reglas y el plan de cuentas con que se publicó, congelados en
 * `database/congelado/libro-mayor/` (docs/decisiones/migraciones-congeladas.md): lo que esta migración hace no cambia
 * cuando cambian las reglas de hoy.
 */
export class LibroMayor1795354100000 implements MigrationInterface {
  name = 'LibroMayor1795354100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Una condonación puede pedir que el mayor perdone primero capital (por defecto, primero interés pactado).
    await queryRunner.query(
      `ALTER TABLE prestamos_movimientos ADD COLUMN capital_primero boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(`
      CREATE TABLE contabilidad_cuentas (
        id uuid PRIMARY KEY DEFAULT uuid_v7(),
        codigo text NOT NULL UNIQUE CHECK (codigo ~ '^[0-9]{1,16}$'),
        nombre text NOT NULL CHECK (length(btrim(nombre)) BETWEEN 1 AND 120),
        clase text NOT NULL CHECK (clase IN ('activo', 'pasivo', 'patrimonio', 'ingreso', 'gasto')),
        naturaleza text NOT NULL CHECK (naturaleza IN ('debito', 'credito')),
        clave text NULL UNIQUE,
        cobrador_id uuid NULL UNIQUE REFERENCES usuarios (id) ON DELETE RESTRICT,
        padre_id uuid NULL REFERENCES contabilidad_cuentas (id) ON DELETE RESTRICT,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT contabilidad_cuentas_papel CHECK ((clave IS NULL) = (cobrador_id IS NOT NULL))
      )`);
    // El número de la subcuenta de efectivo de cada cobrador (110510 + 01, 02…), que se crea con su primer efectivo.
    await queryRunner.query(`CREATE SEQUENCE contabilidad_subcuenta_cobrador_seq`);
    for (const cuenta of CUENTAS_BASE) {
      await queryRunner.query(
        `INSERT INTO contabilidad_cuentas (codigo, nombre, clase, naturaleza, clave) VALUES ($1, $2, $3, $4, $5)`,
        [cuenta.codigo, cuenta.nombre, cuenta.clase, NATURALEZA_CLASE[cuenta.clase], cuenta.clave],
      );
    }

    await queryRunner.query(`
      CREATE TABLE contabilidad_asientos (
        id uuid PRIMARY KEY DEFAULT uuid_v7(),
        numero bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
        fecha date NOT NULL,
        tipo text NOT NULL CHECK (tipo IN ('desembolso', 'cobro', 'reversion', 'condonacion', 'liquidacion', 'castigo',
          'recuperacion', 'anulacion', 'reenganche', 'gasto', 'entrega', 'movimiento_caja', 'saldo_inicial', 'reverso')),
        descripcion text NOT NULL CHECK (length(descripcion) BETWEEN 1 AND 300),
        origen text NOT NULL CHECK (origen IN ('prestamo', 'gasto', 'entrega', 'movimiento_caja', 'saldo_inicial')),
        origen_id uuid NULL,
        reverso_de uuid NULL UNIQUE REFERENCES contabilidad_asientos (id) ON DELETE RESTRICT,
        registrado_por uuid NULL REFERENCES usuarios (id) ON DELETE SET NULL,
        -- La transacción que lo escribió: sólo ella le agrega líneas.
        transaccion xid8 NOT NULL DEFAULT pg_current_xact_id(),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await queryRunner.query(
      `CREATE INDEX contabilidad_asientos_fecha_idx ON contabilidad_asientos (fecha, numero)`,
    );
    await queryRunner.query(
      `CREATE INDEX contabilidad_asientos_origen_idx ON contabilidad_asientos (origen, origen_id)`,
    );

    await queryRunner.query(`
      CREATE TABLE contabilidad_lineas (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        asiento_id uuid NOT NULL REFERENCES contabilidad_asientos (id) ON DELETE RESTRICT,
        -- La fecha del comprobante (copiada: los balances filtran por fecha sin leer los comprobantes).
        fecha date NOT NULL,
        cuenta_id uuid NOT NULL REFERENCES contabilidad_cuentas (id) ON DELETE RESTRICT,
        debito numeric(16,2) NOT NULL DEFAULT 0 CHECK (debito >= 0),
        credito numeric(16,2) NOT NULL DEFAULT 0 CHECK (credito >= 0),
        prestamo_id uuid NULL REFERENCES prestamos (id) ON DELETE RESTRICT,
        cliente_id uuid NULL REFERENCES clientes (id) ON DELETE RESTRICT,
        cobrador_id uuid NULL REFERENCES usuarios (id) ON DELETE RESTRICT,
        cobro_id uuid NULL,
        movimiento_id uuid NULL REFERENCES prestamos_movimientos (id) ON DELETE RESTRICT,
        CONSTRAINT contabilidad_lineas_un_lado CHECK ((debito > 0) <> (credito > 0))
      )`);
    await queryRunner.query(
      `CREATE INDEX contabilidad_lineas_asiento_idx ON contabilidad_lineas (asiento_id) INCLUDE (debito, credito)`,
    );
    // Por fecha: los estados leen un tramo de días (el mes en curso, los bordes de un periodo) de todas las cuentas.
    await queryRunner.query(
      `CREATE INDEX contabilidad_lineas_fecha_idx ON contabilidad_lineas (fecha, cuenta_id) INCLUDE (debito, credito)`,
    );
    await queryRunner.query(`
      CREATE INDEX contabilidad_lineas_prestamo_idx ON contabilidad_lineas (prestamo_id, cuenta_id)
      INCLUDE (debito, credito) WHERE prestamo_id IS NOT NULL`);
    await queryRunner.query(`
      CREATE INDEX contabilidad_lineas_cobro_idx ON contabilidad_lineas (cobro_id) WHERE cobro_id IS NOT NULL`);
    await queryRunner.query(`
      CREATE INDEX contabilidad_lineas_movimiento_idx ON contabilidad_lineas (movimiento_id) WHERE movimiento_id IS NOT NULL`);

    // Los saldos por cuenta y mes, para que un balance no sume toda la historia línea por línea: cada INSERT de
    // líneas agrega sus sumas por cuenta y mes (sólo inserciones, sin filas que dos pagos se disputen, como los
    // registros de conteos); el barrido las compacta en una fila por cuenta y mes. Balance = meses enteros de aquí +
    // los días sueltos de los bordes desde las líneas (api/src/contabilidad/mayor/consultas.ts, `saldos`).
    await queryRunner.query(`
      CREATE TABLE contabilidad_saldos_mes (
        cuenta_id uuid NOT NULL REFERENCES contabilidad_cuentas (id) ON DELETE RESTRICT,
        mes date NOT NULL CHECK (mes = date_trunc('month', mes)::date),
        debitos numeric(18,2) NOT NULL,
        creditos numeric(18,2) NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX contabilidad_saldos_mes_idx ON contabilidad_saldos_mes (mes, cuenta_id) INCLUDE (debitos, creditos)`,
    );
    await queryRunner.query(`
      CREATE FUNCTION contabilidad_saldos_sumar() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO contabilidad_saldos_mes (cuenta_id, mes, debitos, creditos)
        SELECT cuenta_id, date_trunc('month', fecha)::date, sum(debito), sum(credito) FROM nuevas GROUP BY 1, 2;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER contabilidad_lineas_saldos AFTER INSERT ON contabilidad_lineas
      REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION contabilidad_saldos_sumar()`);
    // Compactar: borra lo que ve y lo vuelve a escribir sumado, en una sentencia; lo que otra transacción agrega
    // mientras tanto no se ve y queda para la próxima.
    await queryRunner.query(`
      CREATE FUNCTION contabilidad_saldos_compactar() RETURNS void LANGUAGE sql AS $$
        WITH borradas AS (DELETE FROM contabilidad_saldos_mes RETURNING cuenta_id, mes, debitos, creditos)
        INSERT INTO contabilidad_saldos_mes (cuenta_id, mes, debitos, creditos)
        SELECT cuenta_id, mes, sum(debitos), sum(creditos) FROM borradas GROUP BY cuenta_id, mes
      $$`);

    // Cuadre: al confirmar, cada comprobante con líneas nuevas suma lo mismo al débito y al crédito.
    await queryRunner.query(disparadores.funcionDeCuadre('contabilidad_asiento_cuadra', 'NEW.asiento_id'));
    await queryRunner.query(disparadores.LINEAS_CUADRE);
    // Un comprobante sin líneas tampoco pasa.
    await queryRunner.query(`
      CREATE FUNCTION contabilidad_asiento_con_lineas() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NOT EXISTS (SELECT 1 FROM contabilidad_lineas WHERE asiento_id = NEW.id) THEN
          RAISE EXCEPTION 'El comprobante % no tiene líneas', NEW.id USING ERRCODE = 'CA002';
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(disparadores.ASIENTOS_CON_LINEAS);

    // Inmutables; las líneas sólo las agrega la transacción del comprobante, con su misma fecha.
    await queryRunner.query(`
      CREATE FUNCTION contabilidad_inmutable() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'El libro mayor no admite cambios (%): las correcciones son reversos', TG_OP
          USING ERRCODE = 'P0001';
      END $$`);
    for (const tabla of ['contabilidad_asientos', 'contabilidad_lineas']) {
      await queryRunner.query(`
        CREATE TRIGGER ${tabla}_inmutable BEFORE UPDATE OR DELETE ON ${tabla}
        FOR EACH ROW EXECUTE FUNCTION contabilidad_inmutable()`);
      await queryRunner.query(`
        CREATE TRIGGER ${tabla}_sin_truncar BEFORE TRUNCATE ON ${tabla}
        FOR EACH STATEMENT EXECUTE FUNCTION contabilidad_inmutable()`);
    }
    await queryRunner.query(`
      CREATE FUNCTION contabilidad_linea_de_su_asiento() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        a contabilidad_asientos%ROWTYPE;
      BEGIN
        SELECT * INTO a FROM contabilidad_asientos WHERE id = NEW.asiento_id;
        IF a.transaccion <> pg_current_xact_id() THEN
          RAISE EXCEPTION 'El comprobante % ya está cerrado: las correcciones son reversos', a.numero
            USING ERRCODE = 'P0001';
        END IF;
        IF NEW.fecha <> a.fecha THEN
          RAISE EXCEPTION 'La línea lleva otra fecha que su comprobante %', a.numero USING ERRCODE = 'P0001';
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(disparadores.LINEAS_DE_SU_ASIENTO);
    // Cerrar espera a las escrituras en curso: cada una toma la fila de la configuración en modo compartido (FOR KEY
    // SHARE, compatible entre escrituras) al comprobar el periodo, y el cierre la toma FOR UPDATE. Así ninguna
    // escritura que empezó antes del cierre confirma después un movimiento en el mes recién cerrado.
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION asegurar_periodo_abierto(dia date) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        cierre date;
      BEGIN
        SELECT cerrado_hasta INTO cierre FROM configuracion_organizacion WHERE id = 1 FOR KEY SHARE;
        IF dia IS NOT NULL AND cierre IS NOT NULL AND dia <= cierre THEN
          RAISE EXCEPTION USING ERRCODE = 'CA001', MESSAGE = to_char(cierre, 'DD/MM/YYYY');
        END IF;
      END $$`);
    await queryRunner.query(disparadores.ASIENTOS_EN_PERIODO_ABIERTO);

    // Los datos existentes, con las reglas congeladas de esta migración, en una transacción (los cuadres se comprueban al confirmar). Un
    // periodo cerrado no impide contabilizar lo que ya pasó en él.
    const propia = !queryRunner.isTransactionActive;
    if (propia) await queryRunner.startTransaction();
    await queryRunner.query(
      `ALTER TABLE contabilidad_asientos DISABLE TRIGGER contabilidad_asientos_periodo_abierto`,
    );
    await contabilizarDatosExistentes(queryRunner.manager);
    // Los cuadres diferidos se comprueban ya: una tabla con eventos pendientes no se altera.
    await queryRunner.query(`SET CONSTRAINTS ALL IMMEDIATE`);
    await queryRunner.query(
      `ALTER TABLE contabilidad_asientos ENABLE TRIGGER contabilidad_asientos_periodo_abierto`,
    );
    // Y vuelven a su modo (diferidos, los únicos que hay): las migraciones siguientes corren en esta misma
    // transacción y escriben un comprobante antes que sus líneas.
    await queryRunner.query(`SET CONSTRAINTS ALL DEFERRED`);
    if (propia) await queryRunner.commitTransaction();
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION asegurar_periodo_abierto(dia date) RETURNS void LANGUAGE plpgsql AS $$${CUERPO_ASEGURAR_PERIODO_ABIERTO}`);
    await queryRunner.query(`DROP TABLE contabilidad_lineas`);
    await queryRunner.query(`DROP TABLE contabilidad_saldos_mes`);
    await queryRunner.query(`DROP FUNCTION contabilidad_saldos_compactar()`);
    await queryRunner.query(`DROP TABLE contabilidad_asientos`);
    await queryRunner.query(`DROP TABLE contabilidad_cuentas`);
    await queryRunner.query(`DROP SEQUENCE contabilidad_subcuenta_cobrador_seq`);
    await queryRunner.query(`ALTER TABLE prestamos_movimientos DROP COLUMN capital_primero`);
    for (const funcion of [
      'contabilidad_asiento_cuadra',
      'contabilidad_asiento_con_lineas',
      'contabilidad_inmutable',
      'contabilidad_linea_de_su_asiento',
      'contabilidad_saldos_sumar',
    ]) {
      await queryRunner.query(`DROP FUNCTION ${funcion}()`);
    }
  }
}
