// La causación que espera el dinero y se detiene en la mora (docs/decisiones/causacion-y-suspension.md): nada antes del
// desembolso, la suspensión pasados N días de atraso con lo causado y no cobrado de vuelta al diferido, y una política
// que rige desde una fecha: el barrido del día asienta la diferencia con lo que dice la política de ese día, así que
// volver a base de caja el mismo día deja las cifras de la base de caja. Las cifras se calculan aquí a mano.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { BarridoService } from '../src/barrido/barrido.service';
import { VigenciasDePoliticas1795360950000 } from '../src/database/migrations/1795360950000-vigencias-de-politicas';
import type { Json } from './support/app-prueba';
import { usarAppPrueba } from './support/app-del-archivo';
import { activarMora, prestamoSemanal } from './support/escenarios';
import { leerPlan } from './support/fabricas-cartera';
import { saldoMayor } from './support/mayor';

describe('Causación que espera el dinero y se suspende en la mora', () => {
  const hoy = hoyBogota();
  const { prueba, tokens } = usarAppPrueba();

  const pedir = (metodo: 'GET' | 'POST' | 'PUT', ruta: string, cuerpo?: unknown) =>
    prueba.pedir({ metodo, ruta, token: tokens.admin, cuerpo });
  const politicas = async (cambios: Record<string, unknown>): Promise<Json> => {
    const r = await pedir('PUT', '/api/contabilidad/politicas', cambios);
    expect(r.status).toBe(200);
    return r.body.data;
  };
  const barrer = (dia: string) => prueba.app.get(BarridoService).ejecutar(dia);
  /** Débito − crédito de una cuenta (por su papel) de un préstamo, en pesos. */
  const saldo = (clave: string, prestamoId: string) => saldoMayor(prueba.dataSource, { clave, prestamoId });
  /** El ingreso por intereses pactados del préstamo (415005, en positivo) y su diferido (270505, en positivo). */
  const ingresoYDiferido = async (prestamoId: string) => ({
    ingreso: 0 - (await saldo('ingresos_intereses', prestamoId)) + 0,
    diferido: 0 - (await saldo('intereses_diferidos', prestamoId)) + 0,
  });
  /** Pesos con sus centavos exactos (una resta de decimales en coma flotante no lo es). */
  const pesos = (n: number) => Math.round(n * 100) / 100;
  /** Los comprobantes de causación del préstamo, en orden, con lo que movieron al ingreso (negativo: lo devuelto). */
  const causaciones = async (prestamoId: string): Promise<Array<{ id: string; fecha: string; ingreso: number }>> =>
    (
      await prueba.dataSource.query(
        `SELECT a.id, a.fecha::text AS fecha, sum(l.credito - l.debito)::float8 AS ingreso
         FROM contabilidad_asientos a
         JOIN contabilidad_lineas l ON l.asiento_id = a.id
         JOIN contabilidad_cuentas c ON c.id = l.cuenta_id AND c.clave = 'ingresos_intereses'
         WHERE a.tipo = 'causacion' AND a.origen_id = $1
         GROUP BY a.id, a.fecha, a.numero ORDER BY a.numero`,
        [prestamoId],
      )
    ).map((f: Json) => ({ id: f.id as string, fecha: f.fecha as string, ingreso: f.ingreso as number }));

  const semanal = (monto: number, interes: number, cuotas: number, fechaInicio: string, fecha?: string) =>
    prestamoSemanal(prueba, { monto, interes, cuotas, fechaInicio, ...(fecha ? { fecha } : {}) });

  it('la política por defecto: base de caja y 30 días; rechaza con 400 y en palabras lo que no sirve, sin cambiar nada', async () => {
    const r = await pedir('GET', '/api/contabilidad/politicas');
    expect(r.body.data).toMatchObject({
      baseIngresos: 'caja',
      diasSuspensionCausacion: 30,
      vigenteDesde: null,
      cambioProgramado: null,
    });
    const casos: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ diasSuspensionCausacion: 0 }, 'diasSuspensionCausacion', /entero de 1 a 360/],
      [{ diasSuspensionCausacion: 30.5 }, 'diasSuspensionCausacion', /entero de 1 a 360/],
      [{ diasSuspensionCausacion: '30' }, 'diasSuspensionCausacion', /entero de 1 a 360/],
      [{ baseIngresos: 'causacion', vigenteDesde: sumarDias(hoy, -1) }, 'vigenteDesde', /desde hoy o desde una fecha futura/],
      [{ baseIngresos: 'causacion', vigenteDesde: '2026-02-30' }, 'vigenteDesde', /fecha/i],
      [{ vigenteDesde: sumarDias(hoy, 3) }, 'vigenteDesde', /base de los ingresos o los días de suspensión/],
    ];
    for (const [cuerpo, campo, mensaje] of casos) {
      const malo = await pedir('PUT', '/api/contabilidad/politicas', cuerpo);
      expect({ cuerpo, status: malo.status }).toEqual({ cuerpo, status: 400 });
      expect(malo.body.errors[campo].join(' ')).toMatch(mensaje);
    }
    expect((await pedir('GET', '/api/contabilidad/politicas')).body.data).toMatchObject({
      baseIngresos: 'caja',
      diasSuspensionCausacion: 30,
      vigenteDesde: null,
    });
    const [{ n }] = await prueba.dataSource.query(`SELECT count(*)::int AS n FROM contabilidad_politicas_vigencias`);
    expect(n).toBe(0);
  });

  it('hallazgo 3: un préstamo desembolsado hoy con cuotas del pasado no gana nada el día del desembolso', async () => {
    // 600.000 al 20 %: 120.000 de interés en 4 cuotas semanales de un plan que empezó hace 60 días; el dinero sale hoy.
    const p = await semanal(600_000, 20, 4, sumarDias(hoy, -60));
    const plan = await leerPlan(prueba, tokens.admin, p._id);
    expect(plan.cuotas.every((c: Json) => (c.fechaProgramada as string) < hoy)).toBe(true);
    expect(await ingresoYDiferido(p._id)).toEqual({ ingreso: 0, diferido: 120_000 });

    expect(await politicas({ baseIngresos: 'causacion' })).toMatchObject({
      baseIngresos: 'causacion',
      vigenteDesde: hoy,
    });
    await barrer(hoy);
    expect(await ingresoYDiferido(p._id)).toEqual({ ingreso: 0, diferido: 120_000 });
    expect(await causaciones(p._id)).toEqual([]);
    // Al día siguiente ya corrió un día con el dinero afuera: lo que el plan daba por vencido se gana entonces.
    await barrer(sumarDias(hoy, 1));
    expect(await ingresoYDiferido(p._id)).toEqual({ ingreso: 120_000, diferido: 0 });
    // Pasados 30 días de atraso (contados desde el desembolso, no desde las cuotas) se suspende y todo vuelve.
    await barrer(sumarDias(hoy, 30));
    expect(await ingresoYDiferido(p._id)).toEqual({ ingreso: 120_000, diferido: 0 });
    await barrer(sumarDias(hoy, 31));
    expect(await ingresoYDiferido(p._id)).toEqual({ ingreso: 0, diferido: 120_000 });
    await politicas({ baseIngresos: 'caja' });
  });

  describe('hallazgo 7: un cambio de base se deshace el mismo día', () => {
    // 700.000 al 10 % en 7 cuotas semanales desde hoy: 10.000 de interés en cada cuota.
    let p: Json;
    let dia: string;
    beforeAll(async () => {
      p = await semanal(700_000, 10, 7, hoy);
      const plan = await leerPlan(prueba, tokens.admin, p._id);
      dia = sumarDias(plan.cuotas[0].fechaProgramada as string, 3);
      // La primera cuota se cobra hoy (100.000 de capital y 10.000 de interés).
      expect((await pedir('POST', '/api/cobros', { prestamo: p._id, monto: 110_000, fecha: hoy })).status).toBe(201);
    });

    it('causación, barrido, base de caja y barrido: 270505 y 415005 quedan como en base de caja, con un comprobante que revierte', async () => {
      await barrer(dia);
      // Las cifras de la base de caja: el ingreso es lo cobrado.
      const deCaja = await ingresoYDiferido(p._id);
      expect(deCaja).toEqual({ ingreso: 10_000, diferido: 60_000 });

      await politicas({ baseIngresos: 'causacion' });
      await barrer(dia);
      const causado = await ingresoYDiferido(p._id);
      expect(causado.ingreso).toBeGreaterThan(10_000);
      expect(causado.ingreso + causado.diferido).toBe(70_000);
      // Idempotente: el mismo día, con la misma política, no asienta nada más.
      const otra = await barrer(dia);
      expect(await ingresoYDiferido(p._id)).toEqual(causado);
      expect(await causaciones(p._id)).toHaveLength(1);
      expect(otra.prestamosCausados).toBe(0);

      await politicas({ baseIngresos: 'caja' });
      const vuelta = await barrer(dia);
      expect(vuelta.prestamosCausados).toBeGreaterThanOrEqual(1);
      expect(await ingresoYDiferido(p._id)).toEqual(deCaja);
      // Nada se editó: la causación sigue y un comprobante nuevo del mismo día la revierte.
      const comprobantes = await causaciones(p._id);
      expect(comprobantes).toEqual([
        { id: expect.any(String), fecha: dia, ingreso: pesos(causado.ingreso - 10_000) },
        { id: expect.any(String), fecha: dia, ingreso: pesos(10_000 - causado.ingreso) },
      ]);

      // Y otra vez el mismo día: nada.
      const tercera = await barrer(dia);
      expect(tercera.prestamosCausados).toBe(0);
      expect(await causaciones(p._id)).toHaveLength(2);
      expect(await ingresoYDiferido(p._id)).toEqual(deCaja);
    });

    it('una base elegida para un día futuro rige desde ese día: antes, la de hoy', async () => {
      const desde = sumarDias(dia, 2);
      const r = await politicas({ baseIngresos: 'causacion', vigenteDesde: desde });
      expect(r).toMatchObject({
        baseIngresos: 'caja',
        cambioProgramado: { vigenteDesde: desde, baseIngresos: 'causacion', diasSuspensionCausacion: 30 },
      });
      // Guardar lo que ya rige (como hace la pantalla) no borra lo programado.
      expect(await politicas({ baseIngresos: 'caja' })).toMatchObject({ cambioProgramado: { vigenteDesde: desde } });
      await barrer(sumarDias(dia, 1));
      expect(await ingresoYDiferido(p._id)).toEqual({ ingreso: 10_000, diferido: 60_000 });
      await barrer(desde);
      expect((await ingresoYDiferido(p._id)).ingreso).toBeGreaterThan(10_000);
      // Volver a caja desde hoy reemplaza lo programado.
      expect(await politicas({ baseIngresos: 'caja', vigenteDesde: hoy })).toMatchObject({ cambioProgramado: null });
      await barrer(sumarDias(desde, 1));
      expect(await ingresoYDiferido(p._id)).toEqual({ ingreso: 10_000, diferido: 60_000 });
    });
  });

  describe('hallazgo 4: pasados N días de atraso se suspende y lo causado y no cobrado sale del ingreso', () => {
    // 700.000 al 10 % en 7 cuotas semanales desde hace 20 días, sin ningún cobro: la primera cuota ya venció.
    let p: Json;
    let primera: string;
    beforeAll(async () => {
      p = await semanal(700_000, 10, 7, sumarDias(hoy, -20), sumarDias(hoy, -20));
      primera = (await leerPlan(prueba, tokens.admin, p._id)).cuotas[0].fechaProgramada as string;
      await politicas({ baseIngresos: 'causacion', diasSuspensionCausacion: 30 });
    });

    it('el día que pasa de 30 días el comprobante devuelve al diferido todo lo causado (Dr 415005 / Cr 270505)', async () => {
      // 30 días de atraso: todavía causa.
      await barrer(sumarDias(primera, 30));
      const antes = await ingresoYDiferido(p._id);
      expect(antes.ingreso).toBeGreaterThan(10_000);
      expect(antes.ingreso + antes.diferido).toBe(70_000);
      // 31 días: suspendida; no se ha cobrado nada, así que el ingreso vuelve a 0.
      const cruce = sumarDias(primera, 31);
      await barrer(cruce);
      expect(await ingresoYDiferido(p._id)).toEqual({ ingreso: 0, diferido: 70_000 });
      const ultima = (await causaciones(p._id)).at(-1);
      expect(ultima).toEqual({ id: expect.any(String), fecha: cruce, ingreso: -antes.ingreso });
      // Mientras siga suspendida, ningún día más causa.
      await barrer(sumarDias(primera, 40));
      expect(await ingresoYDiferido(p._id)).toEqual({ ingreso: 0, diferido: 70_000 });
    });

    it('con la mora activa: la mora queda diferida, el interés suspendido entra como se cobra y la causación vuelve al ponerse al día', async () => {
      // 24 % anual sin gracia desde hoy, con una tasa de usura certificada que la cubre todo el año.
      await activarMora(prueba, { desdeHaceDias: 0, usuraHastaDias: 400 });
      const dia = sumarDias(primera, 41);
      await barrer(dia);
      const moraCausada = await saldo('cartera_mora', p._id);
      expect(moraCausada).toBeGreaterThan(0);
      expect(await saldo('mora_diferida', p._id)).toBe(-moraCausada);
      expect(await saldo('ingresos_mora', p._id)).toBe(0);
      expect(await ingresoYDiferido(p._id)).toEqual({ ingreso: 0, diferido: 70_000 });

      // Un cobro que paga la mora y las cuotas vencidas: la mora y el interés cobrado son ingreso (base de caja).
      const plan = await leerPlan(prueba, tokens.admin, p._id);
      const vencidas = (plan.cuotas as Json[]).filter((c) => (c.fechaProgramada as string) < dia);
      const debido = vencidas.reduce((t, c) => t + (c.montoTotal as number), 0);
      const interesVencido = vencidas.reduce((t, c) => t + (c.montoInteres as number), 0);
      const cobro = await pedir('POST', '/api/cobros', { prestamo: p._id, monto: debido + moraCausada, fecha: hoy });
      expect(cobro.status).toBe(201);
      expect(await saldo('ingresos_mora', p._id)).toBe(-moraCausada);
      expect(await ingresoYDiferido(p._id)).toEqual({ ingreso: interesVencido, diferido: 70_000 - interesVencido });

      // Al día: el barrido siguiente vuelve a causar (lo devengado, que ya no es sólo lo cobrado).
      await barrer(sumarDias(dia, 1));
      const despues = await ingresoYDiferido(p._id);
      expect(despues.ingreso).toBeGreaterThanOrEqual(interesVencido);
      expect(despues.ingreso + despues.diferido).toBe(70_000);
      // La mora sigue en base de caja: la causación no la toca.
      expect(await saldo('ingresos_mora', p._id)).toBe(-moraCausada);
      await pedir('PUT', '/api/configuracion/organizacion', { moraActiva: false });
    });
  });

  it('la migración lleva la causación que una instalación tenía elegida a una vigencia desde su primera causación', async () => {
    const migracion = new VigenciasDePoliticas1795360950000();
    const correr = async (sentido: 'up' | 'down') => {
      const runner = prueba.dueno.createQueryRunner();
      try {
        await runner.startTransaction();
        await migracion[sentido](runner);
        await runner.commitTransaction();
      } finally {
        await runner.release();
      }
    };
    const rigeHoy = (await pedir('GET', '/api/contabilidad/politicas')).body.data.baseIngresos;
    await correr('down');
    // Lo de antes: la base (la que rige hoy) en la fila de políticas y la causación sin vigencia.
    const [{ base }] = await prueba.dataSource.query(`SELECT base_ingresos AS base FROM contabilidad_politicas`);
    expect(base).toBe(rigeHoy);
    await prueba.dataSource.query(`UPDATE contabilidad_politicas SET base_ingresos = 'causacion'`);
    const [{ desde }] = await prueba.dataSource.query(
      `SELECT coalesce(min(fecha), current_date)::text AS desde FROM contabilidad_causaciones`,
    );
    await correr('up');
    expect(
      await prueba.dataSource.query(
        `SELECT vigente_desde::text AS desde, base_ingresos AS base, dias_suspension_causacion AS dias
         FROM contabilidad_politicas_vigencias`,
      ),
    ).toEqual([{ desde, base: 'causacion', dias: 30 }]);
  });
});
