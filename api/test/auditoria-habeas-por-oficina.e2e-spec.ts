// La auditoría y las solicitudes de hábeas data por oficina (docs/decisiones/auditoria-y-habeas-por-oficina.md, issue
// 68): el gerente de una oficina B no ve los eventos ni las solicitudes de la oficina principal (A): ni en la lista,
// ni en el resumen, ni en el exporte; una solicitud de A es 404 como una que no existe. Un evento es de la oficina de
// lo que toca (aunque lo haga el administrador) y uno de la organización sólo lo ve el administrador.
import { randomBytes } from 'node:crypto';
import { registrarEvento } from '../src/auditoria/registrar-evento';
import { conAlcance } from '../src/database/alcance';
import { AuditoriaHabeasPorOficina1795363300000 } from '../src/database/migrations/1795363300000-auditoria-habeas-por-oficina';
import { cuerpoCliente } from './support/clientes';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json, Metodo } from './support/app-prueba';
import { crearOficinaB, type OficinaB } from './support/sondeo-oficinas';
import { enTransaccionDeshecha } from './support/transaccion-deshecha';

const NO_EXISTE = '00000000-0000-4000-8000-000000000000';

describe('auditoría y hábeas data por oficina', () => {
  const { prueba, ids } = usarAppPrueba();
  const marca = `Aud${randomBytes(4).toString('hex')}`;
  let b: OficinaB;
  let oficinaA: string;
  let clienteA: Json;
  let solicitudA: string;
  const comoB = (metodo: Metodo, ruta: string, cuerpo?: unknown) =>
    prueba.pedir({ metodo, ruta, cuerpo, token: b.token });
  const eventos = (r: { body: Json }) => (r.body.data as Json[]).map((e) => `${e.accion} ${e.detalles}`);

  beforeAll(async () => {
    b = await crearOficinaB(prueba);
    [{ id: oficinaA }] = await prueba.dataSource.query(`SELECT id FROM oficinas WHERE codigo = 'PRINCIPAL'`);
    const gerenteA = prueba.como('gerente');
    const alta = await gerenteA.post('/api/clientes', cuerpoCliente({ nombre: `${marca} Gerente`, cobrador: ids.cobrador1 }));
    expect(alta.status).toBe(201);
    clienteA = alta.body.data;
    // El administrador también escribe en A: su evento es de la oficina del cliente, no de quien actúa.
    const delAdmin = await prueba
      .como('admin')
      .post('/api/clientes', cuerpoCliente({ nombre: `${marca} Admin`, cobrador: ids.cobrador1, oficina: oficinaA }));
    expect(delAdmin.status).toBe(201);
    const solicitud = await gerenteA.post('/api/habeas-data/solicitudes', {
      tipo: 'consulta',
      cliente: clienteA._id,
      titular: `${marca} Titular`,
      descripcion: 'Qué datos tienen de mí',
    });
    expect(solicitud.status).toBe(201);
    solicitudA = solicitud.body.data._id;
  });

  it('el gerente de A ve los eventos de su oficina, también los del administrador sobre sus clientes', async () => {
    const r = await prueba.como('gerente').get(`/api/auditoria?search=${marca}&limit=100`);
    expect(r.status).toBe(200);
    expect(eventos(r)).toEqual(
      expect.arrayContaining([expect.stringContaining(`${marca} Gerente`), expect.stringContaining(`${marca} Admin`)]),
    );
  });

  it('el gerente de B no ve los eventos de A: ni en la lista, ni en el resumen, ni en el exporte', async () => {
    const lista = await comoB('GET', `/api/auditoria?search=${marca}&limit=100`);
    expect(lista.status).toBe(200);
    expect(lista.body.data).toEqual([]);
    expect(JSON.stringify((await comoB('GET', '/api/auditoria?limit=100')).body)).not.toContain(marca);
    const resumen = await comoB('GET', `/api/auditoria/resumen?search=${marca}`);
    expect(resumen.body.data.total).toBe(0);
    for (const formato of ['csv', 'xlsx']) {
      const exporte = await comoB('GET', `/api/auditoria/export/${formato}?search=${marca}`);
      expect(exporte.status).toBe(200);
      expect(JSON.stringify(exporte.body)).not.toContain(marca);
    }
    const deA = await prueba.como('gerente').get(`/api/auditoria/export/csv?search=${marca}`);
    expect(String(deA.body)).toContain(marca);
  });

  it('los conteos por día (el resumen sin texto) cuentan sólo lo que cada uno ve', async () => {
    const lista = await comoB('GET', '/api/auditoria?limit=100');
    const resumen = await comoB('GET', '/api/auditoria/resumen');
    // Lo de B: el alta de su gerente (la cuenta es de B). Nada de A ni de la organización.
    expect(lista.body.data.length).toBeGreaterThan(0);
    expect(resumen.body.data.total).toBe(lista.body.data.length);
    const opciones = await comoB('GET', '/api/auditoria/opciones');
    expect(opciones.body.data.usuarios).not.toContain((await prueba.cuenta('gerente')).nombre);
    const delAdmin = await prueba.como('admin').get('/api/auditoria/resumen');
    const deA = await prueba.como('gerente').get('/api/auditoria/resumen');
    expect(deA.body.data.total).toBeGreaterThan(0);
    expect(delAdmin.body.data.total).toBeGreaterThanOrEqual(deA.body.data.total + resumen.body.data.total);
  });

  it('un evento de la organización sólo lo ve quien ve todas las oficinas', async () => {
    const texto = `Aviso de privacidad ${marca}`;
    expect((await prueba.como('admin').post('/api/habeas-data/aviso-privacidad', { texto })).status).toBe(201);
    const accion = 'Nueva versión del aviso de privacidad';
    const buscar = (r: { body: Json }) => eventos(r).filter((e) => e.startsWith(accion));
    const ruta = `/api/auditoria?modulo=Clientes&limit=100&fechaDesde=${new Date(Date.now() - 60_000).toISOString()}`;
    expect(buscar(await prueba.como('admin').get(ruta)).length).toBeGreaterThan(0);
    expect(buscar(await prueba.como('gerente').get(ruta))).toEqual([]);
    expect(buscar(await comoB('GET', ruta))).toEqual([]);
  });

  it('quien ve una oficina escribe un evento de la organización (y su conteo) aunque después no lo vea', async () => {
    const evento = { usuario: `${marca} Org`, accion: 'Prueba', modulo: 'Sistema', detalles: marca, tipo: 'info', resultado: 'exitoso' } as const;
    await conAlcance({ oficinas: [b.oficina] }, async () => {
      await registrarEvento(prueba.dataSource.manager, { ...evento, oficina: null });
      await registrarEvento(prueba.dataSource.manager, { ...evento, oficina: null });
    });
    const [fila] = await prueba.dataSource.query(
      `SELECT sum(cantidad)::int AS n, min(oficina_id::text) AS oficina FROM auditoria_conteos WHERE usuario = $1`,
      [evento.usuario],
    );
    expect(fila).toEqual({ n: 2, oficina: null });
    expect((await comoB('GET', `/api/auditoria?search=${marca}`)).body.data).toEqual([]);
  });

  it('una solicitud de hábeas data de A no existe para el gerente de B: 404 y fuera de su lista', async () => {
    const lista = await comoB('GET', '/api/habeas-data/solicitudes?limit=100');
    expect(lista.status).toBe(200);
    expect(JSON.stringify(lista.body)).not.toContain(marca);
    const cambio = { estado: 'en_tramite' };
    const deA = await comoB('PATCH', `/api/habeas-data/solicitudes/${solicitudA}`, cambio);
    const inexistente = await comoB('PATCH', `/api/habeas-data/solicitudes/${NO_EXISTE}`, cambio);
    expect(deA.status).toBe(404);
    expect(deA.body).toEqual(inexistente.body);
    const [fila] = await prueba.dataSource.query(`SELECT oficina_id, estado FROM habeas_solicitudes WHERE id = $1`, [solicitudA]);
    expect(fila).toEqual({ oficina_id: oficinaA, estado: 'recibida' });
  });

  it('una solicitud de un titular que no es cliente es de la oficina de quien la registra; del administrador, de la organización', async () => {
    const crear = (titular: string) => ({ tipo: 'reclamo', titular, descripcion: 'Reclamo de alguien que no es cliente' });
    const deB = await comoB('POST', '/api/habeas-data/solicitudes', crear(`${marca} De B`));
    expect(deB.status).toBe(201);
    const delAdmin = await prueba.como('admin').post('/api/habeas-data/solicitudes', crear(`${marca} De la organización`));
    expect(delAdmin.status).toBe(201);
    const titulares = async (r: Promise<{ body: Json }>) =>
      ((await r).body.data as Json[]).map((s) => s.titular).filter((t: string) => t.startsWith(marca));
    const consulta = '/api/habeas-data/solicitudes?limit=100';
    expect(await titulares(comoB('GET', consulta))).toEqual([`${marca} De B`]);
    expect((await titulares(prueba.como('gerente').get(consulta))).sort()).toEqual([`${marca} Titular`]);
    expect((await titulares(prueba.como('admin').get(consulta))).sort()).toEqual(
      [`${marca} De B`, `${marca} De la organización`, `${marca} Titular`].sort(),
    );
    const [fila] = await prueba.dataSource.query(`SELECT oficina_id FROM habeas_solicitudes WHERE id = $1`, [delAdmin.body.data._id]);
    expect(fila.oficina_id).toBeNull();
  });

  it('la migración da a lo que ya estaba la oficina de la fila que nombra o la de quien actuó; si no, de la organización', async () => {
    const admin = (await prueba.cuenta('admin')).id;
    const migracion = new AuditoriaHabeasPorOficina1795363300000();
    await enTransaccionDeshecha(prueba, async (runner) => {
      await runner.query(`SET LOCAL app.oficinas = 'todas'`);
      await migracion.down(runner);
      const evento = async (usuarioId: string, datos: object | null) =>
        (
          await runner.query(
            `INSERT INTO auditoria (usuario_id, usuario, accion, modulo, detalles, tipo, resultado, datos_nuevos)
             VALUES ($1, $2, 'Prueba', 'Sistema', 'antes de las oficinas', 'info', 'exitoso', $3) RETURNING id`,
            [usuarioId, `${marca} Antes`, datos === null ? null : JSON.stringify(datos)],
          )
        )[0].id;
      const delCliente = await evento(admin, { _id: clienteA._id, nombre: 'x' });
      const delCobrador = await evento(ids.cobrador1, null);
      const deNadie = await evento(admin, { prestamoId: NO_EXISTE, texto: 'no es un id' });
      await migracion.up(runner);
      const oficinas = Object.fromEntries(
        (await runner.query(`SELECT id, oficina_id FROM auditoria WHERE id = ANY($1)`, [[delCliente, delCobrador, deNadie]])).map(
          (f: { id: string; oficina_id: string | null }) => [f.id, f.oficina_id],
        ),
      );
      expect(oficinas).toEqual({ [delCliente]: oficinaA, [delCobrador]: oficinaA, [deNadie]: null });
      const [{ eventos, contados }] = await runner.query(
        `SELECT (SELECT count(*)::int FROM auditoria) AS eventos, (SELECT sum(cantidad)::int FROM auditoria_conteos) AS contados`,
      );
      expect(contados).toBe(eventos);
      const [solicitud] = await runner.query(`SELECT oficina_id FROM habeas_solicitudes WHERE id = $1`, [solicitudA]);
      expect(solicitud.oficina_id).toBe(oficinaA);
    });
  });

  it('una solicitud sigue a su cliente cuando cambia de oficina', async () => {
    await prueba.dataSource.query(`UPDATE clientes SET oficina_id = $1, cobrador_id = NULL WHERE id = $2`, [b.oficina, clienteA._id]);
    const [fila] = await prueba.dataSource.query(`SELECT oficina_id FROM habeas_solicitudes WHERE id = $1`, [solicitudA]);
    expect(fila.oficina_id).toBe(b.oficina);
  });
});
