// Idempotency-Key en las escrituras que mueven dinero: la misma clave repite la primera respuesta y el dinero se
// mueve una sola vez, también con 20 solicitudes simultáneas; otra solicitud con la misma clave se rechaza.
import { hoyBogota } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import { crearClientePrueba, crearPrestamoCortoPrueba, leerPlan, verificarLibro } from './support/fabricas-cartera';

describe('Idempotency-Key', () => {
  const hoy = hoyBogota();

  const { prueba, tokens } = usarAppPrueba();

  /** 40.000 sin interés en 4 cuotas de 10.000, con plan. */
  const prestamo = () => crearPrestamoCortoPrueba(prueba, tokens.admin);

  const cobrar = (prestamoId: string, monto: number, clave?: string, token = tokens.admin) =>
    prueba.pedir({
      metodo: 'POST',
      ruta: '/api/cobros',
      token,
      cuerpo: { prestamo: prestamoId, monto, fecha: hoy },
      cabeceras: clave === undefined ? {} : { 'idempotency-key': clave },
    });
  const cobrosDe = async (prestamoId: string) =>
    Number((await prueba.dataSource.query(`SELECT count(*) AS n FROM cobros WHERE prestamo_id = $1`, [prestamoId]))[0].n);

  it('la misma clave repite la respuesta del primer cobro y el dinero se aplica una vez', async () => {
    const p = await prestamo();
    const primera = await cobrar(p._id, 15000, 'cobro-1');
    const segunda = await cobrar(p._id, 15000, 'cobro-1');
    expect(primera.status).toBe(201);
    expect(segunda.status).toBe(201);
    expect(segunda.body).toEqual(primera.body);
    expect(segunda.headers['idempotent-replayed']).toBe('true');
    expect(primera.headers['idempotent-replayed']).toBeUndefined();
    expect(await cobrosDe(p._id)).toBe(1);
    expect((await leerPlan(prueba, tokens.admin, p._id)).prestamo.saldoPendiente).toBe(25000);
    await verificarLibro(prueba.dataSource, p._id);
  });

  it('20 cobros simultáneos con la misma clave: uno se aplica, los demás repiten o esperan, ninguno falla', async () => {
    const p = await prestamo();
    const respuestas = await Promise.all(Array.from({ length: 20 }, () => cobrar(p._id, 10000, 'rafaga')));
    const estados = respuestas.map((r) => r.status);
    expect(estados.every((estado) => estado === 201 || estado === 409)).toBe(true);
    for (const r of respuestas.filter((r) => r.status === 409)) expect(r.body.code).toBe('IDEMPOTENCIA_EN_CURSO');
    expect(await cobrosDe(p._id)).toBe(1);
    const ids = new Set(respuestas.filter((r) => r.status === 201).map((r) => r.body.data._id));
    expect(ids.size).toBe(1);
    expect((await leerPlan(prueba, tokens.admin, p._id)).prestamo.saldoPendiente).toBe(30000);
  });

  it('la misma clave con otro cuerpo es otra solicitud y se rechaza sin mover dinero', async () => {
    const p = await prestamo();
    expect((await cobrar(p._id, 10000, 'clave-reusada')).status).toBe(201);
    const otra = await cobrar(p._id, 20000, 'clave-reusada');
    expect(otra.status).toBe(422);
    expect(otra.body).toMatchObject({ success: false, code: 'IDEMPOTENCIA_OTRA_SOLICITUD' });
    expect(otra.body.message).toBe('Esta clave de idempotencia ya se usó con otra solicitud');
    expect(await cobrosDe(p._id)).toBe(1);
  });

  it('una solicitud rechazada libera su clave: el reintento corregido con la misma clave se aplica', async () => {
    const p = await prestamo();
    const mala = await cobrar(p._id, -5, 'corrige');
    expect(mala.status).toBe(400);
    const buena = await cobrar(p._id, 5000, 'corrige');
    expect(buena.status).toBe(201);
    expect(await cobrosDe(p._id)).toBe(1);
  });

  it('pagar una cuota dos veces con la misma clave la paga una vez', async () => {
    const p = await prestamo();
    const pagar = () =>
      prueba.pedir({
        metodo: 'PATCH',
        ruta: `/api/prestamos/${p._id}/plan/cuota/1/pagar`,
        token: tokens.admin,
        cuerpo: { monto: 4000 },
        cabeceras: { 'idempotency-key': 'pago-cuota-1' },
      });
    const primera = await pagar();
    const segunda = await pagar();
    expect([primera.status, segunda.status]).toEqual([200, 200]);
    expect(segunda.body).toEqual(primera.body);
    const plan = await leerPlan(prueba, tokens.admin, p._id);
    expect(plan.cuotas[0].montoPagado).toBe(4000);
    await verificarLibro(prueba.dataSource, p._id);
  });

  it('crear y liquidar un préstamo con clave repetida no los duplica', async () => {
    const cliente = await crearClientePrueba(prueba.dataSource);
    const crear = () =>
      prueba.pedir({
        metodo: 'POST',
        ruta: '/api/prestamos',
        token: tokens.admin,
        cuerpo: { cliente: cliente.id, monto: 100000, interes: 10, cuotas: 10, tipoAmortizacion: 'amortizable' },
        cabeceras: { 'idempotency-key': 'nuevo-prestamo' },
      });
    const [a, b] = [await crear(), await crear()];
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.data._id).toBe(a.body.data._id);
    const [{ n }] = await prueba.dataSource.query(`SELECT count(*)::int AS n FROM prestamos WHERE cliente_id = $1`, [cliente.id]);
    expect(n).toBe(1);
    // El plan nació con el préstamo, una sola vez (un solo desembolso en el libro).
    const [{ cuotas, desembolsos }] = await prueba.dataSource.query(
      `SELECT (SELECT count(*)::int FROM cuotas WHERE prestamo_id = $1) AS cuotas,
              (SELECT count(*)::int FROM prestamos_movimientos WHERE prestamo_id = $1 AND tipo = 'desembolso') AS desembolsos`,
      [a.body.data._id],
    );
    expect({ cuotas, desembolsos }).toEqual({ cuotas: 10, desembolsos: 1 });
    // Liquidar con la misma clave dos veces: un solo cobro y una sola condonación.
    const liquidar = () =>
      prueba.pedir({
        metodo: 'POST',
        ruta: `/api/prestamos/${a.body.data._id}/liquidar`,
        token: tokens.admin,
        cuerpo: { montoRecibido: 100000, motivo: 'Pago anticipado' },
        cabeceras: { 'idempotency-key': 'liquidar-uno' },
      });
    const [l1, l2] = [await liquidar(), await liquidar()];
    expect([l1.status, l2.status]).toEqual([200, 200]);
    expect(l2.body).toEqual(l1.body);
    const [{ asientos }] = await prueba.dataSource.query(
      `SELECT count(*)::int AS asientos FROM prestamos_movimientos WHERE prestamo_id = $1`,
      [a.body.data._id],
    );
    expect(asientos).toBe(3);
  });

  it('las claves son de cada usuario, y una clave mal formada es un 400', async () => {
    const p = await prestamo();
    expect((await cobrar(p._id, 1000, 'compartida', tokens.admin)).status).toBe(201);
    expect((await cobrar(p._id, 1000, 'compartida', tokens.gerente)).status).toBe(201);
    expect(await cobrosDe(p._id)).toBe(2);
    const mala = await cobrar(p._id, 1000, 'x'.repeat(256));
    expect(mala.status).toBe(400);
    expect(mala.body.code).toBe('IDEMPOTENCIA_CLAVE_INVALIDA');
    expect(await cobrosDe(p._id)).toBe(2);
  });

  it('un movimiento de caja con clave repetida se registra una vez', async () => {
    const concepto = `Arriendo de la oficina ${Date.now()}`;
    const registrar = () =>
      prueba.pedir({
        metodo: 'POST',
        ruta: '/api/flujo-caja/movimientos',
        token: tokens.gerente,
        cuerpo: { fecha: hoy, tipo: 'egreso', categoria: 'gastos', concepto, monto: 850000 },
        cabeceras: { 'idempotency-key': 'movimiento-1' },
      });
    const primera = await registrar();
    const segunda = await registrar();
    expect(primera.status).toBe(201);
    expect(segunda.headers['idempotent-replayed']).toBe('true');
    expect(segunda.body).toEqual(primera.body);
    const filas = await prueba.dataSource.query(`SELECT id FROM movimientos_caja WHERE concepto = $1`, [concepto]);
    expect(filas).toHaveLength(1);
  });

  it('con otra clave, la misma solicitud es un cobro nuevo', async () => {
    const p = await prestamo();
    expect((await cobrar(p._id, 1000, 'primer-cobro')).status).toBe(201);
    expect((await cobrar(p._id, 1000, 'segundo-cobro')).status).toBe(201);
    expect(await cobrosDe(p._id)).toBe(2);
  });
});
