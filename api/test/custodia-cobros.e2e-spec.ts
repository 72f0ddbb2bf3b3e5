// Las correcciones conservan la custodia (docs/decisiones/caja-de-cobradores.md, «Quién tiene el efectivo al
// corregir»): un cobrador anota 10.000 al préstamo de otro cliente. La oficina lo pasa al préstamo correcto, de otro
// cliente, con un motivo: el efectivo sigue en su poder y su entrega cuadra sin sobrante. Un cobro que la oficina
// registra a nombre de un cobrador dice de quién es el efectivo (`enPoderDe`). Y la verificación, que recuenta el
// efectivo de cada cobrador de sus cobros, gastos y entregas, informa el camino viejo (borrar y volver a registrar
// como de la oficina): el cobrador entregó 10.000 que ningún cobro suyo explica.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { crearClientePrueba, crearPrestamoPrueba, verificarLibro } from './support/fabricas-cartera';

describe('custodia del efectivo al corregir cobros', () => {
  let cobradorNombre: string;
  const hoy = hoyBogota();

  const { prueba, tokens, ids } = usarAppPrueba(async () => {
    [{ nombre: cobradorNombre }] = await prueba.dataSource.query(`SELECT nombre FROM usuarios WHERE id = $1`, [ids.cobrador1]);
  });
  // Cada prueba empieza con el cobrador sin efectivo por entregar.
  beforeEach(async () => {
    const r = await pedir('GET', '/api/caja/cobradores', tokens.admin);
    const fila = r.body.data.find((f: Json) => f.cobradorId === ids.cobrador1);
    if (fila && fila.enPoder > 0) await entregar(fila.enPoder, fila.enPoder);
  });

  let claves = 0;
  const pedir = (metodo: 'GET' | 'POST' | 'PATCH' | 'DELETE', ruta: string, token: string, cuerpo?: unknown) =>
    prueba.pedir({
      metodo,
      ruta,
      token,
      cuerpo,
      cabeceras: metodo === 'GET' ? {} : { 'idempotency-key': `custodia-${process.pid}-${++claves}` },
    });

  async function prestamoDe(cobradorDelCliente: string | null): Promise<Json> {
    const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: cobradorDelCliente ?? ids.cobrador1 });
    return crearPrestamoPrueba(prueba, tokens.admin, {
      cliente: cliente.id, monto: 100_000, interes: 0, cuotas: 10, modalidad: 'diario', tipoAmortizacion: 'amortizable',
      fechaInicio: sumarDias(hoy, -5), cobrador: ids.cobrador1,
    });
  }

  async function enPoder(): Promise<number> {
    const r = await pedir('GET', '/api/caja/cobradores', tokens.admin);
    return r.body.data.find((fila: Json) => fila.cobradorId === ids.cobrador1)?.enPoder ?? 0;
  }

  /** El cobrador entrega `entregado`; la oficina cuenta `recibido`. Devuelve el movimiento de diferencia, si hubo. */
  async function entregar(entregado: number, recibido: number): Promise<Json[]> {
    const creada = await pedir('POST', '/api/caja/entregas', tokens.cobrador1, { montoEntregado: entregado });
    expect(creada.status).toBe(201);
    const confirmada = await pedir('PATCH', `/api/caja/entregas/${creada.body.data._id}/confirmar`, tokens.gerente, { montoRecibido: recibido });
    expect(confirmada.status).toBe(200);
    return prueba.dataSource.query(`SELECT tipo, monto::float AS monto FROM movimientos_caja WHERE entrega_id = $1`, [
      creada.body.data._id,
    ]);
  }

  async function descuadresDelCobrador(): Promise<Json[]> {
    const r = await pedir('POST', '/api/contabilidad/verificacion', tokens.admin);
    expect(r.status).toBe(200);
    return r.body.data.descuadres.filter((d: Json) => String(d.regla).endsWith(`:${cobradorNombre}`));
  }

  it('pasar el cobro al préstamo de otro cliente conserva el efectivo en poder del cobrador; la entrega no tiene sobrante', async () => {
    const equivocado = await prestamoDe(null);
    const correcto = await prestamoDe(null);
    expect(correcto.cliente._id).not.toBe(equivocado.cliente._id);
    const poderAntes = await enPoder();
    const cobro = await pedir('POST', '/api/cobros', tokens.cobrador1, { prestamo: equivocado._id, monto: 10_000, fecha: hoy });
    expect(cobro.status).toBe(201);
    expect(cobro.body.data.enPoderDe).toMatchObject({ _id: ids.cobrador1 });
    expect(await enPoder()).toBe(poderAntes + 10_000);

    const motivo = 'El cobrador lo anotó al cliente de al lado';
    const r = await pedir('POST', `/api/cobros/${cobro.body.data._id}/corregir-prestamo`, tokens.gerente, { prestamo: correcto._id, motivo });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      prestamo: { _id: correcto._id, cliente: { _id: correcto.cliente._id } },
      monto: 10_000,
      cobrador: { _id: ids.cobrador1 },
      enPoderDe: { _id: ids.cobrador1 },
    });
    expect(await enPoder()).toBe(poderAntes + 10_000);
    // Auditado con el motivo y el otro cliente.
    const [evento]: Json[] = await prueba.dataSource.query(
      `SELECT detalles, datos_nuevos FROM auditoria WHERE accion = 'Corregir préstamo del cobro' ORDER BY fecha DESC LIMIT 1`,
    );
    expect(evento.detalles).toMatch(/de otro cliente/);
    expect(evento.datos_nuevos).toMatchObject({ motivo, otroCliente: true, enPoderDe: ids.cobrador1 });
    // El préstamo equivocado vuelve a deber lo de antes; el correcto recibió los 10.000.
    const saldo = async (id: string) => (await pedir('GET', `/api/prestamos/${id}`, tokens.admin)).body.data.saldoPendiente;
    expect([await saldo(equivocado._id), await saldo(correcto._id)]).toEqual([100_000, 90_000]);

    // Entrega lo que tiene: ni faltante ni sobrante, y la verificación no encuentra nada.
    expect(await entregar(poderAntes + 10_000, poderAntes + 10_000)).toEqual([]);
    expect(await descuadresDelCobrador()).toEqual([]);
    await verificarLibro(prueba.dataSource, equivocado._id);
    await verificarLibro(prueba.dataSource, correcto._id);
  });

  it('un cobro que la oficina registra a nombre del cobrador que tiene el efectivo queda en su poder', async () => {
    const p = await prestamoDe(null);
    const poderAntes = await enPoder();
    const r = await pedir('POST', '/api/cobros', tokens.admin, { prestamo: p._id, monto: 7_000, fecha: hoy, cobrador: ids.cobrador1, enPoderDe: ids.cobrador1 });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ cobrador: { _id: ids.cobrador1 }, enPoderDe: { _id: ids.cobrador1, nombre: cobradorNombre } });
    expect(await enPoder()).toBe(poderAntes + 7_000);
    const leido = await pedir('GET', `/api/cobros/${r.body.data._id}`, tokens.admin);
    expect(leido.body.data.enPoderDe).toMatchObject({ _id: ids.cobrador1 });

    // Sin enPoderDe, como siempre: el efectivo entró a la oficina.
    const oficina = await pedir('POST', '/api/cobros', tokens.admin, { prestamo: p._id, monto: 3_000, fecha: hoy, cobrador: ids.cobrador1 });
    expect(oficina.body.data.enPoderDe).toBeNull();
    expect(await enPoder()).toBe(poderAntes + 7_000);
    expect(await descuadresDelCobrador()).toEqual([]);
  });

  it('el efectivo sólo queda en poder del cobrador del cobro; un cobrador no lo pone en poder de otro', async () => {
    const p = await prestamoDe(null);
    const [{ id: otroCobrador }] = await prueba.dataSource.query(
      `SELECT id FROM usuarios WHERE rol = 'cobrador' AND id <> $1 AND estado = 'activo' LIMIT 1`,
      [ids.cobrador1],
    );
    const filas = async () => Number((await prueba.dataSource.query(`SELECT count(*) AS n FROM cobros`))[0].n);
    const antes = await filas();
    const ajeno = await pedir('POST', '/api/cobros', tokens.admin, { prestamo: p._id, monto: 1_000, fecha: hoy, cobrador: ids.cobrador1, enPoderDe: otroCobrador });
    expect([ajeno.status, ajeno.body.errors]).toEqual([
      400,
      { enPoderDe: ['El efectivo sólo puede quedar en poder del cobrador del cobro (el que lo recibió); sin él, queda en la caja de la oficina'] },
    ]);
    const delCobrador = await pedir('POST', '/api/cobros', tokens.cobrador1, { prestamo: p._id, monto: 1_000, fecha: hoy, enPoderDe: otroCobrador });
    expect([delCobrador.status, delCobrador.body.errors]).toEqual([
      400,
      { enPoderDe: ['Un cobrador registra sólo el efectivo que él recibió: quien lo tiene es él'] },
    ]);
    const invalido = await pedir('POST', '/api/cobros', tokens.admin, { prestamo: p._id, monto: 1_000, fecha: hoy, enPoderDe: 'x' });
    expect([invalido.status, invalido.body.errors]).toEqual([400, { enPoderDe: ['Quien tiene el efectivo no es válido'] }]);
    expect(await filas()).toBe(antes);
  });

  it('la verificación informa el camino viejo: borrar y registrar como de la oficina deja 10.000 entregados sin cobro', async () => {
    const equivocado = await prestamoDe(null);
    const correcto = await prestamoDe(null);
    const poderAntes = await enPoder();
    const cobro = await pedir('POST', '/api/cobros', tokens.cobrador1, { prestamo: equivocado._id, monto: 10_000, fecha: hoy });
    expect((await pedir('DELETE', `/api/cobros/${cobro.body.data._id}`, tokens.gerente)).status).toBe(200);
    await pedir('POST', '/api/cobros', tokens.gerente, { prestamo: correcto._id, monto: 10_000, fecha: hoy, cobrador: ids.cobrador1 });
    expect(await enPoder()).toBe(poderAntes);
    // Otro cobro suyo, para que tenga algo que entregar: entrega ese y los 10.000 que sigue cargando.
    await pedir('POST', '/api/cobros', tokens.cobrador1, { prestamo: correcto._id, monto: 5_000, fecha: hoy });
    expect(await entregar(poderAntes + 15_000, poderAntes + 15_000)).toEqual([{ tipo: 'ingreso', monto: 10_000 }]);

    expect(await descuadresDelCobrador()).toEqual([
      expect.objectContaining({
        regla: `custodia_entregado:${cobradorNombre}`,
        esperado: 0,
        encontrado: 10_000,
        detalle: expect.stringMatching(/efectivo que el cobrador entregó de más mientras se le borraron cobros/),
      }),
    ]);
  });

  it('la verificación recuenta el efectivo del cobrador sin la caja ni el mayor: un en_poder_de cambiado a mano se informa', async () => {
    const p = await prestamoDe(null);
    const cobro = await pedir('POST', '/api/cobros', tokens.cobrador1, { prestamo: p._id, monto: 4_000, fecha: hoy });
    await prueba.dataSource.query(`UPDATE cobros SET en_poder_de = NULL WHERE id = $1`, [cobro.body.data._id]);
    const reglas = (await descuadresDelCobrador()).map((d) => [d.regla, d.esperado, d.encontrado]);
    expect(reglas).toContainEqual([`custodia_cobrador:${cobradorNombre}`, expect.any(Number), expect.any(Number)]);
    const custodia = (await descuadresDelCobrador()).find((d) => d.regla === `custodia_cobrador:${cobradorNombre}`);
    expect(custodia!.encontrado - custodia!.esperado).toBe(4_000);
    await prueba.dataSource.query(`UPDATE cobros SET en_poder_de = $2 WHERE id = $1`, [cobro.body.data._id, ids.cobrador1]);
  });
});
