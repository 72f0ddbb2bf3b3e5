// Libros que un contador firma (issue 55, punto 7), en PostgreSQL real: cada reversión y anulación enlaza el
// comprobante que deshace; y la verificación, que recalcula de las fuentes, encuentra cada regla rota a propósito. La
// mora y la caja del cobrador, en libro-auditable.e2e-spec.ts.
import { sumarDias } from '@cartera/dominio';
import type { Json } from './support/app-prueba';
import { crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';
import { asientoAMano } from './support/mayor';
import { usarLibroAuditable } from './support/libro-auditable';

describe('Libros que un contador firma: reversiones enlazadas y verificación', () => {
  const { hoy, prueba, tokens, ids, pedir, barrer, descuadres, terminos, adelantadoDe } = usarLibroAuditable();

  describe('7. cada reversión y anulación enlaza el comprobante que deshace', () => {
    const comprobantes = async (prestamoId: string): Promise<Array<{ id: string; tipo: string; reverso_de: string | null }>> =>
      prueba.dataSource.query(
        `SELECT DISTINCT a.id, a.tipo, a.reverso_de, a.numero FROM contabilidad_asientos a
         JOIN contabilidad_lineas l ON l.asiento_id = a.id WHERE l.prestamo_id = $1 ORDER BY a.numero`,
        [prestamoId],
      );

    it('borrar un cobro y revertir una cuota de otro por partes: cada reversión apunta al comprobante del cobro', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource);
      const p = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: cliente.id, ...terminos, fechaInicio: hoy });
      const uno = await pedir('POST', '/api/cobros', tokens.admin, { prestamo: p._id, monto: 30_000, fecha: hoy });
      expect((await pedir('DELETE', `/api/cobros/${uno.body.data._id}`, tokens.admin)).status).toBe(200);
      // Un cobro que paga dos cuotas; se revierte una y después la otra: dos reversiones del mismo comprobante.
      const dos = await pedir('POST', '/api/cobros', tokens.admin, { prestamo: p._id, monto: 200_000, fecha: hoy });
      expect(dos.status).toBe(201);
      expect((await pedir('PATCH', `/api/prestamos/${p._id}/plan/cuota/2/revertir`, tokens.admin)).status).toBe(200);
      expect((await pedir('PATCH', `/api/prestamos/${p._id}/plan/cuota/1/revertir`, tokens.admin)).status).toBe(200);

      const lista = await comprobantes(p._id as string);
      const cobros = lista.filter((a) => a.tipo === 'cobro');
      const reversiones = lista.filter((a) => a.tipo === 'reversion');
      expect(cobros).toHaveLength(2);
      expect(reversiones).toHaveLength(3);
      expect(reversiones.map((r) => r.reverso_de)).toEqual([cobros[0].id, cobros[1].id, cobros[1].id]);
      // El diario de la API lo dice igual.
      const diario = await pedir('GET', `/api/contabilidad/diario?desde=${hoy}&hasta=${hoy}&limit=1000`, tokens.admin);
      expect(diario.status).toBe(200);
      const enDiario = (diario.body.data as Json[]).filter((a) => a.tipo === 'reversion' && reversiones.some((r) => r.id === a.id));
      expect(enDiario.map((a) => a.reversoDe)).toEqual([cobros[0].id, cobros[1].id, cobros[1].id]);
    });

    it('anular un préstamo enlaza su desembolso', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource);
      const p = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: cliente.id, ...terminos, fechaInicio: hoy });
      const r = await pedir('POST', `/api/prestamos/${p._id}/anular`, tokens.admin, { motivo: 'Se registró por error' });
      expect(r.status).toBe(200);
      const lista = await comprobantes(p._id as string);
      const desembolso = lista.find((a) => a.tipo === 'desembolso');
      const anulacion = lista.find((a) => a.tipo === 'anulacion');
      expect(desembolso).toBeDefined();
      expect(anulacion?.reverso_de).toBe(desembolso?.id);
    });
  });

  describe('la verificación recalcula de las fuentes y encuentra cada regla rota a propósito', () => {
    it('mora antes del desembolso, mora sobre interés y una 136530 que no es la deuda del cobrador', async () => {
      expect(await descuadres()).toEqual([]);
      const cliente = await crearClientePrueba(prueba.dataSource);
      const inicio = sumarDias(hoy, -20);
      const p = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: cliente.id, ...terminos, fechaInicio: inicio, fecha: inicio });
      const nuevo = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: cliente.id, ...terminos, fechaInicio: hoy });
      await barrer();
      const [cuota] = await prueba.dataSource.query(
        `SELECT id, mora_causada FROM cuotas WHERE prestamo_id = $1 AND numero = 1`,
        [p._id],
      );
      const [cuotaNueva] = await prueba.dataSource.query(`SELECT id FROM cuotas WHERE prestamo_id = $1 AND numero = 1`, [
        nuevo._id,
      ]);
      // Romper la mora: una cuota con el doble de lo que su capital permite, y mora en un préstamo de hoy.
      await prueba.dataSource.query(`UPDATE cuotas SET mora_causada = mora_causada * 2 WHERE id = $1`, [cuota.id]);
      await prueba.dataSource.query(`UPDATE cuotas SET mora_causada = 500 WHERE id = $1`, [cuotaNueva.id]);
      await prueba.dataSource.query(`UPDATE prestamos SET mora_causada_hasta = $2 WHERE id = $1`, [nuevo._id, hoy]);
      let reglas = (await descuadres()).map((d) => `${d.regla}#${(d.prestamo as Json | null)?.numero ?? ''}`);
      expect(reglas).toContain(`mora_sobre_capital#${p.numero}`);
      expect(reglas).toContain(`mora_antes_del_desembolso#${nuevo.numero}`);
      await prueba.dataSource.query(`UPDATE cuotas SET mora_causada = $2 WHERE id = $1`, [cuota.id, cuota.mora_causada]);
      await prueba.dataSource.query(`UPDATE cuotas SET mora_causada = 0 WHERE id = $1`, [cuotaNueva.id]);
      expect(await descuadres()).toEqual([]);

      // Romper la 136530: un comprobante escrito a mano que le carga al cobrador 1.000 que no vienen de ninguna entrega.
      await asientoAMano(prueba.dataSource, {
        fecha: hoy,
        tipo: 'movimiento_caja',
        descripcion: 'Cargo a mano',
        debito: 'faltantes_cobradores',
        credito: 'otros_ingresos',
        monto: 1000,
        tercero: { columna: 'cobrador_id', id: ids.cobrador1, soloDebito: true },
      });
      reglas = (await descuadres()).map((d) => d.regla as string);
      expect(reglas.some((r) => r.startsWith('faltantes_cobrador:'))).toBe(true);
    });

    it('4. capital e interés de los reportes: un reparto del libro mayor que no es el del libro de préstamos', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource);
      const plan = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: cliente.id, ...terminos, fechaInicio: hoy });
      const adelantado = await adelantadoDe(cliente.id, { fechaInicio: hoy });
      const antes = (await descuadres()).map((d) => d.regla as string);
      expect(antes.filter((r) => r.startsWith('reporte_'))).toEqual([]);
      // Romper el reparto: un comprobante a mano pasa 1.000 de interés (140510) a capital (140505) en cada préstamo;
      // el total del préstamo no cambia (mayor_cartera sigue cuadrando), sí lo que los reportes leen como capital.
      for (const id of [plan._id, adelantado._id]) {
        await asientoAMano(prueba.dataSource, {
          fecha: hoy,
          tipo: 'movimiento_caja',
          descripcion: 'Reparto a mano',
          debito: 'cartera_capital',
          credito: 'cartera_intereses',
          monto: 1000,
          tercero: { columna: 'prestamo_id', id },
        });
      }
      const despues = (await descuadres()).filter((d) => String(d.regla).startsWith('reporte_'));
      const vistos = despues.map(
        (d) => `${d.regla}#${(d.prestamo as Json).numero}:${Number(d.encontrado) - Number(d.esperado)}`,
      );
      expect(vistos.sort()).toEqual(
        [
          `reporte_capital#${plan.numero}:1000`,
          `reporte_interes#${plan.numero}:-1000`,
          `reporte_capital#${adelantado.numero}:1000`,
          `reporte_interes#${adelantado.numero}:-1000`,
        ].sort(),
      );
      // El capital de 800.000 que entregó el préstamo adelantado se recalcula del desembolso, no del libro mayor.
      const capitalAdelantado = despues.find(
        (d) => d.regla === 'reporte_capital' && (d.prestamo as Json).numero === adelantado.numero,
      );
      expect(capitalAdelantado?.esperado).toBe(800_000);
    });

    it('5. un mes cerrado: lo prestado no se mueve con una anulación posterior, sí con una fecha movida a mano', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource);
      const antes = sumarDias(hoy, -40);
      const viejo = await crearPrestamoPrueba(prueba, tokens.admin, {
        cliente: cliente.id,
        ...terminos,
        fechaInicio: antes,
        fecha: antes,
      });
      const cerrados = () =>
        descuadres().then((lista) => lista.filter((d) => String(d.regla).startsWith('reporte_cerrado_prestado:')));
      await prueba.dataSource.query(`UPDATE configuracion_organizacion SET cerrado_hasta = $1 WHERE id = 1`, [
        sumarDias(hoy, -30),
      ]);
      try {
        expect(await cerrados()).toEqual([]);
        // Anularlo hoy: la anulación cuenta en el mes de hoy (abierto) y el mes cerrado sigue igual.
        const r = await pedir('POST', `/api/prestamos/${viejo._id}/anular`, tokens.admin, {
          motivo: 'Se registró por error',
        });
        expect(r.status).toBe(200);
        expect(await cerrados()).toEqual([]);
        // Romperlo: un préstamo de hoy con su fecha movida a mano dentro del periodo cerrado; el reporte de ese mes
        // cambiaría y el libro mayor de ese mes no.
        const nuevo = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: cliente.id, ...terminos, fechaInicio: hoy });
        const movida = sumarDias(hoy, -45);
        await prueba.dataSource.query(`UPDATE prestamos SET fecha = $2 WHERE id = $1`, [nuevo._id, movida]);
        const hallados = await cerrados();
        expect(hallados.map((d) => [d.regla, Number(d.esperado) - Number(d.encontrado)])).toEqual([
          [`reporte_cerrado_prestado:${movida.slice(0, 7)}`, terminos.monto],
        ]);
      } finally {
        await prueba.dataSource.query(`UPDATE configuracion_organizacion SET cerrado_hasta = NULL WHERE id = 1`);
      }
    });
  });
});
