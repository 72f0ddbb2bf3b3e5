import { readFileSync } from 'node:fs';
import path from 'node:path';
import { init } from '@module-federation/enhanced/runtime';
import { REMOTO_POR_SEGMENTO } from './mapa';
import { archivosDeRutas, manifiestoYaDescargado, prepararRemotos } from './remotos';

/** index.html's first script (public/primer-pintado.js), as the browser gets it. */
const PRIMER_PINTADO = readFileSync(path.join(__dirname, '../../public/primer-pintado.js'), 'utf8');

/** A declaration of primer-pintado.js (the map or the function), evaluated on its own. */
function declaracion<T>(nombre: string, patron: RegExp): T {
  const fuente = PRIMER_PINTADO.match(patron)?.[0];
  if (!fuente) throw new Error(`primer-pintado.js no declara ${nombre}`);
  return new Function(`${fuente}; return ${nombre};`)() as T;
}

describe('el remoto de la primera pantalla, adelantado por el primer script de la página', () => {
  const fetchOriginal = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = fetchOriginal;
  });

  it('primer-pintado.js sabe qué remoto dibuja cada ruta y qué archivos de un manifiesto corren primero, como el shell', () => {
    const mapa = declaracion<Record<string, string>>(
      'REMOTO_POR_SEGMENTO',
      /const REMOTO_POR_SEGMENTO = \{[\s\S]*?\n\};/,
    );
    expect(mapa).toEqual(REMOTO_POR_SEGMENTO);

    const leer = declaracion<(manifiesto: unknown) => unknown>(
      'archivosDeRutas',
      /function archivosDeRutas\(manifiesto\) \{[\s\S]*?\n\}/,
    );
    const manifiesto = {
      metaData: { remoteEntry: { path: 'static/', name: 'js/mfe_prestamos.1a2b.js' } },
      shared: [
        { assets: { js: { sync: ['static/js/async/antd-button.js'], async: ['static/js/async/rd.js'] } } },
      ],
      exposes: [
        {
          name: './routes',
          assets: {
            js: {
              sync: ['static/js/async/rutas.9f.js', 'static/js/async/rd.js'],
              async: ['static/js/async/plan.js'],
            },
            css: { sync: ['static/css/async/rutas.css'], async: [] },
          },
        },
      ],
    };
    expect(leer(manifiesto)).toEqual(archivosDeRutas(manifiesto));
    expect(leer({})).toEqual(archivosDeRutas({}));
  });

  it('el runtime recibe una vez el manifiesto que pidió primer-pintado.js, sin volver a pedirlo', async () => {
    const texto = JSON.stringify({
      metaData: { remoteEntry: { path: '', name: 'static/js/mfe_prestamos.1a.js' } },
    });
    const urlManifiesto = new URL('/mf/mfe-prestamos/mf-manifest.json', window.location.href).href;
    Object.assign(window, {
      carteraRemotosAdelantados: Promise.resolve(
        new Response(JSON.stringify({ mfe_prestamos: '/mf/mfe-prestamos/mf-manifest.json' })),
      ),
      carteraManifiestoAdelantado: {
        remoto: 'mfe_prestamos',
        manifiesto: Promise.resolve({ url: urlManifiesto, texto }),
      },
    });
    const pedir = jest.fn(async () => new Response('{}'));
    globalThis.fetch = pedir as unknown as typeof fetch;
    init({ name: 'shell', remotes: [] });

    await prepararRemotos();
    const respuesta = await manifiestoYaDescargado.fetch?.('/mf/mfe-prestamos/mf-manifest.json', {});
    expect(respuesta).toBeInstanceOf(Response);
    expect(await (respuesta as Response).text()).toBe(texto);
    expect(pedir).not.toHaveBeenCalled();
    // Once: a retry after a failed load asks the server.
    expect(await manifiestoYaDescargado.fetch?.('/mf/mfe-prestamos/mf-manifest.json', {})).toBeUndefined();
  });
});
