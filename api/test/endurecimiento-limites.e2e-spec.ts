// Límites de la base (statement/lock/idle timeouts y espera del pool, con 503 en español) e integridad del negocio
// (cobradores inactivos, fechas de cobro, fechas de préstamo acotadas). Issue 16.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import type { QueryRunner } from 'typeorm';
import { traducirError } from '../src/common/traducir-error';
import { usarAppPrueba } from './support/app-del-archivo';
import { crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';
import { crearUsuario } from './support/fabricas';

const OCUPADA = {
  success: false,
  message: 'La base de datos está ocupada en este momento. Intente de nuevo en unos segundos.',
  code: 'BASE_DATOS_OCUPADA',
};

describe('límites de PostgreSQL', () => {
  let retenida: QueryRunner | undefined;
  const { prueba } = usarAppPrueba({
    entorno: {
      DB_STATEMENT_TIMEOUT_MS: '400',
      DB_LOCK_TIMEOUT_MS: '300',
      // Long enough for the held transaction below to outlive a slow request on a loaded machine.
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '30000',
      DB_POOL_MAX: '3',
      DB_POOL_ACQUIRE_TIMEOUT_MS: '300',
    },
  });
  afterEach(async () => {
    if (retenida && !retenida.isReleased) {
      if (retenida.isTransactionActive) await retenida.rollbackTransaction();
      await retenida.release();
    }
    retenida = undefined;
  });

  it('cada conexión lleva los límites configurados, y una consulta larga se corta (57014 → 503)', async () => {
    const [limites] = await prueba.dataSource.query(
      `SELECT current_setting('statement_timeout') AS st, current_setting('lock_timeout') AS lt,
              current_setting('idle_in_transaction_session_timeout') AS it`,
    );
    expect(limites).toEqual({ st: '400ms', lt: '300ms', it: '30s' });
    const error = await prueba.dataSource.query('SELECT pg_sleep(2)').catch((e: unknown) => e);
    expect((error as { driverError?: { code?: string } }).driverError?.code).toBe('57014');
    expect(traducirError(error)).toMatchObject({ status: 503, cuerpo: OCUPADA });
  });

  it('una petición que espera un candado más de DB_LOCK_TIMEOUT_MS recibe 503 en español y no cambia nada', async () => {
    const cobrador = await crearUsuario(prueba.dataSource, { rol: 'cobrador' });
    const token = await prueba.token('admin');
    retenida = prueba.dataSource.createQueryRunner();
    await retenida.connect();
    await retenida.startTransaction();
    await retenida.query('SELECT id FROM usuarios WHERE id = $1 FOR UPDATE', [cobrador.id]);
    const r = await prueba.pedir({
      metodo: 'PUT',
      ruta: `/api/usuarios/${cobrador.id}`,
      token,
      cuerpo: { zona: 'Bloqueada' },
    });
    expect(r.status).toBe(503);
    expect(r.body).toEqual(OCUPADA);
    await retenida.rollbackTransaction();
    const [fila] = await prueba.dataSource.query('SELECT zona FROM usuarios WHERE id = $1', [cobrador.id]);
    expect(fila.zona).toBeNull();
  });

  it('sin conexiones libres en DB_POOL_ACQUIRE_TIMEOUT_MS la petición recibe 503, no se queda colgada', async () => {
    const token = await prueba.token('admin');
    const ocupadas: QueryRunner[] = [];
    try {
      for (let i = 0; i < 3; i += 1) {
        const qr = prueba.dataSource.createQueryRunner();
        await qr.connect();
        ocupadas.push(qr);
      }
      const inicio = Date.now();
      const r = await prueba.pedir({ metodo: 'GET', ruta: '/api/usuarios', token });
      expect(r.status).toBe(503);
      expect(r.body).toEqual(OCUPADA);
      expect(Date.now() - inicio).toBeLessThan(10_000);
    } finally {
      for (const qr of ocupadas) await qr.release();
    }
    expect((await prueba.pedir({ metodo: 'GET', ruta: '/api/usuarios', token })).status).toBe(200);
  });
});

describe('integridad del negocio', () => {
  const { prueba } = usarAppPrueba({ entorno: { COBRO_RETROACTIVO_DIAS: '3' } });

  it('un cobrador inactivo no se asigna a préstamos ni a cobros', async () => {
    const admin = await prueba.token('admin');
    const inactivo = await crearUsuario(prueba.dataSource, { rol: 'cobrador', estado: 'inactivo' });
    const cliente = await crearClientePrueba(prueba.dataSource);
    const r = await prueba.pedir({
      metodo: 'POST',
      ruta: '/api/prestamos',
      token: admin,
      cuerpo: { cliente: cliente.id, monto: 100000, cobrador: inactivo.id },
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ cobrador: ['El cobrador está inactivo: no se le pueden asignar préstamos'] });

    const prestamo = await crearPrestamoPrueba(prueba, admin, { cliente: cliente.id, monto: 100000 });
    const cobro = await prueba.pedir({
      metodo: 'POST',
      ruta: '/api/cobros',
      token: admin,
      cuerpo: { prestamo: prestamo._id, monto: 1000, fecha: hoyBogota(), cobrador: inactivo.id },
    });
    expect(cobro.status).toBe(400);
    expect(cobro.body.errors).toEqual({ cobrador: ['El cobrador está inactivo: no se le pueden asignar cobros'] });
    const [{ n }] = await prueba.dataSource.query('SELECT count(*)::int AS n FROM cobros WHERE prestamo_id = $1', [prestamo._id]);
    expect(n).toBe(0);
  });

  it('un cobro no es anterior al inicio del préstamo; un cobrador no fecha más de COBRO_RETROACTIVO_DIAS atrás', async () => {
    const admin = await prueba.token('admin');
    const cobradorCuenta = await prueba.cuenta('cobrador1');
    const cobrador = await prueba.token(cobradorCuenta);
    const hoy = hoyBogota();
    const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: cobradorCuenta.id });
    const prestamo = await crearPrestamoPrueba(
      prueba,
      admin,
      { cliente: cliente.id, monto: 100000, fechaInicio: sumarDias(hoy, -10), cobrador: cobradorCuenta.id },
    );
    const cobrar = (token: string, fecha: string) =>
      prueba.pedir({ metodo: 'POST', ruta: '/api/cobros', token, cuerpo: { prestamo: prestamo._id, monto: 1000, fecha } });

    const antes = await cobrar(admin, sumarDias(hoy, -11));
    expect(antes.status).toBe(400);
    expect(antes.body.errors.fecha[0]).toMatch(/^La fecha del cobro no puede ser anterior al inicio del préstamo/);

    const viejo = await cobrar(cobrador, sumarDias(hoy, -4));
    expect(viejo.status).toBe(400);
    expect(viejo.body.errors).toEqual({ fecha: ['Un cobrador sólo puede registrar cobros de hasta 3 días atrás'] });

    expect((await cobrar(cobrador, sumarDias(hoy, -3))).status).toBe(201);
    expect((await cobrar(admin, sumarDias(hoy, -9))).status).toBe(201);

    // Pagar una cuota es un cobro: las mismas reglas.
    const pagar = (token: string, fecha: string) =>
      prueba.pedir({
        metodo: 'PATCH',
        ruta: `/api/prestamos/${prestamo._id}/plan/cuota/10/pagar`,
        token,
        cuerpo: { monto: 100, fecha },
      });
    expect((await pagar(cobrador, sumarDias(hoy, -4))).body.errors).toEqual({
      fecha: ['Un cobrador sólo puede registrar cobros de hasta 3 días atrás'],
    });
    expect((await pagar(admin, sumarDias(hoy, -11))).status).toBe(400);
    const bien = await pagar(cobrador, sumarDias(hoy, -2));
    expect({ status: bien.status, message: bien.body.message }).toEqual({ status: 200, message: 'Pago aplicado' });
  });

  it('las fechas de un préstamo van de 2000 a 2100: un inicio lejano es un 400, nunca un 500', async () => {
    const admin = await prueba.token('admin');
    const cliente = await crearClientePrueba(prueba.dataSource);
    for (const ruta of ['/api/prestamos', '/api/prestamos/preview']) {
      const r = await prueba.pedir({
        metodo: 'POST',
        ruta,
        token: admin,
        cuerpo: { cliente: cliente.id, monto: 100000, fechaInicio: '9999-12-01', cuotas: 1000, modalidad: 'mensual' },
      });
      expect({ ruta, status: r.status, errores: r.body.errors?.fechaInicio }).toEqual({
        ruta,
        status: 400,
        errores: ['La fecha debe estar entre el 01/01/2000 y el 31/12/2100'],
      });
    }
  });
});
