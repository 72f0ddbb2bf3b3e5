// Topes de POST /api/mi-ruta/rechazos (issue 45): tamaño de la petición y de la escritura rechazada, y envíos por
// usuario y minuto (MI_RUTA_RECHAZOS_POR_MINUTO). Lo rechazado responde en español y no guarda nada.
import { randomUUID } from 'node:crypto';
import { usarAppPrueba } from './support/app-del-archivo';
import { crearUsuario } from './support/fabricas';
import { esperarError } from './support/app-prueba';

describe('POST /api/mi-ruta/rechazos: topes', () => {

  const { prueba } = usarAppPrueba({ entorno: { MI_RUTA_RECHAZOS_POR_MINUTO: '3' } });
  afterEach(() => jest.restoreAllMocks());

  /** Un cobrador nuevo (cada prueba con su propia cuenta: el tope es por usuario). */
  const cobrador = async () => {
    const usuario = await crearUsuario(prueba.dataSource, { rol: 'cobrador' });
    return { id: usuario.id, token: await prueba.token(usuario) };
  };
  const rechazo = (extra: Record<string, unknown> = {}) => ({
    tipo: 'cobro',
    clave: randomUUID(),
    cuerpo: { prestamo: randomUUID(), monto: 5000, fecha: '2026-11-23' },
    mensaje: 'El préstamo ya está pagado',
    codigo: 'PRESTAMO_CERRADO',
    creadoEn: new Date().toISOString(),
    ...extra,
  });
  const enviar = (token: string, cuerpo: unknown) =>
    prueba.pedir({ metodo: 'POST', ruta: '/api/mi-ruta/rechazos', token, cuerpo });
  const guardados = async (cobradorId: string): Promise<number> =>
    (
      await prueba.dataSource.query(`SELECT count(*)::int AS n FROM mi_ruta_rechazos WHERE cobrador_id = $1`, [
        cobradorId,
      ])
    )[0].n;

  it('una petición de más de 32 KB es 413 y no se guarda', async () => {
    const { id, token } = await cobrador();
    const r = await enviar(token, rechazo({ cuerpo: { nota: 'x'.repeat(40 * 1024) } }));
    esperarError(r, 413, { code: 'CUERPO_DEMASIADO_GRANDE', message: 'La solicitud es demasiado grande' });
    expect(await guardados(id)).toBe(0);
  });

  it('una escritura rechazada de más de 16 KB es 400 con el motivo en su campo y no se guarda', async () => {
    const { id, token } = await cobrador();
    // 20 KB en UTF-8 (10.240 «ñ» de 2 bytes): la petición cabe en 32 KB, la escritura no.
    const r = await enviar(token, rechazo({ cuerpo: { nota: 'ñ'.repeat(10 * 1024) } }));
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      success: false,
      code: 'VALIDACION',
      errors: { cuerpo: ['La escritura rechazada no puede superar 16 KB (sin fotos)'] },
    });
    expect(Object.keys(r.body.errors)).toEqual(['cuerpo']);
    expect(await guardados(id)).toBe(0);
    // Justo por debajo del tope sí se guarda.
    const cabe = await enviar(token, rechazo({ cuerpo: { nota: 'n'.repeat(16 * 1024 - 20) } }));
    expect(cabe.status).toBe(201);
    expect(await guardados(id)).toBe(1);
  });

  it('pasado MI_RUTA_RECHAZOS_POR_MINUTO en un minuto, 429 en español sin guardar; cada cobrador tiene su tope y al minuto vuelve a poder', async () => {
    const uno = await cobrador();
    const otro = await cobrador();
    // Cuenta cada envío, también uno mal formado (400, nada guardado).
    expect((await enviar(uno.token, rechazo())).status).toBe(201);
    expect((await enviar(uno.token, rechazo({ tipo: 'otro' }))).status).toBe(400);
    expect((await enviar(uno.token, rechazo())).status).toBe(201);
    const cuarto = await enviar(uno.token, rechazo());
    expect(cuarto.status).toBe(429);
    expect(cuarto.body).toEqual({
      success: false,
      code: 'RECHAZOS_POR_MINUTO',
      message:
        'Ya envió 3 rechazos en el último minuto: espere un momento; el teléfono los guarda y los vuelve a enviar',
    });
    expect(await guardados(uno.id)).toBe(2);

    expect((await enviar(otro.token, rechazo())).status).toBe(201);

    const dentroDeUnMinuto = Date.now() + 61_000;
    jest.spyOn(Date, 'now').mockReturnValue(dentroDeUnMinuto);
    expect((await enviar(uno.token, rechazo())).status).toBe(201);
    expect(await guardados(uno.id)).toBe(3);
  });
});
