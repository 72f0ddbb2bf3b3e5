// Mi Ruta desde la calle: el cliente nuevo y la solicitud que el cobrador crea en el teléfono, y las escrituras que la
// API rechazó al sincronizar (una vez por clave; la oficina las ve), contra PostgreSQL real. La ruta del día y las
// gestiones, en mi-ruta.e2e-spec.ts.
import { hoyBogota } from '@cartera/dominio';
import { randomUUID } from 'node:crypto';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';

describe('Mi Ruta desde la calle: cliente nuevo, solicitud y rechazos de sincronización', () => {
  const { prueba, tokens, ids } = usarAppPrueba();
  const digitos = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
  const cliente = (extra: Record<string, unknown> = {}) => ({
    nombre: 'Hilda Calle',
    cedula: `5${digitos(10)}`,
    telefono: `3${digitos(9)}`,
    direccion: 'Carrera 8 # 10-20',
    ciudad: 'Bogotá',
    ...extra,
  });

  it('un cobrador registra un cliente (en su cartera, una vez por clave) y le pide un préstamo: queda solicitado', async () => {
    const token = await prueba.token('cobrador1');
    const cobrador1 = await prueba.cuenta('cobrador1');
    const cobrador2 = await prueba.cuenta('cobrador2');
    const clave = randomUUID();
    // Desde la calle el cobrador toma también la autorización de datos: sin ella no hay préstamo.
    const cuerpo = cliente({ autorizacionDatos: { canal: 'presencial_firmado' } });
    const registrar = () =>
      prueba.pedir({ metodo: 'POST', ruta: '/api/clientes', token, cuerpo, cabeceras: { 'Idempotency-Key': clave } });
    const a = await registrar();
    const b = await registrar();
    expect(a.status).toBe(201);
    expect(b.body.data._id).toBe(a.body.data._id);
    const [fila] = await prueba.dataSource.query(
      `SELECT count(*)::int AS n, max(cobrador_id::text) AS cobrador FROM clientes WHERE cedula = $1`,
      [cuerpo.cedula],
    );
    expect(fila).toEqual({ n: 1, cobrador: cobrador1.id });

    const ajeno = await prueba.pedir({
      metodo: 'POST',
      ruta: '/api/clientes',
      token,
      cuerpo: cliente({ cobrador: cobrador2.id }),
    });
    expect(ajeno.status).toBe(403);
    expect(ajeno.body.message).toBe('Un cobrador sólo registra clientes de su propia cartera');

    const solicitud = await prueba.pedir({
      metodo: 'POST',
      ruta: '/api/prestamos',
      token,
      cuerpo: {
        cliente: a.body.data._id,
        monto: 300000,
        interes: 20,
        cuotas: 20,
        modalidad: 'diario',
        tipoAmortizacion: 'amortizable',
      },
      cabeceras: { 'Idempotency-Key': randomUUID() },
    });
    expect(solicitud.status).toBe(201);
    expect(solicitud.body.data.estado).toBe('solicitado');
  });

  describe('rechazos de sincronización', () => {
    const pedir = (metodo: 'GET' | 'POST', ruta: string, token: string, cuerpo?: unknown) =>
      prueba.pedir({ metodo, ruta, token, cuerpo });
    const rechazo = (clave: string) => ({
      tipo: 'cobro',
      clave,
      cuerpo: { prestamo: randomUUID(), monto: 5000, fecha: hoyBogota() },
      mensaje: 'El préstamo ya está pagado',
      codigo: 'PRESTAMO_CERRADO',
      creadoEn: new Date().toISOString(),
    });

    it('se guardan una vez por clave y la oficina los ve; cada cobrador sólo los suyos', async () => {
      const clave = randomUUID();
      const a = await pedir('POST', '/api/mi-ruta/rechazos', tokens.cobrador1, rechazo(clave));
      const b = await pedir('POST', '/api/mi-ruta/rechazos', tokens.cobrador1, rechazo(clave));
      expect(a.status).toBe(201);
      expect(b.body.data._id).toBe(a.body.data._id);
      const oficina = await pedir('GET', '/api/mi-ruta/rechazos', tokens.admin);
      expect(oficina.body.data.filter((x: Json) => x.clave === clave)).toHaveLength(1);
      expect(oficina.body.data[0]).toMatchObject({
        cobrador: { _id: ids.cobrador1 },
        tipo: 'cobro',
        mensaje: 'El préstamo ya está pagado',
      });
      const otro = await pedir('GET', '/api/mi-ruta/rechazos', tokens.cobrador2);
      expect(otro.body.data.filter((x: Json) => x.clave === clave)).toHaveLength(0);
    });

    it('un cuerpo mal formado es 400 y no guarda nada', async () => {
      const r = await pedir('POST', '/api/mi-ruta/rechazos', tokens.cobrador1, {
        ...rechazo(randomUUID()),
        tipo: 'otra',
        creadoEn: 'ayer',
      });
      expect(r.status).toBe(400);
      expect(Object.keys(r.body.errors).sort()).toEqual(['creadoEn', 'tipo']);
    });
  });
});
