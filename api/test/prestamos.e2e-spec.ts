// Préstamos: alta con las reglas de §5 y los valores de §9, lista con filtros y resumen, y vista previa. La edición, el
// cierre, el reenganche, las notificaciones y el paso del tiempo, en prestamos-ciclo.e2e-spec.ts.
import { ESTADOS_PRESTAMO, MENSAJES, calcularPlan, hoyBogota, sumarDias } from '@cartera/dominio';
import { BarridoService } from '../src/barrido/barrido.service';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';

describe('préstamos', () => {
  const hoy = hoyBogota();

  const { prueba, tokens, ids } = usarAppPrueba();

  const contar = async (tabla: string) => Number((await prueba.dataSource.query(`SELECT count(*) AS n FROM ${tabla}`))[0].n);

  describe('POST /api/prestamos', () => {
    it('crea con los valores por defecto de §9 y las cifras del motor', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: ids.cobrador1 });
      const r = await prueba.como('admin').post('/api/prestamos', { cliente: cliente.id, monto: 1000000 });
      expect(r.status).toBe(201);
      expect(r.body.message).toBe('Préstamo creado correctamente');
      const esperado = calcularPlan({ monto: 1000000, interes: 10, cuotas: 30, modalidad: 'semanal', tipoAmortizacion: 'capital_final', fechaInicio: hoy });
      expect(r.body.data).toMatchObject({
        cliente: { _id: cliente.id, nombre: cliente.nombre, cedula: cliente.cedula },
        cobrador: { _id: ids.cobrador1 },
        monto: 1000000,
        interes: 10,
        cuotas: 30,
        plazo: 30,
        modalidad: 'semanal',
        tipoAmortizacion: 'capital_final',
        estado: 'activo',
        fecha: hoy,
        fechaInicio: hoy,
        fechaPrimerPago: sumarDias(hoy, 7),
        fechaVencimiento: sumarDias(hoy, 7 * 30),
        interesTotal: 100000,
        montoTotal: 1100000,
        montoEntregado: 1000000,
        saldoPendiente: 1100000,
        cuotaDiaria: esperado.cuota,
        planGenerado: true,
        cuotasVencidas: 0,
        diasMoraPromedio: 0,
        montoRefinanciado: 0,
        prestamoOrigen: null,
      });
      expect(typeof r.body.data.numero).toBe('number');
      const [evento] = await prueba.dataSource.query(
        `SELECT accion, modulo, usuario FROM auditoria WHERE accion = 'Crear préstamo' ORDER BY fecha DESC LIMIT 1`,
      );
      expect(evento).toEqual({ accion: 'Crear préstamo', modulo: 'Préstamos', usuario: expect.any(String) });
    });

    it('acepta `plazo` como nombre antiguo de `cuotas` y respeta el cobrador elegido', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: ids.cobrador1 });
      const r = await prueba.como('gerente').post(
        '/api/prestamos',
        { cliente: cliente.id, monto: 500000, plazo: 12, interes: 20, modalidad: 'mensual', tipoAmortizacion: 'amortizable', fechaInicio: '2026-01-31', cobrador: ids.cobrador2 },
      );
      expect(r.status).toBe(201);
      expect(r.body.data).toMatchObject({ cuotas: 12, cobrador: { _id: ids.cobrador2 }, fechaPrimerPago: '2026-02-28', montoTotal: 600000 });
    });

    it('rechaza datos inválidos con errores por campo en español y no escribe nada', async () => {
      const antes = await contar('prestamos');
      const eventos = await contar('auditoria');
      const r = await prueba.como('admin').post(
        '/api/prestamos',
        { interes: 150, cuotas: 0, modalidad: 'anual', tipoAmortizacion: 'otro', fechaInicio: '2026-02-30', extra: 1 },
      );
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ success: false, code: 'VALIDACION', message: MENSAJES.formularioConErrores });
      expect(r.body.errors).toMatchObject({
        cliente: expect.arrayContaining([MENSAJES.clienteObligatorio]),
        monto: [MENSAJES.montoObligatorio],
        interes: [MENSAJES.interesRango],
        cuotas: [MENSAJES.cuotasRango],
        modalidad: [MENSAJES.modalidadInvalida],
        tipoAmortizacion: [MENSAJES.tipoAmortizacionInvalido],
        fechaInicio: [MENSAJES.fechaInicioInvalida],
        extra: ['La propiedad extra no está permitida'],
      });
      const decimales = await prueba.como('admin').post(
        '/api/prestamos',
        { cliente: '6f1c1f4e-1111-4111-8111-111111111111', monto: 1000.5, fechaInicio: '2026-03-10', fechaPrimerPago: '2026-03-01' },
      );
      expect(decimales.status).toBe(400);
      expect(decimales.body.errors).toMatchObject({ monto: [MENSAJES.montoEntero], fechaPrimerPago: [MENSAJES.fechaPrimerPagoAnterior] });
      expect(await contar('prestamos')).toBe(antes);
      expect(await contar('auditoria')).toBe(eventos);
    });

    it('un cliente o cobrador que no existe es un error del campo', async () => {
      const sinCliente = await prueba.como('admin').post('/api/prestamos', { cliente: '6f1c1f4e-1111-4111-8111-111111111111', monto: 1000 });
      expect(sinCliente.status).toBe(400);
      expect(sinCliente.body.errors).toEqual({ cliente: ['El cliente no existe'] });
      const cliente = await crearClientePrueba(prueba.dataSource);
      const gerenteId = (await prueba.cuenta('gerente')).id;
      const noCobrador = await prueba.como('admin').post('/api/prestamos', { cliente: cliente.id, monto: 1000, cobrador: gerenteId });
      expect(noCobrador.status).toBe(400);
      expect(noCobrador.body.errors).toEqual({ cobrador: ['El cobrador no existe'] });
    });

    it('un cobrador no desembolsa: registra una solicitud asignada a él, sin plan ni saldo', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: ids.cobrador1 });
      const r = await prueba.como('cobrador1').post('/api/prestamos', { cliente: cliente.id, monto: 1000 });
      expect(r.status).toBe(201);
      expect(r.body.data).toMatchObject({ estado: 'solicitado', planGenerado: false, saldoPendiente: 0, cobrador: { _id: ids.cobrador1 } });
      const [evento] = await prueba.dataSource.query(
        `SELECT accion FROM auditoria WHERE accion = 'Solicitar préstamo' ORDER BY fecha DESC LIMIT 1`,
      );
      expect(evento).toEqual({ accion: 'Solicitar préstamo' });
    });
  });

  describe('GET /api/prestamos', () => {
    let clienteJose: { id: string; cedula: string };
    let clienteAna: { id: string };
    const idDe: Record<string, string> = {};

    beforeAll(async () => {
      clienteJose = await crearClientePrueba(prueba.dataSource, { nombre: 'José Ñúñez Listado', cobradorId: ids.cobrador2 });
      clienteAna = await crearClientePrueba(prueba.dataSource, { nombre: 'Ana Lista Ortiz', cobradorId: null });
      idDe.a = (await crearPrestamoPrueba(prueba, tokens.admin, { cliente: clienteJose.id, monto: 300000, modalidad: 'diario', fecha: '2026-01-10' }))._id;
      idDe.b = (await crearPrestamoPrueba(prueba, tokens.admin, { cliente: clienteJose.id, monto: 100000, modalidad: 'semanal', fecha: '2026-02-10' }))._id;
      idDe.c = (await crearPrestamoPrueba(prueba, tokens.admin, { cliente: clienteAna.id, monto: 200000, modalidad: 'semanal', fecha: '2026-03-10', cobrador: ids.cobrador1 }))._id;
      await prueba.como('admin').patch(`/api/prestamos/${idDe.b}/cancelar`);
      await prueba.como('admin').post(`/api/prestamos/${idDe.c}/liquidar`, { montoRecibido: 220000, motivo: 'Pago total' });
    });

    it('busca por nombre sin tildes ni mayúsculas y por dígitos de la cédula', async () => {
      const porNombre = await prueba.como('admin').get('/api/prestamos?search=jose%20nunez');
      expect(porNombre.status).toBe(200);
      expect(porNombre.body.data.map((p: Json) => p._id).sort()).toEqual([idDe.a, idDe.b].sort());
      const porCedula = await prueba.como('admin').get(`/api/prestamos?search=${clienteJose.cedula.slice(2, 9)}`);
      expect(porCedula.body.data.map((p: Json) => p._id).sort()).toEqual([idDe.a, idDe.b].sort());
    });

    it('filtra por estado, cliente, cobrador, modalidad y fechas, con el resumen por estado sin el filtro de estado', async () => {
      const r = await prueba.como('admin').get(`/api/prestamos?cliente=${clienteJose.id}&estado=cancelado`);
      expect(r.body.data.map((p: Json) => p._id)).toEqual([idDe.b]);
      expect(r.body.meta).toEqual({ total: 1, page: 1, limit: 10, totalPages: 1 });
      expect(r.body.resumen).toMatchObject({ total: 2, activo: 1, cancelado: 1, pagado: 0, mora: 0, vencido: 0, reenganchado: 0 });
      expect(r.body.resumen.saldoPendiente).toBe(r.body.data[0].saldoPendiente + (await leerPlanSaldo(idDe.a)));

      const cobrador = await prueba.como('admin').get(`/api/prestamos?cobrador=${ids.cobrador1}&search=lista`);
      expect(cobrador.body.data.map((p: Json) => p._id)).toEqual([idDe.c]);
      const modalidad = await prueba.como('admin').get(`/api/prestamos?modalidad=diario&search=listado`);
      expect(modalidad.body.data.map((p: Json) => p._id)).toEqual([idDe.a]);
      const fechas = await prueba.como('admin').get(`/api/prestamos?fechaDesde=2026-02-01&fechaHasta=2026-03-31&search=list`);
      expect(fechas.body.data.map((p: Json) => p._id).sort()).toEqual([idDe.b, idDe.c].sort());
    });

    async function leerPlanSaldo(id: string): Promise<number> {
      const r = await prueba.como('admin').get(`/api/prestamos/${id}`);
      return r.body.data.saldoPendiente;
    }

    it('ordena por estado en el orden de la especificación, por monto y por cliente, y pagina', async () => {
      const porEstado = await prueba.como('admin').get('/api/prestamos?search=list&sort=estado');
      expect(porEstado.body.data.map((p: Json) => p.estado)).toEqual(['pagado', 'activo', 'cancelado']);
      const porMonto = await prueba.como('admin').get('/api/prestamos?search=list&sort=monto_asc');
      expect(porMonto.body.data.map((p: Json) => p.monto)).toEqual([100000, 200000, 300000]);
      const porCliente = await prueba.como('admin').get('/api/prestamos?search=list&sort=cliente_asc');
      expect(porCliente.body.data[0].cliente.nombre).toBe('Ana Lista Ortiz');
      const pagina = await prueba.como('admin').get('/api/prestamos?search=list&limit=2&page=2&sort=monto_asc');
      expect(pagina.body.data.map((p: Json) => p.monto)).toEqual([300000]);
      expect(pagina.body.meta).toEqual({ total: 3, page: 2, limit: 2, totalPages: 2 });
      const malo = await prueba.como('admin').get('/api/prestamos?sort=nada_asc&limit=5000&estado=raro');
      expect(malo.status).toBe(400);
      expect(Object.keys(malo.body.errors).sort()).toEqual(['estado', 'limit', 'sort']);
    });

    it('sin filtros, el resumen de toda la cartera coincide con contar los préstamos, antes y después del barrido', async () => {
      const contarEnLaBase = async () => {
        const filas: Array<{ estado: string; n: number; saldo: string }> = await prueba.dataSource.query(
          `SELECT estado, count(*)::int AS n, sum(saldo_pendiente) AS saldo FROM prestamos GROUP BY estado`,
        );
        // Una cuenta por estado del préstamo, más el total y el saldo.
        const esperado: Record<string, number> = Object.fromEntries(
          ['total', ...ESTADOS_PRESTAMO, 'saldoPendiente'].map((clave) => [clave, 0]),
        );
        for (const f of filas) {
          esperado[f.estado] = f.n;
          esperado.total += f.n;
          esperado.saldoPendiente += Number(f.saldo);
        }
        return esperado;
      };
      const r = await prueba.como('admin').get('/api/prestamos?estado=pagado');
      const esperado = await contarEnLaBase();
      expect(r.body.resumen).toEqual(esperado);
      expect(r.body.meta.total).toBe(esperado.pagado);
      await prueba.app.get(BarridoService).ejecutar();
      const [{ filas }] = await prueba.dataSource.query(`SELECT count(*)::int AS filas FROM prestamos_resumen`);
      expect(filas).toBeLessThanOrEqual(9);
      const despues = await prueba.como('gerente').get('/api/prestamos');
      expect(despues.body.resumen).toEqual(await contarEnLaBase());
    });

    it('un cobrador sólo ve los préstamos que tiene asignados o que son de sus clientes', async () => {
      const propios = await prueba.como('cobrador2').get('/api/prestamos?search=list&limit=100');
      expect(propios.body.data.map((p: Json) => p._id).sort()).toEqual([idDe.a, idDe.b].sort());
      expect(propios.body.resumen.total).toBe(2);
      const delCliente = await prueba.como('cobrador1').get('/api/prestamos?search=list');
      expect(delCliente.body.data.map((p: Json) => p._id)).toEqual([idDe.c]);
      const ajeno = await prueba.como('cobrador1').get(`/api/prestamos/${idDe.a}`);
      expect(ajeno.status).toBe(403);
      const propio = await prueba.como('cobrador1').get(`/api/prestamos/${idDe.c}`);
      expect(propio.status).toBe(200);
    });

    it('el resumen de cuotas del detalle cuenta cada estado y suma lo pagado como las cuotas guardadas', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource, {});
      const p = await crearPrestamoPrueba(prueba, tokens.admin, {
        cliente: cliente.id, monto: 70000, interes: 10, cuotas: 10, modalidad: 'semanal', fechaInicio: sumarDias(hoy, -30),
      });
      const cobro = await prueba.como('admin').post('/api/cobros', { prestamo: p._id, monto: 12345, fecha: hoy });
      expect(cobro.status).toBe(201);
      await prueba.app.get(BarridoService).ejecutar();
      const cuotas: Array<{ estado: string; monto_pagado: string }> = await prueba.dataSource.query(
        `SELECT estado, monto_pagado FROM cuotas WHERE prestamo_id = $1`,
        [p._id],
      );
      const cuenta = (estado: string) => cuotas.filter((c) => c.estado === estado).length;
      const esperado = {
        total: cuotas.length,
        pagadas: cuenta('pagada'),
        parciales: cuenta('parcial'),
        vencidas: cuenta('vencida'),
        pendientes: cuenta('pendiente'),
        refinanciadas: cuenta('refinanciada'),
        anuladas: cuenta('anulada'),
        totalPagado: cuotas.reduce((s, c) => s + Math.round(Number(c.monto_pagado) * 100), 0) / 100,
      };
      expect(esperado.totalPagado).toBe(12345);
      expect(esperado.vencidas + esperado.parciales).toBeGreaterThan(0);
      expect(new Set(cuotas.map((c) => c.estado)).size).toBeGreaterThanOrEqual(2);
      const r = await prueba.como('admin').get(`/api/prestamos/${p._id}`);
      expect(r.body.data.resumenCuotas).toEqual(esperado);
      expect(r.body.data).toMatchObject({ prestamoReenganche: null, motivoRechazo: null, monto: 70000 });
    });

    it('GET /api/prestamos/:id trae el resumen de cuotas; 404 si no existe y 400 si el id no es UUID', async () => {
      const r = await prueba.como('admin').get(`/api/prestamos/${idDe.c}`);
      expect(r.body.data.resumenCuotas).toMatchObject({ total: 30, pagadas: 30, totalPagado: 220000 });
      const noExiste = await prueba.como('admin').get('/api/prestamos/6f1c1f4e-1111-4111-8111-111111111111');
      expect(noExiste.status).toBe(404);
      expect(noExiste.body.message).toBe('Préstamo no encontrado');
      const malo = await prueba.como('admin').get('/api/prestamos/123');
      expect(malo.status).toBe(400);
    });
  });

  describe('POST /api/prestamos/preview', () => {
    // Su velocidad la mide bench:prestamos (p95 de 'preview'), no un reloj en la prueba.
    it('calcula las cifras sin tocar la base', async () => {
      const antes = await contar('prestamos');
      const cuerpo = { monto: 1000000, interes: 20, cuotas: 10, modalidad: 'semanal', tipoAmortizacion: 'amortizable', fechaInicio: '2026-11-02' };
      const r = await prueba.pedir({ metodo: 'POST', ruta: '/api/prestamos/preview', token: tokens.cobrador1, cuerpo });
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual({
        montoTotalCalculado: 1200000,
        montoCuotaProm: 120000,
        primeraFecha: '2026-11-09',
        ultimaFecha: '2027-01-11',
        interesTotal: 200000,
        montoEntregado: 1000000,
        // Σ 120.000 / (1 + r)^(7k) = 1.000.000, k = 1…10, EA = (1 + r)^365 − 1, by a separate decimal bisection.
        tasaEfectivaAnual: 489.27,
        // This test's database has no usury rates: no cap to compare with (api/test/usura.e2e-spec.ts does).
        tipoCredito: 'consumo_ordinario',
        tasaUsura: null,
        superaUsura: false,
        interesMaximoUsura: null,
      });
      const detalle = await prueba.como('admin').post('/api/prestamos/preview?detalle=1', { ...cuerpo, cuotas: 1000, modalidad: 'diario' });
      expect(detalle.body.data.cuotas).toHaveLength(1000);
      expect(await contar('prestamos')).toBe(antes);
    });

    it('valida con los mismos mensajes que el formulario', async () => {
      const r = await prueba.como('admin').post('/api/prestamos/preview', { monto: 0, interes: -1 });
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual({ monto: [MENSAJES.montoMinimo], interes: [MENSAJES.interesRango] });
    });
  });
});
