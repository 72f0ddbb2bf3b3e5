// Extractos y eventos de Wompi aplicados en segundo plano (docs/decisiones/pagos-por-transferencia.md, «Aplicar en
// segundo plano»): la solicitud guarda, cruza y responde; el trabajo de pg-boss cobra por lotes, cada línea y cada evento
// una sola vez aunque el trabajo se caiga a mitad de lote o corra dos veces a la vez. Para ver el estado intermedio, la
// prueba toma el candado del trabajo (como si otro trabajador lo tuviera) mientras envía.
import { formatearFecha, hoyBogota, referenciaPago } from '@cartera/dominio';
import { AplicadorEventosWompi, COLA_EVENTOS } from '../src/pagos/aplicar-eventos';
import { AplicadorExtractos, COLA_EXTRACTOS } from '../src/pagos/aplicar-extractos';
import type { Json } from './support/app-prueba';
import { aplicarPagosPendientes } from './support/pagos';
import { eventoWompi, subirExtracto, usarAppConBanco } from './support/pagos-banco';

const SECRETO = 'prod_events_secreto_segundo_plano';

describe('Pagos aplicados en segundo plano', () => {
  const hoy = hoyBogota();
  const hoyCo = formatearFecha(hoy);

  const { prueba, banco, prestamos: p } = usarAppConBanco(
    { nombre: 'Banco', identificador: '123456789' },
    5,
    ({ prueba, banco }) =>
      prueba.como('admin').put('/api/pagos/proveedores/wompi', { secretoEventos: SECRETO, cuenta: banco._id }),
  );
  afterAll(() => jest.restoreAllMocks());

  /** Corre `fn` con el candado consultivo de una cola tomado en otra sesión: el trabajo no puede aplicar mientras tanto. */
  async function conCandado<T>(cola: string, fn: () => Promise<T>): Promise<T> {
    const sesion = prueba.dataSource.createQueryRunner();
    await sesion.connect();
    try {
      await sesion.query(`SELECT pg_advisory_lock(hashtext($1))`, [cola]);
      return await fn();
    } finally {
      await sesion.query(`SELECT pg_advisory_unlock(hashtext($1))`, [cola]);
      await sesion.release();
    }
  }

  async function subir(filas: string[][]): Promise<Json> {
    const archivo = Buffer.from(['Fecha;Descripción;Valor', ...filas.map((f) => f.join(';'))].join('\n'));
    const r = await subirExtracto(
      prueba,
      { cuenta: banco._id, columnas: JSON.stringify({ fecha: 'Fecha', descripcion: 'Descripción', valor: 'Valor' }) },
      { contenido: archivo, nombre: 'extracto.csv' },
    );
    expect(r.status).toBe(201);
    return r.body.data;
  }

  const avance = async (id: string) =>
    (await prueba.como('admin').get(`/api/pagos/extractos/${id}?detalle=no`)).body.data as Json;
  const cobrosDe = async (prestamo: Json) =>
    (await prueba.como('admin').get(`/api/cobros/prestamo/${prestamo._id}`)).body.data as Json[];
  const descuadres = async () =>
    (await prueba.como('admin').post('/api/contabilidad/verificacion')).body.data.descuadres;
  const ref = (prestamo: Json) => referenciaPago(Number(prestamo.numero));

  it('la importación responde con lo cruzado por aplicar; el trabajo lo aplica, informa su avance y termina aplicado', async () => {
    const r = await conCandado(COLA_EXTRACTOS, async () => {
      const respuesta = await subir([
        [hoyCo, `PAGO REF ${ref(p[0])}`, '10.000'],
        [hoyCo, `PAGO REF ${ref(p[1])}`, '20.000'],
        [hoyCo, 'CONSIGNACION SIN REFERENCIA', '7.000'],
      ]);
      // Mientras el trabajo no corre, nada se cobró y el avance lo dice.
      expect(await cobrosDe(p[0])).toEqual([]);
      expect(await avance(respuesta.id)).toMatchObject({
        estado: 'aplicando',
        progreso: { hechas: 0, total: 3 },
      });
      const detalle = (await prueba.como('admin').get(`/api/pagos/extractos/${respuesta.id}`)).body.data
        .detalle;
      expect(detalle.map((l: Json) => l.estado)).toEqual(['aplicando', 'aplicando', 'aplicando']);
      return respuesta;
    });
    expect(r).toEqual({
      id: expect.any(String),
      lineas: 3,
      conciliadas: 2,
      enSuspenso: 1,
      repetidas: 0,
      debitos: 0,
      estado: 'aplicando',
      progreso: { hechas: 0, total: 3 },
    });
    // Lo que disparó la importación encontró el candado tomado: otra importación lo dispara, como la vuelta de cada minuto.
    const otra = await subir([[hoyCo, `PAGO REF ${ref(p[2])}`, '5.000']]);
    for (let intento = 0; intento < 100 && (await avance(otra.id)).estado !== 'aplicado'; intento += 1) {
      await new Promise((listo) => setTimeout(listo, 100));
    }
    expect(await avance(r.id)).toMatchObject({
      estado: 'aplicado',
      progreso: { hechas: 3, total: 3 },
      conciliadas: 2,
      enSuspenso: 1,
    });
    expect(await avance(otra.id)).toMatchObject({ estado: 'aplicado', progreso: { hechas: 1, total: 1 } });
    expect((await cobrosDe(p[0])).map((c) => [c.monto, c.medio])).toEqual([[10_000, 'transferencia']]);
    expect((await cobrosDe(p[1])).map((c) => c.monto)).toEqual([20_000]);
    expect((await cobrosDe(p[2])).map((c) => c.monto)).toEqual([5_000]);
    expect(
      (await prueba.como('admin').get('/api/pagos/suspenso')).body.data.map((l: Json) => l.valor),
    ).toEqual([7_000]);
    expect(await descuadres()).toEqual([]);
  });

  it('un trabajo que se cae a mitad de lote no deja nada; otra vuelta, y dos a la vez, aplican cada línea una sola vez', async () => {
    const aplicador = prueba.app.get(AplicadorExtractos);
    // La línea de 3.000 (la tercera) tumba el proceso cada vez: la transacción del lote se deshace entera, con los dos
    // cobros que ya había escrito. Cualquier vuelta que corra mientras tanto (ésta o la que disparó pg-boss) se cae así.
    const privado = aplicador as unknown as {
      aplicarLinea: (m: unknown, l: { valor: number }) => Promise<void>;
    };
    const original = privado.aplicarLinea.bind(aplicador);
    let caidas = 0;
    const caida = jest.spyOn(privado, 'aplicarLinea').mockImplementation(async (m, linea) => {
      if (linea.valor === 3_000) {
        caidas += 1;
        throw new Error('el proceso se cayó');
      }
      return original(m, linea);
    });
    const r = await conCandado(COLA_EXTRACTOS, () =>
      subir([
        [hoyCo, `ABONO REF ${ref(p[3])}`, '1.000'],
        [hoyCo, `ABONO REF ${ref(p[3])}`, '2.000'],
        [hoyCo, `ABONO REF ${ref(p[4])}`, '3.000'],
        [hoyCo, 'ABONO SIN DUEÑO', '4.000'],
      ]),
    );
    await aplicador.trabajar().catch((error: Error) => expect(error.message).toBe('el proceso se cayó'));
    for (let intento = 0; intento < 100 && caidas === 0; intento += 1)
      await new Promise((listo) => setTimeout(listo, 50));
    expect(caidas).toBeGreaterThan(0);
    expect(await cobrosDe(p[3])).toEqual([]);
    expect(await avance(r.id)).toMatchObject({ estado: 'aplicando', progreso: { hechas: 0, total: 4 } });
    caida.mockRestore();

    // Dos vueltas a la vez (la de cada minuto y un disparo), y después otra: cada línea una vez.
    await Promise.all([aplicador.trabajar(), aplicador.trabajar()]);
    await aplicarPagosPendientes(prueba);
    await aplicador.trabajar();
    expect((await cobrosDe(p[3])).map((c) => c.monto).sort()).toEqual([1_000, 2_000]);
    expect((await cobrosDe(p[4])).map((c) => c.monto)).toEqual([3_000]);
    const [{ ligas, lineas }]: Json[] = await prueba.dataSource.query(
      `SELECT (SELECT count(*)::int FROM pagos_lineas_cobros lc JOIN pagos_extracto_lineas l ON l.id = lc.linea_id
               WHERE l.extracto_id = $1) AS ligas,
              (SELECT count(*)::int FROM pagos_extracto_lineas WHERE extracto_id = $1 AND estado = 'por_aplicar') AS lineas`,
      [r.id],
    );
    expect([ligas, lineas]).toEqual([3, 0]);
    expect(await avance(r.id)).toMatchObject({
      estado: 'aplicado',
      progreso: { hechas: 4, total: 4 },
      conciliadas: 3,
      enSuspenso: 1,
    });
    expect(await descuadres()).toEqual([]);
  });

  it('los eventos se guardan en la solicitud, una vez aunque lleguen repetidos a la vez, y el trabajo los aplica una vez', async () => {
    const evento = (id: string, status: string, prestamo: Json, cents: number) =>
      eventoWompi({ id, status, cents, reference: ref(prestamo) }, SECRETO);
    const enviar = (cuerpo: unknown) =>
      prueba.pedir({ metodo: 'POST', ruta: '/api/pagos/eventos/wompi', cuerpo, sinClaveIdempotencia: true });
    const antes = (await cobrosDe(p[0])).length;
    // Tres transacciones aprobadas de 1.000, cada una entregada tres veces a la vez.
    const aprobados = [0, 1, 2].map((i) => evento(`sp-${i}`, 'APPROVED', p[0], 100_000));
    const respuestas = await conCandado(COLA_EVENTOS, async () => {
      const todas = await Promise.all(aprobados.flatMap((e) => [enviar(e), enviar(e), enviar(e)]));
      // Guardados y respondidos; nada cobrado todavía.
      expect((await cobrosDe(p[0])).length).toBe(antes);
      return todas;
    });
    expect(respuestas.every((x) => x.status === 200)).toBe(true);
    const resultados = respuestas.map((x) => x.body.data.resultado);
    expect(resultados.filter((x) => x === 'recibido')).toHaveLength(3);
    expect(resultados.filter((x) => x === 'repetido')).toHaveLength(6);

    // Dos trabajadores a la vez: cada transacción, un cobro.
    const aplicador = prueba.app.get(AplicadorEventosWompi);
    await Promise.all([aplicador.trabajar(), aplicador.trabajar()]);
    await aplicarPagosPendientes(prueba);
    const cobros: Json[] = await prueba.dataSource.query(
      `SELECT e.transaccion, e.resultado, count(co.id)::int AS cobros
       FROM pagos_eventos e LEFT JOIN cobros co ON co.referencia_pago = 'Wompi ' || e.transaccion
       WHERE e.transaccion LIKE 'sp-%' GROUP BY e.transaccion, e.resultado ORDER BY e.transaccion`,
    );
    expect(cobros).toEqual([
      { transaccion: 'sp-0', resultado: 'cobro', cobros: 1 },
      { transaccion: 'sp-1', resultado: 'cobro', cobros: 1 },
      { transaccion: 'sp-2', resultado: 'cobro', cobros: 1 },
    ]);
    expect((await cobrosDe(p[0])).length).toBe(antes + 3);

    // VOIDED de una aprobada, también repetido: su reversión una vez; otra entrega de APPROVED no cobra otra vez.
    const anulado = evento('sp-1', 'VOIDED', p[0], 100_000);
    const otraVez = await Promise.all([enviar(anulado), enviar(anulado), enviar(aprobados[1])]);
    expect(otraVez.map((x) => x.body.data.resultado).sort()).toEqual(['recibido', 'repetido', 'repetido']);
    await aplicarPagosPendientes(prueba);
    expect((await cobrosDe(p[0])).length).toBe(antes + 2);
    const [anulacion]: Json[] = await prueba.dataSource.query(
      `SELECT resultado FROM pagos_eventos WHERE transaccion = 'sp-1' AND estado = 'VOIDED'`,
    );
    expect(anulacion.resultado).toBe('reverso');
    expect(await descuadres()).toEqual([]);
  });
});
