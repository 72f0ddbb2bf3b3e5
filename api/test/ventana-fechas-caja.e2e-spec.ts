// La ventana de fechas de negocio (docs/decisiones/ventana-de-fechas.md) también en la caja: el gasto de un cobrador,
// el abono a su faltante, los movimientos de Flujo de Caja (también los de fondeo) y el cobro que «Corregir préstamo»
// pasa a otro préstamo. Una fecha posterior a hoy o anterior a la ventana de la organización (`diasAtrasFechas`) es un
// 400 con el motivo en español y nada cambia: ni filas, ni el libro mayor, ni lo que debe el cobrador. La ventana del
// cobrador (COBRO_RETROACTIVO_DIAS, 3 en las pruebas) sigue; vale la más corta de las dos.
import { formatearFecha, hoyBogota, sumarDias } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json, Metodo } from './support/app-prueba';
import { prestamoDiario } from './support/escenarios';
import { crearClientePrueba } from './support/fabricas-cartera';

describe('ventana de fechas de negocio en la caja, Flujo de Caja y Corregir préstamo', () => {
  let admin: string;
  let gerente: string;
  let cobrador1: string;
  let cobrador2: string;
  let cobrador1Id: string;
  const hoy = hoyBogota();
  const manana = sumarDias(hoy, 1);

  const { prueba } = usarAppPrueba(async () => {
    [admin, gerente, cobrador1, cobrador2] = await Promise.all([
      prueba.token('admin'),
      prueba.token('gerente'),
      prueba.token('cobrador1'),
      prueba.token('cobrador2'),
    ]);
    cobrador1Id = (await prueba.cuenta('cobrador1')).id;
  });
  afterEach(async () => {
    await ventana(365);
  });

  // prueba.pedir pone a cada escritura su Idempotency-Key, como el portal.
  const pedir = (metodo: Metodo, ruta: string, token: string, cuerpo?: unknown) =>
    prueba.pedir({ metodo, ruta, token, cuerpo });

  /** La ventana de la organización, por su ruta (Configuración › Sistema › «Fechas de negocio»). */
  async function ventana(dias: number): Promise<void> {
    const r = await pedir('PUT', '/api/configuracion/organizacion', admin, { diasAtrasFechas: dias });
    expect(r.status).toBe(200);
  }

  const contar = async (tabla: string): Promise<number> =>
    Number((await prueba.dataSource.query(`SELECT count(*)::int AS n FROM ${tabla}`))[0].n);
  /** Las filas de lo que escribe un hecho de dinero de la caja, y los asientos del mayor. */
  const huella = async () => ({
    gastos: await contar('caja_gastos'),
    entregas: await contar('caja_entregas'),
    movimientos: await contar('movimientos_caja'),
    asientos: await contar('contabilidad_asientos'),
    libro: await contar('prestamos_movimientos'),
  });
  const mensajeVentana = (nombre: string, dias: number) =>
    `La fecha ${nombre} no puede ser anterior al ${formatearFecha(sumarDias(hoy, -dias))}: la organización admite ` +
    `fechas de hasta ${dias} ${dias === 1 ? 'día' : 'días'} atrás (Configuración › Sistema)`;

  it('el gasto de un cobrador: ni posterior a hoy ni anterior a la ventana, aunque su ventana de 3 días lo admita', async () => {
    const gasto = (fecha: string) =>
      pedir('POST', '/api/caja/gastos', cobrador2, {
        fecha,
        categoria: 'transporte',
        monto: 5_000,
        concepto: 'Bus',
      });
    await ventana(1);
    const antes = await huella();
    const futuro = await gasto(manana);
    expect([futuro.status, futuro.body.errors?.fecha]).toEqual([
      400,
      ['La fecha del gasto no puede ser posterior a hoy'],
    ]);
    const viejo = await gasto(sumarDias(hoy, -2));
    expect([viejo.status, viejo.body.code, viejo.body.errors?.fecha]).toEqual([
      400,
      'VALIDACION',
      [mensajeVentana('del gasto', 1)],
    ]);
    expect(await huella()).toEqual(antes);

    // Dentro de las dos ventanas vale; con la ventana por defecto, el de hace 2 días también.
    expect((await gasto(sumarDias(hoy, -1))).status).toBe(201);
    await ventana(365);
    expect((await gasto(sumarDias(hoy, -2))).status).toBe(201);
  });

  it('el abono a un faltante: ni posterior a hoy ni anterior a la ventana; lo que debe el cobrador no cambia', async () => {
    // Un faltante de 5.000: cobra 10.000 hoy y entrega 5.000.
    const prestamo = await prestamoDiario(prueba, { cobradorId: cobrador1Id, fechaInicio: sumarDias(hoy, -5) });
    expect(
      (await pedir('POST', '/api/cobros', cobrador1, { prestamo: prestamo._id, monto: 10_000, fecha: hoy }))
        .status,
    ).toBe(201);
    const entrega = await pedir('POST', '/api/caja/entregas', cobrador1, { montoEntregado: 5_000 });
    expect(entrega.status).toBe(201);
    const confirmada = await pedir('PATCH', `/api/caja/entregas/${entrega.body.data._id}/confirmar`, admin, {
      montoRecibido: 5_000,
    });
    expect(confirmada.status).toBe(200);
    const deuda = async (): Promise<number> =>
      ((await pedir('GET', '/api/caja/cobradores', admin)).body.data as Json[]).find(
        (f) => f.cobradorId === cobrador1Id,
      )?.deuda as number;
    expect(await deuda()).toBe(5_000);

    const abonar = (fecha: string) =>
      pedir('POST', `/api/caja/cobradores/${cobrador1Id}/abonos-faltante`, gerente, { monto: 2_000, fecha });
    await ventana(0);
    const antes = await huella();
    const futuro = await abonar(manana);
    expect([futuro.status, futuro.body.errors?.fecha?.[0]]).toEqual([
      400,
      expect.stringMatching(/posterior a hoy/),
    ]);
    const ayer = await abonar(sumarDias(hoy, -1));
    expect([ayer.status, ayer.body.errors?.fecha]).toEqual([400, [mensajeVentana('del abono', 0)]]);
    expect(await huella()).toEqual(antes);
    expect(await deuda()).toBe(5_000);

    expect((await abonar(hoy)).status).toBe(201);
    expect(await deuda()).toBe(3_000);
  });

  it('un movimiento de Flujo de Caja (también un aporte de capital): ni futuro ni anterior a la ventana, al crear y al editar', async () => {
    // La caja empieza hace 100 días: su propia ventana admite hoy − 11; la de la organización (10 días), no.
    const conf = await pedir('PUT', '/api/configuracion/organizacion', admin, {
      saldoInicialCaja: 0,
      fechaSaldoInicial: sumarDias(hoy, -100),
    });
    expect(conf.status).toBe(200);
    const movimiento = (cuerpo: Json) => pedir('POST', '/api/flujo-caja/movimientos', gerente, cuerpo);
    const aporte = { tipo: 'ingreso', categoria: 'capital', concepto: 'Aporte del dueño', monto: 1_000_000 };
    const gasto = { tipo: 'egreso', categoria: 'gastos', concepto: 'Papelería', monto: 20_000 };
    const creado = await movimiento({ ...gasto, fecha: sumarDias(hoy, -3) });
    expect(creado.status).toBe(201);
    const saldo = async (): Promise<number> =>
      (await pedir('GET', `/api/flujo-caja?desde=${sumarDias(hoy, -30)}&hasta=${hoy}`, admin)).body.data
        .tarjetas.saldoActual;

    await ventana(10);
    const antes = { ...(await huella()), saldo: await saldo() };
    for (const cuerpo of [aporte, gasto]) {
      const futuro = await movimiento({ ...cuerpo, fecha: manana });
      expect([futuro.status, futuro.body.errors?.fecha]).toEqual([
        400,
        ['La fecha del movimiento no puede ser posterior a hoy'],
      ]);
      const viejo = await movimiento({ ...cuerpo, fecha: sumarDias(hoy, -11) });
      expect([viejo.status, viejo.body.errors?.fecha]).toEqual([400, [mensajeVentana('del movimiento', 10)]]);
    }
    const id = creado.body.data._id as string;
    for (const fecha of [manana, sumarDias(hoy, -11)]) {
      const editar = await pedir('PUT', `/api/flujo-caja/movimientos/${id}`, gerente, {
        ...gasto,
        monto: 30_000,
        fecha,
      });
      expect(editar.status).toBe(400);
    }
    expect({ ...(await huella()), saldo: await saldo() }).toEqual(antes);
    expect((await pedir('GET', `/api/flujo-caja/movimientos/${id}`, admin)).body.data).toMatchObject({
      fecha: sumarDias(hoy, -3),
      monto: 20_000,
    });

    // El último día de la ventana vale.
    expect((await movimiento({ ...aporte, fecha: sumarDias(hoy, -10) })).status).toBe(201);
  });

  it('Corregir préstamo: el cobro no pasa a otro préstamo si su fecha quedó fuera de la ventana', async () => {
    // Dos préstamos diarios del mismo cliente de cobrador1.
    const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: cobrador1Id });
    const diario = { cobradorId: cobrador1Id, fechaInicio: sumarDias(hoy, -20), cliente };
    const a = await prestamoDiario(prueba, diario);
    const b = await prestamoDiario(prueba, diario);
    const cobro = await pedir('POST', '/api/cobros', admin, {
      prestamo: a._id,
      monto: 10_000,
      fecha: sumarDias(hoy, -10),
    });
    expect(cobro.status).toBe(201);
    const cobroId = cobro.body.data._id as string;
    const corregir = () =>
      pedir('POST', `/api/cobros/${cobroId}/corregir-prestamo`, gerente, {
        prestamo: b._id,
        motivo: 'Préstamo equivocado',
      });
    const saldo = async (id: string): Promise<number> =>
      (await pedir('GET', `/api/prestamos/${id}`, admin)).body.data.saldoPendiente;

    await ventana(5);
    const antes = { ...(await huella()), a: await saldo(a._id), b: await saldo(b._id) };
    const r = await corregir();
    expect([r.status, r.body.code, r.body.errors?.prestamo]).toEqual([
      400,
      'VALIDACION',
      [mensajeVentana('del cobro', 5)],
    ]);
    expect({ ...(await huella()), a: await saldo(a._id), b: await saldo(b._id) }).toEqual(antes);
    expect((await pedir('GET', `/api/cobros/${cobroId}`, admin)).body.data.prestamo._id).toBe(a._id);

    // Con la ventana que admite la fecha del cobro, pasa.
    await ventana(10);
    expect((await corregir()).status).toBe(200);
  });
});
