// Las consultas del rastro de un cliente suprimido fuera de su ficha (supresion.ts; docs/decisiones/datos-personales.md,
// «Supresión: hasta dónde llega»), tipadas contra el esquema (database/esquema.ts). Corren en la transacción de la
// supresión. El texto libre y el JSON de todas las tablas se recorren por la cobertura declarada (COBERTURA_SUPRESION):
// tabla y columna llegan como texto, así que el cursor de las filas candidatas y su reescritura son fragmentos `sql`
// con sus nombres citados; qué se cambia lo decide la regla pura (supresion-texto.ts, buscadorSupresion de
// @cartera/dominio).
import type { ContextoTexto } from '@cartera/dominio';
import { sql, type RawBuilder } from 'kysely';
import type { EntityManager } from 'typeorm';
import type { Json } from '../database/esquema';
import { db } from '../database/kysely';
import { idsDePrestamos } from '../database/prestamos.filas';
import { ahora } from '../database/fragmentos';

/** El cursor de las filas candidatas de una columna (abrirCandidatas): uno a la vez, en la transacción de la supresión. */
// raw: el nombre de un cursor es un identificador fijo (DECLARE, FETCH y CLOSE no aceptan parámetros)
const CURSOR = sql.raw('supresion_candidatas');

/** `{"suprimido": marca}`: lo que queda de un JSON que hablaba del cliente. */
// sql: jsonb_build_object: el jsonBuildObject de kysely/helpers/postgres arma json, y la columna es jsonb
const jsonSuprimido = (marca: string) => sql<Json>`jsonb_build_object('suprimido', ${marca}::text)`;

/** Dónde estaba el cobrador al registrar un cobro o una visita (las mismas columnas en las dos tablas), vacío. */
const SIN_UBICACION = { latitud: null, longitud: null, precision_metros: null, distancia_metros: null } as const;

export const consultasSupresion = {
  /** Foto, autorización y la consulta guardada de sus cédulas (la de hoy y las anteriores). */
  async borrarFichaAnexa(manager: EntityManager, clienteId: string, cedulas: string[]): Promise<void> {
    await db(manager).deleteFrom('clientes_fotos').where('cliente_id', '=', clienteId).execute();
    await db(manager).deleteFrom('clientes_autorizaciones').where('cliente_id', '=', clienteId).execute();
    if (cedulas.length > 0) await db(manager).deleteFrom('cedulas_cache').where('cedula', 'in', cedulas).execute();
  },

  /** Dónde se le cobró y se le visitó (dice dónde vive y por dónde anda) y las notas de cobros y visitas. */
  async borrarUbicacionesYNotas(manager: EntityManager, clienteId: string, marca: string): Promise<void> {
    await db(manager)
      .updateTable('cobros')
      .set((eb) => ({
        ...SIN_UBICACION,
        observaciones: eb.case().when('observaciones', 'is', null).then(null).else(marca).end(),
      }))
      .where('cliente_id', '=', clienteId)
      .where((eb) => eb.or([eb('latitud', 'is not', null), eb('observaciones', 'is not', null)]))
      .execute();
    await db(manager)
      .updateTable('gestiones')
      .set((eb) => ({
        ...SIN_UBICACION,
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
      .set({ titular: marca, contacto: null, descripcion: marca, updated_at: ahora() })
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
        eliminado_en: eb.fn.coalesce('eliminado_en', ahora()),
        purgado_en: eb.fn.coalesce('purgado_en', ahora()),
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
          eb(eb.cast<string>('x.cuerpo', 'text'), 'like', `%${clienteId}%`),
          eb.exists(
            eb
              .selectFrom('prestamos as p')
              .select('p.id')
              .where('p.cliente_id', '=', clienteId)
              .where((w) =>
                // sql: el patrón se arma en la base con ||, que no tiene constructor en Kysely
                w(w.cast<string>('x.cuerpo', 'text'), 'like', sql<string>`'%' || p.id::text || '%'`),
              ),
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
    // sql: information_schema no está en el esquema generado (esquema.ts sólo tiene las tablas de la aplicación)
    const { rows } = await sql<{ columna: string; tipo: string }>`
      SELECT table_name || '.' || column_name AS columna, data_type AS tipo FROM information_schema.columns
      WHERE table_schema = current_schema()`.execute(db(manager));
    return new Map(rows.map((f) => [f.columna, f.tipo]));
  },

  /** Las fichas de la auditoría que nombran al cliente (su id): de ahí salen sus datos anteriores. */
  datosAuditadosDe(manager: EntityManager, clienteId: string) {
    const contiene = `%${clienteId}%`;
    return db(manager)
      .selectFrom('auditoria')
      .select(['datos_anteriores', 'datos_nuevos'])
      .where((eb) =>
        eb.or([
          eb(eb.cast<string>('datos_anteriores', 'text'), 'like', contiene),
          eb(eb.cast<string>('datos_nuevos', 'text'), 'like', contiene),
        ]),
      )
      .execute();
  },

  /**
   * Abre el cursor de las filas candidatas de `tabla.columna` en esta transacción (una sola lectura de la tabla, con la
   * foto de este momento: lo que se reescribe mientras se recorre no vuelve a salir). Candidata: su texto (el JSON como
   * texto) trae un teléfono, documento, palabra o literal de la persona en cualquier grafía (`patron`, el `patronSql`
   * de buscadorSupresion); o es un JSON que nombra su id. `contexto`: de quién es la fila (contextoDeLaFila).
   * Devuelve false si no hay nada que buscar (no abre el cursor).
   */
  async abrirCandidatas(
    manager: EntityManager,
    objetivo: { tabla: string; columna: string; esJson: boolean; columnasDeLaTabla: ReadonlySet<string> },
    busqueda: { clienteId: string; patron: string | null },
  ): Promise<boolean> {
    const { tabla, columna, esJson, columnasDeLaTabla } = objetivo;
    // sql: la columna es dinámica (la supresión recorre cada columna de texto por su nombre): ninguna tabla tipada la conoce
    const texto = esJson ? sql<string>`${sql.ref(columna)}::text` : sql<string>`${sql.ref(columna)}`;
    const condiciones = [
      ...(busqueda.patron === null ? [] : [sql`${texto} ~* ${busqueda.patron}`]),
      ...(esJson ? [sql`${texto} LIKE ${`%${busqueda.clienteId}%`}`] : []),
    ];
    if (condiciones.length === 0) return false;
    await sql`DECLARE ${CURSOR} NO SCROLL CURSOR FOR
      SELECT ctid::text AS ctid, ${sql.ref(columna)} AS valor,
             ${contextoDeLaFila(tabla, columnasDeLaTabla, busqueda.clienteId)} AS contexto
      FROM ${sql.table(tabla)}
      WHERE ${sql.ref(columna)} IS NOT NULL AND (${sql.join(condiciones, sql` OR `)})`.execute(db(manager));
    return true;
  },

  /** Las `cuantas` filas candidatas siguientes del cursor abierto (menos: se acabaron). */
  async siguientesCandidatas(manager: EntityManager, cuantas: number) {
    // sql: FETCH de un cursor no tiene constructor en Kysely
    const { rows } = await sql<{ ctid: string; valor: unknown; contexto: ContextoTexto }>`
      FETCH FORWARD ${sql.lit(cuantas)} FROM ${CURSOR}`.execute(db(manager));
    return rows;
  },

  async cerrarCandidatas(manager: EntityManager): Promise<void> {
    await sql`CLOSE ${CURSOR}`.execute(db(manager));
  },

  /** Escribe de una vez el valor nuevo de cada fila (por su `ctid`, leído en esta transacción; null la vacía). */
  async reescribir(
    manager: EntityManager,
    objetivo: { tabla: string; columna: string; esJson: boolean; sinBinario: boolean },
    filas: ReadonlyArray<{ ctid: string; valor: string | null }>,
  ): Promise<void> {
    if (filas.length === 0) return;
    const { tabla, columna, esJson, sinBinario } = objetivo;
    // Un JSON vuelve a su tipo: jsonb, o json en una columna de ese tipo (una base de un esquema anterior).
    const valor = !esJson ? sql`v.valor` : sinBinario ? sql`v.valor::json` : sql`v.valor::jsonb`;
    await sql`UPDATE ${sql.table(tabla)} AS t SET ${sql.ref(columna)} = ${valor}
              FROM unnest(${filas.map((f) => f.ctid)}::tid[], ${filas.map((f) => f.valor)}::text[]) AS v(ctid, valor)
              WHERE t.ctid = v.ctid`.execute(db(manager));
  },
};

/**
 * Columnas que dicen de quién es una fila: el cliente, o uno de sus préstamos (también el préstamo al que se cruzó una
 * línea de extracto y el id que una importación le dio en Cartera).
 */
const COLUMNAS_DEL_TITULAR = ['cliente_id', 'prestamo_id', 'cruce_prestamo_id', 'id_cartera'];

/**
 * De quién es la fila (ContextoTexto de @cartera/dominio). `suyo`: una columna de COLUMNAS_DEL_TITULAR con su id o el
 * de un préstamo suyo; un asiento con una línea suya; un mensaje con un destinatario suyo; un evento de la auditoría
 * cuyos datos llevan su id. `ajeno`: esas columnas (o las líneas del asiento) dicen otro cliente o préstamo, o el
 * evento de la auditoría es sobre otra ficha (trae una cédula). `neutro`: lo demás.
 */
function contextoDeLaFila(tabla: string, columnas: ReadonlySet<string>, clienteId: string) {
  const suyos = sql`(SELECT ${clienteId}::text UNION ALL SELECT p.id::text FROM prestamos p WHERE p.cliente_id = ${clienteId})`;
  const propias = COLUMNAS_DEL_TITULAR.filter((c) => columnas.has(c));
  const suyo = propias.map((c) => sql`${sql.ref(c)}::text IN ${suyos}`);
  const ajeno = propias.map((c) => sql`${sql.ref(c)} IS NOT NULL`);
  if (tabla === 'contabilidad_asientos') {
    const lineas = sql`FROM contabilidad_lineas l WHERE l.asiento_id = contabilidad_asientos.id`;
    suyo.push(sql`EXISTS (SELECT 1 ${lineas} AND (l.cliente_id::text IN ${suyos} OR l.prestamo_id::text IN ${suyos}))`);
    ajeno.push(sql`EXISTS (SELECT 1 ${lineas} AND (l.cliente_id IS NOT NULL OR l.prestamo_id IS NOT NULL))`);
  }
  if (tabla === 'notificaciones') {
    suyo.push(sql`EXISTS (SELECT 1 FROM notificaciones_destinatarios d WHERE d.notificacion_id = notificaciones.id
                  AND d.cliente_id::text = ${clienteId})`);
  }
  if (tabla === 'auditoria') {
    suyo.push(sql`(coalesce(datos_anteriores::text, '') || coalesce(datos_nuevos::text, '')) LIKE ${`%${clienteId}%`}`);
    ajeno.push(sql`(datos_anteriores->>'cedula' IS NOT NULL OR datos_nuevos->>'cedula' IS NOT NULL)`);
  }
  const alguna = (partes: RawBuilder<unknown>[]) => (partes.length === 0 ? sql`false` : sql`(${sql.join(partes, sql` OR `)})`);
  // sql: las condiciones dependen de las columnas de la tabla recorrida (dinámica): ninguna tabla tipada las conoce
  return sql<ContextoTexto>`CASE WHEN ${alguna(suyo)} THEN 'suyo' WHEN ${alguna(ajeno)} THEN 'ajeno' ELSE 'neutro' END`;
}
