// Centro de notificaciones sobre partes reales: un servidor SMTP local (smtp-server) y un servidor HTTP local como
// proveedor de SMS/WhatsApp, la cola pg-boss sobre el PostgreSQL de las pruebas y dos procesos de API sobre la misma
// base para comprobar que un mensaje programado sale a su hora y una sola vez.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { crearApp } from '../src/app.module';
import { leerConfiguracion } from '../src/config/configuracion';
import { AutomaticosService } from '../src/notificaciones/automaticos.service';
import { MENSAJES_CANALES } from '../src/notificaciones/canales/canales.service';
import {
  CLAVE_RESPALDOS_PRUEBAS,
  crearAppPrueba,
  resolverConfiguracionPrueba,
  SECRETO_PRUEBAS,
  type AppPrueba,
  type Json,
} from './support/app-prueba';
import { PRESTAMO_CORTO, crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';
import { proveedorLocal, type ProveedorLocal } from './support/proveedor-local';
import { envioDeSistema } from './support/notificaciones';

const ENTORNO_COLA = {
  NOTIFICACIONES_SONDEO_MS: '500',
  NOTIFICACIONES_REINTENTOS: '2',
  NOTIFICACIONES_REINTENTO_SEGUNDOS: '1',
};

interface Correo {
  de: string;
  para: string[];
  texto: string;
}

/** Servidor SMTP en un puerto libre que guarda cada correo recibido (con usuario y contraseña). */
async function servidorSmtp(): Promise<{ puerto: number; correos: Correo[]; cerrar(): Promise<void> }> {
  const correos: Correo[] = [];
  const servidor = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _sesion, responder) {
      if (auth.username === 'avisos' && auth.password === 'clave-smtp')
        return responder(null, { user: 'avisos' });
      return responder(new Error('Credenciales inválidas'));
    },
    onData(flujo, sesion, responder) {
      const partes: Buffer[] = [];
      flujo.on('data', (parte: Buffer) => partes.push(parte));
      flujo.on('end', () => {
        correos.push({
          de: sesion.envelope.mailFrom ? sesion.envelope.mailFrom.address : '',
          para: sesion.envelope.rcptTo.map((r) => r.address),
          texto: Buffer.concat(partes).toString('utf8'),
        });
        responder();
      });
    },
    logger: false,
  });
  await new Promise<void>((listo) => servidor.listen(0, '127.0.0.1', listo));
  const puerto = (servidor.server.address() as AddressInfo).port;
  return { puerto, correos, cerrar: () => new Promise((listo) => servidor.close(() => listo())) };
}

/** Cuerpo de un correo quoted-printable (nodemailer) como texto. */
function decodificarQuotedPrintable(texto: string): string {
  const sinCortes = texto.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < sinCortes.length; i++) {
    const hex = sinCortes.slice(i + 1, i + 3);
    if (sinCortes[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(sinCortes[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8').replace(/\r?\n/g, ' ');
}

async function esperarHasta<T>(
  descripcion: string,
  leer: () => Promise<T>,
  cumple: (valor: T) => boolean,
  ms = 20_000,
): Promise<T> {
  const limite = Date.now() + ms;
  let valor = await leer();
  while (!cumple(valor)) {
    if (Date.now() > limite)
      throw new Error(`Tiempo agotado esperando ${descripcion}: ${JSON.stringify(valor)}`);
    await new Promise((r) => setTimeout(r, 200));
    valor = await leer();
  }
  return valor;
}

describe('notificaciones', () => {
  let prueba: AppPrueba;
  let admin: string;
  let smtp: Awaited<ReturnType<typeof servidorSmtp>>;
  let http: ProveedorLocal;

  beforeAll(async () => {
    [prueba, smtp, http] = await Promise.all([
      crearAppPrueba({ entorno: ENTORNO_COLA }),
      servidorSmtp(),
      proveedorLocal(),
    ]);
    admin = await prueba.token('admin');
  });
  afterAll(async () => {
    await prueba?.cerrar();
    await Promise.all([smtp?.cerrar(), http?.cerrar()]);
  });

  const notificacion = async (id: string) =>
    (await prueba.como('admin').get(`/api/notificaciones/${id}`)).body.data;
  const destinatarios = async (id: string) =>
    (await prueba.como('admin').get(`/api/notificaciones/${id}/destinatarios?limit=100`)).body.data;
  const configurarHttp = (canal: 'sms' | 'whatsapp', url: string) =>
    prueba.como('admin').put(`/api/notificaciones/canales/${canal}`, {
      activo: true,
      url,
      token: 'token-secreto',
      cuerpo: '{"to": "{{telefono}}", "message": "{{mensaje}}", "ref": "{{id}}"}',
    });

  describe('canales', () => {
    it('el admin configura el email; la contraseña no sale por la API, se guarda cifrada y el cambio se audita', async () => {
      const r = await prueba.como('admin').put('/api/notificaciones/canales/email', {
        activo: true,
        host: '127.0.0.1',
        puerto: smtp.puerto,
        usuario: 'avisos',
        contrasena: 'clave-smtp',
        remitente: 'Cartera <avisos@cartera.local>',
        seguro: false,
      });
      expect(r.status).toBe(200);
      expect(JSON.stringify(r.body)).not.toContain('clave-smtp');
      expect(r.body.data).toMatchObject({
        canal: 'email',
        activo: true,
        secretoConfigurado: true,
        ajustes: { host: '127.0.0.1', usuario: 'avisos' },
      });
      const lista = await prueba.como('admin').get('/api/notificaciones/canales');
      expect(lista.body.data.map((c: Json) => c.canal)).toEqual(['email', 'sms', 'whatsapp']);
      expect(JSON.stringify(lista.body)).not.toContain('clave-smtp');
      const [fila] = await prueba.dataSource.query(
        `SELECT secreto FROM notificaciones_canales WHERE canal = 'email'`,
      );
      expect(fila.secreto).toMatch(/^v2:v0:/);
      expect(fila.secreto).not.toContain('clave-smtp');
      const [evento] = await prueba.dataSource.query(
        `SELECT detalles, datos_nuevos::text AS nuevos FROM auditoria WHERE accion = 'Configurar canal de notificaciones' ORDER BY fecha DESC LIMIT 1`,
      );
      expect(evento.detalles).toContain('Canal email activo');
      expect(evento.nuevos).not.toContain('clave-smtp');
    });

    it('sólo el admin ve y cambia los canales', async () => {
      expect((await prueba.como('gerente').get('/api/notificaciones/canales')).status).toBe(403);
      expect((await prueba.como('gerente').put('/api/notificaciones/canales/sms', {})).status).toBe(403);
    });

    it('rechaza una plantilla de cuerpo que no produce JSON, en español', async () => {
      const r = await prueba
        .como('admin')
        .put('/api/notificaciones/canales/sms', {
          activo: true,
          url: http.url,
          cuerpo: '{"to": {{telefono}}',
        });
      expect(r.status).toBe(400);
      expect(r.body.errors.cuerpo[0]).toBe('La plantilla del cuerpo no produce un JSON válido');
    });

    it('el mensaje de prueba llega al servidor SMTP', async () => {
      const antes = smtp.correos.length;
      const r = await prueba
        .como('admin')
        .post('/api/notificaciones/canales/email/prueba', { destino: 'prueba@cartera.local' });
      expect(r.status).toBe(200);
      expect(smtp.correos.length).toBe(antes + 1);
      expect(smtp.correos.at(-1)).toMatchObject({
        de: 'avisos@cartera.local',
        para: ['prueba@cartera.local'],
      });
      expect(smtp.correos.at(-1)!.texto).toContain('Subject: Mensaje de prueba de Cartera');
    });

    it('unos ajustes guardados que no son del canal no se usan: 422 con su mensaje y no sale nada', async () => {
      const [antes] = await prueba.dataSource.query(
        `SELECT ajustes::text AS ajustes, activo FROM notificaciones_canales WHERE canal = 'sms'`,
      );
      await prueba.dataSource.query(
        `UPDATE notificaciones_canales SET ajustes = '{"url": 5, "cuerpo": "{}"}', activo = true WHERE canal = 'sms'`,
      );
      const llamadas = http.llamadas.length;
      const r = await prueba.como('admin').post('/api/notificaciones/canales/sms/prueba', { destino: '3001234567' });
      expect(r.status).toBe(422);
      expect(r.body.message).toBe(MENSAJES_CANALES.ajustesInvalidos('sms'));
      expect(http.llamadas.length).toBe(llamadas);
      await prueba.dataSource.query(
        `UPDATE notificaciones_canales SET ajustes = $1::jsonb, activo = $2 WHERE canal = 'sms'`,
        [antes.ajustes, antes.activo],
      );
    });
  });

  describe('envío', () => {
    it('el email llega al servidor SMTP con la plantilla renderizada y el historial queda enviado', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource, { nombre: 'Ana Prueba Correo' });
      await prueba.dataSource.query(`UPDATE clientes SET email = 'ana@correo.local' WHERE id = $1`, [
        cliente.id,
      ]);
      await crearPrestamoPrueba(prueba, admin, {
        cliente: cliente.id,
        ...PRESTAMO_CORTO,
      });
      const r = await prueba.como('gerente').post('/api/notificaciones', {
        tipo: 'email',
        categoria: 'recordatorio',
        titulo: 'Cuota de {{cliente}}',
        mensaje:
          'Hola {{cliente}}, su cuota {{numero_cuota}} de {{monto_cuota}} vence el {{fecha_vencimiento}}. Préstamo de {{monto_prestamo}}.',
        destinatarios: 'clientes',
        clienteIds: [cliente.id],
      });
      expect(r.status).toBe(201);
      expect(r.body.message).toBe('Notificación enviada exitosamente');
      expect(r.body.data).toMatchObject({
        tipo: 'email',
        estado: 'pendiente',
        estadisticas: { destinatarios: 1, pendientes: 1 },
      });
      const final = await esperarHasta(
        'el envío del email',
        () => notificacion(r.body.data._id),
        (n) => n.estado !== 'pendiente',
      );
      expect(final).toMatchObject({
        estado: 'enviado',
        estadisticas: { enviados: 1, fallidos: 0, pendientes: 0 },
      });
      const correo = smtp.correos.find((c) => c.para.includes('ana@correo.local'))!;
      expect(correo.texto).toContain('Subject: Cuota de Ana Prueba Correo');
      expect(decodificarQuotedPrintable(correo.texto)).toMatch(
        /Hola Ana Prueba Correo, su cuota 1 de \$\s?10\.000 vence el \d\d\/\d\d\/\d{4}\. Préstamo de \$\s?40\.000\./,
      );
      const [d] = await destinatarios(r.body.data._id);
      expect(d).toMatchObject({ estado: 'enviado', intentos: 1, direccion: 'ana@correo.local', error: null });
    });

    it('un grupo filtrado (clientes en mora de un cobrador) recibe el WhatsApp por el proveedor HTTP', async () => {
      expect((await configurarHttp('whatsapp', http.url)).status).toBe(200);
      const cobrador2 = await prueba.cuenta('cobrador2');
      // Cuotas semanales desde hace 20 días: dos vencidas y dos por venir (mora, no vencido).
      const hace20 = sumarDias(hoyBogota(), -20);
      const enMora = [];
      for (const nombre of ['Mora Uno', 'Mora Dos']) {
        const c = await crearClientePrueba(prueba.dataSource, { nombre, cobradorId: cobrador2.id });
        await crearPrestamoPrueba(prueba, admin, {
          cliente: c.id,
          ...PRESTAMO_CORTO,
          modalidad: 'semanal',
          fechaInicio: hace20,
          cobrador: cobrador2.id,
        });
        enMora.push(c);
      }
      // Al día, del mismo cobrador: no entra en el grupo.
      const alDia = await crearClientePrueba(prueba.dataSource, {
        nombre: 'Al Día',
        cobradorId: cobrador2.id,
      });
      await crearPrestamoPrueba(prueba, admin, {
        cliente: alDia.id,
        ...PRESTAMO_CORTO,
        cobrador: cobrador2.id,
      });
      const esperados: Array<{ id: string; telefono: string }> = await prueba.dataSource.query(
        `SELECT DISTINCT cl.id, cl.telefono FROM clientes cl JOIN prestamos p ON p.cliente_id = cl.id
         WHERE p.estado = 'mora' AND p.cobrador_id = $1 AND cl.estado = 'activo'`,
        [cobrador2.id],
      );
      expect(esperados.map((e) => e.id).sort()).toEqual(enMora.map((c) => c.id).sort());

      const antes = http.llamadas.length;
      const r = await prueba.como('admin').post('/api/notificaciones', {
        tipo: 'whatsapp',
        categoria: 'cobranza',
        titulo: 'Aviso',
        mensaje: '{{cliente}}: tiene {{cuotas_vencidas}} cuota(s) vencida(s), saldo {{saldo_pendiente}}',
        destinatarios: 'filtro',
        filtroEstado: 'mora',
        filtroCobradorId: cobrador2.id,
      });
      expect(r.status).toBe(201);
      expect(r.body.data.estadisticas.destinatarios).toBe(2);
      await esperarHasta(
        'el envío por WhatsApp',
        () => notificacion(r.body.data._id),
        (n) => n.estado === 'enviado',
      );
      const nuevas = http.llamadas.slice(antes);
      expect(nuevas).toHaveLength(2);
      expect(nuevas.map((l) => l.cuerpo.to).sort()).toEqual(esperados.map((e) => e.telefono).sort());
      for (const llamada of nuevas) {
        expect(llamada.cabeceras.authorization).toBe('Bearer token-secreto');
        expect(llamada.cuerpo.message).toMatch(
          /^Mora (Uno|Dos): tiene \d+ cuota\(s\) vencida\(s\), saldo \$\s?[\d.]+$/,
        );
      }
    });

    it('un proveedor que falla se reintenta y el destinatario queda fallido con el error', async () => {
      const caido = await proveedorLocal();
      caido.estado.codigo = 503;
      try {
        expect((await configurarHttp('sms', caido.url)).status).toBe(200);
        const cliente = await crearClientePrueba(prueba.dataSource, { nombre: 'Cliente Sin Suerte' });
        const r = await prueba
          .como('admin')
          .post(
            '/api/notificaciones',
            envioDeSistema('sms', 'Hola', 'Hola {{cliente}}', { destinatarios: 'clientes', clienteIds: [cliente.id] }),
          );
        expect(r.status).toBe(201);
        const final = await esperarHasta(
          'el fallo definitivo',
          () => notificacion(r.body.data._id),
          (n) => n.estado === 'fallido',
          30_000,
        );
        expect(final.estadisticas).toMatchObject({ enviados: 0, fallidos: 1, pendientes: 0 });
        // Un intento y dos reintentos (NOTIFICACIONES_REINTENTOS=2).
        expect(caido.llamadas).toHaveLength(3);
        const [d] = await destinatarios(r.body.data._id);
        expect(d).toMatchObject({ estado: 'fallido', intentos: 3 });
        expect(d.error).toContain('respondió 503');
        const [trabajo] = await prueba.dataSource.query(
          `SELECT state, retry_count FROM pgboss.job WHERE id = $1`,
          [d._id],
        );
        expect(trabajo).toEqual({ state: 'failed', retry_count: 2 });
      } finally {
        await caido.cerrar();
      }
    });

    it('valida los campos obligatorios y las variables desconocidas en español, sin escribir nada', async () => {
      const antes = await prueba.dataSource.query(`SELECT count(*)::int AS n FROM notificaciones`);
      const vacio = await prueba
        .como('admin')
        .post('/api/notificaciones', {
          tipo: 'sms',
          categoria: 'sistema',
          titulo: '',
          mensaje: '  ',
          destinatarios: 'clientes',
        });
      expect(vacio.status).toBe(400);
      expect(vacio.body.errors.titulo).toContain('Complete todos los campos obligatorios');
      expect(vacio.body.errors.mensaje).toContain('Complete todos los campos obligatorios');
      const variable = await prueba
        .como('admin')
        .post('/api/notificaciones', envioDeSistema('sms', 'T', 'Hola {{nombre}}', { destinatarios: 'filtro', filtroEstado: 'todos' }));
      expect(variable.status).toBe(400);
      expect(variable.body.errors.mensaje[0]).toMatch(/^La variable \{\{nombre\}\} no existe/);
      const sistema = await prueba
        .como('admin')
        .post('/api/notificaciones', envioDeSistema('sistema', 'T', 'M', { destinatarios: 'filtro', filtroEstado: 'todos' }));
      expect(sistema.status).toBe(400);
      expect(await prueba.dataSource.query(`SELECT count(*)::int AS n FROM notificaciones`)).toEqual(antes);
    });

    it('el cobrador no envía ni ve el historial', async () => {
      expect((await prueba.como('cobrador1').get('/api/notificaciones')).status).toBe(403);
      const r = await prueba
        .como('cobrador1')
        .post('/api/notificaciones', envioDeSistema('sistema', 'T', 'M', { destinatarios: 'usuarios', usuarioIds: [] }));
      expect(r.status).toBe(403);
    });
  });

  describe('canal sistema y campana', () => {
    it('un aviso a usuarios llega a su bandeja con el contador de no leídas, y se marca leído', async () => {
      const c1 = await prueba.cuenta('cobrador1');
      const base = (await prueba.como('cobrador1').get('/api/notificaciones/bandeja/no-leidas')).body.data
        .noLeidas;
      const reunion = 'Reunión de cobradores a las 7 en {{nombre_empresa}}';
      const r = await prueba
        .como('admin')
        .post('/api/notificaciones', envioDeSistema('sistema', 'Reunión', reunion, { destinatarios: 'usuarios', usuarioIds: [c1.id] }));
      expect(r.status).toBe(201);
      await esperarHasta(
        'la entrega en la bandeja',
        () => notificacion(r.body.data._id),
        (n) => n.estado === 'enviado',
      );
      const bandeja = await prueba.como('cobrador1').get('/api/notificaciones/bandeja?noLeidas=true');
      expect(bandeja.status).toBe(200);
      expect(bandeja.body.noLeidas).toBe(base + 1);
      const aviso = bandeja.body.data.find((a: Json) => a.notificacionId === r.body.data._id);
      expect(aviso).toMatchObject({
        titulo: 'Reunión',
        mensaje: 'Reunión de cobradores a las 7 en Cartera',
        leida: false,
      });
      // El aviso de otra persona no se puede marcar.
      expect(
        (await prueba.como('gerente').post(`/api/notificaciones/bandeja/${aviso._id}/leer`)).status,
      ).toBe(404);
      const leida = await prueba.como('cobrador1').post(`/api/notificaciones/bandeja/${aviso._id}/leer`);
      expect(leida.status).toBe(200);
      expect(leida.body.data.noLeidas).toBe(base);
    });
  });

  describe('programados', () => {
    it('se cancela uno programado: sus entregas salen de la cola', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource);
      const r = await prueba.como('admin').post('/api/notificaciones', {
        tipo: 'whatsapp',
        categoria: 'promocion',
        titulo: 'Promo',
        mensaje: 'Hola {{cliente}}',
        destinatarios: 'clientes',
        clienteIds: [cliente.id],
        programada: new Date(Date.now() + 3_600_000).toISOString(),
      });
      expect(r.body.data.estado).toBe('programado');
      const [d] = await destinatarios(r.body.data._id);
      expect(
        (await prueba.dataSource.query(`SELECT state FROM pgboss.job WHERE id = $1`, [d._id]))[0].state,
      ).toBe('created');
      const c = await prueba.como('admin').post(`/api/notificaciones/${r.body.data._id}/cancelar`);
      expect(c.status).toBe(200);
      expect(c.body.data).toMatchObject({
        estado: 'cancelado',
        estadisticas: { cancelados: 1, pendientes: 0 },
      });
      expect(
        (await prueba.dataSource.query(`SELECT state FROM pgboss.job WHERE id = $1`, [d._id]))[0].state,
      ).toBe('cancelled');
      const otra = await prueba.como('admin').post(`/api/notificaciones/${r.body.data._id}/cancelar`);
      expect(otra.status).toBe(422);
      expect(otra.body.message).toBe('Sólo se puede cancelar una notificación programada');
    });

    it('con dos procesos de API sobre la misma base, un programado sale a su hora y una sola vez', async () => {
      const sumidero = await proveedorLocal();
      let segunda: NestFastifyApplication | undefined;
      try {
        expect((await configurarHttp('whatsapp', sumidero.url)).status).toBe(200);
        const url = (prueba.dataSource.options as { url: string }).url;
        const config = leerConfiguracion({
          NODE_ENV: 'test',
          DATABASE_URL: url,
          JWT_SECRET: SECRETO_PRUEBAS,
          RESPALDOS_CLAVE: CLAVE_RESPALDOS_PRUEBAS,
          DEMO_DATA: '0',
          LOG_LEVEL: 'error',
          ...ENTORNO_COLA,
        });
        segunda = await crearApp(await resolverConfiguracionPrueba(config, url, false));
        const clientes = await Promise.all(
          [1, 2, 3, 4, 5].map((i) => crearClientePrueba(prueba.dataSource, { nombre: `Programado ${i}` })),
        );
        const hora = Date.now() + 4000;
        const r = await prueba.como('admin').post('/api/notificaciones', {
          tipo: 'whatsapp',
          categoria: 'recordatorio',
          titulo: 'Programado',
          mensaje: 'Hola {{cliente}}',
          destinatarios: 'clientes',
          clienteIds: clientes.map((c) => c.id),
          programada: new Date(hora).toISOString(),
        });
        expect(r.status).toBe(201);
        expect(r.body.data.estado).toBe('programado');
        await new Promise((listo) => setTimeout(listo, 1500));
        expect(sumidero.llamadas).toHaveLength(0);
        expect((await notificacion(r.body.data._id)).estado).toBe('programado');
        const final = await esperarHasta(
          'el envío programado',
          () => notificacion(r.body.data._id),
          (n) => n.estado === 'enviado',
          30_000,
        );
        expect(new Date(final.fechaEnvio).getTime()).toBeGreaterThanOrEqual(hora);
        // Tiempo para que un envío duplicado, si lo hubiera, llegue.
        await new Promise((listo) => setTimeout(listo, 1500));
        const referencias = sumidero.llamadas.map((l) => l.cuerpo.ref);
        expect(referencias).toHaveLength(5);
        expect(new Set(referencias).size).toBe(5);
        expect(sumidero.llamadas.map((l) => l.cuerpo.message).sort()).toEqual(
          clientes.map((c) => `Hola ${c.nombre}`).sort(),
        );
      } finally {
        await segunda?.close();
        await sumidero.cerrar();
      }
    });
  });

  describe('mensajes automáticos', () => {
    const organizacion = (cuerpo: Record<string, unknown>) =>
      prueba.pedir({ metodo: 'PUT', ruta: '/api/configuracion/organizacion', token: admin, cuerpo });

    it('el trabajo diario encuentra exactamente las cuotas que vencen mañana, una sola vez', async () => {
      // Préstamos diarios que empiezan hoy: su primera cuota cae el siguiente día hábil, que hace de «mañana».
      const diarioDesdeHoy = {
        monto: 30000,
        interes: 0,
        cuotas: 3,
        modalidad: 'diario',
        tipoAmortizacion: 'amortizable',
      };
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        const c = await crearClientePrueba(prueba.dataSource, { nombre: `Recordatorio ${i}` });
        const p = await crearPrestamoPrueba(prueba, admin, { cliente: c.id, ...diarioDesdeHoy });
        ids.push(p._id);
      }
      const [{ manana }] = await prueba.dataSource.query(
        `SELECT min(fecha_programada)::text AS manana FROM cuotas WHERE prestamo_id = ANY($1::uuid[])`,
        [ids],
      );
      // Una cuota de ese día ya pagada no lleva recordatorio.
      await prueba.como('admin').post('/api/cobros', { prestamo: ids[2], monto: 10000, fecha: hoyBogota() });
      const automaticos = prueba.app.get(AutomaticosService);
      expect(await automaticos.encolarRecordatorios(manana)).toBe(0); // interruptor apagado
      expect(
        (
          await organizacion({
            recordatorioCuota: true,
            nombreEmpresa: 'Créditos Prueba',
            telefonoEmpresa: '6015550000',
          })
        ).status,
      ).toBe(200);
      const encolados = await automaticos.encolarRecordatorios(manana);
      const esperadas: Array<{ id: string }> = await prueba.dataSource.query(
        `SELECT c.id FROM cuotas c JOIN prestamos p ON p.id = c.prestamo_id
         WHERE c.fecha_programada = $1::date AND c.monto_pagado + c.monto_refinanciado < c.monto_total
           AND c.estado <> 'anulada' AND p.estado NOT IN ('pagado', 'cancelado', 'reenganchado')`,
        [manana],
      );
      const encontradas: Array<{ clave: string; mensaje: string }> = await prueba.dataSource.query(
        `SELECT d.clave_origen AS clave, d.notificacion_id AS mensaje
         FROM notificaciones_destinatarios d JOIN notificaciones n ON n.id = d.notificacion_id
         WHERE n.origen = 'recordatorio_cuota'`,
      );
      expect(esperadas.length).toBeGreaterThanOrEqual(2);
      expect(encolados).toBe(esperadas.length);
      expect(encontradas.map((f) => f.clave).sort()).toEqual(
        esperadas.map((e) => `recordatorio:${e.id}`).sort(),
      );
      // Un solo mensaje en el historial para la corrida, con un destinatario por cuota.
      expect(new Set(encontradas.map((f) => f.mensaje)).size).toBe(1);
      const [mensaje] = await prueba.dataSource.query(
        `SELECT total, pendientes, clave_origen FROM notificaciones WHERE id = $1`,
        [encontradas[0]!.mensaje],
      );
      expect(mensaje).toEqual({ total: esperadas.length, pendientes: esperadas.length, clave_origen: null });
      // Otra corrida el mismo día (otra réplica, un reinicio, el admin a mano) no repite nada.
      expect(await automaticos.encolarRecordatorios(manana)).toBe(0);
      // Un préstamo creado después de la corrida: la siguiente encola sólo su cuota, en un mensaje propio.
      {
        const c = await crearClientePrueba(prueba.dataSource, { nombre: 'Recordatorio tarde' });
        const p = await crearPrestamoPrueba(prueba, admin, { cliente: c.id, ...diarioDesdeHoy });
        const [{ nuevas }] = await prueba.dataSource.query(
          `SELECT count(*)::int AS nuevas FROM cuotas WHERE prestamo_id = $1 AND fecha_programada = $2::date`,
          [p._id, manana],
        );
        expect(await automaticos.encolarRecordatorios(manana)).toBe(nuevas);
        const [{ mensajes, destinatarios }] = await prueba.dataSource.query(
          `SELECT count(DISTINCT n.id)::int AS mensajes, count(*)::int AS destinatarios
           FROM notificaciones n JOIN notificaciones_destinatarios d ON d.notificacion_id = n.id
           WHERE n.origen = 'recordatorio_cuota'`,
        );
        expect({ mensajes, destinatarios }).toEqual({
          mensajes: nuevas > 0 ? 2 : 1,
          destinatarios: esperadas.length + nuevas,
        });
        expect(await automaticos.encolarRecordatorios(manana)).toBe(0);
      }
      const aMano = await prueba.como('admin').post('/api/notificaciones/recordatorios', { fecha: manana });
      expect(aMano.status).toBe(200);
      expect(aMano.body.data).toEqual({ fecha: manana, encolados: 0 });
      expect((await prueba.como('gerente').post('/api/notificaciones/recordatorios', {})).status).toBe(403);
      {
        const [m] = await prueba.dataSource.query(
          `SELECT d.mensaje FROM notificaciones_destinatarios d JOIN notificaciones n ON n.id = d.notificacion_id
           WHERE n.origen = 'recordatorio_cuota' LIMIT 1`,
        );
        expect(m.mensaje).toMatch(
          /^Hola .+, le recordamos que mañana \d\d\/\d\d\/\d{4} vence su cuota \d+ por \$\s?[\d.]+\. Créditos Prueba 6015550000$/,
        );
      }
      await organizacion({ recordatorioCuota: false });
    });

    it('un préstamo que entra en mora produce su aviso en la misma transacción, si el interruptor está encendido', async () => {
      expect((await organizacion({ avisoMora: true })).status).toBe(200);
      const c = await crearClientePrueba(prueba.dataSource, { nombre: 'Entra En Mora' });
      const p = await crearPrestamoPrueba(prueba, admin, {
        cliente: c.id,
        ...PRESTAMO_CORTO,
        modalidad: 'semanal',
        fechaInicio: sumarDias(hoyBogota(), -20),
      });
      expect(p.estado).toBe('mora');
      const filas = await prueba.dataSource.query(
        `SELECT d.mensaje FROM notificaciones n JOIN notificaciones_destinatarios d ON d.notificacion_id = n.id
         WHERE n.origen = 'aviso_mora' AND d.cliente_id = $1`,
        [c.id],
      );
      expect(filas).toHaveLength(1);
      expect(filas[0].mensaje).toMatch(
        /^Hola Entra En Mora, su préstamo \d+ tiene \d cuota\(s\) vencida\(s\)/,
      );
      await organizacion({ avisoMora: false });
    });

    it('un cobro produce su recibo con monto, saldo y cobrador', async () => {
      expect((await organizacion({ reciboCobro: true })).status).toBe(200);
      const cobrador2 = await prueba.cuenta('cobrador2');
      const c = await crearClientePrueba(prueba.dataSource, {
        nombre: 'Paga Puntual',
        cobradorId: cobrador2.id,
      });
      const p = await crearPrestamoPrueba(prueba, admin, {
        cliente: c.id,
        ...PRESTAMO_CORTO,
        cobrador: cobrador2.id,
      });
      const cobro = await prueba
        .como('admin')
        .post('/api/cobros', { prestamo: p._id, monto: 15000, fecha: hoyBogota(), cobrador: cobrador2.id });
      expect(cobro.status).toBe(201);
      const filas = await prueba.dataSource.query(
        `SELECT d.mensaje, n.clave_origen FROM notificaciones n JOIN notificaciones_destinatarios d ON d.notificacion_id = n.id
         WHERE n.origen = 'recibo_cobro' AND d.cliente_id = $1`,
        [c.id],
      );
      expect(filas).toHaveLength(1);
      expect(filas[0].clave_origen).toBe(`recibo:${cobro.body.data._id}`);
      // El cobro dice si su recibo salió: en la cola, por el canal de la plantilla.
      const detalle = await prueba.como('admin').get(`/api/cobros/${cobro.body.data._id}`);
      const { recibo } = detalle.body.data;
      expect(recibo.estado).toMatch(/^(pendiente|enviado|programado)$/);
      expect(recibo.canal).toMatch(/^(email|sms|whatsapp|sistema)$/);
      expect(recibo.enviadoEn === null || typeof recibo.enviadoEn === 'string').toBe(true);
      expect(filas[0].mensaje).toMatch(
        /Paga Puntual, recibimos \$\s?15\.000 el .* \(cobrador: .+\)\. Saldo pendiente del préstamo \d+: \$\s?25\.000\./,
      );
      // El recibo en PDF: para quien ve el préstamo; un cobrador ajeno recibe 403.
      const pdf = await prueba.como('admin').get(`/api/notificaciones/recibos/${cobro.body.data._id}/pdf`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(String(pdf.body).startsWith('%PDF')).toBe(true);
      expect(pdf.headers['content-disposition']).toMatch(
        /^attachment; filename="recibo-\d+-\d{4}-\d\d-\d\d\.pdf"/,
      );
      const ajeno = await prueba
        .como('cobrador1')
        .get(`/api/notificaciones/recibos/${cobro.body.data._id}/pdf`);
      expect(ajeno.status).toBe(403);
      await organizacion({ reciboCobro: false });
      // Con los recibos apagados, un cobro no tiene recibo: null.
      const sinRecibo = await prueba
        .como('admin')
        .post('/api/cobros', { prestamo: p._id, monto: 5000, fecha: hoyBogota(), cobrador: cobrador2.id });
      expect(sinRecibo.status).toBe(201);
      const sinDetalle = await prueba.como('admin').get(`/api/cobros/${sinRecibo.body.data._id}`);
      expect(sinDetalle.body.data.recibo).toBeNull();
    });
  });

  describe('plantillas', () => {
    it('CRUD con validación de variables, vista previa con un cliente real y auditoría', async () => {
      const malo = await prueba
        .como('gerente')
        .post('/api/notificaciones/plantillas', {
          nombre: 'Mala',
          tipo: 'sms',
          contenido: 'Hola {{nombre_cliente}}',
          activa: true,
        });
      expect(malo.status).toBe(400);
      expect(malo.body.errors.contenido[0]).toMatch(/^La variable \{\{nombre_cliente\}\} no existe/);
      const creada = await prueba.como('gerente').post('/api/notificaciones/plantillas', {
        nombre: 'Saludo',
        tipo: 'sms',
        contenido: 'Hola {{cliente}}, llame al {{telefono_empresa}}',
        activa: true,
      });
      expect(creada.status).toBe(201);
      expect(creada.body.data).toMatchObject({
        nombre: 'Saludo',
        variables: ['cliente', 'telefono_empresa'],
        uso: null,
      });
      const duplicada = await prueba
        .como('gerente')
        .post('/api/notificaciones/plantillas', {
          nombre: 'saludo',
          tipo: 'sms',
          contenido: 'x',
          activa: true,
        });
      expect(duplicada.status).toBe(409);
      const id = creada.body.data._id;
      const editada = await prueba.como('gerente').put(`/api/notificaciones/plantillas/${id}`, {
        nombre: 'Saludo',
        tipo: 'whatsapp',
        asunto: 'Para {{cliente}}',
        contenido: 'Hola {{cliente}}, debe {{saldo_pendiente}}',
        activa: false,
      });
      expect(editada.status).toBe(200);
      expect(editada.body.data).toMatchObject({ tipo: 'whatsapp', activa: false });
      const cliente = await crearClientePrueba(prueba.dataSource, { nombre: 'Vista Previa' });
      await crearPrestamoPrueba(prueba, admin, {
        cliente: cliente.id,
        monto: 50000,
        interes: 0,
        cuotas: 5,
        tipoAmortizacion: 'amortizable',
      });
      const vista = await prueba.como('gerente').post('/api/notificaciones/plantillas/vista-previa', {
        asunto: 'Para {{cliente}}',
        contenido: 'Hola {{cliente}}, debe {{saldo_pendiente}}; cuota {{monto_cuota}}',
        clienteId: cliente.id,
      });
      expect(vista.status).toBe(200);
      expect(vista.body.data.asunto).toBe('Para Vista Previa');
      expect(vista.body.data.contenido).toMatch(/^Hola Vista Previa, debe \$\s?50\.000; cuota \$\s?10\.000$/);
      const lista = await prueba.como('gerente').get('/api/notificaciones/plantillas?tipo=whatsapp&limit=50');
      expect(lista.body.data.map((p: Json) => p.nombre)).toEqual(
        expect.arrayContaining(['Saludo', 'Recordatorio de cuota']),
      );
      const automatica = lista.body.data.find((p: Json) => p.uso === 'recordatorio_cuota');
      const borrarAutomatica = await prueba
        .como('gerente')
        .delete(`/api/notificaciones/plantillas/${automatica._id}`);
      expect(borrarAutomatica.status).toBe(422);
      expect((await prueba.como('gerente').delete(`/api/notificaciones/plantillas/${id}`)).status).toBe(200);
      const eventos = await prueba.dataSource.query(
        `SELECT accion FROM auditoria WHERE accion LIKE '%plantilla de notificación' ORDER BY fecha`,
      );
      expect(eventos.map((e: Json) => e.accion)).toEqual([
        'Crear plantilla de notificación',
        'Actualizar plantilla de notificación',
        'Eliminar plantilla de notificación',
      ]);
    });
  });

  describe('historial y estadísticas', () => {
    it('filtra en el servidor por tipo, estado, categoría, fechas y búsqueda, paginado', async () => {
      const todas = await prueba.como('admin').get('/api/notificaciones?limit=100');
      expect(todas.status).toBe(200);
      const total = todas.body.meta.total;
      expect(total).toBeGreaterThan(3);
      const porTipo = await prueba.como('admin').get('/api/notificaciones?tipo=email&limit=100');
      expect(porTipo.body.data.length).toBeGreaterThan(0);
      expect(porTipo.body.data.every((n: Json) => n.tipo === 'email')).toBe(true);
      const fallidas = await prueba.como('admin').get('/api/notificaciones?estado=fallido&categoria=sistema');
      expect(fallidas.body.data.every((n: Json) => n.estado === 'fallido' && n.categoria === 'sistema')).toBe(
        true,
      );
      expect(fallidas.body.meta.total).toBeGreaterThanOrEqual(1);
      const busqueda = await prueba
        .como('admin')
        .get(`/api/notificaciones?search=${encodeURIComponent('reunion')}`);
      expect(busqueda.body.data.map((n: Json) => n.titulo)).toEqual(['Reunión']);
      const manana = sumarDias(hoyBogota(), 1);
      const futuro = await prueba.como('admin').get(`/api/notificaciones?desde=${manana}`);
      expect(futuro.body.meta.total).toBe(0);
      const hoy = await prueba
        .como('admin')
        .get(`/api/notificaciones?desde=${hoyBogota()}&hasta=${hoyBogota()}&limit=1&page=2`);
      expect(hoy.body.meta).toMatchObject({ total, page: 2, limit: 1 });
      const stats = await prueba.como('gerente').get('/api/notificaciones/estadisticas');
      expect(stats.status).toBe(200);
      expect(stats.body.data.total).toBe(total);
      const [conteo] = await prueba.dataSource.query(
        `SELECT count(*) FILTER (WHERE estado = 'enviado')::int AS enviado, count(*) FILTER (WHERE estado = 'fallido')::int AS fallido FROM notificaciones`,
      );
      expect(stats.body.data.porEstado).toMatchObject(conteo);
      const malo = await prueba.como('admin').get('/api/notificaciones?estado=perdido');
      expect(malo.status).toBe(400);
    });
  });
});
