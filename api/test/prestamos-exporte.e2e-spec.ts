// CSV de préstamos (issue 38): todas las filas que cumplen los filtros, no las primeras 1.000, con la cartera de
// cada rol; leído con un cursor y enviado en flujo.
import { usarAppPrueba } from './support/app-del-archivo';
import { crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';

const COPIAS = 1200;

describe('CSV de préstamos', () => {

  const { prueba, tokens } = usarAppPrueba(async () => {
    const cliente = await crearClientePrueba(prueba.dataSource, {
      nombre: 'Ana "La Tendera"; Pérez',
      cobradorId: (await prueba.cuenta('cobrador1')).id,
    });
    const modelo = await crearPrestamoPrueba(prueba, tokens.admin, {
      cliente: cliente.id,
      monto: 100000,
      interes: 12.5,
      cuotas: 10,
      tipoAmortizacion: 'amortizable',
    });
    const columnas: Array<{ column_name: string }> = await prueba.dataSource.query(
      `SELECT column_name FROM information_schema.columns
        WHERE table_name = 'prestamos' AND column_name NOT IN ('id', 'numero') AND is_generated = 'NEVER'`,
    );
    const lista = columnas.map((c) => c.column_name).join(', ');
    await prueba.dataSource.query(
      `INSERT INTO prestamos (${lista}) SELECT ${lista} FROM prestamos, generate_series(1, $2) WHERE id = $1`,
      [modelo._id, COPIAS],
    );
  });

  const exportar = async (token: string, consulta = '') => {
    const r = await prueba.app.inject({
      method: 'GET',
      url: `/api/prestamos/export/csv${consulta}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const texto = r.rawPayload.toString('utf8');
    return { r, texto, lineas: texto.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean) };
  };

  it('exporta todas las filas que cumplen los filtros, más de 1.000, con BOM, ; y el orden de la lista', async () => {
    const { r, texto, lineas } = await exportar(tokens.admin);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="prestamos-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(texto.startsWith('\uFEFFNúmero;Cliente;Cédula;Teléfono;Monto;Interés (% total)')).toBe(true);
    expect(lineas).toHaveLength(1 + 1 + COPIAS);
    expect(lineas[1]).toContain('"Ana ""La Tendera""; Pérez"');
    expect(lineas[1]).toContain(';100000;12,5;10;');
    const { lineas: conFiltro } = await exportar(tokens.admin, '?estado=pagado');
    expect(conFiltro).toHaveLength(1);
    const invalido = await exportar(tokens.admin, '?estado=perdido');
    expect(invalido.r.statusCode).toBe(400);
  });

  it('cada cobrador exporta sólo su cartera', async () => {
    expect((await exportar(await prueba.token('cobrador1'))).lineas).toHaveLength(1 + 1 + COPIAS);
    expect((await exportar(await prueba.token('cobrador2'))).lineas).toHaveLength(1);
  });
});
