import { usarAppPrueba } from './support/app-del-archivo';
import { esperarError, type Json } from './support/app-prueba';
import { crearUsuario } from './support/fabricas';
import { crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';

describe('cobradores', () => {

  const { prueba, tokens } = usarAppPrueba();

  it('GET /api/cobradores lista sólo usuarios con rol cobrador, en data.data con meta', async () => {
    const r = await prueba.pedir({ metodo: 'GET', ruta: '/api/cobradores?limit=500', token: tokens.gerente });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, message: 'Cobradores obtenidos' });
    expect(Array.isArray(r.body.data.data)).toBe(true);
    expect(r.body.data.meta).toEqual({ total: 3, page: 1, limit: 500, totalPages: 1 });
    expect(r.body.data.data.map((c: Json) => c.email).sort()).toEqual([
      'cobrador1@cartera.local',
      'cobrador2@cartera.local',
      'cobrador3@cartera.local',
    ]);
    expect(r.body).not.toHaveProperty('meta');
  });

  it('con cartera=1 cada fila trae sus clientes y préstamos abiertos, lo mismo que /clientes y /prestamos por cobrador', async () => {
    const cobrador = await crearUsuario(prueba.dataSource, {
      nombre: 'Cartera Propia Prueba',
      rol: 'cobrador',
    });
    const clientes = await Promise.all(
      [1, 2, 3].map(() => crearClientePrueba(prueba.dataSource, { cobradorId: cobrador.id })),
    );
    const condiciones = {
      monto: 100000,
      interes: 10,
      cuotas: 10,
      modalidad: 'diario',
      fechaInicio: '2026-11-02',
    };
    await crearPrestamoPrueba(prueba, tokens.gerente, { cliente: clientes[0].id, ...condiciones });
    const pagado = await crearPrestamoPrueba(prueba, tokens.gerente, { cliente: clientes[1].id, ...condiciones });
    await prueba.dataSource.query(`UPDATE prestamos SET estado = 'pagado' WHERE id = $1`, [pagado._id]);
    const ruta = '/api/cobradores?cartera=1&search=Cartera%20Propia';

    const r = await prueba.pedir({ metodo: 'GET', ruta, token: tokens.gerente });
    expect(r.status).toBe(200);
    expect(r.body.data.data).toHaveLength(1);
    expect(r.body.data.data[0]).toMatchObject({ _id: cobrador.id, nombre: 'Cartera Propia Prueba' });
    expect(r.body.data.data[0].cartera).toEqual({ clientes: 3, prestamosActivos: 1 });
    expect(r.body.data.data[0]).not.toHaveProperty('passwordHash');

    // The same figures the screen used to ask two lists per row for.
    const porClientes = await prueba.pedir({
      metodo: 'GET',
      ruta: `/api/clientes?cobrador=${cobrador.id}&limit=1`,
      token: tokens.gerente,
    });
    expect(porClientes.body.meta.total).toBe(3);
    const porPrestamos = await prueba.pedir({
      metodo: 'GET',
      ruta: `/api/prestamos?cobrador=${cobrador.id}&limit=1`,
      token: tokens.gerente,
    });
    const resumen = porPrestamos.body.resumen;
    expect(resumen.activo + resumen.mora + resumen.vencido).toBe(1);

    // Without the parameter the rows are as before; a cobrador's session never gets another's portfolio.
    const sin = await prueba.pedir({
      metodo: 'GET',
      ruta: '/api/cobradores?search=Cartera%20Propia',
      token: tokens.gerente,
    });
    expect(sin.body.data.data[0]).not.toHaveProperty('cartera');
    const comoCobrador = await prueba.pedir({ metodo: 'GET', ruta, token: await prueba.token('cobrador1') });
    expect(comoCobrador.body.data).toEqual({ data: [], meta: { total: 0, page: 1, limit: 10, totalPages: 0 } });
  });

  it('pedir otro rol en /cobradores no devuelve a nadie', async () => {
    const r = await prueba.pedir({ metodo: 'GET', ruta: '/api/cobradores?rol=admin', token: tokens.gerente });
    expect(r.status).toBe(200);
    expect(r.body.data.data).toEqual([]);
  });

  it('un cobrador lee sólo su propia cuenta, con la forma de toda sesión, y no escribe', async () => {
    const token = await prueba.token('cobrador2');
    const lista = await prueba.pedir({ metodo: 'GET', ruta: '/api/cobradores?limit=500', token });
    expect(lista.status).toBe(200);
    expect(lista.body.data.meta.total).toBe(1);
    const [propia] = lista.body.data.data;
    expect(propia).toMatchObject({ email: 'cobrador2@cartera.local', rol: 'cobrador', estado: 'activo' });
    const una = await prueba.pedir({ metodo: 'GET', ruta: `/api/cobradores/${propia._id}`, token });
    // The list also says until when the account waits for new devices (bloqueadoHasta: the office's screen unlocks it).
    const { bloqueadoHasta, ...cuenta } = propia;
    expect(bloqueadoHasta).toBeNull();
    expect(una.body.data).toEqual(cuenta);
    // Another collector's account (email, phone, zone) is not his to read.
    const otro = (
      await prueba.pedir({ metodo: 'GET', ruta: '/api/cobradores?limit=500', token: tokens.gerente })
    ).body.data.data.find((c: { _id: string }) => c._id !== propia._id);
    const ajena = await prueba.pedir({ metodo: 'GET', ruta: `/api/cobradores/${otro._id}`, token });
    esperarError(ajena, 404, { message: 'Cobrador no encontrado', code: 'NO_ENCONTRADO' });
    const r = await prueba.pedir({
      metodo: 'POST',
      ruta: '/api/cobradores',
      token,
      cuerpo: { nombre: 'X', email: 'x@cartera.local', password: 'clave-segura' },
    });
    esperarError(r, 403, { message: 'No tiene permisos para realizar esta acción', code: 'PROHIBIDO' });
  });

  it('POST crea siempre con rol cobrador y rechaza otro rol', async () => {
    const r = await prueba.pedir({
      metodo: 'POST',
      ruta: '/api/cobradores',
      token: tokens.gerente,
      cuerpo: {
        nombre: 'Wilson Castaño',
        email: 'wilson@cartera.local',
        password: 'clave-segura',
        telefono: '3140001122',
        zona: 'Sur',
      },
    });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ nombre: 'Wilson Castaño', rol: 'cobrador', zona: 'Sur' });

    const conRol = await prueba.pedir({
      metodo: 'POST',
      ruta: '/api/cobradores',
      token: tokens.gerente,
      cuerpo: {
        nombre: 'Otro',
        email: 'otro.cobrador@cartera.local',
        password: 'clave-segura',
        rol: 'cobrador',
      },
    });
    expect(conRol.status).toBe(201);
    const admin = await prueba.pedir({
      metodo: 'POST',
      ruta: '/api/cobradores',
      token: tokens.gerente,
      cuerpo: { nombre: 'Otro', email: 'intento@cartera.local', password: 'clave-segura', rol: 'admin' },
    });
    expect(admin.status).toBe(400);
    expect(admin.body.errors).toEqual({ rol: ['El rol de un cobrador es siempre cobrador'] });
  });

  it('GET, PUT y DELETE /:id sólo alcanzan a cobradores (404 para otros usuarios)', async () => {
    const otroGerente = await crearUsuario(prueba.dataSource, { rol: 'gerente' });
    for (const [metodo, cuerpo] of [['GET'], ['PUT', { nombre: 'X' }], ['DELETE']] as const) {
      const r = await prueba.pedir({
        metodo,
        ruta: `/api/cobradores/${otroGerente.id}`,
        token: tokens.gerente,
        cuerpo,
      });
      esperarError(r, 404, { message: 'Cobrador no encontrado', code: 'NO_ENCONTRADO' });
    }
  });

  it('edita y borra un cobrador, registrando el módulo Cobradores', async () => {
    const cobrador = await crearUsuario(prueba.dataSource, { rol: 'cobrador', nombre: 'Temporal' });
    const edicion = await prueba.pedir({
      metodo: 'PUT',
      ruta: `/api/cobradores/${cobrador.id}`,
      token: tokens.gerente,
      cuerpo: { zona: 'Norte', telefono: '315 222 3344' },
    });
    expect(edicion.status).toBe(200);
    expect(edicion.body.data).toMatchObject({ zona: 'Norte', telefono: '3152223344', rol: 'cobrador' });

    const cambioRol = await prueba.pedir({
      metodo: 'PUT',
      ruta: `/api/cobradores/${cobrador.id}`,
      token: tokens.gerente,
      cuerpo: { rol: 'gerente' },
    });
    expect(cambioRol.status).toBe(400);

    const borrado = await prueba.pedir({
      metodo: 'DELETE',
      ruta: `/api/cobradores/${cobrador.id}`,
      token: tokens.gerente,
    });
    expect(borrado.status).toBe(200);
    const eventos = await prueba.dataSource.query(
      `SELECT accion FROM auditoria WHERE modulo = 'Cobradores' AND (datos_nuevos->>'_id' = $1 OR datos_anteriores->>'_id' = $1) ORDER BY id`,
      [cobrador.id],
    );
    expect(eventos.map((e: Json) => e.accion)).toEqual(['Actualizar cobrador', 'Eliminar cobrador']);
  });
});
