// Autenticación: la entrada con correo y contraseña, el perfil, las sesiones que dejan de valer y las del servidor
// («Salir» y «Cerrar las demás sesiones»). Los tokens cortos con su renovación, el límite de intentos, el registro y el
// cambio de contraseña, en auth-renovacion.e2e-spec.ts.
import { esperarError, CONTRASENA_CUENTAS, SECRETO_PRUEBAS } from './support/app-prueba';
import { crearUsuario, CONTRASENA_FABRICA } from './support/fabricas';
import { firmarToken, tokenSinFirma } from './support/tokens';
import { usarAutenticacion } from './support/autenticacion';

describe('autenticación', () => {
  const { login, abrirSesion, prueba } = usarAutenticacion();

  describe('POST /api/auth/login', () => {
    it('con credenciales correctas devuelve token y usuario arriba y en data', async () => {
      const r = await login('admin@cartera.local', CONTRASENA_CUENTAS);
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        success: true,
        message: 'Inicio de sesión exitoso',
        token: expect.any(String),
        usuario: {
          email: 'admin@cartera.local',
          rol: 'admin',
          nombre: 'Administrador Cartera',
          _id: expect.any(String),
        },
      });
      expect(r.body.data).toEqual({ token: r.body.token, usuario: r.body.usuario });
      expect(Object.keys(r.body.usuario).sort()).toEqual(
        ['_id', 'createdAt', 'email', 'estado', 'nombre', 'rol', 'telefono', 'updatedAt', 'zona'].sort(),
      );
      const cabecera = JSON.parse(Buffer.from(r.body.token.split('.')[0], 'base64url').toString());
      const carga = JSON.parse(Buffer.from(r.body.token.split('.')[1], 'base64url').toString());
      expect(cabecera.alg).toBe('HS256');
      expect(carga).toMatchObject({ sub: r.body.usuario._id, rol: 'admin', cv: 1, jti: expect.any(String) });
      expect(carga.exp - carga.iat).toBeLessThanOrEqual(15 * 60);
      expect(carga.sexp - carga.iat).toBeGreaterThan(11 * 3600);
    });

    it('el email no distingue mayúsculas y se recortan los espacios', async () => {
      const r = await login('  GERENTE@Cartera.Local ', CONTRASENA_CUENTAS);
      expect(r.status).toBe(200);
      expect(r.body.usuario.rol).toBe('gerente');
    });

    it('una contraseña incorrecta y un email desconocido reciben la misma respuesta 401', async () => {
      const incorrecta = await login('cobrador3@cartera.local', 'no-es-esta', '10.1.0.1');
      const desconocido = await login('nadie@cartera.local', 'no-es-esta', '10.1.0.1');
      const esperado = {
        success: false,
        message: 'Usuario o contraseña incorrectos',
        code: 'CREDENCIALES_INVALIDAS',
      };
      expect(incorrecta.status).toBe(401);
      expect(incorrecta.body).toEqual(esperado);
      expect(desconocido.status).toBe(401);
      expect(desconocido.body).toEqual(esperado);
    });

    it('un usuario inactivo con la contraseña correcta recibe 403', async () => {
      const inactivo = await crearUsuario(prueba.dataSource, { estado: 'inactivo' });
      const r = await login(inactivo.email, CONTRASENA_FABRICA);
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({
        success: false,
        message: 'Usuario inactivo. Contacte al administrador',
      });
    });

    it('los campos vacíos son un 400 con el mensaje de cada campo', async () => {
      const r = await login('', '');
      expect(r.status).toBe(400);
      expect(r.body).toEqual({
        success: false,
        message: 'Por favor corrige los errores en el formulario',
        code: 'VALIDACION',
        errors: { email: ['Por favor ingrese el usuario'], password: ['Por favor ingrese la contraseña'] },
      });
      const sinCuerpo = await prueba.pedir({ metodo: 'POST', ruta: '/api/auth/login', cuerpo: {} });
      expect(sinCuerpo.status).toBe(400);
      expect(sinCuerpo.body.errors).toEqual({
        email: ['Por favor ingrese el usuario'],
        password: ['Por favor ingrese la contraseña'],
      });
    });
  });

  describe('GET /api/auth/profile', () => {
    it('devuelve el usuario de la sesión, también a un cobrador', async () => {
      const token = await prueba.token('cobrador1');
      const r = await prueba.pedir({ metodo: 'GET', ruta: '/api/auth/profile', token });
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ email: 'cobrador1@cartera.local', rol: 'cobrador' });
      expect(r.body.data).not.toHaveProperty('passwordHash');
      expect(JSON.stringify(r.body)).not.toMatch(/password|credenciales/i);
    });
  });

  describe('sesiones que dejan de valer', () => {
    it('un token deja de servir cuando se cambia la contraseña', async () => {
      const usuario = await crearUsuario(prueba.dataSource, { rol: 'cobrador' });
      const token = await prueba.token(usuario);
      expect((await prueba.pedir({ metodo: 'GET', ruta: '/api/auth/profile', token })).status).toBe(200);

      const cambio = await prueba.pedir({
        metodo: 'PUT',
        ruta: `/api/usuarios/${usuario.id}/password`,
        token: await prueba.token('admin'),
        cuerpo: { password: 'una-clave-nueva' },
      });
      expect(cambio.status).toBe(200);

      const despues = await prueba.pedir({ metodo: 'GET', ruta: '/api/auth/profile', token });
      esperarError(despues, 401, { message: 'Sesión expirada o inválida', code: 'SESION_INVALIDA' });
      expect((await login(usuario.email, 'una-clave-nueva')).status).toBe(200);
    });

    it('un token deja de servir cuando se desactiva al usuario', async () => {
      const usuario = await crearUsuario(prueba.dataSource, { rol: 'cobrador' });
      const token = await prueba.token(usuario);
      const desactivar = await prueba.pedir({
        metodo: 'PUT',
        ruta: `/api/usuarios/${usuario.id}`,
        token: await prueba.token('admin'),
        cuerpo: { estado: 'inactivo' },
      });
      expect(desactivar.status).toBe(200);
      expect((await prueba.pedir({ metodo: 'GET', ruta: '/api/auth/profile', token })).status).toBe(401);
    });

    it('un token de un usuario borrado no sirve', async () => {
      const usuario = await crearUsuario(prueba.dataSource);
      const token = await prueba.token(usuario);
      await prueba.dataSource.query('DELETE FROM usuarios WHERE id = $1', [usuario.id]);
      expect((await prueba.pedir({ metodo: 'GET', ruta: '/api/auth/profile', token })).status).toBe(401);
    });

    it('rechaza tokens caducados, falsificados y sin firma', async () => {
      const admin = await prueba.cuenta('admin');
      const ahora = Math.floor(Date.now() / 1000);
      const carga = {
        sub: admin.id,
        rol: 'admin',
        cv: admin.credencialesVersion,
        jti: await abrirSesion(admin.id),
      };
      const tokens = {
        caducado: firmarToken({ ...carga, iat: ahora - 7200, exp: ahora - 60 }, SECRETO_PRUEBAS),
        otroSecreto: firmarToken(
          { ...carga, iat: ahora, exp: ahora + 600 },
          'otro-secreto-que-nadie-deberia-aceptar-jamas',
        ),
        algNone: tokenSinFirma({ ...carga, iat: ahora, exp: ahora + 600 }),
        hs512: firmarToken({ ...carga, iat: ahora, exp: ahora + 600 }, SECRETO_PRUEBAS, {
          alg: 'HS512',
          typ: 'JWT',
        }),
        basura: 'esto.no.es-un-token',
      };
      // Sanidad: la misma carga bien firmada sí sirve.
      const valido = firmarToken({ ...carga, iat: ahora, exp: ahora + 600 }, SECRETO_PRUEBAS);
      expect((await prueba.pedir({ metodo: 'GET', ruta: '/api/auth/profile', token: valido })).status).toBe(
        200,
      );
      for (const [nombre, token] of Object.entries(tokens)) {
        const r = await prueba.pedir({ metodo: 'GET', ruta: '/api/auth/profile', token });
        expect({ nombre, status: r.status, code: r.body.code }).toEqual({
          nombre,
          status: 401,
          code: 'SESION_INVALIDA',
        });
      }
    });

    it('un token ya aceptado (su firma queda verificada en memoria) deja de servir al caducar', async () => {
      const admin = await prueba.cuenta('admin');
      const ahora = Math.floor(Date.now() / 1000);
      const jti = await abrirSesion(admin.id);
      const token = firmarToken(
        { sub: admin.id, rol: 'admin', cv: admin.credencialesVersion, jti, iat: ahora, exp: ahora + 3 },
        SECRETO_PRUEBAS,
      );
      const perfil = () => prueba.pedir({ metodo: 'GET', ruta: '/api/auth/profile', token });
      expect((await perfil()).status).toBe(200);
      expect((await perfil()).status).toBe(200);
      await new Promise((resolver) => setTimeout(resolver, (ahora + 3) * 1000 - Date.now() + 50));
      const r = await perfil();
      expect({ status: r.status, code: r.body.code }).toEqual({ status: 401, code: 'SESION_INVALIDA' });
    });

    it('un token ya aceptado deja de servir en cuanto cambia la sesión del usuario (se lee en cada petición)', async () => {
      const usuario = await crearUsuario(prueba.dataSource);
      const token = await prueba.token(usuario);
      const perfil = () => prueba.pedir({ metodo: 'GET', ruta: '/api/auth/profile', token });
      expect((await perfil()).status).toBe(200);
      expect((await perfil()).status).toBe(200);
      await prueba.dataSource.query(
        'UPDATE usuarios SET credenciales_version = credenciales_version + 1 WHERE id = $1',
        [usuario.id],
      );
      expect((await perfil()).status).toBe(401);
    });
  });

  describe('sesiones en el servidor: «Salir» y «Cerrar las demás sesiones»', () => {
    const perfil = (token: string) => prueba.pedir({ metodo: 'GET', ruta: '/api/auth/profile', token });
    const jtiDe = (token: string): string =>
      JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).jti;

    it('tras «Salir» el token deja de servir al instante; otra sesión del mismo usuario sigue', async () => {
      const usuario = await crearUsuario(prueba.dataSource, { rol: 'cobrador' });
      const entrada = await login(usuario.email, CONTRASENA_FABRICA, '10.7.0.1');
      expect(entrada.status).toBe(200);
      const token = entrada.body.token as string;
      const otra = await prueba.token(usuario);
      expect((await perfil(token)).status).toBe(200);

      const salir = await prueba.pedir({ metodo: 'POST', ruta: '/api/auth/logout', token });
      expect(salir.status).toBe(200);
      expect(salir.body).toMatchObject({ success: true, message: 'Sesión cerrada' });

      const despues = await perfil(token);
      esperarError(despues, 401, { message: 'Sesión expirada o inválida', code: 'SESION_INVALIDA' });
      // Salir otra vez con el mismo token no es un error: la sesión ya está cerrada y no se audita de nuevo.
      expect((await prueba.pedir({ metodo: 'POST', ruta: '/api/auth/logout', token })).status).toBe(200);
      expect((await perfil(otra)).status).toBe(200);

      const [sesion] = await prueba.dataSource.query(
        'SELECT ip, revocada_en IS NOT NULL AS revocada FROM sesiones WHERE id = $1',
        [jtiDe(token)],
      );
      expect(sesion).toEqual({ ip: '10.7.0.1', revocada: true });
      const eventos = await prueba.dataSource.query(
        `SELECT accion, resultado FROM auditoria WHERE usuario_id = $1 AND accion = 'Cerrar sesión'`,
        [usuario.id],
      );
      expect(eventos).toEqual([{ accion: 'Cerrar sesión', resultado: 'exitoso' }]);
    });

    it('un token bien firmado sin jti, con un jti desconocido o de otro usuario no sirve', async () => {
      const admin = await prueba.cuenta('admin');
      const otro = await crearUsuario(prueba.dataSource);
      const ahora = Math.floor(Date.now() / 1000);
      const carga = {
        sub: admin.id,
        rol: 'admin',
        cv: admin.credencialesVersion,
        iat: ahora,
        exp: ahora + 600,
      };
      const tokens = {
        sinJti: firmarToken(carga, SECRETO_PRUEBAS),
        jtiDesconocido: firmarToken(
          { ...carga, jti: '6f1c2b7e-1d2a-4c3b-9e8f-0a1b2c3d4e5f' },
          SECRETO_PRUEBAS,
        ),
        jtiMalFormado: firmarToken({ ...carga, jti: "x' OR '1'='1" }, SECRETO_PRUEBAS),
        jtiDeOtro: firmarToken({ ...carga, jti: await abrirSesion(otro.id) }, SECRETO_PRUEBAS),
      };
      for (const [nombre, token] of Object.entries(tokens)) {
        const r = await perfil(token);
        expect({ nombre, status: r.status, code: r.body.code }).toEqual({
          nombre,
          status: 401,
          code: 'SESION_INVALIDA',
        });
      }
    });

    it('una sesión vencida en la base no sirve aunque el token aún no caduque', async () => {
      const usuario = await crearUsuario(prueba.dataSource);
      const token = await prueba.token(usuario);
      expect((await perfil(token)).status).toBe(200);
      await prueba.dataSource.query(
        `UPDATE sesiones SET expira_en = now() - interval '1 second' WHERE id = $1`,
        [jtiDe(token)],
      );
      expect((await perfil(token)).status).toBe(401);
    });

    it('«Cerrar las demás sesiones» revoca las otras sesiones del usuario, no la actual ni las de otros', async () => {
      const usuario = await crearUsuario(prueba.dataSource, { rol: 'gerente' });
      const vecino = await crearUsuario(prueba.dataSource, { rol: 'gerente' });
      const [actual, segunda, tercera] = [
        await prueba.token(usuario),
        await prueba.token(usuario),
        await prueba.token(usuario),
      ];
      const ajena = await prueba.token(vecino);

      const r = await prueba.pedir({
        metodo: 'POST',
        ruta: '/api/auth/sesiones/cerrar-otras',
        token: actual,
      });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        success: true,
        message: 'Se cerraron las demás sesiones',
        data: { cerradas: 2 },
      });

      expect((await perfil(actual)).status).toBe(200);
      expect((await perfil(segunda)).status).toBe(401);
      expect((await perfil(tercera)).status).toBe(401);
      expect((await perfil(ajena)).status).toBe(200);
      const eventos = await prueba.dataSource.query(
        `SELECT detalles FROM auditoria WHERE usuario_id = $1 AND accion = 'Cerrar las demás sesiones'`,
        [usuario.id],
      );
      expect(eventos).toHaveLength(1);
      expect(eventos[0].detalles).toContain('(2)');
    });
  });
});
