// Préstamos: edición, cancelación, marcar pagado, reenganche, notificaciones, aging y el barrido que mueve estados con
// el tiempo. El alta, la lista con filtros y resumen, y la vista previa, en prestamos.e2e-spec.ts.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { BarridoService } from '../src/barrido/barrido.service';
import { LibroService } from '../src/libro/libro.service';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { crearClientePrueba, crearPrestamoPrueba, leerPlan, quitarPlan, verificarLibro } from './support/fabricas-cartera';
import { crearUsuario } from './support/fabricas';

describe('préstamos: edición, cierre, reenganche y el paso del tiempo', () => {
  const hoy = hoyBogota();

  const { prueba, tokens, ids } = usarAppPrueba();

  describe('PUT /api/prestamos/:id', () => {
    it('una solicitud cambia sus condiciones y su plan nace al aprobarla con ellas', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: ids.cobrador1 });
      const p = await crearPrestamoPrueba(prueba, tokens.cobrador1, { cliente: cliente.id, monto: 100000, cuotas: 4, fechaInicio: hoy });
      const r = await prueba.como('admin').put(
        `/api/prestamos/${p._id}`,
        { cliente: cliente.id, monto: 200000, interes: 10, cuotas: 5, modalidad: 'quincenal', tipoAmortizacion: 'amortizable', fechaInicio: hoy, estado: 'desconocido' },
      );
      expect(r.status).toBe(200);
      expect(r.body.message).toBe('Préstamo actualizado');
      expect(r.body.data).toMatchObject({ monto: 200000, cuotas: 5, modalidad: 'quincenal', montoTotal: 220000, saldoPendiente: 0, planGenerado: false, estado: 'solicitado' });
      const aprobado = await prueba.como('gerente').patch(`/api/prestamos/${p._id}/aprobar`);
      expect(aprobado.body.data).toMatchObject({ saldoPendiente: 220000, planGenerado: true, estado: 'activo' });
      const plan = await leerPlan(prueba, tokens.admin, p._id);
      expect(plan.cuotas.map((c: Json) => c.montoTotal)).toEqual([44000, 44000, 44000, 44000, 44000]);
      expect(plan.cuotas[0].fechaProgramada).toBe(sumarDias(hoy, 15));
    });

    it('desembolsado rechaza cambiar las condiciones (409) pero permite cambiar el cobrador', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource);
      const p = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: cliente.id, monto: 100000, cuotas: 4 });
      await prueba.como('admin').patch(`/api/prestamos/${p._id}/plan/cuota/1/pagar`, { monto: 2500 });
      const base = { cliente: cliente.id, monto: 100000, interes: 10, cuotas: 4, modalidad: 'semanal', tipoAmortizacion: 'capital_final', fechaInicio: p.fechaInicio, fechaPrimerPago: p.fechaPrimerPago };
      const r = await prueba.como('admin').put(`/api/prestamos/${p._id}`, { ...base, monto: 150000 });
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({
        code: 'PRESTAMO_DESEMBOLSADO',
        message: 'Las condiciones de un préstamo desembolsado no se cambian: anúlelo si todavía no tiene cobros, o haga un reenganche',
      });
      const cobrador = await prueba.como('admin').put(`/api/prestamos/${p._id}`, { ...base, cobrador: ids.cobrador2 });
      expect(cobrador.status).toBe(200);
      expect(cobrador.body.data.cobrador._id).toBe(ids.cobrador2);
      expect(cobrador.body.data.saldoPendiente).toBe(107500);
    });

    it('un préstamo cuyo cobrador se desactivó se sigue editando; pasarlo a otro cobrador inactivo es un error del campo', async () => {
      const retirado = await crearUsuario(prueba.dataSource, { nombre: 'Cobrador Retirado' });
      const otroInactivo = await crearUsuario(prueba.dataSource, { estado: 'inactivo' });
      const cliente = await crearClientePrueba(prueba.dataSource);
      const p = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: cliente.id, monto: 100000, cuotas: 4, cobrador: retirado.id });
      await prueba.dataSource.query(`UPDATE usuarios SET estado = 'inactivo' WHERE id = $1`, [retirado.id]);
      const base = { cliente: cliente.id, monto: 100000, interes: 10, cuotas: 4, modalidad: 'semanal', tipoAmortizacion: 'capital_final', fechaInicio: p.fechaInicio, fechaPrimerPago: p.fechaPrimerPago };
      const mismo = await prueba.como('admin').put(`/api/prestamos/${p._id}`, { ...base, fecha: hoy, cobrador: retirado.id });
      expect(mismo.status).toBe(200);
      expect(mismo.body.data).toMatchObject({ monto: 100000, cobrador: { _id: retirado.id } });
      const otro = await prueba.como('admin').put(`/api/prestamos/${p._id}`, { ...base, cobrador: otroInactivo.id });
      expect(otro.status).toBe(400);
      expect(otro.body.errors).toEqual({ cobrador: ['El cobrador está inactivo: no se le pueden asignar préstamos'] });
      const leido = await prueba.como('admin').get(`/api/prestamos/${p._id}`);
      expect(leido.body.data).toMatchObject({ monto: 100000, cobrador: { _id: retirado.id } });
    });

    it("el estado 'pagado' del formulario no inventa un cobro: con saldo es 422 y nada cambia", async () => {
      const cliente = await crearClientePrueba(prueba.dataSource);
      const p = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: cliente.id, monto: 50000, cuotas: 2 });
      const cuerpo = { cliente: cliente.id, monto: 50000, interes: 10, cuotas: 2, modalidad: 'semanal', tipoAmortizacion: 'capital_final', fechaInicio: p.fechaInicio, fechaPrimerPago: p.fechaPrimerPago, estado: 'pagado' };
      const r = await prueba.pedir({ metodo: 'PUT', ruta: `/api/prestamos/${p._id}`, token: tokens.gerente, cuerpo });
      expect(r.status).toBe(422);
      expect(r.body.code).toBe('PRESTAMO_CON_SALDO');
      const leido = await prueba.como('admin').get(`/api/prestamos/${p._id}`);
      expect(leido.body.data).toMatchObject({ estado: 'activo', saldoPendiente: 55000 });
      await verificarLibro(prueba.dataSource, p._id);
    });
  });

  describe('cancelar, marcar pagado y reenganche', () => {
    it('cancelar deja el préstamo cancelado; una segunda vez es 409 y ya no admite cobros', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource);
      const p = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: cliente.id, monto: 100000 });
      const r = await prueba.como('admin').patch(`/api/prestamos/${p._id}/cancelar`);
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ message: 'Préstamo cancelado', data: { estado: 'cancelado' } });
      const otra = await prueba.como('admin').patch(`/api/prestamos/${p._id}/cancelar`);
      expect(otra.status).toBe(409);
      const cobro = await prueba.como('admin').post('/api/cobros', { prestamo: p._id, monto: 1000, fecha: hoy });
      expect(cobro.status).toBe(422);
      const pagado = await prueba.como('admin').patch(`/api/prestamos/${p._id}/estado`, { estado: 'pagado' });
      expect(pagado.status).toBe(409);
    });

    it('marcar pagado con saldo es 422 (se liquida); pagado por el libro, otra vez es 409; otras transiciones son 409', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource);
      const p = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: cliente.id, monto: 100000, cuotas: 4 });
      await prueba.como('admin').patch(`/api/prestamos/${p._id}/plan/cuota/1/pagar`, { monto: 2500 });
      const r = await prueba.como('admin').patch(`/api/prestamos/${p._id}/estado`, { estado: 'pagado' });
      expect(r.status).toBe(422);
      expect(r.body.message).toBe(
        'El préstamo tiene saldo pendiente: para cerrarlo use Liquidar (lo recibido se registra como cobro y el resto se condona)',
      );
      await prueba.como('admin').post('/api/cobros', { prestamo: p._id, monto: 107500, fecha: hoy });
      const cobros = await prueba.dataSource.query(`SELECT origen, monto FROM cobros WHERE prestamo_id = $1 ORDER BY created_at`, [p._id]);
      expect(cobros.map((c: Json) => [c.origen, Number(c.monto)])).toEqual([
        ['pago_cuota', 2500],
        ['cobro', 107500],
      ]);
      await verificarLibro(prueba.dataSource, p._id);
      const otra = await prueba.como('admin').patch(`/api/prestamos/${p._id}/estado`, { estado: 'pagado' });
      expect(otra.status).toBe(409);
      expect(otra.body.message).toBe('Transición de estado no permitida');
      const activo = await prueba.como('admin').patch(`/api/prestamos/${p._id}/estado`, { estado: 'activo' });
      expect(activo.status).toBe(409);
      const raro = await prueba.como('admin').patch(`/api/prestamos/${p._id}/estado`, { estado: 'raro' });
      expect(raro.status).toBe(400);
    });

    it('reenganche: el préstamo nuevo refinancia el saldo más el efectivo adicional y el anterior queda cerrado sin cobros', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: ids.cobrador1 });
      const viejo = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: cliente.id, monto: 400000, interes: 10, cuotas: 4, tipoAmortizacion: 'amortizable' });
      // 440.000 en 4 cuotas de 110.000: se paga la primera y 10.000 de la segunda.
      const cobro = await prueba.como('admin').post('/api/cobros', { prestamo: viejo._id, monto: 120000, fecha: hoy });
      expect(cobro.status).toBe(201);
      const cobradoAntes = Number((await prueba.dataSource.query(`SELECT sum(monto) AS s FROM cobros WHERE prestamo_id = $1`, [viejo._id]))[0].s);

      const r = await prueba.como('admin').post(
        `/api/prestamos/${viejo._id}/reenganche`,
        { cuotas: 10, interes: 5, modalidad: 'semanal', tipoAmortizacion: 'amortizable', montoAdicional: 80000 },
      );
      expect(r.status).toBe(201);
      const nuevo = r.body.data;
      expect(nuevo).toMatchObject({
        cliente: { _id: cliente.id },
        cobrador: { _id: ids.cobrador1 },
        monto: 400000, // 320.000 de saldo + 80.000 nuevos
        montoRefinanciado: 320000,
        prestamoOrigen: viejo._id,
        interesTotal: 20000,
        montoTotal: 420000,
        saldoPendiente: 420000,
        planGenerado: true,
        estado: 'activo',
        fecha: hoy,
      });
      const anterior = await prueba.como('admin').get(`/api/prestamos/${viejo._id}`);
      expect(anterior.body.data).toMatchObject({ estado: 'reenganchado', saldoPendiente: 0, prestamoReenganche: nuevo._id });
      const plan = await leerPlan(prueba, tokens.admin, viejo._id);
      expect(plan.cuotas.map((c: Json) => [c.estado, c.montoPagado, c.montoRefinanciado, c.saldoRestante])).toEqual([
        ['pagada', 110000, 0, 0],
        ['refinanciada', 10000, 100000, 0],
        ['refinanciada', 0, 110000, 0],
        ['refinanciada', 0, 110000, 0],
      ]);
      const cobradoDespues = Number((await prueba.dataSource.query(`SELECT sum(monto) AS s FROM cobros WHERE prestamo_id = $1`, [viejo._id]))[0].s);
      expect(cobradoDespues).toBe(cobradoAntes);
      expect(Number((await prueba.dataSource.query(`SELECT count(*) AS n FROM cobros WHERE prestamo_id = $1`, [nuevo._id]))[0].n)).toBe(0);
      await verificarLibro(prueba.dataSource, viejo._id);
      await verificarLibro(prueba.dataSource, nuevo._id);

      const otra = await prueba.como('admin').post(`/api/prestamos/${viejo._id}/reenganche`, {});
      expect(otra.status).toBe(409);
      const pagoViejo = await prueba.como('admin').patch(`/api/prestamos/${viejo._id}/plan/cuota/3/pagar`, { monto: 1000 });
      expect(pagoViejo.status).toBe(422);
      const notas = await prueba.como('admin').get(`/api/prestamos/${viejo._id}/notificaciones`);
      expect(notas.body.data[0]).toMatchObject({ titulo: 'Préstamo reenganchado', categoria: 'reenganche' });

      // El préstamo nuevo lleva la deuda del anterior: ni otro cliente ni otro monto, aunque aún no tenga pagos.
      const otroCliente = await crearClientePrueba(prueba.dataSource);
      const terminos = { cliente: nuevo.cliente._id, monto: 400000, interes: nuevo.interes, cuotas: nuevo.cuotas, modalidad: nuevo.modalidad, tipoAmortizacion: nuevo.tipoAmortizacion, fechaInicio: nuevo.fechaInicio, fechaPrimerPago: nuevo.fechaPrimerPago };
      for (const cambio of [{ cliente: otroCliente.id }, { monto: 500000 }]) {
        const r = await prueba.como('admin').put(`/api/prestamos/${nuevo._id}`, { ...terminos, ...cambio });
        expect(r.status).toBe(409);
        expect(r.body.message).toBe('El cliente y el monto de un préstamo de reenganche no se pueden modificar');
      }
      // Desembolsado, tampoco cambia el plazo; y no se anula (lleva la deuda del anterior).
      const plazo = await prueba.como('admin').put(`/api/prestamos/${nuevo._id}`, { ...terminos, cuotas: 8 });
      expect(plazo.body.code).toBe('PRESTAMO_DESEMBOLSADO');
      const anular = await prueba.como('admin').patch(`/api/prestamos/${nuevo._id}/cancelar`);
      expect(anular.body.code).toBe('PRESTAMO_REENGANCHE_NO_ANULABLE');
      await verificarLibro(prueba.dataSource, nuevo._id);
      const movimientos = await prueba.como('admin').get(`/api/prestamos/${viejo._id}/movimientos`);
      expect(movimientos.body.data.map((m: Json) => [m.tipo, m.monto, m.saldoDespues])).toEqual([
        ['desembolso', 440000, 440000],
        ['cobro', 120000, 320000],
        ['reenganche', 320000, 0],
      ]);
    });

    it('reenganche de un préstamo pagado es 409, y un cobrador no puede reenganchar', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: ids.cobrador1 });
      const p = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: cliente.id, monto: 10000, cuotas: 1 });
      const cobrador = await prueba.como('cobrador1').post(`/api/prestamos/${p._id}/reenganche`, {});
      expect(cobrador.status).toBe(403);
      await prueba.como('admin').post('/api/cobros', { prestamo: p._id, monto: 11000, fecha: hoy });
      const r = await prueba.como('admin').post(`/api/prestamos/${p._id}/reenganche`, {});
      expect(r.status).toBe(409);
    });
  });

  describe('el paso del tiempo', () => {
    it('un préstamo con fechas pasadas queda en mora al generar el plan, y vencido cuando pasa la última cuota', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource);
      const p = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: cliente.id, monto: 40000, interes: 0, cuotas: 4, tipoAmortizacion: 'amortizable', fechaInicio: sumarDias(hoy, -15) });
      // Cuotas a -8, -1, +6 y +13 días: dos vencidas, atraso promedio 4,5 días.
      expect(p).toMatchObject({ estado: 'mora', cuotasVencidas: 2, diasMoraPromedio: 4.5 });
      const aging = await prueba.como('admin').get('/api/prestamos/reportes/aging');
      expect(aging.status).toBe(200);
      expect(Object.keys(aging.body.data)).toEqual(['1-8', '9-15', '16-30', '31+']);
      expect(aging.body.data['1-8']).toBeGreaterThanOrEqual(2);

      // Pasan 20 días: se corren todas las fechas del préstamo 20 días atrás, como si el reloj avanzara.
      const agingAntes = aging.body.data;
      await prueba.dataSource.query(`UPDATE cuotas SET fecha_programada = fecha_programada - 20 WHERE prestamo_id = $1`, [p._id]);
      await prueba.dataSource.query(
        `UPDATE prestamos SET fecha_vencimiento = fecha_vencimiento - 20, proxima_fecha = proxima_fecha - 20 WHERE id = $1`,
        [p._id],
      );
      // Antes de que pase el barrido, el aging ya cuenta las dos cuotas que vencieron (aún 'pendiente'): atrasos de
      // 28, 21, 14 y 7 días en vez de 8 y 1.
      const agingSinBarrido = (await prueba.como('admin').get('/api/prestamos/reportes/aging')).body.data;
      expect(agingSinBarrido).toEqual({
        '1-8': agingAntes['1-8'] - 1,
        '9-15': agingAntes['9-15'] + 1,
        '16-30': agingAntes['16-30'] + 2,
        '31+': agingAntes['31+'],
      });
      const barrido = prueba.app.get(BarridoService);
      const resultado = await barrido.ejecutar();
      expect(resultado).toMatchObject({ ejecutado: true });
      expect(resultado.cuotasVencidas).toBeGreaterThanOrEqual(2);
      const despues = await prueba.como('admin').get(`/api/prestamos/${p._id}`);
      // Atrasos de 28, 21, 14 y 7 días; la última cuota ya pasó: vencido.
      expect(despues.body.data).toMatchObject({ estado: 'vencido', cuotasVencidas: 4, diasMoraPromedio: 17.5 });
      const plan = await leerPlan(prueba, tokens.admin, p._id);
      expect(plan.cuotas.every((c: Json) => c.estado === 'vencida')).toBe(true);
      expect((await prueba.como('admin').get('/api/prestamos/reportes/aging')).body.data).toEqual(agingSinBarrido);
      const [{ proxima_fecha }] = await prueba.dataSource.query(`SELECT proxima_fecha FROM prestamos WHERE id = $1`, [p._id]);
      expect(proxima_fecha).toBeNull();

      // El barrido no repite nada y coincide con el recálculo del libro.
      const otraVez = await barrido.ejecutar();
      expect(otraVez).toMatchObject({ cuotasVencidas: 0, prestamosActualizados: 0 });
      const recalculo = await prueba.dataSource.transaction((m) => prueba.app.get(LibroService).recalcular(m, p._id));
      expect(recalculo).toMatchObject({ estadoAnterior: 'vencido', estado: 'vencido', cuotasVencidas: 4, diasMoraPromedio: 17.5 });
      const notas = await prueba.dataSource.query(
        `SELECT count(*)::int AS n FROM prestamos_notificaciones WHERE prestamo_id = $1 AND titulo = 'Cuota vencida'`,
        [p._id],
      );
      expect(notas[0].n).toBe(4);

      // Pagarlo todo lo lleva a pagado; revertir una cuota lo devuelve a vencido.
      await prueba.como('admin').post('/api/cobros', { prestamo: p._id, monto: 40000, fecha: hoy });
      const pagado = await prueba.como('admin').get(`/api/prestamos/${p._id}`);
      expect(pagado.body.data).toMatchObject({ estado: 'pagado', cuotasVencidas: 0, saldoPendiente: 0 });
      await prueba.como('admin').patch(`/api/prestamos/${p._id}/plan/cuota/2/revertir`);
      const revertido = await prueba.como('admin').get(`/api/prestamos/${p._id}`);
      expect(revertido.body.data).toMatchObject({ estado: 'vencido', cuotasVencidas: 1, saldoPendiente: 10000 });
      await verificarLibro(prueba.dataSource, p._id);
    });

    it('cancelar anula las cuotas abiertas: salen del aging y el libro queda congelado en cero', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource);
      const p = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: cliente.id, monto: 30000, interes: 0, cuotas: 3, tipoAmortizacion: 'amortizable', fechaInicio: sumarDias(hoy, -20) });
      // Cuotas a -13, -6 y +1 días: dos vencidas (bandas 9-15 y 1-8).
      const aging = async () => (await prueba.como('admin').get('/api/prestamos/reportes/aging')).body.data;
      const antes = await aging();
      await prueba.como('admin').patch(`/api/prestamos/${p._id}/cancelar`);
      const despues = await aging();
      expect([despues['1-8'], despues['9-15']]).toEqual([antes['1-8'] - 1, antes['9-15'] - 1]);
      const plan = await leerPlan(prueba, tokens.admin, p._id);
      expect(plan.cuotas.map((c: Json) => c.estado)).toEqual(['anulada', 'anulada', 'anulada']);
      expect(plan.prestamo).toMatchObject({ estado: 'cancelado', saldoPendiente: 0 });
      expect((await prueba.app.get(BarridoService).ejecutar()).ejecutado).toBe(true);
      expect((await leerPlan(prueba, tokens.admin, p._id)).cuotas.map((c: Json) => c.estado)).toEqual(['anulada', 'anulada', 'anulada']);
      const detalle = await prueba.como('admin').get(`/api/prestamos/${p._id}`);
      expect(detalle.body.data.resumenCuotas).toMatchObject({ pagadas: 0, anuladas: 3 });
      await verificarLibro(prueba.dataSource, p._id);
    });

    it('un préstamo de antes del libro sin plan cuya última fecha pasó queda vencido', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource);
      const p = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: cliente.id, monto: 10000, cuotas: 2, fechaInicio: sumarDias(hoy, -60) });
      await quitarPlan(prueba.dataSource, p._id);
      const recalculo = await prueba.dataSource.transaction((m) => prueba.app.get(LibroService).recalcular(m, p._id));
      expect(recalculo).toMatchObject({ estado: 'vencido', cuotasVencidas: 0 });
    });
  });

  it('GET /:id/notificaciones lista los eventos del préstamo del más nuevo al más viejo', async () => {
    const cliente = await crearClientePrueba(prueba.dataSource);
    const p = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: cliente.id, monto: 20000, cuotas: 2 });
    await prueba.como('admin').patch(`/api/prestamos/${p._id}/plan/cuota/1/pagar`, { monto: 1000 });
    await prueba.como('admin').patch(`/api/prestamos/${p._id}/plan/cuota/1/revertir`);
    await prueba.como('admin').patch(`/api/prestamos/${p._id}/cancelar`);
    const r = await prueba.como('admin').get(`/api/prestamos/${p._id}/notificaciones`);
    expect(r.status).toBe(200);
    expect(r.body.data.map((n: Json) => [n.titulo, n.categoria])).toEqual([
      ['Préstamo cancelado', 'cancelacion'],
      ['Pago revertido', 'reverso'],
      ['Pago aplicado', 'pago'],
      ['Plan de pagos generado', 'plan'],
    ]);
    expect(r.body.data[0]).toEqual({ _id: expect.any(String), titulo: 'Préstamo cancelado', categoria: 'cancelacion', mensaje: expect.any(String), createdAt: expect.any(String) });
  });
});
