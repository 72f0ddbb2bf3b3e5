// Los comandos del mayor (docs/decisiones/comandos-del-mayor.md): cada puerta de la caja y de Flujo de Caja escribe sus
// filas y su comprobante juntos o nada. Un comando hecho deja su fila y su comprobante; uno rechazado (en cualquier
// paso, aun cuando el comprobante falla después de escribir la fila) no deja ni una fila en las tablas de dinero.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { BarridoService } from '../src/barrido/barrido.service';
import { usarAppPrueba } from './support/app-del-archivo';
import { prestamoDiario, prestamoSemanal } from './support/escenarios';
import { registrarGasto } from './support/caja';

describe('comandos del mayor: filas y comprobante juntos o nada', () => {
  const hoy = hoyBogota();
  const { prueba, tokens, ids } = usarAppPrueba();

  const pedir = (
    metodo: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    ruta: string,
    token: string,
    cuerpo?: unknown,
  ) => prueba.pedir({ metodo, ruta, token, cuerpo });
  const consultar = <T>(sql: string, valores: unknown[] = []): Promise<T[]> =>
    prueba.dataSource.query(sql, valores);
  /** DDL de la prueba (disparadores que fallan a propósito): lo hace el dueño de las tablas. */
  const comoDueno = (sql: string): Promise<unknown> => prueba.dueno.query(sql);

  /** Las filas de cada tabla que un comando de la caja escribe, y los cobros ya entregados. */
  async function conteos(): Promise<Record<string, number>> {
    const tablas = [
      'caja_entregas',
      'caja_gastos',
      'movimientos_caja',
      'contabilidad_asientos',
      'contabilidad_lineas',
      'auditoria',
    ];
    const cuenta: Record<string, number> = {};
    for (const tabla of tablas)
      cuenta[tabla] = Number((await consultar<{ n: string }>(`SELECT count(*) AS n FROM ${tabla}`))[0].n);
    cuenta.cobros_entregados = Number(
      (await consultar<{ n: string }>(`SELECT count(*) AS n FROM cobros WHERE entrega_id IS NOT NULL`))[0].n,
    );
    return cuenta;
  }

  /** Los comprobantes vigentes (sin reversar) de un origen. */
  const comprobantes = (origen: string, origenId: string) =>
    consultar<{ tipo: string }>(
      `SELECT tipo FROM contabilidad_asientos a
        WHERE origen = $1 AND origen_id = $2 AND reverso_de IS NULL
          AND NOT EXISTS (SELECT 1 FROM contabilidad_asientos r WHERE r.reverso_de = a.id)`,
      [origen, origenId],
    );

  async function cobrar(monto: number): Promise<void> {
    const p = await prestamoDiario(prueba, { cobradorId: ids.cobrador1, fechaInicio: sumarDias(hoy, -5) });
    expect(
      (await pedir('POST', '/api/cobros', tokens.cobrador1, { prestamo: p._id, monto, fecha: hoy })).status,
    ).toBe(201);
  }

  it('gasto, movimiento, entrega con faltante y abono: cada uno deja su fila y su comprobante', async () => {
    const gasto = await registrarGasto(prueba, { fecha: hoy, monto: 3_000 });
    expect(await comprobantes('gasto', gasto._id)).toEqual([{ tipo: 'gasto' }]);

    const movimiento = await pedir('POST', '/api/flujo-caja/movimientos', tokens.admin, {
      fecha: hoy,
      tipo: 'egreso',
      categoria: 'gastos',
      concepto: 'Papelería',
      monto: 12_000,
    });
    expect(movimiento.status).toBe(201);
    expect(await comprobantes('movimiento_caja', movimiento.body.data._id)).toEqual([
      { tipo: 'movimiento_caja' },
    ]);

    await cobrar(20_000);
    const entrega = await pedir('POST', '/api/caja/entregas', tokens.cobrador1, { montoEntregado: 15_000 });
    expect(entrega.status).toBe(201);
    // Por confirmar, el efectivo sigue en poder del cobrador: todavía sin comprobante.
    expect(await comprobantes('entrega', entrega.body.data._id)).toEqual([]);
    const confirmada = await pedir(
      'PATCH',
      `/api/caja/entregas/${entrega.body.data._id}/confirmar`,
      tokens.admin,
      {},
    );
    expect(confirmada.status).toBe(200);
    expect(confirmada.body.data).toMatchObject({
      estado: 'confirmada',
      esperado: 17_000,
      diferencia: -2_000,
    });
    expect(await comprobantes('entrega', entrega.body.data._id)).toEqual([{ tipo: 'entrega' }]);
    const faltante = await consultar<{ categoria: string; monto: string }>(
      `SELECT categoria, monto FROM movimientos_caja WHERE entrega_id = $1`,
      [entrega.body.data._id],
    );
    expect(faltante).toEqual([{ categoria: 'faltante_cobrador', monto: '2000.00' }]);

    const abono = await pedir('POST', `/api/caja/cobradores/${ids.cobrador1}/abonos-faltante`, tokens.admin, {
      fecha: hoy,
      monto: 500,
    });
    expect(abono.status).toBe(201);
    expect(abono.body.data).toMatchObject({ abono: true, montoEntregado: 500 });
    expect(await comprobantes('entrega', abono.body.data._id)).toEqual([{ tipo: 'entrega' }]);
  });

  it('un comando rechazado en cualquier paso no deja nada', async () => {
    await cobrar(2_000);
    const gasto = await registrarGasto(prueba, { fecha: hoy, categoria: 'alimentacion', monto: 4_000, concepto: 'Almuerzo' });
    const antes = await conteos();

    // Efecto: los gastos superan los cobros, la entrega esperaría un monto negativo.
    expect((await pedir('POST', '/api/caja/entregas', tokens.cobrador1, { montoEntregado: 0 })).status).toBe(
      422,
    );
    // Efecto: un abono mayor que la deuda.
    expect(
      (
        await pedir('POST', `/api/caja/cobradores/${ids.cobrador1}/abonos-faltante`, tokens.admin, {
          fecha: hoy,
          monto: 10_000_000,
        })
      ).status,
    ).toBe(400);
    // Ventana: un movimiento del futuro.
    const futuro = {
      fecha: sumarDias(hoy, 1),
      tipo: 'ingreso',
      categoria: 'otros',
      concepto: 'Mañana',
      monto: 1_000,
    };
    expect((await pedir('POST', '/api/flujo-caja/movimientos', tokens.admin, futuro)).status).toBe(400);
    // Efecto: aprobar un gasto que no espera aprobación.
    expect(
      (await pedir('PATCH', `/api/caja/gastos/${gasto._id}/aprobar`, tokens.admin)).status,
    ).toBe(409);

    expect(await conteos()).toEqual(antes);
    const [sigue] = await consultar<{ entrega_id: string | null; estado: string }>(
      `SELECT entrega_id, estado FROM caja_gastos WHERE id = $1`,
      [gasto._id],
    );
    expect(sigue).toEqual({ entrega_id: null, estado: 'aceptado' });
  });

  it('si el comprobante falla después de escribir la fila, la fila tampoco queda', async () => {
    // Un comprobante que PostgreSQL rechaza: el de un movimiento con este concepto.
    await comoDueno(`
      CREATE FUNCTION rechazar_comprobante_de_prueba() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'comprobante rechazado en la prueba'; END $$`);
    await comoDueno(`
      CREATE TRIGGER rechazar_comprobante_de_prueba BEFORE INSERT ON contabilidad_asientos
      FOR EACH ROW WHEN (NEW.descripcion = 'Comprobante que falla')
      EXECUTE FUNCTION rechazar_comprobante_de_prueba()`);
    try {
      const antes = await conteos();
      const r = await pedir('POST', '/api/flujo-caja/movimientos', tokens.admin, {
        fecha: hoy,
        tipo: 'ingreso',
        categoria: 'otros',
        concepto: 'Comprobante que falla',
        monto: 1_000,
      });
      expect(r.status).toBe(500);
      expect(await conteos()).toEqual(antes);
      expect(
        await consultar(`SELECT id FROM movimientos_caja WHERE concepto = 'Comprobante que falla'`),
      ).toEqual([]);
    } finally {
      await comoDueno(`DROP TRIGGER rechazar_comprobante_de_prueba ON contabilidad_asientos`);
      await comoDueno(`DROP FUNCTION rechazar_comprobante_de_prueba()`);
    }
  });

  it('la causación de un préstamo: el reclamo del día, su comprobante y lo causado juntos o nada', async () => {
    const politicas = await pedir('PUT', '/api/contabilidad/politicas', tokens.admin, {
      baseIngresos: 'causacion',
    });
    expect(politicas.status).toBe(200);
    const p = await prestamoSemanal(prueba, { monto: 700_000, interes: 10, cuotas: 7, fechaInicio: hoy });
    const dia = sumarDias(hoy, 10);
    const del = async () => ({
      causaciones: (await consultar(`SELECT 1 FROM contabilidad_causaciones WHERE prestamo_id = $1`, [p._id]))
        .length,
      ingreso: (await consultar(`SELECT 1 FROM contabilidad_ingreso_causado WHERE prestamo_id = $1`, [p._id]))
        .length,
      comprobantes: (
        await consultar(`SELECT 1 FROM contabilidad_asientos WHERE tipo = 'causacion' AND origen_id = $1`, [
          p._id,
        ])
      ).length,
    });
    await comoDueno(`
      CREATE FUNCTION rechazar_causacion_de_prueba() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'causación rechazada en la prueba'; END $$`);
    await comoDueno(`
      CREATE TRIGGER rechazar_causacion_de_prueba BEFORE INSERT ON contabilidad_asientos
      FOR EACH ROW WHEN (NEW.tipo = 'causacion') EXECUTE FUNCTION rechazar_causacion_de_prueba()`);
    try {
      await prueba.app.get(BarridoService).ejecutar(dia);
      // El comprobante falló después del reclamo del día: el reclamo tampoco quedó (lo intenta el barrido siguiente).
      expect(await del()).toEqual({ causaciones: 0, ingreso: 0, comprobantes: 0 });
    } finally {
      await comoDueno(`DROP TRIGGER rechazar_causacion_de_prueba ON contabilidad_asientos`);
      await comoDueno(`DROP FUNCTION rechazar_causacion_de_prueba()`);
    }
    await prueba.app.get(BarridoService).ejecutar(dia);
    expect(await del()).toEqual({ causaciones: 1, ingreso: 1, comprobantes: 1 });
  });
});
