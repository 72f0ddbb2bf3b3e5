// Inicio de sesión que un atacante no puede atascar, cookies de /api/auth y topes de los rechazos de Mi Ruta
// (docs/seguridad.md): cada prueba reproduce un hallazgo de la revisión de seguridad (issue 54).
import { randomUUID } from 'node:crypto';
import { ESPACIO_RECHAZOS_BYTES, RECHAZOS_POR_DIA } from '../src/mi-ruta/limite-rechazos';
import { usarAppPrueba } from './support/app-del-archivo';
import type { AppPrueba, RespuestaPrueba } from './support/app-prueba';
import { entrar } from './support/autenticacion';
import { CONTRASENA_FABRICA, crearUsuario } from './support/fabricas';

const login = (
  prueba: AppPrueba,
  email: string,
  password: string,
  ip: string,
  cabeceras: Record<string, string> = {},
) => entrar(prueba, email, password, { ip, cabeceras });

/** Las cabeceras Set-Cookie de una respuesta, como lista. */
const cookies = (r: RespuestaPrueba): string[] => {
  const valor = r.headers['set-cookie'];
  return Array.isArray(valor) ? valor : valor === undefined ? [] : [String(valor)];
};
const cookie = (r: RespuestaPrueba, nombre: string): string | undefined =>
  cookies(r).find((c) => c.startsWith(`${nombre}=`));
/** `nombre=valor` de una cookie entregada, para mandarla de vuelta. */
const devolver = (r: RespuestaPrueba, nombre: string): string => cookie(r, nombre)!.split(';')[0]!;

describe('límite de intentos que no se vuelve contra los usuarios', () => {
  const { prueba } = usarAppPrueba();

  it('25 fallos con emails inventados desde una IP no frenan la contraseña correcta de una cuenta que ya entró desde ahí', async () => {
    const admin = await crearUsuario(prueba.dataSource, { rol: 'admin' });
    const ip = '10.40.0.1';
    const primera = await login(prueba, admin.email, CONTRASENA_FABRICA, ip);
    expect(primera.status).toBe(200);
    for (let i = 0; i < 25; i += 1) {
      const r = await login(prueba, `inventado${i}@cartera.local`, 'adivina', ip);
      expect(r.status).toBe(i < 20 ? 401 : 429);
    }
    // Desde la dirección conocida, sin cookie (detrás de un proxy sin TRUST_PROXY todos comparten esta IP).
    expect((await login(prueba, admin.email, CONTRASENA_FABRICA, ip)).status).toBe(200);
    // Con la cookie del dispositivo.
    const dispositivo = devolver(primera, 'cartera_dispositivo');
    const conCookie = await login(prueba, admin.email, CONTRASENA_FABRICA, ip, { cookie: dispositivo });
    expect(conCookie.status).toBe(200);
    // Una cuenta que nunca entró desde esa IP ni con ese dispositivo sí espera: el límite por IP frena lo desconocido.
    const nueva = await crearUsuario(prueba.dataSource);
    const desconocida = await login(prueba, nueva.email, CONTRASENA_FABRICA, ip);
    expect(desconocida.status).toBe(429);
    expect(desconocida.body.code).toBe('DEMASIADOS_INTENTOS');
  }, 90_000); // 28 sign-ins, each an argon2 check: ≈ 26 s on a loaded 2-core machine.

  it('quien adivina la contraseña de una cuenta desde la IP de su dueño espera; el dueño con su dispositivo entra', async () => {
    const cobrador = await crearUsuario(prueba.dataSource, { rol: 'cobrador' });
    const ip = '10.40.1.1';
    const primera = await login(prueba, cobrador.email, CONTRASENA_FABRICA, ip);
    const entregada = cookie(primera, 'cartera_dispositivo');
    expect(entregada).toMatch(/^cartera_dispositivo=[A-Za-z0-9_-]{43}; Path=\/api\/auth\/login; Max-Age=15552000; HttpOnly; SameSite=Strict$/);
    for (let i = 0; i < 5; i += 1) expect((await login(prueba, cobrador.email, 'mala', ip)).status).toBe(401);
    expect((await login(prueba, cobrador.email, CONTRASENA_FABRICA, ip)).status).toBe(429);
    const dispositivo = devolver(primera, 'cartera_dispositivo');
    expect((await login(prueba, cobrador.email, CONTRASENA_FABRICA, ip, { cookie: dispositivo })).status).toBe(200);
  });

  it('con la cookie del dispositivo se siguen contando los fallos: 5 y la cuenta espera también ahí', async () => {
    const usuario = await crearUsuario(prueba.dataSource);
    const ip = '10.40.2.1';
    const dispositivo = devolver(await login(prueba, usuario.email, CONTRASENA_FABRICA, ip), 'cartera_dispositivo');
    for (let i = 0; i < 5; i += 1)
      expect((await login(prueba, usuario.email, 'mala', ip, { cookie: dispositivo })).status).toBe(401);
    const r = await login(prueba, usuario.email, CONTRASENA_FABRICA, ip, { cookie: dispositivo });
    expect(r.status).toBe(429);
    expect(r.body.message).toBe('Demasiados intentos fallidos. Espere 30 segundos antes de intentar de nuevo.');
  });

  it('la cookie de un dispositivo no sirve para otra cuenta: esa cuenta desde ahí sigue siendo desconocida', async () => {
    const una = await crearUsuario(prueba.dataSource);
    const otra = await crearUsuario(prueba.dataSource);
    const ip = '10.40.3.1';
    const dispositivo = devolver(await login(prueba, una.email, CONTRASENA_FABRICA, '10.40.3.9'), 'cartera_dispositivo');
    for (let i = 0; i < 20; i += 1) await login(prueba, `nadie${i}@cartera.local`, 'x', ip);
    expect((await login(prueba, otra.email, CONTRASENA_FABRICA, ip, { cookie: dispositivo })).status).toBe(429);
    expect((await login(prueba, una.email, CONTRASENA_FABRICA, ip, { cookie: dispositivo })).status).toBe(200);
  });
});

describe('cookies de /api/auth: Secure por HTTPS y sólo desde el propio sitio', () => {
  const { prueba } = usarAppPrueba({
    entorno: { TRUST_PROXY: '1', CORS_ORIGINS: 'https://portal.cartera.co', PUBLIC_URL: 'http://cartera.test' },
  });

  it('una petición que llegó por HTTPS (X-Forwarded-Proto de un proxy de confianza) recibe las cookies con Secure', async () => {
    const usuario = await crearUsuario(prueba.dataSource);
    const https = await login(prueba, usuario.email, CONTRASENA_FABRICA, '127.0.0.1', { 'x-forwarded-proto': 'https' });
    expect(https.status).toBe(200);
    expect(cookie(https, 'cartera_renovacion')).toMatch(/; Secure$/);
    expect(cookie(https, 'cartera_dispositivo')).toMatch(/; Secure$/);
    const salida = await prueba.pedir({
      metodo: 'POST',
      ruta: '/api/auth/logout',
      cabeceras: { cookie: devolver(https, 'cartera_renovacion'), 'x-forwarded-proto': 'https' },
    });
    expect(salida.status).toBe(200);
    expect(cookie(salida, 'cartera_renovacion')).toMatch(/Max-Age=0; HttpOnly; SameSite=Strict; Secure$/);
    // Por http (el portal de desarrollo), sin Secure: el navegador no la guardaría.
    const http = await login(prueba, usuario.email, CONTRASENA_FABRICA, '127.0.0.1');
    expect(cookie(http, 'cartera_renovacion')).not.toMatch(/Secure/);
  });

  it('POST /api/auth/logout desde otro sitio es 403 en español y la sesión sigue viva', async () => {
    const usuario = await crearUsuario(prueba.dataSource);
    const sesion = devolver(await login(prueba, usuario.email, CONTRASENA_FABRICA, '127.0.0.1'), 'cartera_renovacion');
    const ajeno = await prueba.pedir({
      metodo: 'POST',
      ruta: '/api/auth/logout',
      cabeceras: { cookie: sesion, origin: 'https://malo.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(ajeno.status).toBe(403);
    expect(ajeno.body).toEqual({
      success: false,
      code: 'ORIGEN_NO_PERMITIDO',
      message: 'Solicitud rechazada: viene de otro sitio. Abra el portal de Cartera e intente de nuevo',
    });
    const sinOrigin = await prueba.pedir({
      metodo: 'POST',
      ruta: '/api/auth/renovar',
      cabeceras: { cookie: sesion, 'sec-fetch-site': 'cross-site' },
    });
    expect(sinOrigin.status).toBe(403);
    const loginAjeno = await entrar(prueba, usuario.email, CONTRASENA_FABRICA, {
      cabeceras: { origin: 'https://malo.example' },
    });
    expect(loginAjeno.status).toBe(403);
    // El Host no cuenta: una página de otro sitio cuyo nombre apunta a la API (DNS rebinding) manda su propio Host.
    const rebinding = await entrar(prueba, usuario.email, CONTRASENA_FABRICA, {
      cabeceras: { host: 'evil.example', origin: 'http://evil.example', 'sec-fetch-site': 'same-origin' },
    });
    expect([rebinding.status, rebinding.body.message]).toEqual([
      403,
      'Solicitud rechazada: viene de otro sitio. Abra el portal de Cartera e intente de nuevo',
    ]);
    // La sesión no se cerró: desde PUBLIC_URL y desde el portal de CORS_ORIGINS sigue renovándose.
    const propio = await prueba.pedir({
      metodo: 'POST',
      ruta: '/api/auth/renovar',
      cabeceras: { cookie: sesion, host: 'cartera.test', origin: 'http://cartera.test', 'sec-fetch-site': 'same-origin' },
    });
    expect(propio.status).toBe(200);
    const portal = await prueba.pedir({
      metodo: 'POST',
      ruta: '/api/auth/renovar',
      cabeceras: { cookie: sesion, origin: 'https://portal.cartera.co', 'sec-fetch-site': 'same-site' },
    });
    expect(portal.status).toBe(200);
    // Sin Origin ni Sec-Fetch-Site (no es un navegador) se admite: salir funciona.
    const salir = await prueba.pedir({ metodo: 'POST', ruta: '/api/auth/logout', cabeceras: { cookie: sesion } });
    expect(salir.status).toBe(200);
  });
});

describe('POST /api/mi-ruta/rechazos: topes por día y por espacio', () => {
  const { prueba } = usarAppPrueba();

  const rechazo = (clave = randomUUID()) => ({
    tipo: 'cobro',
    clave,
    cuerpo: { prestamo: randomUUID(), monto: 5000, fecha: '2026-11-23' },
    mensaje: 'El préstamo ya está pagado',
    creadoEn: new Date().toISOString(),
  });
  /** Rechazos ya guardados del cobrador, escritos directo en la base (`horasAtras` antes de ahora). */
  const guardar = (cobradorId: string, cantidad: number, horasAtras: number, relleno = 0) =>
    prueba.dataSource.query(
      `INSERT INTO mi_ruta_rechazos (cobrador_id, tipo, clave, cuerpo, mensaje, creado_en_dispositivo, recibido_en)
       SELECT $1, 'cobro', gen_random_uuid()::text, jsonb_build_object('nota', repeat('x', $4)), 'rechazado',
              now() - make_interval(hours => $3), now() - make_interval(hours => $3)
         FROM generate_series(1, $2)`,
      [cobradorId, cantidad, horasAtras, relleno],
    );

  it(`pasados ${RECHAZOS_POR_DIA} rechazos en 24 horas, 429 en español sin guardar; el reenvío de uno guardado pasa`, async () => {
    const cobrador = await crearUsuario(prueba.dataSource, { rol: 'cobrador' });
    const token = await prueba.token(cobrador);
    const yaEnviado = rechazo();
    expect((await prueba.pedir({ metodo: 'POST', ruta: '/api/mi-ruta/rechazos', token, cuerpo: yaEnviado })).status).toBe(201);
    await guardar(cobrador.id, RECHAZOS_POR_DIA - 1, 1);
    await guardar(cobrador.id, 50, 25); // de ayer: no cuentan para el día
    const r = await prueba.pedir({ metodo: 'POST', ruta: '/api/mi-ruta/rechazos', token, cuerpo: rechazo() });
    expect(r.status).toBe(429);
    expect(r.body).toEqual({
      success: false,
      code: 'RECHAZOS_POR_DIA',
      message: `Ya se guardaron ${RECHAZOS_POR_DIA} rechazos suyos en las últimas 24 horas: el teléfono conserva los demás y los vuelve a enviar mañana; avise a la oficina`,
    });
    const reenvio = await prueba.pedir({ metodo: 'POST', ruta: '/api/mi-ruta/rechazos', token, cuerpo: yaEnviado });
    expect(reenvio.status).toBe(201);
    const [{ n }] = await prueba.dataSource.query(`SELECT count(*)::int AS n FROM mi_ruta_rechazos WHERE cobrador_id = $1`, [
      cobrador.id,
    ]);
    expect(n).toBe(RECHAZOS_POR_DIA + 50);
    // Otro cobrador sigue guardando los suyos.
    const otro = await prueba.token(await crearUsuario(prueba.dataSource, { rol: 'cobrador' }));
    expect((await prueba.pedir({ metodo: 'POST', ruta: '/api/mi-ruta/rechazos', token: otro, cuerpo: rechazo() })).status).toBe(201);
  });

  it('con 10 MB de rechazos guardados, 429 en español sin guardar', async () => {
    const cobrador = await crearUsuario(prueba.dataSource, { rol: 'cobrador' });
    const token = await prueba.token(cobrador);
    // 700 rechazos de 15 KB, de hace dos días: más de 10 MB, ninguno del último día.
    await guardar(cobrador.id, 700, 48, 15 * 1024);
    const [{ bytes }] = await prueba.dataSource.query(
      `SELECT sum(octet_length(cuerpo::text) + octet_length(mensaje))::int AS bytes FROM mi_ruta_rechazos WHERE cobrador_id = $1`,
      [cobrador.id],
    );
    expect(bytes).toBeGreaterThanOrEqual(ESPACIO_RECHAZOS_BYTES);
    const r = await prueba.pedir({ metodo: 'POST', ruta: '/api/mi-ruta/rechazos', token, cuerpo: rechazo() });
    expect(r.status).toBe(429);
    expect(r.body).toEqual({
      success: false,
      code: 'RECHAZOS_ESPACIO',
      message: 'Sus rechazos guardados ya ocupan 10 MB, el máximo: el teléfono conserva los nuevos; avise a la oficina',
    });
  });
});
