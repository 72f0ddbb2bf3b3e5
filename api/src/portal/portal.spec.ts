import { archivoMiRuta, politicaCache } from './portal';

describe('politicaCache', () => {
  it.each([
    ['index.html', 'no-cache'],
    ['remotes.json', 'no-cache'],
    ['mf/mfe-clientes/mf-manifest.json', 'no-cache'],
    ['mf/mfe-clientes/remoteEntry.js', 'no-cache'],
    ['static/js/main.3f2a91bc.js', 'public, max-age=31536000, immutable'],
    ['static/css/async/123.a1b2c3d4e5.css', 'public, max-age=31536000, immutable'],
    ['favicon.ico', 'no-cache'],
  ])('%s → %s', (archivo, politica) => {
    expect(politicaCache(archivo)).toBe(politica);
  });
});

describe('archivoMiRuta', () => {
  it.each([
    ['/mi-ruta', 'mf/mfe-cobros/mi-ruta/index.html'],
    ['/mi-ruta/', 'mf/mfe-cobros/mi-ruta/index.html'],
    ['/mi-ruta/sw.js', 'mf/mfe-cobros/mi-ruta/sw.js'],
    ['/mi-ruta/static/js/index.834d994748.js', 'mf/mfe-cobros/mi-ruta/static/js/index.834d994748.js'],
    ['/mi-rutas', null],
    ['/clientes', null],
  ])('%s → %s', (ruta, archivo) => {
    expect(archivoMiRuta(ruta)).toBe(archivo);
  });
});
