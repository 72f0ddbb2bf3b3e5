// Las dos horas de la oficina (Configuración › Sistema) en PostgreSQL real: su validación y quién las cambia, el
// aviso de caja sin entregar corrido con un reloj elegido (una vez por cobrador y día, nunca antes de la hora, nunca
// apagado, nunca de quien ya entregó, ni dos veces con dos vueltas o dos réplicas a la vez) y el respaldo diario a
// la hora guardada (o la de RESPALDOS_HORA), uno por día. Los crons de pg-boss, sólo con TAREAS_PROGRAMADAS.
import { formatearCOP, hoyBogota, instanteBogota, sumarDias } from '@cartera/dominio';
import { AvisoEntregaService, claveAvisoEntrega, COLA_AVISO_ENTREGA } from '../src/caja/aviso-entrega.service';
import { COLA_RESPALDOS, RespaldosService } from '../src/sistema/respaldos.service';
import { COLA_RUTAS_DEL_DIA } from '../src/mi-ruta/rutas-del-dia';
import { usarAppPrueba } from './support/app-del-archivo';
import { crearAppPrueba, type Json } from './support/app-prueba';
import { prestamoDiario } from './support/escenarios';
import { registrarGasto } from './support/caja';

const HORA_INVALIDA = 'La hora debe tener el formato HH:MM de 24 horas (00:00 a 23:59)';

describe('horas de la oficina', () => {
  let admin: string;
  let gerente: string;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const nombres: Record<string, string> = {};
  const hoy = hoyBogota();
  /** Días después de hoy: los cobros de la prueba son de hoy, así cualquier reloj de esos días los ve. */
  const dia = (n: number) => sumarDias(hoy, n);
  const a = (fecha: string, hora: string) => instanteBogota(fecha, hora);

  const { prueba } = usarAppPrueba(async (app) => {
    ({ admin, gerente } = app.tokens);
    for (const nombre of ['cobrador1', 'cobrador2', 'cobrador3'] as const) {
      tokens[nombre] = await prueba.token(nombre);
      const cuenta = await prueba.cuenta(nombre);
      ids[nombre] = cuenta.id;
      nombres[nombre] = cuenta.nombre;
    }
  }, { entorno: { RESPALDOS_HORA: '4' } });

  const pedir = (metodo: 'GET' | 'POST' | 'PUT', ruta: string, token: string, cuerpo?: unknown) =>
    prueba.pedir({ metodo, ruta, token, cuerpo });
  const ajustes = async (): Promise<Json> => (await pedir('GET', '/api/configuracion/organizacion', admin)).body.data;
  const guardar = (cuerpo: Record<string, unknown>, token = admin) =>
    pedir('PUT', '/api/configuracion/organizacion', token, cuerpo);

  describe('ajustes', () => {
    it('por defecto: aviso encendido a las 18:00 y el respaldo a la hora de RESPALDOS_HORA', async () => {
      expect(await ajustes()).toMatchObject({
        avisoEntregaCaja: true,
        entregaCajaHora: '18:00',
        respaldosHora: null,
        respaldosHoraPorDefecto: '04:00',
      });
      const lista = await pedir('GET', '/api/sistema/respaldos', admin);
      expect(lista.body.data.programacion).toMatchObject({
        hora: '04:00',
        horaPorDefecto: '04:00',
        horaDeLaOrganizacion: false,
      });
    });

    it('una hora mal escrita es 400 con el motivo en español en su campo, y no se guarda nada', async () => {
      const antes = await ajustes();
      for (const [campo, valor] of [
        ['entregaCajaHora', '25:00'],
        ['entregaCajaHora', '7:30'],
        ['entregaCajaHora', 1800],
        ['entregaCajaHora', null],
        ['avisoEntregaCaja', null],
        ['respaldosHora', '02:60'],
        ['respaldosHora', 'a las dos'],
      ] as const) {
        // Con otro ajuste válido en el mismo pedido: tampoco se guarda.
        const r = await guardar({ avisoEntregaCaja: false, nombreEmpresa: 'No se guarda', [campo]: valor });
        expect({ campo, valor, status: r.status, errores: r.body.errors?.[campo], message: r.body.message }).toEqual({
          campo,
          valor,
          status: 400,
          errores: [campo === 'avisoEntregaCaja' ? 'avisoEntregaCaja debe ser verdadero o falso' : HORA_INVALIDA],
          message: 'Por favor corrige los errores en el formulario',
        });
      }
      const despues = await ajustes();
      expect(despues).toEqual(antes);
      // La base tampoco acepta una hora inválida escrita por otro camino.
      await expect(
        prueba.dataSource.query(`UPDATE configuracion_organizacion SET entrega_caja_hora = '24:00' WHERE id = 1`),
      ).rejects.toThrow(/entrega_caja_hora_check/);
    });

    it('sólo el admin las cambia (gerente y cobrador 403); el cambio se audita y null vuelve a RESPALDOS_HORA', async () => {
      expect((await guardar({ entregaCajaHora: '17:00' }, gerente)).status).toBe(403);
      expect((await guardar({ respaldosHora: '02:00' }, tokens.cobrador1)).status).toBe(403);
      expect((await ajustes()).entregaCajaHora).toBe('18:00');

      const r = await guardar({ entregaCajaHora: '17:45', respaldosHora: '02:30' });
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ entregaCajaHora: '17:45', respaldosHora: '02:30', respaldosHoraPorDefecto: '04:00' });
      expect((await pedir('GET', '/api/configuracion/organizacion', gerente)).body.data.entregaCajaHora).toBe('17:45');
      const lista = await pedir('GET', '/api/sistema/respaldos', admin);
      expect(lista.body.data.programacion).toMatchObject({ hora: '02:30', horaDeLaOrganizacion: true });
      const [evento] = await prueba.dataSource.query(
        `SELECT detalles FROM auditoria WHERE accion = 'Actualizar configuración de la organización' ORDER BY fecha DESC LIMIT 1`,
      );
      expect(evento.detalles).toBe('Ajustes cambiados: entregaCajaHora, respaldosHora');

      expect((await guardar({ entregaCajaHora: '18:00', respaldosHora: null })).body.data).toMatchObject({
        entregaCajaHora: '18:00',
        respaldosHora: null,
      });
      expect((await pedir('GET', '/api/sistema/respaldos', admin)).body.data.programacion.hora).toBe('04:00');
    });
  });

  describe('aviso de caja sin entregar', () => {
    let aviso: AvisoEntregaService;

    beforeAll(() => {
      aviso = prueba.app.get(AvisoEntregaService);
    });

    beforeEach(async () => {
      // Cada prueba parte sin efectivo en poder de nadie ni avisos anteriores, con el aviso a las 18:00.
      await prueba.dataSource.query(`UPDATE cobros SET en_poder_de = NULL WHERE en_poder_de IS NOT NULL AND entrega_id IS NULL`);
      const pendientes: Array<{ id: string }> = await prueba.dataSource.query(
        `SELECT id FROM caja_entregas WHERE estado = 'pendiente'`,
      );
      for (const { id } of pendientes)
        expect((await prueba.pedir({ metodo: 'PATCH', ruta: `/api/caja/entregas/${id}/confirmar`, token: admin, cuerpo: {} })).status).toBe(200);
      await prueba.dataSource.query(`DELETE FROM notificaciones WHERE origen = 'entrega_caja'`);
      expect((await guardar({ avisoEntregaCaja: true, entregaCajaHora: '18:00' })).status).toBe(200);
    });

    async function cobrar(cobrador: string, monto: number): Promise<void> {
      const p = await prestamoDiario(prueba, { cobradorId: ids[cobrador], fechaInicio: sumarDias(hoy, -5) });
      const r = await pedir('POST', '/api/cobros', tokens[cobrador], { prestamo: p._id, monto, fecha: hoy });
      expect(r.status).toBe(201);
    }

    const avisosDe = (cobrador: string): Promise<Json[]> =>
      prueba.dataSource.query(
        `SELECT n.id, n.titulo, n.mensaje, n.categoria, n.tipo, n.clave_origen,
                array_agg(d.usuario_id::text ORDER BY d.usuario_id) AS usuarios,
                array_agg(d.titulo) AS titulos, array_agg(d.mensaje) AS mensajes
         FROM notificaciones n JOIN notificaciones_destinatarios d ON d.notificacion_id = n.id
         WHERE n.origen = 'entrega_caja' AND n.clave_origen LIKE $1
         GROUP BY n.id ORDER BY n.clave_origen`,
        [`entrega_caja:${ids[cobrador]}:%`],
      );

    it('avisa una vez a gerentes y administradores de cada cobrador con efectivo sin entregar, desde la hora', async () => {
      await cobrar('cobrador1', 12_000);
      await cobrar('cobrador1', 8_000);
      await registrarGasto(prueba, { fecha: hoy, monto: 3_000 });
      // cobrador2 entregó (la entrega abierta cubre sus cobros): no se avisa de él.
      await cobrar('cobrador2', 5_000);
      expect((await pedir('POST', '/api/caja/entregas', tokens.cobrador2, { montoEntregado: 5_000 })).status).toBe(201);

      // Antes de la hora, nada.
      expect(await aviso.avisar(a(dia(1), '17:59'))).toEqual([]);
      expect(await avisosDe('cobrador1')).toEqual([]);

      const avisados = await aviso.avisar(a(dia(1), '18:00'));
      expect(avisados).toEqual([
        { cobradorId: ids.cobrador1, nombre: nombres.cobrador1, enPoder: 17_000, cobros: 20_000, cantidadCobros: 2, gastos: 3_000 },
      ]);
      const [n] = await avisosDe('cobrador1');
      expect(n).toMatchObject({ tipo: 'sistema', categoria: 'sistema', clave_origen: claveAvisoEntrega(ids.cobrador1, dia(1)) });
      const oficina: Array<{ id: string }> = await prueba.dataSource.query(
        `SELECT id::text FROM usuarios WHERE rol IN ('admin', 'gerente') AND estado = 'activo' ORDER BY id`,
      );
      expect(oficina.length).toBeGreaterThanOrEqual(2);
      expect(n.usuarios).toEqual(oficina.map((u) => u.id));
      expect(n.titulos[0]).toBe(`Caja sin entregar: ${nombres.cobrador1}`);
      const [dd, mm, aaaa] = [dia(1).slice(8), dia(1).slice(5, 7), dia(1).slice(0, 4)];
      expect(n.mensajes[0]).toBe(
        `${nombres.cobrador1} no ha entregado su caja a las 18:00 del ${dd}/${mm}/${aaaa}: tiene ${formatearCOP(17_000)} ` +
          `en su poder de 2 cobros sin entregar (cobros por ${formatearCOP(20_000)} menos gastos por ${formatearCOP(3_000)}). ` +
          'Vea Cobros › Entregas de caja.',
      );
      expect(await avisosDe('cobrador2')).toEqual([]);

      // Una segunda vuelta el mismo día no repite el aviso, aunque el cobrador siga sin entregar.
      expect(await aviso.avisar(a(dia(1), '18:05'))).toEqual([]);
      expect(await aviso.avisar(a(dia(1), '23:55'))).toEqual([]);
      expect(await avisosDe('cobrador1')).toHaveLength(1);

      // Llega a la campana del gerente (canal sistema, lo entrega el trabajador de la cola).
      const limite = Date.now() + 20_000;
      let item: Json;
      while (!item) {
        const bandeja = await pedir('GET', '/api/notificaciones/bandeja?limit=50', gerente);
        item = bandeja.body.data.find((b: Json) => b.notificacionId === n.id);
        if (item) break;
        if (Date.now() > limite) throw new Error('El aviso no llegó a la bandeja del gerente');
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(item).toMatchObject({ titulo: `Caja sin entregar: ${nombres.cobrador1}`, categoria: 'sistema', leida: false });
      // El cobrador no lo recibe.
      const propia = await pedir('GET', '/api/notificaciones/bandeja?limit=50', tokens.cobrador1);
      expect(propia.body.data.some((b: Json) => b.notificacionId === n.id)).toBe(false);

      // Al día siguiente, si sigue sin entregar, otro aviso (uno por día).
      expect((await aviso.avisar(a(dia(2), '18:00'))).map((x) => x.cobradorId)).toEqual([ids.cobrador1]);
      expect(await avisosDe('cobrador1')).toHaveLength(2);
    });

    it('apagado no avisa; la hora guardada rige en la vuelta siguiente, sin reiniciar', async () => {
      await cobrar('cobrador3', 9_000);
      expect((await guardar({ avisoEntregaCaja: false })).status).toBe(200);
      expect(await aviso.avisar(a(dia(1), '20:00'))).toEqual([]);
      expect(await avisosDe('cobrador3')).toEqual([]);

      expect((await guardar({ avisoEntregaCaja: true, entregaCajaHora: '07:15' })).status).toBe(200);
      expect(await aviso.avisar(a(dia(1), '07:14'))).toEqual([]);
      expect((await aviso.avisar(a(dia(1), '07:15'))).map((x) => x.cobradorId)).toEqual([ids.cobrador3]);
    });

    it('quien entregó no recibe aviso; un cobro registrado después de la hora espera al día siguiente', async () => {
      await cobrar('cobrador1', 4_000);
      expect((await pedir('POST', '/api/caja/entregas', tokens.cobrador1, { montoEntregado: 4_000 })).status).toBe(201);
      expect(await aviso.avisar(a(dia(1), '19:00'))).toEqual([]);

      // Con la hora a las 00:00 de hoy, los cobros de ahora son de después de la hora: hoy no, mañana sí.
      expect((await guardar({ entregaCajaHora: '00:00' })).status).toBe(200);
      await cobrar('cobrador2', 6_000);
      expect(await aviso.avisar(new Date())).toEqual([]);
      expect((await aviso.avisar(a(dia(1), '00:00'))).map((x) => [x.cobradorId, x.enPoder])).toEqual([
        [ids.cobrador2, 6_000],
      ]);
    });

    it('dos vueltas a la vez (dos réplicas) avisan una sola vez de cada cobrador', async () => {
      await cobrar('cobrador1', 1_000);
      await cobrar('cobrador3', 2_000);
      const ahora = a(dia(3), '18:30');
      const [una, otra, tercera] = await Promise.all([aviso.avisar(ahora), aviso.avisar(ahora), aviso.avisar(ahora)]);
      const todos = [...una, ...otra, ...tercera].map((x) => x.cobradorId).sort();
      expect(todos).toEqual([ids.cobrador1, ids.cobrador3].sort());
      const filas = await prueba.dataSource.query(
        `SELECT clave_origen FROM notificaciones WHERE origen = 'entrega_caja' ORDER BY clave_origen`,
      );
      expect(filas.map((f: Json) => f.clave_origen).sort()).toEqual(
        [claveAvisoEntrega(ids.cobrador1, dia(3)), claveAvisoEntrega(ids.cobrador3, dia(3))].sort(),
      );
    });
  });

  describe('respaldo diario', () => {
    let respaldos: RespaldosService;
    const programados = async (): Promise<number> =>
      Number((await prueba.dataSource.query(`SELECT count(*) FROM respaldos WHERE origen = 'programado'`))[0].count);
    const reclamos = async (): Promise<string[]> =>
      (await prueba.dataSource.query(`SELECT dia::text FROM tareas_diarias WHERE tarea = 'respaldo' ORDER BY dia`)).map(
        (f: Json) => f.dia,
      );

    beforeAll(() => {
      respaldos = prueba.app.get(RespaldosService);
    });

    it('sin hora guardada rige RESPALDOS_HORA; con hora guardada, ésa; uno por día aunque haya más vueltas', async () => {
      expect((await guardar({ respaldosHora: null })).status).toBe(200);
      const antes = await programados();
      // RESPALDOS_HORA=4: a las 03:59 no, a las 04:00 sí (esta base no es embebida y puede no haber pg_dump 18: el
      // programado queda en la lista, exitoso o fallido con su motivo, y no se repite ese día).
      expect(await respaldos.respaldoDiario(a(dia(10), '03:59'))).toBeNull();
      expect(await programados()).toBe(antes);
      expect(await reclamos()).toEqual([]);
      await respaldos.respaldoDiario(a(dia(10), '04:00'));
      expect(await programados()).toBe(antes + 1);
      expect(await respaldos.respaldoDiario(a(dia(10), '04:05'))).toBeNull();
      expect(await respaldos.respaldoDiario(a(dia(10), '22:00'))).toBeNull();
      expect(await programados()).toBe(antes + 1);

      // La hora guardada manda desde la vuelta siguiente.
      expect((await guardar({ respaldosHora: '13:40' })).status).toBe(200);
      expect(await respaldos.respaldoDiario(a(dia(11), '04:00'))).toBeNull();
      expect(await respaldos.respaldoDiario(a(dia(11), '13:39'))).toBeNull();
      expect(await programados()).toBe(antes + 1);
      // Dos réplicas a la vez: un solo respaldo.
      await Promise.all([
        respaldos.respaldoDiario(a(dia(11), '13:40')),
        respaldos.respaldoDiario(a(dia(11), '13:40')),
      ]);
      expect(await programados()).toBe(antes + 2);
      expect(await reclamos()).toEqual([dia(10), dia(11)]);
      expect((await guardar({ respaldosHora: null })).status).toBe(200);
    });

    it('con TAREAS_PROGRAMADAS las vueltas quedan en pg-boss cada 5 minutos en hora de Bogotá; sin ellas, ningún cron', async () => {
      const sinCron = await prueba.dataSource.query(`SELECT name FROM pgboss.schedule`);
      expect(sinCron).toEqual([]);
      const otra = await crearAppPrueba({ entorno: { TAREAS_PROGRAMADAS: '1' } });
      try {
        const filas: Array<{ name: string; cron: string; tz: string }> = await otra.dataSource.query(
          `SELECT name, cron, options->>'tz' AS tz FROM pgboss.schedule WHERE name = ANY($1) ORDER BY name`,
          [[COLA_AVISO_ENTREGA, COLA_RESPALDOS, COLA_RUTAS_DEL_DIA]],
        );
        expect(filas).toEqual(
          [
            { name: COLA_AVISO_ENTREGA, cron: '*/5 * * * *', tz: 'America/Bogota' },
            { name: COLA_RESPALDOS, cron: '*/5 * * * *', tz: 'America/Bogota' },
            // La ruta del día de cada cobrador (Mi Ruta), a las 5 de Bogotá.
            { name: COLA_RUTAS_DEL_DIA, cron: '0 5 * * *', tz: 'America/Bogota' },
          ].sort((a, b) => a.name.localeCompare(b.name)),
        );
      } finally {
        await otra.cerrar();
      }
    });
  });
});
