// Centro de notificaciones sobre partes reales: un servidor SMTP local (smtp-server) y un servidor HTTP local como
// proveedor de SMS/WhatsApp, y la cola pg-boss sobre el PostgreSQL de las pruebas: los canales, el envío y el canal del
// sistema con su campana, y el historial con sus estadísticas. Los programados (dos procesos de API sobre la misma base:
// sale a su hora y una sola vez), los automáticos y las plantillas, en notificaciones-programados.e2e-spec.ts.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { MENSAJES_CANALES } from '../src/notificaciones/canales/canales.service';
import { type Json } from './support/app-prueba';
import { PRESTAMO_CORTO, crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';
import { proveedorLocal } from './support/proveedor-local';
import { envioDeSistema } from './support/notificaciones';
import { decodificarQuotedPrintable, esperarHasta, usarCentroNotificaciones } from './support/centro-notificaciones';

describe('notificaciones', () => {
  const { prueba, tokens, smtp, http, notificacion, destinatarios, configurarHttp } = usarCentroNotificaciones();

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
      await crearPrestamoPrueba(prueba, tokens.admin, {
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
        await crearPrestamoPrueba(prueba, tokens.admin, {
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
      await crearPrestamoPrueba(prueba, tokens.admin, {
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
      // Las estadísticas de todas las oficinas: las del administrador (un gerente ve las de las suyas).
      const stats = await prueba.como('admin').get('/api/notificaciones/estadisticas');
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
