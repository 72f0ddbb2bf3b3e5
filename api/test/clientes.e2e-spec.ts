// Clientes: alta y edición con las reglas de §5, cédula única, búsqueda por nombre (sin tildes), cédula y teléfono,
// paginación y orden, permisos por rol, fotos aparte con su límite de tamaño, borrado y auditoría.
import { LIMITES, MENSAJES } from '@cartera/dominio';
import { deflateSync } from 'node:zlib';
import { ClientesSemilla } from '../src/clientes/clientes.semilla';
import { CANTIDAD_CLIENTES_DEMO } from '../src/clientes/clientes-demo';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { crearUsuario } from './support/fabricas';

/** Un PNG real de `lado`×`lado` píxeles grises (cabecera, IHDR, IDAT comprimido, IEND). */
function png(lado = 2): Buffer {
  const crcTabla = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (datos: Buffer) => {
    let c = 0xffffffff;
    for (const byte of datos) c = crcTabla[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const bloque = (tipo: string, datos: Buffer) => {
    const largo = Buffer.alloc(4);
    largo.writeUInt32BE(datos.length);
    const cuerpo = Buffer.concat([Buffer.from(tipo, 'latin1'), datos]);
    const suma = Buffer.alloc(4);
    suma.writeUInt32BE(crc(cuerpo));
    return Buffer.concat([largo, cuerpo, suma]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(lado, 0);
  ihdr.writeUInt32BE(lado, 4);
  ihdr[8] = 8; // bits por canal
  ihdr[9] = 0; // escala de grises
  const filas = Buffer.concat(Array.from({ length: lado }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(lado, 0x80)])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    bloque('IHDR', ihdr),
    bloque('IDAT', deflateSync(filas)),
    bloque('IEND', Buffer.alloc(0)),
  ]);
}

const dataUrl = (mime: string, datos: Buffer) => `data:${mime};base64,${datos.toString('base64')}`;

/** Un "JPEG" del tamaño pedido: la firma de JPEG seguida de relleno (la API mira firma y tamaño). */
const jpegDeTamano = (bytes: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(bytes - 4, 7)]);

let secuencia = 0;
/** Cédula y teléfono únicos de esta corrida. */
function documentos() {
  secuencia += 1;
  const n = String(secuencia).padStart(5, '0');
  return { cedula: `771${n}123`, telefono: `31${n}987` };
}

function cuerpoCliente(extra: Record<string, unknown> = {}): Record<string, unknown> {
  const { cedula, telefono } = documentos();
  return {
    nombre: `Cliente ${cedula}`,
    cedula,
    telefono,
    direccion: 'Carrera 7 # 72-41',
    ciudad: 'Bogotá',
    ...extra,
  };
}

describe('clientes', () => {

  const { prueba, tokens, ids } = usarAppPrueba();

  const contar = async (tabla: string, donde = 'true') =>
    Number((await prueba.dataSource.query(`SELECT count(*) AS n FROM ${tabla} WHERE ${donde}`))[0].n);

  const crear = async (extra: Record<string, unknown> = {}, token = tokens.admin): Promise<Json> => {
    const r = await prueba.pedir({ metodo: 'POST', ruta: '/api/clientes', token, cuerpo: cuerpoCliente(extra) });
    if (r.status !== 201) throw new Error(`No se creó el cliente: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.data;
  };

  const listar = (consulta: string, token = tokens.admin) => prueba.pedir({ metodo: 'GET', ruta: `/api/clientes?${consulta}`, token });

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
        await prueba.dataSource.query(
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
