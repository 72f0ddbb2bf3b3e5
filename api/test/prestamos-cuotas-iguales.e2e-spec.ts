// Cuotas iguales (el total de la cuota se reparte primero) y cuerpos vacíos con Content-Type JSON.
import { hoyBogota } from '@cartera/dominio';
import { CuotaDelPrestamo1795350150000 } from '../src/database/migrations/1795350150000-cuota-del-prestamo';
import type { Json } from './support/app-prueba';
import { usarAppPrueba } from './support/app-del-archivo';
import { crearClientePrueba, crearPrestamoPrueba, leerPlan, quitarPlan, verificarLibro } from './support/fabricas-cartera';

describe('cuotas iguales y cuerpos vacíos', () => {
  const hoy = hoyBogota();
  const { prueba, tokens } = usarAppPrueba();

  const terminos = { monto: 1_000_000, interes: 20, cuotas: 24, modalidad: 'diario', tipoAmortizacion: 'amortizable' };

  async function prestamoDiario(): Promise<Json> {
    const cliente = await crearClientePrueba(prueba.dataSource);
    return crearPrestamoPrueba(prueba, tokens.admin, { cliente: cliente.id, ...terminos, fechaInicio: hoy });
  }

  /** El plan emitido con el reparto anterior de 1.000.000 al 20 % en 24 cuotas: 49.999 × 23 + 50.023. */
  const emitirConRepartoViejo = (prestamoId: string) =>
    prueba.dataSource.query(
      `UPDATE cuotas SET monto_total = CASE WHEN numero = 24 THEN 50023 ELSE 49999 END,
                         monto_capital = CASE WHEN numero = 24 THEN 41682 ELSE 41666 END,
                         monto_interes = CASE WHEN numero = 24 THEN 8341 ELSE 8333 END
       WHERE prestamo_id = $1`,
      [prestamoId],
    );

  const pagar = (id: string, numero: number, monto: number) =>
    prueba.como('admin').patch(`/api/prestamos/${id}/plan/cuota/${numero}/pagar`, { monto, fecha: hoy });

  it('1.000.000 al 20 % en 24 cuotas diarias: 24 cuotas de exactamente 50.000 y la misma cuota en préstamo y vista previa', async () => {
    const preview = await prueba.como('admin').post('/api/prestamos/preview', { ...terminos, fechaInicio: hoy });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ montoTotalCalculado: 1_200_000, montoCuotaProm: 50_000 });

    const p = await prestamoDiario();
    expect(p).toMatchObject({ montoTotal: 1_200_000, cuotaDiaria: 50_000, saldoPendiente: 1_200_000 });
    const plan = await leerPlan(prueba, tokens.admin, p._id);
    expect(plan.cuotas.map((c: Json) => c.montoTotal)).toEqual(Array(24).fill(50_000));
    expect(plan.cuotas.reduce((s: number, c: Json) => s + c.montoCapital, 0)).toBe(1_000_000);
    expect(plan.cuotas.reduce((s: number, c: Json) => s + c.montoInteres, 0)).toBe(200_000);
    const lista = await prueba.como('admin').get(`/api/prestamos?search=${encodeURIComponent(p.cliente.nombre)}`);
    expect(lista.status).toBe(200);
    const fila = (lista.body.data as Json[]).find((x) => x._id === p._id);
    expect(fila).toBeDefined();
    expect(fila?.cuotaDiaria).toBe(50_000);
    const notas = await prueba.como('admin').get(`/api/prestamos/${p._id}/notificaciones`);
    expect(notas.body.data.map((n: Json) => n.mensaje)).toContainEqual(expect.stringMatching(/^24 cuotas diarias de \$\s?50\.000, la última el /));
  });

  it('pagar 50.000 en la cuota 1 la deja pagada y el saldo en 1.150.000', async () => {
    const p = await prestamoDiario();
    const r = await pagar(p._id, 1, 50_000);
    expect(r.status).toBe(200);
    const plan = await leerPlan(prueba, tokens.admin, p._id);
    expect(plan.cuotas[0]).toMatchObject({ numero: 1, montoPagado: 50_000, estado: 'pagada' });
    const despues = await prueba.como('admin').get(`/api/prestamos/${p._id}`);
    expect(despues.body.data.saldoPendiente).toBe(1_150_000);
    await verificarLibro(prueba.dataSource, p._id);
  });

  it('20 pagos completos simultáneos de la misma cuota: exactamente uno se aplica', async () => {
    const p = await prestamoDiario();
    const respuestas = await Promise.all(Array.from({ length: 20 }, () => pagar(p._id, 1, 50_000)));
    const estados = respuestas.map((r) => r.status);
    expect(estados.filter((s) => s === 200)).toHaveLength(1);
    expect(estados.filter((s) => s !== 200).every((s) => s === 409 || s === 422 || s === 400)).toBe(true);
    const plan = await leerPlan(prueba, tokens.admin, p._id);
    expect(plan.cuotas[0]).toMatchObject({ montoPagado: 50_000, estado: 'pagada' });
    expect(plan.cuotas.slice(1).every((c: Json) => c.montoPagado === 0)).toBe(true);
    const despues = await prueba.como('admin').get(`/api/prestamos/${p._id}`);
    expect(despues.body.data.saldoPendiente).toBe(1_150_000);
    await verificarLibro(prueba.dataSource, p._id);
  });

  it('un plan ya emitido conserva sus montos: leer y cobrar no recalculan las cuotas guardadas', async () => {
    // Un plan emitido con el reparto anterior (49.999 × 23 + 50.023) sigue igual después de leerlo y de cobrar.
    const p = await prestamoDiario();
    await emitirConRepartoViejo(p._id);
    const r = await pagar(p._id, 1, 49_999);
    expect(r.status).toBe(200);
    const plan = await leerPlan(prueba, tokens.admin, p._id);
    expect(plan.cuotas.map((c: Json) => c.montoTotal)).toEqual([...Array(23).fill(49_999), 50_023]);
    expect(plan.cuotas[0]).toMatchObject({ montoPagado: 49_999, estado: 'pagada' });
  });

  it('la migración alinea cuota_diaria de los préstamos existentes sin tocar sus cuotas', async () => {
    const cliente = await crearClientePrueba(prueba.dataSource);
    const crear = async (cuerpo: Record<string, unknown>, conPlan: boolean) => {
      const p = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: cliente.id, modalidad: 'semanal', fechaInicio: hoy, ...cuerpo });
      if (!conPlan) await quitarPlan(prueba.dataSource, p._id);
      return p;
    };
    // Préstamos "de antes": cuota_diaria con la fórmula vieja (promedio) y, en uno, el plan emitido con el reparto viejo.
    const conPlanViejo = await crear({ ...terminos, modalidad: 'diario' }, true);
    const capitalFinal = await crear({ monto: 1_000_000, interes: 10, cuotas: 4, tipoAmortizacion: 'capital_final' }, true);
    const sinPlan = await crear({ monto: 1_000_000, interes: 10, cuotas: 3, tipoAmortizacion: 'capital_final' }, false);
    const unaCuota = await crear({ monto: 1_000_000, interes: 10, cuotas: 1, tipoAmortizacion: 'capital_final' }, false);
    await emitirConRepartoViejo(conPlanViejo._id);
    const ids = [conPlanViejo._id, capitalFinal._id, sinPlan._id, unaCuota._id];
    await prueba.dataSource.query(`UPDATE prestamos SET cuota_diaria = round(monto_total / cuotas) WHERE id = ANY($1)`, [ids]);
    const cuotaDe = async (id: string) =>
      Number((await prueba.dataSource.query(`SELECT cuota_diaria FROM prestamos WHERE id = $1`, [id]))[0].cuota_diaria);
    expect(await cuotaDe(capitalFinal._id)).toBe(275_000);

    const runner = prueba.dueno.createQueryRunner();
    try {
      await new CuotaDelPrestamo1795350150000().up(runner);
    } finally {
      await runner.release();
    }
    expect(await cuotaDe(conPlanViejo._id)).toBe(49_999); // el plan emitido manda
    expect(await cuotaDe(capitalFinal._id)).toBe(25_000);
    expect(await cuotaDe(sinPlan._id)).toBe(33_333);
    expect(await cuotaDe(unaCuota._id)).toBe(1_100_000);
    const plan = await leerPlan(prueba, tokens.admin, conPlanViejo._id);
    expect(plan.cuotas.map((c: Json) => c.montoTotal)).toEqual([...Array(23).fill(49_999), 50_023]);
    // Generar el plan del que no tenía deja la cuota que el plan pide.
    const generado = await prueba.como('admin').post(`/api/prestamos/${sinPlan._id}/plan/generar`);
    expect(generado.status).toBe(201);
    expect(generado.body.data.cuotas.map((c: Json) => c.montoTotal)).toEqual([33_333, 33_333, 1_033_334]);
    expect(await cuotaDe(sinPlan._id)).toBe(33_333);
  });

  describe('Content-Type: application/json sin cuerpo', () => {
    it('DELETE /api/clientes/:id se acepta como "sin cuerpo"', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource);
      const r = await prueba.pedir({ metodo: 'DELETE', ruta: `/api/clientes/${cliente.id}`, token: tokens.admin, cuerpoCrudo: '' });
      expect(r.status).toBe(200);
      expect(r.body.success).toBe(true);
      const [fila] = await prueba.dataSource.query(`SELECT count(*)::int AS n FROM clientes WHERE id = $1`, [cliente.id]);
      expect(fila.n).toBe(0);
    });

    it('PATCH /api/prestamos/:id/cancelar se acepta como "sin cuerpo"', async () => {
      const p = await prestamoDiario();
      const r = await prueba.pedir({
        metodo: 'PATCH',
        ruta: `/api/prestamos/${p._id}/cancelar`,
        token: tokens.admin,
        cuerpoCrudo: '',
        cabeceras: { 'content-type': 'application/json; charset=utf-8' },
      });
      expect(r.status).toBe(200);
      expect(r.body.data.estado).toBe('cancelado');
    });

    it('POST /api/prestamos/:id/plan/generar se acepta como "sin cuerpo"', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource);
      const p = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: cliente.id, ...terminos, fechaInicio: hoy });
      await quitarPlan(prueba.dataSource, p._id); // un préstamo de antes del libro, sin plan
      const r = await prueba.pedir({ metodo: 'POST', ruta: `/api/prestamos/${p._id}/plan/generar`, token: tokens.admin, cuerpoCrudo: '' });
      expect(r.status).toBe(201);
      expect(r.body.data.cuotas).toHaveLength(24);
    });

    it('un cuerpo vacío donde hace falta un cuerpo da los errores de validación, no el de JSON', async () => {
      const r = await prueba.pedir({ metodo: 'POST', ruta: '/api/prestamos', token: tokens.admin, cuerpoCrudo: '' });
      expect(r.status).toBe(400);
      expect(r.body.code).not.toBe('JSON_INVALIDO');
      expect(r.body.errors).toBeDefined();
    });

    it('un JSON mal formado no vacío sigue siendo 400 JSON_INVALIDO y no cambia nada', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource);
      for (const cuerpoCrudo of ['{', ' ', 'null x', '{"a":']) {
        const r = await prueba.pedir({ metodo: 'DELETE', ruta: `/api/clientes/${cliente.id}`, token: tokens.admin, cuerpoCrudo });
        expect(r.status).toBe(400);
        expect(r.body).toEqual({ success: false, message: 'El cuerpo de la solicitud no es JSON válido', code: 'JSON_INVALIDO' });
      }
      const [fila] = await prueba.dataSource.query(`SELECT count(*)::int AS n FROM clientes WHERE id = $1`, [cliente.id]);
      expect(fila.n).toBe(1);
    });

    it('el JSON sigue rechazando __proto__', async () => {
      const r = await prueba.pedir({
        metodo: 'POST',
        ruta: '/api/auth/login',
        cuerpoCrudo: '{"email":"a@b.co","password":"x","__proto__":{"admin":true}}',
      });
      expect(r.status).toBe(400);
    });
  });
});
