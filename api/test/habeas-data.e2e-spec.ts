// Datos personales (docs/decisiones/datos-personales.md): la autorización en la ficha del cliente y el préstamo
// que se niega sin ella, el exporte con cada columna del cliente, la fecha límite de una consulta en días hábiles,
// la supresión negada con préstamos abiertos y hecha sin ellos, y el aviso previo al reporte.
import { CODIGOS, hoyBogota, sumarDias, vencimientoSolicitud } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';
import { SolicitudesService } from '../src/habeas-data/solicitudes.service';

describe('datos personales (habeas data)', () => {

  const { prueba, tokens } = usarAppPrueba();

  const cuerpoCliente = (cedula: string, extra: Record<string, unknown> = {}) => ({
    nombre: 'Titular de Prueba',
    cedula,
    telefono: '3001234567',
    direccion: 'Calle 1 # 2-3',
    ciudad: 'Bogotá',
    ...extra,
  });

  it('un cliente sin autorización se consulta pero no recibe un préstamo: 422 con un mensaje claro y nada se crea', async () => {
    const alta = await prueba.como('admin').post('/api/clientes', cuerpoCliente('20000000001'));
    expect(alta.status).toBe(201);
    expect(alta.body.data.autorizacionDatos).toBeNull();
    expect(alta.body.data.tieneAutorizacion).toBe(false);
    const id: string = alta.body.data._id;

    const consulta = await prueba.como('admin').get(`/api/clientes/${id}`);
    expect(consulta.status).toBe(200);
    expect(consulta.body.data.autorizacionDatos).toBeNull();

    const sin = await prueba.como('admin').get('/api/clientes?autorizacion=sin&limit=100');
    expect(sin.body.data.map((c: Json) => c._id)).toContain(id);

    const prestamo = await prueba.como('admin').post('/api/prestamos', { cliente: id, monto: 100000 });
    expect(prestamo.status).toBe(422);
    expect(prestamo.body.code).toBe(CODIGOS.clienteSinAutorizacionDatos);
    expect(prestamo.body.message).toMatch(/autorización de tratamiento de datos/);
    const [{ cuantos }]: Array<{ cuantos: number }> = await prueba.dataSource.query(
      `SELECT count(*)::int AS cuantos FROM prestamos WHERE cliente_id = $1`,
      [id],
    );
    expect(cuantos).toBe(0);

    // Un canal que no existe no cambia nada.
    const mala = await prueba.como('admin').put(
      `/api/clientes/${id}`,
      { autorizacionDatos: { canal: 'paloma' } },
    );
    expect(mala.status).toBe(400);
    expect((await prueba.como('admin').get(`/api/clientes/${id}`)).body.data.autorizacionDatos).toBeNull();

    const conAutorizacion = await prueba.como('admin').put(
      `/api/clientes/${id}`,
      { autorizacionDatos: { canal: 'verbal_grabado', documento: 'grabacion-0001.mp3' } },
    );
    expect(conAutorizacion.status).toBe(200);
    expect(conAutorizacion.body.data.autorizacionDatos).toMatchObject({
      canal: 'verbal_grabado',
      version: 1,
      fecha: hoyBogota(),
      documento: 'grabacion-0001.mp3',
      tomadaPor: { nombre: expect.any(String) },
    });
    const ahora = await prueba.como('admin').post('/api/prestamos', { cliente: id, monto: 100000 });
    expect(ahora.status).toBe(201);
  });

  it('el alta registra la autorización con la versión vigente del aviso de privacidad', async () => {
    const publicado = await prueba.como('admin').post(
      '/api/habeas-data/aviso-privacidad',
      { texto: 'Aviso de privacidad, versión de prueba.' },
    );
    expect(publicado.status).toBe(201);
    const alta = await prueba.como('admin').post(
      '/api/clientes',
      cuerpoCliente('20000000002', { autorizacionDatos: { canal: 'presencial_firmado' } }),
    );
    expect(alta.status).toBe(201);
    expect(alta.body.data.autorizacionDatos).toMatchObject({ canal: 'presencial_firmado', version: publicado.body.data.version });
    const version = await prueba.como('admin').post(
      '/api/clientes',
      cuerpoCliente('20000000003', { autorizacionDatos: { canal: 'web', version: 99 } }),
    );
    expect(version.status).toBe(400);
    const [{ cuantos }]: Array<{ cuantos: number }> = await prueba.dataSource.query(
      `SELECT count(*)::int AS cuantos FROM clientes WHERE cedula = '20000000003'`,
    );
    expect(cuantos).toBe(0);
  });

  it('el exporte de datos personales lleva cada columna de la tabla de clientes y lo demás que se guarda', async () => {
    const cliente = await crearClientePrueba(prueba.dataSource);
    await crearPrestamoPrueba(prueba, tokens.admin, { cliente: cliente.id, monto: 200000 });
    const columnas: Array<{ column_name: string }> = await prueba.dataSource.query(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'clientes'`,
    );
    expect(columnas.length).toBeGreaterThan(20);
    const exporte = await prueba.como('admin').get(`/api/clientes/${cliente.id}/datos-personales`);
    expect(exporte.status).toBe(200);
    const datos = exporte.body.data;
    for (const { column_name } of columnas) expect(datos.cliente).toHaveProperty([column_name]);
    expect(datos.cliente.cedula).toBe(cliente.cedula);
    expect(datos.autorizacion).toMatchObject({ canal: 'presencial_firmado' });
    expect(datos.prestamos).toHaveLength(1);
    for (const clave of ['cobros', 'gestiones', 'documentos', 'solicitudes', 'avisosPrevios']) {
      expect(Array.isArray(datos[clave])).toBe(true);
    }

    const pdf = await prueba.como('admin').get(`/api/clientes/${cliente.id}/datos-personales?formato=pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    const ajeno = await prueba.como('cobrador1').get(`/api/clientes/${cliente.id}/datos-personales`);
    expect(ajeno.status).toBe(403);
  });

  it('la fecha límite de una consulta cuenta 10 días hábiles y salta los festivos', async () => {
    const cliente = await crearClientePrueba(prueba.dataSource);
    // Viernes 19 de diciembre de 2025: el 25 de diciembre y el 1 de enero no cuentan, ni sábados ni domingos.
    const creada = await prueba.como('admin').post(
      '/api/habeas-data/solicitudes',
      { tipo: 'consulta', cliente: cliente.id, titular: cliente.nombre, descripcion: '¿Qué datos tienen de mí?', fechaRecibida: '2025-12-19' },
    );
    expect(creada.status).toBe(201);
    expect(creada.body.data.fechaVence).toBe('2026-01-06');
    expect(creada.body.data.fechaVence).toBe(vencimientoSolicitud('consulta', '2025-12-19'));
    const reclamo = await prueba.como('admin').post(
      '/api/habeas-data/solicitudes',
      { tipo: 'reclamo', titular: 'Otra persona', descripcion: 'Corrijan mi teléfono', fechaRecibida: '2025-12-19' },
    );
    expect(reclamo.body.data.fechaVence).toBe('2026-01-14');

    // Cerrar sin respuesta se rechaza y no cambia nada; con respuesta y canal, se responde y se envía al cliente.
    const sinRespuesta = await prueba.como('admin').patch(
      `/api/habeas-data/solicitudes/${creada.body.data._id}`,
      { estado: 'respondida' },
    );
    expect(sinRespuesta.status).toBe(400);
    const respondida = await prueba.como('admin').patch(
      `/api/habeas-data/solicitudes/${creada.body.data._id}`,
      { estado: 'respondida', respuesta: 'Estos son sus datos.', canalRespuesta: 'sms' },
    );
    expect(respondida.status).toBe(200);
    expect(respondida.body.data).toMatchObject({ estado: 'respondida', respuesta: 'Estos son sus datos.', canalRespuesta: 'sms' });
    const enviados: Array<{ tipo: string }> = await prueba.dataSource.query(
      `SELECT n.tipo FROM notificaciones n JOIN notificaciones_destinatarios d ON d.notificacion_id = n.id
       WHERE n.origen = 'habeas_data' AND d.cliente_id = $1`,
      [cliente.id],
    );
    expect(enviados).toEqual([{ tipo: 'sms' }]);
    const otraVez = await prueba.como('admin').patch(
      `/api/habeas-data/solicitudes/${creada.body.data._id}`,
      { estado: 'en_tramite' },
    );
    expect(otraVez.status).toBe(409);

    const lista = await prueba.como('admin').get('/api/habeas-data/solicitudes?abiertas=1');
    expect(lista.body.data.map((s: Json) => s._id)).toContain(reclamo.body.data._id);
    expect(lista.body.data.find((s: Json) => s._id === reclamo.body.data._id).vencida).toBe(true);
  });

  it('la supresión se niega con un préstamo abierto y anonimiza a un cliente sin préstamos', async () => {
    const conPrestamo = await crearClientePrueba(prueba.dataSource);
    await crearPrestamoPrueba(prueba, tokens.admin, { cliente: conPrestamo.id, monto: 150000 });
    const negada = await prueba.como('admin').post(`/api/clientes/${conPrestamo.id}/supresion`);
    expect(negada.status).toBe(422);
    expect(negada.body.code).toBe(CODIGOS.supresionNoPermitida);
    expect(negada.body.message).toMatch(/préstamo abierto/);
    const [intacto]: Array<{ nombre: string }> = await prueba.dataSource.query(`SELECT nombre FROM clientes WHERE id = $1`, [conPrestamo.id]);
    expect(intacto.nombre).toBe(conPrestamo.nombre);

    const sinPrestamos = await crearClientePrueba(prueba.dataSource);
    const hecha = await prueba.como('admin').post(`/api/clientes/${sinPrestamos.id}/supresion`);
    expect(hecha.status).toBe(201);
    const detalle = await prueba.como('admin').get(`/api/clientes/${sinPrestamos.id}`);
    expect(detalle.body.data).toMatchObject({ nombre: 'Titular suprimido', email: null, estado: 'inactivo', autorizacionDatos: null });
    expect(detalle.body.data.cedula).not.toBe(sinPrestamos.cedula);
    const prestamo = await prueba.como('admin').post(
      '/api/prestamos',
      { cliente: sinPrestamos.id, monto: 100000 },
    );
    expect(prestamo.status).toBe(422);
  });

  it('la supresión de un cliente con historial vencido borra también dónde se le cobró y se le visitó', async () => {
    const cliente = await crearClientePrueba(prueba.dataSource);
    const prestamo = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: cliente.id, monto: 100000, cuotas: 5 });
    const ubicacion = { latitud: 4.65, longitud: -74.06, precision: 10 };
    const cobro = await prueba.como('admin').post(
      '/api/cobros',
      { prestamo: prestamo._id, monto: 5000, fecha: hoyBogota(), ubicacion },
    );
    expect(cobro.status).toBe(201);
    await prueba.dataSource.query(
      `INSERT INTO gestiones (prestamo_id, cobrador_id, fecha, resultado, latitud, longitud, precision_metros)
       SELECT $1, id, $2, 'no_estaba', 4.65, -74.06, 10 FROM usuarios WHERE rol = 'cobrador' LIMIT 1`,
      [prestamo._id, hoyBogota()],
    );
    // Cerrado hace once años: la ley ya no obliga a conservarlo.
    await prueba.dataSource.query(
      `UPDATE prestamos SET estado = 'pagado', saldo_pendiente = 0, fecha_cierre = current_date - interval '11 years' WHERE id = $1`,
      [prestamo._id],
    );
    const hecha = await prueba.como('admin').post(`/api/clientes/${cliente.id}/supresion`);
    expect(hecha.status).toBe(201);
    const [quedan] = await prueba.dataSource.query(
      `SELECT (SELECT count(*) FROM cobros WHERE cliente_id = $1 AND latitud IS NOT NULL)::int AS cobros,
              (SELECT count(*) FROM cobros WHERE cliente_id = $1)::int AS cobros_total,
              (SELECT count(*) FROM gestiones WHERE prestamo_id = $2 AND latitud IS NOT NULL)::int AS gestiones`,
      [cliente.id, prestamo._id],
    );
    expect(quedan).toEqual({ cobros: 0, cobros_total: 1, gestiones: 0 });
  });

  it('el aviso previo al reporte se registra en el cliente con la fecha desde la que se puede reportar', async () => {
    const cliente = await crearClientePrueba(prueba.dataSource);
    // Más del 15 % de un salario mínimo: basta un aviso (docs/decisiones/datos-personales.md).
    const prestamo = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: cliente.id, monto: 1_500_000 });
    const fechaEnvio = sumarDias(hoyBogota(), -1);
    const aviso = await prueba.como('admin').post(
      `/api/clientes/${cliente.id}/avisos-previos`,
      { prestamo: prestamo._id, plantilla: 'Su obligación está en mora…', canal: 'sms', fechaEnvio },
    );
    expect(aviso.status).toBe(201);
    expect(aviso.body.data).toMatchObject({
      canal: 'sms',
      fechaEnvio,
      reportableDesde: sumarDias(fechaEnvio, 20),
      avisosExigidos: 1,
    });
    const lista = await prueba.como('admin').get(`/api/clientes/${cliente.id}/avisos-previos`);
    expect(lista.body.data).toHaveLength(1);
    const malo = await prueba.como('admin').post(
      `/api/clientes/${cliente.id}/avisos-previos`,
      { plantilla: 'x', canal: 'paloma', fechaEnvio: '2026-13-01' },
    );
    expect(malo.status).toBe(400);
  });

  it('el aviso diario llega a la oficina cuando a una solicitud le quedan dos días hábiles, una vez por día', async () => {
    // Recibida el lunes 2 de marzo de 2026: la consulta vence diez días hábiles después (el lunes 16).
    const creada = await prueba.como('admin').post(
      '/api/habeas-data/solicitudes',
      { tipo: 'consulta', titular: 'Titular del aviso', descripcion: '¿Qué datos tienen de mí?', fechaRecibida: '2026-03-02' },
    );
    expect(creada.body.data.fechaVence).toBe('2026-03-16');
    const id: string = creada.body.data._id;
    const solicitudes = prueba.app.get(SolicitudesService);
    const avisos = async () =>
      (
        await prueba.dataSource.query(
          `SELECT count(*)::int AS n, count(DISTINCT d.usuario_id)::int AS usuarios
           FROM notificaciones n JOIN notificaciones_destinatarios d ON d.notificacion_id = n.id
           WHERE n.origen = 'habeas_data' AND n.clave_origen LIKE $1`,
          [`habeas_aviso:${id}:%`],
        )
      )[0] as { n: number; usuarios: number };

    // El miércoles 11 le quedan tres días hábiles (12, 13 y 16): todavía no.
    await solicitudes.avisarPorVencer('2026-03-11');
    expect((await avisos()).n).toBe(0);
    // El jueves 12 le quedan dos: aviso a cada administrador y gerente activo, y repetirlo ese día no duplica.
    await solicitudes.avisarPorVencer('2026-03-12');
    await solicitudes.avisarPorVencer('2026-03-12');
    const [{ oficina }] = await prueba.dataSource.query(
      `SELECT count(*)::int AS oficina FROM usuarios WHERE rol IN ('admin', 'gerente') AND estado = 'activo'`,
    );
    expect(await avisos()).toEqual({ n: oficina, usuarios: oficina });
    // Vencida y sin responder, se avisa otra vez al día siguiente.
    await solicitudes.avisarPorVencer('2026-03-17');
    expect((await avisos()).n).toBe(2 * oficina);
  });
});
