// Las políticas contables que elige el prestamista (docs/decisiones/politicas-contables.md): causación del interés
// pactado por día contra base de caja, interés diferido restado de la cartera en el balance general, deterioro de la
// cartera por edades de mora y cuentas de orden de lo castigado. Las cifras esperadas se calculan aquí a mano.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { BarridoService } from '../src/barrido/barrido.service';
import { registrarCastigosAnteriores } from '../src/database/migrations/1795355400000-politicas-contables';
import type { Json } from './support/app-prueba';
import { usarAppPrueba } from './support/app-del-archivo';
import { prestamoSemanal } from './support/escenarios';
import { leerPlan } from './support/fabricas-cartera';
import { saldoMayor } from './support/mayor';

describe('Políticas contables', () => {
  const hoy = hoyBogota();
  const { prueba, tokens } = usarAppPrueba();

  const pedir = (metodo: 'GET' | 'POST' | 'PUT', ruta: string, cuerpo?: unknown) =>
    prueba.pedir({ metodo, ruta, token: tokens.admin, cuerpo });
  const politicas = async (cambios: Record<string, unknown>) => {
    const r = await pedir('PUT', '/api/contabilidad/politicas', cambios);
    expect(r.status).toBe(200);
    return r.body.data;
  };
  const barrer = (dia: string) => prueba.app.get(BarridoService).ejecutar(dia);

  /** Débito − crédito de una cuenta (por su papel), de un préstamo o de todo el libro. */
  const saldo = (clave: string, prestamoId?: string) => saldoMayor(prueba.dataSource, { clave, prestamoId });
  const comprobantes = async (tipo: string): Promise<number> =>
    Number(
      (
        await prueba.dataSource.query(`SELECT count(*) AS n FROM contabilidad_asientos WHERE tipo = $1`, [
          tipo,
        ])
      )[0].n,
    );

  const semanal = (monto: number, interes: number, cuotas: number): Promise<Json> =>
    prestamoSemanal(prueba, { monto, interes, cuotas, fechaInicio: hoy });

  function cuadra(balance: Json): void {
    expect(Math.round(balance.totalActivos * 100)).toBe(
      Math.round(balance.totalPasivos * 100) + Math.round(balance.totalPatrimonio * 100),
    );
  }

  it('sin elegir: base de caja, interés diferido como pasivo, sin deterioro y los porcentajes por defecto', async () => {
    const r = await pedir('GET', '/api/contabilidad/politicas');
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      baseIngresos: 'caja',
      interesDiferidoNeto: false,
      deterioroActivo: false,
      porcentajesDeterioro: { al_dia: 0, '1-8': 5, '9-15': 20, '16-30': 50, '31+': 100 },
    });
  });

  it('rechaza con 400 y en palabras lo que no es una política, sin cambiar nada', async () => {
    const casos: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ baseIngresos: 'devengo' }, 'baseIngresos', /caja/],
      [{ interesDiferidoNeto: 'si' }, 'interesDiferidoNeto', /sí o no/],
      [{ porcentajesDeterioro: { al_dia: 0 } }, 'porcentajesDeterioro', /cinco edades/],
      [
        { porcentajesDeterioro: { al_dia: 0, '1-8': 5, '9-15': 2, '16-30': 50, '31+': 100 } },
        'porcentajesDeterioro',
        /menor/,
      ],
      [
        { porcentajesDeterioro: { al_dia: 0, '1-8': 5, '9-15': 20, '16-30': 50, '31+': 120 } },
        'porcentajesDeterioro',
        /0 a 100/,
      ],
    ];
    for (const [cuerpo, campo, mensaje] of casos) {
      const r = await pedir('PUT', '/api/contabilidad/politicas', cuerpo);
      expect({ cuerpo, status: r.status }).toEqual({ cuerpo, status: 400 });
      expect(r.body.errors[campo].join(' ')).toMatch(mensaje);
    }
    expect((await pedir('GET', '/api/contabilidad/politicas')).body.data.baseIngresos).toBe('caja');
    const fecha = await pedir('GET', `/api/contabilidad/deterioro?fecha=${sumarDias(hoy, 1)}`);
    expect(fecha.status).toBe(400);
    expect(fecha.body.errors.fecha.join(' ')).toMatch(/hoy o a una fecha pasada/);
    const presentacion = await pedir('GET', `/api/contabilidad/balance-general?interesDiferido=medio`);
    expect(presentacion.status).toBe(400);
  });

  describe('causación del interés pactado', () => {
    // 700.000 al 10 % en 7 cuotas semanales: 70.000 de interés, 10.000 en cada cuota.
    let prestamo: Json;
    let vencimientos: string[];
    beforeAll(async () => {
      prestamo = await semanal(700_000, 10, 7);
      const plan = await leerPlan(prueba, tokens.admin, prestamo._id);
      vencimientos = plan.cuotas.map((c: Json) => c.fechaProgramada);
      expect(plan.cuotas.map((c: Json) => c.montoInteres)).toEqual([
        10_000, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000,
      ]);
    });

    /** Días entre dos fechas AAAA-MM-DD, con la aritmética de Date (no la de @cartera/dominio). */
    const dias = (desde: string, hasta: string) => (Date.parse(hasta) - Date.parse(desde)) / 86_400_000;

    it('base de caja: ningún ingreso hasta el cobro; causación: lo ganado por día; idempotente por préstamo y día', async () => {
      // Un cobro de la primera cuota (100.000 de capital y 10.000 de interés) el día del desembolso.
      const cobro = await pedir('POST', '/api/cobros', {
        prestamo: prestamo._id,
        monto: 110_000,
        fecha: hoy,
      });
      expect(cobro.status).toBe(201);
      const dia = sumarDias(vencimientos[0], 3);
      await barrer(dia);
      expect(await saldo('ingresos_intereses', prestamo._id)).toBe(-10_000);
      expect(await comprobantes('causacion')).toBe(0);

      await politicas({ baseIngresos: 'causacion' });
      await barrer(dia);
      // La primera cuota entera y 3 de los días de la segunda: 10.000 + 10.000 × 3 / días del periodo, truncado al
      // centavo. Una semana de 7 días: 14.285,71 (de 6 u 8, si un festivo movió un vencimiento: 15.000 o 13.750).
      const segunda = dias(vencimientos[0], vencimientos[1]);
      const esperado = ({ 6: 15_000, 7: 14_285.71, 8: 13_750 } as Record<number, number>)[segunda];
      expect(esperado).toBeDefined();
      expect(await saldo('ingresos_intereses', prestamo._id)).toBeCloseTo(-esperado, 2);
      // El diferido del préstamo es lo pactado que aún no se gana: 70.000 − lo ganado.
      expect(await saldo('intereses_diferidos', prestamo._id)).toBeCloseTo(-(70_000 - esperado), 2);
      expect(await comprobantes('causacion')).toBe(1);

      await barrer(dia);
      expect(await comprobantes('causacion')).toBe(1);
      expect(await saldo('ingresos_intereses', prestamo._id)).toBeCloseTo(-esperado, 2);

      // El estado de resultados del periodo: la causación frente a lo cobrado.
      const resultados = (await pedir('GET', `/api/contabilidad/estado-resultados?desde=${hoy}&hasta=${dia}`))
        .body.data;
      expect(resultados.ingresos.find((f: Json) => f.codigo === '415005').monto).toBeCloseTo(esperado, 2);
      cuadra((await pedir('GET', `/api/contabilidad/balance-general?fecha=${dia}`)).body.data);
      // La verificación del libro contra sus fuentes sigue en cero con la causación.
      expect((await pedir('POST', '/api/contabilidad/verificacion')).body.data.descuadres).toEqual([]);
    });

    it('volver a base de caja devuelve lo causado: el ingreso vuelve a ser lo cobrado', async () => {
      await politicas({ baseIngresos: 'caja' });
      const dia = sumarDias(vencimientos[0], 4);
      await barrer(dia);
      expect(await saldo('ingresos_intereses', prestamo._id)).toBe(-10_000);
      expect(await saldo('intereses_diferidos', prestamo._id)).toBe(-60_000);
      const resultados = (await pedir('GET', `/api/contabilidad/estado-resultados?desde=${hoy}&hasta=${dia}`))
        .body.data;
      expect(resultados.ingresos.find((f: Json) => f.codigo === '415005').monto).toBe(10_000);
      cuadra((await pedir('GET', `/api/contabilidad/balance-general?fecha=${dia}`)).body.data);
    });

    it('en la vida del préstamo se causa exactamente el interés pactado (70.000), nunca más', async () => {
      // Las cuotas 2 a 7 siguen sin pagarse: con la suspensión de siempre (más de 30 días de atraso) el préstamo dejaría
      // de causar antes del último vencimiento (causacion-y-suspension.e2e-spec.ts); aquí se suspende a los 360.
      await politicas({ baseIngresos: 'causacion', diasSuspensionCausacion: 360 });
      const ultimo = vencimientos[vencimientos.length - 1];
      await barrer(sumarDias(ultimo, -1));
      expect(-(await saldo('ingresos_intereses', prestamo._id))).toBeLessThan(70_000);
      await barrer(ultimo);
      expect(await saldo('ingresos_intereses', prestamo._id)).toBe(-70_000);
      await barrer(sumarDias(ultimo, 30));
      expect(await saldo('ingresos_intereses', prestamo._id)).toBe(-70_000);
      expect(await saldo('intereses_diferidos', prestamo._id)).toBe(0);
      await politicas({ baseIngresos: 'caja' });
      await barrer(sumarDias(ultimo, 31));
      expect(await saldo('ingresos_intereses', prestamo._id)).toBe(-10_000);
    });
  });

  describe('interés diferido restado de la cartera', () => {
    it('neto: el 270505 sale de los pasivos y resta bajo el 140510, en palabras; el balance sigue cuadrando', async () => {
      const p = await semanal(300_000, 20, 3);
      const bruto = (
        await pedir('GET', `/api/contabilidad/balance-general?fecha=${hoy}&interesDiferido=bruto`)
      ).body.data;
      const neto = (await pedir('GET', `/api/contabilidad/balance-general?fecha=${hoy}&interesDiferido=neto`))
        .body.data;
      cuadra(bruto);
      cuadra(neto);
      const diferido = bruto.pasivos.find((f: Json) => f.codigo === '270505');
      expect(diferido.monto).toBeGreaterThanOrEqual(60_000);
      expect(neto.pasivos.find((f: Json) => f.codigo === '270505')).toBeUndefined();
      const codigos = neto.activos.map((f: Json) => f.codigo);
      expect(codigos.indexOf('270505')).toBe(codigos.indexOf('140510') + 1);
      expect(neto.activos.find((f: Json) => f.codigo === '270505')).toEqual({
        codigo: '270505',
        nombre: 'Menos: Intereses pactados por cobrar (diferidos)',
        monto: -diferido.monto,
        anterior: 0 - diferido.anterior,
      });
      expect(Math.round((bruto.totalActivos - neto.totalActivos) * 100)).toBe(
        Math.round(diferido.monto * 100),
      );
      expect(neto.interesDiferidoNeto).toBe(true);
      expect(bruto.interesDiferidoNeto).toBe(false);
      // El exporte sale como se ve.
      const csv = await pedir(
        'GET',
        `/api/contabilidad/balance-general/exporte?fecha=${hoy}&formato=csv&interesDiferido=neto`,
      );
      expect(csv.status).toBe(200);
      expect(Buffer.from(csv.body as unknown as string, 'utf8').toString()).toContain(
        'Menos: Intereses pactados por cobrar (diferidos)',
      );

      // Elegido en las políticas, es la presentación sin ?interesDiferido; el préstamo de 300.000 al 20 % difiere 60.000.
      await politicas({ interesDiferidoNeto: true });
      const porDefecto = (await pedir('GET', `/api/contabilidad/balance-general?fecha=${hoy}`)).body.data;
      expect(porDefecto.interesDiferidoNeto).toBe(true);
      expect(await saldo('intereses_diferidos', p._id)).toBe(-60_000);
      await politicas({ interesDiferidoNeto: false });
    });
  });

  describe('deterioro y cuentas de orden', () => {
    it('provisiona por edades de mora, ajusta al volver a pedirlo y no escribe nada sin diferencia', async () => {
      // Sólo este préstamo tiene cuotas vencidas: su primera cuota venció hace 5 días (1 a 8 días: 5 %).
      const p = await semanal(400_000, 10, 4);
      const plan = await leerPlan(prueba, tokens.admin, p._id);
      const primera: string = plan.cuotas[0].fechaProgramada;
      const correr = async (atras: number) =>
        prueba.dataSource.query(
          `UPDATE cuotas SET fecha_programada = fecha_programada - $2::int WHERE prestamo_id = $1`,
          [p._id, atras],
        );
      await correr((Date.parse(primera) - Date.parse(hoy)) / 86_400_000 + 5);

      const previa = (await pedir('GET', `/api/contabilidad/deterioro?fecha=${hoy}`)).body.data;
      expect(previa.edades.find((e: Json) => e.banda === '1-8')).toMatchObject({
        capital: 400_000,
        porcentaje: 5,
        provision: 20_000,
      });
      expect(previa).toMatchObject({ objetivo: 20_000, anterior: 0, ajuste: 20_000, asientoId: null });
      expect(await comprobantes('deterioro')).toBe(0);

      const r = await pedir('POST', '/api/contabilidad/deterioro', { fecha: hoy });
      expect(r.status).toBe(201);
      expect(r.body.data).toMatchObject({ objetivo: 20_000, anterior: 0, ajuste: 20_000 });
      expect(r.body.data.asientoId).toEqual(expect.any(String));
      expect(await saldo('deterioro_cartera')).toBe(-20_000);
      expect(await saldo('gasto_deterioro')).toBe(20_000);

      const igual = await pedir('POST', '/api/contabilidad/deterioro', { fecha: hoy });
      expect(igual.body.data).toMatchObject({
        objetivo: 20_000,
        anterior: 20_000,
        ajuste: 0,
        asientoId: null,
      });
      expect(await comprobantes('deterioro')).toBe(1);

      // 20 días más de atraso (25: de 16 a 30 días, 50 %): 200.000, un ajuste de 180.000.
      await correr(20);
      const mas = await pedir('POST', '/api/contabilidad/deterioro', {});
      expect(mas.body.data).toMatchObject({ objetivo: 200_000, anterior: 20_000, ajuste: 180_000 });
      expect(await saldo('deterioro_cartera')).toBe(-200_000);
      const balance = (await pedir('GET', `/api/contabilidad/balance-general?fecha=${hoy}`)).body.data;
      expect(balance.activos.find((f: Json) => f.codigo === '149905').monto).toBe(-200_000);
      cuadra(balance);
      const resultados = (await pedir('GET', `/api/contabilidad/estado-resultados?desde=${hoy}&hasta=${hoy}`))
        .body.data;
      expect(resultados.gastos.find((f: Json) => f.codigo === '519920').monto).toBe(200_000);

      // Castigado: su capital sale de la cartera y la provisión se recupera (el gasto baja a 0).
      const castigo = await pedir('POST', `/api/prestamos/${p._id}/castigar`, { motivo: 'Inubicable' });
      expect(castigo.status).toBe(200);
      const despues = await pedir('POST', '/api/contabilidad/deterioro', {});
      expect(despues.body.data).toMatchObject({ objetivo: 0, anterior: 200_000, ajuste: -200_000 });
      expect(await saldo('deterioro_cartera')).toBe(0);
      expect(await saldo('gasto_deterioro')).toBe(0);
    });

    it('el castigo deja en cuentas de orden lo que el cliente debe y la recuperación lo descarga', async () => {
      // 500.000 al 20 % en 5 cuotas: 600.000 pactados; cobrados 120.000 (100.000 de capital, 20.000 de interés).
      const p = await semanal(500_000, 20, 5);
      expect(
        (await pedir('POST', '/api/cobros', { prestamo: p._id, monto: 120_000, fecha: hoy })).status,
      ).toBe(201);
      expect((await pedir('POST', `/api/prestamos/${p._id}/castigar`, { motivo: 'Inubicable' })).status).toBe(
        200,
      );
      expect(await saldo('castigados_orden', p._id)).toBe(480_000);
      expect(await saldo('castigados_orden_contra', p._id)).toBe(-480_000);

      expect(
        (await pedir('POST', '/api/cobros', { prestamo: p._id, monto: 30_000, fecha: hoy })).status,
      ).toBe(201);
      expect(await saldo('recuperaciones', p._id)).toBe(-30_000);
      expect(await saldo('castigados_orden', p._id)).toBe(450_000);
      expect(await saldo('castigados_orden_contra', p._id)).toBe(-450_000);

      // Las cuentas de orden no son del balance general ni del estado de resultados; el de prueba las lleva y cuadra.
      const balance = (await pedir('GET', `/api/contabilidad/balance-general?fecha=${hoy}`)).body.data;
      expect([...balance.activos, ...balance.pasivos].some((f: Json) => f.codigo.startsWith('8'))).toBe(
        false,
      );
      cuadra(balance);
      const prueba8 = (await pedir('GET', `/api/contabilidad/balance-prueba?desde=${hoy}&hasta=${hoy}`)).body
        .data;
      // 450.000 de este y 440.000 del castigado en la prueba anterior (400.000 de capital y 40.000 de interés).
      expect(prueba8.cuentas.find((f: Json) => f.codigo === '832510')).toMatchObject({
        clase: 'orden_deudora',
        saldo: 890_000,
      });
      expect(Math.round(prueba8.totalDebitos * 100)).toBe(Math.round(prueba8.totalCreditos * 100));
      const verificacion = await pedir('POST', '/api/contabilidad/verificacion');
      expect(verificacion.body.data.descuadres).toEqual([]);
    });

    it('el barrido provisiona el último día del mes, una vez, si el deterioro está activo', async () => {
      const finDeMes = (() => {
        const [anio, mes] = hoy.split('-').map(Number);
        return `${hoy.slice(0, 8)}${String(new Date(Date.UTC(anio, mes, 0)).getUTCDate()).padStart(2, '0')}`;
      })();
      const antes = await comprobantes('deterioro');
      const inactivo = await barrer(finDeMes);
      expect(inactivo.deterioroAsentado).toBe(false);
      await politicas({ deterioroActivo: true });
      // Un préstamo al día nuevo no cambia nada; uno con su primera cuota vencida hace 40 días (100 %) sí.
      const p = await semanal(100_000, 10, 2);
      await prueba.dataSource.query(
        `UPDATE cuotas SET fecha_programada = $2::date - 40 + (numero - 1) * 7 WHERE prestamo_id = $1`,
        [p._id, finDeMes],
      );
      const primero = await barrer(finDeMes);
      expect(primero.deterioroAsentado).toBe(true);
      expect(await comprobantes('deterioro')).toBe(antes + 1);
      expect(await saldo('deterioro_cartera')).toBeLessThanOrEqual(-100_000);
      const otra = await barrer(finDeMes);
      expect(otra.deterioroAsentado).toBe(false);
      expect(await comprobantes('deterioro')).toBe(antes + 1);
    });

    it('la migración deja en orden lo que aún deben los castigados de antes (castigado − recuperado)', async () => {
      // 200.000 al 10 %: 220.000 castigados; 50.000 recuperados. Como antes de la migración: sin sus líneas de orden.
      const p = await semanal(200_000, 10, 2);
      expect((await pedir('POST', `/api/prestamos/${p._id}/castigar`, { motivo: 'Inubicable' })).status).toBe(
        200,
      );
      expect(
        (await pedir('POST', '/api/cobros', { prestamo: p._id, monto: 50_000, fecha: hoy })).status,
      ).toBe(201);
      await prueba.dueno.transaction(async (m) => {
        await m.query(`SET LOCAL session_replication_role = replica`);
        await m.query(
          `DELETE FROM contabilidad_lineas WHERE prestamo_id = $1
           AND cuenta_id IN (SELECT id FROM contabilidad_cuentas WHERE clave IN ('castigados_orden', 'castigados_orden_contra'))`,
          [p._id],
        );
      });
      expect(await saldo('castigados_orden', p._id)).toBe(0);
      // Como en la migración: en una transacción (cada comprobante cuadra al confirmar); dos veces, una sola cuenta.
      for (let vez = 0; vez < 2; vez++) {
        const runner = prueba.dueno.createQueryRunner();
        try {
          await runner.startTransaction();
          await registrarCastigosAnteriores(runner);
          await runner.commitTransaction();
        } finally {
          await runner.release();
        }
      }
      expect(await saldo('castigados_orden', p._id)).toBe(170_000);
      expect(await saldo('castigados_orden_contra', p._id)).toBe(-170_000);
    });
  });
});
