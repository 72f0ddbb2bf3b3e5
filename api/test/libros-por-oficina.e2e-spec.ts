// Libros por oficina (docs/decisiones/libros-por-oficina.md, issue 68): cada línea del mayor lleva la oficina de su
// operación y cada comprobante cuadra en cada oficina; los estados se piden por oficina o consolidados; el efectivo que
// una oficina manda a otra pasa por las cuentas recíprocas, que el consolidado elimina y la verificación prueba en cero.
// Las cifras esperadas se calculan aquí, con los montos que la prueba pide.
import {
  MENSAJES,
  MENSAJES_CAJA_DISPONIBLE,
  MENSAJES_OFICINAS,
  MENSAJES_TRANSFERENCIA_OFICINAS,
  hoyBogota,
} from '@cartera/dominio';
import ExcelJS from 'exceljs';
import { usarAppPrueba } from './support/app-del-archivo';
import { esperarError, type Json } from './support/app-prueba';
import { PRESTAMO_CORTO, crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';

const NINGUNA = '00000000-0000-4000-8000-000000000000';
const CAJA = '110505';
const POR_COBRAR = '138590';
const POR_PAGAR = '238590';
const ENVIO = 300_000;

/** Una fila del balance de prueba por código, en centavos: así las sumas de la prueba son exactas. */
type Fila = { debitos: number; creditos: number; saldoAnterior: number; saldo: number };
const porCodigo = (cuentas: Json[]): Map<string, Fila> =>
  new Map(
    cuentas.map((c: Json) => [
      c.codigo,
      {
        debitos: Math.round(c.debitos * 100),
        creditos: Math.round(c.creditos * 100),
        saldoAnterior: Math.round(c.saldoAnterior * 100),
        saldo: Math.round(c.saldo * 100),
      },
    ]),
  );
const CERO: Fila = { debitos: 0, creditos: 0, saldoAnterior: 0, saldo: 0 };

describe('libros por oficina', () => {
  const { prueba, tokens } = usarAppPrueba();
  const admin = () => prueba.como('admin');
  const hoy = hoyBogota();
  let principal: string;
  let norte: string;
  let prestamoNorte: Json;

  beforeAll(async () => {
    principal = (await admin().get('/api/oficinas')).body.data[0]._id;
    const creada = await admin().post('/api/oficinas', { codigo: 'NORTE', nombre: 'Oficina Norte', ciudad: 'Bello' });
    norte = creada.body.data._id;
    const cliente = await crearClientePrueba(prueba.dataSource);
    await prueba.dataSource.query(`UPDATE clientes SET oficina_id = $1 WHERE id = $2`, [norte, cliente.id]);
    prestamoNorte = await crearPrestamoPrueba(prueba, tokens.admin, {
      ...PRESTAMO_CORTO,
      cliente: cliente.id,
      fecha: hoy,
      fechaInicio: hoy,
    });
  });

  const transferir = (cuerpo: Record<string, unknown>, como: 'admin' | 'gerente' = 'admin', clave?: string) =>
    prueba.como(como).post(
      '/api/caja/transferencias-oficinas',
      { origen: principal, destino: norte, monto: ENVIO, fecha: hoy, concepto: 'Base de la semana', ...cuerpo },
      clave ? { cabeceras: { 'Idempotency-Key': clave } } : undefined,
    );
  const balance = async (oficina?: string) => {
    const r = await admin().get(
      `/api/contabilidad/balance-prueba?desde=${hoy}&hasta=${hoy}${oficina ? `&oficina=${oficina}` : ''}`,
    );
    expect(r.status).toBe(200);
    return r.body.data;
  };

  it('las líneas de un préstamo llevan su oficina y cada oficina cuadra', async () => {
    const filas: Array<{ oficina_id: string; debito: string; credito: string }> = await prueba.dataSource.query(
      `SELECT l.oficina_id, sum(l.debito) AS debito, sum(l.credito) AS credito FROM contabilidad_lineas l
       WHERE l.prestamo_id = $1 OR l.asiento_id IN (SELECT asiento_id FROM contabilidad_lineas WHERE prestamo_id = $1)
       GROUP BY l.oficina_id`,
      [prestamoNorte._id],
    );
    expect(filas).toEqual([{ oficina_id: norte, debito: expect.any(String), credito: expect.any(String) }]);
    expect(Number(filas[0].debito)).toBe(Number(filas[0].credito));
  });

  it('la base rechaza un comprobante que cuadra en total pero no en cada oficina', async () => {
    const runner = prueba.dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      const [{ id }] = await runner.query(
        `INSERT INTO contabilidad_asientos (fecha, tipo, descripcion, origen) VALUES ($1, 'transferencia_oficinas', 'x', 'transferencia_oficinas') RETURNING id`,
        [hoy],
      );
      await runner.query(
        `INSERT INTO contabilidad_lineas (asiento_id, fecha, cuenta_id, debito, credito, oficina_id)
         SELECT $1, $2, c.id, v.d, v.c, v.o::uuid FROM (VALUES ('caja_oficina', 10, 0, $3), ('otros_ingresos', 0, 10, $4)) v(k, d, c, o)
         JOIN contabilidad_cuentas c ON c.clave = v.k`,
        [id, hoy, principal, norte],
      );
      await expect(runner.commitTransaction()).rejects.toThrow(/no cuadra en la oficina/);
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it('transferir: admin o gerente de las dos oficinas (otra es como una que no existe), con mensajes en español', async () => {
    esperarError(await transferir({ destino: principal }), 400, {
      message: MENSAJES.formularioConErrores,
      code: 'VALIDACION',
      errors: { destino: [MENSAJES_TRANSFERENCIA_OFICINAS.mismaOficina] },
    });
    esperarError(await transferir({ destino: NINGUNA }), 404, {
      message: MENSAJES_TRANSFERENCIA_OFICINAS.oficinaNoEncontrada,
      code: 'NO_ENCONTRADO',
    });
    // El gerente de la plantilla es de la oficina principal, no de Norte: Norte es para él como una que no existe
    // (docs/decisiones/caja-por-oficina-custodia.md).
    esperarError(await transferir({}, 'gerente'), 404, {
      message: MENSAJES_TRANSFERENCIA_OFICINAS.oficinaNoEncontrada,
      code: 'NO_ENCONTRADO',
    });
    expect((await prueba.como('cobrador1').post('/api/caja/transferencias-oficinas', {})).status).toBe(403);
    const [{ n }] = await prueba.dataSource.query(`SELECT count(*)::int AS n FROM caja_transferencias_oficinas`);
    expect(n).toBe(0);
  });

  it('la transferencia asienta en las dos oficinas y se repite sin duplicarse con la misma clave', async () => {
    const primera = await transferir({}, 'admin', 'transferencia-norte-1');
    expect(primera.status).toBe(201);
    expect(primera.body.message).toBe('Efectivo enviado a la otra oficina');
    expect(primera.body.data).toMatchObject({
      monto: ENVIO,
      fecha: hoy,
      origen: { _id: principal, nombre: 'Oficina principal' },
      destino: { _id: norte, nombre: 'Oficina Norte' },
    });
    const repetida = await transferir({}, 'admin', 'transferencia-norte-1');
    expect(repetida.status).toBe(201);
    expect(repetida.body.data._id).toBe(primera.body.data._id);
    const [{ n }] = await prueba.dataSource.query(`SELECT count(*)::int AS n FROM caja_transferencias_oficinas`);
    expect(n).toBe(1);
  });

  it('el balance consolidado es la suma de las oficinas menos las eliminaciones', async () => {
    const [dePrincipal, deNorte, consolidado] = await Promise.all([balance(principal), balance(norte), balance()]);
    expect(dePrincipal.oficina).toEqual({ _id: principal, nombre: 'Oficina principal' });
    expect(consolidado.oficina).toBeNull();
    const p = porCodigo(dePrincipal.cuentas);
    const n = porCodigo(deNorte.cuentas);
    const c = porCodigo(consolidado.cuentas);
    const e = porCodigo(consolidado.eliminaciones);

    // Lo que la prueba mandó: sale de la caja de la principal contra lo que Norte le debe, y entra a la de Norte.
    const envio = ENVIO * 100;
    expect(p.get(POR_COBRAR)).toMatchObject({ debitos: envio, creditos: 0 });
    expect(n.get(POR_PAGAR)).toMatchObject({ debitos: 0, creditos: envio });
    expect(p.get(CAJA)?.creditos).toBe(envio);
    // La caja de Norte: recibió el envío y entregó el efectivo del préstamo de su cliente.
    expect(n.get(CAJA)).toMatchObject({ debitos: envio, creditos: PRESTAMO_CORTO.monto * 100 });
    // Las eliminaciones son las recíprocas como las suman las oficinas.
    expect(e.get(POR_COBRAR)).toMatchObject({ debitos: envio, creditos: 0, saldo: envio });
    expect(e.get(POR_PAGAR)).toMatchObject({ debitos: 0, creditos: envio, saldo: -envio });
    expect(c.has(POR_COBRAR) || c.has(POR_PAGAR)).toBe(false);

    const codigos = new Set([...p.keys(), ...n.keys(), ...c.keys(), ...e.keys()]);
    for (const codigo of codigos) {
      const suma = (campo: keyof Fila) =>
        (p.get(codigo) ?? CERO)[campo] + (n.get(codigo) ?? CERO)[campo] - (e.get(codigo) ?? CERO)[campo];
      const esperado = { debitos: suma('debitos'), creditos: suma('creditos'), saldoAnterior: suma('saldoAnterior') };
      expect({ codigo, ...(c.get(codigo) ?? CERO) }).toMatchObject({ codigo, ...esperado });
    }
    // Cada oficina cuadra sola, y el consolidado sin las eliminaciones también.
    for (const b of [dePrincipal, deNorte, consolidado]) expect(b.totalDebitos).toBe(b.totalCreditos);
    const total = (b: Json, campo: 'totalDebitos' | 'totalCreditos') => Math.round(b[campo] * 100);
    expect(total(consolidado, 'totalDebitos')).toBe(
      total(dePrincipal, 'totalDebitos') + total(deNorte, 'totalDebitos') - envio,
    );
  });

  it('el balance general y el estado de resultados por oficina; el consolidado sin recíprocas', async () => {
    const general = async (oficina?: string) =>
      (await admin().get(`/api/contabilidad/balance-general?fecha=${hoy}${oficina ? `&oficina=${oficina}` : ''}`))
        .body.data;
    const [deNorte, consolidado] = await Promise.all([general(norte), general()]);
    expect(deNorte.pasivos).toContainEqual(expect.objectContaining({ codigo: POR_PAGAR, monto: ENVIO }));
    expect([...consolidado.activos, ...consolidado.pasivos].map((f: Json) => f.codigo)).not.toContain(POR_COBRAR);
    expect(consolidado.pasivos.map((f: Json) => f.codigo)).not.toContain(POR_PAGAR);
    const resultados = await admin().get(`/api/contabilidad/estado-resultados?desde=${hoy}&hasta=${hoy}&oficina=${norte}`);
    expect(resultados.status).toBe(200);
    expect(resultados.body.data.oficina).toEqual({ _id: norte, nombre: 'Oficina Norte' });
    esperarError(await admin().get(`/api/contabilidad/balance-prueba?oficina=${NINGUNA}`), 400, {
      message: MENSAJES.formularioConErrores,
      code: 'VALIDACION',
      errors: { oficina: [MENSAJES_OFICINAS.oficinaNoExiste] },
    });
  });

  it('el exporte dice de qué libros es; el consolidado trae sus eliminaciones aparte', async () => {
    const exporte = async (oficina?: string) => {
      const r = await prueba.app
        .getHttpAdapter()
        .getInstance()
        .inject({
          method: 'GET',
          url: `/api/contabilidad/balance-prueba/exporte?desde=${hoy}&hasta=${hoy}&formato=xlsx${oficina ? `&oficina=${oficina}` : ''}`,
          headers: { authorization: `Bearer ${tokens.admin}` },
        });
      expect(r.statusCode).toBe(200);
      const libro = new ExcelJS.Workbook();
      await libro.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
      const filas: unknown[][] = [];
      libro.getWorksheet('Balance de prueba')?.eachRow((fila) => filas.push(fila.values as unknown[]));
      return filas.map((f) => f.slice(1));
    };
    const deNorte = await exporte(norte);
    expect(String(deNorte[0][0])).toMatch(/— Oficina Norte$/);
    expect(deNorte.map((f) => f[0])).toContain(POR_PAGAR);
    const consolidado = await exporte();
    expect(String(consolidado[0][0])).toMatch(/— consolidado, sin las cuentas recíprocas entre oficinas$/);
    const desde = consolidado.findIndex((f) => f[1] === 'Eliminaciones entre oficinas');
    const totales = consolidado.findIndex((f) => f[1] === 'Totales');
    expect(totales).toBeGreaterThan(0);
    expect(desde).toBeGreaterThan(totales);
    expect(consolidado.slice(desde + 1).map((f) => [f[0], f[4], f[5]])).toEqual([
      [POR_COBRAR, ENVIO, 0],
      [POR_PAGAR, 0, ENVIO],
    ]);
  });

  it('un desembolso se mide contra la caja de la oficina de su préstamo', async () => {
    expect((await admin().put('/api/configuracion/organizacion', { cajaInsuficiente: 'rechazar' })).status).toBe(200);
    // La caja de Norte: lo recibido menos lo que entregó el préstamo de su cliente (la de la principal está en negativo).
    const disponible = (ENVIO - PRESTAMO_CORTO.monto) * 100;
    const cliente = await crearClientePrueba(prueba.dataSource);
    await prueba.dataSource.query(`UPDATE clientes SET oficina_id = $1 WHERE id = $2`, [norte, cliente.id]);
    const pedir = (monto: number) =>
      admin().post('/api/prestamos', { ...PRESTAMO_CORTO, monto, cliente: cliente.id, fecha: hoy, fechaInicio: hoy });
    const grande = await pedir(ENVIO);
    esperarError(grande, 422, {
      message: MENSAJES_CAJA_DISPONIBLE.rechazo(ENVIO * 100, disponible),
      code: 'CAJA_INSUFICIENTE',
    });
    expect((await pedir(disponible / 100)).status).toBe(201);
    expect((await admin().put('/api/configuracion/organizacion', { cajaInsuficiente: 'advertir' })).status).toBe(200);
  });

  it('la verificación no encuentra diferencias: las recíprocas netean a cero', async () => {
    const r = await admin().post('/api/contabilidad/verificacion');
    expect(r.status).toBe(200);
    expect(r.body.data.descuadres).toEqual([]);
  });
});
