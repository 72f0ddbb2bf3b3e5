// La cartera de las pruebas de rutas de cobro (rutas.e2e-spec.ts, rutas-tarjeta.e2e-spec.ts): préstamos atrasados y al
// día de dos cobradores en tres barrios, uno sin cobrador, y los atajos: generar, lo esperado en SQL, el detalle y su
// resumen.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { usarAppPrueba } from './app-del-archivo';
import type { Json } from './app-prueba';
import { PRESTAMO_CORTO, crearClientePrueba, crearPrestamoPrueba } from './fabricas-cartera';

export function usarRutasDeCobro() {
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

  return { hoy, prueba, tokens, ids, generar, esperado, detalle, resumen };
}
