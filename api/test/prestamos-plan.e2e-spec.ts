// Plan de pagos: se genera una vez (también con dos peticiones a la vez), se paga y se revierte por cuota como
// asientos del mismo libro que los cobros, aguanta 50 pagos simultáneos y se descarga en CSV, XLSX y PDF.
import { MENSAJES, formatearFecha, hoyBogota, sumarDias } from '@cartera/dominio';
import ExcelJS from 'exceljs';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { crearClientePrueba, crearPrestamoPrueba, leerPlan, verificarLibro } from './support/fabricas-cartera';
import { textoDePdf } from './support/pdf-texto';
import { rutasSinRespuestaDeclarada } from './support/respuestas-declaradas';

describe('plan de pagos', () => {
  const hoy = hoyBogota();

  const { prueba, tokens, ids } = usarAppPrueba();

  /** 100.000 al 10 % en 4 cuotas semanales capital_final: 2.500, 2.500, 2.500 y 102.500. */
  async function prestamoBase(opciones: { cobradorId?: string | null; token?: string } = {}) {
    const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: opciones.cobradorId ?? null });
    return crearPrestamoPrueba(prueba, opciones.token ?? tokens.admin, { cliente: cliente.id, monto: 100000, cuotas: 4 });
  }

  const pagar = (id: string, numero: number, cuerpo: unknown, token = tokens.admin) =>
    prueba.pedir({ metodo: 'PATCH', ruta: `/api/prestamos/${id}/plan/cuota/${numero}/pagar`, token, cuerpo });
  const revertir = (id: string, numero: number, token = tokens.admin) =>
    prueba.pedir({ metodo: 'PATCH', ruta: `/api/prestamos/${id}/plan/cuota/${numero}/revertir`, token });

  describe('generar', () => {
    it('el plan nace con el préstamo desembolsado; generarlo otra vez es 409', async () => {
      const p = await prestamoBase();
      const r = { body: { data: await leerPlan(prueba, tokens.admin, p._id) } };
      expect(r.body.data.prestamo).toMatchObject({ planGenerado: true, saldoPendiente: 110000 });
      expect(r.body.data.cuotas.map((c: Json) => [c.numero, c.montoCapital, c.montoInteres, c.montoTotal, c.estado])).toEqual([
        [1, 0, 2500, 2500, 'pendiente'],
        [2, 0, 2500, 2500, 'pendiente'],
        [3, 0, 2500, 2500, 'pendiente'],
        [4, 100000, 2500, 102500, 'pendiente'],
      ]);
      expect(r.body.data.cuotas[0]).toEqual({
        _id: expect.any(String),
        numero: 1,
        fechaProgramada: p.fechaPrimerPago,
        montoCapital: 0,
        montoInteres: 2500,
        montoTotal: 2500,
        montoPagado: 0,
        montoRefinanciado: 0,
        montoCondonado: 0,
        saldoRestante: 2500,
        estado: 'pendiente',
        fechaPago: null,
        moraCausada: 0,
      });
      const otra = await prueba.como('admin').post(`/api/prestamos/${p._id}/plan/generar`);
      expect(otra.status).toBe(409);
      expect(otra.body).toMatchObject({ success: false, message: 'El plan de pagos ya fue generado', code: 'PLAN_YA_GENERADO' });
    });

    it('un plan con fechas ya pasadas nace con sus cuotas vencidas y el préstamo en mora, y responde lo guardado', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource);
      const inicio = sumarDias(hoy, -20);
      const p = await crearPrestamoPrueba(prueba, tokens.admin, {
        cliente: cliente.id,
        monto: 100000,
        cuotas: 6,
        modalidad: 'semanal',
        fechaInicio: inicio,
        fecha: inicio,
      });
      const r = { body: { data: await leerPlan(prueba, tokens.admin, p._id) } };
      // Vencen a los 7 y 14 días del inicio: dos cuotas atrasadas 13 y 6 días.
      expect(r.body.data.cuotas.map((c: Json) => c.estado)).toEqual(['vencida', 'vencida', 'pendiente', 'pendiente', 'pendiente', 'pendiente']);
      expect(r.body.data.prestamo).toMatchObject({ estado: 'mora', cuotasVencidas: 2, diasMoraPromedio: 9.5 });
      expect(r.body.data).toEqual(await leerPlan(prueba, tokens.admin, p._id));
      const notificaciones = await prueba.como('admin').get(`/api/prestamos/${p._id}/notificaciones`);
      expect(notificaciones.body.data.filter((n: Json) => n.titulo === 'Cuota vencida')).toHaveLength(2);
      await verificarLibro(prueba.dataSource, p._id);
    });

    it('un préstamo diario amortizable de dos cuotas al 10 % que empieza un domingo nace, con su EA de billones por ciento guardada entera', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource);
      // El último domingo (hoy, si lo es): el plan lo salta y las dos cuotas caen lunes y martes.
      let domingo = hoy;
      while (new Date(`${domingo}T12:00:00Z`).getUTCDay() !== 0) domingo = sumarDias(domingo, -1);
      const p = await crearPrestamoPrueba(prueba, tokens.admin, {
        cliente: cliente.id,
        monto: 100000,
        cuotas: 2,
        interes: 10,
        modalidad: 'diario',
        tipoAmortizacion: 'amortizable',
        fechaInicio: domingo,
        fecha: domingo,
      });
      const ea: number = p.tasaEfectivaAnual;
      expect(ea).toBeGreaterThan(1e12);
      // La EA cumple su definición, comprobada aquí y no con el código que la calculó: con r = (1 + EA)^(1/365) − 1,
      // lo entregado es el valor presente de las cuotas en sus días.
      const plan = await leerPlan(prueba, tokens.admin, p._id);
      const diaria = Math.pow(1 + ea / 100, 1 / 365) - 1;
      const dias = (fecha: string) => (Date.parse(`${fecha}T00:00:00Z`) - Date.parse(`${domingo}T00:00:00Z`)) / 86_400_000;
      const presente = plan.cuotas.reduce(
        (suma: number, c: Json) => suma + c.montoTotal / Math.pow(1 + diaria, dias(c.fechaProgramada)),
        0,
      );
      expect(presente).toBeCloseTo(100000, 0);
      const guardada = await prueba.como('admin').get(`/api/prestamos/${p._id}`);
      expect(guardada.body.data.tasaEfectivaAnual).toBe(ea);
    });

    it('un cobrador no genera planes, y una solicitud sin aprobar no se cobra', async () => {
      const p = await prestamoBase({ cobradorId: ids.cobrador1, token: tokens.cobrador1 });
      expect(p).toMatchObject({ estado: 'solicitado', planGenerado: false, saldoPendiente: 0 });
      const r = await prueba.como('cobrador1').post(`/api/prestamos/${p._id}/plan/generar`);
      expect(r.status).toBe(403);
      const pago = await pagar(p._id, 1, { monto: 1000 });
      expect(pago.status).toBe(422);
      expect(pago.body.message).toBe('El préstamo es una solicitud sin aprobar: apruébela antes de registrar cobros');
    });
  });

  describe('pagar y revertir', () => {
    it('abono parcial y luego el resto: la cuota pasa de parcial a pagada y el saldo baja', async () => {
      const p = await prestamoBase();
      // Un pago no puede ser anterior al inicio del préstamo (hoy).
      const parcial = await pagar(p._id, 1, { monto: 1000, fecha: hoy });
      expect(parcial.status).toBe(200);
      expect(parcial.body.message).toBe('Pago aplicado');
      expect(parcial.body.data.cuotas[0]).toMatchObject({ estado: 'parcial', montoPagado: 1000, saldoRestante: 1500, fechaPago: null });
      const resto = await pagar(p._id, 1, { monto: 1500, fecha: hoy });
      expect(resto.body.data.cuotas[0]).toMatchObject({ estado: 'pagada', montoPagado: 2500, saldoRestante: 0, fechaPago: hoy });
      expect(resto.body.data.resumen).toEqual({ totalPagado: 2500, saldoPendiente: 107500, cuotasPagadas: 1, porcentajePagado: 2.3 });
      expect(resto.body.data).toEqual(await leerPlan(prueba, tokens.admin, p._id));
      const cobros = await prueba.dataSource.query(`SELECT origen, monto, cuota_id FROM cobros WHERE prestamo_id = $1`, [p._id]);
      expect(cobros).toHaveLength(2);
      expect(cobros.every((c: Json) => c.origen === 'pago_cuota' && c.cuota_id === resto.body.data.cuotas[0]._id)).toBe(true);
      await verificarLibro(prueba.dataSource, p._id);
    });

    it('rechaza montos inválidos, mayores que la cuota, fechas futuras y cuotas que no existen, sin escribir nada', async () => {
      const p = await prestamoBase();
      for (const monto of [0, -5, 'mil']) {
        const r = await pagar(p._id, 1, { monto });
        expect(r.status).toBe(400);
        expect(r.body.errors.monto).toContain(MENSAJES.montoInvalido);
      }
      const sinMonto = await pagar(p._id, 1, {});
      expect(sinMonto.status).toBe(400);
      const decimales = await pagar(p._id, 1, { monto: 10.5 });
      expect(decimales.body.errors).toEqual({ monto: [MENSAJES.montoEntero] });
      const demasiado = await pagar(p._id, 1, { monto: 2501 });
      expect(demasiado.status).toBe(422);
      expect(demasiado.body.message).toBe('El monto supera el saldo de la cuota');
      const futura = await pagar(p._id, 1, { monto: 100, fecha: '2099-01-01' });
      expect(futura.status).toBe(400);
      expect(futura.body.errors).toEqual({ fecha: ['La fecha no puede ser posterior a hoy'] });
      const noExiste = await pagar(p._id, 9, { monto: 100 });
      expect(noExiste.status).toBe(404);
      const malNumero = await pagar(p._id, 'x' as unknown as number, { monto: 100 });
      expect(malNumero.status).toBe(400);
      const [{ n }] = await prueba.dataSource.query(`SELECT count(*)::int AS n FROM cobros WHERE prestamo_id = $1`, [p._id]);
      expect(n).toBe(0);
      await pagar(p._id, 1, { monto: 2500 });
      const yaPagada = await pagar(p._id, 1, { monto: 1 });
      expect(yaPagada.status).toBe(422);
    });

    it('revertir deshace exactamente los pagos de esa cuota: borra los cobros que quedan vacíos y reduce los compartidos', async () => {
      const p = await prestamoBase();
      // Un cobro de 4.000 paga la cuota 1 (2.500) y abona 1.500 a la 2; un pago de 500 más a la cuota 2.
      const cobro = await prueba.como('admin').post('/api/cobros', { prestamo: p._id, monto: 4000, fecha: hoy });
      expect(cobro.status).toBe(201);
      await pagar(p._id, 2, { monto: 500 });
      const antes = await leerPlan(prueba, tokens.admin, p._id);
      expect(antes.cuotas.slice(0, 2).map((c: Json) => [c.estado, c.montoPagado])).toEqual([
        ['pagada', 2500],
        ['parcial', 2000],
      ]);

      const r = await revertir(p._id, 2);
      expect(r.status).toBe(200);
      expect(r.body.message).toBe('Pago revertido');
      expect(r.body.data.cuotas.slice(0, 2).map((c: Json) => [c.estado, c.montoPagado])).toEqual([
        ['pagada', 2500],
        ['pendiente', 0],
      ]);
      expect(r.body.data.prestamo.saldoPendiente).toBe(107500);
      expect(r.body.data).toEqual(await leerPlan(prueba, tokens.admin, p._id));
      const cobros = await prueba.dataSource.query(`SELECT id, origen, monto FROM cobros WHERE prestamo_id = $1`, [p._id]);
      expect(cobros.map((c: Json) => [c.id, c.origen, Number(c.monto)])).toEqual([[cobro.body.data._id, 'cobro', 2500]]);
      await verificarLibro(prueba.dataSource, p._id);

      const sinPagos = await revertir(p._id, 2);
      expect(sinPagos.status).toBe(409);
      expect(sinPagos.body.message).toBe('La cuota no tiene pagos para revertir');
    });

    it('pagar y revertir todas las cuotas deja el préstamo exactamente como estaba', async () => {
      const p = await prestamoBase();
      const inicial = await leerPlan(prueba, tokens.admin, p._id);
      for (const cuota of inicial.cuotas) await pagar(p._id, cuota.numero, { monto: cuota.montoTotal });
      const pagado = await leerPlan(prueba, tokens.admin, p._id);
      expect(pagado.prestamo).toMatchObject({ estado: 'pagado', saldoPendiente: 0 });
      expect(pagado.resumen).toMatchObject({ cuotasPagadas: 4, porcentajePagado: 100 });
      for (const cuota of inicial.cuotas) expect((await revertir(p._id, cuota.numero)).status).toBe(200);
      const final = await leerPlan(prueba, tokens.admin, p._id);
      expect(final.cuotas).toEqual(inicial.cuotas);
      expect(final.prestamo).toMatchObject({ estado: 'activo', saldoPendiente: 110000 });
      const [{ n }] = await prueba.dataSource.query(`SELECT count(*)::int AS n FROM cobros WHERE prestamo_id = $1`, [p._id]);
      expect(n).toBe(0);
    });

    it('50 pagos simultáneos a la misma cuota nunca aplican de más', async () => {
      const p = await prestamoBase();
      // La cuota 1 vale 2.500: caben exactamente 25 pagos de 100.
      const respuestas = await Promise.all(Array.from({ length: 50 }, () => pagar(p._id, 1, { monto: 100 })));
      const estados = respuestas.map((r) => r.status);
      expect(estados.filter((s) => s === 200)).toHaveLength(25);
      expect(estados.filter((s) => s === 422)).toHaveLength(25);
      expect(respuestas.filter((r) => r.status === 422).every((r) => r.body.message !== undefined)).toBe(true);
      const plan = await leerPlan(prueba, tokens.admin, p._id);
      expect(plan.cuotas[0]).toMatchObject({ estado: 'pagada', montoPagado: 2500, saldoRestante: 0 });
      expect(plan.cuotas.slice(1).every((c: Json) => c.montoPagado === 0)).toBe(true);
      const [{ n, total }] = await prueba.dataSource.query(
        `SELECT count(*)::int AS n, sum(monto) AS total FROM cobros WHERE prestamo_id = $1`,
        [p._id],
      );
      expect([n, Number(total)]).toEqual([25, 2500]);
      await verificarLibro(prueba.dataSource, p._id);
    });

    it('un cobrador paga cuotas de su cartera (cobro a su nombre) pero no revierte ni paga préstamos ajenos', async () => {
      const propio = await prestamoBase({ cobradorId: ids.cobrador1 });
      const ajeno = await prestamoBase();
      const r = await pagar(propio._id, 1, { monto: 500 }, tokens.cobrador1);
      expect(r.status).toBe(200);
      const [cobro] = await prueba.dataSource.query(`SELECT cobrador_id, registrado_por FROM cobros WHERE prestamo_id = $1`, [propio._id]);
      expect(cobro).toEqual({ cobrador_id: ids.cobrador1, registrado_por: ids.cobrador1 });
      expect((await revertir(propio._id, 1, tokens.cobrador1)).status).toBe(403);
      expect((await pagar(ajeno._id, 1, { monto: 500 }, tokens.cobrador1)).status).toBe(403);
      expect((await prueba.como('cobrador1').get(`/api/prestamos/${ajeno._id}/plan`)).status).toBe(403);
    });
  });

  describe('lo que lee la pantalla de un préstamo', () => {
    it('responde lo declarado para admin, gerente y el cobrador de su cartera (con cobros, libro y garantía)', async () => {
      const p = await prestamoBase({ cobradorId: ids.cobrador1 });
      expect((await pagar(p._id, 1, { monto: 2500 }, tokens.cobrador1)).status).toBe(200);
      const garantia = await prueba.como('admin').post('/api/garantias', {
        prestamo: p._id,
        tipo: 'vehiculo',
        descripcion: 'Moto de trabajo',
        valorDeclarado: 3_000_000,
      });
      expect(garantia.status).toBe(201);
      const lecturas = [
        '/api/prestamos',
        `/api/prestamos/${p._id}`,
        `/api/prestamos/${p._id}/plan`,
        `/api/prestamos/${p._id}/movimientos`,
        `/api/prestamos/${p._id}/notificaciones`,
        `/api/gestiones/prestamo/${p._id}`,
        `/api/pagos/transferencias?prestamo=${p._id}`,
        `/api/garantias?prestamo=${p._id}`,
        `/api/garantias/${garantia.body.data._id}`,
        `/api/documentos?relacionadoTipo=prestamo&relacionadoId=${p._id}`,
      ];
      // Cada respuesta se valida contra su esquema al pedirla (support/respuestas-declaradas.ts): un campo de más, de
      // otro tipo o un null no declarado hace fallar la petición; aquí, además, que todas lo declaren. El registro de
      // rutas sin declarar se comparte con los archivos de su grupo: se vacía para mirar sólo estas lecturas.
      rutasSinRespuestaDeclarada.clear();
      for (const rol of ['admin', 'gerente', 'cobrador1'] as const) {
        for (const ruta of rol === 'cobrador1' ? lecturas : [...lecturas, `/api/prestamos/${p._id}/reenganche`]) {
          expect([rol, ruta, (await prueba.como(rol).get(ruta)).status]).toEqual([rol, ruta, 200]);
        }
      }
      expect([...rutasSinRespuestaDeclarada]).toEqual([]);
    });
  });

  describe('exportes', () => {
    let prestamo: Json;
    const nombre = 'María José Peña Exportes';

    beforeAll(async () => {
      const cliente = await crearClientePrueba(prueba.dataSource, { nombre });
      prestamo = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: cliente.id, monto: 300000, interes: 10, cuotas: 3, tipoAmortizacion: 'amortizable' });
      await pagar(prestamo._id, 1, { monto: 110000, fecha: hoy });
    });

    const descargar = async (formato: string, token = tokens.admin) => {
      const r = await prueba.app.inject({
        method: 'GET',
        url: `/api/prestamos/${prestamo._id}/plan/export/${formato}`,
        headers: { authorization: `Bearer ${token}` },
      });
      return { status: r.statusCode, headers: r.headers, cuerpo: r.rawPayload };
    };

    it('CSV: UTF-8 con BOM, separador ; y las cuotas con sus montos, con nombre de archivo del cliente y la fecha', async () => {
      const r = await descargar('csv');
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toContain('text/csv');
      expect(r.headers['content-disposition']).toBe(
        `attachment; filename="plan-maria-jose-pena-exportes-${hoy}.csv"; filename*=UTF-8''${encodeURIComponent(`plan-María-José-Peña-Exportes-${hoy}.csv`)}`,
      );
      expect([...r.cuerpo.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const filas = r.cuerpo.subarray(3).toString('utf8').trim().split('\r\n').map((linea) => linea.split(';'));
      expect(filas[0]).toEqual(['Cuota', 'Fecha programada', 'Capital', 'Interés', 'Total cuota', 'Pagado', 'Saldo', 'Estado', 'Fecha de pago']);
      const plan = await leerPlan(prueba, tokens.admin, prestamo._id);
      expect(filas.slice(1, 4)).toEqual(
        plan.cuotas.map((c: Json) => [
          String(c.numero),
          formatearFecha(c.fechaProgramada),
          String(c.montoCapital),
          String(c.montoInteres),
          String(c.montoTotal),
          String(c.montoPagado),
          String(c.saldoRestante),
          c.estado === 'pagada' ? 'Pagada' : 'Pendiente',
          c.fechaPago ? formatearFecha(c.fechaPago) : '',
        ]),
      );
      expect(filas[4]).toEqual(['Totales', '', '300000', '30000', '330000', '110000', '220000', '', '']);
    });

    it('XLSX: encabezado del préstamo y celdas de número y fecha tipadas', async () => {
      const r = await descargar('xlsx');
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(String(r.headers['content-disposition'])).toContain(`filename="plan-maria-jose-pena-exportes-${hoy}.xlsx"`);
      const libro = new ExcelJS.Workbook();
      await libro.xlsx.load(r.cuerpo as unknown as ArrayBuffer);
      const hoja = libro.getWorksheet('Plan de pagos');
      expect(hoja).toBeDefined();
      const celdas = (fila: number) => hoja!.getRow(fila);
      expect(celdas(1).getCell(1).value).toBe(`Plan de pagos — Préstamo #${prestamo.numero}`);
      expect(celdas(2).getCell(2).value).toBe(nombre);
      expect(celdas(4).getCell(2).type).toBe(ExcelJS.ValueType.Number);
      expect(celdas(4).getCell(2).value).toBe(300000);
      expect(celdas(10).getCell(1).value).toBe('Monto total');
      expect(celdas(11).getCell(1).value).toBe('Cuota');
      expect(celdas(11).getCell(2).value).toBe(110000);
      // Filas 14 y 15: la tasa efectiva anual y el tipo de crédito; 16: cabecera de la tabla; 17: la cuota 1.
      expect(celdas(14).getCell(1).value).toBe('Tasa efectiva anual (EA)');
      expect(celdas(14).getCell(2).value).toMatch(/^[\d.]+,\d{2}% EA$/);
      expect(celdas(15).getCell(2).value).toBe('Consumo y ordinario');
      expect(celdas(16).getCell(1).value).toBe('Cuota');
      const cuota1 = celdas(17);
      expect(cuota1.getCell(1).value).toBe(1);
      expect(cuota1.getCell(2).type).toBe(ExcelJS.ValueType.Date);
      expect((cuota1.getCell(2).value as Date).toISOString().slice(0, 10)).toBe(prestamo.fechaPrimerPago);
      expect(cuota1.getCell(2).numFmt).toBe('dd/mm/yyyy');
      expect(cuota1.getCell(5).type).toBe(ExcelJS.ValueType.Number);
      expect(cuota1.getCell(5).value).toBe(110000);
      expect(cuota1.getCell(6).value).toBe(110000);
      expect(cuota1.getCell(9).type).toBe(ExcelJS.ValueType.Date);
      expect((cuota1.getCell(9).value as Date).toISOString().slice(0, 10)).toBe(hoy);
      expect(celdas(20).getCell(1).value).toBe('Totales');
      expect(celdas(20).getCell(5).value).toBe(330000);
    });

    it('PDF: un documento PDF con el cliente, las condiciones y la tabla', async () => {
      const r = await descargar('pdf');
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toBe('application/pdf');
      expect(r.cuerpo.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const texto = textoDePdf(r.cuerpo);
      expect(texto).toContain(nombre);
      expect(texto).toContain('Plan de pagos');
      expect(texto).toContain('Totales');
      expect(texto).toContain(formatearFecha(prestamo.fechaPrimerPago));
      expect(texto).toContain('Tasa efectiva anual');
      expect(texto).toMatch(/\d,\d{2}% EA/);
    });

    it('un formato desconocido es 400 y un cobrador no descarga planes ajenos', async () => {
      expect((await descargar('doc')).status).toBe(400);
      expect((await descargar('csv', tokens.cobrador1)).status).toBe(403);
    });
  });
});
