// El portal que sirve `npm start` manda los recursos precomprimidos en la construcción (brotli o gzip según
// Accept-Encoding) con las cabeceras de caché de cada tipo de archivo.
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { usarPortal } from './support/portal';

const JS = `console.log(${JSON.stringify('cartera '.repeat(400))});`;
const HTML = `<!doctype html><title>Cartera</title>${'<div>portal</div>'.repeat(100)}`;

describe('portal precomprimido', () => {
  const prueba = usarPortal('cartera-portal-comprimido-', {
    'static/js/main.3f2a91bc.js': JS,
    'static/js/main.3f2a91bc.js.br': brotliCompressSync(JS),
    'static/js/main.3f2a91bc.js.gz': gzipSync(JS),
    'index.html': HTML,
    'index.html.br': brotliCompressSync(HTML),
    'index.html.gz': gzipSync(HTML),
    'remotes.json': '{"mfe_cobros":"/mf/mfe-cobros/mf-manifest.json"}',
    'mf/mfe-cobros/mf-manifest.json': '{}',
  });

  const pedirCrudo = (url: string, cabeceras: Record<string, string>) =>
    prueba.app.getHttpAdapter().getInstance().inject({ method: 'GET', url, headers: cabeceras });

  it('un recurso con hash va en brotli a quien lo acepta, con Vary y caché de un año', async () => {
    const r = await pedirCrudo('/static/js/main.3f2a91bc.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(String(r.headers.vary)).toMatch(/accept-encoding/i);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.rawPayload.length).toBeLessThan(JS.length / 5);
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(JS);
  });

  it('sin brotli va en gzip; sin compresión aceptada, tal cual', async () => {
    const gz = await pedirCrudo('/static/js/main.3f2a91bc.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(JS);
    const plano = await pedirCrudo('/static/js/main.3f2a91bc.js', {});
    expect(plano.headers['content-encoding']).toBeUndefined();
    expect(plano.payload).toBe(JS);
    expect(String(plano.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('index.html, también como retorno del SPA, va comprimido y sin caché', async () => {
    for (const url of ['/', '/prestamos/123/plan']) {
      const r = await pedirCrudo(url, { accept: 'text/html', 'accept-encoding': 'br' });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-encoding']).toBe('br');
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(r.rawPayload).toString()).toBe(HTML);
    }
  });

  it('remotes.json y el manifiesto de un remoto se revalidan siempre', async () => {
    for (const url of ['/remotes.json', '/mf/mfe-cobros/mf-manifest.json']) {
      const r = await pedirCrudo(url, { 'accept-encoding': 'br' });
      expect(r.statusCode).toBe(200);
      expect(r.headers['cache-control']).toBe('no-cache');
    }
  });
});
