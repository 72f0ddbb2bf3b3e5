// La supresión llega a todas partes (issue 54, docs/decisiones/datos-personales.md): tras POST
// /api/clientes/:id/supresion, nada de la persona se lee en la auditoría (JSON y CSV), los destinatarios y textos de
// sus mensajes, su solicitud de habeas data, los rechazos de Mi Ruta, sus documentos ni, por último, en ninguna
// columna de texto o JSON de la base; sus mensajes en cola se cancelan en la misma transacción y ninguno llega al
// proveedor, ni siquiera uno que el trabajador ya había tomado.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type PgBoss from 'pg-boss';
import { CanalesService } from '../src/notificaciones/canales/canales.service';
import { EntregasService } from '../src/notificaciones/entregas.service';
import { ARCHIVO_REGISTRO_SUPRESIONES, MARCA_SUPRIMIDO } from '../src/habeas-data/supresion';
import { leerConfiguracion } from '../src/config/configuracion';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { crearPrestamoPrueba } from './support/fabricas-cartera';
import { proveedorLocal, type ProveedorLocal } from './support/proveedor-local';
import { identificables, persona, type Persona } from './support/supresion';

describe('supresión de datos personales: llega a todas partes', () => {
  let sumidero: ProveedorLocal;

  // Sin trabajadores: la prueba llama al trabajador a mano, como lo haría pg-boss.
  const { prueba, tokens } = usarAppPrueba(async () => {
    sumidero = await proveedorLocal();
    const canal = await prueba.como('admin').put('/api/notificaciones/canales/sms', {
      activo: true,
      url: sumidero.url,
      cuerpo: '{"to": "{{telefono}}", "message": "{{mensaje}}", "ref": "{{id}}"}',
    });
    expect(canal.status).toBe(200);
  }, { entorno: { NOTIFICACIONES_TRABAJADORES: '0' } });
  afterAll(async () => {
    await sumidero?.cerrar();
  });

  const contiene = (texto: string, p: Persona) =>
    identificables(p).filter((v) => texto.toLowerCase().includes(v.toLowerCase()));

  /** Alta y edición por la API (la auditoría guarda la ficha antes y después), con un préstamo cerrado hace 11 años. */
  async function clienteConHistoria(): Promise<{ id: string; p: Persona; prestamo: string }> {
    const p = persona();
    const alta = await prueba.como('admin').post('/api/clientes', p);
    expect([alta.status, alta.body.message, alta.body.errors]).toEqual([201, expect.anything(), undefined]);
    const id: string = alta.body.data._id;
    const cambio = await prueba.como('admin').put(`/api/clientes/${id}`, {
      referencia2Nombre: `Otra ${p.referencia1Nombre}`,
      observaciones: `Trabaja cerca de ${p.direccion}`,
    });
    expect(cambio.status).toBe(200);
    const prestamo = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: id, monto: 100000 });
    return { id, p, prestamo: prestamo._id };
  }

  /** El préstamo cerró hace 11 años: ya nada obliga a conservar los datos (ANIOS_RETENCION_HISTORIAL). */
  const cerrarHaceOnceAnios = (prestamo: string) =>
    prueba.dataSource.query(
      `UPDATE prestamos SET estado = 'pagado', fecha_cierre = current_date - 4018 WHERE id = $1`,
      [prestamo],
    );

  const sms = (clienteId: string, programada?: string) =>
    prueba.como('admin').post('/api/notificaciones', {
      tipo: 'sms',
      categoria: 'sistema',
      titulo: 'Aviso',
      mensaje: 'Hola {{cliente}}, le escribimos al {{telefono_cliente}}',
      destinatarios: 'clientes',
      clienteIds: [clienteId],
      ...(programada ? { programada } : {}),
    });

  const trabajosDe = async (notificacionId: string) =>
    (
      await prueba.dataSource.query(
        `SELECT id FROM notificaciones_destinatarios WHERE notificacion_id = $1`,
        [notificacionId],
      )
    ).map(
      ({ id }: { id: string }) =>
        ({ id, retryCount: 0, retryLimit: 3 }) as unknown as PgBoss.JobWithMetadata<unknown>,
    );

  const suprimir = (id: string) =>
    prueba.como('admin').post(`/api/clientes/${id}/supresion`);

  it('auditoría (JSON y CSV), mensajes, solicitud, rechazos de Mi Ruta y documentos quedan sin la persona; lo de otros sigue', async () => {
    const { id, p, prestamo } = await clienteConHistoria();
    const otro = await clienteConHistoria();

    // Un documento del préstamo con el nombre en el archivo.
    const limite = '----supresion';
    const cuerpo = Buffer.concat([
      Buffer.from(
        [
          ['tipo', 'cedula'],
          ['relacionadoTipo', 'prestamo'],
          ['relacionadoId', prestamo],
        ]
          .map(([n, v]) => `--${limite}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`)
          .join(''),
      ),
      Buffer.from(
        `--${limite}\r\nContent-Disposition: form-data; name="file"; filename="Cedula ${p.nombre}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
      Buffer.from(`\r\n--${limite}--\r\n`),
    ]);
    const subida = await prueba.app.inject({
      method: 'POST',
      url: '/api/documentos/upload',
      headers: {
        authorization: `Bearer ${tokens.admin}`,
        'content-type': `multipart/form-data; boundary=${limite}`,
        'idempotency-key': randomUUID(),
      },
      payload: cuerpo,
    });
    expect(subida.statusCode).toBe(201);
    const documento: string = subida.json().data._id;
    // Liquidado con descuento: el motivo, que nombra a la persona, queda en el libro del préstamo (de sólo agregar).
    const liquidado = await prueba.como('admin').post(
      `/api/prestamos/${prestamo}/liquidar`,
      { montoRecibido: 60_000, motivo: `Descuento acordado con ${p.nombre}` },
    );
    expect(liquidado.status).toBe(200);
    await cerrarHaceOnceAnios(prestamo);

    // Un SMS ya enviado, uno en cola y uno programado para dentro de un minuto.
    const enviado = await sms(id);
    await prueba.app.get(EntregasService).procesar(await trabajosDe(enviado.body.data._id));
    expect(sumidero.llamadas).toHaveLength(1);
    const enCola = await sms(id);
    expect(enCola.body.data.estado).toBe('pendiente');
    const programado = await sms(id, new Date(Date.now() + 60_000).toISOString());
    expect(programado.body.data.estado).toBe('programado');

    // La solicitud del titular y un rechazo de Mi Ruta con sus datos.
    const solicitud = await prueba.como('admin').post('/api/habeas-data/solicitudes', {
      tipo: 'supresion',
      cliente: id,
      titular: p.nombre,
      contacto: p.telefono,
      descripcion: `Soy ${p.nombre}, cédula ${p.cedula}, vivo en ${p.direccion}: borren mis datos`,
    });
    expect(solicitud.status).toBe(201);
    // Otra, registrada sin enlazar al cliente (sólo por su nombre y su email).
    const suelta = await prueba.como('admin').post('/api/habeas-data/solicitudes', {
      tipo: 'consulta',
      titular: p.nombre,
      contacto: p.email,
      descripcion: `Consulta de ${p.nombre}`,
    });
    expect(suelta.status).toBe(201);
    const respondida = await prueba.como('admin').patch(
      `/api/habeas-data/solicitudes/${solicitud.body.data._id}`,
      { estado: 'respondida', respuesta: `Señora ${p.nombre}: sus datos se suprimen hoy.` },
    );
    expect(respondida.status).toBe(200);
    const rechazo = await prueba.como('cobrador1').post('/api/mi-ruta/rechazos', {
      tipo: 'gestion',
      clave: randomUUID(),
      cuerpo: {
        prestamo,
        cliente: { nombre: p.nombre, telefono: p.telefono, direccion: p.direccion },
        nota: 'No estaba',
      },
      mensaje: `No se pudo registrar la visita a ${p.nombre}`,
      creadoEn: new Date().toISOString(),
    });
    expect(rechazo.status).toBe(201);

    // Antes: la persona está en cada lugar (así la prueba sabe que mira donde debe).
    const auditoriaAntes = await prueba.como('admin').get('/api/auditoria?limit=100');
    expect(contiene(JSON.stringify(auditoriaAntes.body.data), p).length).toBeGreaterThan(3);

    const r = await suprimir(id);
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ suprimido: true });

    // Auditoría: quién hizo qué y cuándo sigue; los datos de la persona, no.
    const auditoria = await prueba.como('admin').get('/api/auditoria?limit=100');
    expect(auditoria.status).toBe(200);
    expect(contiene(JSON.stringify(auditoria.body.data), p)).toEqual([]);
    const altaAuditada = auditoria.body.data.find(
      (e: Json) => e.accion === 'Crear cliente' && e.datosNuevos?._id === id,
    );
    expect(altaAuditada).toMatchObject({ usuario: expect.any(String), timestamp: expect.any(String) });
    expect(altaAuditada.datosNuevos).toMatchObject({
      cedula: MARCA_SUPRIMIDO,
      telefono: MARCA_SUPRIMIDO,
      email: MARCA_SUPRIMIDO,
    });
    // La ficha del otro cliente sigue entera.
    expect(contiene(JSON.stringify(auditoria.body.data), otro.p)).toEqual(identificables(otro.p));
    const csv = await prueba.app.inject({
      method: 'GET',
      url: '/api/auditoria/export/csv',
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(contiene(csv.rawPayload.toString('utf8'), p)).toEqual([]);
    expect(csv.rawPayload.toString('utf8')).toContain(otro.p.cedula);

    // Mensajes: destinatarios y textos sin la persona; lo que esperaba, cancelado.
    for (const n of [enviado, enCola, programado]) {
      const d = await prueba.como('admin').get(`/api/notificaciones/${n.body.data._id}/destinatarios`);
      expect(d.status).toBe(200);
      expect(contiene(JSON.stringify(d.body.data), p)).toEqual([]);
    }
    const estados = await prueba.dataSource.query(
      `SELECT n.id, n.estado, d.estado AS entrega, j.state FROM notificaciones n JOIN notificaciones_destinatarios d ON d.notificacion_id = n.id
       LEFT JOIN pgboss.job j ON j.id = d.id WHERE n.id = ANY($1::uuid[])`,
      [[enCola.body.data._id, programado.body.data._id]],
    );
    expect(estados).toHaveLength(2);
    for (const e of estados)
      expect(e).toMatchObject({ estado: 'cancelado', entrega: 'cancelado', state: 'cancelled' });
    // El trabajador recibe esos trabajos de todos modos (p. ej. tomados antes): nada llega al proveedor.
    await prueba.app
      .get(EntregasService)
      .procesar([
        ...(await trabajosDe(enCola.body.data._id)),
        ...(await trabajosDe(programado.body.data._id)),
      ]);
    expect(sumidero.llamadas).toHaveLength(1);

    // La solicitud queda como registro legal, sin la persona.
    const solicitudes = await prueba.como('admin').get('/api/habeas-data/solicitudes?limit=100');
    const suya = solicitudes.body.data.find((s: Json) => s._id === solicitud.body.data._id);
    expect(suya).toMatchObject({
      tipo: 'supresion',
      estado: 'respondida',
      fechaRecibida: expect.any(String),
    });
    expect(contiene(JSON.stringify(solicitudes.body.data), p)).toEqual([]);

    // Mi Ruta: el rechazo sigue (hubo uno), sin sus datos.
    const rechazos = await prueba.como('admin').get('/api/mi-ruta/rechazos');
    expect(rechazos.body.data.map((x: Json) => x._id)).toContain(rechazo.body.data._id);
    expect(contiene(JSON.stringify(rechazos.body.data), p)).toEqual([]);

    // Documentos: ni en la lista ni sus bytes.
    const lista = await prueba.como('admin').get(
      `/api/documentos?relacionadoTipo=prestamo&relacionadoId=${prestamo}`,
    );
    expect(lista.body.data ?? []).toEqual([]);
    const archivo = await prueba.app.inject({
      method: 'GET',
      url: `/api/documentos/${documento}/archivo`,
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(archivo.statusCode).toBe(404);
    const [{ partes }] = await prueba.dataSource.query(
      `SELECT count(*)::int AS partes FROM documentos_archivos WHERE documento_id = $1`,
      [documento],
    );
    expect(partes).toBe(0);

    // La lista de clientes y su ficha.
    const clientes = await prueba.como('admin').get('/api/clientes?limit=100');
    expect(contiene(JSON.stringify(clientes.body.data), p)).toEqual([]);

    // Y en la base entera: ninguna columna de texto o JSON (del esquema, no de una lista) guarda un dato suyo.
    const columnas: Array<{ t: string; c: string }> = await prueba.dataSource.query(
      `SELECT table_name AS t, column_name AS c FROM information_schema.columns
       WHERE table_schema = current_schema() AND data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY')
         AND table_name IN (SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE')`,
    );
    expect(columnas.length).toBeGreaterThan(100);
    const hallazgos: string[] = [];
    for (const { t, c } of columnas) {
      for (const valor of identificables(p)) {
        const [{ n }] = await prueba.dataSource.query(
          `SELECT count(*)::int AS n FROM "${t}" WHERE position(lower($1) IN lower("${c}"::text)) > 0`,
          [valor],
        );
        if (n > 0) hallazgos.push(`${t}.${c}: ${valor}`);
      }
    }
    expect(hallazgos).toEqual([]);

    // Los libros siguen siendo de sólo agregar: la supresión cambió un texto, ninguna cifra se puede cambiar así.
    const libro = await prueba.dataSource.query(
      `SELECT tipo, monto, motivo FROM prestamos_movimientos WHERE prestamo_id = $1 AND motivo IS NOT NULL`,
      [prestamo],
    );
    expect(libro.length).toBeGreaterThan(0);
    for (const m of libro) expect(m.motivo).toMatch(/Descuento acordado con \[suprimido\]$/);
    await expect(
      prueba.dataSource.transaction(async (manager) => {
        await manager.query(`SELECT set_config('cartera.supresion', 'on', true)`);
        await manager.query(`UPDATE prestamos_movimientos SET monto = monto + 1 WHERE prestamo_id = $1`, [
          prestamo,
        ]);
      }),
    ).rejects.toThrow(/no admite cambios/);
    await expect(
      prueba.dataSource.query(`UPDATE prestamos_movimientos SET motivo = 'x' WHERE prestamo_id = $1`, [
        prestamo,
      ]),
    ).rejects.toThrow(/no admite cambios/);

    // El registro de supresiones: el id y la fecha, en la base y en DATA_DIR, sin ningún dato personal.
    expect(
      await prueba.dataSource.query(`SELECT cliente_id FROM supresiones WHERE cliente_id = $1`, [id]),
    ).toEqual([{ cliente_id: id }]);
    const registro = await readFile(
      path.join(leerConfiguracion().dataDir, ARCHIVO_REGISTRO_SUPRESIONES),
      'utf8',
    );
    expect(registro).toMatch(new RegExp(`^${id} \\d{4}-\\d{2}-\\d{2}T`, 'm'));
  }, 60_000);

  it('la foto del comprobante de sus transferencias y el cuerpo de los eventos de la pasarela de sus préstamos se van', async () => {
    const { id, prestamo } = await clienteConHistoria();
    const otro = await clienteConHistoria();
    const cuenta = await prueba.como('admin').post(
      '/api/pagos/cuentas',
      { tipo: 'nequi', nombre: 'Nequi de la supresión', identificador: '3009876543' },
    );
    expect(cuenta.status).toBe(201);
    const foto = Buffer.from('comprobante con la cara y la cédula');
    for (const deQuien of [prestamo, otro.prestamo]) {
      await prueba.dataSource.query(
        `INSERT INTO pagos_transferencias (prestamo_id, cuenta_pago_id, monto, fecha, referencia, foto, foto_mime)
         VALUES ($1, $2, 1000, current_date, 'REF-1', $3, 'image/jpeg')`,
        [deQuien, cuenta.body.data._id, foto],
      );
      await prueba.dataSource.query(
        `INSERT INTO pagos_eventos (proveedor, transaccion, estado, referencia, monto, resultado, prestamo_id, cuerpo)
         VALUES ('wompi', $1, 'APPROVED', 'REF-1', 1000, 'sin_cobro', $2, $3)`,
        [`tx-${deQuien}`, deQuien, { data: { transaction: { customer_email: 'quien.paga@correo.co', customer_data: { full_name: 'Quien Paga' } } } }],
      );
    }

    await cerrarHaceOnceAnios(prestamo);
    expect((await suprimir(id)).status).toBe(201);

    const transferencias: Array<{ prestamo_id: string; foto: Buffer | null; foto_mime: string | null }> =
      await prueba.dataSource.query(`SELECT prestamo_id, foto, foto_mime FROM pagos_transferencias`);
    const suya = transferencias.find((t) => t.prestamo_id === prestamo);
    const ajena = transferencias.find((t) => t.prestamo_id === otro.prestamo);
    expect(suya).toMatchObject({ foto: null, foto_mime: null });
    expect(ajena?.foto?.equals(foto)).toBe(true);
    const eventos: Array<{ prestamo_id: string; cuerpo: unknown; transaccion: string }> = await prueba.dataSource.query(
      `SELECT prestamo_id, cuerpo, transaccion FROM pagos_eventos`,
    );
    expect(eventos.find((e) => e.prestamo_id === prestamo)).toMatchObject({
      cuerpo: { suprimido: MARCA_SUPRIMIDO },
      transaccion: `tx-${prestamo}`,
    });
    expect(JSON.stringify(eventos.find((e) => e.prestamo_id === otro.prestamo)?.cuerpo)).toContain('quien.paga@correo.co');
  });

  it('un SMS que el trabajador ya tomó no sale si la supresión llega antes del envío', async () => {
    const { id, prestamo } = await clienteConHistoria();
    await cerrarHaceOnceAnios(prestamo);
    const n = await sms(id);
    expect(n.body.data.estado).toBe('pendiente');
    const canales = prueba.app.get(CanalesService);
    const abrir = canales.abrir.bind(canales);
    // El trabajador arrendó la entrega y abre el canal: en ese momento la oficina suprime al cliente.
    const espia = jest.spyOn(canales, 'abrir').mockImplementationOnce(async (tipo) => {
      expect((await suprimir(id)).status).toBe(201);
      return abrir(tipo);
    });
    const antes = sumidero.llamadas.length;
    await prueba.app.get(EntregasService).procesar(await trabajosDe(n.body.data._id));
    espia.mockRestore();
    expect(sumidero.llamadas.length).toBe(antes);
    const [d] = await prueba.dataSource.query(
      `SELECT estado, nombre, direccion FROM notificaciones_destinatarios WHERE notificacion_id = $1`,
      [n.body.data._id],
    );
    expect(d).toEqual({ estado: 'cancelado', nombre: MARCA_SUPRIMIDO, direccion: null });
  }, 30_000);
});
