// La cartera acotada por oficina en la base (issue 68, docs/decisiones/rol-de-la-api-y-alcance.md): un gerente de Norte
// no ve ni toca los clientes, préstamos y cobros de Centro (404, nunca 403: que existan no se filtra), no los encuentra
// en listas ni búsquedas y no puede escribir una fila en Centro (WITH CHECK); un cobrador ve sólo su oficina; una
// conexión sin alcance no ve nada; y lo que cuelga de un cliente lo sigue cuando cambia de oficina.
import { hoyBogota } from '@cartera/dominio';
import { conAlcance, enPeticion, TODAS } from '../src/database/alcance';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { cuerpoCliente } from './support/clientes';
import { crearCuenta, crearOficina } from './support/cuentas-por-oficina';
import { cobrarPrueba, crearPrestamoPrueba, PRESTAMO_CORTO } from './support/fabricas-cartera';

/** Las tablas de la cartera que llevan la oficina de su cliente (migración 1795362700000). */
const CARTERA = [
  'clientes',
  'prestamos',
  'cobros',
  'cuotas',
  'prestamos_movimientos',
  'cobros_aplicaciones',
] as const;

const { prueba, tokens } = usarAppPrueba();
const NINGUNO = '00000000-0000-4000-8000-000000000000';
const hoy = hoyBogota();

interface Cartera {
  cliente: Json;
  prestamo: Json;
  cobro: Json;
}

let centro: string;
let norte: string;
let gerenteNorte: string;
let cobradorNorte: { id: string; token: string };
let deCentro: Cartera;
let deNorte: Cartera;

/** Un cliente con un préstamo desembolsado y un cobro, creados por `token` en `oficina`. */
async function crearCartera(token: string, oficina: string): Promise<Cartera> {
  const r = await prueba.pedir({
    metodo: 'POST',
    ruta: '/api/clientes',
    token,
    cuerpo: cuerpoCliente({ oficina, autorizacionDatos: { canal: 'presencial_firmado' } }),
  });
  if (r.status !== 201) throw new Error(`No se creó el cliente: ${r.status} ${JSON.stringify(r.body)}`);
  const cliente = r.body.data;
  const prestamo = await crearPrestamoPrueba(prueba, token, { cliente: cliente._id, ...PRESTAMO_CORTO });
  const cobro = await cobrarPrueba(prueba, token, { prestamo: prestamo._id, monto: 10_000, fecha: hoy });
  return { cliente, prestamo, cobro };
}

const ids = (r: { body: Json }): string[] => (r.body.data as Json[]).map((fila) => fila._id);

beforeAll(async () => {
  centro = await crearOficina(prueba, 'CENTRO', 'Oficina Centro');
  norte = await crearOficina(prueba, 'NORTE', 'Oficina Norte');
  gerenteNorte = (await crearCuenta(prueba, '/api/usuarios', { rol: 'gerente', oficinas: [norte] })).token;
  cobradorNorte = await crearCuenta(prueba, '/api/cobradores', { oficinas: [norte] });
  deCentro = await crearCartera(tokens.admin, centro);
  deNorte = await crearCartera(gerenteNorte, norte);
});

describe('un gerente de Norte y la cartera de Centro', () => {
  const como = () => ({
    get: (ruta: string) => prueba.pedir({ metodo: 'GET', ruta, token: gerenteNorte }),
    put: (ruta: string, cuerpo: unknown) =>
      prueba.pedir({ metodo: 'PUT', ruta, token: gerenteNorte, cuerpo }),
    delete: (ruta: string) => prueba.pedir({ metodo: 'DELETE', ruta, token: gerenteNorte }),
  });

  it('GET, PUT y DELETE de un cliente, un préstamo y un cobro de Centro: 404, no 403', async () => {
    const { cliente, prestamo, cobro } = deCentro;
    const respuestas = {
      verCliente: await como().get(`/api/clientes/${cliente._id}`),
      editarCliente: await como().put(`/api/clientes/${cliente._id}`, { nombre: 'Otro nombre' }),
      borrarCliente: await como().delete(`/api/clientes/${cliente._id}`),
      verPrestamo: await como().get(`/api/prestamos/${prestamo._id}`),
      editarPrestamo: await como().put(`/api/prestamos/${prestamo._id}`, {
        cliente: cliente._id,
        ...PRESTAMO_CORTO,
      }),
      verPlan: await como().get(`/api/prestamos/${prestamo._id}/plan`),
      verCobro: await como().get(`/api/cobros/${cobro._id}`),
      editarCobro: await como().put(`/api/cobros/${cobro._id}`, { observaciones: 'de otra oficina' }),
      borrarCobro: await como().delete(`/api/cobros/${cobro._id}`),
    };
    const estados = Object.fromEntries(Object.entries(respuestas).map(([nombre, r]) => [nombre, r.status]));
    expect(estados).toEqual(Object.fromEntries(Object.keys(respuestas).map((nombre) => [nombre, 404])));
    // Nada cambió: el administrador los sigue viendo como estaban.
    const cobroAdmin = await prueba.como('admin').get(`/api/cobros/${cobro._id}`);
    expect(cobroAdmin.status).toBe(200);
    expect((await prueba.como('admin').get(`/api/clientes/${cliente._id}`)).body.data.nombre).toBe(
      cliente.nombre,
    );
  });

  it('sus listas y búsquedas traen Norte y nunca Centro', async () => {
    const clientes = await como().get('/api/clientes?limit=100');
    const buscados = await como().get(`/api/clientes?search=${encodeURIComponent(deCentro.cliente.cedula)}`);
    const prestamos = await como().get('/api/prestamos?limit=100');
    const cobros = await como().get('/api/cobros?limit=100');
    expect([clientes.status, buscados.status, prestamos.status, cobros.status]).toEqual([200, 200, 200, 200]);
    expect(ids(clientes)).toContain(deNorte.cliente._id);
    expect(ids(clientes)).not.toContain(deCentro.cliente._id);
    expect(ids(buscados)).toEqual([]);
    expect(ids(prestamos)).toContain(deNorte.prestamo._id);
    expect(ids(prestamos)).not.toContain(deCentro.prestamo._id);
    expect(ids(cobros)).toContain(deNorte.cobro._id);
    expect(ids(cobros)).not.toContain(deCentro.cobro._id);
  });

  it('no presta ni cobra sobre la cartera de Centro, y la base no le deja escribir una fila en Centro', async () => {
    // Un cliente o un préstamo de Centro en el cuerpo recibe la misma respuesta que un id que no existe.
    const pedir = (ruta: string, cuerpo: Record<string, unknown>) =>
      prueba.pedir({ metodo: 'POST', ruta, token: gerenteNorte, cuerpo });
    const sinRespuesta = (r: { status: number; body: Json }) => ({ status: r.status, body: r.body });
    expect(
      sinRespuesta(await pedir('/api/prestamos', { cliente: deCentro.cliente._id, ...PRESTAMO_CORTO })),
    ).toEqual(sinRespuesta(await pedir('/api/prestamos', { cliente: NINGUNO, ...PRESTAMO_CORTO })));
    const cobro = (prestamo: string) => pedir('/api/cobros', { prestamo, monto: 1000, fecha: hoy });
    const ajeno = await cobro(deCentro.prestamo._id);
    expect(sinRespuesta(ajeno)).toEqual(sinRespuesta(await cobro(NINGUNO)));
    // En la base, con su alcance: insertar un cliente en Centro o mover uno de Norte a Centro lo rechaza la política.
    await conAlcance({ oficinas: [norte] }, async () => {
      const { cedula, telefono } = cuerpoCliente() as { cedula: string; telefono: string };
      await expect(
        prueba.dataSource.query(
          `INSERT INTO clientes (cedula, nombre, telefono, direccion, ciudad, oficina_id)
           VALUES ($1, 'Intruso', $2, 'Calle 1', 'Medellín', $3)`,
          [cedula, telefono, centro],
        ),
      ).rejects.toThrow(/row-level security/);
      await expect(
        prueba.dataSource.query(`UPDATE clientes SET oficina_id = $1 WHERE id = $2`, [
          centro,
          deNorte.cliente._id,
        ]),
      ).rejects.toThrow(/row-level security/);
    });
  });
});

it('un cobrador de Norte ve sólo su oficina, aunque un cliente de Centro quede a su nombre', async () => {
  await prueba.dueno.query(`UPDATE clientes SET cobrador_id = $1 WHERE id = ANY ($2)`, [
    cobradorNorte.id,
    [deCentro.cliente._id, deNorte.cliente._id],
  ]);
  const pedir = (ruta: string) => prueba.pedir({ metodo: 'GET', ruta, token: cobradorNorte.token });
  const lista = await pedir('/api/clientes?limit=100');
  expect(lista.status).toBe(200);
  expect(ids(lista)).toEqual([deNorte.cliente._id]);
  expect((await pedir(`/api/clientes/${deCentro.cliente._id}`)).status).toBe(404);
  expect((await pedir(`/api/clientes/${deNorte.cliente._id}`)).status).toBe(200);
});

it('sin alcance (una petición sin sesión, o app.oficinas vacío) no se ve ninguna fila de la cartera', async () => {
  const contar = (tabla: string) => `SELECT count(*)::int AS n FROM ${tabla}`;
  for (const tabla of CARTERA) {
    const [{ n: todas }] = await conAlcance(TODAS, () => prueba.dataSource.query(contar(tabla)));
    expect({ tabla, hay: todas > 0 }).toEqual({ tabla, hay: true });
    const [{ n: sinAlcance }] = await enPeticion(() => prueba.dataSource.query(contar(tabla)));
    const [{ n: vacio }] = await prueba.dataSource.transaction(async (manager) => {
      await manager.query(`SET LOCAL app.oficinas = ''`);
      return manager.query(contar(tabla));
    });
    expect({ tabla, sinAlcance, vacio }).toEqual({ tabla, sinAlcance: 0, vacio: 0 });
  }
});

it('un cliente que cambia de oficina se lleva lo que cuelga de él: cuotas, movimientos, aplicaciones', async () => {
  const filasFuera = async (oficina: string) => {
    const conteos: Record<string, number> = {};
    for (const tabla of CARTERA) {
      const [{ n }] = await prueba.dataSource.query(
        `SELECT count(*)::int AS n FROM ${tabla} WHERE oficina_id <> $1 AND ${DEL_CLIENTE[tabla]}`,
        [oficina, deCentro.cliente._id],
      );
      conteos[tabla] = n;
    }
    return conteos;
  };
  const ceros = Object.fromEntries(CARTERA.map((tabla) => [tabla, 0]));
  expect(await filasFuera(centro)).toEqual(ceros);
  // La API no cambia la oficina de un cliente todavía (el traslado de cartera): la base sí, y todo lo suyo la sigue.
  await prueba.dataSource.query(`UPDATE clientes SET oficina_id = $1 WHERE id = $2`, [
    norte,
    deCentro.cliente._id,
  ]);
  const [{ n }] = await prueba.dataSource.query(
    `SELECT count(*)::int AS n FROM cuotas WHERE oficina_id = $1 AND prestamo_id = $2`,
    [norte, deCentro.prestamo._id],
  );
  expect(n).toBeGreaterThan(0);
  // Ahora todo es de Norte: el gerente de Norte lo ve.
  expect(
    (
      await prueba.pedir({
        metodo: 'GET',
        ruta: `/api/prestamos/${deCentro.prestamo._id}`,
        token: gerenteNorte,
      })
    ).status,
  ).toBe(200);
  expect(await filasFuera(norte)).toEqual(ceros);
});

/** Cómo se llega, desde cada tabla de CARTERA, a las filas de un cliente ($2). */
const DEL_CLIENTE: Record<(typeof CARTERA)[number], string> = {
  clientes: 'id = $2',
  prestamos: 'cliente_id = $2',
  cobros: 'cliente_id = $2',
  cuotas: 'prestamo_id IN (SELECT id FROM prestamos WHERE cliente_id = $2)',
  prestamos_movimientos: 'prestamo_id IN (SELECT id FROM prestamos WHERE cliente_id = $2)',
  cobros_aplicaciones: 'cobro_id IN (SELECT id FROM cobros WHERE cliente_id = $2)',
};
