// Una cartera importada frente a lo demás de Cartera (docs/decisiones/importacion.md, «Cierre de periodos durante una
// aplicación», «Cuatro ojos» y «La mora desde el corte»): un cierre pedido mientras la importación se aplica, los
// controles de cuatro ojos sobre un préstamo importado de 20.000.000 y lo que Mi Ruta propone cobrar de un préstamo
// importado en mora. Las cifras esperadas se calculan aquí, de las fechas y montos del archivo.
import {
  MENSAJES_PRESTAMO_IMPORTADO,
  UMBRALES_APROBACION_DEFECTO,
  hoyBogota,
  motivoEspera,
  sumarDias,
  type TipoAprobacion,
} from '@cartera/dominio';
import { AplicadorImportaciones } from '../src/importaciones/aplicar-importacion';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json, RespuestaPrueba } from './support/app-prueba';
import {
  esperarImportacion,
  libroDePrueba,
  libroXlsx,
  prestamoImportado,
  subirImportacion,
} from './support/importacion';

const hoy = hoyBogota();
/** El último día del mes pasado: un mes terminado, que se puede cerrar. */
const finMesPasado = sumarDias(`${hoy.slice(0, 8)}01`, -1);
/** La fecha de corte, a mitad del mes pasado. */
const corte = `${finMesPasado.slice(0, 8)}15`;
const dia = (dias: number) => sumarDias(corte, dias);
/** Días entre dos fechas AAAA-MM-DD. */
const dias = (desde: string, hasta: string) =>
  Math.round((Date.parse(hasta) - Date.parse(desde)) / 86_400_000);
/** La mora de la organización en la prueba: 12 % efectivo anual, sin gracia. */
const TASA_MORA_EA = 12;

/**
 * El archivo: el cobrador de la plantilla (cobrador1, por su email), y tres préstamos: H-1 con su historia y P-1 con
 * su plan propio, los dos de cobrador1 y con cuotas vencidas desde antes del corte; G-1, de 20.000.000 con su plan
 * propio, al día.
 */
const archivo = (): Record<string, unknown[][]> => libroDePrueba({
  Cobradores: [['K-1', 'Cobrador Uno', 'cobrador1@cartera.local']],
  Clientes: [
    ['C-1', '00512345678', 'Hilda Cruce', '3001234567', 'Calle 1', 'Bogotá', 'K-1'],
    ['C-2', '00612345678', 'Pablo Cruce', '3109876543', 'Carrera 2', 'Cali', 'K-1'],
    ['C-3', '00712345678', 'Gran Cliente', '3201234567', 'Calle 3', 'Pasto', ''],
  ],
  Prestamos: [
    // Sin interés: cada cuota es capital (100.000), así su mora se calcula aquí sin el plan de Cartera.
    ['H-1', 'C-1', 'K-1', 400_000, 0, 4, 'mensual', 'amortizable', dia(-100), 'activo', corte],
    ['P-1', 'C-2', 'K-1', 1_200_000, 10, 4, 'mensual', 'amortizable', dia(-90), 'activo', corte],
    ['G-1', 'C-3', '', 20_000_000, 10, 4, 'mensual', 'amortizable', dia(-30), 'activo', corte],
  ],
  Cobros: [['R-1', 'H-1', dia(-65), 100_000]],
  Cuotas: [
    ['P-1', 1, dia(-60), 300_000, 30_000, 330_000],
    ['P-1', 2, dia(-30), 300_000, 30_000, 0],
    ['P-1', 3, dia(-1), 300_000, 30_000, 0],
    ['P-1', 4, sumarDias(hoy, 20), 300_000, 30_000, 0],
    ['G-1', 1, dia(60), 5_000_000, 500_000, 0],
    ['G-1', 2, dia(90), 5_000_000, 500_000, 0],
    ['G-1', 3, dia(120), 5_000_000, 500_000, 0],
    ['G-1', 4, dia(150), 5_000_000, 500_000, 0],
  ],
});

describe('importaciones: la cartera importada y el cierre, los cuatro ojos y Mi Ruta', () => {
  let importacion: Json;

  const { prueba } = usarAppPrueba(async () => {
    // La mora activa desde mucho antes de la historia: sólo la fecha de corte la limita.
    await prueba.dataSource.query(
      `UPDATE configuracion_organizacion
       SET mora_activa = true, mora_tasa = $1, mora_periodicidad = 'anual', mora_dias_gracia = 0, mora_desde = $2`,
      [TASA_MORA_EA, sumarDias(hoy, -400)],
    );
  });

  const admin = () => prueba.como('admin');

  const prestamoId = (idExterno: string): Promise<string> => prestamoImportado(prueba, idExterno);

  // Una importación, la verificación del libro y varias operaciones por prueba: ≈ 2 a 11 s en la máquina de dos núcleos
  // ocupada; el límite deja margen para una máquina de integración más cargada.
  const LENTA = 120_000;

  const verificacion = async (): Promise<Json[]> =>
    (await admin().post('/api/contabilidad/verificacion')).body.data.descuadres;

  it(
    'un cierre pedido mientras la importación se aplica se rechaza sin cambiar nada; la importación termina entera',
    async () => {
      const revision = await subirImportacion(
        prueba,
        await prueba.token('admin'),
        await libroXlsx(archivo()),
        'cruces.xlsx',
      );
      expect(revision.body.data.errores).toEqual([]);
      const id = revision.body.data.id;

      // El trabajo de la aplicación espera, ya con la importación en la mano, a que el cierre se haya pedido.
      const aplicador = prueba.app.get(AplicadorImportaciones);
      const original = aplicador.aplicar.bind(aplicador);
      let soltar: () => void = () => undefined;
      const suelta = new Promise<void>((listo) => (soltar = listo));
      let tomada: () => void = () => undefined;
      const enCurso = new Promise<void>((listo) => (tomada = listo));
      const espia = jest.spyOn(aplicador, 'aplicar').mockImplementation(async (importacionId) => {
        tomada();
        await suelta;
        return original(importacionId);
      });
      try {
        const aplicada = await admin().post(`/api/importaciones/${id}/aplicar`);
        expect(aplicada.status).toBe(201);
        expect(aplicada.body.data.estado).toBe('aplicando');
        await enCurso;

        // Cerrar el mes del corte, o sólo el anterior: los dos dejarían fuera parte de la importación.
        for (const cerradoHasta of [finMesPasado, sumarDias(`${corte.slice(0, 8)}01`, -1)]) {
          const cierre = await admin().put('/api/contabilidad/cierre', { cerradoHasta });
          expect(cierre.status).toBe(409);
          expect(cierre.body.code).toBe('CIERRE_CON_IMPORTACION');
          expect(cierre.body.message).toContain('cruces.xlsx');
        }
        expect((await admin().get('/api/contabilidad/cierre')).body.data).toEqual({ cerradoHasta: null });
      } finally {
        soltar();
      }
      importacion = await esperarImportacion(prueba, id);
      espia.mockRestore();

      expect(importacion).toMatchObject({ estado: 'aplicada', erroresAplicacion: [] });
      expect(importacion.apertura.coincide).toBe(true);
      // La importación cerró los libros hasta su corte, ese día incluido, y nada más.
      expect(importacion.apertura.cerradoHasta).toBe(corte);
      expect((await admin().get('/api/contabilidad/cierre')).body.data).toEqual({ cerradoHasta: corte });
      expect(await verificacion()).toEqual([]);

      // Terminada, el mes del corte se cierra como cualquier otro.
      const cierre = await admin().put('/api/contabilidad/cierre', { cerradoHasta: finMesPasado });
      expect(cierre.status).toBe(200);
      expect(cierre.body.data).toEqual({ cerradoHasta: finMesPasado });
    },
    LENTA,
  );

  it(
    'importar 20.000.000 no deja aprobaciones pendientes; un gerente no condona, castiga, liquida ni reengancha ese préstamo solo, y nadie lo anula',
    async () => {
      const id = await prestamoId('G-1');
      const [{ aprobaciones, acumulado }] = await prueba.dataSource.query(
        `SELECT (SELECT count(*)::int FROM aprobaciones) AS aprobaciones,
              (SELECT count(*)::int FROM aprobaciones_acumulado) AS acumulado`,
      );
      expect({ aprobaciones, acumulado }).toEqual({ aprobaciones: 0, acumulado: 0 });
      const importado = (await admin().get(`/api/prestamos/${id}`)).body.data;
      // 20.000.000 al 10 %: 22.000.000 por cobrar, desembolsado (no es una solicitud).
      expect(importado).toMatchObject({ estado: 'activo', saldoPendiente: 22_000_000 });

      const gerente = prueba.como('gerente');
      const umbrales = UMBRALES_APROBACION_DEFECTO;
      /**
       * La operación respondió 200 y quedó pendiente de aprobación, por `monto`; con `umbral`, el mensaje dice por qué
       * espera.
       */
      const quedaPendiente = (r: RespuestaPrueba, tipo: TipoAprobacion, monto: number, umbral?: number) => {
        expect(r.status).toBe(200);
        expect(r.body.aprobacion).toMatchObject({ tipo, estado: 'pendiente', monto });
        if (umbral !== undefined) expect(r.body.message).toBe(motivoEspera(tipo, monto, umbral));
      };
      const condonar = await gerente.post(`/api/prestamos/${id}/condonar`, { monto: 22_000_000, motivo: 'Acuerdo' });
      quedaPendiente(condonar, 'condonacion', 22_000_000, umbrales.condonacion as number);

      const castigar = await gerente.post(`/api/prestamos/${id}/castigar`, { motivo: 'Inubicable' });
      quedaPendiente(castigar, 'castigo', 22_000_000);

      const liquidar = await gerente.post(`/api/prestamos/${id}/liquidar`, { montoRecibido: 1_000, motivo: 'Acuerdo' });
      quedaPendiente(liquidar, 'liquidacion', 21_999_000, umbrales.condonacion as number);

      const reenganche = await gerente.post(`/api/prestamos/${id}/reenganche`, {
        montoAdicional: 6_000_000,
        confirmarUsura: true,
      });
      expect(reenganche.status).toBe(201);
      expect(reenganche.body.message).toBe(
        motivoEspera('reenganche', 6_000_000, umbrales.prestamoGerente as number),
      );
      expect(reenganche.body.aprobacion).toMatchObject({ tipo: 'reenganche', estado: 'pendiente' });

      // Anular no lo perdona por otro camino: lo importado no salió de la caja, no hay desembolso que deshacer.
      for (const quien of ['gerente', 'admin'] as const) {
        const anular = await prueba
          .como(quien)
          .post(`/api/prestamos/${id}/anular`, { motivo: 'Error de registro' });
        expect({ quien, status: anular.status, code: anular.body.code }).toEqual({
          quien,
          status: 409,
          code: 'PRESTAMO_NO_ANULABLE',
        });
        expect(anular.body.message).toBe(MENSAJES_PRESTAMO_IMPORTADO.noAnulable);
      }

      // Nada se movió: el préstamo sigue con su saldo y su libro sólo tiene la apertura.
      expect((await admin().get(`/api/prestamos/${id}`)).body.data).toMatchObject({
        estado: 'activo',
        saldoPendiente: 22_000_000,
      });
      const movimientos = await prueba.dataSource.query(
        `SELECT tipo FROM prestamos_movimientos WHERE prestamo_id = $1 ORDER BY secuencia`,
        [id],
      );
      expect(movimientos.map((m: Json) => m.tipo)).toEqual(['desembolso']);

      // El administrador aprueba la condonación: se aplica como la de cualquier préstamo y los libros cuadran.
      const aprobada = await admin().patch(`/api/aprobaciones/${condonar.body.aprobacion._id}/aprobar`);
      expect(aprobada.status).toBe(200);
      expect((await admin().get(`/api/prestamos/${id}`)).body.data.saldoPendiente).toBe(0);
      expect(await verificacion()).toEqual([]);
    },
    LENTA,
  );

  it(
    'Mi Ruta propone la mora desde el corte, lo vencido y la cuota de hoy de un préstamo importado, y la API lo cobra',
    async () => {
      expect((await admin().post('/api/sistema/barrido')).status).toBe(201);
      const cobrador = prueba.como('cobrador1');
      const ruta = (await cobrador.get('/api/mi-ruta')).body.data;
      const enRuta = new Map<string, Json>(
        ruta.paradas.flatMap((parada: Json) => parada.prestamos).map((p: Json) => [p._id, p]),
      );
      const diaria = Math.pow(1 + TASA_MORA_EA / 100, 1 / 365) - 1;

      for (const idExterno of ['P-1', 'H-1']) {
        const id = await prestamoId(idExterno);
        const propuesto = enRuta.get(id);
        expect(propuesto).toBeDefined();
        // Cada cuota con capital vencido causa desde el más tardío de su vencimiento y el corte: nunca antes del corte.
        const cuotas: Array<{ fecha: string; capital: number; pagado: number; total: number }> =
          await prueba.dataSource.query(
            `SELECT fecha_programada::text AS fecha, monto_capital::float8 AS capital, monto_pagado::float8 AS pagado,
                  monto_total::float8 AS total
           FROM cuotas WHERE prestamo_id = $1 ORDER BY numero`,
            [id],
          );
        const vencidas = cuotas.filter((c) => c.fecha < hoy && c.pagado < c.total);
        expect(vencidas.length).toBeGreaterThan(0);
        const centavos = vencidas.reduce((total, c) => {
          // Lo pagado de una cuota sin pagar del todo va primero a su interés (en estas cuotas, nada pagado).
          expect(c.pagado).toBe(0);
          const exigible = c.fecha > corte ? c.fecha : corte;
          return total + Math.round(c.capital * 100 * dias(exigible, hoy) * diaria);
        }, 0);
        const mora = Math.floor(centavos / 100);
        expect({ idExterno, mora: propuesto.mora }).toEqual({ idExterno, mora });
        const vencido = vencidas.reduce((t, c) => t + c.total - c.pagado, 0);
        expect(propuesto.vencido).toBe(vencido);

        const monto = propuesto.mora + propuesto.vencido + propuesto.cuotaHoy;
        const cobro = await cobrador.post('/api/cobros', { prestamo: id, monto, fecha: hoy });
        expect({ idExterno, status: cobro.status }).toEqual({ idExterno, status: 201 });
        const [guardado] = await prueba.dataSource.query(
          `SELECT monto::float8 AS monto, monto_mora::float8 AS mora FROM cobros WHERE id = $1`,
          [cobro.body.data._id],
        );
        expect(guardado).toEqual({ monto, mora });
      }
      expect(await verificacion()).toEqual([]);
    },
    LENTA,
  );
});
