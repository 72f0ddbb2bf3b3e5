import { useDiagnostico } from '@cartera/plataforma';
import { init } from '@module-federation/enhanced/runtime';
import { waitFor } from '@testing-library/react';
import { archivosDeRutas, cargarRutasRemoto, descargarRemoto, manifiestoYaDescargado } from './remotos';

describe('carga de remotos', () => {
  const fetchOriginal = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = fetchOriginal;
  });

  it('si remotes.json no responde, falla, lo anota en diagnóstico y el reintento vuelve a pedirlo', async () => {
    const pedir = jest.fn(async () => new Response('no encontrado', { status: 404 }));
    globalThis.fetch = pedir as unknown as typeof fetch;

    await expect(cargarRutasRemoto('mfe_clientes')).rejects.toThrow('/remotes.json respondió HTTP 404');
    await expect(cargarRutasRemoto('mfe_clientes')).rejects.toThrow('HTTP 404');

    expect(pedir).toHaveBeenCalledTimes(2);
    expect(pedir).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(
      useDiagnostico.getState().lineas.some((l) => l.origen === 'remoto' && l.texto.includes('mfe_clientes')),
    ).toBe(true);
  });

  it('usa una vez la respuesta de remotes.json que pidió el primer script de la página; el reintento pregunta al servidor', async () => {
    const pedir = jest.fn(async () => new Response('no encontrado', { status: 404 }));
    globalThis.fetch = pedir as unknown as typeof fetch;
    Object.assign(window, {
      carteraRemotosAdelantados: Promise.resolve(new Response('caído', { status: 503 })),
    });

    await expect(cargarRutasRemoto('mfe_cobros')).rejects.toThrow('/remotes.json respondió HTTP 503');
    expect(pedir).not.toHaveBeenCalled();
    await expect(cargarRutasRemoto('mfe_cobros')).rejects.toThrow('HTTP 404');
    expect(pedir).toHaveBeenCalledTimes(1);
  });

  it('la descarga ociosa de un remoto pide su entrada y los archivos de ./routes, no las copias de los compartidos que da el shell', () => {
    const manifiesto = {
      metaData: { remoteEntry: { path: '', name: 'static/js/mfe_prestamos.1a2b.js' } },
      shared: [
        {
          assets: {
            js: { sync: ['static/js/async/antd-button.js'], async: ['static/js/async/react-dom.js'] },
          },
        },
      ],
      exposes: [
        {
          name: 'routes',
          assets: {
            js: {
              sync: ['static/js/async/__federation_expose_routes.9f.js', 'static/js/async/antd-button.js'],
              async: ['static/js/async/pagina-plan.js'],
            },
            css: { sync: ['static/css/async/routes.css'], async: [] },
          },
        },
      ],
    };

    expect(archivosDeRutas(manifiesto)).toEqual({
      scripts: ['static/js/mfe_prestamos.1a2b.js', 'static/js/async/__federation_expose_routes.9f.js'],
      hojas: ['static/css/async/routes.css'],
    });
    expect(archivosDeRutas('no es un manifiesto')).toEqual({ scripts: [], hojas: [] });
  });

  it('el runtime recibe una vez el manifiesto que la descarga ociosa ya trajo, sin volver a pedirlo', async () => {
    const manifiesto = {
      metaData: { remoteEntry: { path: '', name: 'static/js/mfe_cobros.1a.js' } },
      exposes: [],
    };
    const pedir = jest.fn(async (url: RequestInfo | URL) =>
      String(url).endsWith('/remotes.json')
        ? new Response(JSON.stringify({ mfe_cobros: '/mf/mfe-cobros/mf-manifest.json' }))
        : new Response(JSON.stringify(manifiesto)),
    );
    globalThis.fetch = pedir as unknown as typeof fetch;
    // In the portal the shell's build starts the runtime.
    init({ name: 'shell', remotes: [] });

    void descargarRemoto('mfe_cobros');
    await waitFor(() => expect(pedir).toHaveBeenCalledTimes(2));
    const entregar = () => manifiestoYaDescargado.fetch?.('/mf/mfe-cobros/mf-manifest.json', {});
    let respuesta: unknown;
    await waitFor(async () => {
      respuesta = await entregar();
      expect(respuesta).toBeInstanceOf(Response);
    });
    expect(await (respuesta as Response).json()).toEqual(manifiesto);
    // Once: a retry after a failed load asks the server.
    expect(await entregar()).toBeUndefined();
    expect(pedir).toHaveBeenCalledTimes(2);
  });
});
