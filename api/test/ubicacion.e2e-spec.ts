// Dónde se hizo cada cobro (docs/decisiones/ubicacion-de-los-cobros.md): la ubicación que envía Mi Ruta en
// POST /api/cobros y POST /api/gestiones, la distancia al cliente en GET /api/cobros/:id, la distancia de la
// organización en Configuración › Sistema y el reporte GET /api/caja/fuera-de-sitio por cobrador y día, contra
// PostgreSQL real.
import { MENSAJES_UBICACION, distanciaMetros, hoyBogota, sumarDias } from '@cartera/dominio';
import { randomUUID } from 'node:crypto';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json, NombreCuenta } from './support/app-prueba';
import { crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';

/** La puerta del cliente (Chapinero) y dos puntos: a 100 m al norte y a 2 km al norte. */
const CASA = { latitud: 4.6486, longitud: -74.0621 };
const CERCA = { latitud: 4.6495, longitud: -74.0621, precision: 15 };
const LEJOS = { latitud: 4.6666, longitud: -74.0621, precision: 8.4 };

describe('Ubicación de los cobros', () => {
  const hoy = hoyBogota();
  /** Préstamos de cobrador1: uno de un cliente con coordenadas, otro sin ellas. Uno de cobrador2 con coordenadas. */
  let ubicado: Json;
  let sinCoordenadas: Json;
  let ajeno: Json;

  const escribir = (cuenta: NombreCuenta, ruta: string, cuerpo: unknown) =>
    prueba
      .token(cuenta)
      .then((token) =>
        prueba.pedir({ metodo: 'POST', ruta, token, cuerpo, cabeceras: { 'Idempotency-Key': randomUUID() } }),
      );
  const cobrar = (cuenta: NombreCuenta, prestamo: string, ubicacion?: unknown, fecha = hoy) =>
    escribir(cuenta, '/api/cobros', {
      prestamo,
      monto: 1000,
      fecha,
      ...(ubicacion === undefined ? {} : { ubicacion }),
    });

  const prestamoPara = async (cobradorId: string, coordenadas: typeof CASA | null) => {
    const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId });
    if (coordenadas) {
      await prueba.dataSource.query(`UPDATE clientes SET latitud = $2, longitud = $3 WHERE id = $1`, [
        cliente.id,
        coordenadas.latitud,
        coordenadas.longitud,
      ]);
    }
    return crearPrestamoPrueba(prueba, tokens.admin, {
      cliente: cliente.id,
      monto: 100000,
      interes: 0,
      cuotas: 10,
      modalidad: 'diario',
      tipoAmortizacion: 'amortizable',
      fechaInicio: sumarDias(hoy, -5),
    });
  };

  const { prueba, tokens, ids } = usarAppPrueba(async () => {
    ubicado = await prestamoPara(ids.cobrador1, CASA);
    sinCoordenadas = await prestamoPara(ids.cobrador1, null);
    ajeno = await prestamoPara(ids.cobrador2, CASA);
  });

  describe('POST /api/cobros y GET /api/cobros/:id', () => {
    it('un cobro cerca del cliente: la distancia medida y no está fuera de sitio', async () => {
      const r = await cobrar('cobrador1', ubicado._id, CERCA);
      expect(r.status).toBe(201);
      const esperada = distanciaMetros(CERCA, CASA);
      expect(esperada).toBe(100);
      const leido = await prueba.como('admin').get(`/api/cobros/${r.body.data._id}`);
      expect(leido.body.data.ubicacion).toEqual({
        latitud: CERCA.latitud,
        longitud: CERCA.longitud,
        precision: 15,
        distanciaMetros: 100,
        fueraDeSitio: false,
      });
    });

    it('un cobro a 2 km del cliente está fuera de sitio; la precisión se guarda en metros enteros hacia arriba', async () => {
      const r = await cobrar('cobrador1', ubicado._id, LEJOS);
      expect(r.status).toBe(201);
      expect(r.body.data.ubicacion).toEqual({
        latitud: LEJOS.latitud,
        longitud: LEJOS.longitud,
        precision: 9,
        distanciaMetros: distanciaMetros(LEJOS, CASA),
        fueraDeSitio: true,
      });
      expect(r.body.data.ubicacion.distanciaMetros).toBeGreaterThan(1900);
      // El cobrador ve lo mismo en su cobro, y la lista del préstamo lo marca.
      const propio = await prueba.como('cobrador1').get(`/api/cobros/${r.body.data._id}`);
      expect(propio.body.data.ubicacion.fueraDeSitio).toBe(true);
      const lista = await prueba.como('admin').get(`/api/cobros/prestamo/${ubicado._id}`);
      const enLista = lista.body.data.find((c: Json) => c._id === r.body.data._id);
      expect(enLista.ubicacion.fueraDeSitio).toBe(true);
      // Y los movimientos del préstamo: el asiento de ese cobro lleva su ubicación, fuera de sitio.
      const movimientos = await prueba.como('admin').get(`/api/prestamos/${ubicado._id}/movimientos`);
      const asiento = movimientos.body.data.find((m: Json) => m.cobro === r.body.data._id);
      expect(asiento.ubicacion).toEqual(r.body.data.ubicacion);
      expect(movimientos.body.data.find((m: Json) => m.tipo === 'desembolso').ubicacion).toBeNull();
    });

    it('sin ubicación (ausente o null) el cobro se registra igual y su ubicación es null', async () => {
      const ausente = await cobrar('cobrador1', ubicado._id);
      const nula = await cobrar('cobrador1', ubicado._id, null);
      expect([ausente.status, nula.status]).toEqual([201, 201]);
      expect(ausente.body.data.ubicacion).toBeNull();
      expect(nula.body.data.ubicacion).toBeNull();
    });

    it('un cliente sin coordenadas: la ubicación se guarda, la distancia y fuera de sitio quedan null', async () => {
      const r = await cobrar('cobrador1', sinCoordenadas._id, LEJOS);
      expect(r.status).toBe(201);
      expect(r.body.data.ubicacion).toMatchObject({
        latitud: LEJOS.latitud,
        distanciaMetros: null,
        fueraDeSitio: null,
      });
    });

    it.each([
      [
        'latitud fuera de rango',
        { ...CERCA, latitud: 91 },
        'ubicacion.latitud',
        MENSAJES_UBICACION.latitudInvalida,
      ],
      [
        'longitud como texto',
        { ...CERCA, longitud: '-74.06' },
        'ubicacion.longitud',
        MENSAJES_UBICACION.longitudInvalida,
      ],
      [
        'precisión negativa',
        { ...CERCA, precision: -5 },
        'ubicacion.precision',
        MENSAJES_UBICACION.precisionInvalida,
      ],
      [
        'sin precisión',
        { latitud: 4.6, longitud: -74.06 },
        'ubicacion.precision',
        MENSAJES_UBICACION.precisionInvalida,
      ],
      ['no es un objeto', 'aquí', 'ubicacion', MENSAJES_UBICACION.ubicacionInvalida],
    ])('%s: 400 con el mensaje en español y no se guarda nada', async (_caso, ubicacion, campo, mensaje) => {
      const [{ n: antes }] = await prueba.dataSource.query(`SELECT count(*)::int AS n FROM cobros`);
      const r = await cobrar('cobrador1', ubicado._id, ubicacion);
      expect(r.status).toBe(400);
      expect(r.body.errors[campo]).toContain(mensaje);
      const [{ n: despues }] = await prueba.dataSource.query(`SELECT count(*)::int AS n FROM cobros`);
      expect(despues).toBe(antes);
    });
  });

  describe('POST /api/gestiones', () => {
    it('una visita guarda su ubicación y la distancia al cliente; mal formada, 400 sin guardar', async () => {
      const r = await escribir('cobrador1', '/api/gestiones', {
        prestamo: ubicado._id,
        resultado: 'no_estaba',
        ubicacion: LEJOS,
      });
      expect(r.status).toBe(201);
      expect(r.body.data.ubicacion).toMatchObject({ latitud: LEJOS.latitud, fueraDeSitio: true });
      const [{ n: antes }] = await prueba.dataSource.query(`SELECT count(*)::int AS n FROM gestiones`);
      const mala = await escribir('cobrador1', '/api/gestiones', {
        prestamo: ubicado._id,
        resultado: 'no_estaba',
        ubicacion: { ...LEJOS, longitud: 200 },
      });
      expect(mala.status).toBe(400);
      expect(mala.body.errors['ubicacion.longitud']).toContain(MENSAJES_UBICACION.longitudInvalida);
      const [{ n: despues }] = await prueba.dataSource.query(`SELECT count(*)::int AS n FROM gestiones`);
      expect(despues).toBe(antes);
    });
  });

  describe('GET /api/caja/fuera-de-sitio', () => {
    beforeAll(async () => {
      // Ayer: cobrador2 cobró fuera de sitio; un cobro que la oficina registra a nombre de cobrador1 no cuenta.
      const r = await cobrar('cobrador2', ajeno._id, LEJOS, sumarDias(hoy, -1));
      expect(r.status).toBe(201);
      const oficina = await escribir('admin', '/api/cobros', {
        prestamo: sinCoordenadas._id,
        monto: 1000,
        fecha: hoy,
        cobrador: ids.cobrador1,
      });
      expect(oficina.status).toBe(201);
    });

    it('por cobrador y día: fuera de sitio con su detalle, sin ubicación y cliente sin coordenadas', async () => {
      const r = await prueba
        .como('gerente')
        .get(`/api/caja/fuera-de-sitio?desde=${sumarDias(hoy, -1)}&hasta=${hoy}`);
      expect(r.status).toBe(200);
      const reporte = r.body.data;
      expect(reporte).toMatchObject({ desde: sumarDias(hoy, -1), hasta: hoy, distanciaMetros: 300 });
      const de = (cobradorId: string, fecha: string) =>
        reporte.dias.find((d: Json) => d.cobrador._id === cobradorId && d.fecha === fecha);
      // cobrador1 hoy: cerca, lejos, dos sin ubicación y uno sin coordenadas del cliente (el de la oficina no cuenta).
      expect(de(ids.cobrador1, hoy)).toMatchObject({
        cobros: 5,
        fueraDeSitio: 1,
        sinUbicacion: 2,
        clienteSinCoordenadas: 1,
      });
      const [detalle] = de(ids.cobrador1, hoy).detalle;
      expect(de(ids.cobrador1, hoy).detalle).toHaveLength(1);
      expect(detalle).toMatchObject({
        prestamo: { _id: ubicado._id, numero: ubicado.numero },
        monto: 1000,
        ubicacion: { latitud: LEJOS.latitud, fueraDeSitio: true },
      });
      expect(de(ids.cobrador2, sumarDias(hoy, -1))).toMatchObject({
        cobros: 1,
        fueraDeSitio: 1,
        sinUbicacion: 0,
      });
      // El más reciente primero.
      expect(reporte.dias.map((d: Json) => d.fecha)).toEqual(
        [...reporte.dias.map((d: Json) => d.fecha)].sort().reverse(),
      );
    });

    it('la distancia de la organización se cambia en Configuración y reclasifica al leer', async () => {
      const mal = await prueba
        .como('admin')
        .put('/api/configuracion/organizacion', { distanciaFueraDeSitioMetros: 5 });
      expect(mal.status).toBe(400);
      expect(mal.body.errors.distanciaFueraDeSitioMetros).toContain(MENSAJES_UBICACION.distanciaInvalida);
      const gerente = await prueba
        .como('gerente')
        .put('/api/configuracion/organizacion', { distanciaFueraDeSitioMetros: 5000 });
      expect(gerente.status).toBe(403);
      const ok = await prueba
        .como('admin')
        .put('/api/configuracion/organizacion', { distanciaFueraDeSitioMetros: 5000 });
      expect(ok.status).toBe(200);
      expect(ok.body.data.distanciaFueraDeSitioMetros).toBe(5000);
      const r = await prueba.como('admin').get(`/api/caja/fuera-de-sitio?cobrador=${ids.cobrador1}`);
      expect(r.body.data.distanciaMetros).toBe(5000);
      const dia = r.body.data.dias.find((d: Json) => d.fecha === hoy);
      expect(dia).toMatchObject({ fueraDeSitio: 0, sinUbicacion: 2 });
      await prueba.como('admin').put('/api/configuracion/organizacion', { distanciaFueraDeSitioMetros: 300 });
    });

    it('un cobrador ve sólo lo suyo; pedir otro cobrador es 403', async () => {
      const propio = await prueba
        .como('cobrador1')
        .get(`/api/caja/fuera-de-sitio?desde=${sumarDias(hoy, -1)}`);
      expect(propio.status).toBe(200);
      expect(propio.body.data.dias.length).toBeGreaterThan(0);
      expect(propio.body.data.dias.every((d: Json) => d.cobrador._id === ids.cobrador1)).toBe(true);
      const otro = await prueba.como('cobrador1').get(`/api/caja/fuera-de-sitio?cobrador=${ids.cobrador2}`);
      expect(otro.status).toBe(403);
      expect(otro.body.message).toBe(MENSAJES_UBICACION.cobradorAjeno);
    });

    it('un rango invertido o de más de 31 días es 400', async () => {
      const invertido = await prueba
        .como('admin')
        .get(`/api/caja/fuera-de-sitio?desde=${hoy}&hasta=${sumarDias(hoy, -1)}`);
      expect(invertido.status).toBe(400);
      const largo = await prueba
        .como('admin')
        .get(`/api/caja/fuera-de-sitio?desde=${sumarDias(hoy, -40)}&hasta=${hoy}`);
      expect(largo.status).toBe(400);
    });
  });
});
