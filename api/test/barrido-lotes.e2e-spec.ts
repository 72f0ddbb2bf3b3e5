// El barrido trabaja por lotes (issue 16): cada transacción toca como mucho LOTE préstamos, así un pago nunca espera
// detrás de un barrido largo. La medida con 300.000 préstamos está en bench/barrido.mjs (docs/rendimiento.md).
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { BarridoService, type ResultadoBarrido } from '../src/barrido/barrido.service';
import { usarAppPrueba } from './support/app-del-archivo';
import { crearClientePrueba, crearPrestamoPrueba, verificarLibro } from './support/fabricas-cartera';

const N = 2000;

describe('barrido por lotes', () => {
  let modelo: string;
  const hoy = hoyBogota();

  const { prueba, tokens } = usarAppPrueba(async () => {
    const cliente = await crearClientePrueba(prueba.dataSource);
    // Un préstamo diario de 10 cuotas que empezó hace 20 días: todas sus cuotas ya vencieron.
    const p = await crearPrestamoPrueba(
      prueba,
      tokens.admin,
      { cliente: cliente.id, monto: 100000, cuotas: 10, modalidad: 'diario', fechaInicio: sumarDias(hoy, -20) },
    );
    modelo = p._id;
    // N copias con sus cuotas «pendientes» y el préstamo al día: todas necesitan barrido.
    const columnas: Array<{ column_name: string }> = await prueba.dataSource.query(
      `SELECT column_name FROM information_schema.columns
        WHERE table_name = $1 AND column_name NOT IN ('id', 'numero') AND is_generated = 'NEVER'`,
      ['prestamos'],
    );
    const lista = columnas.map((c) => c.column_name).join(', ');
    await prueba.dataSource.query(
      `INSERT INTO prestamos (${lista}) SELECT ${lista} FROM prestamos, generate_series(1, $2) WHERE id = $1`,
      [modelo, N],
    );
    await prueba.dataSource.query(
      `INSERT INTO cuotas (prestamo_id, numero, fecha_programada, monto_capital, monto_interes, monto_total, estado)
       SELECT np.id, c.numero, c.fecha_programada, c.monto_capital, c.monto_interes, c.monto_total, 'pendiente'
       FROM cuotas c CROSS JOIN (SELECT id FROM prestamos WHERE cliente_id = $2 AND id <> $1) np
       WHERE c.prestamo_id = $1`,
      [modelo, cliente.id],
    );
    await prueba.dataSource.query(
      `UPDATE prestamos SET estado = 'activo', cuotas_vencidas = 0, dias_mora_promedio = 0,
              proxima_fecha = fecha_primer_pago
        WHERE cliente_id = $1 AND id <> $2`,
      [cliente.id, modelo],
    );
  });

  async function barrer(lote: number): Promise<ResultadoBarrido> {
    const barrido = prueba.app.get(BarridoService);
    // El barrido del arranque pudo no haber terminado: se espera su candado.
    for (;;) {
      const resultado = await barrido.ejecutar(hoy, lote);
      if (resultado.ejecutado) return resultado;
      await new Promise((resolver) => setTimeout(resolver, 50));
    }
  }

  it('cada transacción toca a lo sumo un lote, un pago en medio no espera al barrido entero, y el resultado es completo', async () => {
    // Cada lote es una transacción propia (BarridoService.barrerLote dentro de dataSource.transaction).
    const lotes = jest.spyOn(prueba.app.get(BarridoService) as unknown as { barrerLote: () => unknown }, 'barrerLote');
    const inicio = Date.now();
    const barrido = barrer(100).then((r) => ({ r, fin: Date.now() }));
    // Un pago a mitad del barrido, sobre el préstamo modelo (también en el recorrido).
    await new Promise((resolver) => setTimeout(resolver, 30));
    const pago = prueba
      .pedir({
        metodo: 'POST',
        ruta: '/api/cobros',
        token: tokens.admin,
        cuerpo: { prestamo: modelo, monto: 5000, fecha: hoy },
      })
      .then((r) => ({ r, fin: Date.now() }));
    const [{ r: resultado, fin: finBarrido }, { r: cobro, fin: finPago }] = await Promise.all([barrido, pago]);
    const cantidadLotes = lotes.mock.calls.length;
    lotes.mockRestore();

    expect(cobro.status).toBe(201);
    // Los 2.000 préstamos copiados quedaron barridos: 10 cuotas vencidas cada uno, en mora o vencidos.
    expect(resultado.cuotasVencidas).toBeGreaterThanOrEqual(N * 10);
    expect(resultado.prestamosActualizados).toBeGreaterThanOrEqual(N);
    const [{ pendientes }] = await prueba.dataSource.query(
      `SELECT count(*)::int AS pendientes FROM cuotas WHERE estado = 'pendiente' AND fecha_programada < $1`,
      [hoy],
    );
    expect(pendientes).toBe(0);
    // Por lotes: al menos N / 100 transacciones.
    expect(cantidadLotes).toBeGreaterThanOrEqual(N / 100);
    // El pago terminó antes que el barrido: no esperó detrás de todo el recorrido.
    expect(finPago).toBeLessThan(finBarrido);
    console.log(
      `barrido de ${N + 1} préstamos en lotes de 100: ${finBarrido - inicio} ms; pago a mitad: ${finPago - inicio - 30} ms`,
    );
    await verificarLibro(prueba.dataSource, modelo);
  });
});
