import { usarAppPrueba } from './support/app-del-archivo';
import { esperarError, type Json } from './support/app-prueba';
import { crearUsuario } from './support/fabricas';

describe('usuarios', () => {

  const { prueba, tokens } = usarAppPrueba();

  const contarUsuarios = async () =>
    Number((await prueba.dataSource.query('SELECT count(*)::int AS n FROM usuarios'))[0].n);

  /** POST /api/usuarios del admin. */
  const alta = (cuerpo: Record<string, unknown>) => prueba.como('admin').post('/api/usuarios', cuerpo);
  /** El cuerpo del alta de un cobrador con una contraseña válida; `extra`, lo demás. */
  const cobrador = (nombre: string, email: string, extra: Record<string, unknown> = {}) => ({
    nombre,
    email,
    password: 'clave-segura',
    rol: 'cobrador',
    ...extra,
  });

  describe('alta, consulta, edición y borrado', () => {
    it('crea un usuario (email en minúsculas, teléfono sólo con dígitos) sin exponer el hash', async () => {
      const r = await alta(
        cobrador('  Ángela Ruiz ', 'Angela.Ruiz@Cartera.Local', { telefono: '300-555-1234', zona: 'Norte' }),
      );
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({
        success: true,
        message: 'Usuario creado exitosamente',
        data: {
          _id: expect.any(String),
          nombre: 'Ángela Ruiz',
          email: 'angela.ruiz@cartera.local',
          rol: 'cobrador',
          telefono: '3005551234',
          zona: 'Norte',
          estado: 'activo',
        },
      });
      expect(JSON.stringify(r.body)).not.toMatch(/password|hash|credenciales/i);

      const leido = await prueba.como('admin').get(`/api/usuarios/${r.body.data._id}`);
      expect(leido.status).toBe(200);
      expect(leido.body.data).toEqual(r.body.data);
    });

    it('edita sin tocar la contraseña cuando llega vacía', async () => {
      const usuario = await crearUsuario(prueba.dataSource, { nombre: 'Para Editar' });
      const antes = usuario.passwordHash;
      const r = await prueba
        .como('admin')
        .put(`/api/usuarios/${usuario.id}`, { nombre: 'Editado', password: '', telefono: '', zona: 'Sur' });
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ nombre: 'Editado', telefono: null, zona: 'Sur' });
      const [fila] = await prueba.dataSource.query(
        'SELECT password_hash, credenciales_version FROM usuarios WHERE id = $1',
        [usuario.id],
      );
      expect(fila).toEqual({ password_hash: antes, credenciales_version: 1 });
    });

    it('con contraseña en la edición la cambia y sube la versión de credenciales', async () => {
      const usuario = await crearUsuario(prueba.dataSource);
      const r = await prueba
        .como('admin')
        .put(`/api/usuarios/${usuario.id}`, { password: 'nueva-clave-123' });
      expect(r.status).toBe(200);
      const [fila] = await prueba.dataSource.query(
        'SELECT credenciales_version FROM usuarios WHERE id = $1',
        [usuario.id],
      );
      expect(fila.credenciales_version).toBe(2);
    });

    it('PUT /:id/password exige al menos 8 caracteres', async () => {
      const usuario = await crearUsuario(prueba.dataSource);
      const r = await prueba.como('admin').put(`/api/usuarios/${usuario.id}/password`, { password: '123' });
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual({ password: ['La contraseña debe tener al menos 8 caracteres'] });
    });

    it('borra un usuario', async () => {
      const usuario = await crearUsuario(prueba.dataSource);
      const r = await prueba.como('admin').delete(`/api/usuarios/${usuario.id}`);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ success: true, data: null, message: 'Usuario eliminado exitosamente' });
      expect((await prueba.como('admin').get(`/api/usuarios/${usuario.id}`)).status).toBe(404);
    });

    it('un id inexistente es 404 con mensaje en español', async () => {
      const r = await prueba.como('admin').get('/api/usuarios/00000000-0000-4000-8000-000000000000');
      esperarError(r, 404, { message: 'Usuario no encontrado', code: 'NO_ENCONTRADO' });
    });
  });

  describe('validación', () => {
    it('un alta inválida es un 400 con errores por campo en español y no cambia nada', async () => {
      const antes = await contarUsuarios();
      const r = await prueba.como('admin').post('/api/usuarios', {
        nombre: '  ',
        email: 'no-es-email',
        password: '123',
        rol: 'jefe',
        telefono: '12345',
        estado: 'dormido',
      });
      esperarError(r, 400, {
        message: 'Por favor corrige los errores en el formulario',
        code: 'VALIDACION',
        errors: {
          nombre: ['El nombre es obligatorio'],
          email: ['Ingresa un email válido'],
          password: ['La contraseña debe tener al menos 8 caracteres'],
          rol: ['El rol debe ser admin, gerente o cobrador'],
          telefono: ['El teléfono debe tener 10 dígitos válidos'],
          estado: ['El estado debe ser activo o inactivo'],
        },
      });
      expect(await contarUsuarios()).toBe(antes);
    });

    it('sin campos obligatorios dice cuáles faltan', async () => {
      const r = await prueba.como('admin').post('/api/usuarios', {});
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual({
        nombre: ['El nombre es obligatorio'],
        email: ['El email es obligatorio'],
        password: ['La contraseña es obligatoria'],
        rol: ['El rol es obligatorio'],
      });
    });

    it('una propiedad desconocida es un 400 que la nombra', async () => {
      const r = await alta(cobrador('X', 'x@cartera.local', { esAdmin: true }));
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual({ esAdmin: ['La propiedad esAdmin no está permitida'] });
    });

    it('un email repetido (sin distinguir mayúsculas) es un 409 EMAIL_DUPLICADO', async () => {
      const antes = await contarUsuarios();
      const r = await alta(cobrador('Copia', 'Cobrador1@Cartera.local'));
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({
        success: false,
        code: 'EMAIL_DUPLICADO',
        message: 'Ya existe un usuario con ese email',
      });
      expect(await contarUsuarios()).toBe(antes);

      const otro = await crearUsuario(prueba.dataSource);
      const edicion = await prueba
        .como('admin')
        .put(`/api/usuarios/${otro.id}`, { email: 'GERENTE@cartera.local' });
      expect(edicion.status).toBe(409);
      expect(edicion.body.code).toBe('EMAIL_DUPLICADO');
    });

    it('el índice único de la base también lo impide (carrera entre comprobación e inserción)', async () => {
      await expect(
        prueba.dataSource.query(
          `INSERT INTO usuarios (nombre, email, password_hash, rol) VALUES ('Carrera', 'ADMIN@cartera.local', 'x', 'admin')`,
        ),
      ).rejects.toMatchObject({ driverError: { code: '23505', constraint: 'usuarios_email_unico' } });
    });
  });

  describe('listado', () => {
    let creados: Json[];

    beforeAll(async () => {
      creados = [];
      for (const [nombre, telefono, zona] of [
        ['José Álvarez Peña', '3117778888', 'Occidente'],
        ['Martha Lucía Ortiz', '3129990000', 'Occidente'],
        ['Óscar Muñoz', '3135551111', 'Oriente'],
      ]) {
        creados.push(await crearUsuario(prueba.dataSource, { nombre, telefono, zona, rol: 'cobrador' }));
      }
    });

    it('busca sin distinguir tildes ni mayúsculas en nombre, email, teléfono y zona', async () => {
      const buscar = async (texto: string) =>
        (
          await prueba.como('admin').get(`/api/usuarios?search=${encodeURIComponent(texto)}&limit=100`)
        ).body.data.map((u: Json) => u.nombre);
      expect(await buscar('alvarez pena')).toEqual(['José Álvarez Peña']);
      expect(await buscar('OSCAR')).toEqual(['Óscar Muñoz']);
      expect(await buscar('muñoz')).toEqual(['Óscar Muñoz']);
      expect(await buscar('312 999')).toEqual(['Martha Lucía Ortiz']);
      expect((await buscar('occidente')).sort()).toEqual(['José Álvarez Peña', 'Martha Lucía Ortiz']);
      expect(await buscar('100%')).toEqual([]);
    });

    it.each([
      ['/api/usuarios', (cuerpo: Json) => cuerpo.data],
      ['/api/cobradores', (cuerpo: Json) => cuerpo.data.data],
    ])(
      '%s: un email con dígitos encuentra sólo su cuenta; sólo un texto con forma de teléfono busca en teléfonos',
      async (ruta, filas) => {
        const emails = async (texto: string) => {
          const r = await prueba.como('admin').get(`${ruta}?search=${encodeURIComponent(texto)}&limit=100`);
          return filas(r.body).map((u: Json) => u.email);
        };
        // Todos los teléfonos de las cuentas tienen un 1: el 1 del email no los busca.
        expect(await emails('cobrador1@cartera.local')).toEqual(['cobrador1@cartera.local']);
        expect(await emails('(311) 777-8888')).toEqual([creados[0].email]);
      },
    );

    it('pagina con meta { total, page, limit, totalPages }', async () => {
      const total = await contarUsuarios();
      const r = await prueba.como('admin').get('/api/usuarios?page=2&limit=3');
      expect(r.status).toBe(200);
      expect(r.body.meta).toEqual({ total, page: 2, limit: 3, totalPages: Math.ceil(total / 3) });
      expect(r.body.data).toHaveLength(Math.min(3, total - 3));
      const porDefecto = await prueba.como('admin').get('/api/usuarios');
      expect(porDefecto.body.meta.limit).toBe(10);
    });

    it('ordena por nombre sin que las tildes alteren el orden, y por defecto los más recientes primero', async () => {
      const r = await prueba.como('admin').get('/api/usuarios?sort=nombre_asc&limit=1000');
      const nombres: string[] = r.body.data.map((u: Json) => u.nombre);
      const normalizar = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      expect(nombres).toEqual(
        [...nombres].sort((a, b) =>
          normalizar(a) < normalizar(b) ? -1 : normalizar(a) > normalizar(b) ? 1 : 0,
        ),
      );
      const recientes = await prueba.como('admin').get('/api/usuarios?limit=1');
      expect(recientes.body.data[0]._id).toBe(creados[creados.length - 1].id);
    });

    it('filtra por rol y estado', async () => {
      const r = await prueba.como('admin').get('/api/usuarios?rol=admin&estado=activo');
      expect(r.body.data.length).toBeGreaterThan(0);
      expect(r.body.data.every((u: Json) => u.rol === 'admin' && u.estado === 'activo')).toBe(true);
    });

    it('rechaza parámetros inválidos con 400', async () => {
      for (const consulta of [
        'limit=1001',
        'limit=0',
        'page=abc',
        'sort=password_asc',
        'sort=nombre',
        'rol=jefe',
        'otro=1',
      ]) {
        const r = await prueba.como('admin').get(`/api/usuarios?${consulta}`);
        expect({ consulta, status: r.status, code: r.body.code }).toEqual({
          consulta,
          status: 400,
          code: 'VALIDACION',
        });
      }
    });

    it('GET /usuarios/stats/resumen cuenta activos, inactivos y por rol', async () => {
      await crearUsuario(prueba.dataSource, { estado: 'inactivo', rol: 'gerente' });
      const [esperado] = await prueba.dataSource.query(`
        SELECT count(*)::int AS total,
               count(*) FILTER (WHERE estado = 'activo')::int AS activos,
               count(*) FILTER (WHERE estado = 'inactivo')::int AS inactivos,
               count(*) FILTER (WHERE rol = 'admin')::int AS admin,
               count(*) FILTER (WHERE rol = 'gerente')::int AS gerente,
               count(*) FILTER (WHERE rol = 'cobrador')::int AS cobrador
          FROM usuarios`);
      const r = await prueba.como('gerente').get('/api/usuarios/stats/resumen');
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual({
        total: esperado.total,
        activos: esperado.activos,
        inactivos: esperado.inactivos,
        porRol: { admin: esperado.admin, gerente: esperado.gerente, cobrador: esperado.cobrador },
      });
      expect(r.body.data.inactivos).toBeGreaterThan(0);
    });
  });

  describe('reglas de administración', () => {
    it('nadie se borra ni se desactiva a sí mismo (422)', async () => {
      const yo = await prueba.cuenta('gerente');
      const borrar = await prueba.como('gerente').delete(`/api/usuarios/${yo.id}`);
      esperarError(borrar, 422, { message: 'No puede eliminar su propia cuenta', code: 'AUTO_ELIMINACION' });
      const desactivar = await prueba.como('gerente').put(`/api/usuarios/${yo.id}`, { estado: 'inactivo' });
      expect(desactivar.status).toBe(422);
      expect(desactivar.body.code).toBe('AUTO_DESACTIVACION');
    });

    it('el gerente no administra cuentas de administrador (403)', async () => {
      const admin2 = await crearUsuario(prueba.dataSource, { rol: 'admin' });
      const cobrador = await crearUsuario(prueba.dataSource, { rol: 'cobrador' });
      const casos = [
        { metodo: 'PUT' as const, ruta: `/api/usuarios/${admin2.id}`, cuerpo: { nombre: 'Otro' } },
        {
          metodo: 'PUT' as const,
          ruta: `/api/usuarios/${admin2.id}/password`,
          cuerpo: { password: 'clave-segura' },
        },
        { metodo: 'DELETE' as const, ruta: `/api/usuarios/${admin2.id}` },
        { metodo: 'PUT' as const, ruta: `/api/usuarios/${cobrador.id}`, cuerpo: { rol: 'admin' } },
        {
          metodo: 'POST' as const,
          ruta: '/api/usuarios',
          cuerpo: {
            nombre: 'Admin Nuevo',
            email: 'admin.nuevo@cartera.local',
            password: 'clave-segura',
            rol: 'admin',
          },
        },
      ];
      for (const caso of casos) {
        const r = await prueba.pedir({ ...caso, token: tokens.gerente });
        expect({ ...caso, status: r.status, body: r.body }).toEqual({
          ...caso,
          status: 403,
          body: {
            success: false,
            message: 'No tiene permisos para administrar cuentas de administrador',
            code: 'ADMIN_PROTEGIDO',
          },
        });
      }
      const [fila] = await prueba.dataSource.query('SELECT nombre, rol FROM usuarios WHERE id = $1', [
        cobrador.id,
      ]);
      expect(fila.rol).toBe('cobrador');
    });

    it('no borra un usuario al que apuntan datos: 409 y sugiere desactivarlo', async () => {
      const usuario = await crearUsuario(prueba.dataSource);
      // Una tabla como las de clientes, préstamos o cobros: clave foránea ON DELETE RESTRICT.
      await prueba.dueno.query(
        'CREATE TABLE prueba_referencias (id serial PRIMARY KEY, usuario_id uuid NOT NULL REFERENCES usuarios(id) ON DELETE RESTRICT)',
      );
      await prueba.dataSource.query('INSERT INTO prueba_referencias (usuario_id) VALUES ($1)', [usuario.id]);
      const r = await prueba.como('admin').delete(`/api/usuarios/${usuario.id}`);
      esperarError(r, 409, { message: 'No se puede eliminar: el usuario tiene datos asociados. Desactívelo en su lugar.', code: 'USUARIO_CON_DATOS' });
      const [fila] = await prueba.dataSource.query('SELECT count(*)::int AS n FROM usuarios WHERE id = $1', [
        usuario.id,
      ]);
      expect(fila.n).toBe(1);
      const [eventos] = await prueba.dataSource.query(
        `SELECT count(*)::int AS n FROM auditoria WHERE accion = 'Eliminar usuario' AND datos_anteriores->>'_id' = $1`,
        [usuario.id],
      );
      expect(eventos.n).toBe(0);
    });
  });
});
