import { CLAVE_FILTROS, guardarFiltros, leerFiltros, normalizarFiltros, type FiltrosPrestamos } from './filtros';

describe('filtros de préstamos en localStorage', () => {
  it('se guardan bajo prestamos.filtros y se leen igual', () => {
    const filtros: FiltrosPrestamos = {
      estado: 'mora',
      modalidad: 'diario',
      cobrador: 'k1',
      search: 'María',
      fechaDesde: '2026-11-01',
      fechaHasta: '2026-11-30',
      sort: 'estado_asc',
    };
    guardarFiltros(filtros);
    expect(JSON.parse(window.localStorage.getItem(CLAVE_FILTROS) ?? '{}')).toMatchObject({
      estado: 'mora',
      sort: 'estado_asc',
    });
    expect(leerFiltros()).toEqual(filtros);
  });

  it('sin nada guardado, o con basura, empieza por los más recientes y sin filtros', () => {
    expect(leerFiltros()).toEqual({ sort: 'createdAt_desc' });
    window.localStorage.setItem(CLAVE_FILTROS, '{no es json');
    expect(leerFiltros()).toEqual({ sort: 'createdAt_desc' });
  });

  it('descarta valores que ya no son válidos', () => {
    expect(
      normalizarFiltros({
        estado: 'perdido',
        modalidad: 'anual',
        sort: 'nombre',
        fechaDesde: '2026-02-30',
        search: '  ',
        cobrador: 3,
      }),
    ).toEqual({ sort: 'createdAt_desc' });
  });
});
