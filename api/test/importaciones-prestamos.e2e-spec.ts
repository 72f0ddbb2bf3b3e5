// Préstamos importados (docs/decisiones/importacion.md, «Préstamos» y «Libros abiertos»; issue 52): con su historia
// de cobros aplicada por las reglas de Cartera o con su plan propio tal como viene, sus estados (pagado, castigado),
// la mora desde la fecha de corte, los libros abiertos contra «Saldos iniciales» y cerrados hasta el corte, el
// archivo junto a Cartera, el mismo archivo otra vez, uno corregido y una aplicación cancelada que se completa.
import { CONCEPTOS_APERTURA, MENSAJES_PRESTAMOS_IMPORTACION, hoyBogota, sumarDias } from '@cartera/dominio';
import { LibroService, MENSAJES_LIBRO } from '../src/libro/libro.service';
import { MENSAJES_PRESTAMOS_IMPORTADOS } from '../src/importaciones/aplicar-prestamos';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import {
  ENCABEZADOS,
  aplicarImportacion,
  esperarImportacion,
  libroDePrueba,
  revisarHojas,
  revisarLibro,
} from './support/importacion';

const hoy = hoyBogota();
const corte = sumarDias(hoy, -5);
const dia = (dias: number) => sumarDias(corte, dias);
/** El primer día del mes del corte: la primera importación deja cerrado todo lo anterior. */
const inicioDelMes = `${corte.slice(0, 7)}-01`;

/** La fila de un préstamo sin cobrador de 100.000 al 10 % en una cuota mensual (hoja Prestamos). */
const prestamoDeUnaCuota = (id: string, cliente: string, inicio: string, estado: string, fechaCorte = corte) =>
  [id, cliente, '', 100000, 10, 1, 'mensual', 'amortizable', inicio, estado, fechaCorte];

/** Un cobrador, cuatro clientes y cuatro préstamos: con historia (H), con plan propio (P), castigado (X) y pagado (G). */
function cartera(): Record<string, unknown[][]> {
  return libroDePrueba({
    Cobradores: [['K-1', 'Pedro Ruiz', 'pedro.prestamos@example.com']],
    Clientes: [
      ['C-1', '00112345678', 'Ana Gómez', '3001234567', 'Calle 1', 'Bogotá', 'K-1'],
      ['C-2', '00212345678', 'Luis Mora', '3109876543', 'Carrera 2', 'Cali', 'K-1'],
      ['C-3', '00312345678', 'Eva Díaz', '3201234567', 'Calle 3', 'Pasto', ''],
      ['C-4', '00412345678', 'Juan Paz', '3151234567', 'Calle 4', 'Neiva', ''],
    ],
    Prestamos: [
      ['H-1', 'C-1', 'K-1', 1000000, 20, 4, 'mensual', 'amortizable', dia(-150), 'activo', corte],
      ['P-1', 'C-2', 'K-1', 1000000, 15, 3, 'mensual', 'amortizable', dia(-90), 'activo', corte],
      ['X-1', 'C-3', '', 500000, 10, 2, 'mensual', 'amortizable', dia(-120), 'castigado', corte],
      ['G-1', 'C-4', '', 200000, 10, 1, 'mensual', 'amortizable', dia(-90), 'pagado', corte],
    ],
    Cobros: [
      ['R-1', 'H-1', dia(-120), 300000],
      ['R-2', 'H-1', dia(-90), 300000],
      ['R-3', 'X-1', dia(-90), 100000],
      ['R-4', 'G-1', dia(-60), 220000],
    ],
    Cuotas: [
      ['P-1', 1, dia(-60), 400000, 60000, 460000],
      ['P-1', 2, dia(-30), 300000, 45000, 100000],
      ['P-1', 3, dia(30), 300000, 45000, 0],
    ],
  });
}

describe('importaciones: préstamos con su historia o su plan y los libros abiertos', () => {
  let primera: Json;

  const { prueba } = usarAppPrueba(async () => {
    // La mora activa desde hace mucho: sólo la fecha de corte la limita.
    await prueba.dataSource.query(
      `UPDATE configuracion_organizacion
       SET mora_activa = true, mora_tasa = 12, mora_periodicidad = 'anual', mora_dias_gracia = 0, mora_desde = $1`,
      [sumarDias(hoy, -400)],
    );
  });

  async function revisarYAplicar(hojas: Record<string, unknown[][]>, nombre = 'cartera.xlsx'): Promise<Json> {
    return aplicarImportacion(prueba, await revisarLibro(prueba, hojas, nombre));
  }

  const descuadres = async () => (await prueba.como('admin').post('/api/contabilidad/verificacion')).body.data.descuadres;

  const prestamo = async (idExterno: string): Promise<Json> =>
    (
      await prueba.dataSource.query(
        `SELECT p.id, p.estado, p.saldo_pendiente::float8 AS saldo, p.fecha_corte::text AS fecha_corte, u.email AS cobrador,
                p.tipo_credito, p.mora_causada::float8 AS mora
         FROM importacion_ids m JOIN prestamos p ON p.id = m.id_cartera LEFT JOIN usuarios u ON u.id = p.cobrador_id
         WHERE m.hoja = 'Prestamos' AND m.id_externo = $1`,
        [idExterno],
      )
    )[0];

  /** Débito − crédito por clave de cuenta en el libro mayor entero. */
  const mayor = async (): Promise<Record<string, number>> =>
    Object.fromEntries(
      (
        await prueba.dataSource.query(
          `SELECT c.clave, sum(l.debito - l.credito)::float8 AS saldo
           FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
           WHERE c.clave IS NOT NULL GROUP BY c.clave HAVING sum(l.debito - l.credito) <> 0`,
        )
      ).map((f: Json) => [f.clave, f.saldo]),
    );

  it('aplica cada préstamo con su historia o su plan, abre los libros contra «Saldos iniciales» y los cierra hasta el corte', async () => {
    primera = await revisarYAplicar(cartera());
    expect(primera).toMatchObject({
      estado: 'aplicada',
      erroresAplicacion: [],
      progreso: { hechas: 16, total: 16 },
    });

    // Historia: 1.200.000 pactados (20 % de 1.000.000) menos 600.000 cobrados. Castigado y pagado, como dice el archivo.
    expect(await prestamo('H-1')).toMatchObject({
      saldo: 600000,
      fecha_corte: corte,
      cobrador: 'pedro.prestamos@example.com',
    });
    // Sus cobros llevan a su cobrador (lo cobrado por cobrador), pero ninguno quedó en su caja ni en la de la oficina.
    expect(
      await prueba.dataSource.query(
        `SELECT co.fecha::text AS fecha, co.monto::float8 AS monto, u.email AS cobrador, co.en_poder_de, co.origen
         FROM cobros co LEFT JOIN usuarios u ON u.id = co.cobrador_id WHERE co.prestamo_id = $1 ORDER BY co.fecha`,
        [(await prestamo('H-1')).id],
      ),
    ).toEqual([
      {
        fecha: dia(-120),
        monto: 300000,
        cobrador: 'pedro.prestamos@example.com',
        en_poder_de: null,
        origen: 'importacion',
      },
      {
        fecha: dia(-90),
        monto: 300000,
        cobrador: 'pedro.prestamos@example.com',
        en_poder_de: null,
        origen: 'importacion',
      },
    ]);
    expect(await prestamo('X-1')).toMatchObject({ estado: 'castigado', saldo: 0 });
    expect(await prestamo('G-1')).toMatchObject({ estado: 'pagado', saldo: 0 });

    // Plan propio: la página del plan muestra las cuotas del archivo tal cual.
    const p1 = await prestamo('P-1');
    const plan = await prueba.como('admin').get(`/api/prestamos/${p1.id}/plan`);
    expect(plan.status).toBe(200);
    expect(
      plan.body.data.cuotas.map((c: Json) => [
        c.numero,
        c.fechaProgramada,
        c.montoCapital,
        c.montoInteres,
        c.montoPagado,
      ]),
    ).toEqual([
      [1, dia(-60), 400000, 60000, 460000],
      [2, dia(-30), 300000, 45000, 100000],
      [3, dia(30), 300000, 45000, 0],
    ]);
    expect(p1.saldo).toBe(1150000 - 560000);

    // Ningún cobro importado pasó por la caja ni por los ingresos: la cartera abre contra «Saldos iniciales».
    // Los 100.000 pagados de la cuota 2 de P-1 llevan 100.000 × 45.000 / 345.000 = 13.043,48 de interés.
    const saldos = await mayor();
    expect(saldos.caja_oficina ?? 0).toBe(0);
    expect(saldos.ingresos_intereses ?? 0).toBe(0);
    const capitalPlan = 300000 - (100000 - 13043.48) + 300000;
    const interesPlan = 45000 - 13043.48 + 45000;
    const [{ capital_p1: capitalP1, interes_p1: interesP1 }] = await prueba.dataSource.query(
      `SELECT sum(l.debito - l.credito) FILTER (WHERE c.clave = 'cartera_capital')::float8 AS capital_p1,
              sum(l.debito - l.credito) FILTER (WHERE c.clave = 'cartera_intereses')::float8 AS interes_p1
       FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id WHERE l.prestamo_id = $1`,
      [p1.id],
    );
    expect([capitalP1, interesP1]).toEqual([capitalPlan, interesPlan]);
    // «Saldos iniciales» es el capital por cobrar al corte; lo que el castigado debía (550.000 − 100.000), en orden.
    expect(saldos.cartera_capital).toBe(-saldos.saldos_iniciales);
    expect([saldos.castigos_cartera, saldos.castigados_orden, saldos.castigados_orden_contra]).toEqual([undefined, 450000, -450000]);
    expect(saldos.cartera_intereses).toBe(-saldos.intereses_diferidos);
    // El balance de prueba dice lo mismo: la cartera y «Saldos iniciales» al cierre del periodo.
    const balance = await prueba
      .como('admin')
      .get(`/api/contabilidad/balance-prueba?desde=${inicioDelMes}&hasta=${hoy}`);
    const cuenta = (codigo: string) =>
      balance.body.data.cuentas.find((c: Json) => c.codigo === codigo)?.saldo;
    expect([cuenta('140505'), cuenta('370505'), cuenta('110505') ?? 0]).toEqual([
      saldos.cartera_capital,
      saldos.saldos_iniciales,
      0,
    ]);

    // Los libros quedaron cerrados hasta el corte, ese día incluido.
    expect((await prueba.como('admin').get('/api/contabilidad/cierre')).body.data.cerradoHasta).toBe(corte);

    // El resultado pone el archivo junto a Cartera, y coinciden; la verificación no encuentra nada.
    const cifras = Object.fromEntries(
      primera.apertura.cifras.map((c: Json) => [c.concepto, [c.archivo, c.cartera]]),
    );
    expect(primera.apertura).toMatchObject({ fechaCorte: corte, cerradoHasta: corte, coincide: true });
    expect(cifras[CONCEPTOS_APERTURA.prestamos]).toEqual([4, 4]);
    expect(cifras[CONCEPTOS_APERTURA.capital]).toEqual([2700000, 2700000]);
    expect(cifras[CONCEPTOS_APERTURA.cobrado]).toEqual([1480000, 1480000]);
    // Sin el castigado: H-1 debe 1.200.000 − 600.000, P-1 1.150.000 − 560.000 y G-1 nada.
    expect(cifras[CONCEPTOS_APERTURA.saldo]).toEqual([1190000, 1190000]);
    expect(cifras[CONCEPTOS_APERTURA.saldoMayor]).toEqual([1190000, 1190000]);
    expect(cifras[CONCEPTOS_APERTURA.saldoCapital]).toEqual([capitalPlan, capitalPlan]);
    expect(cifras[CONCEPTOS_APERTURA.saldoInteres]).toEqual([interesPlan, interesPlan]);
    const verificacion = await prueba.como('admin').post('/api/contabilidad/verificacion');
    expect(verificacion.body.data.descuadres).toEqual([]);
  });

  it('la mora corre sólo desde la fecha de corte, no desde el vencimiento de cada cuota', async () => {
    const h1 = await prestamo('H-1');
    expect(h1.mora).toBe(0);
    expect((await prueba.como('admin').post('/api/sistema/barrido')).status).toBe(201);
    // Las cuotas 3 y 4 de H-1 vencieron antes del corte y no se pagaron: causan los días (corte, hoy], a 12 % EA.
    const cuotas: Json[] = await prueba.dataSource.query(
      `SELECT monto_capital::float8 AS capital FROM cuotas WHERE prestamo_id = $1 AND monto_pagado = 0 ORDER BY numero`,
      [h1.id],
    );
    expect(cuotas).toHaveLength(2);
    const diaria = Math.pow(1.12, 1 / 365) - 1;
    const centavos = cuotas.reduce((t, c) => t + Math.round(c.capital * 100 * 5 * diaria), 0);
    expect((await prestamo('H-1')).mora).toBe(Math.floor(centavos / 100));
    expect(await descuadres()).toEqual([]);
  });

  it('el mismo archivo otra vez no cambia nada; uno corregido cambia lo que puede y explica lo que no', async () => {
    const antes = await prueba.dataSource.query(`SELECT count(*)::int AS n FROM contabilidad_lineas`);
    const otraVez = await revisarYAplicar(cartera(), 'otra-vez.xlsx');
    expect(otraVez.resumen.hojas.Prestamos).toMatchObject({ nuevas: 0, actualizadas: 0, sinCambios: 4 });
    expect(otraVez.erroresAplicacion).toEqual([]);
    expect(await prueba.dataSource.query(`SELECT count(*)::int AS n FROM contabilidad_lineas`)).toEqual(
      antes,
    );

    // Un cobro importado es historia: no se borra (ni por la ruta ni por el libro).
    const h1Id = (await prestamo('H-1')).id;
    const [importado] = await prueba.dataSource.query(
      `SELECT id, fecha::text AS fecha, monto::float8 AS monto, origen FROM cobros
       WHERE prestamo_id = $1 AND origen = 'importacion' ORDER BY fecha LIMIT 1`,
      [h1Id],
    );
    expect((await prueba.como('admin').delete(`/api/cobros/${importado.id}`)).status).toBeGreaterThanOrEqual(
      400,
    );
    const libro = prueba.app.get(LibroService);
    await expect(
      prueba.dataSource.transaction((m) => libro.deshacerCobro(m, h1Id, importado, null, 'x')),
    ).rejects.toMatchObject({ message: MENSAJES_LIBRO.cobroImportado });
    expect(await prueba.dataSource.query(`SELECT 1 FROM cobros WHERE id = $1`, [importado.id])).toHaveLength(
      1,
    );

    // H-1 recibe un cobro en Cartera después del corte: ya está en uso.
    const h1 = await prestamo('H-1');
    const cobro = await prueba
      .como('admin')
      .post('/api/cobros', { prestamo: h1.id, monto: 10000, fecha: hoy });
    expect(cobro.status).toBe(201);

    const corregido = cartera();
    const [encabezados, h, p, x, g] = corregido.Prestamos;
    corregido.Prestamos = [
      encabezados,
      [...h.slice(0, 2), '', ...h.slice(3)], // H-1: sin cobrador, pero está en uso
      [...p.slice(0, 2), '', ...p.slice(3)], // P-1: sin cobrador propio (toma el de su cliente)
      [...x.slice(0, 3), 600000, ...x.slice(4)], // otro monto (no cambia)
      g,
    ];
    corregido.Clientes[2] = [...corregido.Clientes[2].slice(0, 6), '']; // C-2 deja de tener cobrador
    const final = await revisarYAplicar(corregido, 'corregido.xlsx');
    expect(final.erroresAplicacion).toEqual([
      {
        hoja: 'Prestamos',
        fila: 2,
        columna: 'idExterno',
        valor: 'H-1',
        mensaje: MENSAJES_PRESTAMOS_IMPORTADOS.enUso,
      },
      {
        hoja: 'Prestamos',
        fila: 4,
        columna: 'idExterno',
        valor: 'X-1',
        mensaje: MENSAJES_PRESTAMOS_IMPORTADOS.terminosFijos,
      },
    ]);
    expect((await prestamo('H-1')).cobrador).toBe('pedro.prestamos@example.com');
    expect((await prestamo('P-1')).cobrador).toBeNull(); // el de su cliente C-2, que ya no tiene
    expect((await prestamo('X-1')).estado).toBe('castigado');
    expect(await descuadres()).toEqual([]);
  });

  it('la revisión ya deja fuera un préstamo pagado cuyos cobros no lo pagan o con corte futuro; uno en un periodo cerrado, al aplicar', async () => {
    const hojas = libroDePrueba({
      Clientes: [
        ['C-9', '00912345678', 'Sara Gil', '3001239999', 'Calle 9', 'Tunja', ''],
      ],
      Prestamos: [
        prestamoDeUnaCuota('B-1', 'C-9', inicioDelMes, 'pagado'),
        prestamoDeUnaCuota('B-2', 'C-9', inicioDelMes, 'activo', sumarDias(hoy, 3)),
        prestamoDeUnaCuota('B-3', 'C-9', dia(-200), 'activo'),
      ],
      Cobros: [['R-9', 'B-1', inicioDelMes, 60000], ['R-10', 'B-3', dia(-190), 1000]],
    });
    // 100.000 más el 10 % son 110.000; cobrados 60.000: le quedarían 50.000.
    const revision = await revisarHojas(prueba, hojas, 'pagado.xlsx', [
      {
        hoja: 'Prestamos',
        fila: 2,
        columna: 'estado',
        valor: 'pagado',
        mensaje: MENSAJES_PRESTAMOS_IMPORTACION.pagadoConSaldo(50000),
      },
      {
        hoja: 'Prestamos',
        fila: 3,
        columna: 'fechaCorte',
        valor: sumarDias(hoy, 3),
        mensaje: MENSAJES_PRESTAMOS_IMPORTACION.futuro,
      },
      {
        hoja: 'Cobros',
        fila: 2,
        columna: 'prestamo',
        valor: 'B-1',
        mensaje: MENSAJES_PRESTAMOS_IMPORTACION.prestamoFuera,
      },
    ]);
    expect(revision.resumen.hojas.Prestamos).toMatchObject({ filas: 3, nuevas: 1, conErrores: 2 });
    const final = await aplicarImportacion(prueba, revision.id);
    const cierre = corte.split('-').reverse().join('/');
    expect(final.erroresAplicacion).toEqual([
      {
        hoja: 'Prestamos',
        fila: 4,
        columna: 'idExterno',
        valor: 'B-3',
        mensaje: MENSAJES_PRESTAMOS_IMPORTADOS.periodoCerrado(cierre),
      },
    ]);
    for (const id of ['B-1', 'B-2', 'B-3']) expect(await prestamo(id)).toBeUndefined();
    expect(final.apertura.coincide).toBe(false);
  });

  it('una aplicación cancelada a mitad se completa con otra, sin duplicar préstamos ni asientos', async () => {
    const hojas: Record<string, unknown[][]> = {
      Clientes: [ENCABEZADOS.Clientes],
      Prestamos: [ENCABEZADOS.Prestamos],
      Cobros: [ENCABEZADOS.Cobros],
    };
    for (let i = 0; i < 120; i += 1) {
      hojas.Clientes.push([
        `M-${i}`,
        `7${String(i).padStart(10, '0')}`,
        `Masivo ${i}`,
        '3001234567',
        'Calle',
        'Bogotá',
        '',
      ]);
      hojas.Prestamos.push(prestamoDeUnaCuota(`MP-${i}`, `M-${i}`, inicioDelMes, 'activo'));
      hojas.Cobros.push([`MR-${i}`, `MP-${i}`, inicioDelMes, 50000]);
    }
    // Cerrado hasta el corte de la primera: préstamos nuevos del mismo corte piden reabrir (importacion.md).
    expect((await prueba.como('admin').put('/api/contabilidad/cierre', { cerradoHasta: null })).status).toBe(200);
    const { id } = await revisarHojas(prueba, hojas, 'masivo.xlsx', []);
    await prueba.como('admin').post(`/api/importaciones/${id}/aplicar`);
    expect((await prueba.como('admin').delete(`/api/importaciones/${id}`)).status).toBe(200);
    const cancelada = await esperarImportacion(prueba, id);
    expect(cancelada.estado).toBe('cancelada');
    const masivos = async () =>
      Number(
        (
          await prueba.dataSource.query(
            `SELECT count(*)::int AS n FROM prestamos p JOIN clientes c ON c.id = p.cliente_id WHERE c.nombre LIKE 'Masivo %'`,
          )
        )[0].n,
      );
    expect(await masivos()).toBeLessThan(120);

    const fin = await aplicarImportacion(prueba, id);
    expect(fin).toMatchObject({
      estado: 'aplicada',
      erroresAplicacion: [],
      progreso: { hechas: 360, total: 360 },
    });
    expect(await masivos()).toBe(120);
    expect(fin.apertura.coincide).toBe(true);
    const [{ n }] = await prueba.dataSource.query(
      `SELECT count(*)::int AS n FROM cobros WHERE origen = 'importacion' AND observaciones LIKE 'Importado (MR-%'`,
    );
    expect(n).toBe(120);
    expect(await descuadres()).toEqual([]);
  });
});
