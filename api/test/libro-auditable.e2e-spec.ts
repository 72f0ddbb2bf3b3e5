// Libros que un contador firma (issue 55, puntos 1, 2 y 3), en PostgreSQL real: la mora nunca corre antes del
// desembolso ni sobre interés; el faltante de un cobrador se paga con su propio movimiento y un sobrante abona primero
// su deuda, así la caja y la 136530 siempre dicen lo mismo. Lo esperado se calcula aquí a mano (capital × días × tasa
// diaria de la EA), no con las reglas del dominio. El punto 7 y la verificación, en
// libro-auditable-verificacion.e2e-spec.ts.
import { randomUUID } from 'node:crypto';
import { sumarDias } from '@cartera/dominio';
import { BarridoService } from '../src/barrido/barrido.service';
import { SobrantesQuePaganFaltantes1795355120000 } from '../src/database/migrations/1795355120000-sobrantes-que-pagan-faltantes';
import type { Json } from './support/app-prueba';
import { crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';
import { asientoAMano } from './support/mayor';
import { usarLibroAuditable } from './support/libro-auditable';

describe('Libros que un contador firma', () => {
  const { hoy, DIARIA, moraEsperada, prueba, tokens, ids, pedir, barrer, moraDe, cuenta, descuadres, conInicioPasado, terminos, adelantadoDe } = usarLibroAuditable();

  describe('1. la mora nunca corre antes de que el préstamo exista', () => {
    let creado: string;
    let aprobado: string;
    let reenganchado: string;

    beforeAll(async () => {
      const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: ids.cobrador1 });
      creado = await conInicioPasado(
        (fechaInicio) => pedir('POST', '/api/prestamos', tokens.admin, { cliente: cliente.id, ...terminos, fechaInicio }),
        87,
      );
      // Una solicitud del cobrador aprobada hoy por el administrador.
      const otro = await crearClientePrueba(prueba.dataSource, { cobradorId: ids.cobrador1 });
      aprobado = await conInicioPasado(
        (fechaInicio) =>
          pedir('POST', '/api/prestamos', tokens.cobrador1, { cliente: otro.id, ...terminos, monto: 300_000, fechaInicio }),
        30,
        async (r) => {
          const id = r.body.data._id as string;
          const ok = await pedir('PATCH', `/api/prestamos/${id}/aprobar`, tokens.admin, { confirmarUsura: true });
          expect(ok.status).toBe(200);
          return id;
        },
      );
      // Un reenganche de un préstamo al día, con el préstamo nuevo empezando «hace 40 días».
      const tercero = await crearClientePrueba(prueba.dataSource, { cobradorId: ids.cobrador1 });
      const base = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: tercero.id, ...terminos, fechaInicio: hoy });
      reenganchado = await conInicioPasado(
        (fechaInicio) =>
          pedir('POST', `/api/prestamos/${base._id}/reenganche`, tokens.admin, {
            montoAdicional: 200_000,
            interes: 25,
            cuotas: 10,
            modalidad: 'diario',
            tipoAmortizacion: 'amortizable',
            fechaInicio,
            confirmarUsura: true,
          }),
        40,
      );
    });

    it('el barrido de hoy no causa nada en un préstamo de minutos, creado, aprobado o reenganchado', async () => {
      expect((await barrer()).status).toBe(201);
      // Un cobro causa la mora hasta su fecha antes de aplicarse: tampoco encuentra nada que causar.
      const cobro = await pedir('POST', '/api/cobros', tokens.admin, { prestamo: aprobado, monto: 10_000, fecha: hoy });
      expect(cobro.status).toBe(201);
      for (const id of [creado, aprobado, reenganchado]) {
        expect((await moraDe(id)).causado).toBe(0);
        expect(await cuenta('cartera_mora', { prestamoId: id })).toBe(0);
      }
      expect(await descuadres()).toEqual([]);
    });

    it('días después causa sólo los días desde el desembolso, sobre el capital', async () => {
      const plan = (await pedir('GET', `/api/prestamos/${creado}/plan`, tokens.admin)).body.data.cuotas as Json[];
      // Todas sus cuotas vencieron antes de hoy: cada una causa 5 días (sin gracia) sobre su capital.
      const esperado = Math.floor(
        plan.reduce((t, c) => t + Math.round((c.montoCapital as number) * 100 * 5 * DIARIA), 0) / 100,
      );
      expect(esperado).toBeGreaterThan(0);
      const r = await prueba.app.get(BarridoService).ejecutar(sumarDias(hoy, 5));
      expect(r.ejecutado).toBe(true);
      expect((await moraDe(creado)).causado).toBe(esperado);
      expect(await cuenta('cartera_mora', { prestamoId: creado })).toBe(esperado);
    });
  });

  describe('2. la mora corre sobre el capital del libro, nunca sobre interés', () => {
    it('interés adelantado de 1.000.000 al 20 % y amortizable de 800.000 al 25 %: el mismo libro, la misma mora', async () => {
      const inicio = sumarDias(hoy, -20);
      const cliente = await crearClientePrueba(prueba.dataSource);
      const adelantado = await adelantadoDe(cliente.id, { fechaInicio: inicio, fecha: inicio });
      const amortizable = await crearPrestamoPrueba(prueba, tokens.admin, {
        cliente: cliente.id,
        ...terminos,
        fechaInicio: inicio,
        fecha: inicio,
      });
      // El mismo libro mayor: 800.000 de capital y 200.000 de interés por cobrar.
      for (const p of [adelantado, amortizable]) {
        expect(await cuenta('cartera_capital', { prestamoId: p._id as string })).toBe(800_000);
        expect(await cuenta('cartera_intereses', { prestamoId: p._id as string })).toBe(200_000);
      }
      const plan = (await pedir('GET', `/api/prestamos/${amortizable._id}/plan`, tokens.admin)).body.data.cuotas as Json[];
      // 80.000 de capital por cuota × los días desde su vencimiento × la tasa diaria.
      const esperado = moraEsperada(plan, hoy, 80_000);
      expect(esperado).toBeGreaterThan(0);
      await barrer();
      expect((await moraDe(amortizable._id as string)).causado).toBe(esperado);
      expect((await moraDe(adelantado._id as string)).causado).toBe(esperado);
      expect(await descuadres()).toEqual([]);
    });
  });

  describe('2. también en un reenganche: el interés refinanciado no es capital para la mora', () => {
    it('las cuotas llevan 120.000 de «capital», el libro 100.000 por cuota: la mora corre sobre 100.000', async () => {
      const cliente = await crearClientePrueba(prueba.dataSource);
      // 800.000 al 25 % en 10 cuotas: 1.000.000 por cobrar (800.000 de capital, 200.000 de interés).
      const anterior = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: cliente.id, ...terminos, fechaInicio: hoy });
      // El nuevo: 1.000.000 del anterior + 200.000 → 1.200.000 al 25 % = 1.500.000 en 10 cuotas de 150.000, cada una con
      // 120.000 de «capital» (el interés anterior refinanciado va ahí). El libro: capital 800.000 + 200.000 en efectivo
      // = 1.000.000; interés 200.000 del anterior + 300.000 nuevo = 500.000. Capital por cuota: 150.000 × 1.000 / 1.500.
      const r = await pedir('POST', `/api/prestamos/${anterior._id}/reenganche`, tokens.admin, {
        montoAdicional: 200_000,
        interes: 25,
        cuotas: 10,
        modalidad: 'diario',
        tipoAmortizacion: 'amortizable',
        fechaInicio: hoy,
        confirmarUsura: true,
      });
      expect(r.status).toBe(201);
      const nuevo = r.body.data._id as string;
      expect(await cuenta('cartera_capital', { prestamoId: nuevo })).toBe(1_000_000);
      expect(await cuenta('cartera_intereses', { prestamoId: nuevo })).toBe(500_000);
      const plan = (await pedir('GET', `/api/prestamos/${nuevo}/plan`, tokens.admin)).body.data.cuotas as Json[];
      expect(plan.every((c) => c.montoTotal === 150_000 && c.montoCapital === 120_000)).toBe(true);

      const hasta = sumarDias(hoy, 15);
      const esperado = moraEsperada(plan, hasta, 100_000);
      expect(esperado).toBeGreaterThan(0);
      await prueba.app.get(BarridoService).ejecutar(hasta);
      expect((await moraDe(nuevo)).causado).toBe(esperado);
      expect(await descuadres()).toEqual([]);
    });
  });

  describe('3. el faltante de un cobrador se paga, y la caja y la 136530 dicen lo mismo', () => {
    let prestamo: string;
    const deudaEnCaja = async (): Promise<number> =>
      ((await pedir('GET', '/api/caja/cobradores', tokens.admin)).body.data as Json[]).find((f) => f.cobradorId === ids.cobrador1)
        ?.deuda as number;
    const en136530 = () => cuenta('faltantes_cobradores', { cobradorId: ids.cobrador1 });
    const abonar = (cuerpo: unknown, clave?: string, token = tokens.admin) =>
      pedir('POST', `/api/caja/cobradores/${ids.cobrador1}/abonos-faltante`, token, cuerpo, clave);

    async function entregaConfirmada(cobrado: number, recibido: number): Promise<void> {
      const c = await pedir('POST', '/api/cobros', tokens.cobrador1, { prestamo, monto: cobrado, fecha: hoy });
      expect(c.status).toBe(201);
      const e = await pedir('POST', '/api/caja/entregas', tokens.cobrador1, { montoEntregado: recibido });
      expect(e.status).toBe(201);
      const ok = await pedir('PATCH', `/api/caja/entregas/${e.body.data._id}/confirmar`, tokens.admin, { montoRecibido: recibido });
      expect(ok.status).toBe(200);
    }

    beforeAll(async () => {
      const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: ids.cobrador1 });
      prestamo = (
        await crearPrestamoPrueba(prueba, tokens.admin, {
          cliente: cliente.id,
          monto: 1_000_000,
          interes: 0,
          cuotas: 10,
          modalidad: 'mensual',
          tipoAmortizacion: 'amortizable',
          fechaInicio: hoy,
          cobrador: ids.cobrador1,
        })
      )._id as string;
    });

    it('un faltante de 5.000, un abono de 2.000 y un sobrante de 4.000: debe 0, la 136530 en 0, ingreso sólo 1.000', async () => {
      const ingresos = async () => ({
        sobrantes: -(await cuenta('sobrantes_caja')),
        otros: -(await cuenta('otros_ingresos')),
      });
      const antes = await ingresos();
      await entregaConfirmada(100_000, 95_000);
      expect(await deudaEnCaja()).toBe(5_000);
      expect(await en136530()).toBe(5_000);

      // Más de lo que debe, sin deuda que abonar en la fecha, o un monto que no es de pesos: 400 y nada cambia.
      const demasiado = await abonar({ monto: 5_001, fecha: hoy });
      expect(demasiado.status).toBe(400);
      expect(demasiado.body.code).toBe('ABONO_SUPERA_DEUDA');
      expect(demasiado.body.message).toMatch(/no puede pasar lo que el cobrador debe \(\$\s5\.000\)/);
      const cero = await abonar({ monto: 0, fecha: hoy });
      expect(cero.status).toBe(400);
      const futuro = await abonar({ monto: 1_000, fecha: sumarDias(hoy, 1) });
      expect(futuro.status).toBe(400);
      expect(futuro.body.errors.fecha[0]).toMatch(/no puede ser posterior a hoy/);
      expect((await abonar({ monto: 1_000, fecha: hoy }, undefined, tokens.cobrador1)).status).toBe(403);
      expect(await deudaEnCaja()).toBe(5_000);

      // El abono: Cr 136530 contra la caja de la oficina; la misma clave no lo repite.
      const clave = randomUUID();
      const abono = await abonar({ monto: 2_000, fecha: hoy }, clave);
      expect(abono.status).toBe(201);
      expect(abono.body.data).toMatchObject({ abono: true, montoRecibido: 2_000, esperado: 0, estado: 'confirmada' });
      const otraVez = await abonar({ monto: 2_000, fecha: hoy }, clave);
      expect(otraVez.body.data._id).toBe(abono.body.data._id);
      expect(await deudaEnCaja()).toBe(3_000);
      expect(await en136530()).toBe(3_000);
      const [auditoria] = await prueba.dataSource.query(
        `SELECT detalles FROM auditoria WHERE accion = 'Registrar abono a faltante de cobrador' ORDER BY fecha DESC LIMIT 1`,
      );
      expect(auditoria.detalles).toMatch(/abonó \$\s2\.000 a su faltante de \$\s5\.000: queda debiendo \$\s3\.000/);

      // El sobrante de la entrega siguiente paga primero los 3.000; sólo 1.000 es ingreso.
      await entregaConfirmada(50_000, 54_000);
      expect(await deudaEnCaja()).toBe(0);
      expect(await en136530()).toBe(0);
      const despues = await ingresos();
      expect(despues.sobrantes - antes.sobrantes).toBe(1_000);
      expect(despues.otros - antes.otros).toBe(0);
      expect(await descuadres()).toEqual([]);
    });
  });

  describe('3. la historia de antes: sobrantes que eran ingreso mientras el cobrador debía', () => {
    it('la migración los reclasifica a la 136530 y la verificación, que los encontraba, queda en 0', async () => {
      const en136530 = () => cuenta('faltantes_cobradores', { cobradorId: ids.cobrador1 });
      expect(await en136530()).toBe(0);
      // Como asentaba una entrega antes: el sobrante de 3.000 que pagaba su deuda, entero a ingreso (429553).
      await asientoAMano(prueba.dataSource, {
        fecha: hoy,
        tipo: 'entrega',
        descripcion: 'Sobrante a ingreso, como antes',
        debito: 'faltantes_cobradores',
        credito: 'sobrantes_caja',
        monto: 3000,
        tercero: { columna: 'cobrador_id', id: ids.cobrador1 },
      });
      expect(await en136530()).toBe(3_000);
      expect((await descuadres()).map((d) => d.regla)).toEqual([expect.stringMatching(/^faltantes_cobrador:/)]);

      const runner = prueba.dueno.createQueryRunner();
      try {
        await new SobrantesQuePaganFaltantes1795355120000().up(runner);
        // Otra vez no escribe nada.
        await new SobrantesQuePaganFaltantes1795355120000().up(runner);
      } finally {
        await runner.release();
      }
      expect(await en136530()).toBe(0);
      const deuda = ((await pedir('GET', '/api/caja/cobradores', tokens.admin)).body.data as Json[]).find(
        (f) => f.cobradorId === ids.cobrador1,
      )?.deuda;
      expect(deuda).toBe(0);
      expect(await descuadres()).toEqual([]);
    });
  });
});
