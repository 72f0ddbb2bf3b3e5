// Cada oficina su caja (docs/decisiones/libros-por-oficina.md, issue 68): un movimiento de Flujo de Caja es de la oficina
// que elige quien lo registra (el administrador con dos debe elegirla; el gerente con una, la suya), un gasto es de la
// oficina de su cobrador y se mide con los límites de ella, y el gerente de Norte nunca ve la caja de la principal: ni
// sus movimientos, ni sus límites, ni su flujo. El flujo de la principal más el de Norte es el consolidado, con las
// cifras calculadas aquí con los montos que la prueba registra.
import { MENSAJES_OFICINA_MOVIMIENTO, MENSAJES_OFICINAS, hoyBogota } from '@cartera/dominio';
import { randomUUID } from 'node:crypto';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';

const { prueba, tokens } = usarAppPrueba();
const hoy = hoyBogota();

/** Los movimientos que registra la prueba, en pesos: de ellos salen las cifras esperadas. */
const APORTE_PRINCIPAL = 500_000;
const GASTO_PRINCIPAL = 120_000;
const APORTE_NORTE = 300_000;
const GASTO_NORTE = 40_000;
const GASTO_COBRADOR_NORTE = 15_000;

let principal: string;
let norte: string;
let gerenteNorte: string;
let cobradorNorte: string;
let movimientoPrincipal: string;
let movimientoNorte: string;

async function crearCuenta(ruta: '/api/usuarios' | '/api/cobradores', cuerpo: Record<string, unknown>) {
  const sufijo = randomUUID().slice(0, 8);
  const r = await prueba.pedir({
    metodo: 'POST',
    ruta,
    token: tokens.admin,
    cuerpo: { nombre: `Cuenta ${sufijo}`, email: `caja-${sufijo}@cartera.local`, password: 'Clave-segura-123', ...cuerpo },
  });
  if (r.status !== 201) throw new Error(`No se creó la cuenta: ${r.status} ${JSON.stringify(r.body)}`);
  const id: string = r.body.data._id;
  const [u] = await prueba.dataSource.query(`SELECT rol, credenciales_version FROM usuarios WHERE id = $1`, [id]);
  return prueba.token({ id, rol: u.rol, credencialesVersion: u.credenciales_version });
}

const pedir = (token: string, metodo: 'GET' | 'POST' | 'PUT', ruta: string, cuerpo?: unknown) =>
  prueba.pedir({ metodo, ruta, token, cuerpo });

const movimiento = (monto: number, tipo: 'ingreso' | 'egreso', oficina?: string) => ({
  fecha: hoy,
  tipo,
  categoria: tipo === 'ingreso' ? 'capital' : 'gastos',
  concepto: `${tipo} de ${monto}`,
  monto,
  ...(oficina ? { oficina } : {}),
});

/** Las tarjetas del flujo de hoy, vistas por `token` (con `?oficina=` si se da). */
async function tarjetas(token: string, oficina?: string): Promise<Json> {
  const r = await pedir(token, 'GET', `/api/flujo-caja?desde=${hoy}&hasta=${hoy}${oficina ? `&oficina=${oficina}` : ''}`);
  expect(r.status).toBe(200);
  return r.body.data.tarjetas;
}

beforeAll(async () => {
  principal = (await prueba.como('admin').get('/api/oficinas')).body.data[0]._id;
  const r = await prueba.como('admin').post('/api/oficinas', { codigo: 'NORTE', nombre: 'Oficina Norte', ciudad: 'Bello' });
  expect(r.status).toBe(201);
  norte = r.body.data._id;
  gerenteNorte = await crearCuenta('/api/usuarios', { rol: 'gerente', oficinas: [norte] });
  cobradorNorte = await crearCuenta('/api/cobradores', { oficinas: [norte] });
});

describe('la caja de cada oficina', () => {
  it('el administrador con dos oficinas elige la del movimiento; el gerente con una registra en la suya', async () => {
    const sin = await pedir(tokens.admin, 'POST', '/api/flujo-caja/movimientos', movimiento(APORTE_PRINCIPAL, 'ingreso'));
    expect(sin.status).toBe(400);
    expect(sin.body.errors.oficina).toEqual([MENSAJES_OFICINA_MOVIMIENTO.obligatoria]);

    const aporte = await pedir(tokens.admin, 'POST', '/api/flujo-caja/movimientos', movimiento(APORTE_PRINCIPAL, 'ingreso', principal));
    expect(aporte.status).toBe(201);
    expect(aporte.body.data.oficina._id).toBe(principal);
    movimientoPrincipal = aporte.body.data._id;
    const gasto = await pedir(tokens.admin, 'POST', '/api/flujo-caja/movimientos', movimiento(GASTO_PRINCIPAL, 'egreso', principal));
    expect(gasto.status).toBe(201);

    const deNorte = await pedir(gerenteNorte, 'POST', '/api/flujo-caja/movimientos', movimiento(APORTE_NORTE, 'ingreso'));
    expect(deNorte.status).toBe(201);
    expect(deNorte.body.data.oficina).toEqual({ _id: norte, nombre: 'Oficina Norte' });
    movimientoNorte = deNorte.body.data._id;
    expect((await pedir(gerenteNorte, 'POST', '/api/flujo-caja/movimientos', movimiento(GASTO_NORTE, 'egreso'))).status).toBe(201);
    // Una oficina que no es suya no se elige.
    const ajena = await pedir(gerenteNorte, 'POST', '/api/flujo-caja/movimientos', movimiento(1_000, 'egreso', principal));
    expect(ajena.status).toBe(400);
    expect(ajena.body.errors.oficina).toEqual([MENSAJES_OFICINAS.oficinaAjena]);
  });

  it('el comprobante de un movimiento se asienta en su oficina', async () => {
    const oficinas = async (id: string) =>
      (
        await prueba.dataSource.query(
          `SELECT DISTINCT l.oficina_id FROM contabilidad_lineas l JOIN contabilidad_asientos a ON a.id = l.asiento_id
           WHERE a.origen = 'movimiento_caja' AND a.origen_id = $1`,
          [id],
        )
      ).map((f: Json) => f.oficina_id);
    expect(await oficinas(movimientoPrincipal)).toEqual([principal]);
    expect(await oficinas(movimientoNorte)).toEqual([norte]);
  });

  it('el gerente de Norte no ve los movimientos de la principal', async () => {
    const lista = await pedir(gerenteNorte, 'GET', '/api/flujo-caja/movimientos?limit=50');
    expect(lista.status).toBe(200);
    expect(lista.body.data.map((m: Json) => m.oficina._id)).toEqual([norte, norte]);
    expect((await pedir(gerenteNorte, 'GET', `/api/flujo-caja/movimientos/${movimientoPrincipal}`)).status).toBe(404);
    // El administrador los ve todos, o los de una oficina con ?oficina=.
    const todos = await pedir(tokens.admin, 'GET', '/api/flujo-caja/movimientos?limit=50');
    expect(todos.body.data).toHaveLength(4);
    const dePrincipal = await pedir(tokens.admin, 'GET', `/api/flujo-caja/movimientos?limit=50&oficina=${principal}`);
    expect(dePrincipal.body.data.map((m: Json) => m.oficina._id)).toEqual([principal, principal]);
  });

  it('el flujo de la principal más el de Norte es el consolidado, y el gerente de Norte ve sólo el suyo', async () => {
    const dePrincipal = await tarjetas(tokens.admin, principal);
    const deNorte = await tarjetas(tokens.admin, norte);
    const consolidado = await tarjetas(tokens.admin);
    expect(dePrincipal).toMatchObject({ totalIngresos: APORTE_PRINCIPAL, totalEgresos: GASTO_PRINCIPAL });
    expect(deNorte).toMatchObject({ totalIngresos: APORTE_NORTE, totalEgresos: GASTO_NORTE });
    expect(consolidado).toMatchObject({
      totalIngresos: APORTE_PRINCIPAL + APORTE_NORTE,
      totalEgresos: GASTO_PRINCIPAL + GASTO_NORTE,
      flujoNeto: APORTE_PRINCIPAL + APORTE_NORTE - GASTO_PRINCIPAL - GASTO_NORTE,
    });
    for (const cifra of ['totalIngresos', 'totalEgresos', 'flujoNeto', 'saldoActual', 'enCaja'] as const)
      expect(dePrincipal[cifra] + deNorte[cifra]).toBe(consolidado[cifra]);
    expect(await tarjetas(gerenteNorte)).toEqual(deNorte);
    // Pedir la principal no le muestra nada de ella.
    expect(await tarjetas(gerenteNorte, principal)).toMatchObject({ totalIngresos: 0, totalEgresos: 0 });
  });

  it('cada oficina tiene sus límites de gastos: el administrador los fija por oficina y el gerente ve los suyos', async () => {
    const sinOficina = await pedir(tokens.admin, 'PUT', '/api/caja/limites-gastos', {
      gastoMaximo: 10_000,
      gastosDiaMaximo: 20_000,
      fotoDesde: 50_000,
    });
    expect(sinOficina.status).toBe(400);
    expect(sinOficina.body.errors.oficina).toEqual([MENSAJES_OFICINA_MOVIMIENTO.obligatoria]);
    const guardados = await pedir(tokens.admin, 'PUT', '/api/caja/limites-gastos', {
      gastoMaximo: 10_000,
      gastosDiaMaximo: 20_000,
      fotoDesde: 50_000,
      oficina: norte,
    });
    expect(guardados.status).toBe(200);
    expect(guardados.body.data).toMatchObject({ gastoMaximo: 10_000, oficina: { _id: norte } });

    const delGerente = await pedir(gerenteNorte, 'GET', '/api/caja/limites-gastos');
    expect(delGerente.body.data).toMatchObject({ gastoMaximo: 10_000, gastosDiaMaximo: 20_000, oficina: { _id: norte } });
    const deLaPrincipal = await pedir(tokens.admin, 'GET', `/api/caja/limites-gastos?oficina=${principal}`);
    expect(deLaPrincipal.body.data).toMatchObject({ gastoMaximo: 50_000, oficina: { _id: principal } });
    const ajenos = await pedir(gerenteNorte, 'GET', `/api/caja/limites-gastos?oficina=${principal}`);
    expect(ajenos.status).toBe(400);
    expect(ajenos.body.errors.oficina).toEqual([MENSAJES_OFICINAS.oficinaAjena]);
  });

  it('un gasto de un cobrador de Norte es de Norte y se mide con sus límites; la principal no lo ve', async () => {
    const r = await pedir(cobradorNorte, 'POST', '/api/caja/gastos', {
      fecha: hoy,
      categoria: 'transporte',
      monto: GASTO_COBRADOR_NORTE,
      concepto: 'Bus a la vereda',
    });
    expect(r.status).toBe(201);
    // Con los límites de la principal (50.000 por gasto) pasaría; con los de Norte (10.000) espera aprobación.
    expect(r.body.data.estado).toBe('pendiente');
    const [fila] = await prueba.dataSource.query(`SELECT oficina_id FROM caja_gastos WHERE id = $1`, [r.body.data._id]);
    expect(fila.oficina_id).toBe(norte);
    const deNorte = await pedir(gerenteNorte, 'GET', '/api/caja/gastos?estado=pendiente');
    expect(deNorte.body.data.map((g: Json) => g._id)).toEqual([r.body.data._id]);
    const dePrincipal = await pedir(tokens.admin, 'GET', `/api/caja/gastos?oficina=${principal}`);
    expect(dePrincipal.body.data).toEqual([]);
  });
});
