import { crearAppPrueba, CONTRASENA_CUENTAS, type AppPrueba, type Json } from './support/app-prueba';

describe('auditoría', () => {
  let prueba: AppPrueba;
  let admin: string;

  beforeAll(async () => {
    prueba = await crearAppPrueba();
    admin = await prueba.token('admin');
  });
  afterAll(async () => {
    await prueba?.cerrar();
  });

  const eventos = async (where = 'true', parametros: unknown[] = []): Promise<Json[]> =>
    prueba.dataSource.query(`SELECT * FROM auditoria WHERE ${where} ORDER BY id`, parametros);

  describe('registro de eventos', () => {
    const CLAVE = 'Clave-Muy-Secreta-987';
    let creado: Json;
    let tokenLogin: string;

    beforeAll(async () => {
      const alta = await prueba.pedir({
        metodo: 'POST',
        ruta: '/api/usuarios',
        token: admin,
        cuerpo: {
          nombre: 'Auditada Pérez',
          email: 'auditada@cartera.local',
          password: CLAVE,
          rol: 'cobrador',
          zona: 'Centro',
        },
      });
      creado = alta.body.data;
      await prueba.pedir({
        metodo: 'PUT',
        ruta: `/api/usuarios/${creado._id}`,
        token: admin,
        cuerpo: { zona: 'Norte', password: `${CLAVE}-2` },
      });
      await prueba.pedir({
        metodo: 'PUT',
        ruta: `/api/usuarios/${creado._id}/password`,
        token: admin,
        cuerpo: { password: CLAVE },
      });
      const login = await prueba.pedir({
        metodo: 'POST',
        ruta: '/api/auth/login',
        cuerpo: { email: 'auditada@cartera.local', password: CLAVE },
      });
      tokenLogin = login.body.token;
      await prueba.pedir({
        metodo: 'POST',
        ruta: '/api/auth/login',
        cuerpo: { email: 'Auditada@cartera.local', password: 'equivocada' },
        ip: '10.20.30.40',
      });
      await prueba.pedir({ metodo: 'DELETE', ruta: `/api/usuarios/${creado._id}`, token: admin });
    });

    it('cada escritura deja su evento con usuario, acción, módulo, IP y resultado', async () => {
      const lista = await eventos(
        `usuario_id = $1::uuid OR datos_nuevos->>'_id' = $1::text OR datos_anteriores->>'_id' = $1::text OR usuario = 'auditada@cartera.local'`,
        [creado._id],
      );
      expect(lista.map((e) => [e.accion, e.modulo, e.tipo, e.resultado])).toEqual([
        ['Crear usuario', 'Usuarios', 'success', 'exitoso'],
        ['Actualizar usuario', 'Usuarios', 'success', 'exitoso'],
        ['Inicio de sesión', 'Autenticación', 'success', 'exitoso'],
        ['Inicio de sesión', 'Autenticación', 'error', 'fallido'],
        ['Eliminar usuario', 'Usuarios', 'success', 'exitoso'],
      ]);
      const [alta, edicion, , fallo, baja] = lista;
      expect(alta).toMatchObject({
        usuario: 'Administrador Cartera',
        ip: '127.0.0.1',
        datos_anteriores: null,
      });
      expect(alta.datos_nuevos).toMatchObject({
        _id: creado._id,
        email: 'auditada@cartera.local',
        zona: 'Centro',
      });
      expect(edicion.datos_anteriores).toMatchObject({ zona: 'Centro' });
      expect(edicion.datos_nuevos).toMatchObject({ zona: 'Norte' });
      expect(fallo).toMatchObject({
        usuario: 'auditada@cartera.local',
        ip: '10.20.30.40',
        usuario_id: creado._id,
      });
      expect(baja.datos_anteriores).toMatchObject({ _id: creado._id });
      const cambio = await eventos(
        `accion = 'Cambiar contraseña' AND detalles LIKE '%auditada@cartera.local%'`,
      );
      expect(cambio).toHaveLength(1);
    });

    it('ningún evento guarda contraseñas, hashes, tokens ni la versión de credenciales', async () => {
      const todo = JSON.stringify(await eventos());
      expect(todo).not.toContain(CLAVE);
      expect(todo).not.toContain(tokenLogin);
      expect(todo).not.toMatch(/\$2[aby]\$/);
      expect(todo).not.toMatch(/password|passwordHash|password_hash|credenciales_?version|"token"/i);
    });

    it('una escritura rechazada no deja evento (misma transacción)', async () => {
      const antes = (await eventos()).length;
      const repetido = await prueba.pedir({
        metodo: 'POST',
        ruta: '/api/usuarios',
        token: admin,
        cuerpo: { nombre: 'Repetido', email: 'gerente@cartera.local', password: CLAVE, rol: 'cobrador' },
      });
      expect(repetido.status).toBe(409);
      expect((await eventos()).length).toBe(antes);
    });
  });

  describe('GET /api/auditoria', () => {
    beforeAll(async () => {
      // Eventos con fecha conocida (hora de Bogotá, UTC−5) para probar los filtros.
      const insertar = (
        fecha: string,
        usuario: string,
        accion: string,
        modulo: string,
        detalles: string,
        tipo: string,
        resultado: string,
      ) =>
        prueba.dataSource.query(
          `INSERT INTO auditoria (fecha, usuario, accion, modulo, detalles, ip, tipo, resultado) VALUES ($1, $2, $3, $4, $5, '10.0.0.9', $6, $7)`,
          [fecha, usuario, accion, modulo, detalles, tipo, resultado],
        );
      await insertar(
        '2026-03-01T08:00:00-05:00',
        'Ana Gómez',
        'Crear cliente',
        'Clientes',
        'Cliente Núñez creado',
        'success',
        'exitoso',
      );
      await insertar(
        '2026-03-01T23:30:00-05:00',
        'Ana Gómez',
        'Eliminar cobro',
        'Cobros',
        'Cobro anulado por error',
        'warning',
        'exitoso',
      );
      await insertar(
        '2026-03-02T00:30:00-05:00',
        'Pedro Ruiz',
        'Registrar cobro',
        'Cobros',
        'Pago de cuota',
        'error',
        'fallido',
      );
    });

    it('devuelve eventos con la forma del dominio, del más reciente al más antiguo, paginados', async () => {
      const r = await prueba.pedir({ metodo: 'GET', ruta: '/api/auditoria?limit=2', token: admin });
      expect(r.status).toBe(200);
      expect(r.body.meta).toMatchObject({ page: 1, limit: 2 });
      expect(r.body.data).toHaveLength(2);
      expect(Object.keys(r.body.data[0]).sort()).toEqual(
        [
          'accion',
          'datosAnteriores',
          'datosNuevos',
          'detalles',
          'id',
          'ip',
          'modulo',
          'resultado',
          'timestamp',
          'tipo',
          'usuario',
        ].sort(),
      );
      expect(Date.parse(r.body.data[0].timestamp)).toBeGreaterThanOrEqual(
        Date.parse(r.body.data[1].timestamp),
      );
    });

    it('filtra por fechas (días de Bogotá), usuario, módulo, tipo, resultado y texto', async () => {
      const acciones = async (consulta: string) =>
        (
          await prueba.pedir({
            metodo: 'GET',
            ruta: `/api/auditoria?${consulta}&sort=fecha_asc`,
            token: admin,
          })
        ).body.data.map((e: Json) => e.accion);
      expect(await acciones('fechaDesde=2026-03-01&fechaHasta=2026-03-01')).toEqual([
        'Crear cliente',
        'Eliminar cobro',
      ]);
      expect(await acciones('fechaDesde=2026-03-02&fechaHasta=2026-03-02')).toEqual(['Registrar cobro']);
      expect(
        await acciones('fechaDesde=2026-03-01T12:00:00-05:00&fechaHasta=2026-03-02T00:00:00-05:00'),
      ).toEqual(['Eliminar cobro']);
      expect(await acciones('usuario=Ana%20G%C3%B3mez')).toEqual(['Crear cliente', 'Eliminar cobro']);
      expect(await acciones('modulo=Cobros')).toEqual(['Eliminar cobro', 'Registrar cobro']);
      expect(await acciones('tipo=warning')).toEqual(['Eliminar cobro']);
      expect(await acciones('resultado=fallido&modulo=Cobros')).toEqual(['Registrar cobro']);
      expect(await acciones('search=nunez')).toEqual(['Crear cliente']);
      expect(await acciones('search=ANULADO')).toEqual(['Eliminar cobro']);
      expect(await acciones('search=pedro')).toEqual(['Registrar cobro']);
    });

    it('GET /api/auditoria/resumen cuenta total, exitosos, fallidos y advertencias con los mismos filtros', async () => {
      const r = await prueba.pedir({
        metodo: 'GET',
        ruta: '/api/auditoria/resumen?fechaDesde=2026-03-01&fechaHasta=2026-03-02',
        token: admin,
      });
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual({ total: 3, exitosos: 2, fallidos: 1, advertencias: 1 });
      const todo = await prueba.pedir({ metodo: 'GET', ruta: '/api/auditoria/resumen', token: admin });
      const [{ total }] = await prueba.dataSource.query('SELECT count(*)::int AS total FROM auditoria');
      expect(todo.body.data.total).toBe(total);
    });

    it('rechaza filtros inválidos con 400', async () => {
      for (const consulta of [
        'modulo=Inventario',
        'tipo=grave',
        'resultado=quizas',
        'fechaDesde=2026-13-01',
        'fechaHasta=ayer',
        'sort=ip_asc',
      ]) {
        const r = await prueba.pedir({ metodo: 'GET', ruta: `/api/auditoria?${consulta}`, token: admin });
        expect({ consulta, status: r.status }).toEqual({ consulta, status: 400 });
      }
    });

    it('un inicio de sesión correcto se registra con el nombre del usuario', async () => {
      await prueba.pedir({
        metodo: 'POST',
        ruta: '/api/auth/login',
        cuerpo: { email: 'cobrador2@cartera.local', password: CONTRASENA_CUENTAS },
      });
      const r = await prueba.pedir({
        metodo: 'GET',
        ruta: `/api/auditoria?modulo=Autenticaci%C3%B3n&usuario=${encodeURIComponent('Diana Patricia Martínez')}`,
        token: admin,
      });
      expect(r.body.data[0]).toMatchObject({
        accion: 'Inicio de sesión',
        resultado: 'exitoso',
        tipo: 'success',
      });
    });
  });
});
