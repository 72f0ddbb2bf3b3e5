import { cleanup, render, screen, within } from '@testing-library/react';
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
  it('con varias oficinas cada préstamo dice la suya bajo su cliente, a cualquier ancho, sin columna propia', () => {
    for (const ancha of [true, false]) {
      const encabezados = pintar(true, ancha);
      expect(encabezados).not.toContain('Oficina');
      const celda = screen.getByText('Oficina Norte').closest('td') as HTMLElement;
      expect(within(celda).getByText(crearPrestamo().cliente.nombre)).toBeInTheDocument();
      cleanup();
    }
  });

  it('con una sola oficina no la dice', () => {
    expect(pintar(false, true)).not.toContain('Oficina');
    expect(screen.queryByText('Oficina Norte')).not.toBeInTheDocument();
  });
});
