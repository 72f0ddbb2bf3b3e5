// Un día entero entre oficinas (issue 68): el gerente de Norte da de alta un cliente y le presta, su cobrador le cobra
// desde Mi Ruta y entrega el efectivo, el gerente lo confirma (la caja del día se cierra), el balance de prueba
// consolidado del administrador lo incluye y el de Centro no cambia. Las cifras se calculan aquí: un préstamo sin
// interés de 40.000 sale de la caja a la cartera, el cobro de 10.000 vuelve de la cartera a la caja por la custodia
// del cobrador.
import { randomUUID } from 'node:crypto';
import { hoyBogota } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { cuerpoCliente } from './support/clientes';
import { crearCuenta, crearOficina } from './support/cuentas-por-oficina';

const { prueba } = usarAppPrueba();
const hoy = hoyBogota();
const PRESTADO = 40_000;
const COBRADO = 10_000;
/** Caja de la oficina (PUC 110505). */
const CAJA = '110505';

/** El balance de prueba de hoy (de `oficina`, o consolidado), por código: débitos y créditos en centavos. */
async function balance(oficina?: string): Promise<Map<string, { debitos: number; creditos: number }>> {
  const r = await prueba
    .como('admin')
    .get(`/api/contabilidad/balance-prueba?desde=${hoy}&hasta=${hoy}${oficina ? `&oficina=${oficina}` : ''}`);
  expect(r.status).toBe(200);
  return new Map(
    (r.body.data.cuentas as Json[]).map((c) => [
      c.codigo as string,
      { debitos: Math.round(c.debitos * 100), creditos: Math.round(c.creditos * 100) },
    ]),
  );
}

/** Lo que cambió cada cuenta entre dos balances, sin las que no cambiaron (centavos). */
function cambios(antes: Map<string, { debitos: number; creditos: number }>, despues: typeof antes) {
  const delta: Record<string, { debitos: number; creditos: number }> = {};
  for (const [codigo, d] of despues) {
    const a = antes.get(codigo) ?? { debitos: 0, creditos: 0 };
    if (d.debitos !== a.debitos || d.creditos !== a.creditos)
      delta[codigo] = { debitos: d.debitos - a.debitos, creditos: d.creditos - a.creditos };
  }
  return delta;
}

it('Norte presta, cobra y cierra su caja: el consolidado lo incluye y Centro no cambia', async () => {
  const centro = await crearOficina(prueba, 'CENTRO', 'Oficina Centro');
  const norte = await crearOficina(prueba, 'NORTE', 'Oficina Norte');
  const gerenteNorte = (await crearCuenta(prueba, '/api/usuarios', { rol: 'gerente', oficinas: [norte] })).token;
  const cobrador = await crearCuenta(prueba, '/api/cobradores', { oficinas: [norte] });
  const [{ codigo: cartera }]: Array<{ codigo: string }> = await prueba.dataSource.query(
    `SELECT codigo FROM contabilidad_cuentas WHERE clave = 'cartera_capital'`,
  );
  const codigo = { cartera_capital: cartera, caja: CAJA };

  const centroAntes = await balance(centro);
  const consolidadoAntes = await balance();

  const pedir = (metodo: 'GET' | 'POST' | 'PATCH', ruta: string, token: string, cuerpo?: unknown) =>
    prueba.pedir({ metodo, ruta, token, cuerpo, cabeceras: { 'Idempotency-Key': randomUUID() } });
  const alta = await pedir('POST', '/api/clientes', gerenteNorte, {
    ...cuerpoCliente({ oficina: norte, autorizacionDatos: { canal: 'presencial_firmado' } }),
    cobrador: cobrador.id,
  });
  expect(alta.status).toBe(201);
  const prestamo = await pedir('POST', '/api/prestamos', gerenteNorte, {
    cliente: alta.body.data._id,
    monto: PRESTADO,
    interes: 0,
    cuotas: 4,
    modalidad: 'diario',
    tipoAmortizacion: 'amortizable',
    fechaInicio: hoy,
  });
  expect(prestamo.status).toBe(201);

  // El cobrador abre su día y cobra la parada desde Mi Ruta.
  const dia = await pedir('GET', '/api/mi-ruta', cobrador.token);
  const parada = (dia.body.data.paradas as Json[]).find((p) => p.cliente._id === alta.body.data._id);
  expect(parada?.prestamos.map((p: Json) => p._id)).toEqual([prestamo.body.data._id]);
  const cobro = await pedir('POST', '/api/cobros', cobrador.token, {
    prestamo: prestamo.body.data._id,
    monto: COBRADO,
    fecha: hoy,
  });
  expect(cobro.status).toBe(201);
  // Entrega su efectivo y el gerente lo confirma: la caja del día queda cerrada.
  const entrega = await pedir('POST', '/api/caja/entregas', cobrador.token, { montoEntregado: COBRADO });
  expect(entrega.status).toBe(201);
  const confirmada = await pedir('PATCH', `/api/caja/entregas/${entrega.body.data._id}/confirmar`, gerenteNorte, {});
  expect(confirmada.status).toBe(200);

  // Centro: lo mismo que antes, cuenta por cuenta.
  expect(cambios(centroAntes, await balance(centro))).toEqual({});
  // Norte y el consolidado: la caja da el préstamo y recibe el cobro; la cartera al revés (la custodia del cobrador
  // recibe y entrega lo mismo: sus débitos y créditos suben igual).
  const esperadoEnCartera = { debitos: PRESTADO * 100, creditos: COBRADO * 100 };
  const esperadoEnCaja = { debitos: COBRADO * 100, creditos: PRESTADO * 100 };
  for (const delta of [cambios(new Map(), await balance(norte)), cambios(consolidadoAntes, await balance())]) {
    expect(delta[codigo.cartera_capital]).toEqual(esperadoEnCartera);
    expect(delta[codigo.caja]).toEqual(esperadoEnCaja);
    const sumas = Object.values(delta).reduce(
      (s, d) => ({ debitos: s.debitos + d.debitos, creditos: s.creditos + d.creditos }),
      { debitos: 0, creditos: 0 },
    );
    expect(sumas.debitos).toBe(sumas.creditos);
    // Lo demás que se movió es la custodia del cobrador: recibe y entrega el cobro.
    const otras = Object.entries(delta).filter(([c]) => c !== codigo.cartera_capital && c !== codigo.caja);
    expect(otras.map(([, d]) => d)).toEqual([{ debitos: COBRADO * 100, creditos: COBRADO * 100 }]);
  }
});
