// Envíos de notificaciones (issue 38): Idempotency-Key en el envío, cuota diaria de destinatarios externos y entrega
// con arriendo por mensaje, contra un proveedor HTTP local que retiene una respuesta para simular un lote a medias.
import { randomUUID } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type PgBoss from 'pg-boss';
import { EntregasService } from '../src/notificaciones/entregas.service';
import { crearAppPrueba, type AppPrueba } from './support/app-prueba';
import { crearClientePrueba } from './support/fabricas-cartera';
import { envioDeSistema } from './support/notificaciones';

describe('envíos de notificaciones', () => {
  let prueba: AppPrueba;
  let admin: string;
  let servidor: Server;
  let url: string;
  const recibidos: string[] = [];
  /** Respuestas retenidas (la petición llegó; el proveedor todavía no contesta). */
  const retenidas: ServerResponse[] = [];
  let retenerLaSegunda = false;

  beforeAll(async () => {
    servidor = createServer((peticion, respuesta) => {
      const partes: Buffer[] = [];
      peticion.on('data', (p: Buffer) => partes.push(p));
      peticion.on('end', () => {
        recibidos.push(JSON.parse(Buffer.concat(partes).toString('utf8')).ref);
        if (retenerLaSegunda && recibidos.length === 2) retenidas.push(respuesta);
        else respuesta.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((listo) => servidor.listen(0, '127.0.0.1', listo));
    url = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}/sms`;
    // Sin trabajadores: la prueba llama al trabajador a mano, como lo haría pg-boss (y como lo haría al reentregar).
    prueba = await crearAppPrueba({
      entorno: { NOTIFICACIONES_TRABAJADORES: '0', NOTIFICACIONES_CUOTA_DIARIA: '5' },
    });
    admin = await prueba.token('admin');
    const canal = await prueba.pedir({
      metodo: 'PUT',
      ruta: '/api/notificaciones/canales/sms',
      token: admin,
      cuerpo: { activo: true, url, cuerpo: '{"to": "{{telefono}}", "message": "{{mensaje}}", "ref": "{{id}}"}' },
    });
    expect(canal.status).toBe(200);
  });
  afterAll(async () => {
    await prueba?.cerrar();
    await new Promise((listo) => servidor?.close(listo));
  });

  /** El formulario de un SMS de sistema a los clientes `clienteIds`. */
  const smsA = (clienteIds: string[]) =>
    envioDeSistema('sms', 'Aviso', 'Hola {{cliente}}', { destinatarios: 'clientes', clienteIds });
  const enviarSms = async (clientes: number, cabeceras: Record<string, string> = {}) => {
    const ids: string[] = [];
    for (let i = 0; i < clientes; i++) ids.push((await crearClientePrueba(prueba.dataSource)).id);
    return prueba.pedir({ metodo: 'POST', ruta: '/api/notificaciones', token: admin, cabeceras, cuerpo: smsA(ids) });
  };
  const contarNotificaciones = async () =>
    (await prueba.dataSource.query(`SELECT count(*)::int AS n FROM notificaciones`))[0].n as number;

  it('un envío repetido con la misma Idempotency-Key devuelve el primero y no crea otro', async () => {
    const antes = await contarNotificaciones();
    const clave = randomUUID();
    const primero = await enviarSms(1, { 'idempotency-key': clave });
    expect(primero.status).toBe(201);
    const cuerpo = { ...primero.body };
    // El mismo formulario enviado otra vez (el cliente agotó su espera): misma clave, mismo cuerpo.
    const repetido = await prueba.pedir({
      metodo: 'POST',
      ruta: '/api/notificaciones',
      token: admin,
      cabeceras: { 'idempotency-key': clave },
      cuerpo: smsA(
        (
          await prueba.dataSource.query(
            `SELECT cliente_id FROM notificaciones_destinatarios WHERE notificacion_id = $1`,
            [primero.body.data._id],
          )
        ).map((f: { cliente_id: string }) => f.cliente_id),
      ),
    });
    expect(repetido.status).toBe(201);
    expect(repetido.headers['idempotent-replayed']).toBe('true');
    expect(repetido.body.data._id).toBe(cuerpo.data._id);
    expect(await contarNotificaciones()).toBe(antes + 1);
  });

  it('un lote que queda a medias guarda lo ya enviado, y su reentrega no repite nada', async () => {
    const r = await enviarSms(3);
    expect(r.status).toBe(201);
    const filas: Array<{ id: string }> = await prueba.dataSource.query(
      `SELECT id FROM notificaciones_destinatarios WHERE notificacion_id = $1 ORDER BY id`,
      [r.body.data._id],
    );
    const trabajos = filas.map(
      ({ id }) => ({ id, retryCount: 0, retryLimit: 3 }) as unknown as PgBoss.JobWithMetadata<unknown>,
    );
    const entregas = prueba.app.get(EntregasService);
    recibidos.length = 0;
    retenerLaSegunda = true;
    const lote = entregas.procesar(trabajos);
    const estados = () =>
      prueba.dataSource
        .query(`SELECT estado FROM notificaciones_destinatarios WHERE notificacion_id = $1 ORDER BY id`, [
          r.body.data._id,
        ])
        .then((f: Array<{ estado: string }>) => f.map((x) => x.estado).sort());
    const limite = Date.now() + 10_000;
    while ((retenidas.length === 0 || (await estados()).filter((e) => e === 'enviado').length < 2) && Date.now() < limite)
      await new Promise((listo) => setTimeout(listo, 50));
    // Con el proveedor todavía callado sobre uno, los otros dos ya constan como enviados.
    expect(recibidos).toHaveLength(3);
    expect(await estados()).toEqual(['enviado', 'enviado', 'pendiente']);

    // pg-boss vuelve a entregar el mismo trabajo (el proceso pareció caído): no se envía nada otra vez.
    await entregas.procesar(trabajos);
    expect(recibidos).toHaveLength(3);

    retenidas.shift()!.writeHead(200).end('{}');
    await lote;
    retenerLaSegunda = false;
    expect(recibidos).toHaveLength(3);
    expect(new Set(recibidos).size).toBe(3);
    expect(await estados()).toEqual(['enviado', 'enviado', 'enviado']);
    const [n] = await prueba.dataSource.query(`SELECT estado, enviados, pendientes FROM notificaciones WHERE id = $1`, [
      r.body.data._id,
    ]);
    expect(n).toEqual({ estado: 'enviado', enviados: 3, pendientes: 0 });
  });

  it('la cuota diaria de destinatarios externos rechaza el envío que la pasaría, sin escribir nada', async () => {
    // Hoy van 4 (1 + 3 de las pruebas anteriores); la cuota es 5.
    const antes = await contarNotificaciones();
    const r = await enviarSms(2);
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('CUOTA_DIARIA_NOTIFICACIONES');
    expect(r.body.message).toBe(
      'Se superaría la cuota diaria de 5 destinatarios externos (email, SMS y WhatsApp): hoy van 4 y este envío suma 2. Intente mañana o pida al administrador que amplíe NOTIFICACIONES_CUOTA_DIARIA.',
    );
    expect(await contarNotificaciones()).toBe(antes);
    expect((await enviarSms(1)).status).toBe(201);
    // El canal sistema (avisos a usuarios del portal) no cuenta.
    const aviso = await prueba.pedir({
      metodo: 'POST',
      ruta: '/api/notificaciones',
      token: admin,
      cuerpo: envioDeSistema('sistema', 'Aviso interno', 'Reunión a las 8', {
        destinatarios: 'usuarios',
        usuarioIds: [(await prueba.cuenta('gerente')).id],
      }),
    });
    expect(aviso.status).toBe(201);
  });
});
