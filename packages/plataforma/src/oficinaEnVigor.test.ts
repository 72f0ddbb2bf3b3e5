import { act } from '@testing-library/react';
import { exito, pagina, servirApi } from '../test/servidorPrueba';
import { tokenVigente, usuarioDemo } from '../test/jwt';
import { clienteApi } from './clienteApi';
import { descargarArchivo } from './descargas';
import { elegirOficina, oficinaEnVigor, opcionesDeOficina, TODAS_LAS_OFICINAS, useOficinas } from './oficinaEnVigor';
import { cargarOficinas } from './oficinas';
import { leerPreferencias, usePreferencias } from './preferencias';
import { RUTAS_CON_OFICINA } from './rutasConOficina';
import { useSesion } from './sesion';

const CENTRO = { _id: 'a0000000-0000-4000-8000-000000000001', nombre: 'Oficina Centro' };
const NORTE = { _id: 'a0000000-0000-4000-8000-000000000002', nombre: 'Oficina Norte' };
const gerente = { ...usuarioDemo, _id: '0f6a7c2e-1111-4d8a-9a55-6d1f0a1c2b3d', nombre: 'Gabriel Gerente', rol: 'gerente' as const };

/** The offices the session sees, as if GET /api/oficinas had answered them. */
function conOficinas(...disponibles: (typeof CENTRO)[]) {
  useOficinas.setState({ usuarioId: useSesion.getState().usuario?._id ?? null, disponibles });
}

describe('la oficina en vigor', () => {
  beforeEach(() => {
    localStorage.clear();
    useSesion.getState().iniciar(tokenVigente(), usuarioDemo);
    usePreferencias.getState().restablecer();
  });
  afterEach(() => useSesion.getState().cerrar());

  it('el administrador ve «Todas» hasta que elige; una oficina que ya no existe vuelve a «Todas»', () => {
    expect(oficinaEnVigor({ rol: 'admin', disponibles: [CENTRO, NORTE], guardada: null })).toBeNull();
    expect(oficinaEnVigor({ rol: 'admin', disponibles: [CENTRO, NORTE], guardada: NORTE._id })).toBe(NORTE._id);
    expect(oficinaEnVigor({ rol: 'admin', disponibles: [CENTRO, NORTE], guardada: 'otra' })).toBeNull();
  });

  it('un gerente con varias oficinas siempre tiene una de las suyas; con una sola o un cobrador no se envía ninguna', () => {
    expect(oficinaEnVigor({ rol: 'gerente', disponibles: [CENTRO, NORTE], guardada: null })).toBe(CENTRO._id);
    expect(oficinaEnVigor({ rol: 'gerente', disponibles: [CENTRO, NORTE], guardada: 'ajena' })).toBe(CENTRO._id);
    expect(oficinaEnVigor({ rol: 'gerente', disponibles: [CENTRO], guardada: CENTRO._id })).toBeNull();
    expect(oficinaEnVigor({ rol: 'cobrador', disponibles: null, guardada: CENTRO._id })).toBeNull();
    // Before the offices arrive, the stored choice: the first screen does not wait for them.
    expect(oficinaEnVigor({ rol: 'gerente', disponibles: null, guardada: NORTE._id })).toBe(NORTE._id);
  });

  it('el selector ofrece «Todas» sólo al administrador, y nada a quien no tiene qué elegir', () => {
    expect(opcionesDeOficina('admin', [CENTRO, NORTE]).map((o) => o.label)).toEqual([
      'Todas las oficinas',
      'Oficina Centro',
      'Oficina Norte',
    ]);
    expect(opcionesDeOficina('gerente', [CENTRO, NORTE]).map((o) => o.label)).toEqual(['Oficina Centro', 'Oficina Norte']);
    expect(opcionesDeOficina('gerente', [CENTRO])).toEqual([]);
    expect(opcionesDeOficina('cobrador', [CENTRO, NORTE])).toEqual([]);
    expect(opcionesDeOficina('admin', null)).toEqual([]);
  });

  it('las listas que filtran por oficina la envían desde el cliente de la API; las demás lecturas y las escrituras no', async () => {
    const llamadas = servirApi({
      'GET /clientes': () => pagina([]),
      'GET /prestamos': () => pagina([]),
      'GET /cobros': () => pagina([]),
      'GET /usuarios': () => pagina([]),
      'POST /clientes': () => exito({}),
    });
    conOficinas(CENTRO, NORTE);
    elegirOficina(NORTE._id);
    await clienteApi.get('/api/clientes', { consulta: { page: 1, limit: 10 } });
    await clienteApi.get('/api/prestamos', { consulta: { page: 1, limit: 10 } });
    await clienteApi.get('/api/cobros', { consulta: { page: 1, limit: 10 } });
    await clienteApi.get('/api/usuarios', { consulta: { page: 1, limit: 10 } });
    expect(llamadas.map((l) => `${l.ruta} ${l.parametros.get('oficina')}`)).toEqual([
      `/clientes ${NORTE._id}`,
      `/prestamos ${NORTE._id}`,
      `/cobros ${NORTE._id}`,
      '/usuarios null',
    ]);
    expect(RUTAS_CON_OFICINA).toEqual(expect.arrayContaining(['/api/clientes', '/api/prestamos', '/api/cobros']));

    elegirOficina(TODAS_LAS_OFICINAS);
    await clienteApi.get('/api/clientes');
    expect(llamadas.at(-1)?.parametros.has('oficina')).toBe(false);
  });

  it('el exporte de préstamos la envía también; el de otra lectura no', async () => {
    const llamadas = servirApi({
      'GET /prestamos/export/csv': { binario: 'a;b', headers: { 'Content-Type': 'text/csv' } },
      'GET /auditoria/export/csv': { binario: 'a;b', headers: { 'Content-Type': 'text/csv' } },
      'GET /flujo-caja/export/xlsx': { binario: 'a;b', headers: { 'Content-Type': 'text/csv' } },
    });
    conOficinas(CENTRO, NORTE);
    elegirOficina(CENTRO._id);
    await descargarArchivo('prestamos/export/csv', 'p.csv', { estado: 'activo' });
    await descargarArchivo('auditoria/export/csv', 'a.csv');
    // A download whose route has a parameter ('/api/flujo-caja/export/{formato}') sends it too.
    await descargarArchivo('flujo-caja/export/xlsx', 'f.xlsx');
    expect(llamadas.map((l) => `${l.ruta} ${l.parametros.toString()}`)).toEqual([
      `/prestamos/export/csv oficina=${CENTRO._id}&estado=activo`,
      '/auditoria/export/csv ',
      `/flujo-caja/export/xlsx oficina=${CENTRO._id}`,
    ]);
  });

  it('la elección se guarda por cuenta en este navegador', () => {
    conOficinas(CENTRO, NORTE);
    elegirOficina(NORTE._id);
    expect(leerPreferencias(usuarioDemo._id).oficina).toBe(NORTE._id);
    act(() => useSesion.getState().iniciar(tokenVigente(), gerente));
    expect(usePreferencias.getState().oficina).toBeNull();
    act(() => useSesion.getState().iniciar(tokenVigente(), usuarioDemo));
    expect(usePreferencias.getState().oficina).toBe(NORTE._id);
  });

  it('las oficinas se piden una vez por sesión; un cobrador no las pide; si fallan no hay qué elegir', async () => {
    let veces = 0;
    servirApi({
      'GET /oficinas': () => {
        veces += 1;
        return exito([
          { ...CENTRO, codigo: 'C' },
          { ...NORTE, codigo: 'N' },
        ]);
      },
    });
    await Promise.all([cargarOficinas(), cargarOficinas()]);
    await cargarOficinas();
    expect(veces).toBe(1);
    expect(useOficinas.getState().disponibles).toEqual([CENTRO, NORTE]);

    act(() => useSesion.getState().iniciar(tokenVigente(), { ...gerente, rol: 'cobrador' }));
    await cargarOficinas();
    expect(veces).toBe(1);
    expect(useOficinas.getState().disponibles).toEqual([]);

    act(() => useSesion.getState().iniciar(tokenVigente(), gerente));
    servirApi({});
    await cargarOficinas();
    expect(useOficinas.getState().disponibles).toEqual([]);
  });
});
