import { MigrationInterface, QueryRunner } from 'typeorm';
import { fijarOrigenesNotificacion, quitarOrigenNotificacion, SALTO_ORIGENES } from '../congelado/sql-comun';

/**
 * Datos personales (docs/decisiones/datos-personales.md; issue 46, punto 4):
 * - `avisos_privacidad`: el texto del aviso de privacidad por versión (sólo se agregan versiones; la vigente es la
 *   mayor). La versión 1 trae un texto base que el administrador edita en Configuración.
 * - `clientes_autorizaciones`: la autorización de tratamiento de datos de cada cliente (canal, versión del aviso,
 *   fecha, quién la tomó, referencia del documento). Los clientes que ya existían quedan sin ella, «sin autorización».
 * - `habeas_solicitudes`: consultas y reclamos de los titulares con su fecha límite en días hábiles.
 * - `clientes_avisos_previos`: el aviso previo al reporte negativo (Ley 2157 de 2021).
 * - `clientes.suprimido_en`: cuándo se anonimizó un cliente por una supresión.
 * - Las notificaciones admiten el origen `habeas_data` (respuestas a titulares y avisos de vencimiento).
 */
export class HabeasData1795353946000 implements MigrationInterface {
  name = 'HabeasData1795353946000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE avisos_privacidad (
        version integer PRIMARY KEY CHECK (version > 0),
        texto text NOT NULL CHECK (btrim(texto) <> '' AND length(texto) <= 20000),
        usuario_id uuid NULL REFERENCES usuarios (id) ON DELETE SET NULL,
        usuario_nombre text NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`INSERT INTO avisos_privacidad (version, texto) VALUES (1, $1)`, [
      'Autorizo de manera previa, expresa e informada a la empresa para tratar mis datos personales (identificación, ' +
        'contacto, ubicación, foto, referencias e información financiera y crediticia) con el fin de estudiar, otorgar, ' +
        'cobrar y administrar créditos, y para consultarlos y reportarlos ante centrales de información, conforme a la ' +
        'Ley 1581 de 2012, el Decreto 1377 de 2013 y la Ley 1266 de 2008. Como titular puedo conocer, actualizar, ' +
        'rectificar y suprimir mis datos y revocar esta autorización presentando una consulta o un reclamo.',
    ]);
    await queryRunner.query(`
      CREATE TABLE clientes_autorizaciones (
        cliente_id uuid PRIMARY KEY REFERENCES clientes (id) ON DELETE CASCADE,
        canal text NOT NULL
          CHECK (canal IN ('presencial_firmado', 'verbal_grabado', 'whatsapp', 'web', 'correo')),
        version integer NOT NULL REFERENCES avisos_privacidad (version) ON DELETE RESTRICT,
        fecha date NOT NULL,
        usuario_id uuid NULL REFERENCES usuarios (id) ON DELETE SET NULL,
        usuario_nombre text NOT NULL,
        documento text NULL CHECK (length(documento) <= 200),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`ALTER TABLE clientes ADD COLUMN suprimido_en timestamptz NULL`);
    await queryRunner.query(`
      CREATE TABLE habeas_solicitudes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        numero integer GENERATED ALWAYS AS IDENTITY UNIQUE,
        tipo text NOT NULL CHECK (tipo IN ('consulta', 'reclamo', 'actualizacion', 'supresion')),
        estado text NOT NULL DEFAULT 'recibida'
          CHECK (estado IN ('recibida', 'en_tramite', 'respondida', 'rechazada')),
        cliente_id uuid NULL REFERENCES clientes (id) ON DELETE SET NULL,
        titular text NOT NULL CHECK (btrim(titular) <> '' AND length(titular) <= 120),
        contacto text NULL CHECK (length(contacto) <= 200),
        descripcion text NOT NULL CHECK (btrim(descripcion) <> '' AND length(descripcion) <= 4000),
        fecha_recibida date NOT NULL,
        fecha_vence date NOT NULL CHECK (fecha_vence >= fecha_recibida),
        respuesta text NULL CHECK (length(respuesta) <= 4000),
        canal_respuesta text NULL CHECK (canal_respuesta IN ('email', 'sms', 'whatsapp')),
        respondida_en timestamptz NULL,
        usuario_id uuid NULL REFERENCES usuarios (id) ON DELETE SET NULL,
        usuario_nombre text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT habeas_solicitudes_cierre_check
          CHECK (estado NOT IN ('respondida', 'rechazada') OR (respuesta IS NOT NULL AND respondida_en IS NOT NULL))
      )`);
    await queryRunner.query(
      `CREATE INDEX habeas_solicitudes_abiertas_idx ON habeas_solicitudes (fecha_vence) WHERE estado IN ('recibida', 'en_tramite')`,
    );
    await queryRunner.query(`CREATE INDEX habeas_solicitudes_cliente_idx ON habeas_solicitudes (cliente_id)`);
    await queryRunner.query(`
      CREATE TABLE clientes_avisos_previos (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        cliente_id uuid NOT NULL REFERENCES clientes (id) ON DELETE CASCADE,
        prestamo_id uuid NULL REFERENCES prestamos (id) ON DELETE CASCADE,
        plantilla text NOT NULL CHECK (btrim(plantilla) <> '' AND length(plantilla) <= 4000),
        canal text NOT NULL
          CHECK (canal IN ('correo_certificado', 'email', 'sms', 'whatsapp', 'presencial', 'extracto')),
        fecha_envio date NOT NULL,
        usuario_id uuid NULL REFERENCES usuarios (id) ON DELETE SET NULL,
        usuario_nombre text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX clientes_avisos_previos_cliente_idx ON clientes_avisos_previos (cliente_id, fecha_envio DESC)`,
    );
    await fijarOrigenesNotificacion(
      queryRunner,
      `'manual', 'recordatorio_cuota', 'aviso_mora', 'recibo_cobro', 'entrega_caja', 'clave_respaldos',${SALTO_ORIGENES}'habeas_data'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await quitarOrigenNotificacion(
      queryRunner,
      'habeas_data',
      `'manual', 'recordatorio_cuota', 'aviso_mora', 'recibo_cobro', 'entrega_caja', 'clave_respaldos'`,
    );
    await queryRunner.query(`DROP TABLE IF EXISTS clientes_avisos_previos`);
    await queryRunner.query(`DROP TABLE IF EXISTS habeas_solicitudes`);
    await queryRunner.query(`ALTER TABLE clientes DROP COLUMN IF EXISTS suprimido_en`);
    await queryRunner.query(`DROP TABLE IF EXISTS clientes_autorizaciones`);
    await queryRunner.query(`DROP TABLE IF EXISTS avisos_privacidad`);
  }
}
