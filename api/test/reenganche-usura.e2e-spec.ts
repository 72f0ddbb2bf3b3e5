// Un reenganche es un préstamo nuevo para la regla de usura (docs/decisiones/tasa-efectiva-y-usura.md): la EA de sus
// términos (saldo refinanciado + monto adicional, su interés, cuotas y amortización) frente a la tasa certificada del
// tipo de crédito del préstamo anterior el día del reenganche. Con la organización en «avisar» se confirma (auditado),
// con «rechazar» no se hace; un 422 no deja rastro, tampoco la condonación del interés por vencer que se pidió.
import {
  CODIGOS,
  calcularPlan,
  formatearNumero,
  hoyBogota,
  interesMaximoBajoUsura,
  sumarDias,
  tasaEfectivaDelPlan,
  type TerminosPrestamo,
  type TipoCredito,
} from '@cartera/dominio';
import { randomUUID } from 'node:crypto';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { crearClientePrueba, crearPrestamoPrueba, verificarLibro } from './support/fabricas-cartera';

describe('reenganche: la regla de usura del préstamo nuevo', () => {
  const hoy = hoyBogota();
  const TASA_CONSUMO = 28.5;
  const TASA_MICROCREDITO = 56.2;
  // El préstamo nuevo: 550.000 refinanciados + 100.000 adicionales, en 10 cuotas semanales amortizables.
  const terminosNuevo = { cuotas: 10, modalidad: 'semanal', tipoAmortizacion: 'amortizable' } as const;
  const monto = 650_000;
  const eaCon = (interes: number) =>
    tasaEfectivaDelPlan(
      calcularPlan({ ...terminosNuevo, monto, interes, fechaInicio: hoy } as TerminosPrestamo),
      hoy,
    ) as number;
  const interesMaximo = (tasa: number) =>
    interesMaximoBajoUsura(
      { ...terminosNuevo, monto, fechaInicio: hoy } as Omit<TerminosPrestamo, 'interes'>,
      tasa,
    );
  const reenganche = (extra: Record<string, unknown> = {}) => ({
    ...terminosNuevo,
    interes: 20,
    montoAdicional: 100_000,
    ...extra,
  });

  const { prueba, tokens } = usarAppPrueba(async () => {
    await prueba.dataSource.query(
      `INSERT INTO tasas_usura (tipo_credito, tasa, desde, hasta, resolucion)
       VALUES ('consumo_ordinario', $1, $3, $4, 'Prueba consumo'), ('microcredito', $2, $3, $4, 'Prueba microcrédito')`,
      [TASA_CONSUMO, TASA_MICROCREDITO, sumarDias(hoy, -20), sumarDias(hoy, 40)],
    );
  });

  /** Un préstamo amortizable de 500.000 al 10 % (550.000 pendientes, todo por vencer), confirmado sobre la usura. */
  async function prestamoDe550(tipoCredito: TipoCredito = 'consumo_ordinario'): Promise<Json> {
    const cliente = await crearClientePrueba(prueba.dataSource);
    return crearPrestamoPrueba(prueba, tokens.admin, {
      cliente: cliente.id,
      monto: 500_000,
      interes: 10,
      cuotas: 10,
      modalidad: 'semanal',
      tipoAmortizacion: 'amortizable',
      fechaInicio: hoy,
      tipoCredito,
      confirmarUsura: true,
    });
  }

  const ruta = (prestamo: Json) => `/api/prestamos/${prestamo._id}/reenganche`;

  /** Lo que un reenganche escribe: préstamos, libro, auditoría, condonaciones y el saldo del anterior. */
  async function huella(anterior: Json) {
    const [fila] = await prueba.dataSource.query(
      `SELECT (SELECT count(*)::int FROM prestamos) AS prestamos,
              (SELECT count(*)::int FROM prestamos_movimientos) AS movimientos,
              (SELECT count(*)::int FROM auditoria) AS auditoria,
              (SELECT coalesce(sum(monto_condonado), 0)::text FROM cuotas WHERE prestamo_id = $1) AS condonado,
              (SELECT estado || ' ' || saldo_pendiente::text FROM prestamos WHERE id = $1) AS anterior`,
      [anterior._id],
    );
    return fila;
  }

  const confirmaciones = async (prestamoId: string): Promise<Json[]> =>
    prueba.dataSource.query(
      `SELECT datos_nuevos FROM auditoria
       WHERE accion = 'Confirmar préstamo sobre la tasa de usura' AND datos_nuevos->>'prestamo' = $1`,
      [prestamoId],
    );

  describe('organización en «avisar» (por defecto)', () => {
    it('sobre la tasa y sin confirmar: 422 con las dos tasas y el interés máximo, y nada se escribe (ni la condonación)', async () => {
      const anterior = await prestamoDe550();
      const antes = await huella(anterior);
      // Condonar el interés por vencer: el préstamo nuevo es de 500.000 + 100.000.
      const r = await prueba.como('admin').post(ruta(anterior), reenganche({ interesPorVencer: 'condonar' }));
      expect(r.status).toBe(422);
      expect(r.body.code).toBe(CODIGOS.confirmacionUsuraRequerida);
      const ea = tasaEfectivaDelPlan(
        calcularPlan({ ...terminosNuevo, monto: 600_000, interes: 20, fechaInicio: hoy } as TerminosPrestamo),
        hoy,
      ) as number;
      expect(r.body.message).toContain(
        `(${formatearNumero(ea, 2)} % EA) supera la tasa de usura certificada para Consumo y ordinario (28,50 % EA`,
      );
      const maximo = interesMaximoBajoUsura(
        { ...terminosNuevo, monto: 600_000, fechaInicio: hoy } as Omit<TerminosPrestamo, 'interes'>,
        TASA_CONSUMO,
      );
      expect(r.body.message).toContain(
        `el interés más alto que no la supera es ${formatearNumero(maximo, 2)} %`,
      );
      expect(await huella(anterior)).toEqual(antes);
      expect(antes.anterior).toBe('activo 550000.00');
    });

    it('con confirmarUsura (la misma Idempotency-Key, como lo reenvía el portal) se crea y la confirmación queda auditada', async () => {
      const anterior = await prestamoDe550();
      const cabeceras = { 'Idempotency-Key': randomUUID() };
      const sinConfirmar = await prueba.como('admin').post(ruta(anterior), reenganche(), { cabeceras });
      expect(sinConfirmar.body.code).toBe(CODIGOS.confirmacionUsuraRequerida);
      const r = await prueba
        .como('admin')
        .post(ruta(anterior), reenganche({ confirmarUsura: true }), { cabeceras });
      expect(r.status).toBe(201);
      expect(r.body.data).toMatchObject({ monto, montoRefinanciado: 550_000, tasaEfectivaAnual: eaCon(20) });
      const detalle = (await prueba.como('admin').get(`/api/prestamos/${r.body.data._id}`)).body.data;
      expect(detalle).toMatchObject({
        tipoCredito: 'consumo_ordinario',
        tasaUsura: { tasa: TASA_CONSUMO },
        superaUsura: true,
      });
      const [auditada] = await confirmaciones(r.body.data._id);
      expect(auditada.datos_nuevos).toMatchObject({
        tipoCredito: 'consumo_ordinario',
        tasaEfectivaAnual: eaCon(20),
        tasaUsura: { tasa: TASA_CONSUMO },
        interesMaximoUsura: interesMaximo(TASA_CONSUMO),
      });
      await verificarLibro(prueba.dataSource, anterior._id);
      await verificarLibro(prueba.dataSource, r.body.data._id);
    });

    it('bajo la tasa no hay nada que confirmar ni que auditar', async () => {
      const anterior = await prestamoDe550();
      const r = await prueba
        .como('admin')
        .post(ruta(anterior), reenganche({ interes: interesMaximo(TASA_CONSUMO) }));
      expect(r.status).toBe(201);
      expect(r.body.data.tasaEfectivaAnual).toBeLessThanOrEqual(TASA_CONSUMO);
      expect(await confirmaciones(r.body.data._id)).toEqual([]);
    });

    it('la tasa que limita es la del tipo de crédito del préstamo anterior', async () => {
      // Un interés cuya EA supera la tasa de consumo (la de la organización) pero no la de microcrédito.
      const interes = interesMaximo(TASA_MICROCREDITO);
      expect(eaCon(interes)).toBeGreaterThan(TASA_CONSUMO);
      const anterior = await prestamoDe550('microcredito');
      const r = await prueba.como('admin').post(ruta(anterior), reenganche({ interes }));
      expect(r.status).toBe(201);
      const detalle = (await prueba.como('admin').get(`/api/prestamos/${r.body.data._id}`)).body.data;
      expect(detalle).toMatchObject({
        tipoCredito: 'microcredito',
        tasaUsura: { tasa: TASA_MICROCREDITO },
        superaUsura: false,
      });
    });
  });

  describe('organización en «rechazar»', () => {
    // Los préstamos anteriores nacen antes del cambio: en «rechazar» su alta (10 % a 10 semanas) tampoco pasaría.
    let anteriores: Json[];
    beforeAll(async () => {
      anteriores = [await prestamoDe550(), await prestamoDe550()];
      expect(
        (await prueba.como('admin').put('/api/configuracion/organizacion', { usuraAccion: 'rechazar' }))
          .status,
      ).toBe(200);
    });

    it('sobre la tasa es 422 aunque venga confirmado, con las dos tasas, y nada se escribe', async () => {
      const anterior = anteriores[0];
      const antes = await huella(anterior);
      const r = await prueba.como('admin').post(ruta(anterior), reenganche({ confirmarUsura: true }));
      expect(r.status).toBe(422);
      expect(r.body.code).toBe(CODIGOS.prestamoSuperaUsura);
      expect(r.body.message).toContain(`(${formatearNumero(eaCon(20), 2)} % EA) supera la tasa de usura`);
      expect(r.body.message).toContain('(28,50 % EA');
      expect(r.body.message).toContain(`${formatearNumero(interesMaximo(TASA_CONSUMO), 2)} %`);
      expect(r.body.message).toContain('no otorga préstamos sobre la tasa de usura');
      expect(await huella(anterior)).toEqual(antes);
    });

    it('bajo la tasa el reenganche se hace', async () => {
      const anterior = anteriores[1];
      const r = await prueba
        .como('admin')
        .post(ruta(anterior), reenganche({ interes: interesMaximo(TASA_CONSUMO) }));
      expect(r.status).toBe(201);
    });
  });
});
