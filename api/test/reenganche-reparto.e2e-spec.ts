// El reenganche en la página del préstamo anterior dice lo mismo que su comprobante del libro mayor, y en palabras lo
// que el contrato cuenta distinto (docs/decisiones/un-reparto-para-el-prestamo-y-el-mayor.md). Antes el movimiento
// repartía el saldo que pasa con la mezcla de las cuotas mientras el mayor cerraba el saldo contable: después de una
// condonación (que en los libros perdona primero el interés) la página decía interés donde el mayor ya no tenía.
import { formatearCOP, hoyBogota } from '@cartera/dominio';
import type { Json } from './support/app-prueba';
import { usarAppPrueba } from './support/app-del-archivo';
import { crearClientePrueba, crearPrestamoPrueba, leerPlan } from './support/fabricas-cartera';

describe('reenganche: un reparto para la página del préstamo y el libro mayor', () => {
  const hoy = hoyBogota();
  const { prueba, tokens } = usarAppPrueba();

  const pedir = (metodo: 'GET' | 'POST', ruta: string, cuerpo?: unknown) =>
    prueba.pedir({ metodo, ruta, token: tokens.admin, cuerpo });
  /** Centavos, redondeados como el reparto de una cuota (mitades hacia arriba). */
  const centavos = (pesos: number) => Math.round(pesos * 100);

  it('después de condonar 100.000, el reenganche dice 0 de interés como el mayor y, en palabras, el del contrato', async () => {
    const cliente = await crearClientePrueba(prueba.dataSource);
    const terminos = {
      interes: 10,
      cuotas: 4,
      modalidad: 'semanal',
      tipoAmortizacion: 'amortizable',
      fechaInicio: hoy,
    };
    const viejo = await crearPrestamoPrueba(prueba, tokens.admin, {
      cliente: cliente.id,
      monto: 1_000_000,
      ...terminos,
    });
    const cuotas: Json[] = (await leerPlan(prueba, tokens.admin, viejo._id)).cuotas;
    // En los libros la condonación perdona primero el interés pactado (100.000): no queda interés por cobrar. En el
    // contrato perdona la última cuota con su mezcla: el interés de esos 100.000 es proporcional al de la cuota.
    const condonada = await pedir('POST', `/api/prestamos/${viejo._id}/condonar`, {
      monto: 100_000,
      motivo: 'Acuerdo de pago',
    });
    expect(condonada.status).toBe(200);
    const ultima = cuotas[cuotas.length - 1];
    const interesCondonadoContrato = Math.round(
      (centavos(100_000) * centavos(ultima.montoInteres)) / centavos(ultima.montoTotal),
    );
    const interesContrato =
      (cuotas.reduce((total, cuota) => total + centavos(cuota.montoInteres), 0) - interesCondonadoContrato) /
      100;
    expect(interesContrato).toBeGreaterThan(0);

    const r = await pedir('POST', `/api/prestamos/${viejo._id}/reenganche`, { ...terminos });
    expect({ status: r.status, body: r.status === 201 ? null : r.body }).toEqual({ status: 201, body: null });
    const nuevo = r.body.data;

    const movimientos: Json[] = (await pedir('GET', `/api/prestamos/${viejo._id}/movimientos`)).body.data;
    const reenganche = movimientos.find((m) => m.tipo === 'reenganche');
    expect(reenganche).toMatchObject({ monto: 1_000_000, capital: 1_000_000, interes: 0 });
    // Lo que su comprobante baja de la cartera del préstamo anterior, leído de las tablas del mayor.
    const [mayor]: Array<{ capital: string; interes: string }> = await prueba.dataSource.query(
      `SELECT coalesce(sum(l.credito - l.debito) FILTER (WHERE c.clave = 'cartera_capital'), 0) AS capital,
              coalesce(sum(l.credito - l.debito) FILTER (WHERE c.clave = 'cartera_intereses'), 0) AS interes
       FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
       WHERE l.prestamo_id = $1 AND l.movimiento_id = $2`,
      [viejo._id, reenganche?._id],
    );
    expect({ capital: Number(mayor.capital), interes: Number(mayor.interes) }).toEqual({
      capital: reenganche?.capital,
      interes: reenganche?.interes,
    });
    expect(reenganche?.explicacion).toBe(
      `El saldo de ${formatearCOP(1_000_000)} pasó al préstamo #${nuevo.numero}. Según el contrato, las cuotas que ` +
        `pasaron llevaban ${formatearCOP(interesContrato)} de interés, que ahora es parte de las cuotas del préstamo ` +
        `#${nuevo.numero}. En los libros, ${formatearCOP(0)} de ese saldo son interés pactado aún sin cobrar: pasa al ` +
        'préstamo nuevo como interés diferido y se reconoce a medida que se cobre.',
    );
  });
});
