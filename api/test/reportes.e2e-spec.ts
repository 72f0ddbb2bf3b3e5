// Reportes: cifras calculadas en la base sobre todo el rango, comparadas con sumas SQL independientes; detalle
// paginado; validación del rango; alcance por rol; exportación CSV/XLSX con las mismas cifras.
import { diferenciaDias, hoyBogota, sumarDias } from '@cartera/dominio';
import ExcelJS from 'exceljs';
import { BarridoService } from '../src/barrido/barrido.service';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { cobrarPrueba, crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';
import { crearUsuario } from './support/fabricas';

describe('reportes', () => {
  const hoy = hoyBogota();
  const desde = sumarDias(hoy, -29);
  const rango = `desde=${desde}&hasta=${hoy}`;

  const pedir = async (ruta: string, token = tokens.admin) => prueba.pedir({ metodo: 'GET', ruta, token });
  /** El XLSX de un reporte del rango, como lo descarga el admin (200), abierto con exceljs. */
  const descargarXlsx = async (reporte: string) => {
    const xlsx = await prueba.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: 'GET',
        url: `/api/reportes/${reporte}/export/xlsx?${rango}`,
        headers: { authorization: `Bearer ${tokens.admin}` },
      });
    expect(xlsx.statusCode).toBe(200);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    return { xlsx, libro };
  };
  const sql = async <T = Json>(texto: string, parametros: unknown[] = []): Promise<T> =>
    (await prueba.dataSource.query(texto, parametros))[0] as T;

  const { prueba, tokens, ids } = usarAppPrueba(async () => {
    const a = await crearClientePrueba(prueba.dataSource, { nombre: '=Cliente A', cobradorId: ids.cobrador1 });
    const b = await crearClientePrueba(prueba.dataSource, { nombre: 'Cliente B', cobradorId: ids.cobrador2 });
    // Empiezan antes de sus cobros (un cobro no puede ser anterior al inicio) y pagan desde la semana próxima: sin atrasos.
    const condiciones = { interes: 10, cuotas: 10, fechaInicio: sumarDias(hoy, -45), fechaPrimerPago: sumarDias(hoy, 7) };
    const cobrar = (prestamo: string, monto: number, fecha: string) =>
      cobrarPrueba(prueba, tokens.admin, { prestamo, monto, fecha });
    // 25 préstamos del cliente B (más de una página de 20) con un cobro cada uno.
    for (let i = 0; i < 25; i += 1) {
      const p = await crearPrestamoPrueba(
        prueba,
        tokens.admin,
        { cliente: b.id, monto: 10000 + i * 1000, ...condiciones },
      );
      await cobrar(p._id, 1000 + i, sumarDias(hoy, -(i % 5)));
    }
    const pa = await crearPrestamoPrueba(
      prueba,
      tokens.admin,
      { cliente: a.id, monto: 100000, ...condiciones },
    );
    await cobrar(pa._id, 30000, sumarDias(hoy, -3));
    // Un cobro fuera del rango (40 días atrás) no cuenta.
    await cobrar(pa._id, 7000, sumarDias(hoy, -40));
    // Préstamos atrasados (fecha de inicio en el pasado, plan diario): cuotas vencidas antes del barrido.
    await crearPrestamoPrueba(
      prueba,
      tokens.admin,
      {
        cliente: a.id,
        monto: 50000,
        interes: 10,
        cuotas: 10,
        modalidad: 'semanal',
        fechaInicio: sumarDias(hoy, -120),
      },
    );
    await crearPrestamoPrueba(
      prueba,
      tokens.admin,
      {
        cliente: b.id,
        monto: 80000,
        interes: 10,
        cuotas: 10,
        modalidad: 'semanal',
        fechaInicio: sumarDias(hoy, -45),
      },
    );
  });

  it('general: prestado, cobrado, recuperación y por cobrador coinciden con sumas SQL independientes', async () => {
    const r = await pedir(`/api/reportes/general?${rango}`);
    expect(r.status).toBe(200);
    const d = r.body.data;
    const prestado = await sql<{ s: string }>(
      `SELECT coalesce(sum(monto - monto_refinanciado), 0) AS s FROM prestamos WHERE estado <> 'cancelado' AND fecha BETWEEN $1 AND $2`,
      [desde, hoy],
    );
    const cobrado = await sql<{ s: string; n: number }>(
      `SELECT coalesce(sum(monto), 0) AS s, count(*)::int AS n FROM cobros WHERE fecha BETWEEN $1 AND $2`,
      [desde, hoy],
    );
    expect(d.resumen.montoPrestado).toBe(Number(prestado.s));
    expect(d.resumen.montoCobrado).toBe(Number(cobrado.s));
    expect(d.resumen.totalCobros).toBe(cobrado.n);
    expect(d.resumen.porcentajeRecuperacion).toBe(
      Math.round((Number(cobrado.s) / Number(prestado.s)) * 1000) / 10,
    );
    expect(d.resumen.clientesNuevos).toBe(2);
    expect(d.resumen.prestamosNuevos).toBe(28);
    const porCobrador = d.resumen.cobradoPorCobrador.reduce((s: number, c: Json) => s + c.monto, 0);
    expect(porCobrador).toBe(Number(cobrado.s));
    // Gráficos: un punto por día del rango; la suma por día es el total.
    expect(d.graficos.cobradoPorDia).toHaveLength(30);
    expect(d.graficos.cobradoPorDia.reduce((s: number, p: Json) => s + p.monto, 0)).toBe(Number(cobrado.s));
    expect(d.graficos.prestamosPorEstado.reduce((s: number, e: Json) => s + e.cantidad, 0)).toBe(28);
    // Detalle: un renglón por día, 20 por página.
    expect(d.filas).toHaveLength(20);
    expect(d.filas[0].fecha).toBe(hoy);
    expect(r.body.meta).toEqual({ total: 30, page: 1, limit: 20, totalPages: 2 });
  });

  it('rango por defecto: últimos 30 días de Bogotá', async () => {
    const r = await pedir('/api/reportes/general');
    expect(r.status).toBe(200);
    expect(r.body.data.filtros).toMatchObject({ desde, hasta: hoy });
  });

  it('préstamos: detalle paginado en el servidor y totales de todo el rango', async () => {
    const p1 = await pedir(`/api/reportes/prestamos?${rango}`);
    const p2 = await pedir(`/api/reportes/prestamos?${rango}&page=2`);
    expect(p1.status).toBe(200);
    expect(p1.body.meta).toEqual({ total: 28, page: 1, limit: 20, totalPages: 2 });
    expect(p1.body.data.filas).toHaveLength(20);
    expect(p2.body.data.filas).toHaveLength(8);
    const numeros = [...p1.body.data.filas, ...p2.body.data.filas].map((f: Json) => f.numero);
    expect(new Set(numeros).size).toBe(28);
    const total = await sql<{ s: string; saldo: string }>(
      `SELECT sum(monto_total) AS s, sum(saldo_pendiente) AS saldo FROM prestamos WHERE fecha BETWEEN $1 AND $2`,
      [desde, hoy],
    );
    expect(p1.body.data.resumen).toMatchObject({
      cantidad: 28,
      montoTotal: Number(total.s),
      saldoPendiente: Number(total.saldo),
    });
  });

  it('cobros: totales por cobrador y por origen', async () => {
    const r = await pedir(`/api/reportes/cobros?${rango}&limit=1000`);
    expect(r.status).toBe(200);
    const d = r.body.data;
    const total = await sql<{ s: string; n: number }>(
      `SELECT sum(monto) AS s, count(*)::int AS n FROM cobros WHERE fecha BETWEEN $1 AND $2`,
      [desde, hoy],
    );
    expect(d.resumen.cantidad).toBe(total.n);
    expect(d.resumen.total).toBe(Number(total.s));
    expect(d.filas).toHaveLength(total.n);
    expect(d.filas.reduce((s: number, f: Json) => s + f.monto, 0)).toBe(Number(total.s));
    expect(d.resumen.porOrigen.reduce((s: number, o: Json) => s + o.monto, 0)).toBe(Number(total.s));
    expect(d.resumen.porCobrador.reduce((s: number, o: Json) => s + o.cantidad, 0)).toBe(total.n);
  });

  it('morosos: el aging por bandas (préstamos, saldo y cuotas) cuadra con un conteo independiente, de toda la cartera y de un cobrador', async () => {
    const cuotas: Array<{ prestamo_id: string; fecha: string; saldo: string; cobradores: string[] }> = await prueba.dataSource.query(
      `SELECT c.prestamo_id, c.fecha_programada AS fecha, p.saldo_pendiente AS saldo, ARRAY[p.cobrador_id, cl.cobrador_id] AS cobradores
       FROM cuotas c JOIN prestamos p ON p.id = c.prestamo_id JOIN clientes cl ON cl.id = p.cliente_id
       WHERE c.estado IN ('pendiente', 'parcial', 'vencida') AND c.fecha_programada < $1::date
         AND p.estado IN ('activo', 'mora', 'vencido')`,
      [hoy],
    );
    const bandas: Array<[string, number, number]> = [['1-8', 1, 8], ['9-15', 9, 15], ['16-30', 16, 30], ['31+', 31, Infinity]];
    const bandaDe = (dias: number) => bandas.find(([, d, h]) => dias >= d && dias <= h)![0];
    const esperado = (cobradorId: string | null) => {
      const propias = cuotas.filter((c) => cobradorId === null || c.cobradores.includes(cobradorId));
      const porBanda = Object.fromEntries(bandas.map(([clave]) => [clave, { cuotas: 0, prestamos: 0, centavos: 0 }]));
      const atraso = new Map<string, { dias: number; centavos: number }>();
      for (const c of propias) {
        const dias = diferenciaDias(c.fecha, hoy);
        porBanda[bandaDe(dias)].cuotas += 1;
        const previo = atraso.get(c.prestamo_id);
        if (!previo || dias > previo.dias) atraso.set(c.prestamo_id, { dias, centavos: Math.round(Number(c.saldo) * 100) });
      }
      for (const { dias, centavos } of atraso.values()) {
        porBanda[bandaDe(dias)].prestamos += 1;
        porBanda[bandaDe(dias)].centavos += centavos;
      }
      return {
        cuotasVencidas: propias.length,
        cantidad: atraso.size,
        aging: bandas.map(([clave]) => ({
          clave,
          cuotas: porBanda[clave].cuotas,
          prestamos: porBanda[clave].prestamos,
          saldo: porBanda[clave].centavos / 100,
        })),
      };
    };
    const comparar = async (token: string, cobradorId: string | null) => {
      const d = (await pedir(`/api/reportes/morosos?${rango}`, token)).body.data;
      const e = esperado(cobradorId);
      expect(d.resumen).toMatchObject({ cantidad: e.cantidad, cuotasVencidas: e.cuotasVencidas });
      expect(d.graficos.aging.map(({ clave, cuotas, prestamos, saldo }: Json) => ({ clave, cuotas, prestamos, saldo }))).toEqual(e.aging);
      return e;
    };
    // Toda la cartera: el préstamo semanal de hace 45 días tiene cuotas en las cuatro bandas.
    const toda = await comparar(tokens.admin, null);
    expect(toda.aging.every((banda) => banda.cuotas > 0)).toBe(true);
    const suya = await comparar(tokens.cobrador1, ids.cobrador1);
    expect(suya.cantidad).toBe(1);
    // Después del barrido (cuotas 'vencida'), las mismas cifras.
    await prueba.app.get(BarridoService).ejecutar();
    await comparar(tokens.admin, null);
    await comparar(tokens.cobrador1, ids.cobrador1);
  });

  it('morosos: días de atraso, cuotas vencidas y PAR30/PAR90 exactos antes y después del barrido', async () => {
    const independiente = async () =>
      sql<{ s30: string; s90: string; total: string; n: number }>(
        `WITH atraso AS (
           SELECT c.prestamo_id, $1::date - min(c.fecha_programada) AS dias
           FROM cuotas c JOIN prestamos p ON p.id = c.prestamo_id
           WHERE c.estado IN ('pendiente', 'parcial', 'vencida') AND c.fecha_programada < $1::date
             AND p.estado IN ('activo', 'mora', 'vencido')
           GROUP BY c.prestamo_id
         )
         SELECT (SELECT coalesce(sum(p.saldo_pendiente), 0) FROM atraso a JOIN prestamos p ON p.id = a.prestamo_id WHERE dias > 30) AS s30,
                (SELECT coalesce(sum(p.saldo_pendiente), 0) FROM atraso a JOIN prestamos p ON p.id = a.prestamo_id WHERE dias > 90) AS s90,
                (SELECT sum(saldo_pendiente) FROM prestamos WHERE estado IN ('activo', 'mora', 'vencido')) AS total,
                (SELECT count(*)::int FROM atraso) AS n`,
        [hoy],
      );
    const antes = await pedir(`/api/reportes/morosos?${rango}`);
    expect(antes.status).toBe(200);
    const esperado = await independiente();
    expect(esperado.n).toBe(2);
    const par = (parte: string) => Math.round((Number(parte) / Number(esperado.total)) * 1000) / 10;
    expect(antes.body.data.resumen).toMatchObject({
      cantidad: 2,
      par30: par(esperado.s30),
      par90: par(esperado.s90),
      saldoCartera: Number(esperado.total),
    });
    expect(antes.body.data.resumen.par90).toBeGreaterThan(0);
    const fila = antes.body.data.filas[0];
    expect(fila).toMatchObject({
      cliente: '=Cliente A',
      cobrador: expect.any(String),
      telefono: expect.stringMatching(/^\d{10}$/),
    });
    expect(fila.diasAtraso).toBeGreaterThan(90);
    expect(fila.cuotasVencidas).toBe(10);
    expect(antes.body.data.graficos.aging.reduce((s: number, b: Json) => s + b.cuotas, 0)).toBeGreaterThan(
      10,
    );
    // El barrido marca las cuotas vencidas: las cifras no cambian.
    await prueba.app.get(BarridoService).ejecutar();
    const despues = await pedir(`/api/reportes/morosos?${rango}`);
    expect(despues.body.data.resumen).toEqual(antes.body.data.resumen);
    expect(despues.body.data.filas).toEqual(antes.body.data.filas);
    expect(despues.body.data.graficos).toEqual(antes.body.data.graficos);
  });

  it('un cobrador ve sólo su cartera aunque pida la de otro; admin puede filtrar por cobrador', async () => {
    const propio = await pedir(`/api/reportes/cobros?${rango}`, tokens.cobrador1);
    expect(propio.status).toBe(200);
    expect(propio.body.data.filtros.cobradorId).toBe(ids.cobrador1);
    expect(propio.body.data.resumen).toMatchObject({ cantidad: 1, total: 30000 });
    const ajeno = await pedir(`/api/reportes/cobros?${rango}&cobradorId=${ids.cobrador2}`, tokens.cobrador1);
    expect(ajeno.body.data.resumen).toEqual(propio.body.data.resumen);
    const filtrado = await pedir(`/api/reportes/cobros?${rango}&cobradorId=${ids.cobrador1}`);
    expect(filtrado.body.data.resumen).toEqual(propio.body.data.resumen);
    const morosos = await pedir(`/api/reportes/morosos`, tokens.cobrador1);
    expect(morosos.body.data.resumen.cantidad).toBe(1);
    const general = await pedir(`/api/reportes/general?${rango}`, tokens.cobrador1);
    expect(general.body.data.resumen).toMatchObject({
      montoPrestado: 100000 + 50000,
      montoCobrado: 30000,
      clientesNuevos: 1,
    });
    const gerente = await pedir(`/api/reportes/general?${rango}`, await prueba.token('gerente'));
    expect(gerente.body.data.resumen.prestamosNuevos).toBe(28);
  });

  it('rechaza rangos y parámetros inválidos con un 400 en español', async () => {
    const invertido = await pedir(`/api/reportes/general?desde=${hoy}&hasta=${sumarDias(hoy, -1)}`);
    expect(invertido.status).toBe(400);
    expect(invertido.body.errors.desde[0]).toBe('La fecha inicial no puede ser posterior a la fecha final');
    const largo = await pedir(`/api/reportes/general?desde=${sumarDias(hoy, -400)}&hasta=${hoy}`);
    expect(largo.status).toBe(400);
    expect(largo.body.errors.hasta[0]).toMatch(/no puede superar 366 días/);
    expect((await pedir(`/api/reportes/general?desde=2026-02-30`)).status).toBe(400);
    expect((await pedir(`/api/reportes/otro`)).status).toBe(400);
    expect((await pedir(`/api/reportes/general?limit=1001`)).status).toBe(400);
    expect((await pedir(`/api/reportes/general?cobradorId=abc`)).status).toBe(400);
    expect((await pedir(`/api/reportes/general/export/pdf`)).status).toBe(400);
    expect((await prueba.pedir({ metodo: 'GET', ruta: '/api/reportes/general' })).status).toBe(401);
  });

  it('exporta CSV (BOM, ;, fórmulas neutralizadas) y XLSX con las mismas cifras y todas las filas', async () => {
    const json = await pedir(`/api/reportes/prestamos?${rango}&limit=1000`);
    const csv = await pedir(`/api/reportes/prestamos/export/csv?${rango}`);
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-disposition'])).toContain(`reporte-prestamos-${desde}-a-${hoy}.csv`);
    const crudo: Buffer = Buffer.from(
      csv.body === undefined ? '' : typeof csv.body === 'string' ? csv.body : JSON.stringify(csv.body),
    );
    const texto = crudo.toString('utf8');
    expect(texto.charCodeAt(0)).toBe(0xfeff);
    expect(texto).toContain(`Monto total;${json.body.data.resumen.montoTotal}`);
    expect(texto).toContain("'=Cliente A");
    const lineasDetalle = texto.split('\r\n').filter((l) => /^\d+;\d{4}-\d{2}-\d{2};/.test(l));
    expect(lineasDetalle).toHaveLength(28);

    const { libro } = await descargarXlsx('prestamos');
    const resumen = libro.getWorksheet('Resumen')!;
    const valores = new Map<string, unknown>();
    resumen.eachRow((fila) => valores.set(String(fila.getCell(1).value), fila.getCell(2).value));
    expect(valores.get('Monto total')).toBe(json.body.data.resumen.montoTotal);
    expect(valores.get('Préstamos')).toBe(28);
    const detalle = libro.getWorksheet('Detalle')!;
    expect(detalle.rowCount).toBe(29);
    const clientes: string[] = [];
    detalle.eachRow((fila, n) => n > 1 && clientes.push(String(fila.getCell(3).value)));
    expect(clientes).toContain("'=Cliente A");
  });

  it('XLSX de morosos escrito en flujo: abre y trae las mismas cifras que el JSON, con formato de pesos', async () => {
    const json = (await pedir(`/api/reportes/morosos?${rango}&limit=1000`)).body.data;
    const { xlsx, libro } = await descargarXlsx('morosos');
    expect(String(xlsx.headers['content-type'])).toContain('spreadsheetml');
    const valores = new Map<string, unknown>();
    libro.getWorksheet('Resumen')!.eachRow((fila) => valores.set(String(fila.getCell(1).value), fila.getCell(2).value));
    expect(valores.get('Préstamos en mora')).toBe(json.resumen.cantidad);
    expect(valores.get('Saldo en mora')).toBe(json.resumen.saldoEnMora);
    expect(valores.get('Cuotas vencidas')).toBe(json.resumen.cuotasVencidas);
    expect(valores.get('PAR30 (%)')).toBe(json.resumen.par30);
    const detalle = libro.getWorksheet('Detalle')!;
    expect(detalle.rowCount).toBe(json.filas.length + 1);
    let saldo = 0;
    detalle.eachRow((fila, n) => {
      if (n > 1) saldo += Number(fila.getCell(8).value);
    });
    expect(saldo).toBe(json.resumen.saldoEnMora);
    expect(detalle.getRow(2).getCell(6).value).toBe(json.filas[0].diasAtraso);
    expect(detalle.getRow(2).getCell(8).numFmt).toBe('"$" #,##0;-"$" #,##0');
  });

  it('cobros con una recuperación: las filas, su cantidad y los totales cuadran, y la recuperación va en su propia línea', async () => {
    // Antes: las filas sumaban 70.000, el total decía 50.000 y la cantidad 1 para 2 filas (la paginación también).
    const cobrador = await crearUsuario(prueba.dataSource, { rol: 'cobrador', nombre: 'Cobradora de la recuperación' });
    const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: cobrador.id });
    const terminos = { cliente: cliente.id, interes: 10, cuotas: 10, modalidad: 'semanal', fechaInicio: hoy, cobrador: cobrador.id };
    const vigente = await crearPrestamoPrueba(prueba, tokens.admin, { ...terminos, monto: 500_000 });
    const perdido = await crearPrestamoPrueba(prueba, tokens.admin, { ...terminos, monto: 300_000 });
    const escribir = (ruta: string, cuerpo: unknown) => prueba.pedir({ metodo: 'POST', ruta, token: tokens.admin, cuerpo });
    expect((await escribir('/api/cobros', { prestamo: vigente._id, monto: 50_000, fecha: hoy })).status).toBe(201);
    expect((await escribir(`/api/prestamos/${perdido._id}/castigar`, { motivo: 'Cliente inubicable' })).status).toBe(200);
    const recuperacion = await escribir('/api/cobros', { prestamo: perdido._id, monto: 20_000, fecha: hoy });
    expect([recuperacion.status, recuperacion.body.data.origen]).toEqual([201, 'recuperacion']);

    const consulta = `desde=${hoy}&hasta=${hoy}&cobradorId=${cobrador.id}`;
    const r = await pedir(`/api/reportes/cobros?${consulta}`);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.filas.map((f: Json) => [f.origen, f.monto]).sort()).toEqual([['Cobro', 50_000], ['Recuperación', 20_000]]);
    expect(d.resumen).toMatchObject({ cantidad: 1, total: 50_000, recuperaciones: 1, recuperado: 20_000, totalRecibido: 70_000 });
    expect(r.body.meta.total).toBe(d.filas.length);
    expect(d.filas.reduce((s: number, f: Json) => s + f.monto, 0)).toBe(d.resumen.totalRecibido);
    expect(d.resumen.porOrigen).toEqual([
      { origen: 'cobro', etiqueta: 'Cobro', cantidad: 1, monto: 50_000 },
      { origen: 'recuperacion', etiqueta: 'Recuperación', cantidad: 1, monto: 20_000 },
    ]);
    // Lo cobrado (por día y por cobrador) es lo del tablero y del reporte general: sin la recuperación.
    expect(d.resumen.porCobrador).toEqual([{ cobradorId: cobrador.id, cobrador: cobrador.nombre, cantidad: 1, monto: 50_000 }]);
    expect(d.graficos.cobradoPorDia).toEqual([{ fecha: hoy, monto: 50_000, cantidad: 1 }]);
    const general = await pedir(`/api/reportes/general?${consulta}`);
    expect(general.body.data.resumen).toMatchObject({ montoCobrado: 50_000, totalCobros: 1 });

    const csv = await pedir(`/api/reportes/cobros/export/csv?${consulta}`);
    const texto = typeof csv.body === 'string' ? csv.body : JSON.stringify(csv.body);
    for (const renglon of ['Cobros;1', 'Total cobrado;50000', 'Recuperaciones;1', 'Recuperado;20000', 'Total recibido;70000']) {
      expect(texto).toContain(renglon);
    }
  });
});
