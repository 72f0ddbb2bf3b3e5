// Cuatro ojos como un solo paso para todo lo que entrega o perdona dinero (docs/decisiones/cuatro-ojos.md; issue 50):
// el reenganche con dinero nuevo y la liquidación con descuento de un gerente esperan como una condonación; lo que un
// gerente mueve solo se suma en el día por préstamo, por cliente y en total, así que partir un monto no pasa el umbral;
// mientras espera nada se mueve (ni el préstamo, ni el libro, ni un cobro) y aprobar lo ejecuta. La ventana de fechas
// de negocio (docs/decisiones/ventana-de-fechas.md): un préstamo del 31/12/2999 o del 03/01/2000 es un 400 sin rastro.
import { hoyBogota, motivoEspera, sumarDias } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json, Metodo } from './support/app-prueba';
import { activarMora, aprobacionesComoAlInstalar, detallePrestamo, prestamoDesembolsadoHace, tiposDeMovimientos } from './support/escenarios';
import { crearClientePrueba, crearPrestamoPrueba, verificarLibro } from './support/fabricas-cartera';

describe('cuatro ojos sumado en el día y ventana de fechas', () => {
  const hoy = hoyBogota();

  const { prueba, tokens } = usarAppPrueba();

  beforeEach(() => aprobacionesComoAlInstalar(prueba));

  // prueba.pedir pone a cada escritura su Idempotency-Key, como el portal.
  const pedir = (metodo: Metodo, ruta: string, token: string, cuerpo?: unknown) =>
    prueba.pedir({ metodo, ruta, token, cuerpo });
  const detalle = (id: string) => detallePrestamo(prueba, id);
  const tipos = (id: string) => tiposDeMovimientos(prueba, id);
  const pendientes = async (): Promise<Json[]> =>
    (await pedir('GET', '/api/aprobaciones?estado=pendiente&limit=100', tokens.admin)).body.data;
  const prestamosDe = async (clienteId: string): Promise<Json[]> =>
    prueba.dataSource.query(
      `SELECT id, monto::float AS monto, estado FROM prestamos WHERE cliente_id = $1 ORDER BY numero`,
      [clienteId],
    );
  const contar = async (tabla: string): Promise<number> =>
    (await prueba.dataSource.query(`SELECT count(*)::int AS n FROM ${tabla}`))[0].n;

  /** Un préstamo semanal desembolsado por el administrador hoy: `monto` × (1 + interés) por cobrar. */
  async function prestamoDe(monto: number, interes: number, clienteId?: string) {
    const cliente = clienteId ?? (await crearClientePrueba(prueba.dataSource)).id;
    const creado = await crearPrestamoPrueba(prueba, tokens.admin, {
      cliente,
      monto,
      interes,
      cuotas: 10,
      modalidad: 'semanal',
      tipoAmortizacion: 'amortizable',
      confirmarUsura: true,
    });
    return { ...creado, clienteId: cliente } as Json;
  }

  it('el reenganche de un gerente con 20.000.000 nuevos espera; nada se mueve hasta que otro lo aprueba', async () => {
    // 770.000 al 25 %: 962.500 por cobrar; con 20.000.000 nuevos, el préstamo nuevo es de 20.962.500.
    const p = await prestamoDe(770_000, 25);
    const movimientosAntes = await tipos(p._id);
    const r = await pedir('POST', `/api/prestamos/${p._id}/reenganche`, tokens.gerente, {
      montoAdicional: 20_000_000,
      confirmarUsura: true,
    });
    expect(r.status).toBe(201);
    expect(r.body.message).toBe(motivoEspera('reenganche', 20_000_000, 5_000_000));
    expect(r.body.aprobacion).toMatchObject({ tipo: 'reenganche', estado: 'pendiente', monto: 20_000_000 });
    expect(r.body.data).toMatchObject({ _id: p._id, estado: 'activo', saldoPendiente: 962_500 });
    // Nada se movió: el mismo préstamo, el mismo libro, ningún préstamo nuevo.
    expect(await tipos(p._id)).toEqual(movimientosAntes);
    expect(await prestamosDe(p.clienteId)).toEqual([{ id: p._id, monto: 770_000, estado: 'activo' }]);
    expect((await pendientes()).map((a) => a._id)).toContain(r.body.aprobacion._id);

    const propia = await pedir('PATCH', `/api/aprobaciones/${r.body.aprobacion._id}/aprobar`, tokens.gerente);
    expect(propia.status).toBe(403);
    const aprobada = await pedir('PATCH', `/api/aprobaciones/${r.body.aprobacion._id}/aprobar`, tokens.admin);
    expect(aprobada.status).toBe(200);
    expect(aprobada.body.message).toBe('Reenganche aprobado: el préstamo nuevo quedó desembolsado');
    const despues = await prestamosDe(p.clienteId);
    expect(despues).toEqual([
      { id: p._id, monto: 770_000, estado: 'reenganchado' },
      { id: expect.any(String), monto: 770_000 * 1.25 + 20_000_000, estado: 'activo' },
    ]);
    await verificarLibro(prueba.dataSource, despues[1].id);
  });

  it('la liquidación de un gerente que perdona 1.199.000 espera: ni cobro ni condonación hasta que la aprueban', async () => {
    // 1.000.000 al 20 %: 1.200.000 por cobrar; recibir 1.000 perdona 1.199.000.
    const p = await prestamoDe(1_000_000, 20);
    const cobrosAntes = await contar('cobros');
    const r = await pedir('POST', `/api/prestamos/${p._id}/liquidar`, tokens.gerente, {
      montoRecibido: 1_000,
      motivo: 'Acuerdo',
    });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(motivoEspera('liquidacion', 1_199_000, 500_000));
    expect(r.body.aprobacion).toMatchObject({ tipo: 'liquidacion', monto: 1_199_000, montoRecibido: 1_000 });
    expect(r.body.data).toMatchObject({ estado: 'activo', saldoPendiente: 1_200_000 });
    expect(await tipos(p._id)).toEqual(['desembolso']);
    expect(await contar('cobros')).toBe(cobrosAntes);

    expect((await pedir('PATCH', `/api/aprobaciones/${r.body.aprobacion._id}/aprobar`, tokens.admin)).status).toBe(
      200,
    );
    const liquidado = await detalle(p._id);
    expect(liquidado.saldoPendiente).toBe(0);
    expect(liquidado.libro).toMatchObject({ cobrado: 1_000, condonado: 1_199_000 });
    expect(await contar('cobros')).toBe(cobrosAntes + 1);
    await verificarLibro(prueba.dataSource, p._id);
  });

  it('condonaciones de 499.000 partidas: la que lleva lo condonado en el préstamo a 998.000 espera, y otra después también', async () => {
    const p = await prestamoDe(2_000_000, 20);
    const condonar = () =>
      pedir('POST', `/api/prestamos/${p._id}/condonar`, tokens.gerente, {
        monto: 499_000,
        motivo: 'Calamidad doméstica',
      });
    const primera = await condonar();
    expect(primera.status).toBe(200);
    expect(primera.body.aprobacion).toBeUndefined();
    expect(primera.body.data.saldoPendiente).toBe(2_400_000 - 499_000);

    const segunda = await condonar();
    expect(segunda.status).toBe(200);
    expect(segunda.body.message).toBe(
      motivoEspera('condonacion', 499_000, 500_000, { medida: 'prestamo', total: 998_000 }),
    );
    expect(segunda.body.aprobacion).toMatchObject({
      tipo: 'condonacion',
      estado: 'pendiente',
      monto: 499_000,
    });
    expect(segunda.body.data.saldoPendiente).toBe(2_400_000 - 499_000);
    // Rechazada, no suma: la tercera vuelve a esperar (lo que pasó solo ya son 499.000).
    const rechazo = await pedir('PATCH', `/api/aprobaciones/${segunda.body.aprobacion._id}/rechazar`, tokens.admin, {
      motivo: 'Sin soporte de la calamidad',
    });
    expect(rechazo.status).toBe(200);
    const tercera = await condonar();
    expect(tercera.body.aprobacion).toMatchObject({ tipo: 'condonacion', estado: 'pendiente' });
    expect((await detalle(p._id)).saldoPendiente).toBe(2_400_000 - 499_000);
    expect((await tipos(p._id)).filter((t) => t === 'condonacion')).toHaveLength(1);
  });

  it('dos préstamos de 4.900.000 al mismo cliente el mismo día: el segundo queda como solicitud', async () => {
    const cliente = await crearClientePrueba(prueba.dataSource);
    const cuerpo = {
      cliente: cliente.id,
      monto: 4_900_000,
      interes: 10,
      cuotas: 10,
      modalidad: 'semanal',
      confirmarUsura: true,
    };
    const primero = await pedir('POST', '/api/prestamos', tokens.gerente, cuerpo);
    expect(primero.status).toBe(201);
    expect(primero.body.data.estado).toBe('activo');
    const segundo = await pedir('POST', '/api/prestamos', tokens.gerente, cuerpo);
    expect(segundo.status).toBe(201);
    expect(segundo.body.data).toMatchObject({ estado: 'solicitado', saldoPendiente: 0 });
    expect(segundo.body.message).toBe(
      motivoEspera('prestamo', 4_900_000, 5_000_000, { medida: 'cliente', total: 9_800_000 }),
    );
    expect(await tipos(segundo.body.data._id)).toEqual([]);
    // Otro cliente no suma con este: el gerente sigue solo en el día a día.
    const otro = await crearClientePrueba(prueba.dataSource);
    const tercero = await pedir('POST', '/api/prestamos', tokens.gerente, { ...cuerpo, cliente: otro.id });
    expect(tercero.body.data.estado).toBe('activo');
    // El administrador lo aprueba y se desembolsa.
    const aprobado = await pedir('PATCH', `/api/prestamos/${segundo.body.data._id}/aprobar`, tokens.admin, {
      confirmarUsura: true,
    });
    expect(aprobado.status).toBe(200);
    expect(aprobado.body.data.estado).toBe('activo');
  });

  it('dos condonaciones simultáneas sobre préstamos del mismo cliente no pasan juntas el umbral', async () => {
    const a = await prestamoDe(1_000_000, 20);
    const b = await prestamoDe(1_000_000, 20, a.clienteId);
    const [ra, rb] = await Promise.all(
      [a, b].map((p) =>
        pedir('POST', `/api/prestamos/${p._id}/condonar`, tokens.gerente, {
          monto: 300_000,
          motivo: 'Acuerdo de pago',
        }),
      ),
    );
    expect([ra.status, rb.status]).toEqual([200, 200]);
    const esperan = [ra, rb].filter((r) => r.body.aprobacion);
    expect(esperan).toHaveLength(1);
    expect(esperan[0].body.message).toBe(
      motivoEspera('condonacion', 300_000, 500_000, { medida: 'cliente', total: 600_000 }),
    );
  });

  it('un administrador no espera y lo suyo no suma en lo del gerente', async () => {
    const p = await prestamoDe(2_000_000, 20);
    const delAdmin = await pedir('POST', `/api/prestamos/${p._id}/condonar`, tokens.admin, {
      monto: 900_000,
      motivo: 'Acuerdo',
    });
    expect(delAdmin.body.aprobacion).toBeUndefined();
    const delGerente = await pedir('POST', `/api/prestamos/${p._id}/condonar`, tokens.gerente, {
      monto: 400_000,
      motivo: 'Acuerdo',
    });
    expect(delGerente.body.aprobacion).toBeUndefined();
    expect(delGerente.body.data.saldoPendiente).toBe(2_400_000 - 900_000 - 400_000);
  });

  describe('con interés de mora y reenganche', () => {
    afterAll(async () => {
      await pedir('PUT', '/api/configuracion/organizacion', tokens.admin, { moraActiva: false });
    });

    it('la mora condonada suma con lo condonado; el reenganche con dinero nuevo espera y, aprobado, refinancia sin mora', async () => {
      // La mora se activa con una tasa de usura certificada para hoy (24 % anual la respeta).
      await activarMora(prueba, { desdeHaceDias: 40, diasGracia: 2 });
      const cliente = await crearClientePrueba(prueba.dataSource);
      const p = await prestamoDesembolsadoHace(prueba, 30, {
        cliente: cliente.id,
        monto: 1_000_000,
        interes: 20,
        cuotas: 10,
        modalidad: 'diario',
        confirmarUsura: true,
      });
      expect((await pedir('POST', '/api/sistema/barrido', tokens.admin)).status).toBe(201);
      const mora = (await detalle(p._id)).mora.pendiente as number;
      expect(mora).toBeGreaterThan(0);
      expect(mora).toBeLessThan(500_000);

      // Con mora pendiente el reenganche se rechaza antes de pedir aprobación: nada queda esperando.
      const cuerpo = { montoAdicional: 6_000_000, confirmarUsura: true };
      const conMora = await pedir('POST', `/api/prestamos/${p._id}/reenganche`, tokens.gerente, cuerpo);
      expect(conMora.status).toBe(422);
      expect(conMora.body.code).toBe('REENGANCHE_CON_MORA');
      expect(await pendientes()).toEqual([]);

      // El gerente condona la mora (pasa: está bajo el umbral) ...
      const sinMora = await pedir('POST', `/api/prestamos/${p._id}/condonar`, tokens.gerente, {
        monto: mora,
        motivo: 'Mora perdonada',
      });
      expect(sinMora.body.aprobacion).toBeUndefined();
      expect((await detalle(p._id)).mora.pendiente).toBe(0);
      // ... y esa mora cuenta: 490.000 más ya pasan de 500.000 en este préstamo.
      const otra = await pedir('POST', `/api/prestamos/${p._id}/condonar`, tokens.gerente, {
        monto: 490_000,
        motivo: 'Acuerdo',
      });
      expect(otra.body.message).toBe(
        motivoEspera('condonacion', 490_000, 500_000, { medida: 'prestamo', total: mora + 490_000 }),
      );

      // El reenganche con 6.000.000 nuevos espera; el préstamo sigue abierto y sin préstamo nuevo.
      const saldo = (await detalle(p._id)).saldoPendiente as number;
      const espera = await pedir('POST', `/api/prestamos/${p._id}/reenganche`, tokens.gerente, cuerpo);
      expect(espera.body.aprobacion).toMatchObject({ tipo: 'reenganche', monto: 6_000_000 });
      expect((await prestamosDe(cliente.id)).map((f) => f.estado)).not.toContain('reenganchado');
      expect(await prestamosDe(cliente.id)).toHaveLength(1);

      const aprobada = await pedir('PATCH', `/api/aprobaciones/${espera.body.aprobacion._id}/aprobar`, tokens.admin);
      expect(aprobada.status).toBe(200);
      const [anterior, nuevo] = await prestamosDe(cliente.id);
      expect(anterior.estado).toBe('reenganchado');
      expect(nuevo).toMatchObject({ estado: 'activo', monto: saldo + 6_000_000 });
    });
  });

  describe('ventana de fechas de negocio', () => {
    it('un préstamo del 31/12/2099 o del 03/01/2000 es un 400 con el motivo y no deja rastro', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource);
      const prestamos = await contar('prestamos');
      const movimientos = await contar('prestamos_movimientos');
      for (const fecha of ['2099-12-31', '2000-01-03']) {
        const r = await pedir('POST', '/api/prestamos', tokens.admin, {
          cliente: cliente.id,
          monto: 100_000,
          fecha,
          confirmarUsura: true,
        });
        expect(r.status).toBe(400);
        expect(r.body.code).toBe('VALIDACION');
        expect(r.body.errors.fecha[0]).toMatch(
          fecha > hoy
            ? /^La fecha del préstamo no puede ser posterior a hoy$/
            : /^La fecha del préstamo no puede ser anterior al /,
        );
      }
      expect(await contar('prestamos')).toBe(prestamos);
      expect(await contar('prestamos_movimientos')).toBe(movimientos);
    });

    it('el inicio no es anterior a la fecha del préstamo; un reenganche con inicio fuera de la ventana es un 400', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource);
      const r = await pedir('POST', '/api/prestamos', tokens.admin, {
        cliente: cliente.id,
        monto: 100_000,
        fecha: sumarDias(hoy, -5),
        fechaInicio: sumarDias(hoy, -6),
        confirmarUsura: true,
      });
      expect(r.status).toBe(400);
      expect(r.body.errors.fechaInicio[0]).toMatch(
        /^La fecha de inicio no puede ser anterior a la fecha del préstamo/,
      );

      const p = await prestamoDe(300_000, 20);
      const reenganche = await pedir('POST', `/api/prestamos/${p._id}/reenganche`, tokens.admin, {
        fechaInicio: '2000-01-03',
        confirmarUsura: true,
      });
      expect(reenganche.status).toBe(400);
      expect(reenganche.body.errors.fechaInicio[0]).toMatch(/^La fecha de inicio no puede ser anterior al /);
      expect((await detalle(p._id)).estado).toBe('activo');
    });

    it('la oficina registra cobros dentro de la ventana de la organización', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource);
      const p = await crearPrestamoPrueba(prueba, tokens.admin, {
        cliente: cliente.id,
        monto: 300_000,
        cuotas: 10,
        fechaInicio: sumarDias(hoy, -10),
        confirmarUsura: true,
      });
      const fuera = await pedir('PUT', '/api/configuracion/organizacion', tokens.admin, { diasAtrasFechas: 4_000 });
      expect(fuera.status).toBe(400);
      expect(fuera.body.errors.diasAtrasFechas).toEqual([
        'Los días atrás deben ser un número entero de 0 a 3650',
      ]);
      const soloHoy = await pedir('PUT', '/api/configuracion/organizacion', tokens.admin, { diasAtrasFechas: 0 });
      expect(soloHoy.body.data.diasAtrasFechas).toBe(0);
      try {
        const ayer = await pedir('POST', '/api/cobros', tokens.admin, {
          prestamo: p._id,
          monto: 1_000,
          fecha: sumarDias(hoy, -1),
        });
        expect(ayer.status).toBe(400);
        expect(ayer.body.errors.fecha[0]).toMatch(/^La fecha del cobro no puede ser anterior al /);
        const deHoy = await pedir('POST', '/api/cobros', tokens.admin, {
          prestamo: p._id,
          monto: 1_000,
          fecha: hoy,
        });
        expect(deHoy.status).toBe(201);
      } finally {
        await prueba.dataSource.query(`UPDATE configuracion_organizacion SET dias_atras_fechas = 365`);
      }
    });
  });
});
