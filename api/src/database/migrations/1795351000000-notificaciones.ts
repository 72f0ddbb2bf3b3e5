import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Centro de notificaciones (docs/decisiones/notificaciones.md):
 * - `notificaciones`: el mensaje (outbox). Sus contadores (enviados, fallidos, pendientes, cancelados) los mueve el
 *   trabajador con cada entrega, así el historial no cuenta destinatarios.
 * - `notificaciones_destinatarios`: una fila por destinatario con el texto ya renderizado, su estado, intentos y
 *   error. Cada una tiene su trabajo en la cola (pg-boss, esquema `pgboss`, que crea pg-boss al arrancar). En el
 *   canal sistema el destinatario es un usuario y `leida_at` es la marca de leída de la campana.
 * - `notificaciones_plantillas`: plantillas con variables {{...}}; `uso` marca la plantilla de cada mensaje automático.
 * - `notificaciones_canales`: ajustes de email (SMTP), SMS y WhatsApp (proveedor HTTP); el secreto va cifrado.
 */
export class Notificaciones1795351000000 implements MigrationInterface {
  name = 'Notificaciones1795351000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE notificaciones_plantillas (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        nombre text NOT NULL CONSTRAINT notificaciones_plantillas_nombre_check CHECK (length(btrim(nombre)) BETWEEN 1 AND 120),
        tipo text NOT NULL CONSTRAINT notificaciones_plantillas_tipo_check CHECK (tipo IN ('email', 'sms', 'whatsapp', 'sistema')),
        asunto text NULL CONSTRAINT notificaciones_plantillas_asunto_check CHECK (length(asunto) <= 200),
        contenido text NOT NULL CONSTRAINT notificaciones_plantillas_contenido_check CHECK (length(btrim(contenido)) BETWEEN 1 AND 2000),
        activa boolean NOT NULL DEFAULT true,
        uso text NULL CONSTRAINT notificaciones_plantillas_uso_check CHECK (uso IN ('recordatorio_cuota', 'aviso_mora', 'recibo_cobro')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await queryRunner.query(`CREATE UNIQUE INDEX notificaciones_plantillas_nombre_key ON notificaciones_plantillas (lower(nombre))`);
    await queryRunner.query(`CREATE UNIQUE INDEX notificaciones_plantillas_uso_key ON notificaciones_plantillas (uso) WHERE uso IS NOT NULL`);
    await queryRunner.query(`
      INSERT INTO notificaciones_plantillas (nombre, tipo, asunto, contenido, uso) VALUES
        ('Recordatorio de cuota', 'whatsapp', 'Recordatorio de pago',
         'Hola {{cliente}}, le recordamos que mañana {{fecha_vencimiento}} vence su cuota {{numero_cuota}} por {{monto_cuota}}. {{nombre_empresa}} {{telefono_empresa}}',
         'recordatorio_cuota'),
        ('Aviso de mora', 'whatsapp', 'Préstamo en mora',
         'Hola {{cliente}}, su préstamo {{numero_prestamo}} tiene {{cuotas_vencidas}} cuota(s) vencida(s) y un saldo de {{saldo_pendiente}}. Comuníquese con {{nombre_empresa}} al {{telefono_empresa}}.',
         'aviso_mora'),
        ('Recibo de cobro', 'whatsapp', 'Recibo de pago',
         'Recibo {{nombre_empresa}}: {{cliente}}, recibimos {{monto_cobro}} el {{fecha_cobro}} (cobrador: {{cobrador}}). Saldo pendiente del préstamo {{numero_prestamo}}: {{saldo_pendiente}}.',
         'recibo_cobro')
    `);

    await queryRunner.query(`
      CREATE TABLE notificaciones (
        id uuid PRIMARY KEY DEFAULT uuid_v7(),
        tipo text NOT NULL CONSTRAINT notificaciones_tipo_check CHECK (tipo IN ('email', 'sms', 'whatsapp', 'sistema')),
        categoria text NOT NULL
          CONSTRAINT notificaciones_categoria_check CHECK (categoria IN ('recordatorio', 'vencimiento', 'promocion', 'sistema', 'cobranza')),
        titulo text NOT NULL,
        mensaje text NOT NULL,
        estado text NOT NULL
          CONSTRAINT notificaciones_estado_check CHECK (estado IN ('enviado', 'pendiente', 'fallido', 'programado', 'cancelado')),
        origen text NOT NULL DEFAULT 'manual'
          CONSTRAINT notificaciones_origen_check CHECK (origen IN ('manual', 'recordatorio_cuota', 'aviso_mora', 'recibo_cobro')),
        -- Un mensaje automático se encola una sola vez por hecho (cuota y día, préstamo y día, cobro).
        clave_origen text NULL CONSTRAINT notificaciones_clave_origen_key UNIQUE,
        plantilla_id uuid NULL REFERENCES notificaciones_plantillas (id) ON DELETE SET NULL,
        programada_para timestamptz NULL,
        enviada_at timestamptz NULL,
        creado_por uuid NULL REFERENCES usuarios (id) ON DELETE SET NULL,
        total integer NOT NULL CHECK (total >= 0),
        pendientes integer NOT NULL CHECK (pendientes >= 0),
        enviados integer NOT NULL DEFAULT 0 CHECK (enviados >= 0),
        fallidos integer NOT NULL DEFAULT 0 CHECK (fallidos >= 0),
        cancelados integer NOT NULL DEFAULT 0 CHECK (cancelados >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT notificaciones_cuentas_check CHECK (pendientes + enviados + fallidos + cancelados = total)
      )
    `);
    await queryRunner.query(`CREATE INDEX notificaciones_fecha_idx ON notificaciones (created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX notificaciones_estado_idx ON notificaciones (estado, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX notificaciones_tipo_idx ON notificaciones (tipo, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX notificaciones_categoria_idx ON notificaciones (categoria, created_at DESC)`);

    await queryRunner.query(`
      CREATE TABLE notificaciones_destinatarios (
        id uuid PRIMARY KEY DEFAULT uuid_v7(),
        notificacion_id uuid NOT NULL REFERENCES notificaciones (id) ON DELETE CASCADE,
        cliente_id uuid NULL REFERENCES clientes (id) ON DELETE SET NULL,
        usuario_id uuid NULL REFERENCES usuarios (id) ON DELETE CASCADE,
        nombre text NOT NULL,
        -- Email o teléfono al que se envía (null en el canal sistema o si el cliente no tiene email).
        direccion text NULL,
        titulo text NOT NULL,
        mensaje text NOT NULL,
        estado text NOT NULL DEFAULT 'pendiente'
          CONSTRAINT notificaciones_destinatarios_estado_check CHECK (estado IN ('pendiente', 'enviado', 'fallido', 'cancelado')),
        intentos integer NOT NULL DEFAULT 0,
        error text NULL,
        enviado_at timestamptz NULL,
        leida_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await queryRunner.query(
      `CREATE INDEX notificaciones_destinatarios_notificacion_idx ON notificaciones_destinatarios (notificacion_id, id)`,
    );
    // Bandeja y contador de la campana: avisos del canal sistema ya entregados a un usuario.
    await queryRunner.query(`
      CREATE INDEX notificaciones_destinatarios_bandeja_idx ON notificaciones_destinatarios (usuario_id, created_at DESC)
      WHERE usuario_id IS NOT NULL AND estado = 'enviado'
    `);
    await queryRunner.query(`
      CREATE INDEX notificaciones_destinatarios_no_leidas_idx ON notificaciones_destinatarios (usuario_id)
      WHERE usuario_id IS NOT NULL AND estado = 'enviado' AND leida_at IS NULL
    `);
    await queryRunner.query(
      `CREATE INDEX notificaciones_destinatarios_cliente_idx ON notificaciones_destinatarios (cliente_id) WHERE cliente_id IS NOT NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE notificaciones_canales (
        canal text PRIMARY KEY CONSTRAINT notificaciones_canales_canal_check CHECK (canal IN ('email', 'sms', 'whatsapp')),
        activo boolean NOT NULL DEFAULT false,
        ajustes jsonb NOT NULL DEFAULT '{}'::jsonb,
        -- Contraseña SMTP o token del proveedor, cifrado con AES-256-GCM (nunca sale por la API).
        secreto text NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await queryRunner.query(`INSERT INTO notificaciones_canales (canal) VALUES ('email'), ('sms'), ('whatsapp')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS notificaciones_canales`);
    await queryRunner.query(`DROP TABLE IF EXISTS notificaciones_destinatarios`);
    await queryRunner.query(`DROP TABLE IF EXISTS notificaciones`);
    await queryRunner.query(`DROP TABLE IF EXISTS notificaciones_plantillas`);
  }
}
