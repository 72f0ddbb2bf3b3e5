// Las cuentas de recaudo por oficina (docs/decisiones/cuentas-de-recaudo-por-oficina.md, issue 68): el administrador
// elige la oficina de una cuenta (obligatoria con dos; una que no existe es 400 en `oficina`), cada cuenta de la lista
// dice su oficina y `?oficina=` la acota; el gerente de Norte no ve las cuentas, los extractos, el suspenso ni los
// eventos de la pasarela de la principal (404 como un id que no existe) y lo que llega a una cuenta (su suspenso, sus
// débitos) se asienta en la oficina de la cuenta.
import { MENSAJES_OFICINA_CUENTA_PAGO, MENSAJES_OFICINAS } from '@cartera/dominio';
import { randomUUID } from 'node:crypto';
import { conAlcance } from '../src/database/alcance';
import type { Json } from './support/app-prueba';
import { crearCuenta, crearOficina } from './support/cuentas-por-oficina';
import { COLUMNAS, usarExtractos } from './support/extractos';

const { prueba, banco, prestamos, admin, subir, csv, hoyCo } = usarExtractos();

const NO_EXISTE = '0190a000-0000-7000-8000-0000000000ff';

let principal: string;
let norte: string;
let gerenteNorte: string;
let bancoNorte: Json;

/** Una petición del gerente de Norte. */
const comoNorte = (metodo: 'GET' | 'POST' | 'PUT', ruta: string, cuerpo?: unknown) =>
  prueba.pedir({ metodo, ruta, token: gerenteNorte, cuerpo });

/** Sube a `cuenta` el extracto CSV de `filas` (201) y devuelve su id. */
async function extractoSubido(cuenta: Json, nombre: string, filas: string[][]): Promise<string> {
  const r = await subir(csv(filas), nombre, { cuenta: cuenta._id, columnas: JSON.stringify(COLUMNAS) });
  expect(r.status).toBe(201);
  return r.body.data.id;
}

/** La oficina de cada línea del mayor de los comprobantes de las líneas de un extracto. */
async function oficinasDelMayor(extractoId: string): Promise<string[]> {
  const filas: Array<{ oficina_id: string }> = await prueba.dataSource.query(
    `SELECT DISTINCT l.oficina_id FROM contabilidad_lineas l
     JOIN contabilidad_asientos a ON a.id = l.asiento_id
     JOIN pagos_extracto_lineas x ON x.id = a.origen_id AND a.origen = 'extracto'
     WHERE x.extracto_id = $1`,
    [extractoId],
  );
  return filas.map((f) => f.oficina_id);
}

beforeAll(async () => {
  principal = (await admin().get('/api/oficinas')).body.data[0]._id;
  norte = await crearOficina(prueba, 'NORTE', 'Oficina Norte');
  gerenteNorte = (await crearCuenta(prueba, '/api/usuarios', { rol: 'gerente', oficinas: [norte] })).token;
});

describe('cuentas de recaudo por oficina', () => {
  it('con dos oficinas el administrador elige la de la cuenta; una que no existe es 400 en oficina', async () => {
    const datos = { tipo: 'banco', nombre: 'Banco de Bogotá Norte', identificador: '4455667788' };
    const sin = await admin().post('/api/pagos/cuentas', datos);
    expect(sin.status).toBe(400);
    expect(sin.body.errors.oficina).toEqual([MENSAJES_OFICINA_CUENTA_PAGO.obligatoria]);
    const inexistente = await admin().post('/api/pagos/cuentas', { ...datos, oficina: NO_EXISTE });
    expect(inexistente.status).toBe(400);
    expect(inexistente.body.errors.oficina).toEqual([MENSAJES_OFICINAS.oficinaNoExiste]);

    const creada = await admin().post('/api/pagos/cuentas', { ...datos, oficina: norte });
    expect(creada.status).toBe(201);
    expect(creada.body.data.oficina).toEqual({ _id: norte, nombre: 'Oficina Norte' });
    bancoNorte = creada.body.data;
    // Cambiarla a una oficina que no existe tampoco: la cuenta queda donde estaba.
    const mover = await admin().put(`/api/pagos/cuentas/${bancoNorte._id}`, { oficina: NO_EXISTE });
    expect(mover.status).toBe(400);
    expect(mover.body.errors.oficina).toEqual([MENSAJES_OFICINAS.oficinaNoExiste]);
  });

  it('cada cuenta dice su oficina; ?oficina= acota la lista; cada gerente ve sólo las de la suya', async () => {
    const todas: Json[] = (await admin().get('/api/pagos/cuentas')).body.data;
    expect(todas.map((c) => [c._id, c.oficina._id]).sort()).toEqual(
      [
        [banco._id, principal],
        [bancoNorte._id, norte],
      ].sort(),
    );
    const deNorte: Json[] = (await admin().get(`/api/pagos/cuentas?oficina=${norte}`)).body.data;
    expect(deNorte.map((c) => c._id)).toEqual([bancoNorte._id]);

    const delGerenteNorte = await comoNorte('GET', '/api/pagos/cuentas');
    expect(delGerenteNorte.body.data.map((c: Json) => c._id)).toEqual([bancoNorte._id]);
    // Pedir la principal en la consulta no la muestra: ?oficina= acota lo que ya ve, no lo amplía.
    const pidiendoPrincipal = await comoNorte('GET', `/api/pagos/cuentas?oficina=${principal}`);
    expect(pidiendoPrincipal.body.data).toEqual([]);
    const delGerente: Json[] = (await prueba.como('gerente').get('/api/pagos/cuentas')).body.data;
    expect(delGerente.map((c) => c._id)).toEqual([banco._id]);
  });

  it('el gerente de Norte no ve el extracto ni el suspenso de la principal: 404 como un id que no existe', async () => {
    const extracto = await extractoSubido(banco, 'principal.csv', [
      [hoyCo, 'CONSIGNACION SIN REFERENCIA PRINCIPAL', '45.000', 'X9'],
      [hoyCo, 'COMISION BANCARIA', '-5.000', ''],
    ]);
    const suspenso: Json[] = (await admin().get('/api/pagos/suspenso')).body.data;
    const linea = suspenso.find((l) => l.descripcion === 'CONSIGNACION SIN REFERENCIA PRINCIPAL');
    expect(linea).toBeDefined();

    const ajeno = await comoNorte('GET', `/api/pagos/extractos/${extracto}`);
    const inexistente = await comoNorte('GET', `/api/pagos/extractos/${randomUUID()}`);
    expect(ajeno.status).toBe(404);
    expect(ajeno.body).toEqual(inexistente.body);
    expect((await comoNorte('GET', '/api/pagos/suspenso')).body.data).toEqual([]);

    const devolver = { fecha: linea?.fecha, referencia: 'DEV-1' };
    const devolverAjena = await comoNorte('POST', `/api/pagos/suspenso/${linea?._id}/devolver`, devolver);
    const devolverNinguna = await comoNorte('POST', `/api/pagos/suspenso/${randomUUID()}/devolver`, devolver);
    expect(devolverAjena.status).toBe(404);
    expect(devolverAjena.body).toEqual(devolverNinguna.body);
    const aplicar = await comoNorte('POST', `/api/pagos/suspenso/${linea?._id}/aplicar`, { prestamo: prestamos[0]._id });
    expect(aplicar.status).toBe(404);
  });

  it('lo que llega a una cuenta se asienta en su oficina: el suspenso y los débitos de Norte en Norte', async () => {
    const extracto = await extractoSubido(bancoNorte, 'norte.csv', [
      [hoyCo, 'CONSIGNACION SIN REFERENCIA NORTE', '12.000', 'N1'],
      [hoyCo, 'COMISION BANCARIA NORTE', '-2.000', ''],
    ]);
    // El débito y el suspenso (sin préstamo): antes, en la oficina principal.
    expect(await oficinasDelMayor(extracto)).toEqual([norte]);
    // El gerente de Norte ve su extracto y su suspenso, no los de la principal.
    expect((await comoNorte('GET', `/api/pagos/extractos/${extracto}?detalle=no`)).status).toBe(200);
    const suyo: Json[] = (await comoNorte('GET', '/api/pagos/suspenso')).body.data;
    expect(suyo.map((l) => l.descripcion)).toEqual(['CONSIGNACION SIN REFERENCIA NORTE']);
    // El administrador ve el suspenso de las dos; con ?oficina= el de una.
    const delAdmin = async (consulta: string) =>
      ((await admin().get(`/api/pagos/suspenso${consulta}`)).body.data as Json[]).map((l) => l.descripcion).sort();
    expect(await delAdmin('')).toEqual(['CONSIGNACION SIN REFERENCIA NORTE', 'CONSIGNACION SIN REFERENCIA PRINCIPAL']);
    expect(await delAdmin(`?oficina=${norte}`)).toEqual(['CONSIGNACION SIN REFERENCIA NORTE']);
    expect(await delAdmin(`?oficina=${principal}`)).toEqual(['CONSIGNACION SIN REFERENCIA PRINCIPAL']);
    const porIdentificar: Json[] = (await comoNorte('GET', '/api/pagos/suspenso?estado=por_identificar')).body.data;
    expect(porIdentificar.map((l) => l.cuenta._id)).toEqual(porIdentificar.map(() => bancoNorte._id));

    // La devolución de lo que no es nuestro sale del banco de Norte en Norte.
    const [linea] = suyo;
    const devuelta = await comoNorte('POST', `/api/pagos/suspenso/${linea._id}/devolver`, {
      fecha: linea.fecha,
      referencia: 'DEV-N1',
    });
    expect(devuelta.status).toBe(200);
    const [{ oficinas }] = await prueba.dataSource.query(
      `SELECT array_agg(DISTINCT l.oficina_id::text) AS oficinas FROM contabilidad_lineas l
       JOIN contabilidad_asientos a ON a.id = l.asiento_id WHERE a.tipo = 'devolucion_recaudo' AND a.origen_id = $1`,
      [linea._id],
    );
    expect(oficinas).toEqual([norte]);
  });

  it('el extracto de la principal se asienta en la principal', async () => {
    const [{ id }] = await prueba.dataSource.query(
      `SELECT id FROM pagos_extractos WHERE cuenta_pago_id = $1 ORDER BY created_at DESC LIMIT 1`,
      [banco._id],
    );
    expect(await oficinasDelMayor(id)).toEqual([principal]);
  });

  it('un evento de la pasarela es de la oficina de su préstamo; sin préstamo sólo lo ve quien ve todas', async () => {
    const insertar = (prestamo: string | null) =>
      prueba.dataSource.query(
        `INSERT INTO pagos_eventos (proveedor, transaccion, estado, resultado, prestamo_id, cuerpo)
         VALUES ('wompi', $1, 'APPROVED', 'sin_prestamo', $2, '{}') RETURNING id, oficina_id`,
        [randomUUID(), prestamo],
      );
    const [conPrestamo] = await insertar(prestamos[0]._id);
    const [sinPrestamo] = await insertar(null);
    expect(conPrestamo.oficina_id).toBe(principal);
    expect(sinPrestamo.oficina_id).toBeNull();
    const ids = [conPrestamo.id, sinPrestamo.id];
    const visibles = (oficinas: string[]) =>
      conAlcance({ oficinas }, async () =>
        (await prueba.dataSource.query(`SELECT id FROM pagos_eventos WHERE id = ANY ($1)`, [ids])).map(
          (f: { id: string }) => f.id,
        ),
      );
    expect(await visibles([norte])).toEqual([]);
    expect(await visibles([principal])).toEqual([conPrestamo.id]);
    expect((await prueba.dataSource.query(`SELECT id FROM pagos_eventos WHERE id = ANY ($1)`, [ids])).length).toBe(2);

    // El préstamo que cambia de oficina (su cliente se muda) se lleva su evento.
    await prueba.dataSource.query(`UPDATE clientes SET oficina_id = $1 WHERE id = $2`, [norte, prestamos[0].clienteId]);
    expect(await visibles([norte])).toEqual([conPrestamo.id]);
  });

  it('la referencia de pago de un préstamo ofrece una cuenta de su oficina', async () => {
    // prestamos[0] ya es de Norte (la prueba anterior mudó a su cliente); prestamos[1] sigue en la principal.
    const cuentaDe = async (prestamo: Json) =>
      (await admin().get(`/api/prestamos/${prestamo._id}/referencia-pago`)).body.data.cuenta?._id;
    expect(await cuentaDe(prestamos[0])).toBe(bancoNorte._id);
    expect(await cuentaDe(prestamos[1])).toBe(banco._id);
  });
});
