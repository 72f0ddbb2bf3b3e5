// Los casos del núcleo de dinero que no tenían su prueba de API (docs/decisiones/nucleo-de-dinero.md, «La prueba de caja negra»): lo
// que Mi Ruta propone en un préstamo en mora se acepta, y la página del préstamo dice el mismo capital e interés que su
// comprobante del libro diario en el desembolso de un préstamo de interés adelantado, en el préstamo que nace de un
// reenganche y en un cobro que pasa al préstamo de otro cliente. Las cifras esperadas salen del diario (la API de
// contabilidad) o están escritas a mano.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { activarMora } from './support/escenarios';
import { crearClientePrueba, semanalDesde } from './support/fabricas-cartera';

describe('núcleo de dinero: casos', () => {
  const hoy = hoyBogota();

  const { prueba, ids } = usarAppPrueba(async () => {
    // Interés de mora encendido (como en la demostración), desde hace 40 días, con una tasa de usura vigente.
    await activarMora(prueba, { desdeHaceDias: 40 });
  });

  const admin = () => prueba.como('admin');

  async function prestamo(cuerpo: Record<string, unknown>): Promise<Json> {
    const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: ids.cobrador1 });
    const r = await admin().post('/api/prestamos', {
      cliente: cliente.id,
      ...semanalDesde(hoy),
      ...cuerpo,
    });
    expect(r.status).toBe(201);
    return r.body.data;
  }

  /** Desembolsado y con su primera fecha hace tres días. */
  const deHaceTresDias = { fechaInicio: sumarDias(hoy, -3), fecha: sumarDias(hoy, -3) };

  /** El reenganche de `anteriorId` con 500.000 más, en 4 cuotas semanales al 10 %. */
  const reenganchar = (anteriorId: string) =>
    admin().post(`/api/prestamos/${anteriorId}/reenganche`, {
      cuotas: 4,
      interes: 10,
      modalidad: 'semanal',
      tipoAmortizacion: 'amortizable',
      montoAdicional: 500_000,
      confirmarUsura: true,
    });

  /** El movimiento de la página y su comprobante: capital e interés que el comprobante mueve en la cartera del préstamo. */
  async function paginaYMayor(prestamoId: string, tipo: string): Promise<{ pagina: Json; mayor: Json }> {
    const movimientos: Json[] = (await admin().get(`/api/prestamos/${prestamoId}/movimientos`)).body.data;
    const m = movimientos.filter((x) => x.tipo === tipo).at(-1);
    const diario: Json[] = (
      await admin().get(`/api/contabilidad/diario?desde=${sumarDias(hoy, -60)}&hasta=${hoy}&limit=1000`)
    ).body.data;
    const asiento = diario.find((a) => a.id === m.asientoContable?.id);
    expect(asiento).toBeDefined();
    const neto = (codigo: string) =>
      (asiento.lineas as Json[])
        .filter((l) => l.codigo === codigo && l.prestamo?.id === prestamoId)
        .reduce((t, l) => t + l.debito - l.credito, 0);
    // Un desembolso sube la cartera (débito); un cobro la baja (crédito).
    const signo = tipo === 'desembolso' ? 1 : -1;
    return {
      pagina: { capital: m.capital, interes: m.interes },
      mayor: { capital: signo * neto('140505'), interes: signo * neto('140510') },
    };
  }

  it('Mi Ruta propone en un préstamo en mora la mora, lo vencido y la cuota de hoy, y la API acepta eso y hasta mora + saldo', async () => {
    // 4 cuotas semanales de 275.000 desde hace 21 días: vencidas las de hace 14 y 7 días, hoy la tercera.
    const p = await prestamo({
      monto: 1_000_000,
      fechaInicio: sumarDias(hoy, -21),
      fecha: sumarDias(hoy, -21),
    });
    expect((await admin().post('/api/sistema/barrido')).status).toBeLessThan(300);

    const dia = (await prueba.como('cobrador1').get('/api/mi-ruta')).body.data;
    const enRuta: Json = dia.paradas
      .flatMap((parada: Json) => parada.prestamos)
      .find((x: Json) => x._id === p._id);
    expect(enRuta).toMatchObject({ cuotaHoy: 275_000, vencido: 550_000, saldoPendiente: 1_100_000 });
    expect(enRuta.mora).toBeGreaterThan(0);
    const propuesto = enRuta.mora + 550_000 + 275_000;

    // Un peso más que mora + saldo no encuentra a qué aplicarse; lo propuesto y después el resto sí.
    const demas = await prueba
      .como('cobrador1')
      .post('/api/cobros', { prestamo: p._id, monto: enRuta.mora + 1_100_001, fecha: hoy });
    expect(demas.status).toBe(422);
    const cobro = await prueba
      .como('cobrador1')
      .post('/api/cobros', { prestamo: p._id, monto: propuesto, fecha: hoy });
    expect(cobro.status).toBe(201);
    expect(cobro.body.data.monto).toBe(propuesto);
    const detalle = (await admin().get(`/api/prestamos/${p._id}`)).body.data;
    expect(detalle.saldoPendiente).toBe(275_000);
    const resto = await prueba
      .como('cobrador1')
      .post('/api/cobros', { prestamo: p._id, monto: 275_000, fecha: hoy });
    expect(resto.status).toBe(201);
    expect((await admin().get(`/api/prestamos/${p._id}`)).body.data.estado).toBe('pagado');
  });

  it('interés adelantado: el desembolso dice en la página el capital entregado y el interés retenido de su comprobante', async () => {
    // 1.000.000 pactados al 10 %: el cliente recibe 909.090,91 y se retienen 90.909,09 (o lo que diga el contrato);
    // sea cual sea el reparto del contrato, la página y el comprobante dicen el mismo.
    const p = await prestamo({ monto: 1_000_000, tipoAmortizacion: 'interes_adelantado' });
    const { pagina, mayor } = await paginaYMayor(p._id, 'desembolso');
    expect(mayor.capital + mayor.interes).toBe(1_000_000);
    expect(pagina).toEqual(mayor);
  });

  it('interés adelantado: la anulación dice en la página el capital y el interés que su comprobante devuelve', async () => {
    const p = await prestamo({ monto: 1_000_000, tipoAmortizacion: 'interes_adelantado' });
    expect(
      (await admin().post(`/api/prestamos/${p._id}/anular`, { motivo: 'Error de registro' })).status,
    ).toBe(200);
    const { pagina, mayor } = await paginaYMayor(p._id, 'anulacion');
    expect(mayor.capital + mayor.interes).toBe(1_000_000);
    expect(pagina).toEqual(mayor);
  });

  it('reenganche: el desembolso del préstamo nuevo dice en la página el capital y el interés de su comprobante', async () => {
    const anterior = await prestamo({ monto: 1_000_000, ...deHaceTresDias });
    const cobro = await admin().post('/api/cobros', { prestamo: anterior._id, monto: 300_000, fecha: hoy });
    expect(cobro.status).toBe(201);
    const r = await reenganchar(anterior._id);
    expect(r.status).toBe(201);
    const { pagina, mayor } = await paginaYMayor(r.body.data._id, 'desembolso');
    expect(pagina).toEqual(mayor);
  });

  it('reenganche: un cobro del préstamo nuevo dice en la página el capital y el interés de su comprobante', async () => {
    const anterior = await prestamo({ monto: 1_000_000, ...deHaceTresDias });
    const r = await reenganchar(anterior._id);
    expect(r.status).toBe(201);
    for (const monto of [200_000, 700_000]) {
      expect(
        (await admin().post('/api/cobros', { prestamo: r.body.data._id, monto, fecha: hoy })).status,
      ).toBe(201);
      const { pagina, mayor } = await paginaYMayor(r.body.data._id, 'cobro');
      expect({ monto, ...pagina }).toEqual({ monto, ...mayor });
    }
  });

  it('un cobro que pasa al préstamo de otro cliente, ya condonado, dice en ese préstamo el capital y el interés de su comprobante', async () => {
    // El préstamo correcto debe 600.000 de capital y 60.000 de interés; una condonación de 59.797 perdona primero
    // interés (quedan 203). El cobro de 128.685 que llega por corrección paga 203 de interés y 128.482 de capital.
    const equivocado = await prestamo({ monto: 600_000 });
    const correcto = await prestamo({ monto: 600_000, ...deHaceTresDias });
    const condonacion = await admin().post(`/api/prestamos/${correcto._id}/condonar`, {
      monto: 59_797,
      motivo: 'Acuerdo de pago',
    });
    expect(condonacion.status).toBe(200);
    const cobro = await prueba
      .como('cobrador1')
      .post('/api/cobros', { prestamo: equivocado._id, monto: 128_685, fecha: hoy });
    expect(cobro.status).toBe(201);
    const corregido = await admin().post(`/api/cobros/${cobro.body.data._id}/corregir-prestamo`, {
      prestamo: correcto._id,
      motivo: 'Préstamo equivocado',
    });
    expect(corregido.status).toBe(200);
    const { pagina, mayor } = await paginaYMayor(correcto._id, 'cobro');
    expect(mayor).toEqual({ capital: 128_482, interes: 203 });
    expect(pagina).toEqual(mayor);
  });
});
