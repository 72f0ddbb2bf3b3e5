import {
  archivosDelShell,
  CLAVE_ARCHIVOS_ARRANQUE,
  recordarArchivosDeArranque,
  recordarTrasElPrimerPintado,
  versionDelPortal,
} from './archivosDeArranque';

const entrada = (name: string) => ({ name }) as PerformanceEntry;

describe('archivos de arranque del portal', () => {
  it('toma sólo los scripts y hojas del shell (/static/), sin repetir, en el orden pedido', () => {
    const origen = 'https://cartera.test';
    const archivos = archivosDelShell(
      [
        entrada(`${origen}/static/js/index.abc.js`),
        entrada(`${origen}/api/auth/profile`),
        entrada(`${origen}/static/css/antd.def.css`),
        entrada(`${origen}/mf/clientes/static/js/remote.js`),
        entrada('https://otro.test/static/js/ajeno.js'),
        entrada(`${origen}/static/js/index.abc.js`),
        entrada(`${origen}/static/svg/logo.svg`),
        entrada('no es una url'),
      ],
      origen,
    );
    expect(archivos).toEqual(['/static/js/index.abc.js', '/static/css/antd.def.css']);
  });

  it('los guarda con la versión del portal que nombra index.html', () => {
    document.head.innerHTML = '<meta name="cartera-portal" content="/static/js/index.abc.js">';
    expect(versionDelPortal()).toBe('/static/js/index.abc.js');
    recordarArchivosDeArranque([entrada(`${window.location.origin}/static/js/bootstrap.123.js`)]);
    expect(JSON.parse(localStorage.getItem(CLAVE_ARCHIVOS_ARRANQUE) ?? 'null')).toEqual({
      portal: '/static/js/index.abc.js',
      archivos: ['/static/js/bootstrap.123.js'],
    });
  });

  it('los guarda 3 s después de la carga de la página, cuando el navegador descansa', () => {
    // The files come from the page's resource timings, which jsdom does not keep: `performance` stays real
    // and answers with one script.
    jest.useFakeTimers({ doNotFake: ['performance'] });
    Object.defineProperty(performance, 'getEntriesByType', {
      configurable: true,
      value: () => [entrada(`${window.location.origin}/static/js/bootstrap.123.js`)],
    });
    try {
      document.head.innerHTML = '<meta name="cartera-portal" content="/static/js/index.abc.js">';
      localStorage.removeItem(CLAVE_ARCHIVOS_ARRANQUE);
      // jsdom: the document has loaded and there is no requestIdleCallback (it runs at once after the pause).
      recordarTrasElPrimerPintado();
      jest.advanceTimersByTime(2999);
      expect(localStorage.getItem(CLAVE_ARCHIVOS_ARRANQUE)).toBeNull();
      jest.advanceTimersByTime(1);
      expect(JSON.parse(localStorage.getItem(CLAVE_ARCHIVOS_ARRANQUE) ?? 'null')).toEqual({
        portal: '/static/js/index.abc.js',
        archivos: ['/static/js/bootstrap.123.js'],
      });
    } finally {
      jest.useRealTimers();
      Reflect.deleteProperty(performance, 'getEntriesByType');
    }
  });

  it('sin la lista de scripts de index.html (un remoto abierto solo) no guarda nada', () => {
    document.head.innerHTML = '';
    localStorage.removeItem(CLAVE_ARCHIVOS_ARRANQUE);
    recordarArchivosDeArranque([entrada(`${window.location.origin}/static/js/bootstrap.123.js`)]);
    expect(localStorage.getItem(CLAVE_ARCHIVOS_ARRANQUE)).toBeNull();
  });
});
