// Endurecimiento de cuentas y del inicio de sesión (issue 16): contraseña actual para cambios propios, el gerente
// sólo administra cobradores, avisos al dueño, 72 bytes, límite atómico, proxy de confianza, bloqueos agregados y
// rehash de bcrypt.
import { hash } from 'bcryptjs';
import { Usuario } from '../src/usuarios/entities/usuario.entity';
import { usarAppPrueba } from './support/app-del-archivo';
import type { AppPrueba } from './support/app-prueba';
import { entrar } from './support/autenticacion';
import { CONTRASENA_FABRICA, crearUsuario } from './support/fabricas';

const login = (prueba: AppPrueba, email: string, password: string, ip = '127.0.0.1', cabeceras?: Record<string, string>) =>
  entrar(prueba, email, password, { ip, cabeceras });

/** Un cambio a la cuenta propia (`ruta`) con la sesión de su dueño. */
const cambiarPropio = (prueba: AppPrueba, token: string, ruta: string, cuerpo: Record<string, unknown>) =>
  prueba.pedir({ metodo: 'PUT', ruta, token, cuerpo });

describe('cuentas', () => {
  const { prueba } = usarAppPrueba();

  it('cambiar la contraseña propia por /usuarios/:id/password pide la actual; con ella funciona y avisa', async () => {
    const yo = await crearUsuario(prueba.dataSource, { rol: 'gerente' });
    const token = await prueba.token(yo);
    const ruta = `/api/usuarios/${yo.id}/password`;
    const sinActual = await cambiarPropio(prueba, token, ruta, { password: 'robada-para-siempre' });
    expect(sinActual.status).toBe(400);
    expect(sinActual.body.errors).toEqual({
      passwordActual: ['Ingrese su contraseña actual para cambiar su contraseña o su email'],
    });
    const mala = await cambiarPropio(prueba, token, ruta, { password: 'robada-para-siempre', passwordActual: 'no-es-esta' });
    expect(mala.body.errors).toEqual({ passwordActual: ['La contraseña actual no es correcta'] });
    expect((await login(prueba, yo.email, CONTRASENA_FABRICA)).status).toBe(200);

    const buena = await cambiarPropio(prueba, token, ruta, { password: 'nueva-clave-propia', passwordActual: CONTRASENA_FABRICA });
    expect(buena.status).toBe(200);
    expect((await login(prueba, yo.email, 'nueva-clave-propia')).status).toBe(200);
    const nuevoToken = await prueba.token(await prueba.dataSource.getRepository(Usuario).findOneByOrFail({ id: yo.id }));
    const avisos = await prueba.pedir({ metodo: 'GET', ruta: '/api/auth/avisos', token: nuevoToken });
    expect(avisos.status).toBe(200);
    expect(avisos.body.data).toEqual([
      expect.objectContaining({ titulo: 'Contraseña cambiada', mensaje: 'Su contraseña fue cambiada por usted mismo.' }),
    ]);
  });

  it('cambiar el email propio por PUT /usuarios/:id pide la contraseña actual; los demás datos no', async () => {
    const yo = await crearUsuario(prueba.dataSource, { rol: 'admin' });
    const token = await prueba.token(yo);
    const ruta = `/api/usuarios/${yo.id}`;
    const sinActual = await cambiarPropio(prueba, token, ruta, { email: 'atacante@mal.co' });
    expect(sinActual.status).toBe(400);
    expect(sinActual.body.errors.passwordActual).toBeDefined();
    const [fila] = await prueba.dataSource.query('SELECT email FROM usuarios WHERE id = $1', [yo.id]);
    expect(fila.email).toBe(yo.email);
    expect((await cambiarPropio(prueba, token, ruta, { zona: 'Norte' })).status).toBe(200);
    const conActual = await cambiarPropio(prueba, token, ruta, { email: 'nuevo.propio@cartera.local', passwordActual: CONTRASENA_FABRICA });
    expect(conActual.status).toBe(200);
    const avisos = await prueba.dataSource.query('SELECT titulo, mensaje FROM usuarios_avisos WHERE usuario_id = $1', [yo.id]);
    expect(avisos).toEqual([
      {
        titulo: 'Email cambiado',
        mensaje: `El email de su cuenta pasó de ${yo.email} a nuevo.propio@cartera.local; lo cambió usted mismo.`,
      },
    ]);
    const [evento] = await prueba.dataSource.query(
      `SELECT detalles FROM auditoria WHERE accion = 'Actualizar usuario' AND usuario_id = $1 ORDER BY fecha DESC LIMIT 1`,
      [yo.id],
    );
    expect(evento.detalles).toContain(`email cambiado (antes ${yo.email})`);
  });

  it('el gerente sólo administra cobradores: ni contraseña ni email de otro gerente, ni ascensos a gerente', async () => {
    const gerente = await prueba.token('gerente');
    const otroGerente = await crearUsuario(prueba.dataSource, { rol: 'gerente' });
    const cobrador = await crearUsuario(prueba.dataSource, { rol: 'cobrador' });
    const casos = [
      { metodo: 'PUT' as const, ruta: `/api/usuarios/${otroGerente.id}/password`, cuerpo: { password: 'clave-segura' } },
      { metodo: 'PUT' as const, ruta: `/api/usuarios/${otroGerente.id}`, cuerpo: { email: 'robo@cartera.local' } },
      { metodo: 'DELETE' as const, ruta: `/api/usuarios/${otroGerente.id}` },
      { metodo: 'PUT' as const, ruta: `/api/usuarios/${cobrador.id}`, cuerpo: { rol: 'gerente' } },
      {
        metodo: 'POST' as const,
        ruta: '/api/usuarios',
        cuerpo: { nombre: 'Gerente Nuevo', email: 'g.nuevo@cartera.local', password: 'clave-segura', rol: 'gerente' },
      },
    ];
    for (const caso of casos) {
      const r = await prueba.pedir({ ...caso, token: gerente });
      expect({ ruta: caso.ruta, status: r.status, body: r.body }).toEqual({
        ruta: caso.ruta,
        status: 403,
        body: { success: false, message: 'Un gerente sólo administra cuentas de cobrador', code: 'SOLO_COBRADORES' },
      });
    }
    const filas = await prueba.dataSource.query('SELECT rol, email FROM usuarios WHERE id = ANY($1) ORDER BY rol', [
      [otroGerente.id, cobrador.id],
    ]);
    expect(filas).toEqual([
      { rol: 'cobrador', email: cobrador.email },
      { rol: 'gerente', email: otroGerente.email },
    ]);
    // A un cobrador sí le cambia la contraseña (sin la actual: no es la suya), y el cobrador recibe el aviso.
    const r = await prueba.pedir({
      metodo: 'PUT',
      ruta: `/api/usuarios/${cobrador.id}/password`,
      token: gerente,
      cuerpo: { password: 'clave-del-cobrador' },
    });
    expect(r.status).toBe(200);
    const [aviso] = await prueba.dataSource.query('SELECT mensaje FROM usuarios_avisos WHERE usuario_id = $1', [cobrador.id]);
    expect(aviso.mensaje).toMatch(/^Su contraseña fue cambiada por /);
    expect(aviso.mensaje).not.toContain('usted mismo');
  });

  it('una contraseña de más de 72 bytes se rechaza aunque tenga menos de 72 caracteres', async () => {
    const admin = await prueba.token('admin');
    const cuerpo = (password: string) => ({
      nombre: 'Bytes',
      email: `bytes.${password.length}.${Buffer.byteLength(password)}@cartera.local`,
      password,
      rol: 'cobrador',
    });
    const larga = 'ñ'.repeat(37); // 37 caracteres, 74 bytes
    const r = await prueba.pedir({ metodo: 'POST', ruta: '/api/usuarios', token: admin, cuerpo: cuerpo(larga) });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({
      password: ['La contraseña no puede superar 72 bytes (las letras con tilde o ñ cuentan doble)'],
    });
    expect((await prueba.pedir({ metodo: 'POST', ruta: '/api/usuarios', token: admin, cuerpo: cuerpo('ñ'.repeat(36)) })).status).toBe(201);
  });

  it('GET /api/cobradores no le muestra a un cobrador los datos de los demás cobradores', async () => {
    const cobrador = await prueba.token('cobrador1');
    const lista = await prueba.pedir({ metodo: 'GET', ruta: '/api/cobradores?limit=100', token: cobrador });
    expect(lista.status).toBe(200);
    expect(lista.body.data.data.map((c: { email: string }) => c.email)).toEqual(['cobrador1@cartera.local']);
    const admin = await prueba.pedir({ metodo: 'GET', ruta: '/api/cobradores?limit=100', token: await prueba.token('admin') });
    const otro = admin.body.data.data.find((c: { email: string }) => c.email !== 'cobrador1@cartera.local');
    expect(otro).toHaveProperty('email');
    const ajena = await prueba.pedir({ metodo: 'GET', ruta: `/api/cobradores/${otro._id}`, token: cobrador });
    expect(ajena.status).toBe(404);
    expect(JSON.stringify(ajena.body)).not.toContain(otro.email);
  });

  it('la paginación profunda (page × limit > 10.000) es un 400 claro', async () => {
    const admin = await prueba.token('admin');
    const r = await prueba.pedir({ metodo: 'GET', ruta: '/api/usuarios?page=101&limit=100', token: admin });
    expect(r.status).toBe(400);
    expect(r.body.errors.page).toEqual([
      'No se puede paginar más allá del registro 10.000: use los filtros o la búsqueda para acotar la lista',
    ]);
    expect((await prueba.pedir({ metodo: 'GET', ruta: '/api/usuarios?page=100&limit=100', token: admin })).status).toBe(200);
  });

  it('el cuerpo de una petición común no pasa de 100 KB; las rutas de clientes (foto) admiten más', async () => {
    const admin = await prueba.token('admin');
    const grande = { nombre: 'x'.repeat(150 * 1024) };
    const r = await prueba.pedir({ metodo: 'POST', ruta: '/api/usuarios', token: admin, cuerpo: grande });
    expect(r.status).toBe(413);
    expect(r.body).toEqual({ success: false, message: 'La solicitud es demasiado grande', code: 'CUERPO_DEMASIADO_GRANDE' });
    // 150 KB en POST /api/clientes llega a la validación (400), no se corta por tamaño.
    const cliente = await prueba.pedir({ metodo: 'POST', ruta: '/api/clientes', token: admin, cuerpo: grande });
    expect(cliente.status).toBe(400);
  });
});

describe('inicio de sesión', () => {
  const { prueba } = usarAppPrueba();

  it('50 contraseñas incorrectas en paralelo prueban como mucho 5: el resto es 429', async () => {
    const usuario = await crearUsuario(prueba.dataSource);
    const respuestas = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(prueba, usuario.email, `incorrecta-${i}`, '10.20.0.1')),
    );
    const estados = respuestas.map((r) => r.status);
    expect(estados.filter((s) => s === 401)).toHaveLength(5);
    expect(estados.filter((s) => s === 429)).toHaveLength(45);
    // Los rechazos por el límite no llenan la auditoría: un evento por ventana y un contador aparte.
    const [{ bloqueados }] = await prueba.dataSource.query(
      `SELECT count(*)::int AS bloqueados FROM auditoria WHERE usuario = $1 AND accion = 'Inicio de sesión bloqueado'`,
      [usuario.email],
    );
    expect(bloqueados).toBe(1);
    const [bloqueo] = await prueba.dataSource.query(`SELECT cantidad FROM bloqueos_login WHERE email = $1`, [usuario.email]);
    expect(bloqueo.cantidad).toBe(45);
  });

  it('sin bloqueo de la cuenta para todos: tras 10 fallos desde IP distintas su dueño entra desde la suya (issue 38); desde una desconocida espera', async () => {
    const usuario = await crearUsuario(prueba.dataSource);
    expect((await login(prueba, usuario.email, CONTRASENA_FABRICA, '10.21.9.9')).status).toBe(200);
    for (let i = 0; i < 10; i += 1) {
      expect((await login(prueba, usuario.email, 'mala', `10.21.0.${i + 1}`)).status).toBe(401);
    }
    expect((await login(prueba, usuario.email, CONTRASENA_FABRICA, '10.21.9.9')).status).toBe(200);
    // Quien reparte sus intentos entre muchas IP no sigue probando: la cuenta desde una IP desconocida espera.
    expect((await login(prueba, usuario.email, 'mala', '10.21.8.8')).status).toBe(429);
  });

  it('un hash bcrypt antiguo sigue valiendo y se rehace con argon2id al entrar', async () => {
    const usuario = await crearUsuario(prueba.dataSource);
    await prueba.dataSource.query('UPDATE usuarios SET password_hash = $1 WHERE id = $2', [
      await hash(CONTRASENA_FABRICA, 4),
      usuario.id,
    ]);
    expect((await login(prueba, usuario.email, CONTRASENA_FABRICA, '10.22.0.1')).status).toBe(200);
    const [fila] = await prueba.dataSource.query('SELECT password_hash FROM usuarios WHERE id = $1', [usuario.id]);
    expect(fila.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await login(prueba, usuario.email, CONTRASENA_FABRICA, '10.22.0.1')).status).toBe(200);
    expect((await login(prueba, usuario.email, 'otra-cosa', '10.22.0.1')).status).toBe(401);
  });

  it('sin TRUST_PROXY, un X-Forwarded-For falsificado no cambia la IP ni reinicia el límite', async () => {
    const usuario = await crearUsuario(prueba.dataSource);
    for (let i = 0; i < 5; i += 1) {
      const r = await login(prueba, usuario.email, 'mala', '10.23.0.1', { 'x-forwarded-for': `1.1.1.${i}` });
      expect(r.status).toBe(401);
    }
    const forjada = await login(prueba, usuario.email, CONTRASENA_FABRICA, '10.23.0.1', { 'x-forwarded-for': '9.9.9.9' });
    expect(forjada.status).toBe(429);
    const ips = await prueba.dataSource.query('SELECT DISTINCT ip FROM intentos_login WHERE email = $1', [usuario.email]);
    expect(ips).toEqual([{ ip: '10.23.0.1' }]);
  });
});

describe('inicio de sesión detrás de un proxy (TRUST_PROXY=1)', () => {
  const { prueba } = usarAppPrueba({ entorno: { TRUST_PROXY: '1' } });

  it('se toma la IP que agregó el proxy; lo que el cliente ponga antes en X-Forwarded-For no reinicia el límite', async () => {
    const usuario = await crearUsuario(prueba.dataSource);
    // El proxy (127.0.0.1) agrega la IP real del cliente (203.0.113.7) al final; el cliente inventa lo de antes.
    for (let i = 0; i < 5; i += 1) {
      const r = await login(prueba, usuario.email, 'mala', '127.0.0.1', { 'x-forwarded-for': `6.6.6.${i}, 203.0.113.7` });
      expect(r.status).toBe(401);
    }
    const r = await login(prueba, usuario.email, CONTRASENA_FABRICA, '127.0.0.1', {
      'x-forwarded-for': '8.8.8.8, 203.0.113.7',
    });
    expect(r.status).toBe(429);
    const ips = await prueba.dataSource.query('SELECT DISTINCT ip FROM intentos_login WHERE email = $1', [usuario.email]);
    expect(ips).toEqual([{ ip: '203.0.113.7' }]);
  });
});

describe('producción', () => {
  const { prueba } = usarAppPrueba({
    entorno: { NODE_ENV: 'production', CANALES_KEY: `k1:${'A'.repeat(43)}=` },
  });

  it('/api/docs y /api/docs-json no existen sin API_DOCS=true', async () => {
    expect((await prueba.pedir({ metodo: 'GET', ruta: '/api/docs' })).status).toBe(404);
    expect((await prueba.pedir({ metodo: 'GET', ruta: '/api/docs-json' })).status).toBe(404);
  });
});
