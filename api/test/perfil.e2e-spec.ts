// Mi Perfil: cada cuenta, de cualquier rol, cambia su nombre, email y teléfono (el email pide la contraseña actual
// y debe ser único) y su contraseña (pide la actual; las demás sesiones terminan y la actual recibe token nuevo).
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { entrar } from './support/autenticacion';
import { CONTRASENA_FABRICA, crearUsuario } from './support/fabricas';

describe('Mi Perfil (cuenta propia)', () => {
  const perfil = (token: string | undefined, cuerpo: unknown) =>
    prueba.pedir({ metodo: 'PUT', ruta: '/api/auth/perfil', token, cuerpo });
  const login = (email: string, password: string) => entrar(prueba, email, password);
  const fila = async (id: string): Promise<Json> =>
    (await prueba.dataSource.query(`SELECT nombre, email, telefono, rol, estado, password_hash FROM usuarios WHERE id = $1`, [id]))[0];

  const { prueba } = usarAppPrueba();

  describe('PUT /api/auth/perfil', () => {
    it('un cobrador cambia su nombre y su teléfono sin contraseña; queda auditado', async () => {
      const usuario = await crearUsuario(prueba.dataSource, { rol: 'cobrador', nombre: 'Carlos Cobra' });
      const token = await prueba.token(usuario);
      const r = await perfil(token, { nombre: '  Carlos Cobrador  ', telefono: '300 123 4567' });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ success: true, message: 'Perfil actualizado exitosamente' });
      expect(r.body.data).toMatchObject({ _id: usuario.id, nombre: 'Carlos Cobrador', telefono: '3001234567', rol: 'cobrador' });
      expect(r.body.data).not.toHaveProperty('passwordHash');
      const leido = await prueba.pedir({ metodo: 'GET', ruta: '/api/auth/profile', token });
      expect(leido.body.data).toMatchObject({ nombre: 'Carlos Cobrador', telefono: '3001234567' });
      const [ev]: Json[] = await prueba.dataSource.query(
        `SELECT usuario, modulo, detalles, datos_anteriores, datos_nuevos FROM auditoria
          WHERE accion = 'Actualizar perfil' AND usuario_id = $1`,
        [usuario.id],
      );
      expect(ev).toMatchObject({ usuario: 'Carlos Cobrador', modulo: 'Autenticación' });
      expect(ev.detalles).toContain('nombre, telefono');
      expect(ev.datos_anteriores).toMatchObject({ nombre: 'Carlos Cobra', telefono: null });
      expect(ev.datos_nuevos).toMatchObject({ nombre: 'Carlos Cobrador', telefono: '3001234567' });
    });

    it('cambiar el email pide la contraseña actual correcta; luego se entra con el email nuevo', async () => {
      const usuario = await crearUsuario(prueba.dataSource, { rol: 'gerente' });
      const token = await prueba.token(usuario);
      const sin = await perfil(token, { email: 'nuevo.gerente@prueba.local' });
      expect(sin.status).toBe(400);
      expect(sin.body.errors).toEqual({ passwordActual: ['Ingrese su contraseña actual para cambiar su contraseña o su email'] });
      const mala = await perfil(token, { email: 'nuevo.gerente@prueba.local', passwordActual: 'no-es-esta' });
      expect(mala.status).toBe(400);
      expect(mala.body.errors).toEqual({ passwordActual: ['La contraseña actual no es correcta'] });
      expect((await fila(usuario.id)).email).toBe(usuario.email);

      const r = await perfil(token, { email: 'Nuevo.Gerente@Prueba.local ', passwordActual: CONTRASENA_FABRICA });
      expect(r.status).toBe(200);
      expect(r.body.data.email).toBe('nuevo.gerente@prueba.local');
      // El email no es una credencial del token: la sesión sigue.
      expect((await prueba.pedir({ metodo: 'GET', ruta: '/api/auth/profile', token })).status).toBe(200);
      expect((await login('nuevo.gerente@prueba.local', CONTRASENA_FABRICA)).status).toBe(200);
      expect((await login(usuario.email, CONTRASENA_FABRICA)).status).toBe(401);
      const avisos = await prueba.pedir({ metodo: 'GET', ruta: '/api/auth/avisos', token });
      expect(avisos.body.data[0]).toMatchObject({ titulo: 'Email cambiado' });
    });

    it('un email de otra cuenta es 409 en el campo email y no cambia nada', async () => {
      const otro = await crearUsuario(prueba.dataSource, { rol: 'cobrador' });
      const usuario = await crearUsuario(prueba.dataSource, { rol: 'cobrador', nombre: 'Sin Cambios' });
      const token = await prueba.token(usuario);
      const antes = await fila(usuario.id);
      const r = await perfil(token, { nombre: 'Otro Nombre', email: otro.email.toUpperCase(), passwordActual: CONTRASENA_FABRICA });
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({ success: false, code: 'EMAIL_DUPLICADO', errors: { email: ['Ya existe un usuario con ese email'] } });
      expect(await fila(usuario.id)).toEqual(antes);
    });

    it('rechaza datos malos, rol, estado y campos ajenos sin cambiar nada; sin sesión es 401', async () => {
      const usuario = await crearUsuario(prueba.dataSource, { rol: 'cobrador' });
      const token = await prueba.token(usuario);
      const antes = await fila(usuario.id);
      const casos: Array<[unknown, string]> = [
        [{ nombre: '   ' }, 'nombre'],
        [{ nombre: 'x'.repeat(121) }, 'nombre'],
        [{ email: 'no-es-email', passwordActual: CONTRASENA_FABRICA }, 'email'],
        [{ telefono: '123' }, 'telefono'],
        [{ rol: 'admin' }, 'rol'],
        [{ estado: 'inactivo' }, 'estado'],
        [{ zona: 'Norte' }, 'zona'],
      ];
      for (const [cuerpo, campo] of casos) {
        const r = await perfil(token, cuerpo);
        expect(r.status).toBe(400);
        expect(r.body).toMatchObject({ success: false });
        expect(Object.keys(r.body.errors ?? {})).toContain(campo);
      }
      expect(await fila(usuario.id)).toEqual(antes);
      expect((await perfil(undefined, { nombre: 'Nadie' })).status).toBe(401);
    });

    it('el admin también edita su propio perfil por aquí', async () => {
      const admin = await crearUsuario(prueba.dataSource, { rol: 'admin', nombre: 'Admin Viejo' });
      const r = await perfil(await prueba.token(admin), { nombre: 'Admin Nuevo' });
      expect(r.status).toBe(200);
      expect(await fila(admin.id)).toMatchObject({ nombre: 'Admin Nuevo', rol: 'admin', estado: 'activo' });
    });
  });

  describe('PUT /api/auth/password', () => {
    it('con la actual incorrecta es 400 y nada cambia; con la correcta cierra las otras sesiones y da token nuevo', async () => {
      const usuario = await crearUsuario(prueba.dataSource, { rol: 'cobrador' });
      const sesionA = (await login(usuario.email, CONTRASENA_FABRICA)).body.token as string;
      const sesionB = (await login(usuario.email, CONTRASENA_FABRICA)).body.token as string;
      const hashAntes = (await fila(usuario.id)).password_hash;

      const mala = await prueba.pedir({
        metodo: 'PUT', ruta: '/api/auth/password', token: sesionA,
        cuerpo: { passwordActual: 'equivocada', password: 'clave-nueva-1' },
      });
      expect(mala.status).toBe(400);
      expect(mala.body.errors).toEqual({ passwordActual: ['La contraseña actual no es correcta'] });
      expect((await fila(usuario.id)).password_hash).toBe(hashAntes);
      expect((await prueba.pedir({ metodo: 'GET', ruta: '/api/auth/profile', token: sesionB })).status).toBe(200);

      const r = await prueba.pedir({
        metodo: 'PUT', ruta: '/api/auth/password', token: sesionA,
        cuerpo: { passwordActual: CONTRASENA_FABRICA, password: 'clave-nueva-1' },
      });
      expect(r.status).toBe(200);
      expect(r.body.data.usuario).toMatchObject({ _id: usuario.id });
      const nuevo = r.body.token as string;
      expect(nuevo).toBe(r.body.data.token);
      // La OTRA sesión (y la vieja de esta misma) terminan; el token nuevo sigue.
      expect((await prueba.pedir({ metodo: 'GET', ruta: '/api/auth/profile', token: sesionB })).status).toBe(401);
      expect((await prueba.pedir({ metodo: 'GET', ruta: '/api/auth/profile', token: sesionA })).status).toBe(401);
      expect((await prueba.pedir({ metodo: 'GET', ruta: '/api/auth/profile', token: nuevo })).status).toBe(200);
      expect((await login(usuario.email, 'clave-nueva-1')).status).toBe(200);
      expect((await login(usuario.email, CONTRASENA_FABRICA)).status).toBe(401);
    });

    it('la nueva debe tener el largo mínimo y no cambia nada si no', async () => {
      const usuario = await crearUsuario(prueba.dataSource, { rol: 'gerente' });
      const token = await prueba.token(usuario);
      const r = await prueba.pedir({
        metodo: 'PUT', ruta: '/api/auth/password', token, cuerpo: { passwordActual: CONTRASENA_FABRICA, password: '123' },
      });
      expect(r.status).toBe(400);
      expect(Object.keys(r.body.errors)).toEqual(['password']);
      expect((await prueba.pedir({ metodo: 'GET', ruta: '/api/auth/profile', token })).status).toBe(200);
    });
  });
});
