import { crearToken, tokenVigente, usuarioDemo } from '../test/jwt';

type ModuloSesion = typeof import('./sesion');

/** Loads a fresh copy of the module, as a page load would, with whatever localStorage holds now. */
function cargarModulo(): ModuloSesion {
  let modulo: ModuloSesion | undefined;
  jest.isolateModules(() => {
    modulo = jest.requireActual<ModuloSesion>('./sesion');
  });
  if (!modulo) throw new Error('no se cargó ./sesion');
  return modulo;
}

describe('sesión', () => {
  it('iniciar guarda el token y el usuario bajo las claves token y usuario; cerrar las borra', () => {
    const { useSesion } = cargarModulo();
    const token = tokenVigente();
    useSesion.getState().iniciar(token, usuarioDemo);

    expect(localStorage.getItem('token')).toBe(token);
    expect(JSON.parse(localStorage.getItem('usuario') ?? 'null')).toEqual(usuarioDemo);
    expect(useSesion.getState().usuario?.nombre).toBe('Ana Admin');

    useSesion.getState().cerrar();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('usuario')).toBeNull();
    expect(useSesion.getState().token).toBeNull();
  });

  it('una sesión guardada y vigente se recupera al cargar la página', () => {
    const token = tokenVigente();
    localStorage.setItem('token', token);
    localStorage.setItem('usuario', JSON.stringify(usuarioDemo));

    const { useSesion } = cargarModulo();
    expect(useSesion.getState().token).toBe(token);
    expect(useSesion.getState().usuario?.email).toBe('admin@cartera.local');
  });

  it('una sesión guardada empieza sin confirmar: el portal muestra el indicador hasta que el servidor la confirma', () => {
    localStorage.setItem('token', tokenVigente());
    localStorage.setItem('usuario', JSON.stringify(usuarioDemo));
    expect(cargarModulo().useSesion.getState().cargando).toBe(true);

    localStorage.clear();
    expect(cargarModulo().useSesion.getState().cargando).toBe(false);
  });

  it.each([
    ['usuario con JSON roto', tokenVigente(), '{"nombre":'],
    ['usuario sin campos', tokenVigente(), JSON.stringify({ nombre: 'Sin email' })],
    ['rol desconocido', tokenVigente(), JSON.stringify({ ...usuarioDemo, rol: 'supervisor' })],
    ['token vencido', crearToken({ exp: Math.floor(Date.now() / 1000) - 60 }), JSON.stringify(usuarioDemo)],
    ['token que no es JWT', 'abc', JSON.stringify(usuarioDemo)],
  ])('descarta datos guardados inválidos: %s', (_caso, token, usuario) => {
    localStorage.setItem('token', token);
    localStorage.setItem('usuario', usuario);

    const { useSesion } = cargarModulo();
    expect(useSesion.getState().token).toBeNull();
    expect(useSesion.getState().usuario).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('usuario')).toBeNull();
  });

  it('un token sin exp se acepta; uno con exp futuro también', () => {
    const { esTokenVigente } = cargarModulo();
    expect(esTokenVigente(crearToken({ sub: 'x' }))).toBe(true);
    expect(esTokenVigente(crearToken({ exp: 2_000_000_000 }), 1_000_000_000_000)).toBe(true);
    expect(esTokenVigente(crearToken({ exp: 1_000 }), 1_000_001)).toBe(false);
    // An expired access token of a session that still lasts is kept: the first call renews it.
    expect(esTokenVigente(crearToken({ exp: 1_000, sexp: 2_000_000_000 }), 1_000_001)).toBe(true);
    expect(esTokenVigente(crearToken({ exp: 1_000, sexp: 1_500 }), 1_600_000)).toBe(false);
  });
});
