// Clientes: el alta con las reglas de §5 y la cédula única, las fotos aparte con su límite de tamaño, y la semilla de
// demostración. La búsqueda, la paginación, la edición, el borrado con su auditoría y los permisos por rol, en
// clientes-consulta.e2e-spec.ts.
import { LIMITES, MENSAJES } from '@cartera/dominio';
import { ClientesSemilla } from '../src/clientes/clientes.semilla';
import { CANTIDAD_CLIENTES_DEMO } from '../src/clientes/clientes-demo';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { cuerpoCliente, dataUrl, jpegDeTamano, png, usarClientesPrueba } from './support/clientes';

describe('clientes', () => {
  const { prueba, tokens, ids, contar, crear, listar } = usarClientesPrueba();

  describe('POST /api/clientes', () => {
    it('crea un cliente con todos los campos, normaliza cédula y teléfonos y lo audita sin la foto', async () => {
      const foto = dataUrl('image/png', png());
      // Lo que la API guarda y devuelve tal como llegó.
      const sinCambios = {
        email: 'maria.pena@example.com',
        direccion: 'Calle 45 # 12-30',
        barrio: 'Chapinero',
        ciudad: 'Bogotá',
        departamento: 'Cundinamarca',
        fechaNacimiento: '1985-04-12',
        sexo: 'F',
        estadoCivil: 'U',
        lugarNacimiento: 'Sogamoso',
        ocupacion: 'Modista',
        ingresos: 1850000,
      };
      const r = await prueba.como('gerente').post('/api/clientes', {
        nombre: '  María Inés Peña Ríos ',
        cedula: '101-2345678-9',
        telefono: '300 555 1234',
        apodo: 'La Mona',
        ...sinCambios,
        referencia1Nombre: 'Rosa Ríos',
        referencia1Telefono: '310-222-3344',
        referencia2Nombre: '',
        referencia2Telefono: '',
        observaciones: 'Paga los sábados',
        cobrador: ids.cobrador1,
        foto,
      });
      expect(r.status).toBe(201);
      expect(r.body.message).toBe('Cliente creado exitosamente');
      expect(r.body.data).toEqual({
        _id: expect.any(String),
        tipoDocumento: 'CC',
        cedula: '10123456789',
        nombre: 'María Inés Peña Ríos',
        apodo: 'La Mona',
        telefono: '3005551234',
        ...sinCambios,
        latitud: null,
        longitud: null,
        referencia1Nombre: 'Rosa Ríos',
        referencia1Telefono: '3102223344',
        referencia2Nombre: null,
        referencia2Telefono: null,
        observaciones: 'Paga los sábados',
        estado: 'activo',
        cobrador: { _id: ids.cobrador1, nombre: 'Carlos Andrés Rodríguez' },
        oficina: { _id: expect.any(String), nombre: 'Oficina principal' },
        tieneFoto: true,
        tieneAutorizacion: false,
        autorizacionDatos: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const [evento] = await prueba.dataSource.query(
        `SELECT accion, modulo, datos_nuevos FROM auditoria WHERE accion = 'Crear cliente' ORDER BY id DESC LIMIT 1`,
      );
      expect(evento.modulo).toBe('Clientes');
      expect(evento.datos_nuevos.cedula).toBe('10123456789');
      expect(evento.datos_nuevos.foto).toMatch(/^\[foto image\/png, \d+ bytes\]$/);
      expect(JSON.stringify(evento.datos_nuevos)).not.toContain('base64');
    });

    it('la fila de la lista (SQL propio) es idéntica al detalle (entidad), con y sin cobrador, foto y coordenadas', async () => {
      const completo = await prueba.como('gerente').post('/api/clientes', cuerpoCliente({
        ingresos: 1234567.89, latitud: 4.711234, longitud: -74.072109, fechaNacimiento: '1990-02-28',
        cobrador: ids.cobrador1, foto: dataUrl('image/png', png()),
      }));
      const minimo = await prueba.como('gerente').post('/api/clientes', cuerpoCliente());
      for (const creado of [completo, minimo]) {
        expect([creado.status, creado.body.errors]).toEqual([201, undefined]);
        const lista = await listar(`search=${creado.body.data.cedula}`);
        const detalle = await prueba.como('admin').get(`/api/clientes/${creado.body.data._id}`);
        expect(lista.body.data).toHaveLength(1);
        // El detalle es la fila de la lista más la autorización de datos.
        const { autorizacionDatos, ...resumen } = detalle.body.data;
        expect(autorizacionDatos).toBeNull();
        expect(JSON.stringify(lista.body.data[0])).toBe(JSON.stringify(resumen));
      }
    });

    it('rechaza un cuerpo vacío con los mensajes de §5 por campo y no escribe nada', async () => {
      const antes = { clientes: await contar('clientes'), auditoria: await contar('auditoria') };
      const r = await prueba.como('admin').post('/api/clientes', {});
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ success: false, code: 'VALIDACION', message: MENSAJES.formularioConErrores });
      expect(r.body.errors).toEqual({
        nombre: [MENSAJES.nombreObligatorio],
        cedula: [MENSAJES.cedulaObligatoria],
        telefono: [MENSAJES.telefonoObligatorio],
        direccion: [MENSAJES.direccionObligatoria],
        ciudad: [MENSAJES.ciudadObligatoria],
      });
      expect(await contar('clientes')).toBe(antes.clientes);
      expect(await contar('auditoria')).toBe(antes.auditoria);
    });

    it('aplica las mismas reglas que el formulario a cada campo', async () => {
      const r = await prueba.como('admin').post('/api/clientes', {
        nombre: '   ',
        cedula: '12',
        telefono: '30055512',
        email: 'no-es-un-email',
        direccion: 'Calle 1',
        ciudad: 'Cali',
        referencia1Telefono: '123',
        sexo: 'X',
        estadoCivil: 'Z',
        ingresos: -50000,
        fechaNacimiento: '2999-01-01',
      });
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual({
        nombre: [MENSAJES.nombreObligatorio],
        cedula: [MENSAJES.cedulaInvalida],
        telefono: [MENSAJES.telefonoInvalido],
        email: [MENSAJES.emailInvalido],
        referencia1Telefono: [MENSAJES.telefonoInvalido],
        sexo: [MENSAJES.sexoInvalido],
        estadoCivil: [MENSAJES.estadoCivilInvalido],
        ingresos: [MENSAJES.ingresosInvalidos],
        fechaNacimiento: [MENSAJES.fechaNacimientoInvalida],
      });
    });

    it('rechaza propiedades que no son del cliente y un cobrador que no existe', async () => {
      const extra = await prueba.como('admin').post('/api/clientes', cuerpoCliente({ saldo: 5 }));
      expect(extra.status).toBe(400);
      expect(extra.body.errors).toEqual({ saldo: ['La propiedad saldo no está permitida'] });

      const gerenteId = (await prueba.cuenta('gerente')).id;
      const noCobrador = await prueba.como('admin').post('/api/clientes', cuerpoCliente({ cobrador: gerenteId }));
      expect(noCobrador.status).toBe(400);
      expect(noCobrador.body.errors).toEqual({ cobrador: ['El cobrador no existe o no está activo'] });
    });

    it('la cédula es única: 409 con el mensaje junto al campo, también al editar', async () => {
      const existente = await crear();
      const r = await prueba.como('admin').post('/api/clientes', cuerpoCliente({ cedula: existente.cedula }));
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({
        code: 'CEDULA_DUPLICADA',
        message: 'Ya existe un cliente con esa cédula',
        errors: { cedula: ['Ya existe un cliente con esa cédula'] },
      });
      const otro = await crear();
      const edicion = await prueba.como('admin').put(
        `/api/clientes/${otro._id}`,
        { cedula: existente.cedula },
      );
      expect(edicion.status).toBe(409);
      expect(edicion.body.message).toBe('Ya existe un cliente con esa cédula');
    });

    it('dos altas simultáneas con la misma cédula: una entra y la otra recibe 409', async () => {
      const cuerpo = cuerpoCliente();
      const respuestas = await Promise.all(
        [1, 2, 3].map(() => prueba.pedir({ metodo: 'POST', ruta: '/api/clientes', token: tokens.admin, cuerpo })),
      );
      expect(respuestas.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      expect(await contar('clientes', `cedula = '${cuerpo.cedula as string}'`)).toBe(1);
    });
  });

  describe('fotos', () => {
    it('se guardan aparte: la lista no las trae, GET /:id/foto sí, y foto: null la quita', async () => {
      const foto = dataUrl('image/png', png(4));
      const cliente = await crear({ foto });
      const lista = await listar(`search=${cliente.cedula}`);
      expect(lista.body.data[0]).not.toHaveProperty('foto');
      expect(lista.body.data[0].tieneFoto).toBe(true);

      const leida = await prueba.como('admin').get(`/api/clientes/${cliente._id}/foto`);
      expect(leida.status).toBe(200);
      expect(leida.body.data).toEqual({ foto });

      const quitada = await prueba.como('admin').put(`/api/clientes/${cliente._id}`, { foto: null });
      expect(quitada.status).toBe(200);
      expect(quitada.body.data.tieneFoto).toBe(false);
      const sinFoto = await prueba.como('admin').get(`/api/clientes/${cliente._id}/foto`);
      expect(sinFoto.body.data).toEqual({ foto: null });
      expect(await contar('clientes_fotos', `cliente_id = '${cliente._id as string}'`)).toBe(0);
    });

    it('admite una foto de exactamente 2 MB (más de 1 MiB de cuerpo) y rechaza una de 2 MB + 1 byte', async () => {
      const justa = await prueba.como('admin').post(
        '/api/clientes',
        cuerpoCliente({ foto: dataUrl('image/jpeg', jpegDeTamano(LIMITES.fotoMaxSalida)) }),
      );
      expect(justa.status).toBe(201);
      const [fila] = await prueba.dataSource.query(`SELECT tamano, mime FROM clientes_fotos WHERE cliente_id = $1`, [justa.body.data._id]);
      expect(fila).toEqual({ tamano: LIMITES.fotoMaxSalida, mime: 'image/jpeg' });

      const antes = await contar('clientes');
      const grande = await prueba.como('admin').post(
        '/api/clientes',
        cuerpoCliente({ foto: dataUrl('image/jpeg', jpegDeTamano(LIMITES.fotoMaxSalida + 1)) }),
      );
      expect(grande.status).toBe(400);
      expect(grande.body.errors).toEqual({ foto: ['La imagen es demasiado grande (>2MB)'] });
      expect(await contar('clientes')).toBe(antes);
    });

    it('rechaza lo que no es una imagen JPEG, PNG o WEBP', async () => {
      const casos = [
        dataUrl('text/plain', Buffer.from('hola')),
        dataUrl('image/png', Buffer.from('esto no es un png')),
        'data:image/jpeg;base64,@@@',
        'https://example.com/foto.jpg',
      ];
      for (const foto of casos) {
        const r = await prueba.como('admin').post('/api/clientes', cuerpoCliente({ foto }));
        expect(r.status).toBe(400);
        expect(r.body.errors).toEqual({ foto: ['La foto debe ser una imagen JPEG, PNG o WEBP'] });
      }
    });
  });

});

describe('clientes de demostración', () => {

  const { prueba } = usarAppPrueba();

  it('la semilla crea 60 clientes repartidos entre los cobradores de demostración, una sola vez', async () => {
    const semilla = prueba.app.get(ClientesSemilla);
    await prueba.dataSource.transaction((manager) => semilla.sembrar(manager));
    await prueba.dataSource.transaction((manager) => semilla.sembrar(manager));
    const filas: Json[] = await prueba.dataSource.query(
      `SELECT u.email, count(*)::int AS n FROM clientes c LEFT JOIN usuarios u ON u.id = c.cobrador_id GROUP BY u.email ORDER BY u.email`,
    );
    expect(filas.reduce((total, fila) => total + fila.n, 0)).toBe(CANTIDAD_CLIENTES_DEMO);
    expect(filas.map((f) => f.email)).toEqual(['cobrador1@cartera.local', 'cobrador2@cartera.local', 'cobrador3@cartera.local', null]);
    // Registrados a lo largo de los últimos meses, no todos el mismo día.
    const todos = await prueba.como('admin').get('/api/clientes?limit=1000');
    expect(todos.body.meta.total).toBe(CANTIDAD_CLIENTES_DEMO);
    expect(new Set(todos.body.data.map((c: Json) => c.createdAt.slice(0, 10))).size).toBeGreaterThan(30);
  });
});
