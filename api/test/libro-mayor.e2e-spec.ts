// El libro mayor de partida doble (docs/contabilidad.md): los casos del issue con sus cifras y su comprobante
// correcto, y las subcuentas de efectivo de los cobradores. Las cifras esperadas se calculan aquí a mano, no con las
// reglas. Lo que la base hace cumplir, los estados, los exportes y la migración, en libro-mayor-estados.e2e-spec.ts.
import type { Json } from './support/app-prueba';
import { crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';
import { crearUsuario } from './support/fabricas';
import { usarLibroMayor } from './support/libro-mayor';

describe('Libro mayor', () => {
  const { hoy, prueba, tokens, pedir, prestamo, saldos, amortizableDiario, carteraDe, sinDescuadres } = usarLibroMayor();
  /** Un reenganche amortizable en cuotas diarias al 10 %. */
  const reengancheDiario = (cuotas: number) => ({ cuotas, interes: 10, modalidad: 'diario', tipoAmortizacion: 'amortizable' });

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
        ...reengancheDiario(12),
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
        ...reengancheDiario(10),
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
    await prueba.dueno.query(`SELECT setval('contabilidad_subcuenta_cobrador_seq', 99)`);
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
});
