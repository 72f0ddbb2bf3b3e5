// Extractos que concilian al peso (docs/decisiones/conciliacion-bancaria.md): cada débito del banco se contabiliza
// (gastos bancarios y 4×1000 por las reglas de la oficina, lo desconocido a «Partidas por identificar» hasta que se
// reclasifica), la conciliación compara por día el saldo del banco con el del mayor y lista lo que falta, y dos líneas
// idénticas de un extracto esperan a la oficina. Cifras esperadas escritas a mano; los saldos del mayor se leen con SQL.
import { finDelMesAnterior, formatearFecha, hoyBogota, sumarDias } from '@cartera/dominio';
import type { Json } from './support/app-prueba';
import { saldoMayor } from './support/mayor';
import { aplicarPagosPendientes } from './support/pagos';
import { subirExtracto, usarAppConBanco } from './support/pagos-banco';

const COLUMNAS = { fecha: 'Fecha', descripcion: 'Descripción', valor: 'Valor', referencia: 'Ref' };

describe('Conciliación bancaria al peso', () => {
  const hoy = hoyBogota();
  const ayer = sumarDias(hoy, -1);
  const { prueba, banco } = usarAppConBanco({ nombre: 'Banco de Bogotá', identificador: '556677' }, 1);
  const admin = () => prueba.como('admin');

  const csv = (filas: string[][]) =>
    Buffer.from(['Fecha;Descripción;Valor;Ref', ...filas.map((f) => f.join(';'))].join('\n'));
  async function subir(filas: string[][]) {
    const r = await subirExtracto(prueba, { cuenta: banco._id, columnas: JSON.stringify(COLUMNAS) }, {
      contenido: csv(filas),
      nombre: 'extracto.csv',
    });
    expect(r.status).toBe(201);
    await aplicarPagosPendientes(prueba);
    return r.body.data as Json;
  }
  const saldo = (codigo: string) => saldoMayor(prueba.dataSource, { codigo });
  const conciliar = async (desde = hoy, hasta = hoy) => {
    const r = await admin().get(`/api/pagos/conciliacion?cuenta=${banco._id}&desde=${desde}&hasta=${hasta}`);
    expect(r.status).toBe(200);
    return r.body.data as Json;
  };
  const lineasDe = async (extracto: string) =>
    (await admin().get(`/api/pagos/extractos/${extracto}`)).body.data.detalle as Json[];
  const idCuenta = async (codigo: string) =>
    ((await prueba.dataSource.query(`SELECT id FROM contabilidad_cuentas WHERE codigo = $1`, [codigo])) as Array<{ id: string }>)[0].id;

  it('la comisión de −3.500 va a «Gastos bancarios» y la conciliación dice banco 151.500 = mayor 151.500', async () => {
    const extracto = await subir([
      [formatearFecha(ayer), 'CONSIGNACION SIN REFERENCIA', '100.000', ''],
      [formatearFecha(hoy), 'DEPOSITO EN EFECTIVO', '55.000', ''],
      [formatearFecha(hoy), 'Comisión transferencia', '-3.500', ''],
    ]);
    expect(extracto).toMatchObject({ lineas: 3, enSuspenso: 2, debitos: 1 });
    expect(await saldo(banco.cuentaContable.codigo)).toBe(151_500);
    expect(await saldo('530505')).toBe(3_500);
    const comision = (await lineasDe(extracto.id)).find((l) => l.valor === -3_500);
    expect(comision).toMatchObject({ estado: 'debito', contrapartida: { codigo: '530505', nombre: 'Gastos bancarios' } });

    const c = await conciliar(ayer, hoy);
    expect(c.dias).toEqual([
      expect.objectContaining({ fecha: ayer, extracto: 100_000, saldoExtracto: 100_000, saldoMayor: 100_000, diferencia: 0 }),
      expect.objectContaining({
        fecha: hoy,
        extracto: 55_000,
        debitos: -3_500,
        cargos: -3_500,
        mayor: 51_500,
        saldoExtracto: 151_500,
        saldoMayor: 151_500,
        diferencia: 0,
      }),
    ]);
    expect(c.diferencias).toEqual([]);
    expect(c.partidas).toEqual([]);
  });

  it('un débito desconocido va a «Partidas por identificar» y la conciliación lo lista hasta que la oficina lo reclasifica', async () => {
    const extracto = await subir([[formatearFecha(hoy), 'NOTA DEBITO 88123', '-20.000', 'ND-1']]);
    expect(await saldo('139595')).toBe(20_000);
    expect(await saldo(banco.cuentaContable.codigo)).toBe(131_500);
    const [linea] = await lineasDe(extracto.id);
    expect(linea).toMatchObject({ estado: 'por_identificar', contrapartida: { codigo: '139595' } });
    expect((await admin().get('/api/pagos/suspenso?estado=por_identificar')).body.data.map((l: Json) => l._id)).toEqual([
      linea._id,
    ]);
    expect((await conciliar()).partidas).toEqual([
      { tipo: 'por_identificar', fecha: hoy, monto: -20_000, descripcion: 'NOTA DEBITO 88123', linea: linea._id, asiento: null },
    ]);

    // Ni un banco ni la misma cuenta de por identificar: 400 y nada cambia.
    const alBanco = await admin().post(`/api/pagos/lineas/${linea._id}/reclasificar`, { cuenta: await idCuenta(banco.cuentaContable.codigo) });
    expect(alBanco.status).toBe(400);
    expect(alBanco.body.errors.cuenta[0]).toContain('no recibe débitos del banco');
    expect((await admin().post(`/api/pagos/lineas/${linea._id}/reclasificar`, { cuenta: 'x' })).status).toBe(400);
    expect(await saldo('139595')).toBe(20_000);

    const r = await prueba.como('gerente').post(`/api/pagos/lineas/${linea._id}/reclasificar`, { cuenta: await idCuenta('519595') });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ estado: 'debito', contrapartida: { codigo: '519595' } });
    expect(await saldo('139595')).toBe(0);
    expect(await saldo('519595')).toBe(20_000);
    expect(await saldo(banco.cuentaContable.codigo)).toBe(131_500);
    // El comprobante del débito sigue como estaba; la reclasificación es otro.
    const tipos = (await prueba.dataSource.query(
      `SELECT tipo FROM contabilidad_asientos WHERE origen_id = $1 ORDER BY numero`,
      [linea._id],
    )) as Array<{ tipo: string }>;
    expect(tipos.map((t) => t.tipo)).toEqual(['debito_bancario', 'reclasificacion_debito']);
    expect((await conciliar()).partidas).toEqual([]);
    const otra = await admin().post(`/api/pagos/lineas/${linea._id}/reclasificar`, { cuenta: await idCuenta('519595') });
    expect(otra.status).toBe(409);
    expect(await saldo('519595')).toBe(20_000);
    const auditoria = (await prueba.dataSource.query(
      `SELECT count(*)::int AS n FROM auditoria WHERE accion = 'Reclasificar débito del banco'`,
    )) as Array<{ n: number }>;
    expect(auditoria[0].n).toBe(1);
  });

  it('un comprobante escrito a mano contra el banco muestra la diferencia el día en que ocurrió y lo lista', async () => {
    await prueba.dataSource.query(
      `WITH a AS (
         INSERT INTO contabilidad_asientos (fecha, tipo, descripcion, origen) VALUES ($1, 'movimiento_caja', 'A mano', 'movimiento_caja') RETURNING id, numero
       )
       INSERT INTO contabilidad_lineas (asiento_id, fecha, cuenta_id, debito, credito)
       SELECT a.id, $1, c.id, CASE WHEN c.cuenta_pago_id IS NOT NULL THEN 10000 ELSE 0 END,
              CASE WHEN c.cuenta_pago_id IS NULL THEN 10000 ELSE 0 END
       FROM a CROSS JOIN contabilidad_cuentas c WHERE c.cuenta_pago_id = $2 OR c.clave = 'otros_ingresos'`,
      [ayer, banco._id],
    );
    const c = await conciliar(ayer, hoy);
    expect(c.dias.map((d: Json) => [d.fecha, d.saldoExtracto, d.saldoMayor, d.diferencia])).toEqual([
      [ayer, 100_000, 110_000, -10_000],
      [hoy, 131_500, 141_500, -10_000],
    ]);
    expect(c.diferencias.filter((d: Json) => d.tipo === 'saldo')).toEqual([
      { fecha: ayer, tipo: 'saldo', monto: -10_000, explicacion: 'Al cierre del día el libro mayor tiene $ 10.000 más que el banco' },
    ]);
    expect(c.diferencias.map((d: Json) => [d.fecha, d.tipo])).toContainEqual([ayer, 'extracto_mayor']);
    expect(c.partidas).toEqual([
      { tipo: 'mayor_sin_extracto', fecha: ayer, monto: 10_000, descripcion: 'A mano', linea: null, asiento: { _id: expect.any(String), numero: expect.any(Number) } },
    ]);
    // Sólo hoy: el día empieza ya con la diferencia, y se dice.
    expect((await conciliar()).diferencias.filter((d: Json) => d.tipo === 'saldo')).toEqual([
      expect.objectContaining({ fecha: hoy, monto: -10_000 }),
    ]);
  });

  it('dos líneas idénticas de un extracto esperan a la oficina: dos pagos distintos, o un duplicado que no mueve dinero', async () => {
    // Se quita el comprobante a mano de la prueba anterior: se deshace con otro, como se corrige el libro.
    await prueba.dataSource.query(
      `WITH a AS (
         INSERT INTO contabilidad_asientos (fecha, tipo, descripcion, origen) VALUES ($1, 'movimiento_caja', 'Deshace a mano', 'movimiento_caja') RETURNING id
       )
       INSERT INTO contabilidad_lineas (asiento_id, fecha, cuenta_id, debito, credito)
       SELECT a.id, $1, c.id, CASE WHEN c.cuenta_pago_id IS NULL THEN 10000 ELSE 0 END,
              CASE WHEN c.cuenta_pago_id IS NOT NULL THEN 10000 ELSE 0 END
       FROM a CROSS JOIN contabilidad_cuentas c WHERE c.cuenta_pago_id = $2 OR c.clave = 'otros_ingresos'`,
      [ayer, banco._id],
    );
    const suspensoAntes = await saldo('280505');
    const extracto = await subir([
      [formatearFecha(hoy), 'PAGO NEQUI ANA', '50.000', 'N-77'],
      [formatearFecha(hoy), 'PAGO NEQUI ANA', '50.000', 'N-77'],
      [formatearFecha(hoy), 'COBRO GMF 4X1000', '-200', ''],
      [formatearFecha(hoy), 'cobro gmf  4x1000', '-200', ''],
    ]);
    expect(extracto).toMatchObject({ lineas: 4, enSuspenso: 1, debitos: 1, repetidas: 0 });
    const lineas = await lineasDe(extracto.id);
    expect(lineas.map((l) => [l.valor, l.estado])).toEqual([
      [50_000, 'en_suspenso'],
      [50_000, 'por_confirmar'],
      [-200, 'debito'],
      [-200, 'por_confirmar'],
    ]);
    // Sólo una de cada par movió dinero.
    expect(await saldo('280505')).toBe(suspensoAntes - 50_000);
    expect(await saldo('531520')).toBe(200);
    expect(await saldo(banco.cuentaContable.codigo)).toBe(131_500 + 50_000 - 200);
    const c = await conciliar();
    expect(c.partidas.filter((p: Json) => p.tipo === 'por_confirmar').map((p: Json) => [p.linea, p.monto])).toEqual([
      [lineas[1]._id, 50_000],
      [lineas[3]._id, -200],
    ]);
    expect(c.dias[0]).toMatchObject({ saldoExtracto: 131_500 + 100_000 - 400, saldoMayor: 131_500 + 50_000 - 200, diferencia: 49_800 });
    expect(c.diferencias.map((d: Json) => d.tipo)).toContain('saldo');
    expect((await admin().get('/api/pagos/suspenso?estado=por_confirmar')).body.data).toHaveLength(2);

    const mala = await admin().post(`/api/pagos/lineas/${lineas[1]._id}/repetida`, { decision: 'quizas' });
    expect(mala.status).toBe(400);
    expect(mala.body.errors.decision).toEqual([
      'La decisión debe ser «distintos» (dos pagos distintos) o «duplicado» (es un duplicado)',
    ]);

    // El segundo pago de 50.000 es otro: sigue su camino, al suspenso como el primero.
    const distintos = await admin().post(`/api/pagos/lineas/${lineas[1]._id}/repetida`, { decision: 'distintos' });
    expect(distintos.status).toBe(200);
    await aplicarPagosPendientes(prueba);
    expect((await lineasDe(extracto.id))[1].estado).toBe('en_suspenso');
    expect(await saldo('280505')).toBe(suspensoAntes - 100_000);

    // El segundo 4×1000 era el mismo renglón dos veces: no mueve nada.
    const duplicado = await prueba.como('gerente').post(`/api/pagos/lineas/${lineas[3]._id}/repetida`, { decision: 'duplicado' });
    expect(duplicado.status).toBe(200);
    expect(duplicado.body.data).toMatchObject({ estado: 'duplicado' });
    expect(await saldo('531520')).toBe(200);
    expect(await saldo(banco.cuentaContable.codigo)).toBe(131_500 + 100_000 - 200);
    expect((await admin().post(`/api/pagos/lineas/${lineas[3]._id}/repetida`, { decision: 'distintos' })).status).toBe(409);

    const despues = await conciliar();
    expect(despues.dias[0]).toMatchObject({ saldoExtracto: 231_300, saldoMayor: 231_300, diferencia: 0 });
    expect(despues.diferencias).toEqual([]);
    expect(despues.partidas).toEqual([]);
    const auditadas = (await prueba.dataSource.query(
      `SELECT accion FROM auditoria WHERE accion LIKE '%repetida%' OR accion LIKE '%duplicado%' ORDER BY fecha`,
    )) as Array<{ accion: string }>;
    expect(auditadas.map((a) => a.accion)).toEqual([
      'Confirmar línea repetida del extracto',
      'Marcar línea del extracto como duplicado',
    ]);
  });

  it('las reglas de los débitos las edita la oficina: el patrón sin tildes ni mayúsculas decide la cuenta del siguiente extracto', async () => {
    const reglas = (await admin().get('/api/pagos/reglas-debito')).body.data as Json[];
    expect(reglas.map((r) => [r.patron, r.cuenta.codigo])).toEqual(
      expect.arrayContaining([
        ['COMISION', '530505'],
        ['CUOTA DE MANEJO', '530505'],
        ['GMF', '531520'],
        ['4X1000', '531520'],
        ['GRAVAMEN', '531520'],
      ]),
    );
    expect((await prueba.como('cobrador1').get('/api/pagos/reglas-debito')).status).toBe(403);
    const mala = await admin().post('/api/pagos/reglas-debito', { patron: 'x', cuenta: await idCuenta(banco.cuentaContable.codigo) });
    expect(mala.status).toBe(400);
    expect(Object.keys(mala.body.errors).sort()).toEqual(['cuenta', 'patron']);
    const repetida = await admin().post('/api/pagos/reglas-debito', { patron: 'gmf', cuenta: await idCuenta('519595') });
    expect(repetida.body.errors).toEqual({ patron: ['Ya hay una regla con ese patrón'] });

    const creada = await admin().post('/api/pagos/reglas-debito', { patron: 'Seguro débito', cuenta: await idCuenta('519595') });
    expect(creada.status).toBe(201);
    const extracto = await subir([[formatearFecha(hoy), 'SEGURO DEBITO AUTOMATICO', '-9.000', '']]);
    expect((await lineasDe(extracto.id))[0]).toMatchObject({ estado: 'debito', contrapartida: { codigo: '519595' } });
    expect(await saldo('519595')).toBe(29_000);

    const cambiada = await admin().put(`/api/pagos/reglas-debito/${creada.body.data._id}`, {
      patron: 'SEGURO',
      cuenta: await idCuenta('530505'),
    });
    expect(cambiada.body.data).toMatchObject({ patron: 'SEGURO', cuenta: { codigo: '530505' } });
    expect((await admin().delete(`/api/pagos/reglas-debito/${creada.body.data._id}`)).status).toBe(200);
    expect((await admin().delete(`/api/pagos/reglas-debito/${creada.body.data._id}`)).status).toBe(404);
    const auditoria = (await prueba.dataSource.query(
      `SELECT accion FROM auditoria WHERE accion LIKE '%regla de débitos%' ORDER BY fecha`,
    )) as Array<{ accion: string }>;
    expect(auditoria.map((a) => a.accion)).toEqual([
      'Crear regla de débitos del banco',
      'Cambiar regla de débitos del banco',
      'Eliminar regla de débitos del banco',
    ]);
    // El extracto de más arriba sigue conciliando al peso.
    expect((await conciliar()).diferencias).toEqual([]);
  });

  it('con la columna de saldo del extracto manda lo que dice el banco: 500 más que las líneas es una diferencia', async () => {
    const antes = await saldo(banco.cuentaContable.codigo);
    const conSaldo = { ...COLUMNAS, saldo: 'Saldo' };
    const archivo = (saldoBanco: string) =>
      Buffer.from(['Fecha;Descripción;Valor;Ref;Saldo', `${formatearFecha(hoy)};ABONO DE OTRO BANCO;1.000;AB-1;${saldoBanco}`].join('\n'));
    const mala = await subirExtracto(prueba, { cuenta: banco._id, columnas: JSON.stringify(conSaldo) }, {
      contenido: archivo('mucho'),
      nombre: 'saldo.csv',
    });
    expect(mala.status).toBe(400);
    expect(mala.body.errors.archivo).toEqual(['Fila 2: el saldo «mucho» no es un valor en pesos']);

    const r = await subirExtracto(prueba, { cuenta: banco._id, columnas: JSON.stringify(conSaldo) }, {
      contenido: archivo(String(antes + 1_500)),
      nombre: 'saldo.csv',
    });
    expect(r.status).toBe(201);
    await aplicarPagosPendientes(prueba);
    expect(await saldo(banco.cuentaContable.codigo)).toBe(antes + 1_000);
    const c = await conciliar();
    expect(c.dias[0]).toMatchObject({ saldoExtracto: antes + 1_500, saldoMayor: antes + 1_000, diferencia: 500 });
    expect(c.diferencias.filter((d: Json) => d.tipo === 'saldo')).toEqual([
      { fecha: hoy, tipo: 'saldo', monto: 500, explicacion: 'Al cierre del día el banco tiene $ 500 más que la cuenta en el libro mayor' },
    ]);
  });

  it('un débito con fecha en un periodo cerrado rechaza la importación entera con 422 y no guarda nada', async () => {
    const cerradoHasta = finDelMesAnterior(hoy);
    expect((await admin().put('/api/contabilidad/cierre', { cerradoHasta })).status).toBe(200);
    const lineasAntes = await prueba.dataSource.query(`SELECT count(*)::int AS n FROM pagos_extracto_lineas`);
    const bancoAntes = await saldo(banco.cuentaContable.codigo);
    const r = await subirExtracto(prueba, { cuenta: banco._id, columnas: JSON.stringify(COLUMNAS) }, {
      contenido: csv([
        [formatearFecha(cerradoHasta), 'COMISION TARDIA', '-1.000', ''],
        [formatearFecha(hoy), 'OTRO DEPOSITO', '4.000', ''],
      ]),
      nombre: 'tarde.csv',
    });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('PERIODO_CERRADO');
    expect(await prueba.dataSource.query(`SELECT count(*)::int AS n FROM pagos_extracto_lineas`)).toEqual(lineasAntes);
    expect(await saldo(banco.cuentaContable.codigo)).toBe(bancoAntes);
  });
});
