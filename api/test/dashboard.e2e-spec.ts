// Tablero: las cifras salen de la base y coinciden con las sumas que la prueba lleva por su cuenta, con los casos
// que podrían contar dinero dos veces (reenganche, préstamo anulado, liquidación con descuento). Un cobrador ve su
// cartera.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { BarridoService } from '../src/barrido/barrido.service';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { cobrarPrueba, crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';

describe('dashboard', () => {
  const hoy = hoyBogota();
  const esperado = { prestado: 0, cobrado: 0, cobros: 0 };
  const prestamos: Record<string, string> = {};

  const { prueba, tokens, ids } = usarAppPrueba(async () => {
    const a = await crearClientePrueba(prueba.dataSource, { nombre: 'Cliente A', cobradorId: ids.cobrador1 });
    const b = await crearClientePrueba(prueba.dataSource, { nombre: 'Cliente B', cobradorId: ids.cobrador2 });
    const c = await crearClientePrueba(prueba.dataSource, { nombre: 'Cliente C', estado: 'inactivo' });
    // Empiezan hace 5 días: un cobro no puede ser anterior al inicio de su préstamo.
    const condiciones = { interes: 10, cuotas: 10, fechaInicio: sumarDias(hoy, -5) };
    const cobrar = async (prestamo: string, monto: number, fecha: string) => {
      await cobrarPrueba(prueba, tokens.admin, { prestamo, monto, fecha });
      esperado.cobrado += monto;
      esperado.cobros += 1;
    };

    // 1: 100.000 (total 110.000), cobro de 30.000.
    prestamos.p1 = (await crearPrestamoPrueba(prueba, tokens.admin, { cliente: a.id, monto: 100000, ...condiciones }))._id;
    esperado.prestado += 100000;
    await cobrar(prestamos.p1, 30000, sumarDias(hoy, -3));
    // 2: 200.000; se paga la cuota 1 (2.000 de interés).
    prestamos.p2 = (await crearPrestamoPrueba(prueba, tokens.admin, { cliente: b.id, monto: 200000, ...condiciones }))._id;
    esperado.prestado += 200000;
    await prueba.pedir({ metodo: 'PATCH', ruta: `/api/prestamos/${prestamos.p2}/plan/cuota/1/pagar`, token: tokens.admin, cuerpo: { monto: 2000, fecha: sumarDias(hoy, -2) } });
    esperado.cobrado += 2000;
    esperado.cobros += 1;
    // 3: 50.000 cancelado (anulado) sin cobros: no cuenta como prestado.
    prestamos.p3 = (await crearPrestamoPrueba(prueba, tokens.admin, { cliente: a.id, monto: 50000, ...condiciones }))._id;
    expect((await prueba.pedir({ metodo: 'PATCH', ruta: `/api/prestamos/${prestamos.p3}/cancelar`, token: tokens.admin })).status).toBe(200);
    // 4: reenganche del 1 (saldo 80.000) con 20.000 nuevos: sólo los 20.000 son dinero prestado.
    const r4 = await prueba.pedir({ metodo: 'POST', ruta: `/api/prestamos/${prestamos.p1}/reenganche`, token: tokens.admin, cuerpo: { ...condiciones, montoAdicional: 20000 } });
    expect(r4.body.data).toMatchObject({ monto: 100000, montoRefinanciado: 80000 });
    prestamos.p4 = r4.body.data._id;
    esperado.prestado += 20000;
    // 5: 60.000 (66.000 pactados) liquidado recibiendo 60.000: se cobra lo recibido, no los 6.000 condonados.
    prestamos.p5 = (await crearPrestamoPrueba(prueba, tokens.admin, { cliente: c.id, monto: 60000, ...condiciones }))._id;
    const liquidado = await prueba.pedir({
      metodo: 'POST',
      ruta: `/api/prestamos/${prestamos.p5}/liquidar`,
      token: tokens.admin,
      cuerpo: { montoRecibido: 60000, motivo: 'Pago anticipado' },
    });
    expect(liquidado.body.data).toMatchObject({ estado: 'pagado', libro: { condonado: 6000 } });
    esperado.prestado += 60000;
    esperado.cobrado += 60000;
    esperado.cobros += 1;
  });

  it('las cifras coinciden con las sumas independientes, sin contar dos veces el dinero', async () => {
    const r = await prueba.pedir({ metodo: 'GET', ruta: '/api/dashboard/resumen', token: tokens.admin });
    expect(r.status).toBe(200);
    expect(esperado).toEqual({ prestado: 380000, cobrado: 92000, cobros: 3 });
    expect(r.body.data).toMatchObject({
      totalClientes: 3,
      clientesActivos: 2,
      totalPrestamos: 5,
      prestamosActivos: 2,
      montoPrestado: esperado.prestado,
      montoCobrado: esperado.cobrado,
      totalCobros: esperado.cobros,
      porcentajeRecuperacion: Math.round((esperado.cobrado / esperado.prestado) * 1000) / 10,
    });
    expect(r.body.data.porcentajeRecuperacion).toBe(24.2);
    expect(r.body.data).toMatchObject({ montoCondonado: 6000, montoCastigado: 0, montoRecuperado: 0, solicitudesPendientes: 0 });
    // Cartera vigente: el capital que falta de los abiertos (2 y 4) con el reparto del libro mayor (140505): el interés
    // refinanciado en el reenganche 4 es interés, aunque sus cuotas lo lleven como capital.
    const [{ capital }] = await prueba.dataSource.query(
      `SELECT sum(l.debito - l.credito) AS capital
       FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
       WHERE c.clave = 'cartera_capital' AND l.prestamo_id = ANY($1)`,
      [[prestamos.p2, prestamos.p4]],
    );
    expect(r.body.data.carteraVigente).toBe(Number(capital));
    expect(r.body.data.carteraVigente).toBeGreaterThan(0);
    // Los registros de conteos que usa el tablero siguen exactos después de compactarlos (barrido).
    await prueba.app.get(BarridoService).ejecutar();
    const despues = await prueba.pedir({ metodo: 'GET', ruta: '/api/dashboard/resumen', token: tokens.admin });
    expect(despues.body.data).toEqual(r.body.data);
    const [{ filas }] = await prueba.dataSource.query(`SELECT count(*)::int AS filas FROM cobros_resumen`);
    expect(filas).toBe(1);
  });

  it('los cinco préstamos y cobros más recientes, del más nuevo al más viejo', async () => {
    const r = await prueba.pedir({ metodo: 'GET', ruta: '/api/dashboard/resumen', token: tokens.admin });
    expect(r.body.data.ultimosPrestamos.map((p: Json) => p._id)).toEqual([prestamos.p5, prestamos.p4, prestamos.p3, prestamos.p2, prestamos.p1]);
    expect(r.body.data.ultimosPrestamos[0]).toEqual({
      _id: prestamos.p5,
      numero: expect.any(Number),
      cliente: { _id: expect.any(String), nombre: 'Cliente C' },
      monto: 60000,
      fecha: hoy,
      estado: 'pagado',
    });
    const cobros = r.body.data.ultimosCobros;
    expect(cobros.map((c: Json) => [c.prestamo.cliente.nombre, c.monto, c.fecha])).toEqual([
      ['Cliente C', 60000, hoy],
      ['Cliente B', 2000, sumarDias(hoy, -2)],
      ['Cliente A', 30000, sumarDias(hoy, -3)],
    ]);
    // El cliente C no tiene cobrador: la interfaz muestra 'Sistema'.
    expect(cobros[0].cobrador).toBeNull();
    expect(cobros[1].cobrador).toEqual({ _id: expect.any(String), nombre: expect.any(String) });
  });

  it('un cobrador ve sólo su cartera', async () => {
    const r = await prueba.pedir({ metodo: 'GET', ruta: '/api/dashboard/resumen', token: await prueba.token('cobrador1') });
    expect(r.body.data).toMatchObject({
      totalClientes: 1,
      clientesActivos: 1,
      totalPrestamos: 3, // 1, 3 (cancelado) y 4 (reenganche), del cliente A
      prestamosActivos: 1,
      montoPrestado: 100000 + 20000,
      montoCobrado: 30000,
      totalCobros: 1,
    });
    expect(r.body.data.ultimosPrestamos.map((p: Json) => p._id)).toEqual([prestamos.p4, prestamos.p3, prestamos.p1]);
  });

  it('el efectivo en poder: el de cada cobrador es lo que cobró él, y el de toda la cartera, la suma', async () => {
    const resumen = async (token: string) =>
      (await prueba.pedir({ metodo: 'GET', ruta: '/api/dashboard/resumen', token })).body.data.enPoderCobradores;
    const [cobrador1, cobrador2] = [await prueba.token('cobrador1'), await prueba.token('cobrador2')];
    const antes = { toda: await resumen(tokens.admin), uno: await resumen(cobrador1), dos: await resumen(cobrador2) };
    const cobro = await prueba.pedir({ metodo: 'POST', ruta: '/api/cobros', token: cobrador1, cuerpo: { prestamo: prestamos.p4, monto: 4321, fecha: hoy } });
    expect(cobro.status).toBe(201);
    expect({ toda: await resumen(tokens.admin), uno: await resumen(cobrador1), dos: await resumen(cobrador2) }).toEqual({
      toda: antes.toda + 4321,
      uno: antes.uno + 4321,
      dos: antes.dos,
    });
  });

  it('sin sesión es 401', async () => {
    expect((await prueba.pedir({ metodo: 'GET', ruta: '/api/dashboard/resumen' })).status).toBe(401);
  });
});
