// El recibo al cliente de cada cobro (docs/decisiones/recibos-de-cobro.md): encendido por defecto cuando hay un canal
// configurado (y la migración que lo enciende en las oficinas que nunca lo tocaron), la corrección del recibo cuando el
// cobro se edita, se borra, se revierte desde el plan o pasa a otro préstamo (una sola vez por hecho, también al
// repetir la petición), nada con los recibos apagados, y el estado de cada recibo en los movimientos del préstamo.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { RecibosPorDefecto1795354620000 } from '../src/database/migrations/1795354620000-recibos-por-defecto';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json, Metodo } from './support/app-prueba';
import { prestamoSemanal } from './support/escenarios';
import { proveedorLocal, type ProveedorLocal } from './support/proveedor-local';

describe('recibos de cobro', () => {
  let proveedor: ProveedorLocal;
  const hoy = hoyBogota();

  const { prueba, tokens } = usarAppPrueba(async () => {
    proveedor = await proveedorLocal();
  }, { entorno: { NOTIFICACIONES_SONDEO_MS: '500' } });
  afterAll(async () => {
    await proveedor?.cerrar();
  });

  const pedir = (metodo: Metodo, ruta: string, cuerpo?: unknown, clave?: string) =>
    prueba.pedir({
      metodo,
      ruta,
      token: tokens.admin,
      cuerpo,
      cabeceras: clave ? { 'idempotency-key': clave } : {},
    });
  const organizacion = async (cuerpo: Record<string, unknown>) => {
    const r = await pedir('PUT', '/api/configuracion/organizacion', cuerpo);
    expect(r.status).toBe(200);
    return r.body.data;
  };
  const canalWhatsapp = async (activo: boolean) => {
    const r = await pedir('PUT', '/api/notificaciones/canales/whatsapp', {
      activo,
      url: proveedor.url,
      cuerpo: '{"to": "{{telefono}}", "message": "{{mensaje}}"}',
    });
    expect(r.status).toBe(200);
  };
  const migracion = async (sentido: 'up' | 'down') => {
    const runner = prueba.dueno.createQueryRunner();
    try {
      await new RecibosPorDefecto1795354620000()[sentido](runner);
    } finally {
      await runner.release();
    }
  };
  const reciboEncendido = async (): Promise<boolean> =>
    (await pedir('GET', '/api/configuracion/organizacion')).body.data.reciboCobro;

  /** Un préstamo de 40.000 sin interés en 4 cuotas semanales de 10.000, desde hace 3 semanas. */
  async function prestamo(clienteId?: string): Promise<Json> {
    return prestamoSemanal(prueba, {
      cliente: clienteId,
      monto: 40_000,
      interes: 0,
      cuotas: 4,
      fechaInicio: sumarDias(hoy, -21),
    });
  }
  const cobrar = async (prestamoId: string, monto: number): Promise<string> => {
    const r = await pedir('POST', '/api/cobros', { prestamo: prestamoId, monto, fecha: hoy });
    expect(r.status).toBe(201);
    return r.body.data._id;
  };
  /** Los mensajes de un origen al cliente de un préstamo, en el orden en que se encolaron. */
  const mensajes = async (
    prestamo: Json,
    origen: 'recibo_cobro' | 'recibo_correccion',
  ): Promise<Array<{ clave_origen: string; mensaje: string }>> =>
    prueba.dataSource.query(
      `SELECT n.clave_origen, d.mensaje
       FROM notificaciones n JOIN notificaciones_destinatarios d ON d.notificacion_id = n.id
       WHERE n.origen = $2 AND d.cliente_id = $1
       ORDER BY n.id`,
      [prestamo.cliente._id ?? prestamo.cliente, origen],
    );
  const ultimoAsiento = async (prestamoId: string, cobroId: string): Promise<string> =>
    (
      await prueba.dataSource.query(
        `SELECT id FROM prestamos_movimientos WHERE prestamo_id = $1 AND cobro_id = $2 ORDER BY secuencia DESC LIMIT 1`,
        [prestamoId, cobroId],
      )
    )[0].id;
  const movimientos = async (prestamoId: string): Promise<Json[]> =>
    (await pedir('GET', `/api/prestamos/${prestamoId}/movimientos`)).body.data;

  describe('encendido por defecto', () => {
    it('una instalación nueva tiene el recibo encendido, pero sin canal configurado no encola nada', async () => {
      expect(await reciboEncendido()).toBe(true);
      const p = await prestamo();
      const cobroId = await cobrar(p._id, 10_000);
      expect((await pedir('GET', `/api/cobros/${cobroId}`)).body.data.recibo).toBeNull();
      expect(await mensajes(p, 'recibo_cobro')).toEqual([]);
    });

    it('con el canal de la plantilla configurado, cada cobro encola su recibo sin tocar nada más', async () => {
      await canalWhatsapp(true);
      const p = await prestamo();
      const cobroId = await cobrar(p._id, 10_000);
      const { recibo } = (await pedir('GET', `/api/cobros/${cobroId}`)).body.data;
      expect(recibo).toMatchObject({
        canal: 'whatsapp',
        estado: expect.stringMatching(/^(pendiente|enviado)$/),
      });
      expect(Number.isNaN(Date.parse(recibo.encoladoEn))).toBe(false);
      expect((await mensajes(p, 'recibo_cobro')).map((m) => m.clave_origen)).toEqual([`recibo:${cobroId}`]);
    });

    it('la plantilla «Corrección de recibo» está en Plantillas, por el canal del recibo, y se edita como las otras', async () => {
      const lista = (await pedir('GET', '/api/notificaciones/plantillas?limit=100')).body.data as Json[];
      const correccion = lista.find((p) => p.uso === 'recibo_correccion');
      expect(correccion).toMatchObject({ nombre: 'Corrección de recibo', tipo: 'whatsapp', activa: true });
      expect(correccion.contenido).toMatch(
        /\{\{monto_cobro\}\}.*\{\{numero_prestamo\}\}.*\{\{saldo_pendiente\}\}/,
      );
      const editada = await pedir('PUT', `/api/notificaciones/plantillas/${correccion._id}`, {
        nombre: correccion.nombre,
        tipo: correccion.tipo,
        asunto: correccion.asunto,
        contenido: correccion.contenido,
        activa: true,
      });
      expect(editada.status).toBe(200);
    });
  });

  describe('la migración en una instalación existente', () => {
    const encendidosPorMigracion = async (): Promise<number> =>
      Number(
        (
          await prueba.dataSource.query(
            `SELECT count(*) AS n FROM auditoria WHERE accion = 'Encender recibos de cobro'`,
          )
        )[0].n,
      );

    it('enciende el recibo donde hay un canal configurado y nadie tocó el ajuste, y lo deja en la auditoría', async () => {
      await migracion('down');
      expect(await reciboEncendido()).toBe(false);
      const antes = await encendidosPorMigracion();
      await migracion('up');
      expect(await reciboEncendido()).toBe(true);
      expect(await encendidosPorMigracion()).toBe(antes + 1);
    });

    it('sin canal configurado, una oficina con préstamos queda como estaba', async () => {
      await migracion('down');
      await canalWhatsapp(false);
      await migracion('up');
      expect(await reciboEncendido()).toBe(false);
      await canalWhatsapp(true);
      await migracion('down');
      await migracion('up');
      expect(await reciboEncendido()).toBe(true);
    });

    it('lo que un administrador eligió no lo cambia ninguna migración', async () => {
      await organizacion({ reciboCobro: false });
      await migracion('down');
      await migracion('up');
      expect(await reciboEncendido()).toBe(false);
      await organizacion({ reciboCobro: true });
      await migracion('down');
      expect(await reciboEncendido()).toBe(true);
      await migracion('up');
      expect(await reciboEncendido()).toBe(true);
    });
  });

  describe('corrección del recibo', () => {
    beforeAll(async () => {
      await canalWhatsapp(true);
      await organizacion({ reciboCobro: true });
    });

    it('el núcleo encola el recibo de cada cobro una vez: repetir el cobro con su clave no lo repite, y el pago de una cuota tiene el suyo', async () => {
      const p = await prestamo();
      const cuerpo = { prestamo: p._id, monto: 5_000, fecha: hoy };
      const primero = await pedir('POST', '/api/cobros', cuerpo, 'recibo-una-vez-0001');
      const repetido = await pedir('POST', '/api/cobros', cuerpo, 'recibo-una-vez-0001');
      expect([primero.status, repetido.status]).toEqual([201, 201]);
      expect(repetido.body.data._id).toBe(primero.body.data._id);
      const pago = await pedir('PATCH', `/api/prestamos/${p._id}/plan/cuota/2/pagar`, { monto: 3_000 });
      expect(pago.status).toBe(200);
      const [cuota]: Array<{ id: string }> = await prueba.dataSource.query(
        `SELECT id FROM cobros WHERE prestamo_id = $1 AND origen = 'pago_cuota'`,
        [p._id],
      );
      expect((await mensajes(p, 'recibo_cobro')).map((m) => m.clave_origen)).toEqual([
        `recibo:${primero.body.data._id}`,
        `recibo:${cuota.id}`,
      ]);
    });

    it('editar el monto encola una corrección con el monto nuevo y el saldo; repetir la petición no la repite', async () => {
      const p = await prestamo();
      const cobroId = await cobrar(p._id, 15_000);
      const editado = await pedir('PUT', `/api/cobros/${cobroId}`, { monto: 12_000 }, 'editar-recibo-0001');
      expect(editado.status).toBe(200);
      let correcciones = await mensajes(p, 'recibo_correccion');
      expect(correcciones.map((m) => m.clave_origen)).toEqual([
        `recibo-correccion:${await ultimoAsiento(p._id, cobroId)}`,
      ]);
      expect(correcciones[0].mensaje).toMatch(
        new RegExp(
          `^Corrección de recibo .+: .+, su pago del \\d\\d/\\d\\d/\\d{4} fue corregido\\. Valor: \\$\\s12\\.000\\. ` +
            `Saldo pendiente del préstamo ${p.numero}: \\$\\s28\\.000\\.$`,
        ),
      );
      // El mismo pedido otra vez (un reintento con su clave) y la misma edición con otra clave: nada que corregir.
      expect(
        (await pedir('PUT', `/api/cobros/${cobroId}`, { monto: 12_000 }, 'editar-recibo-0001')).status,
      ).toBe(200);
      expect(
        (await pedir('PUT', `/api/cobros/${cobroId}`, { monto: 12_000 }, 'editar-recibo-0002')).status,
      ).toBe(200);
      // Cambiar sólo las observaciones tampoco: el recibo del cliente sigue siendo cierto.
      expect(
        (await pedir('PUT', `/api/cobros/${cobroId}`, { observaciones: 'Pagó en la tienda' })).status,
      ).toBe(200);
      correcciones = await mensajes(p, 'recibo_correccion');
      expect(correcciones).toHaveLength(1);
      // Otra fecha sí es otra corrección.
      expect((await pedir('PUT', `/api/cobros/${cobroId}`, { fecha: sumarDias(hoy, -1) })).status).toBe(200);
      expect(await mensajes(p, 'recibo_correccion')).toHaveLength(2);
    });

    it('pasar el cobro a otro préstamo del cliente avisa el préstamo y el saldo nuevos, una vez', async () => {
      const a = await prestamo();
      const b = await prestamo(a.cliente._id ?? a.cliente);
      const cobroId = await cobrar(a._id, 10_000);
      const cuerpo = { prestamo: b._id, motivo: 'El cliente pagaba el otro préstamo' };
      const r = await pedir('POST', `/api/cobros/${cobroId}/corregir-prestamo`, cuerpo, 'mover-recibo-0001');
      expect(r.status).toBe(200);
      expect(
        (await pedir('POST', `/api/cobros/${cobroId}/corregir-prestamo`, cuerpo, 'mover-recibo-0001')).status,
      ).toBe(200);
      const correcciones = await mensajes(a, 'recibo_correccion');
      expect(correcciones.map((m) => m.clave_origen)).toEqual([
        `recibo-correccion:${await ultimoAsiento(b._id, cobroId)}`,
      ]);
      expect(correcciones[0].mensaje).toMatch(
        new RegExp(`Valor: \\$\\s10\\.000\\. Saldo pendiente del préstamo ${b.numero}: \\$\\s30\\.000\\.$`),
      );
    });

    it('borrar el cobro avisa «anulado» con el saldo que vuelve; repetir el borrado no avisa otra vez', async () => {
      const p = await prestamo();
      const cobroId = await cobrar(p._id, 10_000);
      expect((await pedir('DELETE', `/api/cobros/${cobroId}`, undefined, 'borrar-recibo-0001')).status).toBe(
        200,
      );
      expect((await pedir('DELETE', `/api/cobros/${cobroId}`, undefined, 'borrar-recibo-0001')).status).toBe(
        200,
      );
      expect((await pedir('DELETE', `/api/cobros/${cobroId}`, undefined, 'borrar-recibo-0002')).status).toBe(
        404,
      );
      const correcciones = await mensajes(p, 'recibo_correccion');
      expect(correcciones).toHaveLength(1);
      expect(correcciones[0].mensaje).toMatch(
        new RegExp(`Valor: anulado\\. Saldo pendiente del préstamo ${p.numero}: \\$\\s40\\.000\\.$`),
      );
    });

    it('revertir una cuota corrige el recibo de cada cobro que la pagaba: anulado o con su monto reducido', async () => {
      const p = await prestamo();
      const entero = await cobrar(p._id, 10_000); // paga la cuota 1
      const partido = await cobrar(p._id, 15_000); // paga la cuota 2 y 5.000 de la 3
      const revertir = () => pedir('PATCH', `/api/prestamos/${p._id}/plan/cuota/2/revertir`);
      expect((await revertir()).status).toBe(200);
      expect((await revertir()).status).toBe(409);
      const revertir1 = await pedir('PATCH', `/api/prestamos/${p._id}/plan/cuota/1/revertir`);
      expect(revertir1.status).toBe(200);
      const correcciones = await mensajes(p, 'recibo_correccion');
      expect(correcciones.map((m) => m.clave_origen).sort()).toEqual(
        [
          `recibo-correccion:${await ultimoAsiento(p._id, partido)}`,
          `recibo-correccion:${await ultimoAsiento(p._id, entero)}`,
        ].sort(),
      );
      // En orden: la cuota 2 deja el segundo cobro en 5.000 (saldo 25.000); la 1 anula el primero (saldo 35.000).
      expect(correcciones[0].mensaje).toMatch(
        /Valor: \$\s5\.000\. Saldo pendiente del préstamo \d+: \$\s25\.000\.$/,
      );
      expect(correcciones[1].mensaje).toMatch(
        /Valor: anulado\. Saldo pendiente del préstamo \d+: \$\s35\.000\.$/,
      );
    });

    it('con los recibos apagados no sale ninguna corrección, aunque el cobro haya tenido recibo', async () => {
      const p = await prestamo();
      const cobroId = await cobrar(p._id, 10_000);
      expect(await mensajes(p, 'recibo_cobro')).toHaveLength(1);
      await organizacion({ reciboCobro: false });
      try {
        expect((await pedir('PUT', `/api/cobros/${cobroId}`, { monto: 8_000 })).status).toBe(200);
        expect((await pedir('DELETE', `/api/cobros/${cobroId}`)).status).toBe(200);
        const sinRecibo = await cobrar(p._id, 10_000);
        expect((await pedir('GET', `/api/cobros/${sinRecibo}`)).body.data.recibo).toBeNull();
        expect(await mensajes(p, 'recibo_correccion')).toEqual([]);
        expect(await mensajes(p, 'recibo_cobro')).toHaveLength(1);
      } finally {
        await organizacion({ reciboCobro: true });
      }
    });

    it('un cobro que nunca tuvo recibo no recibe corrección al encender los recibos', async () => {
      const p = await prestamo();
      await organizacion({ reciboCobro: false });
      const cobroId = await cobrar(p._id, 10_000);
      await organizacion({ reciboCobro: true });
      expect((await pedir('PUT', `/api/cobros/${cobroId}`, { monto: 9_000 })).status).toBe(200);
      expect(await mensajes(p, 'recibo_correccion')).toEqual([]);
    });
  });

  describe('recuperación', () => {
    it('lo que llega de un préstamo castigado también tiene su recibo, con lo castigado que el cliente aún debe', async () => {
      await canalWhatsapp(true);
      await organizacion({ reciboCobro: true });
      const p = await prestamo();
      await cobrar(p._id, 10_000);
      const castigo = await pedir('POST', `/api/prestamos/${p._id}/castigar`, {
        motivo: 'Cliente inubicable desde hace 120 días',
      });
      expect(castigo.body.data).toMatchObject({ estado: 'castigado' });
      const recuperacion = await cobrar(p._id, 5_000);
      expect((await pedir('GET', `/api/cobros/${recuperacion}`)).body.data).toMatchObject({
        origen: 'recuperacion',
        recibo: { canal: 'whatsapp', estado: expect.stringMatching(/^(pendiente|enviado)$/) },
      });
      const recibos = await mensajes(p, 'recibo_cobro');
      expect(recibos.map((m) => m.clave_origen)).toContain(`recibo:${recuperacion}`);
      expect(recibos.find((m) => m.clave_origen === `recibo:${recuperacion}`)!.mensaje).toMatch(
        new RegExp(`\\$\\s5\\.000.*Saldo pendiente del préstamo ${p.numero}: \\$\\s25\\.000\\.$`),
      );
    });
  });

  describe('el préstamo muestra el recibo de cada cobro', () => {
    it('cada asiento de cobro trae su recibo o su corrección; sin recibo, null', async () => {
      await canalWhatsapp(true);
      await organizacion({ reciboCobro: false });
      const p = await prestamo();
      const sinRecibo = await cobrar(p._id, 5_000);
      await organizacion({ reciboCobro: true });
      const conRecibo = await cobrar(p._id, 10_000);
      expect((await pedir('PUT', `/api/cobros/${conRecibo}`, { monto: 7_000 })).status).toBe(200);

      const lista = await movimientos(p._id);
      const deCobro = (cobroId: string) =>
        lista.filter((m) => m.cobro === cobroId).map((m) => [m.tipo, m.recibo?.tipo ?? null]);
      expect(lista.find((m) => m.tipo === 'desembolso').recibo).toBeNull();
      expect(deCobro(sinRecibo)).toEqual([['cobro', null]]);
      expect(deCobro(conRecibo)).toEqual([
        ['cobro', 'recibo'],
        ['reversion', null],
        ['cobro', 'correccion'],
      ]);
      const recibo = lista.find((m) => m.cobro === conRecibo && m.recibo?.tipo === 'recibo').recibo;
      expect(recibo).toEqual({
        tipo: 'recibo',
        estado: expect.stringMatching(/^(pendiente|enviado)$/),
        canal: 'whatsapp',
        encoladoEn: expect.any(String),
        enviadoEn: recibo.estado === 'enviado' ? expect.any(String) : null,
      });
    });
  });
});
