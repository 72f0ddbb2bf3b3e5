// Cobros: cada cobro se aplica a las cuotas impagas más antiguas; editar lo vuelve a aplicar, borrar lo deshace
// exactamente; 50 cobros simultáneos al mismo préstamo nunca aplican de más; un cobrador cobra sólo su cartera.
import { MENSAJES, hoyBogota, sumarDias } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { crearPrestamoCortoPrueba, leerPlan, quitarPlan, verificarLibro } from './support/fabricas-cartera';
import { crearUsuario } from './support/fabricas';

describe('cobros', () => {
  const hoy = hoyBogota();

    // Las pruebas de listas fechan cobros del cobrador hasta 10 días atrás (el límite real por defecto es 3).
  const { prueba, tokens, ids } = usarAppPrueba({
    entorno: { COBRO_RETROACTIVO_DIAS: '15' },
  });

  /** 40.000 sin interés en 4 cuotas semanales de 10.000. */
  /** `inicio`: fecha de inicio (por defecto hoy); un cobro no puede ser anterior a ella. */
  async function prestamo(
    opciones: { cobradorId?: string | null; nombre?: string; inicio?: string } = {},
  ) {
    return crearPrestamoCortoPrueba(prueba, tokens.admin, {
      cliente: { cobradorId: opciones.cobradorId ?? null, nombre: opciones.nombre },
      ...(opciones.inicio ? { fechaInicio: opciones.inicio } : {}),
    });
  }

  const cobrar = (cuerpo: Record<string, unknown>, token = tokens.admin) =>
    prueba.pedir({ metodo: 'POST', ruta: '/api/cobros', token, cuerpo: { fecha: hoy, ...cuerpo } });
  const pagados = async (id: string) => (await leerPlan(prueba, tokens.admin, id)).cuotas.map((c: Json) => [c.estado, c.montoPagado]);

  describe('POST /api/cobros', () => {
    it('se aplica a las cuotas más antiguas y abona a la última que alcanza', async () => {
      const p = await prestamo();
      const r = await cobrar({ prestamo: p._id, monto: 25000, observaciones: '  Pago en tienda  ' });
      expect(r.status).toBe(201);
      expect(r.body.message).toBe('Cobro registrado correctamente');
      expect(r.body.data).toMatchObject({
        prestamo: { _id: p._id, numero: p.numero, cliente: { _id: p.cliente._id, nombre: p.cliente.nombre } },
        monto: 25000,
        fecha: hoy,
        observaciones: 'Pago en tienda',
        origen: 'cobro',
        cobrador: null,
      });
      expect(r.body.data.aplicaciones.map((a: Json) => [a.cuota.numero, a.monto])).toEqual([
        [1, 10000],
        [2, 10000],
        [3, 5000],
      ]);
      expect(await pagados(p._id)).toEqual([
        ['pagada', 10000],
        ['pagada', 10000],
        ['parcial', 5000],
        ['pendiente', 0],
      ]);
      const despues = await prueba.como('admin').get(`/api/prestamos/${p._id}`);
      expect(despues.body.data.saldoPendiente).toBe(15000);
      const notas = await prueba.como('admin').get(`/api/prestamos/${p._id}/notificaciones`);
      expect(notas.body.data[0]).toMatchObject({ titulo: 'Pago aplicado', categoria: 'pago' });
      expect(notas.body.data[0].mensaje).toContain('las cuotas 1, 2 y 3');
      const [evento] = await prueba.dataSource.query(`SELECT accion, modulo FROM auditoria WHERE modulo = 'Cobros' ORDER BY fecha DESC LIMIT 1`);
      expect(evento).toEqual({ accion: 'Registrar cobro', modulo: 'Cobros' });
      await verificarLibro(prueba.dataSource, p._id);
    });

    it('cubrir todo el saldo deja el préstamo pagado', async () => {
      const p = await prestamo();
      await cobrar({ prestamo: p._id, monto: 40000 });
      const r = await prueba.como('admin').get(`/api/prestamos/${p._id}`);
      expect(r.body.data).toMatchObject({ estado: 'pagado', saldoPendiente: 0 });
    });

    it('rechaza lo que supera el saldo, un préstamo sin plan y datos inválidos, sin escribir nada', async () => {
      const p = await prestamo();
      const sinPlan = await prestamo();
      await quitarPlan(prueba.dataSource, sinPlan._id);
      const antes = Number((await prueba.dataSource.query(`SELECT count(*) AS n FROM cobros`))[0].n);
      const demasiado = await cobrar({ prestamo: p._id, monto: 40001 });
      expect(demasiado.status).toBe(422);
      expect(demasiado.body).toMatchObject({ message: 'El monto supera el saldo pendiente del préstamo', code: 'MONTO_SUPERA_SALDO' });
      const plan = await cobrar({ prestamo: sinPlan._id, monto: 1000 });
      expect(plan.status).toBe(422);
      expect(plan.body.message).toBe('Genere el plan de pagos antes de registrar cobros');
      const invalido = await prueba.como('admin').post('/api/cobros', { monto: 0, fecha: '2026-13-01', otro: true });
      expect(invalido.status).toBe(400);
      expect(invalido.body.errors).toMatchObject({
        prestamo: expect.arrayContaining([MENSAJES.seleccionaPrestamo]),
        monto: expect.arrayContaining([MENSAJES.montoInvalido]),
        fecha: [MENSAJES.fechaInvalida],
        otro: ['La propiedad otro no está permitida'],
      });
      const sinFecha = await prueba.como('admin').post('/api/cobros', { prestamo: p._id, monto: 100 });
      expect(sinFecha.body.errors.fecha).toContain(MENSAJES.fechaObligatoria);
      const noExiste = await cobrar({ prestamo: '6f1c1f4e-1111-4111-8111-111111111111', monto: 100 });
      expect(noExiste.status).toBe(400);
      expect(noExiste.body.errors).toEqual({ prestamo: ['Préstamo no encontrado'] });
      expect(Number((await prueba.dataSource.query(`SELECT count(*) AS n FROM cobros`))[0].n)).toBe(antes);
      expect(await pagados(p._id)).toEqual(Array(4).fill(['pendiente', 0]));
    });

    it('el cobrador es quien cobra; admin o gerente pueden elegirlo; por defecto, el del préstamo', async () => {
      const p = await prestamo({ cobradorId: ids.cobrador1 });
      const propio = await cobrar({ prestamo: p._id, monto: 1000, cobrador: ids.cobrador2 }, tokens.cobrador1);
      expect(propio.status).toBe(201);
      expect(propio.body.data.cobrador._id).toBe(ids.cobrador1);
      const elegido = await cobrar({ prestamo: p._id, monto: 1000, cobrador: ids.cobrador2 }, tokens.gerente);
      expect(elegido.body.data.cobrador._id).toBe(ids.cobrador2);
      const porDefecto = await cobrar({ prestamo: p._id, monto: 1000 }, tokens.admin);
      expect(porDefecto.body.data.cobrador._id).toBe(ids.cobrador1);
      const gerenteId = (await prueba.cuenta('gerente')).id;
      const noCobrador = await cobrar({ prestamo: p._id, monto: 1000, cobrador: gerenteId }, tokens.admin);
      expect(noCobrador.status).toBe(400);
      expect(noCobrador.body.errors).toEqual({ cobrador: ['El cobrador no existe'] });
    });

    it('un cobrador no cobra préstamos de otra cartera (403)', async () => {
      const ajeno = await prestamo({ cobradorId: ids.cobrador2 });
      const r = await cobrar({ prestamo: ajeno._id, monto: 1000 }, tokens.cobrador1);
      expect(r.status).toBe(403);
    });

    it('50 cobros simultáneos al mismo préstamo nunca aplican de más', async () => {
      const p = await prestamo();
      // Saldo 40.000: caben 13 cobros de 3.000 (39.000); los otros 37 se rechazan y quedan 1.000.
      const respuestas = await Promise.all(Array.from({ length: 50 }, () => cobrar({ prestamo: p._id, monto: 3000 })));
      const estados = respuestas.map((r) => r.status);
      expect(estados.filter((s) => s === 201)).toHaveLength(13);
      expect(estados.filter((s) => s === 422)).toHaveLength(37);
      const r = await prueba.como('admin').get(`/api/prestamos/${p._id}`);
      expect(r.body.data.saldoPendiente).toBe(1000);
      expect(await pagados(p._id)).toEqual([
        ['pagada', 10000],
        ['pagada', 10000],
        ['pagada', 10000],
        ['parcial', 9000],
      ]);
      await verificarLibro(prueba.dataSource, p._id);
    });
  });

  describe('PUT y DELETE /api/cobros/:id', () => {
    it('borrar deshace exactamente sus aplicaciones y nada más', async () => {
      const p = await prestamo();
      await cobrar({ prestamo: p._id, monto: 15000 });
      const antes = await leerPlan(prueba, tokens.admin, p._id);
      const segundo = await cobrar({ prestamo: p._id, monto: 12000 });
      const r = await prueba.como('gerente').delete(`/api/cobros/${segundo.body.data._id}`);
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ success: true, message: 'Cobro eliminado correctamente' });
      const despues = await leerPlan(prueba, tokens.admin, p._id);
      expect(despues.cuotas).toEqual(antes.cuotas);
      expect(despues.prestamo.saldoPendiente).toBe(25000);
      expect((await prueba.como('admin').get(`/api/cobros/${segundo.body.data._id}`)).status).toBe(404);
      expect((await prueba.como('admin').delete(`/api/cobros/${segundo.body.data._id}`)).status).toBe(404);
      await verificarLibro(prueba.dataSource, p._id);
    });

    it('un cobro cuyo cobrador se desactivó se sigue editando; pasarlo a otro cobrador inactivo es un error del campo', async () => {
      const retirado = await crearUsuario(prueba.dataSource, { nombre: 'Cobrador Retirado' });
      const otroInactivo = await crearUsuario(prueba.dataSource, { estado: 'inactivo' });
      const p = await prestamo();
      const cobro = await cobrar({ prestamo: p._id, monto: 15000, cobrador: retirado.id });
      expect(cobro.status).toBe(201);
      await prueba.dataSource.query(`UPDATE usuarios SET estado = 'inactivo' WHERE id = $1`, [retirado.id]);
      const ruta = `/api/cobros/${cobro.body.data._id}`;
      const mismo = await prueba.pedir({ metodo: 'PUT', ruta, token: tokens.admin, cuerpo: { monto: 12000, cobrador: retirado.id } });
      expect(mismo.status).toBe(200);
      expect(mismo.body.data).toMatchObject({ monto: 12000, cobrador: { _id: retirado.id } });
      const otro = await prueba.pedir({ metodo: 'PUT', ruta, token: tokens.admin, cuerpo: { monto: 11000, cobrador: otroInactivo.id } });
      expect(otro.status).toBe(400);
      expect(otro.body.errors).toEqual({ cobrador: ['El cobrador está inactivo: no se le pueden asignar cobros'] });
      expect(await pagados(p._id)).toEqual([
        ['pagada', 10000],
        ['parcial', 2000],
        ['pendiente', 0],
        ['pendiente', 0],
      ]);
      await verificarLibro(prueba.dataSource, p._id);
    });

    it('editar vuelve a aplicar el monto nuevo; si supera el saldo se rechaza sin cambiar nada', async () => {
      const p = await prestamo({ inicio: sumarDias(hoy, -1) });
      const cobro = await cobrar({ prestamo: p._id, monto: 25000 });
      const menos = await prueba.como('admin').put(`/api/cobros/${cobro.body.data._id}`, { monto: 12000, observaciones: 'corregido', fecha: sumarDias(hoy, -1) });
      expect(menos.status).toBe(200);
      expect(menos.body.data).toMatchObject({ monto: 12000, observaciones: 'corregido', fecha: sumarDias(hoy, -1) });
      expect(menos.body.data.aplicaciones.map((a: Json) => [a.cuota.numero, a.monto])).toEqual([
        [1, 10000],
        [2, 2000],
      ]);
      expect(await pagados(p._id)).toEqual([
        ['pagada', 10000],
        ['parcial', 2000],
        ['pendiente', 0],
        ['pendiente', 0],
      ]);
      const antes = await leerPlan(prueba, tokens.admin, p._id);
      const mucho = await prueba.como('admin').put(`/api/cobros/${cobro.body.data._id}`, { monto: 40001 });
      expect(mucho.status).toBe(422);
      expect(await leerPlan(prueba, tokens.admin, p._id)).toEqual(antes);
      const todo = await prueba.como('admin').put(`/api/cobros/${cobro.body.data._id}`, { prestamo: p._id, monto: 40000 });
      expect(todo.status).toBe(200);
      expect((await leerPlan(prueba, tokens.admin, p._id)).prestamo).toMatchObject({ estado: 'pagado', saldoPendiente: 0 });
      const otro = await prestamo();
      const cambio = await prueba.como('admin').put(`/api/cobros/${cobro.body.data._id}`, { prestamo: otro._id });
      expect(cambio.status).toBe(422);
      await verificarLibro(prueba.dataSource, p._id);
    });

    it('editar un pago de cuota lo vuelve a aplicar a esa misma cuota', async () => {
      const p = await prestamo();
      await prueba.como('admin').patch(`/api/prestamos/${p._id}/plan/cuota/3/pagar`, { monto: 4000 });
      const [cobro] = await prueba.dataSource.query(`SELECT id FROM cobros WHERE prestamo_id = $1`, [p._id]);
      const r = await prueba.como('admin').put(`/api/cobros/${cobro.id}`, { monto: 7000 });
      expect(r.status).toBe(200);
      expect(r.body.data.aplicaciones.map((a: Json) => [a.cuota.numero, a.monto])).toEqual([[3, 7000]]);
      const mucho = await prueba.como('admin').put(`/api/cobros/${cobro.id}`, { monto: 10001 });
      expect(mucho.status).toBe(422);
      expect(mucho.body.message).toBe('El monto supera el saldo de la cuota');
    });

    it('un cobrador no edita ni borra cobros (403)', async () => {
      const p = await prestamo({ cobradorId: ids.cobrador1 });
      const cobro = await cobrar({ prestamo: p._id, monto: 1000 }, tokens.cobrador1);
      expect((await prueba.como('cobrador1').put(`/api/cobros/${cobro.body.data._id}`, { monto: 500 })).status).toBe(403);
      expect((await prueba.como('cobrador1').delete(`/api/cobros/${cobro.body.data._id}`)).status).toBe(403);
    });
  });

  describe('GET /api/cobros', () => {
    let pJose: Json;
    let pAna: Json;

    beforeAll(async () => {
      pJose = await prestamo({ nombre: 'José Cobrado Rincón', cobradorId: ids.cobrador1, inicio: sumarDias(hoy, -10) });
      pAna = await prestamo({ nombre: 'Ana Cobrada Suárez', cobradorId: ids.cobrador2, inicio: sumarDias(hoy, -10) });
      await cobrar({ prestamo: pJose._id, monto: 1000, fecha: sumarDias(hoy, -10) }, tokens.cobrador1);
      await cobrar({ prestamo: pJose._id, monto: 2000, fecha: sumarDias(hoy, -5) }, tokens.cobrador1);
      await cobrar({ prestamo: pAna._id, monto: 3000, fecha: sumarDias(hoy, -1) }, tokens.admin);
    });

    it('busca por nombre del cliente sin tildes, por cédula y por número de préstamo, del más reciente al más antiguo', async () => {
      const nombre = await prueba.como('admin').get('/api/cobros?search=jose%20cobrado');
      expect(nombre.status).toBe(200);
      expect(nombre.body.data.map((c: Json) => c.monto)).toEqual([2000, 1000]);
      expect(nombre.body.meta).toEqual({ total: 2, page: 1, limit: 10, totalPages: 1 });
      expect(nombre.body.data[0]).toEqual({
        _id: expect.any(String),
        prestamo: { _id: pJose._id, numero: pJose.numero, cliente: { _id: pJose.cliente._id, nombre: 'José Cobrado Rincón' } },
        monto: 2000,
        fecha: sumarDias(hoy, -5),
        observaciones: null,
        origen: 'cobro',
        cobrador: { _id: ids.cobrador1, nombre: expect.any(String) },
        oficina: { _id: expect.any(String), nombre: 'Oficina principal' },
        enPoderDe: { _id: ids.cobrador1, nombre: expect.any(String) },
        medio: 'efectivo',
        cuentaPago: null,
        referenciaPago: null,
        ubicacion: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const cedula = await prueba.como('admin').get(`/api/cobros?search=${pAna.cliente.cedula}`);
      expect(cedula.body.data.map((c: Json) => c.monto)).toEqual([3000]);
      const numero = await prueba.como('admin').get(`/api/cobros?search=${pAna.numero}&prestamo=${pAna._id}`);
      expect(numero.body.data.map((c: Json) => c.monto)).toEqual([3000]);
    });

    it('sin filtros, el total sale del registro de conteos y coincide con la tabla', async () => {
      const r = await prueba.como('admin').get('/api/cobros');
      const [{ n }] = await prueba.dataSource.query(`SELECT count(*)::int AS n FROM cobros`);
      expect(r.body.meta.total).toBe(n);
      expect(r.body.data).toHaveLength(Math.min(10, n));
    });

    it('con sólo una búsqueda por nombre, el total (cobros por cliente) sigue exacto al cobrar, pagar cuotas, revertir y borrar', async () => {
      const total = async () => {
        const r = await prueba.como('admin').get('/api/cobros?search=contad&limit=1');
        const [{ n }] = await prueba.dataSource.query(
          `SELECT count(*)::int AS n FROM cobros co JOIN clientes c ON c.id = co.cliente_id WHERE c.nombre ILIKE '%contad%'`,
        );
        expect(r.body.meta.total).toBe(n);
        return n;
      };
      const p1 = await prestamo({ nombre: 'Totalina Contada Ruiz' });
      const p2 = await prestamo({ nombre: 'Totalino Contado Paz' });
      expect(await total()).toBe(0);
      const c1 = await cobrar({ prestamo: p1._id, monto: 15000 });
      await cobrar({ prestamo: p2._id, monto: 1000 });
      await prueba.como('admin').patch(`/api/prestamos/${p2._id}/plan/cuota/2/pagar`, { monto: 500 });
      expect(await total()).toBe(3);
      await prueba.como('admin').put(`/api/cobros/${c1.body.data._id}`, { monto: 9000, fecha: hoy });
      expect(await total()).toBe(3);
      // Revertir la cuota 2 borra el pago de 500, que quedó vacío.
      expect((await prueba.como('admin').patch(`/api/prestamos/${p2._id}/plan/cuota/2/revertir`)).status).toBe(200);
      expect(await total()).toBe(2);
      expect((await prueba.como('admin').delete(`/api/cobros/${c1.body.data._id}`)).status).toBe(200);
      expect(await total()).toBe(1);
    });

    it('filtra por cobrador y fechas, pagina y ordena', async () => {
      const cobrador = await prueba.como('admin').get(`/api/cobros?cobrador=${ids.cobrador2}&search=cobrad`);
      expect(cobrador.body.data.map((c: Json) => c.monto)).toEqual([3000]);
      const fechas = await prueba.como('admin').get(`/api/cobros?fechaDesde=${sumarDias(hoy, -6)}&fechaHasta=${sumarDias(hoy, -2)}&search=cobrad`);
      expect(fechas.body.data.map((c: Json) => c.monto)).toEqual([2000]);
      const pagina = await prueba.como('admin').get('/api/cobros?search=cobrad&sort=monto_asc&limit=2&page=2');
      expect(pagina.body.data.map((c: Json) => c.monto)).toEqual([3000]);
      expect(pagina.body.meta).toEqual({ total: 3, page: 2, limit: 2, totalPages: 2 });
      const malo = await prueba.como('admin').get('/api/cobros?sort=nombre_asc&fechaDesde=ayer');
      expect(malo.status).toBe(400);
      expect(Object.keys(malo.body.errors).sort()).toEqual(['fechaDesde', 'sort']);
    });

    it('un cobrador sólo ve sus propios cobros', async () => {
      const r = await prueba.como('cobrador1').get('/api/cobros?search=cobrad');
      expect(r.body.data.map((c: Json) => c.monto)).toEqual([2000, 1000]);
      const [ajeno] = await prueba.dataSource.query(`SELECT id FROM cobros WHERE prestamo_id = $1`, [pAna._id]);
      expect((await prueba.como('cobrador1').get(`/api/cobros/${ajeno.id}`)).status).toBe(403);
    });

    it('GET /api/cobros/prestamo/:id lista los cobros del préstamo; 404 si no existe, 403 si es ajeno', async () => {
      const r = await prueba.como('cobrador1').get(`/api/cobros/prestamo/${pJose._id}`);
      expect(r.status).toBe(200);
      expect(r.body.data.map((c: Json) => c.monto)).toEqual([2000, 1000]);
      expect((await prueba.como('cobrador1').get(`/api/cobros/prestamo/${pAna._id}`)).status).toBe(403);
      expect((await prueba.como('admin').get('/api/cobros/prestamo/6f1c1f4e-1111-4111-8111-111111111111')).status).toBe(404);
    });

    it('una búsqueda por nombre pagina igual con pocos y con muchos cobros (más de 3.000: se recorren por fecha)', async () => {
      // Muchos: 3.100 cobros de un préstamo, escritos directo en la tabla (sólo se prueba la lista, no el libro).
      const muchos = await prestamo({ nombre: 'Multitud Recaudada Vega' });
      await prueba.dataSource.query(
        `INSERT INTO cobros (prestamo_id, cliente_id, monto, fecha, origen, created_at)
         SELECT $1, $2, 1000 + g, $3::date - (g % 300), 'cobro', now() - g * interval '1 second'
         FROM generate_series(1, 3100) g`,
        [muchos._id, muchos.cliente._id, hoy],
      );
      // Un préstamo y un cobro de hace 400 días: fuera de la ventana de fechas por defecto (365), se amplía para la prueba.
      await prueba.dataSource.query(`UPDATE configuracion_organizacion SET dias_atras_fechas = 500`);
      const pocos = await prestamo({ nombre: 'Solita Recaudada Mora', inicio: sumarDias(hoy, -400) });
      await cobrar({ prestamo: pocos._id, monto: 700 });
      await cobrar({ prestamo: pocos._id, monto: 800, fecha: sumarDias(hoy, -400) });

      const esperado = async (patron: string, limite: number, desde: number) =>
        (
          await prueba.dataSource.query(
            `SELECT co.monto FROM cobros co JOIN clientes c ON c.id = co.cliente_id WHERE c.nombre ILIKE $1
             ORDER BY co.fecha DESC, co.created_at DESC, co.id DESC LIMIT $2 OFFSET $3`,
            [patron, limite, desde],
          )
        ).map((fila: Json) => Number(fila.monto));
      const lista = (search: string, page = 1) =>
        prueba.como('admin').get(`/api/cobros?search=${encodeURIComponent(search)}&page=${page}`);

      const denso = await lista('recaudad', 7);
      expect(denso.body.meta).toEqual({ total: 3102, page: 7, limit: 10, totalPages: 311 });
      expect(denso.body.data.map((c: Json) => c.monto)).toEqual(await esperado('%recaudad%', 10, 60));
      const ultima = await lista('recaudad', 311);
      expect(ultima.body.data.map((c: Json) => c.monto)).toEqual(await esperado('%recaudad%', 10, 3100));
      expect(ultima.body.data.at(-1).monto).toBe(800);
      const disperso = await lista('solita recaudada');
      expect(disperso.body.meta).toEqual({ total: 2, page: 1, limit: 10, totalPages: 1 });
      expect(disperso.body.data.map((c: Json) => c.monto)).toEqual([700, 800]);
      const nadie = await lista('nadie se llama así');
      expect(nadie.body).toMatchObject({ data: [], meta: { total: 0, page: 1, limit: 10, totalPages: 0 } });
    });
  });
});
