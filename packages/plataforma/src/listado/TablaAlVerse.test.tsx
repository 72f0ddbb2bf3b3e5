import { render, screen } from '@testing-library/react';
import { TablaAlVerse, altoEstimado } from './TablaAlVerse';

describe('TablaAlVerse', () => {
  it('sin IntersectionObserver (un navegador viejo) pinta la tabla en el mismo render', () => {
    render(
      <TablaAlVerse<{ _id: string; nombre: string }>
        rowKey="_id"
        columns={[{ title: 'Cliente', dataIndex: 'nombre' }]}
        dataSource={[{ _id: '1', nombre: 'Luz Ángela Zuluaga' }]}
      />,
    );
    expect(screen.getByRole('cell', { name: 'Luz Ángela Zuluaga' })).toBeInTheDocument();
  });

  it('el marco mide lo que medirá la tabla: cabecera, las filas de una página y el paginador', () => {
    const filas = (n: number) => Array.from({ length: n }, (_, i) => ({ _id: String(i) }));
    // Loading: a whole page of rows is on its way.
    expect(altoEstimado({ dataSource: [] })).toBe(55 * 11 + 56);
    expect(altoEstimado({ dataSource: filas(3), size: 'small' })).toBe(39 * 4 + 56);
    // A plan of 60 installments shows one page of 10 (its default), not 60 rows.
    expect(altoEstimado({ dataSource: filas(60), pagination: { defaultPageSize: 10 } })).toBe(55 * 11 + 56);
    // Without a pager every row is drawn.
    expect(altoEstimado({ dataSource: filas(12), pagination: false, size: 'small' })).toBe(39 * 13);
  });
});
