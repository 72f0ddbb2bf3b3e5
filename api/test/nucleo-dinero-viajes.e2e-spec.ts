// Las idas a la base de un pago (docs/decisiones/nucleo-de-dinero.md, «Consultas tipadas»): un cobro y el pago de una
// cuota no hacen más sentencias que las medidas al pasar el núcleo a Kysely. Cuenta cada sentencia que sale por un
// QueryRunner de TypeORM (las tipadas también: db(manager) corre por él) durante la petición, con la base real.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { esDelConsumidor } from '../src/notificaciones/eventos-dinero.service';
import { usarAppPrueba } from './support/app-del-archivo';
import { prestamoDesembolsadoHace } from './support/escenarios';
import { crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';

/**
 * Lo medido: un cobro en efectivo y el pago de una cuota, en un préstamo al día, con la mora de la organización. Las 14
 * de cada uno («Idas a la base» en la decisión): reservar la clave, abrir, candado (con la ventana de fechas), mora con
 * cuotas y saldo contable, cobro con aplicaciones y asiento, comprobante con sus líneas, recálculo (leer y guardar),
 * los eventos del recibo y la notificación (una sentencia: docs/decisiones/nucleo-sin-puertas.md), auditoría, clave
 * aplicada, confirmar, la respuesta y la clave completada. El recibo y la notificación los escribe después el
 * consumidor de eventos, con sus propias sentencias, fuera de la petición.
 */
const TOPE = { cobro: 14, pagoCuota: 14 };

describe('núcleo de dinero: idas a la base de un pago', () => {
  let prestamoId: string;
  const hoy = hoyBogota();

  const { prueba, tokens, ids } = usarAppPrueba(async () => {
    const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: ids.cobrador1 });
    const prestamo = await crearPrestamoPrueba(prueba, tokens.admin, {
      cliente: cliente.id,
      monto: 1000000,
      interes: 10,
      cuotas: 10,
      modalidad: 'semanal',
      tipoAmortizacion: 'amortizable',
      fechaInicio: hoy,
      fecha: hoy,
      confirmarUsura: true,
    });
    prestamoId = prestamo._id;
  });

  async function contar(
    pedir: () => Promise<{ status: number }>,
  ): Promise<{ status: number; sentencias: number }> {
    const original = PostgresQueryRunner.prototype.query;
    let sentencias = 0;
    const espia = jest.spyOn(PostgresQueryRunner.prototype, 'query').mockImplementation(function (
      this: PostgresQueryRunner,
      ...args: Parameters<typeof original>
    ) {
      // El consumidor de los eventos de dinero corre después de confirmar y la respuesta no lo espera: no es del pago.
      if (!esDelConsumidor(this)) sentencias += 1;
      return original.apply(this, args);
    });
    try {
      const { status } = await pedir();
      return { status, sentencias };
    } finally {
      espia.mockRestore();
    }
  }

  it('un cobro (POST /api/cobros) no pasa de su tope de sentencias', async () => {
    const r = await contar(() =>
      prueba.pedir({
        metodo: 'POST',
        ruta: '/api/cobros',
        token: tokens.admin,
        cuerpo: { prestamo: prestamoId, monto: 50000, fecha: hoy },
      }),
    );
    expect(r.status).toBe(201);
    expect(r.sentencias).toBeLessThanOrEqual(TOPE.cobro);
  });

  it('la ventana de fechas que viaja con el candado es la de ahora: un cambio de configuración rige en el pago siguiente', async () => {
    const antiguo = await prestamoDesembolsadoHace(prueba, 10, {
      monto: 500000,
      interes: 10,
      cuotas: 5,
      modalidad: 'semanal',
      confirmarUsura: true,
    });
    const cobrar = () =>
      prueba.pedir({
        metodo: 'POST',
        ruta: '/api/cobros',
        token: tokens.admin,
        cuerpo: { prestamo: antiguo._id, monto: 1000, fecha: sumarDias(hoy, -5) },
      });
    await prueba.dataSource.query(`UPDATE configuracion_organizacion SET dias_atras_fechas = 2`);
    const fuera = await cobrar();
    expect(fuera.status).toBe(400);
    expect(fuera.body.errors.fecha).toBeDefined();
    await prueba.dataSource.query(`UPDATE configuracion_organizacion SET dias_atras_fechas = 30`);
    expect((await cobrar()).status).toBe(201);
  });

  it('el pago de una cuota (PATCH …/plan/cuota/:n/pagar) no pasa de su tope de sentencias', async () => {
    const r = await contar(() =>
      prueba.pedir({
        metodo: 'PATCH',
        ruta: `/api/prestamos/${prestamoId}/plan/cuota/2/pagar`,
        token: tokens.admin,
        cuerpo: { monto: 20000 },
      }),
    );
    expect(r.status).toBe(200);
    expect(r.sentencias).toBeLessThanOrEqual(TOPE.pagoCuota);
  });
});
