// Mi Ruta: la ruta del día (al abrir y por el trabajo de la mañana), las gestiones de visita con sus reglas y la
// cartera del cobrador en todo lo nuevo, contra PostgreSQL real.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { randomUUID } from 'node:crypto';
import { COLA_RUTAS_DEL_DIA } from '../src/mi-ruta/rutas-del-dia';
import { ESQUEMA_COLA } from '../src/cola/cola';
import { ColaService } from '../src/cola/cola.service';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';
import { crearUsuario } from './support/fabricas';

describe('Mi Ruta', () => {
  const hoy = hoyBogota();
  /** Préstamos de cobrador1: atrasado (3 cuotas vencidas y una hoy), al día (la primera cuota es hoy). */
  let atrasado: Json;
  let alDia: Json;
  /** Préstamo de cobrador2. */
  let ajeno: Json;

  const pedir = (
    metodo: 'GET' | 'POST',
    ruta: string,
    token: string,
    cuerpo?: unknown,
    cabeceras?: Record<string, string>,
  ) => prueba.pedir({ metodo, ruta, token, cuerpo, cabeceras });

  /** Un préstamo sin interés, amortizable, de un cliente nuevo `nombre` del cobrador: 40.000 en 4 semanas si no se dice. */
  const prestamoPara = async (
    cobradorId: string,
    fechaInicio: string,
    nombre: string,
    terminos: Record<string, unknown> = { monto: 40000, cuotas: 4, modalidad: 'semanal' },
  ) => {
    const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId, nombre });
    return crearPrestamoPrueba(prueba, tokens.admin, {
      cliente: cliente.id,
      interes: 0,
      tipoAmortizacion: 'amortizable',
      fechaInicio,
      ...terminos,
    });
  };

  const { prueba, tokens, ids } = usarAppPrueba(async () => {
    atrasado = await prestamoPara(ids.cobrador1, sumarDias(hoy, -21), 'Ana Atrasada');
    alDia = await prestamoPara(ids.cobrador1, hoy, 'Beto Aldía');
    ajeno = await prestamoPara(ids.cobrador2, sumarDias(hoy, -7), 'Carla Ajena');
  });

  describe('GET /api/mi-ruta', () => {
    it('la primera apertura genera la ruta del día del cobrador, con sólo su cartera y lo que se debe hoy', async () => {
      const [{ n: antes }] = await prueba.dataSource.query(
        `SELECT count(*)::int AS n FROM rutas WHERE cobrador_id = $1 AND fecha = $2`,
        [ids.cobrador1, hoy],
      );
      expect(antes).toBe(0);
      const r = await pedir('GET', '/api/mi-ruta', tokens.cobrador1);
      expect(r.status).toBe(200);
      const dia = r.body.data;
      expect(dia.fecha).toBe(hoy);
      expect(dia.ruta._id).toEqual(expect.any(String));
      expect(dia.cobrador._id).toBe(ids.cobrador1);
      const nombres = dia.paradas.map((p: Json) => p.cliente.nombre);
      expect(nombres).toEqual(expect.arrayContaining(['Ana Atrasada', 'Beto Aldía']));
      expect(nombres).not.toContain('Carla Ajena');
      expect(dia.paradas.map((p: Json) => p.orden)).toEqual(dia.paradas.map((_: Json, i: number) => i + 1));
      // El atrasado primero (la ruta empieza por los más atrasados sin coordenadas).
      expect(dia.paradas[0].cliente.nombre).toBe('Ana Atrasada');
      const pa = dia.paradas[0].prestamos[0];
      // 4 cuotas semanales de 10.000 desde hace 21 días: vencidas las de hace 14 y 7 días, hoy la tercera.
      expect(pa).toMatchObject({
        _id: atrasado._id,
        cuotaHoy: 10000,
        vencido: 20000,
        diasVencido: 14,
        ultimoPago: null,
        cobradoHoy: 0,
        gestionHoy: null,
      });
      const pb = dia.paradas.find((p: Json) => p.cliente.nombre === 'Beto Aldía').prestamos[0];
      expect(pb).toMatchObject({ _id: alDia._id, vencido: 0, diasVencido: 0 });
      expect(dia.progreso).toMatchObject({ paradas: dia.paradas.length, visitadas: 0, cobrado: 0 });
      expect(dia.progreso.porCobrar).toBe(
        dia.paradas
          .flatMap((p: Json) => p.prestamos)
          .reduce((s: number, p: Json) => s + p.cuotaHoy + p.vencido, 0),
      );
      // La generó el sistema, no el cobrador.
      const [ruta] = await prueba.dataSource.query(`SELECT tipo, generada_por FROM rutas WHERE id = $1`, [
        dia.ruta._id,
      ]);
      expect(ruta).toEqual({ tipo: 'todos', generada_por: null });
    });

    it('abrirla otra vez (o dos a la vez) no genera otra: la misma ruta', async () => {
      const [a, b] = await Promise.all([
        pedir('GET', '/api/mi-ruta', tokens.cobrador1),
        pedir('GET', '/api/mi-ruta', tokens.cobrador1),
      ]);
      expect(a.body.data.ruta._id).toBe(b.body.data.ruta._id);
      const [{ n }] = await prueba.dataSource.query(
        `SELECT count(*)::int AS n FROM rutas WHERE cobrador_id = $1 AND fecha = $2`,
        [ids.cobrador1, hoy],
      );
      expect(n).toBe(1);
    });

    it('la oficina pide la de un cobrador; sin cobrador es un 400 en español y nada cambia', async () => {
      const sin = await pedir('GET', '/api/mi-ruta', tokens.admin);
      expect(sin.status).toBe(400);
      expect(sin.body.errors.cobradorId[0]).toMatch(/cobrador/);
      const otro = await pedir('GET', `/api/mi-ruta?cobradorId=${randomUUID()}`, tokens.admin);
      expect(otro.status).toBe(400);
      const con = await pedir('GET', `/api/mi-ruta?cobradorId=${ids.cobrador2}`, tokens.admin);
      expect(con.status).toBe(200);
      expect(con.body.data.paradas.map((p: Json) => p.cliente.nombre)).toEqual(['Carla Ajena']);
    });

    it('un cobrador no puede ver la ruta de otro aunque lo pida', async () => {
      const r = await pedir('GET', `/api/mi-ruta?cobradorId=${ids.cobrador1}`, tokens.cobrador2);
      expect(r.status).toBe(200);
      expect(r.body.data.cobrador._id).toBe(ids.cobrador2);
      expect(r.body.data.paradas.map((p: Json) => p.cliente.nombre)).toEqual(['Carla Ajena']);
    });

    it('cada parada trae la cédula de su cliente, como la guarda Clientes, y sólo de los clientes de su cartera', async () => {
      const r = await pedir('GET', '/api/mi-ruta', tokens.cobrador1);
      const paradas: Json[] = r.body.data.paradas;
      const guardadas: Array<{ id: string; cedula: string }> = await prueba.dataSource.query(
        `SELECT id, cedula FROM clientes WHERE id = ANY($1)`,
        [paradas.map((p) => p.cliente._id)],
      );
      expect(paradas.map((p) => [p.cliente._id, p.cliente.cedula])).toEqual(
        expect.arrayContaining(guardadas.map((c) => [c.id, c.cedula])),
      );
      expect(paradas.every((p) => /^\d{11}$/.test(p.cliente.cedula))).toBe(true);
      // La de Carla (cartera de cobrador2) no viaja en el día de cobrador1.
      const [{ cedula: deCarla }] = await prueba.dataSource.query(
        `SELECT c.cedula FROM clientes c JOIN prestamos p ON p.cliente_id = c.id WHERE p.id = $1`,
        [ajeno._id],
      );
      expect(JSON.stringify(r.body.data)).not.toContain(deCarla);
    });

    it('un cliente cedido a otro cobrador después de generar la ruta sale de ella', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource, {
        cobradorId: ids.cobrador2,
        nombre: 'Dora Cedida',
      });
      const p = await crearPrestamoPrueba(prueba, tokens.admin, {
        cliente: cliente.id,
        monto: 10000,
        interes: 0,
        cuotas: 2,
        tipoAmortizacion: 'amortizable',
        fechaInicio: hoy,
      });
      // Ruta de cobrador2 generada de nuevo por la oficina con Dora.
      await pedir('POST', '/api/rutas/generar', tokens.admin, {
        fecha: hoy,
        tipo: 'todos',
        cobradorId: ids.cobrador2,
      });
      let r = await pedir('GET', '/api/mi-ruta', tokens.cobrador2);
      expect(r.body.data.paradas.map((x: Json) => x.cliente.nombre)).toContain('Dora Cedida');
      expect(r.body.data.paradas.find((x: Json) => x.cliente._id === cliente.id).cliente.cedula).toBe(cliente.cedula);
      // Cliente y préstamo pasan a cobrador1 (la cartera es la del cliente o la del préstamo).
      await prueba.dataSource.query(`UPDATE clientes SET cobrador_id = $2 WHERE id = $1`, [
        cliente.id,
        ids.cobrador1,
      ]);
      await prueba.dataSource.query(`UPDATE prestamos SET cobrador_id = $2 WHERE id = $1`, [
        p._id,
        ids.cobrador1,
      ]);
      r = await pedir('GET', '/api/mi-ruta', tokens.cobrador2);
      expect(r.body.data.paradas.map((x: Json) => x.cliente.nombre)).not.toContain('Dora Cedida');
      expect(JSON.stringify(r.body.data)).not.toContain(cliente.cedula);
      const prestamos = r.body.data.paradas.flatMap((x: Json) => x.prestamos.map((y: Json) => y._id));
      expect(prestamos).not.toContain(p._id);
      await prueba.dataSource.query(`UPDATE prestamos SET estado = 'cancelado' WHERE id = $1`, [p._id]);
    });

    it('un cobro de hoy se ve en la parada (visitada, cobrado, último pago) y en el progreso', async () => {
      const cobro = await pedir(
        'POST',
        '/api/cobros',
        tokens.cobrador1,
        { prestamo: atrasado._id, monto: 15000, fecha: hoy },
        { 'Idempotency-Key': randomUUID() },
      );
      expect(cobro.status).toBe(201);
      const dia = (await pedir('GET', '/api/mi-ruta', tokens.cobrador1)).body.data;
      const parada = dia.paradas.find((p: Json) => p.cliente.nombre === 'Ana Atrasada');
      expect(parada.visitada).toBe(true);
      expect(parada.prestamos[0]).toMatchObject({
        cobradoHoy: 15000,
        ultimoPago: { fecha: hoy, monto: 15000 },
        vencido: 5000,
        cuotaHoy: 10000,
      });
      expect(dia.progreso.visitadas).toBe(1);
      expect(dia.progreso.cobrado).toBe(15000);
    });
  });

  describe('gestiones', () => {
    const gestion = (cuerpo: Record<string, unknown>, token = tokens.cobrador1, clave: string = randomUUID()) =>
      pedir('POST', '/api/gestiones', token, cuerpo, { 'Idempotency-Key': clave });
    const contar = async () =>
      (await prueba.dataSource.query(`SELECT count(*)::int AS n FROM gestiones`))[0].n as number;

    it('una promesa de pago se guarda, sale en el historial del préstamo y en la parada de hoy', async () => {
      const r = await gestion({
        prestamo: alDia._id,
        resultado: 'promesa',
        fechaPromesa: sumarDias(hoy, 2),
        montoPromesa: 10000,
      });
      expect(r.status).toBe(201);
      expect(r.body.data).toMatchObject({
        prestamo: { _id: alDia._id },
        cobrador: { _id: ids.cobrador1 },
        fecha: hoy,
        resultado: 'promesa',
        montoPromesa: 10000,
        estadoPromesa: 'pendiente',
      });
      const historial = await pedir('GET', `/api/gestiones/prestamo/${alDia._id}`, tokens.admin);
      expect(historial.status).toBe(200);
      expect(historial.body.data.map((g: Json) => g._id)).toContain(r.body.data._id);
      const dia = (await pedir('GET', '/api/mi-ruta', tokens.cobrador1)).body.data;
      const parada = dia.paradas.find((p: Json) => p.cliente.nombre === 'Beto Aldía');
      expect(parada.visitada).toBe(true);
      expect(parada.prestamos[0].gestionHoy).toEqual({
        resultado: 'promesa',
        fechaPromesa: sumarDias(hoy, 2),
        montoPromesa: 10000,
      });
    });

    it('la misma Idempotency-Key dos veces guarda una sola gestión', async () => {
      const clave = randomUUID();
      const antes = await contar();
      const a = await gestion({ prestamo: alDia._id, resultado: 'no_estaba' }, tokens.cobrador1, clave);
      const b = await gestion({ prestamo: alDia._id, resultado: 'no_estaba' }, tokens.cobrador1, clave);
      expect(a.status).toBe(201);
      expect(b.status).toBe(201);
      expect(b.headers['idempotent-replayed']).toBe('true');
      expect(b.body.data._id).toBe(a.body.data._id);
      expect(await contar()).toBe(antes + 1);
    });

    it.each([
      [{ resultado: 'promesa', montoPromesa: 5000 }, 'fechaPromesa', /fecha/],
      [{ resultado: 'promesa', fechaPromesa: 'mañana', montoPromesa: 5000 }, 'fechaPromesa', /fecha/i],
      [{ resultado: 'promesa', fechaPromesa: '2099-01-01' }, 'montoPromesa', /cuánto/],
      [{ resultado: 'promesa', fechaPromesa: '2000-01-01', montoPromesa: 5000 }, 'fechaPromesa', /anterior/],
      [{ resultado: 'promesa', fechaPromesa: '2099-01-01', montoPromesa: -3 }, 'montoPromesa', /onto/],
      [{ resultado: 'no_estaba', montoPromesa: 5000 }, 'montoPromesa', /sólo van con una promesa/],
      [{ resultado: 'otro' }, 'nota', /Describa/],
      [{ resultado: 'se_fue' }, 'resultado', /no estaba, promesa/],
      [{ resultado: 'no_estaba', fecha: '2099-01-01' }, 'fecha', /posterior a hoy/],
      [{ resultado: 'no_estaba', fecha: '2000-01-01' }, 'fecha', /últimos/],
    ])('%j es un 400 en %s y no guarda nada', async (cuerpo, campo, mensaje) => {
      const antes = await contar();
      const r = await gestion({ prestamo: alDia._id, ...cuerpo });
      expect(r.status).toBe(400);
      expect(r.body.errors[campo].join(' ')).toMatch(mensaje);
      expect(await contar()).toBe(antes);
    });

    it('un cobrador no registra ni lee gestiones de un préstamo ajeno; un préstamo que no existe es 400 / 404', async () => {
      const antes = await contar();
      const r = await gestion({ prestamo: ajeno._id, resultado: 'no_estaba' }, tokens.cobrador1);
      expect(r.status).toBe(403);
      expect(r.body.message).toMatch(/permisos/);
      expect(await contar()).toBe(antes);
      expect((await pedir('GET', `/api/gestiones/prestamo/${ajeno._id}`, tokens.cobrador1)).status).toBe(403);
      expect((await gestion({ prestamo: randomUUID(), resultado: 'no_estaba' })).status).toBe(400);
      expect((await pedir('GET', `/api/gestiones/prestamo/${randomUUID()}`, tokens.admin)).status).toBe(404);
    });

    it('un préstamo que ya no se cobra responde 409 en español (el conflicto de una visita sin señal)', async () => {
      const p = await prestamoPara(ids.cobrador1, hoy, 'Elsa Pagada', { monto: 10000, cuotas: 1 });
      const pago = await pedir('POST', '/api/cobros', tokens.admin, { prestamo: p._id, monto: 10000, fecha: hoy });
      expect(pago.status).toBe(201);
      const antes = await contar();
      const r = await gestion({ prestamo: p._id, resultado: 'no_estaba' });
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('PRESTAMO_CERRADO');
      expect(r.body.message).toMatch(new RegExp(`préstamo #${p.numero} está pagado`));
      expect(await contar()).toBe(antes);
    });

    it('promesas por cobrador: cumplidas, incumplidas y pendientes; un cobrador ve sólo las suyas', async () => {
      // cobrador2: una que se cumple hoy (promesa de 5.000 y cobro de 5.000), otra de hace días sin pago (incumplida).
      const cumplida = await gestion(
        { prestamo: ajeno._id, resultado: 'promesa', fechaPromesa: hoy, montoPromesa: 5000 },
        tokens.cobrador2,
      );
      expect(cumplida.status).toBe(201);
      const cobro = await pedir('POST', '/api/cobros', tokens.cobrador2, {
        prestamo: ajeno._id,
        monto: 5000,
        fecha: hoy,
      });
      expect(cobro.status).toBe(201);
      const vieja = await gestion(
        {
          prestamo: ajeno._id,
          resultado: 'promesa',
          fecha: sumarDias(hoy, -10),
          fechaPromesa: sumarDias(hoy, -8),
          montoPromesa: 7000,
        },
        tokens.admin,
      );
      expect(vieja.status).toBe(201);
      expect(vieja.body.data.cobrador._id).toBe(ids.cobrador2);
      expect(vieja.body.data.estadoPromesa).toBe('incumplida');

      const desde = sumarDias(hoy, -30);
      const hasta = sumarDias(hoy, 30);
      const todas = await pedir('GET', `/api/gestiones/promesas?desde=${desde}&hasta=${hasta}`, tokens.admin);
      expect(todas.status).toBe(200);
      const de2 = todas.body.data.find((x: Json) => x.cobrador._id === ids.cobrador2);
      expect(de2).toMatchObject({
        promesas: 2,
        cumplidas: 1,
        incumplidas: 1,
        pendientes: 0,
        montoPrometido: 12000,
      });
      const de1 = todas.body.data.find((x: Json) => x.cobrador._id === ids.cobrador1);
      expect(de1).toMatchObject({ promesas: 1, cumplidas: 0, incumplidas: 0, pendientes: 1 });
      const historial = (await pedir('GET', `/api/gestiones/prestamo/${ajeno._id}`, tokens.cobrador2)).body.data;
      expect(historial.find((g: Json) => g._id === cumplida.body.data._id).estadoPromesa).toBe('cumplida');

      const propias = await pedir('GET', `/api/gestiones/promesas?desde=${desde}&hasta=${hasta}`, tokens.cobrador1);
      expect(propias.body.data.map((x: Json) => x.cobrador._id)).toEqual([ids.cobrador1]);
      const mal = await pedir('GET', `/api/gestiones/promesas?desde=${hasta}&hasta=${desde}`, tokens.admin);
      expect(mal.status).toBe(400);
    });
  });

  describe('el trabajo de la mañana', () => {
    // Su cron (5:00 de Bogotá) lo comprueba horas.e2e-spec con TAREAS_PROGRAMADAS, como los demás trabajos programados.
    it('genera la ruta de cada cobrador activo sin ruta, sin duplicar', async () => {
      // Un cobrador activo nuevo con cartera y uno inactivo con cartera; cobrador1 ya tiene la de hoy.
      const nuevo = await crearUsuario(prueba.dataSource, { rol: 'cobrador' });
      const inactivo = await crearUsuario(prueba.dataSource, { rol: 'cobrador' });
      await prestamoPara(nuevo.id, sumarDias(hoy, -7), 'Fabio Nuevo');
      await prestamoPara(inactivo.id, sumarDias(hoy, -7), 'Gina Inactiva');
      await prueba.dataSource.query(`UPDATE usuarios SET estado = 'inactivo' WHERE id = $1`, [inactivo.id]);
      const [previa] = await prueba.dataSource.query(
        `SELECT id FROM rutas WHERE cobrador_id = $1 AND fecha = $2`,
        [ids.cobrador1, hoy],
      );

      await prueba.app.get(ColaService).dispararAhora(COLA_RUTAS_DEL_DIA);
      const limite = Date.now() + 30_000;
      const rutasDe = (id: string) =>
        prueba.dataSource.query(`SELECT id FROM rutas WHERE cobrador_id = $1 AND fecha = $2`, [
          id,
          hoy,
        ]) as Promise<Json[]>;
      while ((await rutasDe(nuevo.id)).length === 0) {
        if (Date.now() > limite) throw new Error('El trabajo de la mañana no generó la ruta');
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(await rutasDe(inactivo.id)).toEqual([]);
      expect(await rutasDe(ids.cobrador1)).toEqual([previa]);
      await prueba.app.get(ColaService).dispararAhora(COLA_RUTAS_DEL_DIA);
      // La segunda vuelta terminada (pg-boss guarda el trabajo completado), no una espera fija.
      const completadas = async () =>
        Number(
          (
            await prueba.dataSource.query(
              `SELECT count(*) AS n FROM ${ESQUEMA_COLA}.job WHERE name = $1 AND state = 'completed'`,
              [COLA_RUTAS_DEL_DIA],
            )
          )[0].n,
        );
      while ((await completadas()) < 2) {
        if (Date.now() > limite) throw new Error('La segunda vuelta del trabajo de la mañana no terminó');
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(await rutasDe(nuevo.id)).toHaveLength(1);
      const [auditoria] = await prueba.dataSource.query(
        `SELECT usuario FROM auditoria WHERE accion = 'Generar rutas de cobro' AND datos_nuevos->>'cobradorId' = $1`,
        [nuevo.id],
      );
      expect(auditoria.usuario).toBe('Sistema');
    });
  });
});
