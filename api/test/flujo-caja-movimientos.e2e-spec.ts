// Flujo de caja: los movimientos de caja (CRUD auditado, validación en español, la ventana de fechas de la caja y su
// efecto en el flujo del día) y quién lee y cambia qué. Las cifras contra SQL y los exportes, en flujo-caja.e2e-spec.ts.
import { formatearFecha, hoyBogota, sumarDias } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';

describe('flujo de caja: movimientos y permisos', () => {
  const hoy = hoyBogota();

  const pedir = (ruta: string, token = tokens.admin) => prueba.pedir({ metodo: 'GET', ruta, token });
  const movimiento = (cuerpo: Record<string, unknown>, token = tokens.admin) =>
    prueba.pedir({ metodo: 'POST', ruta: '/api/flujo-caja/movimientos', token, cuerpo });

  // La caja empieza hace 150 días con 2.000.000, y tiene un movimiento de antes.
  const { prueba, tokens } = usarAppPrueba(async () => {
    const conf = await prueba.pedir({
      metodo: 'PUT', ruta: '/api/configuracion/organizacion', token: tokens.admin,
      cuerpo: { saldoInicialCaja: 2000000, fechaSaldoInicial: sumarDias(hoy, -150) },
    });
    expect(conf.status).toBe(200);
    const r = await movimiento({ fecha: sumarDias(hoy, -20), tipo: 'egreso', categoria: 'otros', concepto: 'Mov -20', monto: 33000 });
    expect(r.status).toBe(201);
  });

  describe('movimientos', () => {
    it('CRUD auditado, con validación en español', async () => {
      const creado = await movimiento({ fecha: hoy, tipo: 'egreso', categoria: 'gastos', concepto: '  Papelería  ', monto: 25000 }, tokens.gerente);
      expect(creado.status).toBe(201);
      expect(creado.body.message).toBe('Movimiento registrado correctamente');
      expect(creado.body.data).toMatchObject({ fecha: hoy, tipo: 'egreso', categoria: 'gastos', concepto: 'Papelería', monto: 25000 });
      expect(creado.body.data.registradoPor.nombre).toBeTruthy();
      const id = creado.body.data._id;
      const editado = await prueba.pedir({
        metodo: 'PUT', ruta: `/api/flujo-caja/movimientos/${id}`, token: tokens.admin,
        cuerpo: { fecha: hoy, tipo: 'egreso', categoria: 'comisiones', concepto: 'Comisión banco', monto: 3000 },
      });
      expect(editado.status).toBe(200);
      expect(editado.body.data).toMatchObject({ categoria: 'comisiones', monto: 3000 });
      const lista = await pedir(`/api/flujo-caja/movimientos?categoria=comisiones&desde=${hoy}&hasta=${hoy}`);
      expect(lista.status).toBe(200);
      expect(lista.body.data.map((m: Json) => m._id)).toEqual([id]);
      expect(lista.body.meta).toMatchObject({ total: 1, page: 1 });
      const buscado = await pedir(`/api/flujo-caja/movimientos?search=comision`);
      expect(buscado.body.data.map((m: Json) => m._id)).toContain(id);
      const borrado = await prueba.pedir({ metodo: 'DELETE', ruta: `/api/flujo-caja/movimientos/${id}`, token: tokens.admin });
      expect(borrado.status).toBe(200);
      expect((await pedir(`/api/flujo-caja/movimientos/${id}`)).status).toBe(404);
      const eventos: Json[] = await prueba.dataSource.query(
        `SELECT accion FROM auditoria WHERE accion LIKE '%movimiento de caja' ORDER BY fecha`,
      );
      expect(eventos.map((e) => e.accion)).toEqual(expect.arrayContaining([
        'Registrar movimiento de caja', 'Actualizar movimiento de caja', 'Eliminar movimiento de caja',
      ]));
    });

    it('datos inválidos: 400 por campo y nada cambia', async () => {
      const [{ n }]: Json[] = await prueba.dataSource.query(`SELECT count(*)::int AS n FROM movimientos_caja`);
      const r = await movimiento({ fecha: 'ayer', tipo: 'otro', categoria: 'x', concepto: '   ', monto: 10.5 });
      expect(r.status).toBe(400);
      expect(Object.keys(r.body.errors).sort()).toEqual(['categoria', 'concepto', 'fecha', 'monto', 'tipo']);
      expect((await movimiento({ fecha: hoy, tipo: 'ingreso', categoria: 'otros', concepto: 'x', monto: -5 })).status).toBe(400);
      const [{ n: despues }]: Json[] = await prueba.dataSource.query(`SELECT count(*)::int AS n FROM movimientos_caja`);
      expect(despues).toBe(n);
    });

    it('la fecha de un movimiento sigue la ventana de los cobros: ni futura ni anterior al inicio de la caja', async () => {
      const [{ n }]: Json[] = await prueba.dataSource.query(`SELECT count(*)::int AS n FROM movimientos_caja`);
      const base = { tipo: 'ingreso', categoria: 'otros', concepto: 'Aporte', monto: 1000 };
      for (const [fecha, mensaje] of [
        ['2099-01-01', 'La fecha del movimiento no puede ser posterior a hoy'],
        [sumarDias(hoy, 1), 'La fecha del movimiento no puede ser posterior a hoy'],
        ['1900-01-01', `La fecha del movimiento no puede ser anterior al inicio de la caja (${formatearFecha(sumarDias(hoy, -150))})`],
        [sumarDias(hoy, -151), `La fecha del movimiento no puede ser anterior al inicio de la caja (${formatearFecha(sumarDias(hoy, -150))})`],
      ] as const) {
        const r = await movimiento({ ...base, fecha });
        expect({ fecha, status: r.status, error: r.body.errors?.fecha?.[0] }).toEqual({ fecha, status: 400, error: mensaje });
      }
      const [{ id }]: Json[] = await prueba.dataSource.query(`SELECT id FROM movimientos_caja ORDER BY fecha DESC LIMIT 1`);
      const editar = await prueba.pedir({
        metodo: 'PUT', ruta: `/api/flujo-caja/movimientos/${id}`, token: tokens.admin, cuerpo: { ...base, fecha: '2099-12-31' },
      });
      expect(editar.status).toBe(400);
      const [{ n: despues }]: Json[] = await prueba.dataSource.query(`SELECT count(*)::int AS n FROM movimientos_caja`);
      expect(despues).toBe(n);
      expect((await movimiento({ ...base, fecha: sumarDias(hoy, -150) })).status).toBe(201);
    });

    it('un movimiento cambia el flujo del día en su monto', async () => {
      const dia = sumarDias(hoy, -4);
      const antes = (await pedir(`/api/flujo-caja?desde=${dia}&hasta=${dia}`)).body.data;
      await movimiento({ fecha: dia, tipo: 'ingreso', categoria: 'otros', concepto: 'Aporte de socio', monto: 70000 });
      await movimiento({ fecha: dia, tipo: 'egreso', categoria: 'comisiones', concepto: 'Comisión', monto: 1000 });
      const despues = (await pedir(`/api/flujo-caja?desde=${dia}&hasta=${dia}`)).body.data;
      expect(despues.periodos[0].ingresos.otros - antes.periodos[0].ingresos.otros).toBe(70000);
      expect(despues.periodos[0].egresos.comisiones - antes.periodos[0].egresos.comisiones).toBe(1000);
      expect(despues.tarjetas.saldoActual - antes.tarjetas.saldoActual).toBe(69000);
    });
  });

  describe('permisos', () => {
    it('un cobrador recibe 403 en todo el flujo de caja y la configuración', async () => {
      for (const ruta of ['/api/flujo-caja', '/api/flujo-caja/movimientos', '/api/flujo-caja/export/csv', '/api/configuracion/organizacion']) {
        expect((await pedir(ruta, tokens.cobrador1)).status).toBe(403);
      }
      expect((await movimiento({ fecha: hoy, tipo: 'ingreso', categoria: 'otros', concepto: 'x', monto: 1 }, tokens.cobrador1)).status).toBe(403);
    });

    it('el gerente lee la configuración pero sólo el admin la cambia, y queda auditado', async () => {
      const leida = await pedir('/api/configuracion/organizacion', tokens.gerente);
      expect(leida.status).toBe(200);
      expect(leida.body.data).toMatchObject({ saldoInicialCaja: 2000000, fechaSaldoInicial: sumarDias(hoy, -150) });
      const r = await prueba.pedir({ metodo: 'PUT', ruta: '/api/configuracion/organizacion', token: tokens.gerente, cuerpo: { saldoInicialCaja: 1 } });
      expect(r.status).toBe(403);
      const malo = await prueba.pedir({ metodo: 'PUT', ruta: '/api/configuracion/organizacion', token: tokens.admin, cuerpo: { saldoInicialCaja: 1.5 } });
      expect(malo.status).toBe(400);
      const [ev]: Json[] = await prueba.dataSource.query(
        `SELECT datos_nuevos FROM auditoria WHERE accion = 'Actualizar configuración de la organización' ORDER BY fecha DESC LIMIT 1`,
      );
      expect(ev.datos_nuevos).toMatchObject({ saldoInicialCaja: 2000000 });
    });
  });
});
