// La custodia de los cobradores, las transferencias entre oficinas, el plan de cuentas y la verificación, vistos por el
// gerente de otra oficina (docs/decisiones/caja-por-oficina-custodia.md, issue 68): el gerente de B no ve a los
// cobradores de la oficina principal (A) en Caja ni sus subcuentas en el plan de cuentas, un cobrador de A es 404 como
// uno que no existe, una oficina que no alcanza en una transferencia es como una que no existe, y la verificación de
// toda la organización es sólo del administrador.
import { CODIGOS, MENSAJES_TRANSFERENCIA_OFICINAS, hoyBogota } from '@cartera/dominio';
import { MENSAJES_CAJA_MAYOR } from '../src/mayor/caja.mensajes';
import { usarAppPrueba } from './support/app-del-archivo';
import { esperarError, type Json, type RespuestaPrueba } from './support/app-prueba';
import { PRESTAMO_CORTO, cobrarPrueba, crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';
import { crearOficinaB, type OficinaB } from './support/sondeo-oficinas';

const NINGUNO = '00000000-0000-4000-8000-000000000000';

/** Lo que una respuesta dice, sin lo que cambia en cada petición. */
const dicho = (r: RespuestaPrueba) => ({ status: r.status, code: r.body?.code, message: r.body?.message, errors: r.body?.errors });

describe('la caja de los cobradores, las transferencias, el plan de cuentas y la verificación por oficina', () => {
  const { prueba, ids, tokens } = usarAppPrueba();
  const hoy = hoyBogota();
  let b: OficinaB;
  let cobradorB: string;
  let principal: string;
  const comoB = (metodo: 'GET' | 'POST', ruta: string, cuerpo?: unknown) =>
    prueba.pedir({ metodo, ruta, token: b.token, cuerpo });

  beforeAll(async () => {
    b = await crearOficinaB(prueba);
    [{ id: principal }] = await prueba.dataSource.query(`SELECT id FROM oficinas WHERE codigo = 'PRINCIPAL'`);
    const creado = await prueba.como('admin').post('/api/usuarios', {
      nombre: 'Cobrador de B',
      email: `cobrador.b.${Date.now()}@prueba.local`,
      password: 'clave-segura-del-cobrador',
      rol: 'cobrador',
      oficinas: [b.oficina],
    });
    expect(creado.status).toBe(201);
    cobradorB = creado.body.data._id ?? creado.body.data.id;
    // cobrador1 (de la principal) cobra en efectivo: tiene efectivo en su poder y su subcuenta en el plan de cuentas.
    const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: ids.cobrador1 });
    const prestamo = await crearPrestamoPrueba(prueba, tokens.admin, { ...PRESTAMO_CORTO, cliente: cliente.id, fecha: hoy, fechaInicio: hoy });
    await cobrarPrueba(prueba, tokens.cobrador1, { prestamo: prestamo._id, monto: 10_000, fecha: hoy });
  });

  it('GET /caja/cobradores: el gerente de B ve a los de B, no a los de la principal; el de la principal, al revés', async () => {
    const deB = await comoB('GET', '/api/caja/cobradores');
    expect(deB.status).toBe(200);
    const vistosB = deB.body.data.map((c: Json) => c.cobradorId);
    expect(vistosB).toContain(cobradorB);
    expect(vistosB).not.toContain(ids.cobrador1);
    expect(vistosB).not.toContain(ids.cobrador2);

    const vistosA = (await prueba.como('gerente').get('/api/caja/cobradores')).body.data.map((c: Json) => c.cobradorId);
    expect(vistosA).toContain(ids.cobrador1);
    expect(vistosA).not.toContain(cobradorB);
    const todos = (await prueba.como('admin').get('/api/caja/cobradores')).body.data.map((c: Json) => c.cobradorId);
    expect(todos).toEqual(expect.arrayContaining([ids.cobrador1, cobradorB]));
  });

  it('GET /caja/reporte: sólo los cobradores de B, también pidiendo ?oficina= de la principal', async () => {
    const reporte = await comoB('GET', '/api/caja/reporte');
    expect(reporte.status).toBe(200);
    expect(reporte.body.data.filas.map((f: Json) => f.cobradorId)).toEqual([cobradorB]);
    const pidiendoA = await comoB('GET', `/api/caja/reporte?oficina=${principal}`);
    expect(pidiendoA.status).toBe(200);
    expect(pidiendoA.body.data.filas).toEqual([]);
    // El administrador que elige una oficina ve a los cobradores de ésa.
    const deLaPrincipal = await prueba.como('admin').get(`/api/caja/reporte?oficina=${principal}`);
    const filas = deLaPrincipal.body.data.filas.map((f: Json) => f.cobradorId);
    expect(filas).toContain(ids.cobrador1);
    expect(filas).not.toContain(cobradorB);
  });

  it('abono a un faltante: un cobrador de la principal es para el gerente de B un 404 como uno que no existe', async () => {
    const abono = { monto: 1_000, fecha: hoy };
    const deA = await comoB('POST', `/api/caja/cobradores/${ids.cobrador1}/abonos-faltante`, abono);
    const inexistente = await comoB('POST', `/api/caja/cobradores/${NINGUNO}/abonos-faltante`, abono);
    esperarError(deA, 404, { message: MENSAJES_CAJA_MAYOR.cobradorNoEncontrado, code: 'NO_ENCONTRADO' });
    expect(dicho(deA)).toEqual(dicho(inexistente));
    // Al suyo sí llega: no debe nada, así que el abono supera la deuda.
    const suyo = await comoB('POST', `/api/caja/cobradores/${cobradorB}/abonos-faltante`, abono);
    expect(dicho(suyo)).toMatchObject({ status: 400, code: CODIGOS.abonoSuperaDeuda });
  });

  it('transferencia: una oficina que el gerente de B no alcanza es 404 como una que no existe, y no escribe nada', async () => {
    const cuerpo = { destino: b.oficina, monto: 1_000, fecha: hoy, concepto: 'Sondeo' };
    const desdeA = await comoB('POST', '/api/caja/transferencias-oficinas', { ...cuerpo, origen: principal });
    const desdeNinguna = await comoB('POST', '/api/caja/transferencias-oficinas', { ...cuerpo, origen: NINGUNO });
    esperarError(desdeA, 404, { message: MENSAJES_TRANSFERENCIA_OFICINAS.oficinaNoEncontrada, code: 'NO_ENCONTRADO' });
    expect(dicho(desdeA)).toEqual(dicho(desdeNinguna));
    const haciaA = await comoB('POST', '/api/caja/transferencias-oficinas', { ...cuerpo, origen: b.oficina, destino: principal });
    expect(dicho(haciaA)).toEqual(dicho(desdeNinguna));
    const [{ n }] = await prueba.dataSource.query(`SELECT count(*)::int AS n FROM caja_transferencias_oficinas`);
    expect(n).toBe(0);
  });

  it('plan de cuentas: el gerente de B ve las de la organización, no la subcuenta de un cobrador de la principal', async () => {
    const [subcuenta] = await prueba.dataSource.query(`SELECT id FROM contabilidad_cuentas WHERE cobrador_id = $1`, [
      ids.cobrador1,
    ]);
    expect(subcuenta).toBeDefined();
    const plan = async (r: Promise<RespuestaPrueba>) => {
      const respuesta = await r;
      expect(respuesta.status).toBe(200);
      return respuesta.body.data as Json[];
    };
    const deB = await plan(comoB('GET', '/api/contabilidad/cuentas'));
    expect(deB.map((c) => c.id)).not.toContain(subcuenta.id);
    expect(deB.some((c) => c.cobrador?._id === ids.cobrador1)).toBe(false);
    const delAdmin = await plan(prueba.como('admin').get('/api/contabilidad/cuentas'));
    // Las de la organización (las que tienen un papel en las reglas, no un dueño) las ve todas.
    const deLaOrganizacion = (cuentas: Json[]) => cuentas.filter((c) => c.clave !== null).map((c) => c.id);
    expect(deLaOrganizacion(deB)).toEqual(deLaOrganizacion(delAdmin));
    expect(deLaOrganizacion(deB).length).toBeGreaterThan(10);
    expect(delAdmin.map((c) => c.id)).toContain(subcuenta.id);
    expect((await plan(prueba.como('gerente').get('/api/contabilidad/cuentas'))).map((c) => c.id)).toContain(subcuenta.id);
  });

  it('verificación: es de la organización; un gerente recibe 403 al pedirla y al leerla, el administrador la corre', async () => {
    const pedidaB = await comoB('POST', '/api/contabilidad/verificacion', {});
    expect(pedidaB.status).toBe(403);
    expect(dicho(pedidaB)).toEqual(dicho(await comoB('POST', '/api/contabilidad/verificacion', { oficina: NINGUNO })));
    expect((await comoB('GET', '/api/contabilidad/verificacion')).status).toBe(403);
    expect((await prueba.como('gerente').post('/api/contabilidad/verificacion', {})).status).toBe(403);
    expect((await prueba.como('gerente').get('/api/contabilidad/verificacion')).status).toBe(403);
    const delAdmin = await prueba.como('admin').post('/api/contabilidad/verificacion', {});
    expect(delAdmin.status).toBe(200);
    expect((await prueba.como('admin').get('/api/contabilidad/verificacion')).body.data.fecha).toBe(delAdmin.body.data.fecha);
  });
});
