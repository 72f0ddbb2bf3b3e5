// A list fits 1366 px: the columns it can spare show only on wide screens, their data in the row's detail, and long
// free text is one line with its whole text at hand.
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { TableProps } from 'antd';
import { SOLO_PANTALLA_ANCHA, TextoLargo } from './columnas';
import { TablaAlVerse } from './TablaAlVerse';

interface Prestamo {
  _id: string;
  cliente: { nombre: string };
  tasa: number;
  observaciones: string | null;
}

const columnas: TableProps<Prestamo>['columns'] = [
  { title: 'Cliente', dataIndex: ['cliente', 'nombre'], key: 'cliente' },
  { title: 'Tasa', dataIndex: 'tasa', key: 'tasa', responsive: SOLO_PANTALLA_ANCHA, render: (t: number) => `${t} %` },
  { title: 'Observaciones', dataIndex: 'observaciones', key: 'observaciones', responsive: SOLO_PANTALLA_ANCHA },
];
const filas: Prestamo[] = [{ _id: '1', cliente: { nombre: 'Luz Ángela Zuluaga' }, tasa: 4.5, observaciones: null }];

/** The screen's width as antd's breakpoints read it: every media query matches (wide) or none does (setup-web). */
function pantallaAncha(ancha: boolean) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original(query), matches: ancha });
  return () => {
    window.matchMedia = original;
  };
}

describe('columnas para 1366 px', () => {
  it('en una pantalla angosta la columna que puede esperar se esconde y su dato está en el detalle de la fila', () => {
    const restaurar = pantallaAncha(false);
    try {
      render(<TablaAlVerse<Prestamo> rowKey="_id" columns={columnas} dataSource={filas} />);
      expect(screen.queryByRole('columnheader', { name: 'Tasa' })).not.toBeInTheDocument();
      expect(screen.getByRole('cell', { name: 'Luz Ángela Zuluaga' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Ver detalle' }));
      const detalle = screen.getByText('Tasa').closest('table');
      expect(detalle).not.toBeNull();
      expect(within(detalle!).getByText('4.5 %')).toBeInTheDocument();
      // Without a value the detail says so.
      expect(within(detalle!).getByText('Observaciones')).toBeInTheDocument();
      expect(within(detalle!).getByText('—')).toBeInTheDocument();
    } finally {
      restaurar();
    }
  });

  it('en una pantalla ancha se ven todas las columnas y la fila no tiene detalle', () => {
    const restaurar = pantallaAncha(true);
    try {
      render(<TablaAlVerse<Prestamo> rowKey="_id" columns={columnas} dataSource={filas} />);
      expect(screen.getByRole('columnheader', { name: 'Tasa' })).toBeInTheDocument();
      expect(screen.getByRole('cell', { name: '4.5 %' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Ver detalle' })).not.toBeInTheDocument();
    } finally {
      restaurar();
    }
  });

  it('el detalle propio de una pantalla sigue ahí, con las columnas escondidas debajo', () => {
    const restaurar = pantallaAncha(false);
    try {
      render(
        <TablaAlVerse<Prestamo>
          rowKey="_id"
          columns={columnas}
          dataSource={filas}
          expandable={{ expandedRowRender: (fila) => <p>Plan de {fila.cliente.nombre}</p> }}
        />,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Ver detalle' }));
      expect(screen.getByText('Plan de Luz Ángela Zuluaga')).toBeInTheDocument();
      expect(screen.getByText('4.5 %')).toBeInTheDocument();
    } finally {
      restaurar();
    }
  });

  it('un texto largo va en una línea con su ancho tope; vacío, una raya', () => {
    const { container } = render(<TextoLargo texto="Pagó con billetes de $ 50.000 y pidió recibo" ancho={120} />);
    const texto = screen.getByText('Pagó con billetes de $ 50.000 y pidió recibo');
    expect(texto).toHaveStyle({ maxWidth: '120px', display: 'block' });
    expect(texto.className).toMatch(/ellipsis/);
    render(<TextoLargo texto={null} />);
    expect(container.ownerDocument.body).toHaveTextContent('—');
  });
});
