// Metas de cobradores: el avance sale del libro de cobros (crear, editar y borrar un cobro lo mueven), el estado se
// deriva, una meta por cobrador y mes, sólo cobradores activos, y un cobrador sólo lee las suyas.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';
import { crearUsuario } from './support/fabricas';

describe('metas de cobradores', () => {
  const hoy = hoyBogota();
  const periodo = hoy.slice(0, 7);
  const finDeMes = (() => {
    const [a, m] = periodo.split('-').map(Number);
    return new Date(Date.UTC(a!, m!, 0)).toISOString().slice(0, 10);
  })();
  const mesPasado = (() => {
    const [a, m] = periodo.split('-').map(Number);
    return m === 1 ? `${a! - 1}-12` : `${a}-${String(m! - 1).padStart(2, '0')}`;
  })();

  const { prueba, tokens, ids } = usarAppPrueba();

  const meta = (cuerpo: Record<string, unknown>, token = tokens.admin) =>
    prueba.pedir({
      metodo: 'POST',
      ruta: '/api/metas-cobrador',
      token,
      cuerpo: { periodo, metaMonto: 100000, metaCobros: 2, fechaVencimiento: finDeMes, ...cuerpo },
    });
  const listar = async (query: string, token = tokens.admin) => {
    const r = await prueba.pedir({ metodo: 'GET', ruta: `/api/metas-cobrador?${query}`, token });
    expect(r.status).toBe(200);
    return r.body.data.data as Json[];
  };
  const leer = async (id: string) => {
    const r = await prueba.como('admin').get(`/api/metas-cobrador/${id}`);
    expect(r.status).toBe(200);
    return r.body.data;
  };
  async function prestamoDe(cobradorId: string) {
    const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId });
    return crearPrestamoPrueba(
      prueba,
      tokens.admin,
      { cliente: cliente.id, monto: 400000, interes: 0, cuotas: 4, tipoAmortizacion: 'amortizable', fecha: sumarDias(`${periodo}-01`, -40), fechaInicio: sumarDias(`${periodo}-01`, -40) },
    );
  }
  const cobrar = (prestamo: string, monto: number, cobrador: string, fecha = hoy) =>
    prueba.como('admin').post('/api/cobros', { prestamo, monto, fecha, cobrador });

  it('el avance sigue a los cobros creados, editados y borrados, y el estado se deriva', async () => {
    const creada = await meta({ cobradorId: ids.cobrador1 });
    expect(creada.status).toBe(201);
    expect(creada.body.message).toBe('Meta creada correctamente');
    expect(creada.body.data).toMatchObject({
      cobradorId: ids.cobrador1,
      periodo,
      metaMonto: 100000,
      metaCobros: 2,
      fechaVencimiento: finDeMes,
      estado: 'pendiente',
      montoAlcanzado: 0,
      porcentajeMonto: 0,
      cobrosRealizados: 0,
      porcentajeCobros: 0,
    });
    const id = creada.body.data._id;

    const p = await prestamoDe(ids.cobrador1);
    const c1 = await cobrar(p._id, 30000, ids.cobrador1);
    expect([c1.status, c1.body.message]).toEqual([201, 'Cobro registrado correctamente']);
    expect(await leer(id)).toMatchObject({ montoAlcanzado: 30000, porcentajeMonto: 30, cobrosRealizados: 1, porcentajeCobros: 50, estado: 'en_progreso' });

    // Cobros de otro cobrador o de otro mes no cuentan.
    const p2 = await prestamoDe(ids.cobrador2);
    expect((await cobrar(p2._id, 50000, ids.cobrador2)).status).toBe(201);
    const fuera = sumarDias(`${periodo}-01`, -1);
    expect((await cobrar(p._id, 10000, ids.cobrador1, fuera)).status).toBe(201);
    expect(await leer(id)).toMatchObject({ montoAlcanzado: 30000, cobrosRealizados: 1 });

    const c2 = await cobrar(p._id, 80000, ids.cobrador1);
    expect(await leer(id)).toMatchObject({ montoAlcanzado: 110000, porcentajeMonto: 110, cobrosRealizados: 2, porcentajeCobros: 100, estado: 'completada' });

    // Editar el monto de un cobro mueve el avance.
    const editado = await prueba.como('admin').put(`/api/cobros/${c2.body.data._id}`, { monto: 20000 });
    expect(editado.status).toBe(200);
    expect(await leer(id)).toMatchObject({ montoAlcanzado: 50000, porcentajeMonto: 50, cobrosRealizados: 2, estado: 'en_progreso' });

    // Pasar el cobro a otro cobrador lo saca de esta meta.
    const movido = await prueba.como('admin').put(`/api/cobros/${c2.body.data._id}`, { cobrador: ids.cobrador2 });
    expect(movido.status).toBe(200);
    expect(await leer(id)).toMatchObject({ montoAlcanzado: 30000, cobrosRealizados: 1 });

    // Borrar un cobro lo quita del avance.
    const borrado = await prueba.como('admin').delete(`/api/cobros/${c1.body.data._id}`);
    expect(borrado.status).toBe(200);
    expect(await leer(id)).toMatchObject({ montoAlcanzado: 0, cobrosRealizados: 0, porcentajeMonto: 0, estado: 'pendiente' });

    // El recuento desde cero da lo mismo que los disparadores.
    const antes = await prueba.dataSource.query(`SELECT cobrador_id, mes, cantidad, monto FROM cobros_cobrador_mes WHERE cantidad > 0 ORDER BY 1, 2`);
    await prueba.dataSource.query(`SELECT cobros_cobrador_mes_recontar()`);
    const despues = await prueba.dataSource.query(`SELECT cobrador_id, mes, cantidad, monto FROM cobros_cobrador_mes ORDER BY 1, 2`);
    expect(despues).toEqual(antes);

    const eliminada = await prueba.como('admin').delete(`/api/metas-cobrador/${id}`);
    expect(eliminada.status).toBe(200);
    expect((await prueba.como('admin').get(`/api/metas-cobrador/${id}`)).status).toBe(404);
    const auditoria = await prueba.dataSource.query(`SELECT accion FROM auditoria WHERE modulo = 'Metas' ORDER BY 1`);
    expect(auditoria.map((f: Json) => f.accion)).toEqual(expect.arrayContaining(['Crear meta', 'Eliminar meta']));
  });

  it('una meta por cobrador y mes; vencida; filtros por periodo, cobrador y estado', async () => {
    const a = await meta({ cobradorId: ids.cobrador2, periodo: mesPasado, fechaVencimiento: `${mesPasado}-28` });
    expect(a.status).toBe(201);
    expect(a.body.data.estado).toBe('vencida');
    const repetida = await meta({ cobradorId: ids.cobrador2, periodo: mesPasado });
    expect(repetida.status).toBe(409);
    expect(repetida.body.message).toBe('El cobrador ya tiene una meta para ese periodo');
    const b = await meta({ cobradorId: ids.cobrador2 });
    expect(b.status).toBe(201);
    // Editar hacia un mes ocupado también es 409 y no cambia nada.
    const choque = await prueba.como('gerente').put(
      `/api/metas-cobrador/${b.body.data._id}`,
      { cobradorId: ids.cobrador2, periodo: mesPasado, metaMonto: 1, metaCobros: 1, fechaVencimiento: finDeMes },
    );
    expect(choque.status).toBe(409);
    const editada = await prueba.como('gerente').put(
      `/api/metas-cobrador/${b.body.data._id}`,
      { cobradorId: ids.cobrador2, periodo, metaMonto: 2500.5, metaCobros: 0, fechaVencimiento: finDeMes },
    );
    expect(editada.status).toBe(200);
    expect(editada.body.data).toMatchObject({ metaMonto: 2500.5, metaCobros: 0, periodo });

    expect((await listar(`periodo=${mesPasado}&cobradorId=${ids.cobrador2}`)).map((m) => m._id)).toEqual([a.body.data._id]);
    expect((await listar(`estado=vencida&cobradorId=${ids.cobrador2}`)).map((m) => m._id)).toEqual([a.body.data._id]);
    expect((await listar(`estado=pendiente&cobradorId=${ids.cobrador2}`)).length).toBe(0);
    const r = await prueba.como('admin').get(`/api/metas-cobrador?cobradorId=${ids.cobrador2}`);
    expect(r.body.data.meta.total).toBe(2);
    expect(r.body.data.data[0].periodo).toBe(periodo);
  });

  it('valida el cuerpo, sólo cobradores activos y sin cambiar nada', async () => {
    const cuenta = async () => Number((await prueba.dataSource.query(`SELECT count(*) AS n FROM metas_cobrador`))[0].n);
    const antes = await cuenta();
    const invalida = await meta({ cobradorId: 'x', periodo: '2026-13', metaMonto: -1, metaCobros: 1.5, fechaVencimiento: '2026-02-30' });
    expect(invalida.status).toBe(400);
    expect(Object.keys(invalida.body.errors).sort()).toEqual(['cobradorId', 'fechaVencimiento', 'metaCobros', 'metaMonto', 'periodo']);
    expect(invalida.body.errors.periodo).toEqual(['El periodo debe tener el formato AAAA-MM']);
    const sinCampos = await prueba.como('admin').post('/api/metas-cobrador', {});
    expect(sinCampos.status).toBe(400);
    const gerenteId = (await prueba.cuenta('gerente')).id;
    const noCobrador = await meta({ cobradorId: gerenteId });
    expect(noCobrador.status).toBe(400);
    expect(noCobrador.body.errors.cobradorId).toEqual(['Sólo los cobradores pueden tener metas']);
    const inactivo = await crearUsuario(prueba.dataSource, { rol: 'cobrador', estado: 'inactivo' });
    const r = await meta({ cobradorId: inactivo.id });
    expect(r.status).toBe(422);
    expect(r.body.message).toBe('El cobrador está inactivo: no se le pueden asignar metas nuevas');
    expect((await prueba.como('admin').get('/api/metas-cobrador?periodo=2026-1')).status).toBe(400);
    expect((await prueba.como('admin').get('/api/metas-cobrador?estado=otro')).status).toBe(400);
    expect((await prueba.como('admin').delete('/api/metas-cobrador/no-es-uuid')).status).toBe(400);
    expect(await cuenta()).toBe(antes);
  });

  it('roles: un cobrador sólo lee sus metas y no escribe', async () => {
    const cobrador3Id = (await prueba.cuenta('cobrador3')).id;
    const ajena = await meta({ cobradorId: cobrador3Id });
    expect(ajena.status).toBe(201);
    const propia = await meta({ cobradorId: ids.cobrador1, periodo: mesPasado, fechaVencimiento: `${mesPasado}-28` });
    expect(propia.status).toBe(201);
    const vistas = await listar(`cobradorId=${cobrador3Id}`, tokens.cobrador1);
    expect(vistas.length).toBeGreaterThan(0);
    expect(vistas.every((m) => m.cobradorId === ids.cobrador1)).toBe(true);
    expect((await prueba.como('cobrador1').get(`/api/metas-cobrador/${ajena.body.data._id}`)).status).toBe(404);
    expect((await meta({ cobradorId: ids.cobrador1, periodo: '2030-01' }, tokens.cobrador1)).status).toBe(403);
    const put = await prueba.como('cobrador1').put(
      `/api/metas-cobrador/${propia.body.data._id}`,
      { cobradorId: ids.cobrador1, periodo: mesPasado, metaMonto: 1, metaCobros: 1, fechaVencimiento: finDeMes },
    );
    expect(put.status).toBe(403);
    expect((await prueba.como('cobrador1').delete(`/api/metas-cobrador/${propia.body.data._id}`)).status).toBe(403);
    expect((await prueba.pedir({ metodo: 'GET', ruta: '/api/metas-cobrador' })).status).toBe(401);
    expect((await prueba.como('gerente').delete(`/api/metas-cobrador/${ajena.body.data._id}`)).status).toBe(200);
  });
});
