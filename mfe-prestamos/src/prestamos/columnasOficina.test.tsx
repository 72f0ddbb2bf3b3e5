import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Prestamo } from '@cartera/dominio';
import { TablaAlVerse } from '@cartera/plataforma/listado';
import { columnasPrestamos, type AccionesPrestamo } from './columnasPrestamos';
import { crearPrestamo } from './pruebas/datos';

const NORTE = { _id: 'a0000000-0000-4000-8000-000000000002', nombre: 'Oficina Norte' };
const nada = () => undefined;
const acciones: AccionesPrestamo = {
  rol: 'admin',
  ocupado: null,
  plan: nada,
  aprobar: nada,
  rechazar: nada,
  editar: nada,
  marcarPagado: nada,
  reenganche: nada,
  cancelar: nada,
};

/** The screen's width as antd's breakpoints read it: every media query matches (wide) or none does (setup-web). */
function pintar(variasOficinas: boolean, ancha: boolean) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original(query), matches: ancha });
  try {
    render(
      <TablaAlVerse<Prestamo>
        rowKey="_id"
        columns={columnasPrestamos({ ...acciones, variasOficinas })}
        dataSource={[crearPrestamo({ oficina: NORTE })]}
        pagination={false}
      />,
    );
  } finally {
    window.matchMedia = original;
  }
  return screen.getAllByRole('columnheader').map((th) => th.textContent);
}

describe('la oficina en la lista de préstamos', () => {
  it('con varias oficinas, en una pantalla ancha cada préstamo dice la suya junto a su cliente', () => {
    const encabezados = pintar(true, true);
    expect(encabezados.slice(0, 2)).toEqual(['Cliente', 'Oficina']);
    expect(within(screen.getAllByRole('row')[1]).getByText('Oficina Norte')).toBeInTheDocument();
  });

  it('a 1366 px la oficina está en el detalle de la fila (la lista no tiene sitio para ella)', () => {
    expect(pintar(true, false)).not.toContain('Oficina');
    fireEvent.click(screen.getByRole('button', { name: 'Ver detalle' }));
    const detalle = screen.getByText('Oficina').closest('table') as HTMLElement;
    expect(within(detalle).getByText('Oficina Norte')).toBeInTheDocument();
  });

  it('con una sola oficina no hay columna', () => {
    expect(pintar(false, true)).not.toContain('Oficina');
  });
});
