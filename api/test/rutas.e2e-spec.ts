// Rutas de cobro: asignación (cobrador del cliente, si no el del préstamo) y totales comparados con una consulta SQL
// independiente; recorrido con coordenadas nunca más largo que el orden de entrada; roles; guardar y exportar.
import { hoyBogota, largoRecorrido, sumarDias } from '@cartera/dominio';
import { RutasParadasEnArreglos1795352200000 } from '../src/database/migrations/1795352200000-rutas-paradas-en-arreglos';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { PRESTAMO_CORTO, crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';
import { crearUsuario } from './support/fabricas';

describe('rutas de cobro', () => {
  const hoy = hoyBogota();

  const { prueba, tokens, ids } = usarAppPrueba(async () => {

    // Atrasado: 4 cuotas semanales desde hace 20 días (3 ya vencidas). Al día: empieza hoy.
    const crear = async (clienteCobrador: string | null, prestamoCobrador: string | null, atrasado: boolean, extra: { barrio?: string; lat?: number; lon?: number } = {}) => {
      const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: clienteCobrador });
      await prueba.dataSource.query(`UPDATE clientes SET barrio = $2, latitud = $3, longitud = $4 WHERE id = $1`, [
        cliente.id,
        extra.barrio ?? null,
        extra.lat ?? null,
        extra.lon ?? null,
      ]);
      return crearPrestamoPrueba(prueba, tokens.admin, {
        cliente: cliente.id,
        ...PRESTAMO_CORTO,
        fechaInicio: atrasado ? sumarDias(hoy, -21) : hoy,
        ...(prestamoCobrador ? { cobrador: prestamoCobrador } : {}),
      });
    };
    // cobrador1 por el cliente, aunque el préstamo diga cobrador2; cobrador2 por el préstamo (cliente sin cobrador).
    await crear(ids.cobrador1, ids.cobrador2, true, { barrio: 'Chapinero', lat: 4.65, lon: -74.06 });
    await crear(ids.cobrador1, null, true, { barrio: 'Suba', lat: 4.74, lon: -74.09 });
    await crear(ids.cobrador1, null, false, { barrio: 'Chapinero', lat: 4.66, lon: -74.05 });
    await crear(ids.cobrador1, null, true, { barrio: 'Chapinero', lat: 4.64, lon: -74.07 });
    await crear(null, ids.cobrador2, true, { barrio: 'Kennedy' });
    await crear(null, ids.cobrador2, false, { barrio: 'Kennedy' });
    await crear(null, null, true); // sin cobrador: no entra en ninguna ruta
  });

  const generar = (cuerpo: Record<string, unknown>, token = tokens.admin) =>
    prueba.pedir({ metodo: 'POST', ruta: '/api/rutas/generar', token, cuerpo: { fecha: hoy, ...cuerpo } });

  /** Lo que debería salir, calculado aparte en SQL: préstamos abiertos por cobrador asignado, con días vencidos. */
  async function esperado(tipo: 'vencidos' | 'todos') {
    const filas: Array<{ cobrador_id: string; prestamos: number; clientes: number; total: string; cuotas_dia: string }> =
      await prueba.dataSource.query(
        `WITH base AS (
           SELECT coalesce(c.cobrador_id, p.cobrador_id) AS cobrador_id, p.id, p.cliente_id, p.saldo_pendiente,
                  (SELECT min(q.fecha_programada) FROM cuotas q
                    WHERE q.prestamo_id = p.id AND q.estado IN ('pendiente','parcial','vencida') AND q.fecha_programada < $1::date) AS atraso,
                  (SELECT coalesce(sum(q.monto_total - q.monto_pagado - q.monto_refinanciado), 0) FROM cuotas q
                    WHERE q.prestamo_id = p.id AND q.estado IN ('pendiente','parcial','vencida') AND q.fecha_programada = $1::date) AS del_dia
           FROM prestamos p JOIN clientes c ON c.id = p.cliente_id
           WHERE p.estado IN ('activo','mora','vencido') AND p.saldo_pendiente > 0
         )
         SELECT cobrador_id, count(*)::int AS prestamos, count(DISTINCT cliente_id)::int AS clientes,
                coalesce(sum(saldo_pendiente) FILTER (WHERE atraso IS NOT NULL), 0)::text AS total,
                sum(del_dia)::text AS cuotas_dia
         FROM base WHERE cobrador_id IS NOT NULL AND ($2 = 'todos' OR atraso IS NOT NULL)
         GROUP BY cobrador_id ORDER BY cobrador_id`,
        [hoy, tipo],
      );
    return filas.map((f) => ({ cobrador: f.cobrador_id, prestamos: f.prestamos, clientes: f.clientes, total: Number(f.total), cuotasDia: Number(f.cuotas_dia) }));
  }
  /** Ruta completa (paradas y préstamos) por GET /api/rutas/:id. */
  const detalle = async (id: string, token = tokens.admin) => {
    const r = await prueba.pedir({ metodo: 'GET', ruta: `/api/rutas/${id}`, token });
    expect(r.status).toBe(200);
    return r.body.data as Json;
  };
  /** Resumen de cada ruta y, de su detalle, los préstamos, clientes y lo que falta de las cuotas del día. */
  const resumen = async (rutas: Json[]) =>
    (
      await Promise.all(
        rutas.map(async (r) => {
          const d = await detalle(r._id);
          expect(r.cantidadPrestamos).toBe(d.prestamos.length);
          expect(r.cantidadClientes).toBe(d.clientes.length);
          return { cobrador: r.cobrador._id, prestamos: d.prestamos.length, clientes: d.clientes.length, total: r.totalACobrar, cuotasDia: d.totalCuotasDelDia };
        }),
      )
    ).sort((a, b) => (a.cobrador < b.cobrador ? -1 : 1));

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
    const runner = prueba.dataSource.createQueryRunner();
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
