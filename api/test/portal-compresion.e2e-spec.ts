// El portal que sirve `npm start` manda los recursos precomprimidos en la construcción (brotli o gzip según
// Accept-Encoding) con las cabeceras de caché de cada tipo de archivo.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { crearAppPrueba, type AppPrueba } from './support/app-prueba';

const JS = `console.log(${JSON.stringify('cartera '.repeat(400))});`;
const HTML = `<!doctype html><title>Cartera</title>${'<div>portal</div>'.repeat(100)}`;

describe('portal precomprimido', () => {
  let prueba: AppPrueba;
  let carpeta: string;

  beforeAll(async () => {
    carpeta = await mkdtemp(path.join(tmpdir(), 'cartera-portal-comprimido-'));
    const js = path.join(carpeta, 'static', 'js', 'main.3f2a91bc.js');
    await mkdir(path.dirname(js), { recursive: true });
    await mkdir(path.join(carpeta, 'mf', 'mfe-cobros'), { recursive: true });
    await writeFile(js, JS);
    await writeFile(`${js}.br`, brotliCompressSync(JS));
    await writeFile(`${js}.gz`, gzipSync(JS));
    await writeFile(path.join(carpeta, 'index.html'), HTML);
    await writeFile(path.join(carpeta, 'index.html.br'), brotliCompressSync(HTML));
    await writeFile(path.join(carpeta, 'index.html.gz'), gzipSync(HTML));
    await writeFile(path.join(carpeta, 'remotes.json'), '{"mfe_cobros":"/mf/mfe-cobros/mf-manifest.json"}');
    await writeFile(path.join(carpeta, 'mf', 'mfe-cobros', 'mf-manifest.json'), '{}');
    prueba = await crearAppPrueba({ entorno: { PORTAL_DIR: carpeta } });
  });
  afterAll(async () => {
    await prueba?.cerrar();
    await rm(carpeta, { recursive: true, force: true });
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
