// Autenticación: los tokens de acceso cortos y la cookie de renovación, dos aplicaciones en un proceso, el límite de
// intentos fallidos, el registro y el cambio de contraseña. La entrada, el perfil y las sesiones, en auth.e2e-spec.ts.
import { esperarError, conAppPrueba, SECRETO_PRUEBAS, type AppPrueba } from './support/app-prueba';
import { crearUsuario, CONTRASENA_FABRICA } from './support/fabricas';
import { firmarToken } from './support/tokens';
import { entrar, insertarFallos, usarAutenticacion } from './support/autenticacion';

/** Un cobrador nuevo en `app` que inicia sesión con su contraseña: el usuario y la respuesta del login. */
async function entrarComoCobradorNuevo(app: AppPrueba) {
  const usuario = await crearUsuario(app.dataSource, { rol: 'cobrador' });
  const entrada = await entrar(app, usuario.email, CONTRASENA_FABRICA);
  return { usuario, entrada };
}

describe('autenticación: renovación, límite de intentos, registro y contraseña', () => {
  const { login, prueba } = usarAutenticacion();

  describe('tokens de acceso cortos y cookie de renovación', () => {
    const perfil = (token: string) => prueba.pedir({ metodo: 'GET', ruta: '/api/auth/profile', token });
    const renovar = (cookie?: string) =>
      prueba.pedir({ metodo: 'POST', ruta: '/api/auth/renovar', cabeceras: cookie ? { cookie } : {} });
    /** `cartera_renovacion=<valor>` del Set-Cookie de una respuesta, y la cabecera entera. */
    const cookieDe = (r: { headers: Record<string, unknown> }) => {
      const cabecera = String(r.headers['set-cookie'] ?? '');
      return { cabecera, par: cabecera.split(';')[0] };
    };

    it('el login entrega la cookie HttpOnly, SameSite=Strict, sólo para /api/auth, y la sesión dura lo de JWT_EXPIRES_IN', async () => {
      const usuario = await crearUsuario(prueba.dataSource, { rol: 'gerente' });
      const r = await login(usuario.email, CONTRASENA_FABRICA, '10.9.0.1');
      const { cabecera, par } = cookieDe(r);
      expect(par).toMatch(/^cartera_renovacion=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
      expect(cabecera).toContain('HttpOnly');
      expect(cabecera).toContain('SameSite=Strict');
      expect(cabecera).toContain('Path=/api/auth');
      expect(cabecera).toContain(`Max-Age=${12 * 3600}`);
      expect(cabecera).not.toContain('Secure'); // fuera de producción el portal va por http
      // La base guarda sólo el hash del secreto.
      const secreto = par.split('.')[1];
      const [fila] = await prueba.dataSource.query(
        `SELECT encode(renovacion_hash, 'hex') AS hash FROM sesiones WHERE id = $1`,
        [par.split('=')[1].split('.')[0]],
      );
      expect(fila.hash).toHaveLength(64);
      expect(fila.hash).not.toContain(Buffer.from(secreto).toString('hex'));
    });

    it('un token de acceso vencido da 401; la cookie renueva la misma sesión y el token nuevo sirve', async () => {
      await conAppPrueba({ entorno: { JWT_ACCESS_EXPIRES_IN: '1s' } }, async (corta) => {
        const { usuario, entrada } = await entrarComoCobradorNuevo(corta);
        const token = entrada.body.token as string;
        const carga = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
        expect(carga.exp - carga.iat).toBe(1);
        // Hasta que vence (exp, en segundos), no una espera fija.
        await new Promise((r) => setTimeout(r, carga.exp * 1000 - Date.now() + 50));
        expect((await corta.pedir({ metodo: 'GET', ruta: '/api/auth/profile', token })).status).toBe(401);

        const { par } = cookieDe(entrada);
        const renovada = await corta.pedir({
          metodo: 'POST',
          ruta: '/api/auth/renovar',
          cabeceras: { cookie: par },
        });
        expect(renovada.status).toBe(200);
        expect(renovada.body).toMatchObject({
          success: true,
          token: expect.any(String),
          usuario: { _id: usuario.id },
        });
        const nueva = JSON.parse(Buffer.from(renovada.body.token.split('.')[1], 'base64url').toString());
        expect(nueva).toMatchObject({ sub: usuario.id, jti: carga.jti, sexp: carga.sexp });
        expect(
          (await corta.pedir({ metodo: 'GET', ruta: '/api/auth/profile', token: renovada.body.token }))
            .status,
        ).toBe(200);
        expect(
          await corta.dataSource.query(`SELECT count(*)::int AS n FROM sesiones WHERE usuario_id = $1`, [
            usuario.id,
          ]),
        ).toEqual([{ n: 1 }]);
      });
    });

    it('después de «Salir», de «Cerrar las demás sesiones», de un cambio de contraseña o de desactivar al usuario, la cookie ya no renueva', async () => {
      const usuario = await crearUsuario(prueba.dataSource, { rol: 'cobrador' });
      const a = await login(usuario.email, CONTRASENA_FABRICA, '10.9.0.2');
      const b = await login(usuario.email, CONTRASENA_FABRICA, '10.9.0.2');
      const c = await login(usuario.email, CONTRASENA_FABRICA, '10.9.0.2');
      expect((await renovar(cookieDe(a).par)).status).toBe(200);

      const salir = await prueba.pedir({ metodo: 'POST', ruta: '/api/auth/logout', token: a.body.token });
      expect(cookieDe(salir).cabecera).toContain('Max-Age=0');
      const tras = await renovar(cookieDe(a).par);
      esperarError(tras, 401, { message: 'La sesión terminó. Inicie sesión de nuevo', code: 'SESION_VENCIDA' });
      expect(cookieDe(tras).cabecera).toContain('Max-Age=0');

      await prueba.pedir({ metodo: 'POST', ruta: '/api/auth/sesiones/cerrar-otras', token: c.body.token });
      expect((await renovar(cookieDe(b).par)).status).toBe(401);
      expect((await renovar(cookieDe(c).par)).status).toBe(200);

      // Un administrador le cambia la contraseña (sube la versión de credenciales): la cookie ya no renueva.
      await prueba.dataSource.query(
        `UPDATE usuarios SET credenciales_version = credenciales_version + 1 WHERE id = $1`,
        [usuario.id],
      );
      expect((await renovar(cookieDe(c).par)).status).toBe(401);
      await prueba.dataSource.query(
        `UPDATE usuarios SET credenciales_version = credenciales_version - 1 WHERE id = $1`,
        [usuario.id],
      );
      expect((await renovar(cookieDe(c).par)).status).toBe(200);
      await prueba.dataSource.query(`UPDATE usuarios SET estado = 'inactivo' WHERE id = $1`, [usuario.id]);
      expect((await renovar(cookieDe(c).par)).status).toBe(401);
      expect((await perfil(c.body.token)).status).toBe(401);
    });

    it('«Salir» con la cookie sola, después de que venció el token de acceso, termina la sesión y borra la cookie', async () => {
      const usuario = await crearUsuario(prueba.dataSource, { rol: 'cobrador' });
      const a = await login(usuario.email, CONTRASENA_FABRICA, '10.9.0.4');
      const { par } = cookieDe(a);
      const salir = await prueba.pedir({
        metodo: 'POST',
        ruta: '/api/auth/logout',
        cabeceras: { cookie: par },
        ip: '10.9.0.4',
      });
      expect(salir.status).toBe(200);
      expect(salir.body).toMatchObject({ success: true, message: 'Sesión cerrada' });
      expect(cookieDe(salir).cabecera).toContain('Max-Age=0');
      expect((await renovar(par)).status).toBe(401);
      expect((await perfil(a.body.token)).status).toBe(401);
      const eventos = await prueba.dataSource.query(
        `SELECT usuario, ip, resultado FROM auditoria WHERE usuario_id = $1 AND accion = 'Cerrar sesión'`,
        [usuario.id],
      );
      expect(eventos).toEqual([{ usuario: usuario.nombre, ip: '10.9.0.4', resultado: 'exitoso' }]);
    });

    it('«Salir» con un token de acceso vencido (sin cookie) cierra su sesión: la cookie de esa sesión ya no renueva', async () => {
      const usuario = await crearUsuario(prueba.dataSource, { rol: 'cobrador' });
      const a = await login(usuario.email, CONTRASENA_FABRICA, '10.9.0.5');
      const carga = JSON.parse(Buffer.from(String(a.body.token).split('.')[1], 'base64url').toString());
      const vencido = firmarToken({ ...carga, iat: carga.iat - 3600, exp: carga.iat - 60 }, SECRETO_PRUEBAS);
      expect((await perfil(vencido)).status).toBe(401);
      expect((await prueba.pedir({ metodo: 'POST', ruta: '/api/auth/logout', token: vencido })).status).toBe(
        200,
      );
      expect((await renovar(cookieDe(a).par)).status).toBe(401);
      // Un token con otra firma no prueba ninguna sesión: 401, y la sesión de la que copia el jti sigue viva.
      const b = await login(usuario.email, CONTRASENA_FABRICA, '10.9.0.5');
      const cargaB = JSON.parse(Buffer.from(String(b.body.token).split('.')[1], 'base64url').toString());
      const falso = firmarToken(cargaB, 'otro-secreto-de-mas-de-32-caracteres-000000000');
      const r = await prueba.pedir({ metodo: 'POST', ruta: '/api/auth/logout', token: falso });
      expect(r.status).toBe(401);
      expect(r.body.code).toBe('SESION_INVALIDA');
      expect((await renovar(cookieDe(b).par)).status).toBe(200);
    });

    it('sin cookie, con otra sesión, con un secreto cambiado o basura: 401 SESION_VENCIDA, nada más', async () => {
      const usuario = await crearUsuario(prueba.dataSource, { rol: 'cobrador' });
      const a = await login(usuario.email, CONTRASENA_FABRICA, '10.9.0.3');
      const [sesion, secreto] = cookieDe(a).par.split('=')[1].split('.');
      const otroSecreto = `${secreto.slice(0, -1)}${secreto.endsWith('A') ? 'B' : 'A'}`;
      for (const cookie of [
        undefined,
        `cartera_renovacion=${sesion}.${otroSecreto}`,
        `cartera_renovacion=${sesion}`,
        'cartera_renovacion=no-es-uuid.abc',
        `otra=1; cartera_renovacion=00000000-0000-4000-8000-000000000000.${secreto}`,
        `cartera_renovacion=${"'; DROP TABLE sesiones; --"}`,
      ]) {
        const r = await renovar(cookie);
        expect({ cookie, status: r.status, code: r.body.code }).toEqual({
          cookie,
          status: 401,
          code: 'SESION_VENCIDA',
        });
      }
      expect((await renovar(`x=1; ${cookieDe(a).par}`)).status).toBe(200);
    });

    it('en producción la cookie lleva Secure', async () => {
      const entorno = { NODE_ENV: 'production', CANALES_KEY: `k1:${'A'.repeat(43)}=` };
      await conAppPrueba({ entorno }, async (produccion) => {
        const { entrada: r } = await entrarComoCobradorNuevo(produccion);
        expect(r.status).toBe(200);
        expect(cookieDe(r).cabecera).toContain('Secure');
      });
    });
  });

  it('dos aplicaciones en el mismo proceso validan cada una sus sesiones contra su propia base', async () => {
    await conAppPrueba({}, async (otra) => {
      const tokenOtra = await otra.token('cobrador1');
      expect((await otra.pedir({ metodo: 'GET', ruta: '/api/auth/profile', token: tokenOtra })).status).toBe(
        200,
      );
    });
    const token = await prueba.token('cobrador1');
    expect((await prueba.pedir({ metodo: 'GET', ruta: '/api/auth/profile', token })).status).toBe(200);
  });

  describe('límite de intentos fallidos', () => {
    it('tras 5 fallos de una cuenta desde una IP responde 429 con la espera, incluso con la contraseña correcta; otra IP sigue entrando', async () => {
      const usuario = await crearUsuario(prueba.dataSource, { rol: 'gerente' });
      for (let intento = 1; intento <= 5; intento += 1) {
        expect((await login(usuario.email, 'incorrecta', '10.9.0.1')).status).toBe(401);
      }
      const bloqueado = await login(usuario.email, CONTRASENA_FABRICA, '10.9.0.1');
      esperarError(bloqueado, 429, { message: 'Demasiados intentos fallidos. Espere 30 segundos antes de intentar de nuevo.', code: 'DEMASIADOS_INTENTOS' });
      expect((await login(usuario.email, CONTRASENA_FABRICA, '10.9.0.2')).status).toBe(200);
      // Insistir durante la espera no cuenta como fallo nuevo.
      const [{ fallos }] = await prueba.dataSource.query(
        `SELECT count(*)::int AS fallos FROM auditoria WHERE usuario = $1 AND accion = 'Inicio de sesión' AND resultado = 'fallido'`,
        [usuario.email],
      );
      expect(fallos).toBe(5);
    });

    it('la espera se duplica con cada fallo tras el límite y, pasada, la contraseña correcta entra', async () => {
      const usuario = await crearUsuario(prueba.dataSource);
      const ip = '10.9.3.1';
      const atrasar = (segundos: number) =>
        prueba.dataSource.query(
          `UPDATE intentos_login SET fecha = fecha - make_interval(secs => $1) WHERE email = $2 AND ip = $3`,
          [segundos, usuario.email, ip],
        );
      for (let intento = 1; intento <= 5; intento += 1)
        expect((await login(usuario.email, 'incorrecta', ip)).status).toBe(401);
      expect((await login(usuario.email, 'incorrecta', ip)).body.message).toContain('Espere 30 segundos');

      await atrasar(31);
      expect((await login(usuario.email, 'incorrecta', ip)).status).toBe(401);
      const segunda = await login(usuario.email, CONTRASENA_FABRICA, ip);
      expect(segunda.status).toBe(429);
      expect(segunda.body.message).toBe(
        'Demasiados intentos fallidos. Espere 1 minuto antes de intentar de nuevo.',
      );

      await atrasar(61);
      expect((await login(usuario.email, 'incorrecta', ip)).status).toBe(401);
      expect((await login(usuario.email, 'incorrecta', ip)).body.message).toContain('Espere 2 minutos');

      await atrasar(121);
      expect((await login(usuario.email, CONTRASENA_FABRICA, ip)).status).toBe(200);
      // Quien acertó no arrastra la espera: un error de tipeo después vuelve a ser un 401 simple.
      expect((await login(usuario.email, 'incorrecta', ip)).status).toBe(401);
      expect((await login(usuario.email, CONTRASENA_FABRICA, ip)).status).toBe(200);
    });

    it('los fallos desde muchas IP no bloquean la cuenta para todos: su dueño entra desde la suya; una IP desconocida espera', async () => {
      const usuario = await crearUsuario(prueba.dataSource, { rol: 'cobrador' });
      expect((await login(usuario.email, CONTRASENA_FABRICA, '10.9.5.1')).status).toBe(200);
      for (let i = 0; i < 6; i += 1)
        await insertarFallos(prueba, `10.9.4.${i + 1}`, 4, () => usuario.email, 0);
      expect((await login(usuario.email, CONTRASENA_FABRICA, '10.9.5.1')).status).toBe(200);
      expect((await login(usuario.email, CONTRASENA_FABRICA, '10.9.5.2')).status).toBe(429);
    });

    it('tras 20 fallos desde una IP con cualquier email responde 429 a esa IP', async () => {
      await insertarFallos(prueba, '10.9.1.1', 20, (i) => `intruso${i}@cartera.local`, 0);
      expect((await login('otro@cartera.local', 'x', '10.9.1.1')).status).toBe(429);
      expect((await login('otro@cartera.local', 'x', '10.9.1.2')).status).toBe(401);
    });

    it('los fallos de hace más de 15 minutos ya no cuentan', async () => {
      const usuario = await crearUsuario(prueba.dataSource);
      await insertarFallos(prueba, '10.9.2.1', 5, () => usuario.email, 16);
      expect((await login(usuario.email, CONTRASENA_FABRICA, '10.9.2.1')).status).toBe(200);
    });
  });

  describe('POST /api/auth/register', () => {
    const nuevo = (email: string) => ({
      nombre: 'Nueva Persona',
      email,
      password: 'clave-segura',
      rol: 'cobrador',
    });

    it('no es público: sin sesión 401 y para un cobrador 403', async () => {
      expect(
        (await prueba.pedir({ metodo: 'POST', ruta: '/api/auth/register', cuerpo: nuevo('a@cartera.local') }))
          .status,
      ).toBe(401);
      const cobrador = await prueba.pedir({
        metodo: 'POST',
        ruta: '/api/auth/register',
        cuerpo: nuevo('a@cartera.local'),
        token: await prueba.token('cobrador1'),
      });
      expect(cobrador.status).toBe(403);
    });

    it('un gerente registra un usuario con las reglas de POST /usuarios', async () => {
      const registrar = (cuerpo: unknown) => prueba.como('gerente').post('/api/auth/register', cuerpo);
      const r = await registrar(nuevo('registro@cartera.local'));
      expect(r.status).toBe(201);
      expect(r.body.data).toMatchObject({
        email: 'registro@cartera.local',
        rol: 'cobrador',
        estado: 'activo',
      });
      const repetido = await registrar(nuevo('REGISTRO@cartera.local'));
      expect(repetido.status).toBe(409);
      const admin = await registrar({ ...nuevo('otro.admin@cartera.local'), rol: 'admin' });
      expect(admin.status).toBe(403);
    });
  });

  describe('PUT /api/auth/password', () => {
    it('cambia la contraseña propia con la actual y devuelve un token nuevo', async () => {
      const usuario = await crearUsuario(prueba.dataSource, { rol: 'cobrador' });
      const token = await prueba.token(usuario);
      const mala = await prueba.pedir({
        metodo: 'PUT',
        ruta: '/api/auth/password',
        token,
        cuerpo: { passwordActual: 'no-es', password: 'otra-clave-1' },
      });
      expect(mala.status).toBe(400);
      expect(mala.body.errors).toEqual({ passwordActual: ['La contraseña actual no es correcta'] });

      const r = await prueba.pedir({
        metodo: 'PUT',
        ruta: '/api/auth/password',
        token,
        cuerpo: { passwordActual: CONTRASENA_FABRICA, password: 'otra-clave-1' },
      });
      expect(r.status).toBe(200);
      expect((await prueba.pedir({ metodo: 'GET', ruta: '/api/auth/profile', token })).status).toBe(401);
      expect(
        (await prueba.pedir({ metodo: 'GET', ruta: '/api/auth/profile', token: r.body.token })).status,
      ).toBe(200);
    });
  });
});
