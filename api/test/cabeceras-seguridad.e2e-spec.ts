// Cada respuesta, de la API y del portal servido por ella, lleva las cabeceras de seguridad; el documento del
// portal, su política de contenido con los orígenes fijos de CSP_REMOTOS (nunca los que diga remotes.json).
import { pedirAlPortal } from './support/app-prueba';
import { usarPortal } from './support/portal';

describe('cabeceras de seguridad', () => {
  const prueba = usarPortal(
    'cartera-portal-seguro-',
    {
      'index.html': '<!doctype html><title>Cartera</title>',
      'static/js/main.3f2a91bc.js': 'console.log(1)',
      'mf/mfe-cobros/mi-ruta/index.html': '<!doctype html><title>Mi Ruta</title>',
      'mf/mfe-cobros/mi-ruta/sw.js': 'self.addEventListener("install", () => {})',
      'remotes.json': JSON.stringify({
        mfe_cobros: 'https://cdn.cartera.co/mfe-cobros/mf-manifest.json',
        mfe_clientes: 'https://otro-origen.example/mfe-clientes/mf-manifest.json',
      }),
    },
    { TRUST_PROXY: 'true', CSP_REMOTOS: 'https://cdn.cartera.co' },
  );

  const comunes = (cabeceras: Record<string, unknown>) => {
    expect(cabeceras['x-content-type-options']).toBe('nosniff');
    expect(cabeceras['referrer-policy']).toBe('no-referrer');
    expect(cabeceras['x-frame-options']).toBe('DENY');
    expect(String(cabeceras['content-security-policy'])).toContain("frame-ancestors 'none'");
  };

  it('el documento del portal lleva su política: scripts sólo del portal y de CSP_REMOTOS, no de lo que diga remotes.json', async () => {
    const r = await pedirAlPortal(prueba, '/clientes');
    expect(r.status).toBe(200);
    comunes(r.headers);
    const politica = String(r.headers['content-security-policy']);
    expect(politica).toContain("script-src 'self' https://cdn.cartera.co;");
    expect(politica).not.toContain('otro-origen.example');
    expect(politica).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('las respuestas de la API, con datos de personas o de la sesión, dicen Cache-Control: no-store', async () => {
    const token = await prueba.token('admin');
    for (const ruta of [
      '/api/clientes',
      '/api/prestamos',
      '/api/mi-ruta/rechazos',
      '/api/caja/cobradores',
      '/api/auth/profile',
    ]) {
      const r = await prueba.pedir({ metodo: 'GET', ruta, token });
      expect({ ruta, status: r.status < 400, cache: r.headers['cache-control'] }).toEqual({
        ruta,
        status: true,
        cache: 'no-store',
      });
    }
    const error = await prueba.pedir({ metodo: 'GET', ruta: '/api/clientes' });
    expect(error.status).toBe(401);
    expect(error.headers['cache-control']).toBe('no-store');
  });

  it('un 304 de index.html conserva la política del portal (el navegador adopta sus cabeceras)', async () => {
    const primero = await pedirAlPortal(prueba, '/');
    const etag = String(primero.headers.etag);
    const r = await prueba.pedir({
      metodo: 'GET',
      ruta: '/',
      cabeceras: { accept: 'text/html', 'if-none-match': etag },
    });
    expect(r.status).toBe(304);
    expect(String(r.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('un script con hash sólo lleva nosniff y su caché de un año: las políticas de documento no le aplican', async () => {
    const r = await prueba.pedir({ metodo: 'GET', ruta: '/static/js/main.3f2a91bc.js' });
    expect(r.status).toBe(200);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const cabecera of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'permissions-policy',
      'cross-origin-opener-policy',
      'etag',
      'last-modified',
      'accept-ranges',
    ]) {
      expect({ cabecera, valor: r.headers[cabecera] }).toEqual({ cabecera, valor: undefined });
    }
    const seguro = await prueba.pedir({
      metodo: 'GET',
      ruta: '/static/js/main.3f2a91bc.js',
      cabeceras: { 'x-forwarded-proto': 'https' },
    });
    expect(seguro.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('los recursos sin hash y las respuestas JSON llevan la política mínima, también los errores', async () => {
    for (const [ruta, status] of [
      ['/remotes.json', 200],
      ['/static/js/no-existe.3f2a91bc.js', 404],
      ['/api/health', 200],
      ['/api/clientes', 401],
      ['/api/no-existe', 404],
    ] as const) {
      const r = await prueba.pedir({ metodo: 'GET', ruta });
      expect(r.status).toBe(status);
      comunes(r.headers);
      expect(r.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    }
  });

  it('Mi Ruta: /mi-ruta es su página (con la política del portal) y su service worker puede guardarla', async () => {
    const pagina = await pedirAlPortal(prueba, '/mi-ruta');
    expect(pagina.status).toBe(200);
    expect(pagina.body).toContain('<title>Mi Ruta</title>');
    expect(String(pagina.headers['content-security-policy'])).toContain("script-src 'self'");
    const trabajador = await prueba.pedir({ metodo: 'GET', ruta: '/mi-ruta/sw.js' });
    expect(trabajador.status).toBe(200);
    expect(trabajador.headers['service-worker-allowed']).toBe('/mi-ruta');
    expect(trabajador.headers['cache-control']).toBe('no-cache');
    // Con la política mínima (connect-src 'none') el trabajador no podría descargar la página para guardarla.
    expect(String(trabajador.headers['content-security-policy'])).toContain("connect-src 'self'");
  });

  it('HSTS sólo cuando la petición llegó por HTTPS', async () => {
    const claro = await prueba.pedir({ metodo: 'GET', ruta: '/api/health' });
    expect(claro.headers['strict-transport-security']).toBeUndefined();
    const seguro = await prueba.pedir({
      metodo: 'GET',
      ruta: '/api/health',
      cabeceras: { 'x-forwarded-proto': 'https' },
    });
    expect(seguro.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
