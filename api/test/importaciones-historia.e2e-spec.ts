// Préstamos importados con su historia (docs/decisiones/importacion.md, «Préstamos» y «Avisos»; issue 52): uno que
// ya viene en mora no le manda al cliente el aviso automático de mora al importarse, y uno de interés adelantado abre
// su cartera con el capital que se entregó y el interés retenido diferido, como uno nacido en Cartera.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { crearAppPrueba, type AppPrueba, type Json } from './support/app-prueba';
import { libroXlsx, subirImportacion } from './support/importacion';

const hoy = hoyBogota();
const corte = sumarDias(hoy, -5);
const dia = (dias: number) => sumarDias(corte, dias);

const PRESTAMOS = [
  'idExterno',
  'cliente',
  'monto',
  'interes',
  'cuotas',
  'modalidad',
  'tipoAmortizacion',
  'fechaInicio',
  'estado',
  'fechaCorte',
];

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
      ['idExterno', 'prestamo', 'fecha', 'monto'],
      ['R-1', 'M-1', dia(-90), 100000],
      ['R-2', 'A-1', dia(-120), 250000],
      ['R-3', 'A-1', dia(-90), 250000],
    ],
  };
}

describe('importaciones: historia en mora sin aviso y el interés adelantado', () => {
  let prueba: AppPrueba;
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

  beforeAll(async () => {
    prueba = await crearAppPrueba();
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
  afterAll(() => prueba.cerrar());

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
});
