// Las consultas del rastro de un cliente suprimido fuera de su ficha (supresion.ts; docs/decisiones/datos-personales.md,
// «Supresión: hasta dónde llega»), tipadas contra el esquema (database/esquema.ts). Corren en la transacción de la
// supresión. El texto libre y el JSON de todas las tablas se recorren por la cobertura declarada (COBERTURA_SUPRESION):
// tabla y columna llegan como texto, así que esas tres sentencias son fragmentos `sql` con sus nombres citados.
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import type { Json } from '../database/esquema';
import { db } from '../database/kysely';
import { idsDePrestamos } from '../prestamos/prestamos.sql';

/** `{"suprimido": marca}`: lo que queda de un JSON que hablaba del cliente. */
const jsonSuprimido = (marca: string) => sql<Json>`jsonb_build_object('suprimido', ${marca}::text)`;

export const consultasSupresion = {
  /** Foto, autorización y la consulta de su cédula guardada. */
  async borrarFichaAnexa(manager: EntityManager, clienteId: string, cedula: string): Promise<void> {
    await db(manager).deleteFrom('clientes_fotos').where('cliente_id', '=', clienteId).execute();
    await db(manager).deleteFrom('clientes_autorizaciones').where('cliente_id', '=', clienteId).execute();
    await db(manager).deleteFrom('cedulas_cache').where('cedula', '=', cedula).execute();
  },

  /** Dónde se le cobró y se le visitó (dice dónde vive y por dónde anda) y las notas de cobros y visitas. */
  async borrarUbicacionesYNotas(manager: EntityManager, clienteId: string, marca: string): Promise<void> {
    await db(manager)
      .updateTable('cobros')
      .set((eb) => ({
        latitud: null,
        longitud: null,
        precision_metros: null,
        distancia_metros: null,
        observaciones: eb.case().when('observaciones', 'is', null).then(null).else(marca).end(),
      }))
      .where('cliente_id', '=', clienteId)
      .where((eb) => eb.or([eb('latitud', 'is not', null), eb('observaciones', 'is not', null)]))
      .execute();
    await db(manager)
      .updateTable('gestiones')
      .set((eb) => ({
        latitud: null,
        longitud: null,
        precision_metros: null,
        distancia_metros: null,
        nota: eb.case().when('nota', 'is', null).then(null).else(marca).end(),
      }))
      .where('prestamo_id', 'in', idsDePrestamos(manager, clienteId))
      .where((eb) => eb.or([eb('latitud', 'is not', null), eb('nota', 'is not', null)]))
      .execute();
  },

  /** La solicitud queda como registro legal (tipo, fechas, estado, canal, respuesta): sin quién la hizo ni su texto. */
  async anonimizarSolicitudes(manager: EntityManager, clienteId: string, marca: string): Promise<void> {
    await db(manager)
      .updateTable('habeas_solicitudes')
      .set({ titular: marca, contacto: null, descripcion: marca, updated_at: sql<Date>`now()` })
      .where('cliente_id', '=', clienteId)
      .execute();
  },

  /** Cancela los destinatarios aún pendientes del cliente (sin arriendo): su id y el de su mensaje. */
  cancelarPendientes(manager: EntityManager, clienteId: string) {
    return db(manager)
      .updateTable('notificaciones_destinatarios')
      .set({ estado: 'cancelado', entregando_hasta: null })
      .where('cliente_id', '=', clienteId)
      .where('estado', '=', 'pendiente')
      .returning(['id', 'notificacion_id'])
      .execute();
  },

  /** Nada de lo enviado conserva a quién ni qué decía. */
  async anonimizarDestinatarios(manager: EntityManager, clienteId: string, marca: string): Promise<void> {
    await db(manager)
      .updateTable('notificaciones_destinatarios')
      .set({ nombre: marca, direccion: null, titulo: marca, mensaje: marca })
      .where('cliente_id', '=', clienteId)
      .execute();
  },

  /** Documentos y fotos de sus préstamos: los bytes se borran; queda el registro de que existió un documento. */
  async purgarDocumentos(manager: EntityManager, clienteId: string, marca: string): Promise<void> {
    const documentos = db(manager)
      .selectFrom('documentos')
      .select('id')
      .where('prestamo_id', 'in', idsDePrestamos(manager, clienteId));
    await db(manager).deleteFrom('documentos_archivos').where('documento_id', 'in', documentos).execute();
    await db(manager)
      .updateTable('documentos')
      .set((eb) => ({
        nombre_original: marca,
        metadata: null,
        eliminado_en: eb.fn.coalesce('eliminado_en', sql<Date>`now()`),
        purgado_en: eb.fn.coalesce('purgado_en', sql<Date>`now()`),
      }))
      .where('prestamo_id', 'in', idsDePrestamos(manager, clienteId))
      .execute();
  },

  /**
   * La foto del comprobante de sus transferencias y el evento de la pasarela de pago de sus préstamos (quien pagó,
   * su correo, su teléfono): sólo queda que hubo un evento, con su transacción, estado y resultado.
   */
  async limpiarPagos(manager: EntityManager, clienteId: string, marca: string): Promise<void> {
    await db(manager)
      .updateTable('pagos_transferencias')
      .set({ foto: null, foto_mime: null })
      .where('prestamo_id', 'in', idsDePrestamos(manager, clienteId))
      .where('foto', 'is not', null)
      .execute();
    await db(manager)
      .updateTable('pagos_eventos')
      .set({ cuerpo: jsonSuprimido(marca) })
      .where('prestamo_id', 'in', idsDePrestamos(manager, clienteId))
      .execute();
  },

  /** Escrituras de Mi Ruta rechazadas sobre el cliente o sus préstamos: sólo queda que hubo un rechazo. */
  async limpiarRechazosMiRuta(manager: EntityManager, clienteId: string, marca: string): Promise<void> {
    await db(manager)
      .updateTable('mi_ruta_rechazos as x')
      .set({ cuerpo: jsonSuprimido(marca) })
      .where((eb) =>
        eb.or([
          eb(sql<string>`x.cuerpo::text`, 'like', `%${clienteId}%`),
          eb.exists(
            eb
              .selectFrom('prestamos as p')
              .select('p.id')
              .where('p.cliente_id', '=', clienteId)
              .where(sql<string>`x.cuerpo::text`, 'like', sql<string>`'%' || p.id::text || '%'`),
          ),
        ]),
      )
      .execute();
  },

  /** La auditoría, de sólo agregar, permite en esta transacción cambiar sus detalles y datos (migración RegistroSupresiones). */
  async permitirEnAuditoria(manager: EntityManager, permitir: boolean): Promise<void> {
    await sql`SELECT set_config('cartera.supresion', ${permitir ? 'on' : 'off'}, true)`.execute(db(manager));
  },

  /** El tipo de cada columna que esta base tiene («tabla.columna»): una base restaurada puede ser de un esquema anterior. */
  async tiposDeColumnas(manager: EntityManager): Promise<Map<string, string>> {
    const { rows } = await sql<{ columna: string; tipo: string }>`
      SELECT table_name || '.' || column_name AS columna, data_type AS tipo FROM information_schema.columns
      WHERE table_schema = current_schema()`.execute(db(manager));
    return new Map(rows.map((f) => [f.columna, f.tipo]));
  },

  /** Cada aparición de `patron` (expresión de PostgreSQL, sin distinguir mayúsculas) en la columna pasa a `marca`. */
  async reemplazarEnTexto(
    manager: EntityManager,
    tabla: string,
    columna: string,
    patron: string,
    marca: string,
  ) {
    const c = sql.ref(columna);
    await sql`UPDATE ${sql.table(tabla)} SET ${c} = regexp_replace(${c}, ${patron}, ${marca}, 'gi')
              WHERE ${c} ~* ${patron}`.execute(db(manager));
  },

  /** Las filas cuyo JSON en la columna nombra al cliente (su id) o, con `patron`, un dato suyo. */
  async jsonQueLoNombra(
    manager: EntityManager,
    tabla: string,
    columna: string,
    clienteId: string,
    patron: string | null,
  ) {
    const c = sql.ref(columna);
    const { rows } = await sql<{ ctid: string; valor: unknown }>`
      SELECT ctid::text AS ctid, ${c} AS valor FROM ${sql.table(tabla)}
      WHERE ${c}::text LIKE '%' || ${clienteId}::text || '%'
        ${patron === null ? sql`` : sql`OR ${c}::text ~* ${patron}`}`.execute(db(manager));
    return rows;
  },

  async reescribirJson(manager: EntityManager, tabla: string, columna: string, ctid: string, valor: unknown) {
    await sql`UPDATE ${sql.table(tabla)} SET ${sql.ref(columna)} = ${JSON.stringify(valor)}::jsonb
              WHERE ctid = ${ctid}::tid`.execute(db(manager));
  },
};
