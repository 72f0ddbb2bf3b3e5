// El efectivo al corte de una importación (docs/decisiones/importacion.md, «Efectivo al corte»; issue 52): la hoja
// Saldos abre la caja de la oficina y la de cada cobrador contra «Saldos iniciales» (370505), su custodia, su entrega,
// el flujo de caja y la verificación la cuentan; el mismo archivo otra vez no cambia nada; uno corregido cambia sólo
// lo que no se entregó ni está en un periodo cerrado, y cada fila mala se explica.
import { CONCEPTOS_APERTURA, CONCEPTOS_APERTURA_CAJA, MENSAJES_SALDOS_IMPORTACION, hoyBogota, sumarDias } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { aplicarImportacion, libroXlsx, subirImportacion } from './support/importacion';

const hoy = hoyBogota();
const corte = sumarDias(hoy, -3);
const SALDOS = ['caja', 'monto', 'fechaCorte'];
const COBRADORES = [['idExterno', 'nombre', 'email'], ['K-1', 'Pedro Saldos', 'pedro.saldos@example.com']];

describe('importaciones: el efectivo al corte (hoja Saldos)', () => {

  const { prueba, tokens } = usarAppPrueba();

  async function revisarYAplicar(saldos: unknown[][]): Promise<{ revision: Json; resultado: Json }> {
    const revision = await subirImportacion(prueba, tokens.admin, await libroXlsx({ Cobradores: COBRADORES, Saldos: [SALDOS, ...saldos] }), 'saldos.xlsx');
    expect(revision.body.data.errores).toEqual([]);
    return { revision: revision.body.data, resultado: await aplicarImportacion(prueba, revision.body.data.id) };
  }

  /** Débito − crédito de la caja de la oficina, de 370505 y de la subcuenta de cada cobrador (por email). */
  async function mayor(): Promise<Record<string, number>> {
    const filas: Json[] = await prueba.dataSource.query(
      `SELECT coalesce(c.clave, u.email) AS cuenta, sum(l.debito - l.credito)::float8 AS saldo
       FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
       LEFT JOIN usuarios u ON u.id = c.cobrador_id
       WHERE c.clave IN ('caja_oficina', 'saldos_iniciales') OR c.cobrador_id IS NOT NULL
       GROUP BY 1`,
    );
    return Object.fromEntries(filas.map((f) => [f.cuenta, f.saldo]));
  }
  const cambio = (antes: Record<string, number>, despues: Record<string, number>) =>
    Object.fromEntries(
      Object.keys({ ...antes, ...despues })
        .map((k) => [k, (despues[k] ?? 0) - (antes[k] ?? 0)])
        .filter(([, v]) => v !== 0),
    );

  /** Los descuadres de la verificación en el efectivo, la custodia y las entregas. */
  async function descuadresDeCaja(): Promise<Json[]> {
    const r = await prueba.como('admin').post('/api/contabilidad/verificacion');
    expect(r.status).toBe(200);
    return r.body.data.descuadres.filter((d: Json) =>
      /^(custodia_|mayor_efectivo_dia|mayor_cobrador|mayor_cuadre|entregas_|caja)/.test(String(d.regla)),
    );
  }

  const enPoder = async (email: string): Promise<number> => {
    const filas: Json[] = (await prueba.como('admin').get('/api/caja/cobradores')).body.data;
    const [usuario] = await prueba.dataSource.query(`SELECT id FROM usuarios WHERE email = $1`, [email]);
    return filas.find((f) => f.cobradorId === usuario.id)?.enPoder ?? 0;
  };
  const tarjetas = async (): Promise<Json> => (await prueba.como('admin').get('/api/flujo-caja')).body.data.tarjetas;

  it('una fila mala dice su hoja, fila, columna y mensaje, y la revisión no escribe nada', async () => {
    const r = await subirImportacion(
      prueba,
      tokens.admin,
      await libroXlsx({
        Cobradores: COBRADORES,
        Saldos: [
          SALDOS,
          ['oficina', '-5.000', corte],
          ['K-1', '1000', corte],
          ['pedro.saldos@example.com', '2000', corte],
          ['nadie@example.com', '3000', corte],
          ['cobrador2@cartera.local', '4000', sumarDias(hoy, 1)],
          ['cobrador3@cartera.local', 'mil', corte],
        ],
      }),
      'saldos.xlsx',
    );
    expect(r.status).toBe(201);
    expect(r.body.data.errores.map((e: Json) => [e.hoja, e.fila, e.columna, e.mensaje])).toEqual([
      ['Saldos', 2, 'monto', MENSAJES_SALDOS_IMPORTACION.negativo],
      ['Saldos', 3, 'caja', MENSAJES_SALDOS_IMPORTACION.cajaRepetida],
      ['Saldos', 4, 'caja', MENSAJES_SALDOS_IMPORTACION.cajaRepetida],
      ['Saldos', 5, 'caja', MENSAJES_SALDOS_IMPORTACION.cobradorDesconocido],
      ['Saldos', 6, 'fechaCorte', MENSAJES_SALDOS_IMPORTACION.fechaFutura],
      ['Saldos', 7, 'monto', 'El monto no es válido: use 1234567, 1.234.567 o $ 1.234.567,89'],
    ]);
    expect(r.body.data.resumen.hojas.Saldos).toMatchObject({ filas: 6, nuevas: 0, conErrores: 6 });
    const [{ n }] = await prueba.dataSource.query(`SELECT count(*)::int AS n FROM caja_saldos_iniciales`);
    expect(n).toBe(0);
  });

  it('la hoja Saldos también es un CSV: su plantilla y su revisión', async () => {
    const plantilla = await prueba.app.inject({
      method: 'GET',
      url: '/api/importaciones/plantilla?formato=csv&hoja=Saldos',
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(plantilla.body.replace(/^\uFEFF/, '')).toBe('caja;monto;fechaCorte\r\n');
    const csv = Buffer.from(`caja;monto;fechaCorte\r\noficina;$ 1.234.567;${corte}\r\ncobrador1@cartera.local;-3;${corte}\r\n`);
    const r = await subirImportacion(prueba, tokens.admin, csv, 'Saldos.csv');
    expect(r.body.data.resumen.totales.efectivo).toEqual({ oficina: 1_234_567, cobradores: 0 });
    expect(r.body.data.errores.map((e: Json) => [e.fila, e.columna, e.valor, e.mensaje])).toEqual([
      [3, 'monto', '-3', MENSAJES_SALDOS_IMPORTACION.negativo],
    ]);
    expect((await prueba.como('admin').delete(`/api/importaciones/${r.body.data.id}`)).status).toBe(200);
  });

  it('abre la oficina y cada cobrador contra 370505; la custodia, la entrega, el flujo y la verificación lo cuentan', async () => {
    const mayorAntes = await mayor();
    const tarjetasAntes = await tarjetas();
    const poderAntes = await enPoder('cobrador1@cartera.local');
    const { revision, resultado } = await revisarYAplicar([
      ['Oficina', '$ 1.250.000', corte],
      ['K-1', '300.000', corte],
      ['cobrador1@cartera.local', 45500, corte],
    ]);
    expect(revision.resumen.totales.efectivo).toEqual({ oficina: 1_250_000, cobradores: 345_500 });
    expect(resultado.estado).toBe('aplicada');
    expect(resultado.erroresAplicacion).toEqual([]);

    // El libro mayor: 1.250.000 + 300.000 + 45.500 = 1.595.500 abren contra «Saldos iniciales».
    expect(cambio(mayorAntes, await mayor())).toEqual({
      caja_oficina: 1_250_000,
      'pedro.saldos@example.com': 300_000,
      'cobrador1@cartera.local': 45_500,
      saldos_iniciales: -1_595_500,
    });
    const asientos: Json[] = await prueba.dataSource.query(
      `SELECT a.fecha::text AS fecha, sum(l.debito)::float8 AS debito, sum(l.credito)::float8 AS credito
       FROM contabilidad_asientos a JOIN contabilidad_lineas l ON l.asiento_id = a.id
       WHERE a.origen = 'saldo_inicial' AND a.origen_id IS NOT NULL GROUP BY a.id ORDER BY 2`,
    );
    expect(asientos).toEqual([
      { fecha: corte, debito: 45_500, credito: 45_500 },
      { fecha: corte, debito: 300_000, credito: 300_000 },
      { fecha: corte, debito: 1_250_000, credito: 1_250_000 },
    ]);

    // El resultado pone el archivo junto al libro mayor y la verificación.
    const cifras = Object.fromEntries(resultado.apertura.cifras.map((c: Json) => [c.concepto, [c.archivo, c.cartera]]));
    expect(cifras[CONCEPTOS_APERTURA_CAJA.oficina]).toEqual([1_250_000, 1_250_000]);
    expect(cifras[CONCEPTOS_APERTURA_CAJA.cobradores]).toEqual([345_500, 345_500]);
    expect(cifras[CONCEPTOS_APERTURA_CAJA.verificacion]).toEqual([0, 0]);
    expect(resultado.apertura.coincide).toBe(true);
    expect(await descuadresDeCaja()).toEqual([]);

    // El flujo de caja y el poder de los cobradores lo cuentan.
    const despues = await tarjetas();
    expect(despues.saldoActual - tarjetasAntes.saldoActual).toBe(1_595_500);
    expect(despues.enPoderCobradores - tarjetasAntes.enPoderCobradores).toBe(345_500);
    expect(despues.enCaja - tarjetasAntes.enCaja).toBe(1_250_000);
    expect(await enPoder('cobrador1@cartera.local')).toBe(poderAntes + 45_500);
    expect(await enPoder('pedro.saldos@example.com')).toBe(300_000);

    // Su próxima entrega lo espera; confirmada con ese monto, sin faltante ni sobrante, y la verificación sigue en 0.
    const cobrador = await prueba.token('cobrador1');
    const creada = await prueba.pedir({
      metodo: 'POST',
      ruta: '/api/caja/entregas',
      cuerpo: { montoEntregado: poderAntes + 45_500 },
      token: cobrador,
    });
    expect(creada.status).toBe(201);
    expect(creada.body.data.esperado).toBe(poderAntes + 45_500);
    expect(await descuadresDeCaja()).toEqual([]);
    const confirmada = await prueba
      .como('gerente')
      .patch(`/api/caja/entregas/${creada.body.data._id}/confirmar`, { montoRecibido: poderAntes + 45_500 });
    expect(confirmada.status).toBe(200);
    const [{ n }] = await prueba.dataSource.query(`SELECT count(*)::int AS n FROM movimientos_caja WHERE entrega_id = $1`, [
      creada.body.data._id,
    ]);
    expect(n).toBe(0);
    expect(await enPoder('cobrador1@cartera.local')).toBe(0);
    expect(await descuadresDeCaja()).toEqual([]);
  });

  it('el mismo archivo otra vez no cambia nada', async () => {
    const mayorAntes = await mayor();
    const [{ n: antes }] = await prueba.dataSource.query(`SELECT count(*)::int AS n FROM contabilidad_asientos`);
    const { revision, resultado } = await revisarYAplicar([
      ['Oficina', '$ 1.250.000', corte],
      ['K-1', '300.000', corte],
      ['cobrador1@cartera.local', 45500, corte],
    ]);
    expect(revision.resumen.hojas.Saldos).toMatchObject({ filas: 3, nuevas: 0, actualizadas: 0, sinCambios: 3 });
    expect(resultado.erroresAplicacion).toEqual([]);
    expect(resultado.apertura.coincide).toBe(true);
    const [{ n: despues }] = await prueba.dataSource.query(`SELECT count(*)::int AS n FROM contabilidad_asientos`);
    expect(despues).toBe(antes);
    expect(cambio(mayorAntes, await mayor())).toEqual({});
  });

  it('un archivo corregido cambia lo que no se entregó en un periodo abierto; lo demás lo explica por fila', async () => {
    const mayorAntes = await mayor();
    const { resultado } = await revisarYAplicar([
      ['oficina', '1.300.000', corte],
      ['K-1', '300.000', corte],
      ['cobrador1@cartera.local', 50000, corte],
    ]);
    // La oficina pasa de 1.250.000 a 1.300.000 (reverso y comprobante nuevo); el cobrador 1 ya entregó lo suyo.
    expect(cambio(mayorAntes, await mayor())).toEqual({ caja_oficina: 50_000, saldos_iniciales: -50_000 });
    expect(resultado.erroresAplicacion.map((e: Json) => [e.hoja, e.fila, e.columna, e.mensaje])).toEqual([
      ['Saldos', 4, 'monto', MENSAJES_SALDOS_IMPORTACION.entregado(45_500)],
    ]);
    const cifras = Object.fromEntries(resultado.apertura.cifras.map((c: Json) => [c.concepto, [c.archivo, c.cartera]]));
    expect(cifras[CONCEPTOS_APERTURA_CAJA.cobradores]).toEqual([350_000, 345_500]);
    expect(resultado.apertura.coincide).toBe(false);
    expect(await descuadresDeCaja()).toEqual([]);

    // Con el periodo de su fecha cerrado, ni la oficina cambia.
    await prueba.dataSource.query(`UPDATE configuracion_organizacion SET cerrado_hasta = $1 WHERE id = 1`, [corte]);
    const otra = await revisarYAplicar([['oficina', '1.400.000', corte]]);
    expect(otra.resultado.erroresAplicacion.map((e: Json) => e.mensaje)).toEqual([
      MENSAJES_SALDOS_IMPORTACION.periodoCerrado(corte, corte),
    ]);
    expect(cambio(mayorAntes, await mayor())).toEqual({ caja_oficina: 50_000, saldos_iniciales: -50_000 });
    await prueba.dataSource.query(`UPDATE configuracion_organizacion SET cerrado_hasta = NULL WHERE id = 1`);
  });

  it('la verificación recuenta el efectivo inicial aparte: uno cambiado a mano se informa', async () => {
    await prueba.dataSource.query(
      `UPDATE caja_saldos_iniciales SET monto = monto + 1000
       WHERE cobrador_id = (SELECT id FROM usuarios WHERE email = 'pedro.saldos@example.com')`,
    );
    const reglas = (await descuadresDeCaja()).map((d) => d.regla);
    expect(reglas).toEqual(
      expect.arrayContaining(['custodia_cobrador:Pedro Saldos', 'mayor_cobrador:Pedro Saldos', `mayor_efectivo_dia:${corte}`]),
    );
    await prueba.dataSource.query(
      `UPDATE caja_saldos_iniciales SET monto = monto - 1000
       WHERE cobrador_id = (SELECT id FROM usuarios WHERE email = 'pedro.saldos@example.com')`,
    );
    expect(await descuadresDeCaja()).toEqual([]);
  });

  it('con préstamos, el resultado pone su cartera y el efectivo juntos', async () => {
    const libro = await libroXlsx({
      Cobradores: COBRADORES,
      Clientes: [['idExterno', 'cedula', 'nombre', 'telefono', 'direccion', 'ciudad'], ['C-1', '00512345678', 'Rosa Caja', '3001234500', 'Calle 5', 'Cali']],
      Prestamos: [
        ['idExterno', 'cliente', 'monto', 'interes', 'cuotas', 'modalidad', 'tipoAmortizacion', 'fechaInicio', 'estado', 'fechaCorte'],
        ['P-1', 'C-1', 600000, 10, 3, 'mensual', 'amortizable', sumarDias(corte, -20), 'activo', corte],
      ],
      Saldos: [SALDOS, ['oficina', '1.300.000', corte], ['K-1', '300.000', corte]],
    });
    const revision = await subirImportacion(prueba, tokens.admin, libro, 'cartera.xlsx');
    expect(revision.body.data.errores).toEqual([]);
    const resultado = await aplicarImportacion(prueba, revision.body.data.id);
    expect(resultado.erroresAplicacion).toEqual([]);
    const conceptos = resultado.apertura.cifras.map((c: Json) => c.concepto);
    expect(conceptos).toEqual(expect.arrayContaining([CONCEPTOS_APERTURA.prestamos, ...Object.values(CONCEPTOS_APERTURA_CAJA)]));
    const cifras = Object.fromEntries(resultado.apertura.cifras.map((c: Json) => [c.concepto, [c.archivo, c.cartera]]));
    expect(cifras[CONCEPTOS_APERTURA_CAJA.oficina]).toEqual([1_300_000, 1_300_000]);
    expect(cifras[CONCEPTOS_APERTURA_CAJA.cobradores]).toEqual([300_000, 300_000]);
    expect(resultado.apertura.coincide).toBe(true);
  });

  it('el exporte lleva en Saldos el efectivo de hoy de la oficina y de cada cobrador que tiene', async () => {
    const saldos = await mayor();
    const csv = await prueba.app.inject({
      method: 'GET',
      url: '/api/importaciones/exporte?formato=csv&hoja=Saldos',
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(csv.statusCode).toBe(200);
    const [encabezados, ...lineas] = csv.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(encabezados).toBe('caja;monto;fechaCorte');
    // El cobrador 1 ya entregó lo suyo: no sale.
    expect(lineas).toEqual([`oficina;${saldos.caja_oficina};${hoy}`, `K-1;${saldos['pedro.saldos@example.com']};${hoy}`]);
  });
});
