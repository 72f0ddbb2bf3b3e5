// Lo que comparte toda la API: salud, errores uniformes, documentación y portal.
import { usarAppPrueba } from './support/app-del-archivo';
import { esperarError, pedirAlPortal } from './support/app-prueba';
import { usarPortal } from './support/portal';

describe('plataforma de la API', () => {

  const { prueba } = usarAppPrueba();

  it('GET /api/health responde que el proceso vive, sin sesión (sin supervisor: ningún reinicio)', async () => {
    const r = await prueba.pedir({ metodo: 'GET', ruta: '/api/health' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      success: true,
      data: { status: 'ok', reinicios: 0, ultimoReinicio: null },
      message: expect.any(String),
    });
  });

  it('GET /api/health/ready responde 200 cuando la base contesta', async () => {
    const r = await prueba.pedir({ metodo: 'GET', ruta: '/api/health/ready' });
    expect(r.status).toBe(200);
    expect(r.body.data.status).toBe('ok');
  });

  it('una ruta desconocida de la API es un 404 en JSON', async () => {
    for (const metodo of ['GET', 'POST', 'DELETE'] as const) {
      const r = await prueba.pedir({ metodo, ruta: '/api/no-existe/123' });
      esperarError(r, 404, { message: 'Recurso no encontrado', code: 'NO_ENCONTRADO' });
    }
  });

  it('un JSON mal formado es un 400 con mensaje en español', async () => {
    const r = await prueba.pedir({
      metodo: 'POST',
      ruta: '/api/auth/login',
      cuerpoCrudo: '{"email": "a@b.co",',
    });
    esperarError(r, 400, { message: 'El cuerpo de la solicitud no es JSON válido', code: 'JSON_INVALIDO' });
  });

  it('sin token, un endpoint protegido responde 401', async () => {
    const r = await prueba.pedir({ metodo: 'GET', ruta: '/api/usuarios' });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ success: false, code: 'NO_AUTENTICADO' });
  });

  it('un id que no es UUID es un 400, nunca un 500', async () => {
    const token = await prueba.token('admin');
    for (const ruta of ['/api/usuarios/abc', '/api/cobradores/123', "/api/usuarios/1'%20OR%201=1"]) {
      const r = await prueba.pedir({ metodo: 'GET', ruta, token });
      esperarError(r, 400, { message: 'El identificador no es válido', code: 'ID_INVALIDO' });
    }
  });

  it('una escritura sobre un recurso (@Peticion) mira el id antes que el cuerpo, y el OpenAPI publica los dos', async () => {
    const token = await prueba.token('admin');
    for (const ruta of ['/api/usuarios/abc', '/api/garantias/123']) {
      const r = await prueba.pedir({ metodo: 'PUT', ruta, token, cuerpo: { nombre: 7 } });
      esperarError(r, 400, { message: 'El identificador no es válido', code: 'ID_INVALIDO' });
    }
    const { body } = await prueba.pedir({ metodo: 'GET', ruta: '/api/docs-json' });
    const actualizar = body.paths['/api/usuarios/{id}'].put;
    expect(actualizar.parameters).toEqual([{ name: 'id', required: true, in: 'path', schema: { type: 'string' } }]);
    expect(actualizar.requestBody).toMatchObject({ required: true, content: { 'application/json': {} } });
  });

  it('una escritura sin id (@Escritura) valida el cuerpo con su esquema y el OpenAPI lo publica', async () => {
    const token = await prueba.token('admin');
    const r = await prueba.pedir({ metodo: 'POST', ruta: '/api/oficinas', token, cuerpo: { codigo: 7 } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, code: 'VALIDACION' });
    expect(Object.keys(r.body.errors)).toEqual(expect.arrayContaining(['codigo', 'nombre']));
    const { body } = await prueba.pedir({ metodo: 'GET', ruta: '/api/docs-json' });
    const crear = body.paths['/api/oficinas'].post;
    expect(crear.parameters ?? []).toEqual([]);
    expect(crear.requestBody).toMatchObject({ required: true, content: { 'application/json': {} } });
  });

  it('publica el documento OpenAPI en /api/docs-json con autenticación bearer, y la interfaz en /api/docs', async () => {
    const json = await prueba.pedir({ metodo: 'GET', ruta: '/api/docs-json' });
    expect(json.status).toBe(200);
    expect(json.body.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(json.body.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/usuarios/{id}']),
    );
    const ui = await prueba.pedir({ metodo: 'GET', ruta: '/api/docs' });
    expect(ui.status).toBe(200);
    expect(String(ui.headers['content-type'])).toContain('text/html');
  });
});

describe('salud de una API que el supervisor de npm start reinició', () => {

  const { prueba } = usarAppPrueba({
    entorno: {
      CARTERA_REINICIOS: '3',
      CARTERA_ULTIMO_REINICIO: '2026-11-28T12:05:00.000Z',
      CARTERA_CAUSA_REINICIO: 'señal SIGKILL',
    },
  });

  it('GET /api/health dice cuántos reinicios hubo, cuándo fue el último y por qué terminó el proceso anterior', async () => {
    const r = await prueba.pedir({ metodo: 'GET', ruta: '/api/health' });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({
      status: 'ok',
      reinicios: 3,
      ultimoReinicio: { fecha: '2026-11-28T12:05:00.000Z', causa: 'señal SIGKILL' },
    });
  });
});

describe('sonda de preparación sin base de datos', () => {

  const { prueba } = usarAppPrueba();

  it('GET /api/health/ready responde 503 cuando la base no contesta, y /api/health sigue en 200', async () => {
    await prueba.dataSource.destroy();
    const r = await prueba.pedir({ metodo: 'GET', ruta: '/api/health/ready' });
    esperarError(r, 503, { message: 'Base de datos no disponible', code: 'NO_DISPONIBLE' });
    const vivo = await prueba.pedir({ metodo: 'GET', ruta: '/api/health' });
    expect(vivo.status).toBe(200);
  });
});

describe('portal servido por la API (PORTAL_DIR)', () => {
  const prueba = usarPortal('cartera-portal-', {
    'index.html': '<!doctype html><title>Cartera</title>',
    'remotes.json': '{"mfe_clientes":"/mf/mfe-clientes/mf-manifest.json"}',
    'static/js/main.3f2a91bc.js': 'console.log(1)',
    'mf/mfe-clientes/mf-manifest.json': '{}',
  });

  it('sirve index.html en / sin caché', async () => {
    const r = await pedirAlPortal(prueba, '/');
    expect(r.status).toBe(200);
    expect(r.body).toContain('<title>Cartera</title>');
    expect(r.headers['cache-control']).toBe('no-cache');
  });

  it('los recursos con hash se guardan un año; remotes.json y mf-manifest.json se revalidan', async () => {
    const js = await prueba.pedir({ metodo: 'GET', ruta: '/static/js/main.3f2a91bc.js' });
    expect(js.status).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const ruta of ['/remotes.json', '/mf/mfe-clientes/mf-manifest.json']) {
      const r = await prueba.pedir({ metodo: 'GET', ruta });
      expect(r.status).toBe(200);
      expect(r.headers['cache-control']).toBe('no-cache');
    }
  });

  it('una ruta del SPA pedida por el navegador recibe index.html', async () => {
    const r = await pedirAlPortal(prueba, '/clientes/nuevo', 'text/html,*/*');
    expect(r.status).toBe(200);
    expect(r.body).toContain('<title>Cartera</title>');
  });

  it('un archivo que no existe (sin text/html) es un 404, y /api/* desconocido sigue siendo JSON', async () => {
    const js = await pedirAlPortal(prueba, '/static/js/no-existe.js', '*/*');
    expect(js.status).toBe(404);
    const api = await pedirAlPortal(prueba, '/api/nada');
    esperarError(api, 404, { message: 'Recurso no encontrado', code: 'NO_ENCONTRADO' });
  });

  it('no sale de la carpeta del portal', async () => {
    const r = await pedirAlPortal(prueba, '/..%2f..%2fetc%2fpasswd', '*/*');
    expect(r.status).toBe(404);
    expect(String(r.body)).not.toContain('root:');
  });

  it('la API sigue funcionando junto al portal', async () => {
    const r = await prueba.pedir({ metodo: 'GET', ruta: '/api/health' });
    expect(r.status).toBe(200);
  });
});
