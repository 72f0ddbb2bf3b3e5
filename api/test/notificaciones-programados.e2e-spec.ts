// Centro de notificaciones sobre partes reales (support/centro-notificaciones.ts): un mensaje programado sale a su hora
// y una sola vez con dos procesos de API sobre la misma base, los mensajes automáticos y las plantillas. Los canales,
// el envío, la campana y el historial, en notificaciones.e2e-spec.ts.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { crearApp } from '../src/app.module';
import { leerConfiguracion } from '../src/config/configuracion';
import { AutomaticosService } from '../src/notificaciones/automaticos.service';
import { CLAVE_RESPALDOS_PRUEBAS, resolverConfiguracionPrueba, SECRETO_PRUEBAS, type Json } from './support/app-prueba';
import { PRESTAMO_CORTO, crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';
import { proveedorLocal } from './support/proveedor-local';
import { ENTORNO_COLA, esperarHasta, usarCentroNotificaciones } from './support/centro-notificaciones';

describe('notificaciones: programados, automáticos y plantillas', () => {
  const { prueba, tokens, notificacion, destinatarios, configurarHttp } = usarCentroNotificaciones();

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
        const url = (prueba.dueno.options as { url: string }).url;
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
      prueba.pedir({ metodo: 'PUT', ruta: '/api/configuracion/organizacion', token: tokens.admin, cuerpo });

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
        const p = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: c.id, ...diarioDesdeHoy });
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
        const p = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: c.id, ...diarioDesdeHoy });
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
      const p = await crearPrestamoPrueba(prueba, tokens.admin, {
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
      const p = await crearPrestamoPrueba(prueba, tokens.admin, {
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
      await crearPrestamoPrueba(prueba, tokens.admin, {
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
});
