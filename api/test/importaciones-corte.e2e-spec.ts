// El corte de una importación queda cerrado (docs/decisiones/importacion.md, «El corte queda cerrado»; issue 66): los
// libros se cierran hasta la fecha de corte, ese día incluido, con la apertura dentro; un cobro con fecha hasta el corte
// recibe el error del periodo cerrado y no escribe nada; el resultado antes del corte es cero; un préstamo que llega
// castigado abre en cuentas de orden (8325 contra 8915), no en 519910, y su recuperación las descarga.
import { MENSAJES_CIERRE, formatearFecha, hoyBogota, sumarDias } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { aplicarImportacion, carteraConCastigado, prestamoImportado, revisarLibro } from './support/importacion';

const hoy = hoyBogota();
const corte = sumarDias(hoy, -5);
const dia = (dias: number) => sumarDias(corte, dias);

describe('importaciones: el corte queda cerrado y lo castigado abre en cuentas de orden', () => {
  const { prueba } = usarAppPrueba();

  const prestamo = (idExterno: string): Promise<string> => prestamoImportado(prueba, idExterno);

  /** Débito − crédito por código de cuenta: del libro entero, o de un préstamo. */
  const mayor = async (prestamoId?: string): Promise<Record<string, number>> =>
    Object.fromEntries(
      (
        await prueba.dataSource.query(
          `SELECT c.codigo, sum(l.debito - l.credito)::float8 AS saldo
           FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
           WHERE $1::uuid IS NULL OR l.prestamo_id = $1::uuid
           GROUP BY c.codigo HAVING sum(l.debito - l.credito) <> 0`,
          [prestamoId ?? null],
        )
      ).map((f: Json) => [f.codigo, f.saldo]),
    );

  const verificacion = async () => (await prueba.como('admin').post('/api/contabilidad/verificacion')).body.data;

  let importacion: Json;
  beforeAll(async () => {
    importacion = await aplicarImportacion(prueba, await revisarLibro(prueba, carteraConCastigado(corte), 'corte.xlsx'));
    expect(importacion).toMatchObject({ estado: 'aplicada', erroresAplicacion: [] });
  });

  it('cierra los libros hasta el corte, ese día incluido: un cobro con fecha hasta el corte es del periodo cerrado y no escribe nada', async () => {
    expect(importacion.apertura).toMatchObject({ fechaCorte: corte, cerradoHasta: corte, coincide: true });
    expect((await prueba.como('admin').get('/api/contabilidad/cierre')).body.data).toEqual({ cerradoHasta: corte });
    const h1 = await prestamo('H-1');
    const antes = await mayor();
    for (const fecha of [dia(-16), corte]) {
      const cobro = await prueba.como('admin').post('/api/cobros', { prestamo: h1, monto: 50000, fecha });
      expect(cobro.status).toBe(422);
      expect(cobro.body).toMatchObject({
        code: 'PERIODO_CERRADO',
        message: MENSAJES_CIERRE.periodoCerrado(formatearFecha(corte)),
      });
    }
    expect(await mayor()).toEqual(antes);
    expect(
      (await prueba.dataSource.query(`SELECT count(*)::int AS n FROM cobros WHERE prestamo_id = $1 AND origen <> 'importacion'`, [h1]))[0].n,
    ).toBe(0);
    // El día siguiente al corte ya es de Cartera.
    expect((await prueba.como('admin').post('/api/cobros', { prestamo: h1, monto: 50000, fecha: dia(1) })).status).toBe(201);
  });

  it('hasta el corte el resultado es cero y el único comprobante es la apertura, en el corte', async () => {
    const resultados = await prueba
      .como('admin')
      .get(`/api/contabilidad/estado-resultados?desde=${dia(-200)}&hasta=${corte}`);
    expect(resultados.status).toBe(200);
    expect(resultados.body.data).toMatchObject({ totalIngresos: 0, totalGastos: 0, utilidad: 0 });
    const comprobantes: Json[] = await prueba.dataSource.query(
      `SELECT fecha::text AS fecha, descripcion FROM contabilidad_asientos WHERE fecha <= $1 ORDER BY numero`,
      [corte],
    );
    expect(comprobantes.length).toBe(2);
    for (const c of comprobantes) {
      expect(c.fecha).toBe(corte);
      expect(c.descripcion).toMatch(/^Apertura \(importado/);
    }
  });

  it('el castigado no toca 519910: sus 770.000 quedan en cuentas de orden y su recuperación las descarga', async () => {
    const x1 = await prestamo('X-1');
    // 700.000 de capital y 70.000 de interés pactado sin cobrar: lo que el cliente aún debe.
    expect(await mayor(x1)).toEqual({ '832510': 770000, '891510': -770000 });
    expect((await mayor())['519910']).toBeUndefined();

    const recuperado = await prueba.como('admin').post('/api/cobros', { prestamo: x1, monto: 100000, fecha: hoy });
    expect(recuperado.status).toBe(201);
    expect(recuperado.body.data.origen).toBe('recuperacion');
    // Como la recuperación de un castigo de Cartera: ingreso 425035 y lo recuperado sale de las cuentas de orden.
    expect(await mayor(x1)).toMatchObject({ '425035': -100000, '832510': 670000, '891510': -670000 });
    expect((await mayor())['519910']).toBeUndefined();
  });

  it('la verificación del libro no encuentra diferencias', async () => {
    expect((await verificacion()).descuadres).toEqual([]);
  });
});
