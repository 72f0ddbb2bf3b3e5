// Las notificaciones y la proyección del flujo de caja por oficina (docs/decisiones/notificaciones-por-oficina.md,
// issue 68): una campaña es de la oficina de quien la envía (o de la elegida; la del administrador sin elegir, de
// todas) y su público se calcula dentro de ella; el gerente de otra oficina no la lista ni la encuentra (404 como una
// que no existe, también sus destinatarios y su cancelación); un recordatorio automático es de la oficina de su
// cliente; la proyección de Flujo de Caja de cada oficina suma sus cuotas y la consolidada, las de las dos.
import { MENSAJES_OFICINA_NOTIFICACION, MENSAJES_OFICINAS, hoyBogota, sumarDias } from '@cartera/dominio';
import { NotificacionesYCuotasPorOficina1795363400000 } from '../src/database/migrations/1795363400000-notificaciones-y-cuotas-por-oficina';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { cuerpoCliente } from './support/clientes';
import { crearCuenta, crearOficina } from './support/cuentas-por-oficina';
import { leerPlan } from './support/fabricas-cartera';
import { enTransaccionDeshecha } from './support/transaccion-deshecha';

const { prueba, tokens } = usarAppPrueba();
const hoy = hoyBogota();
const NO_EXISTE = '00000000-0000-4000-8000-000000000000';
/** Días de la proyección que pide la prueba: cubre las cuatro cuotas semanales de cada préstamo. */
const DIAS_PROYECCION = 40;

let principal: string;
let norte: string;
let gerenteNorte: { id: string; token: string };
let gerenteDeDos: { id: string; token: string };
let clienteA: string;
let clienteNorte: string;
let prestamoA: string;
let prestamoNorte: string;

type Metodo = 'GET' | 'POST';
const pedir = (token: string, metodo: Metodo, ruta: string, cuerpo?: unknown) =>
  prueba.pedir({ metodo, ruta, token, cuerpo });

/** Un envío por SMS a los clientes `clienteIds`, programado para mañana (se puede cancelar). */
const campana = (titulo: string, destino: Record<string, unknown>, oficina?: string) => ({
  tipo: 'sms',
  categoria: 'sistema',
  titulo,
  mensaje: `${titulo}: mensaje`,
  programada: new Date(Date.now() + 86_400_000).toISOString(),
  ...destino,
  ...(oficina ? { oficina } : {}),
});

async function enviar(token: string, cuerpo: Record<string, unknown>): Promise<Json> {
  const r = await pedir(token, 'POST', '/api/notificaciones', cuerpo);
  expect(r.status).toBe(201);
  return r.body.data;
}

async function oficinaDe(notificacion: string): Promise<string | null> {
  const [fila] = await prueba.dataSource.query(`SELECT oficina_id FROM notificaciones WHERE id = $1`, [notificacion]);
  return fila.oficina_id;
}

async function destinatarios(token: string, notificacion: string): Promise<Json[]> {
  const r = await pedir(token, 'GET', `/api/notificaciones/${notificacion}/destinatarios?limit=100`);
  expect(r.status).toBe(200);
  return r.body.data;
}

/** Lo que responde `token` a `metodo ruta(id)` con `id` y con un id que no existe: debe ser lo mismo, un 404. */
async function comoSiNoExistiera(token: string, metodo: Metodo, ruta: (id: string) => string, id: string) {
  const deOtra = await pedir(token, metodo, ruta(id), metodo === 'POST' ? {} : undefined);
  const inexistente = await pedir(token, metodo, ruta(NO_EXISTE), metodo === 'POST' ? {} : undefined);
  expect({ status: deOtra.status, body: deOtra.body }).toEqual({ status: 404, body: inexistente.body });
}

async function titulosDelHistorial(token: string): Promise<string[]> {
  const r = await pedir(token, 'GET', '/api/notificaciones?limit=100');
  expect(r.status).toBe(200);
  return (r.body.data as Json[]).map((n) => n.titulo as string);
}

async function crearClienteYPrestamo(token: string, oficina: string): Promise<[string, string]> {
  const cliente = await pedir(token, 'POST', '/api/clientes', {
    ...cuerpoCliente({ oficina, autorizacionDatos: { canal: 'presencial_firmado' } }),
  });
  expect(cliente.status).toBe(201);
  const prestamo = await pedir(token, 'POST', '/api/prestamos', {
    cliente: cliente.body.data._id,
    monto: oficina === principal ? 80_000 : 120_000,
    interes: 0,
    cuotas: 4,
    modalidad: 'semanal',
    tipoAmortizacion: 'amortizable',
    fechaInicio: sumarDias(hoy, 1),
  });
  expect(prestamo.status).toBe(201);
  return [cliente.body.data._id, prestamo.body.data._id];
}

beforeAll(async () => {
  [{ id: principal }] = await prueba.dataSource.query(`SELECT id FROM oficinas WHERE codigo = 'PRINCIPAL'`);
  norte = await crearOficina(prueba, 'NORTE', 'Oficina Norte');
  gerenteNorte = await crearCuenta(prueba, '/api/usuarios', { rol: 'gerente', oficinas: [norte] });
  gerenteDeDos = await crearCuenta(prueba, '/api/usuarios', { rol: 'gerente', oficinas: [principal, norte] });
  [clienteA, prestamoA] = await crearClienteYPrestamo(tokens.admin, principal);
  [clienteNorte, prestamoNorte] = await crearClienteYPrestamo(gerenteNorte.token, norte);
});

describe('las notificaciones de cada oficina', () => {
  it('la campaña del gerente es de su oficina: el de otra no la lista, ni la lee, ni sus destinatarios, ni la cancela', async () => {
    const enA = await enviar(tokens.gerente, campana('Campaña de la principal', { destinatarios: 'clientes', clienteIds: [clienteA] }));
    expect(await oficinaDe(enA._id)).toBe(principal);
    expect((await destinatarios(tokens.gerente, enA._id)).map((d) => d.clienteId)).toEqual([clienteA]);

    expect(await titulosDelHistorial(gerenteNorte.token)).not.toContain('Campaña de la principal');
    expect(await titulosDelHistorial(tokens.gerente)).toContain('Campaña de la principal');
    await comoSiNoExistiera(gerenteNorte.token, 'GET', (id) => `/api/notificaciones/${id}`, enA._id);
    await comoSiNoExistiera(gerenteNorte.token, 'GET', (id) => `/api/notificaciones/${id}/destinatarios`, enA._id);
    await comoSiNoExistiera(gerenteNorte.token, 'POST', (id) => `/api/notificaciones/${id}/cancelar`, enA._id);
    // Su gerente sí la cancela.
    expect((await pedir(tokens.gerente, 'POST', `/api/notificaciones/${enA._id}/cancelar`, {})).status).toBe(200);
  });

  it('el público se calcula dentro de la oficina: un cliente o una cuenta de otra no es destinatario', async () => {
    // El administrador elige Norte: de los dos clientes y las dos cuentas, sólo los de Norte.
    const clientes = await enviar(
      tokens.admin,
      campana('A los clientes de Norte', { destinatarios: 'clientes', clienteIds: [clienteA, clienteNorte] }, norte),
    );
    expect(await oficinaDe(clientes._id)).toBe(norte);
    expect((await destinatarios(tokens.admin, clientes._id)).map((d) => d.clienteId)).toEqual([clienteNorte]);
    const gerenteA = (await prueba.cuenta('gerente')).id;
    const cuentas = await enviar(tokens.admin, {
      ...campana('A las cuentas de Norte', { destinatarios: 'usuarios', usuarioIds: [gerenteA, gerenteNorte.id] }, norte),
      tipo: 'sistema',
    });
    expect((await destinatarios(tokens.admin, cuentas._id)).map((d) => d.usuarioId)).toEqual([gerenteNorte.id]);
    // Por filtro: los clientes activos de Norte (el de la principal no).
    const grupo = await enviar(tokens.admin, campana('Grupo de Norte', { destinatarios: 'filtro', filtroEstado: 'todos' }, norte));
    const delGrupo = (await destinatarios(tokens.admin, grupo._id)).map((d) => d.clienteId);
    expect(delGrupo).toContain(clienteNorte);
    expect(delGrupo).not.toContain(clienteA);
    // Un gerente de Norte con un cliente de la principal: como un cliente que no existe.
    const ajeno = await pedir(gerenteNorte.token, 'POST', '/api/notificaciones', campana('Ajena', { destinatarios: 'clientes', clienteIds: [clienteA] }));
    const inexistente = await pedir(gerenteNorte.token, 'POST', '/api/notificaciones', campana('Ajena', { destinatarios: 'clientes', clienteIds: [NO_EXISTE] }));
    expect(ajeno.status).toBe(422);
    expect(ajeno.body).toEqual(inexistente.body);
  });

  it('la campaña del administrador para todas no tiene oficina: sólo la ve quien ve todas', async () => {
    const todas = await enviar(
      tokens.admin,
      campana('Para todas las oficinas', { destinatarios: 'clientes', clienteIds: [clienteA, clienteNorte] }),
    );
    expect(await oficinaDe(todas._id)).toBeNull();
    expect((await destinatarios(tokens.admin, todas._id)).map((d) => d.clienteId).sort()).toEqual([clienteA, clienteNorte].sort());
    for (const token of [tokens.gerente, gerenteNorte.token]) {
      expect(await titulosDelHistorial(token)).not.toContain('Para todas las oficinas');
      await comoSiNoExistiera(token, 'GET', (id) => `/api/notificaciones/${id}`, todas._id);
    }
    expect(await titulosDelHistorial(tokens.admin)).toContain('Para todas las oficinas');
  });

  it('quien tiene dos oficinas elige la de la campaña, entre las suyas', async () => {
    const cuerpo = campana('De quien tiene dos', { destinatarios: 'clientes', clienteIds: [clienteNorte] });
    const sin = await pedir(gerenteDeDos.token, 'POST', '/api/notificaciones', cuerpo);
    expect(sin.status).toBe(400);
    expect(sin.body.errors.oficina).toEqual([MENSAJES_OFICINA_NOTIFICACION.obligatoria]);
    const conNorte = await enviar(gerenteDeDos.token, { ...cuerpo, oficina: norte });
    expect(await oficinaDe(conNorte._id)).toBe(norte);
    const ajena = await pedir(gerenteNorte.token, 'POST', '/api/notificaciones', { ...cuerpo, oficina: principal });
    expect(ajena.status).toBe(400);
    expect(ajena.body.errors.oficina).toEqual([MENSAJES_OFICINAS.oficinaAjena]);
  });

  it('los recordatorios de un día van en un mensaje por oficina, el de la oficina de sus clientes', async () => {
    // Los dos préstamos empiezan el mismo día: su primera cuota vence la misma fecha.
    const [primeraA, primeraNorte] = await Promise.all(
      [prestamoA, prestamoNorte].map(async (id) => (await leerPlan(prueba, tokens.admin, id)).cuotas[0].fechaProgramada),
    );
    expect(primeraNorte).toBe(primeraA);
    await prueba.dataSource.query(`UPDATE configuracion_organizacion SET recordatorio_cuota = true`);
    await prueba.dataSource.query(`UPDATE notificaciones_plantillas SET activa = true WHERE uso = 'recordatorio_cuota'`);
    const r = await pedir(tokens.admin, 'POST', '/api/notificaciones/recordatorios', { fecha: primeraA });
    expect(r.status).toBe(200);
    const filas: Array<{ oficina_id: string | null; cliente_id: string; de_su_oficina: string }> = await prueba.dataSource.query(
      `SELECT n.oficina_id, d.cliente_id, d.oficina_id AS de_su_oficina
       FROM notificaciones n JOIN notificaciones_destinatarios d ON d.notificacion_id = n.id
       WHERE n.origen = 'recordatorio_cuota' AND d.cliente_id = ANY ($1)`,
      [[clienteA, clienteNorte]],
    );
    expect(filas.map((f) => [f.cliente_id, f.oficina_id, f.de_su_oficina]).sort()).toEqual(
      [
        [clienteA, principal, principal],
        [clienteNorte, norte, norte],
      ].sort(),
    );
    const deNorte = (await pedir(gerenteNorte.token, 'GET', '/api/notificaciones?limit=100')).body.data as Json[];
    expect(deNorte.filter((n) => n.origen === 'recordatorio_cuota').map((n) => n.estadisticas.destinatarios)).toEqual([1]);
  });
});

describe('la proyección del flujo de caja por oficina', () => {
  /** Lo esperado en la proyección desde hoy: las cuotas del plan de cada préstamo dentro de los días pedidos. */
  async function esperadoDe(prestamo: string): Promise<number> {
    const hasta = sumarDias(hoy, DIAS_PROYECCION - 1);
    const plan = await leerPlan(prueba, tokens.admin, prestamo);
    return (plan.cuotas as Json[])
      .filter((c) => c.fechaProgramada >= hoy && c.fechaProgramada <= hasta)
      .reduce((suma, c) => suma + (c.montoTotal as number), 0);
  }

  async function proyectado(token: string, oficina?: string): Promise<{ esperado: number; cuotas: number }> {
    const r = await pedir(
      token,
      'GET',
      `/api/flujo-caja?diasProyeccion=${DIAS_PROYECCION}&periodo=mensual${oficina ? `&oficina=${oficina}` : ''}`,
    );
    expect(r.status).toBe(200);
    const periodos = r.body.data.proyeccion.periodos as Json[];
    return {
      esperado: periodos.reduce((s, p) => s + (p.esperado as number), 0),
      cuotas: periodos.reduce((s, p) => s + (p.cuotas as number), 0),
    };
  }

  it('cada oficina proyecta sus cuotas; la consolidada, la suma de las dos', async () => {
    // La principal tiene además las cuotas de la demostración: el consolidado es la principal más Norte.
    const antes = await proyectado(tokens.admin, principal);
    const norteEsperado = await esperadoDe(prestamoNorte);
    expect(norteEsperado).toBe(120_000);
    expect(await proyectado(gerenteNorte.token)).toEqual({ esperado: norteEsperado, cuotas: 4 });
    expect(await proyectado(tokens.admin, norte)).toEqual({ esperado: norteEsperado, cuotas: 4 });
    const consolidado = await proyectado(tokens.admin);
    expect(consolidado).toEqual({ esperado: antes.esperado + norteEsperado, cuotas: antes.cuotas + 4 });
    // La principal incluye el préstamo que la prueba le dio.
    expect(await esperadoDe(prestamoA)).toBe(80_000);
    expect(antes.esperado).toBeGreaterThanOrEqual(80_000);
    // El resumen guarda cada cuota en su oficina.
    const [{ total }] = await prueba.dataSource.query(
      `SELECT coalesce(sum(abierto), 0)::numeric::float8 AS total FROM cuotas_por_fecha
       WHERE oficina_id = $1 AND fecha BETWEEN $2 AND $3`,
      [norte, hoy, sumarDias(hoy, DIAS_PROYECCION - 1)],
    );
    expect(total).toBe(norteEsperado);
  });
});

describe('la migración', () => {
  /**
   * Σ abierto de las cuotas por oficina, contado desde las cuotas y desde el resumen (sin las oficinas que suman cero:
   * el resumen guarda diferencias hasta que el barrido lo compacta), con `runner`.
   */
  const abiertoPorOficina = async (runner: { query: (sql: string) => Promise<Json[]> }) => {
    const [fila] = await runner.query(
      `SELECT (SELECT json_object_agg(oficina_id, total) FROM (
                 SELECT oficina_id, sum(CASE WHEN estado IN ('pendiente', 'parcial', 'vencida')
                   THEN greatest(monto_total - monto_pagado - monto_refinanciado - monto_condonado, 0) ELSE 0 END)::float8 AS total
                 FROM cuotas GROUP BY oficina_id) c WHERE total <> 0) AS cuotas,
              (SELECT json_object_agg(oficina_id, total) FROM (
                 SELECT oficina_id, sum(abierto)::float8 AS total FROM cuotas_por_fecha GROUP BY oficina_id) r
               WHERE total <> 0) AS resumen`,
    );
    return fila;
  };

  it('da a una notificación la oficina de sus destinatarios si todos comparten una, y rehace las cuotas por oficina', async () => {
    const migracion = new NotificacionesYCuotasPorOficina1795363400000();
    await enTransaccionDeshecha(prueba, async (runner) => {
      await runner.query(`SET LOCAL app.oficinas = 'todas'`);
      await migracion.down(runner);
      const notificacion = async (clientes: string[]) => {
        const [{ id }] = await runner.query(
          `INSERT INTO notificaciones (tipo, categoria, titulo, mensaje, estado, total, pendientes)
           VALUES ('sms', 'sistema', 'Antes de las oficinas', 'M', 'pendiente', $1, $1) RETURNING id`,
          [clientes.length],
        );
        for (const cliente of clientes)
          await runner.query(
            `INSERT INTO notificaciones_destinatarios (notificacion_id, cliente_id, nombre, titulo, mensaje)
             VALUES ($1, $2, 'Cliente', 'T', 'M')`,
            [id, cliente],
          );
        return id as string;
      };
      const deA = await notificacion([clienteA]);
      const deDos = await notificacion([clienteA, clienteNorte]);
      await migracion.up(runner);
      const oficinas = Object.fromEntries(
        (await runner.query(`SELECT id, oficina_id FROM notificaciones WHERE id = ANY ($1)`, [[deA, deDos]])).map(
          (f: { id: string; oficina_id: string | null }) => [f.id, f.oficina_id],
        ),
      );
      expect(oficinas).toEqual({ [deA]: principal, [deDos]: null });
      const rehecho = await abiertoPorOficina(runner);
      expect(rehecho.resumen).toEqual(rehecho.cuotas);
      expect(rehecho.resumen[norte]).toBe(120_000);
      // Un cliente que cambia de oficina se lleva sus cuotas: el resumen resta en la de antes y suma en la nueva.
      await runner.query(`UPDATE clientes SET oficina_id = $1 WHERE id = $2`, [norte, clienteA]);
      const movido = await abiertoPorOficina(runner);
      expect(movido.resumen).toEqual(movido.cuotas);
      expect(movido.resumen[norte]).toBe(120_000 + 80_000);
    });
  });
});
