import ExcelJS from 'exceljs';
import { usarAppPrueba } from './support/app-del-archivo';
import { CONTRASENA_CUENTAS, type Json } from './support/app-prueba';
import { entrar } from './support/autenticacion';

describe('auditoría', () => {

  const { prueba, tokens } = usarAppPrueba();

  const eventos = async (where = 'true', parametros: unknown[] = []): Promise<Json[]> =>
    prueba.dataSource.query(`SELECT * FROM auditoria WHERE ${where} ORDER BY id`, parametros);

  describe('registro de eventos', () => {
    const CLAVE = 'Clave-Muy-Secreta-987';
    let creado: Json;
    let tokenLogin: string;

    beforeAll(async () => {
      const alta = await prueba.como('admin').post('/api/usuarios', {
        nombre: 'Auditada Pérez',
        email: 'auditada@cartera.local',
        password: CLAVE,
        rol: 'cobrador',
        zona: 'Centro',
      });
      creado = alta.body.data;
      await prueba.como('admin').put(
        `/api/usuarios/${creado._id}`,
        { zona: 'Norte', password: `${CLAVE}-2` },
      );
      await prueba.como('admin').put(`/api/usuarios/${creado._id}/password`, { password: CLAVE });
      const login = await entrar(prueba, 'auditada@cartera.local', CLAVE);
      tokenLogin = login.body.token;
      await entrar(prueba, 'Auditada@cartera.local', 'equivocada', { ip: '10.20.30.40' });
      await prueba.como('admin').delete(`/api/usuarios/${creado._id}`);
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
      const repetido = await prueba.como('admin').post(
        '/api/usuarios',
        { nombre: 'Repetido', email: 'gerente@cartera.local', password: CLAVE, rol: 'cobrador' },
      );
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
      const r = await prueba.como('admin').get('/api/auditoria?limit=2');
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
          await prueba.como('admin').get(`/api/auditoria?${consulta}&sort=fecha_asc`)
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
      // Palabras cortas (sin trigramas propios): con un filtro selectivo el texto se comprueba sólo en esas filas; sin
      // él, con el índice de trigramas y el texto entero. Mismo resultado.
      expect(await acciones('search=de%20cu&modulo=Cobros')).toEqual(['Registrar cobro']);
      expect(await acciones('search=DE%20CU&fechaDesde=2026-03-01&fechaHasta=2026-03-02')).toEqual(['Registrar cobro']);
      expect(await acciones('search=o%20de%20c')).toContain('Registrar cobro');
      expect(await acciones('search=anulado%20por&usuario=Ana%20G%C3%B3mez')).toEqual(['Eliminar cobro']);
    });

    it('GET /api/auditoria/resumen cuenta total, exitosos, fallidos y advertencias con los mismos filtros', async () => {
      const r = await prueba.como('admin').get(
        '/api/auditoria/resumen?fechaDesde=2026-03-01&fechaHasta=2026-03-02',
      );
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual({ total: 3, exitosos: 2, fallidos: 1, advertencias: 1 });
      const todo = await prueba.como('admin').get('/api/auditoria/resumen');
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
        const r = await prueba.como('admin').get(`/api/auditoria?${consulta}`);
        expect({ consulta, status: r.status }).toEqual({ consulta, status: 400 });
      }
    });

    it('un inicio de sesión correcto se registra con el nombre del usuario', async () => {
      await entrar(prueba, 'cobrador2@cartera.local', CONTRASENA_CUENTAS);
      const r = await prueba.como('admin').get(
        `/api/auditoria?modulo=Autenticaci%C3%B3n&usuario=${encodeURIComponent('Diana Patricia Martínez')}`,
      );
      expect(r.body.data[0]).toMatchObject({
        accion: 'Inicio de sesión',
        resultado: 'exitoso',
        tipo: 'success',
      });
    });
  });

  describe('resumen, exportes, permisos e inmutabilidad', () => {
    const MARCA = 'zq-exporte';
    beforeAll(async () => {
      const insertar = (fecha: string, usuario: string, accion: string, detalles: string, tipo: string, resultado: string) =>
        prueba.dataSource.query(
          `INSERT INTO auditoria (fecha, usuario, accion, modulo, detalles, ip, tipo, resultado, datos_anteriores, datos_nuevos)
           VALUES ($1, $2, $3, 'Reportes', $4, '10.1.1.1', $5, $6, '{"zona":"Centro"}', '{"zona":"Norte"}')`,
          [fecha, usuario, accion, detalles, tipo, resultado],
        );
      await insertar('2026-04-10T09:00:00-05:00', 'Exportadora Uno', 'Generar reporte', `${MARCA} uno; con "comillas"`, 'success', 'exitoso');
      await insertar('2026-04-10T23:59:00-05:00', 'Exportadora Uno', 'Generar reporte', `=HYPERLINK("x") ${MARCA}`, 'warning', 'exitoso');
      await insertar('2026-04-11T00:01:00-05:00', 'Exportadora Dos', 'Generar reporte', `${MARCA} tres`, 'error', 'fallido');
    });

    const resumen = async (consulta: string) =>
      (await prueba.como('admin').get(`/api/auditoria/resumen?${consulta}`)).body.data;

    it('el resumen es el mismo por conteos diarios que contando eventos, y coincide con el total de la lista', async () => {
      // Días completos sin texto: conteos por día. Con instantes o texto: sobre los eventos.
      expect(await resumen('fechaDesde=2026-04-10&fechaHasta=2026-04-10')).toEqual({ total: 2, exitosos: 2, fallidos: 0, advertencias: 1 });
      expect(await resumen('fechaDesde=2026-04-10T00:00:00-05:00&fechaHasta=2026-04-10T23:59:59-05:00')).toEqual({
        total: 2,
        exitosos: 2,
        fallidos: 0,
        advertencias: 1,
      });
      expect(await resumen(`search=${MARCA}`)).toEqual({ total: 3, exitosos: 2, fallidos: 1, advertencias: 1 });
      expect(await resumen('modulo=Reportes&usuario=Exportadora%20Dos')).toEqual({ total: 1, exitosos: 0, fallidos: 1, advertencias: 0 });
      expect(await resumen('fechaDesde=2026-04-11&resultado=fallido&modulo=Reportes')).toMatchObject({ total: 1 });
      const lista = await prueba.como('admin').get(`/api/auditoria?modulo=Reportes&limit=1`);
      expect(lista.body.meta).toMatchObject({ total: 3, totalPages: 3 });
      // Por día de Bogotá: el evento de las 00:01 del 11 es del 11 aunque en UTC sea el mismo día que el de las 23:59.
      expect(await resumen('fechaDesde=2026-04-11&fechaHasta=2026-04-11&modulo=Reportes')).toMatchObject({ total: 1 });
    });

    const descargar = async (ruta: string, token = tokens.admin) => {
      const r = await prueba.app.inject({ method: 'GET', url: ruta, headers: { authorization: `Bearer ${token}` } });
      return { status: r.statusCode, headers: r.headers, cuerpo: r.rawPayload, json: () => r.json() };
    };

    it('GET /api/auditoria/opciones: usuarios presentes y módulos conocidos más los nuevos', async () => {
      await prueba.dataSource.query(
        `INSERT INTO auditoria (usuario, accion, modulo, tipo, resultado) VALUES ('Zulma Nueva', 'Crear ruta', 'Rutas de Cobro', 'success', 'exitoso')`,
      );
      const r = await prueba.como('admin').get('/api/auditoria/opciones');
      expect(r.status).toBe(200);
      expect(r.body.data.usuarios).toEqual(expect.arrayContaining(['Exportadora Dos', 'Exportadora Uno', 'Zulma Nueva']));
      expect(r.body.data.usuarios).toEqual([...r.body.data.usuarios].sort((a: string, b: string) => a.localeCompare(b, 'es')));
      expect(r.body.data.modulos).toEqual(expect.arrayContaining(['Clientes', 'Autenticación', 'Rutas de Cobro']));
    });

    it('CSV: BOM, ;, sólo los eventos filtrados, fórmulas neutralizadas y datos anteriores y nuevos', async () => {
      const r = await descargar(`/api/auditoria/export/csv?search=${MARCA}`);
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toContain('text/csv');
      expect(String(r.headers['content-disposition'])).toMatch(/^attachment; filename="auditoria-\d{4}-\d{2}-\d{2}\.csv"/);
      expect([...r.cuerpo.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lineas = r.cuerpo.subarray(3).toString('utf8').split('\r\n');
      expect(lineas[0]).toBe('ID;Fecha y hora (Bogotá);Usuario;IP;Acción;Módulo;Tipo;Resultado;Detalles;Datos anteriores;Datos nuevos');
      expect(lineas.filter(Boolean)).toHaveLength(4);
      expect(lineas[1]).toMatch(/^\d+;2026-04-11 00:01:00;Exportadora Dos;10\.1\.1\.1;Generar reporte;Reportes;Error;Fallido;zq-exporte tres;/);
      expect(lineas[2]).toContain(`;"'=HYPERLINK(""x"") ${MARCA}";`);
      expect(lineas[3]).toContain(`"${MARCA} uno; con ""comillas"""`);
      expect(lineas[3]).toContain('"{""zona"": ""Centro""}";"{""zona"": ""Norte""}"');
    });

    it('CSV de muchos eventos: sale completo, en varios lotes del cursor', async () => {
      await prueba.dataSource.query(
        `INSERT INTO auditoria (fecha, usuario, accion, modulo, detalles, tipo, resultado)
         SELECT timestamptz '2025-01-01T12:00:00Z' + g * interval '1 second', 'Masivo', 'Acción ' || g, 'Sistema', 'lote', 'info', 'exitoso'
         FROM generate_series(1, 4500) g`,
      );
      const r = await descargar('/api/auditoria/export/csv?usuario=Masivo');
      const lineas = r.cuerpo.toString('utf8').split('\r\n').filter(Boolean);
      expect(lineas).toHaveLength(4501);
      expect(lineas[1]).toContain(';Acción 4500;');
      expect(lineas[4500]).toContain(';Acción 1;');
      expect(await resumen('usuario=Masivo')).toMatchObject({ total: 4500, exitosos: 4500 });
    });

    it('XLSX: encabezados, fecha como fecha y texto neutralizado', async () => {
      const r = await descargar(`/api/auditoria/export/xlsx?search=${MARCA}&tipo=warning`);
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const libro = new ExcelJS.Workbook();
      await libro.xlsx.load(r.cuerpo as unknown as ArrayBuffer);
      const hoja = libro.getWorksheet('Auditoría')!;
      expect(hoja.getRow(1).getCell(5).value).toBe('Acción');
      expect(hoja.rowCount).toBe(2);
      const fila = hoja.getRow(2);
      expect(fila.getCell(2).value).toEqual(new Date(Date.UTC(2026, 3, 10, 23, 59, 0)));
      expect(fila.getCell(3).value).toBe('Exportadora Uno');
      expect(fila.getCell(7).value).toBe('Advertencia');
      expect(fila.getCell(9).value).toBe(`'=HYPERLINK("x") ${MARCA}`);
    });

    it('exportes con formato o filtros inválidos: 400', async () => {
      expect((await descargar('/api/auditoria/export/pdf')).status).toBe(400);
      expect((await descargar('/api/auditoria/export/csv?tipo=grave')).status).toBe(400);
    });

    it('admin y gerente leen la auditoría; el cobrador recibe 403 en lista, resumen y exportes', async () => {
      const gerente = await prueba.token('gerente');
      const cobrador = await prueba.token('cobrador1');
      for (const ruta of ['/api/auditoria', '/api/auditoria/resumen', '/api/auditoria/opciones', '/api/auditoria/export/csv', '/api/auditoria/export/xlsx']) {
        expect({ ruta, status: (await descargar(ruta, cobrador)).status }).toEqual({ ruta, status: 403 });
        expect({ ruta, status: (await descargar(ruta, gerente)).status }).toEqual({ ruta, status: 200 });
      }
      const sinSesion = await prueba.app.inject({ method: 'GET', url: '/api/auditoria' });
      expect(sinSesion.statusCode).toBe(401);
    });

    it('la API no tiene forma de editar ni borrar eventos', async () => {
      const [{ id }] = await prueba.dataSource.query(`SELECT id FROM auditoria ORDER BY id LIMIT 1`);
      for (const metodo of ['PUT', 'PATCH', 'DELETE'] as const) {
        const r = await prueba.pedir({ metodo, ruta: `/api/auditoria/${id}`, token: tokens.admin, cuerpo: metodo === 'DELETE' ? undefined : { accion: 'x' } });
        expect({ metodo, status: r.status }).toEqual({ metodo, status: 404 });
      }
      const r = await prueba.como('admin').delete('/api/auditoria');
      expect(r.status).toBe(404);
    });

    it('el rol de la aplicación no puede modificar, borrar ni vaciar la auditoría (disparador)', async () => {
      const [{ id, accion }] = await prueba.dataSource.query(`SELECT id, accion FROM auditoria ORDER BY id LIMIT 1`);
      await expect(prueba.dataSource.query(`UPDATE auditoria SET accion = 'alterada' WHERE id = $1`, [id])).rejects.toThrow(
        /La auditoría no se puede modificar ni borrar \(UPDATE\)/,
      );
      await expect(prueba.dataSource.query(`DELETE FROM auditoria WHERE id = $1`, [id])).rejects.toThrow(/\(DELETE\)/);
      await expect(prueba.dueno.query(`TRUNCATE auditoria`)).rejects.toThrow(/\(TRUNCATE\)/);
      const [despues] = await prueba.dataSource.query(`SELECT accion FROM auditoria WHERE id = $1`, [id]);
      expect(despues.accion).toBe(accion);
    });
  });
});
