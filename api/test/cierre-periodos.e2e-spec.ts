// Cierre de periodos (docs/libro.md, «Cierre de periodos»): con los libros cerrados hasta el fin de un mes, ninguna
// escritura de dinero con fecha en ese periodo pasa —cobros, su edición o borrado, reversiones, movimientos de caja—
// y nada cambia; lo de fechas abiertas sigue. Sólo el administrador cierra y reabre; queda en la auditoría.
import { finDeMes, formatearFecha, hoyBogota, sumarDias } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';

describe('cierre de periodos', () => {
  const hoy = hoyBogota();
  /** El último día del mes pasado: el periodo que se cierra. */
  const cierre = sumarDias(`${hoy.slice(0, 8)}01`, -1);
  const diaCerrado = sumarDias(cierre, -3);

  const { prueba, tokens } = usarAppPrueba();

  const pedir = (metodo: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', ruta: string, token: string, cuerpo?: unknown) =>
    prueba.pedir({ metodo, ruta, token, cuerpo });
  const contar = async (tabla: string) => Number((await prueba.dataSource.query(`SELECT count(*) AS n FROM ${tabla}`))[0].n);

  it('sólo el administrador cierra, sólo el fin de un mes terminado; gerente lee, cobrador no', async () => {
    expect((await pedir('GET', '/api/contabilidad/cierre', tokens.gerente)).body.data).toEqual({ cerradoHasta: null });
    expect((await pedir('GET', '/api/contabilidad/cierre', tokens.cobrador1)).status).toBe(403);
    expect((await pedir('PUT', '/api/contabilidad/cierre', tokens.gerente, { cerradoHasta: cierre })).status).toBe(403);
    for (const [valor, mensaje] of [
      [sumarDias(cierre, -1), 'El cierre va hasta el último día de un mes'],
      [finDeMes(hoy), 'Sólo se cierra un mes que ya terminó'],
      ['31/10/2026', 'Escriba una fecha válida (AAAA-MM-DD) o deje el cierre vacío'],
      [undefined, 'Escriba una fecha válida (AAAA-MM-DD) o deje el cierre vacío'],
    ] as const) {
      const r = await pedir('PUT', '/api/contabilidad/cierre', tokens.admin, valor === undefined ? {} : { cerradoHasta: valor });
      expect({ valor, status: r.status, errores: r.body.errors }).toEqual({ valor, status: 400, errores: { cerradoHasta: [mensaje] } });
    }
    expect((await pedir('GET', '/api/contabilidad/cierre', tokens.admin)).body.data).toEqual({ cerradoHasta: null });
  });

  it('con el mes cerrado, nada con fecha en él se registra, cambia ni borra; lo de hoy sí; reabierto, vuelve a pasar', async () => {
    const cliente = await crearClientePrueba(prueba.dataSource);
    const p = await crearPrestamoPrueba(prueba, tokens.admin, {
      cliente: cliente.id, monto: 600_000, interes: 20, cuotas: 20, modalidad: 'diario', tipoAmortizacion: 'amortizable',
      fechaInicio: sumarDias(hoy, -75),
    });
    const viejo = await pedir('POST', '/api/cobros', tokens.admin, { prestamo: p._id, monto: 30_000, fecha: diaCerrado });
    expect(viejo.status).toBe(201);
    const movimiento = await pedir('POST', '/api/flujo-caja/movimientos', tokens.admin, {
      fecha: diaCerrado, tipo: 'egreso', categoria: 'gastos', concepto: 'Papelería', monto: 20_000,
    });
    expect(movimiento.status).toBe(201);

    const cerrar = await pedir('PUT', '/api/contabilidad/cierre', tokens.admin, { cerradoHasta: cierre });
    expect(cerrar.status).toBe(200);
    expect(cerrar.body.data).toEqual({ cerradoHasta: cierre });

    const antes = { cobros: await contar('cobros'), libro: await contar('prestamos_movimientos'), caja: await contar('movimientos_caja') };
    const mensaje = `El periodo está cerrado hasta el ${formatearFecha(cierre)}: no se registran ni se cambian movimientos con esa fecha. Un administrador puede reabrirlo en Configuración → Sistema`;
    const intentos: Array<[string, Json]> = [
      ['cobro con fecha cerrada', await pedir('POST', '/api/cobros', tokens.admin, { prestamo: p._id, monto: 10_000, fecha: diaCerrado })],
      ['pago de cuota con fecha cerrada', await pedir('PATCH', `/api/prestamos/${p._id}/plan/cuota/5/pagar`, tokens.admin, { monto: 1_000, fecha: cierre })],
      ['editar un cobro del mes cerrado', await pedir('PUT', `/api/cobros/${viejo.body.data._id}`, tokens.admin, { monto: 25_000 })],
      ['borrar un cobro del mes cerrado', await pedir('DELETE', `/api/cobros/${viejo.body.data._id}`, tokens.admin)],
      ['revertir la cuota que pagó', await pedir('PATCH', `/api/prestamos/${p._id}/plan/cuota/1/revertir`, tokens.admin)],
      ['movimiento de caja con fecha cerrada', await pedir('POST', '/api/flujo-caja/movimientos', tokens.admin, { fecha: cierre, tipo: 'ingreso', categoria: 'otros', concepto: 'Aporte', monto: 5_000 })],
      ['editar un movimiento del mes cerrado', await pedir('PUT', `/api/flujo-caja/movimientos/${movimiento.body.data._id}`, tokens.admin, { fecha: diaCerrado, tipo: 'egreso', categoria: 'gastos', concepto: 'Papelería', monto: 1 })],
      ['borrar un movimiento del mes cerrado', await pedir('DELETE', `/api/flujo-caja/movimientos/${movimiento.body.data._id}`, tokens.admin)],
      ['mover un movimiento de hoy al mes cerrado', await pedir('POST', '/api/flujo-caja/movimientos', tokens.admin, { fecha: hoy, tipo: 'ingreso', categoria: 'otros', concepto: 'Aporte', monto: 5_000 }).then(async (r) =>
        pedir('PUT', `/api/flujo-caja/movimientos/${r.body.data._id}`, tokens.admin, { fecha: diaCerrado, tipo: 'ingreso', categoria: 'otros', concepto: 'Aporte', monto: 5_000 }))],
    ];
    for (const [que, r] of intentos) {
      expect({ que, status: r.status, code: r.body.code, message: r.body.message }).toEqual({ que, status: 422, code: 'PERIODO_CERRADO', message: mensaje });
    }
    expect({ cobros: await contar('cobros'), libro: await contar('prestamos_movimientos'), caja: await contar('movimientos_caja') }).toEqual({
      ...antes,
      caja: antes.caja + 1, // el de hoy que se intentó mover
    });

    // Lo de hoy sigue.
    expect((await pedir('POST', '/api/cobros', tokens.admin, { prestamo: p._id, monto: 10_000, fecha: hoy })).status).toBe(201);

    const reabrir = await pedir('PUT', '/api/contabilidad/cierre', tokens.admin, { cerradoHasta: null });
    expect(reabrir.body.data).toEqual({ cerradoHasta: null });
    expect((await pedir('POST', '/api/cobros', tokens.admin, { prestamo: p._id, monto: 10_000, fecha: diaCerrado })).status).toBe(201);
    const eventos = await prueba.dataSource.query(
      `SELECT accion FROM auditoria WHERE accion IN ('Cerrar periodo', 'Reabrir periodo') ORDER BY fecha`,
    );
    expect(eventos.map((e: Json) => e.accion)).toEqual(['Cerrar periodo', 'Reabrir periodo']);
    expect((await pedir('POST', '/api/contabilidad/verificacion', tokens.admin)).body.data.descuadres).toEqual([]);
  });

  it('con el mes cerrado, un gerente no puede mover la fecha de un préstamo desembolsado ni el admin el saldo inicial', async () => {
    // Antes: PUT /api/prestamos/:id con la fecha en el mes cerrado → 200, y los egresos del mes cerrado subían 1.000.000
    // (caja_diaria lee prestamos.fecha) con su saldo final; el libro seguía fechando el desembolso hoy.
    const cliente = await crearClientePrueba(prueba.dataSource);
    const terminos = {
      cliente: cliente.id, monto: 1_000_000, interes: 10, cuotas: 4, modalidad: 'semanal', tipoAmortizacion: 'capital_final',
      fechaInicio: hoy,
    };
    const p = await crearPrestamoPrueba(prueba, tokens.admin, terminos);
    expect(p.fecha).toBe(hoy);
    expect((await pedir('PUT', '/api/contabilidad/cierre', tokens.admin, { cerradoHasta: cierre })).status).toBe(200);
    const inicioMes = `${cierre.slice(0, 8)}01`;
    const mesCerrado = async () => {
      const r = await pedir('GET', `/api/flujo-caja?periodo=mensual&desde=${inicioMes}&hasta=${cierre}`, tokens.gerente);
      expect(r.status).toBe(200);
      const [periodo] = r.body.data.periodos;
      return { egresos: periodo.egresos.total, saldo: periodo.saldoAcumulado, saldoActual: r.body.data.tarjetas.saldoActual };
    };
    const antes = await mesCerrado();

    const mensajeFecha =
      'La fecha de un préstamo desembolsado no se cambia: es el día en que salió el dinero y así está en el libro y en la ' +
      'caja de ese día. Si se registró con una fecha equivocada, anule el préstamo (sólo si todavía no tiene cobros) y ' +
      'regístrelo de nuevo con la fecha correcta';
    for (const fecha of [diaCerrado, sumarDias(hoy, -1)]) {
      const r = await pedir('PUT', `/api/prestamos/${p._id}`, tokens.gerente, { ...terminos, fecha });
      expect({ fecha, status: r.status, code: r.body.code, message: r.body.message }).toEqual({
        fecha, status: 409, code: 'PRESTAMO_DESEMBOLSADO', message: mensajeFecha,
      });
    }
    expect((await pedir('GET', `/api/prestamos/${p._id}`, tokens.gerente)).body.data.fecha).toBe(hoy);
    expect(await mesCerrado()).toEqual(antes);
    // Lo que sí se edita de un desembolsado (el cobrador) sigue, con la fecha de siempre.
    const cobrador1 = (await prueba.cuenta('cobrador1')).id;
    const editado = await pedir('PUT', `/api/prestamos/${p._id}`, tokens.gerente, { ...terminos, fecha: hoy, cobrador: cobrador1 });
    expect(editado.status).toBe(200);
    expect(editado.body.data.cobrador._id).toBe(cobrador1);

    // El saldo inicial de caja (y su fecha) mueve el saldo de cada mes cerrado: con periodos cerrados no se cambia.
    const config = (await pedir('GET', '/api/configuracion/organizacion', tokens.admin)).body.data;
    const mensajeSaldo =
      `El saldo inicial de caja no se cambia con los libros cerrados hasta el ${formatearFecha(cierre)}: cambiaría el ` +
      'saldo de cada mes cerrado. Registre la diferencia como un movimiento de caja en el periodo abierto, o pida a un ' +
      'administrador que reabra los periodos en Configuración → Sistema';
    for (const cambio of [{ saldoInicialCaja: config.saldoInicialCaja + 500_000 }, { fechaSaldoInicial: diaCerrado }]) {
      const r = await pedir('PUT', '/api/configuracion/organizacion', tokens.admin, cambio);
      expect({ cambio, status: r.status, code: r.body.code, message: r.body.message }).toEqual({
        cambio, status: 422, code: 'PERIODO_CERRADO', message: mensajeSaldo,
      });
    }
    // El formulario entero con el mismo saldo pasa: sólo se rechaza el cambio.
    const igual = await pedir('PUT', '/api/configuracion/organizacion', tokens.admin, {
      saldoInicialCaja: config.saldoInicialCaja, fechaSaldoInicial: config.fechaSaldoInicial, nombreEmpresa: 'Créditos La Esperanza',
    });
    expect(igual.status).toBe(200);
    expect(await mesCerrado()).toEqual(antes);

    // Reabierto, el saldo inicial se puede cambiar.
    expect((await pedir('PUT', '/api/contabilidad/cierre', tokens.admin, { cerradoHasta: null })).status).toBe(200);
    expect((await pedir('PUT', '/api/configuracion/organizacion', tokens.admin, { saldoInicialCaja: config.saldoInicialCaja + 500_000 })).status).toBe(200);
    expect((await pedir('POST', '/api/contabilidad/verificacion', tokens.admin)).body.data.descuadres).toEqual([]);
  });
});
