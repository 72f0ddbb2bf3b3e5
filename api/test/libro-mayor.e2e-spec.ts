// El libro mayor de partida doble (docs/contabilidad.md): los casos del issue con sus cifras y su comprobante
// correcto, lo que la base hace cumplir (cuadre, inmutabilidad, periodo cerrado), los estados y los exportes. Las
// cifras esperadas se calculan aquí a mano, no con las reglas.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import ExcelJS from 'exceljs';
import type { Json } from './support/app-prueba';
import { usarAppPrueba } from './support/app-del-archivo';
import { crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';
import { crearUsuario } from './support/fabricas';
import { rehacerLibroMayor } from './support/mayor';

describe('Libro mayor', () => {
  const hoy = hoyBogota();
  const { prueba, tokens } = usarAppPrueba();

  const pedir = (metodo: 'GET' | 'POST' | 'PUT', ruta: string, cuerpo?: unknown) =>
    prueba.pedir({ metodo, ruta, token: tokens.admin, cuerpo });

  async function prestamo(terminos: Record<string, unknown>): Promise<Json> {
    const cliente = await crearClientePrueba(prueba.dataSource);
    return crearPrestamoPrueba(prueba, tokens.admin, { cliente: cliente.id, fechaInicio: hoy, ...terminos });
  }

  /** Débito − crédito por papel de cuenta, de las líneas de un préstamo (o de todo el libro). */
  async function saldos(prestamoId?: string): Promise<Record<string, number>> {
    const filas: Array<{ clave: string; saldo: string }> = await prueba.dataSource.query(
      `SELECT coalesce(c.clave, 'efectivo_cobradores') AS clave, sum(l.debito - l.credito) AS saldo
       FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
       WHERE $1::uuid IS NULL OR l.asiento_id IN (SELECT asiento_id FROM contabilidad_lineas WHERE prestamo_id = $1)
       GROUP BY 1`,
      [prestamoId ?? null],
    );
    return Object.fromEntries(
      filas.filter((f) => Number(f.saldo) !== 0).map((f) => [f.clave, Number(f.saldo)]),
    );
  }

  /** Los términos que más usan estos casos: amortizable en 10 cuotas diarias. */
  const amortizableDiario = (monto: number, interes: number) => ({
    monto,
    interes,
    cuotas: 10,
    modalidad: 'diario',
    tipoAmortizacion: 'amortizable',
  });

  /** Capital e interés por cobrar de un préstamo en el mayor. */
  async function carteraDe(prestamoId: string): Promise<[number, number]> {
    const [fila] = await prueba.dataSource.query(
      `SELECT sum(l.debito - l.credito) FILTER (WHERE c.clave = 'cartera_capital') AS capital,
              sum(l.debito - l.credito) FILTER (WHERE c.clave = 'cartera_intereses') AS interes
       FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id WHERE l.prestamo_id = $1`,
      [prestamoId],
    );
    return [Number(fila.capital), Number(fila.interes)];
  }

  async function sinDescuadres(): Promise<void> {
    const r = await pedir('POST', '/api/contabilidad/verificacion');
    expect(r.body.data.descuadres).toEqual([]);
  }

  describe('los casos del issue, con su comprobante correcto', () => {
    it('caso 7: el interés retenido de un préstamo adelantado es interés (diferido), no capital', async () => {
      const p = await prestamo({
        monto: 1_000_000,
        interes: 20,
        cuotas: 4,
        modalidad: 'semanal',
        tipoAmortizacion: 'interes_adelantado',
      });
      // Salen 800.000 de la caja; la cartera es 800.000 de capital y 200.000 de interés pactado, diferido.
      expect(await saldos(p._id)).toEqual({
        caja_oficina: -800_000,
        cartera_capital: 800_000,
        cartera_intereses: 200_000,
        intereses_diferidos: -200_000,
      });
      // Cobrada toda la deuda (1.000.000), los 200.000 son ingreso por intereses.
      const r = await pedir('POST', '/api/cobros', { prestamo: p._id, monto: 1_000_000, fecha: hoy });
      expect(r.status).toBe(201);
      expect(await saldos(p._id)).toEqual({ caja_oficina: 200_000, ingresos_intereses: -200_000 });
      await sinDescuadres();
    });

    it('caso 5: liquidar por el capital perdona el interés, no capital (capital al final y amortizable)', async () => {
      for (const tipoAmortizacion of ['capital_final', 'amortizable']) {
        const p = await prestamo({
          monto: 1_000_000,
          interes: 10,
          cuotas: 10,
          modalidad: 'diario',
          tipoAmortizacion,
        });
        const r = await pedir('POST', `/api/prestamos/${p._id}/liquidar`, {
          montoRecibido: 1_000_000,
          motivo: 'Pago anticipado',
        });
        expect(r.status).toBe(200);
        // Volvió todo el capital; los 100.000 de interés pactado se perdonan contra su diferido: ni ingreso ni gasto.
        expect(await saldos(p._id)).toEqual({});
        const [asiento] = await prueba.dataSource.query(
          `SELECT a.tipo, json_object_agg(c.clave, l.debito - l.credito) AS lineas
           FROM contabilidad_asientos a JOIN contabilidad_lineas l ON l.asiento_id = a.id
           JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
           WHERE a.tipo = 'liquidacion' AND l.prestamo_id = $1 AND c.clave IS NOT NULL GROUP BY a.id, a.tipo`,
          [p._id],
        );
        expect(asiento.lineas).toEqual({
          cartera_capital: -1_000_000,
          cartera_intereses: -100_000,
          intereses_diferidos: 100_000,
        });
        // Cada movimiento del préstamo lleva su comprobante; el resto condonado, el de la liquidación.
        const movimientos = (
          await prueba.pedir({ metodo: 'GET', ruta: `/api/prestamos/${p._id}/movimientos`, token: tokens.admin })
        ).body.data;
        expect(movimientos.map((m: Json) => m.tipo)).toEqual(['desembolso', 'liquidacion', 'condonacion']);
        expect(movimientos.every((m: Json) => m.asientoContable?.numero > 0)).toBe(true);
        expect(movimientos[2].asientoContable).toEqual(movimientos[1].asientoContable);
      }
      await sinDescuadres();
    });

    it('condonar perdona primero interés pactado (no es gasto); más allá del interés, capital (gasto)', async () => {
      const p = await prestamo(amortizableDiario(1_000_000, 10));
      expect(
        (await pedir('POST', `/api/prestamos/${p._id}/condonar`, { monto: 60_000, motivo: 'Acuerdo' }))
          .status,
      ).toBe(200);
      let s = await saldos(p._id);
      expect([s.cartera_capital, s.cartera_intereses, s.descuentos_condonaciones]).toEqual([
        1_000_000,
        40_000,
        undefined,
      ]);
      expect(
        (await pedir('POST', `/api/prestamos/${p._id}/condonar`, { monto: 100_000, motivo: 'Acuerdo' }))
          .status,
      ).toBe(200);
      s = await saldos(p._id);
      expect([s.cartera_capital, s.cartera_intereses, s.descuentos_condonaciones]).toEqual([
        940_000,
        undefined,
        60_000,
      ]);
      // Quien condona puede pedir capital primero: es gasto desde el primer peso.
      const q = await prestamo(amortizableDiario(1_000_000, 10));
      const r = await pedir('POST', `/api/prestamos/${q._id}/condonar`, {
        monto: 50_000,
        motivo: 'Acuerdo',
        aplicarA: 'capital',
      });
      expect(r.status).toBe(200);
      s = await saldos(q._id);
      expect([s.cartera_capital, s.cartera_intereses, s.descuentos_condonaciones]).toEqual([
        950_000, 100_000, 50_000,
      ]);
      const malo = await pedir('POST', `/api/prestamos/${q._id}/condonar`, {
        monto: 1,
        motivo: 'Acuerdo',
        aplicarA: 'todo',
      });
      expect(malo.status).toBe(400);
      await sinDescuadres();
    });

    it('caso 6: un reenganche sin efectivo no hace crecer la cartera de capital; el interés refinanciado sigue diferido', async () => {
      const p = await prestamo(amortizableDiario(1_000_000, 20));
      const antes = await saldos();
      const r = await pedir('POST', `/api/prestamos/${p._id}/reenganche`, {
        cuotas: 12,
        interes: 10,
        modalidad: 'diario',
        tipoAmortizacion: 'amortizable',
        montoAdicional: 0,
      });
      expect(r.status).toBe(201);
      const nuevo = r.body.data;
      const despues = await saldos();
      // Ningún peso salió: la caja no cambia y la cartera de capital tampoco.
      expect(despues.caja_oficina ?? 0).toBe(antes.caja_oficina ?? 0);
      expect(despues.cartera_capital).toBe(antes.cartera_capital);
      // El nuevo: 1.200.000 de monto al 10 % = 1.320.000 pactados; capital 1.000.000, interés 200.000 + 120.000.
      expect(await carteraDe(nuevo._id)).toEqual([1_000_000, 320_000]);
      await sinDescuadres();
    });

    it('reenganche que condona el interés por vencer: el préstamo nuevo sólo lleva capital e interés vencido', async () => {
      // 10 cuotas diarias desde mañana: nada vencido; 1.000.000 de capital y 200.000 de interés por vencer.
      const p = await prestamo(amortizableDiario(1_000_000, 20));
      const saldo = await pedir('GET', `/api/prestamos/${p._id}/reenganche`);
      expect(saldo.body.data).toEqual({
        capital: 1_000_000,
        interesVencido: 0,
        interesPorVencer: 200_000,
        total: 1_200_000,
        mora: 0,
      });
      const antes = await saldos();
      const r = await pedir('POST', `/api/prestamos/${p._id}/reenganche`, {
        cuotas: 10,
        interes: 10,
        modalidad: 'diario',
        tipoAmortizacion: 'amortizable',
        interesPorVencer: 'condonar',
      });
      expect(r.status).toBe(201);
      expect(r.body.data.monto).toBe(1_000_000);
      const [anterior] = await prueba.dataSource.query(
        `SELECT coalesce(sum(monto) FILTER (WHERE tipo = 'condonacion'), 0) AS condonado FROM prestamos_movimientos WHERE prestamo_id = $1`,
        [p._id],
      );
      expect(Number(anterior.condonado)).toBe(200_000);
      const despues = await saldos();
      // Perdonar interés pactado no es gasto, ni sale efectivo; la cartera de capital no cambia.
      expect(despues.descuentos_condonaciones ?? 0).toBe(antes.descuentos_condonaciones ?? 0);
      expect(despues.caja_oficina ?? 0).toBe(antes.caja_oficina ?? 0);
      expect(despues.cartera_capital).toBe(antes.cartera_capital);
      expect(await carteraDe(r.body.data._id)).toEqual([1_000_000, 100_000]);
      const malo = await pedir('POST', `/api/prestamos/${r.body.data._id}/reenganche`, {
        interesPorVencer: 'regalar',
      });
      expect(malo.status).toBe(400);
      expect(JSON.stringify(malo.body)).toMatch(/se refinancia o se condona/);
      await sinDescuadres();
    });

    it('caso 2: corregir el préstamo de un cobro del cobrador mantiene el efectivo en su poder (una reversión y una aplicación)', async () => {
      const cobrador = await prueba.cuenta('cobrador1');
      const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: cobrador.id });
      const terminos = {
        monto: 100_000,
        interes: 20,
        cuotas: 10,
        modalidad: 'diario',
        tipoAmortizacion: 'amortizable',
      };
      const a = await crearPrestamoPrueba(prueba, tokens.admin, {
        cliente: cliente.id,
        cobrador: cobrador.id,
        fechaInicio: hoy,
        ...terminos,
      });
      const b = await crearPrestamoPrueba(prueba, tokens.admin, {
        cliente: cliente.id,
        cobrador: cobrador.id,
        fechaInicio: hoy,
        ...terminos,
      });
      const tokenCobrador = await prueba.token('cobrador1');
      const cobro = await prueba.pedir({
        metodo: 'POST',
        ruta: '/api/cobros',
        token: tokenCobrador,
        cuerpo: { prestamo: a._id, monto: 10_000, fecha: hoy },
      });
      expect(cobro.status).toBe(201);
      const efectivo = async () => {
        const [f] = await prueba.dataSource.query(
          `SELECT coalesce(sum(l.debito - l.credito), 0) AS s FROM contabilidad_lineas l
           JOIN contabilidad_cuentas c ON c.id = l.cuenta_id WHERE c.cobrador_id = $1`,
          [cobrador.id],
        );
        return Number(f.s);
      };
      const antes = await efectivo();
      const r = await pedir('POST', `/api/cobros/${cobro.body.data._id}/corregir-prestamo`, {
        prestamo: b._id,
        motivo: 'Préstamo equivocado',
      });
      expect(r.status).toBe(200);
      expect(await efectivo()).toBe(antes);
      const tipos = await prueba.dataSource.query(
        `SELECT DISTINCT a.tipo FROM contabilidad_asientos a JOIN contabilidad_lineas l ON l.asiento_id = a.id
         WHERE l.cobro_id = $1 ORDER BY 1`,
        [cobro.body.data._id],
      );
      expect(tipos.map((t: Json) => t.tipo)).toEqual(['cobro', 'reversion']);
      await sinDescuadres();
    });
  });

  it('las subcuentas de efectivo de los cobradores siguen numerándose pasado el 99', async () => {
    await prueba.dataSource.query(`SELECT setval('contabilidad_subcuenta_cobrador_seq', 99)`);
    const codigos: string[] = [];
    for (let i = 0; i < 2; i++) {
      const cobrador = await crearUsuario(prueba.dataSource, { rol: 'cobrador' });
      const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: cobrador.id });
      const p = await crearPrestamoPrueba(prueba, tokens.admin, {
        cliente: cliente.id,
        cobrador: cobrador.id,
        fechaInicio: hoy,
        monto: 100_000,
        interes: 10,
        cuotas: 5,
        modalidad: 'diario',
        tipoAmortizacion: 'amortizable',
      });
      const token = await prueba.token(cobrador);
      const r = await prueba.pedir({
        metodo: 'POST',
        ruta: '/api/cobros',
        token,
        cuerpo: { prestamo: p._id, monto: 1_000, fecha: hoy },
      });
      expect(r.status).toBe(201);
      const [cuenta] = await prueba.dataSource.query(
        `SELECT codigo FROM contabilidad_cuentas WHERE cobrador_id = $1`,
        [cobrador.id],
      );
      codigos.push(cuenta.codigo);
    }
    expect(codigos).toEqual(['110510100', '110510101']);
  });

  describe('lo que hace cumplir la base', () => {
    it('un comprobante que no cuadra no se confirma, y nada del libro mayor se cambia ni se borra', async () => {
      const [cuenta] = await prueba.dataSource.query(
        `SELECT id FROM contabilidad_cuentas WHERE clave = 'caja_oficina'`,
      );
      await expect(
        prueba.dataSource.transaction(async (m) => {
          const [a] = await m.query(
            `INSERT INTO contabilidad_asientos (fecha, tipo, descripcion, origen) VALUES ($1, 'movimiento_caja', 'x', 'movimiento_caja') RETURNING id`,
            [hoy],
          );
          await m.query(
            `INSERT INTO contabilidad_lineas (asiento_id, fecha, cuenta_id, debito) VALUES ($1, $2, $3, 10)`,
            [a.id, hoy, cuenta.id],
          );
        }),
      ).rejects.toThrow(/no cuadra/);
      await expect(
        prueba.dataSource.query(
          `UPDATE contabilidad_lineas SET debito = debito + 1 WHERE id = (SELECT min(id) FROM contabilidad_lineas)`,
        ),
      ).rejects.toThrow(/no admite cambios/);
      await expect(
        prueba.dataSource.query(
          `DELETE FROM contabilidad_asientos WHERE numero = (SELECT min(numero) FROM contabilidad_asientos)`,
        ),
      ).rejects.toThrow(/no admite cambios/);
      // Líneas cuadradas agregadas a un comprobante de otra transacción: tampoco.
      const [viejo] = await prueba.dataSource.query(
        `SELECT id, fecha::text FROM contabilidad_asientos ORDER BY numero LIMIT 1`,
      );
      await expect(
        prueba.dataSource.transaction(async (m) => {
          for (const [d, c] of [
            [5, 0],
            [0, 5],
          ]) {
            await m.query(
              `INSERT INTO contabilidad_lineas (asiento_id, fecha, cuenta_id, debito, credito) VALUES ($1, $2, $3, $4, $5)`,
              [viejo.id, viejo.fecha, cuenta.id, d, c],
            );
          }
        }),
      ).rejects.toThrow(/ya está cerrado/);
    });

    it('cerrar un mes espera a la escritura de dinero en curso; después, ese mes ya no admite nada', async () => {
      const [{ fin }] = await prueba.dataSource.query(
        `SELECT (date_trunc('month', $1::date) - interval '1 day')::date::text AS fin`,
        [hoy],
      );
      const enCurso = prueba.dataSource.createQueryRunner();
      await enCurso.connect();
      await enCurso.startTransaction();
      try {
        await enCurso.query(
          `INSERT INTO movimientos_caja (fecha, tipo, categoria, concepto, monto) VALUES ($1, 'ingreso', 'otros', 'En curso', 1000)`,
          [fin],
        );
        let cerrado = false;
        const cierre = pedir('PUT', '/api/contabilidad/cierre', { cerradoHasta: fin }).then((r) => {
          cerrado = true;
          return r;
        });
        await new Promise((listo) => setTimeout(listo, 300));
        expect(cerrado).toBe(false);
        await enCurso.commitTransaction();
        expect((await cierre).status).toBe(200);
        await expect(
          prueba.dataSource.query(
            `INSERT INTO movimientos_caja (fecha, tipo, categoria, concepto, monto) VALUES ($1, 'ingreso', 'otros', 'Tarde', 1000)`,
            [fin],
          ),
        ).rejects.toMatchObject({ code: 'CA001' });
      } finally {
        if (enCurso.isTransactionActive) await enCurso.rollbackTransaction();
        await enCurso.release();
        await prueba.dataSource.query(
          `UPDATE configuracion_organizacion SET cerrado_hasta = NULL WHERE id = 1`,
        );
        await prueba.dataSource.query(`DELETE FROM movimientos_caja WHERE concepto = 'En curso'`);
      }
    });

    it('ningún comprobante se fecha en un periodo cerrado', async () => {
      const [{ fin }] = await prueba.dataSource.query(
        `SELECT (date_trunc('month', $1::date) - interval '1 day')::date::text AS fin`,
        [hoy],
      );
      await prueba.dataSource.query(`UPDATE configuracion_organizacion SET cerrado_hasta = $1 WHERE id = 1`, [
        fin,
      ]);
      try {
        await expect(
          prueba.dataSource.query(
            `INSERT INTO contabilidad_asientos (fecha, tipo, descripcion, origen) VALUES ($1, 'movimiento_caja', 'x', 'movimiento_caja')`,
            [fin],
          ),
        ).rejects.toMatchObject({ code: 'CA001' });
      } finally {
        await prueba.dataSource.query(
          `UPDATE configuracion_organizacion SET cerrado_hasta = NULL WHERE id = 1`,
        );
      }
    });
  });

  describe('estados y exportes', () => {
    it('el balance de prueba cuadra; el estado de resultados y el balance general salen de las mismas sumas', async () => {
      const p = await prestamo({
        monto: 500_000,
        interes: 20,
        cuotas: 5,
        modalidad: 'diario',
        tipoAmortizacion: 'amortizable',
      });
      // Cuota de 120.000: 100.000 de capital y 20.000 de interés (calculado aquí: 600.000 / 5; 500.000 / 5).
      expect(
        (await pedir('POST', '/api/cobros', { prestamo: p._id, monto: 120_000, fecha: hoy })).status,
      ).toBe(201);
      const balance = (
        await pedir('GET', `/api/contabilidad/balance-prueba?desde=${hoy.slice(0, 8)}01&hasta=${hoy}`)
      ).body.data;
      expect(balance.totalDebitos).toBe(balance.totalCreditos);
      expect(balance.cuentas.reduce((t: number, c: Json) => t + Math.round(c.saldo * 100), 0)).toBe(0);
      const estado = (
        await pedir('GET', `/api/contabilidad/estado-resultados?desde=${hoy.slice(0, 8)}01&hasta=${hoy}`)
      ).body.data;
      const [{ interes }] = await prueba.dataSource.query(
        `SELECT coalesce(sum(CASE tipo WHEN 'reversion' THEN -interes ELSE interes END), 0) AS interes FROM prestamos_movimientos
         WHERE tipo IN ('cobro', 'reversion', 'liquidacion') AND fecha BETWEEN $1 AND $2
           AND prestamo_id IN (SELECT id FROM prestamos WHERE tipo_amortizacion <> 'interes_adelantado' AND prestamo_origen_id IS NULL)`,
        [`${hoy.slice(0, 8)}01`, hoy],
      );
      const ingresoIntereses = estado.ingresos.find((f: Json) => f.codigo === '415005')?.monto ?? 0;
      expect(ingresoIntereses).toBeGreaterThanOrEqual(20_000);
      expect(ingresoIntereses).toBeGreaterThanOrEqual(Number(interes));
      const general = (await pedir('GET', `/api/contabilidad/balance-general?fecha=${hoy}`)).body.data;
      expect(Math.round(general.totalActivos * 100)).toBe(
        Math.round((general.totalPasivos + general.totalPatrimonio) * 100),
      );
      await sinDescuadres();
    });

    it('el balance de prueba de cualquier periodo (meses de los saldos guardados y días sueltos) es el de las líneas, antes y después de compactar', async () => {
      const ayer = sumarDias(hoy, -1);
      const p = await prestamo({
        monto: 200_000,
        interes: 10,
        cuotas: 4,
        modalidad: 'semanal',
        tipoAmortizacion: 'amortizable',
        fechaInicio: sumarDias(hoy, -40),
      });
      expect(
        (await pedir('POST', '/api/cobros', { prestamo: p._id, monto: 55_000, fecha: ayer })).status,
      ).toBe(201);
      expect((await pedir('POST', '/api/cobros', { prestamo: p._id, monto: 5_000, fecha: hoy })).status).toBe(
        201,
      );
      const rangos: Array<[string, string]> = [
        [`${hoy.slice(0, 8)}01`, hoy],
        [ayer, hoy],
        [sumarDias(hoy, -40), sumarDias(hoy, -3)],
        [sumarDias(hoy, -400), sumarDias(hoy, 30)],
      ];
      const comparar = async () => {
        for (const [desde, hasta] of rangos) {
          const api = (await pedir('GET', `/api/contabilidad/balance-prueba?desde=${desde}&hasta=${hasta}`))
            .body.data;
          const directo: Json[] = await prueba.dataSource.query(
            `SELECT c.codigo,
                    coalesce(sum(l.debito - l.credito) FILTER (WHERE l.fecha < $1), 0)::float AS "saldoAnterior",
                    coalesce(sum(l.debito) FILTER (WHERE l.fecha >= $1), 0)::float AS debitos,
                    coalesce(sum(l.credito) FILTER (WHERE l.fecha >= $1), 0)::float AS creditos
             FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id WHERE l.fecha <= $2
             GROUP BY c.codigo HAVING sum(l.debito) + sum(l.credito) > 0 ORDER BY c.codigo`,
            [desde, hasta],
          );
          const deApi = api.cuentas.map((c: Json) => ({
            codigo: c.codigo,
            saldoAnterior: c.saldoAnterior,
            debitos: c.debitos,
            creditos: c.creditos,
          }));
          const esperado = directo.filter(
            (f) => f.saldoAnterior !== 0 || f.debitos !== 0 || f.creditos !== 0,
          );
          expect({ desde, hasta, cuentas: deApi }).toEqual({ desde, hasta, cuentas: esperado });
        }
      };
      await comparar();
      await prueba.dataSource.query(`SELECT contabilidad_saldos_compactar()`);
      const [{ filas, grupos }] = await prueba.dataSource.query(
        `SELECT count(*)::int AS filas, count(DISTINCT (cuenta_id, mes))::int AS grupos FROM contabilidad_saldos_mes`,
      );
      expect(filas).toBe(grupos);
      await comparar();
      await sinDescuadres();
    });

    it('el diario busca el tercero por su nombre sin tildes ni mayúsculas; más allá de la última página, cuántos hay', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource, { nombre: 'Óscar Núñez Diario' });
      await crearPrestamoPrueba(prueba, tokens.admin, {
        cliente: cliente.id,
        fechaInicio: hoy,
        monto: 250_000,
        interes: 10,
        cuotas: 2,
        modalidad: 'diario',
        tipoAmortizacion: 'amortizable',
      });
      const r = await pedir('GET', `/api/contabilidad/diario?tercero=OSCAR%20NUNEZ&desde=${hoy}&hasta=${hoy}`);
      expect(r.status).toBe(200);
      expect(r.body.data).toHaveLength(1);
      expect(r.body.meta).toMatchObject({ total: 1 });
      const [asiento] = r.body.data;
      expect(asiento.tipo).toBe('desembolso');
      // 250.000 al débito de la cartera de capital, con el cliente como tercero.
      expect(asiento.lineas.find((l: Json) => l.codigo === '140505')).toMatchObject({
        debito: 250_000,
        credito: 0,
        tercero: { tipo: 'cliente', nombre: 'Óscar Núñez Diario', documento: cliente.cedula },
      });
      const lejos = await pedir('GET', `/api/contabilidad/diario?tercero=nunez%20diario&desde=${hoy}&hasta=${hoy}&page=3&limit=5`);
      expect(lejos.status).toBe(200);
      expect(lejos.body.data).toEqual([]);
      expect(lejos.body.meta).toMatchObject({ total: 1, page: 3, limit: 5 });
    });

    it('el diario filtra por cuenta, origen y tercero, y se exporta con las columnas del contador', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource, { nombre: 'Tercera Contable' });
      const p = await crearPrestamoPrueba(prueba, tokens.admin, {
        cliente: cliente.id,
        fechaInicio: hoy,
        monto: 300_000,
        interes: 10,
        cuotas: 3,
        modalidad: 'diario',
        tipoAmortizacion: 'amortizable',
      });
      const r = await pedir(
        'GET',
        `/api/contabilidad/diario?tercero=${cliente.cedula}&cuenta=1405&origen=prestamo&desde=${hoy}&hasta=${hoy}`,
      );
      expect(r.status).toBe(200);
      expect(r.body.data).toHaveLength(1);
      const [asiento] = r.body.data;
      expect(asiento.tipo).toBe('desembolso');
      expect(asiento.lineas.find((l: Json) => l.codigo === '140505')).toMatchObject({
        debito: 300_000,
        credito: 0,
        tercero: { tipo: 'cliente', documento: cliente.cedula, nombre: 'Tercera Contable' },
        prestamo: { id: p._id },
      });
      const csv = await pedir(
        'GET',
        `/api/contabilidad/diario/exporte?desde=${hoy}&hasta=${hoy}&formato=csv`,
      );
      expect(csv.status).toBe(200);
      const texto = Buffer.from(csv.body as unknown as string, 'utf8')
        .toString()
        .replace(/^\uFEFF/, '');
      const lineas = texto.trim().split('\r\n');
      expect(lineas[0]).toBe(
        'Fecha;Tipo de comprobante;Comprobante;Cuenta;Nombre de la cuenta;Tipo de documento;Documento del tercero;DV;' +
          'Nombre del tercero;Débito;Crédito;Descripción',
      );
      expect(lineas.some((l) => l.includes(`;CC;${cliente.cedula};`) && l.includes('140505'))).toBe(true);
      // Sin fila de totales: cada fila es una línea de un comprobante (docs/decisiones/exporte-contable.md).
      expect(lineas.some((l) => l.includes('Totales'))).toBe(false);
      const xlsx = await prueba.app
        .getHttpAdapter()
        .getInstance()
        .inject({
          method: 'GET',
          url: `/api/contabilidad/balance-prueba/exporte?desde=${hoy}&hasta=${hoy}&formato=xlsx`,
          headers: { authorization: `Bearer ${tokens.admin}` },
        });
      expect(xlsx.statusCode).toBe(200);
      const libro = new ExcelJS.Workbook();
      await libro.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const hoja = libro.getWorksheet('Balance de prueba');
      expect(hoja?.getRow(2).getCell(1).value).toBe('Código');
    });

    it('una consulta mal formada recibe un 400 en español y nada cambia', async () => {
      const casos: Array<[string, RegExp]> = [
        [
          `/api/contabilidad/balance-prueba?desde=${hoy}&hasta=${sumarDias(hoy, -1)}`,
          /anterior a la inicial/,
        ],
        ['/api/contabilidad/diario?cuenta=caja', /código numérico/],
        ['/api/contabilidad/diario?origen=banco', /origen debe ser/],
        [`/api/contabilidad/diario/exporte?desde=${hoy}&formato=pdf`, /csv, xlsx, siigo, worldoffice/],
        [`/api/contabilidad/diario/exporte?desde=2020-01-01&hasta=2026-01-01&formato=csv`, /366 días/],
        ['/api/contabilidad/balance-general?fecha=9999-99-99', /fecha/i],
      ];
      for (const [ruta, mensaje] of casos) {
        const r = await pedir('GET', ruta);
        expect({ ruta, status: r.status }).toEqual({ ruta, status: 400 });
        expect(JSON.stringify(r.body)).toMatch(mensaje);
      }
      const cobrador = await prueba.pedir({
        metodo: 'GET',
        ruta: '/api/contabilidad/diario',
        token: await prueba.token('cobrador1'),
      });
      expect(cobrador.status).toBe(403);
    });

    it('el contador cambia el código y el nombre de una cuenta; el papel de la cuenta no cambia', async () => {
      const cuentas = (await pedir('GET', '/api/contabilidad/cuentas')).body.data;
      const caja = cuentas.find((c: Json) => c.clave === 'caja_oficina');
      const r = await pedir('PUT', `/api/contabilidad/cuentas/${caja.id}`, {
        nombre: 'Caja general',
        codigo: '11050501',
      });
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({
        codigo: '11050501',
        nombre: 'Caja general',
        clave: 'caja_oficina',
      });
      const repetido = await pedir('PUT', `/api/contabilidad/cuentas/${caja.id}`, { codigo: '140505' });
      expect(repetido.status).toBe(400);
      await pedir('PUT', `/api/contabilidad/cuentas/${caja.id}`, {
        nombre: 'Caja de la oficina',
        codigo: '110505',
      });
    });
  });

  it('pasar los datos existentes al libro mayor da los mismos saldos (la migración), sin descuadres', async () => {
    const antes = await prueba.dataSource.query(
      `SELECT c.codigo, sum(l.debito) AS d, sum(l.credito) AS c FROM contabilidad_lineas l
       JOIN contabilidad_cuentas c ON c.id = l.cuenta_id GROUP BY c.codigo ORDER BY c.codigo`,
    );
    // Como una base de antes del libro mayor: sin comprobantes, y la migración los escribe.
    await rehacerLibroMayor(prueba.dataSource);
    const despues = await prueba.dataSource.query(
      `SELECT c.codigo, sum(l.debito) AS d, sum(l.credito) AS c FROM contabilidad_lineas l
       JOIN contabilidad_cuentas c ON c.id = l.cuenta_id GROUP BY c.codigo ORDER BY c.codigo`,
    );
    const neto = (filas: Json[]) => filas.map((f) => [f.codigo, Number(f.d) - Number(f.c)]);
    expect(neto(despues)).toEqual(neto(antes));
    await sinDescuadres();
  });
});
