import useFilter, { FILTROS_NO_INCLUIDOS, getFilterData } from './sinFiltrosDeColumna';
import useSelection, { SELECCION_NO_INCLUIDA, SELECTION_COLUMN } from './sinSeleccionDeFilas';
import SinPestanasEnTarjeta, { PESTANAS_NO_INCLUIDAS } from './sinPestanasEnTarjeta';
import SinEdicionDeTexto, { EDICION_NO_INCLUIDA } from './sinEdicionDeTexto';

describe('antd a medida: la tabla sin filtros de columna ni selección de filas, la tarjeta sin pestañas, el texto sin editor', () => {
  it('deja las columnas y los datos como llegan, y siempre los mismos estados vacíos', () => {
    const columnas = [
      { title: 'Monto', dataIndex: 'monto', sorter: true },
      { title: 'Cliente', children: [] },
    ];
    const [transformar, estados, filtros] = useFilter();
    expect(transformar(columnas)).toBe(columnas);
    expect(estados).toEqual([]);
    expect(filtros).toEqual({});
    const [, estadosOtraVez, filtrosOtraVez] = useFilter();
    expect(estadosOtraVez).toBe(estados);
    expect(filtrosOtraVez).toBe(filtros);
    const filas = [{ monto: 1 }];
    expect(getFilterData(filas)).toBe(filas);
  });

  it('una columna que pide el filtro de su encabezado falla con un mensaje claro, también dentro de un grupo', () => {
    const [transformar] = useFilter();
    expect(() => transformar([{ title: 'Estado', filters: [{ text: 'Activo', value: 'activo' }] }])).toThrow(
      FILTROS_NO_INCLUIDOS,
    );
    expect(() =>
      transformar([{ title: 'Grupo', children: [{ title: 'Estado', onFilter: () => true }] }]),
    ).toThrow(FILTROS_NO_INCLUIDOS);
  });

  it('sin rowSelection quita la columna de selección suelta; con rowSelection falla con un mensaje claro', () => {
    const monto = { title: 'Monto' };
    const [transformar, seleccionadas] = useSelection({}, undefined);
    expect(transformar([SELECTION_COLUMN, monto])).toEqual([monto]);
    expect(seleccionadas.size).toBe(0);
    expect(() => useSelection({}, { type: 'checkbox' })).toThrow(SELECCION_NO_INCLUIDA);
  });

  it('una tarjeta con pestañas (tabList) o un texto editable en el lugar fallan con un mensaje claro', () => {
    expect(() => SinPestanasEnTarjeta()).toThrow(PESTANAS_NO_INCLUIDAS);
    expect(() => SinEdicionDeTexto()).toThrow(EDICION_NO_INCLUIDA);
  });
});
