import { tokenVigente, usuarioDemo } from '../test/jwt';
import {
  CLAVE_DIAGNOSTICO,
  instalarDiagnostico,
  obtenerInforme,
  registrarDiagnostico,
  resolverVisibilidad,
  useDiagnostico,
} from './diagnostico';
import { useSesion } from './sesion';

describe('diagnóstico', () => {
  beforeEach(() => useDiagnostico.getState().limpiar());

  it('guarda sólo las últimas 250 líneas', () => {
    for (let i = 1; i <= 300; i++) registrarDiagnostico('info', 'ruta', `/linea/${i}`);
    const { lineas } = useDiagnostico.getState();
    expect(lineas).toHaveLength(250);
    expect(lineas[0].texto).toBe('/linea/51');
    expect(lineas[249].texto).toBe('/linea/300');
  });

  it('está visible por defecto', () => {
    expect(resolverVisibilidad('')).toBe(true);
  });

  it('?diag=0 lo oculta y recuerda la elección; ?diag=1 lo vuelve a mostrar', () => {
    expect(resolverVisibilidad('?diag=0')).toBe(false);
    expect(localStorage.getItem(CLAVE_DIAGNOSTICO)).toBe('0');
    expect(resolverVisibilidad('')).toBe(false);

    expect(resolverVisibilidad('?x=1&diag=1')).toBe(true);
    expect(localStorage.getItem(CLAVE_DIAGNOSTICO)).toBe('1');
    expect(resolverVisibilidad('')).toBe(true);
  });

  it('alternar cambia la visibilidad y la guarda', () => {
    useDiagnostico.setState({ visible: true });
    useDiagnostico.getState().alternar();
    expect(useDiagnostico.getState().visible).toBe(false);
    expect(localStorage.getItem(CLAVE_DIAGNOSTICO)).toBe('0');
  });

  it('window.carteraDiagnostico() dice si hay token guardado sin mostrarlo', () => {
    instalarDiagnostico();
    const token = tokenVigente();
    useSesion.getState().iniciar(token, usuarioDemo);
    registrarDiagnostico('error', 'http', 'GET /usuarios → 500');

    const informe = window.carteraDiagnostico?.();
    expect(informe).toBeDefined();
    expect(informe?.token).toBe(true);
    expect(informe?.usuario).toEqual({
      _id: usuarioDemo._id,
      nombre: 'Ana Admin',
      email: usuarioDemo.email,
      rol: 'admin',
    });
    expect(informe?.ruta).toBe('/');
    expect(informe?.lineas.map((linea) => linea.texto)).toContain('GET /usuarios → 500');
    expect(JSON.stringify(informe)).not.toContain(token);

    useSesion.getState().cerrar();
    expect(obtenerInforme().token).toBe(false);
  });

  it('captura console.error, console.warn y los errores no atrapados', () => {
    const original = { error: console.error, warn: console.warn };
    const silencio = { error: jest.fn(), warn: jest.fn() };
    console.error = silencio.error;
    console.warn = silencio.warn;
    try {
      jest.isolateModules(() => {
        const modulo = jest.requireActual<typeof import('./diagnostico')>('./diagnostico');
        modulo.instalarDiagnostico();
        console.warn('aviso de prueba');
        console.error(new Error('fallo de prueba'), { detalle: 1 });
        window.dispatchEvent(new ErrorEvent('error', { message: 'explotó', error: new Error('explotó') }));

        const textos = modulo.useDiagnostico
          .getState()
          .lineas.map((linea) => `${linea.nivel}:${linea.origen}:${linea.texto}`);
        expect(textos).toEqual([
          'advertencia:consola:aviso de prueba',
          'error:consola:fallo de prueba {"detalle":1}',
          'error:ventana:explotó',
        ]);
      });
      // The original console still receives the calls.
      expect(silencio.warn).toHaveBeenCalledWith('aviso de prueba');
    } finally {
      console.error = original.error;
      console.warn = original.warn;
    }
  });
});
