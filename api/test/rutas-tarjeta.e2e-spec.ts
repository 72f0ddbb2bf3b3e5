// Rutas de cobro: los cinco más atrasados de la tarjeta con sus empates, la ruta abierta frente a la tarjeta guardada,
// la migración de las paradas a arreglos y las paradas de la cartera de cada cobrador. La asignación, los totales, el
// recorrido y los roles, en rutas.e2e-spec.ts.
import { sumarDias } from '@cartera/dominio';
import { RutasParadasEnArreglos1795352200000 } from '../src/database/migrations/1795352200000-rutas-paradas-en-arreglos';
import type { Json } from './support/app-prueba';
import { crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';
import { crearUsuario } from './support/fabricas';
import { usarRutasDeCobro } from './support/rutas-de-cobro';

describe('rutas de cobro: la tarjeta, la ruta abierta y la cartera de cada cobrador', () => {
  const { hoy, prueba, tokens, ids, generar, detalle } = usarRutasDeCobro();

  it('top 5 con empates en días: varios préstamos de un cliente y clientes empatados, a igual atraso por número', async () => {
    // cobrador3 suma 3 clientes más atrasados que los demás y empatados entre sí: M (6 préstamos), A (1) y Z (1), creados
    // en ese orden (números crecientes). El top son los 5 primeros de M por número; A y Z empatan en días pero no entran.
    const cobrador3Id = (await prueba.cuenta('cobrador3')).id;
    const prestar = async (cliente: string) =>
      crearPrestamoPrueba(
        prueba,
        tokens.admin,
        { cliente, monto: 10000, interes: 0, cuotas: 4, tipoAmortizacion: 'amortizable', fechaInicio: sumarDias(hoy, -70) },
      );
    const [m, a, z] = [
      await crearClientePrueba(prueba.dataSource, { cobradorId: cobrador3Id }),
      await crearClientePrueba(prueba.dataSource, { cobradorId: cobrador3Id }),
      await crearClientePrueba(prueba.dataSource, { cobradorId: cobrador3Id }),
    ];
    for (let k = 0; k < 6; k += 1) await prestar(m.id);
    await prestar(a.id);
    await prestar(z.id);
    for (const [tipo, cobradorId] of [['vencidos', cobrador3Id], ['vencidos', undefined], ['todos', undefined]] as const) {
      const r = await generar({ tipo, ...(cobradorId ? { cobradorId } : {}) });
      const ruta = r.body.data.find((x: Json) => x.cobrador._id === cobrador3Id);
      expect(ruta.topPrestamos.map((p: Json) => p.cliente._id)).toEqual([m.id, m.id, m.id, m.id, m.id]);
      const d = await detalle(ruta._id);
      expect(ruta.topPrestamos).toEqual(d.prestamos.slice(0, 5).map(({ cuotaDelDia: _c, ...p }: Json) => p));
      expect(ruta.clientesRestantes).toBe(ruta.cantidadClientes - 1);
      expect(d.prestamos.slice(5, 8).map((p: Json) => p.cliente._id)).toEqual([m.id, a.id, z.id]);
      // Las paradas guardan todos los préstamos del cliente (los 6 de M), de más a menos días y luego por número.
      const parada = d.clientes.find((c: Json) => c._id === m.id);
      expect(parada.prestamos).toHaveLength(6);
      const deM = d.prestamos.filter((p: Json) => p.cliente._id === m.id);
      expect(deM.map((p: Json) => p._id)).toEqual(parada.prestamos);
      expect(deM.map((p: Json) => p.numero)).toEqual([...deM.map((p: Json) => p.numero)].sort((x: number, y: number) => x - y));
    }
  });

  it('top 5 con más de 5 clientes empatados en días: entran los préstamos de menor número, no los primeros clientes', async () => {
    // Un cobrador nuevo con 7 clientes de un préstamo cada uno, todos con el mismo atraso; los préstamos se crean en un
    // orden distinto del de los clientes. El top son los 5 préstamos de menor número; los otros 2 clientes no salen.
    const cobrador = await crearUsuario(prueba.dataSource, { rol: 'cobrador' });
    const clientes: Array<{ id: string }> = [];
    for (let k = 0; k < 7; k += 1) clientes.push(await crearClientePrueba(prueba.dataSource, { cobradorId: cobrador.id }));
    const orden = [4, 6, 0, 2, 5, 1, 3];
    for (const k of orden) {
      await crearPrestamoPrueba(
        prueba,
        tokens.admin,
        { cliente: clientes[k]!.id, monto: 10000, interes: 0, cuotas: 4, tipoAmortizacion: 'amortizable', fechaInicio: sumarDias(hoy, -40) },
      );
    }
    const esperado = orden.slice(0, 5).map((k) => clientes[k]!.id);
    for (const [tipo, cobradorId] of [['vencidos', cobrador.id], ['vencidos', undefined], ['todos', undefined]] as const) {
      const r = await generar({ tipo, ...(cobradorId ? { cobradorId } : {}) });
      const ruta = r.body.data.find((x: Json) => x.cobrador._id === cobrador.id);
      expect(new Set(ruta.topPrestamos.map((p: Json) => p.diasVencido)).size).toBe(1);
      expect(ruta.topPrestamos.map((p: Json) => p.cliente._id)).toEqual(esperado);
      expect(ruta.clientesRestantes).toBe(2);
      const d = await detalle(ruta._id);
      expect(ruta.topPrestamos).toEqual(d.prestamos.slice(0, 5).map(({ cuotaDelDia: _c, ...p }: Json) => p));
    }
  });

  it('la ruta abierta refleja lo cobrado después de generarla; la tarjeta guarda lo de la generación', async () => {
    const fecha = sumarDias(hoy, 1);
    const ruta = (await generar({ tipo: 'vencidos', cobradorId: ids.cobrador1, fecha })).body.data[0];
    const antes = await detalle(ruta._id);
    const prestamo = antes.prestamos[0];
    expect(prestamo.cuotaDelDia).toBe(0);
    const cobro = await prueba.pedir({ metodo: 'POST', ruta: '/api/cobros', token: tokens.admin, cuerpo: { prestamo: prestamo._id, monto: 15000, fecha: hoy } });
    expect(cobro.status).toBe(201);
    const despues = await detalle(ruta._id);
    expect(despues.clientes.map((c: Json) => c._id)).toEqual(antes.clientes.map((c: Json) => c._id));
    const ahora = despues.prestamos.find((p: Json) => p._id === prestamo._id);
    expect(ahora.saldoPendiente).toBe(prestamo.saldoPendiente - 15000);
    // El abono pagó la cuota vencida más vieja (10.000) y parte de la siguiente: el atraso se cuenta desde esa.
    expect(ahora.diasVencido).toBeLessThan(prestamo.diasVencido);
    const parada = despues.clientes.find((c: Json) => c._id === prestamo.cliente._id);
    expect(parada.saldoPendiente).toBe(despues.prestamos.filter((p: Json) => p.cliente._id === parada._id).reduce((s: number, p: Json) => s + p.saldoPendiente, 0));
    const tarjeta = (await prueba.pedir({ metodo: 'GET', ruta: `/api/rutas?fecha=${fecha}`, token: tokens.admin })).body.data[0];
    expect(tarjeta.totalACobrar).toBe(ruta.totalACobrar);
    expect(tarjeta.topPrestamos).toEqual(ruta.topPrestamos);
  });

  it('la migración de las paradas a arreglos conserva las rutas guardadas (down y up)', async () => {
    const fecha = sumarDias(hoy, 2);
    await generar({ tipo: 'todos', fecha });
    const leer = (consultar: (sql: string, parametros: unknown[]) => Promise<Json[]>) =>
      consultar(
        `SELECT id, cliente_ids, prestamo_ids, cantidad_clientes, cantidad_prestamos FROM rutas WHERE fecha = $1 ORDER BY id`,
        [fecha],
      );
    const antes = await leer((sql, parametros) => prueba.dataSource.query(sql, parametros));
    expect(antes.length).toBeGreaterThan(0);
    const migracion = new RutasParadasEnArreglos1795352200000();
    const runner = prueba.dueno.createQueryRunner();
    try {
      await runner.startTransaction();
      await migracion.down(runner);
      // Con el formato anterior: una fila por cliente con sus préstamos, en el orden de visita.
      const paradas = await runner.query(
        `SELECT s.ruta_id, array_agg(s.cliente_id ORDER BY s.orden) AS clientes, sum(cardinality(s.prestamo_ids))::int AS prestamos
         FROM rutas_paradas s JOIN rutas r ON r.id = s.ruta_id WHERE r.fecha = $1 GROUP BY s.ruta_id ORDER BY s.ruta_id`,
        [fecha],
      );
      expect(paradas.map((p: Json) => [p.ruta_id, p.clientes, p.prestamos])).toEqual(
        antes.map((r: Json) => [r.id, r.cliente_ids, r.cantidad_prestamos]),
      );
      await migracion.up(runner);
      const despues = await leer((sql, parametros) => runner.query(sql, parametros));
      const ordenados = (filas: Json[]) => filas.map((r) => ({ ...r, prestamo_ids: [...r.prestamo_ids].sort() }));
      expect(ordenados(despues)).toEqual(ordenados(antes));
      await runner.commitTransaction();
    } catch (error) {
      await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
    expect((await detalle(antes[0].id)).clientes.map((c: Json) => c._id)).toEqual(antes[0].cliente_ids);
  });

  it('un cliente con cobrador cuyos préstamos dicen otros cobradores es una sola parada de su ruta, con todos', async () => {
    const cobrador3Id = (await prueba.cuenta('cobrador3')).id;
    const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: ids.cobrador2 });
    const prestamos = [];
    for (const cobrador of [ids.cobrador1, cobrador3Id, null]) {
      prestamos.push(
        await crearPrestamoPrueba(
          prueba,
          tokens.admin,
          { cliente: cliente.id, monto: 20000, interes: 0, cuotas: 4, tipoAmortizacion: 'amortizable', fechaInicio: sumarDias(hoy, -21), ...(cobrador ? { cobrador } : {}) }
),
      );
    }
    const fecha = sumarDias(hoy, 3);
    const ruta = (await generar({ tipo: 'vencidos', cobradorId: ids.cobrador2, fecha })).body.data[0];
    const d = await detalle(ruta._id);
    expect(d.clientes.filter((c: Json) => c._id === cliente.id)).toHaveLength(1);
    const parada = d.clientes.find((c: Json) => c._id === cliente.id);
    expect([...parada.prestamos].sort()).toEqual(prestamos.map((p) => p._id).sort());
    expect(parada.saldoPendiente).toBe(60000);
    expect(ruta.cantidadClientes).toBe(d.clientes.length);
    expect(ruta.cantidadPrestamos).toBe(d.prestamos.length);
    // Para todos los cobradores sale la misma ruta de cobrador2, y ninguna otra lleva a ese cliente.
    const todas = (await generar({ tipo: 'vencidos', fecha })).body.data;
    const deCobrador2 = todas.find((r: Json) => r.cobrador._id === ids.cobrador2);
    expect(deCobrador2.cantidadClientes).toBe(ruta.cantidadClientes);
    expect(deCobrador2.totalACobrar).toBe(ruta.totalACobrar);
    for (const otra of todas.filter((r: Json) => r.cobrador._id !== ids.cobrador2)) {
      expect((await detalle(otra._id)).clientes.some((c: Json) => c._id === cliente.id)).toBe(false);
    }
  });

  it('la ruta de un cobrador sólo ofrece préstamos de su cartera', async () => {
    const atrasado = { monto: 20000, interes: 0, cuotas: 4, tipoAmortizacion: 'amortizable', fechaInicio: sumarDias(hoy, -21) };
    // Suyo por el préstamo (el cliente no tiene cobrador); ajeno aunque lo nombre: el cliente es de cobrador2.
    const sinCobrador = await crearClientePrueba(prueba.dataSource, { cobradorId: null });
    const suyo = await crearPrestamoPrueba(prueba, tokens.admin, { ...atrasado, cliente: sinCobrador.id, cobrador: ids.cobrador1 });
    const deOtro = await crearClientePrueba(prueba.dataSource, { cobradorId: ids.cobrador2 });
    const ajeno = await crearPrestamoPrueba(prueba, tokens.admin, { ...atrasado, cliente: deOtro.id, cobrador: ids.cobrador1 });
    const fecha = sumarDias(hoy, 5);
    const generadas = (await generar({ fecha, tipo: 'todos' }, tokens.cobrador1)).body.data;
    expect(generadas.map((r: Json) => r.cobrador._id)).toEqual([ids.cobrador1]);
    const d = await detalle(generadas[0]._id, tokens.cobrador1);
    const ofrecidos = d.prestamos.map((p: Json) => p._id).sort();
    // Su cartera, leída aparte: préstamos abiertos con saldo cuyo cobrador asignado (el del cliente o, si no tiene, el
    // del préstamo) es él.
    const cartera: Array<{ id: string }> = await prueba.dataSource.query(
      `SELECT p.id FROM prestamos p JOIN clientes c ON c.id = p.cliente_id
       WHERE p.estado IN ('activo', 'mora', 'vencido') AND p.saldo_pendiente > 0
         AND coalesce(c.cobrador_id, p.cobrador_id) = $1`,
      [ids.cobrador1],
    );
    expect(ofrecidos).toEqual(cartera.map((f) => f.id).sort());
    expect(ofrecidos).toContain(suyo._id);
    expect(ofrecidos).not.toContain(ajeno._id);
    for (const p of generadas[0].topPrestamos) expect(ofrecidos).toContain(p._id);
  });
});
