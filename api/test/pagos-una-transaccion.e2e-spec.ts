// Las puertas de los pagos por el núcleo, todo o nada (docs/decisiones/escritores-de-dinero.md, «Las ligas de los
// extractos»): el cobro que aplica una línea la liga en su misma escritura, «Devolver al suspenso» y la confirmación de
// una transferencia son una transacción cada una. Un paso que falla a la mitad no deja nada: se cuentan las filas antes
// y después.
import { formatearFecha, hoyBogota } from '@cartera/dominio';
import type { Json } from './support/app-prueba';
import { aplicarPagosPendientes } from './support/pagos';
import { COLUMNAS_SIN_REFERENCIA as COLUMNAS, subirExtracto, usarAppConBanco } from './support/pagos-banco';
import { saldoMayor } from './support/mayor';

describe('Pagos por el núcleo: todo o nada', () => {
  const hoy = hoyBogota();
  const hoyCo = formatearFecha(hoy);

  const { prueba, banco, prestamos: p, admin, cobroPorTransferencia, transferenciaDeCobrador } = usarAppConBanco(
    { nombre: 'BBVA', identificador: '555444333' },
    2,
  );

  /** Sube un extracto de una línea sin referencia (va al suspenso) y devuelve la línea. */
  async function alSuspenso(descripcion: string, valor: string): Promise<Json> {
    const archivo = Buffer.from(['Fecha;Descripción;Valor', [hoyCo, descripcion, valor].join(';')].join('\n'));
    const r = await subirExtracto(prueba, { cuenta: banco._id, columnas: COLUMNAS }, { contenido: archivo, nombre: 'e.csv' });
    expect(r.status).toBe(201);
    await aplicarPagosPendientes(prueba);
    const lineas = (await admin().get('/api/pagos/suspenso')).body.data as Json[];
    const linea = lineas.find((l) => l.descripcion === descripcion);
    if (!linea) throw new Error(`La línea «${descripcion}» no llegó al suspenso`);
    return linea;
  }

  /** Las filas de lo que una aplicación, una devolución o una confirmación escriben, y el estado de la línea. */
  async function contar(lineaId: string): Promise<Json> {
    const [fila]: Json[] = await prueba.dataSource.query(
      `SELECT
        (SELECT count(*) FROM cobros)::int AS cobros,
        (SELECT count(*) FROM cobros_aplicaciones)::int AS aplicaciones,
        (SELECT count(*) FROM prestamos_movimientos)::int AS movimientos,
        (SELECT count(*) FROM contabilidad_asientos)::int AS asientos,
        (SELECT count(*) FROM pagos_lineas_cobros)::int AS ligas,
        (SELECT count(*) FROM pagos_transferencias WHERE estado = 'por_confirmar')::int AS por_confirmar,
        (SELECT count(*) FROM notificaciones)::int AS notificaciones,
        (SELECT count(*) FROM auditoria)::int AS auditoria,
        (SELECT estado FROM pagos_extracto_lineas WHERE id = $1) AS estado`,
      [lineaId],
    );
    return fila;
  }

  /** Ligas sin su cobro y cobros de un recaudo sin su liga: las dos deben ser cero siempre. */
  async function ligasHuerfanas(): Promise<{ sinCobro: number; sinLiga: number }> {
    const [fila]: Array<{ sinCobro: number; sinLiga: number }> = await prueba.dataSource.query(
      `SELECT
        (SELECT count(*) FROM pagos_lineas_cobros lc WHERE NOT EXISTS (SELECT 1 FROM cobros co WHERE co.id = lc.cobro_id))::int AS "sinCobro",
        (SELECT count(*) FROM cobros co WHERE co.observaciones LIKE 'Recaudo por aplicar:%'
           AND NOT EXISTS (SELECT 1 FROM pagos_lineas_cobros lc WHERE lc.cobro_id = co.id))::int AS "sinLiga"`,
    );
    return fila;
  }

  it('«Devolver al suspenso» cuyo segundo borrado falla no cambia nada; otra vez, sin la falla, borra cobros y ligas y 2805 vuelve a tener el dinero', async () => {
    const linea = await alSuspenso('CONSIGNACION REPARTIDA', '30.000');
    const aplicada = await admin().post(`/api/pagos/suspenso/${linea._id}/aplicar`, {
      reparto: [
        { prestamo: p[0]._id, monto: 10_000 },
        { prestamo: p[1]._id, monto: 20_000 },
      ],
    });
    expect(aplicada.status).toBe(200);
    expect(await ligasHuerfanas()).toEqual({ sinCobro: 0, sinLiga: 0 });
    const segundo = (aplicada.body.data.aplicaciones as Json[]).find((a) => a.prestamo._id === p[1]._id)?.cobro;
    const en2805 = await saldoMayor(prueba.dataSource, { codigo: '2805%' });
    expect(en2805).toBe(0);

    // El borrado del segundo cobro falla (la base lo rechaza), después de borrar el primero.
    await prueba.dueno.query(`
      CREATE FUNCTION prueba_falla_borrado() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.id = '${segundo}' THEN RAISE EXCEPTION 'falla de prueba al borrar el segundo cobro'; END IF;
        RETURN OLD;
      END $$`);
    await prueba.dueno.query(
      `CREATE TRIGGER prueba_falla_borrado BEFORE DELETE ON cobros FOR EACH ROW EXECUTE FUNCTION prueba_falla_borrado()`,
    );
    const antes = await contar(linea._id);
    expect(antes.estado).toBe('aplicada');
    try {
      const fallida = await admin().post(`/api/pagos/lineas/${linea._id}/devolver-al-suspenso`);
      expect(fallida.status).toBe(500);
      expect(await contar(linea._id)).toEqual(antes);
      expect(await saldoMayor(prueba.dataSource, { codigo: '2805%' })).toBe(0);
    } finally {
      await prueba.dueno.query(`DROP TRIGGER prueba_falla_borrado ON cobros`);
      await prueba.dueno.query(`DROP FUNCTION prueba_falla_borrado()`);
    }

    const devuelta = await admin().post(`/api/pagos/lineas/${linea._id}/devolver-al-suspenso`);
    expect(devuelta.status).toBe(200);
    expect(devuelta.body.data).toMatchObject({ estado: 'en_suspenso', aplicaciones: [] });
    const despues = await contar(linea._id);
    expect({ cobros: antes.cobros - despues.cobros, ligas: antes.ligas - despues.ligas }).toEqual({ cobros: 2, ligas: 2 });
    expect(await saldoMayor(prueba.dataSource, { codigo: '2805%' })).toBe(-30_000);
    expect(await ligasHuerfanas()).toEqual({ sinCobro: 0, sinLiga: 0 });
  });

  it('una liga sin cobro no se puede escribir: la liga existe si y sólo si su cobro existe', async () => {
    const [{ id }]: Array<{ id: string }> = await prueba.dataSource.query(
      `SELECT id FROM pagos_extracto_lineas WHERE descripcion = 'CONSIGNACION REPARTIDA'`,
    );
    await expect(
      prueba.dataSource.query(
        `INSERT INTO pagos_lineas_cobros (linea_id, prestamo_id, cobro_id, monto) VALUES ($1, $2, NULL, 1000)`,
        [id, p[0]._id],
      ),
    ).rejects.toThrow(/cobro_id/);
  });

  it('confirmar una transferencia cuyo dinero está en suspenso y cuyo cobro se rechaza no deja nada: ni la confirmación, ni su auditoría, ni la línea tomada', async () => {
    const linea = await alSuspenso('TRANSFERENCIA GRANDE', '500.000');
    const t = await transferenciaDeCobrador({ prestamo: p[0]._id, monto: 500_000, referencia: 'M-500' });
    expect(t.body.data.estado).toBe('por_confirmar');
    const id = t.body.data.transferencia._id;
    const antes = await contar(linea._id);
    expect(antes).toMatchObject({ estado: 'en_suspenso', por_confirmar: 1 });

    // El préstamo debe menos de 500.000: el cobro se rechaza.
    const rechazada = await admin().post(`/api/pagos/transferencias/${id}/confirmar`);
    expect(rechazada.status).toBeGreaterThanOrEqual(400);
    expect(rechazada.status).toBeLessThan(500);
    expect(await contar(linea._id)).toEqual(antes);
    const [decidida]: Array<{ decidido_por: string | null }> = await prueba.dataSource.query(
      `SELECT decidido_por FROM pagos_extracto_lineas WHERE id = $1`,
      [linea._id],
    );
    expect(decidida.decidido_por).toBeNull();
    expect((await admin().get(`/api/pagos/transferencias?estado=por_confirmar`)).body.data.map((x: Json) => x._id)).toEqual([id]);
  });

  it('confirmar una transferencia cuyo dinero está en suspenso: el cobro, su liga con la línea y la salida de 2805 van juntos', async () => {
    const linea = await alSuspenso('TRANSFERENCIA MI RUTA', '8.000');
    const t = await transferenciaDeCobrador({ prestamo: p[1]._id, monto: 8_000, referencia: 'M-8' });
    const suspenso0 = await saldoMayor(prueba.dataSource, { codigo: '2805%' });
    const confirmada = await admin().post(`/api/pagos/transferencias/${t.body.data.transferencia._id}/confirmar`);
    expect(confirmada.status).toBe(200);
    expect(confirmada.body.data).toMatchObject({ estado: 'confirmada', cobro: expect.any(String) });
    const ligas: Array<{ cobro_id: string; monto: string }> = await prueba.dataSource.query(
      `SELECT cobro_id, monto::text FROM pagos_lineas_cobros WHERE linea_id = $1`,
      [linea._id],
    );
    expect(ligas).toEqual([{ cobro_id: confirmada.body.data.cobro, monto: '8000.00' }]);
    expect(await saldoMayor(prueba.dataSource, { codigo: '2805%' })).toBe(suspenso0 + 8_000);
    expect((await contar(linea._id)).estado).toBe('aplicada');
  });

  it('una línea cuyo dinero ya estaba en un cobro registrado se liga a él por el comando del mayor: la liga, su auditoría y el cobro ya no se borra a mano', async () => {
    const cobro = await cobroPorTransferencia({ prestamo: p[0]._id, monto: 6_000, referencia: 'OFI-6' });
    expect(cobro.status).toBe(201);
    const archivo = Buffer.from(['Fecha;Descripción;Valor', [hoyCo, 'TRANSFERENCIA OFICINA', '6.000'].join(';')].join('\n'));
    const r = await subirExtracto(prueba, { cuenta: banco._id, columnas: COLUMNAS }, { contenido: archivo, nombre: 'o.csv' });
    expect(r.body.data).toMatchObject({ lineas: 1, conciliadas: 1, enSuspenso: 0 });
    const ligas: Array<{ cobro_id: string; estado: string }> = await prueba.dataSource.query(
      `SELECT lc.cobro_id, l.estado FROM pagos_lineas_cobros lc JOIN pagos_extracto_lineas l ON l.id = lc.linea_id
       WHERE l.extracto_id = $1`,
      [r.body.data.id],
    );
    expect(ligas).toEqual([{ cobro_id: cobro.body.data._id, estado: 'conciliada' }]);
    const [auditada]: Array<{ detalles: string }> = await prueba.dataSource.query(
      `SELECT detalles FROM auditoria WHERE accion = 'Conciliar líneas con cobros registrados' ORDER BY id DESC LIMIT 1`,
    );
    expect(auditada?.detalles).toBe('1 línea del extracto conciliada con su cobro ya registrado');
    expect((await admin().delete(`/api/cobros/${cobro.body.data._id}`)).status).toBe(409);
    expect(await ligasHuerfanas()).toEqual({ sinCobro: 0, sinLiga: 0 });
  });

  it('dos oficinistas confirman la misma transferencia a la vez: una la confirma con su cobro, la otra recibe 409 y no hay un segundo cobro', async () => {
    const t = await transferenciaDeCobrador({ prestamo: p[1]._id, monto: 3_000, referencia: 'M-3' });
    const id = t.body.data.transferencia._id;
    const [{ antes }]: Array<{ antes: number }> = await prueba.dataSource.query(
      `SELECT count(*)::int AS antes FROM cobros WHERE prestamo_id = $1`,
      [p[1]._id],
    );
    const respuestas = await Promise.all([
      admin().post(`/api/pagos/transferencias/${id}/confirmar`),
      prueba.como('gerente').post(`/api/pagos/transferencias/${id}/confirmar`),
    ]);
    expect(respuestas.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(respuestas.find((r) => r.status === 409)?.body.code).toBe('TRANSFERENCIA_NO_PENDIENTE');
    const [{ despues }]: Array<{ despues: number }> = await prueba.dataSource.query(
      `SELECT count(*)::int AS despues FROM cobros WHERE prestamo_id = $1`,
      [p[1]._id],
    );
    expect(despues).toBe(antes + 1);
  });
});
