// Oficinas (docs/decisiones/oficinas.md, issue 68): el administrador las crea y las edita (código único, a lo sumo dos
// niveles, mensajes en español); cada cuenta ve las suyas; cuántas oficinas tiene cada cuenta según su rol; de qué
// oficina es un cliente nuevo y, por él, sus préstamos y cobros; `oficina` en cada fila de las listas y `?oficina=`.
import { MENSAJES, MENSAJES_OFICINAS, hoyBogota } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import { esperarError, type Json } from './support/app-prueba';
import { PRESTAMO_CORTO, crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';

const NINGUNA = '00000000-0000-4000-8000-000000000000';

describe('oficinas', () => {
  const { prueba, tokens, ids } = usarAppPrueba();
  const admin = () => prueba.como('admin');
  const oficina = (codigo: string, nombre: string, ciudad: string, padre?: string | null) =>
    admin().post('/api/oficinas', { codigo, nombre, ciudad, ...(padre === undefined ? {} : { padre }) });

  // La plantilla de las pruebas nace con la oficina de la migración: «Oficina principal», con todas las cuentas
  // que no son de administrador.
  let principal: string;
  let norte: string;
  beforeAll(async () => {
    const r = await admin().get('/api/oficinas');
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(1);
    expect(r.body.data[0]).toMatchObject({ codigo: 'PRINCIPAL', nombre: 'Oficina principal', ciudad: 'Sin ciudad', padre: null });
    principal = r.body.data[0]._id;
  });

  it('el administrador crea y edita oficinas; el código es único sin distinguir mayúsculas', async () => {
    const creada = await oficina('  NORTE ', ' Oficina Norte ', 'Medellín');
    expect(creada.status).toBe(201);
    expect(creada.body.message).toBe('Oficina creada correctamente');
    expect(creada.body.data).toMatchObject({ codigo: 'NORTE', nombre: 'Oficina Norte', ciudad: 'Medellín', padre: null });
    norte = creada.body.data._id;

    esperarError(await oficina('norte', 'Otra', 'Cali'), 409, {
      message: MENSAJES_OFICINAS.codigoDuplicado,
      code: 'OFICINA_DUPLICADA',
      errors: { codigo: [MENSAJES_OFICINAS.codigoDuplicado] },
    });
    const vacia = await admin().post('/api/oficinas', { codigo: ' ', nombre: '', ciudad: 'Cali' });
    expect(vacia.status).toBe(400);
    expect(vacia.body.errors).toEqual({
      codigo: [MENSAJES_OFICINAS.codigoObligatorio],
      nombre: [MENSAJES_OFICINAS.nombreObligatorio],
    });

    const editada = await admin().put(`/api/oficinas/${norte}`, { codigo: 'NORTE', nombre: 'Oficina Norte', ciudad: 'Bello' });
    expect(editada.status).toBe(200);
    expect(editada.body.data.ciudad).toBe('Bello');
    const duplicada = await admin().put(`/api/oficinas/${norte}`, { codigo: 'principal', nombre: 'X', ciudad: 'Y' });
    expect(duplicada.status).toBe(409);
    esperarError(await admin().put(`/api/oficinas/${NINGUNA}`, { codigo: 'Z', nombre: 'Z', ciudad: 'Z' }), 404, {
      message: MENSAJES_OFICINAS.noEncontrada,
      code: 'NO_ENCONTRADO',
    });
  });

  it('a lo sumo dos niveles: una hija no tiene hijas, ni una oficina con hijas se vuelve hija', async () => {
    const hija = await oficina('NORTE-1', 'Punto Norte 1', 'Bello', norte);
    expect(hija.status).toBe(201);
    expect(hija.body.data.padre).toEqual({ _id: norte, nombre: 'Oficina Norte' });
    esperarError(await oficina('NORTE-2', 'Punto Norte 2', 'Bello', hija.body.data._id), 400, {
      message: MENSAJES_OFICINAS.padreConPadre,
      code: 'VALIDACION',
      errors: { padre: [MENSAJES_OFICINAS.padreConPadre] },
    });
    const conHijas = await admin().put(`/api/oficinas/${norte}`, {
      codigo: 'NORTE',
      nombre: 'Oficina Norte',
      ciudad: 'Medellín',
      padre: principal,
    });
    esperarError(conHijas, 400, {
      message: MENSAJES_OFICINAS.conHijas,
      code: 'VALIDACION',
      errors: { padre: [MENSAJES_OFICINAS.conHijas] },
    });
    const inexistente = await oficina('SUR', 'Oficina Sur', 'Cali', NINGUNA);
    expect(inexistente.status).toBe(400);
    expect(inexistente.body.message).toBe(MENSAJES_OFICINAS.padreNoExiste);
    // La base también lo impide (el disparador de la migración), aunque alguien se salte el servicio.
    await expect(
      prueba.dataSource.query(`UPDATE oficinas SET padre_id = $1 WHERE id = $2`, [hija.body.data._id, principal]),
    ).rejects.toThrow(/dos niveles/);
  });

  it('sólo el administrador escribe; cada cuenta ve sus oficinas', async () => {
    expect((await prueba.como('gerente').post('/api/oficinas', { codigo: 'G', nombre: 'G', ciudad: 'G' })).status).toBe(403);
    expect((await prueba.como('cobrador1').put(`/api/oficinas/${norte}`, { codigo: 'G', nombre: 'G', ciudad: 'G' })).status).toBe(403);
    const todas = await admin().get('/api/oficinas');
    expect(todas.body.data.map((o: Json) => o.codigo)).toEqual(['NORTE', 'PRINCIPAL', 'NORTE-1']);
    const delGerente = await prueba.como('gerente').get('/api/oficinas');
    expect(delGerente.status).toBe(200);
    expect(delGerente.body.data.map((o: Json) => o._id)).toEqual([principal]);
  });

  it('las oficinas de una cuenta: gerente una o más, cobrador exactamente una, administrador ninguna', async () => {
    const cuenta = (rol: string, email: string, oficinas?: string[]) =>
      admin().post('/api/usuarios', { nombre: `Cuenta ${email}`, email, password: 'clave-segura', rol, ...(oficinas ? { oficinas } : {}) });
    // Con dos oficinas, las de un gerente o un cobrador nuevos son obligatorias.
    esperarError(await cuenta('cobrador', 'c.sin@prueba.local'), 400, {
      message: MENSAJES.formularioConErrores,
      code: 'VALIDACION',
      errors: { oficinas: [MENSAJES_OFICINAS.cobradorUnaOficina] },
    });
    expect((await cuenta('cobrador', 'c.dos@prueba.local', [principal, norte])).body.errors).toEqual({
      oficinas: [MENSAJES_OFICINAS.cobradorUnaOficina],
    });
    expect((await cuenta('gerente', 'g.sin@prueba.local', [])).body.errors).toEqual({
      oficinas: [MENSAJES_OFICINAS.gerenteSinOficinas],
    });
    expect((await cuenta('admin', 'a.con@prueba.local', [norte])).body.errors).toEqual({
      oficinas: [MENSAJES_OFICINAS.adminSinOficinas],
    });
    expect((await cuenta('cobrador', 'c.otra@prueba.local', [NINGUNA])).body.errors).toEqual({
      oficinas: [MENSAJES_OFICINAS.oficinaNoExiste],
    });

    const gerente = await cuenta('gerente', 'g.norte@prueba.local', [norte, principal]);
    expect(gerente.status).toBe(201);
    expect(gerente.body.data.oficinas).toEqual([
      { _id: norte, nombre: 'Oficina Norte' },
      { _id: principal, nombre: 'Oficina principal' },
    ]);
    const detalle = await admin().get(`/api/usuarios/${gerente.body.data._id}`);
    expect(detalle.body.data.oficinas).toHaveLength(2);
    // Editar sin `oficinas` las conserva; con ellas, las cambia.
    const otroNombre = await admin().put(`/api/usuarios/${gerente.body.data._id}`, { nombre: 'Gerente del Norte' });
    expect(otroNombre.body.data.oficinas).toHaveLength(2);
    const soloNorte = await admin().put(`/api/usuarios/${gerente.body.data._id}`, { oficinas: [norte] });
    expect(soloNorte.body.data.oficinas).toEqual([{ _id: norte, nombre: 'Oficina Norte' }]);
    // Pasar a administrador las quita.
    const ascendido = await admin().put(`/api/usuarios/${gerente.body.data._id}`, { rol: 'admin' });
    expect(ascendido.body.data.oficinas).toEqual([]);

    // Un gerente da sólo de sus oficinas; sin decirlas, la única que tiene.
    const delGerente = await prueba.como('gerente').post('/api/cobradores', {
      nombre: 'Cobrador del gerente',
      email: 'c.gerente@prueba.local',
      password: 'clave-segura',
    });
    expect(delGerente.status).toBe(201);
    expect(delGerente.body.data.oficinas).toEqual([{ _id: principal, nombre: 'Oficina principal' }]);
    const ajena = await prueba.como('gerente').post('/api/cobradores', {
      nombre: 'Cobrador ajeno',
      email: 'c.ajeno@prueba.local',
      password: 'clave-segura',
      oficinas: [norte],
    });
    expect(ajena.body.errors).toEqual({ oficinas: [MENSAJES_OFICINAS.oficinaAjena] });

    // La lista de cuentas lleva las oficinas de cada una.
    const lista = await admin().get('/api/usuarios?limit=100');
    const porEmail = new Map<string, Json>(lista.body.data.map((u: Json) => [u.email, u]));
    expect(porEmail.get('admin@cartera.local').oficinas).toEqual([]);
    expect(porEmail.get('gerente@cartera.local').oficinas).toEqual([{ _id: principal, nombre: 'Oficina principal' }]);
  });

  it('el cliente nuevo: el administrador elige su oficina si hay varias; los demás, la suya', async () => {
    const cuerpo = (n: string, extra: Record<string, unknown> = {}) => ({
      nombre: `Cliente ${n}`,
      cedula: `77${n}`,
      telefono: `3007${n}`,
      direccion: 'Calle 1',
      ciudad: 'Medellín',
      autorizacionDatos: { canal: 'presencial_firmado' },
      ...extra,
    });
    esperarError(await admin().post('/api/clientes', cuerpo('100001')), 400, {
      message: MENSAJES.formularioConErrores,
      code: 'VALIDACION',
      errors: { oficina: [MENSAJES_OFICINAS.oficinaObligatoria] },
    });
    const delNorte = await admin().post('/api/clientes', cuerpo('100002', { oficina: norte }));
    expect(delNorte.status).toBe(201);
    expect(delNorte.body.data.oficina).toEqual({ _id: norte, nombre: 'Oficina Norte' });
    const delGerente = await prueba.como('gerente').post('/api/clientes', cuerpo('100003'));
    expect(delGerente.status).toBe(201);
    expect(delGerente.body.data.oficina).toEqual({ _id: principal, nombre: 'Oficina principal' });
    const ajena = await prueba.como('gerente').post('/api/clientes', cuerpo('100004', { oficina: norte }));
    expect(ajena.body.errors).toEqual({ oficina: [MENSAJES_OFICINAS.oficinaAjena] });
    const delCobrador = await prueba.como('cobrador1').post('/api/clientes', cuerpo('100005'));
    expect(delCobrador.status).toBe(201);
    expect(delCobrador.body.data.oficina._id).toBe(principal);

    // El préstamo y el cobro no eligen oficina: son la de su cliente.
    const hoy = hoyBogota();
    const prestamo = await crearPrestamoPrueba(prueba, tokens.admin, {
      ...PRESTAMO_CORTO,
      cliente: delNorte.body.data._id,
      fecha: hoy,
      fechaInicio: hoy,
    });
    expect(prestamo.oficina).toEqual({ _id: norte, nombre: 'Oficina Norte' });
    const cobro = await admin().post('/api/cobros', { prestamo: prestamo._id, monto: 10000, fecha: hoy });
    expect(cobro.status).toBe(201);
    expect(cobro.body.data.oficina).toEqual({ _id: norte, nombre: 'Oficina Norte' });
  });

  it('las listas llevan la oficina de cada fila y el administrador filtra con ?oficina=', async () => {
    const otro = await crearClientePrueba(prueba.dataSource, { cobradorId: ids.cobrador1 });
    const hoy = hoyBogota();
    const prestamo = await crearPrestamoPrueba(prueba, tokens.admin, { ...PRESTAMO_CORTO, cliente: otro.id, fecha: hoy, fechaInicio: hoy });
    expect((await admin().post('/api/cobros', { prestamo: prestamo._id, monto: 10000, fecha: hoy })).status).toBe(201);

    for (const recurso of ['clientes', 'prestamos', 'cobros']) {
      const todas = await admin().get(`/api/${recurso}?limit=100`);
      expect(todas.status).toBe(200);
      const oficinas = new Set(todas.body.data.map((fila: Json) => fila.oficina._id));
      expect(oficinas).toEqual(new Set([principal, norte]));
      const soloNorte = await admin().get(`/api/${recurso}?limit=100&oficina=${norte}`);
      expect(soloNorte.status).toBe(200);
      expect(soloNorte.body.data.length).toBeGreaterThan(0);
      expect(soloNorte.body.data.every((fila: Json) => fila.oficina._id === norte)).toBe(true);
      expect(soloNorte.body.meta.total).toBe(soloNorte.body.data.length);
      const mal = await admin().get(`/api/${recurso}?oficina=no-es-un-id`);
      expect(mal.status).toBe(400);
    }
  });

  it('un cliente que cambia de oficina se lleva sus préstamos y cobros', async () => {
    const [cliente] = await prueba.dataSource.query(
      `SELECT c.id FROM clientes c WHERE c.oficina_id = $1 AND EXISTS (SELECT 1 FROM cobros co WHERE co.cliente_id = c.id) LIMIT 1`,
      [norte],
    );
    await prueba.dataSource.query(`UPDATE clientes SET oficina_id = $1 WHERE id = $2`, [principal, cliente.id]);
    const [cuenta] = await prueba.dataSource.query(
      `SELECT (SELECT count(*)::int FROM prestamos WHERE cliente_id = $1 AND oficina_id <> $2) AS prestamos,
              (SELECT count(*)::int FROM cobros WHERE cliente_id = $1 AND oficina_id <> $2) AS cobros`,
      [cliente.id, principal],
    );
    expect(cuenta).toEqual({ prestamos: 0, cobros: 0 });
  });
});
