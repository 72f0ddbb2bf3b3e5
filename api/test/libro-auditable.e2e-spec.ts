// Libros que un contador firma (issue 55, puntos 1, 2, 3 y 7), en PostgreSQL real: la mora nunca corre antes del
// desembolso ni sobre interés; el faltante de un cobrador se paga con su propio movimiento y un sobrante abona primero
// su deuda, así la caja y la 136530 siempre dicen lo mismo; cada reversión y anulación enlaza el comprobante que
// deshace; y la verificación, que recalcula de las fuentes, encuentra cada regla rota a propósito. Lo esperado se
// calcula aquí a mano (capital × días × tasa diaria de la EA), no con las reglas del dominio.
import { randomUUID } from 'node:crypto';
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { BarridoService } from '../src/barrido/barrido.service';
import { SobrantesQuePaganFaltantes1795355120000 } from '../src/database/migrations/1795355120000-sobrantes-que-pagan-faltantes';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';
import { activarMora } from './support/escenarios';
import { asientoAMano, saldoMayor } from './support/mayor';

describe('Libros que un contador firma', () => {
  const hoy = hoyBogota();
  const TASA = 24;
  const DIARIA = Math.pow(1 + TASA / 100, 1 / 365) - 1;
  /**
   * La mora que el barrido causa hasta `hasta` sobre `capitalPorCuota` de cada cuota vencida del plan: capital × días
   * desde su vencimiento × la tasa diaria, en centavos por cuota; el préstamo cobra pesos enteros.
   */
  const moraEsperada = (plan: Json[], hasta: string, capitalPorCuota: number): number => {
    const dia = (f: string) => Date.parse(f) / 86_400_000;
    return Math.floor(
      plan.reduce((t, c) => {
        const dias = Math.round(dia(hasta) - dia(c.fechaProgramada as string));
        return dias > 0 ? t + Math.round(capitalPorCuota * 100 * dias * DIARIA) : t;
      }, 0) / 100,
    );
  };

  const { prueba, tokens, ids } = usarAppPrueba(async () => {
    // Activa «desde hace 200 días»: así lo único que limita la mora es el préstamo mismo.
    await activarMora(prueba, { desdeHaceDias: 200, tasa: TASA, usuraHastaDias: 400 });
  });

  const pedir = (metodo: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', ruta: string, token: string, cuerpo?: unknown, clave?: string) =>
    prueba.pedir({ metodo, ruta, token, cuerpo, cabeceras: clave ? { 'idempotency-key': clave } : {} });

  const barrer = () => pedir('POST', '/api/sistema/barrido', tokens.admin);
  const moraDe = async (id: string): Promise<Json> => (await pedir('GET', `/api/prestamos/${id}`, tokens.admin)).body.data.mora;

  const cuenta = (clave: string, filtro: { prestamoId?: string; cobradorId?: string } = {}) =>
    saldoMayor(prueba.dataSource, { clave, ...filtro });

  async function descuadres(): Promise<Json[]> {
    const r = await pedir('POST', '/api/contabilidad/verificacion', tokens.admin);
    expect(r.status).toBe(200);
    // `custodia_entregado` cuenta como «efectivo que ningún cobro explica» el sobrante que pasa la deuda del cobrador,
    // que aquí es ingreso a propósito (429553): esa regla es de la custodia, no de este libro.
    return (r.body.data.descuadres as Json[]).filter((d) => !String(d.regla).startsWith('custodia_entregado:'));
  }

  /**
   * Corre hacia atrás las cuotas de un préstamo ya desembolsado hoy, como las de uno creado o aprobado con una fecha de
   * inicio anterior (lo que la validación de la API ya no deja pedir, y que un préstamo de antes puede tener).
   */
  async function cuotasAntesDelDesembolso(prestamoId: string, dias: number): Promise<void> {
    await prueba.dataSource.query(
      `UPDATE cuotas SET fecha_programada = fecha_programada - $2::int WHERE prestamo_id = $1`,
      [prestamoId, dias],
    );
    await prueba.dataSource.query(
      `UPDATE prestamos SET fecha_inicio = fecha_inicio - $2::int, fecha_primer_pago = fecha_primer_pago - $2::int,
              fecha_vencimiento = fecha_vencimiento - $2::int, proxima_fecha = proxima_fecha - $2::int,
              primera_impaga = primera_impaga - $2::int
       WHERE id = $1`,
      [prestamoId, dias],
    );
  }

  /** Pide por la API con una fecha de inicio pasada; si la API ya la rechaza (400), lo mismo con las cuotas corridas. */
  async function conInicioPasado(
    crear: (fechaInicio: string) => Promise<{ status: number; body: Json }>,
    dias: number,
    desembolsar: (r: Json) => Promise<string> = async (r) => r.body.data._id as string,
  ): Promise<string> {
    const pasado = await crear(sumarDias(hoy, -dias));
    if (pasado.status === 201 || pasado.status === 200) return desembolsar(pasado);
    expect(pasado.status).toBe(400);
    const hoyMismo = await crear(hoy);
    expect([200, 201]).toContain(hoyMismo.status);
    const id = await desembolsar(hoyMismo);
    await cuotasAntesDelDesembolso(id, dias);
    return id;
  }

  const terminos = {
    monto: 800_000,
    interes: 25,
    cuotas: 10,
    modalidad: 'diario',
    tipoAmortizacion: 'amortizable',
    confirmarUsura: true,
  };

  /** 1.000.000 al 20 % con interés adelantado (lo demás, `terminos`) para `cliente`, desde `fechas.fechaInicio`. */
  const adelantadoDe = (cliente: string, fechas: { fechaInicio: string; fecha?: string }): Promise<Json> =>
    crearPrestamoPrueba(prueba, tokens.admin, {
      cliente,
      ...terminos,
      monto: 1_000_000,
      interes: 20,
      tipoAmortizacion: 'interes_adelantado',
      ...fechas,
    });

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

      const runner = prueba.dataSource.createQueryRunner();
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
