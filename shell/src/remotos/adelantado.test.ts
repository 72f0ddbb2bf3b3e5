import { readFileSync } from 'node:fs';
import path from 'node:path';
import { init } from '@module-federation/enhanced/runtime';
import { PANTALLAS, type PantallaDelPortal } from '@cartera/plataforma/pantallas';
import { conPantallas } from '../../primeros-scripts';
import { archivosDeRutas, manifiestoYaDescargado, prepararRemotos } from './remotos';

/** index.html's first script (public/primer-pintado.js) as the build and `rsbuild dev` serve it: with the screens. */
const PRIMER_PINTADO = conPantallas(
  readFileSync(path.join(__dirname, '../../public/primer-pintado.js'), 'utf8'),
);

/** A declaration of primer-pintado.js (a function), evaluated on its own. */
function declaracion<T>(nombre: string, patron: RegExp): T {
  const fuente = PRIMER_PINTADO.match(patron)?.[0];
  if (!fuente) throw new Error(`primer-pintado.js no declara ${nombre}`);
  return new Function(`${fuente}; return ${nombre};`)() as T;
}

type Pagina = Window & { carteraManifiestoAdelantado?: { remoto: string } };

describe('el primer script de la página, con las pantallas del registro', () => {
  const fetchOriginal = globalThis.fetch;
  const datos = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '');

  beforeEach(() => {
    globalThis.fetch = jest.fn(async () => new Response('{}')) as unknown as typeof fetch;
    localStorage.setItem('token', `e30.${datos}.firma`);
    localStorage.setItem('usuario', JSON.stringify({ nombre: 'Ana Admin', rol: 'admin' }));
  });
  afterEach(() => {
    globalThis.fetch = fetchOriginal;
    localStorage.clear();
    document.body.replaceChildren();
    delete document.documentElement.dataset.titulo;
    delete document.documentElement.dataset.tituloDe;
    delete (window as Pagina).carteraManifiestoAdelantado;
    window.history.replaceState(null, '', '/');
  });

  /** Opens `ruta` with a saved session: the script runs, then the parser reaches the static frame's heading. */
  async function abrir(ruta: string): Promise<{ titulo: string; remoto: string | undefined }> {
    window.history.replaceState(null, '', ruta);
    new Function(PRIMER_PINTADO)();
    const encabezado = document.createElement('h3');
    encabezado.id = 'marco-titulo';
    document.body.append(encabezado);
    await new Promise((listo) => setTimeout(listo, 0));
    return {
      titulo: encabezado.textContent ?? '',
      remoto: (window as Pagina).carteraManifiestoAdelantado?.remoto,
    };
  }

  const delPortal = PANTALLAS.filter((pantalla): pantalla is PantallaDelPortal => !pantalla.pagina);
  it.each(delPortal.map((pantalla) => [pantalla.ruta, pantalla] as const))(
    'con sesión, %s pinta el marco con el título del registro y adelanta el remoto que la dibuja',
    async (ruta, { titulo, modulo }) => {
      expect(await abrir(ruta)).toEqual({ titulo, remoto: modulo === 'shell' ? undefined : modulo });
    },
  );

  it('bajo una pantalla de un remoto adelanta ese remoto; el marco va sin título (no es la pantalla del registro)', async () => {
    expect(await abrir('/clientes/nuevo')).toEqual({ titulo: '', remoto: 'mfe_clientes' });
  });

  it.each([
    ['cobrador', '/recaudos'],
    ['cobrador', '/recaudos/extractos'],
    ['gerente', '/importar'],
  ])(
    'un %s con sesión en %s, que su rol no abre, ve el marco del dashboard y no se le adelanta ese remoto',
    async (rol, ruta) => {
      localStorage.setItem('usuario', JSON.stringify({ nombre: 'Carlos', rol }));
      expect(await abrir(ruta)).toEqual({ titulo: 'Dashboard Principal', remoto: undefined });
    },
  );

  it('una construcción con un primer-pintado.js sin el lugar de las pantallas falla, no pinta sin títulos', () => {
    expect(() => conPantallas('const PANTALLAS = {};')).toThrow('primer-pintado.js');
  });
});

describe('el remoto de la primera pantalla, adelantado por el primer script de la página', () => {
  const fetchOriginal = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = fetchOriginal;
  });

  it('primer-pintado.js lee de un manifiesto los archivos que corren primero, como el shell', () => {
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
