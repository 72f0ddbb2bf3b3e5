// Préstamos importados con su historia (docs/decisiones/importacion.md, «Préstamos» y «Avisos»; issue 52): uno que
// ya viene en mora no le manda al cliente el aviso automático de mora al importarse, y uno de interés adelantado abre
// su cartera con el capital que se entregó y el interés retenido diferido, como uno nacido en Cartera.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { ENCABEZADOS, libroXlsx, subirImportacion } from './support/importacion';

const hoy = hoyBogota();
const corte = sumarDias(hoy, -5);
const dia = (dias: number) => sumarDias(corte, dias);

/** Los préstamos de este libro no traen cobrador. */
const PRESTAMOS = ENCABEZADOS.Prestamos.filter((columna) => columna !== 'cobrador');

/** M-1: amortizable de cuatro cuotas, con la segunda y la tercera vencidas sin pagar (en mora). A-1: interés adelantado con dos cobros. */
function cartera(): Record<string, unknown[][]> {
  return {
    Clientes: [
      ['idExterno', 'cedula', 'nombre', 'telefono', 'direccion', 'ciudad'],
      ['C-1', '00512345678', 'Rosa Mora', '3001234568', 'Calle 5', 'Bogotá'],
      ['C-2', '00612345678', 'Tomás Vela', '3101234568', 'Calle 6', 'Tunja'],
    ],
    Prestamos: [
      PRESTAMOS,
      ['M-1', 'C-1', 300000, 0, 4, 'mensual', 'amortizable', dia(-100), 'activo', corte],
      ['A-1', 'C-2', 1000000, 20, 4, 'mensual', 'interes_adelantado', dia(-150), 'activo', corte],
    ],
    Cobros: [
      ENCABEZADOS.Cobros,
      ['R-1', 'M-1', dia(-90), 100000],
      ['R-2', 'A-1', dia(-120), 250000],
      ['R-3', 'A-1', dia(-90), 250000],
    ],
  };
}

describe('importaciones: historia en mora sin aviso y el interés adelantado', () => {
  let resultado: Json;

  const prestamo = async (idExterno: string): Promise<Json> =>
    (
      await prueba.dataSource.query(
        `SELECT p.id, p.cliente_id, p.estado, p.saldo_pendiente::float8 AS saldo
         FROM importacion_ids m JOIN prestamos p ON p.id = m.id_cartera
         WHERE m.hoja = 'Prestamos' AND m.id_externo = $1`,
        [idExterno],
      )
    )[0];

  const { prueba } = usarAppPrueba(async () => {
    const admin = await prueba.token('admin');
    // El aviso de mora encendido: un préstamo que entra en mora en Cartera lo recibe (notificaciones.e2e-spec.ts).
    const config = await prueba.pedir({
      metodo: 'PUT',
      ruta: '/api/configuracion/organizacion',
      token: admin,
      cuerpo: { avisoMora: true },
    });
    expect(config.status).toBe(200);
    const revision = await subirImportacion(prueba, admin, await libroXlsx(cartera()), 'historia.xlsx');
    expect(revision.body.data.errores).toEqual([]);
    const id = revision.body.data.id;
    expect((await prueba.como('admin').post(`/api/importaciones/${id}/aplicar`)).status).toBe(201);
    for (let intento = 0; intento < 150 && resultado?.estado !== 'aplicada'; intento += 1) {
      resultado = (await prueba.como('admin').get(`/api/importaciones/${id}`)).body.data;
      if (resultado.estado === 'aplicando') await new Promise((listo) => setTimeout(listo, 200));
      else break;
    }
  });

  it('un préstamo que ya viene en mora no le manda al cliente el aviso de mora al importarse', async () => {
    expect(resultado).toMatchObject({ estado: 'aplicada', erroresAplicacion: [] });
    const m1 = await prestamo('M-1');
    expect(m1.estado).toBe('mora');
    const avisos = await prueba.dataSource.query(
      `SELECT d.id FROM notificaciones n JOIN notificaciones_destinatarios d ON d.notificacion_id = n.id
       WHERE n.origen = 'aviso_mora' AND d.cliente_id = $1`,
      [m1.cliente_id],
    );
    expect(avisos).toEqual([]);
  });

  it('uno de interés adelantado abre el capital entregado y el interés retenido, y sus cobros por proporción', async () => {
    // Cifras calculadas aquí: 1.000.000 al 20 % retiene 200.000 de interés y entrega 800.000 de capital; cada cobro de
    // 250.000 lleva 250.000 × 200.000 / 1.000.000 = 50.000 de interés y 200.000 de capital.
    const interesRetenido = 1000000 * 0.2;
    const capitalEntregado = 1000000 - interesRetenido;
    const interesPorCobro = (250000 * interesRetenido) / 1000000;
    const capitalPorCobro = 250000 - interesPorCobro;
    const a1 = await prestamo('A-1');
    expect(a1.saldo).toBe(1000000 - 2 * 250000);
    const [libro] = await prueba.dataSource.query(
      `SELECT coalesce(sum(l.debito - l.credito) FILTER (WHERE c.clave = 'cartera_capital'), 0)::float8 AS capital,
              coalesce(sum(l.debito - l.credito) FILTER (WHERE c.clave = 'cartera_intereses'), 0)::float8 AS interes,
              coalesce(sum(l.debito - l.credito) FILTER (WHERE c.clave = 'intereses_diferidos'), 0)::float8 AS diferido
       FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id WHERE l.prestamo_id = $1`,
      [a1.id],
    );
    expect(libro).toEqual({
      capital: capitalEntregado - 2 * capitalPorCobro,
      interes: interesRetenido - 2 * interesPorCobro,
      diferido: -(interesRetenido - 2 * interesPorCobro),
    });
    // Su contrapartida en «Saldos iniciales» es el capital que seguía por cobrar al corte (M-1: 300.000 − 100.000).
    const [{ saldos_iniciales: saldosIniciales, caja, ingresos }] = await prueba.dataSource.query(
      `SELECT coalesce(sum(l.debito - l.credito) FILTER (WHERE c.clave = 'saldos_iniciales'), 0)::float8 AS saldos_iniciales,
              coalesce(sum(l.debito - l.credito) FILTER (WHERE c.clave = 'caja_oficina'), 0)::float8 AS caja,
              coalesce(sum(l.debito - l.credito) FILTER (WHERE c.clave = 'ingresos_intereses'), 0)::float8 AS ingresos
       FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id`,
    );
    expect({ saldosIniciales, caja, ingresos }).toEqual({
      saldosIniciales: -(capitalEntregado - 2 * capitalPorCobro + (300000 - 100000)),
      caja: 0,
      ingresos: 0,
    });
    expect(resultado.apertura.coincide).toBe(true);
    const verificacion = await prueba.como('admin').post('/api/contabilidad/verificacion');
    expect(verificacion.body.data.descuadres).toEqual([]);
  });

  it('el libro mayor abre cada préstamo en un solo comprobante al corte: el balance de prueba es lo que dice el archivo', async () => {
    // Lo que el archivo dice, sumado aquí de sus filas: cada préstamo debe lo que entregó menos el capital de sus
    // cobros, y el interés pactado menos el de sus cobros. M-1 no cobra interés; A-1 (interés adelantado) entregó su
    // monto menos el interés retenido, y cada cobro lleva interés en la proporción interés / monto.
    const { Prestamos: filas, Cobros: cobros } = cartera();
    let capital = 0;
    let interes = 0;
    for (const [idExterno, , monto, tasa, , , tipo] of filas.slice(1) as Array<
      [string, string, number, number, number, string, string]
    >) {
      const retenido = tipo === 'interes_adelantado' ? (monto * tasa) / 100 : 0;
      const cobrado = cobros
        .slice(1)
        .filter((c) => c[1] === idExterno)
        .reduce((t, c) => t + Number(c[3]), 0);
      capital += monto - retenido - (cobrado * (monto - retenido)) / monto;
      interes += retenido - (cobrado * retenido) / monto;
    }
    expect([capital, interes]).toEqual([200000 + 400000, 100000]);

    const balance = async (hasta: string) => {
      const respuesta = await prueba
        .como('admin')
        .get(`/api/contabilidad/balance-prueba?desde=${dia(-200)}&hasta=${hasta}`);
      expect(respuesta.status).toBe(200);
      return Object.fromEntries(respuesta.body.data.cuentas.map((c: Json) => [c.codigo, c.saldo]));
    };
    const alCorte = await balance(hoy);
    expect({
      capital: alCorte['140505'],
      interes: alCorte['140510'],
      diferido: alCorte['270505'],
      saldosIniciales: alCorte['370505'],
    }).toEqual({ capital, interes, diferido: -interes, saldosIniciales: -capital });
    // Nada más: ni caja ni ingresos.
    expect(
      Object.entries(alCorte)
        .filter(([, saldo]) => saldo !== 0)
        .map(([codigo]) => codigo)
        .sort(),
    ).toEqual(['140505', '140510', '270505', '370505']);
    // Antes del corte, el mayor no tiene nada: la historia queda en el libro de cada préstamo.
    expect(Object.values(await balance(dia(-1))).filter((saldo) => saldo !== 0)).toEqual([]);
    const comprobantes = await prueba.dataSource.query(
      `SELECT a.fecha::text AS fecha, a.tipo, count(DISTINCT a.id)::int AS n
       FROM contabilidad_asientos a JOIN contabilidad_lineas l ON l.asiento_id = a.id
       WHERE l.prestamo_id IS NOT NULL GROUP BY 1, 2`,
    );
    expect(comprobantes).toEqual([{ fecha: corte, tipo: 'desembolso', n: 2 }]);
    const [{ movimientos }] = await prueba.dataSource.query(
      `SELECT count(*)::int AS movimientos FROM prestamos_movimientos WHERE tipo IN ('desembolso', 'cobro')`,
    );
    expect(movimientos).toBe(2 + 3);
  });
});
