// Fechas del aviso previo al reporte negativo (Ley 1266 art. 12, Ley 2157 de 2021; docs/decisiones/datos-personales.md):
// nunca futura ni de hace más de los días atrás de la organización (5 por defecto), 20 días calendario antes de reportar, y dos avisos en días diferentes si la
// deuda es de hasta el 15 % de un salario mínimo.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import { crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';

describe('POST /api/clientes/:id/avisos-previos: fechas y avisos que pide la ley', () => {
  const { prueba, tokens } = usarAppPrueba();

  const registrar = (clienteId: string, cuerpo: Record<string, unknown>) =>
    prueba.pedir({
      metodo: 'POST',
      ruta: `/api/clientes/${clienteId}/avisos-previos`,
      token: tokens.admin,
      cuerpo: { plantilla: 'Su obligación está en mora…', canal: 'sms', ...cuerpo },
    });
  const guardados = async (clienteId: string): Promise<number> =>
    (await prueba.dataSource.query(`SELECT count(*)::int AS n FROM clientes_avisos_previos WHERE cliente_id = $1`, [clienteId]))[0]
      .n;

  it('los avisos de un cliente que no existe (o de otra oficina) son 404, como registrar uno; no una lista vacía', async () => {
    const ninguno = '00000000-0000-4000-8000-000000000000';
    const leidos = await prueba.pedir({ metodo: 'GET', ruta: `/api/clientes/${ninguno}/avisos-previos`, token: tokens.admin });
    expect({ status: leidos.status, code: leidos.body.code, message: leidos.body.message }).toEqual({
      status: 404,
      code: 'NO_ENCONTRADO',
      message: 'Cliente no encontrado',
    });
    const registrado = await registrar(ninguno, { fechaEnvio: hoyBogota() });
    expect(registrado.status).toBe(404);
  });

  it('un aviso con fecha de 1900, futura o de hace más de 5 días es 400 en español y no se guarda', async () => {
    const cliente = await crearClientePrueba(prueba.dataSource);
    const prestamo = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: cliente.id, monto: 1_500_000 });
    const hoy = hoyBogota();
    const casos: Array<[string, string]> = [
      ['1900-01-01', 'La fecha de envío no puede ser de hace más de 5 días: registre el aviso cuando lo envía, o envíe uno nuevo'],
      [sumarDias(hoy, -6), 'La fecha de envío no puede ser de hace más de 5 días: registre el aviso cuando lo envía, o envíe uno nuevo'],
      [sumarDias(hoy, 1), 'La fecha de envío no puede ser futura'],
    ];
    for (const [fechaEnvio, mensaje] of casos) {
      const r = await registrar(cliente.id, { prestamo: prestamo._id, fechaEnvio });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ success: false, code: 'VALIDACION', errors: { fechaEnvio: [mensaje] } });
    }
    expect(await guardados(cliente.id)).toBe(0);
    const hace5 = await registrar(cliente.id, { prestamo: prestamo._id, fechaEnvio: sumarDias(hoy, -5) });
    expect(hace5.status).toBe(201);
    expect(hace5.body.data).toMatchObject({ avisosExigidos: 1, reportableDesde: sumarDias(hoy, 15) });
  });

  it('con la organización en 2 días atrás, un aviso de hace 3 días es 400 en español y no se guarda; de hace 2, 201', async () => {
    const cambiar = (dias: number) =>
      prueba.pedir({ metodo: 'PUT', ruta: '/api/configuracion/organizacion', token: tokens.admin, cuerpo: { diasAtrasAvisoPrevio: dias } });
    expect((await cambiar(2)).status).toBe(200);
    try {
      const cliente = await crearClientePrueba(prueba.dataSource);
      const hoy = hoyBogota();
      const hace3 = await registrar(cliente.id, { fechaEnvio: sumarDias(hoy, -3) });
      expect(hace3.status).toBe(400);
      expect(hace3.body).toMatchObject({
        success: false,
        code: 'VALIDACION',
        errors: {
          fechaEnvio: ['La fecha de envío no puede ser de hace más de 2 días: registre el aviso cuando lo envía, o envíe uno nuevo'],
        },
      });
      expect(await guardados(cliente.id)).toBe(0);
      const hace2 = await registrar(cliente.id, { fechaEnvio: sumarDias(hoy, -2) });
      expect(hace2.status).toBe(201);
      expect(hace2.body.data).toMatchObject({ fechaEnvio: sumarDias(hoy, -2) });
      expect(await guardados(cliente.id)).toBe(1);
    } finally {
      expect((await cambiar(5)).status).toBe(200);
    }
  });

  it('una deuda de hasta el 15 % de un salario mínimo pide dos avisos en días diferentes: se reporta 20 días después del segundo', async () => {
    const cliente = await crearClientePrueba(prueba.dataSource);
    // $150.000 prestados: el saldo queda por debajo de $262.635,75 (15 % del SMMLV 2026).
    const prestamo = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: cliente.id, monto: 150_000 });
    const hoy = hoyBogota();
    const primero = await registrar(cliente.id, { prestamo: prestamo._id, fechaEnvio: sumarDias(hoy, -3) });
    expect(primero.status).toBe(201);
    expect(primero.body.data).toMatchObject({ avisosExigidos: 2, reportableDesde: null });

    const mismoDia = await registrar(cliente.id, { prestamo: prestamo._id, fechaEnvio: sumarDias(hoy, -3) });
    expect(mismoDia.status).toBe(400);
    expect(mismoDia.body.errors).toEqual({
      fechaEnvio: [
        `Esta deuda es de hasta el 15 % de un salario mínimo: la ley pide dos avisos en días diferentes y ya hay uno enviado el ${sumarDias(hoy, -3)}`,
      ],
    });
    expect(await guardados(cliente.id)).toBe(1);

    const segundo = await registrar(cliente.id, { prestamo: prestamo._id, fechaEnvio: hoy });
    expect(segundo.status).toBe(201);
    expect(segundo.body.data).toMatchObject({ avisosExigidos: 2, reportableDesde: sumarDias(hoy, 20) });

    const lista = await prueba.pedir({ metodo: 'GET', ruta: `/api/clientes/${cliente.id}/avisos-previos`, token: tokens.admin });
    expect(lista.body.data.map((a: { fechaEnvio: string; reportableDesde: string | null }) => [a.fechaEnvio, a.reportableDesde])).toEqual([
      [hoy, sumarDias(hoy, 20)],
      [sumarDias(hoy, -3), null],
    ]);
  });
});
