// Canales de notificaciones contra SSRF y fugas de secretos (issue 38): servidores HTTP y SMTP locales de verdad,
// una API con la excepción de loopback de las pruebas y otra sin ella (como producción).
import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { opcionesTransporte } from '../src/notificaciones/canales/email.canal';
import { CanalesService } from '../src/notificaciones/canales/canales.service';
import { usarAppPrueba } from './support/app-del-archivo';
import { crearAppPrueba, SECRETO_PRUEBAS, type AppPrueba } from './support/app-prueba';

const CLAVE_K1 = randomBytes(32).toString('base64');
const CUERPO = '{"to": "{{telefono}}", "message": "{{mensaje}}"}';

interface Proveedor {
  url: string;
  puerto: number;
  llamadas: Array<{ ruta: string; cabeceras: IncomingHttpHeaders }>;
  /** Conexiones TCP recibidas (también las que no llegan a ser una petición HTTP). */
  conexiones: number;
  cerrar(): Promise<void>;
}

/** Un servidor HTTP local; `responder` decide la respuesta de cada petición. */
async function proveedor(
  responder: (ruta: string) => { estado: number; cabeceras?: Record<string, string>; cuerpo?: string },
): Promise<Proveedor> {
  const resultado = { llamadas: [], conexiones: 0 } as unknown as Proveedor;
  const sockets = new Set<Socket>();
  const servidor: Server = createServer((peticion, respuesta) => {
    peticion.resume();
    peticion.on('end', () => {
      resultado.llamadas.push({ ruta: peticion.url ?? '', cabeceras: peticion.headers });
      const { estado, cabeceras = {}, cuerpo = '' } = responder(peticion.url ?? '');
      respuesta.writeHead(estado, cabeceras);
      respuesta.end(cuerpo);
    });
  });
  servidor.on('connection', (socket) => {
    resultado.conexiones++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((listo) => servidor.listen(0, '127.0.0.1', listo));
  resultado.puerto = (servidor.address() as AddressInfo).port;
  resultado.url = `http://127.0.0.1:${resultado.puerto}/mensajes`;
  resultado.cerrar = () =>
    new Promise((listo) => {
      for (const socket of sockets) socket.destroy();
      servidor.close(() => listo());
    });
  return resultado;
}

async function servidorSmtp(): Promise<{ puerto: number; conexiones: number; cerrar(): Promise<void> }> {
  const estado = { conexiones: 0 };
  const servidor = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    onConnect(_sesion, responder) {
      estado.conexiones++;
      responder();
    },
    onData(flujo, _sesion, responder) {
      flujo.resume();
      flujo.on('end', () => responder());
    },
    logger: false,
  });
  await new Promise<void>((listo) => servidor.listen(0, '127.0.0.1', listo));
  return {
    puerto: (servidor.server.address() as AddressInfo).port,
    get conexiones() {
      return estado.conexiones;
    },
    cerrar: () => new Promise((listo) => servidor.close(() => listo())),
  };
}

/** Un secreto como los guardaba Cartera antes de CANALES_KEY: formato v1 con la clave derivada de JWT_SECRET. */
function cifrarComoAntes(texto: string): string {
  const clave = createHash('sha256').update(`cartera/notificaciones/canales:${SECRETO_PRUEBAS}`).digest();
  const iv = randomBytes(12);
  const cifrador = createCipheriv('aes-256-gcm', clave, iv);
  const datos = Buffer.concat([cifrador.update(texto, 'utf8'), cifrador.final()]);
  return ['v1', iv.toString('base64'), cifrador.getAuthTag().toString('base64'), datos.toString('base64')].join(':');
}

describe('canales de notificaciones: destinos y secretos', () => {
  let prueba: AppPrueba;
  let aceptaTodo: Proveedor;

  beforeAll(async () => {
    [prueba, aceptaTodo] = await Promise.all([
      crearAppPrueba({ entorno: { CANALES_KEY: `k1:${CLAVE_K1}`, NOTIFICACIONES_TRABAJADORES: '0' } }),
      proveedor(() => ({ estado: 200, cuerpo: '{"ok":true}' })),
    ]);
  });
  afterAll(async () => {
    await prueba?.cerrar();
    await aceptaTodo?.cerrar();
  });

  const configurarSms = (cuerpo: Record<string, unknown>) =>
    prueba.como('admin').put('/api/notificaciones/canales/sms', { activo: true, cuerpo: CUERPO, ...cuerpo });
  const probarSms = () =>
    prueba.como('admin').post('/api/notificaciones/canales/sms/prueba', { destino: '3001234567' });
  const ultimaAuditoria = async (accion: string) =>
    (
      await prueba.dataSource.query(
        `SELECT detalles, coalesce(datos_nuevos::text, '') AS nuevos FROM auditoria WHERE accion = $1 ORDER BY fecha DESC LIMIT 1`,
        [accion],
      )
    )[0] as { detalles: string; nuevos: string };

  it('sólo https, salvo http a loopback en pruebas; nunca una IP privada o de enlace local, en español y sin guardar', async () => {
    const antes = await prueba.dataSource.query(`SELECT ajustes FROM notificaciones_canales WHERE canal = 'sms'`);
    for (const url of [
      'http://proveedor.example.com/sms',
      'https://10.0.0.8/sms',
      'https://169.254.169.254/latest/meta-data',
      'https://[::ffff:192.168.1.1]/sms',
      'ftp://proveedor.example.com/sms',
      'https://usuario:clave@proveedor.example.com/sms',
    ]) {
      const r = await configurarSms({ url });
      expect({ url, status: r.status }).toEqual({ url, status: 400 });
      expect(r.body.errors.url[0]).toMatch(/https:\/\//);
    }
    expect(await prueba.dataSource.query(`SELECT ajustes FROM notificaciones_canales WHERE canal = 'sms'`)).toEqual(antes);
    expect((await configurarSms({ url: 'https://proveedor.example.com/sms' })).status).toBe(200);
    expect((await configurarSms({ url: aceptaTodo.url })).status).toBe(200);
    const email = await prueba.como('admin').put(
      '/api/notificaciones/canales/email',
      { activo: true, host: '10.1.2.3', puerto: 25, remitente: 'a@cartera.local', seguro: false },
    );
    expect(email.status).toBe(400);
    expect(email.body.errors.host[0]).toBe('El servidor SMTP debe ser una dirección pública');
  });

  it('no sigue una redirección hacia otro puerto local y no repite el cuerpo del proveedor', async () => {
    const interno = await proveedor(() => ({ estado: 200, cuerpo: 'panel interno' }));
    const redirige = await proveedor(() => ({
      estado: 307,
      cabeceras: { location: `${interno.url}?desde=redireccion` },
      cuerpo: 'DATO-INTERNO-307',
    }));
    const falla = await proveedor(() => ({ estado: 500, cuerpo: 'DATO-INTERNO-500 stack trace' }));
    try {
      expect((await configurarSms({ url: redirige.url, token: 'tok' })).status).toBe(200);
      const r = await probarSms();
      expect(r.status).toBe(422);
      expect(r.body.message).toBe(
        'No se pudo enviar el mensaje de prueba: Proveedor sms: respondió con una redirección, que no se sigue; configure la URL final del proveedor',
      );
      expect(redirige.llamadas).toHaveLength(1);
      expect(interno.conexiones).toBe(0);

      expect((await configurarSms({ url: falla.url, token: 'tok' })).status).toBe(200);
      const r2 = await probarSms();
      expect(r2.status).toBe(422);
      expect(r2.body.message).toBe('No se pudo enviar el mensaje de prueba: Proveedor sms: respondió 500');
      const evento = await ultimaAuditoria('Probar canal de notificaciones');
      expect(evento.detalles).toContain('respondió 500');
      expect(JSON.stringify([r.body, r2.body, evento])).not.toContain('DATO-INTERNO');
    } finally {
      await Promise.all([interno.cerrar(), redirige.cerrar(), falla.cerrar()]);
    }
  });

  it('el secreto guardado no sigue a una URL nueva; la cabecera tipada lleva el secreto donde el proveedor lo espera', async () => {
    const atacante = await proveedor(() => ({ estado: 200 }));
    try {
      expect((await configurarSms({ url: aceptaTodo.url, token: 'token-del-proveedor' })).status).toBe(200);
      // Otra URL sin volver a escribir el token: el token se borra y no viaja al servidor nuevo.
      const cambio = await configurarSms({ url: atacante.url });
      expect(cambio.body.data.secretoConfigurado).toBe(false);
      expect((await ultimaAuditoria('Configurar canal de notificaciones')).detalles).toContain(
        'secreto borrado porque cambió el destino',
      );
      expect((await probarSms()).status).toBe(200);
      expect(atacante.llamadas[0].cabeceras.authorization).toBeUndefined();
      expect(JSON.stringify(atacante.llamadas)).not.toContain('token-del-proveedor');

      // Misma URL, sin token: se conserva. Con cabeceraSecreto, el token va en esa cabecera y no en Authorization.
      expect((await configurarSms({ url: aceptaTodo.url, token: 'clave-x', cabeceraSecreto: 'X-Api-Key' })).status).toBe(200);
      const conservado = await configurarSms({ url: aceptaTodo.url, cabeceraSecreto: 'X-Api-Key' });
      expect(conservado.body.data).toMatchObject({ secretoConfigurado: true, ajustes: { cabeceraSecreto: 'X-Api-Key' } });
      expect((await probarSms()).status).toBe(200);
      const llamada = aceptaTodo.llamadas.at(-1)!;
      expect(llamada.cabeceras['x-api-key']).toBe('clave-x');
      expect(llamada.cabeceras.authorization).toBeUndefined();

      const reservada = await configurarSms({ url: aceptaTodo.url, cabeceraSecreto: 'Content-Type' });
      expect(reservada.status).toBe(400);
      expect(reservada.body.errors.cabeceraSecreto[0]).toBe(
        'La cabecera Content-Type la pone Cartera; use otra para el secreto',
      );
    } finally {
      await atacante.cerrar();
    }
  });

  it('cambiar el servidor o el usuario SMTP borra la contraseña guardada', async () => {
    const base = { activo: true, puerto: 587, remitente: 'a@cartera.local', seguro: false };
    const poner = (cuerpo: Record<string, unknown>) =>
      prueba.como('admin').put('/api/notificaciones/canales/email', { ...base, ...cuerpo });
    expect((await poner({ host: 'smtp.example.com', usuario: 'avisos', contrasena: 'smtp-1' })).body.data.secretoConfigurado).toBe(true);
    expect((await poner({ host: 'smtp.example.com', usuario: 'avisos' })).body.data.secretoConfigurado).toBe(true);
    expect((await poner({ host: 'smtp.example.com', usuario: 'otro' })).body.data.secretoConfigurado).toBe(false);
    expect((await poner({ host: 'smtp.example.com', usuario: 'otro', contrasena: 'smtp-2' })).body.data.secretoConfigurado).toBe(true);
    expect((await poner({ host: 'smtp.atacante.example', usuario: 'otro' })).body.data.secretoConfigurado).toBe(false);
  });

  it('la auditoría no guarda la consulta de la URL (claves de proveedor en ?api_key=)', async () => {
    expect((await configurarSms({ url: `${aceptaTodo.url}?api_key=CLAVE-EN-URL` })).status).toBe(200);
    const evento = await ultimaAuditoria('Configurar canal de notificaciones');
    expect(evento.nuevos).toContain('/mensajes?[redactado]');
    expect(evento.nuevos).not.toContain('CLAVE-EN-URL');
  });

  it('los secretos del formato anterior (clave derivada de JWT_SECRET) se leen y se vuelven a cifrar con CANALES_KEY', async () => {
    await prueba.dataSource.query(
      `UPDATE notificaciones_canales SET ajustes = $1::jsonb, secreto = $2, activo = true WHERE canal = 'whatsapp'`,
      [JSON.stringify({ url: aceptaTodo.url, cuerpo: CUERPO }), cifrarComoAntes('token-de-antes')],
    );
    expect(await prueba.app.get(CanalesService).recifrar()).toBe(1);
    const [fila] = await prueba.dataSource.query(`SELECT secreto FROM notificaciones_canales WHERE canal = 'whatsapp'`);
    expect(fila.secreto).toMatch(/^v2:k1:/);
    expect(await prueba.app.get(CanalesService).recifrar()).toBe(0);
    const r = await prueba.como('admin').post(
      '/api/notificaciones/canales/whatsapp/prueba',
      { destino: '3001234567' },
    );
    expect(r.status).toBe(200);
    expect(aceptaTodo.llamadas.at(-1)!.cabeceras.authorization).toBe('Bearer token-de-antes');
  });

  it('SMTP exige STARTTLS salvo contra loopback con la excepción de pruebas', () => {
    const ajustes = { host: 'smtp.example.com', puerto: 587, usuario: null, remitente: 'a@b.co', seguro: false };
    expect(opcionesTransporte(ajustes, '93.184.216.34', null, { permitirLoopback: false })).toMatchObject({
      host: '93.184.216.34',
      requireTLS: true,
      tls: { servername: 'smtp.example.com' },
    });
    expect(opcionesTransporte(ajustes, '127.0.0.1', null, { permitirLoopback: true }).requireTLS).toBe(false);
    expect(opcionesTransporte(ajustes, '127.0.0.1', null, { permitirLoopback: false }).requireTLS).toBe(true);
  });
});

describe('canales de notificaciones sin la excepción de loopback (como en producción)', () => {

  const { prueba } = usarAppPrueba({
    entorno: { CANALES_PERMITIR_LOOPBACK: '0', NOTIFICACIONES_TRABAJADORES: '0' },
  });

  it('un nombre que resuelve a 127.0.0.1 se rechaza al conectar, por HTTP y por SMTP, sin abrir conexión', async () => {
    const local = await proveedor(() => ({ estado: 200 }));
    const smtp = await servidorSmtp();
    try {
      const sms = await prueba.como('admin').put(
        '/api/notificaciones/canales/sms',
        { activo: true, url: `https://localhost:${local.puerto}/mensajes`, cuerpo: CUERPO, token: 't' },
      );
      expect(sms.status).toBe(200);
      const r = await prueba.como('admin').post(
        '/api/notificaciones/canales/sms/prueba',
        { destino: '3001234567' },
      );
      expect(r.status).toBe(422);
      expect(r.body.message).toBe(
        'No se pudo enviar el mensaje de prueba: Proveedor sms: la dirección del proveedor no es pública (red privada, local o reservada)',
      );
      expect(local.conexiones).toBe(0);

      const http = await prueba.como('admin').put(
        '/api/notificaciones/canales/sms',
        { activo: true, url: local.url, cuerpo: CUERPO },
      );
      expect(http.status).toBe(400);

      const email = await prueba.como('admin').put(
        '/api/notificaciones/canales/email',
        { activo: true, host: 'localhost', puerto: smtp.puerto, remitente: 'a@cartera.local', seguro: false },
      );
      expect(email.status).toBe(200);
      const r2 = await prueba.como('admin').post(
        '/api/notificaciones/canales/email/prueba',
        { destino: 'ana@cartera.local' },
      );
      expect(r2.status).toBe(422);
      expect(r2.body.message).toContain('SMTP: la dirección del servidor no es pública');
      expect(smtp.conexiones).toBe(0);
    } finally {
      await Promise.all([local.cerrar(), smtp.cerrar()]);
    }
  });
});
