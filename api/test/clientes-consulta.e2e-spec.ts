// Clientes: búsqueda por nombre (sin tildes), cédula y teléfono, paginación y orden, consulta, edición y borrado con
// su auditoría, y los permisos por rol. El alta y las fotos, en clientes.e2e-spec.ts.
import { MENSAJES } from '@cartera/dominio';
import type { Json } from './support/app-prueba';
import { crearUsuario } from './support/fabricas';
import { cuerpoCliente, dataUrl, png, usarClientesPrueba } from './support/clientes';

describe('clientes: consulta, edición, borrado y roles', () => {
  const { prueba, tokens, ids, contar, crear, listar } = usarClientesPrueba();

  describe('GET /api/clientes', () => {
    let jose: Json;
    let angela: Json;
    let andres: Json;

    beforeAll(async () => {
      jose = await crear({ nombre: 'José Ñúñez Álvarez', cedula: '52987654321', telefono: '3157778899', cobrador: ids.cobrador2 });
      angela = await crear({ nombre: 'Ángela Cañas Ortiz', cedula: '43111222333', telefono: '3204445566', estado: 'inactivo' });
      andres = await crear({ nombre: 'andrés felipe zuluaga', cedula: '79000111222', telefono: '3012223344', cobrador: ids.cobrador2 });
    });

    it('busca por nombre sin distinguir tildes ni mayúsculas', async () => {
      for (const texto of ['jose', 'JOSÉ', 'nunez', 'ñúñez álv']) {
        const r = await listar(`search=${encodeURIComponent(texto)}`);
        expect(r.status).toBe(200);
        expect(r.body.data.map((c: Json) => c._id)).toEqual([jose._id]);
      }
      const angelas = await listar(`search=${encodeURIComponent('angela canas')}`);
      expect(angelas.body.data.map((c: Json) => c._id)).toEqual([angela._id]);
    });

    it('busca por cédula y por teléfono con los dígitos, aunque se escriban con separadores', async () => {
      const porCedula = await listar('search=98765432');
      expect(porCedula.body.data.map((c: Json) => c._id)).toEqual([jose._id]);
      const formateada = await listar(`search=${encodeURIComponent('431-1122233')}`);
      expect(formateada.body.data.map((c: Json) => c._id)).toEqual([angela._id]);
      const porTelefono = await listar(`search=${encodeURIComponent('301 222 3344')}`);
      expect(porTelefono.body.data.map((c: Json) => c._id)).toEqual([andres._id]);
      const parcial = await listar('search=4445566');
      expect(parcial.body.data.map((c: Json) => c._id)).toEqual([angela._id]);
    });

    it('filtra por estado y por cobrador', async () => {
      const inactivos = await listar('estado=inactivo&limit=1000');
      expect(inactivos.body.data.map((c: Json) => c._id)).toContain(angela._id);
      expect(inactivos.body.data.every((c: Json) => c.estado === 'inactivo')).toBe(true);
      const deCobrador2 = await listar(`cobrador=${ids.cobrador2}&sort=nombre_asc`);
      expect(deCobrador2.body.data.map((c: Json) => c._id)).toEqual([andres._id, jose._id]);
      expect(deCobrador2.body.data[0].cobrador).toEqual({ _id: ids.cobrador2, nombre: 'Diana Patricia Martínez' });
    });

    it('pagina con meta y ordena por fecha de alta o por nombre', async () => {
      const total = await contar('clientes');
      const primera = await listar('limit=2&page=1');
      expect(primera.status).toBe(200);
      expect(primera.body.meta).toEqual({ total, page: 1, limit: 2, totalPages: Math.ceil(total / 2) });
      expect(primera.body.data).toHaveLength(2);
      // Por defecto, los más nuevos primero: el último creado encabeza la lista.
      expect(primera.body.data[0]._id).toBe(andres._id);
      const segunda = await listar('limit=2&page=2');
      expect(segunda.body.data[0]._id).not.toBe(primera.body.data[0]._id);

      const porDefecto = await listar('limit=1000');
      const fechas = porDefecto.body.data.map((c: Json) => c.createdAt);
      expect(fechas).toEqual([...fechas].sort().reverse());
      const ascendente = await listar('limit=1000&sort=createdAt_asc');
      expect(ascendente.body.data.map((c: Json) => c._id)).toEqual(porDefecto.body.data.map((c: Json) => c._id).reverse());

      const beta = await crear({ nombre: 'Ordenado Beta' });
      const alvaro = await crear({ nombre: 'ORDENADO Álvaro' });
      const carlos = await crear({ nombre: 'ordenado Carlos' });
      const porNombre = await listar('search=ordenado&sort=nombre_asc');
      expect(porNombre.body.data.map((c: Json) => c._id)).toEqual([alvaro._id, beta._id, carlos._id]);
      const alReves = await listar('search=ordenado&sort=nombre_desc');
      expect(alReves.body.data.map((c: Json) => c._id)).toEqual([carlos._id, beta._id, alvaro._id]);
    });

    it('los totales sin búsqueda (por estado y cobrador) siguen cada alta, cambio y borrado, también en SQL directo', async () => {
      const comparar = async () => {
        const casos: Array<[string, string]> = [
          ['', 'true'],
          ['estado=inactivo', `estado = 'inactivo'`],
          [`cobrador=${ids.cobrador2}`, `cobrador_id = '${ids.cobrador2}'`],
          [`estado=activo&cobrador=${ids.cobrador1}`, `estado = 'activo' AND cobrador_id = '${ids.cobrador1}'`],
        ];
        for (const [consulta, donde] of casos) {
          expect((await listar(`limit=1&${consulta}`)).body.meta.total).toBe(await contar('clientes', donde));
        }
        expect((await listar('limit=1', tokens.cobrador1)).body.meta.total).toBe(await contar('clientes', `cobrador_id = '${ids.cobrador1}'`));
      };
      await comparar();
      const cliente = await crear({ cobrador: ids.cobrador1 });
      await comparar();
      await prueba.como('admin').put(`/api/clientes/${cliente._id}`, { estado: 'inactivo', cobrador: ids.cobrador2 });
      await comparar();
      await prueba.como('admin').delete(`/api/clientes/${cliente._id}`);
      await comparar();
      await prueba.dataSource.query(`UPDATE clientes SET estado = 'inactivo' WHERE cobrador_id = $1`, [ids.cobrador2]);
      await comparar();
      await prueba.dataSource.query(`UPDATE clientes SET estado = 'activo' WHERE cobrador_id = $1 AND id <> $2`, [ids.cobrador2, angela._id]);
      await comparar();
    });

    it('valida los parámetros: límite máximo 1000, orden conocido, estado y cobrador', async () => {
      expect((await listar('limit=1001')).status).toBe(400);
      const orden = await listar('sort=saldo_desc');
      expect(orden.status).toBe(400);
      expect(orden.body.errors.sort[0]).toContain('createdAt_desc');
      expect((await listar('estado=borrado')).body.errors).toEqual({ estado: [MENSAJES.estadoInvalido] });
      expect((await listar('cobrador=abc')).body.errors).toEqual({ cobrador: ['El cobrador no es válido'] });
    });
  });

  describe('GET, PUT y DELETE /api/clientes/:id', () => {
    it('edita sólo lo que llega y lo audita con el antes y el después', async () => {
      const cliente = await crear({ ocupacion: 'Tendero', cobrador: ids.cobrador1 });
      const r = await prueba.como('gerente').put(
        `/api/clientes/${cliente._id}`,
        { telefono: '320-111-2233', estado: 'inactivo', cobrador: null },
      );
      expect(r.status).toBe(200);
      expect(r.body.message).toBe('Cliente actualizado exitosamente');
      expect(r.body.data).toMatchObject({ telefono: '3201112233', estado: 'inactivo', ocupacion: 'Tendero', cobrador: null, nombre: cliente.nombre });
      const leido = await prueba.como('admin').get(`/api/clientes/${cliente._id}`);
      expect(leido.body.data).toEqual(r.body.data);
      const [evento] = await prueba.dataSource.query(
        `SELECT detalles, datos_anteriores, datos_nuevos FROM auditoria WHERE accion = 'Actualizar cliente' ORDER BY id DESC LIMIT 1`,
      );
      expect(evento.detalles).toContain('estado inactivo');
      expect(evento.datos_anteriores.telefono).toBe(cliente.telefono);
      expect(evento.datos_nuevos.telefono).toBe('3201112233');
    });

    it('una edición inválida no cambia nada', async () => {
      const cliente = await crear();
      const r = await prueba.como('admin').put(`/api/clientes/${cliente._id}`, { nombre: '', email: 'x@' });
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual({ nombre: [MENSAJES.nombreObligatorio], email: [MENSAJES.emailInvalido] });
      const leido = await prueba.como('admin').get(`/api/clientes/${cliente._id}`);
      expect(leido.body.data.nombre).toBe(cliente.nombre);
    });

    it('404 para un cliente que no existe y 400 para un id mal formado', async () => {
      const inexistente = '00000000-0000-4000-8000-000000000000';
      for (const [metodo, cuerpo] of [['GET'], ['PUT', { nombre: 'X' }], ['DELETE']] as const) {
        const r = await prueba.pedir({ metodo, ruta: `/api/clientes/${inexistente}`, token: tokens.admin, cuerpo });
        expect(r.status).toBe(404);
        expect(r.body.message).toBe('Cliente no encontrado');
      }
      expect((await prueba.como('admin').get(`/api/clientes/${inexistente}/foto`)).status).toBe(404);
      expect((await prueba.como('admin').get('/api/clientes/no-es-un-id')).status).toBe(400);
    });

    it('borra el cliente con su foto y lo audita', async () => {
      const cliente = await crear({ foto: dataUrl('image/png', png()) });
      const r = await prueba.como('admin').delete(`/api/clientes/${cliente._id}`);
      expect(r.status).toBe(200);
      expect(r.body.message).toBe('Cliente eliminado correctamente');
      expect((await prueba.como('admin').get(`/api/clientes/${cliente._id}`)).status).toBe(404);
      expect(await contar('clientes_fotos', `cliente_id = '${cliente._id as string}'`)).toBe(0);
      const [evento] = await prueba.dataSource.query(
        `SELECT modulo, datos_anteriores FROM auditoria WHERE accion = 'Eliminar cliente' ORDER BY id DESC LIMIT 1`,
      );
      expect(evento.modulo).toBe('Clientes');
      expect(evento.datos_anteriores.cedula).toBe(cliente.cedula);
    });

    it('un cliente con préstamos no se borra: 409 y sugerencia de desactivarlo', async () => {
      const cliente = await crear();
      // La tabla real de préstamos lo referencia con ON DELETE RESTRICT. Si esta copia de la base aún no la tiene
      // (la migración de préstamos es de otro módulo), una tabla con la misma clave foránea ocupa su lugar.
      const [{ existe }] = await prueba.dataSource.query(`SELECT to_regclass('public.prestamos') IS NOT NULL AS existe`);
      if (existe) {
        const [{ columnas }] = await prueba.dataSource.query(
          `SELECT count(*)::int AS columnas FROM information_schema.columns WHERE table_name = 'prestamos'`,
        );
        expect(columnas).toBeGreaterThan(2);
        await prueba.dataSource.query(
          `INSERT INTO prestamos (cliente_id, monto, interes, cuotas, modalidad, tipo_amortizacion, fecha, fecha_inicio,
             fecha_primer_pago, interes_total, monto_total, monto_entregado, saldo_pendiente, cuota_diaria, fecha_vencimiento)
           VALUES ($1, 100000, 10, 1, 'mensual', 'capital_final', current_date, current_date, current_date + 30,
             10000, 110000, 100000, 110000, 110000, current_date + 30)`,
          [cliente._id],
        );
      } else {
        await prueba.dueno.query(
          `CREATE TABLE prestamos (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), cliente_id uuid NOT NULL REFERENCES clientes (id) ON DELETE RESTRICT)`,
        );
        await prueba.dataSource.query(`INSERT INTO prestamos (cliente_id) VALUES ($1)`, [cliente._id]);
      }
      const r = await prueba.como('admin').delete(`/api/clientes/${cliente._id}`);
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({
        code: 'CLIENTE_CON_PRESTAMOS',
        message: 'No se puede eliminar: el cliente tiene préstamos. Desactívelo en su lugar.',
      });
      expect(await contar('clientes', `id = '${cliente._id as string}'`)).toBe(1);
      const desactivado = await prueba.como('admin').put(`/api/clientes/${cliente._id}`, { estado: 'inactivo' });
      expect(desactivado.status).toBe(200);
    });
  });

  describe('roles', () => {
    let propio: Json;
    let ajeno: Json;

    beforeAll(async () => {
      propio = await crear({ cobrador: ids.cobrador1, foto: dataUrl('image/png', png()) });
      ajeno = await crear({ cobrador: ids.cobrador2 });
    });

    it('un cobrador sólo ve sus clientes, en la lista, en el detalle y en la foto', async () => {
      const r = await listar('limit=1000', tokens.cobrador1);
      expect(r.status).toBe(200);
      expect(r.body.data.length).toBeGreaterThan(0);
      expect(r.body.data.every((c: Json) => c.cobrador?._id === ids.cobrador1)).toBe(true);
      expect(r.body.meta.total).toBe(await contar('clientes', `cobrador_id = '${ids.cobrador1}'`));
      // Pedir los de otro cobrador por filtro no amplía lo que ve.
      expect((await listar(`cobrador=${ids.cobrador2}`, tokens.cobrador1)).body.data).toEqual([]);

      expect((await prueba.como('cobrador1').get(`/api/clientes/${propio._id}`)).status).toBe(200);
      expect((await prueba.como('cobrador1').get(`/api/clientes/${propio._id}/foto`)).body.data.foto).toMatch(
        /^data:image\/png;base64,/,
      );
      const otro = await prueba.como('cobrador1').get(`/api/clientes/${ajeno._id}`);
      expect(otro.status).toBe(403);
      expect(otro.body.message).toBe('No tiene permisos sobre este cliente');
      expect((await prueba.como('cobrador1').get(`/api/clientes/${ajeno._id}/foto`)).status).toBe(403);
    });

    // Crear sí (Mi Ruta: el cliente nuevo queda en su cartera; api/test/mi-ruta.e2e-spec.ts).
    it('un cobrador no edita, no borra ni consulta cédulas (403) y nada cambia', async () => {
      const antes = await contar('clientes');
      const peticiones = [
        { metodo: 'PUT' as const, ruta: `/api/clientes/${propio._id}`, cuerpo: { nombre: 'Otro nombre' } },
        { metodo: 'DELETE' as const, ruta: `/api/clientes/${propio._id}` },
        { metodo: 'GET' as const, ruta: `/api/clientes/cedula/${propio.cedula}` },
        { metodo: 'DELETE' as const, ruta: `/api/clientes/cedula/${propio.cedula}/cache` },
      ];
      for (const peticion of peticiones) {
        const r = await prueba.pedir({ ...peticion, token: tokens.cobrador1 });
        expect(r.status).toBe(403);
      }
      expect(await contar('clientes')).toBe(antes);
      const leido = await prueba.como('admin').get(`/api/clientes/${propio._id}`);
      expect(leido.body.data.nombre).toBe(propio.nombre);
    });

    it('un cobrador con clientes asignados no se puede borrar (409): los clientes no quedan huérfanos', async () => {
      const cobrador = await crearUsuario(prueba.dataSource, { rol: 'cobrador' });
      await crear({ cobrador: cobrador.id });
      const r = await prueba.como('admin').delete(`/api/usuarios/${cobrador.id}`);
      expect(r.status).toBe(409);
      expect(await contar('usuarios', `id = '${cobrador.id}'`)).toBe(1);
    });

    it('un cobrador inactivo no se puede asignar; sin sesión, 401', async () => {
      const inactivo = await crearUsuario(prueba.dataSource, { rol: 'cobrador', estado: 'inactivo' });
      const r = await prueba.como('admin').post('/api/clientes', cuerpoCliente({ cobrador: inactivo.id }));
      expect(r.status).toBe(400);
      expect((await prueba.pedir({ metodo: 'GET', ruta: '/api/clientes' })).status).toBe(401);
    });
  });
});
