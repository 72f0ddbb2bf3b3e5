// Rutas de cobro: asignación (cobrador del cliente, si no el del préstamo) y totales comparados con una consulta SQL
// independiente; recorrido con coordenadas nunca más largo que el orden de entrada; roles; guardar y exportar. La
// tarjeta con sus empates, la ruta abierta, la migración de las paradas y la cartera de cada cobrador, en
// rutas-tarjeta.e2e-spec.ts.
import { largoRecorrido, sumarDias } from '@cartera/dominio';
import type { Json } from './support/app-prueba';
import { crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';
import { usarRutasDeCobro } from './support/rutas-de-cobro';

describe('rutas de cobro', () => {
  const { hoy, prueba, tokens, ids, generar, esperado, detalle, resumen } = usarRutasDeCobro();

  it.each(['vencidos', 'todos'] as const)('tipo %s: asignación y totales iguales a la consulta independiente', async (tipo) => {
    const r = await generar({ tipo });
    expect(r.status).toBe(201);
    expect(r.body.message).toBe('Rutas generadas correctamente');
    // Generar devuelve sólo el resumen de cada tarjeta: ni paradas ni préstamos (ni el duplicado prestamosVencidos).
    for (const ruta of r.body.data) {
      expect(ruta).not.toHaveProperty('clientes');
      expect(ruta).not.toHaveProperty('prestamos');
      expect(ruta).not.toHaveProperty('prestamosVencidos');
    }
    expect(await resumen(r.body.data)).toEqual(await esperado(tipo));
    const c1 = r.body.data.find((x: Json) => x.cobrador._id === ids.cobrador1);
    // Para un cobrador (días vencidos por préstamo) sale lo mismo que para todos (agregado de las vencidas).
    const solo = (await generar({ tipo, cobradorId: ids.cobrador1, fecha: sumarDias(hoy, 30) })).body.data;
    const sinVariables = ({ _id: _i, generadaEn: _g, fecha: _f, ...resto }: Json) => resto;
    const todosFuturo = (await generar({ tipo, fecha: sumarDias(hoy, 30) })).body.data.find((x: Json) => x.cobrador._id === ids.cobrador1);
    expect(solo.map(sinVariables)).toEqual([sinVariables(todosFuturo)]);
    expect(c1.cantidadClientes).toBe(tipo === 'vencidos' ? 3 : 4);
    expect(c1.cantidadVencidos).toBe(3);
    expect(c1.totalACobrar).toBe(120000); // 3 préstamos atrasados de 40.000 sin abonos
    // Préstamos del detalle ordenados por días de atraso, con los datos del cliente; el top de la tarjeta son sus 5 primeros.
    const d1 = await detalle(c1._id);
    const dias = d1.prestamos.map((p: Json) => p.diasVencido);
    expect(dias).toEqual([...dias].sort((a: number, b: number) => b - a));
    expect(d1.prestamos[0]).toMatchObject({ diasVencido: expect.any(Number), saldoPendiente: 40000, cliente: { nombre: expect.any(String), telefono: expect.stringMatching(/^3\d{9}$/) } });
    expect(d1.prestamos.filter((p: Json) => p.diasVencido > 0)).toHaveLength(3);
    expect(c1.topPrestamos).toEqual(d1.prestamos.slice(0, 5).map(({ cuotaDelDia: _c, ...p }: Json) => p));
    expect(c1.clientesRestantes).toBe(d1.clientes.length - new Set(c1.topPrestamos.map((p: Json) => p.cliente._id)).size);
    // La ruta guarda sus clientes en orden de visita y los ids de sus préstamos, nada más.
    const [guardada] = await prueba.dataSource.query(`SELECT cliente_ids, prestamo_ids FROM rutas WHERE id = $1`, [c1._id]);
    expect(guardada.cliente_ids).toEqual(d1.clientes.map((c: Json) => c._id));
    expect([...guardada.prestamo_ids].sort()).toEqual(d1.prestamos.map((p: Json) => p._id).sort());
  });

  it('la tarjeta muestra los 5 más atrasados y cuenta los clientes que no salen (Y N clientes más...)', async () => {
    // cobrador3: 7 clientes atrasados con distintos días de atraso.
    const cobrador3Id = (await prueba.cuenta('cobrador3')).id;
    for (let k = 0; k < 7; k += 1) {
      const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: cobrador3Id });
      await crearPrestamoPrueba(
        prueba,
        tokens.admin,
        { cliente: cliente.id, monto: 10000 + k * 1000, interes: 0, cuotas: 4, tipoAmortizacion: 'amortizable', fechaInicio: sumarDias(hoy, -10 - 7 * k) },
      );
    }
    const [ruta] = (await generar({ tipo: 'vencidos', cobradorId: cobrador3Id })).body.data;
    expect(ruta.cantidadClientes).toBe(7);
    expect(ruta.topPrestamos).toHaveLength(5);
    expect(ruta.clientesRestantes).toBe(2);
    const d = await detalle(ruta._id);
    expect(ruta.topPrestamos.map((p: Json) => p._id)).toEqual(d.prestamos.slice(0, 5).map((p: Json) => p._id));
    expect(ruta.topPrestamos[0].diasVencido).toBeGreaterThan(ruta.topPrestamos[4].diasVencido);
  });

  it('con coordenadas mide el recorrido real (haversine) y nunca es más largo que el orden de entrada', async () => {
    const r = await generar({ tipo: 'vencidos', cobradorId: ids.cobrador1 });
    const ruta = await detalle(r.body.data[0]._id);
    expect(ruta.metodoDistancia).toBe('coordenadas');
    const puntos = ruta.clientes.map((c: Json) => ({ latitud: c.latitud, longitud: c.longitud }));
    expect(ruta.distanciaTotal).toBe(Math.round(largoRecorrido(puntos) * 10) / 10);
    // Orden de entrada: de más a menos días vencidos.
    const entrada = [...ruta.clientes].sort((a: Json, b: Json) => b.diasVencido - a.diasVencido || a.nombre.localeCompare(b.nombre, 'es'));
    expect(largoRecorrido(puntos)).toBeLessThanOrEqual(largoRecorrido(entrada.map((c: Json) => ({ latitud: c.latitud, longitud: c.longitud }))) + 1e-9);
    expect(ruta.tiempoEstimado).toBe('1h 30min');
    // Sin coordenadas: 2,5 km por cliente.
    const sin = (await generar({ tipo: 'todos', cobradorId: ids.cobrador2 })).body.data[0];
    expect(sin).toMatchObject({ metodoDistancia: 'estimada', distanciaTotal: 2.5 * sin.cantidadClientes });
  });

  it('por zona agrupa por barrio y filtra por la zona pedida', async () => {
    const r = await generar({ tipo: 'zona' });
    const c1 = await detalle(r.body.data.find((x: Json) => x.cobrador._id === ids.cobrador1)._id);
    const zonas = c1.clientes.map((c: Json) => c.zona);
    expect(zonas).toEqual(['Chapinero, Bogotá', 'Chapinero, Bogotá', 'Chapinero, Bogotá', 'Suba, Bogotá']);
    const kennedy = await generar({ tipo: 'zona', zona: 'kennedy' });
    expect(kennedy.body.data.map((x: Json) => x.cobrador._id)).toEqual([ids.cobrador2]);
    expect(kennedy.body.data[0].cantidadClientes).toBe(2);
  });

  it('guarda por fecha, regenerar reemplaza y el cobrador sólo ve y exporta la suya', async () => {
    const fecha = sumarDias(hoy, 1);
    await generar({ fecha, tipo: 'todos' });
    const otra = await generar({ fecha, tipo: 'vencidos' });
    const guardadas = await prueba.pedir({ metodo: 'GET', ruta: `/api/rutas?fecha=${fecha}`, token: tokens.admin });
    expect(guardadas.status).toBe(200);
    expect(guardadas.body.data.map((x: Json) => x._id).sort()).toEqual(otra.body.data.map((x: Json) => x._id).sort());
    expect(guardadas.body.data.every((x: Json) => x.tipo === 'vencidos')).toBe(true);
    const [{ n }] = await prueba.dataSource.query(`SELECT count(*)::int AS n FROM rutas WHERE fecha = $1`, [fecha]);
    expect(n).toBe(otra.body.data.length);

    const propia = await prueba.pedir({ metodo: 'GET', ruta: `/api/rutas?fecha=${fecha}`, token: tokens.cobrador1 });
    expect(propia.body.data.map((x: Json) => x.cobrador._id)).toEqual([ids.cobrador1]);
    const ajena = otra.body.data.find((x: Json) => x.cobrador._id === ids.cobrador2);
    expect((await prueba.pedir({ metodo: 'GET', ruta: `/api/rutas/${ajena._id}/export/txt`, token: tokens.cobrador1 })).status).toBe(403);
    expect((await prueba.pedir({ metodo: 'GET', ruta: `/api/rutas/${ajena._id}/export/pdf`, token: tokens.cobrador1 })).status).toBe(403);
    // El detalle tampoco: un cobrador sólo lee su ruta.
    const detalleAjeno = await prueba.pedir({ metodo: 'GET', ruta: `/api/rutas/${ajena._id}`, token: tokens.cobrador1 });
    expect(detalleAjeno.status).toBe(403);
    expect(detalleAjeno.body).toMatchObject({ success: false, message: 'No tiene permisos sobre esta ruta' });
    const propiaId = propia.body.data[0]._id;
    expect((await detalle(propiaId, tokens.cobrador1)).cobrador._id).toBe(ids.cobrador1);
    const inexistente = await prueba.pedir({ metodo: 'GET', ruta: `/api/rutas/00000000-0000-4000-8000-000000000000`, token: tokens.admin });
    expect(inexistente.status).toBe(404);
    expect((await prueba.pedir({ metodo: 'GET', ruta: `/api/rutas/no-es-uuid`, token: tokens.admin })).status).toBe(400);

    // Un cobrador genera sólo la suya (y no borra las de otros).
    expect((await generar({ fecha, tipo: 'todos', cobradorId: ids.cobrador2 }, tokens.cobrador1)).status).toBe(403);
    const suya = await generar({ fecha, tipo: 'todos' }, tokens.cobrador1);
    expect(suya.body.data.map((x: Json) => x.cobrador._id)).toEqual([ids.cobrador1]);
    const [{ m }] = await prueba.dataSource.query(`SELECT count(*)::int AS m FROM rutas WHERE fecha = $1`, [fecha]);
    expect(m).toBe(otra.body.data.length);

    const txt = await prueba.pedir({ metodo: 'GET', ruta: `/api/rutas/${suya.body.data[0]._id}/export/txt`, token: tokens.cobrador1 });
    expect(txt.status).toBe(200);
    expect(txt.headers['content-disposition']).toContain(`filename="ruta-`);
    expect(txt.headers['content-disposition']).toContain(`-${fecha}.txt"`);
    expect(String(txt.body)).toContain('RUTA DE COBRO');
    expect(String(txt.body)).toContain('PARADAS:');
    const pdf = await prueba.pedir({ metodo: 'GET', ruta: `/api/rutas/${suya.body.data[0]._id}/export/pdf`, token: tokens.cobrador1 });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.body).startsWith('%PDF')).toBe(true);
    const malo = await prueba.pedir({ metodo: 'GET', ruta: `/api/rutas/${suya.body.data[0]._id}/export/doc`, token: tokens.admin });
    expect(malo.status).toBe(400);
  });

  it('un cobrador que abre una ruta pasada sólo ve los clientes que siguen en su cartera', async () => {
    const fecha = sumarDias(hoy, -1);
    const [ruta] = (await generar({ fecha, tipo: 'todos', cobradorId: ids.cobrador1 })).body.data;
    const antes = await detalle(ruta._id, tokens.cobrador1);
    const cedido = antes.clientes[0];
    expect(antes.clientes.length).toBeGreaterThan(1);
    // El cliente pasa a otro cobrador después de la ruta (con sus préstamos).
    const originales: Array<{ id: string; cobrador_id: string | null }> = await prueba.dataSource.query(
      `SELECT id, cobrador_id FROM prestamos WHERE cliente_id = $1`,
      [cedido._id],
    );
    await prueba.dataSource.query(`UPDATE clientes SET cobrador_id = $2 WHERE id = $1`, [cedido._id, ids.cobrador2]);
    await prueba.dataSource.query(`UPDATE prestamos SET cobrador_id = $2 WHERE cliente_id = $1`, [cedido._id, ids.cobrador2]);
    try {
      const despues = await detalle(ruta._id, tokens.cobrador1);
      expect(despues.clientes.map((c: Json) => c._id)).toEqual(antes.clientes.slice(1).map((c: Json) => c._id));
      expect(despues.prestamos.map((p: Json) => p.cliente._id)).not.toContain(cedido._id);
      expect(JSON.stringify(despues)).not.toContain(cedido.telefono);
      const lista = await prueba.pedir({ metodo: 'GET', ruta: `/api/rutas?fecha=${fecha}`, token: tokens.cobrador1 });
      expect(JSON.stringify(lista.body.data)).not.toContain(cedido.telefono);
      // La oficina sigue viendo la ruta tal como se generó.
      expect((await detalle(ruta._id, tokens.admin)).clientes.map((c: Json) => c._id)).toContain(cedido._id);
    } finally {
      await prueba.dataSource.query(`UPDATE clientes SET cobrador_id = $2 WHERE id = $1`, [cedido._id, ids.cobrador1]);
      for (const p of originales)
        await prueba.dataSource.query(`UPDATE prestamos SET cobrador_id = $2 WHERE id = $1`, [p.id, p.cobrador_id]);
    }
  });

  it('valida el cuerpo y pide sesión', async () => {
    const r = await generar({ fecha: '2026-02-30', tipo: 'otro', cobradorId: 'x' });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.errors).sort()).toEqual(['cobradorId', 'fecha', 'tipo']);
    expect((await prueba.pedir({ metodo: 'GET', ruta: '/api/rutas', token: tokens.admin })).status).toBe(400);
    expect((await prueba.pedir({ metodo: 'POST', ruta: '/api/rutas/generar', cuerpo: { fecha: hoy, tipo: 'todos' } })).status).toBe(401);
  });

  it('clientes: latitud y longitud juntas y en rango', async () => {
    const cliente = await crearClientePrueba(prueba.dataSource);
    const sola = await prueba.pedir({ metodo: 'PUT', ruta: `/api/clientes/${cliente.id}`, token: tokens.admin, cuerpo: { latitud: 4.6 } });
    expect(sola.status).toBe(400);
    expect(sola.body.errors.latitud[0]).toContain('indique las dos o ninguna');
    const fuera = await prueba.pedir({ metodo: 'PUT', ruta: `/api/clientes/${cliente.id}`, token: tokens.admin, cuerpo: { latitud: 95, longitud: -74 } });
    expect(fuera.body.errors.latitud).toBeDefined();
    const bien = await prueba.pedir({ metodo: 'PUT', ruta: `/api/clientes/${cliente.id}`, token: tokens.admin, cuerpo: { latitud: 4.648623, longitud: -74.062111 } });
    expect(bien.status).toBe(200);
    expect(bien.body.data).toMatchObject({ latitud: 4.648623, longitud: -74.062111 });
    const borrar = await prueba.pedir({ metodo: 'PUT', ruta: `/api/clientes/${cliente.id}`, token: tokens.admin, cuerpo: { latitud: null, longitud: null } });
    expect(borrar.body.data).toMatchObject({ latitud: null, longitud: null });
  });

  it('punto de partida del cobrador: se edita en /api/cobradores con validación y el recorrido sale de ahí', async () => {
    const editar = (cuerpo: Json) => prueba.pedir({ metodo: 'PUT', ruta: `/api/cobradores/${ids.cobrador1}`, token: tokens.admin, cuerpo });
    const sola = await editar({ latitud: 4.75 });
    expect(sola.status).toBe(400);
    expect(sola.body).toMatchObject({ success: false, code: expect.any(String) });
    expect(sola.body.errors.latitud[0]).toContain('indique las dos o ninguna');
    const fuera = await editar({ latitud: 4.75, longitud: -200 });
    expect(fuera.status).toBe(400);
    expect(fuera.body.errors.longitud[0]).toContain('entre -180 y 180');
    const [{ lat }] = await prueba.dataSource.query(`SELECT latitud AS lat FROM usuarios WHERE id = $1`, [ids.cobrador1]);
    expect(lat).toBeNull(); // lo inválido no cambió nada
    const bien = await editar({ latitud: 4.75, longitud: -74.1 });
    expect(bien.status).toBe(200);
    expect(bien.body.data).toMatchObject({ latitud: 4.75, longitud: -74.1 });
    expect((await prueba.pedir({ metodo: 'GET', ruta: `/api/cobradores/${ids.cobrador1}`, token: tokens.admin })).body.data).toMatchObject({ latitud: 4.75, longitud: -74.1 });

    const ruta = await detalle((await generar({ tipo: 'vencidos', cobradorId: ids.cobrador1 })).body.data[0]._id);
    const origen = { latitud: 4.75, longitud: -74.1 };
    const puntos = ruta.clientes.map((c: Json) => ({ latitud: c.latitud, longitud: c.longitud }));
    // Sale del punto de partida: primero el cliente de Suba (4.74, −74.09), el más cercano.
    expect(ruta.clientes[0].barrio).toBe('Suba');
    expect(ruta.distanciaTotal).toBe(Math.round(largoRecorrido(puntos, origen) * 10) / 10);
    const entrada = [...ruta.clientes].sort((a: Json, b: Json) => b.diasVencido - a.diasVencido || a.nombre.localeCompare(b.nombre, 'es'));
    expect(largoRecorrido(puntos, origen)).toBeLessThanOrEqual(
      largoRecorrido(entrada.map((c: Json) => ({ latitud: c.latitud, longitud: c.longitud })), origen) + 1e-9,
    );

    const borrar = await editar({ latitud: null, longitud: null });
    expect(borrar.body.data).toMatchObject({ latitud: null, longitud: null });
  });
});
