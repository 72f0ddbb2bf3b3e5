// Lo que sigue a una escritura de dinero sale del núcleo como eventos (docs/decisiones/nucleo-sin-puertas.md): el
// núcleo los escribe en `dinero_eventos` en la transacción del dinero y notificaciones los consume después, una vez.
// Con la base real: una falla de verdad en la tabla que escribe el consumidor (un disparador que lanza) y una falla en
// la auditoría, que va después de los eventos en la misma transacción.
import { randomUUID } from 'node:crypto';
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { COLA_EVENTOS_DINERO } from '../src/cola/cola';
import { ColaService } from '../src/cola/cola.service';
import { EventosDineroService } from '../src/notificaciones/eventos-dinero.service';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { prestamoSemanal } from './support/escenarios';

interface FilaEvento {
  id: string;
  tipo: string;
  datos: { prestamoId: string; titulo?: string };
  intentos: number;
  ultimo_error: string | null;
  procesado: boolean;
  espera: boolean;
}

describe('núcleo de dinero: eventos de lo que sigue a una escritura', () => {
  const hoy = hoyBogota();
  // La cola revisa sus trabajos periódicos cada medio segundo: el reintento por la cola se ve pronto.
  const { prueba, tokens } = usarAppPrueba({ entorno: { TAREAS_SONDEO_MS: '500' } });

  const pedir = (metodo: 'GET' | 'POST', ruta: string, cuerpo?: unknown) =>
    prueba.pedir({ metodo, ruta, token: tokens.admin, cuerpo });

  /** Un préstamo de 40.000 sin interés en 4 cuotas semanales, desde hace 3 semanas. */
  async function prestamo(): Promise<Json> {
    return prestamoSemanal(prueba, { monto: 40_000, interes: 0, cuotas: 4, fechaInicio: sumarDias(hoy, -21) });
  }

  const eventos = (prestamoId: string): Promise<FilaEvento[]> =>
    prueba.dataSource.query(
      `SELECT id, tipo, datos, intentos, ultimo_error, procesado_en IS NOT NULL AS procesado,
              disponible_desde > now() AS espera
       FROM dinero_eventos WHERE datos->>'prestamoId' = $1 ORDER BY id`,
      [prestamoId],
    );
  const notificaciones = async (prestamoId: string, titulo: string): Promise<number> =>
    Number(
      (
        await prueba.dataSource.query(
          `SELECT count(*) AS n FROM prestamos_notificaciones WHERE prestamo_id = $1 AND titulo = $2`,
          [prestamoId, titulo],
        )
      )[0].n,
    );
  const saldo = async (prestamoId: string): Promise<number> =>
    Number((await pedir('GET', `/api/prestamos/${prestamoId}`)).body.data.saldoPendiente);

  /** Un disparador que corre `cuerpo` (PL/pgSQL) antes de cada INSERT en `tabla`; devuelve cómo quitarlo. */
  async function alEscribir(tabla: string, cuerpo: string): Promise<() => Promise<void>> {
    const nombre = `prueba_${tabla}`;
    await prueba.dueno.query(
      `CREATE FUNCTION ${nombre}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${cuerpo} RETURN NEW; END $$`,
    );
    await prueba.dueno.query(
      `CREATE TRIGGER ${nombre} BEFORE INSERT ON ${tabla} FOR EACH ROW EXECUTE FUNCTION ${nombre}()`,
    );
    return async () => {
      await prueba.dueno.query(`DROP TRIGGER ${nombre} ON ${tabla}`);
      await prueba.dueno.query(`DROP FUNCTION ${nombre}()`);
    };
  }
  /** Un disparador que hace fallar cada INSERT en `tabla` con `mensaje` (y `cuando`, si se da). */
  const fallarAlEscribir = (tabla: string, mensaje: string, cuando = 'true') =>
    alEscribir(tabla, `IF ${cuando} THEN RAISE EXCEPTION '${mensaje}'; END IF;`);

  it('un cobro deja sus eventos en su transacción y notificaciones los consume una sola vez', async () => {
    const { _id: prestamoId } = await prestamo();
    const r = await pedir('POST', '/api/cobros', { prestamo: prestamoId, monto: 10_000, fecha: hoy });
    expect(r.status).toBe(201);
    const escritos = await eventos(prestamoId);
    expect(escritos.map((e) => e.tipo)).toEqual(['recibo', 'notificacion']);
    expect(escritos.every((e) => e.procesado && e.intentos === 0)).toBe(true);
    expect(await notificaciones(prestamoId, 'Pago aplicado')).toBe(1);
    // Otra vuelta del consumidor no encuentra nada que hacer: nada sale dos veces.
    expect(await prueba.app.get(EventosDineroService).procesarPendientes()).toEqual({ tomados: 0, hechos: 0, fallidos: 0 });
    expect(await notificaciones(prestamoId, 'Pago aplicado')).toBe(1);
  });

  it('quien cobra ve la notificación al recargar: la lista del préstamo espera al consumidor que ya empezó', async () => {
    const { _id: prestamoId } = await prestamo();
    // Un consumidor lento (300 ms por notificación): sin esperarlo, la lista se leería antes de que escriba.
    const quitar = await alEscribir('prestamos_notificaciones', 'PERFORM pg_sleep(0.3);');
    try {
      // Sin el fixture (que espera al consumidor después de cada petición): como el portal, cobrar y leer enseguida.
      const authorization = `Bearer ${tokens.admin}`;
      const cobro = await prueba.app.inject({
        method: 'POST',
        url: '/api/cobros',
        headers: { authorization, 'idempotency-key': randomUUID() },
        payload: { prestamo: prestamoId, monto: 10_000, fecha: hoy },
      });
      expect(cobro.statusCode).toBe(201);
      const lista = await prueba.app.inject({
        method: 'GET',
        url: `/api/prestamos/${prestamoId}/notificaciones`,
        headers: { authorization },
      });
      expect(lista.json().data.map((n: { titulo: string }) => n.titulo)).toContain('Pago aplicado');
    } finally {
      await prueba.app.get(EventosDineroService).enReposo();
      await quitar();
    }
  });

  it('un consumidor que falla no deshace el dinero: el evento queda con su error y la cola lo reintenta', async () => {
    const { _id: prestamoId } = await prestamo();
    const antes = await saldo(prestamoId);
    const quitar = await fallarAlEscribir('prestamos_notificaciones', 'canal caído');
    let cobro: string;
    try {
      const r = await pedir('POST', '/api/cobros', { prestamo: prestamoId, monto: 10_000, fecha: hoy });
      expect(r.status).toBe(201);
      cobro = r.body.data._id;
    } finally {
      await quitar();
    }
    // El dinero quedó: el cobro existe y el saldo bajó.
    expect((await pedir('GET', `/api/cobros/${cobro}`)).status).toBe(200);
    expect(await saldo(prestamoId)).toBe(antes - 10_000);
    // El recibo (otro evento) se hizo; la notificación quedó pendiente con su error, esperando su reintento.
    const [recibo, aviso] = await eventos(prestamoId);
    expect(recibo).toMatchObject({ tipo: 'recibo', procesado: true });
    expect(aviso).toMatchObject({ tipo: 'notificacion', procesado: false, intentos: 1, espera: true });
    expect(aviso.ultimo_error).toContain('canal caído');
    expect(await notificaciones(prestamoId, 'Pago aplicado')).toBe(0);
    // Llegada su hora, el trabajo de la cola (el mismo que corre cada minuto) lo toma y lo hace una vez.
    await prueba.dataSource.query(`UPDATE dinero_eventos SET disponible_desde = now() WHERE id = $1`, [aviso.id]);
    await prueba.app.get(ColaService).dispararAhora(COLA_EVENTOS_DINERO);
    const limite = Date.now() + 20_000;
    while (!(await eventos(prestamoId))[1].procesado && Date.now() < limite)
      await new Promise((listo) => setTimeout(listo, 200));
    expect((await eventos(prestamoId))[1]).toMatchObject({ procesado: true, intentos: 1 });
    expect(await notificaciones(prestamoId, 'Pago aplicado')).toBe(1);
  }, 40_000);

  it('una operación que se deshace no deja eventos: se escriben en su misma transacción', async () => {
    const { _id: prestamoId } = await prestamo();
    const antes = await saldo(prestamoId);
    // La auditoría (paso 9) va después de los eventos (paso 8): si falla, todo vuelve atrás.
    const quitar = await fallarAlEscribir('auditoria', 'auditoría caída', `NEW.accion = 'Registrar cobro'`);
    try {
      const r = await pedir('POST', '/api/cobros', { prestamo: prestamoId, monto: 10_000, fecha: hoy });
      expect(r.status).toBe(500);
    } finally {
      await quitar();
    }
    expect(await eventos(prestamoId)).toEqual([]);
    expect(await saldo(prestamoId)).toBe(antes);
    expect((await pedir('GET', `/api/cobros?prestamo=${prestamoId}`)).body.data).toEqual([]);
    expect(await notificaciones(prestamoId, 'Pago aplicado')).toBe(0);
  });

  it('los eventos hechos se borran pasada su retención (30 días); los pendientes y los recientes quedan', async () => {
    const escribir = async (procesado: string | null, creado: string): Promise<string> =>
      (
        await prueba.dataSource.query(
          `INSERT INTO dinero_eventos (tipo, datos, creado_en, procesado_en, disponible_desde)
           VALUES ('notificacion', '{"prestamoId": "retencion"}', now() - $1::interval, now() - $2::interval,
                   now() + interval '1 hour')
           RETURNING id`,
          [creado, procesado],
        )
      )[0].id;
    const viejo = await escribir('31 days', '31 days');
    const reciente = await escribir('29 days', '40 days');
    // Pendiente desde hace dos meses (su consumidor falla y espera su reintento): no se borra.
    const pendiente = await escribir(null, '60 days');
    // El trabajo de la cola que corre cada minuto consume lo pendiente y después depura.
    await prueba.app.get(ColaService).dispararAhora(COLA_EVENTOS_DINERO);
    const quedan = async (): Promise<string[]> =>
      (
        await prueba.dataSource.query(`SELECT id FROM dinero_eventos WHERE datos->>'prestamoId' = 'retencion' ORDER BY id`)
      ).map((fila: { id: string }) => fila.id);
    const limite = Date.now() + 20_000;
    while ((await quedan()).includes(viejo) && Date.now() < limite) await new Promise((listo) => setTimeout(listo, 200));
    expect(await quedan()).toEqual([reciente, pendiente]);
    expect(await prueba.app.get(EventosDineroService).depurarHechos()).toBe(0);
  }, 40_000);
});
